/// Pulls a point of a body toward a target with a damped spring and turns the body toward a
/// target angle with another: UIKit's snap. Both are Box2D 2.2 soft joints, acting once per
/// substep.
public final class PointSpringJoint: Joint {
    /// The fixed ground body the target is measured against.
    public let bodyA: Body
    public let bodyB: Body
    /// World position the centre goes to, in points.
    @exclusivity(unchecked) public var target: Vec2
    /// The pulled point, in the body's coordinates; the centre by default.
    @exclusivity(unchecked) public var localAnchor: Vec2
    /// Angle the body is turned to, in radians; nil leaves rotation free.
    @exclusivity(unchecked) public var targetAngle: Double?
    /// Spring frequency of the pull in hertz.
    @exclusivity(unchecked) public var frequency: Double
    /// Damping ratio of the pull: 0 none, 1 critical.
    @exclusivity(unchecked) public var dampingRatio: Double
    /// Spring frequency and damping ratio of the turn; by default those of the pull.
    @exclusivity(unchecked) public var angularFrequency: Double?
    @exclusivity(unchecked) public var angularDampingRatio: Double?

    @exclusivity(unchecked) private var linearImpulse = Vec2.zero
    @exclusivity(unchecked) private var angularImpulse = 0.0
    @exclusivity(unchecked) private var softness = Softness.rigid
    @exclusivity(unchecked) private var angularSoftness = Softness.rigid
    /// Where the pulled point goes: the target plus the anchor at the target angle.
    @exclusivity(unchecked) private var anchorTarget = Vec2.zero

    public init(
        ground: Body, body: Body, target: Vec2, localAnchor: Vec2 = .zero, targetAngle: Double?,
        frequency: Double, dampingRatio: Double
    ) {
        bodyA = ground
        bodyB = body
        self.target = target
        self.localAnchor = localAnchor
        self.targetAngle = targetAngle
        self.frequency = frequency
        self.dampingRatio = dampingRatio
    }

    public func prepare(_ context: StepContext) {
        softness = Softness(hertz: max(frequency, 0), dampingRatio: max(dampingRatio, 0), substep: context.h)
        angularSoftness = Softness(
            hertz: max(angularFrequency ?? frequency, 0), dampingRatio: max(angularDampingRatio ?? dampingRatio, 0),
            substep: context.h)
        anchorTarget = target + Rotation(angle: targetAngle ?? 0).rotate(localAnchor)
    }

    /// Where the pulled point is, relative to the centre.
    private var arm: Vec2 { bodyB.rotation.rotate(localAnchor) }

    public func warmStart(_ context: StepContext) {
        applyImpulse(linearImpulse, bodyA, .zero, bodyB, arm)
        bodyB.angularVelocity += bodyB.inverseInertia * angularImpulse
    }

    public func solve(_ context: StepContext, useBias: Bool) {
        // Springs act once per substep, in the biased pass (see DistanceJoint).
        guard useBias else { return }
        let body = bodyB
        if let targetAngle, body.inverseInertia > 0 {
            // Turn the short way round.
            let error = remainder(body.angle - targetAngle, 2 * Double.pi)
            let mass = 1 / body.inverseInertia
            let delta = -angularSoftness.massScale * mass * (body.angularVelocity + angularSoftness.biasRate * error)
                - angularSoftness.impulseScale * angularImpulse
            angularImpulse += delta
            body.angularVelocity += body.inverseInertia * delta
        }
        guard body.inverseMass > 0 else { return }
        let rB = arm
        let offset = body.position + rB - anchorTarget
        solvePointConstraint(bodyA, .zero, body, rB, separation: offset, softness: softness, accumulated: &linearImpulse)
    }
}

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
