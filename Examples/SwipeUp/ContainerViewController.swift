// "View controller transitions with UIKit Dynamics", built from the article's prose (it has no
// code to keep): a container with a top and a bottom child view controller. A pan up from the
// bottom edge drags the top view on an attachment; released below a third of the screen's
// height it falls back under gravity onto a boundary at the bottom and bounces; released above
// it, gravity points up, the pan's velocity is added and the top view leaves through the top,
// revealing the bottom one.
import UIKit

class ContainerViewController: UIViewController {
    private(set) var topViewController: ReplaceableViewController!
    private(set) var bottomViewController: ReplaceableViewController?
    private var animator: UIDynamicAnimator!
    private var attachmentBehavior: UIAttachmentBehavior?
    /// Colors the replaceable view controllers take in turn.
    private let colors: [UIColor] = [.orange, .purple, .systemTeal]
    private var made = 0

    override func viewDidLoad() {
        super.viewDidLoad()
        animator = UIDynamicAnimator(referenceView: view)

        let top = makeReplaceableViewController(isAtTop: true)
        addChild(top)
        top.view.frame = view.bounds
        view.addSubview(top.view)
        top.didMove(toParent: self)
        topViewController = top

        let pan = UIScreenEdgePanGestureRecognizer(target: self, action: #selector(handlePan(_:)))
        pan.edges = .bottom
        view.addGestureRecognizer(pan)
    }

    private func makeReplaceableViewController(isAtTop: Bool) -> ReplaceableViewController {
        defer { made += 1 }
        return ReplaceableViewController(color: colors[made % colors.count], isAtTop: isAtTop)
    }

    /// Inserts a new replaceable view controller below the top one (once per top one).
    private func addBottomViewController() {
        guard bottomViewController == nil else { return }
        let bottom = makeReplaceableViewController(isAtTop: false)
        addChild(bottom)
        bottom.view.frame = view.bounds
        view.insertSubview(bottom.view, belowSubview: topViewController.view)
        bottom.didMove(toParent: self)
        bottomViewController = bottom
    }

    /// The top view is off the screen: it leaves with its controller, and the bottom one
    /// becomes the top one.
    private func removeTopViewController() {
        animator.removeAllBehaviors()
        topViewController.willMove(toParent: nil)
        topViewController.view.removeFromSuperview()
        topViewController.removeFromParent()
        if let bottom = bottomViewController {
            bottom.isAtTop = true
            topViewController = bottom
            bottomViewController = nil
        }
    }

    @objc private func handlePan(_ gesture: UIScreenEdgePanGestureRecognizer) {
        var location = gesture.location(in: view)
        // A constant x keeps the movement vertical.
        location.x = view.bounds.midX
        let topView = topViewController.view!

        switch gesture.state {
        case .began:
            addBottomViewController()
            animator.removeAllBehaviors()
            let attachment = UIAttachmentBehavior(item: topView, attachedToAnchor: location)
            animator.addBehavior(attachment)
            attachmentBehavior = attachment
        case .changed:
            attachmentBehavior?.anchorPoint = location
        case .ended, .cancelled:
            if let attachment = attachmentBehavior { animator.removeBehavior(attachment) }
            attachmentBehavior = nil

            let height = view.bounds.height
            let isLong = height - location.y > height / 3

            let gravity = UIGravityBehavior(items: [topView])
            gravity.gravityDirection = CGVector(dx: 0, dy: isLong ? -1 : 1)
            animator.addBehavior(gravity)

            let collision = UICollisionBehavior(items: [topView])
            collision.addBoundary(withIdentifier: "bottom" as NSString,
                                  from: CGPoint(x: 0, y: height), to: CGPoint(x: view.bounds.width, y: height))
            collision.action = { [weak self, weak topView] in
                guard let self = self, let topView = topView, topView.superview != nil, topView.frame.maxY < 0 else { return }
                self.removeTopViewController()
            }
            animator.addBehavior(collision)

            let item = UIDynamicItemBehavior(items: [topView])
            item.allowsRotation = false
            item.elasticity = 0.35
            animator.addBehavior(item)
            if isLong {
                item.addLinearVelocity(gesture.velocity(in: view), for: topView)
            }
        default:
            break
        }
    }
}
