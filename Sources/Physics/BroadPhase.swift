// The broad phase: which bodies' boxes overlap this step, by sweep and prune over an order of
// the bodies kept from step to step (where Box2D v3 queries dynamic trees), and what it knows
// of each body: its box and what it pairs by.

extension World {
    /// Finds this step's candidate pairs (`sweepPairs`) from the bodies' boxes (`boxes`): the
    /// sweep order brought up to date, then the sweep.
    func updatePairs() {
        sortSweepOrder()
        findPairs()
    }

    /// Finds the pairs of bodies whose boxes overlap, in the order of a sweep and prune along x
    /// over `sweepOrder`: for each body in that order, the bodies after it whose left side is
    /// not past its right side and whose boxes overlap it vertically.
    ///
    /// A scene more than `tallSceneSweepRatio` (3) times taller than it is wide (a tall pile)
    /// has many bodies side by side in x: the sweep along x would test each against a whole
    /// column. There the sweep runs along y instead (in squatter scenes sorting its pairs costs
    /// more than it saves), testing the same conditions, and the pairs it finds are sorted into
    /// the x sweep's order: the same pairs in the same order, so the same contacts in the same
    /// order.
    private func findPairs() {
        let count = bodies.count
        sweepPairs.count = 0
        guard count > 1 else { return }
        var spanX = 0.0, spanY = 0.0, ordered = true
        boxes.withUnsafeBufferPointer { boxes in
            var lowX = Double.infinity, highX = -Double.infinity, lowY = Double.infinity, highY = -Double.infinity
            for box in boxes {
                // A NaN is not ordered: such a step sweeps along x, as before; so does one with
                // a box turned inside out (a negative speculative distance), which the y
                // sweep's shortcuts below do not allow for.
                if !(box.minX <= box.maxX && box.minY <= box.maxY) { ordered = false }
                lowX = min(lowX, box.minX); highX = max(highX, box.minX)
                lowY = min(lowY, box.minY); highY = max(highY, box.minY)
            }
            spanX = highX - lowX
            spanY = highY - lowY
        }
        if ordered, spanY > settings.tallSceneSweepRatio * spanX {
            findPairsAlongY()
            return
        }
        boxes.withUnsafeBufferPointer { boxes in
        sweepOrder.withUnsafeBufferPointer { order in
            sweep(order, boxes, low: { $0.minX }, high: { $0.maxX }) { rank, next, box, other in
                (box.overlapsY(other), UInt64(rank) << 32 | UInt64(next))
            }
        }}
    }

    /// The sweep of both `findPairs` directions: for each place in `order`, the later places
    /// whose box's `low` side is not past its `high` side, with both boxes, read in a stream
    /// of the boxes in that order. `candidate` says whether the pair is kept and what it is
    /// stored as; both are found for every candidate and the pair written whether kept or not
    /// (the next one overwrites it if not), so the loop has no branch on the test, which goes
    /// either way at random (a branch on it was mispredicted about once a body).
    @inline(__always)
    private func sweep(
        _ order: UnsafeBufferPointer<Int32>, _ boxes: UnsafeBufferPointer<AABB>,
        low: (AABB) -> Double, high: (AABB) -> Double, _ candidate: (Int, Int, AABB, AABB) -> (Bool, UInt64)
    ) {
        let count = order.count
        sweptBoxes.removeAll(keepingCapacity: true)
        for place in 0..<count { sweptBoxes.append(boxes[Int(order[place])]) }
        let list = sweepPairs
        var pairs = list.base, capacity = list.capacity, found = list.count
        sweptBoxes.withUnsafeBufferPointer { swept in
            for place in 0..<count {
                let box = swept[place]
                var next = place + 1
                while next < count {
                    let other = swept[next]
                    if low(other) > high(box) { break }
                    let (kept, pair) = candidate(place, next, box, other)
                    if found == capacity {
                        list.count = found
                        list.grow()
                        pairs = list.base
                        capacity = list.capacity
                    }
                    pairs[found] = pair
                    found &+= kept ? 1 : 0
                    next += 1
                }
            }
        }
        list.count = found
    }

    /// `findPairs` for a tall scene: a sweep along y over `sweepOrderY`, then the x sweep's tests
    /// and order. Boxes hold no NaN here, and each has min ≤ max on both axes: then the x
    /// sweep's tests for a pair (its later body's left side not past the earlier one's right
    /// side; the boxes overlap in y) hold exactly when the boxes overlap on both axes, and the y
    /// sweep has already found them overlapping in y.
    private func findPairsAlongY() {
        let count = bodies.count
        if sweepOrderYVersion != bodiesVersion || sweepOrderY.count != count {
            sweepOrderY = (0..<count).map { Int32($0) }
            sweepOrderYVersion = bodiesVersion
        }
        if sweepRank.count != count { sweepRank = [Int32](repeating: 0, count: count) }
        boxes.withUnsafeBufferPointer { boxes in
        sweepOrder.withUnsafeBufferPointer { order in
        sweepRank.withUnsafeMutableBufferPointer { rankOf in
        sweepOrderY.withUnsafeMutableBufferPointer { orderY in
            // By the top of the box: about one pass, as the order changes little from step to
            // step.
            Self.insertionSort(orderY, boxes) { $0.minY }
            for rank in 0..<count { rankOf[Int(order[rank])] = Int32(rank) }
            sweep(UnsafeBufferPointer(orderY), boxes, low: { $0.minY }, high: { $0.maxY }) { k, next, top, other in
                let ri = rankOf[Int(orderY[k])], rj = rankOf[Int(orderY[next])]
                return (other.minX <= top.maxX && top.minX <= other.maxX,
                        UInt64(min(ri, rj)) << 32 | UInt64(max(ri, rj)))
            }
        }}}}
        sortPairs()
    }

    /// Sorts `sweepPairs` into increasing order: bucketed by their first body (a counting
    /// sort), then each bucket, a few pairs, by the second.
    private func sortPairs() {
        let count = bodies.count, pairCount = sweepPairs.count
        guard pairCount > 1 else { return }
        pairBuckets.removeAll(keepingCapacity: true)
        pairBuckets.append(contentsOf: repeatElement(0, count: count + 1))
        if pairScratch.count < pairCount { pairScratch = [UInt64](repeating: 0, count: pairCount) }
        let pairs = sweepPairs.pairs
        pairScratch.withUnsafeMutableBufferPointer { sorted in
        pairBuckets.withUnsafeMutableBufferPointer { start in
            for pair in pairs { start[Int(pair >> 32) + 1] += 1 }
            for rank in 0..<count { start[rank + 1] += start[rank] }
            for pair in pairs {
                let first = Int(pair >> 32)
                sorted[start[first]] = pair
                start[first] += 1
            }
            // start[rank] is now where bucket rank + 1 begins.
            var begin = 0
            for rank in 0..<count {
                let end = start[rank]
                if end - begin > 1 {
                    for k in begin + 1..<end {
                        let item = sorted[k]
                        var hole = k
                        while hole > begin, sorted[hole - 1] > item {
                            sorted[hole] = sorted[hole - 1]
                            hole -= 1
                        }
                        sorted[hole] = item
                    }
                }
                begin = end
            }
            pairs.baseAddress!.update(from: sorted.baseAddress!, count: pairCount)
        }}
    }

    /// Orders the bodies by the left side of their boxes, ties by index, for the sweep. Last
    /// step's order is nearly right, so an insertion sort of it takes about one pass; the
    /// order is total, so the result is the same as sorting from scratch.
    private func sortSweepOrder() {
        let count = bodies.count
        if sweepOrderVersion != bodiesVersion || sweepOrder.count != count {
            sweepOrder = (0..<count).map { Int32($0) }
            sweepOrderVersion = bodiesVersion
        }
        boxes.withUnsafeBufferPointer { boxes in
            // A NaN is not ordered: leave such a step to the library sort, as before.
            guard !boxes.contains(where: { $0.minX.isNaN }) else {
                sweepOrder = (0..<count).sorted {
                    boxes[$0].minX < boxes[$1].minX || (boxes[$0].minX == boxes[$1].minX && $0 < $1)
                }.map { Int32($0) }
                return
            }
            sweepOrder.withUnsafeMutableBufferPointer { order in
                Self.insertionSort(order, boxes) { $0.minX }
            }
        }
    }

    /// Sorts `order` (body indices) by `key` of each body's box, ties by index, in place. The
    /// keys hold no NaN, so the order is total and the result the same as any sort's.
    @inline(__always)
    private static func insertionSort(
        _ order: UnsafeMutableBufferPointer<Int32>, _ boxes: UnsafeBufferPointer<AABB>, key: (AABB) -> Double
    ) {
        guard order.count > 1 else { return }
        for k in 1..<order.count {
            let item = order[k]
            let itemKey = key(boxes[Int(item)])
            var hole = k
            while hole > 0 {
                let before = order[hole - 1]
                let beforeKey = key(boxes[Int(before)])
                guard itemKey < beforeKey || (itemKey == beforeKey && item < before) else { break }
                order[hole] = before
                hole -= 1
            }
            order[hole] = item
        }
    }
}

/// The broad phase's pairs (see `World.sweepPairs`) in storage it owns, written through a
/// pointer by the sweep and grown (doubled) when full; kept from step to step.
final class PairList {
    private(set) var base: UnsafeMutablePointer<UInt64>
    private(set) var capacity: Int
    /// How many pairs the list holds.
    var count = 0

    init() {
        capacity = 1024
        base = .allocate(capacity: capacity)
    }

    deinit { base.deallocate() }

    /// Doubles the capacity, keeping the first `count` pairs.
    func grow() {
        let larger = UnsafeMutablePointer<UInt64>.allocate(capacity: 2 * capacity)
        larger.update(from: base, count: count)
        base.deallocate()
        base = larger
        capacity *= 2
    }

    /// The pairs, in place.
    var pairs: UnsafeMutableBufferPointer<UInt64> { UnsafeMutableBufferPointer(start: base, count: count) }
}

/// What the broad phase needs of a body, copied once per step.
struct PairingInfo {
    var id: Int
    var bodyMask: UInt64
    var edgeMask: UInt64
    var friction: Double
    var restitution: Double
    var isDynamic: Bool
}

/// An axis-aligned box.
struct AABB {
    var minX: Double, minY: Double, maxX: Double, maxY: Double

    init<Points: Sequence>(_ points: Points) where Points.Element == Vec2 {
        self = .empty
        for p in points { add(p) }
    }

    /// Bounds nothing: the first point added becomes the box.
    static let empty = AABB(minX: .infinity, minY: .infinity, maxX: -.infinity, maxY: -.infinity)

    init(minX: Double, minY: Double, maxX: Double, maxY: Double) {
        self.minX = minX; self.minY = minY; self.maxX = maxX; self.maxY = maxY
    }

    /// Grows the box to take in `p`.
    @inline(__always)
    mutating func add(_ p: Vec2) {
        minX = min(minX, p.x); maxX = max(maxX, p.x)
        minY = min(minY, p.y); maxY = max(maxY, p.y)
    }

    func expanded(by margin: Double) -> AABB {
        var box = self
        box.minX -= margin; box.minY -= margin; box.maxX += margin; box.maxY += margin
        return box
    }

    func overlapsY(_ other: AABB) -> Bool { minY <= other.maxY && other.minY <= maxY }
    func overlaps(_ other: AABB) -> Bool {
        minX <= other.maxX && other.minX <= maxX && overlapsY(other)
    }
}
