/// A constraint between two bodies, solved with the contacts in the same three stages as
/// Box2D's joints: prepare once per step, warm start and solve once per substep.
public protocol Joint: AnyObject {
    var bodyA: Body { get }
    var bodyB: Body { get }
    func prepare(_ context: StepContext)
    func warmStart(_ context: StepContext)
    func solve(_ context: StepContext, useBias: Bool)
}

extension Joint {
    /// Current world anchors (relative to each centre) of local points, following the rotation
    /// the bodies have made since the step began.
    @inline(__always)
    func currentArm(_ body: Body, local: Vec2, startRotation: Rotation) -> Vec2 {
        body.deltaRotation.rotate(startRotation.rotate(local))
    }
}

/// Applies equal and opposite impulses at arms rA, rB.
@inline(__always)
func applyImpulse(_ impulse: Vec2, _ a: Body, _ rA: Vec2, _ b: Body, _ rB: Vec2) {
    a.linearVelocity -= a.inverseMass * impulse
    a.angularVelocity -= a.inverseInertia * cross(rA, impulse)
    b.linearVelocity += b.inverseMass * impulse
    b.angularVelocity += b.inverseInertia * cross(rB, impulse)
}

/// Velocity of B's anchor relative to A's.
@inline(__always)
func relativeVelocity(_ a: Body, _ rA: Vec2, _ b: Body, _ rB: Vec2) -> Vec2 {
    (b.linearVelocity + cross(b.angularVelocity, rB)) - (a.linearVelocity + cross(a.angularVelocity, rA))
}
