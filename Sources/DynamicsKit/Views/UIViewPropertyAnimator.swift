import Foundation

/// An interruptible animation of view properties, as UIKit's: blocks of changes recorded like
/// `UIView.animate` closures, played on the scene clock along one timing curve, and started,
/// paused, scrubbed (``fractionComplete``), reversed (``isReversed``) or stopped at will.
///
/// ```swift
/// let animator = UIViewPropertyAnimator(duration: 0.6, dampingRatio: 0.7) {
///     card.center.y -= 200
/// }
/// animator.addCompletion { position in print(position == .end) }
/// animator.startAnimation()
/// ```
///
/// The animation blocks run when the animator becomes active (``startAnimation()``,
/// ``pauseAnimation()`` or setting ``fractionComplete``); blocks added while it is active run
/// at once and play over what is left. ``fractionComplete`` is the fraction of the time played.
/// While paused it scrubs linearly (``scrubsLinearly``): what is drawn is that fraction of the
/// change. Started again from a scrubbed or reversed point, the animator plays the rest of the
/// change along its curve over the rest of the time. Finishing at `.start` (reversed, or
/// ``finishAnimation(at:)``) puts the views' old values back; at `.current` the values drawn
/// become the views' values.
///
/// Outside a scene's clock nothing can play: starting the animator finishes it at once.
open class UIViewPropertyAnimator: UIViewImplicitlyAnimating {
    /// Seconds the whole animation lasts.
    public let duration: TimeInterval
    /// Seconds waited after ``startAnimation(afterDelay:)`` before playing.
    public private(set) var delay: TimeInterval = 0
    /// The curve given at creation, if it was given as parameters.
    public let timingParameters: UITimingCurveProvider?
    public private(set) var state: UIViewAnimatingState = .inactive
    /// True while active and playing (not paused).
    public var isRunning: Bool { state == .active && !isPaused }
    /// Whether the animator plays towards the start. Setting it while running turns it round
    /// from where it is.
    public var isReversed = false {
        didSet { if isReversed != oldValue, isRunning { playRest(delay: 0) } }
    }
    /// Accepted for ported code: every animator here can be interrupted.
    public var isInterruptible = true
    /// Accepted for ported code: touches always reach views here.
    public var isUserInteractionEnabled = true
    /// While paused, whether ``fractionComplete`` scrubs the change linearly (the default) or
    /// along the curve.
    public var scrubsLinearly = true
    /// When true, the animator pauses at its end instead of finishing, so it can be reversed
    /// or scrubbed again; no completion runs.
    public var pausesOnCompletion = false

    /// The fraction of the time played, 0…1. Set it while paused (or inactive, which makes the
    /// animator active and paused) to scrub.
    public var fractionComplete: CGFloat {
        get { CGFloat(timeFraction) }
        set {
            guard newValue.isFinite, state != .stopped else { return }
            if state == .inactive { activate() }
            guard isPaused else { return }
            timeFraction = min(max(Double(newValue), 0), 1)
            progress = scrubsLinearly ? timeFraction : curve.progress(at: timeFraction, duration: duration)
            showProgress()
        }
    }

    private let curve: TimingCurve
    private var pendingBlocks: [(animations: () -> Void, delayFactor: CGFloat)] = []
    private var completions: [(UIViewAnimatingPosition) -> Void] = []
    /// Each block's track and the overall progress at which it starts.
    private var tracks: [(track: AnimationTrack, start: Double)] = []
    private var isPaused = true
    /// The fraction of the time played, and of the change shown (a spring may pass 1).
    private var timeFraction = 0.0
    private var progress = 0.0
    /// The part being played: from where it started to its target, over `length` seconds.
    private var segment = Segment(fromTime: 0, fromProgress: 0, toTime: 1, toProgress: 1, length: 0)
    private var segmentElapsed: TimeInterval = 0
    private weak var clock: Clock?

    private struct Segment {
        var fromTime, fromProgress, toTime, toProgress: Double
        var length: TimeInterval
    }

    // MARK: Creating

    /// An animator along one of the named curves.
    /// An animator of no duration and no animations, as `UIViewPropertyAnimator()` makes: code
    /// declares one and later assigns the one it uses.
    public convenience init() {
        self.init(duration: 0, curve: .easeInOut)
    }

    public convenience init(duration: TimeInterval, curve: UIView.AnimationCurve, animations: (() -> Void)? = nil) {
        self.init(duration: duration, curve: curve.timingCurve, parameters: nil, animations: animations)
    }

    /// An animator along the cubic Bézier through (0, 0), `point1`, `point2`, (1, 1).
    public convenience init(
        duration: TimeInterval, controlPoint1 point1: CGPoint, controlPoint2 point2: CGPoint,
        animations: (() -> Void)? = nil
    ) {
        let parameters = UICubicTimingParameters(controlPoint1: point1, controlPoint2: point2)
        self.init(duration: duration, curve: parameters.curve, parameters: parameters, animations: animations)
    }

    /// An animator along the spring of `UIView.animate(withDuration:…usingSpringWithDamping:…)`:
    /// `ratio` 1 settles without overshoot, lower values oscillate, settling at `duration`.
    public convenience init(duration: TimeInterval, dampingRatio ratio: CGFloat, animations: (() -> Void)? = nil) {
        let parameters = UISpringTimingParameters(dampingRatio: ratio)
        self.init(duration: duration, curve: parameters.curve, parameters: parameters, animations: animations)
    }

    /// An animator along `parameters`' curve.
    /// (A physical spring's animation lasts until it settles, whatever `duration` says.)
    public convenience init(duration: TimeInterval, timingParameters parameters: UITimingCurveProvider) {
        let settling = parameters.springTimingParameters?.settlingDuration
        self.init(duration: settling ?? duration, curve: parameters.curve, parameters: parameters, animations: nil)
    }

    private init(duration: TimeInterval, curve: TimingCurve, parameters: UITimingCurveProvider?, animations: (() -> Void)?) {
        self.duration = duration.isFinite ? max(duration, 0) : 0
        self.curve = curve
        timingParameters = parameters
        if let animations { pendingBlocks.append((animations, 0)) }
    }

    /// An animator made, given `animations` and `completion`, and started after `delay`, along
    /// the curve in `options` (UIKit's class method).
    @discardableResult
    open class func runningPropertyAnimator(
        withDuration duration: TimeInterval, delay: TimeInterval, options: UIView.AnimationOptions = [],
        animations: @escaping () -> Void, completion: ((UIViewAnimatingPosition) -> Void)? = nil
    ) -> UIViewPropertyAnimator {
        let animator = UIViewPropertyAnimator(duration: duration, curve: options.curve, parameters: nil, animations: animations)
        if let completion { animator.addCompletion(completion) }
        animator.startAnimation(afterDelay: delay)
        return animator
    }

    // MARK: Animations and completions

    /// Adds a block of changes. While the animator is active it runs at once and its changes
    /// play over the rest of the animation.
    open func addAnimations(_ animation: @escaping () -> Void) {
        addAnimations(animation, delayFactor: 0)
    }

    /// Adds a block of changes that starts `delayFactor` (0…1) of the way through what is left
    /// of the animation, measured in its progress.
    open func addAnimations(_ animation: @escaping () -> Void, delayFactor: CGFloat) {
        let factor = delayFactor.isFinite ? min(max(Double(delayFactor), 0), 1) : 0
        guard state == .active else {
            pendingBlocks.append((animation, CGFloat(factor)))
            return
        }
        let start = min(max(progress, 0), 1)
        runBlock(animation, start: start + factor * (1 - start))
    }

    /// Adds a closure called with the position the animation ended at, after those already added.
    open func addCompletion(_ completion: @escaping (UIViewAnimatingPosition) -> Void) {
        completions.append(completion)
    }

    // MARK: Playing

    open func startAnimation() {
        startAnimation(afterDelay: 0)
    }

    /// Plays from where the animator is, after `delay` seconds.
    open func startAnimation(afterDelay delay: TimeInterval) {
        guard state != .stopped else { return }
        if state == .inactive { activate() }
        self.delay = delay.isFinite ? max(delay, 0) : 0
        guard clock != nil else {
            complete(at: isReversed ? .start : .end)
            return
        }
        playRest(delay: self.delay)
    }

    /// Pauses where it is (making the animator active, at its start, when inactive).
    open func pauseAnimation() {
        guard state != .stopped else { return }
        if state == .inactive { activate() }
        isPaused = true
    }

    /// Stops the animation where it is drawn. With `withoutFinishing` true the views keep the
    /// values drawn now and no completion runs; with false the animator waits, frozen, for
    /// ``finishAnimation(at:)``.
    open func stopAnimation(_ withoutFinishing: Bool) {
        guard state == .active else { return }
        isPaused = true
        clock?.detach(self)
        if withoutFinishing {
            endTracks(at: .current)
            state = .inactive
        } else {
            state = .stopped
        }
    }

    /// Ends a stopped animation at `finalPosition`: the views take its values and the
    /// completions run with it. Only a stopped animator can be finished.
    open func finishAnimation(at finalPosition: UIViewAnimatingPosition) {
        guard state == .stopped else { return }
        complete(at: finalPosition)
    }

    private func complete(at position: UIViewAnimatingPosition) {
        clock?.detach(self)
        isPaused = true
        endTracks(at: position)
        state = .inactive
        switch position {
        case .end: (timeFraction, progress) = (1, 1)
        case .start: (timeFraction, progress) = (0, 0)
        case .current: break
        }
        let completions = self.completions
        self.completions = []
        for completion in completions { completion(position) }
    }

    /// Plays the rest with new timing: `parameters`' curve (the animator's own when nil), over
    /// `durationFactor` times the time left (the time left when 0).
    open func continueAnimation(withTimingParameters parameters: UITimingCurveProvider?, durationFactor: CGFloat) {
        guard state == .active else { return }
        continuingCurve = parameters?.curve
        continuingDurationFactor = durationFactor.isFinite && durationFactor > 0 ? Double(durationFactor) : nil
        playRest(delay: 0)
    }

    // MARK: Inside

    /// Runs the pending blocks and starts showing them, paused at the start.
    private func activate() {
        state = .active
        isPaused = true
        timeFraction = 0
        progress = 0
        clock = Clock.current
        let blocks = pendingBlocks
        pendingBlocks = []
        for block in blocks { runBlock(block.animations, start: Double(block.delayFactor)) }
    }

    private func runBlock(_ animations: () -> Void, start: Double) {
        let recording = AnimationRecording()
        UIView.withAnimationRecording(recording, operation: animations)
        let offsets = recording.offsets()
        guard clock != nil, !offsets.isEmpty else { return }
        let track = AnimationTrack(offsets)
        tracks.append((track, start))
        track.remainingFraction = remainingFraction(startingAt: start)
    }

    /// The fraction of a block's change still to come, for a block that starts at `start` of
    /// the overall progress.
    private func remainingFraction(startingAt start: Double) -> Double {
        guard start < 1 else { return progress >= 1 ? 0 : 1 }
        return 1 - max((progress - start) / (1 - start), 0)
    }

    private func showProgress() {
        for entry in tracks { entry.track.remainingFraction = remainingFraction(startingAt: entry.start) }
    }

    /// Plays from here to the end (or the start, reversed) along the curve, over the time left.
    private func playRest(delay: TimeInterval) {
        let target = isReversed ? 0.0 : 1.0
        var length = abs(target - timeFraction) * duration
        if let factor = continuingDurationFactor { length *= factor }
        segment = Segment(fromTime: timeFraction, fromProgress: progress, toTime: target, toProgress: target, length: length)
        segmentElapsed = -delay
        isPaused = false
        clock?.attach(self)
    }

    private var continuingCurve: TimingCurve?
    private var continuingDurationFactor: Double?

    /// Takes the blocks' offsets off, leaving the views at `position`'s values.
    private func endTracks(at position: UIViewAnimatingPosition) {
        for entry in tracks {
            switch position {
            case .end: entry.track.end()
            case .start: entry.track.end(keeping: 1)
            case .current: entry.track.end(keeping: entry.track.remainingFraction)
            }
        }
        tracks = []
    }
}

extension UIViewPropertyAnimator: ClockDriven {
    func step(_ dt: TimeInterval) {
        guard isRunning else { return }
        segmentElapsed += dt
        guard segmentElapsed > 0 else { return }
        let played = segment.length > 0 ? segmentElapsed / segment.length : 1
        guard played < 1 - 1e-9 else {
            timeFraction = segment.toTime
            progress = segment.toProgress
            showProgress()
            continuingCurve = nil
            continuingDurationFactor = nil
            if pausesOnCompletion {
                isPaused = true
                clock?.detach(self)
            } else {
                complete(at: isReversed ? .start : .end)
            }
            return
        }
        let shape = (continuingCurve ?? curve).progress(at: played, duration: segment.length)
        timeFraction = segment.fromTime + (segment.toTime - segment.fromTime) * played
        progress = segment.fromProgress + (segment.toProgress - segment.fromProgress) * shape
        showProgress()
    }
}
