import Foundation

// `UIView.animateKeyframes` on the scene clock: each keyframe's closure is recorded like an
// `animate` closure, and its offsets play over its own slice of the duration. Keyframes that
// change the same property chain up, because each records the value the one before left.

extension UIView {
    /// How `UIView.animateKeyframes` paces its keyframes (UIKit's option bits). The curve bits
    /// of ``AnimationOptions`` (`UIView.KeyframeAnimationOptions(rawValue:
    /// UIView.AnimationOptions.curveLinear.rawValue)`) pace the whole timeline, ease-in-out by
    /// default as in UIKit.
    public struct KeyframeAnimationOptions: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }

        /// Accepted for ported code: touches always reach views here.
        public static let allowUserInteraction = KeyframeAnimationOptions(rawValue: 1 << 1)
        /// Accepted for ported code: animations are additive.
        public static let beginFromCurrentState = KeyframeAnimationOptions(rawValue: 1 << 2)
        /// Plays the keyframes again and again, without end: the completion is never called.
        /// The delay comes once, before the first pass.
        public static let `repeat` = KeyframeAnimationOptions(rawValue: 1 << 3)
        /// Plays each pass forwards, then backwards; without `.repeat` the views then show
        /// their new values at once.
        public static let autoreverse = KeyframeAnimationOptions(rawValue: 1 << 4)
        /// Each keyframe moves its properties at a constant speed through its slice (the default).
        public static let calculationModeLinear = KeyframeAnimationOptions(rawValue: 0 << 10)
        /// Each keyframe's values appear at once, at the start of its slice.
        public static let calculationModeDiscrete = KeyframeAnimationOptions(rawValue: 1 << 10)
        /// Drawn as `calculationModeLinear` here.
        public static let calculationModePaced = KeyframeAnimationOptions(rawValue: 2 << 10)
        /// Drawn as `calculationModeLinear` here.
        public static let calculationModeCubic = KeyframeAnimationOptions(rawValue: 3 << 10)
        /// Drawn as `calculationModeLinear` here.
        public static let calculationModeCubicPaced = KeyframeAnimationOptions(rawValue: 4 << 10)

        var isDiscrete: Bool { (rawValue >> 10) & 7 == 1 }
        var curve: TimingCurve { AnimationOptions(rawValue: rawValue & (3 << 16)).curve }
        var repetition: AnimationRepetition {
            AnimationRepetition(repeats: contains(.repeat), autoreverses: contains(.autoreverse))
        }
    }

    /// Animates the keyframes that `animations` adds with
    /// ``addKeyframe(withRelativeStartTime:relativeDuration:animations:)`` over `duration`
    /// seconds, starting `delay` seconds from now, then calls `completion` with `true`.
    /// Changes made in `animations` outside any keyframe animate over the whole duration.
    public static func animateKeyframes(
        withDuration duration: TimeInterval, delay: TimeInterval, options: KeyframeAnimationOptions = [],
        animations: @escaping () -> Void, completion: ((Bool) -> Void)? = nil
    ) {
        let keyframes = KeyframeRecording()
        let outside = AnimationRecording()
        $keyframeRecording.withValue(keyframes) {
            withAnimationRecording(outside, operation: animations)
        }
        keyframes.add(start: 0, duration: 1, offsets: outside.offsets())
        let timing = AnimationTiming(delay: delay, duration: duration, curve: options.curve)
        guard let clock = Clock.current else {
            completion?(true)
            return
        }
        let recorded = keyframes.keyframes.filter { !$0.offsets.isEmpty }
        guard timing.duration > 0, !recorded.isEmpty else {
            if let completion { clock.schedule(after: 0) { completion(true) } }
            return
        }
        let repetition = options.repetition
        let group = ViewAnimationGroup(end: repetition.end(of: timing), clock: clock, completion: completion)
        for keyframe in recorded {
            group.add(AnimationTrack(keyframe.offsets)) { elapsed in
                // Where the whole timeline is, along its curve, then where this keyframe is.
                let overall = 1 - timing.remainingFraction(at: repetition.firstPassTime(at: elapsed, of: timing))
                if options.isDiscrete { return overall < keyframe.start ? 1 : 0 }
                guard keyframe.duration > 0 else { return overall < keyframe.start ? 1 : 0 }
                return 1 - min(max((overall - keyframe.start) / keyframe.duration, 0), 1)
            }
        }
        group.begin()
    }

    /// Inside ``animateKeyframes(withDuration:delay:options:animations:completion:)``: animates
    /// the changes `animations` makes from `frameStartTime` for `frameDuration`, both fractions
    /// (0…1) of the whole duration. Elsewhere the changes apply at once.
    public static func addKeyframe(
        withRelativeStartTime frameStartTime: Double, relativeDuration frameDuration: Double,
        animations: @escaping () -> Void
    ) {
        guard let keyframes = keyframeRecording else {
            performWithoutAnimation(animations)
            return
        }
        let recording = AnimationRecording()
        withAnimationRecording(recording, operation: animations)
        let start = frameStartTime.isFinite ? min(max(frameStartTime, 0), 1) : 0
        let duration = frameDuration.isFinite ? min(max(frameDuration, 0), 1 - start) : 0
        keyframes.add(start: start, duration: duration, offsets: recording.offsets())
    }

    /// The `animateKeyframes` call whose closure is running, if any.
    @TaskLocal static var keyframeRecording: KeyframeRecording?
}

/// The keyframes one `animateKeyframes` closure added, in order.
final class KeyframeRecording {
    struct Keyframe {
        var start: Double
        var duration: Double
        var offsets: [(UIView, AnimationOffset)]
    }

    private(set) var keyframes: [Keyframe] = []

    func add(start: Double, duration: Double, offsets: [(UIView, AnimationOffset)]) {
        keyframes.append(Keyframe(start: start, duration: duration, offsets: offsets))
    }
}
