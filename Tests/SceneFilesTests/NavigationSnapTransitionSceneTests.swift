import Foundation
import SceneFiles
import SceneProtocol
import TestSupport
import XCTest

/// A navigation controller whose delegate returns dynamics-driven animators, written as iOS
/// code and compiled unchanged: a push drops the new screen from above onto a
/// `UISnapBehavior` in a `UIDynamicAnimator(referenceView: transitionContext.containerView)`,
/// completing when the animator pauses; a pop lets the top screen fall under gravity,
/// completing from the behavior's action once it is off the bottom. Frames read from the
/// scene's view trace.
final class NavigationSnapTransitionSceneTests: XCTestCase {
    static let scene = """
        import UIKit

        /// A navigation controller whose pushes drop the new screen in from above onto a snap, and
        /// whose pops let the top screen fall away under gravity.
        class SnapNavigationController: UINavigationController, UINavigationControllerDelegate {
            override func viewDidLoad() {
                super.viewDidLoad()
                delegate = self
                setViewControllers([HomeViewController()], animated: false)
            }

            func navigationController(
                _ navigationController: UINavigationController, animationControllerFor operation: UINavigationController.Operation,
                from fromVC: UIViewController, to toVC: UIViewController
            ) -> UIViewControllerAnimatedTransitioning? {
                operation == .push ? SnapInTransition() : FallAwayTransition()
            }
        }

        class HomeViewController: UIViewController {
            override func viewDidLoad() {
                super.viewDidLoad()
                title = "Home"
                view.backgroundColor = .systemBackground
                view.accessibilityIdentifier = "home"
                let button = UIButton(type: .system)
                button.setTitle("Next", for: .normal)
                button.frame = CGRect(x: 100, y: 300, width: 175, height: 44)
                button.addTarget(self, action: #selector(showDetail), for: .touchUpInside)
                view.addSubview(button)
            }

            @objc func showDetail() {
                navigationController?.pushViewController(DetailViewController(), animated: true)
            }
        }

        class DetailViewController: UIViewController {
            override func viewDidLoad() {
                super.viewDidLoad()
                title = "Detail"
                view.backgroundColor = .systemTeal
                view.accessibilityIdentifier = "detail"
                let button = UIButton(type: .system)
                button.setTitle("Drop", for: .normal)
                button.setTitleColor(.white, for: .normal)
                button.frame = CGRect(x: 100, y: 400, width: 175, height: 44)
                button.addTarget(self, action: #selector(drop), for: .touchUpInside)
                view.addSubview(button)
            }

            @objc func drop() {
                navigationController?.popViewController(animated: true)
            }
        }

        /// Drops the new screen from above the container onto a snap to its place.
        class SnapInTransition: NSObject, UIViewControllerAnimatedTransitioning, UIDynamicAnimatorDelegate {
            private var animator: UIDynamicAnimator?
            private var context: UIViewControllerContextTransitioning?

            func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { 1 }

            func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
                guard let toVC = transitionContext.viewController(forKey: .to),
                      let toView = transitionContext.view(forKey: .to) else { return }
                context = transitionContext
                let container = transitionContext.containerView
                let final = transitionContext.finalFrame(for: toVC)
                toView.frame = final.offsetBy(dx: 0, dy: -final.height)
                container.addSubview(toView)

                let animator = UIDynamicAnimator(referenceView: container)
                animator.delegate = self
                let snap = UISnapBehavior(item: toView, snapTo: CGPoint(x: final.midX, y: final.midY))
                snap.damping = 0.7
                animator.addBehavior(snap)
                let upright = UIDynamicItemBehavior(items: [toView])
                upright.allowsRotation = false
                animator.addBehavior(upright)
                self.animator = animator
            }

            func dynamicAnimatorDidPause(_ animator: UIDynamicAnimator) {
                animator.removeAllBehaviors()
                context?.completeTransition(!(context?.transitionWasCancelled ?? false))
                context = nil
                self.animator = nil
            }
        }

        /// Lets the top screen fall off the bottom under gravity, showing the one below.
        class FallAwayTransition: NSObject, UIViewControllerAnimatedTransitioning {
            private var animator: UIDynamicAnimator?

            func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { 1 }

            func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
                guard let toVC = transitionContext.viewController(forKey: .to),
                      let fromView = transitionContext.view(forKey: .from),
                      let toView = transitionContext.view(forKey: .to) else { return }
                let container = transitionContext.containerView
                toView.frame = transitionContext.finalFrame(for: toVC)
                container.insertSubview(toView, belowSubview: fromView)

                let animator = UIDynamicAnimator(referenceView: container)
                let gravity = UIGravityBehavior(items: [fromView])
                gravity.magnitude = 4
                gravity.action = { [weak self] in
                    guard fromView.frame.minY > container.bounds.height else { return }
                    self?.animator?.removeAllBehaviors()
                    self?.animator = nil
                    transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
                }
                animator.addBehavior(gravity)
                self.animator = animator
            }
        }
        """

    /// The scene with `touches`, traced at every tick up to `end` seconds.
    private func trace(_ touches: [String], until end: Double) throws -> [ViewTrace.Snapshot] {
        let folder = try makeTemporaryFolder(for: self)
        let file = folder.appendingPathComponent("SnapNavigationController.swift")
        try Data(Self.scene.utf8).write(to: file)
        let resolved = try ResolvedScene.one([file.path], commandLine: try SceneFileOptions.parse(touches))
        var environment = ProcessInfo.processInfo.environment
        environment["XDG_CACHE_HOME"] = testSceneCache.path
        let compiled = try SceneCompiler(environment: environment).compile(resolved.project, controller: resolved.options.scene.controller) { _ in }
        let path = folder.appendingPathComponent("trace.json").path
        var request = try resolved.request(output: "", settings: RenderSettings(fps: 30, duration: end, scale: 1, seed: 0))
        request.trace = SceneRequest.Trace(times: (0...Int((end * 60).rounded())).map { Double($0) / 60 }, path: path)
        try compiled.run(request, timeout: 120, log: { _ in })
        return try JSONDecoder().decode(ViewTrace.self, from: Data(contentsOf: URL(fileURLWithPath: path))).snapshots
    }

    /// The screen frame (x, y, width, height) of the view with `identifier` at `time`, nil when not on screen.
    private func frame(_ snapshots: [ViewTrace.Snapshot], _ identifier: String, at time: Double) -> [Double]? {
        snapshots[Int((time * 60).rounded())].views.first { $0.identifier == identifier && !$0.isHidden }?.screenFrame
    }

    func testAPushSnapsTheNewScreenDownAndAPopLetsItFall() throws {
        let snapshots = try trace(["--tap", "\"Next\"@0.2", "--tap", "\"Drop\"@2.0", "--duration", "3.5"], until: 3.5)
        // Before the push: home fills the screen, no detail.
        XCTAssertEqual(try XCTUnwrap(frame(snapshots, "home", at: 0.1)), [0, 0, 375, 667])
        XCTAssertNil(frame(snapshots, "detail", at: 0.1))

        // The push: the detail comes down from above the screen, overshoots on the snap's
        // spring and settles at its place, while home stays put below it.
        let tapTick = Int((0.2 * 60).rounded())
        var tops: [Double] = []
        for tick in tapTick...(tapTick + 90) {
            if let detail = snapshots[tick].views.first(where: { $0.identifier == "detail" }) {
                tops.append(detail.screenFrame[1])
                XCTAssertEqual(detail.screenFrame[0], 0, accuracy: 1e-6, "no sideways slide")
                XCTAssertEqual(detail.transform[1], 0, accuracy: 1e-9, "upright")
            }
        }
        XCTAssertLessThan(try XCTUnwrap(tops.first), -400, "it starts above the screen")
        XCTAssertGreaterThan(try XCTUnwrap(tops.max()), 1, "the snap overshoots its place")
        XCTAssertEqual(try XCTUnwrap(frame(snapshots, "home", at: 0.5)), [0, 0, 375, 667], "home stays below")
        XCTAssertEqual(try XCTUnwrap(frame(snapshots, "detail", at: 1.9))[1], 0, accuracy: 0.5, "settled at its place")
        XCTAssertNil(frame(snapshots, "home", at: 1.9), "once completed, home leaves the screen")

        // The pop: the detail falls, accelerating, over home; then it is gone.
        let fall = [2.2, 2.3, 2.4].map { try? XCTUnwrap(frame(snapshots, "detail", at: $0))[1] }.compactMap { $0 }
        XCTAssertEqual(fall.count, 3)
        XCTAssertGreaterThan(fall[0], 1)
        XCTAssertGreaterThan(fall[2] - fall[1], fall[1] - fall[0], "gravity speeds it up")
        XCTAssertEqual(try XCTUnwrap(frame(snapshots, "home", at: 2.3)), [0, 0, 375, 667])
        XCTAssertNil(frame(snapshots, "detail", at: 3.5), "off the screen and out of the hierarchy")
        XCTAssertEqual(try XCTUnwrap(frame(snapshots, "home", at: 3.5)), [0, 0, 375, 667])
    }
}
