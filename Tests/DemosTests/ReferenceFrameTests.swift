import Foundation
import SceneFiles
import TestSupport
import VisualDiff
import VisualTesting
import XCTest

/// Every demo's key frames against `Fixtures/<demo>/t<time>.png` (1× scale), as `dynamics test`
/// checks them: each demo's scene files compiled and run in their own process. A missing or
/// different frame fails (the record mode is `never` unless `DYNAMICS_RECORD` says otherwise);
/// `DYNAMICS_RECORD=missing scripts/test --filter ReferenceFrameTests` records a new demo's,
/// and `DYNAMICS_RECORD=all …` records them all again after an intended change.
final class ReferenceFrameTests: XCTestCase {
    private let fixtures = packageRoot.appendingPathComponent("Fixtures")

    private func check(_ id: String, file: StaticString = #filePath, line: UInt = #line) throws {
        setenv("XDG_CACHE_HOME", testSceneCache.path, 1)
        let scene = try ResolvedScene.one([id], commandLine: try SceneFileOptions.parse([]))
        var runner = VisualTestRunner(references: fixtures)
        runner.mode = try RecordMode.fromEnvironment()
        runner.workers = 1
        let run = try runner.run([VisualTestScene(scene: scene) { _ in }])
        let result = try XCTUnwrap(run.scenes.first)
        if let error = result.error { return XCTFail("\(id): \(error)", file: file, line: line) }
        XCTAssertEqual(result.frames.count, scene.keyTimes.count, file: file, line: line)
        for frame in result.frames where frame.status != .passed {
            let message = "\(id) at \(frame.time) s: \(frame.status.rawValue) \(frame.reference)\(frame.reason.map { " (\($0))" } ?? "")"
            if frame.status.isFailure { XCTFail(message, file: file, line: line) } else { print(message) }
        }
    }

    /// One test per demo, so a failure names it.
    func testFallingSquare() throws { try check("falling-square") }
    func testFlick() throws { try check("flick") }
    func testStickyCorners() throws { try check("sticky-corners") }
    func testDropInPresent() throws { try check("drop-in-present") }
    func testSwingingRopeDismissal() throws { try check("swinging-rope-dismissal") }
    func testShade() throws { try check("shade") }
    func testBoundsMappingButton() throws { try check("bounds-mapping-button") }
    func testLabelRedrop() throws { try check("label-redrop") }
    func testTossing() throws { try check("tossing") }
    func testSwipeUpTransition() throws { try check("swipe-up-transition") }

    /// A new demo needs a line above and its reference frames.
    func testEveryDemoHasATest() {
        XCTAssertEqual(DemoCatalog.all.map(\.id), ["falling-square", "flick", "sticky-corners", "drop-in-present", "swinging-rope-dismissal", "shade", "bounds-mapping-button", "label-redrop", "tossing", "swipe-up-transition"])
    }
}
