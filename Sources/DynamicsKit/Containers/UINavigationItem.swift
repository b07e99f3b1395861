import Foundation

/// What a navigation bar shows for one view controller, as UIKit's: the title (or a view in its
/// place) between the left items (or the back button) and the right items, and the bar's
/// appearances while it is on top. `prompt` is stored and not drawn.
open class UINavigationItem: NSObject {
    public enum LargeTitleDisplayMode: Int, Sendable {
        case automatic = 0, always, never
        case inline = 3
    }

    /// What the back button to this item's controller shows (iOS 14).
    public enum BackButtonDisplayMode: Int, Sendable {
        /// The title, else "Back", else the chevron alone, as room allows.
        case `default` = 0
        /// "Back", else the chevron alone.
        case generic = 1
        /// The chevron alone.
        case minimal = 2
    }

    open var title: String? { didSet { if title != oldValue { itemDidChange() } } }
    /// Shown in place of the title, centred, at its own size.
    open var titleView: UIView? { didSet { if titleView !== oldValue { itemDidChange() } } }
    /// Stored, not drawn.
    open var prompt: String?
    /// The item the bar's back button shows when a view controller is pushed above this one;
    /// nil shows this item's title.
    open var backBarButtonItem: UIBarButtonItem? { didSet { itemDidChange() } }
    /// Shown in place of the title of the back button when set (iOS 11).
    open var backButtonTitle: String? { didSet { itemDidChange() } }
    open var hidesBackButton = false { didSet { if hidesBackButton != oldValue { itemDidChange() } } }
    /// How much of its title the back button to this item shows; `.default` by default.
    open var backButtonDisplayMode = BackButtonDisplayMode.default { didSet { if backButtonDisplayMode != oldValue { itemDidChange() } } }
    /// True (the default is false): the left items are drawn beside the back button, not in its place.
    open var leftItemsSupplementBackButton = false { didSet { itemDidChange() } }
    open var largeTitleDisplayMode = LargeTitleDisplayMode.automatic { didSet { if largeTitleDisplayMode != oldValue { itemDidChange() } } }

    /// The bar's look while this item is on top (iOS 13); nil uses the bar's.
    open var standardAppearance: UINavigationBarAppearance? { didSet { itemDidChange() } }
    /// Stored: the screen is a phone held upright, so the bar is never compact.
    open var compactAppearance: UINavigationBarAppearance?
    /// The look at the scroll edge while this item is on top; nil uses the bar's.
    open var scrollEdgeAppearance: UINavigationBarAppearance? { didSet { itemDidChange() } }
    /// Stored, as ``compactAppearance``.
    open var compactScrollEdgeAppearance: UINavigationBarAppearance?

    open var leftBarButtonItems: [UIBarButtonItem]? { didSet { itemDidChange() } }
    open var rightBarButtonItems: [UIBarButtonItem]? { didSet { itemDidChange() } }

    /// The first of `leftBarButtonItems`; setting it makes it the only one.
    open var leftBarButtonItem: UIBarButtonItem? {
        get { leftBarButtonItems?.first }
        set { leftBarButtonItems = newValue.map { [$0] } }
    }

    /// The first of `rightBarButtonItems` (the rightmost); setting it makes it the only one.
    open var rightBarButtonItem: UIBarButtonItem? {
        get { rightBarButtonItems?.first }
        set { rightBarButtonItems = newValue.map { [$0] } }
    }

    /// Tells the bar showing the item to draw it again; set by that bar.
    var displayDidChange: (() -> Void)?

    public init(title: String) {
        self.title = title
        super.init()
    }

    public override convenience init() {
        self.init(title: "")
        title = nil
    }

    public func setHidesBackButton(_ hidesBackButton: Bool, animated: Bool) {
        self.hidesBackButton = hidesBackButton
    }

    public func setLeftBarButton(_ item: UIBarButtonItem?, animated: Bool) { leftBarButtonItem = item }
    public func setRightBarButton(_ item: UIBarButtonItem?, animated: Bool) { rightBarButtonItem = item }
    public func setLeftBarButtonItems(_ items: [UIBarButtonItem]?, animated: Bool) { leftBarButtonItems = items }
    public func setRightBarButtonItems(_ items: [UIBarButtonItem]?, animated: Bool) { rightBarButtonItems = items }

    private func itemDidChange() {
        displayDidChange?()
    }
}
