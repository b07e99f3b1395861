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

    /// Whether the responder takes the first-responder status; false, as UIKit's default (a
    /// text field's is true).
    open var canBecomeFirstResponder: Bool { false }
    open var canResignFirstResponder: Bool { true }
    /// Whether this is the first responder: the one responder that last became it and has
    /// not resigned.
    open var isFirstResponder: Bool { FirstResponder.current === self }

    /// Makes this responder the first responder, as UIKit's: only one that can
    /// (``canBecomeFirstResponder``) and, for a view, is in a window; the current one must
    /// resign first. There is no keyboard here: a text field that becomes first responder
    /// shows none.
    @discardableResult
    open func becomeFirstResponder() -> Bool {
        if FirstResponder.current === self { return true }
        guard canBecomeFirstResponder else { return false }
        if let view = self as? UIView, view.window == nil { return false }
        if let current = FirstResponder.current, !current.resignFirstResponder() { return false }
        FirstResponder.current = self
        return true
    }

    /// Gives up the first-responder status (true when it was not this responder's).
    @discardableResult
    open func resignFirstResponder() -> Bool {
        guard FirstResponder.current === self else { return true }
        guard canResignFirstResponder else { return false }
        FirstResponder.current = nil
        return true
    }

    // MARK: Key-value observing

    /// Does nothing: override to hear of the changes of the views this responder observes
    /// (Views/KeyValueObserving.swift). Foundation on Linux has no key-value observing.
    open func observeValue(
        forKeyPath keyPath: String?, of object: Any?, change: [NSKeyValueChangeKey: Any]?, context: UnsafeMutableRawPointer?
    ) {}
}

/// The first responder: at most one in the process, held weakly (a scene's views go with it).
enum FirstResponder {
    nonisolated(unsafe) static weak var current: UIResponder?
}
