import Foundation
import Physics

/// Moves an item to a point with a springy, damped motion and turns it back upright.
///
/// The model (docs/FIDELITY.md, "Snap"): a 2 Hz spring pulls a point of the item a little
/// above its centre to where that point belongs, with damping ratio 0.3 + 0.8 × `damping`,
/// and a 4 Hz spring (damping ratio 0.7) turns the item upright. Pulled above its centre the
/// item tilts toward where it is going as it speeds up, and back as it slows, then rights
/// itself. The point sits k²/200 pt above the centre (k² = inertia / mass, (w² + h²)/12 for a
/// rectangle), so the tilt depends on the motion, not on the item's size: about 8° for a
/// 350 pt move at the default damping of 0.5. `damping` 0 overshoots most, 1 not at all.
open class UISnapBehavior: UIDynamicBehavior {
    /// Spring frequency of the pull, Hz.
    public static let frequency: CGFloat = 2
    /// Spring frequency and damping ratio of the turn upright.
    static let angularFrequency = 4.0
    static let angularDampingRatio = 0.7
    /// The pulled point sits (inertia / mass) / this many points above the centre.
    static let tiltLength = 200.0

    public let item: UIDynamicItem
    /// Where the item's centre goes, in the reference view. Setting it restarts the motion.
    open var snapPoint: CGPoint { didSet { parameterDidChange() } }
    /// 0…1, default 0.5: how quickly oscillation dies away.
    open var damping: CGFloat = 0.5 { didSet { parameterDidChange() } }

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
            // Inertia over mass: the body's inverse mass over its inverse inertia.
            let gyration = body.inverseInertia > 0 ? body.inverseMass / body.inverseInertia : 0
            let lift = min(gyration / Self.tiltLength, 0.5 * Double(item.bounds.height))
            let made = PointSpringJoint(
                ground: animator.world.ground, body: body, target: .zero, localAnchor: Vec2(0, -lift), targetAngle: 0,
                frequency: Double(Self.frequency), dampingRatio: 0.7)
            made.angularFrequency = Self.angularFrequency
            made.angularDampingRatio = Self.angularDampingRatio
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
        joint.dampingRatio = Double(0.3 + 0.8 * clampedDamping)
    }
}
