import Foundation

/// Told when the user selects an item of a tab bar of your own (a tab bar controller's tells
/// the controller's delegate instead).
public protocol UITabBarDelegate: AnyObject {
    func tabBar(_ tabBar: UITabBar, didSelect item: UITabBarItem)
}

extension UITabBarDelegate {
    public func tabBar(_ tabBar: UITabBar, didSelect item: UITabBarItem) {}
}

/// The bar at the bottom of a tab bar controller, as iOS draws it: 49 pt tall plus the bottom
/// of the safe area, its items side by side in equal widths, each an image above a 10 pt
/// title, the selected one in the tint color and the others grey, with its badge in a red
/// pill. Tapping an item selects it. Its background follows the appearances (iOS 15): the
/// standard one (the translucent chrome, a hairline along its top) while content runs on
/// under it, the scroll-edge one — by default none — when the content's bottom edge meets
/// the bar or there is no scroll view; a bar no tab bar controller manages shows the
/// standard one.
open class UITabBar: UIView {
    /// The bar's height in points, without the bottom of the safe area below it.
    public static let standardHeight: CGFloat = 49

    open weak var delegate: UITabBarDelegate?
    open var items: [UITabBarItem]? { didSet { rebuildButtons() } }
    open var selectedItem: UITabBarItem? { didSet { updateSelection() } }
    /// The color of the items not selected; nil is grey.
    open var unselectedItemTintColor: UIColor? { didSet { updateSelection() } }
    /// The background; nil (the default) is the translucent light grey of iOS's bars.
    open var barTintColor: UIColor? { didSet { appearanceDidChange() } }
    /// Stored: the default background already looks translucent.
    open var isTranslucent = true
    open var barStyle = UIBarStyle.default { didSet { appearanceDidChange() } }

    /// The look (iOS 13).
    open var standardAppearance = UITabBarAppearance() { didSet { hasOwnStandardAppearance = true; appearanceDidChange() } }
    /// The look when content's bottom edge meets the bar (iOS 15); nil is the standard
    /// appearance with a transparent background. Used only in a tab bar controller.
    open var scrollEdgeAppearance: UITabBarAppearance? { didSet { appearanceDidChange() } }
    private(set) var hasOwnStandardAppearance = false
    /// 1 shows the standard appearance, 0 the scroll-edge one; the tab bar controller sets it.
    var standardFraction: CGFloat = 1 { didSet { if standardFraction != oldValue { appearanceDidChange() } } }
    /// Whether a tab bar controller shows the bar, which makes its scroll-edge appearance count.
    var isManaged = false { didSet { appearanceDidChange() } }

    /// What a tap on an item does in a tab bar controller; nil selects it here and tells the delegate.
    var itemTapped: ((UITabBarItem) -> Void)?

    let background = BarBackgroundView(hairlineEdge: .top)
    private var buttons: [TabBarButton] = []

    public override init(frame: CGRect) {
        super.init(frame: frame)
        setUpContent()
    }

    private func setUpContent() {
        addSubview(background)
        appearanceDidChange()
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        setUpContent()
    }

    public convenience init() {
        self.init(frame: CGRect(x: 0, y: 0, width: 320, height: Self.standardHeight))
    }

    /// The standard appearance with the legacy properties applied when none was given.
    var resolvedStandardAppearance: UITabBarAppearance {
        guard !hasOwnStandardAppearance else { return standardAppearance }
        let appearance = UITabBarAppearance(barAppearance: standardAppearance)
        appearance.applyLegacy(barTintColor: barTintColor, barStyle: barStyle)
        return appearance
    }

    func appearanceDidChange() {
        let standard = resolvedStandardAppearance
        let edge = isManaged ? (scrollEdgeAppearance ?? standard.withTransparentBackground()) : standard
        background.apply(standard: standard, scrollEdge: edge, standardFraction: isManaged ? standardFraction : 1)
    }

    public func setItems(_ items: [UITabBarItem]?, animated: Bool) {
        self.items = items
    }

    private func rebuildButtons() {
        for button in buttons { button.removeFromSuperview() }
        buttons = (items ?? []).map { item in
            let button = TabBarButton(item: item)
            button.addAction(for: .touchUpInside) { [weak self, weak item] in
                guard let self, let item else { return }
                self.tapped(item)
            }
            item.displayDidChange = { [weak button] in button?.itemDidChange() }
            addSubview(button)
            return button
        }
        updateSelection()
        setNeedsLayout()
    }

    private func tapped(_ item: UITabBarItem) {
        guard item.isEnabled else { return }
        if let itemTapped {
            itemTapped(item)
        } else {
            selectedItem = item
            delegate?.tabBar(self, didSelect: item)
        }
    }

    private func updateSelection() {
        for button in buttons {
            button.setSelected(button.item === selectedItem, unselectedColor: unselectedItemTintColor ?? .systemGray)
        }
    }

    open override func tintColorDidChange() {
        updateSelection()
    }

    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        CGSize(width: size.width > 0 ? size.width : bounds.width, height: Self.standardHeight)
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        background.frame = bounds
        guard !buttons.isEmpty else { return }
        let width = bounds.width / CGFloat(buttons.count)
        for (index, button) in buttons.enumerated() {
            button.frame = CGRect(x: CGFloat(index) * width, y: 0, width: width, height: Self.standardHeight)
        }
    }
}

/// One item of a tab bar: its image (at most 30 pt) above its title, and its badge.
final class TabBarButton: UIControl {
    let item: UITabBarItem
    private let imageView = UIImageView(frame: .zero)
    private let label = UILabel(frame: .zero)
    private let badge = UILabel(frame: .zero)
    private var isItemSelected = false
    private var unselectedColor = UIColor.systemGray

    init(item: UITabBarItem) {
        self.item = item
        super.init(frame: .zero)
        imageView.contentMode = .scaleAspectFit
        label.font = .systemFont(ofSize: 10, weight: .medium)
        label.textAlignment = .center
        badge.font = .systemFont(ofSize: 13)
        badge.textColor = .white
        badge.textAlignment = .center
        badge.clipsToBounds = true
        addSubview(imageView)
        addSubview(label)
        addSubview(badge)
        accessibilityIdentifier = item.accessibilityIdentifier
        itemDidChange()
    }

    required init?(coder: NSCoder) { fatalError("a tab bar makes its buttons itself") }

    func setSelected(_ selected: Bool, unselectedColor: UIColor) {
        isItemSelected = selected
        self.unselectedColor = unselectedColor
        itemDidChange()
    }

    func itemDidChange() {
        accessibilityLabel = item.accessibilityLabel ?? item.displayedTitle
        let color: UIColor = !item.isEnabled ? .systemGray3 : isItemSelected ? tintColor : unselectedColor
        let image = isItemSelected ? (item.selectedImage ?? item.image) : item.image
        imageView.image = image.map { $0.renderingMode == .alwaysOriginal ? $0 : $0.withRenderingMode(.alwaysTemplate) }
        imageView.tintColor = color
        label.text = item.displayedTitle
        label.textColor = color
        badge.text = item.badgeValue
        badge.isHidden = item.badgeValue == nil
        badge.backgroundColor = item.badgeColor ?? .systemRed
        setNeedsLayout()
    }

    override func tintColorDidChange() { itemDidChange() }

    /// The image centred in the top 32 pt, the title's baseline near the bottom, the badge
    /// over the image's top right corner.
    override func layoutSubviews() {
        super.layoutSubviews()
        var imageSize = CGSize.zero
        if let size = imageView.image?.size, size.width > 0, size.height > 0 {
            let scale = min(1, 30 / size.height, 30 / size.width)
            imageSize = CGSize(width: size.width * scale, height: size.height * scale)
        }
        imageView.frame = CGRect(x: bounds.midX - imageSize.width / 2, y: 18 - imageSize.height / 2, width: imageSize.width, height: imageSize.height)
        let title = label.sizeThatFits(.zero)
        let titleWidth = min(title.width, bounds.width - 4)
        label.frame = CGRect(x: bounds.midX - titleWidth / 2, y: 35, width: titleWidth, height: title.height)
        if !badge.isHidden {
            let text = badge.sizeThatFits(.zero)
            let height: CGFloat = 18
            let width = max(height, text.width + 10)
            badge.frame = CGRect(x: bounds.midX + max(imageSize.width, 24) / 2 - 8, y: 2, width: width, height: height)
            badge.layer.cornerRadius = height / 2
        }
    }
}
