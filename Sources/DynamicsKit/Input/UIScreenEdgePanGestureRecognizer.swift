import Foundation

/// The edges of a rectangle, as UIKit's `UIRectEdge`.
public struct UIRectEdge: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let top = UIRectEdge(rawValue: 1 << 0)
    public static let left = UIRectEdge(rawValue: 1 << 1)
    public static let bottom = UIRectEdge(rawValue: 1 << 2)
    public static let right = UIRectEdge(rawValue: 1 << 3)
    public static let all: UIRectEdge = [.top, .left, .bottom, .right]
}

/// A pan that starts only when the finger comes down within 20 pt of one of ``edges`` of the
/// screen (the root of the recognizer's view hierarchy); otherwise it behaves as
/// ``UIPanGestureRecognizer``. With no edges set it never begins.
open class UIScreenEdgePanGestureRecognizer: UIPanGestureRecognizer {
    /// Width of the band along each edge where the finger must come down, in points.
    static let edgeWidth: CGFloat = 20

    public var edges: UIRectEdge = []

    override func touchBegan(_ touch: UITouch) {
        super.touchBegan(touch)
        if !isNearEdge(touch.locationInWindow) { state = .failed }
    }

    private func isNearEdge(_ point: CGPoint) -> Bool {
        guard let screenView = view?.selfAndAncestors.last else { return false }
        let screen = screenView.convert(screenView.bounds, to: nil)
        let band = Self.edgeWidth
        return (edges.contains(.top) && point.y < screen.minY + band)
            || (edges.contains(.left) && point.x < screen.minX + band)
            || (edges.contains(.bottom) && point.y > screen.maxY - band)
            || (edges.contains(.right) && point.x > screen.maxX - band)
    }
}
