/// Glues two bodies together at a point, keeping their relative position and angle (UIKit's
/// fixed attachment). Rigid when `frequency` is 0; otherwise both the point and the angle are
/// held by damped springs.
public final class WeldJoint: Joint {
    public let bodyA: Body
    public let bodyB: Body
    /// The weld point in each body's local coordinates, in points.
    @exclusivity(unchecked) public var localAnchorA: Vec2
    @exclusivity(unchecked) public var localAnchorB: Vec2
    /// B's angle minus A's that the joint keeps, in radians.
    @exclusivity(unchecked) public var referenceAngle: Double
    /// Spring frequency in hertz. 0 (the default) makes the weld rigid.
    @exclusivity(unchecked) public var frequency = 0.0
    /// Damping ratio of the springs: 0 none, 1 critical.
    @exclusivity(unchecked) public var dampingRatio = 0.0

    @exclusivity(unchecked) private var startRotationA = Rotation.identity
    @exclusivity(unchecked) private var startRotationB = Rotation.identity
    @exclusivity(unchecked) private var baseSeparation = Vec2.zero
    @exclusivity(unchecked) private var axialMass = 0.0
    @exclusivity(unchecked) private var springSoftness = Softness.rigid
    @exclusivity(unchecked) private var pointImpulse = Vec2.zero
    @exclusivity(unchecked) private var angularImpulse = 0.0

    public init(bodyA: Body, anchorA: Vec2, bodyB: Body, anchorB: Vec2, referenceAngle: Double) {
        self.bodyA = bodyA
        self.bodyB = bodyB
        localAnchorA = anchorA
        localAnchorB = anchorB
        self.referenceAngle = referenceAngle
    }

    public func prepare(_ context: StepContext) {
        startRotationA = bodyA.rotation
        startRotationB = bodyB.rotation
        baseSeparation = bodyB.position - bodyA.position
        let k = bodyA.inverseInertia + bodyB.inverseInertia
        axialMass = k > 0 ? 1 / k : 0
        springSoftness = Softness(hertz: max(frequency, 0), dampingRatio: max(dampingRatio, 0), substep: context.h)
    }

    public func warmStart(_ context: StepContext) {
        let rA = currentArm(bodyA, local: localAnchorA, startRotation: startRotationA)
        let rB = currentArm(bodyB, local: localAnchorB, startRotation: startRotationB)
        applyImpulse(pointImpulse, bodyA, rA, bodyB, rB)
        bodyA.angularVelocity -= bodyA.inverseInertia * angularImpulse
        bodyB.angularVelocity += bodyB.inverseInertia * angularImpulse
    }

    public func solve(_ context: StepContext, useBias: Bool) {
        // A spring acts once per substep, in the biased pass (Box2D 2.2's soft joint; see
        // DistanceJoint); a rigid weld corrects drift only when useBias is set.
        if frequency > 0, !useBias { return }
        var softness = Softness.rigid
        if frequency > 0 {
            softness = springSoftness
        } else if useBias {
            softness = context.jointSoftness
        }

        // Angle: C = θB − θA − reference, Ċ = ωB − ωA, effective mass 1 / (iA + iB).
        if axialMass > 0 {
            let c = bodyB.angle - bodyA.angle - referenceAngle
            let cdot = bodyB.angularVelocity - bodyA.angularVelocity
            let delta = -softness.massScale * axialMass * (cdot + softness.biasRate * c) - softness.impulseScale * angularImpulse
            angularImpulse += delta
            bodyA.angularVelocity -= bodyA.inverseInertia * delta
            bodyB.angularVelocity += bodyB.inverseInertia * delta
        }

        let rA = currentArm(bodyA, local: localAnchorA, startRotation: startRotationA)
        let rB = currentArm(bodyB, local: localAnchorB, startRotation: startRotationB)
        let separation = baseSeparation + (bodyB.deltaPosition - bodyA.deltaPosition) + rB - rA
        solvePointConstraint(bodyA, rA, bodyB, rB, separation: separation, softness: softness, accumulated: &pointImpulse)
    }
}
