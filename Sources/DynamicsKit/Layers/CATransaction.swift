import Foundation

/// Groups layer changes, as Core Animation's: whether they animate implicitly, over how long,
/// along which curve, and what runs when their animations end.
///
/// ```swift
/// CATransaction.begin()
/// CATransaction.setDisableActions(true)   // the rope follows at once
/// rope.path = path.cgPath
/// CATransaction.commit()
/// ```
///
/// Without `begin()`, the settings apply to the implicit transaction, which ends with the
/// scene's current tick (iOS ends it with the run loop's turn). Transactions belong to the
/// thread, and through it to the scene, that runs them.
open class CATransaction: NSObject {
    /// One level of `begin()` … `commit()`; the bottom one is the implicit transaction.
    final class Level {
        var disableActions: Bool?
        var duration: TimeInterval?
        var timingFunction: CAMediaTimingFunction?
        var completion: (() -> Void)?
        /// Animations added in this transaction that have not ended.
        var animationsPlaying = 0
        /// Set once committed: the completion runs when the last animation ends.
        var committed = false

        func animationEnded() {
            animationsPlaying -= 1
            if committed && animationsPlaying == 0 { runCompletion() }
        }

        func commit(on clock: Clock?) {
            committed = true
            guard animationsPlaying == 0, let completion else { return }
            // Core Animation calls it once the transaction's changes are on screen: here at the
            // next tick.
            self.completion = nil
            if let clock { clock.schedule(after: 0, completion) } else { completion() }
        }

        private func runCompletion() {
            let completion = self.completion
            self.completion = nil
            completion?()
        }
    }

    /// The open levels of this thread, innermost last, and the tick the implicit one belongs to.
    private final class Stack {
        var explicit: [Level] = []
        var implicit = Level()
        var implicitTick: Int?
    }

    private static let threadKey = "DynamicsKit.CATransaction"

    private static var stack: Stack {
        let dictionary = Thread.current.threadDictionary
        if let stack = dictionary[threadKey] as? Stack { return stack }
        let stack = Stack()
        dictionary[threadKey] = stack
        return stack
    }

    /// The implicit transaction of the current tick, begun anew at each tick.
    private static var implicitLevel: Level {
        let stack = self.stack
        let tick = Clock.current?.ticks
        if stack.implicitTick != tick {
            stack.implicit.commit(on: Clock.current)
            stack.implicit = Level()
            stack.implicitTick = tick
        }
        return stack.implicit
    }

    /// The levels from outermost (the implicit one) to innermost.
    private static var levels: [Level] { [implicitLevel] + stack.explicit }

    /// The innermost level, where settings go and animations are counted.
    static var current: Level { stack.explicit.last ?? implicitLevel }

    public static func begin() {
        stack.explicit.append(Level())
    }

    /// Ends the innermost `begin()`; its completion block runs when its animations end.
    public static func commit() {
        guard let level = stack.explicit.popLast() else { return }
        level.commit(on: Clock.current)
    }

    /// Does nothing more: changes are drawn with the next frame anyway.
    public static func flush() {}

    /// Accepted: layers belong to one scene's thread.
    public static func lock() {}
    public static func unlock() {}

    /// Whether property changes skip their implicit animation; false by default. An inner
    /// transaction inherits the outer one's setting until it sets its own.
    public static func disableActions() -> Bool {
        levels.last { $0.disableActions != nil }?.disableActions ?? false
    }

    public static func setDisableActions(_ flag: Bool) {
        current.disableActions = flag
    }

    /// How long implicit animations last, in seconds; 0.25 by default.
    public static func animationDuration() -> CFTimeInterval {
        levels.last { $0.duration != nil }?.duration ?? 0.25
    }

    public static func setAnimationDuration(_ dur: CFTimeInterval) {
        current.duration = dur
    }

    /// The pacing of implicit animations; nil (the default) is Core Animation's default curve,
    /// (0.25, 0.1), (0.25, 1).
    public static func animationTimingFunction() -> CAMediaTimingFunction? {
        levels.last { $0.timingFunction != nil }?.timingFunction
    }

    public static func setAnimationTimingFunction(_ function: CAMediaTimingFunction?) {
        current.timingFunction = function
    }

    public static func completionBlock() -> (() -> Void)? { current.completion }

    /// Runs `block` once every animation added in the current transaction from now on has
    /// ended (at once, at the next tick, when there are none).
    public static func setCompletionBlock(_ block: (() -> Void)?) {
        current.completion = block
    }

    /// Core Animation's keys for ``value(forKey:)``.
    public static func value(forKey key: String) -> Any? {
        switch key {
        case kCATransactionDisableActions: return disableActions()
        case kCATransactionAnimationDuration: return animationDuration()
        case kCATransactionAnimationTimingFunction: return animationTimingFunction()
        case kCATransactionCompletionBlock: return completionBlock()
        default: return nil
        }
    }

    public static func setValue(_ anObject: Any?, forKey key: String) {
        switch key {
        case kCATransactionDisableActions: setDisableActions(anObject as? Bool ?? false)
        case kCATransactionAnimationDuration: setAnimationDuration((anObject as? Double) ?? 0.25)
        case kCATransactionAnimationTimingFunction: setAnimationTimingFunction(anObject as? CAMediaTimingFunction)
        case kCATransactionCompletionBlock: setCompletionBlock(anObject as? () -> Void)
        default: break
        }
    }
}

public let kCATransactionDisableActions = "disableActions"
public let kCATransactionAnimationDuration = "animationDuration"
public let kCATransactionAnimationTimingFunction = "animationTimingFunction"
public let kCATransactionCompletionBlock = "completionBlock"
