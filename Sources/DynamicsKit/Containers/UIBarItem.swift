import Foundation

/// What a navigation bar's and a tab bar's items share, as UIKit's abstract `UIBarItem`: a
/// title, an image, whether it takes taps, a tag. A bar that shows an item draws it anew when
/// one of these changes.
open class UIBarItem: NSObject {
    open var title: String? { didSet { if title != oldValue { itemDidChange() } } }
    open var image: UIImage? { didSet { if image !== oldValue { itemDidChange() } } }
    /// False draws the item grey and ignores its taps. Defaults to true.
    open var isEnabled = true { didSet { if isEnabled != oldValue { itemDidChange() } } }
    open var tag = 0
    /// Moves the image within the item's space; stored, not applied.
    open var imageInsets = UIEdgeInsets.zero
    open var accessibilityIdentifier: String?
    open var accessibilityLabel: String?

    /// Tells the bar showing the item to draw it again; set by that bar.
    var displayDidChange: (() -> Void)?

    public override init() {
        super.init()
    }

    /// Title attributes by state; a bar draws `.normal`'s (else the appearance proxy's) font
    /// and foreground colour.
    private var titleAttributes: [(state: UIControl.State, attributes: [NSAttributedString.Key: Any])] = []

    open func setTitleTextAttributes(_ attributes: [NSAttributedString.Key: Any]?, for state: UIControl.State) {
        titleAttributes.removeAll { $0.state == state }
        if let attributes { titleAttributes.append((state, attributes)) }
        itemDidChange()
    }

    open func titleTextAttributes(for state: UIControl.State) -> [NSAttributedString.Key: Any]? {
        titleAttributes.first { $0.state == state }?.attributes
    }

    /// For every bar button item or tab bar item, as UIKit's: a proxy whose tint and title
    /// attributes items without their own take.
    public static func appearance() -> Self {
        if let found = BarItemAppearance.proxies.first(where: { type(of: $0) == self }) as? Self { return found }
        let proxy: UIBarItem = self == UITabBarItem.self ? UITabBarItem() : UIBarButtonItem()
        guard let typed = proxy as? Self else {
            fatalError("\(self).appearance(): appearance proxies of UIBarItem subclasses are not supported here")
        }
        BarItemAppearance.proxies.append(proxy)
        return typed
    }

    public static func appearance(whenContainedInInstancesOf containerTypes: [UIAppearanceContainer.Type]) -> Self {
        appearance()
    }

    func itemDidChange() {
        displayDidChange?()
    }
}

/// The bar items' appearance proxies (UIBarItem.appearance()).
enum BarItemAppearance {
    nonisolated(unsafe) static var proxies: [UIBarItem] = []

    static func proxy(for item: UIBarItem) -> UIBarItem? {
        proxies.first { type(of: $0) == type(of: item) } ?? (item is UIBarButtonItem ? proxies.first { $0 is UIBarButtonItem } : nil)
    }
}
