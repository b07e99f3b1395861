// dynamics: --controller SnapNavigationController --duration 4.5 --key-times 0.6,1.5,3.1,4.4
// dynamics: --tap "Open"@0.2 --drag 3,400:200,400@2.6+0.6
import UIKit

/// A navigation controller whose delegate drops a pushed screen from above onto a snap — a
/// `UIDynamicAnimator` on the transition's container view — and leaves pops to the standard
/// slide, so the edge swipe takes the screen back. The flags open the card screen, then swipe
/// from the left edge past half the width.
class SnapNavigationController: UINavigationController, UINavigationControllerDelegate {
    override func viewDidLoad() {
        super.viewDidLoad()
        delegate = self
        navigationBar.tintColor = .systemPurple
        setViewControllers([ListViewController()], animated: false)
    }

    func navigationController(
        _ navigationController: UINavigationController, animationControllerFor operation: UINavigationController.Operation,
        from fromVC: UIViewController, to toVC: UIViewController
    ) -> UIViewControllerAnimatedTransitioning? {
        operation == .push ? DropOntoSnap() : nil
    }
}

class ListViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Cards"
        view.backgroundColor = .systemGroupedBackground
        let open = UIButton(type: .system)
        open.setTitle("Open", for: .normal)
        open.titleLabel?.font = .systemFont(ofSize: 22, weight: .semibold)
        open.frame = CGRect(x: 100, y: 280, width: 175, height: 50)
        open.backgroundColor = .white
        open.layer.cornerRadius = 12
        open.addTarget(self, action: #selector(openCard), for: .touchUpInside)
        view.addSubview(open)
        navigationItem.rightBarButtonItem = UIBarButtonItem(title: "Edit", style: .plain, target: nil, action: nil)
    }

    @objc func openCard() {
        navigationController?.pushViewController(CardViewController(), animated: true)
    }
}

class CardViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Card"
        view.backgroundColor = .systemPurple
        let card = UIView(frame: CGRect(x: 40, y: 160, width: 295, height: 180))
        card.backgroundColor = .white
        card.layer.cornerRadius = 20
        view.addSubview(card)
        let label = UILabel(frame: card.bounds)
        label.text = "Snapped in"
        label.textAlignment = .center
        label.font = .systemFont(ofSize: 28, weight: .bold)
        card.addSubview(label)
    }
}

/// Drops the new screen from above the container onto a snap at its place; done when the
/// animator comes to rest.
class DropOntoSnap: NSObject, UIViewControllerAnimatedTransitioning, UIDynamicAnimatorDelegate {
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
        snap.damping = 0.6
        animator.addBehavior(snap)
        self.animator = animator
    }

    func dynamicAnimatorDidPause(_ animator: UIDynamicAnimator) {
        animator.removeAllBehaviors()
        context?.completeTransition(!(context?.transitionWasCancelled ?? false))
        context = nil
        self.animator = nil
    }
}
