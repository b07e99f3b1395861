// What each contact hands on to the contact with its key in the next step: its points' feature
// ids and impulses, packed apart from the contacts. Box2D v3 keeps a contact in place from step
// to step; ours are made afresh, and each new contact read its predecessor's impulses out of
// last step's list, whose contacts were 624 bytes (208 now): cache lines touched per contact,
// and missed once the list outgrows the cache (at 2,000 boxes, megabytes). Packed here they
// are 48 bytes each, read in nearly the order they were written. The solve packs them as it
// stores each contact's impulses back, while the contact is at hand (`ContactGraph.store`).

/// A contact's points' ids and impulses, for warm starting its successor.
struct WarmStart {
    var pointCount: Int32 = 0
    var id0: UInt32 = 0
    var id1: UInt32 = 0
    /// Whether the contact touched as its step ended, for this step's contact events (in the
    /// padding: still 48 bytes).
    var touching = false
    var normalImpulse0 = 0.0, tangentImpulse0 = 0.0
    var normalImpulse1 = 0.0, tangentImpulse1 = 0.0

    init() {}

    init(_ contact: Contact) {
        pointCount = Int32(truncatingIfNeeded: contact.pointCount)
        id0 = contact.point0.id
        id1 = contact.point1.id
        touching = contact.touching
        normalImpulse0 = contact.point0.normalImpulse
        tangentImpulse0 = contact.point0.tangentImpulse
        normalImpulse1 = contact.point1.normalImpulse
        tangentImpulse1 = contact.point1.tangentImpulse
    }
}

extension World {
    /// Packs the contacts' warm starts again (`nextWarmStarts`, by place in `contacts`), after
    /// the list changed between steps (a body or edges removed).
    func packWarmStarts() {
        let count = contacts.count
        nextWarmStarts.removeAll(keepingCapacity: true)
        nextWarmStarts.reserveCapacity(count)
        contacts.withUnsafeBufferPointer { contacts in
            for index in 0..<count { nextWarmStarts.append(WarmStart(contacts[index])) }
        }
    }
}

extension Contact {
    /// A contact loaded from `manifold`, keeping the impulses `previous` (the warm start of
    /// last step's contact with the same key) has for points with the same features: the same
    /// contact as `init(…, previous: UnsafePointer<Contact>?)` makes from that contact.
    init(
        idA: Int, indexA: Int, idB: Int?, indexB: Int, edgeIndex: Int, shapeA: Int, shapeB: Int,
        friction: Double, restitution: Double, manifold: Manifold, warmStart previous: UnsafePointer<WarmStart>?
    ) {
        self.init(idA: idA, indexA: indexA, idB: idB, indexB: indexB, edgeIndex: edgeIndex)
        self.shapeA = shapeA
        self.shapeB = shapeB
        self.friction = friction
        self.restitution = restitution
        normal = manifold.normal
        pointCount = manifold.pointCount
        @inline(__always)
        func load(_ mp: Manifold.Point, into point: inout Point) {
            point = Point(id: mp.id)
            point.position = mp.position
            point.initialSeparation = mp.separation
            guard let previous else { return }
            // Every earlier point with the id, the last one winning, as `update` takes them.
            let old = previous.pointee
            if old.pointCount > 0, old.id0 == mp.id {
                point.normalImpulse = old.normalImpulse0
                point.tangentImpulse = old.tangentImpulse0
            }
            if old.pointCount > 1, old.id1 == mp.id {
                point.normalImpulse = old.normalImpulse1
                point.tangentImpulse = old.tangentImpulse1
            }
        }
        if pointCount > 0 { load(manifold.point0, into: &point0) }
        if pointCount > 1 { load(manifold.point1, into: &point1) }
    }
}
