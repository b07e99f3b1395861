import SceneProtocol
import XCTest

/// The swinging-rope dismissal (Examples/DropOut, the seed's code): once the modal has dropped
/// in, "Dismiss" is tapped; it swings and turns on a rope for 2/3 of 4 s, then drops out below
/// the screen.
final class SwingingRopeDismissalTests: XCTestCase {
    /// Dismiss is tapped at 2 s; the finger lifts, and touchUpInside fires, at 2.1 s.
    private let tapTime = 2.1

    private func modal(_ trace: DemoTrace, _ time: Double) -> ViewTrace.View? {
        trace.view(at: time) { $0.isRed && $0.size == [200, 200] }
    }

    /// The item's attachment point: (70, h/2) from its centre, turned with the view.
    private func attachmentPoint(of view: ViewTrace.View) -> (x: Double, y: Double) {
        let a = view.angle, c = view.screenCenter
        return (c.x + 70 * cos(a) - 100 * sin(a), c.y + 70 * sin(a) + 100 * cos(a))
    }

    func testItSwingsOnTheRopeThenDropsOutBelowTheScreen() throws {
        let trace = try DemoTrace.of("swinging-rope-dismissal")
        let atTap = try XCTUnwrap(modal(trace, tapTime))
        XCTAssertEqual(atTap.screenCenter.x, 187.5, accuracy: 2, "dropped in and come to rest, centred")
        XCTAssertEqual(atTap.screenCenter.y, 333.5, accuracy: 2)
        // The anchor: the top edge, 40 pt from the right, where it was when Dismiss was tapped.
        let anchor = (x: atTap.screenFrame[0] + 200 - 40, y: atTap.screenFrame[1])
        let start = attachmentPoint(of: atTap)
        let ropeLength = hypot(start.x - anchor.x, start.y - anchor.y)

        var maxAngle = 0.0, maxStretch = 0.0
        let removal = tapTime + 4.0 * 2 / 3
        for time in trace.ticks(from: tapTime, to: removal - 0.05) {
            let view = try XCTUnwrap(modal(trace, time), "on the rope at \(time) s")
            maxAngle = max(maxAngle, abs(view.angle))
            let p = attachmentPoint(of: view)
            maxStretch = max(maxStretch, abs(hypot(p.x - anchor.x, p.y - anchor.y) - ropeLength))
            XCTAssertLessThan(view.screenFrame[1], 667, "still on screen while on the rope, at \(time) s")
        }
        XCTAssertGreaterThan(maxAngle, 0.3, "it turns like a sign on a rope")
        // A soft spring (frequency 3) under gravity × 10 stretches: about 10000 / (6π)² ≈ 28 pt.
        XCTAssertLessThan(maxStretch, 60, "the rope holds the attachment point near its length from the anchor")

        let leftAt = trace.ticks(from: removal, to: 5.5).first { time in
            modal(trace, time).map { $0.screenFrame[1] > 667 } ?? true
        }
        XCTAssertNotNil(leftAt, "it leaves below the screen before the demo ends")
        XCTAssertGreaterThan(modal(trace, 5.5)?.screenFrame[1] ?? 667, 667, "gone below the screen at the end")
        XCTAssertNotNil(trace.view(at: 5.5) { $0.type == "UIButton" && $0.text == "Present" }, "the presenter shows again")
    }

    func testTwoProcessesGiveTheSameTrace() throws {
        XCTAssertEqual(try DemoTrace.of("swinging-rope-dismissal").snapshots, try DemoTrace.run("swinging-rope-dismissal").snapshots)
    }
}
