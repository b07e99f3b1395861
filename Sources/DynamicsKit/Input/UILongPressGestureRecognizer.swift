import Foundation

/// A press and hold, as UIKit's: it begins once the finger has stayed down for
/// ``minimumPressDuration`` without wandering more than ``allowableMovement`` from where it
/// came down, changes at every move after that (any distance) and ends when the finger lifts.
/// A finger that lifts or wanders too far first fails it.
///
/// The hold is timed on the scene's clock from the touch's script time: a press scripted
/// from 1 s begins the recognizer at the first tick at or after 1.5 s.
///
/// ```swift
/// let press = UILongPressGestureRecognizer { press in
///     if press.state == .began { card.transform = CGAffineTransform(scaleX: 1.1, y: 1.1) }
/// }
/// card.addGestureRecognizer(press)
/// scene.touchDown(at: card.center, time: 1)
/// scene.touchUp(at: card.center, time: 2)
/// ```
open class UILongPressGestureRecognizer: UIGestureRecognizer, HoldTimedGestureRecognizer {
    /// Seconds the finger must stay down before the gesture begins; 0.5 by default.
    public var minimumPressDuration: TimeInterval = 0.5
    /// Points the finger may wander before the gesture begins; 10 by default.
    public var allowableMovement: CGFloat = 10
    /// Fingers that must press: a scripted touch is one finger, so a press needing more never
    /// begins, as on a device touched by one finger.
    public var numberOfTouchesRequired = 1
    /// Taps before the press; 0 by default. Scripted touches do not chain a tap into a press,
    /// so a press needing taps never begins here.
    public var numberOfTapsRequired = 0

    private var touchDownLocation: CGPoint = .zero

    override func touchBegan(_ touch: UITouch) {
        touchDownLocation = touch.locationInWindow
        if numberOfTouchesRequired != 1 || numberOfTapsRequired != 0 { state = .failed }
    }

    override func touchMoved(_ touch: UITouch) {
        switch state {
        case .possible:
            let dx = touch.locationInWindow.x - touchDownLocation.x
            let dy = touch.locationInWindow.y - touchDownLocation.y
            if hypot(dx, dy) > allowableMovement { state = .failed }
        case .began, .changed:
            state = .changed
        case .ended, .cancelled, .failed:
            break
        }
    }

    override func touchEnded(_ touch: UITouch) {
        touchMoved(touch)
        state = (state == .began || state == .changed) ? .ended : .failed
    }

    func holdDeadline(for touch: UITouch) -> TimeInterval? {
        touch.timestamp + (minimumPressDuration.isFinite ? max(minimumPressDuration, 0) : 0)
    }

    func touchHeld(_ touch: UITouch) {
        if state == .possible { state = .began }
    }
}

/// A recognizer that decides on time as well as on touches: the touch input calls
/// ``touchHeld(_:)`` at the deadline if the finger is still down by then.
protocol HoldTimedGestureRecognizer: UIGestureRecognizer {
    /// Script time at which the recognizer wants ``touchHeld(_:)``, for a touch that just came
    /// down; nil for never.
    func holdDeadline(for touch: UITouch) -> TimeInterval?
    /// The finger has been down, untaken by another recognizer, until the deadline.
    func touchHeld(_ touch: UITouch)
}
