import Foundation
import SceneFiles
import TestSupport
import VisualDiff
import VisualTesting
import XCTest

/// Scene files written here to prove containers and scrolling — iOS code compiled unchanged,
/// driven by the touches in their own `// dynamics:` flags — against reference frames in
/// `Fixtures/scenes/<id>/t<time>.png`, as `dynamics test Tests/Scenes/<Name> --references
/// Fixtures/scenes` checks them. A missing or different frame fails (the record mode is `never`
/// unless `DYNAMICS_RECORD` says otherwise); `DYNAMICS_RECORD=missing scripts/test --filter
/// SceneReferenceFrameTests` records a new scene's.
final class SceneReferenceFrameTests: XCTestCase {
    private let scenes = packageRoot.appendingPathComponent("Tests/Scenes")
    private let references = packageRoot.appendingPathComponent("Fixtures/scenes")

    private func check(_ folder: String, frames expected: Int, file: StaticString = #filePath, line: UInt = #line) throws {
        setenv("XDG_CACHE_HOME", testSceneCache.path, 1)
        let path = scenes.appendingPathComponent(folder).path
        let scene = try ResolvedScene.one([path], commandLine: try SceneFileOptions.parse([]))
        var runner = VisualTestRunner(references: references)
        runner.mode = try RecordMode.fromEnvironment()
        runner.workers = 1
        let run = try runner.run([VisualTestScene(scene: scene) { _ in }])
        let result = try XCTUnwrap(run.scenes.first)
        if let error = result.error { return XCTFail("\(folder): \(error)", file: file, line: line) }
        XCTAssertEqual(result.frames.count, expected, "the key times in its flags", file: file, line: line)
        for frame in result.frames where frame.status != .passed {
            let message = "\(folder) at \(frame.time) s: \(frame.status.rawValue) \(frame.reference)\(frame.reason.map { " (\($0))" } ?? "")"
            if frame.status.isFailure { XCTFail(message, file: file, line: line) } else { print(message) }
        }
    }

    /// Three tabs, each a navigation controller around a behavior's screen, switched by tapping
    /// the tab titles: the square at rest on the tab bar, the circle snapped to the middle, the
    /// ball pushed into the walls.
    func testTabBarApp() throws { try check("TabBarApp", frames: 3) }

    /// A push whose custom transition drops the new screen onto a snap, then the edge swipe back.
    func testSnapNavigation() throws { try check("SnapNavigation", frames: 4) }

    /// The springy messages layout dragged (bubbles bunch above the finger, spread below) and
    /// flicked (they trail the scroll, then settle on the grid).
    func testSpringyBubbles() throws { try check("SpringyBubbles", frames: 4) }

    /// A tall stack of rows flicked hard: it glides to its end, shows past it (the bounce, the
    /// indicator shortened) and springs back.
    func testScrollBounce() throws { try check("ScrollBounce", frames: 4) }

    /// A board pinched open past the scroll view's maximum zoom: held back by the rubber band,
    /// then eased back to the maximum about the middle of the screen.
    func testPinchZoom() throws { try check("PinchZoom", frames: 4) }

    /// A table pulled past its refresh control's threshold: the spokes as it is pulled, the
    /// spinner turning in the 60 pt inset, then the new row and the content back at the top.
    func testPullToRefresh() throws { try check("PullToRefresh", frames: 4) }

    /// A large-title list with a toolbar: the title collapsing as the list is dragged up (the
    /// bar clear at the scroll edge, the chrome once scrolled), a push from the toolbar with the
    /// bar's titles moving, and an edge swipe back held part way.
    func testMailToolbar() throws { try check("MailToolbar", frames: 5) }

    /// Every folder of scenes has its test above.
    func testEverySceneHasATest() throws {
        let folders = try FileManager.default.contentsOfDirectory(atPath: scenes.path).filter { !$0.hasPrefix(".") }.sorted()
        XCTAssertEqual(folders, ["MailToolbar", "PinchZoom", "PullToRefresh", "ScrollBounce", "SnapNavigation", "SpringyBubbles", "TabBarApp"])
    }
}
