import Foundation

/// A swipe, as UIKit's: a discrete gesture, recognized once the finger has moved far enough,
/// quickly enough and mostly along one of ``direction``'s directions (it does not wait for the
/// lift). ``location(in:)`` is where the swipe began.
///
/// UIKit documents the shape of the rule (a slow swipe needs precision but little distance, a
/// fast one less precision but more distance), not its numbers; these are estimates, stated in
/// docs/FIDELITY.md: at least 50 pt along the direction within 0.5 s of touch-down, with the
/// sideways movement at most half of it (within about 27° of the direction).
open class UISwipeGestureRecognizer: UIGestureRecognizer {
    public struct Direction: OptionSet, Sendable, Hashable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let right = Direction(rawValue: 1 << 0)
        public static let left = Direction(rawValue: 1 << 1)
        public static let up = Direction(rawValue: 1 << 2)
        public static let down = Direction(rawValue: 1 << 3)
    }

    /// Points along the direction the finger must move.
    static let minimumDistance: CGFloat = 50
    /// Seconds from touch-down within which it must get there.
    static let maximumDuration: TimeInterval = 0.5
    /// The most sideways movement, as a share of the movement along the direction.
    static let maximumDeviation: CGFloat = 0.5

    /// The directions that count; `.right` by default. Several may be given.
    public var direction: Direction = .right
    /// Fingers needed; 1 by default. The script's touches are one finger: more never recognizes.
    public var numberOfTouchesRequired = 1

    private var start: CGPoint = .zero
    private var startTime: TimeInterval = 0

    override func touchBegan(_ touch: UITouch) {
        start = touch.locationInWindow
        startTime = touch.timestamp
        if numberOfTouchesRequired != 1 { state = .failed }
    }

    override func touchMoved(_ touch: UITouch) {
        guard state == .possible else { return }
        locationInWindow = start
        guard touch.timestamp - startTime <= Self.maximumDuration else {
            state = .failed
            return
        }
        let dx = touch.locationInWindow.x - start.x, dy = touch.locationInWindow.y - start.y
        let along: [(Direction, CGFloat, CGFloat)] = [(.right, dx, dy), (.left, -dx, dy), (.down, dy, dx), (.up, -dy, dx)]
        for (candidate, primary, secondary) in along where direction.contains(candidate) {
            if primary >= Self.minimumDistance, abs(secondary) <= primary * Self.maximumDeviation {
                state = .recognized
                return
            }
        }
    }

    override func touchEnded(_ touch: UITouch) {
        touchMoved(touch)
        if state == .possible { state = .failed }
        locationInWindow = start
    }
}
