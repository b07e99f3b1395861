// The contact solver's prepared form of a contact, and its bounce: a step prepares each contact
// once into the lanes (ContactConstraints.swift, where every substep warm-starts, solves and
// relaxes it), and after each substep's relax pass a contact that first pushed gets its one
// chance to bounce, here, in Double, one contact at a time (Box2D v3's contact_solver.c
// stages, over the solver's flat body state).

/// A contact prepared for one step's solve: what the passes read (the anchors' moment arms,
/// the masses, the softness, the block solver's matrix) and what they accumulate (impulses,
/// the approach for restitution). Made when the step's solve begins and packed straight into
/// its lane, then rebuilt from the lane for the rare bounce; the contact itself keeps none of
/// it. Box2D v3 keeps its contact constraints apart from its contacts in the same way.
struct ContactConstraint {
    struct Point {
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
        /// The anchors' (from each body's centre to the contact, at the start of the step)
        /// moment arms about the normal and the tangent (cross(anchor, normal),
        /// cross(anchor, tangent)) and their extent along the normal (dot(anchor, normal)):
        /// fixed for the step, as the anchors and the normal are, so the passes read them
        /// instead of recomputing. A spin w moves the point by w·rn along the normal, and
        /// turning a body by (c, s) moves its anchor's normal extent from dn to c·dn + s·rn.
        var rnA = 0.0, rnB = 0.0
        var rtA = 0.0, rtB = 0.0
        var dnA = 0.0, dnB = 0.0
    }

    let indexA: Int32
    let indexB: Int32
    /// Whether there is a second body (false for an edge).
    let hasB: Bool
    var pointCount = 0
    var normal = Vec2.zero
    var friction = 0.0
    var restitution = 0.0
    /// How much the bodies' external accelerations (gravity, pushes) close the contact per
    /// substep, pt/s: restitution takes it into account to return the height a bounce fell.
    var approachGain = 0.0
    /// Whether the contact has pushed this step (and so had its one chance to bounce).
    var hasHit = false
    var point0 = Point()
    var point1 = Point()
    var softness = Softness.rigid
    /// The bodies' inverse masses and inertias, copied when the step begins.
    var massA = 0.0, inertiaA = 0.0, massB = 0.0, inertiaB = 0.0
    /// The block solver's matrix K, which maps the two normal impulses to normal velocity
    /// changes (fixed for the step, as the anchors are), its determinant, and whether it is
    /// well enough conditioned to use.
    var k11 = 0.0, k12 = 0.0, k22 = 0.0, determinant = 0.0
    var blockSolvable = false

    /// A constraint with the bodies' places and nothing else, filled in by its lane.
    init(indexA: Int32, indexB: Int32, hasB: Bool) {
        self.indexA = indexA
        self.indexB = indexB
        self.hasB = hasB
    }

    /// `contact` prepared for this step: its anchors from the bodies' positions as the step
    /// begins, its impulses kept from the last.
    @inline(__always)
    init(_ contact: UnsafePointer<Contact>, _ context: StepContext, _ bodies: SolverBodies) {
        indexA = contact.pointee.indexA
        indexB = contact.pointee.indexB
        hasB = contact.pointee.hasB
        pointCount = contact.pointee.pointCount
        normal = contact.pointee.normal
        friction = contact.pointee.friction
        restitution = contact.pointee.restitution
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
        // Effective mass along direction d at anchors rA, rB: 1 / (mA + mB + iA (rA×d)² + iB (rB×d)²).
        func prepare(_ c: Contact.Point, _ p: inout Point) {
            let anchorA = c.position - positionA
            let anchorB = c.position - positionB
            p.normalImpulse = c.normalImpulse
            p.tangentImpulse = c.tangentImpulse
            p.dnA = dot(anchorA, normal)
            p.dnB = dot(anchorB, normal)
            p.adjustedSeparation = c.initialSeparation - (p.dnB - p.dnA)
            let rnA = cross(anchorA, normal), rnB = cross(anchorB, normal)
            p.rnA = rnA
            p.rnB = rnB
            let kNormal = mA + mB + iA * rnA * rnA + iB * rnB * rnB
            p.normalMass = kNormal > 0 ? 1 / kNormal : 0
            let rtA = cross(anchorA, tangent), rtB = cross(anchorB, tangent)
            p.rtA = rtA
            p.rtB = rtB
            let kTangent = mA + mB + iA * rtA * rtA + iB * rtB * rtB
            p.tangentMass = kTangent > 0 ? 1 / kTangent : 0
            // The approach for restitution is recorded during the substeps.
        }
        if pointCount > 0 { prepare(contact.pointee.point0, &point0) }
        if pointCount > 1 { prepare(contact.pointee.point1, &point1) }
        if pointCount == 2 {
            let rn1A = point0.rnA, rn1B = point0.rnB
            let rn2A = point1.rnA, rn2B = point1.rnB
            k11 = mA + mB + iA * rn1A * rn1A + iB * rn1B * rn1B
            k22 = mA + mB + iA * rn2A * rn2A + iB * rn2B * rn2B
            k12 = mA + mB + iA * rn1A * rn2A + iB * rn1B * rn2B
            determinant = k11 * k22 - k12 * k12
            blockSolvable = k11 > 0 && k22 > 0 && k11 * k11 < 1000 * determinant
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

    /// Applies `impulse` along `direction` at arms `armA`, `armB` (a point's rn for the normal).
    /// Callers skip a zero impulse: adding ±0 leaves every velocity as it was (a component that
    /// is exactly −0 would become +0, and no step makes one: sums that cancel round to +0).
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

    /// How one point's normal impulse is computed: the bounce's target speed as a bias, with
    /// the rigid contact's scales.
    private struct NormalTerm {
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
}
