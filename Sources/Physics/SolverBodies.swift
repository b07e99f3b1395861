/// A body's motion during a step's solve, in a flat array indexed by the body's position in
/// the world (one extra zero slot stands for edges), so the contact loops read and write plain
/// memory instead of class properties.
struct BodyState {
    var linearVelocity = Vec2.zero
    var angularVelocity = 0.0
    /// Motion since the step began.
    var deltaPosition = Vec2.zero
    var deltaRotation = Rotation.identity
}

/// The bodies' state during one step's solve in flat, reused storage, indexed by each body's
/// place in the world's body list, plus one slot past the last body that stands still (the
/// other side of edge contacts). Filled when the solve begins, copied back when it ends.
final class SolverBodies {
    private(set) var count = 0
    private var capacity = 0
    /// Velocities and motion since the step began: what the constraints read and write.
    private(set) var state: UnsafeMutablePointer<BodyState>
    private(set) var position: UnsafeMutablePointer<Vec2>
    /// Where each body was as the step began: the contacts' anchors are measured from it.
    private(set) var positionAtStepStart: UnsafeMutablePointer<Vec2>
    private(set) var angle: UnsafeMutablePointer<Double>
    private(set) var angleAtStepStart: UnsafeMutablePointer<Double>
    private(set) var inverseMass: UnsafeMutablePointer<Double>
    private(set) var inverseInertia: UnsafeMutablePointer<Double>
    private(set) var isDynamic: UnsafeMutablePointer<Bool>
    /// Per substep: v ← linearDamping·v + deltaV, w ← angularDamping·w + deltaW.
    private(set) var linearDamping: UnsafeMutablePointer<Double>
    private(set) var angularDamping: UnsafeMutablePointer<Double>
    private(set) var deltaV: UnsafeMutablePointer<Vec2>
    private(set) var deltaW: UnsafeMutablePointer<Double>
    /// The step's contacts coloured and packed for the lanes' solve (ContactConstraints.swift).
    let graph = ContactGraph()

    init() {
        state = .allocate(capacity: 1)
        position = .allocate(capacity: 1)
        positionAtStepStart = .allocate(capacity: 1)
        angle = .allocate(capacity: 1)
        angleAtStepStart = .allocate(capacity: 1)
        inverseMass = .allocate(capacity: 1)
        inverseInertia = .allocate(capacity: 1)
        isDynamic = .allocate(capacity: 1)
        linearDamping = .allocate(capacity: 1)
        angularDamping = .allocate(capacity: 1)
        deltaV = .allocate(capacity: 1)
        deltaW = .allocate(capacity: 1)
        capacity = 1
    }

    deinit { deallocateAll() }

    private func deallocateAll() {
        state.deallocate(); position.deallocate(); positionAtStepStart.deallocate(); angle.deallocate(); angleAtStepStart.deallocate()
        inverseMass.deallocate(); inverseInertia.deallocate(); isDynamic.deallocate()
        linearDamping.deallocate(); angularDamping.deallocate(); deltaV.deallocate(); deltaW.deallocate()
    }

    /// Room for `bodies` bodies and the still slot; the contents are undefined until written.
    func resize(bodies: Int) {
        count = bodies
        let needed = bodies + 1
        guard needed > capacity else { return }
        deallocateAll()
        capacity = max(needed, 2 * capacity)
        state = .allocate(capacity: capacity)
        position = .allocate(capacity: capacity)
        positionAtStepStart = .allocate(capacity: capacity)
        angle = .allocate(capacity: capacity)
        angleAtStepStart = .allocate(capacity: capacity)
        inverseMass = .allocate(capacity: capacity)
        inverseInertia = .allocate(capacity: capacity)
        isDynamic = .allocate(capacity: capacity)
        linearDamping = .allocate(capacity: capacity)
        angularDamping = .allocate(capacity: capacity)
        deltaV = .allocate(capacity: capacity)
        deltaW = .allocate(capacity: capacity)
    }

    /// The slot past the last body: at rest at the origin, massless, never written by a
    /// constraint.
    var stillSlot: Int { count }
}
