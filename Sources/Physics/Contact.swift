// `package` for the unit tests: they build in release, where `@testable` is unavailable.
/// A contact between a body and another body or an edge, solved as non-penetration with
/// Coulomb friction by sequential impulses with soft (substepped) position correction.
package struct Contact {
    public struct Point {
        public var id: UInt32
        /// From each body's centre to the contact, at the start of the step.
        var anchorA = Vec2.zero
        var anchorB = Vec2.zero
        /// Separation minus the anchors' separation, so the current separation follows from
        /// how far the bodies have moved since.
        var adjustedSeparation = 0.0
        public var normalImpulse = 0.0
        public var tangentImpulse = 0.0
        var maxNormalImpulse = 0.0
        var normalMass = 0.0
        var tangentMass = 0.0
        /// Normal velocity (negative when closing) and separation at the start of the solve of
        /// the substep in which the contact first pushed this step: the moment of impact, for
        /// restitution.
        var relativeVelocity = 0.0
        var impactSeparation = 0.0
        var initialSeparation = 0.0
        var position = Vec2.zero
        /// The anchors' moment arms about the normal and the tangent (cross(anchor, normal),
        /// cross(anchor, tangent)) and their extent along the normal (dot(anchor, normal)):
        /// fixed for the step, as the anchors and the normal are, so the passes read them
        /// instead of recomputing. A spin w moves the point by w·rn along the normal, and
        /// turning a body by (c, s) moves its anchor's normal extent from dn to c·dn + s·rn.
        var rnA = 0.0, rnB = 0.0
        var rtA = 0.0, rtB = 0.0
        var dnA = 0.0, dnB = 0.0
    }

    /// The first body's id; the second body's id, or nil for an edge, `edgeIndex` naming it.
    let idA: Int
    let idB: Int?
    /// Changes only when the world's edges are rebuilt and this contact's edge moved in the list.
    var edgeIndex: Int
    /// The bodies' places in the world's body list this step (for an edge, B is one past the
    /// last body: a slot that never moves and is never written).
    let indexA: Int32
    let indexB: Int32
    /// Which polygon of each body touches (compound bodies have several).
    public var shapeA = 0
    public var shapeB = 0
    var normal = Vec2.zero
    var friction = 0.0
    var restitution = 0.0
    var pointCount = 0
    /// How much the bodies' external accelerations (gravity, pushes) close the contact per
    /// substep, pt/s: restitution takes it into account to return the height a bounce fell.
    var approachGain = 0.0
    /// Whether the shapes touched at some time during the step (a point was pushed, or ends
    /// it closer than `touchingGap`), and whether they still touch as it ends: a bounce can
    /// touch and part within one step. Found after the solve, for contact events.
    var touched = false
    var touching = false
    /// Where the shapes touch as the step ends (the middle of the touching points), in world points.
    var touchPoint = Vec2.zero
    /// Whether the contact has pushed this step (and so had its one chance to bounce).
    var hasHit = false
    public var point0 = Point(id: 0)
    public var point1 = Point(id: 0)
    var softness = Softness.rigid
    /// The bodies' inverse masses and inertias, copied when the step begins.
    var massA = 0.0, inertiaA = 0.0, massB = 0.0, inertiaB = 0.0
    /// The block solver's matrix K, which maps the two normal impulses to normal velocity
    /// changes (fixed for the step, as the anchors are), its determinant, and whether it is
    /// well enough conditioned to use.
    var k11 = 0.0, k12 = 0.0, k22 = 0.0, determinant = 0.0
    var blockSolvable = false
    /// Whether there is a second body (false for an edge).
    let hasB: Bool

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
    /// the substeps are done, for contact events.
    mutating func findTouching(_ states: UnsafeMutablePointer<BodyState>) {
        let a = states[Int(indexA)], b = states[Int(indexB)]
        touched = false
        touching = false
        var sum = Vec2.zero, count = 0.0
        for index in 0..<pointCount {
            let p = self[index]
            let movedA = a.deltaRotation.rotate(p.anchorA), movedB = b.deltaRotation.rotate(p.anchorB)
            let d = (b.deltaPosition - a.deltaPosition) + (movedB - movedA)
            let separation = dot(d, normal) + p.adjustedSeparation
            guard p.maxNormalImpulse > 0 || separation < Self.touchingGap else { continue }
            touched = true
            if separation < Self.touchingGap { touching = true }
            // The manifold's point lies midway between the surfaces as the step began: follow
            // A's surface and put it midway again. With two points, the event is at their middle
            // (the middle of a flat landing, not one corner).
            let onA = p.position - (0.5 * p.initialSeparation) * normal + a.deltaPosition + (movedA - p.anchorA)
            sum += onA + (0.5 * separation) * normal
            count += 1
        }
        if count > 0 { touchPoint = (1 / count) * sum }
    }
}
