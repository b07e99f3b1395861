import DynamicsKit
import Foundation

extension DemoCatalog {
    /// Seed 000, "Sticky Corners" Effect Using UIFieldBehaviors: two spring fields, one over
    /// each half of the screen, pull a 40×40 orange view to the centre of the half it is in.
    static let stickyCorners = Demo(
        id: "sticky-corners",
        summary: "A 40×40 orange view is dragged and flicked between two spring fields; it sticks to the centre of the half it lands in.",
        duration: 6
    ) { scene in
        scene.rootViewController = StickyCornersViewController()
        StickyCornersScript.schedule(on: scene)
    }
}

/// The touches the demo plays, in scene seconds and screen points (the tests repeat them).
enum StickyCornersScript {
    /// A slow drag from the centre down and to the right, released at rest in the bottom half.
    static let dragStart = CGPoint(x: 187.5, y: 333.5)
    static let dragEnd = CGPoint(x: 290, y: 560)
    static let dragTime: TimeInterval = 0.6, dragDuration: TimeInterval = 0.9
    /// A flick up from the bottom centre, into the top half.
    static let flickUpTime: TimeInterval = 2.5
    static let flickUpVelocity = CGVector(dx: -400, dy: -2400)
    /// A flick down from the top centre, back into the bottom half.
    static let flickDownTime: TimeInterval = 4.2
    static let flickDownVelocity = CGVector(dx: 600, dy: 2400)

    static func schedule(on scene: Scene) {
        scene.drag(from: dragStart, to: dragEnd, duration: dragDuration, timing: .easeInOut, at: dragTime)
        // The flicks start where the view is at that moment (by then, a field's centre).
        for (time, velocity) in [(flickUpTime, flickUpVelocity), (flickDownTime, flickDownVelocity)] {
            scene.at(time - Clock.tickDuration) {
                guard let view = (scene.rootViewController as? StickyCornersViewController)?.orangeView else { return }
                scene.flick(from: view.center, velocity: velocity, at: time)
            }
        }
    }
}

/// The seed's Swift code; `#selector` becomes a closure.
final class StickyCornersViewController: UIViewController {
    lazy var dynamicAnimator: UIDynamicAnimator = {
        let dynamicAnimator = UIDynamicAnimator(referenceView: self.view)
        return dynamicAnimator
    }()

    lazy var collision: UICollisionBehavior = {
        let collision = UICollisionBehavior(items: [self.orangeView])
        collision.translatesReferenceBoundsIntoBoundary = true
        return collision
    }()

    lazy var fieldBehaviors: [UIFieldBehavior] = {
        var fieldBehaviors = [UIFieldBehavior]()
        for _ in 0 ..< 2 {
            let field = UIFieldBehavior.springField()
            field.addItem(self.orangeView)
            fieldBehaviors.append(field)
        }
        return fieldBehaviors
    }()

    lazy var itemBehavior: UIDynamicItemBehavior = {
        let itemBehavior = UIDynamicItemBehavior(items: [self.orangeView])
        // Adjust these values to change the "stickiness" of the view
        itemBehavior.density = 0.01
        itemBehavior.resistance = 10
        itemBehavior.friction = 0.0
        itemBehavior.allowsRotation = false
        return itemBehavior
    }()

    lazy var orangeView: UIView = {
        let widthHeight: CGFloat = 40.0
        let orangeView = UIView(frame: CGRect(x: 0.0, y: 0.0, width: widthHeight, height: widthHeight))
        orangeView.backgroundColor = UIColor.orange
        orangeView.accessibilityIdentifier = "orangeView" // Edit: a name for tests, as a UI test would use.
        self.view.addSubview(orangeView)
        return orangeView
    }()

    lazy var panGesture: UIPanGestureRecognizer = {
        let panGesture = UIPanGestureRecognizer { [unowned self] in self.handlePan(sender: $0) }
        return panGesture
    }()

    lazy var attachment: UIAttachmentBehavior = {
        let attachment = UIAttachmentBehavior(item: self.orangeView, attachedToAnchor: .zero)
        return attachment
    }()

    override func viewDidLoad() {
        super.viewDidLoad()
        dynamicAnimator.addBehavior(collision)
        dynamicAnimator.addBehavior(itemBehavior)
        for field in fieldBehaviors {
            dynamicAnimator.addBehavior(field)
        }

        orangeView.addGestureRecognizer(panGesture)
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()

        orangeView.center = view.center
        dynamicAnimator.updateItem(usingCurrentState: orangeView)

        for (index, field) in fieldBehaviors.enumerated() {
            field.position = CGPoint(x: view.bounds.midX, y: view.bounds.height * (0.25 + 0.5 * CGFloat(index)))
            field.region = UIRegion(size: CGSize(width: view.bounds.width, height: view.bounds.height * 0.5))
        }
    }

    func handlePan(sender: UIPanGestureRecognizer) {
        let location = sender.location(in: view)
        let velocity = sender.velocity(in: view)
        switch sender.state {
        case .began:
            attachment.anchorPoint = location
            dynamicAnimator.addBehavior(attachment)
        case .changed:
            attachment.anchorPoint = location
        case .cancelled, .ended, .failed, .possible:
            itemBehavior.addLinearVelocity(velocity, for: self.orangeView)
            dynamicAnimator.removeBehavior(attachment)
        }
    }
}
