import Foundation

/// How a section of a compositional layout scrolls across the layout's own direction.
public enum UICollectionLayoutSectionOrthogonalScrollingBehavior: Int, Sendable {
    /// The section's groups follow each other along the layout's direction.
    case none
    /// The groups stand in one row that scrolls sideways on its own, gliding freely.
    case continuous
    /// As `continuous`; its stops at group edges are not made here (one line says so).
    case continuousGroupLeadingBoundary
    /// Sideways by the width of the collection view.
    case paging
    /// As `paging` by group; turned by the collection view's width here (one line says so).
    case groupPaging
    case groupPagingCentered
}

/// A section of a compositional layout, as UIKit's: its group, repeated until the section's
/// items are placed, ``interGroupSpacing`` apart, within ``contentInsets``, with its headers
/// and footers.
open class NSCollectionLayoutSection: NSObject, NSCopying {
    public let group: NSCollectionLayoutGroup
    open var contentInsets: NSDirectionalEdgeInsets = .zero
    open var interGroupSpacing: CGFloat = 0
    open var orthogonalScrollingBehavior: UICollectionLayoutSectionOrthogonalScrollingBehavior = .none {
        didSet {
            switch orthogonalScrollingBehavior {
            case .continuousGroupLeadingBoundary, .groupPaging, .groupPagingCentered:
                KitNote.once("orthogonalScrollingBehavior .\(orthogonalScrollingBehavior): the row scrolls \(orthogonalScrollingBehavior == .continuousGroupLeadingBoundary ? "continuously" : "by the collection view's width") here, not stopping at group edges")
            default: break
            }
        }
    }
    open var boundarySupplementaryItems: [NSCollectionLayoutBoundarySupplementaryItem] = []
    /// Headers and footers span the section inside its leading and trailing insets (true, as
    /// UIKit's default) or its whole width.
    open var supplementariesFollowContentInsets = true
    /// What a list section draws: its appearance, for the list cells' backgrounds and separators.
    var list: UICollectionLayoutListConfiguration?

    public init(group: NSCollectionLayoutGroup) {
        self.group = group
        super.init()
    }

    open func copy(with zone: NSZone? = nil) -> Any { self }

    /// A section laid out as a list: one full-width row per item (the configuration's
    /// appearance sets the insets, the rows' height and the backgrounds).
    public static func list(using configuration: UICollectionLayoutListConfiguration, layoutEnvironment: NSCollectionLayoutEnvironment) -> NSCollectionLayoutSection {
        configuration.makeSection()
    }
}

/// What a section provider is told about where its section goes.
public protocol NSCollectionLayoutEnvironment: AnyObject {
    var container: NSCollectionLayoutContainer { get }
    var traitCollection: UITraitCollection { get }
}

/// The size a compositional layout lays out in: the collection view's, and the same less its
/// content insets (effective).
public protocol NSCollectionLayoutContainer: AnyObject {
    var contentSize: CGSize { get }
    var effectiveContentSize: CGSize { get }
    var contentInsets: NSDirectionalEdgeInsets { get }
    var effectiveContentInsets: NSDirectionalEdgeInsets { get }
}

final class CompositionalLayoutEnvironment: NSCollectionLayoutEnvironment, NSCollectionLayoutContainer {
    let contentSize: CGSize
    let contentInsets: NSDirectionalEdgeInsets
    let traitCollection: UITraitCollection

    init(contentSize: CGSize, contentInsets: NSDirectionalEdgeInsets, traitCollection: UITraitCollection) {
        self.contentSize = contentSize
        self.contentInsets = contentInsets
        self.traitCollection = traitCollection
    }

    var container: NSCollectionLayoutContainer { self }
    var effectiveContentInsets: NSDirectionalEdgeInsets { contentInsets }
    var effectiveContentSize: CGSize {
        CGSize(width: max(contentSize.width - contentInsets.leading - contentInsets.trailing, 0),
               height: max(contentSize.height - contentInsets.top - contentInsets.bottom, 0))
    }
}
