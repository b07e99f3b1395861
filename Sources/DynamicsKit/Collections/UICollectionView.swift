import Foundation

/// A scrolling collection of items in sections, placed by a ``UICollectionViewLayout``, as
/// UIKit's: its data source says how many items there are and gives a cell for each, dequeued
/// from the classes registered by reuse identifier; the layout says where each element goes.
///
/// At every layout pass the collection view prepares the layout if it was invalidated, asks it
/// for the elements in its bounds (the visible part of the content), shows a cell or
/// supplementary view for each at its attributes, and puts the views that left sight back in
/// their reuse queues. A tap on an item (one that did not become a drag) highlights and selects
/// it and tells the delegate. Batch updates animate items to their new places in 0.3 s, fading
/// inserted ones in and deleted ones out (docs/FIDELITY.md).
open class UICollectionView: UIScrollView {
    public enum ScrollDirection: Int, Sendable {
        case vertical, horizontal
    }

    public enum ElementCategory: UInt, Sendable {
        case cell, supplementaryView, decorationView
    }

    public struct ScrollPosition: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let top = ScrollPosition(rawValue: 1 << 0)
        public static let centeredVertically = ScrollPosition(rawValue: 1 << 1)
        public static let bottom = ScrollPosition(rawValue: 1 << 2)
        public static let left = ScrollPosition(rawValue: 1 << 3)
        public static let centeredHorizontally = ScrollPosition(rawValue: 1 << 4)
        public static let right = ScrollPosition(rawValue: 1 << 5)
    }

    public static let elementKindSectionHeader = "UICollectionElementKindSectionHeader"
    public static let elementKindSectionFooter = "UICollectionElementKindSectionFooter"
    /// The seconds a batch update's animation lasts (docs/FIDELITY.md).
    static let updateAnimationDuration: TimeInterval = 0.3

    open var collectionViewLayout: UICollectionViewLayout {
        didSet {
            guard oldValue !== collectionViewLayout else { return }
            if oldValue.collectionView === self { oldValue.collectionView = nil }
            collectionViewLayout.collectionView = self
            layoutDidInvalidate()
        }
    }

    open weak var dataSource: UICollectionViewDataSource? { didSet { reloadData() } }
    /// The scroll view's delegate; as a ``UICollectionViewDelegate`` (and, for a flow layout,
    /// a ``UICollectionViewDelegateFlowLayout``) it also hears of selection and display.
    open override weak var delegate: UIScrollViewDelegate? { didSet { layoutDidInvalidate() } }

    /// The delegate as the collection view's own.
    var itemDelegate: UICollectionViewDelegate? { delegate as? UICollectionViewDelegate }
    /// Behind every cell, filling the collection view's frame.
    open var backgroundView: UIView? {
        didSet {
            guard oldValue !== backgroundView else { return }
            oldValue?.removeFromSuperview()
            if let backgroundView { insertSubview(backgroundView, at: 0) }
            setNeedsLayout()
        }
    }
    open var allowsSelection = true
    open var allowsMultipleSelection = false

    private var cellClasses: [String: (AnyClass, UINib?)] = [:]
    private var supplementaryClasses: [String: (AnyClass, UINib?)] = [:]
    /// A storyboard's prototype cells (by reuse identifier) and headers and footers (by kind +
    /// identifier), dequeued when nothing is registered under that name.
    var prototypes: [String: () -> UICollectionReusableView?] = [:]
    /// Views put back for reuse, by reuse identifier (supplementary views under kind + identifier).
    private var reusable: [String: [UICollectionReusableView]] = [:]
    /// The elements on show, by element, and in the order they were placed.
    var visible: [ElementKey: VisibleElement] = [:]
    var visibleOrder: [ElementKey] = []
    /// Views animating out (deleted items, items moved out of sight), removed when their animation ends.
    var leaving: [UICollectionReusableView] = []
    var itemCounts: [Int] = []
    private var needsReload = true
    var needsPrepare = true
    var selected: [IndexPath] = []
    /// The batch being gathered by ``performBatchUpdates(_:completion:)``; nil outside one.
    var pendingBatch: BatchUpdate?

    /// One element a layout places: a cell or a supplementary view of a kind, at an index path.
    struct ElementKey: Hashable {
        let category: ElementCategory
        let kind: String
        let indexPath: IndexPath

        init(_ attributes: UICollectionViewLayoutAttributes) {
            category = attributes.representedElementCategory
            kind = attributes.representedElementKind ?? ""
            indexPath = attributes.indexPath
        }

        init(cellAt indexPath: IndexPath) {
            category = .cell
            kind = ""
            self.indexPath = indexPath
        }
    }

    struct VisibleElement {
        let view: UICollectionReusableView
        var attributes: UICollectionViewLayoutAttributes
    }

    public init(frame: CGRect, collectionViewLayout layout: UICollectionViewLayout) {
        collectionViewLayout = layout
        super.init(frame: frame)
        setUp()
    }

    public required init?(coder: NSCoder) {
        collectionViewLayout = (coder as? UINibDecoder)?.collectionViewLayout() ?? UICollectionViewFlowLayout()
        super.init(coder: coder)
        setUp()
        (coder as? UINibDecoder)?.decodeCollectionView(self)
    }

    private func setUp() {
        collectionViewLayout.collectionView = self
        if backgroundColor == nil { backgroundColor = .systemBackground }
        let tap = UITapGestureRecognizer { [weak self] recognizer in
            guard let self, recognizer.state == .ended else { return }
            self.tapped(at: recognizer.location(in: self))
        }
        tap.cancelsTouchesInView = false
        addGestureRecognizer(tap)
    }

    // MARK: Registering and dequeuing

    open func register(_ cellClass: AnyClass?, forCellWithReuseIdentifier identifier: String) {
        cellClasses[identifier] = (cellClass ?? UICollectionViewCell.self, nil)
    }

    open func register(_ nib: UINib?, forCellWithReuseIdentifier identifier: String) {
        cellClasses[identifier] = (UICollectionViewCell.self, nib)
    }

    open func register(_ viewClass: AnyClass?, forSupplementaryViewOfKind elementKind: String, withReuseIdentifier identifier: String) {
        supplementaryClasses[elementKind + "/" + identifier] = (viewClass ?? UICollectionReusableView.self, nil)
    }

    open func register(_ nib: UINib?, forSupplementaryViewOfKind kind: String, withReuseIdentifier identifier: String) {
        supplementaryClasses[kind + "/" + identifier] = (UICollectionReusableView.self, nib)
    }

    /// A cell of the class registered for `identifier`: one put back for reuse (after its
    /// `prepareForReuse()`), or a new one. An identifier nothing is registered for is a fatal
    /// error, in UIKit's words.
    open func dequeueReusableCell(withReuseIdentifier identifier: String, for indexPath: IndexPath) -> UICollectionViewCell {
        let registration = cellClasses[identifier]
        guard registration != nil || prototypes[identifier] != nil else {
            fatalError("could not dequeue a view of kind: UICollectionElementKindCell with identifier \(identifier) - must register a nib or a class for the identifier or connect a prototype cell in a storyboard")
        }
        guard let cell = dequeue(identifier, registration: registration) as? UICollectionViewCell else {
            fatalError("the view registered for the cell identifier \(identifier) is not a UICollectionViewCell")
        }
        // As UIKit: the cell has its place and size before the data source configures it.
        if let attributes = collectionViewLayout.layoutAttributesForItem(at: indexPath) { apply(attributes, to: cell) }
        return cell
    }

    open func dequeueReusableSupplementaryView(ofKind elementKind: String, withReuseIdentifier identifier: String, for indexPath: IndexPath) -> UICollectionReusableView {
        let key = elementKind + "/" + identifier
        let registration = supplementaryClasses[key]
        guard registration != nil || prototypes[key] != nil else {
            fatalError("could not dequeue a view of kind: \(elementKind) with identifier \(identifier) - must register a nib or a class for the identifier or connect a prototype cell in a storyboard")
        }
        let view = dequeue(key, registration: registration)
        if let attributes = collectionViewLayout.layoutAttributesForSupplementaryView(ofKind: elementKind, at: indexPath) { apply(attributes, to: view) }
        return view
    }

    /// A view put back under `key`, or a new one: of the registered class, else from the storyboard's prototype.
    private func dequeue(_ key: String, registration: (AnyClass, UINib?)?) -> UICollectionReusableView {
        if var queue = reusable[key], !queue.isEmpty {
            let view = queue.removeFirst()
            reusable[key] = queue
            view.isHidden = false
            view.prepareForReuse()
            return view
        }
        let view: UICollectionReusableView
        if let registration {
            view = Self.make(registration)
        } else if let made = prototypes[key]?() {
            view = made
        } else {
            fatalError("the storyboard's prototype for \(key) could not be made")
        }
        view.reuseIdentifier = key.split(separator: "/", maxSplits: 1).last.map(String.init) ?? key
        return view
    }

    /// A new view of a registered class, with `init(frame:)`: UIKit's classes directly, a
    /// scene's own subclasses through the factories its entry point registers.
    private static func make(_ registration: (AnyClass, UINib?)) -> UICollectionReusableView {
        let (type, nib) = registration
        if let nib, let view = nib.instantiate(withOwner: nil).first(where: { $0 is UICollectionReusableView }) as? UICollectionReusableView {
            return view
        }
        if type == UICollectionViewCell.self { return UICollectionViewCell(frame: .zero) }
        if type == UICollectionViewListCell.self { return UICollectionViewListCell(frame: .zero) }
        if type == UICollectionReusableView.self { return UICollectionReusableView(frame: .zero) }
        guard let make = InterfaceBuilderRegistry.reusableViewFactory(for: type) else {
            fatalError("\(type) cannot be made here: only UICollectionReusableView subclasses of the scene's own files are registered for dequeuing")
        }
        return make()
    }

    // MARK: Data

    open var numberOfSections: Int {
        loadCountsIfNeeded()
        return itemCounts.count
    }

    open func numberOfItems(inSection section: Int) -> Int {
        loadCountsIfNeeded()
        return itemCounts.indices.contains(section) ? itemCounts[section] : 0
    }

    /// Asks the data source again for everything, at the next layout pass.
    open func reloadData() {
        needsReload = true
        layoutDidInvalidate()
    }

    /// Whether the item counts have been read from the data source since the last reload.
    var hasLoadedCounts: Bool { !needsReload }

    private func loadCountsIfNeeded() {
        guard needsReload else { return }
        needsReload = false
        itemCounts = currentCounts()
        for key in visibleOrder { if let element = visible[key] { enqueue(element.view, key: key) } }
        visible = [:]
        visibleOrder = []
        selected = selected.filter { itemCounts.indices.contains($0.section) && $0.item < itemCounts[$0.section] }
        needsPrepare = true
    }

    func currentCounts() -> [Int] {
        guard let dataSource else { return [] }
        return (0..<max(dataSource.numberOfSections(in: self), 0)).map {
            max(dataSource.collectionView(self, numberOfItemsInSection: $0), 0)
        }
    }

    // MARK: Layout

    /// Called by the layout's `invalidateLayout()`: prepare it and place the elements again
    /// before the next frame.
    func layoutDidInvalidate() {
        needsPrepare = true
        setNeedsLayout()
    }

    /// The insets the layout places its content within.
    var layoutContentInset: UIEdgeInsets { adjustedContentInset }

    func preparedLayout() -> UICollectionViewLayout {
        loadCountsIfNeeded()
        if needsPrepare {
            needsPrepare = false
            collectionViewLayout.prepare()
            contentSizeDidChange(collectionViewLayout.collectionViewContentSize)
        }
        return collectionViewLayout
    }

    /// The scroll view scrolls over the content the layout places.
    private func contentSizeDidChange(_ size: CGSize) {
        if contentSize != size { contentSize = size }
    }

    /// Whether the elements have been shown once. Before that, bounds changes (the scroll view
    /// taking in the safe area as the content size first arrives) are not the layout's concern:
    /// nothing is on screen to move.
    private var hasShownElements = false

    open override var bounds: CGRect {
        willSet {
            guard newValue != bounds, hasShownElements else { return }
            if collectionViewLayout.shouldInvalidateLayout(forBoundsChange: newValue) {
                collectionViewLayout.invalidateLayout(with: collectionViewLayout.invalidationContext(forBoundsChange: newValue))
            }
            setNeedsLayout()
        }
    }

    open override func layoutSubviews() {
        // The content size first: the scroll view's layout keeps the offset within it.
        _ = preparedLayout()
        super.layoutSubviews()
        backgroundView?.frame = CGRect(origin: bounds.origin, size: bounds.size)
        showVisibleElements()
    }

    /// Shows a view for every element the layout places in the bounds, at its attributes;
    /// the views of elements no longer there go back to their queues.
    private func showVisibleElements() {
        let layout = preparedLayout()
        let placed = (layout.layoutAttributesForElements(in: bounds) ?? []).filter { $0.representedElementCategory != .decorationView }
        var shown: [ElementKey: VisibleElement] = [:]
        var order: [ElementKey] = []
        for attributes in placed {
            let key = ElementKey(attributes)
            guard shown[key] == nil else { continue }
            let view: UICollectionReusableView
            if let element = visible[key] {
                view = element.view
                if !element.attributes.isEqual(attributes) { apply(attributes, to: view) }
            } else {
                guard let made = makeView(for: attributes) else { continue }
                view = made
                apply(attributes, to: view)
                willDisplay(view, key: key)
            }
            shown[key] = VisibleElement(view: view, attributes: attributes.copy() as! UICollectionViewLayoutAttributes)
            order.append(key)
        }
        for key in visibleOrder where shown[key] == nil {
            if let element = visible[key] { enqueue(element.view, key: key) }
        }
        visible = shown
        visibleOrder = order
        hasShownElements = true
        arrangeViews()
    }

    func makeView(for attributes: UICollectionViewLayoutAttributes) -> UICollectionReusableView? {
        guard let dataSource else { return nil }
        let view: UICollectionReusableView
        if attributes.representedElementCategory == .cell {
            let indexPath = attributes.indexPath
            guard itemCounts.indices.contains(indexPath.section), indexPath.item < itemCounts[indexPath.section] else { return nil }
            let cell = dataSource.collectionView(self, cellForItemAt: indexPath)
            cell.isSelected = selected.contains(indexPath)
            view = cell
        } else {
            view = dataSource.collectionView(self, viewForSupplementaryElementOfKind: attributes.representedElementKind ?? "", at: attributes.indexPath)
        }
        if let host = collectionViewLayout.host(for: attributes) {
            if view.superview !== host { host.addSubview(view) }
        } else if view.superview !== self {
            // New views go below the views that are not elements (a scroll view's indicators).
            insertSubview(view, at: firstIndexAfterElements())
        }
        return view
    }

    func willDisplay(_ view: UICollectionReusableView, key: ElementKey) {
        if let cell = view as? UICollectionViewCell {
            itemDelegate?.collectionView(self, willDisplay: cell, forItemAt: key.indexPath)
        } else {
            itemDelegate?.collectionView(self, willDisplaySupplementaryView: view, forElementKind: key.kind, at: key.indexPath)
        }
    }

    /// Puts `view` back in its queue, hidden in place (so that showing it again does not
    /// change the hierarchy), and tells the delegate.
    func enqueue(_ view: UICollectionReusableView, key: ElementKey) {
        view.isHidden = true
        if let cell = view as? UICollectionViewCell {
            itemDelegate?.collectionView(self, didEndDisplaying: cell, forItemAt: key.indexPath)
        } else {
            itemDelegate?.collectionView(self, didEndDisplayingSupplementaryView: view, forElementOfKind: key.kind, at: key.indexPath)
        }
        guard let identifier = view.reuseIdentifier else { return }
        let queueKey = key.category == .cell ? identifier : key.kind + "/" + identifier
        reusable[queueKey, default: []].append(view)
    }

    /// Places `view` as `attributes` say.
    func apply(_ attributes: UICollectionViewLayoutAttributes, to view: UICollectionReusableView) {
        let size = attributes.size
        if view.bounds.size != size { view.bounds = CGRect(origin: view.bounds.origin, size: size) }
        var center = attributes.center
        if let host = view.superview, host !== self {
            center.x -= host.frame.minX
            center.y -= host.frame.minY
        }
        if view.center != center { view.center = center }
        let transform = attributes.transform
        if view.transform != transform { view.transform = transform }
        if view.alpha != attributes.alpha { view.alpha = attributes.alpha }
        if view.isHidden != attributes.isHidden { view.isHidden = attributes.isHidden }
        view.apply(attributes)
    }

    /// The index just above the last element view (or the background view): where the views
    /// that are not elements start.
    private func firstIndexAfterElements() -> Int {
        var index = 0
        for (position, view) in subviews.enumerated() where view === backgroundView || view is UICollectionReusableView {
            index = position + 1
        }
        return index
    }

    /// Orders the element views by z-index (cells before supplementary views of the same
    /// z-index, then in the layout's order), when they are not so already.
    func arrangeViews() {
        let ranked = visibleOrder.enumerated().sorted { a, b in
            let (za, zb) = (visible[a.element]!.attributes.zIndex, visible[b.element]!.attributes.zIndex)
            if za != zb { return za < zb }
            let (ca, cb) = (a.element.category.rawValue, b.element.category.rawValue)
            if ca != cb { return ca < cb }
            return a.offset < b.offset
        }.map { visible[$0.element]!.view }.filter { $0.superview === self }
        let current = subviews.filter { view in ranked.contains { $0 === view } }
        guard !current.elementsEqual(ranked, by: ===) else { return }
        let others = subviews.filter { view in !(view is UICollectionReusableView) && view !== backgroundView }
        for view in ranked { bringSubviewToFront(view) }
        for view in others { bringSubviewToFront(view) }
    }

    // MARK: Elements

    open var visibleCells: [UICollectionViewCell] {
        visibleOrder.filter { $0.category == .cell }.compactMap { visible[$0]?.view as? UICollectionViewCell }
    }

    /// The index paths of the cells on show, in section and item order.
    open var indexPathsForVisibleItems: [IndexPath] {
        visibleOrder.filter { $0.category == .cell }.map(\.indexPath).sorted()
    }

    /// The cell on show for `indexPath`; nil when it is not visible.
    open func cellForItem(at indexPath: IndexPath) -> UICollectionViewCell? {
        visible[ElementKey(cellAt: indexPath)]?.view as? UICollectionViewCell
    }

    open func supplementaryView(forElementKind elementKind: String, at indexPath: IndexPath) -> UICollectionReusableView? {
        visibleOrder.first { $0.category == .supplementaryView && $0.kind == elementKind && $0.indexPath == indexPath }.flatMap { visible[$0]?.view }
    }

    open func visibleSupplementaryViews(ofKind elementKind: String) -> [UICollectionReusableView] {
        visibleOrder.filter { $0.category == .supplementaryView && $0.kind == elementKind }.compactMap { visible[$0]?.view }
    }

    open func indexPathsForVisibleSupplementaryElements(ofKind elementKind: String) -> [IndexPath] {
        visibleOrder.filter { $0.category == .supplementaryView && $0.kind == elementKind }.map(\.indexPath).sorted()
    }

    open func indexPath(for cell: UICollectionViewCell) -> IndexPath? {
        visibleOrder.first { $0.category == .cell && visible[$0]?.view === cell }?.indexPath
    }

    /// The item whose cell is at `point` (the collection view's bounds coordinates), topmost first.
    open func indexPathForItem(at point: CGPoint) -> IndexPath? {
        for key in visibleOrder.reversed() where key.category == .cell {
            guard let element = visible[key], !element.view.isHidden, element.view.convert(element.view.bounds, to: self).contains(point) else { continue }
            return key.indexPath
        }
        return nil
    }

    open func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        preparedLayout().layoutAttributesForItem(at: indexPath)
    }

    open func layoutAttributesForSupplementaryElement(ofKind kind: String, at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        preparedLayout().layoutAttributesForSupplementaryView(ofKind: kind, at: indexPath)
    }

    // MARK: Selection

    open var indexPathsForSelectedItems: [IndexPath]? { selected }

    open func selectItem(at indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition) {
        guard let indexPath else {
            for old in selected { deselectItem(at: old, animated: animated) }
            return
        }
        if !allowsMultipleSelection {
            for old in selected where old != indexPath { deselectItem(at: old, animated: animated) }
        }
        if !selected.contains(indexPath) { selected.append(indexPath) }
        cellForItem(at: indexPath)?.isSelected = true
    }

    open func deselectItem(at indexPath: IndexPath, animated: Bool) {
        selected.removeAll { $0 == indexPath }
        cellForItem(at: indexPath)?.isSelected = false
    }

    /// A tap that stayed a tap (a drag fails it): the item under it is highlighted, then
    /// selected (or, selecting several, a selected one deselected), and the delegate told at
    /// each step as UIKit tells it.
    private func tapped(at point: CGPoint) {
        guard allowsSelection, let indexPath = indexPathForItem(at: point) else { return }
        if itemDelegate?.collectionView(self, shouldHighlightItemAt: indexPath) ?? true {
            let cell = cellForItem(at: indexPath)
            cell?.isHighlighted = true
            itemDelegate?.collectionView(self, didHighlightItemAt: indexPath)
            cell?.isHighlighted = false
            itemDelegate?.collectionView(self, didUnhighlightItemAt: indexPath)
        } else {
            return
        }
        if allowsMultipleSelection, selected.contains(indexPath) {
            guard itemDelegate?.collectionView(self, shouldDeselectItemAt: indexPath) ?? true else { return }
            deselectItem(at: indexPath, animated: true)
            itemDelegate?.collectionView(self, didDeselectItemAt: indexPath)
            return
        }
        guard itemDelegate?.collectionView(self, shouldSelectItemAt: indexPath) ?? true else { return }
        if !allowsMultipleSelection {
            for old in selected where old != indexPath {
                deselectItem(at: old, animated: true)
                itemDelegate?.collectionView(self, didDeselectItemAt: old)
            }
        }
        selectItem(at: indexPath, animated: true, scrollPosition: [])
        itemDelegate?.collectionView(self, didSelectItemAt: indexPath)
    }
}
