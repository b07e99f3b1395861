import Foundation

// Key-value coding of an animator, as UIKit code uses it: mostly for UIKit's private debug
// switch, `animator.setValue(true, forKey: "debugEnabled")`, which draws the physics over the
// app. Foundation on Linux has no key-value coding; these read and write the animator's own
// properties by name. The same switch sent as a message,
// `animator.perform(Selector(("setDebugEnabled:")), with: true)`, is `Selector.setDebugEnabled`
// (scene files' string selector is translated to it).

extension UIDynamicAnimator {
    /// Sets the property named `key`: "debugEnabled" (a `Bool`, UIKit's private switch) asks
    /// for the debug overlay (``Scene/isDebugDrawingRequested``). Any other key, or a value of
    /// another type, changes nothing and says so once.
    public func setValue(_ value: Any?, forKey key: String) {
        switch key {
        case "debugEnabled":
            guard let enabled = value as? Bool else { fallthrough }
            isDebugEnabled = enabled
        default:
            KitNote.once("UIDynamicAnimator.setValue(_:forKey: \"\(key)\") sets nothing: the keys set here are \"debugEnabled\" (a Bool)")
        }
    }

    /// The property named `key`: "debugEnabled", "running" (or "isRunning"), "elapsedTime",
    /// "referenceView", "behaviors" or "delegate"; nil for any other key, which it says once.
    public func value(forKey key: String) -> Any? {
        switch key {
        case "debugEnabled": return isDebugEnabled
        case "running", "isRunning": return isRunning
        case "elapsedTime": return elapsedTime
        case "referenceView": return referenceView
        case "behaviors": return behaviors
        case "delegate": return delegate
        default:
            KitNote.once("UIDynamicAnimator.value(forKey: \"\(key)\") is nil: an animator here has no such key")
            return nil
        }
    }
}

extension Selector {
    /// UIKit Dynamics' private `setDebugEnabled:`, what scene files'
    /// `Selector(("setDebugEnabled:"))`, `Selector("setDebugEnabled:")` and
    /// `NSSelectorFromString("setDebugEnabled:")` become: performed on an animator with a `Bool`
    /// (`perform(_:with:)`), it sets the debug switch as `setValue(_:forKey: "debugEnabled")`
    /// does. An animator responds to it; sent to any other object it traps, as UIKit's
    /// "unrecognized selector" does.
    public static var setDebugEnabled: Selector {
        Selector(name: "setDebugEnabled:", accepts: { $0 is UIDynamicAnimator }) { target, argument in
            guard let animator = target as? UIDynamicAnimator else {
                let type = target.map { "\(Swift.type(of: $0))" } ?? "nil"
                fatalError("setDebugEnabled: sent to \(type): only a UIDynamicAnimator has UIKit Dynamics' debug switch (unrecognized selector)")
            }
            animator.setValue(Self.bool(argument) ?? argument, forKey: "debugEnabled")
        }
    }

    /// A `Bool` argument as `perform(_:with:)` passes it (possibly wrapped in an optional), or
    /// an `NSNumber`'s.
    private static func bool(_ argument: Any) -> Bool? {
        if let value = argument as? Bool { return value }
        if let number = argument as? NSNumber { return number.boolValue }
        return nil
    }
}

extension Scene {
    /// Whether an animator of this scene turned UIKit's private debug switch on
    /// (`setValue(true, forKey: "debugEnabled")`): the recording draws the debug overlay, as
    /// `--debug` does.
    public var isDebugDrawingRequested: Bool {
        clock.animators.contains { $0.isDebugEnabled }
    }
}
