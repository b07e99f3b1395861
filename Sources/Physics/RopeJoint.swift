/// Keeps two anchor points at most `maxLength` apart, like a rope: taut it holds, slack it lets
/// the bodies move freely (UIKit's limit attachment). Anchors are in each body's local
/// coordinates.
public final class RopeJoint: Joint {
    public let bodyA: Body
    public let bodyB: Body
    @exclusivity(unchecked) public var localAnchorA: Vec2
    @exclusivity(unchecked) public var localAnchorB: Vec2
    /// Longest distance allowed between the anchors, in points.
    @exclusivity(unchecked) public var maxLength: Double

    @exclusivity(unchecked) private var startRotationA = Rotation.identity
    @exclusivity(unchecked) private var startRotationB = Rotation.identity
    @exclusivity(unchecked) private var baseSeparation = Vec2.zero
    // Impulse along the anchors' separation that pulls them together; never negative.
    @exclusivity(unchecked) private var impulse = 0.0

    public init(bodyA: Body, anchorA: Vec2, bodyB: Body, anchorB: Vec2, maxLength: Double) {
        self.bodyA = bodyA
        self.bodyB = bodyB
        localAnchorA = anchorA
        localAnchorB = anchorB
        self.maxLength = maxLength
    }

    public func prepare(_ context: StepContext) {
        startRotationA = bodyA.rotation
        startRotationB = bodyB.rotation
        baseSeparation = bodyB.position - bodyA.position
    }

    public func warmStart(_ context: StepContext) {
        let (rA, rB, separation) = currentGeometry()
        applyImpulse(-impulse * separation.normalized, bodyA, rA, bodyB, rB)
    }

    // C = maxLength − |d| ≥ 0 with d = (pB + rB) − (pA + rA) and u = d / |d|:
    // Ċ = −u · (vB + ωB × rB − vA − ωA × rA), K = mA + mB + iA·(rA × u)² + iB·(rB × u)².
    // The effective mass follows the current direction: a slack rope can swing anywhere.
    public func solve(_ context: StepContext, useBias: Bool) {
        let (rA, rB, d) = currentGeometry()
        let length = d.length
        // Anchors on top of each other cannot be too far apart, and give no direction.
        guard length > 1e-9 else { return }
        let axis = d / length
        let crA = cross(rA, axis), crB = cross(rB, axis)
        let k = bodyA.inverseMass + bodyB.inverseMass + bodyA.inverseInertia * crA * crA + bodyB.inverseInertia * crB * crB
        guard k > 0 else { return }
        let cdot = -dot(axis, relativeVelocity(bodyA, rA, bodyB, rB))
        let delta = unilateralImpulse(
            error: maxLength - length, speed: cdot, mass: 1 / k, accumulated: &impulse, context, useBias: useBias)
        applyImpulse(-delta * axis, bodyA, rA, bodyB, rB)
    }

    private func currentGeometry() -> (rA: Vec2, rB: Vec2, separation: Vec2) {
        let rA = currentArm(bodyA, local: localAnchorA, startRotation: startRotationA)
        let rB = currentArm(bodyB, local: localAnchorB, startRotation: startRotationB)
        return (rA, rB, baseSeparation + (bodyB.deltaPosition - bodyA.deltaPosition) + rB - rA)
    }
}
