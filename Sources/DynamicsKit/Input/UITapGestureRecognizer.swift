import Foundation

/// A tap, as UIKit's: recognized when the finger lifts, if it stayed within 10 pt of where it
/// came down and lifted within 0.5 s. With ``numberOfTapsRequired`` above 1, each further tap
/// must come down within 0.35 s of the previous lift and 45 pt of the first tap, or the count
/// starts again.
open class UITapGestureRecognizer: UIGestureRecognizer {
    /// Points the finger may wander while pressing.
    static let allowableMovement: CGFloat = 10
    /// Longest press, in seconds, that still counts as a tap.
    static let maximumPressDuration: TimeInterval = 0.5
    /// Longest pause, in seconds, between the taps of a double (triple…) tap.
    static let maximumTapInterval: TimeInterval = 0.35
    /// Farthest, in points, the taps of a double (triple…) tap may land from the first.
    static let maximumTapDistance: CGFloat = 45

    /// Taps needed to recognize; 1 by default.
    public var numberOfTapsRequired = 1
    /// Fingers each tap needs; 1 by default. A tap here is one finger, so a recognizer that
    /// needs more never recognizes.
    public var numberOfTouchesRequired = 1

    private var tapsSoFar = 0
    private var firstTapLocation: CGPoint = .zero
    private var touchDownLocation: CGPoint = .zero
    private var touchDownTime: TimeInterval = 0
    private var lastLiftTime: TimeInterval = 0

    override func touchBegan(_ touch: UITouch) {
        let location = touch.locationInWindow
        if tapsSoFar > 0, touch.timestamp - lastLiftTime > Self.maximumTapInterval
            || hypot(location.x - firstTapLocation.x, location.y - firstTapLocation.y) > Self.maximumTapDistance
        {
            tapsSoFar = 0
        }
        if tapsSoFar == 0 { firstTapLocation = location }
        touchDownLocation = location
        touchDownTime = touch.timestamp
    }

    override func touchMoved(_ touch: UITouch) {
        let dx = touch.locationInWindow.x - touchDownLocation.x
        let dy = touch.locationInWindow.y - touchDownLocation.y
        if hypot(dx, dy) > Self.allowableMovement { state = .failed }
    }

    override func touchEnded(_ touch: UITouch) {
        touchMoved(touch)
        guard state == .possible else { return }
        guard touch.timestamp - touchDownTime <= Self.maximumPressDuration else {
            state = .failed
            return
        }
        guard numberOfTouchesRequired <= 1 else {
            state = .failed
            return
        }
        tapsSoFar += 1
        lastLiftTime = touch.timestamp
        if tapsSoFar >= numberOfTapsRequired { state = .recognized }
    }

    override var isAwaitingFurtherTouches: Bool {
        state == .possible && tapsSoFar > 0 && tapsSoFar < numberOfTapsRequired
    }

    override open func reset() {
        super.reset()
        tapsSoFar = 0
    }
}
