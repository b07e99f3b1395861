// `package` for the unit tests: they build in release, where `@testable` is unavailable.
/// Identifies a contact across steps: two body ids, or a body id and −1 − edge index, and the
/// pair of shapes.
package struct ContactKey: Hashable, Comparable {
    public var a: Int
    public var b: Int
    public var shapes: Int

    public init(a: Int, b: Int, shapes: Int) {
        self.a = a
        self.b = b
        self.shapes = shapes
    }

    public static func < (lhs: ContactKey, rhs: ContactKey) -> Bool {
        (lhs.a, lhs.b, lhs.shapes) < (rhs.a, rhs.b, rhs.shapes)
    }
}

// `package` for the unit tests: they build in release, where `@testable` is unavailable.
/// Contacts' packed keys, by position in the contact list, with an open-addressing table that
/// finds a pair's contact without hashing a struct; sorted by key only when asked (merging two
/// steps' contacts in key order) or when two contacts share a packed key. Keys are packed into
/// one integer (limits: 2²⁰ bodies or edges, 2¹² shapes per body; past them keys may collide,
/// which only costs warm starting).
package struct ContactIndex {
    /// Each contact's packed key, by its position in the list.
    public private(set) var keys: [UInt64] = []
    /// Whether every contact has a key of its own, so `find` uses the table. When two share a
    /// key the table is left empty and `find` falls back to binary search over the sorted
    /// entries, answering exactly as it always has.
    public private(set) var isUnique = true
    /// Slots hold a contact's position + 1 (0 when empty).
    private var table: [Int32] = []
    private var tableShift: UInt64 = 64
    /// The sorted entries, kept only for the binary search when keys are not unique.
    private var sortedForSearch: [(key: UInt64, index: Int)] = []

    public init() {}

    public init(_ contacts: [Contact]) {
        let count = contacts.count
        var keys = [UInt64](repeating: 0, count: count)
        contacts.withUnsafeBufferPointer { contacts in
            for index in 0..<count { keys[index] = Self.pack(contacts[index].key) }
        }
        self.init(keys: keys)
    }

    /// The index of contacts with these packed keys (`pack(contact.key)`), by position in the
    /// list: the narrow phase packs each new contact's key as it looks for its predecessor, so
    /// the index need not read the contacts again.
    public init(keys: [UInt64]) {
        let count = keys.count
        self.keys = keys
        guard count > 0 else { return }
        guard count < Int(Int32.max) / 4 else {
            isUnique = false
            sortedForSearch = Self.sorted(keys)
            return
        }
        var bits: UInt64 = 1
        while (1 << bits) < 2 * count { bits += 1 }
        tableShift = 64 - bits
        let mask = (1 << Int(bits)) - 1
        table = [Int32](repeating: 0, count: 1 << Int(bits))
        keys.withUnsafeBufferPointer { keys in
        table.withUnsafeMutableBufferPointer { table in
            insertion: for index in 0..<count {
                let key = keys[index]
                var slot = Int(Self.hash(key) >> tableShift)
                while table[slot] != 0 {
                    if keys[Int(table[slot]) - 1] == key {
                        isUnique = false
                        break insertion
                    }
                    slot = (slot + 1) & mask
                }
                table[slot] = Int32(index + 1)
            }
        }}
        if !isUnique {
            table = []
            sortedForSearch = Self.sorted(keys)
        }
    }

    /// The keys with their positions in the list, sorted by key (equal keys in list order):
    /// kept when keys are shared (the binary search reads them), sorted when asked otherwise.
    public var entries: [(key: UInt64, index: Int)] { isUnique ? Self.sorted(keys) : sortedForSearch }

    private static func sorted(_ keys: [UInt64]) -> [(key: UInt64, index: Int)] {
        let count = keys.count
        guard count > 0 else { return [] }
        var order = [Int32](repeating: 0, count: count)
        for index in 0..<count { order[index] = Int32(truncatingIfNeeded: index) }
        Self.radixSort(&order, by: keys)
        var entries: [(key: UInt64, index: Int)] = []
        entries.reserveCapacity(count)
        for rank in 0..<count {
            let index = Int(order[rank])
            entries.append((keys[index], index))
        }
        return entries
    }

    @inline(__always)
    private static func hash(_ key: UInt64) -> UInt64 { key &* 0x9E37_79B9_7F4A_7C15 }

    /// Sorts `order` (positions into `keys`) by key, keeping equal keys in their order: a
    /// least-significant-byte-first radix sort that skips the bytes all keys share. The same
    /// result as a stable comparison sort.
    private static func radixSort(_ order: inout [Int32], by keys: [UInt64]) {
        let count = order.count
        var differing: UInt64 = 0
        let first = keys[0]
        for key in keys { differing |= key ^ first }
        var scratch = [Int32](repeating: 0, count: count)
        var counts = [Int](repeating: 0, count: 256)
        keys.withUnsafeBufferPointer { keys in
        counts.withUnsafeMutableBufferPointer { counts in
        order.withUnsafeMutableBufferPointer { orderBuffer in
        scratch.withUnsafeMutableBufferPointer { scratchBuffer in
            var source = orderBuffer.baseAddress!, target = scratchBuffer.baseAddress!
            var inScratch = false
            for byte in 0..<8 where (differing >> UInt64(8 * byte)) & 0xFF != 0 {
                let shift = UInt64(8 * byte)
                counts.update(repeating: 0)
                for index in 0..<count { counts[Int(truncatingIfNeeded: keys[index] >> shift) & 0xFF] += 1 }
                var total = 0
                for digit in 0..<256 {
                    let n = counts[digit]
                    counts[digit] = total
                    total += n
                }
                for rank in 0..<count {
                    let item = source[rank]
                    let digit = Int(truncatingIfNeeded: keys[Int(item)] >> shift) & 0xFF
                    target[counts[digit]] = item
                    counts[digit] += 1
                }
                swap(&source, &target)
                inScratch.toggle()
            }
            if inScratch { orderBuffer.baseAddress!.update(from: scratchBuffer.baseAddress!, count: count) }
        }}}}
    }

    public static func pack(_ key: ContactKey) -> UInt64 {
        let a = UInt64(truncatingIfNeeded: key.a) & 0xFFFFF
        let b = UInt64(truncatingIfNeeded: key.b + (1 << 19)) & 0xFFFFF
        let shapeA = UInt64(truncatingIfNeeded: key.shapes >> 16) & 0xFFF
        let shapeB = UInt64(truncatingIfNeeded: key.shapes) & 0xFFF
        return a << 44 | b << 24 | shapeA << 12 | shapeB
    }

    public func find(_ key: ContactKey) -> Int? {
        let packed = Self.pack(key)
        if !table.isEmpty {
            let mask = table.count - 1
            var slot = Int(Self.hash(packed) >> tableShift)
            while true {
                let position = Int(table[slot])
                if position == 0 { return nil }
                if keys[position - 1] == packed { return position - 1 }
                slot = (slot + 1) & mask
            }
        }
        let entries = sortedForSearch
        var low = 0, high = entries.count
        while low < high {
            let middle = (low + high) / 2
            let middleKey = entries[middle].key
            if middleKey == packed { return entries[middle].index }
            if middleKey < packed { low = middle + 1 } else { high = middle }
        }
        return nil
    }
}
