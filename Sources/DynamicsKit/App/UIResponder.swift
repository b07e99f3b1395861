import Foundation

/// An object that can handle touches, as UIKit's: the base of views, view controllers, the
/// application and the app delegate (`class AppDelegate: UIResponder, UIApplicationDelegate`).
/// An `NSObject`, as UIKit's is.
///
/// A touch goes to the view it lands on (``UIView/hitTest(_:with:)``): its
/// `touchesBegan(_:with:)`, `touchesMoved`, then `touchesEnded` or `touchesCancelled`. The
/// default implementations pass the touches to ``next``, so a touch no view handles reaches
/// the view controller whose root view it landed in, then that view's superviews, the screen
/// and the application. Override them and do not call `super` to keep the touches; call
/// `super` to pass them on too.
open class UIResponder: NSObject {
    public override init() {
        super.init()
    }

    /// The next responder in the chain: a view's view controller (for its root view) or else
    /// its superview; a view controller's view's superview (or its parent, or its presenter);
    /// the application for the screen; the app delegate, when it is a responder, for the
    /// application. Nil here.
    open var next: UIResponder? { nil }

    // MARK: Touches

    /// A finger came down on this responder's view (or one this responder comes after in the
    /// chain). Passes the touches to ``next``.
    open func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        next?.touchesBegan(touches, with: event)
    }

    /// The finger moved. Passes the touches to ``next``.
    open func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        next?.touchesMoved(touches, with: event)
    }

    /// The finger lifted. Passes the touches to ``next``.
    open func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        next?.touchesEnded(touches, with: event)
    }

    /// A gesture recognizer took the touch (``UIGestureRecognizer/cancelsTouchesInView``): no
    /// `touchesEnded` follows. Passes the touches to ``next``.
    open func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        next?.touchesCancelled(touches, with: event)
    }

    // MARK: First responder

    /// Whether the responder takes the first-responder status; false, as UIKit's default.
    open var canBecomeFirstResponder: Bool { false }
    open var canResignFirstResponder: Bool { true }
    /// There is no keyboard and no first responder here: nothing becomes one.
    open var isFirstResponder: Bool { false }

    /// There is no keyboard here: returns false (as UIKit does for a responder that cannot).
    @discardableResult
    open func becomeFirstResponder() -> Bool { false }

    @discardableResult
    open func resignFirstResponder() -> Bool { true }

    // MARK: Key-value observing

    /// Does nothing: override to hear of the changes of the views this responder observes
    /// (Views/KeyValueObserving.swift). Foundation on Linux has no key-value observing.
    open func observeValue(
        forKeyPath keyPath: String?, of object: Any?, change: [NSKeyValueChangeKey: Any]?, context: UnsafeMutableRawPointer?
    ) {}
}
