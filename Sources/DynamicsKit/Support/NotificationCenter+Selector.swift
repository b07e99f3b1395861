import Foundation

// Foundation's observers by selector, as UIKit code registers them:
// `NotificationCenter.default.addObserver(self, selector: #selector(keyboardWillShow(_:)),
// name: UIResponder.keyboardWillShowNotification, object: nil)`. Foundation on Linux has no
// Objective-C runtime and no such method; a ``Selector`` here holds its method, so this one
// registers a block with Foundation that calls it.
//
// As on iOS 9 and later, the observer is held weakly and one that has been deallocated is
// skipped (its registration is dropped at the center's next add or remove), so it need not
// remove itself in `deinit`. `removeObserver(_:)` and `removeObserver(_:name:object:)` given
// the observer object remove its selector registrations too: they are overloads taking
// `AnyObject`, which Swift prefers to Foundation's `Any` for an object, and they go on to call
// Foundation's own (so a token from `addObserver(forName:object:queue:using:)` is removed as
// before). An observer passed as `Any` reaches Foundation's method alone, which does not know
// these registrations.

extension NotificationCenter {
    /// Calls `aSelector`'s method on `observer` (held weakly) with each notification named
    /// `aName` (any name for nil) that `anObject` posts (any object for nil), as Foundation's.
    /// The method may take the `Notification` (or an `NSNotification`), or nothing.
    public func addObserver(_ observer: Any, selector aSelector: Selector, name aName: NSNotification.Name?, object anObject: Any?) {
        let held = ActionTarget(observer)
        let token = addObserver(forName: aName, object: anObject, queue: nil) { notification in
            // A deallocated observer hears nothing, as on iOS 9 and later.
            guard let target = held.resolved else { return }
            aSelector.perform(target, notification)
        }
        SelectorObservers.shared.add(
            SelectorObservers.Entry(center: self, observer: held, name: aName, object: ActionTarget(anObject), token: token))
        SelectorObservers.shared.dropDeallocated(from: self)
    }

    /// Stops every notification to `observer`: its selector registrations, and what
    /// Foundation's `removeObserver(_:)` removes (an `addObserver(forName:…)` token).
    public func removeObserver(_ observer: AnyObject) {
        for token in SelectorObservers.shared.remove(from: self, observer: observer, name: nil, object: nil) {
            removeObserver(token as Any)
        }
        removeObserver(observer as Any)
        SelectorObservers.shared.dropDeallocated(from: self)
    }

    /// Stops the notifications named `aName` (every name for nil) from `anObject` (every object
    /// for nil) to `observer`, as Foundation's; the selector registrations made for another
    /// name or object stay.
    public func removeObserver(_ observer: AnyObject, name aName: NSNotification.Name?, object anObject: Any?) {
        for token in SelectorObservers.shared.remove(from: self, observer: observer, name: aName, object: anObject) {
            removeObserver(token as Any)
        }
        removeObserver(observer as Any, name: aName, object: anObject)
        SelectorObservers.shared.dropDeallocated(from: self)
    }
}

/// The selector registrations of every notification center, in the order they were made.
private final class SelectorObservers: @unchecked Sendable {
    static let shared = SelectorObservers()

    struct Entry {
        weak var center: NotificationCenter?
        let observer: ActionTarget
        let name: NSNotification.Name?
        let object: ActionTarget
        let token: NSObjectProtocol
    }

    private let lock = NSLock()
    private var entries: [Entry] = []

    func add(_ entry: Entry) {
        lock.withLock { entries.append(entry) }
    }

    /// Takes out the registrations on `center` of `observer` that match `name` and `object`
    /// (nil matches any) and returns their Foundation tokens.
    func remove(from center: NotificationCenter, observer: AnyObject, name: NSNotification.Name?, object: Any?) -> [NSObjectProtocol] {
        lock.withLock {
            var removed: [NSObjectProtocol] = []
            entries.removeAll { entry in
                guard entry.center === center, entry.observer.isSame(as: observer),
                      name == nil || entry.name == name, object == nil || entry.object.isSame(as: object) else { return false }
                removed.append(entry.token)
                return true
            }
            return removed
        }
    }

    /// Removes from `center` the registrations whose observer has been deallocated (and those
    /// of centers that are gone).
    func dropDeallocated(from center: NotificationCenter) {
        let tokens: [NSObjectProtocol] = lock.withLock {
            var dead: [NSObjectProtocol] = []
            entries.removeAll { entry in
                guard entry.center != nil else { return true }
                guard entry.center === center, entry.observer.resolved == nil else { return false }
                dead.append(entry.token)
                return true
            }
            return dead
        }
        for token in tokens { center.removeObserver(token as Any) }
    }
}
