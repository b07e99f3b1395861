import Foundation

/// What a gesture recognizer asks its delegate, as UIKit's: every method optional (the defaults
/// are UIKit's: begin, receive every touch, recognize alone, no failure requirements).
///
/// - `gestureRecognizer(_:shouldReceive:)` is asked when a touch comes down; a recognizer told
///   no never sees that touch.
/// - `gestureRecognizerShouldBegin(_:)` is asked when the recognizer would begin (a pan) or
///   recognize (a tap); no makes it fail.
/// - `gestureRecognizer(_:shouldRecognizeSimultaneouslyWith:)`: when either recognizer's
///   delegate says yes, the two may both recognize the same touch; otherwise the first to begin
///   makes the other fail.
/// - `gestureRecognizer(_:shouldRequireFailureOf:)` and `shouldBeRequiredToFailBy` add failure
///   requirements, as ``UIGestureRecognizer/require(toFail:)`` does.
public protocol UIGestureRecognizerDelegate: AnyObject {
    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool
    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch) -> Bool
    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive event: UIEvent) -> Bool
    func gestureRecognizer(
        _ gestureRecognizer: UIGestureRecognizer,
        shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer) -> Bool
    func gestureRecognizer(
        _ gestureRecognizer: UIGestureRecognizer, shouldRequireFailureOf otherGestureRecognizer: UIGestureRecognizer) -> Bool
    func gestureRecognizer(
        _ gestureRecognizer: UIGestureRecognizer, shouldBeRequiredToFailBy otherGestureRecognizer: UIGestureRecognizer) -> Bool
}

extension UIGestureRecognizerDelegate {
    public func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool { true }
    public func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch) -> Bool { true }
    public func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive event: UIEvent) -> Bool { true }
    public func gestureRecognizer(
        _ gestureRecognizer: UIGestureRecognizer,
        shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer) -> Bool { false }
    public func gestureRecognizer(
        _ gestureRecognizer: UIGestureRecognizer, shouldRequireFailureOf otherGestureRecognizer: UIGestureRecognizer) -> Bool { false }
    public func gestureRecognizer(
        _ gestureRecognizer: UIGestureRecognizer, shouldBeRequiredToFailBy otherGestureRecognizer: UIGestureRecognizer) -> Bool { false }
}

extension UIGestureRecognizer {
    /// Whether this recognizer and `other` may both recognize one touch: either delegate says
    /// so, or the recognizer taking the touch cannot prevent the other (a subclass's
    /// ``canPrevent(_:)`` or ``canBePrevented(by:)``).
    func recognizesSimultaneously(with other: UIGestureRecognizer) -> Bool {
        (delegate?.gestureRecognizer(self, shouldRecognizeSimultaneouslyWith: other) ?? false)
            || (other.delegate?.gestureRecognizer(other, shouldRecognizeSimultaneouslyWith: self) ?? false)
            || !other.canPrevent(self) || !canBePrevented(by: other)
    }

    /// Whether this recognizer must wait for `other` to fail: ``require(toFail:)``, a delegate
    /// or a subclass's ``shouldRequireFailure(of:)`` and ``shouldBeRequiredToFail(by:)``.
    func requiresFailure(of other: UIGestureRecognizer) -> Bool {
        failureRequirements.contains { $0 === other }
            || (delegate?.gestureRecognizer(self, shouldRequireFailureOf: other) ?? false)
            || (other.delegate?.gestureRecognizer(other, shouldBeRequiredToFailBy: self) ?? false)
            || shouldRequireFailure(of: other) || other.shouldBeRequiredToFail(by: self)
    }

    /// Whether the recognizer has not decided yet: it tracks a touch or waits for more.
    var isUndecided: Bool {
        isEnabled && view != nil && state == .possible && (trackedTouch != nil || isAwaitingFurtherTouches)
    }
}
