import SceneProtocol
import XCTest

/// The shade demo (Examples/Shade, the seed's code): dragged down from the top, bounced into
/// place on an attachment, then swiped up and dismissed.
final class ShadeTests: XCTestCase {
    private func shade(_ trace: DemoTrace, _ time: Double) -> ViewTrace.View? {
        trace.view(at: time) { $0.hasBackground(1.0 / 3, 1.0 / 3, 1.0 / 3) && $0.size == [375, 667] }
    }

    func testTheShadeBouncesIntoPlaceThenIsDismissed() throws {
        let trace = try DemoTrace.of("shade")
        XCTAssertNil(shade(trace, 0.4), "nothing is presented before the swipe")
        let placed = try XCTUnwrap(shade(trace, 4.4))
        XCTAssertEqual(placed.screenFrame[0], 0, accuracy: 2)
        XCTAssertEqual(placed.screenFrame[1], 0, accuracy: 2, "at its final frame before the swipe up")

        // After the release (1.1 s) it reaches its place, bounces back up off the bottom, and
        // comes back down.
        let released = trace.ticks(from: 1.15, to: 4.4).compactMap { time in shade(trace, time).map { (time, $0.screenFrame[1] + 667) } }
        let firstHit = try XCTUnwrap(released.firstIndex { $0.1 > 667 - 2 }, "reaches the bottom")
        let afterHit = released[firstHit...]
        let bounceTop = try XCTUnwrap(afterHit.min { $0.1 < $1.1 })
        // The 3 Hz spring holds the shade's middle well below the bottom edge, so a bounce at
        // elasticity 0.6 rises about 10 pt (a Box2D 2.2 spring, acting once per substep).
        XCTAssertLessThan(bounceTop.1, 667 - 5, "bounces back up")
        XCTAssertTrue(afterHit.contains { $0.0 > bounceTop.0 && $0.1 > 667 - 2 }, "and comes back")
        XCTAssertLessThanOrEqual(released.map(\.1).max()!, 667 + 2, "the bottom edge stops it")

        // Swiped up at 4.5 s: dismissed through the top.
        XCTAssertNil(shade(trace, 7), "dismissed and removed from the screen")
        let leaving = trace.ticks(from: 4.5, to: 7).compactMap { shade(trace, $0) }
        XCTAssertLessThanOrEqual(try XCTUnwrap(leaving.last).screenFrame[1] + 667, 30, "it left through the top")
    }

    func testTwoProcessesGiveTheSameTrace() throws {
        XCTAssertEqual(try DemoTrace.of("shade").snapshots, try DemoTrace.run("shade").snapshots)
    }
}
