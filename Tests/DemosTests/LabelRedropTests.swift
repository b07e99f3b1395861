import SceneProtocol
import XCTest

/// The label re-drop (Examples/LabelRedrop, the seed's remark on updateItem(usingCurrentState:)):
/// a label under gravity lands; each tap sets its frame back to the top and tells the animator,
/// so it falls again.
final class LabelRedropTests: XCTestCase {
    /// The demo taps at 1.6 s and 3.2 s; the tap is recognized when the finger lifts, 0.1 s later.
    private let resets = [1.7, 3.3]

    private func label(_ trace: DemoTrace, _ time: Double) throws -> ViewTrace.View {
        try XCTUnwrap(trace.view(at: time) { $0.type == "UILabel" }, "the label at \(time) s")
    }

    func testTheLabelLandsJumpsToTheTopAndLandsAgainTwice() throws {
        let trace = try DemoTrace.of("label-redrop")
        XCTAssertEqual(try label(trace, 0).screenFrame[1], 0)
        XCTAssertEqual(try label(trace, 0).text, "Hello, Dynamics!")
        // Landing: it turns back within a tick's fall (about 18 pt) of the bottom edge. It may
        // bounce off in mid-tick, never showing at the edge at a tick's end.
        func landed(from start: Double, to end: Double) throws -> Bool {
            var lowest = try label(trace, start).screenFrame[1] + label(trace, start).screenFrame[3]
            for time in trace.ticks(from: start + 1.0 / 60, to: end) {
                let view = try label(trace, time)
                let bottom = view.screenFrame[1] + view.screenFrame[3]
                XCTAssertLessThanOrEqual(bottom, 667.5, "the bottom edge holds it, at \(time) s")
                if (bottom < lowest && lowest > 667 - 20) || bottom > 666 { return true }
                lowest = bottom
            }
            return false
        }
        XCTAssertTrue(try landed(from: 0, to: resets[0] - 1.0 / 60), "it reached the bottom before the first tap")
        for (index, reset) in resets.enumerated() {
            let top = try label(trace, reset + 1.0 / 60)
            XCTAssertLessThan(top.screenFrame[1], 10, "back at the top after the tap at \(reset)")
            XCTAssertEqual(top.screenFrame[0], 0, accuracy: 1e-6)
            let next = index + 1 < resets.count ? resets[index + 1] - 1.0 / 60 : 5
            XCTAssertTrue(try landed(from: reset + 1.0 / 60, to: next), "it landed again after the tap at \(reset)")
        }
    }

    func testTwoProcessesGiveTheSameTrace() throws {
        XCTAssertEqual(try DemoTrace.of("label-redrop").snapshots, try DemoTrace.run("label-redrop").snapshots)
    }
}
