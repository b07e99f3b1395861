import Foundation
import Physics

/// Moves an item to a point with a springy, damped motion and turns it back upright.
///
/// Modelled as a 3 Hz spring on the centre and on the angle whose damping ratio is
/// 0.1 + 0.9 × `damping`: the default 0.5 overshoots a little and settles within half a
/// second; 0 oscillates most, 1 not at all.
public final class UISnapBehavior: UIDynamicBehavior {
    /// Spring frequency of the snap, Hz.
    public static let frequency: CGFloat = 3

    public let item: UIDynamicItem
    /// Where the item's centre goes, in the reference view. Setting it restarts the motion.
    public var snapPoint: CGPoint { didSet { parameterDidChange() } }
    /// 0…1, default 0.5: how quickly oscillation dies away.
    public var damping: CGFloat = 0.5 { didSet { parameterDidChange() } }

    private var joint: PointSpringJoint?

    public init(item: UIDynamicItem, snapTo point: CGPoint) {
        self.item = item
        snapPoint = point
        super.init()
    }

    override var dynamicItems: [UIDynamicItem] { [item] }

    override func install(in animator: UIDynamicAnimator) {
        guard let body = animator.body(for: item) else { return }
        if let joint, joint.bodyB === body {
            animator.world.add(joint)
        } else {
            let made = PointSpringJoint(
                ground: animator.world.ground, body: body, target: .zero, targetAngle: 0,
                frequency: Double(Self.frequency), dampingRatio: 0.55)
            joint = made
            animator.world.add(made)
        }
        updateJoint()
    }

    override func uninstall(from animator: UIDynamicAnimator) {
        joint = nil
    }

    override func applyTick(in animator: UIDynamicAnimator, dt: TimeInterval) {
        updateJoint()
    }

    private func updateJoint() {
        guard let joint else { return }
        let target = Vec2(Double(snapPoint.x), Double(snapPoint.y))
        if target.isFinite { joint.target = target }
        let clampedDamping = damping.isFinite ? damping.clamped(0, 1) : 0.5
        joint.dampingRatio = Double(0.1 + 0.9 * clampedDamping)
    }
}
