// UIKit's classes descend from NSObject, so iOS code compares them with `==`, finds them with
// `firstIndex(of:)` and `contains(_:)`, and keeps them in sets and as dictionary keys. The
// responders (views, view controllers, the application), touches, events and the animator are
// NSObjects here too; the classes below are not, and conforming to this protocol gives them
// NSObject's default: two references are equal when they are the same object, and hash by
// identity. (Iterating a `Set` of them follows hashing, which Swift seeds per process: the kit
// never does.)

/// Equal when the same object, hashed by its identity, as an NSObject that does not override
/// `isEqual(_:)`.
public protocol IdentityHashable: AnyObject, Hashable {}

extension IdentityHashable {
    public static func == (lhs: Self, rhs: Self) -> Bool { lhs === rhs }
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

extension UIGestureRecognizer: IdentityHashable {}
extension UIDynamicBehavior: IdentityHashable {}
extension NSLayoutConstraint: IdentityHashable {}
extension UILayoutGuide: IdentityHashable {}
