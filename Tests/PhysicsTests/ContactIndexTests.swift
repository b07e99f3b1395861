import Physics
import TestSupport
import XCTest

/// The contact index on its own: packed keys, lookup by key (the table, and the binary search
/// it falls back to when keys are shared) and the radix-sorted entries contact events merge by.
final class ContactIndexTests: XCTestCase {
    /// A contact between bodies `a` and `b` (an edge when `b` is negative: −1 − edge index),
    /// shapes `shapeA` and `shapeB`.
    private func contact(_ a: Int, _ b: Int, shapes shapeA: Int = 0, _ shapeB: Int = 0) -> Contact {
        var contact = b >= 0
            ? Contact(idA: a, indexA: 0, idB: b, indexB: 0, edgeIndex: -1)
            : Contact(idA: a, indexA: 0, idB: nil, indexB: 0, edgeIndex: -1 - b)
        contact.shapeA = shapeA
        contact.shapeB = shapeB
        return contact
    }

    /// The entries a stable comparison sort of the keys gives: by key, equal keys in list order.
    private func referenceEntries(_ keys: [UInt64]) -> [(key: UInt64, index: Int)] {
        keys.enumerated().map { (key: $0.element, index: $0.offset) }.sorted {
            $0.key < $1.key || ($0.key == $1.key && $0.index < $1.index)
        }
    }

    private func assertEntries(_ index: ContactIndex, equal expected: [(key: UInt64, index: Int)], line: UInt = #line) {
        let entries = index.entries
        XCTAssertEqual(entries.map(\.key), expected.map(\.key), "keys", line: line)
        XCTAssertEqual(entries.map(\.index), expected.map(\.index), "places", line: line)
    }

    // MARK: Packed keys

    func testAKeyPacksIntoFieldsOfTwentyTwentyTwelveAndTwelveBits() {
        XCTAssertEqual(
            ContactIndex.pack(ContactKey(a: 3, b: 5, shapes: 1 << 16 | 2)),
            3 << 44 | (5 + 1 << 19) << 24 | 1 << 12 | 2)
        // An edge's −1 − index is offset by 2¹⁹ like a body's id: edges come before bodies.
        XCTAssertEqual(ContactIndex.pack(ContactKey(a: 0, b: -1, shapes: 0)), (1 << 19 - 1) << 24)
        XCTAssertEqual(ContactIndex.pack(ContactKey(a: 0, b: -3, shapes: 4 << 16)), (1 << 19 - 3) << 24 | 4 << 12)
        XCTAssertEqual(ContactIndex.pack(contact(7, -2, shapes: 1).key), ContactIndex.pack(ContactKey(a: 7, b: -2, shapes: 1 << 16)))
    }

    func testPackedKeysSortAsTheKeysDo() {
        var keys: [ContactKey] = []
        for a in [0, 1, 2, 500, 1 << 19] {
            for b in [-40, -2, -1, 0, 3, 1000, (1 << 19) - 1] {
                for shapes in [0, 1, 1 << 16, 3 << 16 | 7, 4095 << 16 | 4095] {
                    keys.append(ContactKey(a: a, b: b, shapes: shapes))
                }
            }
        }
        var generator = SeededGenerator(seed: 1)
        keys.shuffle(using: &generator)
        XCTAssertEqual(keys.sorted().map(ContactIndex.pack), keys.map(ContactIndex.pack).sorted())
    }

    // MARK: Lookup

    func testFindsEachContactByItsKeyAndNoOther() {
        var contacts: [Contact] = []
        for a in 0..<12 {
            for b in a + 1..<a + 4 { contacts.append(contact(a, b)) }
            contacts.append(contact(a, -1))
            contacts.append(contact(a, -3, shapes: 2))
        }
        var generator = SeededGenerator(seed: 7)
        contacts.shuffle(using: &generator)
        let index = ContactIndex(contacts)
        XCTAssertTrue(index.isUnique)
        XCTAssertEqual(index.keys.count, 60)
        for (place, contact) in contacts.enumerated() {
            XCTAssertEqual(index.find(contact.key), place, "\(contact.key)")
            XCTAssertEqual(index.keys[place], ContactIndex.pack(contact.key))
        }
        XCTAssertNil(index.find(ContactKey(a: 0, b: 4, shapes: 0)), "a pair with no contact")
        XCTAssertNil(index.find(ContactKey(a: 0, b: -2, shapes: 0)), "an edge with no contact")
        XCTAssertNil(index.find(ContactKey(a: 0, b: 1, shapes: 1)), "another pair of shapes")
        XCTAssertNil(index.find(ContactKey(a: 12, b: 13, shapes: 0)))
    }

    func testAnEmptyIndexFindsNothing() {
        for index in [ContactIndex(), ContactIndex([])] {
            XCTAssertTrue(index.keys.isEmpty)
            XCTAssertTrue(index.isUnique)
            XCTAssertTrue(index.entries.isEmpty)
            XCTAssertNil(index.find(ContactKey(a: 0, b: 1, shapes: 0)))
            XCTAssertNil(index.find(ContactKey(a: 0, b: -1, shapes: 0)))
        }
    }

    func testOneContact() {
        let index = ContactIndex([contact(4, 9, shapes: 1, 2)])
        XCTAssertEqual(index.find(ContactKey(a: 4, b: 9, shapes: 1 << 16 | 2)), 0)
        XCTAssertNil(index.find(ContactKey(a: 4, b: 9, shapes: 2 << 16 | 1)))
        assertEntries(index, equal: [(ContactIndex.pack(ContactKey(a: 4, b: 9, shapes: 1 << 16 | 2)), 0)])
    }

    // MARK: Shared keys

    func testSharedKeysFallBackToSearchingTheSortedEntries() {
        // Two contacts with one key (as after a body is given the id of another's key by
        // wrapping): lookups still answer, by binary search over the sorted entries.
        let contacts = [contact(1, 2), contact(0, 5), contact(1, 2), contact(3, -1), contact(0, 1)]
        let index = ContactIndex(contacts)
        XCTAssertFalse(index.isUnique)
        XCTAssertEqual(index.keys, contacts.map { ContactIndex.pack($0.key) }, "still by place in the list")
        XCTAssertEqual(index.find(contacts[1].key), 1)
        XCTAssertEqual(index.find(contacts[3].key), 3)
        XCTAssertEqual(index.find(contacts[4].key), 4)
        let shared = index.find(contacts[0].key)
        XCTAssertTrue(shared == 0 || shared == 2, "one of the two: \(String(describing: shared))")
        XCTAssertNil(index.find(ContactKey(a: 1, b: 3, shapes: 0)))
        // Sorted by key, the shared key's two contacts in list order.
        assertEntries(index, equal: [
            (ContactIndex.pack(contacts[4].key), 4), (ContactIndex.pack(contacts[1].key), 1),
            (ContactIndex.pack(contacts[0].key), 0), (ContactIndex.pack(contacts[2].key), 2),
            (ContactIndex.pack(contacts[3].key), 3),
        ])
    }

    func testKeysThatPackAlikeAreShared() {
        // Body ids 2²⁰ apart pack to the same key (past the packing's limits keys may collide,
        // which only costs warm starting): the index treats them as shared, not as one.
        let contacts = [contact(1, 2), contact(1 + 1 << 20, 2)]
        XCTAssertNotEqual(contacts[0].key, contacts[1].key)
        let index = ContactIndex(contacts)
        XCTAssertFalse(index.isUnique)
        XCTAssertEqual(index.keys[0], index.keys[1])
        assertEntries(index, equal: [(index.keys[0], 0), (index.keys[0], 1)])
        XCTAssertNotNil(index.find(contacts[0].key))
    }

    // MARK: Radix sort

    func testEntriesAreRadixSortedByKeyStably() {
        // Many keys of every size, some shared: the same order as a stable comparison sort.
        var generator = SeededGenerator(seed: 42)
        var contacts: [Contact] = []
        for _ in 0..<3000 {
            let a = Int.random(in: 0..<(1 << 20), using: &generator)
            let b = Bool.random(using: &generator)
                ? Int.random(in: 0..<(1 << 19), using: &generator) : -Int.random(in: 1...(1 << 19), using: &generator)
            contacts.append(contact(a, b, shapes: Int.random(in: 0..<4096, using: &generator), Int.random(in: 0..<4096, using: &generator)))
        }
        for _ in 0..<50 { contacts.append(contacts[Int.random(in: 0..<contacts.count, using: &generator)]) }
        let index = ContactIndex(contacts)
        XCTAssertFalse(index.isUnique)
        assertEntries(index, equal: referenceEntries(contacts.map { ContactIndex.pack($0.key) }))
    }

    func testEntriesSortWhenKeysDifferInOneByteOnly() {
        // The sort skips the bytes all keys share: keys that differ only in their lowest byte
        // (shape B), only in their highest (body A), or in a middle byte still sort right.
        let lowByte = (0..<40).map { contact(9, 10, shapes: 0, ($0 * 37) % 256) }
        let highByte = (0..<40).map { contact((($0 * 13) % 40) << 12, 10) }
        let middleByte = (0..<40).map { contact(9, (($0 * 7) % 40) * 2, shapes: 5, 5) }
        for contacts in [lowByte, highByte, middleByte] {
            let index = ContactIndex(contacts)
            XCTAssertTrue(index.isUnique)
            let expected = referenceEntries(contacts.map { ContactIndex.pack($0.key) })
            assertEntries(index, equal: expected)
            XCTAssertEqual(index.entries.map(\.key), index.entries.map(\.key).sorted())
        }
        // All keys the same: every byte shared, nothing to sort; list order.
        let same = ContactIndex([contact(2, 3), contact(2, 3), contact(2, 3)])
        assertEntries(same, equal: [(same.keys[0], 0), (same.keys[0], 1), (same.keys[0], 2)])
    }
}
