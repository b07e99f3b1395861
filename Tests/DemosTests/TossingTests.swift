import SceneProtocol
import XCTest

/// The tossing demo (Examples/Tossing, the tutorial's code): the goldfish follows a drag on an
/// attachment at the touch, so it turns; let go slowly it animates back; tossed it flies off
/// spinning and comes back.
final class TossingTests: XCTestCase {
    /// The demo's touches (DemoCatalog): the slow drag lifts at 1.7 s, the tosses at 2.75 s and
    /// 4.45 s (a flick lifts 0.15 s after it starts); a toss resets 0.4 s after the lift, over
    /// 0.45 s.
    private let slowRelease = 1.7, tossRelease = 2.75, secondTossRelease = 4.45
    private let start = (x: 187.5, y: 223.0)

    private func fish(_ trace: DemoTrace, _ time: Double) throws -> ViewTrace.View {
        try XCTUnwrap(trace.view(at: time) { $0.type == "UIImageView" }, "no image view at \(time) s")
    }

    private func isOnScreen(_ view: ViewTrace.View) -> Bool {
        let f = view.screenFrame
        return f[0] < 375 && f[0] + f[2] > 0 && f[1] < 667 && f[1] + f[3] > 0
    }

    func testStartsWhereTheStoryboardPutsIt() throws {
        let fish = try fish(try DemoTrace.of("tossing"), 0)
        XCTAssertEqual(fish.size, [254, 172])
        XCTAssertEqual(fish.centerPoint.x, start.x)
        XCTAssertEqual(fish.centerPoint.y, start.y)
    }

    func testDragMovesAndTurnsTheFish() throws {
        let fish = try fish(try DemoTrace.of("tossing"), slowRelease - 0.05)
        XCTAssertGreaterThan(fish.distance(toX: start.x, y: start.y), 100)
        XCTAssertGreaterThan(abs(fish.angle), 0.05, "the attachment at the touch turns it")
    }

    func testSlowReleaseReturnsToTheStart() throws {
        let fish = try fish(try DemoTrace.of("tossing"), slowRelease + 0.6)
        XCTAssertLessThan(fish.distance(toX: start.x, y: start.y), 2)
        XCTAssertEqual(fish.angle, 0, accuracy: 1e-6, "still turned")
    }

    func testFastTossLeavesTheScreenThenResets() throws {
        let trace = try DemoTrace.of("tossing")
        XCTAssertFalse(isOnScreen(try fish(trace, tossRelease + 0.38)), "still on screen")
        let back = try fish(trace, tossRelease + 0.4 + 0.5)
        XCTAssertLessThan(back.distance(toX: start.x, y: start.y), 2)
        XCTAssertEqual(back.angle, 0, accuracy: 1e-6, "still turned")
    }

    func testSecondTossLeavesTheScreenThenResets() throws {
        let trace = try DemoTrace.of("tossing")
        XCTAssertFalse(isOnScreen(try fish(trace, secondTossRelease + 0.38)), "still on screen")
        XCTAssertLessThan(try fish(trace, 6).distance(toX: start.x, y: start.y), 2)
    }

    func testMarkersShowTouchStartAndAnchor() throws {
        let views = try DemoTrace.of("tossing").views(at: slowRelease - 0.05)
        let red = try XCTUnwrap(views.first { $0.isRed }), blue = try XCTUnwrap(views.first { $0.hasBackground(0, 0, 1) })
        XCTAssertEqual(red.size, [8, 8])
        XCTAssertLessThan(blue.distance(toX: 110, y: 190), 12, "the blue square marks where the touch began")
        // The drag goes from (110, 190) to (230, 470) at an even pace over 0.4–1.7 s.
        let done = (slowRelease - 0.05 - 0.4) / 1.3
        XCTAssertLessThan(red.distance(toX: 110 + 120 * done, y: 190 + 280 * done), 5, "the red one follows the anchor")
    }

    /// The spin is `arc4random_uniform(20) - 10` rad/s, drawn from the scene's seed: the same
    /// seed spins the same way in every process, another seed may not.
    func testTheSpinFollowsTheSeed() throws {
        let a = try DemoTrace.run("tossing", seed: 7), b = try DemoTrace.run("tossing", seed: 7)
        XCTAssertEqual(a.snapshots, b.snapshots)
        let spins = try (0..<4).map { seed -> Double in
            try fish(try DemoTrace.of("tossing", seed: UInt64(seed)), tossRelease + 0.2).angle
        }
        XCTAssertGreaterThan(Set(spins.map { ($0 * 1000).rounded() }).count, 1, "four seeds, one spin: \(spins)")
    }
}


