import SceneProtocol
import XCTest

/// The swipe-up transition (Examples/SwipeUp): a short pan falls back with a bounce, a long one
/// sends the top view controller off the top and reveals the bottom one.
final class SwipeUpTransitionTests: XCTestCase {
    /// The replaceable view controllers' views: orange first, then purple.
    private func isTopView(_ view: ViewTrace.View) -> Bool { view.isOrange && view.size == [375, 667] }
    private func isBottomView(_ view: ViewTrace.View) -> Bool { view.hasBackground(0.5, 0, 0.5) && view.size == [375, 667] }

    func testAShortPanFallsBackThenALongOneExitsThroughTheTop() throws {
        let trace = try DemoTrace.of("swipe-up-transition")
        let first = try XCTUnwrap(trace.view(at: 0, isTopView))
        XCTAssertEqual(first.screenFrame, [0, 0, 375, 667])
        XCTAssertNil(trace.view(at: 0, isBottomView), "only the top view controller at first")
        XCTAssertEqual(trace.view(at: 0) { $0.type == "UILabel" }?.text, "Top view controller")

        // The short pan (0.5–1.1 s) lifts it, then it falls back and bounces off the bottom
        // (in mid-tick: at a tick's end it may be a few points short of the edge).
        var lowest = Double.infinity, hitBottom = false, bounced = false, cameBack = false
        for time in trace.ticks(from: 0, to: 2.9) {
            let y = try XCTUnwrap(trace.view(at: time, isTopView), "the top view at \(time) s").screenFrame[1]
            lowest = min(lowest, y)
            if time > 1.1 {
                if !hitBottom { hitBottom = y > -5 }
                else if !bounced { bounced = y < -10 }
                else if !cameBack { cameBack = y > -1 }
            }
        }
        XCTAssertLessThan(lowest, -100, "the pan lifted it")
        XCTAssertTrue(hitBottom && bounced && cameBack, "it falls back, bounces and lands again")
        let back = try XCTUnwrap(trace.view(at: 2.9, isTopView))
        XCTAssertEqual(back.screenFrame[1], 0, accuracy: 2, "back at its original frame")
        XCTAssertEqual(back.screenFrame[0], 0, accuracy: 2)
        let views = trace.views(at: 2.9)
        let bottomIndex = try XCTUnwrap(views.firstIndex(where: isBottomView), "the bottom view controller was inserted")
        XCTAssertLessThan(bottomIndex, try XCTUnwrap(views.firstIndex(where: isTopView)), "below the top one")

        // The long pan (3–3.4 s) sends it off through the top; the bottom one becomes the top.
        XCTAssertNil(trace.view(at: 6, isTopView), "it left through the top and was removed")
        XCTAssertEqual(try XCTUnwrap(trace.view(at: 6, isBottomView)).screenFrame, [0, 0, 375, 667])
        XCTAssertEqual(trace.views(at: 6).filter { $0.type == "UILabel" }.map(\.text), ["Top view controller"])
    }

    func testTwoProcessesGiveTheSameTrace() throws {
        XCTAssertEqual(try DemoTrace.of("swipe-up-transition").snapshots, try DemoTrace.run("swipe-up-transition").snapshots)
    }
}
