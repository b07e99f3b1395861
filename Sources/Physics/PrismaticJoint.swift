/// Lets body B slide along an axis fixed in body A, without turning relative to it (UIKit's
/// sliding attachment). The translation can be kept within limits, and friction can resist
/// sliding.
public final class PrismaticJoint: Joint {
    public let bodyA: Body
    public let bodyB: Body
    /// A point of each body on the line of travel, in local coordinates; the translation is 0
    /// when they coincide.
    @exclusivity(unchecked) public var localAnchorA: Vec2
    @exclusivity(unchecked) public var localAnchorB: Vec2
    /// Direction of travel in A's local coordinates; its length does not matter. A zero or
    /// non-finite vector has no direction, so the joint then holds B still relative to A.
    @exclusivity(unchecked) public var localAxisA: Vec2
    /// B's angle minus A's that the joint keeps, in radians.
    @exclusivity(unchecked) public var referenceAngle: Double
    /// Smallest allowed `translation`, points; −∞ (the default) or NaN for no limit.
    @exclusivity(unchecked) public var lowerTranslation = -Double.infinity
    /// Largest allowed `translation`, points; +∞ (the default) or NaN for no limit. Keep it
    /// ≥ `lowerTranslation`.
    @exclusivity(unchecked) public var upperTranslation = Double.infinity
    /// Largest force friction exerts against sliding, in mass·pt/s². 0 (the default) slides
    /// freely; 1,000 holds a body of mass 1 against gravity (1,000 pt/s²).
    @exclusivity(unchecked) public var frictionForce = 0.0

    @exclusivity(unchecked) private var startRotationA = Rotation.identity
    @exclusivity(unchecked) private var startRotationB = Rotation.identity
    @exclusivity(unchecked) private var baseSeparation = Vec2.zero
    @exclusivity(unchecked) private var axialMass = 0.0
    // This step's unit axis and limits (a zero axis becomes a locked x axis).
    @exclusivity(unchecked) private var unitAxis = Vec2(1, 0)
    @exclusivity(unchecked) private var lower = -Double.infinity
    @exclusivity(unchecked) private var upper = Double.infinity
    // Accumulated impulses: along the axis (friction, limits), and across it with the angle.
    @exclusivity(unchecked) private var frictionImpulse = 0.0
    @exclusivity(unchecked) private var lowerImpulse = 0.0
    @exclusivity(unchecked) private var upperImpulse = 0.0
    @exclusivity(unchecked) private var perpendicularImpulse = Vec2.zero

    public init(bodyA: Body, anchorA: Vec2, bodyB: Body, anchorB: Vec2, axis: Vec2, referenceAngle: Double) {
        self.bodyA = bodyA
        self.bodyB = bodyB
        localAnchorA = anchorA
        localAnchorB = anchorB
        localAxisA = axis
        self.referenceAngle = referenceAngle
    }

    /// How far B's anchor is from A's along the axis, in points.
    public var translation: Double {
        let d = bodyB.worldPoint(localAnchorB) - bodyA.worldPoint(localAnchorA)
        return dot(bodyA.rotation.rotate(localAxisA.normalized), d)
    }

    /// The state the rows share: arms, separation d = (pB + rB) − (pA + rA), the axis in the
    /// world, and the lever arms a1 = (d + rA) × axis, a2 = rB × axis along it.
    private struct Geometry {
        var rA: Vec2, rB: Vec2, d: Vec2, axis: Vec2, a1: Double, a2: Double
    }

    private func currentGeometry() -> Geometry {
        let rA = currentArm(bodyA, local: localAnchorA, startRotation: startRotationA)
        let rB = currentArm(bodyB, local: localAnchorB, startRotation: startRotationB)
        let d = baseSeparation + (bodyB.deltaPosition - bodyA.deltaPosition) + rB - rA
        let axis = bodyA.deltaRotation.rotate(startRotationA.rotate(unitAxis))
        return Geometry(rA: rA, rB: rB, d: d, axis: axis, a1: cross(d + rA, axis), a2: cross(rB, axis))
    }

    public func prepare(_ context: StepContext) {
        startRotationA = bodyA.rotation
        startRotationB = bodyB.rotation
        baseSeparation = bodyB.position - bodyA.position
        let unit = localAxisA.normalized
        if unit != .zero, unit.isFinite {
            unitAxis = unit
            lower = lowerTranslation.isNaN ? -.infinity : lowerTranslation
            upper = upperTranslation.isNaN ? .infinity : upperTranslation
        } else {
            unitAxis = Vec2(1, 0)
            lower = 0
            upper = 0
        }
        let g = currentGeometry()
        let k = bodyA.inverseMass + bodyB.inverseMass + bodyA.inverseInertia * g.a1 * g.a1 + bodyB.inverseInertia * g.a2 * g.a2
        axialMass = k > 0 ? 1 / k : 0
        // Impulses of rows that are switched off must not be warm started.
        if !(frictionForce > 0) { frictionImpulse = 0 }
        if lower == -.infinity { lowerImpulse = 0 }
        if upper == .infinity { upperImpulse = 0 }
    }

    public func warmStart(_ context: StepContext) {
        let g = currentGeometry()
        let axial = frictionImpulse + lowerImpulse - upperImpulse
        let perpendicular = g.axis.perpendicular
        let s1 = cross(g.d + g.rA, perpendicular), s2 = cross(g.rB, perpendicular)
        let linear = axial * g.axis + perpendicularImpulse.x * perpendicular
        applyLinearAndAngular(
            linear, angularA: axial * g.a1 + perpendicularImpulse.x * s1 + perpendicularImpulse.y,
            angularB: axial * g.a2 + perpendicularImpulse.x * s2 + perpendicularImpulse.y)
    }

    public func solve(_ context: StepContext, useBias: Bool) {
        if axialMass > 0 {
            solveFriction(context)
            solveLimits(context, useBias: useBias)
        }
        solvePerpendicularAndAngle(context, useBias: useBias)
    }

    /// Applies `linear` to B and its opposite to A, with the angular impulses each one takes.
    private func applyLinearAndAngular(_ linear: Vec2, angularA: Double, angularB: Double) {
        bodyA.linearVelocity -= bodyA.inverseMass * linear
        bodyA.angularVelocity -= bodyA.inverseInertia * angularA
        bodyB.linearVelocity += bodyB.inverseMass * linear
        bodyB.angularVelocity += bodyB.inverseInertia * angularB
    }

    /// Ċ along the axis: axis · (vB − vA) + a2·ωB − a1·ωA.
    private func axialSpeed(_ g: Geometry) -> Double {
        dot(g.axis, bodyB.linearVelocity - bodyA.linearVelocity) + g.a2 * bodyB.angularVelocity - g.a1 * bodyA.angularVelocity
    }

    private func applyAxial(_ impulse: Double, _ g: Geometry) {
        applyLinearAndAngular(impulse * g.axis, angularA: impulse * g.a1, angularB: impulse * g.a2)
    }

    // Friction is a motor driving the sliding speed to 0 with a force of at most
    // `frictionForce`: the accumulated impulse is clamped to ±h·frictionForce per substep.
    private func solveFriction(_ context: StepContext) {
        guard frictionForce > 0 else { return }
        let g = currentGeometry()
        let maxImpulse = context.h * frictionForce
        let previous = frictionImpulse
        frictionImpulse = min(max(previous - axialMass * axialSpeed(g), -maxImpulse), maxImpulse)
        applyAxial(frictionImpulse - previous, g)
    }

    // One-sided: C = translation − lower ≥ 0 and C = upper − translation ≥ 0.
    private func solveLimits(_ context: StepContext, useBias: Bool) {
        if lower > -.infinity {
            let g = currentGeometry()
            let delta = unilateralImpulse(
                error: dot(g.axis, g.d) - lower, speed: axialSpeed(g),
                mass: axialMass, accumulated: &lowerImpulse, context, useBias: useBias)
            applyAxial(delta, g)
        }
        if upper < .infinity {
            let g = currentGeometry()
            let delta = unilateralImpulse(
                error: upper - dot(g.axis, g.d), speed: -axialSpeed(g),
                mass: axialMass, accumulated: &upperImpulse, context, useBias: useBias)
            applyAxial(-delta, g)
        }
    }

    // Two rows solved as a block, with p = the axis turned a quarter turn:
    // C1 = p · d (off the line), C2 = θB − θA − reference (turned);
    // Ċ1 = p · (vB − vA) + s2·ωB − s1·ωA with s1 = (d + rA) × p, s2 = rB × p; Ċ2 = ωB − ωA.
    // K = [mA + mB + iA·s1² + iB·s2², iA·s1 + iB·s2; iA·s1 + iB·s2, iA + iB].
    private func solvePerpendicularAndAngle(_ context: StepContext, useBias: Bool) {
        let g = currentGeometry()
        let p = g.axis.perpendicular
        let s1 = cross(g.d + g.rA, p), s2 = cross(g.rB, p)
        let mA = bodyA.inverseMass, mB = bodyB.inverseMass
        let iA = bodyA.inverseInertia, iB = bodyB.inverseInertia
        let k11 = mA + mB + iA * s1 * s1 + iB * s2 * s2
        let k12 = iA * s1 + iB * s2
        var k22 = iA + iB
        // Neither body turns: the angle row is satisfied by itself; keep K invertible.
        if k22 == 0 { k22 = 1 }
        let determinant = k11 * k22 - k12 * k12
        guard determinant != 0 else { return }

        let softness = useBias ? context.jointSoftness : .rigid
        let c = Vec2(dot(p, g.d), bodyB.angle - bodyA.angle - referenceAngle)
        let cdot = Vec2(
            dot(p, bodyB.linearVelocity - bodyA.linearVelocity) + s2 * bodyB.angularVelocity - s1 * bodyA.angularVelocity,
            bodyB.angularVelocity - bodyA.angularVelocity)
        let rhs = cdot + softness.biasRate * c
        let solved = Vec2(k22 * rhs.x - k12 * rhs.y, k11 * rhs.y - k12 * rhs.x) / determinant
        let delta = -softness.massScale * solved - softness.impulseScale * perpendicularImpulse
        perpendicularImpulse += delta
        applyLinearAndAngular(delta.x * p, angularA: delta.x * s1 + delta.y, angularB: delta.x * s2 + delta.y)
    }
}
