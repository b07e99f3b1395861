import DynamicsKit
import Foundation
import TestSupport
import XCTest

/// UINavigationController's custom and interactive transitions: the delegate's animator and
/// interaction controller, cancelling, and the left-edge swipe back.
final class NavigationTransitionTests: XCTestCase {
    /// Slides the to view down from above the container over 0.5 s (linear), or, for a pop,
    /// the from view down off the bottom; remembers its context.
    final class DropAnimator: UIViewControllerAnimatedTransitioning {
        let operation: UINavigationController.Operation
        var context: UIViewControllerContextTransitioning?
        var fromViewWasInContainer = false
        var ended: [Bool] = []
        init(_ operation: UINavigationController.Operation) { self.operation = operation }

        func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { 0.5 }

        func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
            context = transitionContext
            let container = transitionContext.containerView
            let fromView = transitionContext.view(forKey: .from)!, toView = transitionContext.view(forKey: .to)!
            fromViewWasInContainer = fromView.superview === container
            let to = transitionContext.viewController(forKey: .to)!
            let final = transitionContext.finalFrame(for: to)
            if operation == .push {
                container.addSubview(toView)
                toView.frame = final.offsetBy(dx: 0, dy: -final.height)
            } else {
                toView.frame = final
                container.insertSubview(toView, belowSubview: fromView)
            }
            UIView.animate(withDuration: 0.5, delay: 0, options: [.curveLinear], animations: {
                if self.operation == .push {
                    toView.frame = final
                } else {
                    fromView.frame = final.offsetBy(dx: 0, dy: final.height)
                }
            }, completion: { _ in
                if self.operation == .pop { fromView.frame = final }
                transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
            })
        }

        func animationEnded(_ transitionCompleted: Bool) { ended.append(transitionCompleted) }
    }

    final class Delegate: UINavigationControllerDelegate {
        var animators: [DropAnimator] = []
        var interaction: UIPercentDrivenInteractiveTransition?
        var log: [String] = []

        func navigationController(
            _ navigationController: UINavigationController, animationControllerFor operation: UINavigationController.Operation,
            from fromVC: UIViewController, to toVC: UIViewController
        ) -> UIViewControllerAnimatedTransitioning? {
            log.append("animator \(operation == .push ? "push" : "pop")")
            let animator = DropAnimator(operation)
            animators.append(animator)
            return animator
        }

        func navigationController(
            _ navigationController: UINavigationController,
            interactionControllerFor animationController: UIViewControllerAnimatedTransitioning
        ) -> UIViewControllerInteractiveTransitioning? {
            log.append("interaction")
            return interaction
        }

        func navigationController(_ navigationController: UINavigationController, willShow viewController: UIViewController, animated: Bool) {
            log.append("willShow \((viewController as? RecordingViewController)?.name ?? "?")")
        }

        func navigationController(_ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool) {
            log.append("didShow \((viewController as? RecordingViewController)?.name ?? "?")")
        }
    }

    private func makeStack(_ scene: Scene) -> (UINavigationController, RecordingViewController, RecordingViewController, Delegate) {
        let a = RecordingViewController(name: "A"), b = RecordingViewController(name: "B")
        b.log = a.log
        let navigation = UINavigationController(rootViewController: a)
        let delegate = Delegate()
        navigation.delegate = delegate
        scene.rootViewController = navigation
        return (navigation, a, b, delegate)
    }

    private func entries(_ log: Log) -> [String] { log.entries.filter { !$0.contains("Layout") && !$0.contains("oad") } }

    func testTheDelegatesAnimatorRunsAPushAndAPopInAContainerBelowTheBar() throws {
        let scene = makeTestScene()
        let (navigation, a, b, delegate) = makeStack(scene)
        a.log.entries = []
        scene.run { navigation.pushViewController(b, animated: true) }
        let push = try XCTUnwrap(delegate.animators.first?.context)
        XCTAssertEqual(delegate.log, ["willShow B", "animator push", "interaction"])
        XCTAssertTrue(delegate.animators[0].fromViewWasInContainer, "the from view is in the container at the start")
        let container = push.containerView
        XCTAssertTrue(container.superview === navigation.view)
        XCTAssertEqual(container.frame, CGRect(origin: .zero, size: .phone))
        XCTAssertLessThan(navigation.view.subviews.firstIndex { $0 === container }!, navigation.view.subviews.firstIndex { $0 === navigation.navigationBar }!)
        XCTAssertTrue(push.viewController(forKey: .from) === a && push.viewController(forKey: .to) === b)
        XCTAssertTrue(push.view(forKey: .from) === a.view && push.view(forKey: .to) === b.view)
        XCTAssertEqual(push.initialFrame(for: a), CGRect(origin: .zero, size: .phone))
        XCTAssertEqual(push.finalFrame(for: b), CGRect(origin: .zero, size: .phone))
        XCTAssertEqual(push.initialFrame(for: b), .zero)
        XCTAssertEqual(push.finalFrame(for: a), .zero)
        XCTAssertEqual(push.presentationStyle, .none)
        XCTAssertFalse(push.isInteractive)
        XCTAssertTrue(navigation.topViewController === b, "the stack changes at once")

        // Halfway (15 of 30 ticks, linear) the new view is half way down from above the screen.
        scene.advance(by: 15.0 / 60)
        XCTAssertEqual(b.view.presentation.center.y - 333.5, -667 / 2, accuracy: 0.01)
        XCTAssertEqual(a.view.presentation.center.y - 333.5, 0)
        XCTAssertFalse(delegate.log.contains("didShow B"))
        scene.advance(by: 0.3)
        XCTAssertEqual(delegate.log.last, "didShow B")
        XCTAssertEqual(delegate.animators[0].ended, [true])
        XCTAssertEqual(entries(a.log), [
            "B willMove(toParent: UINavigationController)", "A viewWillDisappear", "B viewWillAppear",
            "A viewDidDisappear", "B viewDidAppear", "B didMove(toParent: UINavigationController)",
        ])
        XCTAssertTrue(b.view.superview === navigation.view, "back in the navigation controller's view")
        XCTAssertEqual(b.view.frame, CGRect(origin: .zero, size: .phone))
        XCTAssertNil(a.view.superview)
        XCTAssertNil(container.superview, "the container leaves")

        a.log.entries = []
        scene.run { navigation.popViewController(animated: true) }
        let pop = try XCTUnwrap(delegate.animators.last?.context)
        XCTAssertTrue(pop.viewController(forKey: .from) === b && pop.viewController(forKey: .to) === a)
        scene.advance(by: 15.0 / 60)
        XCTAssertEqual(b.view.presentation.center.y - 333.5, 667 / 2, accuracy: 0.01)
        XCTAssertEqual(a.view.presentation.center.y - 333.5, 0)
        scene.advance(by: 0.3)
        XCTAssertEqual(entries(a.log), [
            "B willMove(toParent: nil)", "B viewWillDisappear", "A viewWillAppear", "B viewDidDisappear", "A viewDidAppear",
            "B didMove(toParent: nil)",
        ])
        XCTAssertTrue(navigation.viewControllers == [a])
        XCTAssertTrue(a.view.superview === navigation.view)
        XCTAssertNil(b.view.superview)
        XCTAssertNil(b.parent)
    }

    func testAPercentDrivenPopFollowsUpdatesAndCancellingRestoresTheStack() throws {
        let scene = makeTestScene()
        let (navigation, a, b, delegate) = makeStack(scene)
        scene.run { navigation.pushViewController(b, animated: false) }
        let interaction = UIPercentDrivenInteractiveTransition()
        delegate.interaction = interaction
        a.log.entries = []
        delegate.log = []
        scene.run { navigation.popViewController(animated: true) }
        let context = try XCTUnwrap(delegate.animators.last?.context)
        XCTAssertTrue(context.isInteractive)
        XCTAssertTrue(navigation.topViewController === a)
        scene.advance(by: 0.2)
        XCTAssertEqual(b.view.presentation.center.y - 333.5, 0, "held until updated")
        scene.run { interaction.update(0.4) }
        scene.advance(by: 1.0 / 60)
        XCTAssertEqual(b.view.presentation.center.y - 333.5, 667 * 0.4, accuracy: 0.01)

        scene.run { interaction.cancel() }
        scene.advance(by: 0.5)
        XCTAssertEqual(delegate.animators.last?.ended, [false])
        XCTAssertTrue(navigation.viewControllers == [a, b], "cancelled, the stack is as before")
        XCTAssertTrue(navigation.topViewController === b)
        XCTAssertTrue(b.parent === navigation)
        XCTAssertTrue(b.view.superview === navigation.view)
        XCTAssertEqual(b.view.frame, CGRect(origin: .zero, size: .phone))
        XCTAssertNil(a.view.superview)
        XCTAssertEqual(navigation.navigationBar.items?.count, 2)
        XCTAssertFalse(delegate.log.contains { $0.hasPrefix("didShow") }, "no didShow for a cancelled transition")
        XCTAssertEqual(entries(a.log), [
            "B willMove(toParent: nil)", "B viewWillDisappear", "A viewWillAppear",
            "A viewWillDisappear", "A viewDidDisappear", "B viewWillAppear", "B viewDidAppear",
            "B didMove(toParent: UINavigationController)",
        ])

        // Again, finished this time.
        delegate.interaction = UIPercentDrivenInteractiveTransition()
        scene.run { navigation.popViewController(animated: true) }
        scene.run { delegate.interaction?.update(0.5) }
        scene.run { delegate.interaction?.finish() }
        scene.advance(by: 0.5)
        XCTAssertEqual(delegate.animators.last?.ended, [true])
        XCTAssertTrue(navigation.viewControllers == [a])
        XCTAssertEqual(delegate.log.last, "didShow A")
    }

    func testACancelledPushTakesThePushedControllerOut() {
        let scene = makeTestScene()
        let (navigation, a, b, delegate) = makeStack(scene)
        delegate.interaction = UIPercentDrivenInteractiveTransition()
        scene.run { navigation.pushViewController(b, animated: true) }
        XCTAssertEqual(navigation.viewControllers.count, 2)
        scene.run { delegate.interaction?.update(0.3) }
        scene.run { delegate.interaction?.cancel() }
        scene.advance(by: 0.5)
        XCTAssertTrue(navigation.viewControllers == [a])
        XCTAssertNil(b.parent)
        XCTAssertNil(b.view.superview)
        XCTAssertTrue(a.view.superview === navigation.view)
        XCTAssertEqual(navigation.navigationBar.items?.count, 1)
    }

    // MARK: The edge swipe

    func testTheEdgeSwipeIsAScreenEdgePanOnTheLeft() throws {
        XCTAssertNotNil(UINavigationController().interactivePopGestureRecognizer, "made with the controller, as UIKit's")
        let scene = makeTestScene()
        let (navigation, _, _, _) = makeStack(scene)
        let swipe = try XCTUnwrap(navigation.interactivePopGestureRecognizer as? UIScreenEdgePanGestureRecognizer)
        XCTAssertEqual(swipe.edges, .left)
        XCTAssertTrue(swipe.view === navigation.view)
    }

    func testASwipeFromTheLeftEdgePopsWithTheSlideFollowingTheFinger() {
        let scene = makeTestScene()
        let navigation = UINavigationController(rootViewController: UIViewController())
        scene.rootViewController = navigation
        let a = navigation.topViewController!, b = UIViewController()
        scene.run { navigation.pushViewController(b, animated: false) }
        // A slow drag from x = 2 to 302 over 1 s (lifted moving at 300 pt/s... just past half).
        let lift = scene.drag(from: CGPoint(x: 2, y: 400), to: CGPoint(x: 242, y: 400), duration: 1, timing: .easeInOut)
        scene.advance(to: 0.5)
        XCTAssertTrue(navigation.topViewController === a, "the pop began")
        // The finger is at 2 + 240 × smoothstep(0.5) = 122; the pan began after 10 pt of slop.
        let finger = CGFloat(2 + 240 * 0.5)
        let travelled = finger - 2
        XCTAssertEqual(b.view.presentation.center.x - 187.5, travelled, accuracy: 10.5, "the top view is under the finger")
        let progress = (b.view.presentation.center.x - 187.5) / 375
        XCTAssertEqual(a.view.presentation.center.x - 187.5, -112.5 * (1 - progress), accuracy: 0.01, "the view below follows in step")
        scene.advance(to: lift + 0.6)
        XCTAssertTrue(navigation.viewControllers == [a], "lifted past half, the pop completes")
        XCTAssertNil(b.parent)
        XCTAssertEqual(a.view.frame, CGRect(origin: .zero, size: .phone))
        XCTAssertTrue(a.view.superview === navigation.view)
    }

    /// A delegate without animators is not asked for an interaction controller for the slide.
    final class NoAnimatorDelegate: UINavigationControllerDelegate {
        var asked = 0
        var shown: [UIViewController] = []
        func navigationController(
            _ navigationController: UINavigationController,
            interactionControllerFor animationController: UIViewControllerAnimatedTransitioning
        ) -> UIViewControllerInteractiveTransitioning? {
            asked += 1
            return nil
        }
        func navigationController(_ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool) {
            shown.append(viewController)
        }
    }

    func testTheSwipesPopTellsTheDelegateDidShowOnlyWhenItCompletes() {
        let scene = makeTestScene()
        let navigation = UINavigationController(rootViewController: UIViewController())
        let delegate = NoAnimatorDelegate()
        navigation.delegate = delegate
        scene.rootViewController = navigation
        let a = navigation.topViewController!, b = UIViewController()
        scene.run { navigation.pushViewController(b, animated: false) }
        delegate.shown = []
        var lift = scene.drag(from: CGPoint(x: 2, y: 400), to: CGPoint(x: 60, y: 400), duration: 1, timing: .easeInOut)
        scene.advance(to: lift + 0.6)
        XCTAssertTrue(navigation.viewControllers == [a, b])
        XCTAssertTrue(delegate.shown.isEmpty)
        lift = scene.drag(from: CGPoint(x: 2, y: 400), to: CGPoint(x: 250, y: 400), duration: 1, timing: .easeInOut, at: lift + 1)
        scene.advance(to: lift + 0.6)
        XCTAssertTrue(navigation.viewControllers == [a])
        XCTAssertEqual(delegate.shown.count, 1)
        XCTAssertTrue(delegate.shown.first === a)
        XCTAssertEqual(delegate.asked, 0)
    }

    func testAShortSlowSwipeSlidesBackAndKeepsTheStack() {
        let scene = makeTestScene()
        let navigation = UINavigationController(rootViewController: UIViewController())
        scene.rootViewController = navigation
        let a = navigation.topViewController!, b = UIViewController()
        scene.run { navigation.pushViewController(b, animated: false) }
        let lift = scene.drag(from: CGPoint(x: 2, y: 400), to: CGPoint(x: 122, y: 400), duration: 1, timing: .easeInOut)
        scene.advance(to: lift)
        XCTAssertGreaterThan(b.view.presentation.center.x - 187.5, 100)
        scene.advance(to: lift + 0.6)
        XCTAssertTrue(navigation.viewControllers == [a, b], "cancelled, the stack is as before")
        XCTAssertTrue(b.view.superview === navigation.view)
        XCTAssertEqual(b.view.presentation.center.x - 187.5, 0, accuracy: 0.01)
        XCTAssertNil(a.view.superview)
    }

    func testAFastShortSwipePops() {
        let scene = makeTestScene()
        let navigation = UINavigationController(rootViewController: UIViewController())
        scene.rootViewController = navigation
        let a = navigation.topViewController!, b = UIViewController()
        scene.run { navigation.pushViewController(b, animated: false) }
        let lift = scene.flick(from: CGPoint(x: 2, y: 400), velocity: CGVector(dx: 800, dy: 0))
        scene.advance(to: lift + 0.6)
        XCTAssertTrue(navigation.viewControllers == [a], "a flick pops though it moved 100 pt")
    }

    func testWithOneControllerTheSwipeDoesNothing() {
        let scene = makeTestScene()
        let root = UIViewController()
        let navigation = UINavigationController(rootViewController: root)
        scene.rootViewController = navigation
        let lift = scene.drag(from: CGPoint(x: 2, y: 400), to: CGPoint(x: 300, y: 400), duration: 0.5)
        scene.advance(to: lift + 0.5)
        XCTAssertTrue(navigation.viewControllers == [root])
        XCTAssertEqual(root.view.presentation.center.x - 187.5, 0)
    }
}
