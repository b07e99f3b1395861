// A step's contacts, made afresh each step (Box2D v3's b2Collide): the bodies' shapes placed
// in the world, the broad phase's pairs, and the narrow phase run on each pair and on each
// edge a dynamic body's box overlaps. A contact keeps the impulses of last step's contact with
// the same key, found through last step's contact index, for warm starting.

extension World {
    /// Replaces last step's contacts with this step's: shapes placed → pairs → manifolds.
    func updateContacts(_ dt: Double) {
        placeShapes(dt)
        updatePairs()
        collide()
    }

    /// Places each body's shapes (then the edges) in the world for the narrow phase, and gives
    /// the broad phase each body's box, its reach during the step `dt` and what it pairs by.
    private func placeShapes(_ dt: Double) {
        let count = bodies.count
        var vertexCount = 2 * edges.count, shapeCount = edges.count
        forEachBody { _, body in
            vertexCount += body.outline.vertices.count
            shapeCount += body.outline.counts.count
        }
        hulls.resize(vertices: vertexCount, shapes: shapeCount, owners: count + edges.count)
        if boxes.count != count {
            boxes = [AABB](repeating: AABB(minX: 0, minY: 0, maxX: 0, maxY: 0), count: count)
            reaches = [Reach](repeating: Reach(motion: .zero, spin: 0, total: 0), count: count)
            pairing = [PairingInfo](
                repeating: PairingInfo(id: 0, bodyMask: 0, edgeMask: 0, friction: 0, restitution: 0, isDynamic: false),
                count: count)
        }
        let halfSpeculative = 0.5 * settings.speculativeDistance
        hulls.withPlacer { placer in
        boxes.withUnsafeMutableBufferPointer { boxes in
        reaches.withUnsafeMutableBufferPointer { reaches in
        pairing.withUnsafeMutableBufferPointer { pairing in
            forEachBody { index, body in
                body.solverIndex = index
                let bounds = placer.place(body.outline, position: body.position, rotation: body.rotation)
                // Reach of the body during this step, so fast bodies meet what they will hit. A
                // pair is tested when its boxes, each grown by half the speculative distance and
                // its reach, overlap, and its contact made out to the speculative distance plus
                // how far the two can close along its normal (`Reach.closing`).
                let motion = dt * body.linearVelocity, spin = abs(body.angularVelocity) * body.extent * dt
                let reach = motion.length + spin
                boxes[index] = bounds.expanded(by: halfSpeculative + reach)
                reaches[index] = Reach(motion: motion, spin: spin, total: reach)
                pairing[index] = PairingInfo(
                    id: body.id, bodyMask: body.bodyMask, edgeMask: body.edgeMask,
                    friction: body.friction, restitution: body.restitution, isDynamic: body.isDynamic)
            }
            for edge in edges { placer.place(edge) }
        }}}}
    }

    /// Makes this step's contact list, pairs of bodies first (in the order of the sweep along
    /// x) and then edges (edge by edge, bodies in order), and indexes it by key.
    private func collide() {
        let jointed = JointedPairs(joints, ground: ground)
        // The list of two steps ago, emptied: its storage is reused.
        var fresh: [Contact] = []
        swap(&fresh, &spareContacts)
        fresh.removeAll(keepingCapacity: true)
        // Room for a contact per overlapping pair (one shape each, the common case) or as many
        // as last step, whichever is more: when a pile lands, the list grows to that in one
        // allocation rather than by doubling, copying 208-byte contacts each time.
        let expected = max(contacts.count, sweepPairs.count) + 8
        fresh.reserveCapacity(expected)
        previousPlaces.removeAll(keepingCapacity: true)
        freshKeys.removeAll(keepingCapacity: true)
        freshKeys.reserveCapacity(expected)
        // Last step's solve packed its contacts' warm starts.
        swap(&warmStarts, &nextWarmStarts)
        previousGuess = 0
        withCollisionView { view in
            collidePairs(view, jointed, into: &fresh)
            collideEdges(view, into: &fresh)
        }
        contacts = fresh
        contactIndex = ContactIndex(keys: freshKeys)
    }

    /// Calls `body` with this step's hulls, the broad phase's view of the bodies and last
    /// step's contacts, read through pointers.
    @inline(__always)
    private func withCollisionView(_ body: (CollisionView) -> Void) {
        let storage = hulls
        warmStarts.withUnsafeBufferPointer { warmStarts in
        contactIndex.keys.withUnsafeBufferPointer { previousKeys in
        storage.vertices.withUnsafeBufferPointer { vertices in
        storage.normals.withUnsafeBufferPointer { normals in
        boxes.withUnsafeBufferPointer { boxes in
        reaches.withUnsafeBufferPointer { reaches in
        pairing.withUnsafeBufferPointer { info in
        sweepOrder.withUnsafeBufferPointer { order in
            body(CollisionView(
                storage: storage, vertices: vertices, normals: normals, boxes: boxes, reaches: reaches,
                info: info, order: order, warmStarts: warmStarts, previousKeys: previousKeys,
                previousIndex: contactIndex, speculative: settings.speculativeDistance))
        }}}}}}}}
    }

    /// The narrow phase on the broad phase's pairs that may collide: one of the bodies moves,
    /// their body masks share a bit and no joint holds them together.
    @inline(__always)
    private func collidePairs(_ view: CollisionView, _ jointed: JointedPairs, into fresh: inout [Contact]) {
        let info = view.info, order = view.order
        // The overlapping pairs in the order of a sweep along x (ties by insertion order).
        for pair in sweepPairs.pairs {
            let i = Int(order[Int(pair >> 32)]), j = Int(order[Int(pair & 0xFFFF_FFFF)])
            let a = min(i, j), b = max(i, j)
            guard info[a].isDynamic || info[b].isDynamic,
                  info[a].bodyMask & info[b].bodyMask != 0,
                  !jointed.contains(info[a].id, info[b].id) else { continue }
            collide(a, b, view, into: &fresh)
        }
    }

    /// A contact for each shape of body `a` that touches (or nearly) a shape of body `b`.
    @inline(__always)
    private func collide(_ a: Int, _ b: Int, _ view: CollisionView, into fresh: inout [Contact]) {
        let info = view.info
        let shapesA = view.storage.shapes(of: a), shapesB = view.storage.shapes(of: b)
        let reachA = view.reaches[a], reachB = view.reaches[b]
        let margin = view.speculative + reachA.total + reachB.total
        for indexA in shapesA {
            for indexB in shapesB {
                var manifold = NarrowPhase.collide(view.hull(indexA), view.hull(indexB), margin: margin)
                guard manifold.pointCount > 0 else { continue }
                // Found out to both reaches; kept out to what the two can close along the normal.
                manifold.keepPoints(separatedByAtMost: view.speculative + reachA.closing(reachB, along: manifold.normal))
                guard manifold.pointCount > 0 else { continue }
                let shapeA = indexA - shapesA.lowerBound, shapeB = indexB - shapesB.lowerBound
                let key = ContactKey(a: info[a].id, b: info[b].id, shapes: shapeA << 16 | shapeB)
                fresh.append(Contact(
                    idA: info[a].id, indexA: a, idB: info[b].id, indexB: b, edgeIndex: -1,
                    shapeA: shapeA, shapeB: shapeB,
                    friction: (info[a].friction * info[b].friction).squareRoot(),
                    restitution: max(info[a].restitution, info[b].restitution),
                    manifold: manifold, warmStart: previous(key, view)))
            }
        }
    }

    /// The narrow phase on each edge and each dynamic body whose edge mask shares a bit with
    /// the edge's and whose box overlaps the edge's.
    @inline(__always)
    private func collideEdges(_ view: CollisionView, into fresh: inout [Contact]) {
        let count = bodies.count
        let info = view.info, speculative = view.speculative
        let edgeList = edges
        for edgeIndex in edgeList.indices {
            let edgeMask = edgeList[edgeIndex].mask
            let edgeHull = view.hull(view.storage.shapes(of: count + edgeIndex).lowerBound)
            let edgeBox = AABB(edgeHull.vertices).expanded(by: 0.5 * speculative)
            for index in 0..<count where info[index].isDynamic && info[index].edgeMask & edgeMask != 0 {
                guard view.boxes[index].overlaps(edgeBox) else { continue }
                let shapes = view.storage.shapes(of: index)
                for shapeIndex in shapes {
                    let manifold = NarrowPhase.collide(view.hull(shapeIndex), edgeHull, margin: speculative + view.reaches[index].total)
                    guard manifold.pointCount > 0 else { continue }
                    let shapeA = shapeIndex - shapes.lowerBound
                    let key = ContactKey(a: info[index].id, b: -1 - edgeIndex, shapes: shapeA << 16)
                    fresh.append(Contact(
                        idA: info[index].id, indexA: index, idB: nil, indexB: count, edgeIndex: edgeIndex,
                        shapeA: shapeA, shapeB: 0, friction: info[index].friction, restitution: info[index].restitution,
                        manifold: manifold, warmStart: previous(key, view)))
                }
            }
        }
    }

    /// The warm start of last step's contact with `key`, or nil; its place (or −1) goes to
    /// `previousPlaces` for contact events, its packed key to `freshKeys` for this step's index. The contacts come in nearly last step's order, so
    /// the place after the last one found is tried first, then the one after it: when every key
    /// is a contact's own, a match there is the contact the index would find.
    @inline(__always)
    private func previous(_ key: ContactKey, _ view: CollisionView) -> UnsafePointer<WarmStart>? {
        let place: Int
        let guess = previousGuess
        let packed = ContactIndex.pack(key), previousCount = view.previousKeys.count
        freshKeys.append(packed)
        if view.previousIndex.isUnique, guess < previousCount, view.previousKeys[guess] == packed {
            place = guess
        } else if view.previousIndex.isUnique, guess + 1 < previousCount, view.previousKeys[guess + 1] == packed {
            // The contact after last step's match ended (or moved on).
            place = guess + 1
        } else if let found = view.previousIndex.find(key) {
            place = found
        } else {
            previousPlaces.append(-1)
            return nil
        }
        previousGuess = place + 1
        previousPlaces.append(Int32(truncatingIfNeeded: place))
        return view.warmStarts.baseAddress! + place
    }
}

/// What the narrow phase reads in a step, viewed through pointers for the pair loops: the
/// hulls, the broad phase's boxes, reaches and pairing data by body, the sweep order, and
/// last step's contacts' warm starts with their index.
struct CollisionView {
    var storage: HullStorage
    var vertices: UnsafeBufferPointer<Vec2>
    var normals: UnsafeBufferPointer<Vec2>
    var boxes: UnsafeBufferPointer<AABB>
    var reaches: UnsafeBufferPointer<Reach>
    var info: UnsafeBufferPointer<PairingInfo>
    var order: UnsafeBufferPointer<Int32>
    /// Last step's contacts' warm starts and packed keys, by place, and their index.
    var warmStarts: UnsafeBufferPointer<WarmStart>
    var previousKeys: UnsafeBufferPointer<UInt64>
    var previousIndex: ContactIndex
    /// `World.Settings.speculativeDistance`.
    var speculative: Double

    /// Shape `shape` (an index into the storage's ranges) as a hull.
    @inline(__always)
    func hull(_ shape: Int) -> WorldHull {
        let range = storage.ranges[shape]
        return WorldHull(
            vertices: UnsafeBufferPointer(rebasing: vertices[range.start..<range.start + range.count]),
            normals: UnsafeBufferPointer(rebasing: normals[range.start..<range.start + range.count]))
    }
}

/// Bodies joined to each other do not collide, as Box2D's joints default to: an item pinned or
/// welded to another would otherwise fight the overlap at the joint. Joints to the ground
/// leave their body colliding.
struct JointedPairs {
    private var keys = Set<Int>()

    init(_ joints: [Joint], ground: Body) {
        for joint in joints where joint.bodyA !== ground && joint.bodyB !== ground {
            keys.insert(Self.key(joint.bodyA.id, joint.bodyB.id))
        }
    }

    private static func key(_ a: Int, _ b: Int) -> Int { min(a, b) << 32 | max(a, b) }

    /// Whether a joint holds the bodies with these ids together.
    @inline(__always)
    func contains(_ a: Int, _ b: Int) -> Bool {
        !keys.isEmpty && keys.contains(Self.key(a, b))
    }
}

/// How far a body can move during a step: its velocity times the step, how far its spin can
/// carry any point of it, and the two added (its reach in any direction).
struct Reach {
    var motion: Vec2
    var spin: Double
    var total: Double

    /// The most two bodies can close along `normal` (from this body to the other) during the
    /// step, if what they meet may slow or stop either of them (scale its motion by anything
    /// from 0 to 1) but not turn it: each body's motion toward the other, if any, plus both
    /// spins' reach. Bodies falling side by side close on nothing along the normal between
    /// them; one falling onto another closes by its fall, as the one below may stop.
    @inline(__always)
    func closing(_ other: Reach, along normal: Vec2) -> Double {
        max(0, dot(motion, normal)) + max(0, -dot(other.motion, normal)) + spin + other.spin
    }
}
