/// Keeps two anchor points at `length` apart: a rigid rod when `frequency` is 0, otherwise a
/// damped spring. Anchors are in each body's local coordinates (a fixed body is the ground for
/// an anchor in space). A length under half a point has no axis to act along, so the joint
/// then holds the two points together in both directions (a pin, or a zero-length spring).
public final class DistanceJoint: Joint {
    public let bodyA: Body
    public let bodyB: Body
    @exclusivity(unchecked) public var localAnchorA: Vec2
    @exclusivity(unchecked) public var localAnchorB: Vec2
    /// Rest length, in points.
    @exclusivity(unchecked) public var length: Double
    /// Spring frequency in hertz. 0 makes the joint rigid.
    @exclusivity(unchecked) public var frequency: Double
    /// Damping ratio of the spring: 0 none, 1 critical.
    @exclusivity(unchecked) public var dampingRatio: Double

    @exclusivity(unchecked) private var impulse = 0.0
    @exclusivity(unchecked) private var pointImpulse = Vec2.zero
    @exclusivity(unchecked) private var startRotationA = Rotation.identity
    @exclusivity(unchecked) private var startRotationB = Rotation.identity
    @exclusivity(unchecked) private var baseSeparation = Vec2.zero
    @exclusivity(unchecked) private var springSoftness = Softness.rigid
    /// A spring's effective mass, taken when the step begins: its stiffness (mass × ω²) holds
    /// for the step. A rigid joint takes its mass afresh at every solve instead (see `solve`).
    @exclusivity(unchecked) private var springMass = 0.0
    /// A fixed body's anchor that moved between steps (one following a finger) moves at an even
    /// speed through the next step, so a rigid joint keeps up with it instead of trailing it:
    /// where it was when the step began, its velocity, and how far into the step the solve is.
    @exclusivity(unchecked) private var anchorAtLastStep: Vec2?
    @exclusivity(unchecked) private var anchorStart = Vec2.zero
    @exclusivity(unchecked) private var anchorVelocity = Vec2.zero
    @exclusivity(unchecked) private var elapsed = 0.0

    public init(bodyA: Body, anchorA: Vec2, bodyB: Body, anchorB: Vec2, length: Double, frequency: Double = 0, dampingRatio: Double = 0) {
        self.bodyA = bodyA
        self.bodyB = bodyB
        localAnchorA = anchorA
        localAnchorB = anchorB
        self.length = length
        self.frequency = frequency
        self.dampingRatio = dampingRatio
    }

    public func prepare(_ context: StepContext) {
        startRotationA = bodyA.rotation
        startRotationB = bodyB.rotation
        if bodyA.isDynamic {
            anchorAtLastStep = nil
            anchorStart = localAnchorA
            anchorVelocity = .zero
        } else {
            anchorStart = anchorAtLastStep ?? localAnchorA
            let velocity = (localAnchorA - anchorStart) / context.dt
            anchorVelocity = velocity.isFinite ? velocity : .zero
            if !velocity.isFinite { anchorStart = localAnchorA }
            anchorAtLastStep = localAnchorA
        }
        elapsed = 0
        baseSeparation = bodyB.position - bodyA.position
        let rA = startRotationA.rotate(anchorStart), rB = startRotationB.rotate(localAnchorB)
        springMass = axialMass(rA, rB, axis: (baseSeparation + rB - rA).normalized)
        springSoftness = Softness(hertz: max(frequency, 0), dampingRatio: max(dampingRatio, 0), substep: context.h)
    }

    private var isPin: Bool { length < 0.5 }

    /// Anchor A at the current point of the step.
    private var anchorA: Vec2 { anchorStart + elapsed * anchorVelocity }

    public func warmStart(_ context: StepContext) {
        let rA = currentArm(bodyA, local: anchorA, startRotation: startRotationA)
        let rB = currentArm(bodyB, local: localAnchorB, startRotation: startRotationB)
        if isPin {
            applyImpulse(pointImpulse, bodyA, rA, bodyB, rB)
            impulse = 0
            return
        }
        pointImpulse = .zero
        let d = baseSeparation + (bodyB.deltaPosition - bodyA.deltaPosition) + rB - rA
        applyImpulse(impulse * d.normalized, bodyA, rA, bodyB, rB)
    }

    public func solve(_ context: StepContext, useBias: Bool) {
        // The relax pass follows the substep's move: so does a moving anchor.
        if !useBias { elapsed += context.h }
        let rA = currentArm(bodyA, local: anchorA, startRotation: startRotationA)
        let rB = currentArm(bodyB, local: localAnchorB, startRotation: startRotationB)
        let d = baseSeparation + (bodyB.deltaPosition - bodyA.deltaPosition) + rB - rA
        if isPin {
            solvePin(context, useBias: useBias, rA: rA, rB: rB, separation: d)
            return
        }
        let currentLength = d.length
        let axis = d.normalized
        let stretch = currentLength - length
        let cdot = dot(axis, relativeVelocity(bodyA, rA, bodyB, rB) - anchorVelocity)
        // A rigid joint's effective mass follows the current direction and arms, as its impulse
        // does (Box2D 2.2 takes both afresh every 1/240 s step). Taken once per tick it goes
        // wrong when an item turns far within the tick: items pulled by offset points a long way
        // into place (attachments made far from their length) spin by up to a third of a radian
        // a substep, the true K grew to 3.8 times the stale one, each impulse overshot by more
        // than double, and a chain of them flew apart.
        let mass = frequency > 0 ? springMass : axialMass(rA, rB, axis: axis)

        // A spring acts once per substep, in the biased pass: with Box2D 2.2's soft constraint
        // that is its implicit Euler step, whose slight damping UIKit's engine shares. Acting
        // again in the relax pass would damp it twice. A rigid rod corrects position only when
        // useBias is set, and holds velocity in both passes.
        if frequency > 0, !useBias { return }
        var softness = Softness.rigid
        if frequency > 0 {
            softness = springSoftness
        } else if useBias {
            softness = context.jointSoftness
        }
        let bias = softness.biasRate * stretch
        let delta = -softness.massScale * mass * (cdot + bias) - softness.impulseScale * impulse
        impulse += delta
        applyImpulse(delta * axis, bodyA, rA, bodyB, rB)
    }

    // C = |d| − length, Ċ = u · (vB + ωB × rB − vA − ωA × rA) with u = d / |d|,
    // K = mA + mB + iA·(rA × u)² + iB·(rB × u)², the effective mass 1 / K.
    private func axialMass(_ rA: Vec2, _ rB: Vec2, axis: Vec2) -> Double {
        let crA = cross(rA, axis), crB = cross(rB, axis)
        let k = bodyA.inverseMass + bodyB.inverseMass + bodyA.inverseInertia * crA * crA + bodyB.inverseInertia * crB * crB
        return k > 0 ? 1 / k : 0
    }

    private func solvePin(_ context: StepContext, useBias: Bool, rA: Vec2, rB: Vec2, separation: Vec2) {
        if frequency > 0, !useBias { return }
        var softness = Softness.rigid
        if frequency > 0 {
            softness = springSoftness
        } else if useBias {
            softness = context.jointSoftness
        }
        solvePointConstraint(
            bodyA, rA, bodyB, rB, separation: separation, softness: softness, accumulated: &pointImpulse,
            anchorVelocity: anchorVelocity)
    }
}
