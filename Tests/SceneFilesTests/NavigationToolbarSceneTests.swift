import Foundation
import SceneFiles
import SceneProtocol
import TestSupport
import XCTest

/// A navigation controller with a large-title table and a toolbar, written as iOS code and
/// compiled unchanged: the toolbar along the bottom, a drag up collapsing the large title,
/// a tap on a toolbar item by its title pushing a screen. Read from the scene's view trace.
final class NavigationToolbarSceneTests: XCTestCase {
    /// The proof scene's code (Tests/Scenes/MailToolbar/MailNavigationController.swift), without its touches.
    static func scene() throws -> String { try proofSceneSource("MailToolbar/MailNavigationController.swift") }

    private func trace(_ touches: [String], until end: Double) throws -> [ViewTrace.Snapshot] {
        let folder = try makeTemporaryFolder(for: self)
        let file = folder.appendingPathComponent("MailNavigationController.swift")
        try Data(Self.scene().utf8).write(to: file)
        let resolved = try ResolvedScene.one([file.path], commandLine: try SceneFileOptions.parse(touches))
        var environment = ProcessInfo.processInfo.environment
        environment["XDG_CACHE_HOME"] = testSceneCache.path
        let compiled = try SceneCompiler(environment: environment).compile(resolved.project, controller: resolved.options.scene.controller) { _ in }
        let path = folder.appendingPathComponent("trace.json").path
        var request = try resolved.request(output: "", settings: RenderSettings(fps: 30, duration: end, scale: 1, seed: 0))
        request.trace = SceneRequest.Trace(times: (0...Int((end * 60).rounded())).map { Double($0) / 60 }, path: path)
        try compiled.run(request, timeout: 120, log: { _ in })
        return try JSONDecoder().decode(ViewTrace.self, from: Data(contentsOf: URL(fileURLWithPath: path))).snapshots
    }

    private func views(_ snapshots: [ViewTrace.Snapshot], type: String, at time: Double) -> [ViewTrace.View] {
        snapshots[Int((time * 60).rounded())].views.filter { $0.type == type && !$0.isHidden }
    }

    func testTheToolbarTheCollapsingLargeTitleAndATapOnAToolbarItem() throws {
        let snapshots = try trace(
            ["--drag", "200,500:200,380@0.3+0.4", "--tap", "\"Compose\"@2.0", "--duration", "3"], until: 3)
        let bar = try XCTUnwrap(views(snapshots, type: "UINavigationBar", at: 0.1).first)
        XCTAssertEqual(bar.screenFrame, [0, 20, 375, 96], "the large-title bar below the status bar")
        let toolbar = try XCTUnwrap(views(snapshots, type: "UIToolbar", at: 0.1).first)
        XCTAssertEqual(toolbar.screenFrame, [0, 667 - 49, 375, 49], "the toolbar along the bottom")
        let compose = try XCTUnwrap(snapshots[6].views.first { $0.text == "Compose" })
        XCTAssertEqual(compose.screenFrame[0] + compose.screenFrame[2], 375 - 16, accuracy: 0.5, "at the trailing margin")

        // Dragged up 120 pt (less the slop): the large title has collapsed into the 44 pt bar.
        let collapsed = try XCTUnwrap(views(snapshots, type: "UINavigationBar", at: 1.5).first)
        XCTAssertEqual(collapsed.screenFrame[3], 44, accuracy: 0.5)
        XCTAssertNil(snapshots[Int(1.9 * 60)].views.first { $0.identifier == "compose" })

        // The tap on Compose pushed the message screen.
        let pushed = try XCTUnwrap(snapshots[Int(2.9 * 60)].views.first { $0.identifier == "compose" })
        XCTAssertEqual(pushed.screenFrame, [0, 0, 375, 667])
        let pushedBar = try XCTUnwrap(views(snapshots, type: "UINavigationBar", at: 2.9).first)
        XCTAssertEqual(pushedBar.screenFrame[3], 44, "the pushed item's title is not large")
        XCTAssertNotNil(snapshots[Int(2.9 * 60)].views.first { $0.text == "Send" }, "its toolbar items")
    }
}
