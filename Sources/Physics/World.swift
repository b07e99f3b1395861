/// A 2-D rigid-body world in points and seconds, y down. Bodies, fixed edges and joints are
/// kept in insertion order, and every stage walks them in that order, so a step is a pure
/// function of the world's contents: the same world steps to the same bits in any process.
public final class World {
    /// Tunables, in the engine's units (points, seconds). The defaults follow Box2D v3 with
    /// 100 points to the metre.
    public struct Settings: Sendable {
        /// Substeps per `step`. UIKit's engine runs about 4 per 1/60 s tick.
        public var substeps = 4
        /// Stiffness of contact position correction, Hz.
        public var contactHertz = 30.0
        public var contactDampingRatio = 10.0
        /// Stiffness with which rigid joints are held together, Hz.
        public var jointHertz = 60.0
        public var jointDampingRatio = 2.0
        /// Fastest overlap push-out, pt/s.
        public var maxBiasVelocity = 300.0
        /// Approach speed below which nothing bounces, pt/s.
        public var restitutionThreshold = 100.0
        /// Contacts are made this far before shapes touch, in points, plus the distance the
        /// two bodies (or the body, against an edge) can close in one step. Box2D v3's four
        /// linear slops at 100 points to the metre, counted once per pair.
        public var speculativeDistance = 2.0
        /// Speed limit that keeps a runaway body finite, pt/s.
        public var maxLinearSpeed = 40_000.0
        /// A body is at rest while, in each `restWindow` of its rest, no point of it strays
        /// farther than this from where it was when the window began, in points: on average
        /// slower than 4 pt/s (near Box2D v3's 5 pt/s sleep speed), measured over the window
        /// rather than at an instant, so a settled pile that still trembles by a fraction of a
        /// point (its soft contacts push a few pt/s back and forth) counts as at rest, while a
        /// swing of more than about half a point does not.
        public var restDistance = 1.0
        /// The broad phase sweeps along y instead of x in scenes this many times taller than
        /// wide (by the spread of the bodies' boxes). Only speed depends on it: both sweeps
        /// find the same pairs in the same order (`.infinity`: always along x; 0: along y
        /// whenever the scene is taller than wide).
        public var tallSceneSweepRatio = 3.0
        /// Seconds, see `restDistance`.
        public var restWindow = 0.25
        /// …and no point of it moves faster than this, in pt/s: its speed plus its spin times
        /// its extent.
        public var restSpeed = 50.0

        public init() {}
    }

    /// A contact that started or stopped touching during the last step.
    public struct ContactEvent: Sendable {
        public var bodyA: Int
        /// The other body's id, or nil for an edge.
        public var bodyB: Int?
        /// The edge's tag when `bodyB` is nil.
        public var edgeTag: Int
        /// Where the shapes touch, in world points (last known for an ended contact).
        public var point: Vec2
    }

    public var settings = Settings()
    @exclusivity(unchecked) public private(set) var bodies: [Body] = []
    @exclusivity(unchecked) public private(set) var edges: [Edge] = []
    @exclusivity(unchecked) public private(set) var joints: [Joint] = []
    /// A fixed body at the origin: joints to points in space hang from it.
    public let ground = Body(kind: .fixed, shape: .box(width: 1, height: 1), position: .zero)

    /// Contacts that began and ended touching in the last step, in solver order.
    public private(set) var beganContacts: [ContactEvent] = []
    public private(set) var endedContacts: [ContactEvent] = []

    @exclusivity(unchecked) private var contacts: [Contact] = []
    /// Last step's contact list once this step no longer needs it, kept for its storage: the
    /// next step fills it instead of allocating (and page-faulting in) a new list.
    @exclusivity(unchecked) private var spareContacts: [Contact] = []
    /// For each contact, the place of last step's contact with the same key in last step's
    /// list, or −1: found when the contact is made, for contact events.
    @exclusivity(unchecked) private var previousPlaces: [Int32] = []
    /// Scratch for `reportContactChanges`: which of last step's contacts this step kept.
    @exclusivity(unchecked) private var keptPrevious: [Bool] = []
    /// The solver's copy of the bodies' state during `solve`.
    private let solverBodies = SolverBodies()
    /// Places in `bodies` of the bodies joints hold, for `solve`.
    @exclusivity(unchecked) private var jointedIndexes: [Int] = []
    @exclusivity(unchecked) private var contactIndex = ContactIndex()
    /// World-space outlines for the narrow phase, rebuilt each step in reused storage.
    @exclusivity(unchecked) private var hulls = HullStorage()
    /// The broad phase's view of each body this step, in reused storage.
    @exclusivity(unchecked) private var boxes: [AABB] = []
    @exclusivity(unchecked) private var margins: [Double] = []
    @exclusivity(unchecked) private var pairing: [PairingInfo] = []
    /// Bodies (by index) in the order of the sweep, kept from step to step.
    @exclusivity(unchecked) private var sweepOrder: [Int32] = []
    /// Counts changes to the body list, so the sweep order starts over when it changes.
    private var bodiesVersion = 0
    private var sweepOrderVersion = -1
    /// Bodies (by index) by the top of their boxes, kept from step to step like `sweepOrder`,
    /// for tall scenes (see `findPairs`).
    @exclusivity(unchecked) private var sweepOrderY: [Int32] = []
    private var sweepOrderYVersion = -1
    /// Each body's place in `sweepOrder` this step.
    @exclusivity(unchecked) private var sweepRank: [Int32] = []
    /// The pairs whose boxes overlap, as places in `sweepOrder` (first << 32 | second, first
    /// < second), in increasing order: the order of the sweep along x.
    @exclusivity(unchecked) private var sweepPairs: [UInt64] = []
    @exclusivity(unchecked) private var pairScratch: [UInt64] = []
    @exclusivity(unchecked) private var sweptBoxes: [AABB] = []
    @exclusivity(unchecked) private var pairBuckets: [Int] = []
    private var nextBodyID = 0

    public init() {}

    // MARK: Contents

    public func add(_ body: Body) {
        precondition(body.id < 0, "a body belongs to one world")
        body.id = nextBodyID
        nextBodyID += 1
        bodies.append(body)
        bodiesVersion += 1
    }

    /// Removes the body, its joints and its contacts.
    public func remove(_ body: Body) {
        bodies.removeAll { $0 === body }
        bodiesVersion += 1
        joints.removeAll { $0.bodyA === body || $0.bodyB === body }
        contacts.removeAll { $0.idA == body.id || $0.idB == body.id }
        contactIndex = ContactIndex(contacts)
    }

    public func add(_ joint: Joint) {
        joints.append(joint)
    }

    public func remove(_ joint: Joint) {
        joints.removeAll { $0 === joint }
    }

    public func add(_ edge: Edge) {
        edges.append(edge)
    }

    /// Removes every edge for which `predicate` holds.
    public func removeEdges(where predicate: (Edge) -> Bool) {
        guard edges.contains(where: predicate) else { return }
        edges.removeAll(where: predicate)
        // Edge contacts are keyed by index; drop them rather than match them to other edges.
        contacts.removeAll { $0.idB == nil }
        contactIndex = ContactIndex(contacts)
    }

    /// Removes every edge, runs `addEdges` (which adds the new ones), and keeps the contacts of
    /// each edge that came back unchanged (the same segment, mask and tag; the first unmatched
    /// equal edge in order), so a body resting on it stays in contact (no new `began`, its
    /// impulses warm-started) rather than meeting it anew. Contacts of edges that did not come
    /// back are dropped.
    public func rebuildingEdges(_ addEdges: () -> Void) {
        let before = edges
        edges.removeAll()
        addEdges()
        guard !before.isEmpty, contacts.contains(where: { $0.idB == nil }) else { return }
        var placeOfOld = [Int?](repeating: nil, count: before.count)
        var taken = [Bool](repeating: false, count: edges.count)
        for (old, edge) in before.enumerated() {
            if let new = edges.indices.first(where: { !taken[$0] && edges[$0] == edge }) {
                placeOfOld[old] = new
                taken[new] = true
            }
        }
        contacts = contacts.compactMap { contact in
            guard contact.idB == nil else { return contact }
            guard contact.edgeIndex < placeOfOld.count, let place = placeOfOld[contact.edgeIndex] else { return nil }
            var moved = contact
            moved.edgeIndex = place
            return moved
        }
        contactIndex = ContactIndex(contacts)
    }

    /// The shortest time any dynamic body has been at rest, in seconds (infinity with none).
    public var minimumRestingTime: Double {
        var shortest = Double.infinity
        for body in bodies where body.isDynamic && body.restingTime < shortest {
            shortest = body.restingTime
        }
        return shortest
    }

    /// Marks every body as moving again.
    public func wake() {
        for body in bodies { body.restingTime = 0 }
    }

    // MARK: Stepping

    /// Calls `visit` with each body's place and the body, in order, without retaining the
    /// bodies (the list holds them; `visit` must not change the list): the per-step loops
    /// otherwise pay an atomic retain and release per body.
    @inline(__always)
    private func forEachBody(_ visit: (Int, Body) -> Void) {
        bodies.withUnsafeBufferPointer { bodies in
            for index in bodies.indices {
                Unmanaged.passUnretained(bodies[index])._withUnsafeGuaranteedRef { visit(index, $0) }
            }
        }
    }

    /// Advances the world by `dt` seconds: update contacts → solve in substeps → bounce →
    /// rest timers → contact events.
    public func step(_ dt: Double) {
        guard dt > 0, dt.isFinite else { return }
        var previousContacts = contacts
        let previousIndex = contactIndex
        updateContacts(dt)
        solve(dt)
        discardNonFiniteMotion()
        updateRestingTimes(dt)
        reportContactChanges(since: previousContacts, index: previousIndex)
        // Keep the old list's storage for the next step (unique once this function's copy is gone).
        swap(&previousContacts, &spareContacts)
    }

    private func makeContext(_ h: Double, step dt: Double) -> StepContext {
        let contactHertz = min(settings.contactHertz, 0.25 / h)
        return StepContext(
            dt: dt, h: h, inverseH: 1 / h,
            contactSoftness: Softness(hertz: contactHertz, dampingRatio: settings.contactDampingRatio, substep: h),
            staticSoftness: Softness(hertz: 2 * contactHertz, dampingRatio: settings.contactDampingRatio, substep: h),
            jointSoftness: Softness(hertz: settings.jointHertz, dampingRatio: settings.jointDampingRatio, substep: h),
            maxBiasVelocity: settings.maxBiasVelocity,
            restitutionThreshold: settings.restitutionThreshold)
    }

    private func solve(_ dt: Double) {
        let substeps = max(settings.substeps, 1)
        let h = dt / Double(substeps)
        let context = makeContext(h, step: dt)
        let s = solverBodies
        let count = bodies.count
        s.resize(bodies: count)
        forEachBody { index, body in
            body.deltaPosition = .zero
            body.deltaRotation = .identity
            body.angleAtStepStart = body.angle
            body.positionAtStepStart = body.position
            s.state[index] = BodyState(linearVelocity: body.linearVelocity, angularVelocity: body.angularVelocity)
            s.position[index] = body.position
            s.angle[index] = body.angle
            s.angleAtStepStart[index] = body.angle
            s.inverseMass[index] = body.inverseMass
            s.inverseInertia[index] = body.inverseInertia
            s.isDynamic[index] = body.isDynamic
            guard body.isDynamic else { return }
            // Implicit damping: v ← v / (1 + h·c), exact as h → 0 for e^(−c·t).
            s.linearDamping[index] = 1 / (1 + h * max(body.linearDamping, 0))
            s.angularDamping[index] = 1 / (1 + h * max(body.angularDamping, 0))
            // A force or acceleration that overflows (absurd inputs) is dropped, not integrated:
            // an infinite velocity cannot be clamped back to a finite one.
            var deltaV = h * (body.acceleration + body.inverseMass * body.force)
            if !deltaV.isFinite { deltaV = .zero }
            s.deltaV[index] = deltaV
            var deltaW = h * body.inverseInertia * body.torque
            if !deltaW.isFinite { deltaW = 0 }
            s.deltaW[index] = deltaW
        }
        let still = s.stillSlot
        s.state[still] = BodyState()
        s.position[still] = .zero
        s.angle[still] = 0
        s.angleAtStepStart[still] = 0
        s.inverseMass[still] = 0
        s.inverseInertia[still] = 0
        s.isDynamic[still] = false

        // Joints work on the Body objects: their bodies' state is copied out before each joint
        // pass and their velocities back in after it.
        jointedIndexes.removeAll(keepingCapacity: true)
        func addJointed(_ body: Body) {
            let index = body.solverIndex
            if index >= 0, index < count, bodies[index] === body { jointedIndexes.append(index) }
        }
        for joint in joints {
            addJointed(joint.bodyA)
            addJointed(joint.bodyB)
        }
        let hasJoints = !joints.isEmpty

        contacts.withUnsafeMutableBufferPointer { contacts in
            let states = s.state
            for index in contacts.indices { contacts[index].prepare(context, s) }
            for joint in joints { joint.prepare(context) }

            for _ in 0..<substeps {
                integrateVelocities(h)
                if hasJoints {
                    copyJointedState(positions: false)
                    for joint in joints { joint.warmStart(context) }
                    readJointedVelocities()
                }
                for index in contacts.indices { contacts[index].warmStart(states) }
                if hasJoints {
                    copyJointedState(positions: false)
                    for joint in joints { joint.solve(context, useBias: true) }
                    readJointedVelocities()
                }
                for index in contacts.indices { contacts[index].solve(context, useBias: true, states) }
                integratePositions(h)
                // Relax: remove the velocity the position correction added.
                if hasJoints {
                    copyJointedState(positions: true)
                    for joint in joints { joint.solve(context, useBias: false) }
                    readJointedVelocities()
                }
                for index in contacts.indices { contacts[index].solve(context, useBias: false, states) }
                for index in contacts.indices { contacts[index].bounceIfItHit(context, states) }
            }
            for index in contacts.indices { contacts[index].findTouching(states) }
        }

        forEachBody { index, body in
            let state = s.state[index]
            body.linearVelocity = state.linearVelocity
            body.angularVelocity = state.angularVelocity
            body.deltaPosition = state.deltaPosition
            body.deltaRotation = state.deltaRotation
            body.position = s.position[index]
            // The rotation follows from the angle: recompute it only if the angle moved.
            if body.angle.bitPattern != s.angle[index].bitPattern { body.angle = s.angle[index] }
            body.force = .zero
            body.torque = 0
            body.acceleration = .zero
        }
    }

    /// Copies the solver's velocities (and, with `positions`, where the bodies are) to the
    /// bodies joints hold.
    private func copyJointedState(positions: Bool) {
        let s = solverBodies
        for index in jointedIndexes {
            let body = bodies[index]
            let state = s.state[index]
            body.linearVelocity = state.linearVelocity
            body.angularVelocity = state.angularVelocity
            guard positions else { continue }
            body.deltaPosition = state.deltaPosition
            body.deltaRotation = state.deltaRotation
            body.position = s.position[index]
            if body.angle.bitPattern != s.angle[index].bitPattern { body.angle = s.angle[index] }
        }
    }

    /// Takes back the velocities the joints changed.
    private func readJointedVelocities() {
        let s = solverBodies
        for index in jointedIndexes {
            let body = bodies[index]
            s.state[index].linearVelocity = body.linearVelocity
            s.state[index].angularVelocity = body.angularVelocity
        }
    }

    /// A body whose state overflowed (absurd forces, sizes or masses) goes back to where the
    /// step began, at rest: no NaN or infinity ever leaves the engine.
    private func discardNonFiniteMotion() {
        for body in bodies where body.isDynamic {
            if body.position.isFinite, body.angle.isFinite, body.linearVelocity.isFinite, body.angularVelocity.isFinite {
                continue
            }
            body.position = body.positionAtStepStart.isFinite ? body.positionAtStepStart : .zero
            body.angle = body.angleAtStepStart.isFinite ? body.angleAtStepStart : 0
            body.linearVelocity = .zero
            body.angularVelocity = 0
        }
    }

    private func integrateVelocities(_ h: Double) {
        let s = solverBodies
        let maxSpeed = settings.maxLinearSpeed
        // At most a quarter turn per substep, as Box2D limits rotation.
        let maxAngularSpeed = 0.25 * Double.pi / h
        for index in 0..<s.count where s.isDynamic[index] {
            var v = s.linearDamping[index] * s.state[index].linearVelocity + s.deltaV[index]
            let speedSquared = v.lengthSquared
            if speedSquared > maxSpeed * maxSpeed { v = (maxSpeed / speedSquared.squareRoot()) * v }
            s.state[index].linearVelocity = v
            let w = s.angularDamping[index] * s.state[index].angularVelocity + s.deltaW[index]
            s.state[index].angularVelocity = min(max(w, -maxAngularSpeed), maxAngularSpeed)
        }
    }

    private func integratePositions(_ h: Double) {
        let s = solverBodies
        for index in 0..<s.count where s.isDynamic[index] {
            let w = s.state[index].angularVelocity
            let move = h * s.state[index].linearVelocity
            s.position[index] += move
            s.state[index].deltaPosition += move
            if w != 0 {
                let turn = h * w
                s.angle[index] += turn
                s.state[index].deltaRotation = s.state[index].deltaRotation.turned(by: turn)
            }
        }
    }

    private func updateRestingTimes(_ dt: Double) {
        let speedLimit = settings.restSpeed, distanceLimit = settings.restDistance, window = settings.restWindow
        forEachBody { _, body in
            guard body.isDynamic else { return }
            let fastest = body.linearVelocity.length + abs(body.angularVelocity) * body.extent
            let strayed = (body.position - body.restPosition).length + abs(body.angle - body.restAngle) * body.extent
            if fastest > speedLimit || strayed > distanceLimit || !strayed.isFinite {
                body.restingTime = 0
            } else {
                body.restingTime += dt
                if body.restingTime - body.restWindowStart >= window - 1e-9 { body.markRestPlace() }
            }
        }
    }

    // MARK: Contacts

    private func updateContacts(_ dt: Double) {
        let count = bodies.count
        hulls.removeAll()
        boxes.removeAll(keepingCapacity: true)
        margins.removeAll(keepingCapacity: true)
        pairing.removeAll(keepingCapacity: true)
        forEachBody { index, body in
            body.solverIndex = index
            let bounds = hulls.append(body.outline, position: body.position, rotation: body.rotation)
            // Reach of the body during this step, so fast bodies meet what they will hit. A pair
            // is tested when its boxes, each grown by half the speculative distance and its
            // reach, overlap, and its contact made out to the speculative distance plus both
            // reaches.
            let reach = (body.linearVelocity.length + abs(body.angularVelocity) * body.extent) * dt
            boxes.append(bounds.expanded(by: 0.5 * settings.speculativeDistance + reach))
            margins.append(reach)
            pairing.append(PairingInfo(
                id: body.id, bodyMask: body.bodyMask, edgeMask: body.edgeMask,
                friction: body.friction, restitution: body.restitution, isDynamic: body.isDynamic))
        }
        for edge in edges { hulls.append(edge) }
        sortSweepOrder()
        findPairs()

        // Bodies joined to each other do not collide, as Box2D's joints default to: an item
        // pinned or welded to another would otherwise fight the overlap at the joint.
        func pairKey(_ a: Int, _ b: Int) -> Int { min(a, b) << 32 | max(a, b) }
        var jointed = Set<Int>()
        for joint in joints where joint.bodyA !== ground && joint.bodyB !== ground {
            jointed.insert(pairKey(joint.bodyA.id, joint.bodyB.id))
        }
        let anyJointed = !jointed.isEmpty

        // The list of two steps ago, emptied: its storage is reused.
        var fresh: [Contact] = []
        swap(&fresh, &spareContacts)
        fresh.removeAll(keepingCapacity: true)
        fresh.reserveCapacity(contacts.count + 8)
        previousPlaces.removeAll(keepingCapacity: true)
        // Find a pair's contact of the last step by binary search, no hashing.
        let previousIndex = contactIndex
        let speculative = settings.speculativeDistance
        let storage = hulls
        let edgeList = edges
        contacts.withUnsafeBufferPointer { previousContacts in
        storage.vertices.withUnsafeBufferPointer { vertices in
        storage.normals.withUnsafeBufferPointer { normals in
        boxes.withUnsafeBufferPointer { boxes in
        margins.withUnsafeBufferPointer { margins in
        pairing.withUnsafeBufferPointer { info in
        sweepOrder.withUnsafeBufferPointer { order in
            func hull(_ shape: Int) -> WorldHull {
                let range = storage.ranges[shape]
                return WorldHull(
                    vertices: UnsafeBufferPointer(rebasing: vertices[range.start..<range.start + range.count]),
                    normals: UnsafeBufferPointer(rebasing: normals[range.start..<range.start + range.count]))
            }
            func previous(_ key: ContactKey) -> UnsafePointer<Contact>? {
                guard let place = previousIndex.find(key) else {
                    previousPlaces.append(-1)
                    return nil
                }
                previousPlaces.append(Int32(truncatingIfNeeded: place))
                return previousContacts.baseAddress! + place
            }

            func consider(_ a: Int, _ b: Int) {
                let shapesA = storage.shapes(of: a), shapesB = storage.shapes(of: b)
                let margin = speculative + margins[a] + margins[b]
                for indexA in shapesA {
                    for indexB in shapesB {
                        let manifold = NarrowPhase.collide(hull(indexA), hull(indexB), margin: margin)
                        guard manifold.pointCount > 0 else { continue }
                        let shapeA = indexA - shapesA.lowerBound, shapeB = indexB - shapesB.lowerBound
                        let key = ContactKey(a: info[a].id, b: info[b].id, shapes: shapeA << 16 | shapeB)
                        fresh.append(Contact(
                            idA: info[a].id, indexA: a, idB: info[b].id, indexB: b, edgeIndex: -1,
                            shapeA: shapeA, shapeB: shapeB,
                            friction: (info[a].friction * info[b].friction).squareRoot(),
                            restitution: max(info[a].restitution, info[b].restitution),
                            manifold: manifold, previous: previous(key)))
                    }
                }
            }

            // The overlapping pairs in the order of a sweep along x (ties by insertion order).
            for pair in sweepPairs {
                let i = Int(order[Int(pair >> 32)]), j = Int(order[Int(pair & 0xFFFF_FFFF)])
                let a = min(i, j), b = max(i, j)
                guard info[a].isDynamic || info[b].isDynamic,
                      info[a].bodyMask & info[b].bodyMask != 0,
                      !anyJointed || !jointed.contains(pairKey(info[a].id, info[b].id)) else { continue }
                consider(a, b)
            }

            for edgeIndex in edgeList.indices {
                let edgeMask = edgeList[edgeIndex].mask
                let edgeHull = hull(storage.shapes(of: count + edgeIndex).lowerBound)
                let edgeBox = AABB(edgeHull.vertices).expanded(by: 0.5 * speculative)
                for index in 0..<count where info[index].isDynamic && info[index].edgeMask & edgeMask != 0 {
                    guard boxes[index].overlaps(edgeBox) else { continue }
                    let shapes = storage.shapes(of: index)
                    for shapeIndex in shapes {
                        let manifold = NarrowPhase.collide(hull(shapeIndex), edgeHull, margin: speculative + margins[index])
                        guard manifold.pointCount > 0 else { continue }
                        let shapeA = shapeIndex - shapes.lowerBound
                        let key = ContactKey(a: info[index].id, b: -1 - edgeIndex, shapes: shapeA << 16)
                        fresh.append(Contact(
                            idA: info[index].id, indexA: index, idB: nil, indexB: count, edgeIndex: edgeIndex,
                            shapeA: shapeA, shapeB: 0, friction: info[index].friction, restitution: info[index].restitution,
                            manifold: manifold, previous: previous(key)))
                    }
                }
            }
        }}}}}}}
        contacts = fresh
        contactIndex = ContactIndex(fresh)
    }

    /// Finds the pairs of bodies whose boxes overlap, in the order of a sweep and prune along x
    /// over `sweepOrder`: for each body in that order, the bodies after it whose left side is
    /// not past its right side and whose boxes overlap it vertically.
    ///
    /// A scene more than `tallSceneSweepRatio` (3) times taller than it is wide (a tall pile)
    /// has many bodies side by side in x: the sweep along x would test each against a whole
    /// column. There the sweep runs along y instead (in squatter scenes sorting its pairs costs
    /// more than it saves),
    /// testing the same conditions, and the pairs it finds are sorted into the x sweep's order:
    /// the same pairs in the same order, so the same contacts in the same order.
    private func findPairs() {
        let count = bodies.count
        sweepPairs.removeAll(keepingCapacity: true)
        guard count > 1 else { return }
        var spanX = 0.0, spanY = 0.0, ordered = true
        boxes.withUnsafeBufferPointer { boxes in
            var lowX = Double.infinity, highX = -Double.infinity, lowY = Double.infinity, highY = -Double.infinity
            for box in boxes {
                // A NaN is not ordered: such a step sweeps along x, as before; so does one with
                // a box turned inside out (a negative speculative distance), which the y
                // sweep's shortcuts below do not allow for.
                if !(box.minX <= box.maxX && box.minY <= box.maxY) { ordered = false }
                lowX = min(lowX, box.minX); highX = max(highX, box.minX)
                lowY = min(lowY, box.minY); highY = max(highY, box.minY)
            }
            spanX = highX - lowX
            spanY = highY - lowY
        }
        if ordered, spanY > settings.tallSceneSweepRatio * spanX {
            findPairsAlongY()
            return
        }
        boxes.withUnsafeBufferPointer { boxes in
        sweepOrder.withUnsafeBufferPointer { order in
            sweep(order, boxes, low: { $0.minX }, high: { $0.maxX }) { rank, next, box, other in
                if box.overlapsY(other) { sweepPairs.append(UInt64(rank) << 32 | UInt64(next)) }
            }
        }}
    }

    /// The sweep of both `findPairs` directions: for each place in `order`, the later places
    /// whose box's `low` side is not past its `high` side, with both boxes, read in a stream
    /// of the boxes in that order.
    @inline(__always)
    private func sweep(
        _ order: UnsafeBufferPointer<Int32>, _ boxes: UnsafeBufferPointer<AABB>,
        low: (AABB) -> Double, high: (AABB) -> Double, _ candidate: (Int, Int, AABB, AABB) -> Void
    ) {
        let count = order.count
        sweptBoxes.removeAll(keepingCapacity: true)
        for place in 0..<count { sweptBoxes.append(boxes[Int(order[place])]) }
        sweptBoxes.withUnsafeBufferPointer { swept in
            for place in 0..<count {
                let box = swept[place]
                var next = place + 1
                while next < count {
                    let other = swept[next]
                    if low(other) > high(box) { break }
                    candidate(place, next, box, other)
                    next += 1
                }
            }
        }
    }

    /// `findPairs` for a tall scene: a sweep along y over `sweepOrderY`, then the x sweep's tests
    /// and order. Boxes hold no NaN here, and each has min ≤ max on both axes: then the x
    /// sweep's tests for a pair (its later body's left side not past the earlier one's right
    /// side; the boxes overlap in y) hold exactly when the boxes overlap on both axes, and the y
    /// sweep has already found them overlapping in y.
    private func findPairsAlongY() {
        let count = bodies.count
        if sweepOrderYVersion != bodiesVersion || sweepOrderY.count != count {
            sweepOrderY = (0..<count).map { Int32($0) }
            sweepOrderYVersion = bodiesVersion
        }
        if sweepRank.count != count { sweepRank = [Int32](repeating: 0, count: count) }
        boxes.withUnsafeBufferPointer { boxes in
        sweepOrder.withUnsafeBufferPointer { order in
        sweepRank.withUnsafeMutableBufferPointer { rankOf in
        sweepOrderY.withUnsafeMutableBufferPointer { orderY in
            // By the top of the box: about one pass, as the order changes little from step to
            // step.
            Self.insertionSort(orderY, boxes) { $0.minY }
            for rank in 0..<count { rankOf[Int(order[rank])] = Int32(rank) }
            sweep(UnsafeBufferPointer(orderY), boxes, low: { $0.minY }, high: { $0.maxY }) { k, next, top, other in
                if other.minX <= top.maxX, top.minX <= other.maxX {
                    let ri = rankOf[Int(orderY[k])], rj = rankOf[Int(orderY[next])]
                    sweepPairs.append(UInt64(min(ri, rj)) << 32 | UInt64(max(ri, rj)))
                }
            }
        }}}}
        sortPairs()
    }

    /// Sorts `sweepPairs` into increasing order: bucketed by their first body (a counting
    /// sort), then each bucket, a few pairs, by the second.
    private func sortPairs() {
        let count = bodies.count, pairCount = sweepPairs.count
        guard pairCount > 1 else { return }
        pairBuckets.removeAll(keepingCapacity: true)
        pairBuckets.append(contentsOf: repeatElement(0, count: count + 1))
        if pairScratch.count < pairCount { pairScratch = [UInt64](repeating: 0, count: pairCount) }
        sweepPairs.withUnsafeMutableBufferPointer { pairs in
        pairScratch.withUnsafeMutableBufferPointer { sorted in
        pairBuckets.withUnsafeMutableBufferPointer { start in
            for pair in pairs { start[Int(pair >> 32) + 1] += 1 }
            for rank in 0..<count { start[rank + 1] += start[rank] }
            for pair in pairs {
                let first = Int(pair >> 32)
                sorted[start[first]] = pair
                start[first] += 1
            }
            // start[rank] is now where bucket rank + 1 begins.
            var begin = 0
            for rank in 0..<count {
                let end = start[rank]
                if end - begin > 1 {
                    for k in begin + 1..<end {
                        let item = sorted[k]
                        var hole = k
                        while hole > begin, sorted[hole - 1] > item {
                            sorted[hole] = sorted[hole - 1]
                            hole -= 1
                        }
                        sorted[hole] = item
                    }
                }
                begin = end
            }
            pairs.baseAddress!.update(from: sorted.baseAddress!, count: pairCount)
        }}}
    }

    /// Orders the bodies by the left side of their boxes, ties by index, for the sweep. Last
    /// step's order is nearly right, so an insertion sort of it takes about one pass; the
    /// order is total, so the result is the same as sorting from scratch.
    private func sortSweepOrder() {
        let count = bodies.count
        if sweepOrderVersion != bodiesVersion || sweepOrder.count != count {
            sweepOrder = (0..<count).map { Int32($0) }
            sweepOrderVersion = bodiesVersion
        }
        boxes.withUnsafeBufferPointer { boxes in
            // A NaN is not ordered: leave such a step to the library sort, as before.
            guard !boxes.contains(where: { $0.minX.isNaN }) else {
                sweepOrder = (0..<count).sorted {
                    boxes[$0].minX < boxes[$1].minX || (boxes[$0].minX == boxes[$1].minX && $0 < $1)
                }.map { Int32($0) }
                return
            }
            sweepOrder.withUnsafeMutableBufferPointer { order in
                Self.insertionSort(order, boxes) { $0.minX }
            }
        }
    }

    /// Sorts `order` (body indices) by `key` of each body's box, ties by index, in place. The
    /// keys hold no NaN, so the order is total and the result the same as any sort's.
    @inline(__always)
    private static func insertionSort(
        _ order: UnsafeMutableBufferPointer<Int32>, _ boxes: UnsafeBufferPointer<AABB>, key: (AABB) -> Double
    ) {
        guard order.count > 1 else { return }
        for k in 1..<order.count {
            let item = order[k]
            let itemKey = key(boxes[Int(item)])
            var hole = k
            while hole > 0 {
                let before = order[hole - 1]
                let beforeKey = key(boxes[Int(before)])
                guard itemKey < beforeKey || (itemKey == beforeKey && item < before) else { break }
                order[hole] = before
                hole -= 1
            }
            order[hole] = item
        }
    }

    private func event(_ contact: UnsafePointer<Contact>) -> ContactEvent {
        let contact = contact.pointee
        let tag = contact.idB == nil ? edges.indices.contains(contact.edgeIndex) ? edges[contact.edgeIndex].tag : 0 : 0
        return ContactEvent(bodyA: contact.idA, bodyB: contact.idB, edgeTag: tag, point: contact.touchPoint)
    }

    /// Began: touched during this step, not touching as the last one ended. Ended: touching
    /// as the last step ended or touched during this one, and not touching now (or gone). A
    /// bounce that touches and parts within one step reports both, began first. Touching is
    /// judged after the substeps, so events fall in the step the shapes meet or part. Both
    /// lists come out in key order.
    private func reportContactChanges(since before: [Contact], index beforeIndex: ContactIndex) {
        beganContacts = []
        endedContacts = []
        guard beforeIndex.isUnique, contactIndex.isUnique, previousPlaces.count == contacts.count else {
            mergeContactChanges(since: before, index: beforeIndex)
            return
        }
        // Every key is a contact's own: each contact of this step knows its predecessor (found
        // when it was made), and the events, few, are sorted by key. Last step's contacts that
        // none of this step's kept have keys no contact of this step has, so no two events in
        // one list share a key.
        var began: [(key: UInt64, index: Int)] = [], ended: [(key: UInt64, index: Int, isGone: Bool)] = []
        keptPrevious.removeAll(keepingCapacity: true)
        keptPrevious.append(contentsOf: repeatElement(false, count: before.count))
        before.withUnsafeBufferPointer { before in
        contacts.withUnsafeBufferPointer { contacts in
        previousPlaces.withUnsafeBufferPointer { previousPlaces in
        keptPrevious.withUnsafeMutableBufferPointer { kept in
            for j in 0..<contacts.count {
                let place = Int(previousPlaces[j])
                var was = false
                if place >= 0 {
                    kept[place] = true
                    was = before[place].touching
                }
                let now = contacts[j]
                if now.touched, !was { began.append((contactIndex.keys[j], j)) }
                if was || now.touched, !now.touching { ended.append((contactIndex.keys[j], j, false)) }
            }
            for i in 0..<before.count where !kept[i] && before[i].touching {
                ended.append((beforeIndex.keys[i], i, true))
            }
        }}}}
        guard !began.isEmpty || !ended.isEmpty else { return }
        began.sort { $0.key < $1.key }
        ended.sort { $0.key < $1.key }
        before.withUnsafeBufferPointer { before in
        contacts.withUnsafeBufferPointer { contacts in
            for item in began { beganContacts.append(event(contacts.baseAddress! + item.index)) }
            for item in ended {
                endedContacts.append(event((item.isGone ? before.baseAddress! : contacts.baseAddress!) + item.index))
            }
        }}
    }

    /// `reportContactChanges` when two contacts share a packed key: the two steps' sorted
    /// indexes merged.
    private func mergeContactChanges(since before: [Contact], index beforeIndex: ContactIndex) {
        let old = beforeIndex.entries, new = contactIndex.entries
        before.withUnsafeBufferPointer { before in
        contacts.withUnsafeBufferPointer { contacts in
            let before = before.baseAddress, contacts = contacts.baseAddress
            var i = 0, j = 0
            while i < old.count || j < new.count {
                if j == new.count || (i < old.count && old[i].key < new[j].key) {
                    let gone = before! + old[i].index
                    if gone.pointee.touching { endedContacts.append(event(gone)) }
                    i += 1
                } else {
                    let was: Bool
                    if i == old.count || new[j].key < old[i].key {
                        was = false
                    } else {
                        was = before![old[i].index].touching
                        i += 1
                    }
                    let now = contacts! + new[j].index
                    if now.pointee.touched, !was { beganContacts.append(event(now)) }
                    if was || now.pointee.touched, !now.pointee.touching { endedContacts.append(event(now)) }
                    j += 1
                }
            }
        }}
    }
}

/// What the broad phase needs of a body, copied once per step.
struct PairingInfo {
    var id: Int
    var bodyMask: UInt64
    var edgeMask: UInt64
    var friction: Double
    var restitution: Double
    var isDynamic: Bool
}

/// An axis-aligned box.
struct AABB {
    var minX: Double, minY: Double, maxX: Double, maxY: Double

    init<Points: Sequence>(_ points: Points) where Points.Element == Vec2 {
        self = .empty
        for p in points { add(p) }
    }

    /// Bounds nothing: the first point added becomes the box.
    static let empty = AABB(minX: .infinity, minY: .infinity, maxX: -.infinity, maxY: -.infinity)

    init(minX: Double, minY: Double, maxX: Double, maxY: Double) {
        self.minX = minX; self.minY = minY; self.maxX = maxX; self.maxY = maxY
    }

    /// Grows the box to take in `p`.
    @inline(__always)
    mutating func add(_ p: Vec2) {
        minX = min(minX, p.x); maxX = max(maxX, p.x)
        minY = min(minY, p.y); maxY = max(maxY, p.y)
    }

    func expanded(by margin: Double) -> AABB {
        var box = self
        box.minX -= margin; box.minY -= margin; box.maxX += margin; box.maxY += margin
        return box
    }

    func overlapsY(_ other: AABB) -> Bool { minY <= other.maxY && other.minY <= maxY }
    func overlaps(_ other: AABB) -> Bool {
        minX <= other.maxX && other.minX <= maxX && overlapsY(other)
    }
}
