import Foundation

/// One change of a batch update, as a layout's ``UICollectionViewLayout/prepare(forCollectionViewUpdates:)``
/// is told it: an insert (only `indexPathAfterUpdate`), a delete (only `indexPathBeforeUpdate`),
/// a move or a reload (both).
open class UICollectionViewUpdateItem: NSObject {
    public enum Action: Int, Sendable {
        case insert, delete, reload, move, none
    }

    open private(set) var indexPathBeforeUpdate: IndexPath?
    open private(set) var indexPathAfterUpdate: IndexPath?
    open private(set) var updateAction: Action

    init(action: Action, before: IndexPath?, after: IndexPath?) {
        updateAction = action
        indexPathBeforeUpdate = before
        indexPathAfterUpdate = after
        super.init()
    }
}
