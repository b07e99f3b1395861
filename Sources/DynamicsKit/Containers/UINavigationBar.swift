import Foundation

/// The bar at the top of a navigation controller, as iOS draws it: 44 pt tall, a light grey
/// translucent-looking background that reaches up behind the status bar, a hairline along its
/// bottom, the top item's title centred (17 pt semibold), its left items or a back button (a
/// chevron and the previous item's title, in the tint color) on the left and its right items on
/// the right. Tapping the back button pops.
open class UINavigationBar: UIView {
    /// The bar's height in points, without the status bar above it.
    public static let standardHeight: CGFloat = 44

    public enum BarStyle: Int, Sendable { case `default` = 0, black = 1 }

    /// The background; nil (the default) is the translucent light grey of iOS's bars.
    open var barTintColor: UIColor? { didSet { backgroundView.backgroundColor = barBackgroundColor } }
    /// Stored: the default background already looks translucent.
    open var isTranslucent = true
    open var barStyle = BarStyle.default { didSet { backgroundView.backgroundColor = barBackgroundColor } }
    /// When true, the top item's title is drawn large (34 pt bold) at the leading margin in
    /// 52 pt below the standard bar, unless the item's `largeTitleDisplayMode` is `.never`; the
    /// bar is then 96 pt tall and the children's safe area includes it. (`.automatic` shows it
    /// large here; the bar does not collapse as content scrolls.)
    open var prefersLargeTitles = false { didSet { if prefersLargeTitles != oldValue { rebuildContent() } } }
    /// The large title's height below the standard bar.
    static let largeTitleHeight: CGFloat = 52
    /// Called when the bar's height changes (a large title shown or hidden).
    var heightDidChange: (() -> Void)?
    private let largeTitleLabel = UILabel(frame: .zero)
    private var showsLargeTitle = false

    /// The bar's height without the status bar: 44 pt, or 96 pt with a large title.
    var barHeight: CGFloat { Self.standardHeight + (showsLargeTitle ? Self.largeTitleHeight : 0) }
    open var shadowImage: UIImage?

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

    private let backgroundView = UIView(frame: .zero)
    private let hairline = UIView(frame: .zero)
    private let titleLabel = UILabel(frame: .zero)
    private var leftViews: [UIView] = []
    private var rightViews: [UIView] = []
    private var centreView: UIView?

    public override init(frame: CGRect) {
        super.init(frame: frame)
        setUpContent()
    }

    private func setUpContent() {
        backgroundView.isUserInteractionEnabled = false
        backgroundView.backgroundColor = barBackgroundColor
        hairline.backgroundColor = UIColor(white: 0, alpha: 0.3)
        hairline.isUserInteractionEnabled = false
        titleLabel.font = .systemFont(ofSize: 17, weight: .semibold)
        titleLabel.textAlignment = .center
        largeTitleLabel.font = .systemFont(ofSize: 34, weight: .bold)
        largeTitleLabel.isUserInteractionEnabled = false
        addSubview(backgroundView)
        addSubview(hairline)
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        setUpContent()
    }

    public convenience init() {
        self.init(frame: CGRect(x: 0, y: 0, width: 320, height: Self.standardHeight))
    }

    private var barBackgroundColor: UIColor {
        barTintColor ?? (barStyle == .black ? UIColor(white: 0.11, alpha: 0.94) : UIColor(white: 0.97, alpha: 0.94))
    }

    // MARK: Items

    public func setItems(_ items: [UINavigationItem]?, animated: Bool) {
        for item in self.items ?? [] { item.displayDidChange = nil }
        self.items = items
        for item in items ?? [] { item.displayDidChange = { [weak self] in self?.rebuildContent() } }
        rebuildContent()
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

    /// Makes the buttons and the title for the top item anew.
    private func rebuildContent() {
        for view in leftViews + rightViews { view.removeFromSuperview() }
        centreView?.removeFromSuperview()
        largeTitleLabel.removeFromSuperview()
        leftViews = []
        rightViews = []
        centreView = nil
        let wasLarge = showsLargeTitle
        showsLargeTitle = prefersLargeTitles && topItem.map { $0.largeTitleDisplayMode != .never } == true
        if showsLargeTitle != wasLarge { heightDidChange?() }
        guard let item = topItem else { return }

        let leftItems = item.leftBarButtonItems ?? []
        if let backItem, !item.hidesBackButton, leftItems.isEmpty || item.leftItemsSupplementBackButton {
            let title = backItem.backBarButtonItem?.title ?? backItem.backButtonTitle ?? backItem.title ?? "Back"
            let back = BarButtonControl(image: .backChevron, title: title, font: .systemFont(ofSize: 17), gap: 6) {
                [weak self] in self?.backTapped()
            }
            back.accessibilityLabel = title
            back.tintColor = backItem.backBarButtonItem?.tintColor
            leftViews.append(back)
        }
        leftViews += leftItems.map(makeView(for:))
        // The first right item is the rightmost.
        rightViews = (item.rightBarButtonItems ?? []).map(makeView(for:))
        if let titleView = item.titleView {
            centreView = titleView
        } else if showsLargeTitle {
            // The large title replaces the small one (iOS shows the small one once scrolled).
            largeTitleLabel.text = item.title
            addSubview(largeTitleLabel)
        } else {
            titleLabel.text = item.title
            centreView = titleLabel
        }
        for view in leftViews + rightViews + [centreView].compactMap({ $0 }) { addSubview(view) }
        for item in (item.leftBarButtonItems ?? []) + (item.rightBarButtonItems ?? []) {
            item.displayDidChange = { [weak self] in self?.rebuildContent() }
        }
        setNeedsLayout()
    }

    private func makeView(for item: UIBarButtonItem) -> UIView {
        if let customView = item.customView { return customView }
        if item.isSpace {
            let space = UIView(frame: CGRect(x: 0, y: 0, width: item.systemItem == .fixedSpace ? item.width : 0, height: 1))
            space.isUserInteractionEnabled = false
            return space
        }
        let isSign = item.title == nil && item.image == nil && (item.systemItem?.isSign ?? false)
        let font: UIFont = isSign ? .systemFont(ofSize: 24) : .systemFont(ofSize: 17, weight: item.style == .done ? .semibold : .regular)
        let button = BarButtonControl(image: item.image, title: item.displayedTitle, font: font) { [weak item] in
            item?.sendAction()
        }
        button.isEnabled = item.isEnabled
        button.tintColor = item.tintColor
        button.accessibilityIdentifier = item.accessibilityIdentifier
        button.accessibilityLabel = item.accessibilityLabel ?? item.displayedTitle
        if item.width > 0 { button.bounds.size.width = item.width }
        return button
    }

    private func backTapped() {
        if let backButtonTapped {
            backButtonTapped()
        } else {
            popItem(animated: true)
        }
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
        // The background reaches up to the top of the screen, behind the status bar.
        let above = max(frame.minY, 0)
        backgroundView.frame = CGRect(x: 0, y: -above, width: bounds.width, height: bounds.height + above)
        let hairlineHeight = 1 / UIScreen.main.scale
        hairline.frame = CGRect(x: 0, y: bounds.height, width: bounds.width, height: hairlineHeight)

        var left = leftViews.first is BarButtonControl && topItem.map({ backItem != nil && !$0.hidesBackButton }) == true
            ? Self.backMargin : Self.sideMargin
        for view in leftViews {
            let size = fittedSize(of: view)
            view.frame = CGRect(x: left, y: (Self.standardHeight - size.height) / 2, width: size.width, height: size.height)
            left += size.width + Self.itemSpacing
        }
        var right = bounds.width - Self.sideMargin
        for view in rightViews {
            let size = fittedSize(of: view)
            view.frame = CGRect(x: right - size.width, y: (Self.standardHeight - size.height) / 2, width: size.width, height: size.height)
            right -= size.width + Self.itemSpacing
        }
        if largeTitleLabel.superview === self {
            // The large title's baseline sits 12 pt above the bar's bottom.
            let height = largeTitleLabel.font.lineHeight.rounded(.up)
            largeTitleLabel.frame = CGRect(
                x: Self.sideMargin, y: bounds.height - 12 - largeTitleLabel.font.ascender.rounded(), width: bounds.width - 2 * Self.sideMargin,
                height: height)
        }
        guard let centreView else { return }
        // Centred on the bar when the items leave room, else in the room between them.
        let room = CGRect(x: left, y: 0, width: max(right - left, 0), height: Self.standardHeight)
        var size = fittedSize(of: centreView)
        size.width = min(size.width, room.width)
        let x = min(max(bounds.midX - size.width / 2, room.minX), room.maxX - size.width)
        centreView.frame = CGRect(x: x, y: (Self.standardHeight - size.height) / 2, width: size.width, height: size.height)
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
