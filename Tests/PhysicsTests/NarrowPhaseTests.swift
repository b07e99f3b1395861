import Foundation
import Physics
import XCTest

/// The narrow phase on its own: manifolds of boxes and of a box and an edge, placed in the world
/// as a step places them. Boxes are `Polygon.box`: vertices (−w/2, −h/2),
/// (w/2, −h/2), (w/2, h/2), (−w/2, h/2) and face normals up (−y), right, down (+y), left, in
/// that order; y grows downward. A point's id is flip << 24 | reference face << 16 | the
/// incident feature (a vertex index, or the clipping plane << 8 where a side plane cut it).
final class NarrowPhaseTests: XCTestCase {
    private let accuracy = 1e-9

    /// A body's shape placed at `position`, turned by `angle`.
    private struct Placed {
        var polygon: Polygon
        var position: Vec2
        var angle = 0.0
    }

    private func box(_ width: Double, _ height: Double, at position: Vec2, angle: Double = 0) -> Placed {
        Placed(polygon: .box(width: width, height: height), position: position, angle: angle)
    }

    /// `NarrowPhase.collide` of two placed shapes, or of a shape and an edge.
    private func collide(_ a: Placed, _ b: Placed, margin: Double = 2) -> Manifold {
        collide(hull(a), hull(b), margin: margin)
    }

    private func collide(_ a: Placed, _ edge: Edge, margin: Double = 2) -> Manifold {
        collide(hull(a), hull(edge), margin: margin)
    }

    /// A hull's world-space vertices and edge normals, as a step places them.
    private typealias Hull = (vertices: [Vec2], normals: [Vec2])

    private func hull(_ shape: Placed) -> Hull {
        let rotation = Rotation(angle: shape.angle)
        return (shape.polygon.vertices.map { shape.position + rotation.rotate($0) }, shape.polygon.normals.map(rotation.rotate))
    }

    /// A segment is a two-vertex hull whose two edges face opposite ways.
    private func hull(_ edge: Edge) -> Hull {
        let direction = (edge.end - edge.start).normalized
        let normal = Vec2(direction.y, -direction.x)
        return ([edge.start, edge.end], [normal, -normal])
    }

    private func collide(_ a: Hull, _ b: Hull, margin: Double) -> Manifold {
        a.vertices.withUnsafeBufferPointer { vertexA in
        a.normals.withUnsafeBufferPointer { normalA in
        b.vertices.withUnsafeBufferPointer { vertexB in
        b.normals.withUnsafeBufferPointer { normalB in
            NarrowPhase.collide(
                WorldHull(vertices: vertexA, normals: normalA), WorldHull(vertices: vertexB, normals: normalB), margin: margin)
        }}}}
    }

    private func assertEqual(_ actual: Vec2, _ expected: Vec2, _ message: String = "", line: UInt = #line) {
        XCTAssertEqual(actual.x, expected.x, accuracy: accuracy, "x \(message)", line: line)
        XCTAssertEqual(actual.y, expected.y, accuracy: accuracy, "y \(message)", line: line)
    }

    // MARK: Box against box

    func testBoxesFaceToFaceTouchAtBothCornersOfTheIncidentFace() {
        // B's top face 1 pt into A's bottom face: A's bottom (face 2) is the reference, B's top
        // (edge 0, vertices 0 and 1) the incident face, entirely within A's side planes.
        let manifold = collide(box(20, 20, at: Vec2(0, 0)), box(20, 20, at: Vec2(0, 19)))
        XCTAssertEqual(manifold.pointCount, 2)
        assertEqual(manifold.normal, Vec2(0, 1), "from A to B")
        XCTAssertEqual(manifold.point0.separation, -1, accuracy: accuracy)
        XCTAssertEqual(manifold.point1.separation, -1, accuracy: accuracy)
        // Midway between the surfaces (y 9 and 10).
        assertEqual(manifold.point0.position, Vec2(-10, 9.5))
        assertEqual(manifold.point1.position, Vec2(10, 9.5))
        XCTAssertEqual(manifold.point0.id, 0x2_0000, "reference face 2, B's vertex 0")
        XCTAssertEqual(manifold.point1.id, 0x2_0001, "reference face 2, B's vertex 1")
    }

    func testAnOffsetFaceIsClippedToTheReferenceFace() {
        // B 5 pt to the right: its top face runs from x −5 to 15 and is cut at A's right side
        // (x 10) by the side plane of A's vertex 2 (clip id 0x80 | 2, shifted by 8).
        let manifold = collide(box(20, 20, at: Vec2(0, 0)), box(20, 20, at: Vec2(5, 19)))
        XCTAssertEqual(manifold.pointCount, 2)
        assertEqual(manifold.normal, Vec2(0, 1))
        assertEqual(manifold.point0.position, Vec2(-5, 9.5))
        assertEqual(manifold.point1.position, Vec2(10, 9.5))
        XCTAssertEqual(manifold.point0.separation, -1, accuracy: accuracy)
        XCTAssertEqual(manifold.point1.separation, -1, accuracy: accuracy)
        XCTAssertEqual(manifold.point0.id, 0x2_0000)
        XCTAssertEqual(manifold.point1.id, 0x2_8200)
    }

    func testACornerIntoAFaceTouchesAtOnePoint() {
        // B turned 0.5 rad with its top corner (vertex 0) 1 pt into A's bottom face at x = 3.
        // Its other vertices are more than the margin away, so one point remains.
        let turn = Rotation(angle: 0.5)
        let corner = Vec2(3, 9)
        let manifold = collide(box(20, 20, at: .zero), box(20, 20, at: corner - turn.rotate(Vec2(-10, -10)), angle: 0.5))
        XCTAssertEqual(manifold.pointCount, 1)
        assertEqual(manifold.normal, Vec2(0, 1))
        XCTAssertEqual(manifold.point0.separation, -1, accuracy: accuracy)
        assertEqual(manifold.point0.position, Vec2(3, 9.5))
        XCTAssertEqual(manifold.point0.id, 0x2_0000, "A's face 2, B's vertex 0")
    }

    func testACornerOfTheFirstShapeMakesTheSecondShapesFaceTheReference() {
        // A turned 0.5 rad, its bottom corner (vertex 2) 1 pt into a wide flat B: B's top face
        // separates the shapes far better than any of A's faces, so the manifold is flipped
        // (bit 24) onto B's face 0; the normal still points from A to B.
        let turn = Rotation(angle: 0.5)
        let corner = turn.rotate(Vec2(10, 10))
        let manifold = collide(box(20, 20, at: .zero, angle: 0.5), box(40, 20, at: Vec2(corner.x, corner.y + 9)))
        XCTAssertEqual(manifold.pointCount, 1)
        assertEqual(manifold.normal, Vec2(0, 1))
        XCTAssertEqual(manifold.point0.separation, -1, accuracy: accuracy)
        assertEqual(manifold.point0.position, Vec2(corner.x, corner.y - 0.5))
        XCTAssertEqual(manifold.point0.id, 0x100_0002, "flipped, B's face 0, A's vertex 2")
    }

    func testRotatedBoxesFaceToFaceTouchAlongTheirTurnedNormal() {
        // Both turned 0.3 rad, B 19 pt from A along A's own down axis and 3 pt along its right
        // axis: the same contact as the offset face test, turned. Written in A's frame.
        let turn = Rotation(angle: 0.3)
        let manifold = collide(
            box(20, 20, at: .zero, angle: 0.3), box(20, 20, at: turn.rotate(Vec2(3, 19)), angle: 0.3))
        XCTAssertEqual(manifold.pointCount, 2)
        assertEqual(manifold.normal, turn.rotate(Vec2(0, 1)))
        XCTAssertEqual(manifold.point0.separation, -1, accuracy: accuracy)
        XCTAssertEqual(manifold.point1.separation, -1, accuracy: accuracy)
        assertEqual(manifold.point0.position, turn.rotate(Vec2(-7, 9.5)))
        assertEqual(manifold.point1.position, turn.rotate(Vec2(10, 9.5)))
        XCTAssertEqual(manifold.point0.id, 0x2_0000)
        XCTAssertEqual(manifold.point1.id, 0x2_8200)
    }

    // MARK: Speculative distance

    func testAGapWithinTheMarginGivesSpeculativePoints() {
        // 1.5 pt apart with a 2-pt margin: points with a positive separation, midway in the gap.
        let manifold = collide(box(20, 20, at: .zero), box(20, 20, at: Vec2(0, 21.5)), margin: 2)
        XCTAssertEqual(manifold.pointCount, 2)
        XCTAssertEqual(manifold.point0.separation, 1.5, accuracy: accuracy)
        XCTAssertEqual(manifold.point1.separation, 1.5, accuracy: accuracy)
        assertEqual(manifold.point0.position, Vec2(-10, 10.75))
        assertEqual(manifold.point1.position, Vec2(10, 10.75))
    }

    func testAGapOfExactlyTheMarginStillTouchesAndAWiderOneDoesNot() {
        let atMargin = collide(box(20, 20, at: .zero), box(20, 20, at: Vec2(0, 22)), margin: 2)
        XCTAssertEqual(atMargin.pointCount, 2)
        XCTAssertEqual(atMargin.point0.separation, 2, accuracy: accuracy)
        XCTAssertEqual(collide(box(20, 20, at: .zero), box(20, 20, at: Vec2(0, 22.01)), margin: 2).pointCount, 0)
        XCTAssertEqual(collide(box(20, 20, at: .zero), box(20, 20, at: Vec2(0, 23)), margin: 2).pointCount, 0)
        // Apart sideways too: A's right face separates them.
        XCTAssertEqual(collide(box(20, 20, at: .zero), box(20, 20, at: Vec2(25, 0)), margin: 2).pointCount, 0)
        // A larger margin takes the wider gap in.
        XCTAssertEqual(collide(box(20, 20, at: .zero), box(20, 20, at: Vec2(0, 23)), margin: 4).pointCount, 2)
    }

    func testOnlyPointsWithinTheMarginAreKept() {
        // B tilted 0.2 rad so one corner of its top face is 1 pt in and the other, 20 pt
        // along the face, 20·sin 0.2 ≈ 4 pt lower: about 3 pt out, beyond a 2-pt margin but
        // within a 4-pt one.
        let turn = Rotation(angle: 0.2)
        let corner = Vec2(-2, 9)
        let position = corner - turn.rotate(Vec2(-10, -10))
        let narrow = collide(box(40, 20, at: .zero), box(20, 20, at: position, angle: 0.2), margin: 2)
        XCTAssertEqual(narrow.pointCount, 1)
        XCTAssertEqual(narrow.point0.separation, -1, accuracy: accuracy)
        assertEqual(narrow.point0.position, Vec2(-2, 9.5))
        XCTAssertEqual(narrow.point0.id, 0x2_0000)
        let wide = collide(box(40, 20, at: .zero), box(20, 20, at: position, angle: 0.2), margin: 4)
        XCTAssertEqual(wide.pointCount, 2)
        let separation = -1 + 20 * sin(0.2)
        XCTAssertEqual(wide.point1.separation, separation, accuracy: accuracy)
        XCTAssertEqual(wide.point1.separation, 2.973, accuracy: 0.001)
        assertEqual(wide.point1.position, Vec2(-2 + 20 * cos(0.2), 10 + 0.5 * separation))
        XCTAssertEqual(wide.point1.id, 0x2_0001)
    }

    // MARK: Box against edge

    func testABoxOnAnEdgeTouchesAtItsBottomCorners() {
        // The edge (−50, 0)–(50, 0) is cut to the box's bottom face by both side planes:
        // the far end by the plane of the box's vertex 2 (0x82), the near end by the upper one
        // (0x82 | 0x40).
        let manifold = collide(box(20, 20, at: Vec2(0, -9)), Edge(from: Vec2(-50, 0), to: Vec2(50, 0), mask: 1))
        XCTAssertEqual(manifold.pointCount, 2)
        assertEqual(manifold.normal, Vec2(0, 1), "from the box to the edge")
        XCTAssertEqual(manifold.point0.separation, -1, accuracy: accuracy)
        XCTAssertEqual(manifold.point1.separation, -1, accuracy: accuracy)
        assertEqual(manifold.point0.position, Vec2(-10, 0.5))
        assertEqual(manifold.point1.position, Vec2(10, 0.5))
        XCTAssertEqual(manifold.point0.id, 0x2_C200)
        XCTAssertEqual(manifold.point1.id, 0x2_8200)
    }

    func testAnEdgeCollidesFromBelowToo() {
        // Edges are two-sided: a box under the edge touches it with its top face (face 0),
        // meeting the edge's second side (from its end back to its start).
        let manifold = collide(box(20, 20, at: Vec2(0, 9)), Edge(from: Vec2(-50, 0), to: Vec2(50, 0), mask: 1))
        XCTAssertEqual(manifold.pointCount, 2)
        assertEqual(manifold.normal, Vec2(0, -1))
        XCTAssertEqual(manifold.point0.separation, -1, accuracy: accuracy)
        XCTAssertEqual(manifold.point1.separation, -1, accuracy: accuracy)
        assertEqual(manifold.point0.position, Vec2(10, -0.5))
        assertEqual(manifold.point1.position, Vec2(-10, -0.5))
        XCTAssertEqual(manifold.point0.id, 0xC000)
        XCTAssertEqual(manifold.point1.id, 0x8000)
    }

    func testABoxBesideAShortEdgeDoesNotTouchIt() {
        // The edge ends 5 pt left of the box: nothing within the margin.
        let manifold = collide(box(20, 20, at: Vec2(0, -9)), Edge(from: Vec2(-50, 0), to: Vec2(-15, 0), mask: 1))
        XCTAssertEqual(manifold.pointCount, 0)
    }

    // MARK: Warm starting

    func testFeatureIDsStayPutAsTheShapesMoveALittle() {
        // The same touching features a step later (B slid 0.3 pt and sunk 0.1 pt): the same ids,
        // so the contact keeps its impulses.
        let a = box(20, 20, at: .zero)
        let before = collide(a, box(20, 20, at: Vec2(5, 19)))
        let after = collide(a, box(20, 20, at: Vec2(5.3, 18.9)))
        XCTAssertEqual(before.pointCount, 2)
        XCTAssertEqual(after.pointCount, 2)
        XCTAssertEqual([before.point0.id, before.point1.id], [after.point0.id, after.point1.id])
        XCTAssertEqual(after.point0.separation, -1.1, accuracy: accuracy)
        assertEqual(after.point0.position, Vec2(-4.7, 9.45))
    }

    func testAContactKeepsTheImpulsesOfPointsWithTheSameFeatures() {
        let a = box(20, 20, at: .zero)
        var previous = Contact(
            idA: 0, indexA: 0, idB: 1, indexB: 1, edgeIndex: -1, shapeA: 0, shapeB: 0,
            friction: 0.5, restitution: 0, manifold: collide(a, box(20, 20, at: Vec2(5, 19))), previous: nil)
        previous.point0.normalImpulse = 3
        previous.point0.tangentImpulse = -0.5
        previous.point1.normalImpulse = 7
        previous.point1.tangentImpulse = 0.25

        // Slid a little: both features the same.
        let kept = withUnsafePointer(to: previous) { previous in
            Contact(
                idA: 0, indexA: 0, idB: 1, indexB: 1, edgeIndex: -1, shapeA: 0, shapeB: 0, friction: 0.5,
                restitution: 0, manifold: collide(a, box(20, 20, at: Vec2(5.3, 19))), previous: previous)
        }
        XCTAssertEqual(kept.point0.normalImpulse, 3)
        XCTAssertEqual(kept.point0.tangentImpulse, -0.5)
        XCTAssertEqual(kept.point1.normalImpulse, 7)
        XCTAssertEqual(kept.point1.tangentImpulse, 0.25)

        // Slid until its right corner (vertex 1) is within A's face: that point is a new
        // feature (0x2_0001 for the clipped 0x2_8200) and starts from zero.
        let moved = withUnsafePointer(to: previous) { previous in
            Contact(
                idA: 0, indexA: 0, idB: 1, indexB: 1, edgeIndex: -1, shapeA: 0, shapeB: 0, friction: 0.5,
                restitution: 0, manifold: collide(a, box(20, 20, at: Vec2(-5, 19))), previous: previous)
        }
        XCTAssertEqual(moved.point0.id, 0x2_C200)
        XCTAssertEqual(moved.point1.id, 0x2_0001)
        XCTAssertEqual(moved.point0.normalImpulse, 0, "B's vertex 0 is now clipped: a new feature")
        XCTAssertEqual(moved.point1.normalImpulse, 0)
    }
}
