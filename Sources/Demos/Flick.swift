import DynamicsKit
import Foundation

extension DemoCatalog {
    /// Seed 000, "Flick View Based on Gesture Velocity": a 40×40 orange view follows a scripted
    /// pan through an attachment and, on release, is pushed by the pan's velocity; gravity and
    /// the screen's edges do the rest.
    static let flick = Demo(
        id: "flick",
        summary: "A 40×40 orange view is dragged, flicked up-right off the walls, then grabbed and flicked again.",
        duration: 6
    ) { scene in
        scene.rootViewController = FlickViewController()
        FlickScript.schedule(on: scene)
    }
}

/// The touches the flick demo plays; times in scene seconds (the tests use them too).
enum FlickScript {
    /// The view starts at the screen's centre (187.5, 333.5) and at once falls under gravity;
    /// the first grab meets it where it lies on the floor.
    static let firstGrab = CGPoint(x: 187.5, y: 647)
    static let firstGrabTime: TimeInterval = 1.0
    /// A slow drag up to the left, then a flick up and to the right.
    static let dragEnd = CGPoint(x: 110, y: 450)
    static let dragDuration: TimeInterval = 0.8
    static let firstVelocity = CGVector(dx: 900, dy: -2000)
    /// The second flick: up and to the right, from where the first left the view (bottom left).
    static let secondGrabTime: TimeInterval = 4.0
    static let secondVelocity = CGVector(dx: 900, dy: -2100)

    /// When the finger lifts after the first flick.
    static var firstRelease: TimeInterval {
        firstGrabTime + dragDuration + 0.15
    }
    /// When the finger lifts after the second flick.
    static var secondRelease: TimeInterval {
        secondGrabTime + 0.15
    }

    static func schedule(on scene: Scene) {
        let dragLift = scene.drag(from: firstGrab, to: dragEnd, duration: dragDuration, timing: .easeInOut, at: firstGrabTime)
        // Keep the finger down: the flick is a second touch starting where the drag ended.
        scene.flick(from: dragEnd, velocity: firstVelocity, at: dragLift)
        // The second grab goes to the view wherever it lies at that moment.
        scene.at(secondGrabTime - Clock.tickDuration) {
            guard let view = FlickViewController.orangeView(in: scene) else { return }
            scene.flick(from: view.center, velocity: secondVelocity, at: secondGrabTime)
        }
    }
}

/// The seed's Swift code; `#selector` becomes a closure, and its lazy properties stay lazy.
final class FlickViewController: UIViewController {
    // Adjust to change speed of view from flick
    let magnitudeMultiplier: CGFloat = 0.0008

    lazy var dynamicAnimator: UIDynamicAnimator = {
        let dynamicAnimator = UIDynamicAnimator(referenceView: self.view)
        return dynamicAnimator
    }()

    lazy var gravity: UIGravityBehavior = {
        let gravity = UIGravityBehavior(items: [self.orangeView])
        return gravity
    }()

    lazy var collision: UICollisionBehavior = {
        let collision = UICollisionBehavior(items: [self.orangeView])
        collision.translatesReferenceBoundsIntoBoundary = true
        return collision
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
        dynamicAnimator.addBehavior(gravity)
        dynamicAnimator.addBehavior(collision)
        orangeView.addGestureRecognizer(panGesture)
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        orangeView.center = view.center
        dynamicAnimator.updateItem(usingCurrentState: orangeView)
    }

    func handlePan(sender: UIPanGestureRecognizer) {
        let location = sender.location(in: view)
        let velocity = sender.velocity(in: view)
        let magnitude = sqrt((velocity.x * velocity.x) + (velocity.y * velocity.y))
        switch sender.state {
        case .began:
            attachment.anchorPoint = location
            dynamicAnimator.addBehavior(attachment)
        case .changed:
            attachment.anchorPoint = location
        case .cancelled, .ended, .failed, .possible:
            let push = UIPushBehavior(items: [self.orangeView], mode: .instantaneous)
            push.pushDirection = CGVector(dx: velocity.x, dy: velocity.y)
            push.magnitude = magnitude * magnitudeMultiplier
            dynamicAnimator.removeBehavior(attachment)
            dynamicAnimator.addBehavior(push)
        }
    }

    /// The demo's orange view, for the script and the tests.
    static func orangeView(in scene: Scene) -> UIView? {
        (scene.rootViewController as? FlickViewController)?.orangeView
    }
}
