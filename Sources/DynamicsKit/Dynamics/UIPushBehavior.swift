import Foundation
import Physics

/// Pushes its items with a force, continuously or once.
///
/// Units, as UIKit's: magnitude 1 on a 100 × 100 view of density 1 (mass 1) gives an
/// acceleration of 100 pt/s² (continuous) or a velocity change of 100 pt/s (instantaneous).
/// `pushDirection`, `angle` and `magnitude` update each other.
open class UIPushBehavior: UIDynamicBehavior {
    public enum Mode: Int, Sendable {
        /// A constant force while active.
        case continuous
        /// A single impulse, applied at the next tick; the behavior then sets `active` to false.
        case instantaneous
    }

    /// Force of magnitude 1.0, in mass·pt/s².
    public static let unitForce: CGFloat = 100

    public let mode: Mode
    private var list: ItemList
    private var offsets: [ObjectIdentifier: UIOffset] = [:]

    public init(items: [UIDynamicItem], mode: Mode) {
        list = ItemList(items)
        self.mode = mode
        super.init()
    }

    /// A continuous push with no items yet, as UIKit's `init()`: add them with ``addItem(_:)``.
    public override convenience init() {
        self.init(items: [], mode: .continuous)
    }

    open var items: [UIDynamicItem] { list.items }
    override var dynamicItems: [UIDynamicItem] { list.items }

    open func addItem(_ item: UIDynamicItem) {
        if list.add(item) { itemsDidChange() }
    }

    open func removeItem(_ item: UIDynamicItem) {
        if list.remove(item) {
            offsets[ObjectIdentifier(item)] = nil
            itemsDidChange()
        }
    }

    /// Whether the push acts. An instantaneous push sets it to false once applied; set it to
    /// true to push again. Default true.
    open var active = true { didSet { if active { parameterDidChange() } } }

    /// Force vector; (1, 0) pushes right with magnitude 1. Default zero.
    open var pushDirection = CGVector.zero { didSet { parameterDidChange() } }

    /// Radians, 0 = +x. Default 0.
    open var angle: CGFloat {
        get { magnitude == 0 ? storedAngle : atan2(pushDirection.dy, pushDirection.dx) }
        set { setAngle(newValue, magnitude: magnitude) }
    }

    /// Default 0; negative reverses the direction.
    open var magnitude: CGFloat {
        get { (pushDirection.dx * pushDirection.dx + pushDirection.dy * pushDirection.dy).squareRoot() }
        set { setAngle(angle, magnitude: newValue) }
    }

    // Keeps the angle when the magnitude is 0, so setting angle then magnitude works.
    private var storedAngle: CGFloat = 0

    open func setAngle(_ angle: CGFloat, magnitude: CGFloat) {
        storedAngle = angle
        pushDirection = CGVector(dx: cos(angle) * magnitude, dy: sin(angle) * magnitude)
    }

    /// Applies the force at `offset` from the item's centre (item coordinates), making torque.
    open func setTargetOffsetFromCenter(_ offset: UIOffset, for item: UIDynamicItem) {
        offsets[ObjectIdentifier(item)] = offset
        parameterDidChange()
    }

    open func targetOffsetFromCenter(for item: UIDynamicItem) -> UIOffset {
        offsets[ObjectIdentifier(item)] ?? .zero
    }

    override func applyTick(in animator: UIDynamicAnimator, dt: TimeInterval) {
        guard active else { return }
        let force = Vec2(Double(pushDirection.dx * Self.unitForce), Double(pushDirection.dy * Self.unitForce))
        guard force.isFinite else { return }
        for item in list.items {
            guard let body = animator.body(for: item) else { continue }
            let offset = targetOffsetFromCenter(for: item)
            let point = body.worldPoint(Vec2(Double(offset.horizontal), Double(offset.vertical)))
            switch mode {
            case .continuous: body.applyForce(force, at: point)
            case .instantaneous: body.applyImpulse(force, at: point)
            }
        }
        if mode == .instantaneous { active = false }
    }
}
