import DynamicsKit
import Foundation
import XCTest

/// Presentations and dismissals: without an animator, with the seed's DropOutAnimator, and
/// interactive with the seed's ShadeAnimator, finishing and cancelling.
final class TransitionTests: XCTestCase {
    private let screen = CGSize(width: 375, height: 667)

    // MARK: Without an animator

    func testFullScreenPresentationSwapsViewsInUIKitsOrder() {
        let scene = Scene(size: screen)
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
            "B viewWillLayoutSubviews", "B viewDidLayoutSubviews", "B viewDidAppear", "A viewDidDisappear",
        ])
        XCTAssertEqual(presentCompleted, 1)
        XCTAssertTrue(presenter.presentedViewController === presented)
        XCTAssertTrue(presented.presentingViewController === presenter)
        XCTAssertNil(presenter.view.superview, "a full-screen presentation takes the presenter's view off screen")
        XCTAssertEqual(presented.view.frame, CGRect(origin: .zero, size: screen))
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
    }

    func testACustomPresentationKeepsThePresentersViewAndTheGivenFrame() {
        let scene = Scene(size: screen)
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

    // MARK: The seed's DropOutAnimator

    func testDropInPresentationAndSwingingDismissal() {
        let scene = Scene(size: screen)
        let presenter = PresentingViewController()
        scene.rootViewController = presenter
        XCTAssertEqual(presenter.button.center, CGPoint(x: 187.5, y: 333.5), "laid out in viewDidLayoutSubviews")

        scene.run { presenter.button.sendActions(for: .touchUpInside) }
        let modal = presenter.modal!
        let container = modal.view.superview!
        XCTAssertEqual(container.frame, CGRect(origin: .zero, size: screen))
        XCTAssertTrue(container.superview === scene.rootView)
        XCTAssertEqual(modal.view.frame.maxY, 0, accuracy: 1e-9, "it starts just above the screen")
        XCTAssertTrue(modal.isBeingPresented)
        XCTAssertFalse(presenter.view.isUserInteractionEnabled)

        scene.advance(by: 0.5)
        XCTAssertGreaterThan(modal.view.frame.minY, 0, "it is falling in")
        var time = 0.5
        while modal.isBeingPresented, time < 10 {
            scene.advance(by: 0.1)
            time += 0.1
        }
        XCTAssertFalse(modal.isBeingPresented, "the presentation completed")
        XCTAssertEqual(modal.view.center.x, 187.5, accuracy: 0.5)
        XCTAssertEqual(modal.view.center.y, 333.5, accuracy: 1.5, "it rests on the floor set at the centre")
        XCTAssertTrue(presenter.presentedViewController === modal)
        XCTAssertTrue(presenter.view.superview === scene.rootView, "a custom presentation leaves the presenter")

        scene.run { modal.button.sendActions(for: .touchUpInside) }
        XCTAssertTrue(modal.isBeingDismissed)
        scene.advance(by: 1)
        XCTAssertNotEqual(modal.view.transform.rotationAngle, 0, "it swings on its rope")
        time = 0
        while modal.isBeingDismissed, time < 20 {
            scene.advance(by: 0.1)
            time += 0.1
        }
        XCTAssertFalse(modal.isBeingDismissed, "the dismissal completed")
        XCTAssertNil(modal.view.superview)
        XCTAssertNil(container.superview, "the container left the screen")
        XCTAssertNil(presenter.presentedViewController)
        XCTAssertTrue(presenter.view.isUserInteractionEnabled)
    }

    func testTheAnimatorIsToldTheTransitionCompleted() {
        let scene = Scene(size: screen)
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
        XCTAssertEqual(context.initialFrame(for: presenter), CGRect(origin: .zero, size: screen))
        XCTAssertEqual(context.finalFrame(for: presented), CGRect(origin: .zero, size: screen))
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

    // MARK: The seed's ShadeAnimator

    func testAnInteractivePresentationThatFinishes() {
        let scene = Scene(size: screen)
        let presenter = ShadePresentingViewController()
        scene.rootViewController = presenter
        let shade = presenter.shadeVC
        var context: UIViewControllerContextTransitioning?

        scene.run { presenter.presentingAnimator.panBegan() }
        context = presenter.presentingAnimator.transitionContext
        XCTAssertEqual(context?.isInteractive, true)
        XCTAssertEqual(shade.view.frame.maxY, 0, accuracy: 1e-9, "set up just above the screen")
        XCTAssertEqual(shade.calls, ["viewWillAppear"])

        // Dragged down to 500 pt over half a second, then released moving down.
        for step in 1...30 {
            scene.run { presenter.presentingAnimator.panChanged(location: CGPoint(x: 180, y: CGFloat(step) * 500 / 30)) }
            scene.advance(by: 1.0 / 60)
        }
        XCTAssertEqual(context?.percentComplete ?? 0, 520.0 / 667, accuracy: 1e-6)
        scene.run { presenter.presentingAnimator.panEnded(velocity: CGPoint(x: 0, y: 800)) }
        var time = 0.0
        while shade.isBeingPresented, time < 10 {
            scene.advance(by: 0.1)
            time += 0.1
        }
        XCTAssertFalse(shade.isBeingPresented)
        XCTAssertEqual(context?.transitionWasCancelled, false)
        XCTAssertEqual(context?.isInteractive, false)
        XCTAssertEqual(shade.calls, ["viewWillAppear", "viewDidAppear"])
        XCTAssertTrue(presenter.presentedViewController === shade)
        XCTAssertEqual(shade.view.frame, CGRect(origin: .zero, size: screen), "moved to its final frame")
    }

    func testAnInteractivePresentationThatIsCancelled() {
        let scene = Scene(size: screen)
        let presenter = ShadePresentingViewController()
        scene.rootViewController = presenter
        let shade = presenter.shadeVC

        scene.run { presenter.presentingAnimator.panBegan() }
        for step in 1...10 {
            scene.run { presenter.presentingAnimator.panChanged(location: CGPoint(x: 180, y: CGFloat(step) * 10)) }
            scene.advance(by: 1.0 / 60)
        }
        // Released while moving up: the shade goes back above the screen.
        scene.run { presenter.presentingAnimator.panEnded(velocity: CGPoint(x: 0, y: -300)) }
        var time = 0.0
        while shade.isBeingPresented, time < 10 {
            scene.advance(by: 0.1)
            time += 0.1
        }
        XCTAssertFalse(shade.isBeingPresented)
        XCTAssertNil(presenter.presentedViewController, "a presentation completed with false is undone")
        XCTAssertNil(shade.presentingViewController)
        XCTAssertNil(shade.view.superview)
        XCTAssertEqual(scene.rootView.subviews.count, 1, "the container left too")
        XCTAssertEqual(shade.calls, ["viewWillAppear", "viewWillDisappear", "viewDidDisappear"])
    }

    func testAnInteractiveDismissalThatIsCancelledThenOneThatFinishes() {
        let scene = Scene(size: screen)
        let presenter = ShadePresentingViewController()
        scene.rootViewController = presenter
        let shade = presenter.shadeVC
        shade.modalPresentationStyle = .custom
        shade.transitioningDelegate = presenter
        scene.run { presenter.present(shade, animated: false) }
        shade.calls = []

        // Dragged up a little and released moving down: the dismissal is cancelled.
        scene.run { presenter.dismissingAnimator.panBegan() }
        let cancelled = presenter.dismissingAnimator.transitionContext
        XCTAssertTrue(shade.isBeingDismissed)
        for step in 1...10 {
            scene.run { presenter.dismissingAnimator.panChanged(location: CGPoint(x: 180, y: 640 - CGFloat(step) * 10)) }
            scene.advance(by: 1.0 / 60)
        }
        scene.run { presenter.dismissingAnimator.panEnded(velocity: CGPoint(x: 0, y: 300)) }
        var time = 0.0
        while shade.isBeingDismissed, time < 10 {
            scene.advance(by: 0.1)
            time += 0.1
        }
        XCTAssertEqual(cancelled?.transitionWasCancelled, true)
        XCTAssertTrue(presenter.presentedViewController === shade, "still presented")
        XCTAssertEqual(shade.view.frame, CGRect(origin: .zero, size: screen), "back at its initial frame")
        XCTAssertEqual(shade.calls, ["viewWillDisappear", "viewWillAppear", "viewDidAppear"])

        // Swiped up hard: the shade leaves through the top and the dismissal finishes.
        shade.calls = []
        // The Swift seed's `lazy var animator: UIDynamicAnimator!` stays nil once its pause
        // handler clears it (the Objective-C getter made a new one): use a fresh shade animator.
        presenter.dismissingAnimator = ShadeAnimator(
            isAppearing: false, presentingVC: presenter, presentedVC: shade, transitionDelegate: presenter)
        scene.run { presenter.dismissingAnimator.panBegan() }
        for step in 1...20 {
            scene.run { presenter.dismissingAnimator.panChanged(location: CGPoint(x: 180, y: 640 - CGFloat(step) * 25)) }
            scene.advance(by: 1.0 / 60)
        }
        scene.run { presenter.dismissingAnimator.panEnded(velocity: CGPoint(x: 0, y: -1500)) }
        time = 0
        while shade.isBeingDismissed, time < 10 {
            scene.advance(by: 0.1)
            time += 0.1
        }
        XCTAssertNil(presenter.presentedViewController)
        XCTAssertNil(shade.view.superview)
        XCTAssertEqual(shade.calls, ["viewWillDisappear", "viewDidDisappear"])
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
        super.init()
    }

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

// MARK: - The seed's transitions

// The seed's custom transitions (000, "UIDynamicBehavior Driven Custom Transition" and "Shade
// Transition"), ported with the documented edits only: `import DynamicsKit`, closures for
// `#selector` target–action, frames set in `viewDidLayoutSubviews` for constraints, no NSObject.
// The shade's pan handler is split into the three states a scripted pan would call.

fileprivate class PresentingViewController: UIViewController {
    lazy var button: UIButton = {
        let button = UIButton()
        self.view.addSubview(button)
        button.setTitle("Present", for: .normal)
        button.setTitleColor(UIColor.blue, for: .normal)
        return button
    }()

    override func viewDidLoad() {
        super.viewDidLoad()
        button.addAction(for: .touchUpInside) { [unowned self] in self.didPressPresent() }
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        button.sizeToFit()
        button.center = CGPoint(x: view.bounds.midX, y: view.bounds.midY)
    }

    var modal: ModalViewController?

    func didPressPresent() {
        let modal = ModalViewController()
        modal.view.frame = CGRect(x: 0.0, y: 0.0, width: 200.0, height: 200.0)
        modal.modalPresentationStyle = .custom
        modal.transitioningDelegate = modal
        self.modal = modal
        self.present(modal, animated: true)
    }
}

fileprivate class ModalViewController: UIViewController {
    lazy var button: UIButton = {
        let button = UIButton()
        self.view.addSubview(button)
        button.setTitle("Dismiss", for: .normal)
        button.setTitleColor(.white, for: .normal)
        return button
    }()

    override func viewDidLoad() {
        super.viewDidLoad()
        button.addAction(for: .touchUpInside) { [unowned self] in self.didPressDismiss() }
        view.backgroundColor = .red
        view.layer.cornerRadius = 15.0
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        button.sizeToFit()
        button.center = CGPoint(x: view.bounds.midX, y: view.bounds.midY)
    }

    func didPressDismiss() {
        dismiss(animated: true)
    }
}

extension ModalViewController: UIViewControllerTransitioningDelegate {
    func animationController(forPresented presented: UIViewController, presenting: UIViewController, source: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        return DropOutAnimator(duration: 1.5, isAppearing: true)
    }

    func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        return DropOutAnimator(duration: 4.0, isAppearing: false)
    }
}

fileprivate class DropOutAnimator: UIDynamicBehavior {
    let duration: TimeInterval
    let isAppearing: Bool

    var transitionContext: UIViewControllerContextTransitioning?
    var hasElapsedTimeExceededDuration = false
    var finishTime: TimeInterval = 0.0
    var collisionBehavior: UICollisionBehavior?
    var attachmentBehavior: UIAttachmentBehavior?
    var animator: UIDynamicAnimator?
    /// Added for the tests: what `animationEnded` was told.
    var endedWith: Bool?

    init(duration: TimeInterval = 1.0, isAppearing: Bool) {
        self.duration = duration
        self.isAppearing = isAppearing
        super.init()
    }
}

extension DropOutAnimator: UIViewControllerAnimatedTransitioning {
    func animationEnded(_ transitionCompleted: Bool) {
        endedWith = transitionCompleted
    }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        guard let fromVC = transitionContext.viewController(forKey: .from),
              let toVC = transitionContext.viewController(forKey: .to),
              let fromView = fromVC.view,
              let toView = toVC.view else { return }

        let containerView = transitionContext.containerView
        let duration = self.transitionDuration(using: transitionContext)

        self.transitionContext = transitionContext

        let animator = UIDynamicAnimator(referenceView: containerView)
        animator.delegate = self
        self.animator = animator

        if self.isAppearing {
            fromView.isUserInteractionEnabled = false

            let fromViewInitialFrame = transitionContext.initialFrame(for: fromVC)
            var toViewInitialFrame = toView.frame
            toViewInitialFrame.origin.y -= toViewInitialFrame.height
            toViewInitialFrame.origin.x = fromViewInitialFrame.width * 0.5 - toViewInitialFrame.width * 0.5
            toView.frame = toViewInitialFrame

            containerView.addSubview(toView)

            let bodyBehavior = UIDynamicItemBehavior(items: [toView])
            bodyBehavior.elasticity = 0.7
            bodyBehavior.allowsRotation = false

            let gravityBehavior = UIGravityBehavior(items: [toView])
            gravityBehavior.magnitude = 10.0

            let collisionBehavior = UICollisionBehavior(items: [toView])
            let insets = UIEdgeInsets(top: toViewInitialFrame.minY, left: 0.0, bottom: fromViewInitialFrame.height * 0.5 - toViewInitialFrame.height * 0.5, right: 0.0)
            collisionBehavior.setTranslatesReferenceBoundsIntoBoundary(with: insets)
            self.collisionBehavior = collisionBehavior

            self.finishTime = duration + (self.animator?.elapsedTime ?? 0.0)

            self.action = { [weak self] in
                guard let strongSelf = self,
                      (strongSelf.animator?.elapsedTime ?? 0.0) >= strongSelf.finishTime else { return }
                strongSelf.hasElapsedTimeExceededDuration = true
                strongSelf.animator?.removeBehavior(strongSelf)
            }

            self.addChildBehavior(collisionBehavior)
            self.addChildBehavior(bodyBehavior)
            self.addChildBehavior(gravityBehavior)

            self.animator?.addBehavior(self)
        } else {
            let bodyBehavior = UIDynamicItemBehavior(items: [fromView])
            bodyBehavior.elasticity = 0.8
            bodyBehavior.angularResistance = 5.0
            bodyBehavior.allowsRotation = true

            let gravityBehavior = UIGravityBehavior(items: [fromView])
            gravityBehavior.magnitude = 10.0

            let collisionBehavior = UICollisionBehavior(items: [fromView])
            let insets = UIEdgeInsets(top: 0.0, left: -1000, bottom: -225, right: -1000)
            collisionBehavior.setTranslatesReferenceBoundsIntoBoundary(with: insets)
            self.collisionBehavior = collisionBehavior

            let offset = UIOffset(horizontal: 70.0, vertical: fromView.bounds.height * 0.5)
            var anchorPoint = CGPoint(x: fromView.bounds.maxX - 40.0, y: fromView.bounds.minY)
            anchorPoint = containerView.convert(anchorPoint, from: fromView)
            let attachmentBehavior = UIAttachmentBehavior(item: fromView, offsetFromCenter: offset, attachedToAnchor: anchorPoint)
            attachmentBehavior.frequency = 3.0
            attachmentBehavior.damping = 3.0
            self.attachmentBehavior = attachmentBehavior

            self.addChildBehavior(collisionBehavior)
            self.addChildBehavior(bodyBehavior)
            self.addChildBehavior(gravityBehavior)
            self.addChildBehavior(attachmentBehavior)

            self.animator?.addBehavior(self)

            self.finishTime = (2.0 / 3.0) * duration + (self.animator?.elapsedTime ?? 0.0)

            self.action = { [weak self] in
                guard let strongSelf = self,
                      (strongSelf.animator?.elapsedTime ?? 0.0) >= strongSelf.finishTime else { return }
                strongSelf.hasElapsedTimeExceededDuration = true
                strongSelf.animator?.removeBehavior(strongSelf)
            }
        }
    }

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        return self.duration
    }
}

extension DropOutAnimator: UIDynamicAnimatorDelegate {
    func dynamicAnimatorDidPause(_ animator: UIDynamicAnimator) {
        if self.isAppearing {
            if self.hasElapsedTimeExceededDuration {
                let toView = self.transitionContext?.viewController(forKey: .to)?.view
                let containerView = self.transitionContext?.containerView
                toView?.center = containerView?.center ?? .zero
                self.hasElapsedTimeExceededDuration = false
            }
            self.transitionContext?.completeTransition(!(self.transitionContext?.transitionWasCancelled ?? false))
            self.childBehaviors.forEach { self.removeChildBehavior($0) }
            animator.removeAllBehaviors()
            self.transitionContext = nil
        } else {
            if let attachmentBehavior = self.attachmentBehavior {
                self.removeChildBehavior(attachmentBehavior)
                self.attachmentBehavior = nil
                animator.addBehavior(self)
                let duration = self.transitionDuration(using: self.transitionContext)
                self.finishTime = 1.0 / 3.0 * duration + animator.elapsedTime
            } else {
                let fromView = self.transitionContext?.viewController(forKey: .from)?.view
                let toView = self.transitionContext?.viewController(forKey: .to)?.view
                fromView?.removeFromSuperview()
                toView?.isUserInteractionEnabled = true
                self.transitionContext?.completeTransition(!(self.transitionContext?.transitionWasCancelled ?? false))
                self.childBehaviors.forEach { self.removeChildBehavior($0) }
                animator.removeAllBehaviors()
                self.transitionContext = nil
            }
        }
    }
}

// MARK: Shade

fileprivate class ShadeViewController: UIViewController {
    lazy var label: UILabel = {
        let label = UILabel()
        label.text = "Shade"
        self.view.addSubview(label)
        return label
    }()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemTeal
        _ = label
    }

    /// What the tests check the order of.
    var calls: [String] = []
    override func viewWillAppear(_ animated: Bool) { calls.append("viewWillAppear") }
    override func viewDidAppear(_ animated: Bool) { calls.append("viewDidAppear") }
    override func viewWillDisappear(_ animated: Bool) { calls.append("viewWillDisappear") }
    override func viewDidDisappear(_ animated: Bool) { calls.append("viewDidDisappear") }
}

fileprivate class ShadePresentingViewController: UIViewController {
    var presentingAnimator: ShadeAnimator!
    var dismissingAnimator: ShadeAnimator!
    let shadeVC = ShadeViewController()

    lazy var label: UILabel = {
        let label = UILabel()
        label.textColor = .blue
        self.view.addSubview(label)
        return label
    }()

    override func viewDidLoad() {
        super.viewDidLoad()
        label.text = "Swipe Down From Top"
        presentingAnimator = ShadeAnimator(isAppearing: true, presentingVC: self, presentedVC: shadeVC, transitionDelegate: self)
        dismissingAnimator = ShadeAnimator(isAppearing: false, presentingVC: self, presentedVC: shadeVC, transitionDelegate: self)
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        label.sizeToFit()
        label.center = CGPoint(x: view.bounds.midX, y: view.bounds.midY)
    }
}

extension ShadePresentingViewController: UIViewControllerTransitioningDelegate {
    func animationController(forPresented presented: UIViewController, presenting: UIViewController, source: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        return EmptyAnimator()
    }

    func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        return EmptyAnimator()
    }

    func interactionControllerForPresentation(using animator: UIViewControllerAnimatedTransitioning) -> UIViewControllerInteractiveTransitioning? {
        return presentingAnimator
    }

    func interactionControllerForDismissal(using animator: UIViewControllerAnimatedTransitioning) -> UIViewControllerInteractiveTransitioning? {
        return dismissingAnimator
    }
}

fileprivate class EmptyAnimator {}

extension EmptyAnimator: UIViewControllerAnimatedTransitioning {
    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {}

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        return 0.0
    }
}

fileprivate class ShadeAnimator: UIDynamicBehavior {
    let isAppearing: Bool
    weak var presentingVC: UIViewController?
    weak var presentedVC: UIViewController?
    weak var transitionDelegate: UIViewControllerTransitioningDelegate?
    let impactFeedbackGenerator = UIImpactFeedbackGenerator(style: .light)
    var transitionContext: UIViewControllerContextTransitioning?
    var finishTime: TimeInterval = 4.0

    lazy var animator: UIDynamicAnimator! = {
        let animator = UIDynamicAnimator(referenceView: self.transitionContext!.containerView)
        return animator
    }()

    init(isAppearing: Bool, presentingVC: UIViewController, presentedVC: UIViewController, transitionDelegate: UIViewControllerTransitioningDelegate) {
        self.isAppearing = isAppearing
        self.presentingVC = presentingVC
        self.presentedVC = presentedVC
        self.transitionDelegate = transitionDelegate
        super.init()
        self.impactFeedbackGenerator.prepare()
    }

    func setupViewsForTransition(with transitionContext: UIViewControllerContextTransitioning) {
        guard let fromVC = transitionContext.viewController(forKey: .from),
              let toVC = transitionContext.viewController(forKey: .to),
              let toView = toVC.view else { return }

        let containerView = transitionContext.containerView

        self.transitionContext = transitionContext
        if isAppearing {
            let fromViewInitialFrame = transitionContext.initialFrame(for: fromVC)
            var toViewInitialFrame = toView.frame
            toViewInitialFrame.origin.y -= toViewInitialFrame.height
            toViewInitialFrame.origin.x = fromViewInitialFrame.width * 0.5 - toViewInitialFrame.width * 0.5
            toView.frame = toViewInitialFrame

            containerView.addSubview(toView)
        }
    }

    // The pan handler's `.began`.
    func panBegan() {
        if isAppearing {
            guard let presentedVC = self.presentedVC else { return }
            presentedVC.modalPresentationStyle = .custom
            presentedVC.transitioningDelegate = transitionDelegate
            presentingVC?.present(presentedVC, animated: true)
        } else {
            presentedVC?.dismiss(animated: true)
        }
    }

    // The pan handler's `.changed`.
    func panChanged(location: CGPoint) {
        let fromVC = transitionContext?.viewController(forKey: .from)
        let toVC = transitionContext?.viewController(forKey: .to)
        let touchLocationFromBottom: CGFloat = 20.0
        guard let view = isAppearing ? toVC?.view : fromVC?.view else { return }
        UIView.animate(withDuration: 0.2) {
            view.frame.origin.y = location.y - view.bounds.height + touchLocationFromBottom
        }
        transitionContext?.updateInteractiveTransition(view.frame.maxY / view.frame.height)
    }

    // The pan handler's `.ended`.
    func panEnded(velocity: CGPoint) {
        let fromVC = transitionContext?.viewController(forKey: .from)
        let toVC = transitionContext?.viewController(forKey: .to)
        guard let view = isAppearing ? toVC?.view : fromVC?.view else { return }
        let isCancelled = isAppearing ? (velocity.y < 0.5 || view.center.y < 0.0) : (velocity.y > 0.5 || view.center.y > 0.0)
        addAttachmentBehavior(with: view, isCancelled: isCancelled)
        addCollisionBehavior(with: view)
        addItemBehavior(with: view)

        animator.addBehavior(self)
        animator.delegate = self

        self.action = { [weak self] in
            guard let strongSelf = self else { return }
            if strongSelf.animator.elapsedTime > strongSelf.finishTime {
                strongSelf.animator.removeAllBehaviors()
            } else {
                strongSelf.transitionContext?.updateInteractiveTransition(view.frame.maxY / view.frame.height)
            }
        }
    }

    func addCollisionBehavior(with view: UIView) {
        let collisionBehavior = UICollisionBehavior(items: [view])
        let insets = UIEdgeInsets(top: -view.bounds.height, left: 0.0, bottom: 0.0, right: 0.0)
        collisionBehavior.setTranslatesReferenceBoundsIntoBoundary(with: insets)
        collisionBehavior.collisionDelegate = self
        self.addChildBehavior(collisionBehavior)
    }

    func addAttachmentBehavior(with view: UIView, isCancelled: Bool) {
        let anchor: CGPoint
        switch (isAppearing, isCancelled) {
        case (true, true), (false, false):
            anchor = CGPoint(x: view.center.x, y: -view.frame.height)
        case (true, false), (false, true):
            anchor = CGPoint(x: view.center.x, y: view.frame.height)
        }
        let attachmentBehavior = UIAttachmentBehavior(item: view, attachedToAnchor: anchor)
        attachmentBehavior.damping = 0.1
        attachmentBehavior.frequency = 3.0
        attachmentBehavior.length = 0.5 * view.frame.height
        self.addChildBehavior(attachmentBehavior)
    }

    func addItemBehavior(with view: UIView) {
        let itemBehavior = UIDynamicItemBehavior(items: [view])
        itemBehavior.allowsRotation = false
        itemBehavior.elasticity = 0.6
        self.addChildBehavior(itemBehavior)
    }
}

extension ShadeAnimator: UIDynamicAnimatorDelegate {
    func dynamicAnimatorDidPause(_ animator: UIDynamicAnimator) {
        guard let transitionContext = self.transitionContext else { return }
        let fromVC = transitionContext.viewController(forKey: .from)
        let toVC = transitionContext.viewController(forKey: .to)
        guard let view = isAppearing ? toVC?.view : fromVC?.view else { return }
        switch (view.center.y < 0.0, isAppearing) {
        case (true, true), (true, false):
            view.removeFromSuperview()
            transitionContext.finishInteractiveTransition()
            transitionContext.completeTransition(!isAppearing)
        case (false, true):
            toVC?.view.frame = transitionContext.finalFrame(for: toVC!)
            transitionContext.finishInteractiveTransition()
            transitionContext.completeTransition(true)
        case (false, false):
            fromVC?.view.frame = transitionContext.initialFrame(for: fromVC!)
            transitionContext.cancelInteractiveTransition()
            transitionContext.completeTransition(false)
        }
        childBehaviors.forEach { removeChildBehavior($0) }
        animator.removeAllBehaviors()
        self.animator = nil
        self.transitionContext = nil
    }
}

extension ShadeAnimator: UICollisionBehaviorDelegate {
    func collisionBehavior(_ behavior: UICollisionBehavior, beganContactFor item: UIDynamicItem, withBoundaryIdentifier identifier: NSCopying?, at p: CGPoint) {
        guard p.y > 0.0 else { return }
        impactFeedbackGenerator.impactOccurred()
    }
}

extension ShadeAnimator: UIViewControllerInteractiveTransitioning {
    func startInteractiveTransition(_ transitionContext: UIViewControllerContextTransitioning) {
        setupViewsForTransition(with: transitionContext)
    }
}
