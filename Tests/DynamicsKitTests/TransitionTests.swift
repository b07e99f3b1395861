import DynamicsKit
import Foundation
import TestSupport
import XCTest

/// Presentations and dismissals: without an animator, with the seed's DropOutAnimator, and
/// interactive with the seed's ShadeAnimator, finishing and cancelling.
final class TransitionTests: XCTestCase {
    // MARK: Without an animator

    /// With no animator of its own, an animated presentation is UIKit's: the view slides up
    /// from below the screen over 0.5 s, and the appearance callbacks end when it is up.
    func testFullScreenPresentationSlidesUpAndSwapsViewsInUIKitsOrder() {
        let scene = makeTestScene()
        let presenter = RecordingViewController(name: "A")
        let presented = RecordingViewController(name: "B")
        presenter.log = Log()
        presented.log = presenter.log
        scene.rootViewController = presenter
        presenter.log.entries = []

        var presentCompleted = 0
        scene.run { presenter.present(presented, animated: true) { presentCompleted += 1 } }
        XCTAssertEqual(presenter.log.entries, [
            "B loadView", "B viewDidLoad", "A viewWillDisappear", "B viewWillAppear",
            "B viewWillLayoutSubviews", "B viewDidLayoutSubviews",
        ])
        XCTAssertEqual(presentCompleted, 0)
        XCTAssertEqual(presented.view.frame, CGRect(origin: .zero, size: .phone), "laid out where it ends")
        var tops: [CGFloat] = []
        for _ in 0..<30 {
            scene.advance(by: 1.0 / 60)
            tops.append(presented.view.presentation.transform.ty)
        }
        XCTAssertEqual(tops[0], 667, accuracy: 40, "starts below the screen")
        XCTAssertEqual(zip(tops, tops.dropFirst()).filter { $0.1 > $0.0 + 1e-9 }.count, 0, "rising all the way (critically damped)")
        XCTAssertGreaterThan(tops[9], 30, "a sixth of a second in, not yet up")
        XCTAssertEqual(tops[29], 0, accuracy: 0.5)
        scene.advance(by: 1.0 / 60)
        XCTAssertEqual(presenter.log.entries.suffix(2), ["B viewDidAppear", "A viewDidDisappear"])
        XCTAssertEqual(presentCompleted, 1)
        XCTAssertTrue(presenter.presentedViewController === presented)
        XCTAssertTrue(presented.presentingViewController === presenter)
        XCTAssertNil(presenter.view.superview, "a full-screen presentation takes the presenter's view off screen")
        XCTAssertEqual(presented.view.frame, CGRect(origin: .zero, size: .phone))
        XCTAssertTrue(presented.view.superview?.superview === scene.rootView)

        presenter.log.entries = []
        var dismissCompleted = 0
        scene.run { presented.dismiss(animated: false) { dismissCompleted += 1 } }
        XCTAssertEqual(presenter.log.entries, [
            "B viewWillDisappear", "A viewWillAppear", "A viewWillLayoutSubviews", "A viewDidLayoutSubviews",
            "B viewDidDisappear", "A viewDidAppear",
        ])
        XCTAssertEqual(dismissCompleted, 1)
        XCTAssertNil(presenter.presentedViewController)
        XCTAssertNil(presented.presentingViewController)
        XCTAssertNil(presented.view.superview, "the presented view leaves with its container")
        XCTAssertEqual(scene.rootView.subviews.map { $0 === presenter.view }, [true])

        // Animated, the dismissal slides it back down; a cross-dissolve fades it in instead.
        presented.modalTransitionStyle = .crossDissolve
        scene.run { presenter.present(presented, animated: true) }
        scene.advance(by: 1.0 / 60)
        XCTAssertEqual(presented.view.presentation.transform.ty, 0, "a cross-dissolve does not move")
        XCTAssertLessThan(presented.view.presentation.alpha, 0.5, "it fades in")
        scene.advance(by: 0.6)
        XCTAssertEqual(presented.view.presentation.alpha, 1)
        presented.modalTransitionStyle = .coverVertical
        scene.run { presented.dismiss(animated: true) }
        scene.advance(by: 0.25)
        XCTAssertGreaterThan(presented.view.presentation.transform.ty, 200, "on its way down")
        XCTAssertNotNil(presenter.view.superview, "the presenter is back below it")
        scene.advance(by: 0.3)
        XCTAssertNil(presented.view.superview)
        XCTAssertNil(presenter.presentedViewController)
    }

    func testACustomPresentationKeepsThePresentersViewAndTheGivenFrame() {
        let scene = makeTestScene()
        let presenter = UIViewController()
        scene.rootViewController = presenter
        let presented = UIViewController()
        scene.run {
            presented.view.frame = CGRect(x: 20, y: 30, width: 100, height: 50)
            presented.modalPresentationStyle = .custom
            presenter.present(presented, animated: false)
        }
        XCTAssertTrue(presenter.view.superview === scene.rootView)
        XCTAssertEqual(presented.view.frame, CGRect(x: 20, y: 30, width: 100, height: 50))
        XCTAssertEqual(scene.rootView.subviews.count, 2, "the presenter's view, then the container")
    }

    // The seeds' own transitions (the drop-out and shade animators) are rendered from their
    // verbatim code in Examples/ by the command-line tests (ExampleSceneTests).

    func testTheAnimatorIsToldTheTransitionCompleted() {
        let scene = makeTestScene()
        let presenter = UIViewController()
        scene.rootViewController = presenter
        let presented = UIViewController()
        let delegate = FixedAnimatorDelegate()
        presented.transitioningDelegate = delegate
        var completed = false
        scene.run { presenter.present(presented, animated: true) { completed = true } }
        let context = delegate.animator.context!
        XCTAssertTrue(context.containerView === presented.view.superview)
        XCTAssertTrue(context.viewController(forKey: .from) === presenter)
        XCTAssertTrue(context.viewController(forKey: .to) === presented)
        XCTAssertTrue(context.view(forKey: .to) === presented.view)
        XCTAssertTrue(context.view(forKey: .from) === presenter.view)
        XCTAssertEqual(context.initialFrame(for: presenter), CGRect(origin: .zero, size: .phone))
        XCTAssertEqual(context.finalFrame(for: presented), CGRect(origin: .zero, size: .phone))
        XCTAssertEqual(context.initialFrame(for: presented), .zero)
        XCTAssertFalse(context.isInteractive)
        XCTAssertTrue(context.isAnimated)
        XCTAssertFalse(completed)

        scene.advance(by: 0.5)
        XCTAssertTrue(completed)
        XCTAssertEqual(delegate.animator.ended, [true])
        XCTAssertFalse(context.transitionWasCancelled)
        context.completeTransition(false)
        XCTAssertEqual(delegate.animator.ended, [true], "a second completeTransition is ignored")
    }

}

/// Logs its callbacks as "name callback".
final class Log {
    var entries: [String] = []
}

class RecordingViewController: UIViewController {
    let name: String
    var log = Log()

    init(name: String) {
        self.name = name
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { fatalError("not from a storyboard") }

    override func loadView() {
        log.entries.append("\(name) loadView")
        super.loadView()
    }

    override func viewDidLoad() { log.entries.append("\(name) viewDidLoad") }
    override func viewWillAppear(_ animated: Bool) { log.entries.append("\(name) viewWillAppear") }
    override func viewDidAppear(_ animated: Bool) { log.entries.append("\(name) viewDidAppear") }
    override func viewWillDisappear(_ animated: Bool) { log.entries.append("\(name) viewWillDisappear") }
    override func viewDidDisappear(_ animated: Bool) { log.entries.append("\(name) viewDidDisappear") }
    override func viewWillLayoutSubviews() { log.entries.append("\(name) viewWillLayoutSubviews") }
    override func viewDidLayoutSubviews() { log.entries.append("\(name) viewDidLayoutSubviews") }
    override func willMove(toParent parent: UIViewController?) {
        log.entries.append("\(name) willMove(toParent: \(parent.map { "\(type(of: $0))" } ?? "nil"))")
    }
    override func didMove(toParent parent: UIViewController?) {
        log.entries.append("\(name) didMove(toParent: \(parent.map { "\(type(of: $0))" } ?? "nil"))")
    }
}

/// Vends an animator that adds the view and completes after 0.25 s, on the scene clock.
private final class FixedAnimatorDelegate: UIViewControllerTransitioningDelegate {
    let animator = QuarterSecondAnimator()

    func animationController(forPresented presented: UIViewController, presenting: UIViewController, source: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        animator
    }
}

private final class QuarterSecondAnimator: UIViewControllerAnimatedTransitioning {
    var context: UIViewControllerContextTransitioning?
    var ended: [Bool] = []

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { 0.25 }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        context = transitionContext
        let toView = transitionContext.view(forKey: .to)!
        toView.frame = transitionContext.finalFrame(for: transitionContext.viewController(forKey: .to)!)
        toView.alpha = 0
        transitionContext.containerView.addSubview(toView)
        UIView.animate(withDuration: 0.25, animations: { toView.alpha = 1 }, completion: { _ in
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
        })
    }

    func animationEnded(_ transitionCompleted: Bool) {
        ended.append(transitionCompleted)
    }
}
