import Foundation
import SceneFiles
import TestSupport
import VisualDiff
import VisualTesting
import XCTest

/// The scroll scenes of `Tests/Scenes` (iOS code, compiled unchanged, their touches in their
/// `// dynamics:` lines) against their key frames in `Fixtures/<id>/`, as `dynamics test` checks
/// them: a scroll view flicked to its end and bouncing, a pinch zoomed past its maximum and
/// springing back, a table pulled to refresh. A missing or different frame fails (the record
/// mode is `never` unless `DYNAMICS_RECORD` says otherwise, as for the demos).
final class ScrollSceneReferenceTests: XCTestCase {
    private let fixtures = packageRoot.appendingPathComponent("Fixtures")
    private let scenes = packageRoot.appendingPathComponent("Tests/Scenes")

    private func check(_ folder: String, id: String, keyTimes: [Double], file: StaticString = #filePath, line: UInt = #line) throws {
        setenv("XDG_CACHE_HOME", testSceneCache.path, 1)
        let scene = try ResolvedScene.one([scenes.appendingPathComponent(folder).path], commandLine: try SceneFileOptions.parse([]))
        XCTAssertEqual(scene.id, id, file: file, line: line)
        XCTAssertEqual(scene.keyTimes, keyTimes, file: file, line: line)
        var runner = VisualTestRunner(references: fixtures)
        runner.mode = try RecordMode.fromEnvironment()
        runner.workers = 1
        let run = try runner.run([VisualTestScene(scene: scene) { _ in }])
        let result = try XCTUnwrap(run.scenes.first)
        if let error = result.error { return XCTFail("\(id): \(error)", file: file, line: line) }
        XCTAssertEqual(result.frames.count, keyTimes.count, file: file, line: line)
        for frame in result.frames where frame.status != .passed {
            let message = "\(id) at \(frame.time) s: \(frame.status.rawValue) \(frame.reference)\(frame.reason.map { " (\($0))" } ?? "")"
            if frame.status.isFailure { XCTFail(message, file: file, line: line) } else { print(message) }
        }
    }

    func testScrollViewFlickedToItsEndBounces() throws {
        try check("ScrollBounce", id: "scroll-bounce", keyTimes: [0.4, 0.85, 1.07, 3.5])
    }

    func testPinchZoomPastTheMaximumSpringsBack() throws {
        try check("PinchZoom", id: "pinch-zoom", keyTimes: [0.4, 0.8, 1.1, 2.2])
    }

    func testTablePulledToRefresh() throws {
        try check("PullToRefresh", id: "pull-to-refresh", keyTimes: [0.9, 1.5, 2.2, 3.6])
    }
}
