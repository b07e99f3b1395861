import Foundation

/// A drag, as UIKit's: it begins once the finger has moved more than 10 pt from where it came
/// down (the slop iOS uses), changes at every move after that and ends when the finger lifts;
/// a touch that lifts before moving that far fails the pan.
///
/// ``translation(in:)`` counts from where the finger came down, slop included.
/// ``velocity(in:)`` is the least-squares slope of the finger's positions over the last
/// 100 ms of script time (see the scene's ``Scene/flick(from:velocity:at:)``), so it is the
/// same on every run; at `ended` it is the release velocity.
///
/// A pan is offered one finger at a time (two fingers together go to pinches and rotations,
/// TouchInput+TwoFingers.swift), so it begins only when one finger is within
/// ``minimumNumberOfTouches``…``maximumNumberOfTouches``: with a minimum above 1 a one-finger
/// drag stays `possible` and fails when the finger lifts, as UIKit's does.
open class UIPanGestureRecognizer: UIGestureRecognizer {
    /// Points the finger travels before the pan begins.
    static let slop: CGFloat = 10

    /// The fewest fingers that may pan (UIKit's default: 1).
    open var minimumNumberOfTouches: Int = 1
    /// The most fingers that may pan (UIKit's default: `Int.max`, as many as the screen takes).
    open var maximumNumberOfTouches: Int = .max

    /// Whether one finger is a number of touches this pan accepts.
    private var acceptsOneFinger: Bool { minimumNumberOfTouches <= 1 && maximumNumberOfTouches >= 1 }

    private var touchDownLocation: CGPoint = .zero
    /// Where the translation counts from, in window coordinates.
    private var translationOrigin: CGPoint = .zero
    private var velocityEstimator = VelocityEstimator()

    /// How far the finger has moved, in `view`'s coordinates (the window's for nil).
    public func translation(in view: UIView?) -> CGPoint {
        let moved = CGPoint(x: locationInWindow.x - translationOrigin.x, y: locationInWindow.y - translationOrigin.y)
        return WindowCoordinates.vector(moved, in: view)
    }

    /// Makes ``translation(in:)`` report `translation` now; later moves add to it. Setting
    /// `.zero` in each `changed` handler gives the move since the previous one.
    public func setTranslation(_ translation: CGPoint, in view: UIView?) {
        let inWindow = WindowCoordinates.vector(translation, from: view)
        translationOrigin = CGPoint(x: locationInWindow.x - inWindow.x, y: locationInWindow.y - inWindow.y)
    }

    /// The finger's velocity in points per second, in `view`'s coordinates (the window's for nil).
    public func velocity(in view: UIView?) -> CGPoint {
        WindowCoordinates.vector(velocityEstimator.velocity, in: view)
    }

    override func touchBegan(_ touch: UITouch) {
        touchDownLocation = touch.locationInWindow
        translationOrigin = touch.locationInWindow
        velocityEstimator = VelocityEstimator()
        velocityEstimator.add(touch.locationInWindow, at: touch.timestamp)
    }

    override func touchMoved(_ touch: UITouch) {
        velocityEstimator.add(touch.locationInWindow, at: touch.timestamp)
        switch state {
        case .possible:
            let dx = touch.locationInWindow.x - touchDownLocation.x
            let dy = touch.locationInWindow.y - touchDownLocation.y
            if hypot(dx, dy) > Self.slop, acceptsOneFinger { state = .began }
        case .began, .changed:
            state = .changed
        case .ended, .cancelled, .failed:
            break
        }
    }

    override func touchEnded(_ touch: UITouch) {
        velocityEstimator.add(touch.locationInWindow, at: touch.timestamp)
        state = (state == .began || state == .changed) ? .ended : .failed
    }
}
