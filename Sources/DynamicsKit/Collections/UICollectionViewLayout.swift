import Foundation

/// Decides where a collection view's elements go, as UIKit's abstract layout: the collection
/// view calls ``prepare()`` after the layout was invalidated, then asks
/// ``layoutAttributesForElements(in:)`` for the rectangle it shows and
/// ``collectionViewContentSize`` for how far it scrolls. Subclasses override those.
///
/// When the collection view's bounds change (it scrolled, or was resized), it asks
/// ``shouldInvalidateLayout(forBoundsChange:)`` first, with its old bounds still in place; true
/// invalidates the layout. ``invalidateLayout()`` makes the collection view lay its elements
/// out again before the next frame is drawn.
open class UICollectionViewLayout: NSObject {
    /// The collection view using this layout; nil until one does.
    open internal(set) weak var collectionView: UICollectionView?

    /// The class of the attributes this layout makes (subclasses may name a subclass).
    open class var layoutAttributesClass: AnyClass { UICollectionViewLayoutAttributes.self }
    open class var invalidationContextClass: AnyClass { UICollectionViewLayoutInvalidationContext.self }

    public override init() {
        super.init()
    }

    public required init?(coder: NSCoder) {
        super.init()
    }

    // MARK: Laying out

    /// Called before the collection view asks for attributes, after each invalidation. Does nothing here.
    open func prepare() {}

    /// The attributes of every element whose frame meets `rect`; nil here.
    open func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? { nil }

    open func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? { nil }

    open func layoutAttributesForSupplementaryView(ofKind elementKind: String, at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? { nil }

    open func layoutAttributesForDecorationView(ofKind elementKind: String, at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? { nil }

    /// The size of everything the layout places, which the collection view scrolls over; zero here.
    open var collectionViewContentSize: CGSize { .zero }

    /// Where scrolling that would stop at `proposedContentOffset` stops instead; the proposal here.
    open func targetContentOffset(forProposedContentOffset proposedContentOffset: CGPoint, withScrollingVelocity velocity: CGPoint) -> CGPoint {
        proposedContentOffset
    }

    open func targetContentOffset(forProposedContentOffset proposedContentOffset: CGPoint) -> CGPoint {
        proposedContentOffset
    }

    // MARK: Invalidating

    /// Whether the collection view moving or resizing to `newBounds` needs a new layout; false here.
    open func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool { false }

    open func invalidationContext(forBoundsChange newBounds: CGRect) -> UICollectionViewLayoutInvalidationContext {
        let context = (Self.invalidationContextClass as? UICollectionViewLayoutInvalidationContext.Type ?? UICollectionViewLayoutInvalidationContext.self).init()
        if let collectionView {
            context.contentOffsetAdjustment = .zero
            context.contentSizeAdjustment = CGSize(width: newBounds.width - collectionView.bounds.width, height: newBounds.height - collectionView.bounds.height)
        }
        return context
    }

    /// Marks the layout out of date: the collection view calls ``prepare()`` and asks for
    /// attributes again before the next frame.
    open func invalidateLayout() {
        collectionView?.layoutDidInvalidate()
    }

    open func invalidateLayout(with context: UICollectionViewLayoutInvalidationContext) {
        invalidateLayout()
    }

    // MARK: Updates

    /// Told what a batch update inserts, deletes and moves, before the new layout is asked for.
    open func prepare(forCollectionViewUpdates updateItems: [UICollectionViewUpdateItem]) {}

    open func finalizeCollectionViewUpdates() {}

    /// Where an inserted item's animation starts; nil (the flow layout's: its final place, faded out).
    open func initialLayoutAttributesForAppearingItem(at itemIndexPath: IndexPath) -> UICollectionViewLayoutAttributes? { nil }

    /// Where a deleted item's animation ends; nil (the flow layout's: its last place, faded out).
    open func finalLayoutAttributesForDisappearingItem(at itemIndexPath: IndexPath) -> UICollectionViewLayoutAttributes? { nil }

    open func initialLayoutAttributesForAppearingSupplementaryElement(ofKind elementKind: String, at elementIndexPath: IndexPath) -> UICollectionViewLayoutAttributes? { nil }

    open func finalLayoutAttributesForDisappearingSupplementaryElement(ofKind elementKind: String, at elementIndexPath: IndexPath) -> UICollectionViewLayoutAttributes? { nil }

    // MARK: Decoration views

    open func register(_ viewClass: AnyClass?, forDecorationViewOfKind elementKind: String) {
        KitNote.once("decoration views (register(_:forDecorationViewOfKind:)) are not drawn here")
    }

    /// The view an element's view lives in when it is not the collection view itself (an
    /// orthogonal section's scroll view); its frame origin is where the element's coordinates start.
    func host(for attributes: UICollectionViewLayoutAttributes) -> UIView? { nil }

    /// Attributes of the layout's own class, for a cell.
    func makeAttributes(forCellWith indexPath: IndexPath) -> UICollectionViewLayoutAttributes {
        let attributes = (Self.layoutAttributesClass as? UICollectionViewLayoutAttributes.Type ?? UICollectionViewLayoutAttributes.self).init()
        attributes.indexPath = indexPath
        return attributes
    }

    func makeAttributes(forSupplementaryViewOfKind kind: String, with indexPath: IndexPath) -> UICollectionViewLayoutAttributes {
        let attributes = makeAttributes(forCellWith: indexPath)
        attributes.representedElementCategory = .supplementaryView
        attributes.representedElementKind = kind
        return attributes
    }
}
