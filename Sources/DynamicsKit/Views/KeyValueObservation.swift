import Foundation

// Block-based key-value observing, as Swift code writes it on Apple's systems:
// `let token = square.observe(\.center, options: [.new]) { view, change in … }`, told as the
// property is set (by an animator too) until the token is invalidated or freed. Over the same
// observers as `addObserver(_:forKeyPath:options:context:)`, for the same properties.

/// A change, typed as the property.
public struct NSKeyValueObservedChange<Value> {
    public typealias Kind = NSKeyValueChange
    public let kind: Kind
    /// Present when the options asked for `.new`.
    public let newValue: Value?
    /// Present when the options asked for `.old`.
    public let oldValue: Value?
    public let indexes: IndexSet?
    /// True for the notification sent before the change (`.prior`).
    public let isPrior: Bool
}

/// What `observe(_:options:changeHandler:)` returns: the observation lasts while it is held
/// and until `invalidate()`.
public final class NSKeyValueObservation: NSKeyValueObserving {
    private var handler: ((_ object: Any?, _ change: [NSKeyValueChangeKey: Any]?) -> Void)?
    private weak var view: UIView?
    private let keyPath: String

    init(view: UIView, keyPath: String, handler: @escaping (Any?, [NSKeyValueChangeKey: Any]?) -> Void) {
        self.view = view
        self.keyPath = keyPath
        self.handler = handler
    }

    public func observeValue(forKeyPath keyPath: String?, of object: Any?, change: [NSKeyValueChangeKey: Any]?, context: UnsafeMutableRawPointer?) {
        handler?(object, change)
    }

    public func invalidate() {
        view?.removeObserver(self, forKeyPath: keyPath)
        handler = nil
        view = nil
    }

    deinit { invalidate() }
}

/// Views answer `observe(_:options:changeHandler:)` with key paths of their own type.
public protocol KeyValueObservingView: AnyObject {}

extension UIView: KeyValueObservingView {}

extension KeyValueObservingView where Self: UIView {
    /// Observes `keyPath` (`\.center`, `\.frame`, `\.bounds`, `\.transform`, `\.alpha`,
    /// `\.backgroundColor` or `\.isHidden`); any other key path is one note, and no change
    /// is ever told.
    public func observe<Value>(
        _ keyPath: KeyPath<Self, Value>, options: NSKeyValueObservingOptions = [],
        changeHandler: @escaping (Self, NSKeyValueObservedChange<Value>) -> Void
    ) -> NSKeyValueObservation {
        let known: [(PartialKeyPath<Self>, String)] = [
            (\Self.center, "center"), (\Self.frame, "frame"), (\Self.bounds, "bounds"), (\Self.transform, "transform"),
            (\Self.alpha, "alpha"), (\Self.backgroundColor, "backgroundColor"), (\Self.isHidden, "hidden"),
        ]
        let name = known.first { $0.0 == keyPath as PartialKeyPath<Self> }?.1
        let observation = NSKeyValueObservation(view: self, keyPath: name ?? "") { object, change in
            guard let view = object as? Self else { return }
            let kind = (change?[.kindKey] as? UInt).flatMap(NSKeyValueChange.init(rawValue:)) ?? .setting
            changeHandler(view, NSKeyValueObservedChange(
                kind: kind, newValue: change?[.newKey] as? Value, oldValue: change?[.oldKey] as? Value, indexes: nil,
                isPrior: change?[.notificationIsPriorKey] as? Bool ?? false))
        }
        guard let name else {
            KitNote.once("observe(\(keyPath)) of \(Self.self): only center, frame, bounds, transform, alpha, backgroundColor and isHidden are observed here; it is never told")
            return observation
        }
        addObserver(observation, forKeyPath: name, options: options, context: nil)
        return observation
    }
}
