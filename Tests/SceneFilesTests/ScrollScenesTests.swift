import Foundation
import SceneFiles
import SceneProtocol
import TestSupport
import XCTest

/// The scroll scenes of `Tests/Scenes`, iOS code compiled unchanged and run with their own
/// `// dynamics:` touches, read through their view traces: a `--pinch` zooms a scroll view's
/// `viewForZooming(in:)` past its maximum and it springs back; a `--drag` pulls a table's
/// refresh control, whose `#selector` target ends the refresh 1.5 s later with a new row.
final class ScrollScenesTests: XCTestCase {
    /// The scene in `Tests/Scenes/<folder>` traced at every tick up to `end` seconds.
    private func trace(_ folder: String, until end: Double) throws -> [ViewTrace.Snapshot] {
        let folderURL = packageRoot.appendingPathComponent("Tests/Scenes/\(folder)")
        let resolved = try ResolvedScene.one([folderURL.path], commandLine: try SceneFileOptions.parse([]))
        var environment = ProcessInfo.processInfo.environment
        environment["XDG_CACHE_HOME"] = testSceneCache.path
        let compiled = try SceneCompiler(environment: environment).compile(resolved.project, controller: resolved.options.scene.controller) { _ in }
        let path = try makeTemporaryFolder(for: self).appendingPathComponent("trace.json").path
        var request = try resolved.request(output: "", settings: RenderSettings(fps: 30, duration: end, scale: 1, seed: 0))
        request.trace = SceneRequest.Trace(times: (0...Int((end * 60).rounded())).map { Double($0) / 60 }, path: path)
        try compiled.run(request, timeout: 120, log: { _ in })
        return try JSONDecoder().decode(ViewTrace.self, from: Data(contentsOf: URL(fileURLWithPath: path))).snapshots
    }

    private func view(_ snapshots: [ViewTrace.Snapshot], at time: Double, where match: (ViewTrace.View) -> Bool) throws -> ViewTrace.View {
        try XCTUnwrap(snapshots[Int((time * 60).rounded())].views.first(where: match), "at \(time) s")
    }

    func testPinchZoomsAboutTheMiddleAndSpringsBackToTheMaximum() throws {
        // --pinch 187,333:3.5@0.5+0.6: the fingers lift at 1.1 s; the maximum is 2.5.
        let snapshots = try trace("PinchZoom", until: 2.2)
        let board = { (time: Double) in try self.view(snapshots, at: time) { $0.identifier == "board" } }
        XCTAssertEqual(try board(0.4).transform[0], 1, accuracy: 1e-9)
        // Past 2.5 the scale is rubber-banded: at the tick before the lift (the 35th of 36
        // moves) the fingers ask for (100 + 250·35/36)/100 and it shows 2.5·(1 + band(asked/2.5 − 1)).
        let asked = (100 + 250 * 35.0 / 36) / 100
        let shown = 2.5 * (1 + (1 - 1 / ((asked / 2.5 - 1) * 0.55 + 1)))
        XCTAssertEqual(try board(65.0 / 60).transform[0], shown, accuracy: 1e-6)
        XCTAssertGreaterThan(shown, 2.9)
        XCTAssertEqual(try board(2.2).transform[0], 2.5, accuracy: 1e-9)
        // Zoomed about the screen's middle, which was the board's (187, 333) at zoom 1 with the
        // offset at the origin: that point is still on the screen's middle, so the board's
        // top-left is at 187 − 187·2.5, 333 − 333·2.5.
        let rest = try board(2.2)
        XCTAssertEqual(rest.screenFrame[0], 187 - 187 * 2.5, accuracy: 1e-6)
        XCTAssertEqual(rest.screenFrame[1], 333 - 333 * 2.5, accuracy: 1e-6)
        XCTAssertEqual(rest.screenFrame[2], 375 * 2.5, accuracy: 1e-6)
    }

    func testPullToRefreshRunsTheTargetAndEndsWithANewRow() throws {
        // --drag 187,140:187,460@0.5+0.7: the finger lifts at 1.2 s.
        let snapshots = try trace("PullToRefresh", until: 4)
        let label = { (text: String, time: Double) in
            try self.view(snapshots, at: time) { $0.type == "UILabel" && $0.text == text && !$0.isHidden }
        }
        let firstRowTop = try label("Message 1", 0.4).screenFrame[1]
        // Refreshing, at rest: the rows 60 pt lower, under the turning spinner and its title.
        let refreshing = try label("Message 1", 2.2).screenFrame[1]
        XCTAssertEqual(refreshing - firstRowTop, 60, accuracy: 0.5)
        XCTAssertNotNil(try? label("Checking for mail…", 2.2))
        let spinner = try view(snapshots, at: 2.2) { $0.type == "UIActivityIndicatorView" }
        XCTAssertFalse(spinner.isHidden)
        // The target's asyncAfter(1.5 s) fired: a new row on top, and the content eased back.
        let after = try label("New message 1", 3.9).screenFrame[1]
        XCTAssertEqual(after, firstRowTop, accuracy: 0.5)
        XCTAssertNil(snapshots.last?.views.first { $0.text == "New message 2" }, "valueChanged was sent once")
    }
}
