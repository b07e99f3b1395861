/// Up to two contact points between two shapes, with the normal from the first to the second.
struct Manifold {
    struct Point {
        /// World position, midway between the two surfaces.
        var position: Vec2
        /// Negative when overlapping, in points.
        var separation: Double
        /// Identifies the pair of features that made this point, to match it next step.
        var id: UInt32
    }

    var normal = Vec2.zero
    var pointCount = 0
    var point0 = Point(position: .zero, separation: 0, id: 0)
    var point1 = Point(position: .zero, separation: 0, id: 0)

    subscript(index: Int) -> Point {
        get { index == 0 ? point0 : point1 }
        set { if index == 0 { point0 = newValue } else { point1 = newValue } }
    }

    mutating func append(_ point: Point) {
        self[pointCount] = point
        pointCount += 1
    }
}
