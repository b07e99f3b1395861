import Foundation

/// A collection view's data source that shows a snapshot, as UIKit's: it answers the
/// collection view from the snapshot last applied and makes each cell with its cell provider.
/// Applying a new snapshot with animation deletes, inserts and moves the items that changed
/// (by identifier) in one batch update; without, the collection view reloads. A snapshot
/// that changes the sections themselves reloads too (one line says so, once), as the kit's
/// batch updates do for section changes.
open class UICollectionViewDiffableDataSource<SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable>: NSObject, UICollectionViewDataSource {
    public typealias CellProvider = (UICollectionView, IndexPath, ItemIdentifierType) -> UICollectionViewCell?
    public typealias SupplementaryViewProvider = (UICollectionView, String, IndexPath) -> UICollectionReusableView?
    public typealias Snapshot = NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>

    private weak var collectionView: UICollectionView?
    private let cellProvider: CellProvider
    private var current = Snapshot()
    /// Makes the headers and footers the layout places.
    public var supplementaryViewProvider: SupplementaryViewProvider?

    /// Becomes `collectionView`'s data source (which holds it weakly, as UIKit's: keep it).
    public init(collectionView: UICollectionView, cellProvider: @escaping CellProvider) {
        self.collectionView = collectionView
        self.cellProvider = cellProvider
        super.init()
        collectionView.dataSource = self
    }

    // MARK: Snapshots

    /// A copy of what is shown.
    open func snapshot() -> Snapshot { current }

    /// Shows `snapshot`; with `animatingDifferences`, the changed items animate to it.
    open func apply(_ snapshot: Snapshot, animatingDifferences: Bool = true, completion: (() -> Void)? = nil) {
        guard let collectionView, animatingDifferences, collectionView.hasLoadedCounts, current.numberOfItems > 0 else {
            show(snapshot)
            completion?()
            return
        }
        guard current.sectionIdentifiers == snapshot.sectionIdentifiers else {
            KitNote.once("a snapshot that inserts, deletes or moves sections is applied without animation here")
            show(snapshot)
            completion?()
            return
        }
        // What is on screen is laid out from the old snapshot before the data changes.
        collectionView.layoutIfNeeded()
        let changes = Self.changes(from: current, to: snapshot)
        current = snapshot.clearingReloads()
        collectionView.performBatchUpdates({
            collectionView.deleteItems(at: changes.deleted)
            collectionView.insertItems(at: changes.inserted)
            for move in changes.moved { collectionView.moveItem(at: move.from, to: move.to) }
        }, completion: { _ in completion?() })
    }

    /// iOS 15: shows `snapshot` by reloading, without animation.
    open func applySnapshotUsingReloadData(_ snapshot: Snapshot, completion: (() -> Void)? = nil) {
        show(snapshot)
        completion?()
    }

    private func show(_ snapshot: Snapshot) {
        current = snapshot.clearingReloads()
        collectionView?.reloadData()
    }

    /// The items to delete (old index paths), insert (new ones) and move, for a snapshot whose
    /// sections are the same. The items that stay in their section and keep their order
    /// relative to each other (the longest such run) are not moved; reloaded items are deleted
    /// and inserted again.
    static func changes(from old: Snapshot, to new: Snapshot) -> (deleted: [IndexPath], inserted: [IndexPath], moved: [(from: IndexPath, to: IndexPath)]) {
        var newPlaces: [ItemIdentifierType: IndexPath] = [:]
        for (section, contents) in new.sections.enumerated() {
            for (item, identifier) in contents.items.enumerated() { newPlaces[identifier] = IndexPath(item: item, section: section) }
        }
        var oldPlaces: [ItemIdentifierType: IndexPath] = [:]
        for (section, contents) in old.sections.enumerated() {
            for (item, identifier) in contents.items.enumerated() { oldPlaces[identifier] = IndexPath(item: item, section: section) }
        }
        let reloaded = Set(new.reloadedItemIdentifiers + new.reconfiguredItemIdentifiers)
        var deleted: [IndexPath] = [], inserted: [IndexPath] = [], moved: [(from: IndexPath, to: IndexPath)] = []
        for (section, contents) in old.sections.enumerated() {
            var staying: [(from: IndexPath, to: IndexPath)] = []
            for (item, identifier) in contents.items.enumerated() {
                let from = IndexPath(item: item, section: section)
                guard let to = newPlaces[identifier], !reloaded.contains(identifier) else {
                    deleted.append(from)
                    continue
                }
                if to.section == section { staying.append((from, to)) } else { moved.append((from, to)) }
            }
            let kept = Set(longestIncreasingRun(staying.map(\.to.item)))
            for (position, pair) in staying.enumerated() where !kept.contains(position) { moved.append(pair) }
        }
        for (section, contents) in new.sections.enumerated() {
            for (item, identifier) in contents.items.enumerated() where oldPlaces[identifier] == nil || reloaded.contains(identifier) {
                inserted.append(IndexPath(item: item, section: section))
            }
        }
        return (deleted, inserted, moved)
    }

    /// The positions in `values` of a longest strictly increasing subsequence (patience sorting).
    private static func longestIncreasingRun(_ values: [Int]) -> [Int] {
        var tails: [Int] = []
        var previous = Array(repeating: -1, count: values.count)
        for (position, value) in values.enumerated() {
            var low = 0, high = tails.count
            while low < high {
                let middle = (low + high) / 2
                if values[tails[middle]] < value { low = middle + 1 } else { high = middle }
            }
            if low > 0 { previous[position] = tails[low - 1] }
            if low == tails.count { tails.append(position) } else { tails[low] = position }
        }
        var run: [Int] = []
        var position = tails.last ?? -1
        while position >= 0 {
            run.append(position)
            position = previous[position]
        }
        return run.reversed()
    }

    // MARK: Identifiers

    open func itemIdentifier(for indexPath: IndexPath) -> ItemIdentifierType? {
        guard current.sections.indices.contains(indexPath.section), current.sections[indexPath.section].items.indices.contains(indexPath.item) else { return nil }
        return current.sections[indexPath.section].items[indexPath.item]
    }

    open func indexPath(for itemIdentifier: ItemIdentifierType) -> IndexPath? {
        for (section, contents) in current.sections.enumerated() {
            if let item = contents.items.firstIndex(of: itemIdentifier) { return IndexPath(item: item, section: section) }
        }
        return nil
    }

    open func sectionIdentifier(for index: Int) -> SectionIdentifierType? {
        current.sections.indices.contains(index) ? current.sections[index].identifier : nil
    }

    open func index(for sectionIdentifier: SectionIdentifierType) -> Int? {
        current.indexOfSection(sectionIdentifier)
    }

    // MARK: The data source

    open func numberOfSections(in collectionView: UICollectionView) -> Int { current.numberOfSections }

    open func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        current.sections.indices.contains(section) ? current.sections[section].items.count : 0
    }

    open func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        guard let identifier = itemIdentifier(for: indexPath) else {
            fatalError("UICollectionViewDiffableDataSource: no item at \(indexPath) in the current snapshot")
        }
        guard let cell = cellProvider(collectionView, indexPath, identifier) else {
            fatalError("UICollectionView dataSource returned a nil cell for item at index path: \(indexPath), dataSource: UICollectionViewDiffableDataSource (its cellProvider returned nil)")
        }
        return cell
    }

    open func collectionView(_ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath) -> UICollectionReusableView {
        guard let provider = supplementaryViewProvider else {
            fatalError("the diffable data source has no supplementaryViewProvider for a supplementary view of kind \(kind) at \(indexPath): set one")
        }
        guard let view = provider(collectionView, kind, indexPath) else {
            fatalError("the diffable data source's supplementaryViewProvider returned nil for a view of kind \(kind) at \(indexPath)")
        }
        return view
    }
}

extension NSDiffableDataSourceSnapshot {
    /// The same sections and items without the reloads asked for: what the data source keeps once applied.
    func clearingReloads() -> NSDiffableDataSourceSnapshot {
        var copy = NSDiffableDataSourceSnapshot()
        copy.sections = sections
        return copy
    }
}
