import Foundation

public typealias UICollectionViewCompositionalLayoutSectionProvider = (Int, NSCollectionLayoutEnvironment) -> NSCollectionLayoutSection?

/// What a compositional layout does across its sections: the direction it scrolls in and the
/// space between sections.
open class UICollectionViewCompositionalLayoutConfiguration: NSObject, NSCopying {
    open var scrollDirection: UICollectionView.ScrollDirection = .vertical
    open var interSectionSpacing: CGFloat = 0
    /// Headers and footers of the whole layout; not placed here (one line says so).
    open var boundarySupplementaryItems: [NSCollectionLayoutBoundarySupplementaryItem] = [] {
        didSet { if !boundarySupplementaryItems.isEmpty { KitNote.once("a compositional layout's own boundary items (layout headers and footers) are not placed here; a section's are") } }
    }

    public override init() {
        super.init()
    }

    open func copy(with zone: NSZone? = nil) -> Any {
        let copy = UICollectionViewCompositionalLayoutConfiguration()
        copy.scrollDirection = scrollDirection
        copy.interSectionSpacing = interSectionSpacing
        copy.boundarySupplementaryItems = boundarySupplementaryItems
        return copy
    }
}

/// UIKit's compositional layout: each section's group (an item, or groups of items) repeated
/// until the section's items are placed, sections one after the other along the scrolling
/// direction (docs/FIDELITY.md, "Compositional layout"):
/// - the layout's container is the collection view's bounds less its adjusted content inset;
///   a section's groups are sized against that container less the section's content insets;
/// - a group's items are sized against the group; a horizontal group places them leading to
///   trailing (repeating its subitems while the next fits), a vertical one top to bottom, with
///   its ``NSCollectionLayoutGroup/interItemSpacing`` between (flexible: sharing the rest);
/// - an item's content insets are taken from its frame;
/// - a header sits at the section's top, inside its leading and trailing insets, then the top
///   inset, the groups ``NSCollectionLayoutSection/interGroupSpacing`` apart, the bottom inset
///   and the footer; sections are ``UICollectionViewCompositionalLayoutConfiguration/interSectionSpacing`` apart.
/// - a section that scrolls orthogonally puts its groups in one row inside a scroll view of its
///   own, as UIKit does: dragged sideways, it scrolls alone.
open class UICollectionViewCompositionalLayout: UICollectionViewLayout {
    private let sectionProvider: UICollectionViewCompositionalLayoutSectionProvider
    open var configuration: UICollectionViewCompositionalLayoutConfiguration {
        didSet { invalidateLayout() }
    }

    /// What the last ``prepare()`` placed, by section.
    private var sections: [PlacedSection] = []
    private var contentSize: CGSize = .zero
    /// The scroll views of the sections that scroll orthogonally, by section.
    private var scrollers: [Int: OrthogonalScrollView] = [:]

    struct PlacedSection {
        /// Nil for an empty section the provider gave no definition for.
        var section: NSCollectionLayoutSection?
        var items: [UICollectionViewLayoutAttributes]
        var supplementaries: [UICollectionViewLayoutAttributes]
        /// The band an orthogonal section's scroll view covers (the collection view's content
        /// coordinates) and how wide its row is; nil for the others.
        var band: CGRect?
        var rowLength: CGFloat = 0
    }

    public convenience init(section: NSCollectionLayoutSection) {
        self.init(section: section, configuration: UICollectionViewCompositionalLayoutConfiguration())
    }

    public init(section: NSCollectionLayoutSection, configuration: UICollectionViewCompositionalLayoutConfiguration) {
        sectionProvider = { _, _ in section }
        self.configuration = configuration
        super.init()
    }

    public convenience init(sectionProvider: @escaping UICollectionViewCompositionalLayoutSectionProvider) {
        self.init(sectionProvider: sectionProvider, configuration: UICollectionViewCompositionalLayoutConfiguration())
    }

    public init(sectionProvider: @escaping UICollectionViewCompositionalLayoutSectionProvider, configuration: UICollectionViewCompositionalLayoutConfiguration) {
        self.sectionProvider = sectionProvider
        self.configuration = configuration
        super.init()
    }

    public required init?(coder: NSCoder) {
        fatalError("UICollectionViewCompositionalLayout cannot be made from an Interface Builder file; make it in code")
    }

    /// A list: every section laid out as `configuration` says.
    public static func list(using configuration: UICollectionLayoutListConfiguration) -> UICollectionViewCompositionalLayout {
        UICollectionViewCompositionalLayout { _, _ in configuration.makeSection() }
    }

    // MARK: Laying out

    open override var collectionViewContentSize: CGSize { contentSize }

    open override func prepare() {
        super.prepare()
        sections = []
        contentSize = .zero
        guard let collectionView else { return }
        let inset = collectionView.layoutContentInset
        let size = CGSize(width: max(collectionView.bounds.width - inset.left - inset.right, 0),
                          height: max(collectionView.bounds.height - inset.top - inset.bottom, 0))
        let environment = CompositionalLayoutEnvironment(
            contentSize: collectionView.bounds.size,
            contentInsets: NSDirectionalEdgeInsets(top: inset.top, leading: inset.left, bottom: inset.bottom, trailing: inset.right),
            traitCollection: collectionView.traitCollection)
        let vertical = configuration.scrollDirection == .vertical
        var cursor: CGFloat = 0
        for index in 0..<collectionView.numberOfSections {
            let count = collectionView.numberOfItems(inSection: index)
            guard let section = sectionProvider(index, environment) else {
                guard count == 0 else {
                    fatalError("Invalid section definition. Please specify a valid section definition when content is to be rendered for a section. This is a client error. (section \(index) of \(count) items)")
                }
                sections.append(PlacedSection(section: nil, items: [], supplementaries: []))
                continue
            }
            if index > 0 { cursor += configuration.interSectionSpacing }
            let placed = place(section, index: index, itemCount: count, at: cursor, vertical: vertical, in: size)
            cursor = placed.end
            sections.append(placed.section)
        }
        contentSize = vertical ? CGSize(width: size.width, height: cursor) : CGSize(width: cursor, height: size.height)
        if let list = sections.lazy.compactMap({ $0.section?.list }).first { list.styleBackground(of: collectionView) }
        arrangeScrollers(in: collectionView)
    }

    /// Places one section from `start` along the scrolling direction; returns it and where it ends.
    private func place(_ section: NSCollectionLayoutSection, index: Int, itemCount: Int, at start: CGFloat, vertical: Bool, in size: CGSize) -> (section: PlacedSection, end: CGFloat) {
        let insets = section.contentInsets
        let container = CGSize(width: max(size.width - insets.leading - insets.trailing, 0),
                               height: max(size.height - insets.top - insets.bottom, 0))
        let orthogonal = section.orthogonalScrollingBehavior != .none && vertical
        if section.orthogonalScrollingBehavior != .none, !vertical {
            KitNote.once("orthogonal scrolling in a horizontally scrolling compositional layout is not made here; its sections lay out as .none")
        }
        var placed = PlacedSection(section: section, items: [], supplementaries: [])
        let groupSize = section.group.layoutSize.resolved(in: container)
        let groupCells = cellFrames(of: section.group, in: CGRect(origin: .zero, size: groupSize).inset(by: section.group.contentInsets, of: section.group.layoutSize))
        guard !groupCells.isEmpty else { return (placed, start) }
        let groupCount = (itemCount + groupCells.count - 1) / groupCells.count
        var cursor = start
        var supplementaryWidth = section.supplementariesFollowContentInsets ? container.width : size.width
        let supplementaryX = section.supplementariesFollowContentInsets ? insets.leading : 0
        if !vertical {
            if !section.boundarySupplementaryItems.isEmpty {
                KitNote.once("section headers and footers in a horizontally scrolling compositional layout are not placed here")
            }
            supplementaryWidth = 0
        }
        func supplementary(_ item: NSCollectionLayoutBoundarySupplementaryItem) -> UICollectionViewLayoutAttributes {
            let itemSize = item.layoutSize.resolved(in: CGSize(width: supplementaryWidth, height: size.height))
            let attributes = makeAttributes(forSupplementaryViewOfKind: item.elementKind, with: IndexPath(item: 0, section: index))
            attributes.frame = CGRect(x: supplementaryX + item.offset.x, y: cursor + item.offset.y, width: itemSize.width, height: itemSize.height)
            attributes.zIndex = item.zIndex
            return attributes
        }
        let boundaryItems = vertical ? section.boundarySupplementaryItems : []
        for item in boundaryItems where !item.isBottom {
            let attributes = supplementary(item)
            placed.supplementaries.append(attributes)
            cursor += attributes.size.height
        }
        let bandStart = cursor
        cursor += vertical ? insets.top : insets.leading
        var origins: [CGPoint] = []
        if orthogonal {
            var x = insets.leading
            for _ in 0..<groupCount {
                origins.append(CGPoint(x: x, y: cursor))
                x += groupSize.width + section.interGroupSpacing
            }
            placed.rowLength = x - (groupCount > 0 ? section.interGroupSpacing : 0) + insets.trailing
            cursor += groupSize.height
        } else {
            for group in 0..<groupCount {
                if group > 0 { cursor += section.interGroupSpacing }
                origins.append(vertical ? CGPoint(x: insets.leading, y: cursor) : CGPoint(x: cursor, y: insets.top))
                cursor += vertical ? groupSize.height : groupSize.width
            }
        }
        cursor += vertical ? insets.bottom : insets.trailing
        if orthogonal {
            placed.band = CGRect(x: 0, y: bandStart, width: size.width, height: cursor - bandStart)
        }
        var item = 0
        for origin in origins {
            for cell in groupCells where item < itemCount {
                let attributes = makeAttributes(forCellWith: IndexPath(item: item, section: index))
                attributes.frame = cell.offsetBy(dx: origin.x, dy: origin.y)
                placed.items.append(attributes)
                item += 1
            }
        }
        for item in boundaryItems where item.isBottom {
            let attributes = supplementary(item)
            placed.supplementaries.append(attributes)
            cursor += attributes.size.height
        }
        return (placed, cursor)
    }

    /// The frames of the cells `group` holds, in order, within `frame`.
    private func cellFrames(of group: NSCollectionLayoutGroup, in frame: CGRect) -> [CGRect] {
        let horizontal = group.axis == .horizontal
        let length = horizontal ? frame.width : frame.height
        let gap = group.interItemSpacing?.spacing ?? 0
        func extent(_ size: CGSize) -> CGFloat { horizontal ? size.width : size.height }
        var slots: [(item: NSCollectionLayoutItem, size: CGSize)] = []
        if let count = group.count {
            // `subitem:count:`: the subitem's length along the axis is overridden.
            let item = group.subitems[0]
            let each = max((length - gap * CGFloat(count - 1)) / CGFloat(count), 0)
            let size = item.layoutSize.resolved(in: frame.size)
            slots = Array(repeating: (item, horizontal ? CGSize(width: each, height: size.height) : CGSize(width: size.width, height: each)), count: count)
        } else {
            // The subitems in order, again and again, while the next still fits.
            var used: CGFloat = 0
            while slots.count < 10_000 {
                let item = group.subitems[slots.count % group.subitems.count]
                let size = item.layoutSize.resolved(in: frame.size)
                let needed = slots.isEmpty ? extent(size) : used + gap + extent(size)
                if !slots.isEmpty, needed > length + 0.001 { break }
                if extent(size) <= 0, slots.count >= group.subitems.count { break }
                used = needed
                slots.append((item, size))
            }
        }
        var between = gap
        if group.interItemSpacing?.isFlexibleSpacing == true, slots.count > 1 {
            let total = slots.reduce(0) { $0 + extent($1.size) }
            between = max(gap, (length - total) / CGFloat(slots.count - 1))
        }
        var frames: [CGRect] = []
        var position = horizontal ? frame.minX : frame.minY
        for (item, size) in slots {
            let slot = horizontal
                ? CGRect(x: position, y: frame.minY, width: size.width, height: size.height)
                : CGRect(x: frame.minX, y: position, width: size.width, height: size.height)
            let inner = slot.inset(by: item.contentInsets, of: item.layoutSize)
            if let subgroup = item as? NSCollectionLayoutGroup {
                frames += cellFrames(of: subgroup, in: inner)
            } else {
                frames.append(inner)
            }
            position += extent(size) + between
        }
        return frames
    }

    open override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        var found: [UICollectionViewLayoutAttributes] = []
        for (index, section) in sections.enumerated() {
            found += section.supplementaries.filter { $0.frame.intersects(rect) }
            if section.band != nil {
                // A row's items are where its scroll view shows them.
                let offset = scrollers[index]?.contentOffset.x ?? 0
                found += section.items.filter { $0.frame.offsetBy(dx: -offset, dy: 0).intersects(rect) }
            } else {
                found += section.items.filter { $0.frame.intersects(rect) }
            }
        }
        return found
    }

    open override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        guard sections.indices.contains(indexPath.section), sections[indexPath.section].items.indices.contains(indexPath.item) else { return nil }
        return sections[indexPath.section].items[indexPath.item]
    }

    open override func layoutAttributesForSupplementaryView(ofKind elementKind: String, at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        guard sections.indices.contains(indexPath.section) else { return nil }
        return sections[indexPath.section].supplementaries.first { $0.representedElementKind == elementKind && $0.indexPath == indexPath }
    }

    /// A new size lays the sections out again; a scroll does not.
    open override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
        guard let collectionView else { return false }
        return newBounds.size != collectionView.bounds.size
    }

    // MARK: Lists

    /// Where the item is in its list section (first, last), with the list's configuration; nil
    /// outside list sections.
    func listPlacement(of indexPath: IndexPath) -> (list: UICollectionLayoutListConfiguration, first: Bool, last: Bool)? {
        guard sections.indices.contains(indexPath.section), let list = sections[indexPath.section].section?.list else { return nil }
        let count = sections[indexPath.section].items.count
        return (list, indexPath.item == 0, indexPath.item == count - 1)
    }

    // MARK: Orthogonal sections

    /// The scroll views of the orthogonal sections: made, placed over their bands, and sized
    /// to their rows; those of sections no longer orthogonal taken away.
    private func arrangeScrollers(in collectionView: UICollectionView) {
        for (index, scroller) in scrollers.sorted(by: { $0.key < $1.key }) {
            guard !sections.indices.contains(index) || sections[index].band == nil else { continue }
            scroller.removeFromSuperview()
            scrollers[index] = nil
        }
        for (index, section) in sections.enumerated() {
            guard let band = section.band else { continue }
            let scroller = scrollers[index] ?? {
                let made = OrthogonalScrollView(frame: band)
                collectionView.insertSubview(made, at: collectionView.backgroundView == nil ? 0 : 1)
                scrollers[index] = made
                return made
            }()
            if scroller.frame != band { scroller.frame = band }
            scroller.collectionView = collectionView
            let behavior = section.section?.orthogonalScrollingBehavior ?? .continuous
            scroller.isPagingEnabled = [.paging, .groupPaging, .groupPagingCentered].contains(behavior)
            let size = CGSize(width: section.rowLength, height: band.height)
            if scroller.contentSize != size { scroller.contentSize = size }
        }
    }

    override func host(for attributes: UICollectionViewLayoutAttributes) -> UIView? {
        guard attributes.representedElementCategory == .cell else { return nil }
        return scrollers[attributes.indexPath.section]
    }
}

/// The scroll view an orthogonal section's cells live in, as UIKit's: it scrolls sideways
/// only, and a drag that starts more up or down than sideways is left to the collection view.
final class OrthogonalScrollView: UIScrollView, UIGestureRecognizerDelegate {
    weak var collectionView: UICollectionView?

    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = nil
        showsHorizontalScrollIndicator = false
        showsVerticalScrollIndicator = false
        alwaysBounceHorizontal = true
        contentInsetAdjustmentBehavior = .never
        panGestureRecognizer.delegate = self
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    override var bounds: CGRect {
        didSet { if oldValue.origin != bounds.origin { collectionView?.setNeedsLayout() } }
    }

    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        guard let pan = gestureRecognizer as? UIPanGestureRecognizer else { return true }
        let moved = pan.translation(in: self)
        return abs(moved.x) >= abs(moved.y)
    }
}

extension CGRect {
    /// The rectangle less `insets` (leading as left), except along a side whose size is estimated.
    func inset(by insets: NSDirectionalEdgeInsets, of size: NSCollectionLayoutSize) -> CGRect {
        let horizontal = size.widthDimension.isEstimated ? (CGFloat(0), CGFloat(0)) : (insets.leading, insets.trailing)
        let vertical = size.heightDimension.isEstimated ? (CGFloat(0), CGFloat(0)) : (insets.top, insets.bottom)
        return CGRect(x: minX + horizontal.0, y: minY + vertical.0,
                      width: max(width - horizontal.0 - horizontal.1, 0), height: max(height - vertical.0 - vertical.1, 0))
    }
}
