import Foundation

// NSObject's messages by selector, as UIKit code sends them: `perform(_:with:)` now,
// `perform(_:with:afterDelay:)` on the scene's clock, `responds(to:)`. Foundation on Linux has
// no Objective-C runtime and none of them; a ``Selector`` here holds its method, so these call
// it. Selectors made from strings (`Selector("setDebugEnabled:")`) do not compile here.

extension NSObject {
    /// Calls the selector's method on this object now.
    @discardableResult
    public func perform(_ aSelector: Selector!) -> Unmanaged<AnyObject>! {
        aSelector.perform(self, Optional<Any>.none as Any)
        return nil
    }

    /// Calls the selector's method on this object now, with `object` as its argument (a method
    /// that takes none ignores it). Returns nil: the methods here return nothing.
    @discardableResult
    public func perform(_ aSelector: Selector!, with object: Any!) -> Unmanaged<AnyObject>! {
        aSelector.perform(self, object as Any)
        return nil
    }

    /// Calls the selector's method on this object `delay` seconds of scene time from now, with
    /// `anArgument`, on the current scene's clock; both are held until then, as UIKit holds
    /// them. Outside a scene there is no clock to wait on: it says so once and calls nothing.
    public func perform(_ aSelector: Selector, with anArgument: Any?, afterDelay delay: TimeInterval) {
        guard let clock = Clock.current else {
            KitNote.once("perform(_:with:afterDelay:) outside a scene's clock calls nothing: call it from the scene (viewDidLoad, a handler)")
            return
        }
        let request = DelayedPerform(target: self, selector: aSelector, argument: anArgument)
        DelayedPerform.pending.withLock { $0.append(request) }
        clock.schedule(after: delay.isFinite ? max(delay, 0) : 0) {
            DelayedPerform.pending.withLock { $0.removeAll { $0 === request } }
            guard !request.isCancelled else { return }
            request.selector.perform(request.target, request.argument as Any)
        }
    }

    /// Cancels the delayed performs sent to `aTarget` that have not run yet.
    public class func cancelPreviousPerformRequests(withTarget aTarget: Any) {
        DelayedPerform.cancel { $0.target === aTarget as AnyObject }
    }

    /// Cancels the delayed performs of `aSelector` sent to `aTarget` that have not run yet. (The
    /// argument is not compared: arguments here need not be objects.)
    public class func cancelPreviousPerformRequests(withTarget aTarget: Any, selector aSelector: Selector, object anArgument: Any?) {
        DelayedPerform.cancel { $0.target === aTarget as AnyObject && $0.selector == aSelector }
    }

    /// Whether this object has the selector's method: for `#selector(self.method)`, yes; for
    /// `#selector(SomeClass.method)`, when this object is a `SomeClass`.
    public func responds(to aSelector: Selector!) -> Bool {
        aSelector.accepts(self)
    }
}

/// A `perform(_:with:afterDelay:)` waiting for its time.
private final class DelayedPerform: @unchecked Sendable {
    let target: NSObject
    let selector: Selector
    let argument: Any?
    var isCancelled = false

    init(target: NSObject, selector: Selector, argument: Any?) {
        self.target = target
        self.selector = selector
        self.argument = argument
    }

    /// The requests not yet run, in the order they were made.
    static let pending = PendingList()

    static func cancel(where matches: (DelayedPerform) -> Bool) {
        pending.withLock { requests in
            for request in requests where matches(request) { request.isCancelled = true }
            requests.removeAll { $0.isCancelled }
        }
    }

    final class PendingList: @unchecked Sendable {
        private let lock = NSLock()
        private var requests: [DelayedPerform] = []

        func withLock<Result>(_ body: (inout [DelayedPerform]) -> Result) -> Result {
            lock.lock()
            defer { lock.unlock() }
            return body(&requests)
        }
    }
}
