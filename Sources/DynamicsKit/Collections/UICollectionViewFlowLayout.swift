import Foundation

/// UIKit's flow layout: items in lines across the scrolling direction — left to right in rows
/// that follow each other downwards when scrolling vertically, top to bottom in columns that
/// follow each other rightwards when scrolling horizontally — with a header before and a footer
/// after each section.
///
/// The rules, as UIKit lays out (docs/FIDELITY.md, "Collection views"):
/// - a line takes items while they fit between the section insets with at least
///   ``minimumInteritemSpacing`` between them;
/// - every line but a section's last is justified: its first item at the leading inset, its
///   last at the trailing one, the space left shared equally between items; a line of one item
///   is centred;
/// - the last line keeps the spacing of the lines above when all the section's items are the
///   same size (its items stand in their columns), else its items sit at the leading inset
///   ``minimumInteritemSpacing`` apart;
/// - items are centred in their line across it; lines are ``minimumLineSpacing`` apart;
/// - a header or footer spans the content's width (scrolling vertically; its reference
///   height counts) or height (horizontally; its reference width counts), outside the section
///   insets.
///
/// The delegate's ``UICollectionViewDelegateFlowLayout`` answers, when the collection view's
/// delegate adopts it, replace the properties section by section and item by item.
open class UICollectionViewFlowLayout: UICollectionViewLayout {
    /// UIKit's default item size, 50 × 50 pt.
    static let defaultItemSize = CGSize(width: 50, height: 50)
    /// UIKit's default line and interitem spacing, 10 pt.
    static let defaultSpacing: CGFloat = 10
    /// The value of ``estimatedItemSize`` that asks cells for their own size.
    public static let automaticSize = CGSize(width: CGFloat.greatestFiniteMagnitude, height: CGFloat.greatestFiniteMagnitude)

    public enum SectionInsetReference: Int, Sendable {
        case fromContentInset, fromSafeArea, fromLayoutMargins
    }

    open var scrollDirection: UICollectionView.ScrollDirection = .vertical { didSet { invalidateLayout() } }
    open var itemSize = UICollectionViewFlowLayout.defaultItemSize { didSet { invalidateLayout() } }
    /// Non-zero: items are laid out at this size until their cells say their own
    /// (``UICollectionReusableView/preferredLayoutAttributesFitting(_:)``).
    open var estimatedItemSize: CGSize = .zero { didSet { invalidateLayout() } }
    open var minimumLineSpacing = UICollectionViewFlowLayout.defaultSpacing { didSet { invalidateLayout() } }
    open var minimumInteritemSpacing = UICollectionViewFlowLayout.defaultSpacing { didSet { invalidateLayout() } }
    open var sectionInset: UIEdgeInsets = .zero { didSet { invalidateLayout() } }
    open var sectionInsetReference: SectionInsetReference = .fromContentInset { didSet { invalidateLayout() } }
    open var headerReferenceSize: CGSize = .zero { didSet { invalidateLayout() } }
    open var footerReferenceSize: CGSize = .zero { didSet { invalidateLayout() } }
    open var sectionHeadersPinToVisibleBounds = false
    open var sectionFootersPinToVisibleBounds = false

    /// What the last ``prepare()`` placed, by section.
    private var sections: [PlacedSection] = []
    private var contentSize: CGSize = .zero
    /// Sizes cells asked for (self-sizing), by index path.
    private var preferredSizes: [IndexPath: CGSize] = [:]

    private struct PlacedSection {
        var header: UICollectionViewLayoutAttributes?
        var items: [UICollectionViewLayoutAttributes]
        var footer: UICollectionViewLayoutAttributes?
        var frame: CGRect
    }

    public override init() {
        super.init()
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        (coder as? UINibDecoder)?.decodeFlowLayout(self)
    }

    // MARK: Laying out

    open override func prepare() {
        super.prepare()
        guard let collectionView else {
            sections = []
            contentSize = .zero
            return
        }
        let metrics = FlowMetrics(layout: self, collectionView: collectionView)
        var offset: CGFloat = 0
        sections = (0..<collectionView.numberOfSections).map { section in
            let placed = place(section: section, in: collectionView, metrics: metrics, from: offset)
            offset = metrics.horizontal ? placed.frame.maxX : placed.frame.maxY
            return placed
        }
        contentSize = metrics.horizontal
            ? CGSize(width: offset, height: max(metrics.extent, 0))
            : CGSize(width: max(metrics.extent, 0), height: offset)
    }

    /// The collection view's extent across the scrolling direction, less its content insets.
    private struct FlowMetrics {
        let horizontal: Bool
        let extent: CGFloat
        let delegate: UICollectionViewDelegateFlowLayout?

        init(layout: UICollectionViewFlowLayout, collectionView: UICollectionView) {
            horizontal = layout.scrollDirection == .horizontal
            let insets = collectionView.layoutContentInset
            extent = horizontal
                ? collectionView.bounds.height - insets.top - insets.bottom
                : collectionView.bounds.width - insets.left - insets.right
            delegate = collectionView.delegate as? UICollectionViewDelegateFlowLayout
        }
    }

    /// Lays out `section` from `start` along the scrolling direction. The work is done in
    /// (along, across) coordinates and turned into frames at the end, so both directions share it.
    private func place(section: Int, in collectionView: UICollectionView, metrics: FlowMetrics, from start: CGFloat) -> PlacedSection {
        let delegate = metrics.delegate
        let insets = delegate?.collectionView(collectionView, layout: self, insetForSectionAt: section) ?? sectionInset
        let lineSpacing = delegate?.collectionView(collectionView, layout: self, minimumLineSpacingForSectionAt: section) ?? minimumLineSpacing
        let interitemSpacing = delegate?.collectionView(collectionView, layout: self, minimumInteritemSpacingForSectionAt: section) ?? minimumInteritemSpacing
        let headerSize = delegate?.collectionView(collectionView, layout: self, referenceSizeForHeaderInSection: section) ?? headerReferenceSize
        let footerSize = delegate?.collectionView(collectionView, layout: self, referenceSizeForFooterInSection: section) ?? footerReferenceSize
        let horizontal = metrics.horizontal
        // Insets before and after, along and across the scrolling direction.
        let (alongBefore, alongAfter) = horizontal ? (insets.left, insets.right) : (insets.top, insets.bottom)
        let (acrossBefore, acrossAfter) = horizontal ? (insets.top, insets.bottom) : (insets.left, insets.right)
        func frame(along: CGFloat, across: CGFloat, alongLength: CGFloat, acrossLength: CGFloat) -> CGRect {
            horizontal
                ? CGRect(x: along, y: across, width: alongLength, height: acrossLength)
                : CGRect(x: across, y: along, width: acrossLength, height: alongLength)
        }

        var along = start
        var header: UICollectionViewLayoutAttributes?
        let headerLength = horizontal ? headerSize.width : headerSize.height
        if headerLength > 0 {
            let attributes = makeAttributes(forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader, with: IndexPath(item: 0, section: section))
            attributes.frame = frame(along: along, across: 0, alongLength: headerLength, acrossLength: metrics.extent)
            header = attributes
            along += headerLength
        }
        along += alongBefore

        let count = collectionView.numberOfItems(inSection: section)
        let sizes: [CGSize] = (0..<count).map { item in
            let indexPath = IndexPath(item: item, section: section)
            if let preferred = preferredSizes[indexPath] { return preferred }
            if estimatedItemSize != .zero {
                return estimatedItemSize == Self.automaticSize ? itemSize : estimatedItemSize
            }
            return delegate?.collectionView(collectionView, layout: self, sizeForItemAt: indexPath) ?? itemSize
        }
        let alongLengths = sizes.map { horizontal ? $0.width : $0.height }
        let acrossLengths = sizes.map { horizontal ? $0.height : $0.width }
        let available = metrics.extent - acrossBefore - acrossAfter
        let lines = breakLines(acrossLengths, available: available, spacing: interitemSpacing)
        let uniform = sizes.allSatisfy { $0 == sizes.first }
        // The spacing of the section's first full line, which a uniform last line keeps.
        let commonGap: CGFloat? = lines.count > 1 ? justifiedGap(lines[0].map { acrossLengths[$0] }, available: available) : nil

        var items: [UICollectionViewLayoutAttributes] = []
        items.reserveCapacity(count)
        for (number, line) in lines.enumerated() {
            let thickness = line.map { alongLengths[$0] }.max() ?? 0
            let lengths = line.map { acrossLengths[$0] }
            let starts: [CGFloat]
            if number < lines.count - 1 {
                if line.count == 1 {
                    starts = [acrossBefore + (available - lengths[0]) / 2]
                } else {
                    starts = positions(lengths, from: acrossBefore, gap: justifiedGap(lengths, available: available) ?? interitemSpacing)
                }
            } else {
                starts = positions(lengths, from: acrossBefore, gap: uniform ? (commonGap ?? interitemSpacing) : interitemSpacing)
            }
            for (index, item) in line.enumerated() {
                let attributes = makeAttributes(forCellWith: IndexPath(item: item, section: section))
                attributes.frame = frame(along: along + (thickness - alongLengths[item]) / 2, across: starts[index],
                                         alongLength: alongLengths[item], acrossLength: acrossLengths[item])
                items.append(attributes)
            }
            along += thickness
            if number < lines.count - 1 { along += lineSpacing }
        }
        along += alongAfter

        var footer: UICollectionViewLayoutAttributes?
        let footerLength = horizontal ? footerSize.width : footerSize.height
        if footerLength > 0 {
            let attributes = makeAttributes(forSupplementaryViewOfKind: UICollectionView.elementKindSectionFooter, with: IndexPath(item: 0, section: section))
            attributes.frame = frame(along: along, across: 0, alongLength: footerLength, acrossLength: metrics.extent)
            footer = attributes
            along += footerLength
        }
        return PlacedSection(header: header, items: items, footer: footer,
                             frame: frame(along: start, across: 0, alongLength: along - start, acrossLength: metrics.extent))
    }

    /// The items of each line, greedily: a line takes the next item while it fits with the
    /// minimum spacing; an item longer than the line has a line of its own.
    private func breakLines(_ lengths: [CGFloat], available: CGFloat, spacing: CGFloat) -> [[Int]] {
        var lines: [[Int]] = []
        var line: [Int] = []
        var used: CGFloat = 0
        // A thousandth of a point of slack: widths computed as fractions of the screen fit as on a device.
        let slack: CGFloat = 0.001
        for (index, length) in lengths.enumerated() {
            if !line.isEmpty, used + spacing + length > available + slack {
                lines.append(line)
                line = []
                used = 0
            }
            used += (line.isEmpty ? 0 : spacing) + length
            line.append(index)
        }
        if !line.isEmpty { lines.append(line) }
        if lengths.contains(where: { $0 > available + slack }) {
            KitNote.once("the item width must be less than the width of the UICollectionView minus the section insets left and right values (UIKit's warning: such an item has a line of its own and overflows it)")
        }
        return lines
    }

    /// The equal gap that spreads `lengths` over `available`; nil for fewer than two items.
    private func justifiedGap(_ lengths: [CGFloat], available: CGFloat) -> CGFloat? {
        guard lengths.count > 1 else { return nil }
        return (available - lengths.reduce(0, +)) / CGFloat(lengths.count - 1)
    }

    private func positions(_ lengths: [CGFloat], from start: CGFloat, gap: CGFloat) -> [CGFloat] {
        var at = start
        return lengths.map { length in
            defer { at += length + gap }
            return at
        }
    }

    // MARK: Answers

    open override var collectionViewContentSize: CGSize { contentSize }

    /// Copies of the placed attributes that meet `rect`, section by section (header, items,
    /// footer): changing them changes nothing here.
    open override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        var found: [UICollectionViewLayoutAttributes] = []
        for section in sections where section.frame.intersects(rect) || section.frame.isEmpty {
            let elements = [section.header].compactMap { $0 } + section.items + [section.footer].compactMap { $0 }
            for attributes in elements where attributes.frame.intersects(rect) {
                found.append(attributes.copy() as! UICollectionViewLayoutAttributes)
            }
        }
        return found
    }

    open override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        guard sections.indices.contains(indexPath.section), sections[indexPath.section].items.indices.contains(indexPath.item) else { return nil }
        return sections[indexPath.section].items[indexPath.item].copy() as? UICollectionViewLayoutAttributes
    }

    open override func layoutAttributesForSupplementaryView(ofKind elementKind: String, at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        guard sections.indices.contains(indexPath.section) else { return nil }
        let section = sections[indexPath.section]
        switch elementKind {
        case UICollectionView.elementKindSectionHeader: return section.header?.copy() as? UICollectionViewLayoutAttributes
        case UICollectionView.elementKindSectionFooter: return section.footer?.copy() as? UICollectionViewLayoutAttributes
        default: return nil
        }
    }

    /// True when the size across the scrolling direction changes (the lines must break again).
    open override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
        guard let collectionView else { return false }
        let old = collectionView.bounds
        return scrollDirection == .vertical ? old.width != newBounds.width : old.height != newBounds.height
    }

    /// Inserted items fade in at their new place.
    open override func initialLayoutAttributesForAppearingItem(at itemIndexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        let attributes = layoutAttributesForItem(at: itemIndexPath)
        attributes?.alpha = 0
        return attributes
    }

    /// Deleted items fade out where they were (the collection view supplies that place).
    open override func finalLayoutAttributesForDisappearingItem(at itemIndexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        nil
    }

    // MARK: Self-sizing

    /// Records the size a self-sizing cell asked for; true when it changes the layout.
    func takePreferredSize(_ size: CGSize, for indexPath: IndexPath) -> Bool {
        guard estimatedItemSize != .zero, size.width > 0, size.height > 0, preferredSizes[indexPath] != size else { return false }
        preferredSizes[indexPath] = size
        return true
    }

    func forgetPreferredSizes() {
        preferredSizes = [:]
    }
}
