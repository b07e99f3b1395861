import Foundation

// An animator made with `init(collectionViewLayout:)` moves layout attributes as another
// moves views: its items are `UICollectionViewLayoutAttributes` in the layout's content
// coordinates, a collision behavior's reference bounds are the content's rectangle, and after
// every tick that moves them it invalidates the layout, so the collection view asks for the
// attributes again and draws each cell where the animator put it.
extension UIDynamicAnimator {
    /// The attributes of the cell at `indexPath` among this animator's items; nil when no
    /// behavior holds them.
    public func layoutAttributesForCell(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        layoutAttributes(.cell, kind: nil, at: indexPath)
    }

    public func layoutAttributesForSupplementaryView(ofKind kind: String, at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        layoutAttributes(.supplementaryView, kind: kind, at: indexPath)
    }

    public func layoutAttributesForDecorationView(ofKind decorationViewKind: String, at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        layoutAttributes(.decorationView, kind: decorationViewKind, at: indexPath)
    }

    private func layoutAttributes(_ category: UICollectionView.ElementCategory, kind: String?, at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        for behavior in behaviorsInHierarchy {
            for case let attributes as UICollectionViewLayoutAttributes in behavior.dynamicItems
            where attributes.representedElementCategory == category && attributes.representedElementKind == kind && attributes.indexPath == indexPath {
                return attributes
            }
        }
        return nil
    }
}
