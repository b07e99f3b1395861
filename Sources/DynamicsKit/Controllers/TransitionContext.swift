import Foundation

/// What presentations (PresentationTransition) and navigation pushes and pops
/// (NavigationTransition, Containers/) hand animators and interaction controllers as
/// `UIViewControllerContextTransitioning`: the container, the progress an interaction reports,
/// and the one `completeTransition(_:)`. It keeps the animator and the interaction controller
/// alive until the transition completes; subclasses say which view controllers and frames take
/// part and what completing does.
class TransitionContext: UIViewControllerContextTransitioning {
    let containerView: UIView
    let isAnimated: Bool
    let presentationStyle: UIModalPresentationStyle
    private(set) var isInteractive = false
    private(set) var transitionWasCancelled = false
    private(set) var percentComplete: CGFloat = 0

    /// The animator, until the transition completes; a percent-driven interaction runs it.
    private(set) var animator: UIViewControllerAnimatedTransitioning?
    private var interaction: UIViewControllerInteractiveTransitioning?
    private(set) var isComplete = false
    /// Whether the interaction controller started it, for the coordinator.
    private(set) var startedInteractive = false
    /// What `transitionCoordinator` returns while the transition is under way.
    private(set) lazy var coordinator = TransitionCoordinator(context: self)

    init(
        container: UIView, style: UIModalPresentationStyle, animated: Bool,
        animator: UIViewControllerAnimatedTransitioning?, interaction: UIViewControllerInteractiveTransitioning?
    ) {
        containerView = container
        presentationStyle = style
        isAnimated = animated
        self.animator = animator
        self.interaction = interaction
    }

    /// Hands the transition to the interaction controller or the animator; without an
    /// animator, runs `showWithoutAnimation` and completes at once.
    /// The coordinator's alongside animations start with it, as long as the animator's.
    func start(showWithoutAnimation: () -> Void) {
        if let interaction, interaction.wantsInteractiveStart {
            isInteractive = true
            startedInteractive = true
            interaction.startInteractiveTransition(self)
            coordinator.start(duration: animator?.transitionDuration(using: self) ?? 0)
        } else if let animator {
            animator.animateTransition(using: self)
            coordinator.start(duration: animator.transitionDuration(using: self))
        } else {
            showWithoutAnimation()
            coordinator.start(duration: 0)
            completeTransition(true)
        }
    }

    /// Called once by `completeTransition(_:)`, before the animator's `animationEnded(_:)`.
    func transitionDidEnd(_ didComplete: Bool) {}
    /// Called once by `completeTransition(_:)`, after the animator's `animationEnded(_:)`.
    func animationDidEnd(_ didComplete: Bool) {}

    // MARK: UIViewControllerContextTransitioning

    func updateInteractiveTransition(_ percentComplete: CGFloat) {
        self.percentComplete = min(max(percentComplete, 0), 1)
    }

    func finishInteractiveTransition() {
        guard isInteractive else { return }
        isInteractive = false
        coordinator.interactionDidChange()
    }

    func cancelInteractiveTransition() {
        transitionWasCancelled = true
        guard isInteractive else { return }
        isInteractive = false
        coordinator.interactionDidChange()
    }

    func completeTransition(_ didComplete: Bool) {
        guard !isComplete else { return }
        isComplete = true
        isInteractive = false
        transitionDidEnd(didComplete)
        let animator = self.animator
        self.animator = nil
        interaction = nil
        animator?.animationEnded(didComplete)
        coordinator.start(duration: 0)
        coordinator.end()
        animationDidEnd(didComplete)
    }

    func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController? { nil }
    func view(forKey key: UITransitionContextViewKey) -> UIView? { nil }
    func initialFrame(for vc: UIViewController) -> CGRect { .zero }
    func finalFrame(for vc: UIViewController) -> CGRect { .zero }
}
