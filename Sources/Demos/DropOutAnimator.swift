import DynamicsKit
import Foundation

// Seed 000, "UIDynamicBehavior Driven Custom Transition", shared by drop-in-present and
// swinging-rope-dismissal. The seed's Swift code with the documented edits only:
// `import DynamicsKit`, closures for `#selector` target–action, frames set in
// `viewDidLayoutSubviews` for the centring constraints, no NSObject. Seed typo fixed:
// `setTextColor` → `setTitleColor`.

class PresentingViewController: UIViewController {
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

    func didPressPresent() {
        let modal = ModalViewController()
        modal.view.frame = CGRect(x: 0.0, y: 0.0, width: 200.0, height: 200.0)
        modal.modalPresentationStyle = .custom
        modal.transitioningDelegate = modal
        self.present(modal, animated: true)
    }
}

class ModalViewController: UIViewController {
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

class DropOutAnimator: UIDynamicBehavior {
    let duration: TimeInterval
    let isAppearing: Bool

    var transitionContext: UIViewControllerContextTransitioning?
    var hasElapsedTimeExceededDuration = false
    var finishTime: TimeInterval = 0.0
    var collisionBehavior: UICollisionBehavior?
    var attachmentBehavior: UIAttachmentBehavior?
    var animator: UIDynamicAnimator?

    init(duration: TimeInterval = 1.0, isAppearing: Bool) {
        self.duration = duration
        self.isAppearing = isAppearing
        super.init()
    }
}

extension DropOutAnimator: UIViewControllerAnimatedTransitioning {
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
