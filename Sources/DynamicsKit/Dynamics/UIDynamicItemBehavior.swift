import Foundation
import Physics

/// Sets the physical properties of its items and reads or adds to their velocity.
///
/// Defaults follow the measured behaviour of UIKit (see FIDELITY.md), not its reference pages:
/// an item no item behavior touches has elasticity 0.2, friction 0.2, resistance 0.1 and
/// angular resistance 0.1, and a new UIDynamicItemBehavior reports those same values, so one
/// made to change a single property changes nothing else. When several item behaviors hold
/// the same item, the one added last decides.
open class UIDynamicItemBehavior: UIDynamicBehavior {
    public static let defaultElasticity: CGFloat = 0.2
    public static let defaultFriction: CGFloat = 0.2
    public static let defaultResistance: CGFloat = 0.1
    public static let defaultAngularResistance: CGFloat = 0.1

    private var list: ItemList
    private var pendingLinear: [ObjectIdentifier: CGPoint] = [:]
    private var pendingAngular: [ObjectIdentifier: CGFloat] = [:]

    public init(items: [UIDynamicItem]) {
        list = ItemList(items)
        super.init()
    }

    /// An item behavior with no items yet: add them with ``addItem(_:)``.
    public override convenience init() {
        self.init(items: [])
    }

    open var items: [UIDynamicItem] { list.items }
    override var dynamicItems: [UIDynamicItem] { list.items }

    open func addItem(_ item: UIDynamicItem) {
        if list.add(item) { itemsDidChange() }
    }

    open func removeItem(_ item: UIDynamicItem) {
        if list.remove(item) { itemsDidChange() }
    }

    /// Restitution of collisions: 0 no bounce, 1 a perfectly elastic one. Default 0.2.
    open var elasticity: CGFloat = defaultElasticity { didSet { itemsDidChange() } }
    /// Coulomb friction between sliding edges; 0 none. Default 0.2.
    open var friction: CGFloat = defaultFriction { didSet { itemsDidChange() } }
    /// Mass per 10,000 pt²: a 100 × 100 view of density 1 has mass 1. Default 1.
    open var density: CGFloat = 1 { didSet { itemsDidChange() } }
    /// Linear damping, 0…∞: with no other force, speed decays as e^(−resistance·t) per second.
    /// Default 0.1.
    open var resistance: CGFloat = defaultResistance { didSet { itemsDidChange() } }
    /// The same damping for rotation: angular speed decays as e^(−angularResistance·t). Default 0.1.
    open var angularResistance: CGFloat = defaultAngularResistance { didSet { itemsDidChange() } }
    /// False keeps the items at their current angle. Default true.
    open var allowsRotation = true { didSet { itemsDidChange() } }
    /// Electric charge felt by electric and magnetic fields; unitless. Default 0.
    open var charge: CGFloat = 0 { didSet { itemsDidChange() } }
    /// An anchored item takes part in collisions but never moves, like a fixed obstacle.
    /// Default false.
    open var isAnchored = false { didSet { itemsDidChange() } }

    /// Adds `velocity` (pt/s) to the item's linear velocity. Before the behavior is in an
    /// animator, additions accumulate and are applied when it joins.
    open func addLinearVelocity(_ velocity: CGPoint, for item: UIDynamicItem) {
        guard velocity.x.isFinite, velocity.y.isFinite else { return }
        if let body = dynamicAnimator?.body(for: item) {
            body.linearVelocity += Vec2(Double(velocity.x), Double(velocity.y))
            parameterDidChange()
        } else {
            let key = ObjectIdentifier(item)
            let sum = pendingLinear[key] ?? .zero
            pendingLinear[key] = CGPoint(x: sum.x + velocity.x, y: sum.y + velocity.y)
        }
    }

    /// The item's linear velocity in pt/s (what has been added, before it is simulated).
    open func linearVelocity(for item: UIDynamicItem) -> CGPoint {
        if let body = dynamicAnimator?.body(for: item) {
            return CGPoint(x: body.linearVelocity.x, y: body.linearVelocity.y)
        }
        return pendingLinear[ObjectIdentifier(item)] ?? .zero
    }

    /// Adds `velocity` (rad/s, positive clockwise on screen) to the item's angular velocity.
    open func addAngularVelocity(_ velocity: CGFloat, for item: UIDynamicItem) {
        guard velocity.isFinite else { return }
        if let body = dynamicAnimator?.body(for: item) {
            body.angularVelocity += Double(velocity)
            parameterDidChange()
        } else {
            pendingAngular[ObjectIdentifier(item), default: 0] += velocity
        }
    }

    /// The item's angular velocity in rad/s.
    open func angularVelocity(for item: UIDynamicItem) -> CGFloat {
        if let body = dynamicAnimator?.body(for: item) { return CGFloat(body.angularVelocity) }
        return pendingAngular[ObjectIdentifier(item)] ?? 0
    }

    override func install(in animator: UIDynamicAnimator) {
        for item in list.items {
            guard let body = animator.body(for: item) else { continue }
            body.restitution = Double(elasticity.clamped(0, 1))
            body.friction = Double(max(friction, 0))
            body.density = Double(density)
            body.linearDamping = Double(max(resistance, 0))
            body.angularDamping = Double(max(angularResistance, 0))
            body.allowsRotation = allowsRotation
            body.charge = charge.isFinite ? Double(charge) : 0
            body.kind = isAnchored ? .fixed : .dynamic
            let key = ObjectIdentifier(item)
            if let velocity = pendingLinear.removeValue(forKey: key) {
                body.linearVelocity += Vec2(Double(velocity.x), Double(velocity.y))
            }
            if let velocity = pendingAngular.removeValue(forKey: key) {
                body.angularVelocity += Double(velocity)
            }
        }
    }
}

extension Comparable {
    func clamped(_ lower: Self, _ upper: Self) -> Self { min(max(self, lower), upper) }
}
