import SceneProtocol
import XCTest

/// The drop-in presentation (Examples/DropOut, the seed's code): "Present" is tapped and the
/// modal drops in under gravity, bounces and settles centred.
final class DropInPresentTests: XCTestCase {
    private func modal(_ trace: DemoTrace, _ time: Double) -> ViewTrace.View? {
        trace.view(at: time) { $0.isRed && $0.size == [200, 200] }
    }

    func testTheModalDropsInBouncesAndSettlesCentredAndUpright() throws {
        let trace = try DemoTrace.of("drop-in-present")
        XCTAssertNil(modal(trace, 0.3), "nothing is presented before the tap")
        XCTAssertNotNil(trace.view(at: 0.3) { $0.type == "UIButton" && $0.text == "Present" })
        var lowest = -Double.infinity, bounced = false
        var previousY = try XCTUnwrap(modal(trace, 0.5)).screenCenter.y
        for time in trace.ticks(from: 0.5, to: 3) {
            let y = try XCTUnwrap(modal(trace, time), "the modal at \(time) s").screenCenter.y
            lowest = max(lowest, y)
            if y < previousY - 0.5 { bounced = true }
            previousY = y
        }
        XCTAssertTrue(bounced, "elasticity 0.7 bounces it off the floor at the centre")
        let rest = try XCTUnwrap(modal(trace, 3))
        XCTAssertEqual(rest.screenCenter.x, 187.5, accuracy: 2)
        XCTAssertEqual(rest.screenCenter.y, 333.5, accuracy: 2)
        XCTAssertEqual(rest.angle, 0, "rotation is off: it stays upright")
        XCTAssertNotNil(trace.view(at: 3) { $0.type == "UIButton" && $0.text == "Dismiss" }, "the modal's button")
    }

    func testTwoProcessesGiveTheSameTrace() throws {
        XCTAssertEqual(try DemoTrace.of("drop-in-present").snapshots, try DemoTrace.run("drop-in-present").snapshots)
    }
}
