/// Pulls a body's centre toward a target point with a damped spring and, optionally, turns it
/// toward a target angle with another: UIKit's snap.
public final class PointSpringJoint: Joint {
    /// The fixed ground body the target is measured against.
    public let bodyA: Body
    public let bodyB: Body
    /// World position the centre is pulled to, in points.
    @exclusivity(unchecked) public var target: Vec2
    /// Angle the body is turned to, in radians; nil leaves rotation free.
    @exclusivity(unchecked) public var targetAngle: Double?
    /// Spring frequency in hertz.
    @exclusivity(unchecked) public var frequency: Double
    /// Damping ratio: 0 none, 1 critical.
    @exclusivity(unchecked) public var dampingRatio: Double

    @exclusivity(unchecked) private var linearImpulse = Vec2.zero
    @exclusivity(unchecked) private var angularImpulse = 0.0
    @exclusivity(unchecked) private var softness = Softness.rigid

    public init(ground: Body, body: Body, target: Vec2, targetAngle: Double?, frequency: Double, dampingRatio: Double) {
        bodyA = ground
        bodyB = body
        self.target = target
        self.targetAngle = targetAngle
        self.frequency = frequency
        self.dampingRatio = dampingRatio
    }

    public func prepare(_ context: StepContext) {
        softness = Softness(hertz: max(frequency, 0), dampingRatio: max(dampingRatio, 0), substep: context.h)
    }

    public func warmStart(_ context: StepContext) {
        bodyB.linearVelocity += bodyB.inverseMass * linearImpulse
        bodyB.angularVelocity += bodyB.inverseInertia * angularImpulse
    }

    public func solve(_ context: StepContext, useBias: Bool) {
        let body = bodyB
        if let targetAngle, body.inverseInertia > 0 {
            // Turn the short way round.
            let error = remainder(body.angle - targetAngle, 2 * Double.pi)
            let mass = 1 / body.inverseInertia
            let delta = -softness.massScale * mass * (body.angularVelocity + softness.biasRate * error)
                - softness.impulseScale * angularImpulse
            angularImpulse += delta
            body.angularVelocity += body.inverseInertia * delta
        }
        guard body.inverseMass > 0 else { return }
        // The centre is the anchor, so rotation does not enter the effective mass.
        let offset = body.position - target
        let mass = 1 / body.inverseMass
        let delta = -softness.massScale * mass * (body.linearVelocity + softness.biasRate * offset)
            - softness.impulseScale * linearImpulse
        linearImpulse += delta
        body.linearVelocity += body.inverseMass * delta
    }
}

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
