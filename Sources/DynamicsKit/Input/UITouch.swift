import Foundation

/// One finger on the screen, as UIKit's: where it is and was, in any view's coordinates, its
/// phase and the time of its last change. Touches come from a scene's touch script
/// (``Scene/touchDown(at:time:)`` and the helpers built on it); there is one finger, and the
/// same `UITouch` from its touch-down to its lift. Equal only to itself, as UIKit's.
open class UITouch: NSObject {
    public enum Phase: Int, Sendable {
        case began, moved, stationary, ended, cancelled
    }

    public internal(set) var phase: Phase = .began
    /// Scene seconds at which the touch last changed: the time its script gave, even when it is
    /// delivered at the tick after.
    public internal(set) var timestamp: TimeInterval
    /// The view the touch landed on (``UIView/hitTest(_:with:)`` at touch-down); it keeps
    /// receiving the touch wherever the finger goes. Nil when it landed on no view.
    public internal(set) weak var view: UIView?
    /// 1 for a single tap; 2, 3… when the finger comes down again quickly near the same place.
    public internal(set) var tapCount = 1
    /// The recognizers offered this touch: those of its view and its ancestors, innermost first.
    public internal(set) var gestureRecognizers: [UIGestureRecognizer]?

    var locationInWindow: CGPoint
    var previousLocationInWindow: CGPoint

    init(location: CGPoint, timestamp: TimeInterval) {
        locationInWindow = location
        previousLocationInWindow = location
        self.timestamp = timestamp
        super.init()
    }

    /// The window the touch is in: its view's.
    open var window: UIWindow? { view?.window }

    /// Where the finger is, in `view`'s bounds coordinates (the window's for nil).
    public func location(in view: UIView?) -> CGPoint {
        WindowCoordinates.point(locationInWindow, in: view)
    }

    /// Where the finger was before its last move, in `view`'s bounds coordinates.
    public func previousLocation(in view: UIView?) -> CGPoint {
        WindowCoordinates.point(previousLocationInWindow, in: view)
    }

    /// Runs `body` with the touch in `phase`, for a delivery that tells of an earlier or later
    /// phase than the recognizers see (a delayed began, a cancellation).
    func withPhase(_ phase: Phase, _ body: () -> Void) {
        let actual = self.phase
        self.phase = phase
        body()
        self.phase = actual
    }

    func update(location: CGPoint, timestamp: TimeInterval, phase: Phase) {
        previousLocationInWindow = locationInWindow
        locationInWindow = location
        self.timestamp = timestamp
        self.phase = phase
    }

}

/// The event a touch belongs to, as UIKit's (touch events only).
open class UIEvent: NSObject {
    public enum EventType: Int, Sendable {
        case touches
    }

    public var type: EventType { .touches }
    /// Scene seconds of the latest change to the event's touches.
    public var timestamp: TimeInterval { touches.map(\.timestamp).max() ?? 0 }
    public var allTouches: Set<UITouch>? { Set(touches) }

    /// One finger, or the two of a scripted pinch or rotation.
    private let touches: [UITouch]

    init(touch: UITouch) {
        touches = [touch]
        super.init()
    }

    init(touches: [UITouch]) {
        self.touches = touches
        super.init()
    }

    /// The event's touches that landed on `view`.
    open func touches(for view: UIView) -> Set<UITouch>? {
        Set(touches.filter { $0.view === view })
    }

    /// The event's touches in `window`.
    open func touches(for window: UIWindow) -> Set<UITouch>? {
        Set(touches.filter { $0.window === window })
    }

    /// The event's touches offered to `gestureRecognizer`.
    open func touches(for gestureRecognizer: UIGestureRecognizer) -> Set<UITouch>? {
        Set(touches.filter { ($0.gestureRecognizers ?? []).contains { $0 === gestureRecognizer } })
    }
}
