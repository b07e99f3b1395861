import Foundation

// `UIView.transition` on the scene clock. UIKit draws a transition from a snapshot of the old
// content to the new; there is no snapshot here, so the changes apply at once (the view tree
// is UIKit's from the call on) and the new content fades in over what is behind the view, along
// the options' curve, for the duration. A cross-dissolve is drawn that way; a flip or a curl
// too, with a note on stderr. The completion runs with `true` once the duration is over.

extension UIView {
    /// Makes the changes `animations` makes to `view` (and its subviews) with the transition
    /// `options` names, over `duration` seconds, then calls `completion` with `true`.
    ///
    /// With a transition (`.transitionCrossDissolve`, a flip, a curl) the changes apply at once
    /// and `view` fades in over what is behind it (with `.allowAnimatedContent` they also
    /// animate as `UIView.animate` animates them). Without one (`.transitionNone`), they
    /// animate as `UIView.animate` animates them.
    public static func transition(
        with view: UIView, duration: TimeInterval, options: AnimationOptions = [], animations: (() -> Void)?,
        completion: ((Bool) -> Void)? = nil
    ) {
        let fades = options.transitionKind != 0
        if let animations {
            if fades, !options.contains(.allowAnimatedContent) {
                performWithoutAnimation(animations)
            } else {
                animate(withDuration: duration, delay: 0, options: options.subtracting([.repeat, .autoreverse]), animations: animations)
            }
        }
        playTransition(fading: fades ? [view] : [], duration: duration, options: options, completion: completion)
    }

    /// Replaces `fromView` with `toView` by the transition `options` names, over `duration`
    /// seconds, then calls `completion` with `true`.
    ///
    /// At once, as in UIKit, `toView` takes `fromView`'s place among its superview's subviews and
    /// `fromView` leaves it (with `.showHideTransitionViews`, `fromView` is hidden and `toView`
    /// shown instead, both staying where they are); then `toView` fades in over what is behind
    /// it. Without a transition option the change shows at once. A `fromView` without a
    /// superview leaves `toView` where it is.
    public static func transition(
        from fromView: UIView, to toView: UIView, duration: TimeInterval, options: AnimationOptions = [],
        completion: ((Bool) -> Void)? = nil
    ) {
        if options.contains(.showHideTransitionViews) {
            fromView.isHidden = true
            toView.isHidden = false
        } else if fromView !== toView, let superview = fromView.superview {
            superview.insertSubview(toView, aboveSubview: fromView)
            fromView.removeFromSuperview()
        }
        playTransition(fading: options.transitionKind != 0 ? [toView] : [], duration: duration, options: options, completion: completion)
    }

    /// Fades `views` in from transparent over `duration` on the scene's clock, then calls
    /// `completion` with `true`; outside a clock, calls it at once.
    private static func playTransition(
        fading views: [UIView], duration: TimeInterval, options: AnimationOptions, completion: ((Bool) -> Void)?
    ) {
        if !views.isEmpty { noteTransition(options) }
        let timing = AnimationTiming(delay: 0, duration: duration, curve: options.curve)
        guard let clock = Clock.current else {
            completion?(true)
            return
        }
        guard timing.duration > 0 else {
            if let completion { clock.schedule(after: 0) { completion(true) } }
            return
        }
        let group = ViewAnimationGroup(end: timing.end, clock: clock, completion: completion)
        // From transparent (old − new = −alpha) to the view's own alpha.
        let offsets = views.filter { $0.alpha > 0 }.map { ($0, AnimationOffset.alpha(-$0.alpha)) }
        if !offsets.isEmpty {
            group.add(AnimationTrack(offsets)) { timing.remainingFraction(at: $0) }
        }
        group.begin()
    }

    /// Says once what a transition draws here.
    private static func noteTransition(_ options: AnimationOptions) {
        KitNote.once("UIView.transition fades the new content in over what is behind the view: the old content is not drawn fading out")
        let names = [1: "transitionFlipFromLeft", 2: "transitionFlipFromRight", 3: "transitionCurlUp", 4: "transitionCurlDown",
                     6: "transitionFlipFromTop", 7: "transitionFlipFromBottom"]
        if let name = names[options.transitionKind] {
            KitNote.once("a .\(name) UIView transition is drawn as a cross-dissolve here")
        }
    }
}

extension UIView.AnimationOptions {
    /// Which transition the options name: 0 none, 1…7 UIKit's `transition…` options in order.
    var transitionKind: Int { Int((rawValue >> 20) & 7) }
}
