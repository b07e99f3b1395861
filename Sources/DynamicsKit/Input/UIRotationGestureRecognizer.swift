import Foundation

/// Two fingers turning about each other, as UIKit's: it begins once the line between them has
/// turned by more than 0.1 rad (about 6°) from where they came down, changes at every move
/// after that and ends when they lift; fingers that lift before that fail it.
///
/// ``rotation`` is the angle turned since touch-down, in radians, positive clockwise on
/// screen; setting it makes later moves add to the value set. ``velocity`` is in radians per
/// second over the last 100 ms of script time. ``location(in:)`` is the fingers' midpoint.
/// Fingers come from the touch script's two-finger touches (``Scene/rotate(at:by:duration:at:)``,
/// `--rotate`).
open class UIRotationGestureRecognizer: UIGestureRecognizer, TwoFingerGesture {
    /// Radians the fingers turn before the rotation begins.
    static let slop: CGFloat = 0.1

    private var initialAngle: CGFloat = 0
    /// The angle turned so far, unwrapped past ±π, and the rotation last set with its angle.
    private var turned: CGFloat = 0
    private var lastAngle: CGFloat = 0
    private var referenceRotation: CGFloat = 0
    private var referenceTurned: CGFloat = 0
    private var estimator = VelocityEstimator()

    /// Radians the fingers have turned since they came down (clockwise positive), plus the
    /// value last set. 0 before any fingers.
    open var rotation: CGFloat {
        get { referenceRotation + turned - referenceTurned }
        set {
            referenceRotation = newValue
            referenceTurned = turned
            estimator = VelocityEstimator()
            if let time = trackedPair.first?.timestamp { estimator.add(CGPoint(x: turned, y: 0), at: time) }
        }
    }

    /// Radians per second.
    open var velocity: CGFloat { estimator.velocity.x }

    func fingersBegan(_ first: UITouch, _ second: UITouch) {
        let pair = FingerPair(first, second)
        trackedPair = [first, second]
        initialAngle = pair.angle
        lastAngle = pair.angle
        turned = 0
        referenceRotation = 0
        referenceTurned = 0
        estimator = VelocityEstimator()
        estimator.add(.zero, at: first.timestamp)
        locationInWindow = pair.midpoint
    }

    var passedSlop: Bool { abs(turned) > Self.slop }

    func follow(_ first: UITouch, _ second: UITouch) {
        let pair = FingerPair(first, second)
        var step = pair.angle - lastAngle
        if step > .pi { step -= 2 * .pi } else if step < -.pi { step += 2 * .pi }
        lastAngle = pair.angle
        turned += step
        estimator.add(CGPoint(x: turned, y: 0), at: first.timestamp)
        locationInWindow = pair.midpoint
    }

    override open func reset() {
        super.reset()
        trackedPair = []
        turned = 0
        referenceRotation = 0
        referenceTurned = 0
        estimator = VelocityEstimator()
    }
}
