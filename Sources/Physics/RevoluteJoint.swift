/// Holds a point of each body together and lets the bodies turn about it: a hinge (UIKit's pin
/// attachment). The relative angle can be kept within limits, and friction can resist turning.
public final class RevoluteJoint: Joint {
    public let bodyA: Body
    public let bodyB: Body
    /// The hinge in each body's local coordinates, in points.
    @exclusivity(unchecked) public var localAnchorA: Vec2
    @exclusivity(unchecked) public var localAnchorB: Vec2
    /// B's angle minus A's at which `angle` is 0, in radians: usually their difference when
    /// the joint was made.
    @exclusivity(unchecked) public var referenceAngle: Double
    /// Smallest allowed `angle`, radians; −∞ (the default) or NaN for no limit.
    @exclusivity(unchecked) public var lowerAngle = -Double.infinity
    /// Largest allowed `angle`, radians; +∞ (the default) or NaN for no limit. Keep it ≥
    /// `lowerAngle`.
    @exclusivity(unchecked) public var upperAngle = Double.infinity
    /// Largest torque friction exerts against turning, in mass·pt²/s². 0 (the default) turns
    /// freely. A 100 × 100 pt body of mass 1 has a moment of inertia of about 1,667 mass·pt², so
    /// 1,667 slows its spin by 1 rad/s every second.
    @exclusivity(unchecked) public var frictionTorque = 0.0

    @exclusivity(unchecked) private var startRotationA = Rotation.identity
    @exclusivity(unchecked) private var startRotationB = Rotation.identity
    @exclusivity(unchecked) private var baseSeparation = Vec2.zero
    @exclusivity(unchecked) private var axialMass = 0.0
    @exclusivity(unchecked) private var pointImpulse = Vec2.zero
    @exclusivity(unchecked) private var frictionImpulse = 0.0
    @exclusivity(unchecked) private var lowerImpulse = 0.0
    @exclusivity(unchecked) private var upperImpulse = 0.0

    public init(bodyA: Body, anchorA: Vec2, bodyB: Body, anchorB: Vec2, referenceAngle: Double = 0) {
        self.bodyA = bodyA
        self.bodyB = bodyB
        localAnchorA = anchorA
        localAnchorB = anchorB
        self.referenceAngle = referenceAngle
    }

    /// B's rotation relative to A since the reference, in radians, positive clockwise on screen.
    public var angle: Double { bodyB.angle - bodyA.angle - referenceAngle }

    public func prepare(_ context: StepContext) {
        startRotationA = bodyA.rotation
        startRotationB = bodyB.rotation
        baseSeparation = bodyB.position - bodyA.position
        let k = bodyA.inverseInertia + bodyB.inverseInertia
        axialMass = k > 0 ? 1 / k : 0
        // Impulses of rows that are switched off must not be warm started.
        if !(frictionTorque > 0) { frictionImpulse = 0 }
        if !(lowerAngle > -.infinity) { lowerImpulse = 0 }
        if !(upperAngle < .infinity) { upperImpulse = 0 }
    }

    public func warmStart(_ context: StepContext) {
        let rA = currentArm(bodyA, local: localAnchorA, startRotation: startRotationA)
        let rB = currentArm(bodyB, local: localAnchorB, startRotation: startRotationB)
        applyImpulse(pointImpulse, bodyA, rA, bodyB, rB)
        applyAngularImpulse(frictionImpulse + lowerImpulse - upperImpulse)
    }

    public func solve(_ context: StepContext, useBias: Bool) {
        if axialMass > 0 {
            solveFriction(context)
            solveLimits(context, useBias: useBias)
        }
        let rA = currentArm(bodyA, local: localAnchorA, startRotation: startRotationA)
        let rB = currentArm(bodyB, local: localAnchorB, startRotation: startRotationB)
        let separation = baseSeparation + (bodyB.deltaPosition - bodyA.deltaPosition) + rB - rA
        solvePointConstraint(
            bodyA, rA, bodyB, rB, separation: separation,
            softness: useBias ? context.jointSoftness : .rigid, accumulated: &pointImpulse)
    }

    /// Equal and opposite angular impulses: +`impulse` on B.
    private func applyAngularImpulse(_ impulse: Double) {
        bodyA.angularVelocity -= bodyA.inverseInertia * impulse
        bodyB.angularVelocity += bodyB.inverseInertia * impulse
    }

    // Friction is a motor driving the relative spin to 0 with a torque of at most
    // `frictionTorque`: the accumulated impulse is clamped to ±h·frictionTorque per substep.
    private func solveFriction(_ context: StepContext) {
        guard frictionTorque > 0 else { return }
        let maxImpulse = context.h * frictionTorque
        let cdot = bodyB.angularVelocity - bodyA.angularVelocity
        let previous = frictionImpulse
        frictionImpulse = min(max(previous - axialMass * cdot, -maxImpulse), maxImpulse)
        applyAngularImpulse(frictionImpulse - previous)
    }

    // Each limit is one-sided: C = angle − lower ≥ 0 and C = upper − angle ≥ 0. While C > 0
    // the limit is speculative (it allows closing at C/h, so it only acts on a substep that
    // would cross it); past it, the rigid-joint softness pushes back when useBias is set.
    private func solveLimits(_ context: StepContext, useBias: Bool) {
        if lowerAngle > -.infinity {
            let delta = unilateralImpulse(
                error: angle - lowerAngle, speed: bodyB.angularVelocity - bodyA.angularVelocity,
                mass: axialMass, accumulated: &lowerImpulse, context, useBias: useBias)
            applyAngularImpulse(delta)
        }
        if upperAngle < .infinity {
            let delta = unilateralImpulse(
                error: upperAngle - angle, speed: bodyA.angularVelocity - bodyB.angularVelocity,
                mass: axialMass, accumulated: &upperImpulse, context, useBias: useBias)
            applyAngularImpulse(-delta)
        }
    }
}

// MARK: Rows shared by the joints

/// The impulse change of a one-sided constraint C ≥ 0 with velocity Ċ = `speed` and effective
/// mass `mass`, clamping the accumulated impulse at 0 (it may push, never pull).
func unilateralImpulse(error c: Double, speed cdot: Double, mass: Double, accumulated: inout Double, _ context: StepContext, useBias: Bool) -> Double {
    var bias = 0.0
    var softness = Softness.rigid
    if c > 0 {
        bias = c * context.inverseH
    } else if useBias {
        softness = context.jointSoftness
        bias = softness.biasRate * c
    }
    let impulse = -softness.massScale * mass * (cdot + bias) - softness.impulseScale * accumulated
    let previous = accumulated
    accumulated = max(previous + impulse, 0)
    return accumulated - previous
}

/// Solves the point constraint C = (pB + rB) − (pA + rA) = 0 (`separation` is C) as one 2×2
/// block and applies the impulse, accumulating it in `accumulated`.
///
/// K = [mA + mB + iA·rA.y² + iB·rB.y², −iA·rA.x·rA.y − iB·rB.x·rB.y;
///      −iA·rA.x·rA.y − iB·rB.x·rB.y,  mA + mB + iA·rA.x² + iB·rB.x²].
/// `anchorVelocity` is how fast A's anchor moves apart from A's own motion (an anchor that
/// follows a finger), pt/s.
func solvePointConstraint(
    _ a: Body, _ rA: Vec2, _ b: Body, _ rB: Vec2, separation: Vec2, softness: Softness, accumulated: inout Vec2,
    anchorVelocity: Vec2 = .zero
) {
    let mA = a.inverseMass, mB = b.inverseMass
    let iA = a.inverseInertia, iB = b.inverseInertia
    let k11 = mA + mB + iA * rA.y * rA.y + iB * rB.y * rB.y
    let k12 = -iA * rA.x * rA.y - iB * rB.x * rB.y
    let k22 = mA + mB + iA * rA.x * rA.x + iB * rB.x * rB.x
    let determinant = k11 * k22 - k12 * k12
    guard determinant != 0 else { return }
    let rhs = relativeVelocity(a, rA, b, rB) - anchorVelocity + softness.biasRate * separation
    // K⁻¹·rhs by Cramer's rule.
    let solved = Vec2(k22 * rhs.x - k12 * rhs.y, k11 * rhs.y - k12 * rhs.x) / determinant
    let delta = -softness.massScale * solved - softness.impulseScale * accumulated
    accumulated += delta
    applyImpulse(delta, a, rA, b, rB)
}
