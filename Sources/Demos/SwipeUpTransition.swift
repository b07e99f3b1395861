import DynamicsKit
import Foundation

extension DemoCatalog {
    /// Seed 004, "View controller transitions with UIKit Dynamics – Part 1", built from the
    /// article's prose: a container with a top and a bottom child view controller. A pan up from
    /// the bottom edge drags the top view on an attachment; released below a third of the screen
    /// height it falls back under gravity onto a boundary at the bottom and bounces; released
    /// above it, gravity points up, the pan's velocity is added and the top view leaves through
    /// the top, revealing the bottom one.
    static let swipeUpTransition = Demo(
        id: "swipe-up-transition",
        summary: "A short pan up from the bottom edge lets the top view controller fall back and bounce; a long one sends it off the top, revealing the bottom one.",
        duration: 6
    ) { scene in
        scene.rootViewController = SwipeUpContainerViewController()
        // Short: 150 pt (under a third of 667), easing to rest, so it falls back.
        scene.drag(from: CGPoint(x: 187, y: 660), to: CGPoint(x: 187, y: 510), duration: 0.6, timing: .easeInOut, at: 0.5)
        // Long: 330 pt, lifted still moving up at 825 pt/s.
        scene.drag(from: CGPoint(x: 187, y: 660), to: CGPoint(x: 187, y: 330), duration: 0.4, at: 3)
    }
}

/// The replaceable view controller: a coloured view with a label saying whether it is at the
/// top or the bottom. Its view ignores touches so the container's pan sees them.
final class SwipeUpReplaceableViewController: UIViewController {
    let color: UIColor
    var isAtTop: Bool { didSet { updateLabel() } }
    let label = UILabel()

    init(color: UIColor, isAtTop: Bool) {
        self.color = color
        self.isAtTop = isAtTop
        super.init()
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.isUserInteractionEnabled = false
        view.backgroundColor = color
        label.textColor = .white
        label.font = UIFont.boldSystemFont(ofSize: 24)
        view.addSubview(label)
        updateLabel()
    }

    private func updateLabel() {
        label.text = isAtTop ? "Top view controller" : "Bottom view controller"
        view.setNeedsLayout()
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        label.sizeToFit()
        label.center = CGPoint(x: view.bounds.midX, y: view.bounds.midY)
    }
}

/// The container: holds the replaceable view controllers and the pan that drives them.
final class SwipeUpContainerViewController: UIViewController {
    private(set) var topViewController: SwipeUpReplaceableViewController!
    private(set) var bottomViewController: SwipeUpReplaceableViewController?
    private var animator: UIDynamicAnimator!
    private var attachmentBehavior: UIAttachmentBehavior?
    /// Colours the replaceable view controllers take in turn.
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

        let pan = UIScreenEdgePanGestureRecognizer { [weak self] in self?.handlePan($0) }
        pan.edges = .bottom
        view.addGestureRecognizer(pan)
    }

    private func makeReplaceableViewController(isAtTop: Bool) -> SwipeUpReplaceableViewController {
        defer { made += 1 }
        return SwipeUpReplaceableViewController(color: colors[made % colors.count], isAtTop: isAtTop)
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

    private func handlePan(_ gesture: UIScreenEdgePanGestureRecognizer) {
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
            collision.addBoundary(
                withIdentifier: "bottom", from: CGPoint(x: 0, y: height), to: CGPoint(x: view.bounds.width, y: height))
            collision.action = { [weak self, weak topView] in
                guard let self, let topView, topView.superview != nil, topView.frame.maxY < 0 else { return }
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
