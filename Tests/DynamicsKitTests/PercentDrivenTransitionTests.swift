import DynamicsKit
import Foundation
import TestSupport
import XCTest

/// `UIPercentDrivenInteractiveTransition` driving an animator's `UIView.animate` animations,
/// or its interruptible property animator.
final class PercentDrivenTransitionTests: XCTestCase {
    private func present(
        usingPropertyAnimator: Bool = false
    ) -> (Scene, UIViewController, UIViewController, SlideUpDelegate) {
        let scene = makeTestScene()
        let presenter = UIViewController()
        scene.rootViewController = presenter
        let presented = UIViewController()
        let delegate = SlideUpDelegate(usingPropertyAnimator: usingPropertyAnimator)
        presented.transitioningDelegate = delegate
        scene.run { presenter.present(presented, animated: true) { delegate.presentationCompletions += 1 } }
        return (scene, presenter, presented, delegate)
    }

    func testUpdateScrubsTheAnimationsAndFinishPlaysTheRest() {
        let (scene, presenter, presented, delegate) = present()
        let view = presented.view!
        XCTAssertEqual(view.frame.minY, 0, "the model is at the end")
        XCTAssertEqual(view.presentation.center.y, 667 + 333.5, "held at the start")
        scene.advance(by: 0.5)
        XCTAssertEqual(view.presentation.center.y, 667 + 333.5, "nothing plays by itself")

        scene.run { delegate.interaction.update(0.5) }
        XCTAssertEqual(view.presentation.center.y, 333.5 + 333.5, accuracy: 1e-9)
        XCTAssertEqual(delegate.animator.context?.percentComplete, 0.5)
        XCTAssertTrue(delegate.animator.context?.isInteractive ?? false)
        scene.run { delegate.interaction.update(0.25) }
        XCTAssertEqual(view.presentation.center.y, 333.5 + 500.25, accuracy: 1e-9)
        XCTAssertEqual(delegate.interaction.percentComplete, 0.25)
        XCTAssertEqual(delegate.interaction.duration, 0.4)

        delegate.interaction.completionSpeed = 2
        scene.run { delegate.interaction.finish() }
        // 0.3 s of animation left at twice the speed: 0.15 s, 9 ticks; linear, so 1/9 a tick.
        scene.advance(by: 3.0 / 60)
        XCTAssertEqual(view.presentation.center.y, 333.5 + 500.25 * (1 - 1.0 / 3), accuracy: 1e-6)
        XCTAssertEqual(delegate.presentationCompletions, 0)
        scene.advance(by: 6.0 / 60)
        XCTAssertEqual(delegate.presentationCompletions, 1)
        XCTAssertEqual(view.presentation.center.y, 333.5)
        XCTAssertTrue(presenter.presentedViewController === presented)
        XCTAssertEqual(delegate.animator.ended, [true])
    }

    func testCancelPlaysBackAndUndoesThePresentation() {
        let (scene, presenter, presented, delegate) = present()
        let view = presented.view!
        scene.run { delegate.interaction.update(0.5) }
        scene.run { delegate.interaction.cancel() }
        XCTAssertTrue(delegate.animator.context?.transitionWasCancelled ?? false)
        scene.advance(by: 6.0 / 60)
        XCTAssertEqual(view.presentation.center.y, 333.5 + 667 * 0.75, accuracy: 1e-6, "back at a quarter")
        scene.advance(by: 6.0 / 60)
        XCTAssertEqual(delegate.animator.ended, [false])
        XCTAssertEqual(view.center.y, 333.5 + 667, "the old values are back")
        XCTAssertNil(presenter.presentedViewController)
        XCTAssertEqual(delegate.presentationCompletions, 0)
    }

    func testAnInterruptibleAnimatorIsScrubbedAndFinished() {
        let (scene, presenter, presented, delegate) = present(usingPropertyAnimator: true)
        let view = presented.view!
        scene.run { delegate.interaction.update(0.75) }
        XCTAssertEqual(delegate.animator.propertyAnimator?.fractionComplete, 0.75)
        XCTAssertEqual(view.presentation.center.y, 333.5 + 166.75, accuracy: 1e-9)
        scene.run { delegate.interaction.finish() }
        scene.advance(by: 0.2)
        XCTAssertEqual(delegate.presentationCompletions, 1)
        XCTAssertTrue(presenter.presentedViewController === presented)
        XCTAssertEqual(view.presentation.center.y, 333.5)
    }
}

/// Presents with a 0.4 s linear slide up from below the screen, driven by a percent-driven
/// interaction.
private final class SlideUpDelegate: UIViewControllerTransitioningDelegate {
    let animator: SlideUpAnimator
    let interaction = UIPercentDrivenInteractiveTransition()
    var presentationCompletions = 0

    init(usingPropertyAnimator: Bool) {
        animator = SlideUpAnimator(usingPropertyAnimator: usingPropertyAnimator)
    }

    func animationController(forPresented presented: UIViewController, presenting: UIViewController, source: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        animator
    }

    func interactionControllerForPresentation(using animator: UIViewControllerAnimatedTransitioning) -> UIViewControllerInteractiveTransitioning? {
        interaction
    }
}

private final class SlideUpAnimator: UIViewControllerAnimatedTransitioning {
    let usingPropertyAnimator: Bool
    var context: UIViewControllerContextTransitioning?
    var propertyAnimator: UIViewPropertyAnimator?
    var ended: [Bool] = []

    init(usingPropertyAnimator: Bool) {
        self.usingPropertyAnimator = usingPropertyAnimator
    }

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { 0.4 }

    /// Puts the view below the screen and returns the move up.
    private func prepare(_ transitionContext: UIViewControllerContextTransitioning) -> () -> Void {
        context = transitionContext
        let toView = transitionContext.view(forKey: .to)!
        let final = transitionContext.finalFrame(for: transitionContext.viewController(forKey: .to)!)
        toView.frame = final.offsetBy(dx: 0, dy: final.height)
        transitionContext.containerView.addSubview(toView)
        return { toView.frame = final }
    }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        let slide = prepare(transitionContext)
        UIView.animate(withDuration: 0.4, delay: 0, options: .curveLinear, animations: slide, completion: { _ in
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
        })
    }

    func interruptibleAnimator(using transitionContext: UIViewControllerContextTransitioning) -> UIViewImplicitlyAnimating {
        if let propertyAnimator { return propertyAnimator }
        let animator = UIViewPropertyAnimator(duration: 0.4, curve: .linear, animations: prepare(transitionContext))
        animator.addCompletion { _ in transitionContext.completeTransition(!transitionContext.transitionWasCancelled) }
        propertyAnimator = animator
        return animator
    }

    func animationEnded(_ transitionCompleted: Bool) {
        ended.append(transitionCompleted)
    }
}
