import Foundation

/// The smallest part of a compositional layout, as UIKit's: one cell, of a size relative to
/// the group that holds it, inset by ``contentInsets``.
open class NSCollectionLayoutItem: NSObject, NSCopying {
    public let layoutSize: NSCollectionLayoutSize
    public let supplementaryItems: [NSCollectionLayoutSupplementaryItem]
    /// Space taken from the item's own frame (leading and trailing as left and right, left to
    /// right). As in UIKit, ignored along a side whose size is estimated.
    open var contentInsets: NSDirectionalEdgeInsets = .zero

    public convenience init(layoutSize: NSCollectionLayoutSize) {
        self.init(layoutSize: layoutSize, supplementaryItems: [])
    }

    public init(layoutSize: NSCollectionLayoutSize, supplementaryItems: [NSCollectionLayoutSupplementaryItem]) {
        self.layoutSize = layoutSize
        self.supplementaryItems = supplementaryItems
        super.init()
        if !supplementaryItems.isEmpty {
            KitNote.once("an item's own supplementary items (badges) are not placed here; only a section's boundary items (headers, footers) are")
        }
    }

    open func copy(with zone: NSZone? = nil) -> Any { self }

    /// How many cells this item holds: one.
    var cellCount: Int { 1 }
}

/// Items side by side (horizontal) or one above the other (vertical), as UIKit's: each item
/// is sized against the group's own size. Given a list of subitems, the group repeats them in
/// order while the next still fits; given a count, it makes that many of its subitem, sharing
/// its length equally after the spacing.
open class NSCollectionLayoutGroup: NSCollectionLayoutItem {
    enum Axis { case horizontal, vertical }

    let axis: Axis
    public let subitems: [NSCollectionLayoutItem]
    /// The count of `subitem:count:`; nil when the subitems repeat while they fit.
    let count: Int?
    /// The space between the items along the group's axis; none when nil.
    open var interItemSpacing: NSCollectionLayoutSpacing?

    init(axis: Axis, layoutSize: NSCollectionLayoutSize, subitems: [NSCollectionLayoutItem], count: Int?) {
        precondition(!subitems.isEmpty, "NSCollectionLayoutGroup: a group needs at least one subitem")
        if let count { precondition(count > 0, "NSCollectionLayoutGroup: count must be positive (\(count))") }
        self.axis = axis
        self.subitems = subitems
        self.count = count
        super.init(layoutSize: layoutSize, supplementaryItems: [])
    }

    open class func horizontal(layoutSize: NSCollectionLayoutSize, subitems: [NSCollectionLayoutItem]) -> NSCollectionLayoutGroup {
        NSCollectionLayoutGroup(axis: .horizontal, layoutSize: layoutSize, subitems: subitems, count: nil)
    }

    open class func horizontal(layoutSize: NSCollectionLayoutSize, subitem: NSCollectionLayoutItem, count: Int) -> NSCollectionLayoutGroup {
        NSCollectionLayoutGroup(axis: .horizontal, layoutSize: layoutSize, subitems: [subitem], count: count)
    }

    /// iOS 16's name for `horizontal(layoutSize:subitem:count:)`.
    open class func horizontal(layoutSize: NSCollectionLayoutSize, repeatingSubitem subitem: NSCollectionLayoutItem, count: Int) -> NSCollectionLayoutGroup {
        NSCollectionLayoutGroup(axis: .horizontal, layoutSize: layoutSize, subitems: [subitem], count: count)
    }

    open class func vertical(layoutSize: NSCollectionLayoutSize, subitems: [NSCollectionLayoutItem]) -> NSCollectionLayoutGroup {
        NSCollectionLayoutGroup(axis: .vertical, layoutSize: layoutSize, subitems: subitems, count: nil)
    }

    open class func vertical(layoutSize: NSCollectionLayoutSize, subitem: NSCollectionLayoutItem, count: Int) -> NSCollectionLayoutGroup {
        NSCollectionLayoutGroup(axis: .vertical, layoutSize: layoutSize, subitems: [subitem], count: count)
    }

    open class func vertical(layoutSize: NSCollectionLayoutSize, repeatingSubitem subitem: NSCollectionLayoutItem, count: Int) -> NSCollectionLayoutGroup {
        NSCollectionLayoutGroup(axis: .vertical, layoutSize: layoutSize, subitems: [subitem], count: count)
    }

    override var cellCount: Int { 0 }
}

/// A view a compositional layout adds beside items, of an element kind the data source makes
/// views for.
open class NSCollectionLayoutSupplementaryItem: NSCollectionLayoutItem {
    public let elementKind: String
    open var zIndex = 1

    init(layoutSize: NSCollectionLayoutSize, elementKind: String) {
        self.elementKind = elementKind
        super.init(layoutSize: layoutSize, supplementaryItems: [])
    }
}

/// Where a boundary supplementary item sits on its section: `.top` for a header, `.bottom` for
/// a footer.
public enum NSRectAlignment: Int, Sendable {
    case none, top, topLeading, leading, bottomLeading, bottom, bottomTrailing, trailing, topTrailing
}

/// A header or footer of a section (or of the whole layout), as UIKit's: it spans the section
/// (inside its leading and trailing insets, which it follows by default) above the section's
/// top inset (a header) or below its bottom inset (a footer), and takes its height from the
/// section's length.
open class NSCollectionLayoutBoundarySupplementaryItem: NSCollectionLayoutSupplementaryItem {
    public let alignment: NSRectAlignment
    public let offset: CGPoint
    /// Headers that stay in sight while their section scrolls by; not pinned here (one line says so).
    open var pinToVisibleBounds = false {
        didSet { if pinToVisibleBounds { KitNote.once("pinToVisibleBounds: headers and footers scroll with their section here") } }
    }
    open var extendsBoundary = true

    public convenience init(layoutSize: NSCollectionLayoutSize, elementKind: String, alignment: NSRectAlignment) {
        self.init(layoutSize: layoutSize, elementKind: elementKind, alignment: alignment, absoluteOffset: .zero)
    }

    public init(layoutSize: NSCollectionLayoutSize, elementKind: String, alignment: NSRectAlignment, absoluteOffset: CGPoint) {
        self.alignment = alignment
        offset = absoluteOffset
        super.init(layoutSize: layoutSize, elementKind: elementKind)
        if ![.top, .bottom].contains(alignment) {
            KitNote.once("boundary supplementary items are placed at the top or bottom of their section here (alignment \(alignment) is laid out as \(isBottom ? "bottom" : "top"))")
        }
    }

    var isBottom: Bool { [.bottom, .bottomLeading, .bottomTrailing].contains(alignment) }
}
