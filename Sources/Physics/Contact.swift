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
        /// Normal velocity (negative when closing) and separation at the start of the solve of
        /// the substep in which the contact first pushed this step: the moment of impact, for
        /// restitution.
        var relativeVelocity = 0.0
        var impactSeparation = 0.0
        var initialSeparation = 0.0
        var position = Vec2.zero
        /// The anchors' moment arms about the normal and the tangent (cross(anchor, normal),
        /// cross(anchor, tangent)) and their extent along the normal (dot(anchor, normal)):
        /// fixed for the step, as the anchors and the normal are, so the passes read them
        /// instead of recomputing. A spin w moves the point by w·rn along the normal, and
        /// turning a body by (c, s) moves its anchor's normal extent from dn to c·dn + s·rn.
        var rnA = 0.0, rnB = 0.0
        var rtA = 0.0, rtB = 0.0
        var dnA = 0.0, dnB = 0.0
    }

    /// The first body's id; the second body's id, or nil for an edge, `edgeIndex` naming it.
    let idA: Int
    let idB: Int?
    /// Changes only when the world's edges are rebuilt and this contact's edge moved in the list.
    var edgeIndex: Int
    /// The bodies' places in the world's body list this step (for an edge, B is one past the
    /// last body: a slot that never moves and is never written).
    let indexA: Int32
    let indexB: Int32
    /// Which polygon of each body touches (compound bodies have several).
    var shapeA = 0
    var shapeB = 0
    var normal = Vec2.zero
    var friction = 0.0
    var restitution = 0.0
    var pointCount = 0
    /// How much the bodies' external accelerations (gravity, pushes) close the contact per
    /// substep, pt/s: restitution takes it into account to return the height a bounce fell.
    var approachGain = 0.0
    /// Whether the shapes touched at some time during the step (a point was pushed, or ends
    /// it closer than `touchingGap`), and whether they still touch as it ends: a bounce can
    /// touch and part within one step. Found after the solve, for contact events.
    var touched = false
    var touching = false
    /// Where the shapes touch as the step ends (the middle of the touching points), in world points.
    var touchPoint = Vec2.zero
    /// Whether the contact has pushed this step (and so had its one chance to bounce).
    var hasHit = false
    var point0 = Point(id: 0)
    var point1 = Point(id: 0)
    var softness = Softness.rigid
    /// The bodies' inverse masses and inertias, copied when the step begins.
    var massA = 0.0, inertiaA = 0.0, massB = 0.0, inertiaB = 0.0
    /// The block solver's matrix K, which maps the two normal impulses to normal velocity
    /// changes (fixed for the step, as the anchors are), its determinant, and whether it is
    /// well enough conditioned to use.
    var k11 = 0.0, k12 = 0.0, k22 = 0.0, determinant = 0.0
    var blockSolvable = false
    /// Whether there is a second body (false for an edge).
    let hasB: Bool

    init(idA: Int, indexA: Int, idB: Int?, indexB: Int, edgeIndex: Int) {
        self.idA = idA
        self.idB = idB
        self.indexA = Int32(truncatingIfNeeded: indexA)
        self.indexB = Int32(truncatingIfNeeded: indexB)
        self.edgeIndex = edgeIndex
        hasB = idB != nil
    }

    /// A contact loaded from `manifold`, keeping the impulses of `previous` (last step's contact
    /// with the same key) for points with the same features.
    init(
        idA: Int, indexA: Int, idB: Int?, indexB: Int, edgeIndex: Int, shapeA: Int, shapeB: Int,
        friction: Double, restitution: Double, manifold: Manifold, previous: UnsafePointer<Contact>?
    ) {
        self.init(idA: idA, indexA: indexA, idB: idB, indexB: indexB, edgeIndex: edgeIndex)
        self.shapeA = shapeA
        self.shapeB = shapeB
        self.friction = friction
        self.restitution = restitution
        update(with: manifold, previous: previous)
    }

    var key: ContactKey { ContactKey(a: idA, b: idB ?? -1 - edgeIndex, shapes: shapeA << 16 | shapeB) }

    /// Loads the manifold, keeping last step's impulses for points with the same features.
    mutating func update(with manifold: Manifold, previous: UnsafePointer<Contact>?) {
        normal = manifold.normal
        pointCount = manifold.pointCount
        func load(_ mp: Manifold.Point, into point: inout Point) {
            point = Point(id: mp.id)
            point.position = mp.position
            point.initialSeparation = mp.separation
            if let previous {
                for old in 0..<previous.pointee.pointCount where previous.pointee[old].id == mp.id {
                    point.normalImpulse = previous.pointee[old].normalImpulse
                    point.tangentImpulse = previous.pointee[old].tangentImpulse
                }
            }
        }
        if pointCount > 0 { load(manifold.point0, into: &point0) }
        if pointCount > 1 { load(manifold.point1, into: &point1) }
    }

    subscript(index: Int) -> Point {
        get { index == 0 ? point0 : point1 }
        set { if index == 0 { point0 = newValue } else { point1 = newValue } }
    }

    var isTouching: Bool { pointCount > 0 }

    // Effective mass along direction d at anchors rA, rB: 1 / (mA + mB + iA (rA×d)² + iB (rB×d)²).
    mutating func prepare(_ context: StepContext, _ bodies: SolverBodies) {
        let a = Int(indexA), b = Int(indexB)
        let mA = bodies.inverseMass[a], iA = bodies.inverseInertia[a]
        let mB = bodies.inverseMass[b], iB = bodies.inverseInertia[b]
        massA = mA; inertiaA = iA; massB = mB; inertiaB = iB
        let positionA = bodies.position[a], positionB = bodies.position[b]
        softness = bodies.isDynamic[a] && hasB && bodies.isDynamic[b] ? context.contactSoftness : context.staticSoftness
        let tangent = normal.perpendicular
        let gainA = bodies.isDynamic[a] ? bodies.deltaV[a] : .zero
        let gainB = hasB && bodies.isDynamic[b] ? bodies.deltaV[b] : .zero
        approachGain = -dot(normal, gainB - gainA)

        let normal = self.normal
        func prepare(_ p: inout Point) {
            p.anchorA = p.position - positionA
            p.anchorB = p.position - positionB
            p.dnA = dot(p.anchorA, normal)
            p.dnB = dot(p.anchorB, normal)
            p.adjustedSeparation = p.initialSeparation - (p.dnB - p.dnA)
            let rnA = cross(p.anchorA, normal), rnB = cross(p.anchorB, normal)
            p.rnA = rnA
            p.rnB = rnB
            let kNormal = mA + mB + iA * rnA * rnA + iB * rnB * rnB
            p.normalMass = kNormal > 0 ? 1 / kNormal : 0
            let rtA = cross(p.anchorA, tangent), rtB = cross(p.anchorB, tangent)
            p.rtA = rtA
            p.rtB = rtB
            let kTangent = mA + mB + iA * rtA * rtA + iB * rtB * rtB
            p.tangentMass = kTangent > 0 ? 1 / kTangent : 0
            // The approach for restitution is recorded during the substeps.
            p.maxNormalImpulse = 0
            p.relativeVelocity = 0
        }
        if pointCount > 0 { prepare(&point0) }
        if pointCount > 1 { prepare(&point1) }
        hasHit = false
        if pointCount == 2 {
            let rn1A = point0.rnA, rn1B = point0.rnB
            let rn2A = point1.rnA, rn2B = point1.rnB
            k11 = mA + mB + iA * rn1A * rn1A + iB * rn1B * rn1B
            k22 = mA + mB + iA * rn2A * rn2A + iB * rn2B * rn2B
            k12 = mA + mB + iA * rn1A * rn2A + iB * rn1B * rn2B
            determinant = k11 * k22 - k12 * k12
            blockSolvable = k11 > 0 && k22 > 0 && k11 * k11 < 1000 * determinant
        } else {
            blockSolvable = false
        }
    }

    /// Both bodies' velocities, loaded once per pass and stored back at its end.
    struct Velocities {
        var vA: Vec2, wA: Double, vB: Vec2, wB: Double
    }

    @inline(__always)
    private func load(_ states: UnsafeMutablePointer<BodyState>) -> Velocities {
        let a = states[Int(indexA)], b = states[Int(indexB)]
        return Velocities(vA: a.linearVelocity, wA: a.angularVelocity, vB: b.linearVelocity, wB: b.angularVelocity)
    }

    @inline(__always)
    private func store(_ v: Velocities, _ states: UnsafeMutablePointer<BodyState>, _ hasB: Bool) {
        let a = Int(indexA)
        states[a].linearVelocity = v.vA
        states[a].angularVelocity = v.wA
        if hasB {
            let b = Int(indexB)
            states[b].linearVelocity = v.vB
            states[b].angularVelocity = v.wB
        }
    }

    func warmStart(_ states: UnsafeMutablePointer<BodyState>) {
        var v = load(states)
        let tangent = normal.perpendicular
        for index in 0..<pointCount {
            let p = self[index]
            guard p.normalImpulse != 0 || p.tangentImpulse != 0 else { continue }
            let impulse = p.normalImpulse * normal + p.tangentImpulse * tangent
            v.vA -= massA * impulse
            v.wA -= inertiaA * (p.normalImpulse * p.rnA + p.tangentImpulse * p.rtA)
            if hasB {
                v.vB += massB * impulse
                v.wB += inertiaB * (p.normalImpulse * p.rnB + p.tangentImpulse * p.rtB)
            }
        }
        store(v, states, hasB)
    }

    /// Applies `impulse` along `direction` (the normal or the tangent) at arms `armA`, `armB`
    /// (the points' rn or rt). Callers skip a zero impulse: adding ±0 leaves every velocity as
    /// it was (a component that is exactly −0 would become +0, and no step makes one: sums
    /// that cancel round to +0).
    @inline(__always)
    private func apply(_ impulse: Double, along direction: Vec2, armA: Double, armB: Double, _ v: inout Velocities, _ hasB: Bool) {
        v.vA -= (massA * impulse) * direction
        v.wA -= (inertiaA * impulse) * armA
        if hasB {
            v.vB += (massB * impulse) * direction
            v.wB += (inertiaB * impulse) * armB
        }
    }

    /// The bodies' relative velocity at a point along `direction`, whose arms are `armA`, `armB`.
    @inline(__always)
    private func relativeSpeed(along direction: Vec2, armA: Double, armB: Double, _ v: Velocities, _ hasB: Bool) -> Double {
        guard hasB else { return -(dot(v.vA, direction) + v.wA * armA) }
        return dot(v.vB - v.vA, direction) + (v.wB * armB - v.wA * armA)
    }

    @inline(__always)
    private func normalSpeed(_ p: Point, _ v: Velocities, _ hasB: Bool) -> Double {
        relativeSpeed(along: normal, armA: p.rnA, armB: p.rnB, v, hasB)
    }

    mutating func solve(_ context: StepContext, useBias: Bool, _ states: UnsafeMutablePointer<BodyState>) {
        // Two copies, with and without a second body, so the branch is taken once per call.
        if hasB {
            solve(context, useBias: useBias, states, hasB: true)
        } else {
            solve(context, useBias: useBias, states, hasB: false)
        }
    }

    @inline(__always)
    private mutating func solve(_ context: StepContext, useBias: Bool, _ states: UnsafeMutablePointer<BodyState>, hasB: Bool) {
        var v = load(states)
        let a = states[Int(indexA)], b = states[Int(indexB)]
        let moved = dot(b.deltaPosition - a.deltaPosition, normal)
        solveNormal(context, useBias: useBias, moved: moved, qA: a.deltaRotation, qB: b.deltaRotation, &v, hasB)
        solveFriction(&v, hasB)
        store(v, states, hasB)
    }

    @inline(__always)
    private mutating func solveNormal(
        _ context: StepContext, useBias: Bool, moved: Double, qA: Rotation, qB: Rotation, _ v: inout Velocities, _ hasB: Bool
    ) {
        // Until the contact first pushes, its points' approach is kept at the start of each
        // substep's solve: restitution then sees the state of the substep it hit in, the same
        // for both points, as a Box2D 2.2 step at that substep would.
        let recording = useBias && point0.maxNormalImpulse == 0 && point1.maxNormalImpulse == 0
        let term0 = normalTerm(point0, context, useBias: useBias, moved: moved, qA: qA, qB: qB)
        if recording { recordApproach(&point0, term0, v, hasB) }
        if pointCount == 2 {
            let term1 = normalTerm(point1, context, useBias: useBias, moved: moved, qA: qA, qB: qB)
            if recording { recordApproach(&point1, term1, v, hasB) }
            // Nothing to do for two points the relax pass leaves alone.
            if term0.massScale == 0, term1.massScale == 0 { return }
            if term0.massScale == term1.massScale, solveBlock(term0, term1, &v, hasB) { return }
            if term0.massScale != 0 { solveSingle(&point0, term0, &v, hasB) }
            if term1.massScale != 0 { solveSingle(&point1, term1, &v, hasB) }
        } else if pointCount == 1, term0.massScale != 0 {
            solveSingle(&point0, term0, &v, hasB)
        }
    }

    @inline(__always)
    private func recordApproach(_ p: inout Point, _ term: NormalTerm, _ v: Velocities, _ hasB: Bool) {
        p.relativeVelocity = normalSpeed(p, v, hasB)
        p.impactSeparation = max(term.separation, 0)
    }

    /// Bias and softness for one point from its current separation, found from how far the
    /// anchors have moved since the step began: `moved`, the bodies' relative travel along the
    /// normal, and each anchor turned by its body's rotation since (c·dn + s·rn along the normal).
    @inline(__always)
    private func normalTerm(
        _ p: Point, _ context: StepContext, useBias: Bool, moved: Double, qA: Rotation, qB: Rotation
    ) -> NormalTerm {
        let turned = (qB.c * p.dnB + qB.s * p.rnB) - (qA.c * p.dnA + qA.s * p.rnA)
        let separation = (moved + turned) + p.adjustedSeparation
        var term = NormalTerm(separation: separation)
        if separation > 0 {
            if useBias {
                // Speculative: allow closing exactly the gap this substep.
                term.bias = separation * context.inverseH
            } else {
                // The relax pass leaves a gap alone (no impulse): the next substep's solve
                // still stops the shapes at the surface, and a push here would slow the
                // approach before the contact is reached, so restitution would see a speed the
                // body never hit with.
                term.massScale = 0
            }
        } else if useBias {
            term.bias = max(softness.biasRate * separation, -context.maxBiasVelocity)
            term.massScale = softness.massScale
            term.impulseScale = softness.impulseScale
        }
        return term
    }

    @inline(__always)
    private func solveSingle(_ p: inout Point, _ term: NormalTerm, _ v: inout Velocities, _ hasB: Bool) {
        let vn = normalSpeed(p, v, hasB)
        var impulse = -p.normalMass * term.massScale * (vn + term.bias) - term.impulseScale * p.normalImpulse
        let accumulated = max(p.normalImpulse + impulse, 0)
        impulse = accumulated - p.normalImpulse
        p.normalImpulse = accumulated
        p.maxNormalImpulse = max(p.maxNormalImpulse, impulse)
        if impulse != 0 { apply(impulse, along: normal, armA: p.rnA, armB: p.rnB, &v, hasB) }
    }

    /// How one point's normal impulse is computed this pass.
    private struct NormalTerm {
        var separation = 0.0
        var bias = 0.0
        var massScale = 1.0
        var impulseScale = 0.0
    }

    /// Solves both points of a two-point manifold together (Box2D 2.x's block solver, with
    /// softness), so a box landing flat gets equal impulses at both corners instead of the
    /// first corner's impulse tipping it. Returns false when the 2 × 2 system is too
    /// ill-conditioned, leaving the points to the sequential solver.
    @inline(__always)
    private mutating func solveBlock(_ t1: NormalTerm, _ t2: NormalTerm, _ v: inout Velocities, _ hasB: Bool) -> Bool {
        guard blockSolvable else { return false }
        let p1 = point0, p2 = point1
        let k11 = self.k11, k12 = self.k12, k22 = self.k22, determinant = self.determinant

        let vn1 = normalSpeed(p1, v, hasB)
        let vn2 = normalSpeed(p2, v, hasB)
        let s = t1.massScale
        let a1 = p1.normalImpulse, a2 = p2.normalImpulse
        let r1 = vn1 + t1.bias, r2 = vn2 + t2.bias

        // Both points active: Δ = −s·K⁻¹·r − t·a.
        let scale = s / determinant
        var x1 = a1 - scale * (k22 * r1 - k12 * r2) - t1.impulseScale * a1
        var x2 = a2 - scale * (k11 * r2 - k12 * r1) - t2.impulseScale * a2
        if !(x1 >= 0 && x2 >= 0) {
            // Only point 1: point 2 released, which changes point 1's velocity by k12·(−a2).
            x1 = a1 - s * (r1 - k12 * a2) / k11 - t1.impulseScale * a1
            x2 = 0
            if !(x1 >= 0) {
                x1 = 0
                x2 = a2 - s * (r2 - k12 * a1) / k22 - t2.impulseScale * a2
                if !(x2 >= 0) { x2 = 0 }
            }
        }
        let d1 = x1 - a1, d2 = x2 - a2
        point0.normalImpulse = x1
        point1.normalImpulse = x2
        point0.maxNormalImpulse = max(point0.maxNormalImpulse, d1)
        point1.maxNormalImpulse = max(point1.maxNormalImpulse, d2)
        if d1 != 0 { apply(d1, along: normal, armA: p1.rnA, armB: p1.rnB, &v, hasB) }
        if d2 != 0 { apply(d2, along: normal, armA: p2.rnA, armB: p2.rnB, &v, hasB) }
        return true
    }

    @inline(__always)
    private mutating func solveFriction(_ v: inout Velocities, _ hasB: Bool) {
        let tangent = normal.perpendicular
        if pointCount > 0 { solveFriction(&point0, tangent, &v, hasB) }
        if pointCount > 1 { solveFriction(&point1, tangent, &v, hasB) }
    }

    @inline(__always)
    private func solveFriction(_ p: inout Point, _ tangent: Vec2, _ v: inout Velocities, _ hasB: Bool) {
        let vt = relativeSpeed(along: tangent, armA: p.rtA, armB: p.rtB, v, hasB)
        var impulse = -p.tangentMass * vt
        let limit = friction * p.normalImpulse
        // With no normal impulse to bound it and none accumulated, the clamp below gives a
        // zero impulse whatever vt is (a finite vt: the engine keeps velocities finite), and a
        // zero impulse is not applied: skip the work. Only the sign of the stored zero differs,
        // and no result depends on it.
        if limit == 0, p.tangentImpulse == 0 { return }
        let accumulated = min(max(p.tangentImpulse + impulse, -limit), limit)
        impulse = accumulated - p.tangentImpulse
        p.tangentImpulse = accumulated
        if impulse != 0 { apply(impulse, along: tangent, armA: p.rtA, armB: p.rtB, &v, hasB) }
    }

    /// The normal speed a point leaves at after bouncing, pt/s, or nil if it does not bounce:
    /// only points pushed this step that met faster than the threshold bounce.
    ///
    /// The bodies move by their end-of-substep velocity (symplectic Euler), which under a
    /// constant acceleration a — closing the contact by g = a·h each substep — runs half a
    /// substep behind: a body falling from height H reaches a point d above the surface at a
    /// speed s with s² + g·s + 2·a·d = 2·a·H, and one leaving the surface at u climbs
    /// (u − g/2)² / 2a. So the impact speed is v = √(s² + g·s + 2·a·d), whatever the phase of
    /// the substep or tick it lands in, and u = g/2 + e·v returns e² of the height it fell.
    @inline(__always)
    private func bounceSpeed(_ p: Point, _ context: StepContext) -> Double? {
        guard p.maxNormalImpulse > 0, p.relativeVelocity < 0 else { return nil }
        let g = approachGain
        // The recorded velocity includes that substep's acceleration.
        let s = -p.relativeVelocity - g
        let impactSquared = s * s + g * s + 2 * g * context.inverseH * p.impactSeparation
        let impact = impactSquared > 0 ? impactSquared.squareRoot() : 0
        guard impact > context.restitutionThreshold else { return nil }
        return max(0.5 * g + restitution * impact, 0)
    }

    /// Bounces the points that hit, once, after the relax pass of the substep in which the
    /// contact first pushed (the relax pass would otherwise take the bounce back), as a Box2D
    /// 2.2 step at that substep would: later substeps and other contacts see the bounce. Called
    /// for every contact once all have relaxed, so no contact's relax undoes another's bounce.
    @inline(__always)
    mutating func bounceIfItHit(_ context: StepContext, _ states: UnsafeMutablePointer<BodyState>) {
        // Checked inline: most contacts, most substeps, have either bounced already or not pushed.
        guard !hasHit, point0.maxNormalImpulse > 0 || point1.maxNormalImpulse > 0 else { return }
        bounce(context, states)
    }

    @inline(never)
    private mutating func bounce(_ context: StepContext, _ states: UnsafeMutablePointer<BodyState>) {
        hasHit = true
        guard restitution > 0, pointCount > 0 else { return }
        let speed0 = bounceSpeed(point0, context)
        let speed1 = pointCount > 1 ? bounceSpeed(point1, context) : nil
        // Most contacts do not bounce: leave their bodies alone.
        guard speed0 != nil || speed1 != nil else { return }
        var v = load(states)
        defer { store(v, states, hasB) }
        // Poisson's bound: a bounce gives back at most e of the impulse that stopped the point
        // (plus one substep's acceleration, the integrator's lag above), so contacts that hit
        // one corner after another, or push on each other, cannot make energy.
        let gain = max(approachGain, 0)
        let cap0 = restitution * point0.normalImpulse + point0.normalMass * gain
        let cap1 = restitution * point1.normalImpulse + point1.normalMass * gain
        // Both corners of a flat landing bounce together, or the box would start to spin.
        if let speed0, let speed1 {
            let saved = v, before0 = point0.normalImpulse, before1 = point1.normalImpulse
            if solveBlock(NormalTerm(bias: -speed0), NormalTerm(bias: -speed1), &v, hasB) {
                // The bound holds for the two points together: the block solve may share the
                // bounce between the corners otherwise than the stop was shared.
                let d0 = point0.normalImpulse - before0, d1 = point1.normalImpulse - before1
                let cap = max(cap0, 0) + max(cap1, 0)
                let excess = d0 + d1 > cap ? (d0 + d1) / cap : 1
                guard excess > 1 else { return }
                // Scale both down together, keeping the landing flat.
                v = saved
                let scale = excess.isFinite ? 1 / excess : 0
                point0.normalImpulse = before0 + scale * d0
                point1.normalImpulse = before1 + scale * d1
                if scale * d0 != 0 { apply(scale * d0, along: normal, armA: point0.rnA, armB: point0.rnB, &v, hasB) }
                if scale * d1 != 0 { apply(scale * d1, along: normal, armA: point1.rnA, armB: point1.rnB, &v, hasB) }
                return
            }
        }
        let normal = self.normal
        func bounce(_ p: inout Point, leaving speed: Double?, cap: Double) {
            guard let speed else { return }
            let vn = normalSpeed(p, v, hasB)
            var impulse = min(-p.normalMass * (vn - speed), max(cap, 0))
            let accumulated = max(p.normalImpulse + impulse, 0)
            impulse = accumulated - p.normalImpulse
            p.normalImpulse = accumulated
            p.maxNormalImpulse = max(p.maxNormalImpulse, impulse)
            if impulse != 0 { apply(impulse, along: normal, armA: p.rnA, armB: p.rnB, &v, hasB) }
        }
        var p = point0
        bounce(&p, leaving: speed0, cap: cap0)
        point0 = p
        if pointCount > 1 {
            p = point1
            bounce(&p, leaving: speed1, cap: cap1)
            point1 = p
        }
    }

    /// Shapes closer than this touch, in points: Box2D 2.2's polygons carry a skin of twice
    /// the linear slop each, and its contacts touch while the skins overlap.
    static let touchingGap = 4 * NarrowPhase.linearSlop

    /// Whether the shapes touched during the step and touch at its end, and where: found once
    /// the substeps are done, for contact events.
    mutating func findTouching(_ states: UnsafeMutablePointer<BodyState>) {
        let a = states[Int(indexA)], b = states[Int(indexB)]
        touched = false
        touching = false
        var sum = Vec2.zero, count = 0.0
        for index in 0..<pointCount {
            let p = self[index]
            let movedA = a.deltaRotation.rotate(p.anchorA), movedB = b.deltaRotation.rotate(p.anchorB)
            let d = (b.deltaPosition - a.deltaPosition) + (movedB - movedA)
            let separation = dot(d, normal) + p.adjustedSeparation
            guard p.maxNormalImpulse > 0 || separation < Self.touchingGap else { continue }
            touched = true
            if separation < Self.touchingGap { touching = true }
            // The manifold's point lies midway between the surfaces as the step began: follow
            // A's surface and put it midway again. With two points, the event is at their middle
            // (the middle of a flat landing, not one corner).
            let onA = p.position - (0.5 * p.initialSeparation) * normal + a.deltaPosition + (movedA - p.anchorA)
            sum += onA + (0.5 * separation) * normal
            count += 1
        }
        if count > 0 { touchPoint = (1 / count) * sum }
    }
}
/// Identifies a contact across steps: two body ids, or a body id and −1 − edge index, and the
/// pair of shapes.
struct ContactKey: Hashable, Comparable {
    var a: Int
    var b: Int
    var shapes: Int

    static func < (lhs: ContactKey, rhs: ContactKey) -> Bool {
        (lhs.a, lhs.b, lhs.shapes) < (rhs.a, rhs.b, rhs.shapes)
    }
}

/// Contacts' packed keys, by position in the contact list, with an open-addressing table that
/// finds a pair's contact without hashing a struct; sorted by key only when asked (merging two
/// steps' contacts in key order) or when two contacts share a packed key. Keys are packed into
/// one integer (limits: 2²⁰ bodies or edges, 2¹² shapes per body; past them keys may collide,
/// which only costs warm starting).
struct ContactIndex {
    /// Each contact's packed key, by its position in the list.
    private(set) var keys: [UInt64] = []
    /// Whether every contact has a key of its own, so `find` uses the table. When two share a
    /// key the table is left empty and `find` falls back to binary search over the sorted
    /// entries, answering exactly as it always has.
    private(set) var isUnique = true
    /// Slots hold a contact's position + 1 (0 when empty).
    private var table: [Int32] = []
    private var tableShift: UInt64 = 64
    /// The sorted entries, kept only for the binary search when keys are not unique.
    private var sortedForSearch: [(key: UInt64, index: Int)] = []

    init() {}

    init(_ contacts: [Contact]) {
        let count = contacts.count
        guard count > 0 else { return }
        keys = [UInt64](repeating: 0, count: count)
        contacts.withUnsafeBufferPointer { contacts in
            for index in 0..<count { keys[index] = Self.pack(contacts[index].key) }
        }
        guard count < Int(Int32.max) / 4 else {
            isUnique = false
            sortedForSearch = Self.sorted(keys)
            return
        }
        var bits: UInt64 = 1
        while (1 << bits) < 2 * count { bits += 1 }
        tableShift = 64 - bits
        let mask = (1 << Int(bits)) - 1
        table = [Int32](repeating: 0, count: 1 << Int(bits))
        keys.withUnsafeBufferPointer { keys in
        table.withUnsafeMutableBufferPointer { table in
            insertion: for index in 0..<count {
                let key = keys[index]
                var slot = Int(Self.hash(key) >> tableShift)
                while table[slot] != 0 {
                    if keys[Int(table[slot]) - 1] == key {
                        isUnique = false
                        break insertion
                    }
                    slot = (slot + 1) & mask
                }
                table[slot] = Int32(index + 1)
            }
        }}
        if !isUnique {
            table = []
            sortedForSearch = Self.sorted(keys)
        }
    }

    /// The keys with their positions in the list, sorted by key (equal keys in list order):
    /// kept when keys are shared (the binary search reads them), sorted when asked otherwise.
    var entries: [(key: UInt64, index: Int)] { isUnique ? Self.sorted(keys) : sortedForSearch }

    private static func sorted(_ keys: [UInt64]) -> [(key: UInt64, index: Int)] {
        let count = keys.count
        guard count > 0 else { return [] }
        var order = [Int32](repeating: 0, count: count)
        for index in 0..<count { order[index] = Int32(truncatingIfNeeded: index) }
        Self.radixSort(&order, by: keys)
        var entries: [(key: UInt64, index: Int)] = []
        entries.reserveCapacity(count)
        for rank in 0..<count {
            let index = Int(order[rank])
            entries.append((keys[index], index))
        }
        return entries
    }

    @inline(__always)
    private static func hash(_ key: UInt64) -> UInt64 { key &* 0x9E37_79B9_7F4A_7C15 }

    /// Sorts `order` (positions into `keys`) by key, keeping equal keys in their order: a
    /// least-significant-byte-first radix sort that skips the bytes all keys share. The same
    /// result as a stable comparison sort.
    private static func radixSort(_ order: inout [Int32], by keys: [UInt64]) {
        let count = order.count
        var differing: UInt64 = 0
        let first = keys[0]
        for key in keys { differing |= key ^ first }
        var scratch = [Int32](repeating: 0, count: count)
        var counts = [Int](repeating: 0, count: 256)
        keys.withUnsafeBufferPointer { keys in
        counts.withUnsafeMutableBufferPointer { counts in
        order.withUnsafeMutableBufferPointer { orderBuffer in
        scratch.withUnsafeMutableBufferPointer { scratchBuffer in
            var source = orderBuffer.baseAddress!, target = scratchBuffer.baseAddress!
            var inScratch = false
            for byte in 0..<8 where (differing >> UInt64(8 * byte)) & 0xFF != 0 {
                let shift = UInt64(8 * byte)
                counts.update(repeating: 0)
                for index in 0..<count { counts[Int(truncatingIfNeeded: keys[index] >> shift) & 0xFF] += 1 }
                var total = 0
                for digit in 0..<256 {
                    let n = counts[digit]
                    counts[digit] = total
                    total += n
                }
                for rank in 0..<count {
                    let item = source[rank]
                    let digit = Int(truncatingIfNeeded: keys[Int(item)] >> shift) & 0xFF
                    target[counts[digit]] = item
                    counts[digit] += 1
                }
                swap(&source, &target)
                inScratch.toggle()
            }
            if inScratch { orderBuffer.baseAddress!.update(from: scratchBuffer.baseAddress!, count: count) }
        }}}}
    }

    static func pack(_ key: ContactKey) -> UInt64 {
        let a = UInt64(truncatingIfNeeded: key.a) & 0xFFFFF
        let b = UInt64(truncatingIfNeeded: key.b + (1 << 19)) & 0xFFFFF
        let shapeA = UInt64(truncatingIfNeeded: key.shapes >> 16) & 0xFFF
        let shapeB = UInt64(truncatingIfNeeded: key.shapes) & 0xFFF
        return a << 44 | b << 24 | shapeA << 12 | shapeB
    }

    func find(_ key: ContactKey) -> Int? {
        let packed = Self.pack(key)
        if !table.isEmpty {
            let mask = table.count - 1
            var slot = Int(Self.hash(packed) >> tableShift)
            while true {
                let position = Int(table[slot])
                if position == 0 { return nil }
                if keys[position - 1] == packed { return position - 1 }
                slot = (slot + 1) & mask
            }
        }
        let entries = sortedForSearch
        var low = 0, high = entries.count
        while low < high {
            let middle = (low + high) / 2
            let middleKey = entries[middle].key
            if middleKey == packed { return entries[middle].index }
            if middleKey < packed { low = middle + 1 } else { high = middle }
        }
        return nil
    }
}
