import Foundation

/// Two fingers moving apart or together, as UIKit's: it begins once the distance between them
/// has changed by more than 10 pt from where they came down, changes at every move after that
/// and ends when the fingers lift; fingers that lift before that fail it.
///
/// ``scale`` is the fingers' distance over their distance at touch-down (so it is already a
/// little off 1 when the gesture begins, as on a device); setting it makes later moves scale
/// from the value set. ``velocity`` is the scale's rate of change per second, the least-squares
/// slope over the last 100 ms of script time. ``location(in:)`` is the fingers' midpoint.
/// Fingers come from the touch script's two-finger touches (``Scene/pinch(at:scale:duration:at:)``,
/// `--pinch`).
open class UIPinchGestureRecognizer: UIGestureRecognizer, TwoFingerGesture {
    /// Points the fingers' distance changes by before the pinch begins.
    static let slop: CGFloat = 10

    /// The distance at touch-down, and the scale and distance last set (``scale``'s origin).
    private var initialSpan: CGFloat = 0
    private var referenceScale: CGFloat = 1
    private var referenceSpan: CGFloat = 0
    private var currentSpan: CGFloat = 0
    private var spanEstimator = VelocityEstimator()

    /// The fingers' distance now over their distance when they came down, times the value last
    /// set. 1 before any fingers.
    open var scale: CGFloat {
        get { referenceSpan > 0 ? referenceScale * currentSpan / referenceSpan : referenceScale }
        set {
            referenceScale = newValue
            referenceSpan = currentSpan
            spanEstimator = VelocityEstimator()
            if let time = trackedPair.first?.timestamp { spanEstimator.add(CGPoint(x: currentSpan, y: 0), at: time) }
        }
    }

    /// How fast ``scale`` changes, in scale factor per second (negative as the fingers close).
    open var velocity: CGFloat {
        guard referenceSpan > 0 else { return 0 }
        return referenceScale * spanEstimator.velocity.x / referenceSpan
    }

    func fingersBegan(_ first: UITouch, _ second: UITouch) {
        let pair = FingerPair(first, second)
        trackedPair = [first, second]
        initialSpan = pair.span
        currentSpan = pair.span
        referenceSpan = pair.span
        referenceScale = 1
        spanEstimator = VelocityEstimator()
        spanEstimator.add(CGPoint(x: pair.span, y: 0), at: first.timestamp)
        locationInWindow = pair.midpoint
    }

    var passedSlop: Bool { abs(currentSpan - initialSpan) > Self.slop }

    func follow(_ first: UITouch, _ second: UITouch) {
        let pair = FingerPair(first, second)
        currentSpan = pair.span
        spanEstimator.add(CGPoint(x: pair.span, y: 0), at: first.timestamp)
        locationInWindow = pair.midpoint
    }

    override open func reset() {
        super.reset()
        trackedPair = []
        initialSpan = 0
        referenceSpan = 0
        currentSpan = 0
        referenceScale = 1
        spanEstimator = VelocityEstimator()
    }
}
