import DynamicsKit
import Foundation
import TestSupport
import XCTest

/// View controllers: loading, appearing, the layout pass, containment.
final class ViewControllerTests: XCTestCase {
    func testInstallingTheRootViewControllerCallsTheLifecycleInUIKitsOrder() {
        let scene = makeTestScene()
        let controller = RecordingViewController(name: "A")
        XCTAssertFalse(controller.isViewLoaded)
        scene.rootViewController = controller
        XCTAssertEqual(controller.log.entries, [
            "A loadView", "A viewDidLoad", "A viewWillAppear", "A viewWillLayoutSubviews",
            "A viewDidLayoutSubviews", "A viewDidAppear",
        ])
        XCTAssertEqual(controller.view.frame, CGRect(origin: .zero, size: .phone))
        XCTAssertTrue(scene.rootView.subviews.first === controller.view)

        // Nothing changed: ticks do not lay out again.
        controller.log.entries = []
        scene.advance(by: 0.5)
        XCTAssertEqual(controller.log.entries, [])
    }

    func testReplacingTheRootViewControllerMakesTheOldOneDisappear() {
        let scene = makeTestScene()
        let first = RecordingViewController(name: "A"), second = RecordingViewController(name: "B")
        second.log = first.log
        scene.rootViewController = first
        first.log.entries = []
        scene.rootViewController = second
        XCTAssertEqual(first.log.entries, [
            "A viewWillDisappear", "A viewDidDisappear", "B loadView", "B viewDidLoad", "B viewWillAppear",
            "B viewWillLayoutSubviews", "B viewDidLayoutSubviews", "B viewDidAppear",
        ])
        XCTAssertNil(first.view.superview)
    }

    func testTheLayoutPassRunsAfterResizingAddingOrAsking() {
        let scene = makeTestScene()
        let controller = RecordingViewController(name: "A")
        scene.rootViewController = controller
        controller.log.entries = []

        // A resize lays out at the next tick.
        scene.run { controller.view.bounds.size.height = 400 }
        XCTAssertEqual(controller.log.entries, ["A viewWillLayoutSubviews", "A viewDidLayoutSubviews"])
        controller.log.entries = []
        // Moving does not.
        scene.run { controller.view.center.y += 10 }
        XCTAssertEqual(controller.log.entries, [])
        // A new subview does, at the next tick when made outside `run`.
        controller.view.addSubview(UIView())
        XCTAssertEqual(controller.log.entries, [])
        scene.advance(by: 1.0 / 60)
        XCTAssertEqual(controller.log.entries, ["A viewWillLayoutSubviews", "A viewDidLayoutSubviews"])
        controller.log.entries = []
        controller.view.setNeedsLayout()
        controller.view.layoutIfNeeded()
        XCTAssertEqual(controller.log.entries, ["A viewWillLayoutSubviews", "A viewDidLayoutSubviews"])
    }

    func testTheSystemGestureAndHomeIndicatorPreferencesCanBeOverridden() {
        final class FullScreenGame: UIViewController {
            override var preferredScreenEdgesDeferringSystemGestures: UIRectEdge { .all }
            override var prefersHomeIndicatorAutoHidden: Bool { true }
            override var prefersStatusBarHidden: Bool { true }
        }
        let game: UIViewController = FullScreenGame()
        XCTAssertEqual(game.preferredScreenEdgesDeferringSystemGestures, .all)
        XCTAssertTrue(game.prefersHomeIndicatorAutoHidden)
        XCTAssertEqual(UIViewController().preferredScreenEdgesDeferringSystemGestures, [])
        XCTAssertFalse(UIViewController().prefersHomeIndicatorAutoHidden)
        XCTAssertNil(game.childForScreenEdgesDeferringSystemGestures)
        game.setNeedsUpdateOfScreenEdgesDeferringSystemGestures()
        game.setNeedsUpdateOfHomeIndicatorAutoHidden()
    }

    func testTheFlickSeedCentresItsViewInViewDidLayoutSubviews() {
        let scene = makeTestScene()
        let controller = FlickViewController()
        scene.rootViewController = controller
        XCTAssertEqual(controller.orangeView.center, CGPoint(x: 187.5, y: 333.5))
        // The lazily made animator runs on the scene's clock: the view falls to the bottom edge.
        scene.advance(by: 3)
        XCTAssertEqual(controller.orangeView.frame.maxY, 667, accuracy: 1)
    }

    func testTheDefaultViewFillsTheScreenAndLoadsOnce() {
        let scene = makeTestScene()
        let controller = RecordingViewController(name: "A")
        let view = scene.run { controller.view! }
        XCTAssertEqual(view.frame, CGRect(origin: .zero, size: .phone))
        XCTAssertTrue(controller.view === view)
        XCTAssertEqual(controller.log.entries, ["A loadView", "A viewDidLoad"])
        // Outside a scene there is no screen to fill.
        XCTAssertEqual(UIViewController().view.frame, .zero)
    }

    func testChildrenAreContainedAndForwardedAppearance() {
        let scene = makeTestScene()
        let parent = RecordingViewController(name: "P")
        let child = RecordingViewController(name: "C")
        child.log = parent.log
        parent.addChild(child)
        parent.view.addSubview(child.view)
        child.didMove(toParent: parent)
        XCTAssertTrue(child.parent === parent)
        XCTAssertEqual(parent.children.count, 1)

        parent.log.entries = []
        scene.rootViewController = parent
        XCTAssertEqual(parent.log.entries, [
            "P viewWillAppear", "C viewWillAppear", "P viewWillLayoutSubviews", "P viewDidLayoutSubviews",
            "C viewWillLayoutSubviews", "C viewDidLayoutSubviews", "P viewDidAppear", "C viewDidAppear",
        ])

        parent.log.entries = []
        child.willMove(toParent: nil)
        child.view.removeFromSuperview()
        child.removeFromParent()
        XCTAssertEqual(parent.log.entries, ["C willMove(toParent: nil)", "C didMove(toParent: nil)"])
        XCTAssertTrue(parent.children.isEmpty)
        XCTAssertNil(child.parent)
    }

    func testAddChildCallsWillMove() {
        let parent = RecordingViewController(name: "P")
        let child = RecordingViewController(name: "C")
        parent.addChild(child)
        XCTAssertEqual(child.log.entries, ["C willMove(toParent: RecordingViewController)"])
    }

    func testAChildPresentsThroughItsParent() {
        let scene = makeTestScene()
        let parent = UIViewController(), child = UIViewController(), presented = UIViewController()
        scene.rootViewController = parent
        parent.addChild(child)
        scene.run { child.present(presented, animated: false) }
        XCTAssertTrue(parent.presentedViewController === presented)
        XCTAssertTrue(presented.presentingViewController === parent)
        scene.run { child.dismiss(animated: false) }
        XCTAssertNil(parent.presentedViewController)
    }
}

/// The seed's flick view controller, without its pan gesture.
private final class FlickViewController: UIViewController {
    lazy var dynamicAnimator: UIDynamicAnimator = {
        let dynamicAnimator = UIDynamicAnimator(referenceView: self.view)
        return dynamicAnimator
    }()

    lazy var gravity: UIGravityBehavior = {
        let gravity = UIGravityBehavior(items: [self.orangeView])
        return gravity
    }()

    lazy var collision: UICollisionBehavior = {
        let collision = UICollisionBehavior(items: [self.orangeView])
        collision.translatesReferenceBoundsIntoBoundary = true
        return collision
    }()

    lazy var orangeView: UIView = {
        let widthHeight: CGFloat = 40.0
        let orangeView = UIView(frame: CGRect(x: 0.0, y: 0.0, width: widthHeight, height: widthHeight))
        orangeView.backgroundColor = UIColor.orange
        self.view.addSubview(orangeView)
        return orangeView
    }()

    override func viewDidLoad() {
        super.viewDidLoad()
        dynamicAnimator.addBehavior(gravity)
        dynamicAnimator.addBehavior(collision)
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        orangeView.center = view.center
        dynamicAnimator.updateItem(usingCurrentState: orangeView)
    }
}
