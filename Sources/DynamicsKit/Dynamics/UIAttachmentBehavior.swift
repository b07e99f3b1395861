import Foundation
import Physics

/// Connects an item to an anchor point or to another item: a rigid rod, or a damped spring
/// when `frequency` > 0.
public final class UIAttachmentBehavior: UIDynamicBehavior {
    public enum AttachedBehaviorType: Int, Sendable {
        case items
        case anchor
    }

    public let attachedBehaviorType: AttachedBehaviorType
    public let items: [UIDynamicItem]
    private let offsetA: UIOffset
    private let offsetB: UIOffset

    /// The point in the reference view the item hangs from (anchor attachments only).
    public var anchorPoint: CGPoint { didSet { parameterDidChange() } }
    /// Distance kept between the attachment points, in points; the distance at creation.
    public var length: CGFloat { didSet { parameterDidChange() } }
    /// Spring frequency in hertz. 0 (the default) makes the attachment rigid.
    public var frequency: CGFloat = 0 { didSet { parameterDidChange() } }
    /// Damping ratio of the spring: 0 none (the default), 1 critical.
    public var damping: CGFloat = 0 { didSet { parameterDidChange() } }

    private var joint: DistanceJoint?

    public convenience init(item: UIDynamicItem, attachedToAnchor point: CGPoint) {
        self.init(item: item, offsetFromCenter: .zero, attachedToAnchor: point)
    }

    /// Attaches the point at `offset` from the item's centre (item coordinates) to `point`.
    public init(item: UIDynamicItem, offsetFromCenter offset: UIOffset, attachedToAnchor point: CGPoint) {
        attachedBehaviorType = .anchor
        items = [item]
        offsetA = offset
        offsetB = .zero
        anchorPoint = point
        let attached = Self.worldPoint(of: item, offset: offset)
        length = hypot(attached.x - point.x, attached.y - point.y)
        super.init()
    }

    public convenience init(item item1: UIDynamicItem, attachedTo item2: UIDynamicItem) {
        self.init(item: item1, offsetFromCenter: .zero, attachedTo: item2, offsetFromCenter: .zero)
    }

    public init(item item1: UIDynamicItem, offsetFromCenter offset1: UIOffset, attachedTo item2: UIDynamicItem, offsetFromCenter offset2: UIOffset) {
        attachedBehaviorType = .items
        items = [item1, item2]
        offsetA = offset1
        offsetB = offset2
        anchorPoint = .zero
        let p1 = Self.worldPoint(of: item1, offset: offset1), p2 = Self.worldPoint(of: item2, offset: offset2)
        length = hypot(p1.x - p2.x, p1.y - p2.y)
        super.init()
    }

    override var dynamicItems: [UIDynamicItem] { items }

    /// Where the point at `offset` of `item` is now, in its superview's coordinates.
    private static func worldPoint(of item: UIDynamicItem, offset: UIOffset) -> CGPoint {
        let turned = CGPoint(x: offset.horizontal, y: offset.vertical)
            .applying(CGAffineTransform(rotationAngle: item.transform.rotationAngle))
        return CGPoint(x: item.center.x + turned.x, y: item.center.y + turned.y)
    }

    override func install(in animator: UIDynamicAnimator) {
        let first = animator.body(for: items[0])
        let second = attachedBehaviorType == .items ? animator.body(for: items[1]) : animator.world.ground
        guard let bodyA = second, let bodyB = first else { return }
        let localB = Vec2(Double(offsetA.horizontal), Double(offsetA.vertical))
        let localA = attachedBehaviorType == .items ? Vec2(Double(offsetB.horizontal), Double(offsetB.vertical)) : anchorVector
        if let joint, joint.bodyA === bodyA, joint.bodyB === bodyB {
            animator.world.add(joint)
        } else {
            let made = DistanceJoint(bodyA: bodyA, anchorA: localA, bodyB: bodyB, anchorB: localB, length: Double(length))
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

    private var anchorVector: Vec2 { Vec2(Double(anchorPoint.x), Double(anchorPoint.y)) }

    private func updateJoint() {
        guard let joint else { return }
        if attachedBehaviorType == .anchor, anchorVector.isFinite { joint.localAnchorA = anchorVector }
        if length.isFinite { joint.length = max(Double(length), 0) }
        joint.frequency = frequency.isFinite ? max(Double(frequency), 0) : 0
        joint.dampingRatio = damping.isFinite ? max(Double(damping), 0) : 0
    }
}
