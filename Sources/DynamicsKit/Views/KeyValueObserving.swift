import Foundation

// Key-value observing of views, as UIKit code uses it: `view.addObserver(self, forKeyPath:
// "center", options: [.initial, .new], context: nil)` and an override of
// `observeValue(forKeyPath:of:change:context:)`. Foundation on Linux has no KVO (no
// `NSKeyValueObservingOptions`, no `addObserver` on NSObject), so the kit declares UIKit's
// names for what views need: their geometry and appearance keys, notified synchronously as the
// property is set, by a dynamic animator as much as by your code.

/// What a change notification carries, as Foundation's.
public struct NSKeyValueObservingOptions: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// The change dictionary has the new value (`.newKey`).
    public static let new = NSKeyValueObservingOptions(rawValue: 0x01)
    /// The change dictionary has the old value (`.oldKey`).
    public static let old = NSKeyValueObservingOptions(rawValue: 0x02)
    /// A notification is sent at once, when the observer is added, with the current value as new.
    public static let initial = NSKeyValueObservingOptions(rawValue: 0x04)
    /// A notification is sent before each change too, with `.notificationIsPriorKey`.
    public static let prior = NSKeyValueObservingOptions(rawValue: 0x08)
}

/// The kind of change, as Foundation's; views' properties only ever change by `.setting`.
public enum NSKeyValueChange: UInt, Sendable {
    case setting = 1, insertion, removal, replacement
}

/// The keys of a change dictionary, as Foundation's.
public struct NSKeyValueChangeKey: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(_ rawValue: String) { self.rawValue = rawValue }
    /// The kind of change: `NSKeyValueChange.setting.rawValue`, a `UInt`.
    public static let kindKey = NSKeyValueChangeKey("kind")
    public static let newKey = NSKeyValueChangeKey("new")
    public static let oldKey = NSKeyValueChangeKey("old")
    public static let indexesKey = NSKeyValueChangeKey("indexes")
    public static let notificationIsPriorKey = NSKeyValueChangeKey("notificationIsPrior")
}

/// An object that can observe a view: views, view controllers and responders (the app
/// delegate) are. Override `observeValue(forKeyPath:of:change:context:)` to hear of changes.
public protocol NSKeyValueObserving: AnyObject {
    func observeValue(forKeyPath keyPath: String?, of object: Any?, change: [NSKeyValueChangeKey: Any]?, context: UnsafeMutableRawPointer?)
}

extension UIResponder: NSKeyValueObserving {}

/// The properties of a view that can be observed, by their key paths.
enum ObservableViewKey: String, CaseIterable {
    case center, frame, bounds, transform, alpha, backgroundColor, hidden

    init?(keyPath: String) {
        switch keyPath {
        case "isHidden": self = .hidden
        default: self.init(rawValue: keyPath)
        }
    }

    func value(of view: UIView) -> Any {
        switch self {
        case .center: return view.center
        case .frame: return view.frame
        case .bounds: return view.bounds
        case .transform: return view.transform
        case .alpha: return view.alpha
        case .backgroundColor: return view.backgroundColor as Any
        case .hidden: return view.isHidden
        }
    }
}

/// A view's observers, in the order they were added; each held weakly (KVO does not retain them).
final class KeyValueObservers {
    struct Registration {
        weak var observer: NSKeyValueObserving?
        let keyPath: String
        let key: ObservableViewKey
        let options: NSKeyValueObservingOptions
        let context: UnsafeMutableRawPointer?
    }

    var registrations: [Registration] = []

    func observes(_ key: ObservableViewKey) -> Bool {
        registrations.contains { $0.key == key }
    }
}

extension UIView {
    /// Registers `observer` for changes of `keyPath` on this view: "center", "frame", "bounds",
    /// "transform", "alpha", "backgroundColor" or "hidden". Notifications go to the observer's
    /// `observeValue(forKeyPath:of:change:context:)` as the property is set, in the order the
    /// observers were added; `.initial` sends one now. The observer is not retained.
    public func addObserver(
        _ observer: NSKeyValueObserving, forKeyPath keyPath: String, options: NSKeyValueObservingOptions = [],
        context: UnsafeMutableRawPointer?
    ) {
        guard let key = ObservableViewKey(keyPath: keyPath) else {
            Self.warnUnobservable(keyPath, of: self)
            return
        }
        let observers = keyValueObservers ?? KeyValueObservers()
        keyValueObservers = observers
        observers.registrations.append(.init(observer: observer, keyPath: keyPath, key: key, options: options, context: context))
        if options.contains(.initial) {
            var change: [NSKeyValueChangeKey: Any] = [.kindKey: NSKeyValueChange.setting.rawValue]
            if options.contains(.new) { change[.newKey] = key.value(of: self) }
            observer.observeValue(forKeyPath: keyPath, of: self, change: change, context: context)
        }
    }

    /// Removes the most recent registration of `observer` for `keyPath`.
    public func removeObserver(_ observer: NSKeyValueObserving, forKeyPath keyPath: String) {
        removeRegistration { $0.observer === observer && $0.keyPath == keyPath }
    }

    /// Removes the most recent registration of `observer` for `keyPath` with `context`.
    public func removeObserver(_ observer: NSKeyValueObserving, forKeyPath keyPath: String, context: UnsafeMutableRawPointer?) {
        removeRegistration { $0.observer === observer && $0.keyPath == keyPath && $0.context == context }
    }

    private func removeRegistration(where matches: (KeyValueObservers.Registration) -> Bool) {
        guard let observers = keyValueObservers,
              let index = observers.registrations.lastIndex(where: matches) else { return }
        observers.registrations.remove(at: index)
        if observers.registrations.isEmpty { keyValueObservers = nil }
    }

    /// Tells the observers of `key` (and of "frame", which follows center, bounds and
    /// transform) that it is about to change, for those that asked for `.prior`.
    func willChangeObservedValue(_ key: ObservableViewKey) {
        guard let observers = keyValueObservers else { return }
        for registration in observers.registrations
        where registration.options.contains(.prior) && (registration.key == key || registration.key == .frame && key.movesFrame) {
            var change: [NSKeyValueChangeKey: Any] = [.kindKey: NSKeyValueChange.setting.rawValue, .notificationIsPriorKey: true]
            if registration.options.contains(.old) { change[.oldKey] = registration.key.value(of: self) }
            registration.observer?.observeValue(forKeyPath: registration.keyPath, of: self, change: change, context: registration.context)
        }
    }

    /// Tells the observers of `key` that it changed from `oldValue`; `oldFrame` is the frame
    /// before a change of center, bounds or transform.
    func didChangeObservedValue(_ key: ObservableViewKey, from oldValue: Any, oldFrame: CGRect?) {
        guard let observers = keyValueObservers else { return }
        // A copy: an observer may add or remove observers as it is told.
        for registration in observers.registrations {
            let old: Any
            if registration.key == key {
                old = oldValue
            } else if registration.key == .frame, let oldFrame {
                old = oldFrame
            } else {
                continue
            }
            guard let observer = registration.observer else { continue }
            var change: [NSKeyValueChangeKey: Any] = [.kindKey: NSKeyValueChange.setting.rawValue]
            if registration.options.contains(.new) { change[.newKey] = registration.key.value(of: self) }
            if registration.options.contains(.old) { change[.oldKey] = old }
            observer.observeValue(forKeyPath: registration.keyPath, of: self, change: change, context: registration.context)
        }
    }

    /// The frame the view had with `center`, `bounds` or `transform` in place of its own.
    func frame(center: CGPoint? = nil, bounds: CGRect? = nil, transform: CGAffineTransform? = nil) -> CGRect {
        let size = (bounds ?? self.bounds).size
        let local = CGRect(x: -size.width / 2, y: -size.height / 2, width: size.width, height: size.height)
        let centre = center ?? self.center
        return local.applying(transform ?? self.transform).offsetBy(dx: centre.x, dy: centre.y)
    }

    private static func warnUnobservable(_ keyPath: String, of view: UIView) {
        let first = warnedKeyPaths.withLock { $0.insert(keyPath).inserted }
        guard first else { return }
        let keys = ObservableViewKey.allCases.map { "\"\($0.rawValue)\"" }.joined(separator: ", ")
        FileHandle.standardError.write(Data(
            "dynamics: \(type(of: view)).addObserver(forKeyPath: \"\(keyPath)\") observes nothing: views here notify \(keys)\n".utf8))
    }

    private static let warnedKeyPaths = WarnedKeyPaths()
}

private final class WarnedKeyPaths: @unchecked Sendable {
    private let lock = NSLock()
    private var paths: Set<String> = []

    func withLock<Result>(_ body: (inout Set<String>) -> Result) -> Result {
        lock.lock()
        defer { lock.unlock() }
        return body(&paths)
    }
}

extension ObservableViewKey {
    /// Whether changing this property moves or resizes the frame.
    var movesFrame: Bool { self == .center || self == .bounds || self == .transform }
}
