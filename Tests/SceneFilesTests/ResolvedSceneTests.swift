import Foundation
import SceneFiles
import SceneProtocol
import TestSupport
import XCTest

/// Which scene the arguments of `render`, `test` and `publish` name, and with which flags.
final class ResolvedSceneTests: XCTestCase {
    private var folder: URL!
    private var examples: String { packageRoot.appendingPathComponent("Examples").path }

    override func setUpWithError() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("resolve-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: folder)
    }

    private func options(_ arguments: [String] = []) throws -> SceneFileOptions {
        try SceneFileOptions.parse(arguments)
    }

    private func write(_ path: String, _ text: String) throws {
        let url = folder.appendingPathComponent(path)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: url)
    }

    private let controller = "import UIKit\nclass ViewController: UIViewController {}\n"

    func testADemoIsItsExampleFolderWithItsOwnFlags() throws {
        let flick = try XCTUnwrap(DemoCatalog.demo(id: "flick"))
        let scene = try ResolvedScene(demo: flick, examples: examples, commandLine: try options())
        XCTAssertEqual(scene.id, "flick")
        XCTAssertEqual(scene.title, "flick")
        XCTAssertTrue(scene.isDemo)
        XCTAssertEqual(scene.project.files, [examples + "/Flick/ViewController.swift"])
        XCTAssertEqual(scene.duration, 6)
        XCTAssertEqual(scene.keyTimes, [1.5, 3, 6])
        let inputs = try scene.options.scene.inputs()
        XCTAssertEqual(inputs.map(\.time), [1, 1.8, 4])
    }

    func testTheCommandLineAddsTouchesAndReplacesTheRest() throws {
        let flick = try XCTUnwrap(DemoCatalog.demo(id: "flick"))
        let scene = try ResolvedScene(demo: flick, examples: examples, commandLine: try options(["--duration", "2", "--tap", "20,20@0.2", "--size", "390x844"]))
        XCTAssertEqual(scene.duration, 2)
        XCTAssertEqual(scene.keyTimes, [0.5, 1, 2], "the default key times follow the duration")
        XCTAssertEqual(try scene.options.scene.inputs().map(\.time), [0.2, 1, 1.8, 4], "ordered by time, the demo's and the command line's")
        let request = try scene.request(output: "out.gif", settings: RenderSettings(fps: 30, duration: scene.duration, scale: 2))
        XCTAssertEqual(request.width, 390)
        XCTAssertEqual(request.height, 844)
        XCTAssertEqual(request.scale, 2)
        XCTAssertEqual(request.inputs.count, 4)
    }

    func testTouchesThatOverlapAreRefusedNamingBoth() throws {
        let flick = try XCTUnwrap(DemoCatalog.demo(id: "flick"))
        XCTAssertThrowsError(try ResolvedScene(demo: flick, examples: examples, commandLine: try options(["--tap", "5,5@1.5"]))) { error in
            XCTAssertEqual(error as? SceneFileError, .badOptions(
                scene: "flick",
                message: "--tap 5,5@1.5 starts while --drag 187.5,647:110,450@1+0.8 is still down (until 1.8 s): a scene has one finger"))
        }
        // One touch starting as the one before lifts is fine: the demo's flick starts as its drag ends.
        XCTAssertNoThrow(try ResolvedScene(demo: flick, examples: examples, commandLine: try options(["--tap", "5,5@0.9"])))
        XCTAssertThrowsError(try ResolvedScene(demo: flick, examples: examples, commandLine: try options(["--tap", "5,5@0.95"])))
    }

    func testAFilesFlagsComeUnderTheCommandLines() throws {
        try write("Square.swift", "// dynamics: --duration 3 --tap 1,1@1 --key-times 0.5,3\n" + controller)
        let project = try SceneProject(paths: [folder.appendingPathComponent("Square.swift").path])
        let own = try ResolvedScene(project: project, commandLine: try options())
        XCTAssertEqual(own.id, "square")
        XCTAssertFalse(own.isDemo)
        XCTAssertEqual(own.summary, "Scene files: Square.swift")
        XCTAssertEqual(own.duration, 3)
        XCTAssertEqual(own.keyTimes, [0.5, 3])
        let over = try ResolvedScene(project: project, commandLine: try options(["--duration", "4", "--tap", "2,2@2"]))
        XCTAssertEqual(over.duration, 4)
        XCTAssertEqual(over.keyTimes, [0.5, 3], "the file's key times stay")
        XCTAssertEqual(try over.options.scene.inputs().map(\.time), [1, 2])
        let noFlags = try ResolvedScene(project: project, commandLine: try options(["--key-times", "1"]))
        XCTAssertEqual(noFlags.keyTimes, [1])
    }

    func testWhatNamesFilesRatherThanADemo() throws {
        XCTAssertFalse(ResolvedScene.nameFiles(["flick"]))
        XCTAssertTrue(ResolvedScene.nameFiles(["./flick"]))
        XCTAssertTrue(ResolvedScene.nameFiles(["flick.swift"]))
        XCTAssertTrue(ResolvedScene.nameFiles(["Scenes/A.swift", "B.swift"]))
        XCTAssertFalse(ResolvedScene.nameFiles(["no-such-thing-\(UUID().uuidString)"]), "neither a demo nor a file: resolved as a demo, which fails by name")
    }

    func testRenderTakesOneDemoOrOneSceneOfFiles() throws {
        XCTAssertThrowsError(try ResolvedScene.one(["flick", "shade"], commandLine: try options())) { error in
            XCTAssertEqual(error as? SceneFileError, .oneDemoAtATime(extra: "shade"))
        }
        XCTAssertThrowsError(try ResolvedScene.one(["flik"], commandLine: try options())) { error in
            XCTAssertEqual(error as? SceneFileError, .unknownDemo("flik"))
        }
        try write("A.swift", controller)
        try write("B.swift", "import UIKit\nlet side: CGFloat = 3\n")
        let paths = ["A.swift", "B.swift"].map { folder.appendingPathComponent($0).path }
        let scene = try ResolvedScene.one(paths, commandLine: try options())
        XCTAssertEqual(scene.project.files, paths)
        XCTAssertEqual(scene.id, "a")
    }

    func testTestAndPublishTakeEachArgumentAsScenes() throws {
        try write("Scenes/RedSquare/Square.swift", controller)
        try write("Scenes/BlueSquare/Controller.swift", controller)
        try write("Scenes/notes.txt", "not a scene")
        let scenes = try ResolvedScene.each([folder.appendingPathComponent("Scenes").path, "falling-square"], commandLine: try options())
        XCTAssertEqual(scenes.map(\.id), ["blue-square", "red-square", "falling-square"])
        XCTAssertEqual(scenes.map(\.isDemo), [false, false, true])
        XCTAssertEqual(try ResolvedScene.each([], commandLine: try options()).map(\.id), DemoCatalog.all.map(\.id), "no arguments: every demo")
        XCTAssertThrowsError(try ResolvedScene.each(["no-such-demo"], commandLine: try options())) { error in
            XCTAssertEqual(error as? SceneFileError, .unknownScene("no-such-demo"))
        }
    }

    /// The demos' flags are read without ArgumentParser when they are plain `--flag value`
    /// pairs: the same options as ArgumentParser's, and its errors for anything else.
    func testFlagsReadDirectlyAreThoseArgumentParserReads() throws {
        let lists: [[String]] = [
            [], ["--duration", "6", "--tap", "Present@0.3", "--drag", "1,2:3,4@1+0.5", "--flick", "1,2:-300,-400@2"],
            ["--controller", "A", "--size", "390x844", "--timeout", "12", "--key-times", "0.5,1"],
            ["--tap", "-5,10@1"], ["--duration=3"],
        ]
        for words in lists {
            let direct = try SceneFileOptions.parsed(words), parsed = try SceneFileOptions.parse(words)
            XCTAssertEqual(direct.duration, parsed.duration, "\(words)")
            XCTAssertEqual(direct.keyTimes, parsed.keyTimes, "\(words)")
            XCTAssertEqual(direct.scene.tap, parsed.scene.tap, "\(words)")
            XCTAssertEqual(direct.scene.drag, parsed.scene.drag, "\(words)")
            XCTAssertEqual(direct.scene.flick, parsed.scene.flick, "\(words)")
            XCTAssertEqual(direct.scene.controller, parsed.scene.controller, "\(words)")
            XCTAssertEqual(direct.scene.size, parsed.scene.size, "\(words)")
            XCTAssertEqual(direct.scene.timeout, parsed.scene.timeout, "\(words)")
        }
        for words in [["--duration", "soon"], ["--loop", "2"], ["--tap"]] {
            XCTAssertThrowsError(try SceneFileOptions.parsed(words), "\(words)")
        }
    }

    func testSceneIDsFromNames() {
        XCTAssertEqual(ResolvedScene.id(forName: "StickyCorners"), "sticky-corners")
        XCTAssertEqual(ResolvedScene.id(forName: "My Scene 2"), "my-scene-2")
        XCTAssertEqual(ResolvedScene.id(forName: "HTMLView"), "htmlview")
        XCTAssertEqual(ResolvedScene.id(forName: "v2Controller"), "v2-controller")
        XCTAssertEqual(ResolvedScene.id(forName: "---"), "scene")
    }

    func testTheExamplesFolderIsFoundFromTheExecutable() throws {
        // A checkout: the binary deep under .build, Package.swift and Examples/ at the top.
        try write("checkout/Package.swift", "")
        try write("checkout/Examples/Flick/ViewController.swift", controller)
        try write("checkout/.build/x86_64-unknown-linux-gnu/release/dynamics", "")
        XCTAssertEqual(try ExamplesFolder.locate(executable: folder.appendingPathComponent("checkout/.build/x86_64-unknown-linux-gnu/release/dynamics").path),
                       folder.appendingPathComponent("checkout/Examples").path)
        // An installation: <prefix>/bin/dynamics and <prefix>/share/dynamics/Examples.
        try write("prefix/bin/dynamics", "")
        try write("prefix/share/dynamics/Examples/Flick/ViewController.swift", controller)
        XCTAssertEqual(try ExamplesFolder.locate(executable: folder.appendingPathComponent("prefix/bin/dynamics").path),
                       folder.appendingPathComponent("prefix/share/dynamics/Examples").path)
        // Neither: one error naming where it looked.
        try write("alone/bin/dynamics", "")
        XCTAssertThrowsError(try ExamplesFolder.locate(executable: folder.appendingPathComponent("alone/bin/dynamics").path)) { error in
            XCTAssertEqual(error as? SceneFileError, .examplesMissing([folder.appendingPathComponent("alone/share/dynamics/Examples").path]))
        }
    }
}

/// The lines a scene's process and `dynamics` exchange.
final class SceneMessageTests: XCTestCase {
    func testEachMessageReadsBackFromItsLine() {
        let messages = [
            SceneMessage(job: 0, .frame(done: 3, total: 75)), SceneMessage(job: 12, .survey(done: 1, total: 1)),
            SceneMessage(job: 3, .frame(done: 0, total: 0)), SceneMessage(job: 7, .finished),
        ]
        for message in messages {
            XCTAssertEqual(SceneMessage(line: message.line), message)
        }
        XCTAssertEqual(SceneMessage(job: 0, .frame(done: 3, total: 75)).line, "0 frame 3 75")
        XCTAssertEqual(SceneMessage(job: 2, .survey(done: 2, total: 9)).line, "2 survey 2 9")
        XCTAssertEqual(SceneMessage(job: 5, .finished).line, "5 finished")
    }

    func testOtherLinesAreNotMessages() {
        for line in ["", "frame 1 2", "0 frame", "0 frame 1", "0 frame a b", "0 frames 1 2", "0 frame 1 2 3", "-1 finished", "x finished", "0 finished now"] {
            XCTAssertNil(SceneMessage(line: line), line)
        }
    }

    func testAFailureLineNamesItsJob() {
        XCTAssertEqual(SceneMessage.failureLine(job: 4, "no such title"), "dynamics-scene-failed: 4 no such title")
        let failure = SceneMessage.failure(in: "dynamics-scene-failed: 4 no such title")
        XCTAssertEqual(failure?.job, 4)
        XCTAssertEqual(failure?.reason, "no such title")
        XCTAssertNil(SceneMessage.failure(in: "dynamics: a warning"))
    }
}
