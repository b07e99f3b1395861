/// A rigid body: one or more convex polygons with mass, moving and turning about its origin,
/// which is its centre of mass when the polygons are placed about it.
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
    public internal(set) var id = -1
    /// Changing it keeps position and angle and zeroes the velocity of a body made fixed.
    public var kind: Kind {
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
    public private(set) var shapes: [Polygon]
    /// The farthest any shape reaches from the origin, in points.
    public private(set) var extent = 0.0

    /// Centre, in points.
    public var position: Vec2
    /// Rotation about the centre, in radians (clockwise on screen, as y grows downward).
    public var angle: Double { didSet { rotation = Rotation(angle: angle) } }
    public private(set) var rotation: Rotation
    /// In points per second.
    public var linearVelocity = Vec2.zero
    /// In radians per second.
    public var angularVelocity = 0.0

    /// Mass per 10,000 pt². Default 1.
    public var density: Double { didSet { updateMass() } }
    public private(set) var mass = 0.0
    public private(set) var inverseMass = 0.0
    public private(set) var inverseInertia = 0.0
    /// When false the body keeps its angle: infinite rotational inertia.
    public var allowsRotation = true { didSet { updateMass() } }

    /// Linear velocity decays as e^(−linearDamping·t) with no other force. Units: 1/s.
    public var linearDamping = 0.0
    /// Angular velocity decays as e^(−angularDamping·t). Units: 1/s.
    public var angularDamping = 0.0
    /// Coulomb friction coefficient, 0…1 usually. Two bodies use the geometric mean.
    public var friction = 0.0
    /// Restitution 0…1 (1 = perfectly elastic). Two bodies use the larger.
    public var restitution = 0.0

    /// Electric charge for electric and magnetic fields; unitless, default 0.
    public var charge = 0.0

    /// Which groups this body collides in. Two bodies collide when their `bodyMask`s share a bit;
    /// a body and an edge when the body's `edgeMask` shares a bit with the edge's `mask`.
    public var bodyMask: UInt64 = 0
    public var edgeMask: UInt64 = 0

    /// Force applied every substep of the next step, then cleared. mass·pt/s².
    public var force = Vec2.zero
    /// Torque applied every substep of the next step, then cleared. mass·pt²/s².
    public var torque = 0.0
    /// Acceleration independent of mass (gravity) for the next step, then cleared. pt/s².
    public var acceleration = Vec2.zero

    /// Seconds this body has been slower than the sleep tolerances.
    public internal(set) var restingTime = 0.0

    // Solver state for the current step: motion since the step began.
    var deltaPosition = Vec2.zero
    var deltaRotation = Rotation.identity
    var angleAtStepStart = 0.0
    var positionAtStepStart = Vec2.zero

    public convenience init(kind: Kind = .dynamic, shape: Polygon, position: Vec2, angle: Double = 0, density: Double = 1) {
        self.init(kind: kind, shapes: [shape], position: position, angle: angle, density: density)
    }

    public init(kind: Kind = .dynamic, shapes: [Polygon], position: Vec2, angle: Double = 0, density: Double = 1) {
        precondition(!shapes.isEmpty, "a body needs a shape")
        self.kind = kind
        self.shapes = shapes
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
