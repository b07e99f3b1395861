import Foundation
import Physics

/// Connects an item to an anchor point or to another item.
///
/// The initializers keep the two attachment points `length` apart: a rigid rod when
/// `frequency` is 0 (the items may still turn about the points), otherwise a damped spring.
/// The class factories (iOS 9) make the other kinds:
/// - ``slidingAttachment(with:attachedTo:attachmentAnchor:axisOfTranslation:)``: item1 slides
///   along an axis fixed in item2 (or in the reference view) and does not turn relative to it;
///   `attachmentRange` limits the travel, in points.
/// - ``limitAttachment(with:offsetFromCenter:attachedTo:offsetFromCenter:)``: a rope; the points
///   stay at most `length` apart and may come closer.
/// - ``fixedAttachment(with:attachedTo:attachmentAnchor:)``: a weld at the anchor; the items
///   keep their relative position and angle (springy when `frequency` > 0).
/// - ``pinAttachment(with:attachedTo:attachmentAnchor:)``: a hinge at the anchor;
///   `attachmentRange` limits the relative angle, in radians, and `frictionTorque` resists
///   turning.
///
/// Non-finite input never reaches the engine: a non-finite offset counts as zero, a non-finite
/// anchor at creation as item1's centre, and a zero or non-finite axis lets a sliding
/// attachment slide nowhere (it then holds like a fixed attachment). Setting `anchorPoint` or
/// `length` to a non-finite value is ignored; a non-finite `frequency`, `damping` or
/// `frictionTorque` counts as 0, and a NaN end of `attachmentRange` as unlimited.
open class UIAttachmentBehavior: UIDynamicBehavior {
    public enum AttachmentType: Int, Sendable {
        case items
        case anchor
    }

    /// The engine constraint each way of making an attachment asks for.
    private enum Kind {
        case distance, limit, fixed, pin, sliding
    }

    /// `.anchor` for attachments of one item to `anchorPoint`, `.items` for two items.
    public let attachedBehaviorType: AttachmentType
    public let items: [UIDynamicItem]
    private let kind: Kind
    /// The attachment point in item1's own coordinates (unrotated, about its centre).
    private let localPoint1: Vec2
    /// The attachment point in item2's own coordinates; unused for anchor attachments.
    private let localPoint2: Vec2
    /// Item1's angle minus item2's (or the reference view's 0) at creation, radians.
    private let referenceAngle: Double
    /// Sliding only: the unit axis in item2's coordinates (or the reference view's); zero when
    /// the axis given had no direction.
    private let localAxis: Vec2

    /// For anchor attachments, the point in the reference view the item hangs from (or, for a
    /// sliding one, that its line of travel passes through); setting it moves the attachment.
    /// For two items, the anchor given at creation (`.zero` if none); setting it has no effect.
    open var anchorPoint: CGPoint { didSet { parameterDidChange() } }
    /// Distance kept between the attachment points, in points: the distance at creation. For a
    /// limit attachment, the most it lets them be apart. Other kinds report 0 and ignore it.
    ///
    /// Until you set it, an anchor attachment measures it again each time it is added to an
    /// animator, from the item's position and `anchorPoint` at that moment. Seeds that create an
    /// attachment early, then move `anchorPoint` to a touch and add the attachment, drag the item
    /// by the touch as they do on a device.
    open var length: CGFloat {
        didSet {
            if !isMeasuringLength { lengthWasSet = true }
            parameterDidChange()
        }
    }
    private var lengthWasSet = false
    private var isMeasuringLength = false
    /// Spring frequency in hertz. 0 (the default) makes the attachment rigid. The spring acts
    /// on the attachment's effective mass, so two free items oscillate at this frequency
    /// whatever their masses. Used by the initializers' attachments and fixed attachments; the
    /// other kinds are always rigid.
    open var frequency: CGFloat = 0 { didSet { parameterDidChange() } }
    /// Damping ratio of the spring: 0 none (the default), 1 critical.
    open var damping: CGFloat = 0 { didSet { parameterDidChange() } }
    /// Friction that resists motion at the attachment (iOS 9). 0 (the default) lets the items
    /// move freely. UIKit gives it no units; here it is in the engine's:
    /// - pin attachments: the largest torque against relative rotation, in mass·pt²/s². A
    ///   100 × 100 pt item (mass 1) has a moment of inertia of about 1,667 mass·pt², so 1,667
    ///   slows its spin by about 1 rad/s every second.
    /// - sliding attachments (which cannot turn): the largest force against sliding, in
    ///   mass·pt/s²; 1,000 holds an item of mass 1 against gravity of magnitude 1.
    /// Other kinds ignore it.
    open var frictionTorque: CGFloat = 0 { didSet { parameterDidChange() } }
    /// The range of motion (iOS 9), infinite by default. For sliding attachments the allowed
    /// travel along the axis in points, 0 being where item1 started (`.zero` stops it
    /// sliding); for pin attachments the allowed rotation of item1 relative to item2 in
    /// radians, 0 being their angle at creation, negative counter-clockwise and positive
    /// clockwise on screen. It should contain 0; a minimum above the maximum is read swapped.
    open var attachmentRange: UIFloatRange = .infinite { didSet { parameterDidChange() } }

    private var joint: Joint?

    private init(
        kind: Kind, items: [UIDynamicItem], localPoint1: Vec2, localPoint2: Vec2 = .zero,
        anchorPoint: CGPoint, length: Double, referenceAngle: Double = 0, localAxis: Vec2 = .zero
    ) {
        self.kind = kind
        attachedBehaviorType = items.count == 1 ? .anchor : .items
        self.items = items
        self.localPoint1 = localPoint1
        self.localPoint2 = localPoint2
        self.anchorPoint = anchorPoint
        self.length = CGFloat(length.isFinite ? length : 0)
        self.referenceAngle = referenceAngle
        self.localAxis = localAxis
        super.init()
    }

    public convenience init(item: UIDynamicItem, attachedToAnchor point: CGPoint) {
        self.init(item: item, offsetFromCenter: .zero, attachedToAnchor: point)
    }

    /// Attaches the point at `offset` from the item's centre (item coordinates) to `point`.
    public convenience init(item: UIDynamicItem, offsetFromCenter offset: UIOffset, attachedToAnchor point: CGPoint) {
        let local = Self.vector(offset)
        let anchor = Self.finiteAnchor(point, or: item)
        self.init(
            kind: .distance, items: [item], localPoint1: local, anchorPoint: CGPoint(anchor),
            length: (Self.worldPoint(local, of: item) - anchor).length)
    }

    public convenience init(item item1: UIDynamicItem, attachedTo item2: UIDynamicItem) {
        self.init(item: item1, offsetFromCenter: .zero, attachedTo: item2, offsetFromCenter: .zero)
    }

    public convenience init(item item1: UIDynamicItem, offsetFromCenter offset1: UIOffset, attachedTo item2: UIDynamicItem, offsetFromCenter offset2: UIOffset) {
        self.init(kind: .distance, item1, offset1, item2, offset2)
    }

    /// Two items joined at points offset from their centres, `length` the distance between them.
    private convenience init(kind: Kind, _ item1: UIDynamicItem, _ offset1: UIOffset, _ item2: UIDynamicItem, _ offset2: UIOffset) {
        let local1 = Self.vector(offset1), local2 = Self.vector(offset2)
        self.init(
            kind: kind, items: [item1, item2], localPoint1: local1, localPoint2: local2, anchorPoint: .zero,
            length: (Self.worldPoint(local1, of: item1) - Self.worldPoint(local2, of: item2)).length)
    }

    /// Two items joined at one point of the reference view, `point`.
    private convenience init(kind: Kind, _ item1: UIDynamicItem, _ item2: UIDynamicItem, at point: CGPoint, axis: Vec2 = .zero) {
        let anchor = Self.finiteAnchor(point, or: item1)
        let angle2 = Self.angle(of: item2)
        self.init(
            kind: kind, items: [item1, item2],
            localPoint1: Self.localPoint(anchor, in: item1), localPoint2: Self.localPoint(anchor, in: item2),
            anchorPoint: CGPoint(anchor), length: 0, referenceAngle: Self.angle(of: item1) - angle2,
            localAxis: Rotation(angle: angle2).inverseRotate(axis))
    }

    // MARK: iOS 9 attachments

    /// Lets `item1` slide along `axis` relative to `item2`, without turning relative to it. The
    /// axis passes through `point` and turns with item2; its length does not matter.
    /// `attachmentRange` limits the travel.
    public class func slidingAttachment(with item1: UIDynamicItem, attachedTo item2: UIDynamicItem, attachmentAnchor point: CGPoint, axisOfTranslation axis: CGVector) -> UIAttachmentBehavior {
        UIAttachmentBehavior(kind: .sliding, item1, item2, at: point, axis: unitVector(axis))
    }

    /// Lets `item` slide along `axis` through `point` in the reference view, without turning.
    /// `attachmentRange` limits the travel.
    public class func slidingAttachment(with item: UIDynamicItem, attachmentAnchor point: CGPoint, axisOfTranslation axis: CGVector) -> UIAttachmentBehavior {
        let anchor = finiteAnchor(point, or: item)
        let angle = angle(of: item)
        return UIAttachmentBehavior(
            kind: .sliding, items: [item], localPoint1: localPoint(anchor, in: item),
            anchorPoint: CGPoint(anchor), length: 0, referenceAngle: angle, localAxis: unitVector(axis))
    }

    /// A rope between the points at `offset1` of `item1` and `offset2` of `item2`: they can be
    /// at most their present distance (`length`) apart and move freely when closer.
    public class func limitAttachment(with item1: UIDynamicItem, offsetFromCenter offset1: UIOffset, attachedTo item2: UIDynamicItem, offsetFromCenter offset2: UIOffset) -> UIAttachmentBehavior {
        UIAttachmentBehavior(kind: .limit, item1, offset1, item2, offset2)
    }

    /// Welds `item1` to `item2` at `point`: they move as one piece.
    public class func fixedAttachment(with item1: UIDynamicItem, attachedTo item2: UIDynamicItem, attachmentAnchor point: CGPoint) -> UIAttachmentBehavior {
        UIAttachmentBehavior(kind: .fixed, item1, item2, at: point)
    }

    /// Pins `item1` to `item2` at `point`: they turn freely about it, within `attachmentRange`,
    /// against `frictionTorque`.
    public class func pinAttachment(with item1: UIDynamicItem, attachedTo item2: UIDynamicItem, attachmentAnchor point: CGPoint) -> UIAttachmentBehavior {
        UIAttachmentBehavior(kind: .pin, item1, item2, at: point)
    }

    override var dynamicItems: [UIDynamicItem] { items }

    // MARK: Geometry at creation

    private static func vector(_ offset: UIOffset) -> Vec2 {
        let v = Vec2(Double(offset.horizontal), Double(offset.vertical))
        return v.isFinite ? v : .zero
    }

    private static func finiteAnchor(_ point: CGPoint, or item: UIDynamicItem) -> Vec2 {
        let anchor = Vec2(Double(point.x), Double(point.y))
        return anchor.isFinite ? anchor : center(of: item)
    }

    private static func unitVector(_ axis: CGVector) -> Vec2 {
        let unit = Vec2(Double(axis.dx), Double(axis.dy)).normalized
        return unit.isFinite ? unit : .zero
    }

    private static func center(of item: UIDynamicItem) -> Vec2 {
        let center = Vec2(Double(item.center.x), Double(item.center.y))
        return center.isFinite ? center : .zero
    }

    private static func angle(of item: UIDynamicItem) -> Double {
        let angle = Double(item.transform.rotationAngle)
        return angle.isFinite ? angle : 0
    }

    /// Where the point at `local` (item coordinates) of `item` is now, in its superview.
    private static func worldPoint(_ local: Vec2, of item: UIDynamicItem) -> Vec2 {
        center(of: item) + Rotation(angle: angle(of: item)).rotate(local)
    }

    /// `point` (in the item's superview) in the item's own coordinates.
    private static func localPoint(_ point: Vec2, in item: UIDynamicItem) -> Vec2 {
        Rotation(angle: angle(of: item)).inverseRotate(point - center(of: item))
    }

    // MARK: Engine

    public override func willMove(to dynamicAnimator: UIDynamicAnimator?) {
        guard dynamicAnimator != nil, kind == .distance, attachedBehaviorType == .anchor, !lengthWasSet,
              anchorVector.isFinite else { return }
        isMeasuringLength = true
        length = CGFloat((Self.worldPoint(localPoint1, of: items[0]) - anchorVector).length)
        isMeasuringLength = false
    }

    override func install(in animator: UIDynamicAnimator) {
        guard let body1 = animator.body(for: items[0]) else { return }
        let body2: Body
        if attachedBehaviorType == .items {
            // An item attached to itself has nothing to hold on to.
            guard let other = animator.body(for: items[1]), other !== body1 else { return }
            body2 = other
        } else {
            body2 = animator.world.ground
        }
        if let joint, joint.bodyA === body2, joint.bodyB === body1 {
            animator.world.add(joint)
        } else {
            let made = makeJoint(bodyA: body2, bodyB: body1)
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

    /// Item1 is the joint's body B; item2, or the ground for an anchor, is body A.
    private func makeJoint(bodyA: Body, bodyB: Body) -> Joint {
        // The ground sits at the origin unrotated, so an anchor is its own local point.
        let anchorA = attachedBehaviorType == .anchor ? (anchorVector.isFinite ? anchorVector : .zero) : localPoint2
        switch kind {
        case .distance:
            return DistanceJoint(bodyA: bodyA, anchorA: anchorA, bodyB: bodyB, anchorB: localPoint1, length: Double(length))
        case .limit:
            return RopeJoint(bodyA: bodyA, anchorA: anchorA, bodyB: bodyB, anchorB: localPoint1, maxLength: Double(length))
        case .fixed:
            return WeldJoint(bodyA: bodyA, anchorA: anchorA, bodyB: bodyB, anchorB: localPoint1, referenceAngle: referenceAngle)
        case .pin:
            return RevoluteJoint(bodyA: bodyA, anchorA: anchorA, bodyB: bodyB, anchorB: localPoint1, referenceAngle: referenceAngle)
        case .sliding:
            return PrismaticJoint(
                bodyA: bodyA, anchorA: anchorA, bodyB: bodyB, anchorB: localPoint1,
                axis: localAxis, referenceAngle: referenceAngle)
        }
    }

    private func updateJoint() {
        let anchor = attachedBehaviorType == .anchor && anchorVector.isFinite ? anchorVector : nil
        let validLength = length.isFinite ? max(Double(length), 0) : nil
        switch joint {
        case let distance as DistanceJoint:
            if let anchor { distance.localAnchorA = anchor }
            if let validLength { distance.length = validLength }
            distance.frequency = Self.nonNegative(frequency)
            distance.dampingRatio = Self.nonNegative(damping)
        case let rope as RopeJoint:
            if let validLength { rope.maxLength = validLength }
        case let weld as WeldJoint:
            weld.frequency = Self.nonNegative(frequency)
            weld.dampingRatio = Self.nonNegative(damping)
        case let pin as RevoluteJoint:
            (pin.lowerAngle, pin.upperAngle) = range
            pin.frictionTorque = Self.nonNegative(frictionTorque)
        case let slider as PrismaticJoint:
            if let anchor { slider.localAnchorA = anchor }
            (slider.lowerTranslation, slider.upperTranslation) = range
            slider.frictionForce = Self.nonNegative(frictionTorque)
        default:
            break
        }
    }

    /// `attachmentRange` in order, a NaN end unlimited.
    private var range: (lower: Double, upper: Double) {
        let minimum = Double(attachmentRange.minimum), maximum = Double(attachmentRange.maximum)
        let lower = minimum.isNaN ? -.infinity : minimum, upper = maximum.isNaN ? .infinity : maximum
        return lower <= upper ? (lower, upper) : (upper, lower)
    }

    private static func nonNegative(_ value: CGFloat) -> Double {
        value.isFinite ? max(Double(value), 0) : 0
    }
}

extension CGPoint {
    fileprivate init(_ v: Vec2) { self.init(x: v.x, y: v.y) }
}
