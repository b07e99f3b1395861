import Foundation

extension UIView {
    /// The color that marks interactive content: a system button's title, a template image.
    /// Setting nil (the default) inherits the superview's; a view with no tinted ancestor uses
    /// systemBlue (#007AFF), UIKit's default. Reading never gives nil.
    public var tintColor: UIColor! {
        get { ownTintColor ?? superview?.tintColor ?? .systemBlue }
        set {
            let old = tintColor
            ownTintColor = newValue
            if tintColor != old { tintDidChange() }
        }
    }

    /// Tells this view and every descendant that inherits the tint.
    private func tintDidChange() {
        tintColorDidChange()
        for subview in subviews where subview.ownTintColor == nil { subview.tintDidChange() }
    }

    /// Called after the view was added to a superview, whose tint it may now inherit.
    func inheritedTintMayHaveChanged() {
        if ownTintColor == nil { tintDidChange() }
    }
}
