import Demos
import DynamicsTesting
import Foundation
import TestSupport
import XCTest

/// Every demo's key frames against `Fixtures/<demo>/t<time>.png` (1× scale). A missing
/// reference fails (the record mode is `never` unless `DYNAMICS_RECORD` says otherwise);
/// `DYNAMICS_RECORD=missing scripts/test --filter ReferenceFrameTests` records a new demo's,
/// and `DYNAMICS_RECORD=all …` records them all again after an intended change.
final class ReferenceFrameTests: XCTestCase {
    private let fixtures = packageRoot.appendingPathComponent("Fixtures")

    /// A quarter, half and all of the demo's length: the start of the action, its middle and
    /// where it ends.
    private func keyTimes(of demo: Demo) -> [TimeInterval] {
        [0.25, 0.5, 1].map { (demo.duration * $0 * 60).rounded() / 60 }
    }

    private func check(_ id: String, file: StaticString = #filePath, line: UInt = #line) {
        guard let demo = DemoCatalog.demo(id: id) else { return XCTFail("no demo \(id)", file: file, line: line) }
        assertFrames(of: demo.makeScene(), at: keyTimes(of: demo), named: demo.id, references: fixtures, file: file, line: line)
    }

    /// One test per demo, so a failure names it.
    func testFallingSquare() { check("falling-square") }
    func testFlick() { check("flick") }
    func testStickyCorners() { check("sticky-corners") }
    func testDropInPresent() { check("drop-in-present") }
    func testSwingingRopeDismissal() { check("swinging-rope-dismissal") }
    func testShade() { check("shade") }
    func testBoundsMappingButton() { check("bounds-mapping-button") }
    func testLabelRedrop() { check("label-redrop") }
    func testTossing() { check("tossing") }
    func testSwipeUpTransition() { check("swipe-up-transition") }

    /// A new demo needs a line above and its reference frames.
    func testEveryDemoHasATest() {
        XCTAssertEqual(DemoCatalog.all.map(\.id), ["falling-square", "flick", "sticky-corners", "drop-in-present", "swinging-rope-dismissal", "shade", "bounds-mapping-button", "label-redrop", "tossing", "swipe-up-transition"])
    }
}
