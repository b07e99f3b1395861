import Basics
import Foundation
import PNG
import SceneFiles
import SceneProtocol
import TestSupport
import XCTest

/// Several scenes recorded by one runner process (`render --all`), and what happens when one of
/// them fails there.
final class SceneBatchTests: XCTestCase {
    private var folder: URL!

    override func setUpWithError() throws {
        folder = try makeTemporaryFolder(for: self)
    }

    /// A scene whose `ViewController` fills the screen with `color`: every scene here declares
    /// the same class name, as the seeds' examples do.
    private func scene(_ name: String, color: String, body: String = "") throws -> CompiledScene {
        let file = folder.appendingPathComponent("\(name)/ViewController.swift")
        try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data("""
            import UIKit
            class ViewController: UIViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    view.backgroundColor = .\(color)
                    \(body)
                }
            }

            """.utf8).write(to: file)
        var environment = ProcessInfo.processInfo.environment
        environment["XDG_CACHE_HOME"] = testSceneCache.path
        return try SceneCompiler(environment: environment).compile(try SceneProject(paths: [file.deletingLastPathComponent().path]), controller: nil) { _ in }
    }

    private func stillRequest(_ name: String) -> SceneRequest {
        var request = SceneRequest(output: "")
        request.width = 20
        request.height = 20
        request.stills = [SceneRequest.Still(time: 0, path: folder.appendingPathComponent("\(name).png").path)]
        return request
    }

    private func color(of name: String) throws -> RGBA {
        try Frame(contentsOfPNG: folder.appendingPathComponent("\(name).png"))[10, 10]
    }

    func testScenesOfTheSameClassNamesShareAProcessAndEachDrawsItsOwn() throws {
        let red = try scene("Red", color: "red"), blue = try scene("Blue", color: "blue"), green = try scene("Green", color: "green")
        var finished: [Int] = []
        let results = CompiledScene.record(
            [(red, stillRequest("red")), (blue, stillRequest("blue")), (green, stillRequest("green"))], workers: 2, timeout: 60,
            finished: { finished.append($0) }, log: { _ in })
        XCTAssertEqual(results.count, 3)
        for result in results { if case let .failure(error) = result { XCTFail("\(error)") } }
        XCTAssertEqual(try color(of: "red"), RGBA(255, 0, 0))
        XCTAssertEqual(try color(of: "blue"), RGBA(0, 0, 255))
        XCTAssertEqual(try color(of: "green"), RGBA(0, 255, 0))
        XCTAssertEqual(finished.sorted(), [0, 1, 2])
    }

    /// A trap in one scene takes the shared process down; the others are recorded again, each in
    /// a process of its own, and only the one that trapped fails — with its own message.
    func testAJobThatTrapsFailsAloneAndTheOthersAreRecorded() throws {
        let red = try scene("Red", color: "red")
        let trap = try scene("Trap", color: "gray", body: "let missing: UIView? = nil; missing!.alpha = 1")
        let blue = try scene("Blue", color: "blue")
        let results = CompiledScene.record(
            [(red, stillRequest("red")), (trap, stillRequest("trap")), (blue, stillRequest("blue"))], workers: 1, timeout: 60, log: { _ in })
        guard case .success = results[0], case .success = results[2] else { return XCTFail("\(results)") }
        guard case let .failure(.crashed(reason)) = results[1] else { return XCTFail("\(results[1])") }
        XCTAssertTrue(reason.contains("ViewController.swift") && reason.contains("Fatal error"), reason)
        XCTAssertFalse(reason.hasPrefix("DynamicsScene_"), "the module name is left out: \(reason)")
        XCTAssertEqual(try color(of: "red"), RGBA(255, 0, 0))
        XCTAssertEqual(try color(of: "blue"), RGBA(0, 0, 255))
        XCTAssertFalse(FileManager.default.fileExists(atPath: folder.appendingPathComponent("trap.png").path), "nothing left of the failed one")
    }
}
