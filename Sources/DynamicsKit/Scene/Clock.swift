import Foundation

/// The one deterministic clock of a scene: it advances in fixed ticks of 1/60 s and, at each
/// tick, runs what is due in order: scheduled events (scripted touches, timers), tweens,
/// then every animator attached to it. Nothing here reads the wall clock.
///
/// Animators created while a clock is ``current`` (inside ``Scene/run(_:)`` or any callback a
/// scene makes) attach to it; one created elsewhere gets a clock of its own.
public final class Clock {
    /// Length of one tick, in seconds: a 60 Hz display link.
    public static let tickDuration: TimeInterval = 1.0 / 60.0

    /// Whole ticks advanced since the clock was made.
    public private(set) var ticks = 0
    /// Seconds since the clock was made: `ticks / 60`.
    public var time: TimeInterval { TimeInterval(ticks) * Clock.tickDuration }

    @TaskLocal static var currentStorage: Clock?

    /// The clock new animators attach to, if any.
    public static var current: Clock? { currentStorage }

    /// The root view of the scene this clock drives: where a haptic ripple is shown, and the
    /// size a view controller's default view takes.
    weak var screen: UIView?
    /// The scene this clock drives.
    weak var scene: Scene?
    /// The scene's `UIApplication.shared`, made on first use.
    var application: UIApplication?

    /// Where the event being delivered happened, in the screen's coordinates: a contact's
    /// point while a collision delegate runs. A haptic with no location of its own ripples there.
    var eventPoint: CGPoint?
    /// How far the phone is turned clockwise in its screen's plane, in radians (`--tilt`,
    /// ``Scene/tilt(degrees:at:)``): what Core Motion reports follows it.
    var deviceTilt: Double = 0

    /// Where `UIImage(named:)` looks while this clock's scene runs: a scene file's folders
    /// (several scenes may share a process); nil for `UIImage.searchDirectories`.
    @_spi(SceneFiles) public var imageSearchDirectories: [URL]?
    /// The pixels per point the scene is drawn at (`--scale`): an asset catalog's image set
    /// gives the variant nearest it.
    @_spi(SceneFiles) public var imageScale: CGFloat = 2
    /// The executor of the scene's tasks and main actor (SceneConcurrency.swift), made on first use.
    var executor: SceneExecutor {
        if let storedExecutor { return storedExecutor }
        let made = SceneExecutor()
        storedExecutor = made
        return made
    }
    private var storedExecutor: SceneExecutor?

    /// The scene's random numbers (``SceneRandom``), seeded by its `seed`.
    var random = SplitMix64(seed: 0)

    /// What the clock steps, in the order attached. Tweens are kept alive until they finish;
    /// animators only while someone else holds them, as a display link does not keep a
    /// UIDynamicAnimator alive: one no one holds stops stepping and is freed.
    private var steppers: [Stepper] = []

    private struct Stepper {
        weak var held: ClockDriven?
        var kept: ClockDriven?
        var stepper: ClockDriven? { kept ?? held }
    }
    private var events: [(tick: Int, order: Int, action: () -> Void)] = []
    private var eventCount = 0
    private var earliestEventTick = Int.max
    private var tickObservers: [(Clock) -> Void] = []

    public init() {}

    /// Runs `body` with this clock as ``current``.
    public func withCurrent<Result>(_ body: () throws -> Result) rethrows -> Result {
        try Clock.$currentStorage.withValue(self, operation: body)
    }

    /// Advances by `duration` seconds, rounded to whole ticks.
    public func advance(by duration: TimeInterval) {
        precondition(duration.isFinite && duration >= 0, "duration must be finite and non-negative")
        advance(toTick: ticks + Int((duration / Clock.tickDuration).rounded()))
    }

    /// Advances until `time` (in seconds since the start) has been reached.
    public func advance(to time: TimeInterval) {
        precondition(time.isFinite, "time must be finite")
        advance(toTick: Int((time / Clock.tickDuration - 1e-9).rounded(.up)))
    }

    private func advance(toTick target: Int) {
        withCurrent {
            while ticks < target { tick() }
        }
    }

    /// Runs `action` at the first tick at or after `time` seconds (immediately at the next
    /// tick when that time has passed). Events due at one tick run in the order they were scheduled.
    public func schedule(at time: TimeInterval, _ action: @escaping () -> Void) {
        let tick = max(Int((time / Clock.tickDuration - 1e-9).rounded(.up)), ticks + 1)
        events.append((tick, eventCount, action))
        earliestEventTick = min(earliestEventTick, tick)
        eventCount += 1
    }

    /// Runs `action` `delay` seconds from now.
    public func schedule(after delay: TimeInterval, _ action: @escaping () -> Void) {
        schedule(at: time + delay, action)
    }

    /// Calls `observer` after every tick, once everything has moved.
    public func onTick(_ observer: @escaping (Clock) -> Void) {
        tickObservers.append(observer)
    }

    /// The animators this clock steps (those someone holds), in the order they were created.
    public var animators: [UIDynamicAnimator] { steppers.compactMap { $0.stepper as? UIDynamicAnimator } }

    /// Steps `stepper` every tick; `keepsAlive` false holds it weakly.
    func attach(_ stepper: ClockDriven, keepsAlive: Bool = true) {
        guard !steppers.contains(where: { $0.stepper === stepper }) else { return }
        steppers.append(keepsAlive ? Stepper(held: stepper, kept: stepper) : Stepper(held: stepper, kept: nil))
    }

    /// Stops stepping `stepper` from the next tick on.
    func detach(_ stepper: ClockDriven) {
        steppers.removeAll { $0.stepper === stepper }
    }

    /// Runs the scene's task jobs that are ready.
    func drainTasks() {
        storedExecutor?.drain()
    }

    private func tick() {
        ticks += 1
        // Most ticks have nothing scheduled: look at the list only when its earliest event is due.
        if earliestEventTick <= ticks {
            let due = events.filter { $0.tick <= ticks }.sorted { ($0.tick, $0.order) < ($1.tick, $1.order) }
            events.removeAll { $0.tick <= ticks }
            earliestEventTick = events.map(\.tick).min() ?? .max
            for event in due { event.action() }
        }
        // Tasks made or woken so far run to their next wait, after the timers, before physics.
        drainTasks()
        // Steppers added during this tick start at the next one.
        var anyFreed = false
        for entry in steppers {
            guard let stepper = entry.stepper else {
                anyFreed = true
                continue
            }
            stepper.step(Clock.tickDuration)
        }
        if anyFreed { steppers.removeAll { $0.stepper == nil } }
        for observer in tickObservers { observer(self) }
    }
}

/// Something the clock steps once per tick (animators, tweens).
protocol ClockDriven: AnyObject {
    func step(_ dt: TimeInterval)
}
