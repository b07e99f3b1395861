// UIKit's classes descend from NSObject, so iOS code compares them with `==`, finds them with
// `firstIndex(of:)` and `contains(_:)`, and keeps them in sets and as dictionary keys. Here they
// have no common root class; these conformances give them NSObject's default: two references
// are equal when they are the same object, and hash by identity. (Iterating a `Set` of them
// follows hashing, which Swift seeds per process: the kit never does.)

extension UIView: Hashable {
    public static func == (lhs: UIView, rhs: UIView) -> Bool { lhs === rhs }
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

extension UIViewController: Hashable {
    public static func == (lhs: UIViewController, rhs: UIViewController) -> Bool { lhs === rhs }
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

extension UIGestureRecognizer: Hashable {
    public static func == (lhs: UIGestureRecognizer, rhs: UIGestureRecognizer) -> Bool { lhs === rhs }
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

extension UIDynamicBehavior: Hashable {
    public static func == (lhs: UIDynamicBehavior, rhs: UIDynamicBehavior) -> Bool { lhs === rhs }
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

extension UIDynamicAnimator: Hashable {
    public static func == (lhs: UIDynamicAnimator, rhs: UIDynamicAnimator) -> Bool { lhs === rhs }
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

extension NSLayoutConstraint: Hashable {
    public static func == (lhs: NSLayoutConstraint, rhs: NSLayoutConstraint) -> Bool { lhs === rhs }
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

extension UILayoutGuide: Hashable {
    public static func == (lhs: UILayoutGuide, rhs: UILayoutGuide) -> Bool { lhs === rhs }
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}
