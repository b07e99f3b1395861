import Physics
import XCTest

/// The broad phase's pair list (written through a pointer, grown when full) and its two sweeps:
/// sweeping along x or along y finds the same pairs in the same order, so a crowded scene steps
/// to the same bits either way, with more pairs than the list first holds (1,024).
final class BroadPhasePairTests: XCTestCase {
    /// `count` 20 × 20 boxes in a column 3 boxes wide, each overlapping its neighbours up to
    /// 10 places along: a scene taller than wide, swept along y unless told otherwise.
    private func crowd(count: Int, sweepRatio: Double) -> (World, [Body]) {
        let world = World()
        world.settings.tallSceneSweepRatio = sweepRatio
        var bodies: [Body] = []
        for index in 0..<count {
            let body = Body(
                shape: .box(width: 20, height: 20),
                position: Vec2(100 + Double(index % 3) * 7, 100 + Double(index) * 1.5),
                angle: Double(index) * 0.1)
            body.bodyMask = 1
            world.add(body)
            bodies.append(body)
        }
        return (world, bodies)
    }

    func testBothSweepsFindTheSamePairsInTheSameOrder() {
        let (alongX, bodiesX) = crowd(count: 400, sweepRatio: .infinity)
        let (alongY, bodiesY) = crowd(count: 400, sweepRatio: 0)
        var firstKeys: [(Int, Int)] = []
        for step in 0..<5 {
            alongX.step(1.0 / 60)
            alongY.step(1.0 / 60)
            if step == 0 { firstKeys = alongX.beganContacts.map { ($0.bodyA, $0.bodyB ?? -1) } }
            XCTAssertEqual(alongX.beganContacts.map(\.bodyA), alongY.beganContacts.map(\.bodyA))
            XCTAssertEqual(alongX.beganContacts.map(\.bodyB), alongY.beganContacts.map(\.bodyB))
            XCTAssertEqual(alongX.endedContacts.map(\.bodyA), alongY.endedContacts.map(\.bodyA))
        }
        // Each box overlaps about 20 others: several thousand pairs, so the list grew.
        XCTAssertGreaterThan(firstKeys.count, 2_000)
        // Began events come in key order: by first body, then the other.
        XCTAssertTrue(zip(firstKeys, firstKeys.dropFirst()).allSatisfy { $0 < $1 })
        for (x, y) in zip(bodiesX, bodiesY) {
            XCTAssertEqual(x.position.x.bitPattern, y.position.x.bitPattern)
            XCTAssertEqual(x.position.y.bitPattern, y.position.y.bitPattern)
            XCTAssertEqual(x.angle.bitPattern, y.angle.bitPattern)
        }
    }
}
