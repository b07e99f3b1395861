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

    public var settings = Settings()
    @exclusivity(unchecked) public private(set) var bodies: [Body] = []
    @exclusivity(unchecked) public private(set) var edges: [Edge] = []
    @exclusivity(unchecked) public private(set) var joints: [Joint] = []
    /// A fixed body at the origin: joints to points in space hang from it.
    public let ground = Body(kind: .fixed, shape: .box(width: 1, height: 1), position: .zero)

    /// Contacts that began and ended touching in the last step, in key order (first body's id,
    /// then the other body's id or the edge, then the shapes).
    public internal(set) var beganContacts: [ContactEvent] = []
    public internal(set) var endedContacts: [ContactEvent] = []

    // The insides, grouped by the stages (files) that use them.

    // Contacts (Collision.swift, Solver.swift, ContactEvents.swift).
    @exclusivity(unchecked) var contacts: [Contact] = []
    /// How many contacts (pairs of shapes near enough to be solved) the last step made, for tests.
    package var contactCount: Int { contacts.count }
    /// Last step's contact list once this step no longer needs it, kept for its storage: the
    /// next step fills it instead of allocating (and page-faulting in) a new list.
    @exclusivity(unchecked) var spareContacts: [Contact] = []
    /// For each contact, the place of last step's contact with the same key in last step's
    /// list, or −1: found when the contact is made, for contact events.
    @exclusivity(unchecked) var previousPlaces: [Int32] = []
    /// Scratch for `reportContactChanges`: which of last step's contacts this step kept.
    @exclusivity(unchecked) var keptPrevious: [Bool] = []
    @exclusivity(unchecked) var contactIndex = ContactIndex()
    /// This step's contacts' packed keys, gathered as they are made, for `contactIndex`.
    @exclusivity(unchecked) var freshKeys: [UInt64] = []
    /// Last step's contacts' impulses for this step's (WarmStarts.swift), and the place in
    /// last step's list tried first for the next contact's predecessor.
    @exclusivity(unchecked) var warmStarts: [WarmStart] = []
    /// This step's contacts' warm starts, packed by the solve, for the next step.
    @exclusivity(unchecked) var nextWarmStarts: [WarmStart] = []
    var previousGuess = 0
    /// World-space outlines for the narrow phase, rebuilt each step in reused storage.
    @exclusivity(unchecked) var hulls = HullStorage()

    // Solver (Solver.swift).
    /// The solver's copy of the bodies' state during `solve`.
    let solverBodies = SolverBodies()
    /// Places in `bodies` of the bodies joints hold, for `solve`.
    @exclusivity(unchecked) var jointedIndexes: [Int] = []

    /// Forces asked for at every substep of the next step (SubstepForce.swift).
    var substepForces: [SubstepForce] = []

    // Broad phase (BroadPhase.swift).
    /// The broad phase's view of each body this step, in reused storage.
    @exclusivity(unchecked) var boxes: [AABB] = []
    @exclusivity(unchecked) var reaches: [Reach] = []
    @exclusivity(unchecked) var pairing: [PairingInfo] = []
    /// Bodies (by index) in the order of the sweep, kept from step to step.
    @exclusivity(unchecked) var sweepOrder: [Int32] = []
    /// Counts changes to the body list, so the sweep order starts over when it changes.
    private(set) var bodiesVersion = 0
    var sweepOrderVersion = -1
    /// Bodies (by index) by the top of their boxes, kept from step to step like `sweepOrder`,
    /// for tall scenes (see `findPairs`).
    @exclusivity(unchecked) var sweepOrderY: [Int32] = []
    var sweepOrderYVersion = -1
    /// Each body's place in `sweepOrder` this step.
    @exclusivity(unchecked) var sweepRank: [Int32] = []
    /// The pairs whose boxes overlap, as places in `sweepOrder` (first << 32 | second, first
    /// < second), in increasing order: the order of the sweep along x.
    let sweepPairs = PairList()
    @exclusivity(unchecked) var pairScratch: [UInt64] = []
    @exclusivity(unchecked) var sweptBoxes: [AABB] = []
    @exclusivity(unchecked) var pairBuckets: [Int] = []

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
        packWarmStarts()
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
        packWarmStarts()
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
        packWarmStarts()
    }

    // MARK: Stepping

    /// Advances the world by `dt` seconds: update contacts (broad phase → narrow phase) → solve
    /// in substeps (bouncing in them) → drop overflowed motion → rest timers → contact events.
    public func step(_ dt: Double) {
        guard dt > 0, dt.isFinite else {
            substepForces.removeAll()
            return
        }
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

    /// Calls `visit` with each body's place and the body, in order, without retaining the
    /// bodies (the list holds them; `visit` must not change the list): the per-step loops
    /// otherwise pay an atomic retain and release per body.
    @inline(__always)
    func forEachBody(_ visit: (Int, Body) -> Void) {
        bodies.withUnsafeBufferPointer { bodies in
            for index in bodies.indices {
                Unmanaged.passUnretained(bodies[index])._withUnsafeGuaranteedRef { visit(index, $0) }
            }
        }
    }
}
