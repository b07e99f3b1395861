import Foundation
import SceneFiles
import SceneProtocol
import TestSupport
import XCTest

/// The springy "Messages bubbles" collection layout, written here as iOS code and compiled
/// unchanged: a flow layout subclass whose attributes hang on attachment behaviors of a
/// `UIDynamicAnimator(collectionViewLayout:)` and whose `shouldInvalidateLayout(forBoundsChange:)`
/// carries each item along with the scroll by a share that grows with its distance from the
/// finger. Dragged and flicked, the bubbles must trail behind the scroll and settle back on their
/// grid, read from the scene's view trace.
final class SpringyCollectionSceneTests: XCTestCase {
    /// The proof scene's code (Tests/Scenes/SpringyBubbles/MessagesViewController.swift), without its touches.
    static func scene() throws -> String { try proofSceneSource("SpringyBubbles/MessagesViewController.swift") }

    /// Item n's (from 1) centre on the grid, in content points: the 10 pt top inset, then
    /// 44 pt items 10 pt apart.
    private func gridCenterY(_ message: Int) -> Double { 10 + 22 + Double(message - 1) * 54 }

    /// The scene run with `touches`, traced at every tick up to `end` seconds.
    private func trace(_ touches: [String], until end: Double) throws -> [ViewTrace.Snapshot] {
        let folder = try makeTemporaryFolder(for: self)
        let file = folder.appendingPathComponent("Messages/MessagesViewController.swift")
        try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
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

    /// Each bubble on show at tick `tick`: its message number and how far its centre is below
    /// its place on the grid (content points; positive is behind a scroll towards the end).
    private func offsets(_ snapshots: [ViewTrace.Snapshot], at time: Double) -> [(message: Int, offset: Double, screenY: Double)] {
        let views = snapshots[Int((time * 60).rounded())].views
        var found: [(Int, Double, Double)] = []
        for (index, view) in views.enumerated() where view.type == "BubbleCell" && !view.isHidden {
            let inside = views[(index + 1)...].prefix { $0.depth > view.depth }
            guard let text = inside.first(where: { $0.type == "UILabel" })?.text,
                  let number = Int(text.dropFirst("Message ".count)) else { continue }
            found.append((number, view.center[1] - gridCenterY(number), view.screenCenter.y))
        }
        return found
    }

    func testDraggedTheBubblesFarFromTheFingerTrailAndSettleBackOnTheGrid() throws {
        // The finger goes up 300 pt in 0.6 s from y = 550, then lifts.
        let snapshots = try trace(["--drag", "187,550:187,250@0.3+0.6"], until: 4)
        let before = offsets(snapshots, at: 0.25)
        XCTAssertGreaterThanOrEqual(before.count, 11, "the screen's bubbles")
        for bubble in before { XCTAssertEqual(bubble.offset, 0, accuracy: 1e-6, "message \(bubble.message) on the grid before the drag") }

        // Mid-drag (the finger near y = 325 on screen): every bubble is behind or on its place,
        // the ones far from the finger farther behind than the ones near it.
        let during = offsets(snapshots, at: 0.75)
        XCTAssertGreaterThanOrEqual(during.count, 11)
        for bubble in during { XCTAssertGreaterThan(bubble.offset, -0.5, "message \(bubble.message) is not ahead of the scroll") }
        let finger = 550 - 300 * (0.45 / 0.6)
        let nearest = try XCTUnwrap(during.min { abs($0.screenY - finger) < abs($1.screenY - finger) })
        let farthest = try XCTUnwrap(during.max { abs($0.screenY - finger) < abs($1.screenY - finger) })
        XCTAssertGreaterThan(farthest.offset, 8, "a bubble \(Int(abs(farthest.screenY - finger))) pt from the finger trails visibly")
        XCTAssertLessThan(nearest.offset, farthest.offset / 2, "the bubble under the finger keeps up better than the far one")

        // Springs of 1 Hz, damping 0.8: back on the grid within half a point 3 s after the lift.
        let after = offsets(snapshots, at: 4)
        XCTAssertGreaterThanOrEqual(after.count, 11)
        for bubble in after { XCTAssertEqual(bubble.offset, 0, accuracy: 0.5, "message \(bubble.message) back on the grid") }
        XCTAssertGreaterThan(after.map(\.message).min() ?? 0, 1, "the list scrolled")
    }

    func testFlickedTheBubblesStretchWhileTheListGlidesThenSettle() throws {
        let snapshots = try trace(["--flick", "187,500:0,-2500@0.3"], until: 7)
        // While gliding (after the lift at 0.45 s), the bubbles trail behind the scroll.
        let gliding = offsets(snapshots, at: 0.8)
        XCTAssertGreaterThan(gliding.map(\.offset).max() ?? 0, 5, "bubbles trail while the list glides")
        let firstOnShow = gliding.map(\.message).min() ?? 0
        XCTAssertGreaterThan(firstOnShow, 5, "the list glides on")
        // At rest, every bubble is back on the grid.
        let resting = offsets(snapshots, at: 7)
        XCTAssertGreaterThanOrEqual(resting.count, 11)
        for bubble in resting { XCTAssertEqual(bubble.offset, 0, accuracy: 0.5, "message \(bubble.message) back on the grid") }
        XCTAssertGreaterThan(resting.map(\.message).min() ?? 0, firstOnShow)
    }
}
