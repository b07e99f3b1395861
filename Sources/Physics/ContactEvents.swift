// Contact events: which contacts began and ended touching in a step, found by matching this
// step's contacts to last step's by key (Box2D v3's contact begin and end touch events).

extension World {
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

    /// The event of `contact`: its bodies, its edge's tag, where it touches.
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
    func reportContactChanges(since before: [Contact], index beforeIndex: ContactIndex) {
        beganContacts = []
        endedContacts = []
        guard beforeIndex.isUnique, contactIndex.isUnique, previousPlaces.count == contacts.count,
              warmStarts.count == before.count else {
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
        // Last step's contacts' touching is read from their packed warm starts (48 bytes, in
        // nearly this step's order), not from the 208-byte contacts.
        warmStarts.withUnsafeBufferPointer { before in
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
