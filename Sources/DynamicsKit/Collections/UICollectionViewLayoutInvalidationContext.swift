import Foundation

/// What part of a layout an invalidation concerns, as UIKit's. The kit's layouts prepare
/// everything again on any invalidation, so these values are kept for the layout's own use.
open class UICollectionViewLayoutInvalidationContext: NSObject {
    open var invalidateEverything: Bool { true }
    open var invalidateDataSourceCounts: Bool { true }
    open var contentOffsetAdjustment: CGPoint = .zero
    open var contentSizeAdjustment: CGSize = .zero
    open private(set) var invalidatedItemIndexPaths: [IndexPath]?

    public required override init() {
        super.init()
    }

    open func invalidateItems(at indexPaths: [IndexPath]) {
        invalidatedItemIndexPaths = (invalidatedItemIndexPaths ?? []) + indexPaths
    }
}
