/// A joint that holds a point of each body: what a debug drawing connects.
public protocol AnchoredJoint: Joint {
    var localAnchorA: Vec2 { get }
    var localAnchorB: Vec2 { get }
}

extension AnchoredJoint {
    /// The two anchor points in world coordinates.
    public var worldAnchors: (Vec2, Vec2) {
        (bodyA.worldPoint(localAnchorA), bodyB.worldPoint(localAnchorB))
    }
}

extension DistanceJoint: AnchoredJoint {}
extension RevoluteJoint: AnchoredJoint {}
extension WeldJoint: AnchoredJoint {}
extension PrismaticJoint: AnchoredJoint {}
extension RopeJoint: AnchoredJoint {}
