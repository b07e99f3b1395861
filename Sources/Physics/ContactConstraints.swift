// The contacts' solve in lanes: each step the contacts between two moving bodies are
// coloured (a graph colouring in which no two contacts of one colour move the same body), and
// each colour's contacts are packed four at a time into `ContactBatch`es, structure of
// arrays, one contact per lane. A pass then solves a whole batch with the same arithmetic in
// every lane: the two-point block solver's cases and the relax pass's "leave a gap alone"
// become masks. Box2D v3 has this shape (constraint_graph.c colours its contacts,
// contact_solver.c solves them eight or four wide); the arithmetic here is this engine's own
// (ContactSolver.swift says what each stage does and why).
//
// The lanes compute in `Double`, as the rest of the engine does (two SSE2 registers per lane
// vector). `Float` lanes, as Box2D v3 has, were 4 % faster on the pile, but with every
// contact in lanes their rounding changed how the flick demo's box, tumbling into a corner,
// landed (it came to rest 29 pt from the corner, tipped onto its edge on the way): a
// different landing, not a last-bit difference. Contacts with an edge or a fixed body, and
// contacts that fit no colour (a body in more than `colourCount` contacts), are solved one at
// a time by `Contact`'s own methods, before the batches (`onlyBetweenMoving`). The bounce
// stays scalar too: few contacts bounce, and only in the substep they hit.

/// One contact per lane.
typealias Lane = SIMD4<Double>
typealias LaneMask = SIMDMask<Lane.MaskStorage>

@inline(__always) private func select(_ mask: LaneMask, _ a: Lane, _ b: Lane) -> Lane { b.replacing(with: a, where: mask) }
/// The larger lane by lane (b where either is NaN).
@inline(__always) private func larger(_ a: Lane, _ b: Lane) -> Lane { select(a .> b, a, b) }
@inline(__always) private func smaller(_ a: Lane, _ b: Lane) -> Lane { select(a .< b, a, b) }

/// A contact point in lanes: what `Contact.Point` holds, fixed for the step or accumulated.
struct LanePoint {
    var rnA = Lane(), rnB = Lane(), rtA = Lane(), rtB = Lane(), dnA = Lane(), dnB = Lane()
    /// The separation as the step began: the current one adds the bodies' motion since.
    var separation = Lane()
    var normalMass = Lane(), tangentMass = Lane()
    var normalImpulse = Lane(), tangentImpulse = Lane(), maxNormalImpulse = Lane()
    var relativeVelocity = Lane(), impactSeparation = Lane()
}

/// Up to `Lane.scalarCount` contacts of one colour.
struct ContactBatch {
    var nx = Lane(), ny = Lane(), friction = Lane(), restitution = Lane(), approachGain = Lane()
    var mA = Lane(), iA = Lane(), mB = Lane(), iB = Lane()
    var biasRate = Lane(), massScale = Lane(), impulseScale = Lane()
    var k11 = Lane(), k12 = Lane(), k22 = Lane(), determinant = Lane()
    var blockSolvable = LaneMask(), two = LaneMask(), hit = LaneMask()
    var p0 = LanePoint(), p1 = LanePoint()
}

/// Both bodies' velocities in lanes.
private struct LaneVelocities {
    var vAx: Lane, vAy: Lane, wA: Lane, vBx: Lane, vBy: Lane, wB: Lane

    @inline(__always)
    mutating func apply(_ impulse: Lane, _ dx: Lane, _ dy: Lane, armA: Lane, armB: Lane, _ mA: Lane, _ iA: Lane, _ mB: Lane, _ iB: Lane) {
        let pA = mA * impulse, pB = mB * impulse
        vAx -= pA * dx
        vAy -= pA * dy
        wA -= (iA * impulse) * armA
        vBx += pB * dx
        vBy += pB * dy
        wB += (iB * impulse) * armB
    }
}

/// The step's contacts coloured and packed into batches; reused from step to step.
final class ContactGraph {
    /// Box2D v3 uses 24 colours; a pile of boxes needs about ten.
    static let colourCount = 24
    static let width = Lane.scalarCount
    /// Where a batch's two points lie in it, for passes that treat both alike.
    private static let firstPoint = MemoryLayout<ContactBatch>.offset(of: \ContactBatch.p0)!
    private static let secondPoint = MemoryLayout<ContactBatch>.offset(of: \ContactBatch.p1)!
    /// Contacts with an edge or a fixed body are solved one at a time, in list order, before
    /// the lanes, exactly as before the lanes: an item alone against the boundaries (most
    /// scenes) moves bit for bit as it did. With them in lanes, the label re-drop demo's label,
    /// resting on the bottom edge against the left one, tipped 5° at 4.9 s (Fixtures/
    /// label-redrop/t5.00.png), which was not understood in the time there was; a pile's
    /// contacts are mostly between boxes, so the lanes keep most of their gain.
    static let onlyBetweenMoving = true
    /// A gap the relax pass treats as a touch, in points: far above the rounding of the
    /// motion in Double, far below anything seen. At 0.001 pt a 500-box pile kept jittering
    /// (the animator never paused in 10 s; 139 ticks at this value, 182 before the lanes).
    static let touchTolerance: Lane.Scalar = 1e-9

    private(set) var batchCount = 0
    private var batchCapacity = 0
    private var batches: UnsafeMutablePointer<ContactBatch>
    /// Per lane (batch × width + lane): the bodies' places and the contact's place in the
    /// world's list (−1 for an empty lane, whose bodies are the still slot).
    private var bodyA: UnsafeMutablePointer<Int32>
    private var bodyB: UnsafeMutablePointer<Int32>
    private var contactOf: UnsafeMutablePointer<Int32>
    /// The bodies' velocities (x, y, spin, 0) and motion since the step began (x, y,
    /// cos − 1 and sin of the turn), per body place and the still slot: what the passes
    /// gather from and scatter to, loaded from `SolverBodies` before a stage and stored back
    /// after it (four numbers a body, so a lane's body is one load).
    private var velocity: UnsafeMutablePointer<Lane>
    private var motion: UnsafeMutablePointer<Lane>
    private var bodyCapacity = 1
    private var bodyCount = 0
    /// The contacts no colour could take, in list order.
    private(set) var overflow: [Int32] = []
    private var used: [UInt64] = []
    private var colourOf: [Int8] = []
    private var colourStart = [Int](repeating: 0, count: ContactGraph.colourCount + 1)

    init() {
        batches = .allocate(capacity: 1)
        bodyA = .allocate(capacity: Self.width)
        bodyB = .allocate(capacity: Self.width)
        contactOf = .allocate(capacity: Self.width)
        batchCapacity = 1
        velocity = .allocate(capacity: 1)
        motion = .allocate(capacity: 1)
    }

    deinit {
        batches.deallocate(); bodyA.deallocate(); bodyB.deallocate(); contactOf.deallocate()
        velocity.deallocate(); motion.deallocate()
    }

    private func reserve(_ count: Int) {
        guard count > batchCapacity else { return }
        batches.deallocate(); bodyA.deallocate(); bodyB.deallocate(); contactOf.deallocate()
        batchCapacity = max(count, 2 * batchCapacity)
        batches = .allocate(capacity: batchCapacity)
        bodyA = .allocate(capacity: batchCapacity * Self.width)
        bodyB = .allocate(capacity: batchCapacity * Self.width)
        contactOf = .allocate(capacity: batchCapacity * Self.width)
    }

    // MARK: Building

    /// Colours the prepared contacts (first fit, in list order, so the same contacts always
    /// get the same colours) and packs them, colour by colour, into batches.
    func build(_ contacts: UnsafeMutableBufferPointer<Contact>, _ bodies: SolverBodies) {
        let colours = Self.colourCount, width = Self.width
        let words = (bodies.count + 64) >> 6
        used.removeAll(keepingCapacity: true)
        used.append(contentsOf: repeatElement(0, count: colours * words))
        colourOf.removeAll(keepingCapacity: true)
        colourOf.append(contentsOf: repeatElement(-1, count: contacts.count))
        overflow.removeAll(keepingCapacity: true)
        var counts = [Int](repeating: 0, count: colours)
        let isDynamic = bodies.isDynamic
        bodyCount = bodies.count
        if bodyCount + 1 > bodyCapacity {
            velocity.deallocate(); motion.deallocate()
            bodyCapacity = max(bodyCount + 1, 2 * bodyCapacity)
            velocity = .allocate(capacity: bodyCapacity)
            motion = .allocate(capacity: bodyCapacity)
        }
        // The still slot, and every body's motion as the step begins: none.
        velocity[bodyCount] = Lane()
        for index in 0...bodyCount { motion[index] = Lane() }
        used.withUnsafeMutableBufferPointer { used in
            // Field by field through a pointer: a contact is hundreds of bytes.
            guard let first = contacts.baseAddress else { return }
            for index in contacts.indices {
                let contact = first + index
                guard contact.pointee.pointCount > 0 else { continue }
                let a = Int(contact.pointee.indexA), b = Int(contact.pointee.indexB)
                let dynamicA = isDynamic[a], dynamicB = contact.pointee.hasB && isDynamic[b]
                // Only contacts between two moving bodies go into lanes (see `onlyBetweenMoving`).
                guard !Self.onlyBetweenMoving || (dynamicA && dynamicB) else {
                    overflow.append(Int32(index))
                    continue
                }
                let wordA = a >> 6, bitA: UInt64 = dynamicA ? 1 << UInt64(a & 63) : 0
                let wordB = b >> 6, bitB: UInt64 = dynamicB ? 1 << UInt64(b & 63) : 0
                var found = -1
                for colour in 0..<colours {
                    let base = colour * words
                    if used[base + wordA] & bitA == 0, used[base + wordB] & bitB == 0 {
                        used[base + wordA] |= bitA
                        used[base + wordB] |= bitB
                        found = colour
                        break
                    }
                }
                if found < 0 {
                    overflow.append(Int32(index))
                } else {
                    colourOf[index] = Int8(found)
                    counts[found] += 1
                }
            }
        }
        // Each colour starts a new batch.
        var total = 0
        for colour in 0..<colours {
            colourStart[colour] = total
            total += (counts[colour] + width - 1) / width
        }
        colourStart[colours] = total
        reserve(total)
        batchCount = total
        let still = Int32(bodies.stillSlot)
        for batch in 0..<total {
            batches[batch] = ContactBatch()
            for lane in 0..<width {
                bodyA[batch * width + lane] = still
                bodyB[batch * width + lane] = still
                contactOf[batch * width + lane] = -1
            }
        }
        var filled = [Int](repeating: 0, count: colours)
        for index in contacts.indices {
            let colour = Int(colourOf[index])
            guard colour >= 0 else { continue }
            let slot = colourStart[colour] * width + filled[colour]
            filled[colour] += 1
            pack(UnsafePointer(contacts.baseAddress! + index), index, into: slot)
        }
    }

    private func pack(_ c: UnsafePointer<Contact>, _ index: Int, into slot: Int) {
        let width = Self.width
        let batch = slot / width, lane = slot % width
        bodyA[slot] = c.pointee.indexA
        bodyB[slot] = c.pointee.indexB
        contactOf[slot] = Int32(index)
        let b = batches + batch
        b.pointee.nx[lane] = c.pointee.normal.x
        b.pointee.ny[lane] = c.pointee.normal.y
        b.pointee.friction[lane] = c.pointee.friction
        b.pointee.restitution[lane] = c.pointee.restitution
        b.pointee.approachGain[lane] = c.pointee.approachGain
        b.pointee.mA[lane] = c.pointee.massA
        b.pointee.iA[lane] = c.pointee.inertiaA
        b.pointee.mB[lane] = c.pointee.hasB ? c.pointee.massB : 0
        b.pointee.iB[lane] = c.pointee.hasB ? c.pointee.inertiaB : 0
        b.pointee.biasRate[lane] = c.pointee.softness.biasRate
        b.pointee.massScale[lane] = c.pointee.softness.massScale
        b.pointee.impulseScale[lane] = c.pointee.softness.impulseScale
        b.pointee.k11[lane] = c.pointee.k11
        b.pointee.k12[lane] = c.pointee.k12
        b.pointee.k22[lane] = c.pointee.k22
        b.pointee.determinant[lane] = c.pointee.determinant
        b.pointee.blockSolvable[lane] = c.pointee.blockSolvable
        b.pointee.two[lane] = c.pointee.pointCount == 2
        b.pointee.hit[lane] = false
        func load(_ p: Contact.Point, into q: inout LanePoint) {
            q.rnA[lane] = p.rnA
            q.rnB[lane] = p.rnB
            q.rtA[lane] = p.rtA
            q.rtB[lane] = p.rtB
            q.dnA[lane] = p.dnA
            q.dnB[lane] = p.dnB
            q.separation[lane] = p.initialSeparation
            q.normalMass[lane] = p.normalMass
            q.tangentMass[lane] = p.tangentMass
            q.normalImpulse[lane] = p.normalImpulse
            q.tangentImpulse[lane] = p.tangentImpulse
            q.maxNormalImpulse[lane] = 0
            q.relativeVelocity[lane] = 0
            q.impactSeparation[lane] = 0
        }
        load(c.pointee.point0, into: &b.pointee.p0)
        if c.pointee.pointCount > 1 { load(c.pointee.point1, into: &b.pointee.p1) }
    }

    /// Copies the lanes' impulses back into the contacts, for the warm starts, touching and
    /// contact events.
    func store(_ contacts: UnsafeMutableBufferPointer<Contact>) {
        let width = Self.width
        for batch in 0..<batchCount {
            let b = batches + batch
            for lane in 0..<width {
                let index = Int(contactOf[batch * width + lane])
                guard index >= 0 else { continue }
                func store(_ q: LanePoint, into p: inout Contact.Point) {
                    p.normalImpulse = Double(q.normalImpulse[lane])
                    p.tangentImpulse = Double(q.tangentImpulse[lane])
                    p.maxNormalImpulse = Double(q.maxNormalImpulse[lane])
                    p.relativeVelocity = Double(q.relativeVelocity[lane])
                    p.impactSeparation = Double(q.impactSeparation[lane])
                }
                store(b.pointee.p0, into: &contacts[index].point0)
                if contacts[index].pointCount > 1 { store(b.pointee.p1, into: &contacts[index].point1) }
                contacts[index].hasHit = b.pointee.hit[lane]
            }
        }
    }

    // MARK: Loading and storing velocities

    /// Loads the bodies' velocities before a stage's passes.
    func loadVelocities(_ states: UnsafeMutablePointer<BodyState>) {
        guard batchCount > 0 else { return }
        for index in 0..<bodyCount {
            let state = states[index]
            velocity[index] = Lane(state.linearVelocity.x, state.linearVelocity.y, state.angularVelocity, 0)
        }
    }

    /// Stores the stage's velocities back. A body no contact pushes, and a fixed body (its
    /// inverse mass and inertia are zero), gets back exactly what it had.
    func storeVelocities(_ states: UnsafeMutablePointer<BodyState>) {
        guard batchCount > 0 else { return }
        for index in 0..<bodyCount {
            let v = velocity[index]
            states[index].linearVelocity = Vec2(v[0], v[1])
            states[index].angularVelocity = v[2]
        }
    }

    /// Loads the bodies' motion since the step began, after each substep moves them.
    func loadMotion(_ states: UnsafeMutablePointer<BodyState>) {
        guard batchCount > 0 else { return }
        for index in 0..<bodyCount {
            let state = states[index]
            motion[index] = Lane(
                (state.deltaPosition.x), (state.deltaPosition.y),
                (state.deltaRotation.c - 1), (state.deltaRotation.s))
        }
    }

    /// Both bodies' velocities in lanes, from four bodies' (x, y, spin, 0) each.
    @inline(__always)
    private func gather(_ batch: Int) -> LaneVelocities {
        let base = batch * Self.width
        let a0 = velocity[Int(bodyA[base])], a1 = velocity[Int(bodyA[base + 1])]
        let a2 = velocity[Int(bodyA[base + 2])], a3 = velocity[Int(bodyA[base + 3])]
        let b0 = velocity[Int(bodyB[base])], b1 = velocity[Int(bodyB[base + 1])]
        let b2 = velocity[Int(bodyB[base + 2])], b3 = velocity[Int(bodyB[base + 3])]
        return LaneVelocities(
            vAx: Lane(a0[0], a1[0], a2[0], a3[0]), vAy: Lane(a0[1], a1[1], a2[1], a3[1]), wA: Lane(a0[2], a1[2], a2[2], a3[2]),
            vBx: Lane(b0[0], b1[0], b2[0], b3[0]), vBy: Lane(b0[1], b1[1], b2[1], b3[1]), wB: Lane(b0[2], b1[2], b2[2], b3[2]))
    }

    /// Writes the lanes' velocities back: the lanes' dynamic bodies differ (the colouring);
    /// lanes sharing a fixed body or the still slot write back what they read.
    @inline(__always)
    private func scatter(_ v: LaneVelocities, _ batch: Int) {
        let base = batch * Self.width
        for lane in 0..<Self.width {
            velocity[Int(bodyA[base + lane])] = Lane(v.vAx[lane], v.vAy[lane], v.wA[lane], 0)
            velocity[Int(bodyB[base + lane])] = Lane(v.vBx[lane], v.vBy[lane], v.wB[lane], 0)
        }
    }

    // MARK: The passes

    /// Applies last substep's (or, in the first, last step's kept) impulses again.
    func warmStart() {
        for batch in 0..<batchCount {
            var v = gather(batch)
            let bp = batches + batch
            let nx = bp.pointee.nx, ny = bp.pointee.ny
            let mA = bp.pointee.mA, iA = bp.pointee.iA, mB = bp.pointee.mB, iB = bp.pointee.iB
            let n0 = bp.pointee.p0.normalImpulse, t0 = bp.pointee.p0.tangentImpulse
            let n1 = bp.pointee.p1.normalImpulse, t1 = bp.pointee.p1.tangentImpulse
            // Both points' impulses: n along the normal, t along the tangent (−ny, nx).
            let px = (n0 + n1) * nx - (t0 + t1) * ny
            let py = (n0 + n1) * ny + (t0 + t1) * nx
            v.vAx -= mA * px
            v.vAy -= mA * py
            let spinA: Lane = (n0 * bp.pointee.p0.rnA + t0 * bp.pointee.p0.rtA) + (n1 * bp.pointee.p1.rnA + t1 * bp.pointee.p1.rtA)
            let spinB: Lane = (n0 * bp.pointee.p0.rnB + t0 * bp.pointee.p0.rtB) + (n1 * bp.pointee.p1.rnB + t1 * bp.pointee.p1.rtB)
            v.wA -= iA * spinA
            v.vBx += mB * px
            v.vBy += mB * py
            v.wB += iB * spinB
            scatter(v, batch)
        }
    }

    /// The solve (`useBias`) or the relax pass over every batch.
    func solve(_ context: StepContext, useBias: Bool) {
        if useBias {
            for batch in 0..<batchCount { solve(batch, context, useBias: true) }
        } else {
            for batch in 0..<batchCount { solve(batch, context, useBias: false) }
        }
    }

    @inline(__always)
    private func solve(_ batch: Int, _ context: StepContext, useBias: Bool) {
        var v = gather(batch)
        // How far the bodies moved since the step began, and each body's turn since as
        // (cos − 1, sin).
        let base = batch * Self.width
        let qa0 = motion[Int(bodyA[base])], qa1 = motion[Int(bodyA[base + 1])]
        let qa2 = motion[Int(bodyA[base + 2])], qa3 = motion[Int(bodyA[base + 3])]
        let qb0 = motion[Int(bodyB[base])], qb1 = motion[Int(bodyB[base + 1])]
        let qb2 = motion[Int(bodyB[base + 2])], qb3 = motion[Int(bodyB[base + 3])]
        let dx = Lane(qb0[0], qb1[0], qb2[0], qb3[0]) - Lane(qa0[0], qa1[0], qa2[0], qa3[0])
        let dy = Lane(qb0[1], qb1[1], qb2[1], qb3[1]) - Lane(qa0[1], qa1[1], qa2[1], qa3[1])
        let cA = Lane(qa0[2], qa1[2], qa2[2], qa3[2]), sA = Lane(qa0[3], qa1[3], qa2[3], qa3[3])
        let cB = Lane(qb0[2], qb1[2], qb2[2], qb3[2]), sB = Lane(qb0[3], qb1[3], qb2[3], qb3[3])
        // Fields are read one by one through the pointer: copying the whole batch (or a
        // point) would copy hundreds of bytes.
        let bp = batches + batch
        let nx = bp.pointee.nx, ny = bp.pointee.ny
        let rnA0 = bp.pointee.p0.rnA, rnB0 = bp.pointee.p0.rnB, rnA1 = bp.pointee.p1.rnA, rnB1 = bp.pointee.p1.rnB
        let moved = dx * nx + dy * ny
        // separation = moved + turned + separation at the start, where turning a body by
        // (c, s) moves its anchor's extent along the normal from dn to c·dn + s·rn.
        let s0 = (moved + ((cB * bp.pointee.p0.dnB + sB * rnB0) - (cA * bp.pointee.p0.dnA + sA * rnA0))) + bp.pointee.p0.separation
        let s1 = (moved + ((cB * bp.pointee.p1.dnB + sB * rnB1) - (cA * bp.pointee.p1.dnA + sA * rnA1))) + bp.pointee.p1.separation
        let zero = Lane(), one = Lane(repeating: 1)
        let mA = bp.pointee.mA, iA = bp.pointee.iA, mB = bp.pointee.mB, iB = bp.pointee.iB
        var bias0 = zero, bias1 = zero, scale0: Lane, scale1: Lane, impulseScale0 = zero, impulseScale1 = zero
        let open0 = s0 .> zero, open1 = s1 .> zero
        let vn0 = ((v.vBx - v.vAx) * nx + (v.vBy - v.vAy) * ny) + (v.wB * rnB0 - v.wA * rnA0)
        let vn1 = ((v.vBx - v.vAx) * nx + (v.vBy - v.vAy) * ny) + (v.wB * rnB1 - v.wA * rnA1)
        let max0 = bp.pointee.p0.maxNormalImpulse, max1 = bp.pointee.p1.maxNormalImpulse
        if useBias {
            // A gap: allow closing exactly the gap this substep (speculative). Overlap: the
            // soft constraint's bias, mass and impulse scales.
            let inverseH = Lane(repeating: (context.inverseH))
            let maxBias = Lane(repeating: (-context.maxBiasVelocity))
            let biasRate = bp.pointee.biasRate, massScale = bp.pointee.massScale, impulseScale = bp.pointee.impulseScale
            bias0 = select(open0, s0 * inverseH, larger(biasRate * s0, maxBias))
            bias1 = select(open1, s1 * inverseH, larger(biasRate * s1, maxBias))
            scale0 = select(open0, one, massScale)
            scale1 = select(open1, one, massScale)
            impulseScale0 = select(open0, zero, impulseScale)
            impulseScale1 = select(open1, zero, impulseScale)
            // Until the contact first pushes, its points' approach is kept at the start of
            // each substep's solve, for restitution (ContactSolver.swift says why).
            let recording = (max0 .== zero) .& (max1 .== zero)
            if any(recording) {
                bp.pointee.p0.relativeVelocity = select(recording, vn0, bp.pointee.p0.relativeVelocity)
                bp.pointee.p1.relativeVelocity = select(recording, vn1, bp.pointee.p1.relativeVelocity)
                bp.pointee.p0.impactSeparation = select(recording, larger(s0, zero), bp.pointee.p0.impactSeparation)
                bp.pointee.p1.impactSeparation = select(recording, larger(s1, zero), bp.pointee.p1.impactSeparation)
            }
        } else {
            // The relax pass leaves a gap alone, but not a touch: a speculative push that
            // closed a gap exactly leaves a separation of zero give or take the rounding of
            // the motion, and that point must be stopped (with every contact in lanes, Float
            // or Double, boxes dropped on a floor bounced short when it came out a gap).
            let tolerance = Lane(repeating: Self.touchTolerance)
            scale0 = select(s0 .> tolerance, zero, one)
            scale1 = select(s1 .> tolerance, zero, one)
        }
        let a0 = bp.pointee.p0.normalImpulse, a1 = bp.pointee.p1.normalImpulse
        let two = bp.pointee.two
        let active0 = scale0 .!= zero
        let active1 = two .& (scale1 .!= zero)
        // Both points together (the 2 × 2 block solver) where they have the same scale and the
        // system is well conditioned; its cases, both pushing, only the first, only the
        // second, as masks.
        let block = bp.pointee.blockSolvable .& two .& active0 .& (scale0 .== scale1)
        let r0 = vn0 + bias0, r1 = vn1 + bias1
        var x0 = zero, x1 = zero
        if any(block) {
            let k11 = bp.pointee.k11, k12 = bp.pointee.k12, k22 = bp.pointee.k22
            let scale = scale0 / bp.pointee.determinant
            let both0 = (a0 - scale * (k22 * r0 - k12 * r1)) - impulseScale0 * a0
            let both1 = (a1 - scale * (k11 * r1 - k12 * r0)) - impulseScale1 * a1
            let first = (a0 - scale0 * (r0 - k12 * a1) / k11) - impulseScale0 * a0
            let second = (a1 - scale0 * (r1 - k12 * a0) / k22) - impulseScale1 * a1
            let bothPush = (both0 .>= zero) .& (both1 .>= zero)
            let firstPushes = first .>= zero
            x0 = select(bothPush, both0, select(firstPushes, first, zero))
            x1 = select(bothPush, both1, select(firstPushes, zero, select(second .>= zero, second, zero)))
        }
        // One point after the other elsewhere.
        let single0 = larger(a0 + ((-bp.pointee.p0.normalMass * scale0) * r0 - impulseScale0 * a0), zero)
        let new0 = select(block, x0, select(active0, single0, a0))
        let d0 = new0 - a0
        v.apply(d0, nx, ny, armA: rnA0, armB: rnB0, mA, iA, mB, iB)
        let vn1After = ((v.vBx - v.vAx) * nx + (v.vBy - v.vAy) * ny) + (v.wB * rnB1 - v.wA * rnA1)
        let single1 = larger(a1 + ((-bp.pointee.p1.normalMass * scale1) * (vn1After + bias1) - impulseScale1 * a1), zero)
        let new1 = select(block, x1, select(active1, single1, a1))
        let d1 = new1 - a1
        v.apply(d1, nx, ny, armA: rnA1, armB: rnB1, mA, iA, mB, iB)
        bp.pointee.p0.normalImpulse = new0
        bp.pointee.p1.normalImpulse = new1
        bp.pointee.p0.maxNormalImpulse = larger(max0, d0)
        bp.pointee.p1.maxNormalImpulse = larger(max1, d1)

        // Friction, bounded by each point's normal impulse.
        let tx = -ny, ty = nx, friction = bp.pointee.friction
        @inline(__always) func solveFriction(_ p: UnsafeMutablePointer<LanePoint>, normalImpulse: Lane) {
            let rtA = p.pointee.rtA, rtB = p.pointee.rtB, t = p.pointee.tangentImpulse
            let vt = ((v.vBx - v.vAx) * tx + (v.vBy - v.vAy) * ty) + (v.wB * rtB - v.wA * rtA)
            let limit = friction * normalImpulse
            let accumulated = smaller(larger(t - p.pointee.tangentMass * vt, -limit), limit)
            p.pointee.tangentImpulse = accumulated
            v.apply(accumulated - t, tx, ty, armA: rtA, armB: rtB, mA, iA, mB, iB)
        }
        let points = UnsafeMutableRawPointer(bp)
        solveFriction((points + Self.firstPoint).assumingMemoryBound(to: LanePoint.self), normalImpulse: new0)
        solveFriction((points + Self.secondPoint).assumingMemoryBound(to: LanePoint.self), normalImpulse: new1)
        scatter(v, batch)
    }

    /// Gives each contact that pushed for the first time this step its one chance to bounce
    /// (`Contact.bounceIfItHit`, in Double, on the contact loaded from its lane).
    func bounce(_ context: StepContext, _ contacts: UnsafeMutableBufferPointer<Contact>, _ states: UnsafeMutablePointer<BodyState>) {
        let width = Self.width, zero = Lane()
        for batch in 0..<batchCount {
            let bp = batches + batch
            let hit = bp.pointee.hit
            let hitNow = .!hit .& ((bp.pointee.p0.maxNormalImpulse .> zero) .| (bp.pointee.p1.maxNormalImpulse .> zero))
            guard any(hitNow) else { continue }
            bp.pointee.hit = hit .| hitNow
            var bouncing = hitNow .& (bp.pointee.restitution .> zero)
            guard any(bouncing) else { continue }
            // Most hits are too slow to bounce: `Contact.bounceSpeed`'s test in lanes, with a
            // margin, picks the lanes worth the exact test on the contact.
            let g = bp.pointee.approachGain
            let twoGOverH = 2 * g * Lane(repeating: (context.inverseH))
            let threshold = (context.restitutionThreshold)
            let floor = Lane(repeating: 0.81 * threshold * threshold - 1)
            func mayBounce(_ maxImpulse: Lane, _ relativeVelocity: Lane, _ impactSeparation: Lane) -> LaneMask {
                let s = -relativeVelocity - g
                let impactSquared = s * s + g * s + twoGOverH * impactSeparation
                return (maxImpulse .> zero) .& (relativeVelocity .< zero) .& (impactSquared .> floor)
            }
            let may0 = mayBounce(bp.pointee.p0.maxNormalImpulse, bp.pointee.p0.relativeVelocity, bp.pointee.p0.impactSeparation)
            let may1 = mayBounce(bp.pointee.p1.maxNormalImpulse, bp.pointee.p1.relativeVelocity, bp.pointee.p1.impactSeparation)
            bouncing = bouncing .& (may0 .| (bp.pointee.two .& may1))
            guard any(bouncing) else { continue }
            for lane in 0..<width where bouncing[lane] {
                let index = Int(contactOf[batch * width + lane])
                func load(_ q: LanePoint, into p: inout Contact.Point) {
                    p.normalImpulse = Double(q.normalImpulse[lane])
                    p.maxNormalImpulse = Double(q.maxNormalImpulse[lane])
                    p.relativeVelocity = Double(q.relativeVelocity[lane])
                    p.impactSeparation = Double(q.impactSeparation[lane])
                }
                load(bp.pointee.p0, into: &contacts[index].point0)
                load(bp.pointee.p1, into: &contacts[index].point1)
                contacts[index].hasHit = false
                contacts[index].bounceIfItHit(context, states)
                bp.pointee.p0.normalImpulse[lane] = (contacts[index].point0.normalImpulse)
                bp.pointee.p0.maxNormalImpulse[lane] = (contacts[index].point0.maxNormalImpulse)
                bp.pointee.p1.normalImpulse[lane] = (contacts[index].point1.normalImpulse)
                bp.pointee.p1.maxNormalImpulse[lane] = (contacts[index].point1.maxNormalImpulse)
            }
        }
    }
}
