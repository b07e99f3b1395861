import Physics
import XCTest

/// Two bodies' speculative contact reaches out to the speculative distance plus how far they
/// can close along its normal during the step, if what they meet may stop either of them: each
/// one's motion toward the other plus both spins' reach. Bodies falling side by side make no
/// contact however fast they fall; a row falling onto a row that lands mid-step, or a body
/// closing fast on another, meets it in the step it would pass through.
final class SpeculativeMarginTests: XCTestCase {
    private func box(_ world: World, at position: Vec2, velocity: Vec2 = .zero) -> Body {
        let body = Body(shape: .box(width: 20, height: 20), position: position)
        body.bodyMask = 1
        body.edgeMask = 1
        body.linearVelocity = velocity
        world.add(body)
        return body
    }

    func testBodiesFallingSideBySideMakeNoContact() {
        // 600 pt/s reaches 10 pt a step: with both reaches added, a 22 pt margin would cover
        // the 4 pt gap between them, but they do not close at all along it.
        let world = World()
        let left = box(world, at: Vec2(100, 100), velocity: Vec2(0, 600))
        let right = box(world, at: Vec2(124, 100), velocity: Vec2(0, 600))
        for _ in 0..<10 {
            world.step(1.0 / 60)
            XCTAssertEqual(world.contactCount, 0)
        }
        XCTAssertEqual(right.position.x - left.position.x, 24, accuracy: 1e-9)
    }

    func testARowFallingOntoARowThatLandsMidStepDoesNotFallIntoIt() {
        // Stacked 4 pt apart, both falling at 600 pt/s (10 pt a step), the floor 6 pt below the
        // lower one: it stops mid-step and the upper one, whose motion relative to it was zero,
        // must still be held. Its contact is made out to 2 + 10 pt.
        let world = World()
        world.add(Edge(from: Vec2(0, 130), to: Vec2(300, 130), mask: 1))
        let top = box(world, at: Vec2(100, 90), velocity: Vec2(0, 600))
        let bottom = box(world, at: Vec2(100, 114), velocity: Vec2(0, 600))
        world.step(1.0 / 60)
        XCTAssertEqual(world.contactCount, 2, "the pair and the lower box on the floor")
        for _ in 0..<3 {
            XCTAssertGreaterThan(bottom.position.y - top.position.y, 19.5, "the upper box fell into the lower one")
            world.step(1.0 / 60)
        }
        XCTAssertEqual(bottom.position.y, 120, accuracy: 1)
    }

    func testABodyClosingFastMeetsTheOtherInTheStepItWouldPassThrough() {
        // 1,800 pt/s closes 30 pt a step: a whole box and the gap.
        let world = World()
        let top = box(world, at: Vec2(100, 100), velocity: Vec2(0, 1800))
        let bottom = box(world, at: Vec2(100, 124))
        world.step(1.0 / 60)
        XCTAssertEqual(world.contactCount, 1)
        for _ in 0..<30 { world.step(1.0 / 60) }
        XCTAssertGreaterThan(bottom.position.y - top.position.y, 19)
        XCTAssertEqual(top.position.x, bottom.position.x, accuracy: 1e-6)
    }

    func testAContactIsMadeWhenOnlyTheSpinCanClose() {
        // Side by side with a 4 pt gap, the left box spinning: its corners sweep 14.1 × ω / 60
        // pt a step; at 6 rad/s (1.4 pt) that and the 2 pt speculative distance do not cover
        // the gap, at 30 rad/s (7.1 pt) they do.
        for (spin, expected) in [(6.0, 0), (30.0, 1)] {
            let world = World()
            let left = box(world, at: Vec2(100, 100))
            _ = box(world, at: Vec2(124, 100))
            left.angularVelocity = spin
            world.step(1.0 / 60)
            XCTAssertEqual(world.contactCount, expected, "spin \(spin) rad/s")
        }
    }
}
