// dynamics: --controller BehaviorTabsController --duration 4 --key-times 0.9,2.1,3.9
// dynamics: --tap "Snap"@1.0 --tap "Push"@2.2
import UIKit

/// Three tabs, each a navigation controller around one behavior's screen: a square that falls
/// onto the tab bar's top, a circle that snaps to the middle when its tab appears, and a ball
/// pushed sideways into the walls. The flags switch tabs by tapping their titles.
class BehaviorTabsController: UITabBarController {
    override func viewDidLoad() {
        super.viewDidLoad()
        let screens: [(UIViewController, String, String)] = [
            (FallingViewController(), "Fall", "arrow.down.circle"),
            (SnappingViewController(), "Snap", "scope"),
            (PushingViewController(), "Push", "hand.point.right"),
        ]
        viewControllers = screens.map { screen, title, symbol in
            let navigation = UINavigationController(rootViewController: screen)
            navigation.tabBarItem = UITabBarItem(title: title, image: UIImage(systemName: symbol), selectedImage: nil)
            return navigation
        }
        tabBar.tintColor = .systemIndigo
        viewControllers?[2].tabBarItem.badgeValue = "3"
    }
}

/// A screen whose animator keeps its items inside the safe area: below the navigation bar and
/// above the tab bar.
class BehaviorScreen: UIViewController {
    var animator: UIDynamicAnimator!

    func makeItem(_ frame: CGRect, color: UIColor, round: Bool) -> UIView {
        let item = UIView(frame: frame)
        item.backgroundColor = color
        item.layer.cornerRadius = round ? frame.width / 2 : 12
        view.addSubview(item)
        return item
    }

    func safeBoundary() -> UICollisionBehavior {
        let collision = UICollisionBehavior()
        let area = view.bounds.inset(by: view.safeAreaInsets)
        collision.addBoundary(withIdentifier: "safe" as NSString, for: UIBezierPath(rect: area))
        return collision
    }
}

class FallingViewController: BehaviorScreen {
    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Gravity"
        view.backgroundColor = .systemBackground
        animator = UIDynamicAnimator(referenceView: view)
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        guard animator.behaviors.isEmpty else { return }
        let square = makeItem(CGRect(x: 150, y: 120, width: 80, height: 80), color: .systemOrange, round: false)
        let collision = safeBoundary()
        collision.addItem(square)
        animator.addBehavior(UIGravityBehavior(items: [square]))
        animator.addBehavior(collision)
    }
}

class SnappingViewController: BehaviorScreen {
    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Snapping"
        view.backgroundColor = .systemBackground
        animator = UIDynamicAnimator(referenceView: view)
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        let circle = makeItem(CGRect(x: 30, y: 130, width: 90, height: 90), color: .systemTeal, round: true)
        animator.removeAllBehaviors()
        animator.addBehavior(UISnapBehavior(item: circle, snapTo: CGPoint(x: view.bounds.midX, y: view.bounds.midY)))
    }
}

class PushingViewController: BehaviorScreen {
    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Pushing"
        view.backgroundColor = .systemBackground
        animator = UIDynamicAnimator(referenceView: view)
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        guard animator.behaviors.isEmpty else { return }
        let ball = makeItem(CGRect(x: 40, y: 300, width: 60, height: 60), color: .systemPink, round: true)
        let collision = safeBoundary()
        collision.addItem(ball)
        let push = UIPushBehavior(items: [ball], mode: .instantaneous)
        push.pushDirection = CGVector(dx: 3, dy: -1)
        let bounce = UIDynamicItemBehavior(items: [ball])
        bounce.elasticity = 0.8
        animator.addBehavior(collision)
        animator.addBehavior(push)
        animator.addBehavior(bounce)
    }
}
