import Dispatch
import Foundation

// `DispatchQueue`, `DispatchTime`, `DispatchGroup` and `Timer` as a scene file sees them. On a device their work
// runs on the main thread's run loop as real time passes; a recording has no run loop and its
// own time (the scene's clock, which runs far faster than the wall clock), so Dispatch's main
// queue and Foundation's timers would never run the work at all. A scene file's generated entry
// point therefore declares `DispatchQueue`, `DispatchTime`, `DispatchGroup` and `Timer` as these types, which
// schedule the work on the scene's clock, in scene time: `DispatchQueue.main.asyncAfter(deadline:
// .now() + 1)` runs one second into the recording, on every run.
//
// Every queue is the scene's: work sent to `global()` or to a queue of your own also runs on the
// clock, at the next tick, as if the background work took no time (recordings stay the same
// bytes from run to run, and the kit is never touched from two threads).

/// A point in scene time (seconds since the scene began), for `asyncAfter(deadline:)`.
public struct SceneDispatchTime: Comparable, Sendable {
    /// Seconds since the scene began.
    public let seconds: TimeInterval

    public init(seconds: TimeInterval) { self.seconds = seconds }

    /// The scene's time now (0 outside a scene).
    public static func now() -> SceneDispatchTime { SceneDispatchTime(seconds: Clock.current?.time ?? 0) }
    public static let distantFuture = SceneDispatchTime(seconds: .infinity)

    public var uptimeNanoseconds: UInt64 { seconds.isFinite ? UInt64(max(seconds, 0) * 1e9) : .max }

    public static func < (lhs: SceneDispatchTime, rhs: SceneDispatchTime) -> Bool { lhs.seconds < rhs.seconds }

    public static func + (time: SceneDispatchTime, seconds: Double) -> SceneDispatchTime {
        SceneDispatchTime(seconds: time.seconds + seconds)
    }

    public static func - (time: SceneDispatchTime, seconds: Double) -> SceneDispatchTime {
        SceneDispatchTime(seconds: time.seconds - seconds)
    }

    public static func + (time: SceneDispatchTime, interval: DispatchTimeInterval) -> SceneDispatchTime {
        SceneDispatchTime(seconds: time.seconds + interval.seconds)
    }

    public static func - (time: SceneDispatchTime, interval: DispatchTimeInterval) -> SceneDispatchTime {
        SceneDispatchTime(seconds: time.seconds - interval.seconds)
    }
}

extension DispatchTimeInterval {
    /// The interval in seconds (infinite for `.never`).
    var seconds: TimeInterval {
        switch self {
        case let .seconds(value): TimeInterval(value)
        case let .milliseconds(value): TimeInterval(value) / 1e3
        case let .microseconds(value): TimeInterval(value) / 1e6
        case let .nanoseconds(value): TimeInterval(value) / 1e9
        case .never: .infinity
        @unknown default: .infinity
        }
    }
}

/// A dispatch queue that runs its work on the scene's clock (see the top of this file).
public struct SceneDispatchQueue: Sendable {
    public let label: String

    /// The main queue: work runs on the scene's clock, in scene time.
    public static let main = SceneDispatchQueue(label: "com.apple.main-thread")

    /// A global queue: here its work also runs on the scene's clock, at the next tick.
    public static func global(qos: DispatchQoS.QoSClass = .default) -> SceneDispatchQueue {
        SceneDispatchQueue(label: "com.apple.root.\(qos)")
    }

    public init(
        label: String, qos: DispatchQoS = .unspecified, attributes: DispatchQueue.Attributes = [],
        autoreleaseFrequency: DispatchQueue.AutoreleaseFrequency = .inherit, target: DispatchQueue? = nil
    ) {
        self.label = label
    }

    /// Runs `work` at the scene's next tick (at once outside a scene), inside `group` if given.
    public func async(
        group: SceneDispatchGroup? = nil, qos: DispatchQoS = .unspecified, flags: DispatchWorkItemFlags = [],
        execute work: @escaping () -> Void
    ) {
        guard let group else { return Self.schedule(at: nil, work) }
        group.enter()
        Self.schedule(at: nil) {
            work()
            group.leave()
        }
    }

    public func async(execute item: DispatchWorkItem) {
        Self.schedule(at: nil) { item.perform() }
    }

    /// Runs `work` at the first tick at or after `deadline`, in scene time.
    public func asyncAfter(
        deadline: SceneDispatchTime, qos: DispatchQoS = .unspecified, flags: DispatchWorkItemFlags = [],
        execute work: @escaping () -> Void
    ) {
        Self.schedule(at: deadline, work)
    }

    public func asyncAfter(deadline: SceneDispatchTime, execute item: DispatchWorkItem) {
        Self.schedule(at: deadline) { item.perform() }
    }

    /// Runs `work` now: the scene's code is always on its queue.
    public func sync<Result>(execute work: () throws -> Result) rethrows -> Result {
        try work()
    }

    private static func schedule(at deadline: SceneDispatchTime?, _ work: @escaping () -> Void) {
        guard let clock = Clock.current else { return work() }
        guard let deadline else { return clock.schedule(after: 0, work) }
        guard deadline.seconds.isFinite else { return }
        clock.schedule(at: deadline.seconds, work)
    }
}

/// A dispatch group whose work and notifications run on the scene's clock (see the top of this
/// file): `notify(queue:execute:)` runs its block at the tick after the last `leave()` (or the
/// next tick when nothing is pending), as `DispatchGroup`'s would once the work is done.
public final class SceneDispatchGroup {
    private var pending = 0
    private var notifications: [(SceneDispatchQueue, () -> Void)] = []

    public init() {}

    public func enter() { pending += 1 }

    public func leave() {
        precondition(pending > 0, "DispatchGroup.leave() called more often than enter()")
        pending -= 1
        guard pending == 0 else { return }
        let due = notifications
        notifications = []
        for (queue, work) in due { queue.async(execute: work) }
    }

    public func notify(
        qos: DispatchQoS = .unspecified, flags: DispatchWorkItemFlags = [], queue: SceneDispatchQueue,
        execute work: @escaping () -> Void
    ) {
        if pending == 0 {
            queue.async(execute: work)
        } else {
            notifications.append((queue, work))
        }
    }

    /// Returns at once when nothing is pending; otherwise it would wait forever (the pending
    /// work runs on the scene's clock, after this returns), so it stops the scene saying so.
    public func wait() {
        precondition(pending == 0, "DispatchGroup.wait() with work pending would never return: in a scene the work runs on its clock; use notify(queue:execute:)")
    }
}

/// A timer on the scene's clock, in scene time (see the top of this file): `scheduledTimer`
/// fires after `timeInterval` seconds of the scene, and again every `timeInterval` when it
/// repeats, until `invalidate()`.
public final class SceneTimer {
    public let timeInterval: TimeInterval
    public let userInfo: Any?
    /// Accepted; the timer fires at the first tick at or after its time.
    public var tolerance: TimeInterval = 0
    public private(set) var isValid = true
    private let repeats: Bool
    private let action: (SceneTimer) -> Void
    /// The scene time the timer fires at next.
    private var due: TimeInterval = 0
    /// For a timer made with a fire date: how long after it is made it first fires.
    private var firstDelay: TimeInterval?

    /// An unscheduled timer: add it with `RunLoop.main.add(_:forMode:)`.
    public init(timeInterval interval: TimeInterval, repeats: Bool, block: @escaping (SceneTimer) -> Void) {
        // As Foundation's: intervals under 0.1 ms are 0.1 ms.
        timeInterval = max(interval, 0.0001)
        self.repeats = repeats
        userInfo = nil
        action = block
    }

    /// A placeholder that never fires, as `Timer()` is: code declares `var timer = Timer()`
    /// and later assigns a scheduled one (or calls `invalidate()` on it first).
    public convenience init() {
        self.init(timeInterval: 0, repeats: false) { _ in }
        isValid = false
    }

    /// An unscheduled timer that first fires at `date` (then every `interval` when it repeats):
    /// add it with `RunLoop.main.add(_:forMode:)`. The date is taken as a time from now, to the
    /// millisecond, on the scene's clock: `Date()` fires at the first tick after it is added,
    /// `Date() + 1` a second of the scene later. (A date is wall-clock time, which a recording
    /// runs far ahead of; how far from now it lies is what code means by it.)
    public convenience init(fire date: Date, interval: TimeInterval, repeats: Bool, block: @escaping (SceneTimer) -> Void) {
        self.init(timeInterval: interval, repeats: repeats, block: block)
        firstDelay = Self.delay(until: date)
    }

    public convenience init(
        fireAt date: Date, interval: TimeInterval, target: Any, selector: Selector, userInfo: Any?, repeats: Bool
    ) {
        self.init(timeInterval: interval, target: target, selector: selector, userInfo: userInfo, repeats: repeats)
        firstDelay = Self.delay(until: date)
    }

    /// Seconds from now until `date`, rounded to the millisecond (so the microseconds between
    /// the caller's `Date()` and this reading do not move the tick it fires at), never negative.
    private static func delay(until date: Date) -> TimeInterval {
        max((date.timeIntervalSinceNow * 1000).rounded() / 1000, 0)
    }

    public init(timeInterval interval: TimeInterval, target: Any, selector: Selector, userInfo: Any?, repeats: Bool) {
        timeInterval = max(interval, 0.0001)
        self.repeats = repeats
        self.userInfo = userInfo
        let held = ActionTarget(target)
        action = { timer in selector.perform(held.resolved, timer) }
    }

    /// Imported from Objective-C on Apple's systems, so an unused result is no warning there either.
    @discardableResult
    public class func scheduledTimer(
        withTimeInterval interval: TimeInterval, repeats: Bool, block: @escaping (SceneTimer) -> Void
    ) -> SceneTimer {
        let timer = SceneTimer(timeInterval: interval, repeats: repeats, block: block)
        timer.start()
        return timer
    }

    /// Imported from Objective-C on Apple's systems, so an unused result is no warning there either.
    @discardableResult
    public class func scheduledTimer(
        timeInterval interval: TimeInterval, target: Any, selector: Selector, userInfo: Any?, repeats: Bool
    ) -> SceneTimer {
        let timer = SceneTimer(timeInterval: interval, target: target, selector: selector, userInfo: userInfo, repeats: repeats)
        timer.start()
        return timer
    }

    /// Fires now (a repeating timer keeps its schedule; a one-shot one is done).
    public func fire() {
        guard isValid else { return }
        action(self)
        if !repeats { isValid = false }
    }

    public func invalidate() {
        isValid = false
    }

    /// Schedules the first firing on the current scene's clock.
    func start() {
        guard let clock = Clock.current else { return }
        due = clock.time + (firstDelay ?? timeInterval)
        schedule(on: clock)
    }

    private func schedule(on clock: Clock) {
        clock.schedule(at: due) { [self] in
            guard isValid else { return }
            action(self)
            guard repeats, isValid else {
                isValid = false
                return
            }
            // The next time follows from the schedule, not from when this tick came.
            due += timeInterval
            schedule(on: clock)
        }
    }
}

extension RunLoop {
    /// Starts a timer made with `Timer(timeInterval:repeats:block:)` on the scene's clock.
    public func add(_ timer: SceneTimer, forMode mode: RunLoop.Mode) {
        timer.start()
    }
}
