import Foundation

/// An interaction controller that drives a transition's animator by a percentage, as UIKit's:
/// return one from `interactionControllerForPresentation(using:)`,
/// `interactionControllerForDismissal(using:)` or a navigation controller delegate's
/// `navigationController(_:interactionControllerFor:)`, call ``update(_:)`` from a gesture, then
/// ``finish()`` or ``cancel()``.
///
/// When the transition starts it asks the animator for `interruptibleAnimator(using:)`; with
/// one it drives that property animator's `fractionComplete`. Without one it runs the
/// animator's `animateTransition(using:)` and holds every `UIView.animate` and
/// `UIView.animateKeyframes` animation made during that call: ``update(_:)`` shows them at that
/// fraction of the animator's `transitionDuration`. ``finish()`` plays them on from there at
/// ``completionSpeed``; ``cancel()`` plays them back to the start, puts the views' old values
/// back, and then runs their completions (with `true`, where the animator typically calls
/// `completeTransition(!transitionContext.transitionWasCancelled)`).
///
/// Not supported here: animations the animator starts later (from a timer or a completion)
/// are not held; finishing plays on along each animation's own curve, so ``completionCurve``
/// is not applied; dynamic animators are not driven (use `UIViewControllerInteractiveTransitioning`
/// directly, as the swipe-up demo does).
open class UIPercentDrivenInteractiveTransition: UIViewControllerInteractiveTransitioning {
    /// The animator's `transitionDuration`, once the transition has started.
    open private(set) var duration: CGFloat = 0
    /// The fraction last given to ``update(_:)``, 0…1.
    open private(set) var percentComplete: CGFloat = 0
    /// How fast the rest plays after ``finish()`` or ``cancel()``, relative to the animator's
    /// own speed; 1 by default.
    open var completionSpeed: CGFloat = 1
    /// Accepted for ported code; see the type's notes.
    open var completionCurve: UIView.AnimationCurve = .easeInOut
    /// Accepted for ported code: the property animator's own curve, or each animation's, is used.
    open var timingCurve: UITimingCurveProvider?
    open var wantsInteractiveStart = true

    private weak var context: UIViewControllerContextTransitioning?
    private var held: HeldAnimations?
    private var propertyAnimator: UIViewImplicitlyAnimating?

    public init() {}

    /// Runs the animator with its animations held at the start (see the type's notes).
    open func startInteractiveTransition(_ transitionContext: UIViewControllerContextTransitioning) {
        context = transitionContext
        guard let animator = (transitionContext as? TransitionContext)?.animator else { return }
        duration = CGFloat(animator.transitionDuration(using: transitionContext))
        let interruptible = animator.interruptibleAnimator(using: transitionContext)
        if !(interruptible is NoInterruptibleAnimator) {
            propertyAnimator = interruptible
            interruptible.pauseAnimation()
            interruptible.fractionComplete = percentComplete
            return
        }
        let held = HeldAnimations()
        self.held = held
        UIView.$animationHost.withValue(held) { animator.animateTransition(using: transitionContext) }
        held.seek(to: Double(percentComplete * duration))
    }

    /// Shows the transition at `percentComplete` (clamped to 0…1) of the way.
    open func update(_ percentComplete: CGFloat) {
        guard percentComplete.isFinite else { return }
        self.percentComplete = min(max(percentComplete, 0), 1)
        context?.updateInteractiveTransition(self.percentComplete)
        if let propertyAnimator {
            propertyAnimator.fractionComplete = self.percentComplete
        } else {
            held?.seek(to: Double(self.percentComplete * duration))
        }
    }

    /// Stops the animations where they are, after a ``finish()`` or ``cancel()`` that has not
    /// ended yet; ``update(_:)`` scrubs again.
    open func pause() {
        propertyAnimator?.pauseAnimation()
        held?.hold()
    }

    /// Plays the rest of the transition and lets the animator complete it.
    open func finish() {
        context?.finishInteractiveTransition()
        play(reversed: false)
    }

    /// Plays the transition back to its start and lets the animator complete it as undone.
    open func cancel() {
        context?.cancelInteractiveTransition()
        play(reversed: true)
    }

    private func play(reversed: Bool) {
        let speed = completionSpeed.isFinite && completionSpeed > 0 ? Double(completionSpeed) : 1
        if let propertyAnimator {
            propertyAnimator.isReversed = reversed
            let factor = CGFloat(1 / speed)
            if let animator = propertyAnimator as? UIViewPropertyAnimator {
                animator.startAnimation()
                animator.continueAnimation(withTimingParameters: nil, durationFactor: factor)
            } else {
                propertyAnimator.startAnimation()
            }
        } else {
            held?.play(speed: reversed ? -speed : speed)
        }
    }
}

/// The `UIView.animate` animations made while an interactive transition starts: not played by
/// the clock until the transition finishes or cancels.
final class HeldAnimations {
    private var groups: [ViewAnimationGroup] = []

    func hold(_ group: ViewAnimationGroup) {
        groups.append(group)
    }

    /// Shows every animation at `time` seconds since it was made.
    func seek(to time: TimeInterval) {
        for group in groups { group.seek(to: time) }
    }

    /// Plays them on from where they are, at `speed` (negative: backwards to their start).
    func play(speed: Double) {
        for group in groups {
            group.speed = speed
            group.play()
        }
    }

    func hold() {
        for group in groups { group.hold() }
    }
}
