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

    func itemDidChange() {
        displayDidChange?()
    }
}
