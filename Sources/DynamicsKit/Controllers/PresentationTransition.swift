import Foundation

/// The context of one presentation or dismissal (the shared part is TransitionContext).
final class PresentationTransition: TransitionContext {
    enum Kind { case presentation, dismissal }

    let kind: Kind
    let presenter: UIViewController
    let presented: UIViewController
    /// What manages the presentation: the presented view's frame and view, the callbacks.
    let controller: UIPresentationController
    /// Whether the presenter's view leaves the screen while the presentation is up.
    let removesPresenterView: Bool
    /// The presenter's view frame in the container when the transition starts.
    private let presenterFrame: CGRect
    /// The presented view's frame: where it ends when presenting, where it starts when dismissing.
    private let presentedFrame: CGRect
    private var completion: (() -> Void)?

    init(
        kind: Kind, container: UIView, presenter: UIViewController, presented: UIViewController,
        controller: UIPresentationController, style: UIModalPresentationStyle, animated: Bool, animator: UIViewControllerAnimatedTransitioning?,
        interaction: UIViewControllerInteractiveTransitioning?, presenterFrame: CGRect, presentedFrame: CGRect,
        completion: (() -> Void)?
    ) {
        self.kind = kind
        self.presenter = presenter
        self.presented = presented
        self.controller = controller
        removesPresenterView = controller.removesPresenterView
        self.presenterFrame = presenterFrame
        self.presentedFrame = presentedFrame
        self.completion = completion
        super.init(container: container, style: style, animated: animated, animator: animator, interaction: interaction)
    }

    override func transitionDidEnd(_ didComplete: Bool) {
        presenter.finish(self, didComplete: didComplete)
    }

    override func animationDidEnd(_ didComplete: Bool) {
        let completion = self.completion
        self.completion = nil
        if didComplete { completion?() }
    }

    override func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController? {
        switch (key, kind) {
        case (.from, .presentation), (.to, .dismissal): return presenter
        case (.to, .presentation), (.from, .dismissal): return presented
        default: return nil
        }
    }

    override func view(forKey key: UITransitionContextViewKey) -> UIView? {
        let controllerKey: UITransitionContextViewControllerKey = key == .from ? .from : .to
        guard let viewController = viewController(forKey: controllerKey) else { return nil }
        if viewController === presenter, !removesPresenterView { return nil }
        return viewController === presented ? controller.presentedView ?? presented.view : viewController.view
    }

    override func initialFrame(for vc: UIViewController) -> CGRect {
        switch kind {
        case .presentation: return vc === presenter ? presenterFrame : .zero
        case .dismissal:
            if vc === presented { return presentedFrame }
            return vc === presenter && !removesPresenterView ? presenterFrame : .zero
        }
    }

    override func finalFrame(for vc: UIViewController) -> CGRect {
        switch kind {
        case .presentation:
            if vc === presented { return presentedFrame }
            return vc === presenter && !removesPresenterView ? presenterFrame : .zero
        case .dismissal: return vc === presenter ? presenterFrame : .zero
        }
    }
}
