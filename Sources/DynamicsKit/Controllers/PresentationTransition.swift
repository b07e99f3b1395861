import Foundation

/// The context of one presentation or dismissal: what animators and interaction controllers
/// are handed as `UIViewControllerContextTransitioning`. It keeps the animator and the
/// interaction controller alive until the transition completes.
final class PresentationTransition: UIViewControllerContextTransitioning {
    enum Kind { case presentation, dismissal }

    let kind: Kind
    let containerView: UIView
    let presenter: UIViewController
    let presented: UIViewController
    let presentationStyle: UIModalPresentationStyle
    let isAnimated: Bool
    private(set) var isInteractive = false
    private(set) var transitionWasCancelled = false
    private(set) var percentComplete: CGFloat = 0

    /// The animator, until the transition completes; a percent-driven interaction runs it.
    private(set) var animator: UIViewControllerAnimatedTransitioning?
    private var interaction: UIViewControllerInteractiveTransitioning?
    /// The presenter's view frame in the container when the transition starts.
    private let presenterFrame: CGRect
    /// The presented view's frame: where it ends when presenting, where it starts when dismissing.
    private let presentedFrame: CGRect
    private var completion: (() -> Void)?
    private var isComplete = false

    init(
        kind: Kind, container: UIView, presenter: UIViewController, presented: UIViewController,
        style: UIModalPresentationStyle, animated: Bool, animator: UIViewControllerAnimatedTransitioning?,
        interaction: UIViewControllerInteractiveTransitioning?, presenterFrame: CGRect, presentedFrame: CGRect,
        completion: (() -> Void)?
    ) {
        self.kind = kind
        containerView = container
        self.presenter = presenter
        self.presented = presented
        presentationStyle = style
        isAnimated = animated
        self.animator = animator
        self.interaction = interaction
        self.presenterFrame = presenterFrame
        self.presentedFrame = presentedFrame
        self.completion = completion
    }

    /// Hands the transition to the interaction controller or the animator; without an
    /// animator, runs `showWithoutAnimation` and completes at once.
    func start(showWithoutAnimation: () -> Void) {
        if let interaction, interaction.wantsInteractiveStart {
            isInteractive = true
            interaction.startInteractiveTransition(self)
        } else if let animator {
            animator.animateTransition(using: self)
        } else {
            showWithoutAnimation()
            completeTransition(true)
        }
    }

    // MARK: UIViewControllerContextTransitioning

    func updateInteractiveTransition(_ percentComplete: CGFloat) {
        self.percentComplete = min(max(percentComplete, 0), 1)
    }

    func finishInteractiveTransition() {
        isInteractive = false
    }

    func cancelInteractiveTransition() {
        isInteractive = false
        transitionWasCancelled = true
    }

    func completeTransition(_ didComplete: Bool) {
        guard !isComplete else { return }
        isComplete = true
        isInteractive = false
        presenter.finish(self, didComplete: didComplete)
        let animator = self.animator, completion = self.completion
        self.animator = nil
        interaction = nil
        self.completion = nil
        animator?.animationEnded(didComplete)
        if didComplete { completion?() }
    }

    func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController? {
        switch (key, kind) {
        case (.from, .presentation), (.to, .dismissal): return presenter
        case (.to, .presentation), (.from, .dismissal): return presented
        default: return nil
        }
    }

    func view(forKey key: UITransitionContextViewKey) -> UIView? {
        let controllerKey: UITransitionContextViewControllerKey = key == .from ? .from : .to
        guard let controller = viewController(forKey: controllerKey) else { return nil }
        if controller === presenter, !presentationStyle.removesPresenterView { return nil }
        return controller.view
    }

    func initialFrame(for vc: UIViewController) -> CGRect {
        switch kind {
        case .presentation: return vc === presenter ? presenterFrame : .zero
        case .dismissal:
            if vc === presented { return presentedFrame }
            return vc === presenter && !presentationStyle.removesPresenterView ? presenterFrame : .zero
        }
    }

    func finalFrame(for vc: UIViewController) -> CGRect {
        switch kind {
        case .presentation:
            if vc === presented { return presentedFrame }
            return vc === presenter && !presentationStyle.removesPresenterView ? presenterFrame : .zero
        case .dismissal: return vc === presenter ? presenterFrame : .zero
        }
    }
}
