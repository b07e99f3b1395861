import Foundation

/// The bar at the top of a navigation controller, as iOS 17 draws it: 44 pt tall, the top
/// item's title centred (17 pt semibold), its left items or a back button (a chevron and the
/// previous item's title, in the tint color) on the left and its right items on the right.
/// Tapping the back button pops.
///
/// Its background follows the appearances (iOS 15): the standard one (translucent chrome
/// reaching up behind the status bar, a hairline along the bottom) while content is scrolled
/// under the bar, the scroll-edge one — by default none, no hairline — when the content's top
/// edge meets the bar's bottom or there is no scroll view. A bar no navigation controller
/// manages always shows the standard appearance.
///
/// With a large title the bar is 96 pt tall at the scroll edge and collapses to 44 pt as the
/// content scrolls up: the large title rides up with the content, clipped below the standard
/// bar, and the small title fades in once it is gone; pulling down stretches it.
open class UINavigationBar: UIView {
    /// The bar's height in points, without the status bar above it.
    public static let standardHeight: CGFloat = 44

    public typealias BarStyle = UIBarStyle

    /// The background of the standard appearance when set (the legacy way to colour a bar).
    open var barTintColor: UIColor? { didSet { appearanceDidChange() } }
    /// The default background already looks translucent; an opaque bar (false) has a view
    /// controller's view start below it unless it `extendedLayoutIncludesOpaqueBars`.
    open var isTranslucent = true { didSet { if isTranslucent != oldValue { superview?.setNeedsLayout() } } }
    open var barStyle = BarStyle.default { didSet { appearanceDidChange() } }
    /// The legacy title attributes (`.font`, `.foregroundColor`), used when no appearance is given.
    open var titleTextAttributes: [NSAttributedString.Key: Any]? { didSet { appearanceDidChange() } }
    open var largeTitleTextAttributes: [NSAttributedString.Key: Any]? { didSet { appearanceDidChange() } }
    /// Stored, not drawn (the hairline is drawn in the appearance's shadow colour).
    open var shadowImage: UIImage?

    /// The look at standard height (iOS 13).
    open var standardAppearance = UINavigationBarAppearance() { didSet { hasOwnStandardAppearance = true; appearanceDidChange() } }
    /// Stored: the screen is a phone held upright, so the bar is never compact.
    open var compactAppearance: UINavigationBarAppearance?
    /// The look when the content's edge meets the bar (iOS 13; every bar from iOS 15): nil is
    /// the standard appearance with a transparent background.
    open var scrollEdgeAppearance: UINavigationBarAppearance? { didSet { appearanceDidChange() } }
    /// Stored, as ``compactAppearance``.
    open var compactScrollEdgeAppearance: UINavigationBarAppearance?
    private(set) var hasOwnStandardAppearance = false

    /// When true, the top item's title is drawn large (34 pt bold) at the leading margin in
    /// 52 pt below the standard bar, unless the item's `largeTitleDisplayMode` is `.never`.
    open var prefersLargeTitles = false { didSet { if prefersLargeTitles != oldValue { rebuildContent() } } }
    /// The large title's height below the standard bar.
    static let largeTitleHeight: CGFloat = 52
    /// Called when the bar's height changes (a large title shown, hidden or collapsing).
    var heightDidChange: (() -> Void)?
    private(set) var showsLargeTitle = false
    /// How much of the large title's 52 pt shows: 52 at rest, 0 collapsed, more pulled down.
    /// The navigation controller sets it from the content's scroll.
    var largeTitleExtent: CGFloat = UINavigationBar.largeTitleHeight {
        didSet {
            guard largeTitleExtent != oldValue else { return }
            if showsLargeTitle { heightDidChange?() }
            updateTitleFade()
            setNeedsLayout()
        }
    }

    /// The bar's height without the status bar: 44 pt, or with a large title 44 pt plus what
    /// shows of it (96 pt at rest).
    var barHeight: CGFloat { Self.standardHeight + (showsLargeTitle ? max(largeTitleExtent, 0) : 0) }
    /// What the bar adds to the children's safe area: its height, at most 96 pt (a pull-down
    /// stretches the bar, not the safe area).
    var insetHeight: CGFloat { Self.standardHeight + (showsLargeTitle ? min(max(largeTitleExtent, 0), Self.largeTitleHeight) : 0) }

    /// How far content has scrolled under the bar: 1 (the standard appearance) or on the way
    /// there, 0 at the scroll edge. The navigation controller sets it.
    var standardFraction: CGFloat = 0 { didSet { if standardFraction != oldValue { appearanceDidChange() } } }
    /// Whether a navigation controller shows the bar, which makes its scroll-edge appearance count.
    var isManaged = false { didSet { appearanceDidChange() } }

    /// The items from the bottom of the stack to the top; the bar shows the last and a back
    /// button to the one before it.
    public private(set) var items: [UINavigationItem]?
    public var topItem: UINavigationItem? { items?.last }
    public var backItem: UINavigationItem? {
        guard let items, items.count > 1 else { return nil }
        return items[items.count - 2]
    }

    /// What the back button does: its navigation controller pops; a bar on its own pops its item.
    var backButtonTapped: (() -> Void)?

    let background = BarBackgroundView(hairlineEdge: .bottom)
    private(set) var titleLabel = UILabel(frame: .zero)
    private(set) var largeTitleLabel = UILabel(frame: .zero)
    /// Clips the large title below the standard bar as it collapses.
    private let largeTitleArea = UIView(frame: .zero)
    private var backButton: BarButtonControl?
    private var leftViews: [UIView] = []
    private var rightViews: [UIView] = []
    private var centreView: UIView?
    /// The content a push or pop is carrying out, removed when it ends.
    private var outgoing: [UIView] = []
    private var transitionCount = 0

    public override init(frame: CGRect) {
        super.init(frame: frame)
        setUpContent()
    }

    private func setUpContent() {
        largeTitleArea.clipsToBounds = true
        largeTitleArea.isUserInteractionEnabled = false
        addSubview(background)
        addSubview(largeTitleArea)
        appearanceDidChange()
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        setUpContent()
    }

    public convenience init() {
        self.init(frame: CGRect(x: 0, y: 0, width: 320, height: Self.standardHeight))
    }

    // MARK: Appearance

    /// The standard appearance with the legacy properties applied when none was given.
    private var barStandardAppearance: UINavigationBarAppearance {
        guard !hasOwnStandardAppearance else { return standardAppearance }
        let appearance = UINavigationBarAppearance(barAppearance: standardAppearance)
        appearance.applyLegacy(barTintColor: barTintColor, barStyle: barStyle)
        if let titleTextAttributes { appearance.titleTextAttributes = titleTextAttributes }
        if let largeTitleTextAttributes { appearance.largeTitleTextAttributes = largeTitleTextAttributes }
        return appearance
    }

    /// The appearances the top item shows: its own, else the bar's; the scroll-edge one only
    /// for a bar a navigation controller manages.
    var resolvedAppearances: (standard: UINavigationBarAppearance, scrollEdge: UINavigationBarAppearance) {
        let standard = topItem?.standardAppearance ?? barStandardAppearance
        guard isManaged else { return (standard, standard) }
        let edge = topItem?.scrollEdgeAppearance ?? scrollEdgeAppearance ?? standard.withTransparentBackground()
        return (standard, edge)
    }

    func appearanceDidChange() {
        let (standard, edge) = resolvedAppearances
        let fraction = isManaged ? standardFraction : 1
        background.apply(standard: standard, scrollEdge: edge, standardFraction: fraction)
        let shown = fraction >= 0.5 ? standard : edge
        let plainColor: UIColor = barStyle == .black && !hasOwnStandardAppearance ? .white : .label
        let titleColor = shown.titleTextAttributes[.foregroundColor] as? UIColor ?? plainColor
        titleLabel.font = shown.titleTextAttributes[.font] as? UIFont ?? .systemFont(ofSize: 17, weight: .semibold)
        titleLabel.textColor = titleColor
        largeTitleLabel.font = shown.largeTitleTextAttributes[.font] as? UIFont ?? .systemFont(ofSize: 34, weight: .bold)
        largeTitleLabel.textColor = shown.largeTitleTextAttributes[.foregroundColor] as? UIColor ?? titleColor
        setNeedsLayout()
    }

    /// With a large title, the small one shows only once the large one has scrolled away: it
    /// fades in over the last 12 pt of the collapse.
    private func updateTitleFade() {
        guard showsLargeTitle, centreView === titleLabel else { return }
        titleLabel.alpha = min(max(1 - largeTitleExtent / Self.titleFadeDistance, 0), 1)
    }

    static let titleFadeDistance: CGFloat = 12

    // MARK: Items

    public func setItems(_ items: [UINavigationItem]?, animated: Bool) {
        setItems(items, transition: nil)
    }

    /// Replaces the items. With a push or pop, what the bar showed stays for
    /// ``animateItemTransition(duration:options:)`` to carry out while the new content comes in.
    func setItems(_ items: [UINavigationItem]?, transition: UINavigationController.Operation?) {
        for item in self.items ?? [] { item.displayDidChange = nil }
        self.items = items
        for item in items ?? [] { item.displayDidChange = { [weak self] in self?.rebuildContent() } }
        rebuildContent(transition: transition)
    }

    public func pushItem(_ item: UINavigationItem, animated: Bool) {
        setItems((items ?? []) + [item], animated: animated)
    }

    @discardableResult
    public func popItem(animated: Bool) -> UINavigationItem? {
        guard var items, let top = items.popLast() else { return nil }
        setItems(items, animated: animated)
        return top
    }

    /// What the bar showed before a push or pop.
    private typealias Content = (title: UIView?, large: UILabel?, back: BarButtonControl?, left: [UIView], right: [UIView])

    /// A push or pop whose bar animation has not started: its operation and the old content.
    private var pendingTransition: (operation: UINavigationController.Operation, old: Content)?

    /// Makes the buttons and the title for the top item anew. With a push or pop the old
    /// content stays for ``animateItemTransition(duration:options:)``; the new content may be
    /// made again before then (a pushed view controller setting its title as it loads).
    private func rebuildContent(transition: UINavigationController.Operation? = nil) {
        let current: Content = (title: centreView, large: largeTitleLabel.superview === largeTitleArea ? largeTitleLabel : nil,
                                back: backButton, left: leftViews, right: rightViews)
        if let transition, bounds.width > 0 {
            endItemTransition()
            pendingTransition = (transition, current)
        } else {
            if pendingTransition == nil { endItemTransition() }
            for view in current.left + current.right + [current.title, current.large].compactMap({ $0 }) { view.removeFromSuperview() }
        }
        leftViews = []
        rightViews = []
        centreView = nil
        backButton = nil
        titleLabel = UILabel(frame: .zero)
        titleLabel.textAlignment = .center
        largeTitleLabel = UILabel(frame: .zero)
        largeTitleLabel.isUserInteractionEnabled = false
        let wasLarge = showsLargeTitle
        showsLargeTitle = prefersLargeTitles && topItem.map { $0.largeTitleDisplayMode != .never } == true
        if showsLargeTitle != wasLarge { heightDidChange?() }
        appearanceDidChange()
        if let item = topItem { makeContent(for: item) }
        setNeedsLayout()
    }

    private func makeContent(for item: UINavigationItem) {
        let leftItems = item.leftBarButtonItems ?? []
        if let backItem, !item.hidesBackButton, leftItems.isEmpty || item.leftItemsSupplementBackButton {
            let title = backTitle(for: backItem, beside: item)
            let back = BarButtonControl(image: .backChevron, title: title, font: .systemFont(ofSize: 17), gap: 6) {
                [weak self] in self?.backTapped()
            }
            back.accessibilityLabel = title
            back.tintColor = backItem.backBarButtonItem?.tintColor
            leftViews.append(back)
            backButton = back
        }
        leftViews += leftItems.map { $0.makeBarView() }
        // The first right item is the rightmost.
        rightViews = (item.rightBarButtonItems ?? []).map { $0.makeBarView() }
        if let titleView = item.titleView {
            centreView = titleView
        } else {
            titleLabel.text = item.title
            centreView = titleLabel
        }
        if showsLargeTitle, item.titleView == nil {
            largeTitleLabel.text = item.title
            largeTitleArea.addSubview(largeTitleLabel)
            updateTitleFade()
        }
        for view in leftViews + rightViews + [centreView].compactMap({ $0 }) { addSubview(view) }
        for item in (item.leftBarButtonItems ?? []) + (item.rightBarButtonItems ?? []) {
            item.displayDidChange = { [weak self] in self?.rebuildContent() }
        }
    }

    /// The back button's title: the previous item's (its back button's, its `backButtonTitle`,
    /// or its title), else "Back", else none, the first that leaves the centred title of `item`
    /// its room, as UIKit shortens a long back title (`backButtonDisplayMode` `.default`);
    /// `.generic` starts at "Back", `.minimal` shows the chevron alone. Before the bar has a
    /// width, the whole title.
    private func backTitle(for backItem: UINavigationItem, beside item: UINavigationItem) -> String {
        let own = backItem.backBarButtonItem?.title ?? backItem.backButtonTitle ?? backItem.title ?? "Back"
        let candidates: [String]
        switch backItem.backButtonDisplayMode {
        case .default: candidates = [own, "Back", ""]
        case .generic: candidates = ["Back", ""]
        case .minimal: candidates = [""]
        }
        guard bounds.width > 0 else { return candidates[0] }
        let centre: CGFloat
        if let titleView = item.titleView {
            centre = titleView.bounds.width
        } else {
            titleLabel.text = item.title
            centre = titleLabel.sizeThatFits(.zero).width
        }
        let room = bounds.midX - centre / 2 - Self.backMargin - Self.itemSpacing
        for candidate in candidates.dropLast() {
            let width = BarButtonControl(image: .backChevron, title: candidate, font: .systemFont(ofSize: 17), gap: 6) {}.sizeThatFits(.zero).width
            if width <= room { return candidate }
        }
        return candidates.last!
    }

    private func backTapped() {
        if let backButtonTapped {
            backButtonTapped()
        } else {
            popItem(animated: true)
        }
    }

    // MARK: Push and pop

    /// The animations of the push or pop playing, also applied at once to end it early.
    private var runningAnimations: (() -> Void)?

    /// Puts the new content at its start and keeps the old: on a push the new title comes
    /// from a third of the width to the right and the back button from where the old title
    /// was, while the old title slides to the back button's place and the old buttons slide
    /// away, all fading; a pop the reverse. The large titles move with the views.
    private func prepareItemTransition(_ operation: UINavigationController.Operation, old: Content) -> () -> Void {
        let width = bounds.width
        let shift = width * UINavigationController.parallax
        let isPush = operation != .pop
        outgoing = old.left + old.right + [old.title, old.large].compactMap { $0 }
        for view in outgoing { view.isUserInteractionEnabled = false }
        let incomingLarge = largeTitleLabel.superview === largeTitleArea ? largeTitleLabel : nil
        var ends: [(view: UIView, dx: CGFloat)] = []
        UIView.performWithoutAnimation {
            // Where the titles start or end: a back button's title and the centred title trade places.
            let oldTitleX = old.title?.frame.minX ?? bounds.midX
            let newTitleX = centreView?.frame.minX ?? bounds.midX
            // The back button's title, at rest (before its transform moves it).
            let backTitleX = (backButton?.frame.minX ?? Self.backMargin) + 20
            for view in leftViews + rightViews + [centreView].compactMap({ $0 }) { view.alpha = 0 }
            if isPush {
                if let back = backButton { back.transform = CGAffineTransform(translationX: oldTitleX - backTitleX, y: 0) }
                centreView?.transform = CGAffineTransform(translationX: shift, y: 0)
                incomingLarge?.transform = CGAffineTransform(translationX: width, y: 0)
                if let title = old.title { ends.append((title, backTitleX - oldTitleX)) }
                for view in old.left { ends.append((view, -shift)) }
                if let large = old.large { ends.append((large, -shift)) }
            } else {
                if let back = backButton { back.transform = CGAffineTransform(translationX: -shift, y: 0) }
                let fromBack = (old.back?.frame.minX ?? 0) + 20
                centreView?.transform = CGAffineTransform(translationX: fromBack - newTitleX, y: 0)
                incomingLarge?.transform = CGAffineTransform(translationX: -shift, y: 0)
                incomingLarge?.alpha = 0
                if let title = old.title { ends.append((title, shift)) }
                for view in old.left { ends.append((view, view === old.back ? newTitleX - (old.back?.frame.minX ?? 0) - 20 : -shift)) }
                if let large = old.large { ends.append((large, width)) }
            }
            for view in old.right { ends.append((view, 0)) }
        }
        let incoming = leftViews + rightViews + [centreView, incomingLarge].compactMap { $0 }
        let keepsLargeAlpha = isPush
        return { [weak self] in
            for view in incoming {
                view.transform = .identity
                if !(keepsLargeAlpha && view === incomingLarge) { view.alpha = 1 }
            }
            for end in ends {
                end.view.transform = CGAffineTransform(translationX: end.dx, y: 0)
                end.view.alpha = 0
            }
            self?.updateTitleFade()
        }
    }

    /// Plays the push's or pop's bar animation prepared by `setItems(_:transition:)` over
    /// `duration` (inside an interactive transition's animator, a finger drives it); the old
    /// content leaves when it ends.
    func animateItemTransition(duration: TimeInterval, options: UIView.AnimationOptions) {
        guard let pending = pendingTransition else { return }
        pendingTransition = nil
        layoutContent()
        let animations = prepareItemTransition(pending.operation, old: pending.old)
        runningAnimations = animations
        transitionCount += 1
        let id = transitionCount
        UIView.animate(withDuration: duration, delay: 0, options: options, animations: animations) { [weak self] _ in
            guard let self, self.transitionCount == id else { return }
            self.runningAnimations = nil
            self.endItemTransition()
        }
    }

    /// Ends a push's or pop's bar animation at once: the old content goes, the new is in place.
    func endItemTransition() {
        if let pending = pendingTransition {
            pendingTransition = nil
            for view in pending.old.left + pending.old.right + [pending.old.title, pending.old.large].compactMap({ $0 }) {
                view.removeFromSuperview()
            }
        }
        if let animations = runningAnimations {
            runningAnimations = nil
            transitionCount += 1
            UIView.performWithoutAnimation(animations)
        }
        for view in outgoing { view.removeFromSuperview() }
        outgoing = []
    }

    // MARK: Layout

    /// The margin at each side; the back button's chevron sits closer to the edge.
    private static let sideMargin: CGFloat = 16
    private static let backMargin: CGFloat = 8
    private static let itemSpacing: CGFloat = 8

    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        CGSize(width: size.width > 0 ? size.width : bounds.width, height: barHeight)
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        layoutContent()
    }

    /// Places the content at rest; views moving in a push or pop move by their transform.
    private func layoutContent() {
        // The background reaches up to the top of the screen, behind the status bar.
        background.extendsAbove = max(frame.minY, 0)
        background.frame = bounds
        var left = backButton != nil && leftViews.first === backButton ? Self.backMargin : Self.sideMargin
        for view in leftViews {
            let size = fittedSize(of: view)
            place(view, CGRect(x: left, y: (Self.standardHeight - size.height) / 2, width: size.width, height: size.height))
            left += size.width + Self.itemSpacing
        }
        var right = bounds.width - Self.sideMargin
        for view in rightViews {
            let size = fittedSize(of: view)
            place(view, CGRect(x: right - size.width, y: (Self.standardHeight - size.height) / 2, width: size.width, height: size.height))
            right -= size.width + Self.itemSpacing
        }
        // The large title's baseline sits 12 pt above the area's bottom, which rises as it collapses.
        let areaHeight = max(bounds.height - Self.standardHeight, 0)
        largeTitleArea.frame = CGRect(x: 0, y: Self.standardHeight, width: bounds.width, height: areaHeight)
        let largeHeight = largeTitleLabel.font.lineHeight.rounded(.up)
        place(largeTitleLabel, CGRect(
            x: Self.sideMargin, y: areaHeight - 12 - largeTitleLabel.font.ascender.rounded(), width: bounds.width - 2 * Self.sideMargin,
            height: largeHeight))
        guard let centreView else { return }
        // Centred on the bar when the items leave room, else in the room between them.
        let room = CGRect(x: left, y: 0, width: max(right - left, 0), height: Self.standardHeight)
        var size = fittedSize(of: centreView)
        size.width = min(size.width, room.width)
        let x = min(max(bounds.midX - size.width / 2, room.minX), room.maxX - size.width)
        place(centreView, CGRect(x: x, y: (Self.standardHeight - size.height) / 2, width: size.width, height: size.height))
    }

    /// Sets the view's size and centre, leaving its transform (a push's slide) alone.
    private func place(_ view: UIView, _ rect: CGRect) {
        view.bounds.size = rect.size
        view.center = CGPoint(x: rect.midX, y: rect.midY)
    }

    /// A button or the title as large as its content; a custom view at its own size, no taller
    /// than the bar.
    private func fittedSize(of view: UIView) -> CGSize {
        if view is BarButtonControl || view === titleLabel {
            var size = view.sizeThatFits(.zero)
            if view.bounds.width > size.width, view is BarButtonControl { size.width = view.bounds.width }
            return CGSize(width: size.width, height: view is BarButtonControl ? Self.standardHeight : size.height)
        }
        return CGSize(width: view.bounds.width, height: min(view.bounds.height, Self.standardHeight))
    }
}
