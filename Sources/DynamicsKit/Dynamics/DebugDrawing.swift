import Foundation
import Physics

/// What an animator's physics looks like, for a debug overlay over rendered frames (UIKit has a
/// private debug drawing of the same things): collision outlines of items, boundaries,
/// attachments with their anchors, snap points and field regions. Coordinates are in the
/// window (the scene's screen), in points.
public struct DebugDrawing {
    public enum Outline: Equatable {
        case ellipse(CGRect)
        case rectangle(CGRect)
    }

    /// Each item's collision polygon(s), closed.
    public var itemOutlines: [[CGPoint]] = []
    /// Collision boundaries, one segment each.
    public var boundaries: [(CGPoint, CGPoint)] = []
    /// Attachments: the line between their two anchor points.
    public var attachments: [(CGPoint, CGPoint)] = []
    /// Anchor points of attachments.
    public var anchors: [CGPoint] = []
    /// Snap points, with the centre of the item snapping to each.
    public var snaps: [(point: CGPoint, item: CGPoint)] = []
    /// Field positions and region outlines.
    public var fieldPositions: [CGPoint] = []
    public var fieldRegions: [Outline] = []

    public init() {}

    public var isEmpty: Bool {
        itemOutlines.isEmpty && boundaries.isEmpty && attachments.isEmpty && snaps.isEmpty && fieldPositions.isEmpty
    }

    mutating func append(_ other: DebugDrawing) {
        itemOutlines += other.itemOutlines
        boundaries += other.boundaries
        attachments += other.attachments
        anchors += other.anchors
        snaps += other.snaps
        fieldPositions += other.fieldPositions
        fieldRegions += other.fieldRegions
    }
}

extension UIDynamicAnimator {
    /// This animator's physics in window coordinates, as of the last tick.
    public func debugDrawing() -> DebugDrawing {
        let toWindow = referenceView?.transformToWindow ?? .identity
        func point(_ v: Vec2) -> CGPoint { CGPoint(x: v.x, y: v.y).applying(toWindow) }
        var drawing = DebugDrawing()
        for body in world.bodies {
            for shape in body.shapes {
                drawing.itemOutlines.append(shape.vertices.map { point(body.worldPoint($0)) })
            }
        }
        drawing.boundaries = world.edges.map { (point($0.start), point($0.end)) }
        for joint in world.joints {
            if let anchored = joint as? AnchoredJoint {
                let (a, b) = anchored.worldAnchors
                drawing.attachments.append((point(a), point(b)))
                drawing.anchors += [point(a), point(b)]
            } else if let snap = joint as? PointSpringJoint {
                drawing.snaps.append((point(snap.target), point(snap.bodyB.position)))
            }
        }
        for case let field as UIFieldBehavior in behaviorsInHierarchy {
            let position = field.position.applying(toWindow)
            drawing.fieldPositions.append(position)
            drawing.fieldRegions += field.region.outlines(about: position)
        }
        return drawing
    }
}

extension Scene {
    /// The physics of every animator on this scene's clock, for a debug overlay.
    public func debugDrawing() -> DebugDrawing {
        var drawing = DebugDrawing()
        for animator in clock.animators { drawing.append(animator.debugDrawing()) }
        return drawing
    }
}
