import DynamicsKit
import Foundation

extension DemoCatalog {
    /// Seed 003, "UIKit Dynamics and Swift Tutorial: Tossing Views": a goldfish image view is
    /// dragged by an attachment at the touch (so it turns), snaps back when let go slowly, and
    /// when tossed faster than 1000 pt/s flies off spinning and comes back 0.4 s later.
    static let tossing = Demo(
        id: "tossing",
        summary: "A goldfish image is dragged by a corner (it turns), snaps back, then is tossed off screen twice and comes back.",
        duration: 6
    ) { scene in
        scene.rootViewController = TossingViewController(seed: scene.seed)
        TossingScript.schedule(on: scene)
    }
}

/// The touches the demo plays, in scene seconds and screen points (the tests repeat them).
enum TossingScript {
    /// A slow drag that grabs the fish near its head and pulls it down and right, released at
    /// rest: under the threshold, so it snaps back.
    static let dragStart = CGPoint(x: 110, y: 190)
    static let dragEnd = CGPoint(x: 230, y: 470)
    static let dragTime: TimeInterval = 0.4, dragDuration: TimeInterval = 1.3
    /// A toss up and to the right, grabbed near the tail.
    static let tossTime: TimeInterval = 2.6
    static let tossStart = CGPoint(x: 260, y: 250)
    static let tossVelocity = CGVector(dx: 1500, dy: -1300)
    /// A second toss, down and to the left.
    static let secondTossTime: TimeInterval = 4.3
    static let secondTossStart = CGPoint(x: 160, y: 260)
    static let secondTossVelocity = CGVector(dx: -1200, dy: 1600)

    static func schedule(on scene: Scene) {
        scene.drag(from: dragStart, to: dragEnd, duration: dragDuration, timing: .easeInOut, at: dragTime)
        scene.flick(from: tossStart, velocity: tossVelocity, at: tossTime)
        scene.flick(from: secondTossStart, velocity: secondTossVelocity, at: secondTossTime)
    }
}

let ThrowingThreshold: CGFloat = 1000
let ThrowingVelocityPadding: CGFloat = 35

/// The tutorial's view controller. The storyboard's views get explicit frames (the image view
/// centred on the 375-pt screen instead of at x = 33 on the 320-pt one), the pan is a closure,
/// `arc4random_uniform` draws from a generator seeded by the scene, and `dispatch_after` waits
/// on the scene's clock.
final class TossingViewController: UIViewController {
    var imageView: UIImageView!
    var redSquare: UIView!
    var blueSquare: UIView!

    private var originalBounds = CGRect.zero
    private var originalCenter = CGPoint.zero

    private var animator: UIDynamicAnimator!
    private var attachmentBehavior: UIAttachmentBehavior!
    private var pushBehavior: UIPushBehavior!
    private var itemBehavior: UIDynamicItemBehavior!

    private var random: SplitMix64

    /// Drawn once: the same pixels for every scene.
    static let goldfish = Goldfish.image()

    init(seed: UInt64) {
        random = SplitMix64(seed: seed)
        super.init()
    }

    override func loadView() {
        super.loadView()
        // The storyboard: the image view and the two 8×8 markers.
        imageView = UIImageView(frame: CGRect(x: 60.5, y: 137, width: 254, height: 172))
        imageView.image = Self.goldfish
        imageView.accessibilityIdentifier = "goldfish" // Edit: a name for tests, as a UI test would use.
        view.addSubview(imageView)
        redSquare = UIView(frame: CGRect(x: 156, y: 219, width: 8, height: 8))
        redSquare.backgroundColor = .red
        view.addSubview(redSquare)
        blueSquare = UIView(frame: CGRect(x: 80, y: 420, width: 8, height: 8))
        blueSquare.backgroundColor = .blue
        view.addSubview(blueSquare)
        view.addGestureRecognizer(UIPanGestureRecognizer { [unowned self] in self.handleAttachmentGesture(sender: $0) })
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        animator = UIDynamicAnimator(referenceView: view)
        originalBounds = imageView.bounds
        originalCenter = imageView.center
    }

    func handleAttachmentGesture(sender: UIPanGestureRecognizer) {
        let location = sender.location(in: self.view)
        let boxLocation = sender.location(in: self.imageView)

        switch sender.state {
        case .began:
            // 1
            animator.removeAllBehaviors()

            // 2
            let centerOffset = UIOffset(horizontal: boxLocation.x - imageView.bounds.midX,
                                        vertical: boxLocation.y - imageView.bounds.midY)
            attachmentBehavior = UIAttachmentBehavior(item: imageView,
                offsetFromCenter: centerOffset, attachedToAnchor: location)

            // 3
            redSquare.center = attachmentBehavior.anchorPoint
            blueSquare.center = location

            // 4
            animator.addBehavior(attachmentBehavior)

        case .ended:
            animator.removeAllBehaviors()

            // 1
            let velocity = sender.velocity(in: view)
            let magnitude = sqrt((velocity.x * velocity.x) + (velocity.y * velocity.y))

            if magnitude > ThrowingThreshold {
                // 2
                let pushBehavior = UIPushBehavior(items: [imageView], mode: .instantaneous)
                pushBehavior.pushDirection = CGVector(dx: velocity.x / 10, dy: velocity.y / 10)
                pushBehavior.magnitude = magnitude / ThrowingVelocityPadding

                self.pushBehavior = pushBehavior
                animator.addBehavior(pushBehavior)

                // 3
                let angle = Int(random.uniform(20)) - 10

                itemBehavior = UIDynamicItemBehavior(items: [imageView])
                itemBehavior.friction = 0.2
                itemBehavior.allowsRotation = true
                itemBehavior.addAngularVelocity(CGFloat(angle), for: imageView)
                animator.addBehavior(itemBehavior)

                // 4
                Clock.current?.schedule(after: 0.4) { [weak self] in
                    self?.resetDemo()
                }
            } else {
                resetDemo()
            }

        default:
            attachmentBehavior.anchorPoint = sender.location(in: view)
            redSquare.center = attachmentBehavior.anchorPoint
        }
    }

    func resetDemo() {
        animator.removeAllBehaviors()

        UIView.animate(withDuration: 0.45) {
            self.imageView.bounds = self.originalBounds
            self.imageView.center = self.originalCenter
            self.imageView.transform = .identity
        }
    }
}

/// SplitMix64: a small deterministic generator for the spin, seeded by the scene.
struct SplitMix64 {
    private var state: UInt64

    init(seed: UInt64) { state = seed }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// A number in 0..<upperBound, as `arc4random_uniform`.
    mutating func uniform(_ upperBound: UInt32) -> UInt32 {
        UInt32(next() % UInt64(upperBound))
    }
}
