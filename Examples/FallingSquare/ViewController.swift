// The seed's "Falling Square" fragment in a view controller of its own. Written here: the
// fragment is Swift 2 (`UIColor.orangeColor()`), names a `square` it never declares, and takes
// `animationView` from a storyboard outlet; here the animation view is the controller's view.
import UIKit

class ViewController: UIViewController {
    var animationView: UIView!
    var squareView: UIView!
    var collision: UICollisionBehavior!
    var animator: UIDynamicAnimator!
    var gravity: UIGravityBehavior!

    override func viewDidLoad() {
        super.viewDidLoad()
        animationView = view
        let squareSize = CGSize(width: 30.0, height: 30.0)
        let centerPoint = CGPoint(x: self.animationView.bounds.midX - (squareSize.width / 2), y: self.animationView.bounds.midY - (squareSize.height / 2))
        let frame = CGRect(origin: centerPoint, size: squareSize)
        squareView = UIView(frame: frame)
        squareView.backgroundColor = UIColor.orange
        animationView.addSubview(squareView)
        animator = UIDynamicAnimator(referenceView: view)
        gravity = UIGravityBehavior(items: [squareView])
        animator.addBehavior(gravity)
        collision = UICollisionBehavior(items: [squareView])
        collision.translatesReferenceBoundsIntoBoundary = true
        animator.addBehavior(collision)
    }
}
