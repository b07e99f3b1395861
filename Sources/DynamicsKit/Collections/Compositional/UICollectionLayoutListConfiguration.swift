import Foundation

/// A compositional layout section that looks like a table, as UIKit's list configuration
/// describes it: one full-width row per item, 44 pt tall (a single line's height; rows do not
/// size themselves here), on the appearance's background. `.insetGrouped` rows stand 20 pt in
/// from the sides with their first and last corners rounded (10 pt); the grouped appearances
/// start each section 35 pt down, as the kit's grouped tables do (docs/FIDELITY.md).
public struct UICollectionLayoutListConfiguration {
    public enum Appearance: Int, Sendable {
        case plain, grouped, insetGrouped, sidebar, sidebarPlain
    }

    public enum HeaderMode: Int, Sendable {
        case none, supplementary, firstItemInSection
    }

    public enum FooterMode: Int, Sendable {
        case none, supplementary
    }

    public let appearance: Appearance
    public var showsSeparators = true
    /// The list's background; nil: the appearance's (white, or the grouped grey).
    public var backgroundColor: UIColor?
    public var headerMode: HeaderMode = .none
    public var footerMode: FooterMode = .none
    public var headerTopPadding: CGFloat?

    /// The height of a row, and of a supplementary header or footer.
    static let rowHeight: CGFloat = 44
    /// How far in from the sides `.insetGrouped` rows stand (the kit's inset grouped tables').
    static let insetGroupedMargin: CGFloat = 20
    /// The space above each section of the grouped appearances.
    static let groupedSectionSpacing: CGFloat = 35
    static let insetGroupedCornerRadius: CGFloat = 10

    public init(appearance: Appearance) {
        self.appearance = appearance
        switch appearance {
        case .sidebar, .sidebarPlain:
            KitNote.once("list appearance .\(appearance) is drawn as .plain here")
        default: break
        }
    }

    var isGrouped: Bool { appearance == .grouped || appearance == .insetGrouped }

    func makeSection() -> NSCollectionLayoutSection {
        let rowSize = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(Self.rowHeight))
        let item = NSCollectionLayoutItem(layoutSize: rowSize)
        let group = NSCollectionLayoutGroup.vertical(layoutSize: rowSize, subitems: [item])
        let section = NSCollectionLayoutSection(group: group)
        let side = appearance == .insetGrouped ? Self.insetGroupedMargin : 0
        section.contentInsets = NSDirectionalEdgeInsets(
            top: headerTopPadding ?? (isGrouped && headerMode != .supplementary ? Self.groupedSectionSpacing : 0),
            leading: side, bottom: 0, trailing: side)
        var boundary: [NSCollectionLayoutBoundarySupplementaryItem] = []
        if headerMode == .supplementary {
            boundary.append(NSCollectionLayoutBoundarySupplementaryItem(
                layoutSize: rowSize, elementKind: UICollectionView.elementKindSectionHeader, alignment: .top))
        } else if headerMode == .firstItemInSection {
            KitNote.once("list headerMode .firstItemInSection: the first item is drawn as a row here")
        }
        if footerMode == .supplementary {
            boundary.append(NSCollectionLayoutBoundarySupplementaryItem(
                layoutSize: rowSize, elementKind: UICollectionView.elementKindSectionFooter, alignment: .bottom))
        }
        section.boundarySupplementaryItems = boundary
        section.list = self
        return section
    }

    /// The collection view takes the list's background, unless the scene gave it another.
    func styleBackground(of collectionView: UICollectionView) {
        let color = backgroundColor ?? (isGrouped ? .systemGroupedBackground : .systemBackground)
        if collectionView.backgroundColor == .systemBackground || collectionView.backgroundColor == .systemGroupedBackground {
            if collectionView.backgroundColor != color { collectionView.backgroundColor = color }
        }
    }
}
