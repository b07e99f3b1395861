import DynamicsKit
import Foundation

extension DemoCatalog {
    /// Seed 000, "The Falling Square": a square in the middle of the view falls and stops on the
    /// bottom edge.
    static let fallingSquare = Demo(
        id: "falling-square",
        summary: "A 30×30 orange square falls from the middle and comes to rest on the bottom edge.",
        duration: 2.5
    ) { scene in
        let controller = FallingSquareViewController(view: scene.rootView)
        controller.viewDidLoad()
        // Held as a view controller is on a device: it holds the animator.
        scene.keep(controller)
    }
}

/// The seed's code, with `animationView` being the whole screen and Swift 3+ spellings.
final class FallingSquareViewController {
    let view: UIView
    var animationView: UIView!
    var squareView: UIView!
    var collision: UICollisionBehavior!
    var animator: UIDynamicAnimator!
    var gravity: UIGravityBehavior!

    init(view: UIView) {
        self.view = view
        animationView = view
    }

    func viewDidLoad() {
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
