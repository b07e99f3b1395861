import DynamicsKit
import Foundation
import TestSupport
import XCTest

/// Custom presentations with a presentation controller of their own (a dimming view, a frame,
/// a wrapping view), and transition coordinators' alongside animations and completions.
final class PresentationControllerTests: XCTestCase {
    /// A centred 200 × 100 card over a dimming view that fades in and out with the transition,
    /// as custom alerts are written; it logs its callbacks.
    final class CardPresentation: UIPresentationController {
        let dimming = UIView()
        var log: [String] = []
        var coordinatorInWillBegin: UIViewControllerTransitionCoordinator?
        var removesPresenter = false
        let wrapper: UIView?

        init(presented: UIViewController, presenting: UIViewController?, wraps: Bool) {
            wrapper = wraps ? UIView() : nil
            super.init(presentedViewController: presented, presenting: presenting)
        }

        override var presentedView: UIView? {
            guard let wrapper else { return super.presentedView }
            if presentedViewController.view.superview !== wrapper {
                wrapper.addSubview(presentedViewController.view)
            }
            return wrapper
        }

        override var frameOfPresentedViewInContainerView: CGRect {
            let bounds = containerView!.bounds
            return CGRect(x: (bounds.width - 200) / 2, y: (bounds.height - 100) / 2, width: 200, height: 100)
        }

        override var shouldRemovePresentersView: Bool { removesPresenter }

        override func presentationTransitionWillBegin() {
            log.append("presentationTransitionWillBegin")
            coordinatorInWillBegin = presentedViewController.transitionCoordinator
            dimming.backgroundColor = .black
            dimming.alpha = 0
            dimming.frame = containerView!.bounds
            containerView!.insertSubview(dimming, at: 0)
            presentedViewController.transitionCoordinator?.animate(alongsideTransition: { _ in
                self.dimming.alpha = 0.5
            }, completion: { context in
                self.log.append("coordinator completion, cancelled \(context.isCancelled)")
            })
        }

        override func presentationTransitionDidEnd(_ completed: Bool) { log.append("presentationTransitionDidEnd \(completed)") }

        override func dismissalTransitionWillBegin() {
            log.append("dismissalTransitionWillBegin")
            presentedViewController.transitionCoordinator?.animate(alongsideTransition: { _ in self.dimming.alpha = 0 })
        }

        override func dismissalTransitionDidEnd(_ completed: Bool) { log.append("dismissalTransitionDidEnd \(completed)") }

        override func containerViewWillLayoutSubviews() {
            log.append("containerViewWillLayoutSubviews")
            presentedView?.frame = frameOfPresentedViewInContainerView
        }
    }

    /// Slides the presented view down from above the screen over 0.6 s.
    final class SlideDown: UIViewControllerAnimatedTransitioning {
        let presenting: Bool
        var toView: UIView?
        init(presenting: Bool) { self.presenting = presenting }
        func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { 0.6 }
        func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
            if presenting {
                let view = transitionContext.view(forKey: .to)!
                toView = view
                let controller = transitionContext.viewController(forKey: .to)!
                let final = transitionContext.finalFrame(for: controller)
                view.frame = final.offsetBy(dx: 0, dy: -final.maxY)
                transitionContext.containerView.addSubview(view)
                UIView.animate(withDuration: 0.6, animations: { view.frame = final }, completion: { _ in
                    transitionContext.completeTransition(true)
                })
            } else {
                let view = transitionContext.view(forKey: .from)!
                UIView.animate(withDuration: 0.6, animations: { view.alpha = 0 }, completion: { _ in
                    transitionContext.completeTransition(true)
                })
            }
        }
    }

    final class Delegate: UIViewControllerTransitioningDelegate {
        var wraps = false
        var made: [CardPresentation] = []
        var presentingGiven: [UIViewController?] = []
        func presentationController(
            forPresented presented: UIViewController, presenting: UIViewController?, source: UIViewController
        ) -> UIPresentationController? {
            presentingGiven.append(presenting)
            let card = CardPresentation(presented: presented, presenting: presenting, wraps: wraps)
            made.append(card)
            return card
        }
        func animationController(
            forPresented presented: UIViewController, presenting: UIViewController, source: UIViewController
        ) -> UIViewControllerAnimatedTransitioning? { SlideDown(presenting: true) }
        func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning? {
            SlideDown(presenting: false)
        }
    }

    private func present(wraps: Bool = false) -> (Scene, UIViewController, UIViewController, Delegate) {
        let scene = makeTestScene()
        let presenter = UIViewController()
        scene.rootViewController = presenter
        let presented = UIViewController()
        let delegate = Delegate()
        delegate.wraps = wraps
        presented.modalPresentationStyle = .custom
        presented.transitioningDelegate = delegate
        scene.run { presenter.present(presented, animated: true) }
        return (scene, presenter, presented, delegate)
    }

    func testACustomPresentationControllerPlacesTheViewAndDimsAlongTheTransition() throws {
        let (scene, presenter, presented, delegate) = present()
        let card = try XCTUnwrap(delegate.made.first)
        XCTAssertEqual(delegate.made.count, 1)
        XCTAssertTrue(delegate.presentingGiven.first! === presenter)
        XCTAssertTrue(presented.presentationController === card)
        XCTAssertTrue(card.presentingViewController === presenter)
        let container = try XCTUnwrap(card.containerView)
        XCTAssertTrue(container.superview === scene.rootView)
        XCTAssertNotNil(card.coordinatorInWillBegin, "the coordinator is live in presentationTransitionWillBegin")
        XCTAssertTrue(container.subviews.first === card.dimming)
        XCTAssertTrue(presented.view.superview === container)
        XCTAssertEqual(card.log.first, "presentationTransitionWillBegin")

        // Half way through the 0.6 s transition the card is on its way and the dimming half
        // faded in (slow at both ends: 0.25 of 0.5 at 0.3 s).
        scene.advance(by: 0.3)
        XCTAssertEqual(card.dimming.presentation.alpha, 0.25, accuracy: 0.03)
        XCTAssertEqual(presented.view.presentation.center.y, (-50 + 333.5) / 2, accuracy: 2, "half way down from above")
        XCTAssertNotNil(presented.transitionCoordinator)
        XCTAssertTrue(presenter.transitionCoordinator === presented.transitionCoordinator)

        scene.advance(by: 0.35)
        XCTAssertEqual(card.dimming.presentation.alpha, 0.5, accuracy: 1e-9)
        XCTAssertEqual(presented.view.frame, CGRect(x: 87.5, y: 283.5, width: 200, height: 100))
        XCTAssertNil(presented.transitionCoordinator, "none once the transition is over")
        XCTAssertTrue(presenter.view.superview === scene.rootView, "a presentation controller keeps the presenter's view")
        XCTAssertEqual(card.log.filter { !$0.hasPrefix("containerView") }, [
            "presentationTransitionWillBegin", "presentationTransitionDidEnd true", "coordinator completion, cancelled false",
        ])
        XCTAssertTrue(card.log.contains("containerViewWillLayoutSubviews"), "the container's layout asks the controller")

        card.log = []
        scene.run { presented.dismiss(animated: true) }
        scene.advance(by: 0.3)
        XCTAssertEqual(card.dimming.presentation.alpha, 0.25, accuracy: 0.03, "fading out with the dismissal")
        scene.advance(by: 0.35)
        XCTAssertEqual(card.log.filter { !$0.hasPrefix("containerView") }, ["dismissalTransitionWillBegin", "dismissalTransitionDidEnd true"])
        XCTAssertNil(container.superview)
        XCTAssertNil(presenter.presentedViewController)
        XCTAssertNil(card.containerView)

        // Presented again, the delegate makes a new controller.
        scene.run { presenter.present(presented, animated: true) }
        XCTAssertEqual(delegate.made.count, 2)
        XCTAssertTrue(presented.presentationController === delegate.made[1])
    }

    func testAWrappingPresentedViewIsTheOneTheAnimatorMoves() throws {
        let (scene, _, presented, delegate) = present(wraps: true)
        let card = try XCTUnwrap(delegate.made.first)
        let wrapper = try XCTUnwrap(card.wrapper)
        XCTAssertTrue(wrapper.superview === card.containerView)
        XCTAssertTrue(presented.view.superview === wrapper)
        scene.advance(by: 0.65)
        XCTAssertEqual(wrapper.frame, CGRect(x: 87.5, y: 283.5, width: 200, height: 100))
    }

    func testShouldRemovePresentersViewTakesItOffScreenUntilTheDismissal() {
        let scene = makeTestScene()
        let presenter = UIViewController()
        scene.rootViewController = presenter
        let presented = UIViewController()
        let delegate = Delegate()
        presented.modalPresentationStyle = .custom
        presented.transitioningDelegate = delegate
        let card = presented.presentationController as? CardPresentation
        XCTAssertNotNil(card, "asked for before present, the delegate's controller")
        XCTAssertNil(card?.presentingViewController)
        card?.removesPresenter = true
        scene.run { presenter.present(presented, animated: false) }
        XCTAssertTrue(card?.presentingViewController === presenter)
        XCTAssertEqual(delegate.made.count, 1, "made once")
        XCTAssertNil(presenter.view.superview)
        XCTAssertEqual(card?.dimming.alpha, 0.5, "without animation the alongside change is made at once")
        XCTAssertEqual(card?.log.filter { !$0.hasPrefix("containerView") }, [
            "presentationTransitionWillBegin", "presentationTransitionDidEnd true", "coordinator completion, cancelled false",
        ])
        scene.run { presented.dismiss(animated: false) }
        XCTAssertTrue(presenter.view.superview === scene.rootView)
    }

    /// A standard presentation has a standard controller (its delegate can be set before
    /// `present`) and a coordinator from `viewWillAppear` on, over UIKit's 0.5 s.
    func testAStandardPresentationHasAControllerAndACoordinator() throws {
        final class Appearing: UIViewController {
            let badge = UIView()
            var coordinated = false
            var completions = 0
            override func viewWillAppear(_ animated: Bool) {
                super.viewWillAppear(animated)
                badge.alpha = 0
                coordinated = transitionCoordinator?.animate(alongsideTransition: { _ in self.badge.alpha = 1 }, completion: { _ in
                    self.completions += 1
                }) ?? false
            }
        }
        final class Dismissals: UIAdaptivePresentationControllerDelegate {}
        let scene = makeTestScene()
        let presenter = UIViewController()
        scene.rootViewController = presenter
        let presented = Appearing()
        let watcher = Dismissals()
        let controller = try XCTUnwrap(presented.presentationController)
        controller.delegate = watcher
        XCTAssertTrue(type(of: controller) == UIPresentationController.self)
        scene.run { presenter.present(presented, animated: true) }
        XCTAssertTrue(presented.presentationController === controller)
        XCTAssertTrue(controller.delegate === watcher)
        XCTAssertTrue(presented.coordinated)
        XCTAssertEqual(presented.transitionCoordinator?.transitionDuration, 0.5)
        XCTAssertTrue(presented.transitionCoordinator?.viewController(forKey: .to) === presented)
        scene.advance(by: 0.25)
        XCTAssertEqual(presented.badge.presentation.alpha, 0.5, accuracy: 0.03)
        XCTAssertEqual(presented.completions, 0)
        scene.advance(by: 0.3)
        XCTAssertEqual(presented.badge.presentation.alpha, 1)
        XCTAssertEqual(presented.completions, 1)
        XCTAssertNil(presented.transitionCoordinator)
    }

    /// A presentation controller sized to its presented view controller's
    /// `preferredContentSize`, overriding UIKit's `UIContentContainer` methods as a custom
    /// alert does (Xiahaiquan/HQShowDetailAlertView).
    func testAPresentationControllerHearsThePreferredContentSize() {
        final class Sized: UIPresentationController {
            var changes = 0
            override func size(forChildContentContainer container: UIContentContainer, withParentContainerSize parentSize: CGSize) -> CGSize {
                container.preferredContentSize
            }
            override func preferredContentSizeDidChange(forChildContentContainer container: UIContentContainer) {
                super.preferredContentSizeDidChange(forChildContentContainer: container)
                changes += 1
                containerView?.setNeedsLayout()
            }
            override var frameOfPresentedViewInContainerView: CGRect {
                let bounds = containerView!.bounds
                let size = size(forChildContentContainer: presentedViewController, withParentContainerSize: bounds.size)
                return CGRect(x: (bounds.width - size.width) / 2, y: bounds.height - size.height, width: size.width, height: size.height)
            }
            override func containerViewWillLayoutSubviews() {
                presentedView?.frame = frameOfPresentedViewInContainerView
            }
        }
        final class Vending: UIViewControllerTransitioningDelegate {
            func presentationController(
                forPresented presented: UIViewController, presenting: UIViewController?, source: UIViewController
            ) -> UIPresentationController? { Sized(presentedViewController: presented, presenting: presenting) }
        }
        let scene = makeTestScene()
        let presenter = UIViewController()
        scene.rootViewController = presenter
        let presented = UIViewController()
        presented.preferredContentSize = CGSize(width: 300, height: 200)
        let vending = Vending()
        presented.modalPresentationStyle = .custom
        presented.transitioningDelegate = vending
        scene.run { presenter.present(presented, animated: false) }
        XCTAssertEqual(presented.view.frame, CGRect(x: 37.5, y: 467, width: 300, height: 200))
        scene.run { presented.preferredContentSize = CGSize(width: 375, height: 300) }
        scene.advance(by: 1.0 / 60)
        XCTAssertEqual((presented.presentationController as? Sized)?.changes, 1)
        XCTAssertEqual(presented.view.frame, CGRect(x: 0, y: 367, width: 375, height: 300))
    }
}
