import Physics
import TestSupport
import XCTest

/// Restitution and contact events at the substep they happen in, whatever the phase of the
/// 1/60 s tick (issue 11, points 1 and 3).
final class BounceAndContactTimingTests: XCTestCase {
    private let tick = 1.0 / 60

    /// A 30 pt box with `restitution`, no friction or damping, whose bottom starts `drop` pt
    /// above a floor at y = 0 (y down): the highest its bottom gets after the first bounce.
    private func apexAfterOneBounce(drop: Double, restitution: Double = 1) -> Double {
        let world = World()
        world.add(Edge(from: Vec2(-500, 0), to: Vec2(500, 0), mask: 1))
        let body = Body(shape: .box(width: 30, height: 30), position: Vec2(0, -15 - drop))
        body.restitution = restitution
        body.friction = 0
        body.edgeMask = 1
        world.add(body)
        var bounced = false, apex = Double.infinity
        for _ in 0..<600 {
            body.acceleration = Vec2(0, 1000)
            world.step(tick)
            if body.linearVelocity.y < 0 { bounced = true }
            if bounced {
                apex = min(apex, body.position.y + 15)
                if body.linearVelocity.y > 0 { break }
            }
        }
        return -apex
    }

    /// Box2D 2.2.1 at 1/240 s returns 0.994–1.026 of the drop (docs/FIDELITY.md); an exact
    /// bounce returns all of it. Drops in uneven steps land at every phase of the tick and
    /// its substeps; each must come back within 1 %.
    func testAnElasticBounceReturnsTheDropHeightAtAnyPhase() {
        var drop = 50.0
        while drop <= 600 {
            let apex = apexAfterOneBounce(drop: drop)
            XCTAssertEqual(apex / drop, 1, accuracy: 0.01, "dropped \(drop) pt, came back to \(apex) pt")
            drop += 13.7
        }
    }

    /// Elasticity e returns e² of the height.
    func testAHalfElasticBounceReturnsAQuarterOfTheHeight() {
        for drop in [120.0, 333.3, 581.9] {
            let apex = apexAfterOneBounce(drop: drop, restitution: 0.5)
            XCTAssertEqual(apex / drop, 0.25, accuracy: 0.01, "dropped \(drop) pt, came back to \(apex) pt")
        }
    }

    /// The gap between a box and an edge, and the box's speed toward it, after each tick, and
    /// the ticks in which the world reported the contact beginning and ending.
    private struct Timeline {
        var gaps: [Double] = []
        var approaches: [Double] = []
        var began: [Int] = []
        var ended: [Int] = []
    }

    private func timeline(ticks: Int, edge: Edge, body: Body, acceleration: Vec2, toward: Vec2, gap: (Body) -> Double) -> Timeline {
        let world = World()
        world.add(edge)
        body.edgeMask = 1
        world.add(body)
        var line = Timeline()
        for index in 0..<ticks {
            body.acceleration = acceleration
            world.step(tick)
            line.gaps.append(gap(body))
            line.approaches.append(dot(body.linearVelocity, toward))
            if !world.beganContacts.isEmpty { line.began.append(index) }
            if !world.endedContacts.isEmpty { line.ended.append(index) }
        }
        return line
    }

    /// The shapes touch in a tick that ends with them under 2 pt apart (Box2D 2.2's polygon
    /// skins, 1 pt each, overlap), or in which the
    /// box turned back from the surface (a bounce can touch and part between two ticks).
    /// `began` must come in the first tick of each touch, `ended` in the first tick that
    /// ends apart after it (the same tick for a bounce in mid-tick).
    private func assertEventsFollowTheGaps(_ line: Timeline, file: StaticString = #filePath, line sourceLine: UInt = #line) {
        var expectedBegan: [Int] = [], expectedEnded: [Int] = []
        var touching = false
        for (index, gap) in line.gaps.enumerated() {
            let turnedBack = index > 0 && line.approaches[index - 1] > 0 && line.approaches[index] < 0
            let apart = gap >= 2
            if !touching, !apart || turnedBack { expectedBegan.append(index) }
            if (touching || turnedBack), apart { expectedEnded.append(index) }
            touching = !apart
        }
        XCTAssertFalse(expectedBegan.isEmpty, "never touched", file: file, line: sourceLine)
        XCTAssertFalse(expectedEnded.isEmpty, "never parted", file: file, line: sourceLine)
        XCTAssertEqual(line.began, expectedBegan, "began (gaps \(line.gaps.map { ($0 * 10).rounded() / 10 }))", file: file, line: sourceLine)
        XCTAssertEqual(line.ended, expectedEnded, "ended (gaps \(line.gaps.map { ($0 * 100).rounded() / 100 }), approaches \(line.approaches.map { $0.rounded() }))", file: file, line: sourceLine)
    }

    func testFloorContactBeginsInTheTickOfImpactAndEndsInTheTickItLeaves() {
        for drop in [81.0, 202.0, 322.0, 442.0] {
            let body = Body(shape: .box(width: 30, height: 30), position: Vec2(0, -15 - drop))
            body.restitution = 0.8
            let line = timeline(ticks: 120, edge: Edge(from: Vec2(-500, 0), to: Vec2(500, 0), mask: 1), body: body,
                                acceleration: Vec2(0, 1000), toward: Vec2(0, 1)) { -($0.position.y + 15) }
            assertEventsFollowTheGaps(line)
        }
    }

    func testSideWallContactBeginsAndEnds() {
        for speed in [150.0, 480.0, 1333.0] {
            // Not a whole number of ticks from the wall: no gap lands on the 2 pt line.
            let body = Body(shape: .box(width: 30, height: 30), position: Vec2(100.3, 0))
            body.restitution = 0.8
            body.linearVelocity = Vec2(-speed, 0)
            let line = timeline(ticks: 90, edge: Edge(from: Vec2(0, -500), to: Vec2(0, 500), mask: 1), body: body,
                                acceleration: Vec2(0, 200), toward: Vec2(-1, 0)) { $0.position.x - 15 }
            assertEventsFollowTheGaps(line)
        }
    }
}
