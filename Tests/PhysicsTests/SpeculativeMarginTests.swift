import Physics
import XCTest

/// A contact is made when two shapes are within the speculative distance plus how far they
/// can close during the step: their relative motion and both spins' reach. Bodies moving
/// together make no contact however fast they go; a body closing fast on another, or on an
/// edge, meets it in the step it would pass through.
final class SpeculativeMarginTests: XCTestCase {
    /// Two 20 × 20 boxes, one above the other with a 4 pt gap, moving at the given speeds.
    private func stackedPair(upper: Vec2, lower: Vec2) -> (World, Body, Body) {
        let world = World()
        let top = Body(shape: .box(width: 20, height: 20), position: Vec2(100, 100))
        let bottom = Body(shape: .box(width: 20, height: 20), position: Vec2(100, 124))
        for body in [top, bottom] { body.bodyMask = 1 }
        top.linearVelocity = upper
        bottom.linearVelocity = lower
        world.add(top)
        world.add(bottom)
        return (world, top, bottom)
    }

    func testBodiesFallingTogetherMakeNoContact() {
        // 600 pt/s reaches 10 pt a step each: counted apiece, a 22 pt margin would cover the
        // 4 pt gap, but the two do not close at all.
        let (world, top, bottom) = stackedPair(upper: Vec2(0, 600), lower: Vec2(0, 600))
        for _ in 0..<10 {
            world.step(1.0 / 60)
            XCTAssertEqual(world.contactCount, 0)
        }
        XCTAssertEqual(bottom.position.y - top.position.y, 24, accuracy: 1e-9)
    }

    func testABodyClosingFastMeetsTheOtherInTheStepItWouldPassThrough() {
        // 1,800 pt/s closes 30 pt a step: a whole box and the gap.
        let (world, top, bottom) = stackedPair(upper: Vec2(0, 1800), lower: .zero)
        world.step(1.0 / 60)
        XCTAssertEqual(world.contactCount, 1)
        for _ in 0..<30 { world.step(1.0 / 60) }
        // Pushed, not passed through: the upper box stays above the lower one.
        XCTAssertGreaterThan(bottom.position.y - top.position.y, 19)
        XCTAssertEqual(top.position.x, bottom.position.x, accuracy: 1e-6)
    }

    func testAContactIsMadeWhenOnlyTheSpinCanClose() {
        // Side by side with a 4 pt gap, the left box spinning at 6 rad/s: its corners sweep
        // 14 × 6 / 60 ≈ 1.4 pt a step, which with the 2 pt speculative distance does not cover
        // the gap; at 30 rad/s (7 pt a step) it does.
        for (spin, expected) in [(6.0, 0), (30.0, 1)] {
            let world = World()
            let left = Body(shape: .box(width: 20, height: 20), position: Vec2(100, 100))
            let right = Body(shape: .box(width: 20, height: 20), position: Vec2(124, 100))
            for body in [left, right] { body.bodyMask = 1 }
            left.angularVelocity = spin
            world.add(left)
            world.add(right)
            world.step(1.0 / 60)
            XCTAssertEqual(world.contactCount, expected, "spin \(spin) rad/s")
        }
    }

    func testABodyFallingFastOntoAnEdgeStopsOnIt() {
        let world = World()
        world.add(Edge(from: Vec2(0, 200), to: Vec2(300, 200), mask: 1))
        let box = Body(shape: .box(width: 20, height: 20), position: Vec2(100, 150))
        box.edgeMask = 1
        box.linearVelocity = Vec2(0, 3000)
        world.add(box)
        for _ in 0..<30 { world.step(1.0 / 60) }
        XCTAssertEqual(box.position.y, 190, accuracy: 1)
    }
}
