// `package` for the unit tests: they build in release, where `@testable` is unavailable.
/// Up to two contact points between two shapes, with the normal from the first to the second.
package struct Manifold {
    public struct Point {
        /// World position, midway between the two surfaces.
        public var position: Vec2
        /// Negative when overlapping, in points.
        public var separation: Double
        /// Identifies the pair of features that made this point, to match it next step.
        public var id: UInt32
    }

    public var normal = Vec2.zero
    public var pointCount = 0
    public var point0 = Point(position: .zero, separation: 0, id: 0)
    public var point1 = Point(position: .zero, separation: 0, id: 0)

    subscript(index: Int) -> Point {
        get { index == 0 ? point0 : point1 }
        set { if index == 0 { point0 = newValue } else { point1 = newValue } }
    }

    /// Drops the points farther apart than `distance`, keeping the others in order.
    @inline(__always)
    mutating func keepPoints(separatedByAtMost distance: Double) {
        if pointCount > 1, point1.separation > distance { pointCount = 1 }
        if pointCount > 0, point0.separation > distance {
            point0 = point1
            pointCount -= 1
        }
    }

    mutating func append(_ point: Point) {
        self[pointCount] = point
        pointCount += 1
    }
}
