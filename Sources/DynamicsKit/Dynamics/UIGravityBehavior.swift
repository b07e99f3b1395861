import Foundation
import Physics

/// Accelerates its items at `magnitude` × 1000 pt/s² along `angle`, whatever their mass.
/// Defaults: magnitude 1, angle π/2 (straight down), so `gravityDirection` is (0, 1).
/// Angle, magnitude and direction update each other; magnitude 0 sets the angle to 0.
/// An item held by several gravity behaviors falls by the one added or changed last.
open class UIGravityBehavior: UIDynamicBehavior {
    /// Acceleration of magnitude 1.0, in pt/s².
    public static let standardAcceleration: CGFloat = 1000

    private var list: ItemList

    public init(items: [UIDynamicItem]) {
        list = ItemList(items)
        super.init()
    }

    /// A gravity behavior with no items yet: add them with ``addItem(_:)``.
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

    /// Direction and strength: (0, 1) is UIKit's standard gravity, 1000 pt/s² downward.
    open var gravityDirection = CGVector(dx: 0, dy: 1) {
        didSet {
            stamp = dynamicAnimator?.nextGravityStamp() ?? stamp
            parameterDidChange()
        }
    }

    // When several gravity behaviors hold an item, the one added or changed last wins.
    private var stamp = 0

    public override func willMove(to dynamicAnimator: UIDynamicAnimator?) {
        if let dynamicAnimator { stamp = dynamicAnimator.nextGravityStamp() }
    }

    /// Radians, 0 = +x, π/2 = down.
    open var angle: CGFloat {
        get {
            let magnitude = self.magnitude
            return magnitude == 0 ? 0 : atan2(gravityDirection.dy, gravityDirection.dx)
        }
        set { setAngle(newValue, magnitude: magnitude) }
    }

    open var magnitude: CGFloat {
        get { (gravityDirection.dx * gravityDirection.dx + gravityDirection.dy * gravityDirection.dy).squareRoot() }
        set { setAngle(angle, magnitude: newValue) }
    }

    open func setAngle(_ angle: CGFloat, magnitude: CGFloat) {
        gravityDirection = CGVector(dx: cos(angle) * magnitude, dy: sin(angle) * magnitude)
    }

    // The items' places among the animator's bindings, found when it installs the behaviors.
    private var positions: [Int] = []

    override func install(in animator: UIDynamicAnimator) {
        positions = list.items.compactMap { animator.bindingPosition(of: $0) }
    }

    override func applyTick(in animator: UIDynamicAnimator, dt: TimeInterval) {
        let g = Self.standardAcceleration
        let acceleration = Vec2(Double(gravityDirection.dx * g), Double(gravityDirection.dy * g))
        guard acceleration.isFinite else { return }
        for position in positions {
            animator.applyGravity(acceleration, toBindingAt: position, stamp: stamp)
        }
    }
}
