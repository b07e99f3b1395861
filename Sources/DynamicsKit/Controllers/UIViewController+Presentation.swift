import Foundation

// Presenting and dismissing, in UIKit's order of callbacks.
//
// Present B from A (A is the top of its parent chain):
//   B loads its view; a container view covering the screen is added above A's view;
//   the delegate is asked for an animator, then (if there is one) an interaction controller;
//   A.viewWillDisappear (only when the style takes A's view off screen), B.viewWillAppear;
//   the interaction controller's startInteractiveTransition or the animator's animateTransition
//   (or, without an animator, B's view is put in the container and laid out, and the transition
//   completes);
//   on completeTransition(true): A's view leaves the screen (full-screen styles),
//   B.viewDidAppear, A.viewDidDisappear, animator.animationEnded(true), then `completion`.
// Dismiss B: A's view comes back below the container (full-screen styles), B.viewWillDisappear,
//   A.viewWillAppear, the animator or interaction controller; on completeTransition(true):
//   the container (and B's view, if still in it) leaves the screen, B.viewDidDisappear,
//   A.viewDidAppear, animationEnded(true), then `completion`.
// A transition completed with `false` is undone: the view controller that was appearing gets
//   viewWillDisappear and viewDidDisappear, the one that was disappearing viewWillAppear and
//   viewDidAppear, and `completion` is not called.

extension UIViewController {
    /// The view controller that presents on this one's behalf: the top of its parent chain.
    private var presentationHost: UIViewController {
        var host = self
        while let parent = host.parent { host = parent }
        return host
    }

    func startPresentation(of presented: UIViewController, animated: Bool, completion: (() -> Void)?) {
        let presenter = presentationHost
        guard presenter.presentedViewController == nil, presenter.activeTransition == nil else {
            warn("cannot present \(type(of: presented)): \(type(of: presenter)) is already presenting")
            return
        }
        guard presented.presenter == nil, presented.parent == nil, presented !== presenter else {
            warn("cannot present \(type(of: presented)): it is already presented or a child")
            return
        }
        let presenterView = presenter.view!
        let screen = presenterView.topmostAncestor
        let container = UITransitionView(frame: screen.bounds)
        screen.addSubview(container)

        let style = presented.modalPresentationStyle
        let controller = presented.presentationControllerMadeIfNeeded(presenting: presenter, source: self)
        controller.containerView = container
        container.presentationController = controller
        let presentedView = controller.presentedView ?? presented.view!
        let presentedFrame = controller.frameOfPresentedViewInContainerView
        presentedView.frame = presentedFrame
        presenter.presentedViewController = presented
        presented.presenter = presenter
        presented.presentationContainer = container
        presented.isBeingPresented = true

        let delegate = presented.transitioningDelegate
        let own = animated ? delegate?.animationController(forPresented: presented, presenting: presenter, source: self) : nil
        let interaction = own.flatMap { delegate?.interactionControllerForPresentation(using: $0) }
        // Without an animator of its own, UIKit's: the view slides up (or fades in).
        let animator = own ?? (animated ? ModalTransitionAnimator(isPresenting: true, style: presented.modalTransitionStyle) : nil)
        let transition = PresentationTransition(
            kind: .presentation, container: container, presenter: presenter, presented: presented,
            controller: controller, style: style, animated: animated, animator: animator, interaction: interaction,
            presenterFrame: presenterView.convert(presenterView.bounds, to: container),
            presentedFrame: presentedFrame, completion: completion)
        presenter.activeTransition = transition

        if transition.removesPresenterView { presenter.beginAppearanceTransition(false, animated: animated) }
        presented.beginAppearanceTransition(true, animated: animated)
        controller.presentationTransitionWillBegin()
        transition.start {
            if presentedView.superview !== container { container.addSubview(presentedView) }
            presentedView.layoutIfNeeded()
        }
    }

    func startDismissal(animated: Bool, completion: (() -> Void)?) {
        let presented: UIViewController
        if let child = presentationHost.presentedViewController {
            presented = child
        } else if presentationHost.presenter != nil {
            presented = presentationHost
        } else {
            return
        }
        guard let presenter = presented.presenter, let container = presented.presentationContainer else { return }
        guard presenter.activeTransition == nil else {
            warn("cannot dismiss \(type(of: presented)) during its transition")
            return
        }
        let style = presented.modalPresentationStyle
        let controller = presented.presentationControllerMadeIfNeeded(presenting: presenter)
        if controller.removesPresenterView, let slot = presenter.removedViewSlot {
            slot.superview.insertSubview(presenter.view, at: min(slot.index, slot.superview.subviews.count))
            presenter.removedViewSlot = nil
        }
        presented.isBeingDismissed = true

        let delegate = presented.transitioningDelegate
        let own = animated ? delegate?.animationController(forDismissed: presented) : nil
        let interaction = own.flatMap { delegate?.interactionControllerForDismissal(using: $0) }
        let animator = own ?? (animated ? ModalTransitionAnimator(isPresenting: false, style: presented.modalTransitionStyle) : nil)
        let presentedView = controller.presentedView ?? presented.view!
        let transition = PresentationTransition(
            kind: .dismissal, container: container, presenter: presenter, presented: presented,
            controller: controller, style: style, animated: animated, animator: animator, interaction: interaction,
            presenterFrame: presenter.view.convert(presenter.view.bounds, to: container),
            presentedFrame: presentedView.frame, completion: completion)
        presenter.activeTransition = transition

        presented.beginAppearanceTransition(false, animated: animated)
        if transition.removesPresenterView { presenter.beginAppearanceTransition(true, animated: animated) }
        controller.dismissalTransitionWillBegin()
        transition.start { presenter.view.layoutIfNeeded() }
    }

    /// Called by the transition once `completeTransition(_:)` has been called.
    func finish(_ transition: PresentationTransition, didComplete: Bool) {
        let presenter = transition.presenter, presented = transition.presented
        let removesPresenter = transition.removesPresenterView
        switch transition.kind {
        case .presentation: transition.controller.presentationTransitionDidEnd(didComplete)
        case .dismissal: transition.controller.dismissalTransitionDidEnd(didComplete)
        }
        switch (transition.kind, didComplete) {
        case (.presentation, true):
            presented.isBeingPresented = false
            if removesPresenter { presenter.takeViewOffScreen() }
            presented.endAppearanceTransition()
            if removesPresenter { presenter.endAppearanceTransition() }
        case (.presentation, false):
            presented.isBeingPresented = false
            presented.endPresentation(in: transition.containerView)
            presented.reverseAppearance(toAppearing: false, animated: transition.isAnimated)
            if removesPresenter { presenter.reverseAppearance(toAppearing: true, animated: transition.isAnimated) }
        case (.dismissal, true):
            presented.isBeingDismissed = false
            presented.endPresentation(in: transition.containerView)
            presented.endAppearanceTransition()
            if removesPresenter { presenter.endAppearanceTransition() }
        case (.dismissal, false):
            presented.isBeingDismissed = false
            if removesPresenter { presenter.takeViewOffScreen() }
            presented.reverseAppearance(toAppearing: true, animated: transition.isAnimated)
            if removesPresenter { presenter.reverseAppearance(toAppearing: false, animated: transition.isAnimated) }
        }
        presenter.activeTransition = nil
    }

    /// Undoes the presentation links and takes the container (with the view) off screen.
    private func endPresentation(in container: UIView) {
        if viewIfLoaded?.superview === container { viewIfLoaded?.removeFromSuperview() }
        container.removeFromSuperview()
        storedPresentationController?.containerView = nil
        storedPresentationController = nil
        presenter?.presentedViewController = nil
        presenter = nil
        presentationContainer = nil
    }

    /// Takes the view off screen for a full-screen presentation, remembering where it was.
    private func takeViewOffScreen() {
        guard let view = viewIfLoaded, let superview = view.superview else { return }
        removedViewSlot = (superview, superview.subviews.firstIndex { $0 === view } ?? 0)
        view.removeFromSuperview()
    }

    /// The callbacks of a cancelled transition: the other way, will then did.
    private func reverseAppearance(toAppearing isAppearing: Bool, animated: Bool) {
        beginAppearanceTransition(isAppearing, animated: animated)
        endAppearanceTransition()
    }

    private func warn(_ message: String) {
        FileHandle.standardError.write(Data("dynamics: \(message)\n".utf8))
    }
}

extension UIView {
    /// The root of this view's hierarchy: the scene's root view, for a view on screen.
    var topmostAncestor: UIView {
        var view = self
        while let parent = view.superview { view = parent }
        return view
    }
}

/// The container a presentation happens in, named after UIKit's. Its layout is bracketed by the
/// presentation controller's `containerViewWillLayoutSubviews()` and
/// `containerViewDidLayoutSubviews()`.
final class UITransitionView: UIView {
    weak var presentationController: UIPresentationController?

    override func layoutSubviews() {
        presentationController?.containerViewWillLayoutSubviews()
        super.layoutSubviews()
        presentationController?.containerViewDidLayoutSubviews()
    }
}
