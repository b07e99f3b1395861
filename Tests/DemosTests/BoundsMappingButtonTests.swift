import SceneProtocol
import XCTest

/// The bounds-mapping button (Examples/PositionToBoundsMapping, the seed's code): each tap on
/// "Tap Me" maps an attachment's spring and a push onto the button's bounds.
final class BoundsMappingButtonTests: XCTestCase {
    private func button(_ trace: DemoTrace, _ time: Double) throws -> ViewTrace.View {
        try XCTUnwrap(trace.view(at: time) { $0.type == "UIButton" && $0.text == "Tap Me" }, "the button at \(time) s")
    }

    func testEachTapMakesTheBoundsOvershootAndSettleBack() throws {
        let trace = try DemoTrace.of("bounds-mapping-button")
        let start = try button(trace, 0)
        XCTAssertEqual(start.size, [300, 200])
        XCTAssertEqual(start.centerPoint.x, 187.5)
        XCTAssertEqual(start.centerPoint.y, 333.5)

        for (tap, end) in [(0.3, 2.8), (2.8, 5.0)] {
            var maxW = 0.0, minW = Double.infinity, maxH = 0.0, minH = Double.infinity
            for time in trace.ticks(from: tap, to: end - 1.0 / 60) {
                let view = try button(trace, time)
                maxW = max(maxW, view.size[0]); minW = min(minW, view.size[0])
                maxH = max(maxH, view.size[1]); minH = min(minH, view.size[1])
                XCTAssertEqual(view.centerPoint.x, 187.5, accuracy: 1e-6, "it grows about its centre")
                XCTAssertEqual(view.centerPoint.y, 333.5, accuracy: 1e-6)
            }
            XCTAssertGreaterThan(maxW, 302, "tap at \(tap): grows past its width")
            XCTAssertGreaterThan(maxH, 202, "tap at \(tap): grows past its height")
            XCTAssertLessThan(minW, 298, "tap at \(tap): springs back below its width")
            XCTAssertLessThan(minH, 198, "tap at \(tap): springs back below its height")
        }
        let end = try button(trace, 5)
        XCTAssertEqual(end.size[0], 300, accuracy: 2)
        XCTAssertEqual(end.size[1], 200, accuracy: 2)
    }

    func testTwoProcessesGiveTheSameTrace() throws {
        XCTAssertEqual(try DemoTrace.of("bounds-mapping-button").snapshots, try DemoTrace.run("bounds-mapping-button").snapshots)
    }
}
