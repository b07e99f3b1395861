import Foundation

/// A bar of buttons along the bottom, as iOS 17 draws it: 49 pt tall (plus the bottom of the
/// safe area when a navigation controller shows it), the translucent chrome with a hairline
/// along its top, its items in a row from the leading margin, 16 pt in from each side and
/// 8 pt apart, flexible spaces sharing out what room is left, fixed spaces as wide as
/// their `width`; titles in the tint colour at 17 pt, images (SF-symbol stand-ins among
/// them) at most 28 pt tall. A tap on an item runs its primary action or sends its action.
open class UIToolbar: UIView {
    /// The bar's height in points, without the bottom of the safe area below it.
    public static let standardHeight: CGFloat = 49

    open var items: [UIBarButtonItem]? { didSet { rebuildItems() } }
    open var barStyle = UIBarStyle.default { didSet { appearanceDidChange() } }
    /// The background of the standard appearance when set (the legacy way to colour a bar).
    open var barTintColor: UIColor? { didSet { appearanceDidChange() } }
    /// Stored: the default background already looks translucent.
    open var isTranslucent = true

    /// The look at standard height (iOS 13).
    open var standardAppearance = UIToolbarAppearance() { didSet { hasOwnStandardAppearance = true; appearanceDidChange() } }
    /// Stored: the screen is a phone held upright, so the bar is never compact.
    open var compactAppearance: UIToolbarAppearance?
    /// The look when content scrolled under the bar reaches its edge (iOS 15); nil is the
    /// standard appearance with a transparent background. Used only in a navigation controller.
    open var scrollEdgeAppearance: UIToolbarAppearance? { didSet { appearanceDidChange() } }
    /// Stored, as ``compactAppearance``.
    open var compactScrollEdgeAppearance: UIToolbarAppearance?

    private var hasOwnStandardAppearance = false
    let background = BarBackgroundView(hairlineEdge: .top)
    private var itemViews: [(item: UIBarButtonItem, view: UIView)] = []
    /// How far the content under the bar is from its scroll edge: 1 scrolled (the standard
    /// appearance), 0 at the edge. A navigation controller sets it; a bar on its own keeps 1.
    var standardFraction: CGFloat = 1 { didSet { if standardFraction != oldValue { appearanceDidChange() } } }
    /// Whether a navigation controller shows the bar, which makes its scroll-edge appearance count.
    var isManaged = false { didSet { appearanceDidChange() } }

    public override init(frame: CGRect) {
        super.init(frame: frame)
        setUpContent()
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        setUpContent()
    }

    public convenience init() {
        self.init(frame: CGRect(x: 0, y: 0, width: 320, height: Self.standardHeight))
    }

    private func setUpContent() {
        addSubview(background)
        appearanceDidChange()
    }

    open func setItems(_ items: [UIBarButtonItem]?, animated: Bool) {
        self.items = items
    }

    /// The standard appearance with the legacy properties applied when no appearance was given.
    var resolvedStandardAppearance: UIToolbarAppearance {
        guard !hasOwnStandardAppearance else { return standardAppearance }
        let appearance = UIToolbarAppearance(barAppearance: standardAppearance)
        appearance.applyLegacy(barTintColor: barTintColor, barStyle: barStyle)
        return appearance
    }

    func appearanceDidChange() {
        let standard = resolvedStandardAppearance
        let edge = isManaged ? (scrollEdgeAppearance ?? standard.withTransparentBackground()) : standard
        background.apply(standard: standard, scrollEdge: edge, standardFraction: isManaged ? standardFraction : 1)
    }

    private func rebuildItems() {
        for (item, view) in itemViews {
            item.displayDidChange = nil
            view.removeFromSuperview()
        }
        itemViews = (items ?? []).map { item in
            let view = item.makeBarView()
            item.displayDidChange = { [weak self] in self?.rebuildItems() }
            addSubview(view)
            return (item, view)
        }
        setNeedsLayout()
    }

    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        CGSize(width: size.width > 0 ? size.width : bounds.width, height: Self.standardHeight)
    }

    /// The margin at each side and the space between items.
    static let sideMargin: CGFloat = 16
    static let itemSpacing: CGFloat = 8

    open override func layoutSubviews() {
        super.layoutSubviews()
        background.frame = bounds
        let rowHeight = min(bounds.height, Self.standardHeight)
        let widths: [CGFloat?] = itemViews.map { entry in
            if entry.item.systemItem == .flexibleSpace { return nil }
            if entry.item.isSpace { return entry.item.width }
            return Self.fittedWidth(of: entry.view)
        }
        let fixed = widths.compactMap { $0 }.reduce(0, +)
        let gaps = CGFloat(max(itemViews.count - 1, 0)) * Self.itemSpacing
        let flexibleCount = widths.filter { $0 == nil }.count
        let room = max(bounds.width - 2 * Self.sideMargin - fixed - gaps, 0)
        let flexibleWidth = flexibleCount > 0 ? room / CGFloat(flexibleCount) : 0
        var x = Self.sideMargin
        for (index, entry) in itemViews.enumerated() {
            let width = widths[index] ?? flexibleWidth
            let height = entry.view is BarButtonControl || entry.item.isSpace ? rowHeight : min(entry.view.bounds.height, rowHeight)
            entry.view.frame = CGRect(x: x, y: (rowHeight - height) / 2, width: width, height: height)
            x += width + Self.itemSpacing
        }
    }

    private static func fittedWidth(of view: UIView) -> CGFloat {
        guard view is BarButtonControl else { return view.bounds.width }
        return max(view.sizeThatFits(.zero).width, view.bounds.width)
    }
}

/// The bars' styles, as UIKit's (`UIBarStyle`): `.black` draws the dark chrome.
public enum UIBarStyle: Int, Sendable {
    case `default` = 0, black = 1
}
