import Foundation

/// The touch script: one finger (or two, for a pinch or a rotation), driven by the scene's clock.
///
/// Locations are in screen (root view) points, times in scene seconds. Each event is delivered
/// at the first tick at or after its time, before the animators step; the touch keeps the
/// script's time as its `timestamp`, so velocities come out the same on every run. Gesture
/// handlers and control actions run with the scene's clock current: animators and behaviors
/// made there attach to the scene. The helpers return the time the finger lifts, to chain on.
///
/// ```swift
/// let lift = scene.drag(from: CGPoint(x: 187, y: 333), to: CGPoint(x: 100, y: 200), duration: 0.5, at: 1)
/// scene.tap(at: button.center, at: lift + 1)
/// scene.advance(to: lift + 3)
/// ```
extension Scene {
    /// How a drag spaces its moves over its duration.
    public enum DragTiming: Sendable {
        /// Constant speed: the finger lifts still moving at distance / duration.
        case linear
        /// Smoothstep: starts and ends at rest, so the release velocity is near zero.
        case easeInOut

        func progress(_ fraction: Double) -> Double {
            switch self {
            case .linear: return fraction
            case .easeInOut: return fraction * fraction * (3 - 2 * fraction)
            }
        }
    }

    // MARK: Primitives

    /// Puts the finger down at `point` at `time`.
    public func touchDown(at point: CGPoint, time: TimeInterval) {
        touchInput.schedule(.down, at: point, time: time)
    }

    /// Moves the finger to `point` at `time`; a move to where the finger already is sends nothing.
    public func touchMove(to point: CGPoint, time: TimeInterval) {
        touchInput.schedule(.move, at: point, time: time)
    }

    /// Lifts the finger at `point` at `time`.
    public func touchUp(at point: CGPoint, time: TimeInterval) {
        touchInput.schedule(.up, at: point, time: time)
    }

    /// Where the finger is now, in screen points: empty, or one point while it is down. For
    /// drawing a finger dot.
    public var activeTouches: [CGPoint] {
        if let pair = touchInput.pair { return [pair.first.location(in: nil), pair.second.location(in: nil)] }
        return touchInput.touch.map { [$0.location(in: nil)] } ?? []
    }

    // MARK: Gestures

    /// A finger down at `start` at `time` (now when nil), moved once a tick along the straight
    /// line to `end` with `timing`, and lifted at `end` after `duration` seconds. A linear drag
    /// reports `(end − start) / duration` from `velocity(in:)` when it ends.
    @discardableResult
    public func drag(
        from start: CGPoint, to end: CGPoint, duration: TimeInterval, timing: DragTiming = .linear,
        at time: TimeInterval? = nil
    ) -> TimeInterval {
        precondition(duration > 0 && duration.isFinite, "a drag's duration must be positive")
        let startTime = time ?? self.time
        touchDown(at: start, time: startTime)
        let steps = Int((duration / Clock.tickDuration - 1e-9).rounded(.up))
        for step in 1...steps {
            let elapsed = min(Double(step) * Clock.tickDuration, duration)
            let progress = CGFloat(timing.progress(elapsed / duration))
            let point = CGPoint(x: start.x + (end.x - start.x) * progress, y: start.y + (end.y - start.y) * progress)
            touchMove(to: point, time: startTime + elapsed)
        }
        touchUp(at: end, time: startTime + duration)
        return startTime + duration
    }

    /// A throw: the finger comes down at `start` at `time` (now when nil), speeds up evenly
    /// from rest for 50 ms, moves at `velocity` (points per second) for the 100 ms that
    /// `velocity(in:)` looks at, and lifts without slowing, so a pan's `velocity(in:)` at
    /// `ended` reports `velocity`. The finger travels 0.125 s × velocity (125 pt at 1000 pt/s);
    /// below 80 pt/s that is within the pan's 10 pt slop and no pan begins.
    @discardableResult
    public func flick(from start: CGPoint, velocity: CGVector, at time: TimeInterval? = nil) -> TimeInterval {
        let startTime = time ?? self.time
        let speedUpTicks = Self.flickSpeedUpTicks, glideTicks = Self.flickTicks - Self.flickSpeedUpTicks
        let speedUp = Double(speedUpTicks) * Clock.tickDuration
        touchDown(at: start, time: startTime)
        var point = start
        for tick in 1...(speedUpTicks + glideTicks) {
            let elapsed = Double(tick) * Clock.tickDuration
            // Distance per unit of velocity: t²/2T while speeding up, then T/2 + (t − T).
            let travel = elapsed <= speedUp ? elapsed * elapsed / (2 * speedUp) : speedUp / 2 + (elapsed - speedUp)
            point = CGPoint(x: start.x + velocity.dx * CGFloat(travel), y: start.y + velocity.dy * CGFloat(travel))
            touchMove(to: point, time: startTime + elapsed)
        }
        let liftTime = startTime + Double(speedUpTicks + glideTicks) * Clock.tickDuration
        touchUp(at: point, time: liftTime)
        return liftTime
    }

    /// A tap: the finger down at `point` at `time` (now when nil) and lifted there 0.1 s later.
    @discardableResult
    public func tap(at point: CGPoint, at time: TimeInterval? = nil) -> TimeInterval {
        let startTime = time ?? self.time
        touchDown(at: point, time: startTime)
        touchUp(at: point, time: startTime + Self.tapDuration)
        return startTime + Self.tapDuration
    }

    // MARK: Two fingers

    /// A pinch about `center`: two fingers come down on a horizontal line through it at
    /// `time` (now when nil), ``pinchSpan(forScale:)`` apart, and move apart (or together) once a
    /// tick at a constant rate until, after `duration` seconds, they are `scale` times as far
    /// apart, and lift there. The midpoint stays at `center`, so a pinch recognizer's
    /// ``UIPinchGestureRecognizer/scale`` ends at `scale`.
    @discardableResult
    public func pinch(at center: CGPoint, scale: CGFloat, duration: TimeInterval = 0.5, at time: TimeInterval? = nil) -> TimeInterval {
        precondition(scale > 0 && scale.isFinite, "a pinch's scale must be positive")
        let span = Self.pinchSpan(forScale: scale)
        return twoFingers(about: center, span: (span, span * scale), angle: (0, 0), duration: duration, at: time)
    }

    /// A rotation about `center`: two fingers 100 pt apart on a horizontal line through it at
    /// `time` (now when nil), turned at a constant rate by `radians` (clockwise positive) over
    /// `duration` seconds, then lifted.
    @discardableResult
    public func rotate(at center: CGPoint, by radians: CGFloat, duration: TimeInterval = 0.5, at time: TimeInterval? = nil) -> TimeInterval {
        precondition(radians.isFinite, "a rotation's angle must be finite")
        return twoFingers(about: center, span: (100, 100), angle: (0, radians), duration: duration, at: time)
    }

    /// The fingers' distance when a pinch to `scale` starts: 100 pt for a spread, more for a
    /// squeeze, so it ends 100 pt apart.
    public static func pinchSpan(forScale scale: CGFloat) -> CGFloat {
        100 * max(1, 1 / scale)
    }

    /// Two fingers about `center`, `span` apart along a line at `angle` (radians, clockwise from
    /// +x), each interpolated linearly from its start to its end once a tick.
    private func twoFingers(
        about center: CGPoint, span: (start: CGFloat, end: CGFloat), angle: (start: CGFloat, end: CGFloat), duration: TimeInterval,
        at time: TimeInterval?
    ) -> TimeInterval {
        precondition(duration > 0 && duration.isFinite, "a two-finger gesture's duration must be positive")
        let startTime = time ?? self.time
        func fingers(_ progress: CGFloat) -> (CGPoint, CGPoint) {
            let half = (span.start + (span.end - span.start) * progress) / 2
            let turn = angle.start + (angle.end - angle.start) * progress
            let dx = cos(turn) * half, dy = sin(turn) * half
            return (CGPoint(x: center.x - dx, y: center.y - dy), CGPoint(x: center.x + dx, y: center.y + dy))
        }
        let start = fingers(0)
        touchInput.schedule(.twoDown, at: start.0, second: start.1, time: startTime)
        let steps = Int((duration / Clock.tickDuration - 1e-9).rounded(.up))
        for step in 1...steps {
            let elapsed = min(Double(step) * Clock.tickDuration, duration)
            let points = fingers(CGFloat(elapsed / duration))
            touchInput.schedule(.twoMove, at: points.0, second: points.1, time: startTime + elapsed)
        }
        let end = fingers(1)
        touchInput.schedule(.twoUp, at: end.0, second: end.1, time: startTime + duration)
        return startTime + duration
    }

    /// How long a scripted tap presses, in seconds.
    public static let tapDuration: TimeInterval = 0.1

    /// A flick's ticks from touch down to lift: 3 speeding up, then gliding at its velocity.
    static let flickTicks = 9, flickSpeedUpTicks = 3

    /// How long a scripted flick presses, in seconds: 9 ticks.
    public static var flickDuration: TimeInterval { Double(flickTicks) * Clock.tickDuration }
}
