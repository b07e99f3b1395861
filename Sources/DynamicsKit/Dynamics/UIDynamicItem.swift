import Foundation

/// How an item's collision shape is derived.
public enum UIDynamicItemCollisionBoundsType: Int, Sendable {
    /// The bounds rectangle, rotated with the item. The default.
    case rectangle
    /// The ellipse inscribed in the bounds.
    case ellipse
    /// The item's `collisionBoundingPath`: a convex polygon about the centre.
    case path
}

/// Anything an animator can move, as in UIKit (an `NSObjectProtocol`, so `isEqual(_:)` and
/// `hash` are there to compare items). The animator reads `bounds` once, writes
/// `center` and `transform` (a pure rotation) after every tick, and reads them back only on
/// `UIDynamicAnimator.updateItem(usingCurrentState:)`.
public protocol UIDynamicItem: NSObjectProtocol {
    var center: CGPoint { get set }
    /// Only the size is used; it must be non-zero in both dimensions.
    var bounds: CGRect { get }
    var transform: CGAffineTransform { get set }
    var collisionBoundsType: UIDynamicItemCollisionBoundsType { get }
    /// The collision shape for `.path`: a convex polygon in the item's own coordinates with
    /// (0, 0) at its centre, either winding. A concave path collides as its convex hull.
    var collisionBoundingPath: UIBezierPath { get }
}

extension UIDynamicItem {
    public var collisionBoundsType: UIDynamicItemCollisionBoundsType { .rectangle }

    /// The bounds rectangle about the centre.
    public var collisionBoundingPath: UIBezierPath {
        let size = bounds.size
        return UIBezierPath(rect: CGRect(x: -size.width / 2, y: -size.height / 2, width: size.width, height: size.height))
    }
}
