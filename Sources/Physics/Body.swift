/// A rigid body: one or more convex polygons with mass, moving and turning about its origin,
/// which is its centre of mass when the polygons are placed about it.
///
/// The solver reads and writes these properties millions of times a second from one thread,
/// never with overlapping accesses, so they skip Swift's dynamic exclusivity checks
/// (`@exclusivity(unchecked)`), which would otherwise cost more than the physics.
///
/// Mass units follow UIKit: density × area / 10,000, so a 100 × 100 pt body of density 1 has
/// mass 1. Forces are in mass·pt/s², impulses in mass·pt/s.
public final class Body {
    public enum Kind: Sendable {
        /// Moved by forces, velocities and contacts.
        case dynamic
        /// Never moves; collides with dynamic bodies (UIKit's `anchored`, and the ground that
        /// joints to fixed anchor points hang from).
        case fixed
    }

    /// Unique within its world; orders every tie so solving never depends on hashing.
    @exclusivity(unchecked) public internal(set) var id = -1
    /// Changing it keeps position and angle and zeroes the velocity of a body made fixed.
    @exclusivity(unchecked) public var kind: Kind {
        didSet {
            guard kind != oldValue else { return }
            if kind == .fixed {
                linearVelocity = .zero
                angularVelocity = 0
            }
            updateMass()
        }
    }
    /// The body's outline, in its own coordinates: one polygon, or several for a compound body.
    @exclusivity(unchecked) public private(set) var shapes: [Polygon] {
        didSet {
            outline.deallocate()
            outline = Outline(shapes)
        }
    }
    /// The same polygons flattened into memory the body owns, for the world's per-step hull
    /// update: reading them through plain pointers costs no reference counting (reading
    /// `shapes` retains and releases an array per body and two per polygon).
    @exclusivity(unchecked) private(set) var outline: Outline
    /// The farthest any shape reaches from the origin, in points.
    @exclusivity(unchecked) public private(set) var extent = 0.0

    /// Centre, in points.
    @exclusivity(unchecked) public var position: Vec2
    /// Rotation about the centre, in radians (clockwise on screen, as y grows downward).
    @exclusivity(unchecked) public var angle: Double { didSet { rotation = Rotation(angle: angle) } }
    @exclusivity(unchecked) public private(set) var rotation: Rotation
    /// In points per second.
    @exclusivity(unchecked) public var linearVelocity = Vec2.zero
    /// In radians per second.
    @exclusivity(unchecked) public var angularVelocity = 0.0

    /// Mass per 10,000 pt². Default 1.
    @exclusivity(unchecked) public var density: Double { didSet { updateMass() } }
    @exclusivity(unchecked) public private(set) var mass = 0.0
    @exclusivity(unchecked) public private(set) var inverseMass = 0.0
    @exclusivity(unchecked) public private(set) var inverseInertia = 0.0
    /// When false the body keeps its angle: infinite rotational inertia.
    @exclusivity(unchecked) public var allowsRotation = true { didSet { updateMass() } }

    /// Linear velocity decays as e^(−linearDamping·t) with no other force. Units: 1/s.
    @exclusivity(unchecked) public var linearDamping = 0.0
    /// Angular velocity decays as e^(−angularDamping·t). Units: 1/s.
    @exclusivity(unchecked) public var angularDamping = 0.0
    /// Coulomb friction coefficient, 0…1 usually. Two bodies use the geometric mean.
    @exclusivity(unchecked) public var friction = 0.0
    /// Restitution 0…1 (1 = perfectly elastic). Two bodies use the larger.
    @exclusivity(unchecked) public var restitution = 0.0

    /// Electric charge for electric and magnetic fields; unitless, default 0.
    @exclusivity(unchecked) public var charge = 0.0

    /// Which groups this body collides in. Two bodies collide when their `bodyMask`s share a bit;
    /// a body and an edge when the body's `edgeMask` shares a bit with the edge's `mask`.
    @exclusivity(unchecked) public var bodyMask: UInt64 = 0
    @exclusivity(unchecked) public var edgeMask: UInt64 = 0

    /// Force applied every substep of the next step, then cleared. mass·pt/s².
    @exclusivity(unchecked) public var force = Vec2.zero
    /// Torque applied every substep of the next step, then cleared. mass·pt²/s².
    @exclusivity(unchecked) public var torque = 0.0
    /// Acceleration independent of mass (gravity) for the next step, then cleared. pt/s².
    @exclusivity(unchecked) public var acceleration = Vec2.zero

    /// Seconds this body has been at rest (World.Settings.restDistance says what that means).
    @exclusivity(unchecked) public internal(set) var restingTime = 0.0 {
        didSet { if restingTime == 0 { markRestPlace() } }
    }
    /// Where the body was at the start of its current rest window, and the resting time then.
    @exclusivity(unchecked) var restPosition = Vec2.zero
    @exclusivity(unchecked) var restAngle = 0.0
    @exclusivity(unchecked) var restWindowStart = 0.0

    func markRestPlace() {
        restPosition = position
        restAngle = angle
        restWindowStart = restingTime
    }

    // Solver state for the current step: motion since the step began.
    @exclusivity(unchecked) var deltaPosition = Vec2.zero
    @exclusivity(unchecked) var deltaRotation = Rotation.identity
    @exclusivity(unchecked) var angleAtStepStart = 0.0
    @exclusivity(unchecked) var positionAtStepStart = Vec2.zero
    /// Place in its world's body list, set each step (−1 until then, and for the ground).
    @exclusivity(unchecked) var solverIndex = -1

    public convenience init(kind: Kind = .dynamic, shape: Polygon, position: Vec2, angle: Double = 0, density: Double = 1) {
        self.init(kind: kind, shapes: [shape], position: position, angle: angle, density: density)
    }

    public init(kind: Kind = .dynamic, shapes: [Polygon], position: Vec2, angle: Double = 0, density: Double = 1) {
        precondition(!shapes.isEmpty, "a body needs a shape")
        self.kind = kind
        self.shapes = shapes
        outline = Outline(shapes)
        self.position = position
        self.angle = angle
        self.rotation = Rotation(angle: angle)
        self.density = density
        updateMass()
    }

    public func setShapes(_ shapes: [Polygon]) {
        precondition(!shapes.isEmpty, "a body needs a shape")
        self.shapes = shapes
        updateMass()
    }

    /// Where the body is and how it is turned, and whether it is dynamic, in one call: for
    /// code outside the engine that reads them every tick (reads from another module pay
    /// Swift's dynamic exclusivity check per property; this reads them in the engine).
    public var placement: (position: Vec2, rotation: Rotation, isDynamic: Bool) {
        (position, rotation, kind == .dynamic)
    }

    /// Adds to the acceleration for the next step (`acceleration += delta`), from another
    /// module without a dynamic exclusivity check.
    public func accelerate(by delta: Vec2) {
        acceleration += delta
    }

    /// The point at `local` (body coordinates) in the world.
    public func worldPoint(_ local: Vec2) -> Vec2 { position + rotation.rotate(local) }

    /// Velocity of the body's material point at world position `point`.
    public func velocity(at point: Vec2) -> Vec2 {
        linearVelocity + cross(angularVelocity, point - position)
    }

    /// Applies an impulse (mass·pt/s) at world `point`: an instantaneous change of velocity.
    public func applyImpulse(_ impulse: Vec2, at point: Vec2) {
        guard kind == .dynamic else { return }
        linearVelocity += inverseMass * impulse
        angularVelocity += inverseInertia * cross(point - position, impulse)
    }

    /// Applies `force` at world `point` for the next step.
    public func applyForce(_ force: Vec2, at point: Vec2) {
        self.force += force
        torque += cross(point - position, force)
    }

    var isDynamic: Bool { kind == .dynamic }

    deinit { outline.deallocate() }

    private func updateMass() {
        extent = shapes.map(\.extent).max() ?? 0
        guard kind == .dynamic else {
            mass = 0; inverseMass = 0; inverseInertia = 0
            return
        }
        let safeDensity = density.isFinite && density > 0 ? density : 0
        mass = safeDensity * shapes.reduce(0) { $0 + $1.area } / 10_000
        inverseMass = mass > 0 ? 1 / mass : 0
        let inertia = safeDensity * shapes.reduce(0) { $0 + $1.polarMoment } / 10_000
        inverseInertia = allowsRotation && inertia > 0 ? 1 / inertia : 0
        if !allowsRotation { angularVelocity = 0 }
    }
}

/// A body's polygons, flattened: each polygon's vertex count, then all vertices and all
/// normals, polygon after polygon. Immutable; the body replaces (and frees) it when its shapes
/// change.
struct Outline {
    let counts: UnsafeMutableBufferPointer<Int>
    let vertices: UnsafeMutableBufferPointer<Vec2>
    let normals: UnsafeMutableBufferPointer<Vec2>

    init(_ shapes: [Polygon]) {
        counts = .allocate(capacity: shapes.count)
        let total = shapes.reduce(0) { $0 + $1.vertices.count }
        vertices = .allocate(capacity: total)
        normals = .allocate(capacity: total)
        var next = 0
        for (index, polygon) in shapes.enumerated() {
            counts[index] = polygon.vertices.count
            for (offset, vertex) in polygon.vertices.enumerated() { vertices[next + offset] = vertex }
            for (offset, normal) in polygon.normals.enumerated() { normals[next + offset] = normal }
            next += polygon.vertices.count
        }
    }

    func deallocate() {
        counts.deallocate()
        vertices.deallocate()
        normals.deallocate()
    }
}
