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
    /// The rate the target is called at, per second: 0 (the default) for the display's, 60;
    /// otherwise, as on a 60 Hz iPhone, the divisor of 60 nearest to it (30, 20, 15, … 1), so
    /// 24 calls it 20 times a second, every third tick.
    public var preferredFramesPerSecond = 0 {
        didSet { ticksPerFrame = Self.ticksPerFrame(forRate: Double(preferredFramesPerSecond)) }
    }
    /// The range of rates the target may be called at: the preferred rate if it names one, else
    /// the maximum, chosen as `preferredFramesPerSecond` chooses; `.default` asks for none (60).
    public var preferredFrameRateRange = CAFrameRateRange.default {
        didSet {
            let range = preferredFrameRateRange
            var rate = Double(range.preferred ?? 0)
            if !(rate > 0) { rate = Double(range.maximum) }
            if rate > 0, range.maximum > 0 { rate = min(max(rate, Double(range.minimum)), Double(range.maximum)) }
            ticksPerFrame = Self.ticksPerFrame(forRate: rate)
        }
    }
    public private(set) var isValid = true
    private var isRunning = false
    /// How many of the clock's ticks pass between calls.
    private var ticksPerFrame = 1

    /// The divisors of the display's 60 Hz: the rates a display link can run at.
    private static let rates = [60, 30, 20, 15, 12, 10, 6, 5, 4, 3, 2, 1]

    /// Ticks between calls for a requested `rate` (0, negative or not a number: every tick):
    /// the divisor of 60 nearest to it, the faster of two equally near.
    private static func ticksPerFrame(forRate rate: Double) -> Int {
        guard rate > 0, rate.isFinite else { return 1 }
        var best = 60
        for candidate in rates where abs(Double(candidate) - rate) < abs(Double(best) - rate) { best = candidate }
        return 60 / best
    }

    public init(target: Any, selector sel: Selector) {
        self.target = ActionTarget(target)
        selector = sel
    }

    /// Counts removals, so that a frame scheduled before one is dropped.
    private var generation = 0

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

    /// Stops calling the target until it is added again.
    public func remove(from runloop: RunLoop, forMode mode: RunLoop.Mode) {
        guard isRunning else { return }
        isRunning = false
        generation += 1
    }

    private func scheduleNextFrame(on clock: Clock) {
        let interval = Double(ticksPerFrame) * Clock.tickDuration
        let scheduled = generation
        clock.schedule(after: interval) { [self] in
            guard isValid, isRunning, generation == scheduled else { return }
            timestamp = clock.time
            targetTimestamp = clock.time + Double(ticksPerFrame) * duration
            if !isPaused { selector.perform(target.resolved, self) }
            scheduleNextFrame(on: clock)
        }
    }
}

/// A range of frame rates, as Core Animation's (iOS 15): what a display link or animation
/// may run at, in frames per second.
public struct CAFrameRateRange: Equatable, Sendable {
    public var minimum: Float
    public var maximum: Float
    public var preferred: Float?

    public init(minimum: Float, maximum: Float, preferred: Float? = nil) {
        self.minimum = minimum
        self.maximum = maximum
        self.preferred = preferred
    }

    public init() { self.init(minimum: 0, maximum: 0, preferred: 0) }

    /// Asks for no particular rate: the display's own.
    public static let `default` = CAFrameRateRange(minimum: 0, maximum: 0, preferred: 0)
}

/// `CAFrameRateRange(minimum:maximum:preferred:)`, as the C function.
public func CAFrameRateRangeMake(_ minimum: Float, _ maximum: Float, _ preferred: Float) -> CAFrameRateRange {
    CAFrameRateRange(minimum: minimum, maximum: maximum, preferred: preferred)
}

/// Seconds, as Core Foundation's.
public typealias CFTimeInterval = Double

/// The current media time, as Core Animation's: here the scene's time in seconds (0 outside a
/// scene), so `now − last` in a display link's callback is one tick, the same on every run.
public func CACurrentMediaTime() -> CFTimeInterval {
    Clock.current?.time ?? 0
}
