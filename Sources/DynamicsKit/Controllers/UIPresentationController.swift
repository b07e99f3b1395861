import Foundation

/// Manages how a presented view controller is shown: where its view sits in the transition's
/// container, what else the container holds (a dimming view, a frame), and what happens around
/// the transition. A `.custom` presentation gets the transitioning delegate's
/// (`presentationController(forPresented:presenting:source:)`); the others get this class.
///
/// In UIKit's order: `presentationTransitionWillBegin()` once the container exists and before
/// the animator runs (its ``UIViewController/transitionCoordinator`` is live there), the
/// animator with `finalFrame(for:)` of the presented view controller as
/// ``frameOfPresentedViewInContainerView``, then `presentationTransitionDidEnd(_:)`; the same
/// for the dismissal. While presented, the container's layout calls
/// `containerViewWillLayoutSubviews()` and `containerViewDidLayoutSubviews()` around its own.
open class UIPresentationController: NSObject, UIContentContainer {
    public let presentedViewController: UIViewController
    public internal(set) var presentingViewController: UIViewController!
    /// The view the transition happens in, from the start of the presentation to the end of
    /// the dismissal.
    public internal(set) var containerView: UIView?
    /// Told about adaptation and about dismissals.
    public weak var delegate: UIAdaptivePresentationControllerDelegate?
    /// Accepted for ported code: a scene's screen keeps one size class.
    open var overrideTraitCollection: UITraitCollection?

    public init(presentedViewController: UIViewController, presenting presentingViewController: UIViewController?) {
        self.presentedViewController = presentedViewController
        self.presentingViewController = presentingViewController
        super.init()
    }

    /// The view the transition animates: the presented view controller's, unless a subclass
    /// wraps it in a view of its own.
    open var presentedView: UIView? { presentedViewController.view }

    /// Where the presented view goes in the container. The standard styles fill it; a `.custom`
    /// presentation keeps the frame its view was given before `present` (the whole container
    /// when it was given none). Subclasses return their own.
    open var frameOfPresentedViewInContainerView: CGRect {
        let bounds = containerView?.bounds ?? .zero
        guard presentedViewController.modalPresentationStyle == .custom,
              let view = presentedViewController.viewIfLoaded, view.bounds.size != .zero
        else { return bounds }
        return view.frame
    }

    /// Whether the presenter's view leaves the screen once the presentation completes (UIKit's
    /// default for a presentation controller of your own: no).
    open var shouldRemovePresentersView: Bool { false }
    /// Accepted for ported code; every presentation here covers the screen.
    open var shouldPresentInFullscreen: Bool { true }
    /// The style this presentation takes on a phone's compact width.
    open var adaptivePresentationStyle: UIModalPresentationStyle { presentedViewController.modalPresentationStyle }
    open func adaptivePresentationStyle(for traitCollection: UITraitCollection) -> UIModalPresentationStyle {
        adaptivePresentationStyle
    }
    open var traitCollection: UITraitCollection { presentedViewController.traitCollection }

    open func presentationTransitionWillBegin() {}
    open func presentationTransitionDidEnd(_ completed: Bool) {}
    open func dismissalTransitionWillBegin() {}
    open func dismissalTransitionDidEnd(_ completed: Bool) {}
    open func containerViewWillLayoutSubviews() {}
    open func containerViewDidLayoutSubviews() {}
    // UIContentContainer: the presented view controller is its child container.
    /// Never called here: a scene's screen keeps its size.
    open func viewWillTransition(to size: CGSize, with coordinator: UIViewControllerTransitionCoordinator) {}
    /// Never called here: a scene's trait collection does not change.
    open func willTransition(to newCollection: UITraitCollection, with coordinator: UIViewControllerTransitionCoordinator) {}
    open var preferredContentSize: CGSize { .zero }
    open func size(forChildContentContainer container: UIContentContainer, withParentContainerSize parentSize: CGSize) -> CGSize {
        parentSize
    }
    /// Called when the presented view controller's `preferredContentSize` changes.
    open func preferredContentSizeDidChange(forChildContentContainer container: UIContentContainer) {}
    open func systemLayoutFittingSizeDidChange(forChildContentContainer container: UIContentContainer) {}

    /// Whether the presenter's view leaves the screen for this presentation: the standard
    /// styles say, a `.custom` one asks `shouldRemovePresentersView`.
    var removesPresenterView: Bool {
        let style = presentedViewController.modalPresentationStyle
        return style == .custom ? shouldRemovePresentersView : style.removesPresenterView
    }
}

/// Told how a presentation adapts to the screen's size class, and when a person dismisses it.
public protocol UIAdaptivePresentationControllerDelegate: AnyObject {
    func adaptivePresentationStyle(for controller: UIPresentationController) -> UIModalPresentationStyle
    func adaptivePresentationStyle(
        for controller: UIPresentationController, traitCollection: UITraitCollection
    ) -> UIModalPresentationStyle
    func presentationControllerShouldDismiss(_ presentationController: UIPresentationController) -> Bool
    func presentationControllerWillDismiss(_ presentationController: UIPresentationController)
    func presentationControllerDidDismiss(_ presentationController: UIPresentationController)
    func presentationControllerDidAttemptToDismiss(_ presentationController: UIPresentationController)
}

extension UIAdaptivePresentationControllerDelegate {
    public func adaptivePresentationStyle(for controller: UIPresentationController) -> UIModalPresentationStyle {
        controller.presentedViewController.modalPresentationStyle
    }
    public func adaptivePresentationStyle(
        for controller: UIPresentationController, traitCollection: UITraitCollection
    ) -> UIModalPresentationStyle {
        adaptivePresentationStyle(for: controller)
    }
    public func presentationControllerShouldDismiss(_ presentationController: UIPresentationController) -> Bool { true }
    public func presentationControllerWillDismiss(_ presentationController: UIPresentationController) {}
    public func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {}
    public func presentationControllerDidAttemptToDismiss(_ presentationController: UIPresentationController) {}
}

extension UIViewController {
    /// The presentation controller, made on first use: the transitioning delegate's for a
    /// `.custom` presentation when it gives one, otherwise a standard one.
    func presentationControllerMadeIfNeeded(
        presenting: UIViewController? = nil, source: UIViewController? = nil
    ) -> UIPresentationController {
        if let existing = storedPresentationController {
            if existing.presentingViewController == nil { existing.presentingViewController = presenting }
            return existing
        }
        let presenting = presenting ?? presenter
        var made: UIPresentationController?
        if modalPresentationStyle == .custom {
            made = transitioningDelegate?.presentationController(
                forPresented: self, presenting: presenting, source: source ?? presenting ?? self)
        }
        let controller = made ?? UIPresentationController(presentedViewController: self, presenting: presenting)
        storedPresentationController = controller
        return controller
    }
}

/// What a view controller or presentation controller is to its container: the sizes it would
/// like and is given, and the size and trait changes it hears of (never, here: a scene's screen
/// keeps its size and traits).
public protocol UIContentContainer: NSObjectProtocol {
    var preferredContentSize: CGSize { get }
    func preferredContentSizeDidChange(forChildContentContainer container: UIContentContainer)
    func systemLayoutFittingSizeDidChange(forChildContentContainer container: UIContentContainer)
    func size(forChildContentContainer container: UIContentContainer, withParentContainerSize parentSize: CGSize) -> CGSize
    func viewWillTransition(to size: CGSize, with coordinator: UIViewControllerTransitionCoordinator)
    func willTransition(to newCollection: UITraitCollection, with coordinator: UIViewControllerTransitionCoordinator)
}
