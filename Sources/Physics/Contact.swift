// `package` for the unit tests: they build in release, where `@testable` is unavailable.
/// A contact between a body and another body or an edge, solved as non-penetration with
/// Coulomb friction by sequential impulses with soft (substepped) position correction: what
/// lives from step to step and what contact events read (the manifold, the impulses kept for
/// warm starting, whether it touches). Each step's solve prepares it into the lanes
/// (`ContactConstraint`).
package struct Contact {
    /// What a point keeps from step to step: the solver's prepared values for it live in the
    /// lanes only (`ContactConstraint`, ContactConstraints.swift).
    public struct Point {
        public var id: UInt32
        /// World position as the step began, midway between the two surfaces.
        var position = Vec2.zero
        /// Negative when overlapping, as the step began, in points.
        var initialSeparation = 0.0
        public var normalImpulse = 0.0
        public var tangentImpulse = 0.0
    }

    /// The first body's id; the second body's id, or nil for an edge, `edgeIndex` naming it.
    let idA: Int
    /// Changes only when the world's edges are rebuilt and this contact's edge moved in the list.
    var edgeIndex: Int
    let idB: Int?
    /// Whether there is a second body (false for an edge).
    let hasB: Bool
    /// Whether the shapes touched at some time during the step (a point was pushed, or ends
    /// it closer than `touchingGap`), and whether they still touch as it ends: a bounce can
    /// touch and part within one step. Found after the solve, for contact events.
    var touched = false
    var touching = false
    /// The bodies' places in the world's body list this step (for an edge, B is one past the
    /// last body: a slot that never moves and is never written).
    let indexA: Int32
    let indexB: Int32
    /// Which polygon of each body touches (compound bodies have several).
    public var shapeA = 0
    public var shapeB = 0
    var pointCount = 0
    var normal = Vec2.zero
    var friction = 0.0
    var restitution = 0.0
    /// Where the shapes touch as the step ends (the middle of the touching points), in world points.
    var touchPoint = Vec2.zero
    public var point0 = Point(id: 0)
    public var point1 = Point(id: 0)

    public init(idA: Int, indexA: Int, idB: Int?, indexB: Int, edgeIndex: Int) {
        self.idA = idA
        self.idB = idB
        self.indexA = Int32(truncatingIfNeeded: indexA)
        self.indexB = Int32(truncatingIfNeeded: indexB)
        self.edgeIndex = edgeIndex
        hasB = idB != nil
    }

    /// A contact loaded from `manifold`, keeping the impulses of `previous` (last step's contact
    /// with the same key) for points with the same features.
    public init(
        idA: Int, indexA: Int, idB: Int?, indexB: Int, edgeIndex: Int, shapeA: Int, shapeB: Int,
        friction: Double, restitution: Double, manifold: Manifold, previous: UnsafePointer<Contact>?
    ) {
        self.init(idA: idA, indexA: indexA, idB: idB, indexB: indexB, edgeIndex: edgeIndex)
        self.shapeA = shapeA
        self.shapeB = shapeB
        self.friction = friction
        self.restitution = restitution
        update(with: manifold, previous: previous)
    }

    public var key: ContactKey { ContactKey(a: idA, b: idB ?? -1 - edgeIndex, shapes: shapeA << 16 | shapeB) }

    /// Loads the manifold, keeping last step's impulses for points with the same features.
    mutating func update(with manifold: Manifold, previous: UnsafePointer<Contact>?) {
        normal = manifold.normal
        pointCount = manifold.pointCount
        func load(_ mp: Manifold.Point, into point: inout Point) {
            point = Point(id: mp.id)
            point.position = mp.position
            point.initialSeparation = mp.separation
            if let previous {
                for old in 0..<previous.pointee.pointCount where previous.pointee[old].id == mp.id {
                    point.normalImpulse = previous.pointee[old].normalImpulse
                    point.tangentImpulse = previous.pointee[old].tangentImpulse
                }
            }
        }
        if pointCount > 0 { load(manifold.point0, into: &point0) }
        if pointCount > 1 { load(manifold.point1, into: &point1) }
    }

    subscript(index: Int) -> Point {
        get { index == 0 ? point0 : point1 }
        set { if index == 0 { point0 = newValue } else { point1 = newValue } }
    }

    /// Shapes closer than this touch, in points: Box2D 2.2's polygons carry a skin of twice
    /// the linear slop each, and its contacts touch while the skins overlap.
    static let touchingGap = 4 * NarrowPhase.linearSlop

    /// Whether the shapes touched during the step and touch at its end, and where: found once
    /// the substeps are done, for contact events. `maxNormalImpulse` is each point's largest
    /// push this step, and `positionA`, `positionB` the bodies' positions as it began (the
    /// anchors follow from them as `ContactConstraint` found them).
    @inline(__always)
    mutating func findTouching(
        _ states: UnsafeMutablePointer<BodyState>, positionA: Vec2, positionB: Vec2, maxNormalImpulse0: Double, maxNormalImpulse1: Double
    ) {
        let a = states[Int(indexA)], b = states[Int(indexB)]
        touched = false
        touching = false
        var sum = Vec2.zero, count = 0.0
        for index in 0..<pointCount {
            let p = self[index]
            let anchorA = p.position - positionA, anchorB = p.position - positionB
            let adjustedSeparation = p.initialSeparation - (dot(anchorB, normal) - dot(anchorA, normal))
            let movedA = a.deltaRotation.rotate(anchorA), movedB = b.deltaRotation.rotate(anchorB)
            let d = (b.deltaPosition - a.deltaPosition) + (movedB - movedA)
            let separation = dot(d, normal) + adjustedSeparation
            let maxNormalImpulse = index == 0 ? maxNormalImpulse0 : maxNormalImpulse1
            guard maxNormalImpulse > 0 || separation < Self.touchingGap else { continue }
            touched = true
            if separation < Self.touchingGap { touching = true }
            // The manifold's point lies midway between the surfaces as the step began: follow
            // A's surface and put it midway again. With two points, the event is at their middle
            // (the middle of a flat landing, not one corner).
            let onA = p.position - (0.5 * p.initialSeparation) * normal + a.deltaPosition + (movedA - anchorA)
            sum += onA + (0.5 * separation) * normal
            count += 1
        }
        if count > 0 { touchPoint = (1 / count) * sum }
    }
}
