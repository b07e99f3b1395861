import Physics
import XCTest

/// Contacts are solved two at a time in lanes (ContactConstraints.swift), edges and fixed
/// bodies included. A lane must compute what the contact alone computes: a symmetric landing
/// is stable only while its two corners are treated exactly alike.
final class LaneSolveTests: XCTestCase {
    private let tick = 1.0 / 60

    /// A label-sized box (UIKit's defaults: elasticity, friction and resistance 0.2, 0.2, 0.1)
    /// starts at the top left corner of a 375 × 667 pt screen bounded on all four sides, falls
    /// onto the bottom edge beside the left one, and is set back to the top twice (as
    /// `updateItem(usingCurrentState:)` does, keeping its velocity), as the label re-drop demo
    /// does at 1.7 s and 3.3 s. Its angle and spin after 6 s.
    private func redroppedLabel(width: Double, height: Double) -> (body: Body, angle: Double, spin: Double) {
        let world = World()
        let corners = [Vec2(0, 0), Vec2(375, 0), Vec2(375, 667), Vec2(0, 667)]
        for index in corners.indices {
            world.add(Edge(from: corners[index], to: corners[(index + 1) % corners.count], mask: 1))
        }
        let top = Vec2(width / 2, height / 2)
        let label = Body(shape: .box(width: width, height: height), position: top)
        label.restitution = 0.2
        label.friction = 0.2
        label.linearDamping = 0.1
        label.angularDamping = 0.1
        label.edgeMask = 1
        world.add(label)
        for tick in 1...360 {
            if tick == 102 || tick == 198 {
                label.position = top
                label.angle = 0
            }
            label.acceleration = Vec2(0, 1000)
            world.step(self.tick)
        }
        return (label, label.angle, label.angularVelocity)
    }

    /// With the edges' contacts in lanes and their sums rounded otherwise than alone, a spin
    /// of 1e-16 rad/s appeared at the second drop and grew, on landing, into a whole turn
    /// (140 × 20 pt: the box came to rest upside down, 69 pt to the right of the wall).
    func testALabelLandingFlatBesideAWallStaysFlatAndInItsCorner() {
        for width in [140.0, 143.5, 145] {
            for height in [20.0, 20.5, 21] {
                let (label, angle, spin) = redroppedLabel(width: width, height: height)
                XCTAssertEqual(angle, 0, accuracy: 1e-9, "\(width) × \(height) pt: angle")
                XCTAssertEqual(spin, 0, accuracy: 1e-9, "\(width) × \(height) pt: spin")
                XCTAssertEqual(label.position.x, width / 2, accuracy: 1e-6, "\(width) × \(height) pt: against the wall")
                XCTAssertEqual(label.position.y, 667 - height / 2, accuracy: 0.5, "\(width) × \(height) pt: on the floor")
            }
        }
    }
}
