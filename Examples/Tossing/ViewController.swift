// The "Tossing Views" tutorial's view controller in today's Swift (written here: the tutorial is
// Swift 1 and lays its views out in a storyboard). A goldfish image view is dragged by an
// attachment at the touch, so it turns; let go slowly it animates back, tossed faster than
// 1000 pt/s it flies off spinning and comes back 0.4 s later. The red square marks the anchor,
// the blue one where the touch began.
import UIKit

let ThrowingThreshold: CGFloat = 1000
let ThrowingVelocityPadding: CGFloat = 35

class ViewController: UIViewController {
    var imageView: UIImageView!
    var redSquare: UIView!
    var blueSquare: UIView!

    private var originalBounds = CGRect.zero
    private var originalCenter = CGPoint.zero

    private var animator: UIDynamicAnimator!
    private var attachmentBehavior: UIAttachmentBehavior!
    private var pushBehavior: UIPushBehavior!
    private var itemBehavior: UIDynamicItemBehavior!

    override func loadView() {
        super.loadView()
        // What the tutorial's storyboard holds, centred on a 375-pt screen.
        imageView = UIImageView(frame: CGRect(x: 60.5, y: 137, width: 254, height: 172))
        imageView.image = UIImage(named: "goldfish")
        view.addSubview(imageView)
        redSquare = UIView(frame: CGRect(x: 156, y: 219, width: 8, height: 8))
        redSquare.backgroundColor = .red
        view.addSubview(redSquare)
        blueSquare = UIView(frame: CGRect(x: 80, y: 420, width: 8, height: 8))
        blueSquare.backgroundColor = .blue
        view.addSubview(blueSquare)
        view.addGestureRecognizer(UIPanGestureRecognizer(target: self, action: #selector(handleAttachmentGesture(sender:))))
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        animator = UIDynamicAnimator(referenceView: view)
        originalBounds = imageView.bounds
        originalCenter = imageView.center
    }

    @objc func handleAttachmentGesture(sender: UIPanGestureRecognizer) {
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
                let angle = Int(arc4random_uniform(20)) - 10

                itemBehavior = UIDynamicItemBehavior(items: [imageView])
                itemBehavior.friction = 0.2
                itemBehavior.allowsRotation = true
                itemBehavior.addAngularVelocity(CGFloat(angle), for: imageView)
                animator.addBehavior(itemBehavior)

                // 4
                DispatchQueue.main.asyncAfter(deadline: .now() + 0.4) {
                    self.resetDemo()
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
