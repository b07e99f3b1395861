/// A contact between a body and another body or an edge, solved as non-penetration with
/// Coulomb friction by sequential impulses with soft (substepped) position correction.
struct Contact {
    struct Point {
        var id: UInt32
        /// From each body's centre to the contact, at the start of the step.
        var anchorA = Vec2.zero
        var anchorB = Vec2.zero
        /// Separation minus the anchors' separation, so the current separation follows from
        /// how far the bodies have moved since.
        var adjustedSeparation = 0.0
        var normalImpulse = 0.0
        var tangentImpulse = 0.0
        var maxNormalImpulse = 0.0
        var normalMass = 0.0
        var tangentMass = 0.0
        /// Normal approach speed before solving, for restitution.
        var relativeVelocity = 0.0
        var initialSeparation = 0.0
        var position = Vec2.zero
    }

    /// The first body; for an edge contact `bodyB` is nil and `edgeIndex` names the edge.
    let bodyA: Body
    let bodyB: Body?
    let edgeIndex: Int
    var normal = Vec2.zero
    var friction = 0.0
    var restitution = 0.0
    var pointCount = 0
    var point0 = Point(id: 0)
    var point1 = Point(id: 0)
    var softness = Softness.rigid

    init(bodyA: Body, bodyB: Body?, edgeIndex: Int) {
        self.bodyA = bodyA
        self.bodyB = bodyB
        self.edgeIndex = edgeIndex
    }

    var key: ContactKey { ContactKey(a: bodyA.id, b: bodyB?.id ?? -1 - edgeIndex) }

    /// Loads the manifold, keeping last step's impulses for points with the same features.
    mutating func update(with manifold: Manifold, previous: Contact?) {
        normal = manifold.normal
        pointCount = manifold.pointCount
        for index in 0..<pointCount {
            let mp = manifold[index]
            var point = Point(id: mp.id)
            point.position = mp.position
            point.initialSeparation = mp.separation
            if let previous {
                for old in 0..<previous.pointCount where previous[old].id == mp.id {
                    point.normalImpulse = previous[old].normalImpulse
                    point.tangentImpulse = previous[old].tangentImpulse
                }
            }
            self[index] = point
        }
    }

    subscript(index: Int) -> Point {
        get { index == 0 ? point0 : point1 }
        set { if index == 0 { point0 = newValue } else { point1 = newValue } }
    }

    var isTouching: Bool { pointCount > 0 }

    // Effective mass along direction d at anchors rA, rB: 1 / (mA + mB + iA (rA×d)² + iB (rB×d)²).
    mutating func prepare(_ context: StepContext) {
        let a = bodyA
        let mA = a.inverseMass, iA = a.inverseInertia
        let mB = bodyB?.inverseMass ?? 0, iB = bodyB?.inverseInertia ?? 0
        let positionB = bodyB?.position ?? .zero
        let vA = a.linearVelocity, wA = a.angularVelocity
        let vB = bodyB?.linearVelocity ?? .zero, wB = bodyB?.angularVelocity ?? 0
        softness = (bodyB?.isDynamic ?? false) ? context.contactSoftness : context.staticSoftness
        let tangent = normal.perpendicular

        for index in 0..<pointCount {
            var p = self[index]
            p.anchorA = p.position - a.position
            p.anchorB = p.position - positionB
            p.adjustedSeparation = p.initialSeparation - dot(p.anchorB - p.anchorA, normal)
            let rnA = cross(p.anchorA, normal), rnB = cross(p.anchorB, normal)
            let kNormal = mA + mB + iA * rnA * rnA + iB * rnB * rnB
            p.normalMass = kNormal > 0 ? 1 / kNormal : 0
            let rtA = cross(p.anchorA, tangent), rtB = cross(p.anchorB, tangent)
            let kTangent = mA + mB + iA * rtA * rtA + iB * rtB * rtB
            p.tangentMass = kTangent > 0 ? 1 / kTangent : 0
            let relative = (vB + cross(wB, p.anchorB)) - (vA + cross(wA, p.anchorA))
            p.relativeVelocity = dot(normal, relative)
            p.maxNormalImpulse = 0
            self[index] = p
        }
    }

    func warmStart() {
        let tangent = normal.perpendicular
        for index in 0..<pointCount {
            let p = self[index]
            let impulse = p.normalImpulse * normal + p.tangentImpulse * tangent
            apply(impulse, anchorA: p.anchorA, anchorB: p.anchorB)
        }
    }

    @inline(__always)
    private func apply(_ impulse: Vec2, anchorA: Vec2, anchorB: Vec2) {
        let a = bodyA
        a.linearVelocity -= a.inverseMass * impulse
        a.angularVelocity -= a.inverseInertia * cross(anchorA, impulse)
        if let b = bodyB {
            b.linearVelocity += b.inverseMass * impulse
            b.angularVelocity += b.inverseInertia * cross(anchorB, impulse)
        }
    }

    @inline(__always)
    private func relativeVelocity(anchorA: Vec2, anchorB: Vec2) -> Vec2 {
        let a = bodyA
        let vA = a.linearVelocity + cross(a.angularVelocity, anchorA)
        guard let b = bodyB else { return -vA }
        return b.linearVelocity + cross(b.angularVelocity, anchorB) - vA
    }

    mutating func solve(_ context: StepContext, useBias: Bool) {
        solveNormal(context, useBias: useBias)
        solveFriction()
    }

    private mutating func solveNormal(_ context: StepContext, useBias: Bool) {
        let a = bodyA
        let dpA = a.deltaPosition, qA = a.deltaRotation
        let dpB = bodyB?.deltaPosition ?? .zero, qB = bodyB?.deltaRotation ?? .identity
        for index in 0..<pointCount {
            var p = self[index]
            // Current separation from how far the anchors have moved since the step began.
            let d = (dpB - dpA) + (qB.rotate(p.anchorB) - qA.rotate(p.anchorA))
            let separation = dot(d, normal) + p.adjustedSeparation

            var bias = 0.0, massScale = 1.0, impulseScale = 0.0
            if separation > 0 {
                // Speculative: allow closing exactly the gap this substep.
                bias = separation * context.inverseH
            } else if useBias {
                bias = max(softness.biasRate * separation, -context.maxBiasVelocity)
                massScale = softness.massScale
                impulseScale = softness.impulseScale
            }

            let vn = dot(relativeVelocity(anchorA: p.anchorA, anchorB: p.anchorB), normal)
            var impulse = -p.normalMass * massScale * (vn + bias) - impulseScale * p.normalImpulse
            let accumulated = max(p.normalImpulse + impulse, 0)
            impulse = accumulated - p.normalImpulse
            p.normalImpulse = accumulated
            p.maxNormalImpulse = max(p.maxNormalImpulse, impulse)
            apply(impulse * normal, anchorA: p.anchorA, anchorB: p.anchorB)
            self[index] = p
        }
    }

    private mutating func solveFriction() {
        let tangent = normal.perpendicular
        for index in 0..<pointCount {
            var p = self[index]
            let vt = dot(relativeVelocity(anchorA: p.anchorA, anchorB: p.anchorB), tangent)
            var impulse = -p.tangentMass * vt
            let limit = friction * p.normalImpulse
            let accumulated = min(max(p.tangentImpulse + impulse, -limit), limit)
            impulse = accumulated - p.tangentImpulse
            p.tangentImpulse = accumulated
            apply(impulse * tangent, anchorA: p.anchorA, anchorB: p.anchorB)
            self[index] = p
        }
    }

    /// Bounces from the approach speed recorded before solving, once per step.
    mutating func applyRestitution(_ context: StepContext) {
        guard restitution > 0 else { return }
        for index in 0..<pointCount {
            var p = self[index]
            guard p.relativeVelocity < -context.restitutionThreshold, p.maxNormalImpulse > 0 else { continue }
            let vn = dot(relativeVelocity(anchorA: p.anchorA, anchorB: p.anchorB), normal)
            var impulse = -p.normalMass * (vn + restitution * p.relativeVelocity)
            let accumulated = max(p.normalImpulse + impulse, 0)
            impulse = accumulated - p.normalImpulse
            p.normalImpulse = accumulated
            p.maxNormalImpulse = max(p.maxNormalImpulse, impulse)
            apply(impulse * normal, anchorA: p.anchorA, anchorB: p.anchorB)
            self[index] = p
        }
    }
}

/// Identifies a contact across steps: two body ids, or a body id and −1 − edge index.
struct ContactKey: Hashable {
    var a: Int
    var b: Int
}
