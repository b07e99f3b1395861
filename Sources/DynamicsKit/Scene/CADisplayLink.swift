import Foundation

/// Calls its target once a frame, as Core Animation's: here once a tick of the scene's clock
/// (60 a second), in scene time, from `add(to:forMode:)` until `invalidate()`. Custom animation
/// and physics loops written for iOS run as they would on a 60 Hz device.
///
/// ```swift
/// let link = CADisplayLink(target: self, selector: #selector(step(_:)))
/// link.add(to: .main, forMode: .common)
/// ```
public final class CADisplayLink {
    private let target: ActionTarget
    private let selector: Selector
    /// When the last frame was shown, in scene seconds.
    public private(set) var timestamp: CFTimeInterval = 0
    /// When the next frame will be shown: `timestamp + duration`.
    public private(set) var targetTimestamp: CFTimeInterval = 0
    /// The time between frames: one tick.
    public var duration: CFTimeInterval { Clock.tickDuration }
    /// While true the target is not called (the link stays on the clock).
    public var isPaused = false
    /// Accepted; the link fires every tick (60 a second) whatever it asks for.
    public var preferredFramesPerSecond = 0
    public private(set) var isValid = true
    private var isRunning = false

    public init(target: Any, selector sel: Selector) {
        self.target = ActionTarget(target)
        selector = sel
    }

    /// Starts calling the target, from the scene's next tick.
    public func add(to runloop: RunLoop, forMode mode: RunLoop.Mode) {
        guard isValid, !isRunning, let clock = Clock.current else { return }
        isRunning = true
        scheduleNextFrame(on: clock)
    }

    /// Stops for good.
    public func invalidate() {
        isValid = false
    }

    private func scheduleNextFrame(on clock: Clock) {
        clock.schedule(after: Clock.tickDuration) { [self] in
            guard isValid else { return }
            timestamp = clock.time
            targetTimestamp = clock.time + duration
            if !isPaused { selector.perform(target.resolved, self) }
            scheduleNextFrame(on: clock)
        }
    }
}

/// Seconds, as Core Foundation's.
public typealias CFTimeInterval = Double

/// The current media time, as Core Animation's: here the scene's time in seconds (0 outside a
/// scene), so `now − last` in a display link's callback is one tick, the same on every run.
public func CACurrentMediaTime() -> CFTimeInterval {
    Clock.current?.time ?? 0
}
