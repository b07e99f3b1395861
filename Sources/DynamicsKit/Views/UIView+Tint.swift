import Foundation

extension UIView {
    /// Tells this view and every descendant that inherits the tint (`tintColor` is in
    /// UIView.swift, open to overrides as UIKit's).
    func tintDidChange() {
        tintColorDidChange()
        for subview in subviews where subview.ownTintColor == nil { subview.tintDidChange() }
    }

    /// Called after the view was added to a superview, whose tint it may now inherit.
    func inheritedTintMayHaveChanged() {
        if ownTintColor == nil { tintDidChange() }
    }
}
