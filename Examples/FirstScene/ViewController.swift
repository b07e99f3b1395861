// dynamics: --flick 188,619:500,-2000@3.5
import UIKit

class ViewController: UIViewController {
    let box = UIView(frame: CGRect(x: 140, y: 100, width: 96, height: 96))
    lazy var animator = UIDynamicAnimator(referenceView: view)

    override func viewDidLoad() {
        super.viewDidLoad()
        box.backgroundColor = .orange
        box.layer.cornerRadius = 16
        view.addSubview(box)
        let collision = UICollisionBehavior(items: [box])
        collision.translatesReferenceBoundsIntoBoundary = true
        let bounce = UIDynamicItemBehavior(items: [box])
        bounce.elasticity = 0.6
        [UIGravityBehavior(items: [box]), collision, bounce].forEach(animator.addBehavior)
        box.addGestureRecognizer(UIPanGestureRecognizer(target: self, action: #selector(flick(_:))))
    }

    @objc func flick(_ pan: UIPanGestureRecognizer) {
        guard pan.state == .ended else { return }
        let velocity = pan.velocity(in: view)
        let push = UIPushBehavior(items: [box], mode: .instantaneous)
        push.pushDirection = CGVector(dx: velocity.x / 100, dy: velocity.y / 100)
        animator.addBehavior(push)
    }
}
