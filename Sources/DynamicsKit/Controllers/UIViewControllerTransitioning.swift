import Foundation

// UIKit's custom-transition protocols. A presented view controller's `transitioningDelegate`
// vends an animator (and optionally an interaction controller); the animator moves the views
// inside the context's `containerView` and calls `completeTransition(_:)` when done.

/// Vends the objects that animate a presentation or dismissal. Every method is optional: the
/// defaults return nil, which shows the change without animation.
public protocol UIViewControllerTransitioningDelegate: AnyObject {
    func animationController(
        forPresented presented: UIViewController, presenting: UIViewController, source: UIViewController
    ) -> UIViewControllerAnimatedTransitioning?
    func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning?
    /// Asked only when there is an animator for the presentation. A non-nil answer drives the
    /// transition instead of the animator's `animateTransition(using:)`.
    func interactionControllerForPresentation(
        using animator: UIViewControllerAnimatedTransitioning
    ) -> UIViewControllerInteractiveTransitioning?
    /// Asked only when there is an animator for the dismissal.
    func interactionControllerForDismissal(
        using animator: UIViewControllerAnimatedTransitioning
    ) -> UIViewControllerInteractiveTransitioning?
    /// Asked for a `.custom` presentation: what manages it (nil: a standard one).
    func presentationController(
        forPresented presented: UIViewController, presenting: UIViewController?, source: UIViewController
    ) -> UIPresentationController?
}

extension UIViewControllerTransitioningDelegate {
    public func animationController(
        forPresented presented: UIViewController, presenting: UIViewController, source: UIViewController
    ) -> UIViewControllerAnimatedTransitioning? { nil }

    public func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        nil
    }

    public func interactionControllerForPresentation(
        using animator: UIViewControllerAnimatedTransitioning
    ) -> UIViewControllerInteractiveTransitioning? { nil }

    public func interactionControllerForDismissal(
        using animator: UIViewControllerAnimatedTransitioning
    ) -> UIViewControllerInteractiveTransitioning? { nil }

    public func presentationController(
        forPresented presented: UIViewController, presenting: UIViewController?, source: UIViewController
    ) -> UIPresentationController? { nil }
}

/// Animates one transition: adds the appearing view to the container, moves the views, and
/// calls `completeTransition(_:)` on the context when it is done.
public protocol UIViewControllerAnimatedTransitioning: AnyObject {
    /// Seconds the animation lasts.
    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval
    func animateTransition(using transitionContext: UIViewControllerContextTransitioning)
    /// Called after the transition completed (`true`) or was cancelled.
    func animationEnded(_ transitionCompleted: Bool)
    /// A property animator that runs the transition, for a percent-driven interaction to
    /// scrub. Without this method (UIKit's optional one) the interaction runs
    /// `animateTransition(using:)` instead.
    func interruptibleAnimator(using transitionContext: UIViewControllerContextTransitioning) -> UIViewImplicitlyAnimating
}

extension UIViewControllerAnimatedTransitioning {
    public func animationEnded(_ transitionCompleted: Bool) {}

    public func interruptibleAnimator(using transitionContext: UIViewControllerContextTransitioning) -> UIViewImplicitlyAnimating {
        NoInterruptibleAnimator()
    }
}

/// Drives a transition from user input, reporting progress to the context and finishing or
/// cancelling it.
public protocol UIViewControllerInteractiveTransitioning: AnyObject {
    func startInteractiveTransition(_ transitionContext: UIViewControllerContextTransitioning)
    /// Whether the transition starts interactive. Defaults to true; false runs the animator.
    var wantsInteractiveStart: Bool { get }
}

extension UIViewControllerInteractiveTransitioning {
    public var wantsInteractiveStart: Bool { true }
}

/// Keys for the two view controllers of a transition.
public struct UITransitionContextViewControllerKey: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    /// The view controller visible at the start: the presenter when presenting, the presented
    /// one when dismissing.
    public static let from = UITransitionContextViewControllerKey(rawValue: "UITransitionContextFromViewControllerKey")
    /// The view controller visible at the end.
    public static let to = UITransitionContextViewControllerKey(rawValue: "UITransitionContextToViewControllerKey")
}

/// Keys for the two views of a transition.
public struct UITransitionContextViewKey: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let from = UITransitionContextViewKey(rawValue: "UITransitionContextFromViewKey")
    public static let to = UITransitionContextViewKey(rawValue: "UITransitionContextToViewKey")
}

/// What an animator or interaction controller is given: the container, the two view
/// controllers, their frames, and the calls that report progress and the end.
public protocol UIViewControllerContextTransitioning: AnyObject {
    /// The view the transition happens in: it covers the screen, above the presenter's view.
    var containerView: UIView { get }
    var isAnimated: Bool { get }
    /// True from an interactive start until `finishInteractiveTransition()` or
    /// `cancelInteractiveTransition()`.
    var isInteractive: Bool { get }
    /// True once `cancelInteractiveTransition()` was called.
    var transitionWasCancelled: Bool { get }
    var presentationStyle: UIModalPresentationStyle { get }
    /// The fraction done, 0…1, last reported by `updateInteractiveTransition(_:)`.
    var percentComplete: CGFloat { get }

    func updateInteractiveTransition(_ percentComplete: CGFloat)
    func finishInteractiveTransition()
    func cancelInteractiveTransition()
    /// Ends the transition: `true` when it happened, `false` when it was undone. Call it once.
    func completeTransition(_ didComplete: Bool)

    func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController?
    /// The view of the view controller for `key` when it takes part in the transition: the
    /// presenter's view is nil unless the presentation takes it off screen (`.fullScreen`).
    func view(forKey key: UITransitionContextViewKey) -> UIView?
    /// The view controller's frame in the container at the start; `.zero` when not on screen.
    func initialFrame(for vc: UIViewController) -> CGRect
    /// The view controller's frame in the container at the end; `.zero` when it leaves.
    func finalFrame(for vc: UIViewController) -> CGRect
}

/// What an animator without `interruptibleAnimator(using:)` of its own returns: an inactive
/// animator that animates nothing, which the percent-driven interaction recognizes.
final class NoInterruptibleAnimator: UIViewImplicitlyAnimating {
    var state: UIViewAnimatingState { .inactive }
    var isRunning: Bool { false }
    var isReversed = false
    var fractionComplete: CGFloat = 0
    func startAnimation() {}
    func startAnimation(afterDelay delay: TimeInterval) {}
    func pauseAnimation() {}
    func stopAnimation(_ withoutFinishing: Bool) {}
    func finishAnimation(at finalPosition: UIViewAnimatingPosition) {}
    func addAnimations(_ animation: @escaping () -> Void) {}
    func addAnimations(_ animation: @escaping () -> Void, delayFactor: CGFloat) {}
    func addCompletion(_ completion: @escaping (UIViewAnimatingPosition) -> Void) {}
    func continueAnimation(withTimingParameters parameters: UITimingCurveProvider?, durationFactor: CGFloat) {}
}
