import Foundation

/// The base of UIKit's app objects: the app delegate (`class AppDelegate: UIResponder,
/// UIApplicationDelegate`), the application, scenes. An `NSObject`, as UIKit's is. (Views and
/// view controllers do not descend from it here yet.)
open class UIResponder: NSObject {
    public override init() {
        super.init()
    }

    /// The next responder in the chain; none here.
    open var next: UIResponder? { nil }

    /// Does nothing: override to hear of the changes of the views this responder observes
    /// (Views/KeyValueObserving.swift). Foundation on Linux has no key-value observing.
    open func observeValue(
        forKeyPath keyPath: String?, of object: Any?, change: [NSKeyValueChangeKey: Any]?, context: UnsafeMutableRawPointer?
    ) {}
}
