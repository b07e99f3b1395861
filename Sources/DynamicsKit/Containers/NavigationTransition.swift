import Foundation

/// The context of a push or pop run by an animator (the delegate's, or the standard slide for
/// the edge swipe): the container is a view below the bar covering the navigation controller's
/// view, holding the from view at the start; the animator adds the to view. As UIKit gives
/// them: the from view's initial frame and the to view's final frame are the container's
/// bounds, the to view's initial frame and the from view's final frame are `.zero`.
final class NavigationTransition: TransitionContext {
    let operation: UINavigationController.Operation
    let from: UIViewController
    let to: UIViewController
    private let frame: CGRect
    private var ended: ((Bool) -> Void)?

    init(
        container: UIView, operation: UINavigationController.Operation, from: UIViewController, to: UIViewController,
        animator: UIViewControllerAnimatedTransitioning, interaction: UIViewControllerInteractiveTransitioning?,
        ended: @escaping (Bool) -> Void
    ) {
        self.operation = operation
        self.from = from
        self.to = to
        frame = container.bounds
        self.ended = ended
        super.init(container: container, style: .none, animated: true, animator: animator, interaction: interaction)
    }

    override func transitionDidEnd(_ didComplete: Bool) {
        let ended = self.ended
        self.ended = nil
        ended?(didComplete)
    }

    override func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController? {
        switch key {
        case .from: return from
        case .to: return to
        default: return nil
        }
    }

    override func view(forKey key: UITransitionContextViewKey) -> UIView? {
        switch key {
        case .from: return from.view
        case .to: return to.view
        default: return nil
        }
    }

    override func initialFrame(for vc: UIViewController) -> CGRect {
        vc === from ? frame : .zero
    }

    override func finalFrame(for vc: UIViewController) -> CGRect {
        vc === to ? frame : .zero
    }
}

/// The view a navigation transition's animator works in (UIKit's `UINavigationTransitionView`).
final class UINavigationTransitionView: UIView {}

/// The standard slide as an animator, for the interactive edge swipe: the top view slides off
/// to the right while the one below comes back from a third of the width to the left (a push
/// the reverse). Linear while a finger drives it, easing in and out otherwise.
final class NavigationSlideAnimator: UIViewControllerAnimatedTransitioning {
    let operation: UINavigationController.Operation
    /// Made alongside the slide's animation, on the same curve and duration: the bar's titles
    /// and buttons moving (a finger drives them with the slide).
    var alongside: ((TimeInterval, UIView.AnimationOptions) -> Void)?

    init(operation: UINavigationController.Operation) {
        self.operation = operation
    }

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        UINavigationController.transitionDuration
    }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        let container = transitionContext.containerView
        guard let fromView = transitionContext.view(forKey: .from), let toView = transitionContext.view(forKey: .to),
              let to = transitionContext.viewController(forKey: .to)
        else {
            transitionContext.completeTransition(false)
            return
        }
        let width = container.bounds.width, midX = container.bounds.midX
        let isPop = operation == .pop
        toView.frame = transitionContext.finalFrame(for: to)
        if isPop {
            container.insertSubview(toView, belowSubview: fromView)
        } else {
            container.addSubview(toView)
        }
        toView.layoutIfNeeded()
        // Both views keep the safe area they have at rest while they slide.
        fromView.freezeSafeAreaInsets()
        toView.freezeSafeAreaInsets()
        toView.center.x = midX + (isPop ? -width * UINavigationController.parallax : width)
        let fromEnd = midX + (isPop ? width : -width * UINavigationController.parallax)
        let curve: UIView.AnimationOptions = transitionContext.isInteractive ? .curveLinear : .curveEaseInOut
        alongside?(transitionDuration(using: transitionContext), [curve])
        alongside = nil
        UIView.animate(withDuration: transitionDuration(using: transitionContext), delay: 0, options: [curve], animations: {
            toView.center.x = midX
            fromView.center.x = fromEnd
        }, completion: { _ in
            let done = !transitionContext.transitionWasCancelled
            // The view that stays off screen goes back to its place for next time.
            (done ? fromView : toView).center.x = midX
            fromView.thawSafeAreaInsets()
            toView.thawSafeAreaInsets()
            transitionContext.completeTransition(done)
        })
    }
}
