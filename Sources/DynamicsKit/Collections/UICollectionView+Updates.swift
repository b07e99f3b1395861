import Foundation

/// A batch of changes gathered by `performBatchUpdates`, as UIKit reads them: deletes are
/// index paths before the update, inserts after it, moves from before to after.
struct BatchUpdate {
    var inserted: [IndexPath] = []
    var deleted: [IndexPath] = []
    var moved: [(from: IndexPath, to: IndexPath)] = []
    /// Section changes, which are shown as a reload.
    var changesSections = false
}

// Inserting, deleting and moving items, animated as UIKit animates them: items that stay go
// from where they were to their new places, inserted items start at the layout's
// `initialLayoutAttributesForAppearingItem(at:)` (the flow layout's: their place, transparent)
// and deleted ones end at `finalLayoutAttributesForDisappearingItem(at:)` (by default where they
// were, transparent), all in one 0.3 s ease-in-out animation (docs/FIDELITY.md).
extension UICollectionView {
    /// Runs `updates`, which inserts, deletes and moves items (the data source already changed
    /// to match), then animates every change at once and calls `completion` with `true` when
    /// the animation ends. As in UIKit, the item counts the data source gives afterwards must
    /// equal the counts before plus inserts, minus deletes, plus and minus moves.
    ///
    /// UIKit's `updates` is a nullable block it promises not to keep (`NS_NOESCAPE`), which
    /// Swift imports as a closure that does not escape, so code may use `self`'s properties in
    /// it without `self.`. A Swift optional closure always escapes; this overload, taking the
    /// closure itself, is the one a closure literal picks, and the optional one below takes `nil`.
    public func performBatchUpdates(_ updates: () -> Void, completion: ((Bool) -> Void)? = nil) {
        if pendingBatch != nil {
            // Nested in another batch: its changes join the outer one.
            updates()
            completion.map { done in UIView.animate(withDuration: Self.updateAnimationDuration, animations: {}, completion: done) }
            return
        }
        // What is on screen now is what the animation starts from.
        layoutIfNeeded()
        _ = preparedLayout()
        pendingBatch = BatchUpdate()
        updates()
        let batch = pendingBatch ?? BatchUpdate()
        pendingBatch = nil
        animate(batch, completion: completion)
    }

    /// Changes the layout; `animated` moves the cells on show from their places in the old
    /// layout to the new one's in the batch updates' animation (0.3 s, ease in and out).
    public func setCollectionViewLayout(_ layout: UICollectionViewLayout, animated: Bool) {
        setCollectionViewLayout(layout, animated: animated, completion: nil)
    }

    public func setCollectionViewLayout(_ layout: UICollectionViewLayout, animated: Bool, completion: ((Bool) -> Void)? = nil) {
        guard animated else {
            collectionViewLayout = layout
            layoutIfNeeded()
            completion?(true)
            return
        }
        // A batch update with no changes but the layout: the cells on show move to the new
        // layout's places in its animation; cells that come into sight start at theirs.
        layoutIfNeeded()
        performBatchUpdates({ collectionViewLayout = layout }, completion: completion)
    }

    /// As the overload above, for a `nil` (or stored) `updates`.
    public func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        performBatchUpdates({ updates?() }, completion: completion)
    }

    public func insertItems(at indexPaths: [IndexPath]) { gather { $0.inserted += indexPaths } }
    public func deleteItems(at indexPaths: [IndexPath]) { gather { $0.deleted += indexPaths } }
    public func moveItem(at indexPath: IndexPath, to newIndexPath: IndexPath) { gather { $0.moved.append((indexPath, newIndexPath)) } }

    /// As UIKit: a delete and an insert at the same index paths.
    public func reloadItems(at indexPaths: [IndexPath]) {
        gather {
            $0.deleted += indexPaths
            $0.inserted += indexPaths
        }
    }

    public func insertSections(_ sections: IndexSet) { gatherSectionChange() }
    public func deleteSections(_ sections: IndexSet) { gatherSectionChange() }
    public func reloadSections(_ sections: IndexSet) { gatherSectionChange() }
    public func moveSection(_ section: Int, toSection newSection: Int) { gatherSectionChange() }

    private func gatherSectionChange() {
        KitNote.once("inserting, deleting, reloading or moving sections of a collection view reloads it without animation here")
        gather { $0.changesSections = true }
    }

    /// Adds a change to the batch being gathered, or makes it a batch of its own.
    private func gather(_ change: @escaping (inout BatchUpdate) -> Void) {
        if pendingBatch != nil {
            change(&pendingBatch!)
        } else {
            performBatchUpdates { change(&self.pendingBatch!) }
        }
    }

    private func animate(_ batch: BatchUpdate, completion: ((Bool) -> Void)?) {
        let oldCounts = itemCounts
        let newCounts = currentCounts()
        guard !batch.changesSections else {
            reloadData()
            UIView.animate(withDuration: Self.updateAnimationDuration, animations: {}, completion: completion)
            return
        }
        check(batch, from: oldCounts, to: newCounts)
        let newIndexPath = mapping(of: batch, from: oldCounts, to: newCounts)
        let layout = collectionViewLayout
        let inserted = Set(batch.inserted)

        // The old places of the items that stay, for those that come into sight.
        var oldPlaces: [IndexPath: UICollectionViewLayoutAttributes] = [:]
        for (section, count) in oldCounts.enumerated() {
            for item in 0..<count {
                let old = IndexPath(item: item, section: section)
                if let new = newIndexPath[old], let attributes = layout.layoutAttributesForItem(at: old) { oldPlaces[new] = attributes }
            }
        }

        // The views on show keep showing their items under their new index paths; deleted
        // items' views leave.
        var kept: [ElementKey: VisibleElement] = [:]
        var keptOrder: [ElementKey] = []
        var deletedViews: [(view: UICollectionReusableView, key: ElementKey, last: UICollectionViewLayoutAttributes)] = []
        for key in visibleOrder {
            guard let element = visible[key] else { continue }
            if key.category != .cell {
                kept[key] = element
                keptOrder.append(key)
            } else if let new = newIndexPath[key.indexPath] {
                let newKey = ElementKey(cellAt: new)
                kept[newKey] = element
                keptOrder.append(newKey)
            } else {
                deletedViews.append((element.view, key, element.attributes))
            }
        }
        visible = kept
        visibleOrder = keptOrder
        selected = selected.compactMap { newIndexPath[$0] }
        itemCounts = newCounts

        let updateItems = batch.deleted.map { UICollectionViewUpdateItem(action: .delete, before: $0, after: nil) }
            + batch.inserted.map { UICollectionViewUpdateItem(action: .insert, before: nil, after: $0) }
            + batch.moved.map { UICollectionViewUpdateItem(action: .move, before: $0.from, after: $0.to) }
        layout.invalidateLayout()
        _ = preparedLayout()
        layout.prepare(forCollectionViewUpdates: updateItems)
        let placed = (layout.layoutAttributesForElements(in: bounds) ?? []).filter { $0.representedElementCategory != .decorationView }
        let ends: [UICollectionViewLayoutAttributes] = deletedViews.map { deleted in
            if let final = layout.finalLayoutAttributesForDisappearingItem(at: deleted.key.indexPath) { return final }
            let faded = deleted.last.copy() as! UICollectionViewLayoutAttributes
            faded.alpha = 0
            return faded
        }

        // Elements that come into sight start where they were, or, inserted, where the layout says.
        UIView.performWithoutAnimation {
            for attributes in placed where visible[ElementKey(attributes)] == nil {
                let key = ElementKey(attributes)
                guard let view = makeView(for: attributes) else { continue }
                let start: UICollectionViewLayoutAttributes
                if key.category == .cell, inserted.contains(key.indexPath) {
                    start = layout.initialLayoutAttributesForAppearingItem(at: key.indexPath) ?? attributes
                } else {
                    start = (key.category == .cell ? oldPlaces[key.indexPath] : nil) ?? attributes
                }
                apply(start, to: view)
                willDisplay(view, key: key)
                visible[key] = VisibleElement(view: view, attributes: start)
                visibleOrder.append(key)
            }
        }

        var movedOut: [(view: UICollectionReusableView, key: ElementKey)] = []
        UIView.animate(withDuration: Self.updateAnimationDuration, animations: {
            let placedKeys = Set(placed.map(ElementKey.init))
            for attributes in placed {
                let key = ElementKey(attributes)
                guard let element = self.visible[key] else { continue }
                self.apply(attributes, to: element.view)
                self.visible[key] = VisibleElement(view: element.view, attributes: attributes.copy() as! UICollectionViewLayoutAttributes)
            }
            // Items that stay but move out of sight go to their new places, then leave.
            for key in self.visibleOrder where !placedKeys.contains(key) {
                guard let element = self.visible[key] else { continue }
                let end = key.category == .cell ? layout.layoutAttributesForItem(at: key.indexPath) : nil
                if let end { self.apply(end, to: element.view) }
                movedOut.append((element.view, key))
                self.visible[key] = nil
            }
            self.visibleOrder = placed.map(ElementKey.init).filter { self.visible[$0] != nil }
            for (deleted, end) in zip(deletedViews, ends) { self.apply(end, to: deleted.view) }
            layout.finalizeCollectionViewUpdates()
        }, completion: { finished in
            for (view, key) in movedOut + deletedViews.map({ ($0.view, $0.key) }) { self.enqueue(view, key: key) }
            completion?(finished)
        })
        arrangeViews()
    }

    /// Traps, in UIKit's words, when the data source's new counts do not follow from the batch.
    private func check(_ batch: BatchUpdate, from oldCounts: [Int], to newCounts: [Int]) {
        guard oldCounts.count == newCounts.count else {
            fatalError("Invalid update: invalid number of sections. The number of sections contained in the collection view after the update (\(newCounts.count)) must be equal to the number of sections contained in the collection view before the update (\(oldCounts.count)), plus or minus the number of sections inserted or deleted (0 inserted, 0 deleted).")
        }
        for section in oldCounts.indices {
            let insertedCount = batch.inserted.filter { $0.section == section }.count
            let deletedCount = batch.deleted.filter { $0.section == section }.count
            let movedIn = batch.moved.filter { $0.to.section == section && $0.from.section != section }.count
            let movedOut = batch.moved.filter { $0.from.section == section && $0.to.section != section }.count
            guard newCounts[section] == oldCounts[section] + insertedCount - deletedCount + movedIn - movedOut else {
                fatalError("Invalid update: invalid number of items in section \(section). The number of items contained in an existing section after the update (\(newCounts[section])) must be equal to the number of items contained in that section before the update (\(oldCounts[section])), plus or minus the number of items inserted or deleted from that section (\(insertedCount) inserted, \(deletedCount) deleted) and plus or minus the number of items moved into or out of that section (\(movedIn) moved in, \(movedOut) moved out).")
            }
        }
    }

    /// Where each item that stays goes: UIKit applies the deletes, then the inserts, then the
    /// moves, so the items that are neither deleted nor moved fill, in their order, the places
    /// that are neither inserted nor moved to.
    private func mapping(of batch: BatchUpdate, from oldCounts: [Int], to newCounts: [Int]) -> [IndexPath: IndexPath] {
        var newIndexPath: [IndexPath: IndexPath] = [:]
        for section in oldCounts.indices {
            let removed = Set(batch.deleted.filter { $0.section == section }.map(\.item) + batch.moved.filter { $0.from.section == section }.map(\.from.item))
            let filled = Set(batch.inserted.filter { $0.section == section }.map(\.item) + batch.moved.filter { $0.to.section == section }.map(\.to.item))
            let staying = (0..<oldCounts[section]).filter { !removed.contains($0) }
            let places = (0..<newCounts[section]).filter { !filled.contains($0) }
            for (old, new) in zip(staying, places) {
                newIndexPath[IndexPath(item: old, section: section)] = IndexPath(item: new, section: section)
            }
        }
        for move in batch.moved { newIndexPath[move.from] = move.to }
        return newIndexPath
    }
}
