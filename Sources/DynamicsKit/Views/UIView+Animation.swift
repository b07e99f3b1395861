import Foundation
import Synchronization

// `UIView.animate` on the scene clock.
//
// As in UIKit since iOS 8, animations are additive: inside the `animations` closure every change
// to a view's `center`, `bounds`, `transform`, `alpha` or `backgroundColor` takes effect at once
// (reading the property gives the new value, and a dynamic animator sees it), and the change is
// remembered as an offset, old − new. What is drawn, the view's ``UIView/presentation``, is the
// current value plus each offset still playing times the fraction of it left, which falls from 1
// to 0 along the timing curve. So a view keeps moving smoothly when a new animation starts
// before the last one ends, or when an animator takes it over mid-flight.
//
// Animations run on ``Clock/current``: they advance with its ticks of 1/60 s and call their
// completion with `true` at the tick where they end. Outside any clock there is nothing to play:
// the changes stand and the completion runs at once.

extension UIView {
    /// How `UIView.animate` paces its changes (UIKit's option bits).
    public struct AnimationOptions: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }

        /// Accepted for ported code: touches always reach views here.
        /// Lays out the screen's pending layout at the end of the animations closure, inside
        /// the animation, so that subviews move along with their parent (UIKit lays out at the
        /// animation's commit).
        public static let layoutSubviews = AnimationOptions(rawValue: 1 << 0)
        public static let allowUserInteraction = AnimationOptions(rawValue: 1 << 1)
        /// Accepted for ported code: animations are additive, so they always start from what is
        /// on screen.
        public static let beginFromCurrentState = AnimationOptions(rawValue: 1 << 2)
        /// Plays the animation again and again, without end: the completion is never called.
        /// The delay comes once, before the first pass.
        public static let `repeat` = AnimationOptions(rawValue: 1 << 3)
        /// Plays each pass forwards, then backwards; without `.repeat` the view then jumps to its
        /// new values, as in UIKit.
        public static let autoreverse = AnimationOptions(rawValue: 1 << 4)
        /// In `UIView.transition`, the changes also animate as `UIView.animate` animates them,
        /// under the transition's fade (without it they apply at once).
        public static let allowAnimatedContent = AnimationOptions(rawValue: 1 << 7)
        /// In `UIView.transition(from:to:…)`, hides the old view and shows the new one instead of
        /// removing and inserting them.
        public static let showHideTransitionViews = AnimationOptions(rawValue: 1 << 8)
        /// Slow at both ends (UIKit's default), the cubic Bézier (0.42, 0), (0.58, 1).
        public static let curveEaseInOut = AnimationOptions(rawValue: 0 << 16)
        /// Slow at the start, the cubic Bézier (0.42, 0), (1, 1).
        public static let curveEaseIn = AnimationOptions(rawValue: 1 << 16)
        /// Slow at the end, the cubic Bézier (0, 0), (0.58, 1).
        public static let curveEaseOut = AnimationOptions(rawValue: 2 << 16)
        /// Constant speed.
        public static let curveLinear = AnimationOptions(rawValue: 3 << 16)

        // The transitions of `UIView.transition` (UIView+Transitions.swift). The new content
        // fades in over what is behind the view; flips and curls are drawn as that fade.

        /// No transition: the changes animate as `UIView.animate` animates them.
        public static let transitionNone = AnimationOptions(rawValue: 0 << 20)
        /// Turns the view over about its vertical axis, left edge first (drawn as a fade here).
        public static let transitionFlipFromLeft = AnimationOptions(rawValue: 1 << 20)
        /// Turns the view over about its vertical axis, right edge first (drawn as a fade here).
        public static let transitionFlipFromRight = AnimationOptions(rawValue: 2 << 20)
        /// Curls the view up from the bottom like a page (drawn as a fade here).
        public static let transitionCurlUp = AnimationOptions(rawValue: 3 << 20)
        /// Uncurls the view down from the top like a page (drawn as a fade here).
        public static let transitionCurlDown = AnimationOptions(rawValue: 4 << 20)
        /// Dissolves from the old content to the new.
        public static let transitionCrossDissolve = AnimationOptions(rawValue: 5 << 20)
        /// Turns the view over about its horizontal axis, top edge first (drawn as a fade here).
        public static let transitionFlipFromTop = AnimationOptions(rawValue: 6 << 20)
        /// Turns the view over about its horizontal axis, bottom edge first (drawn as a fade here).
        public static let transitionFlipFromBottom = AnimationOptions(rawValue: 7 << 20)

        var curve: TimingCurve {
            switch (rawValue >> 16) & 3 {
            case 1: return .easeIn
            case 2: return .easeOut
            case 3: return .linear
            default: return .easeInOut
            }
        }

        var repetition: AnimationRepetition {
            AnimationRepetition(repeats: contains(.repeat), autoreverses: contains(.autoreverse))
        }
    }

    /// The named timing curves (UIKit's), for ``UIViewPropertyAnimator`` and
    /// ``UIPercentDrivenInteractiveTransition/completionCurve``.
    public enum AnimationCurve: Int, Sendable {
        case easeInOut = 0, easeIn = 1, easeOut = 2, linear = 3

        var timingCurve: TimingCurve {
            switch self {
            case .easeInOut: return .easeInOut
            case .easeIn: return .easeIn
            case .easeOut: return .easeOut
            case .linear: return .linear
            }
        }
    }

    /// Animates the changes `animations` makes over `duration` seconds, starting `delay` seconds
    /// from now, then calls `completion` with `true`.
    public static func animate(
        withDuration duration: TimeInterval, delay: TimeInterval, options: AnimationOptions = [],
        animations: @escaping () -> Void, completion: ((Bool) -> Void)? = nil
    ) {
        run(
            options.laidOut(animations), timing: AnimationTiming(delay: delay, duration: duration, curve: options.curve),
            repetition: options.repetition, completion: completion)
    }

    /// Animates the changes `animations` makes over `duration` seconds, easing in and out, then
    /// calls `completion` with `true`.
    public static func animate(
        withDuration duration: TimeInterval, animations: @escaping () -> Void,
        completion: ((Bool) -> Void)? = nil
    ) {
        animate(withDuration: duration, delay: 0, options: [], animations: animations, completion: completion)
    }

    /// Animates the changes `animations` makes over `duration` seconds, easing in and out.
    public static func animate(withDuration duration: TimeInterval, animations: @escaping () -> Void) {
        animate(withDuration: duration, delay: 0, options: [], animations: animations, completion: nil)
    }

    /// Animates the changes along a damped spring that settles at `duration`.
    ///
    /// - Parameters:
    ///   - dampingRatio: 1 (or more) settles without overshoot; towards 0 it oscillates more.
    ///     Clamped to 0.01…1.
    ///   - velocity: the initial speed in distances per second: 1 covers the whole change in one
    ///     second.
    ///
    /// The spring's stiffness is chosen so that its swing has died down to 1/1500 of the change
    /// at `duration`: angular frequency `ln(1500) / (dampingRatio × duration)`. The rest is
    /// dropped at the end.
    public static func animate(
        withDuration duration: TimeInterval, delay: TimeInterval, usingSpringWithDamping dampingRatio: CGFloat,
        initialSpringVelocity velocity: CGFloat, options: AnimationOptions = [],
        animations: @escaping () -> Void, completion: ((Bool) -> Void)? = nil
    ) {
        let curve = TimingCurve.spring(dampingRatio: Double(dampingRatio), initialVelocity: Double(velocity))
        run(
            options.laidOut(animations), timing: AnimationTiming(delay: delay, duration: duration, curve: curve),
            repetition: options.repetition, completion: completion)
    }

    /// Runs `actionsWithoutAnimation` with its changes applied at once, even inside an
    /// `animations` closure.
    public static func performWithoutAnimation(_ actionsWithoutAnimation: () -> Void) {
        $animationRecording.withValue(nil, operation: actionsWithoutAnimation)
    }

    // MARK: Recording changes

    /// The `animate` call whose closure is running, if any. Bind it with
    /// `withAnimationRecording` (or to nil directly).
    @TaskLocal static var animationRecording: AnimationRecording?

    /// How many recordings are bound, on any thread. Zero means none is bound on this one
    /// either (a thread always sees its own count), so a property change can skip reading the
    /// task-local value, which costs more than the rest of setting a view's centre: an animator
    /// writes every item's centre and transform every tick.
    private static let animationRecordingsBound = Atomic<Int>(0)

    /// Runs `operation` with `recording` as the `animate` call whose closure is running.
    static func withAnimationRecording(_ recording: AnimationRecording?, operation: () -> Void) {
        guard recording != nil else {
            $animationRecording.withValue(nil, operation: operation)
            return
        }
        animationRecordingsBound.add(1, ordering: .relaxed)
        defer { animationRecordingsBound.subtract(1, ordering: .relaxed) }
        $animationRecording.withValue(recording, operation: operation)
    }

    /// Called just before an animatable property changes: remembers its old value once per
    /// animation.
    func willChangeAnimatable(_ property: AnimatableProperty) {
        guard UIView.animationRecordingsBound.load(ordering: .relaxed) > 0 else { return }
        (UIView.animationRecording ?? UIView.openAnimationBlock?.recording)?.noteOldValue(of: self, property)
    }

    /// Counts a `beginAnimations` block as bound until its `commitAnimations`.
    static func bindOpenBlock(_ bound: Bool) {
        if bound { animationRecordingsBound.add(1, ordering: .relaxed) } else { animationRecordingsBound.subtract(1, ordering: .relaxed) }
    }

    private static func run(
        _ animations: () -> Void, timing: AnimationTiming, repetition: AnimationRepetition, completion: ((Bool) -> Void)?
    ) {
        let recording = AnimationRecording()
        withAnimationRecording(recording, operation: animations)
        play(recording, timing: timing, repetition: repetition, completion: completion)
    }

    /// Plays what `recording` noted: from the old values to the present ones.
    static func play(
        _ recording: AnimationRecording, timing: AnimationTiming, repetition: AnimationRepetition, completion: ((Bool) -> Void)?
    ) {
        guard let clock = Clock.current else {
            completion?(true)
            return
        }
        let offsets = recording.offsets()
        guard timing.duration > 0, !offsets.isEmpty else {
            // Nothing to play: UIKit still calls the completion asynchronously, at the next frame.
            if let completion { clock.schedule(after: 0) { completion(true) } }
            return
        }
        let group = ViewAnimationGroup(end: repetition.end(of: timing), clock: clock, completion: completion)
        group.add(AnimationTrack(offsets)) { timing.remainingFraction(at: repetition.firstPassTime(at: $0, of: timing)) }
        group.begin()
    }

    /// The interactive transition holding the animations made now, if any
    /// (UIPercentDrivenInteractiveTransition.swift).
    @TaskLocal static var animationHost: HeldAnimations?
}

/// The properties `UIView.animate` animates.
enum AnimatableProperty: Hashable {
    case center, bounds, transform, alpha, backgroundColor
}

/// The old values of what one `animations` closure changed, in the order it changed them.
final class AnimationRecording {
    private var oldValues: [(view: UIView, value: AnimatableValue)] = []
    private var noted: Set<Key> = []

    private struct Key: Hashable {
        let view: ObjectIdentifier
        let property: AnimatableProperty
    }

    func noteOldValue(of view: UIView, _ property: AnimatableProperty) {
        guard noted.insert(Key(view: ObjectIdentifier(view), property: property)).inserted else { return }
        oldValues.append((view, AnimatableValue(of: property, in: view)))
    }

    /// old − new for each property whose value differs now.
    func offsets() -> [(UIView, AnimationOffset)] {
        oldValues.compactMap { entry in
            let new = AnimatableValue(of: entry.value.property, in: entry.view)
            return AnimationOffset(from: entry.value, to: new).map { (entry.view, $0) }
        }
    }
}

/// One property's value, as `UIView.animate` compares it.
enum AnimatableValue {
    case center(CGPoint)
    case bounds(CGRect)
    case transform(CGAffineTransform)
    case alpha(CGFloat)
    case backgroundColor(UIColor?)

    init(of property: AnimatableProperty, in view: UIView) {
        switch property {
        case .center: self = .center(view.center)
        case .bounds: self = .bounds(view.bounds)
        case .transform: self = .transform(view.transform)
        case .alpha: self = .alpha(view.alpha)
        case .backgroundColor: self = .backgroundColor(view.backgroundColor)
        }
    }

    var property: AnimatableProperty {
        switch self {
        case .center: return .center
        case .bounds: return .bounds
        case .transform: return .transform
        case .alpha: return .alpha
        case .backgroundColor: return .backgroundColor
        }
    }
}

/// What an animation adds to a property at its start: old − new. It is drawn scaled by the
/// fraction of the animation left.
enum AnimationOffset {
    case center(dx: CGFloat, dy: CGFloat)
    case bounds(dx: CGFloat, dy: CGFloat, dwidth: CGFloat, dheight: CGFloat)
    case transform(TransformComponents)
    case alpha(CGFloat)
    /// Color components; `substituteForNil` stands for a nil background, the other color made
    /// transparent, so fading to or from nil does not pass through black.
    case backgroundColor(ColorComponents, substituteForNil: UIColor)

    /// nil when the values are equal (or not comparable).
    init?(from old: AnimatableValue, to new: AnimatableValue) {
        switch (old, new) {
        case let (.center(a), .center(b)):
            guard a != b else { return nil }
            self = .center(dx: a.x - b.x, dy: a.y - b.y)
        case let (.bounds(a), .bounds(b)):
            guard a != b else { return nil }
            self = .bounds(dx: a.minX - b.minX, dy: a.minY - b.minY, dwidth: a.width - b.width, dheight: a.height - b.height)
        case let (.transform(a), .transform(b)):
            guard a != b else { return nil }
            self = .transform(TransformComponents(a).difference(from: TransformComponents(b)))
        case let (.alpha(a), .alpha(b)):
            guard a != b else { return nil }
            self = .alpha(a - b)
        case let (.backgroundColor(a), .backgroundColor(b)):
            guard a != b, let either = a ?? b else { return nil }
            let substitute = either.withAlphaComponent(0)
            let difference = ColorComponents(a ?? substitute) - ColorComponents(b ?? substitute)
            self = .backgroundColor(difference, substituteForNil: substitute)
        default:
            return nil
        }
    }
}

extension AnimationOffset {
    /// Adds `weight` of the offset to the view's model values: 1 puts back the value from
    /// before the animation, the fraction still shown makes what is drawn the model.
    func apply(_ weight: CGFloat, to view: UIView) {
        UIView.performWithoutAnimation {
            switch self {
            case let .center(dx, dy):
                view.center = CGPoint(x: view.center.x + dx * weight, y: view.center.y + dy * weight)
            case let .bounds(dx, dy, dwidth, dheight):
                view.bounds = CGRect(
                    x: view.bounds.minX + dx * weight, y: view.bounds.minY + dy * weight,
                    width: max(view.bounds.width + dwidth * weight, 0), height: max(view.bounds.height + dheight * weight, 0))
            case let .transform(components):
                view.transform = (TransformComponents(view.transform) + components * weight).transform
            case let .alpha(delta):
                view.alpha = min(max(view.alpha + delta * weight, 0), 1)
            case let .backgroundColor(components, substitute):
                let color = (ColorComponents(view.backgroundColor ?? substitute) + components * weight).color
                view.backgroundColor = weight == 1 && color == substitute ? nil : color
            }
        }
    }
}

/// An offset playing on one view, with the track that weighs it.
struct ViewAnimationOffset {
    let track: AnimationTrack
    let offset: AnimationOffset
}

/// The offsets one block of animations recorded, weighed together: what is drawn is the model
/// plus each offset times ``remainingFraction``. Whoever paces the block (an `animate` call, a
/// keyframe, a property animator) sets that fraction.
final class AnimationTrack {
    /// 1 shows the old values, 0 the new ones; a spring may go below 0.
    var remainingFraction: Double = 1
    private var entries: [(view: WeakView, offset: AnimationOffset)] = []

    private struct WeakView {
        weak var view: UIView?
    }

    /// Puts `offsets` on their views.
    init(_ offsets: [(UIView, AnimationOffset)]) {
        for (view, offset) in offsets {
            view.inFlightAnimations.append(ViewAnimationOffset(track: self, offset: offset))
            entries.append((WeakView(view: view), offset))
        }
    }

    /// Takes the offsets off their views, after adding `weight` of each to the model values
    /// (0: the new values stand).
    func end(keeping weight: Double = 0) {
        for (entry, offset) in entries {
            guard let view = entry.view else { continue }
            view.inFlightAnimations.removeAll { $0.track === self }
            if weight != 0 { offset.apply(CGFloat(weight), to: view) }
        }
        entries = []
    }
}

// MARK: Timing

/// How an animation's progress follows time.
enum TimingCurve {
    case linear, easeIn, easeOut, easeInOut
    /// Core Animation's cubic Bézier through (0, 0), (x1, y1), (x2, y2), (1, 1).
    case cubic(Double, Double, Double, Double)
    case spring(dampingRatio: Double, initialVelocity: Double)

    /// The fraction of the change done at `fraction` of the time of an animation lasting
    /// `duration` seconds: 0 at the start, 1 at the end; a spring may overshoot 1.
    func progress(at fraction: Double, duration: TimeInterval) -> Double {
        guard fraction > 0 else { return 0 }
        guard fraction < 1 else { return 1 }
        return 1 - AnimationTiming(delay: 0, duration: duration, curve: self).remainingFraction(at: fraction * duration)
    }
}

struct AnimationTiming {
    let delay: TimeInterval
    let duration: TimeInterval
    let curve: TimingCurve

    init(delay: TimeInterval, duration: TimeInterval, curve: TimingCurve) {
        self.delay = delay.isFinite ? max(delay, 0) : 0
        self.duration = duration.isFinite ? max(duration, 0) : 0
        self.curve = curve
    }

    var end: TimeInterval { delay + duration }

    /// The fraction of the offsets still shown `elapsed` seconds after the animation was made:
    /// 1 until the delay is over, 0 from the end on; a spring may go below 0 (overshoot).
    func remainingFraction(at elapsed: TimeInterval) -> Double {
        let time = elapsed - delay
        guard time > 0 else { return 1 }
        guard time < duration else { return 0 }
        let t = time / duration
        switch curve {
        case .linear: return 1 - t
        case .easeIn: return 1 - cubicBezierTiming(t, 0.42, 0, 1, 1)
        case .easeOut: return 1 - cubicBezierTiming(t, 0, 0, 0.58, 1)
        case .easeInOut: return 1 - cubicBezierTiming(t, 0.42, 0, 0.58, 1)
        case let .cubic(x1, y1, x2, y2): return 1 - cubicBezierTiming(t, x1, y1, x2, y2)
        case let .spring(dampingRatio, initialVelocity):
            return springDisplacement(at: time, dampingRatio: dampingRatio, initialVelocity: initialVelocity)
        }
    }

    /// The spring's distance from its rest, starting at 1 and moving towards 0 at `velocity`
    /// (in changes per second). See `UIView.animate(withDuration:delay:usingSpringWithDamping:...)`.
    private func springDisplacement(at time: TimeInterval, dampingRatio: Double, initialVelocity: Double) -> Double {
        let zeta = dampingRatio.isFinite ? min(max(dampingRatio, 0.01), 1) : 1
        let velocity = initialVelocity.isFinite ? initialVelocity : 0
        let omega = log(1500) / (zeta * duration)
        // u'' + 2ζω u' + ω² u = 0 with u(0) = 1, u'(0) = −velocity.
        if zeta >= 1 {
            return exp(-omega * time) * (1 + (omega - velocity) * time)
        }
        let damped = omega * (1 - zeta * zeta).squareRoot()
        let sineWeight = (zeta * omega - velocity) / damped
        return exp(-zeta * omega * time) * (cos(damped * time) + sineWeight * sin(damped * time))
    }
}

/// How `.repeat` and `.autoreverse` replay an animation: as Core Animation's `repeatCount`
/// (infinite) and `autoreverses`, the delay coming once before the first pass.
struct AnimationRepetition {
    var repeats = false
    var autoreverses = false

    /// Seconds from the call to the end: infinite when it repeats; the delay and two passes
    /// when it reverses once.
    func end(of timing: AnimationTiming) -> TimeInterval {
        guard timing.duration > 0 else { return timing.end }
        if repeats { return .infinity }
        return timing.delay + timing.duration * (autoreverses ? 2 : 1)
    }

    /// The time since the call at which the first, forward pass shows what the animation shows
    /// `elapsed` seconds after the call.
    func firstPassTime(at elapsed: TimeInterval, of timing: AnimationTiming) -> TimeInterval {
        let duration = timing.duration
        guard repeats || autoreverses, duration > 0, elapsed > timing.delay else { return elapsed }
        let cycle = autoreverses ? 2 * duration : duration
        var time = elapsed - timing.delay
        if repeats { time = time.truncatingRemainder(dividingBy: cycle) }
        if autoreverses, time > duration { time = max(cycle - time, 0) }
        return timing.delay + time
    }
}

/// Core Animation's timing function through (0, 0), (x1, y1), (x2, y2), (1, 1): the curve's y
/// where its x is `t`, found by bisection on the Bézier parameter (x grows with it).
func cubicBezierTiming(_ t: Double, _ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double) -> Double {
    func coordinate(_ s: Double, _ p1: Double, _ p2: Double) -> Double {
        let inverse = 1 - s
        return 3 * inverse * inverse * s * p1 + 3 * inverse * s * s * p2 + s * s * s
    }
    var low = 0.0, high = 1.0
    for _ in 0..<60 {
        let middle = (low + high) / 2
        if coordinate(middle, x1, x2) < t { low = middle } else { high = middle }
    }
    return coordinate((low + high) / 2, y1, y2)
}

/// One `animate` (or `animateKeyframes`) call in flight: its tracks, each with the fraction it
/// shows at a time since the call, and its completion. The clock steps it (or an interactive
/// transition holds it and sets its time); at its end it takes its offsets off and calls the
/// completion.
final class ViewAnimationGroup: ClockDriven {
    /// Seconds from the call to the end: the delay plus the duration.
    let end: TimeInterval
    /// Seconds since the call, as played so far.
    private(set) var elapsed: TimeInterval = 0
    /// Time runs this much faster than the clock; negative plays backwards, to the start.
    var speed: Double = 1
    private weak var clock: Clock?
    private var completion: ((Bool) -> Void)?
    private var tracks: [(track: AnimationTrack, remainingFraction: (TimeInterval) -> Double)] = []

    init(end: TimeInterval, clock: Clock, completion: ((Bool) -> Void)?) {
        self.end = end
        self.clock = clock
        self.completion = completion
    }

    /// Adds a track, shown at `remainingFraction(elapsed)`.
    func add(_ track: AnimationTrack, remainingFraction: @escaping (TimeInterval) -> Double) {
        tracks.append((track, remainingFraction))
        track.remainingFraction = remainingFraction(elapsed)
    }

    /// Starts playing on the clock, or hands the group to the interactive transition that is
    /// collecting animations.
    func begin() {
        if let host = UIView.animationHost {
            host.hold(self)
        } else {
            play()
        }
    }

    /// Plays from `elapsed` on, at `speed`.
    func play() {
        clock?.attach(self)
    }

    /// Stops playing; the tracks keep their fractions.
    func hold() {
        clock?.detach(self)
    }

    /// Shows the tracks at `time` seconds since the call, without ending.
    func seek(to time: TimeInterval) {
        elapsed = min(max(time, 0), end)
        for entry in tracks { entry.track.remainingFraction = entry.remainingFraction(elapsed) }
    }

    func step(_ dt: TimeInterval) {
        elapsed += dt * speed
        // A billionth of a second forgiven: 12 ticks of 1/60 s make 0.2 s.
        if speed >= 0, elapsed >= end - 1e-9 {
            finish(atStart: false)
        } else if speed < 0, elapsed <= 1e-9 {
            finish(atStart: true)
        } else {
            for entry in tracks { entry.track.remainingFraction = entry.remainingFraction(elapsed) }
        }
    }

    /// Takes the offsets off (played backwards to the start, the old values are put back) and
    /// calls the completion with `true`.
    private func finish(atStart: Bool) {
        for entry in tracks { entry.track.end(keeping: atStart ? 1 : 0) }
        tracks = []
        clock?.detach(self)
        let completion = self.completion
        self.completion = nil
        completion?(true)
    }
}

extension UIView.AnimationOptions {
    /// `animations`, followed with `.layoutSubviews` by a layout pass of the scene's screen.
    func laidOut(_ animations: @escaping () -> Void) -> () -> Void {
        guard contains(.layoutSubviews) else { return animations }
        return {
            animations()
            Clock.current?.screen?.layoutIfNeeded()
        }
    }
}
