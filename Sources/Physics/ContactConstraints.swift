// The contacts' solve in lanes: each step the contacts are coloured (a graph colouring in
// which no two contacts of one colour move the same body; fixed bodies and edges, which no
// contact moves, may be shared), and each colour's contacts are packed four at a time into
// `ContactBatch`es, structure of arrays, one contact per lane. A pass then solves a whole batch
// with the same arithmetic in every lane: the two-point block solver's cases and the relax
// pass's "leave a gap alone" become masks. Box2D v3 has this shape (constraint_graph.c colours
// its contacts, contact_solver.c solves them eight or four wide); the arithmetic here is this
// engine's own.
//
// A lane computes what the engine's scalar solver, one contact at a time, computed for the
// contact alone (exactly, while the lanes were `Double`): the same operations in the same
// order (the separation from the anchors' extents and the turn's cosine, each point's warm
// start on its own), so a contact's result does not depend on its lane, its batch or the
// other lanes. That matters beyond the
// last bit: a label landing flat on the floor beside a wall stays flat only while its two
// corners are treated exactly alike; a spin of 1e-16 rad/s from a differently rounded sum
// grew, on its next landing, into a tumble (Tests/PhysicsTests/LaneSolveTests.swift).
//
// The lanes compute in `Float`, four to an SSE register, as Box2D v3's SSE2
// build does; the rest of the engine stays `Double`. A pass works a group of batches that
// share no moving body (a colour) in three loops: gather the bodies' velocities into the
// batches' lanes, solve, scatter back; each point's separation is measured once after each
// move. In one loop with the arithmetic, the optimizer pushed the 4 × 4 transposes through it
// and split the lanes into scalars (the solve ran 1.4 times the instructions a batch of the
// `Double` lanes). What `Float` changes in behaviour: relax's gap rule needs a rounding
// allowance (below, in `solve`), and the flick demo's box, thrown into a corner, comes to rest
// elsewhere: its landing moves with perturbations of Float's size (a corner throw in `Double`
// with the substep lengthened by 1e-7 lands elsewhere too), not a systematic error.
// Contacts that fit no colour (a body in more than `colourCount` contacts) get a batch each,
// the other lanes empty, ahead of the colours' batches in list order: solved one at a time, as
// the scalar solver solved them before the batches (to the same bits while the lanes were
// `Double`). The bounce stays scalar (`ContactConstraint.bounceIfItHit`): few
// contacts bounce, and only in the substep they hit.

/// One contact per lane.
typealias Lane = SIMD4<Float>
typealias LaneMask = SIMDMask<Lane.MaskStorage>
/// A body's four numbers in the lanes' copies: (x, y, spin, 0) velocities, (x, y, cos, sin)
/// motion.
typealias BodyLanes = SIMD4<Float>

@inline(__always) private func select(_ mask: LaneMask, _ a: Lane, _ b: Lane) -> Lane { b.replacing(with: a, where: mask) }
/// The larger lane by lane (b where either is NaN).
@inline(__always) private func larger(_ a: Lane, _ b: Lane) -> Lane { select(a .> b, a, b) }
@inline(__always) private func smaller(_ a: Lane, _ b: Lane) -> Lane { select(a .< b, a, b) }
/// Each lane's magnitude (its sign bit cleared).
@inline(__always) private func absolute(_ x: Lane) -> Lane {
    unsafeBitCast(unsafeBitCast(x, to: SIMD4<UInt32>.self) & SIMD4(repeating: 0x7fff_ffff), to: Lane.self)
}
/// Whether any lane is set: the mask's bits or-ed as two 64-bit halves (the standard library's
/// `any` reduces lane by lane, a dozen instructions on SSE2).
@inline(__always) private func anyLane(_ mask: LaneMask) -> Bool {
    let halves = unsafeBitCast(mask, to: SIMD2<UInt64>.self)
    return halves[0] | halves[1] != 0
}

/// A contact point in lanes: what `ContactConstraint.Point` holds, fixed for the step or accumulated.
struct LanePoint {
    var rnA = Lane(), rnB = Lane(), rtA = Lane(), rtB = Lane(), dnA = Lane(), dnB = Lane()
    /// The separation as the step began less the anchors' extents along the normal
    /// (`ContactConstraint.Point.adjustedSeparation`): the current one adds the bodies' motion since.
    var separation = Lane()
    /// The separation now: `separation` plus the bodies' motion since the step began, measured
    /// once after each move (`measureSeparations`) for the solve and relax passes that follow.
    var current = Lane()
    /// Whether this substep's solve pushed the point across an open gap (a speculative push).
    var closing = LaneMask()
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

/// Both bodies' velocities in lanes: a batch's working copy during a pass (`ContactGraph.lanes`).
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
    private(set) var batchCount = 0
    private var batchCapacity = 0
    private var batches: UnsafeMutablePointer<ContactBatch>
    /// Per batch: its bodies' velocities in lanes during a pass. A pass works a group of
    /// batches that share no moving body (a colour, or one contact that fits none) in three
    /// loops: gather every batch's velocities, solve every batch, scatter them back. Kept apart
    /// in memory, the transposes stay shuffles: gathered and scattered in the same loop as the
    /// arithmetic, the optimizer pushed them through it and split the lanes into scalars.
    private var lanes: UnsafeMutablePointer<LaneVelocities>
    /// The groups' ends: a group is `groupEnd[g − 1]..<groupEnd[g]` (the first starts at 0).
    @exclusivity(unchecked) private var groupEnd: [Int] = []
    /// Per lane (batch × width + lane): the bodies' places (an empty lane's are the still slot),
    /// as byte offsets into the bodies' lane copies (place × 16), so a lane's body is one load
    /// with no shift: `BodyLanes` is 16 bytes, past what an x86 address can scale by.
    private var bodyA: UnsafeMutablePointer<Int32>
    private var bodyB: UnsafeMutablePointer<Int32>
    /// The bodies' velocities (x, y, spin, 0) and motion since the step began (x, y,
    /// cos and sin of the turn), per body place and the still slot: what the passes
    /// gather from and scatter to, loaded from `SolverBodies` before a stage and stored back
    /// after it, or, with nothing but lanes between the stages, written by the substep's
    /// integrations as they go (four numbers a body, so a lane's body is one load).
    private var velocity: UnsafeMutablePointer<BodyLanes>
    private var motion: UnsafeMutablePointer<BodyLanes>
    private var bodyCapacity = 1
    private var bodyCount = 0
    /// Per contact in the world's list: its lane (batch × width + lane), or −1 if it has no
    /// point, for reading its impulses back.
    @exclusivity(unchecked) private var slotOf: [Int32] = []
    @exclusivity(unchecked) private var used: [UInt64] = []
    @exclusivity(unchecked) private var colourOf: [Int8] = []
    /// `colourOf` a contact no colour could take.
    private static let alone: Int8 = -2
    @exclusivity(unchecked) private var colourStart = [Int](repeating: 0, count: ContactGraph.colourCount + 1)

    init() {
        batches = .allocate(capacity: 1)
        bodyA = .allocate(capacity: Self.width)
        bodyB = .allocate(capacity: Self.width)
        lanes = .allocate(capacity: 1)
        batchCapacity = 1
        velocity = .allocate(capacity: 1)
        motion = .allocate(capacity: 1)
    }

    deinit {
        batches.deallocate(); bodyA.deallocate(); bodyB.deallocate(); lanes.deallocate()
        velocity.deallocate(); motion.deallocate()
    }

    private func reserve(_ count: Int) {
        guard count > batchCapacity else { return }
        batches.deallocate(); bodyA.deallocate(); bodyB.deallocate(); lanes.deallocate()
        batchCapacity = max(count, 2 * batchCapacity)
        batches = .allocate(capacity: batchCapacity)
        lanes = .allocate(capacity: batchCapacity)
        bodyA = .allocate(capacity: batchCapacity * Self.width)
        bodyB = .allocate(capacity: batchCapacity * Self.width)
    }

    // MARK: Building

    /// Colours the contacts (first fit, in list order, so the same contacts always get the
    /// same colours), then, in list order, prepares each (`ContactConstraint`) straight into
    /// the next lane of its colour: the prepared values are never stored in the contact.
    func build(_ contacts: UnsafeMutableBufferPointer<Contact>, _ context: StepContext, _ bodies: SolverBodies) {
        let colours = Self.colourCount, width = Self.width
        let words = (bodies.count + 64) >> 6
        used.removeAll(keepingCapacity: true)
        used.append(contentsOf: repeatElement(0, count: colours * words))
        colourOf.removeAll(keepingCapacity: true)
        colourOf.append(contentsOf: repeatElement(-1, count: contacts.count))
        slotOf.removeAll(keepingCapacity: true)
        slotOf.append(contentsOf: repeatElement(-1, count: contacts.count))
        var overflowCount = 0
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
        velocity[bodyCount] = BodyLanes()
        for index in 0...bodyCount { motion[index] = BodyLanes(0, 0, 1, 0) }
        used.withUnsafeMutableBufferPointer { used in
            // Field by field through a pointer: a contact is hundreds of bytes.
            guard let first = contacts.baseAddress else { return }
            for index in contacts.indices {
                let contact = first + index
                guard contact.pointee.pointCount > 0 else { continue }
                let a = Int(contact.pointee.indexA), b = Int(contact.pointee.indexB)
                let dynamicA = isDynamic[a], dynamicB = contact.pointee.hasB && isDynamic[b]
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
                    colourOf[index] = Self.alone
                    overflowCount += 1
                } else {
                    colourOf[index] = Int8(found)
                    counts[found] += 1
                }
            }
        }
        // The contacts no colour could take come first, a batch each, in list order; then each
        // colour starts a new batch.
        var total = overflowCount
        for colour in 0..<colours {
            colourStart[colour] = total
            total += (counts[colour] + width - 1) / width
        }
        colourStart[colours] = total
        reserve(total)
        batchCount = total
        groupEnd.removeAll(keepingCapacity: true)
        for batch in 0..<overflowCount { groupEnd.append(batch + 1) }
        for colour in 0..<colours where colourStart[colour + 1] > colourStart[colour] {
            groupEnd.append(colourStart[colour + 1])
        }
        let still = Self.offset(bodies.stillSlot)
        // Packing writes every field of a full batch's lanes; a lone contact's batch and a
        // colour's last batch have empty lanes, which must be zeros (no mass, no impulse) and
        // the still slot.
        for batch in 0..<overflowCount { batches[batch] = ContactBatch() }
        for colour in 0..<colours where counts[colour] % width != 0 {
            batches[colourStart[colour + 1] - 1] = ContactBatch()
        }
        for batch in 0..<total {
            for lane in 0..<width {
                bodyA[batch * width + lane] = still
                bodyB[batch * width + lane] = still
            }
        }
        var filled = [Int](repeating: 0, count: colours)
        var alone = 0
        guard let first = contacts.baseAddress else { return }
        for index in contacts.indices {
            let contact = UnsafePointer(first + index)
            let colour = colourOf[index]
            let slot: Int
            if colour >= 0 {
                slot = colourStart[Int(colour)] * width + filled[Int(colour)]
                filled[Int(colour)] += 1
            } else if colour == Self.alone {
                slot = alone * width
                alone += 1
            } else {
                continue
            }
            slotOf[index] = Int32(slot)
            pack(ContactConstraint(contact, context, bodies), into: slot)
        }
        measureSeparations()
    }

    @inline(__always)
    private func pack(_ c: ContactConstraint, into slot: Int) {
        let width = Self.width
        let batch = slot / width, lane = slot % width
        bodyA[slot] = Self.offset(Int(c.indexA))
        bodyB[slot] = Self.offset(Int(c.indexB))
        let b = batches + batch
        b.pointee.nx[lane] = Float(c.normal.x)
        b.pointee.ny[lane] = Float(c.normal.y)
        b.pointee.friction[lane] = Float(c.friction)
        b.pointee.restitution[lane] = Float(c.restitution)
        b.pointee.approachGain[lane] = Float(c.approachGain)
        b.pointee.mA[lane] = Float(c.massA)
        b.pointee.iA[lane] = Float(c.inertiaA)
        b.pointee.mB[lane] = c.hasB ? Float(c.massB) : 0
        b.pointee.iB[lane] = c.hasB ? Float(c.inertiaB) : 0
        b.pointee.biasRate[lane] = Float(c.softness.biasRate)
        b.pointee.massScale[lane] = Float(c.softness.massScale)
        b.pointee.impulseScale[lane] = Float(c.softness.impulseScale)
        b.pointee.k11[lane] = Float(c.k11)
        b.pointee.k12[lane] = Float(c.k12)
        b.pointee.k22[lane] = Float(c.k22)
        b.pointee.determinant[lane] = Float(c.determinant)
        b.pointee.blockSolvable[lane] = c.blockSolvable
        b.pointee.two[lane] = c.pointCount == 2
        b.pointee.hit[lane] = false
        func load(_ p: ContactConstraint.Point, into q: inout LanePoint) {
            q.rnA[lane] = Float(p.rnA)
            q.rnB[lane] = Float(p.rnB)
            q.rtA[lane] = Float(p.rtA)
            q.rtB[lane] = Float(p.rtB)
            q.dnA[lane] = Float(p.dnA)
            q.dnB[lane] = Float(p.dnB)
            q.separation[lane] = Float(p.adjustedSeparation)
            q.normalMass[lane] = Float(p.normalMass)
            q.tangentMass[lane] = Float(p.tangentMass)
            q.normalImpulse[lane] = Float(p.normalImpulse)
            q.tangentImpulse[lane] = Float(p.tangentImpulse)
            q.maxNormalImpulse[lane] = 0
            q.relativeVelocity[lane] = 0
            q.impactSeparation[lane] = 0
        }
        load(c.point0, into: &b.pointee.p0)
        if c.pointCount > 1 {
            load(c.point1, into: &b.pointee.p1)
        } else {
            load(ContactConstraint.Point(), into: &b.pointee.p1)
        }
    }

    /// Copies each contact's impulses back from its lane, finds whether it touched and
    /// touches, for contact events (`Contact.findTouching`), and packs its warm start for the
    /// next step into `warmStarts`: one pass over the contacts, in list order.
    func store(_ contacts: UnsafeMutableBufferPointer<Contact>, _ bodies: SolverBodies, warmStarts: inout [WarmStart]) {
        let width = Self.width
        let states = bodies.state, start = bodies.positionAtStepStart
        warmStarts.removeAll(keepingCapacity: true)
        warmStarts.reserveCapacity(contacts.count)
        guard let first = contacts.baseAddress else { return }
        for index in contacts.indices {
            let contact = first + index
            let slot = Int(slotOf[index])
            var max0 = 0.0, max1 = 0.0
            if slot >= 0 {
                let b = batches + slot / width, lane = slot % width
                contact.pointee.point0.normalImpulse = Double(b.pointee.p0.normalImpulse[lane])
                contact.pointee.point0.tangentImpulse = Double(b.pointee.p0.tangentImpulse[lane])
                max0 = Double(b.pointee.p0.maxNormalImpulse[lane])
                if contact.pointee.pointCount > 1 {
                    contact.pointee.point1.normalImpulse = Double(b.pointee.p1.normalImpulse[lane])
                    contact.pointee.point1.tangentImpulse = Double(b.pointee.p1.tangentImpulse[lane])
                    max1 = Double(b.pointee.p1.maxNormalImpulse[lane])
                }
            }
            contact.pointee.findTouching(
                states, positionA: start[Int(contact.pointee.indexA)], positionB: start[Int(contact.pointee.indexB)],
                maxNormalImpulse0: max0, maxNormalImpulse1: max1)
            warmStarts.append(WarmStart(contact.pointee))
        }
    }

    // MARK: Loading and storing velocities

    /// Loads the bodies' velocities before a stage's passes.
    func loadVelocities(_ states: UnsafeMutablePointer<BodyState>) {
        guard batchCount > 0 else { return }
        for index in 0..<bodyCount { setVelocity(index, states[index].linearVelocity, states[index].angularVelocity) }
    }

    /// Stores the stage's velocities back. A body no contact pushes, and a fixed body (its
    /// inverse mass and inertia are zero), gets back exactly what it had.
    func storeVelocities(_ states: UnsafeMutablePointer<BodyState>) {
        guard batchCount > 0 else { return }
        for index in 0..<bodyCount {
            let v = velocity[index]
            let old = states[index]
            // A number the lanes did not change keeps its `Double` value.
            if Float(old.linearVelocity.x) != v[0] || Float(old.linearVelocity.y) != v[1] {
                states[index].linearVelocity = Vec2(Double(v[0]), Double(v[1]))
            }
            if Float(old.angularVelocity) != v[2] { states[index].angularVelocity = Double(v[2]) }
        }
    }

    /// One moving body's velocity, as the substep's integration sets it.
    @inline(__always)
    func setVelocity(_ index: Int, _ v: Vec2, _ w: Double) {
        velocity[index] = BodyLanes(Float(v.x), Float(v.y), Float(w), 0)
    }

    /// One moving body's motion since the step began, as the substep's integration sets it.
    @inline(__always)
    func setMotion(_ index: Int, _ state: BodyState) {
        motion[index] = BodyLanes(
            Float(state.deltaPosition.x), Float(state.deltaPosition.y), Float(state.deltaRotation.c), Float(state.deltaRotation.s))
    }

    /// Loads the bodies' motion since the step began, after each substep moves them.
    func loadMotion(_ states: UnsafeMutablePointer<BodyState>) {
        guard batchCount > 0 else { return }
        for index in 0..<bodyCount { setMotion(index, states[index]) }
    }

    /// A body's place as a byte offset into the lane copies.
    @inline(__always)
    private static func offset(_ index: Int) -> Int32 { Int32(index * MemoryLayout<BodyLanes>.stride) }

    /// The lane copy at a byte offset.
    @inline(__always)
    private static func row(_ base: UnsafeMutablePointer<BodyLanes>, _ offset: Int32) -> UnsafeMutablePointer<BodyLanes> {
        UnsafeMutableRawPointer(base).advanced(by: Int(offset)).assumingMemoryBound(to: BodyLanes.self)
    }

    /// Four bodies' rows (x, y, z, w) each as columns: (x0, x1, x2, x3), (y…), (z…). Written
    /// as two rounds of pairs, the shape SSE's unpack instructions take.
    @inline(__always)
    private static func transpose(_ r0: BodyLanes, _ r1: BodyLanes, _ r2: BodyLanes, _ r3: BodyLanes) -> (Lane, Lane, Lane, Lane) {
        let a = Lane(r0[0], r1[0], r0[1], r1[1]), b = Lane(r2[0], r3[0], r2[1], r3[1])
        let c = Lane(r0[2], r1[2], r0[3], r1[3]), d = Lane(r2[2], r3[2], r2[3], r3[3])
        return (Lane(lowHalf: a.lowHalf, highHalf: b.lowHalf), Lane(lowHalf: a.highHalf, highHalf: b.highHalf),
                Lane(lowHalf: c.lowHalf, highHalf: d.lowHalf), Lane(lowHalf: c.highHalf, highHalf: d.highHalf))
    }

    /// Copies a batch's bodies' velocities, four bodies' (x, y, spin, 0) each, into its lanes.
    @inline(__always)
    private func gather(_ batch: Int) {
        let base = batch * Self.width
        let (vAx, vAy, wA, _) = Self.transpose(
            Self.row(velocity, bodyA[base]).pointee, Self.row(velocity, bodyA[base + 1]).pointee, Self.row(velocity, bodyA[base + 2]).pointee, Self.row(velocity, bodyA[base + 3]).pointee)
        let (vBx, vBy, wB, _) = Self.transpose(
            Self.row(velocity, bodyB[base]).pointee, Self.row(velocity, bodyB[base + 1]).pointee, Self.row(velocity, bodyB[base + 2]).pointee, Self.row(velocity, bodyB[base + 3]).pointee)
        lanes[batch] = LaneVelocities(vAx: vAx, vAy: vAy, wA: wA, vBx: vBx, vBy: vBy, wB: wB)
    }

    /// Writes a batch's lanes' velocities back: the lanes' dynamic bodies differ (the
    /// colouring); lanes sharing a fixed body or the still slot write back what they read.
    @inline(__always)
    private func scatter(_ batch: Int) {
        let base = batch * Self.width
        let v = lanes[batch], zero = Lane()
        let (a0, a1, a2, a3) = Self.transpose(v.vAx, v.vAy, v.wA, zero)
        Self.row(velocity, bodyA[base]).pointee = a0
        Self.row(velocity, bodyA[base + 1]).pointee = a1
        Self.row(velocity, bodyA[base + 2]).pointee = a2
        Self.row(velocity, bodyA[base + 3]).pointee = a3
        let (b0, b1, b2, b3) = Self.transpose(v.vBx, v.vBy, v.wB, zero)
        Self.row(velocity, bodyB[base]).pointee = b0
        Self.row(velocity, bodyB[base + 1]).pointee = b1
        Self.row(velocity, bodyB[base + 2]).pointee = b2
        Self.row(velocity, bodyB[base + 3]).pointee = b3
    }

    /// Runs `kernel` on every batch, group by group: gather the group's velocities, run the
    /// kernel on each batch, scatter them back.
    @inline(__always)
    private func forEachBatch(_ kernel: (Int) -> Void) {
        var start = 0
        for end in groupEnd {
            for batch in start..<end { gather(batch) }
            for batch in start..<end { kernel(batch) }
            for batch in start..<end { scatter(batch) }
            start = end
        }
    }

    /// Each point's separation now, from how far its bodies moved and turned since the step
    /// began: after the step's build and after each substep moves the bodies.
    func measureSeparations() {
        for batch in 0..<batchCount {
            let base = batch * Self.width
            // How far the bodies moved since the step began, and each body's turn since as
            // (cos, sin).
            let (xA, yA, cA, sA) = Self.transpose(
                Self.row(motion, bodyA[base]).pointee, Self.row(motion, bodyA[base + 1]).pointee, Self.row(motion, bodyA[base + 2]).pointee, Self.row(motion, bodyA[base + 3]).pointee)
            let (xB, yB, cB, sB) = Self.transpose(
                Self.row(motion, bodyB[base]).pointee, Self.row(motion, bodyB[base + 1]).pointee, Self.row(motion, bodyB[base + 2]).pointee, Self.row(motion, bodyB[base + 3]).pointee)
            let dx = xB - xA, dy = yB - yA
            let bp = batches + batch
            let moved = dx * bp.pointee.nx + dy * bp.pointee.ny
            // separation = moved + turned + separation at the start, where turning a body by
            // (c, s) moves its anchor's extent along the normal from dn to c·dn + s·rn.
            @inline(__always) func measure(_ p: UnsafeMutablePointer<LanePoint>) {
                p.pointee.current = (moved + ((cB * p.pointee.dnB + sB * p.pointee.rnB) - (cA * p.pointee.dnA + sA * p.pointee.rnA))) + p.pointee.separation
            }
            withUnsafeMutablePointer(to: &bp.pointee.p0) { measure($0) }
            withUnsafeMutablePointer(to: &bp.pointee.p1) { measure($0) }
        }
    }

    // MARK: The passes

    /// Applies last substep's (or, in the first, last step's kept) impulses again.
    func warmStart() {
        forEachBatch { batch in
            let v = lanes + batch
            let bp = batches + batch
            let nx = bp.pointee.nx, ny = bp.pointee.ny
            let mA = bp.pointee.mA, iA = bp.pointee.iA, mB = bp.pointee.mB, iB = bp.pointee.iB
            let n0 = bp.pointee.p0.normalImpulse, t0 = bp.pointee.p0.tangentImpulse
            let n1 = bp.pointee.p1.normalImpulse, t1 = bp.pointee.p1.tangentImpulse
            // Point by point, each impulse n along the normal and t along the tangent (−ny,
            // nx), each point's sum on its own (not both points' impulses summed first), so a
            // symmetric landing stays symmetric.
            let tx = -ny, ty = nx
            @inline(__always) func apply(_ n: Lane, _ t: Lane, _ p: UnsafeMutablePointer<LanePoint>) {
                let px = n * nx + t * tx, py = n * ny + t * ty
                v.pointee.vAx -= mA * px
                v.pointee.vAy -= mA * py
                v.pointee.wA -= iA * (n * p.pointee.rnA + t * p.pointee.rtA)
                v.pointee.vBx += mB * px
                v.pointee.vBy += mB * py
                v.pointee.wB += iB * (n * p.pointee.rnB + t * p.pointee.rtB)
            }
            withUnsafeMutablePointer(to: &bp.pointee.p0) { apply(n0, t0, $0) }
            withUnsafeMutablePointer(to: &bp.pointee.p1) { apply(n1, t1, $0) }
        }
    }

    /// The solve (`useBias`) or the relax pass over every batch.
    func solve(_ context: StepContext, useBias: Bool) {
        if useBias { solveWithBias(context) } else { relax(context) }
    }

    // The two passes' loops written out: through `forEachBatch`'s closure the kernel was
    // compiled once for both, testing `useBias` as it ran.
    private func solveWithBias(_ context: StepContext) {
        var start = 0
        for end in groupEnd {
            for batch in start..<end { gather(batch) }
            for batch in start..<end { solve(batch, context, useBias: true) }
            for batch in start..<end { scatter(batch) }
            start = end
        }
    }

    private func relax(_ context: StepContext) {
        var start = 0
        for end in groupEnd {
            for batch in start..<end { gather(batch) }
            for batch in start..<end { solve(batch, context, useBias: false) }
            for batch in start..<end { scatter(batch) }
            start = end
        }
    }

    @inline(__always)
    private func solve(_ batch: Int, _ context: StepContext, useBias: Bool) {
        var v = lanes[batch]
        // Fields are read one by one through the pointer: copying the whole batch (or a
        // point) would copy hundreds of bytes.
        let bp = batches + batch
        let nx = bp.pointee.nx, ny = bp.pointee.ny
        let rnA0 = bp.pointee.p0.rnA, rnB0 = bp.pointee.p0.rnB, rnA1 = bp.pointee.p1.rnA, rnB1 = bp.pointee.p1.rnB
        let s0 = bp.pointee.p0.current, s1 = bp.pointee.p1.current
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
            let inverseH = Lane(repeating: Float(context.inverseH))
            let maxBias = Lane(repeating: Float(-context.maxBiasVelocity))
            let biasRate = bp.pointee.biasRate, massScale = bp.pointee.massScale, impulseScale = bp.pointee.impulseScale
            bias0 = select(open0, s0 * inverseH, larger(biasRate * s0, maxBias))
            bias1 = select(open1, s1 * inverseH, larger(biasRate * s1, maxBias))
            scale0 = select(open0, one, massScale)
            scale1 = select(open1, one, massScale)
            impulseScale0 = select(open0, zero, impulseScale)
            impulseScale1 = select(open1, zero, impulseScale)
            // Until the contact first pushes, its points' approach is kept at the start of
            // each substep's solve: restitution (`ContactConstraint.bounceSpeed`) then sees
            // the state of the substep it hit in, the same for both points, as a Box2D 2.2
            // step at that substep would.
            let recording = (max0 .== zero) .& (max1 .== zero)
            if anyLane(recording) {
                bp.pointee.p0.relativeVelocity = select(recording, vn0, bp.pointee.p0.relativeVelocity)
                bp.pointee.p1.relativeVelocity = select(recording, vn1, bp.pointee.p1.relativeVelocity)
                bp.pointee.p0.impactSeparation = select(recording, larger(s0, zero), bp.pointee.p0.impactSeparation)
                bp.pointee.p1.impactSeparation = select(recording, larger(s1, zero), bp.pointee.p1.impactSeparation)
            }
        } else {
            // The relax pass leaves a gap alone (no impulse): the next substep's solve still
            // stops the shapes at the surface, and a push here would slow the approach before
            // the contact is reached, so restitution would see a speed the body never hit
            // with. It stops a touch: in `Double` a speculative push that closed a gap exactly
            // left a separation of exactly zero.
            // In `Float` the gap such a push closed comes out a unit or two in the last place
            // of the separation's terms open or shut, not exactly zero (a drop then bounced
            // short: relax left its approach alone); where this substep's solve pushed across
            // a gap, a gap within that rounding is a touch. Any other gap is left alone.
            // That rounding: Float's epsilon times a bound on the terms summed into the
            // separation (the motion since the step began, the separation then, both anchors'
            // extents twice over, for the turn), about the standard bound for a sum of four
            // rounded terms; found only where a lane may need it. The drop that bounced short
            // was left 1.9e-6 pt open, under a third of it. (Eight times this kept the
            // 100-box pile awake 100 ticks instead of 57; how many ticks a pile takes to
            // settle moves by tens with any change in rounding: 119–238 at 500 boxes for
            // factors of 0.5 to 8.)
            let closing0 = bp.pointee.p0.closing .& open0, closing1 = bp.pointee.p1.closing .& open1
            var shut0 = LaneMask(), shut1 = LaneMask()
            if anyLane(closing0 .| closing1) {
                @inline(__always) func rounding(_ p: UnsafeMutablePointer<LanePoint>, _ s: Lane) -> Lane {
                    let extents = (absolute(p.pointee.dnA) + absolute(p.pointee.rnA)) + (absolute(p.pointee.dnB) + absolute(p.pointee.rnB))
                    let size = (absolute(s - p.pointee.separation) + absolute(p.pointee.separation)) + (extents + extents)
                    return Lane(repeating: Float.ulpOfOne) * size
                }
                shut0 = closing0 .& (s0 .<= withUnsafeMutablePointer(to: &bp.pointee.p0) { rounding($0, s0) })
                shut1 = closing1 .& (s1 .<= withUnsafeMutablePointer(to: &bp.pointee.p1) { rounding($0, s1) })
            }
            scale0 = select(open0 .& .!shut0, zero, one)
            scale1 = select(open1 .& .!shut1, zero, one)
        }
        let a0 = bp.pointee.p0.normalImpulse, a1 = bp.pointee.p1.normalImpulse
        let two = bp.pointee.two
        let active0 = scale0 .!= zero
        let active1 = two .& (scale1 .!= zero)
        // Both points together (the 2 × 2 block solver) where they have the same scale and the
        // system is well conditioned; its cases, both pushing, only the first, only the
        // second, as masks.
        let block = bp.pointee.blockSolvable .& two .& active0 .& (scale0 .== scale1)
        // The relax pass has no bias and no impulse scale, and its scale is 1 wherever a point
        // is solved: its terms are left out rather than added as zeros.
        @inline(__always) func soften(_ x: Lane, _ impulseScale: Lane, _ a: Lane) -> Lane { useBias ? x - impulseScale * a : x }
        let r0 = useBias ? vn0 + bias0 : vn0, r1 = useBias ? vn1 + bias1 : vn1
        var x0 = zero, x1 = zero
        if anyLane(block) {
            let k11 = bp.pointee.k11, k12 = bp.pointee.k12, k22 = bp.pointee.k22
            let scale = scale0 / bp.pointee.determinant
            let both0 = soften(a0 - scale * (k22 * r0 - k12 * r1), impulseScale0, a0)
            let both1 = soften(a1 - scale * (k11 * r1 - k12 * r0), impulseScale1, a1)
            let first = soften(a0 - (useBias ? scale0 * (r0 - k12 * a1) : r0 - k12 * a1) / k11, impulseScale0, a0)
            let second = soften(a1 - (useBias ? scale0 * (r1 - k12 * a0) : r1 - k12 * a0) / k22, impulseScale1, a1)
            let bothPush = (both0 .>= zero) .& (both1 .>= zero)
            let firstPushes = first .>= zero
            x0 = select(bothPush, both0, select(firstPushes, first, zero))
            x1 = select(bothPush, both1, select(firstPushes, zero, select(second .>= zero, second, zero)))
        }
        // One point after the other elsewhere.
        let mass0 = useBias ? -bp.pointee.p0.normalMass * scale0 : -bp.pointee.p0.normalMass
        let single0 = larger(a0 + soften(mass0 * r0, impulseScale0, a0), zero)
        let new0 = select(block, x0, select(active0, single0, a0))
        let d0 = new0 - a0
        v.apply(d0, nx, ny, armA: rnA0, armB: rnB0, mA, iA, mB, iB)
        let vn1After = ((v.vBx - v.vAx) * nx + (v.vBy - v.vAy) * ny) + (v.wB * rnB1 - v.wA * rnA1)
        let mass1 = useBias ? -bp.pointee.p1.normalMass * scale1 : -bp.pointee.p1.normalMass
        let single1 = larger(a1 + soften(mass1 * (useBias ? vn1After + bias1 : vn1After), impulseScale1, a1), zero)
        let new1 = select(block, x1, select(active1, single1, a1))
        let d1 = new1 - a1
        v.apply(d1, nx, ny, armA: rnA1, armB: rnB1, mA, iA, mB, iB)
        if useBias {
            bp.pointee.p0.closing = open0 .& (new0 .> zero)
            bp.pointee.p1.closing = open1 .& (new1 .> zero)
        }
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
        // In place: `pointee` through a pointer is addressed, not copied.
        withUnsafeMutablePointer(to: &bp.pointee.p0) { solveFriction($0, normalImpulse: new0) }
        withUnsafeMutablePointer(to: &bp.pointee.p1) { solveFriction($0, normalImpulse: new1) }
        lanes[batch] = v
    }

    /// Gives each contact that pushed for the first time this step its one chance to bounce
    /// (`ContactConstraint.bounceIfItHit`, in Double, on the constraint rebuilt from its lane).
    func bounce(_ context: StepContext, _ states: UnsafeMutablePointer<BodyState>) {
        let width = Self.width, zero = Lane()
        for batch in 0..<batchCount {
            let bp = batches + batch
            let hit = bp.pointee.hit
            let hitNow = .!hit .& ((bp.pointee.p0.maxNormalImpulse .> zero) .| (bp.pointee.p1.maxNormalImpulse .> zero))
            guard anyLane(hitNow) else { continue }
            bp.pointee.hit = hit .| hitNow
            var bouncing = hitNow .& (bp.pointee.restitution .> zero)
            guard anyLane(bouncing) else { continue }
            // Most hits are too slow to bounce: `ContactConstraint.bounceSpeed`'s test in lanes,
            // with a margin, picks the lanes worth the exact test on the constraint.
            let g = bp.pointee.approachGain
            let twoGOverH = 2 * g * Lane(repeating: Float(context.inverseH))
            let threshold = (context.restitutionThreshold)
            let floor = Lane(repeating: Float(0.81 * threshold * threshold - 1))
            func mayBounce(_ maxImpulse: Lane, _ relativeVelocity: Lane, _ impactSeparation: Lane) -> LaneMask {
                let s = -relativeVelocity - g
                let impactSquared = s * s + g * s + twoGOverH * impactSeparation
                return (maxImpulse .> zero) .& (relativeVelocity .< zero) .& (impactSquared .> floor)
            }
            let may0 = mayBounce(bp.pointee.p0.maxNormalImpulse, bp.pointee.p0.relativeVelocity, bp.pointee.p0.impactSeparation)
            let may1 = mayBounce(bp.pointee.p1.maxNormalImpulse, bp.pointee.p1.relativeVelocity, bp.pointee.p1.impactSeparation)
            bouncing = bouncing .& (may0 .| (bp.pointee.two .& may1))
            guard anyLane(bouncing) else { continue }
            for lane in 0..<width where bouncing[lane] {
                // An edge's contact has the still slot for its second body, and only an edge's.
                let slot = batch * width + lane
                let indexA = bodyA[slot] / Int32(MemoryLayout<BodyLanes>.stride), indexB = bodyB[slot] / Int32(MemoryLayout<BodyLanes>.stride)
                var c = ContactConstraint(indexA: indexA, indexB: indexB, hasB: Int(indexB) != bodyCount)
                c.pointCount = bp.pointee.two[lane] ? 2 : 1
                c.normal = Vec2(Double(bp.pointee.nx[lane]), Double(bp.pointee.ny[lane]))
                c.restitution = Double(bp.pointee.restitution[lane])
                c.approachGain = Double(bp.pointee.approachGain[lane])
                c.massA = Double(bp.pointee.mA[lane])
                c.inertiaA = Double(bp.pointee.iA[lane])
                c.massB = Double(bp.pointee.mB[lane])
                c.inertiaB = Double(bp.pointee.iB[lane])
                c.k11 = Double(bp.pointee.k11[lane])
                c.k12 = Double(bp.pointee.k12[lane])
                c.k22 = Double(bp.pointee.k22[lane])
                c.determinant = Double(bp.pointee.determinant[lane])
                c.blockSolvable = bp.pointee.blockSolvable[lane]
                func load(_ q: LanePoint, into p: inout ContactConstraint.Point) {
                    p.rnA = Double(q.rnA[lane])
                    p.rnB = Double(q.rnB[lane])
                    p.normalMass = Double(q.normalMass[lane])
                    p.normalImpulse = Double(q.normalImpulse[lane])
                    p.maxNormalImpulse = Double(q.maxNormalImpulse[lane])
                    p.relativeVelocity = Double(q.relativeVelocity[lane])
                    p.impactSeparation = Double(q.impactSeparation[lane])
                }
                load(bp.pointee.p0, into: &c.point0)
                load(bp.pointee.p1, into: &c.point1)
                c.bounceIfItHit(context, states)
                bp.pointee.p0.normalImpulse[lane] = Float(c.point0.normalImpulse)
                bp.pointee.p0.maxNormalImpulse[lane] = Float(c.point0.maxNormalImpulse)
                bp.pointee.p1.normalImpulse[lane] = Float(c.point1.normalImpulse)
                bp.pointee.p1.maxNormalImpulse[lane] = Float(c.point1.maxNormalImpulse)
            }
        }
    }
}
