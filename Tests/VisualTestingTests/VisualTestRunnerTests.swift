import Basics
import Encoding
import Foundation
import Publishing
import SceneFiles
import TestSupport
import VisualDiff
import VisualTesting
import XCTest

/// The runner behind `dynamics test`, with the built-in demos: their scene files compiled once
/// into the tests' cache and each run in its own process.
final class VisualTestRunnerTests: XCTestCase {
    var folder: URL!

    override func setUpWithError() throws {
        setenv("XDG_CACHE_HOME", testSceneCache.path, 1)
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("visual-tests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: folder)
    }

    var fixtures: URL { packageRoot.appendingPathComponent("Fixtures") }

    /// A copy of some demos' fixtures to change.
    func references(_ ids: [String]) throws -> URL {
        let copy = folder.appendingPathComponent("references")
        for id in ids {
            try FileManager.default.createDirectory(at: copy, withIntermediateDirectories: true)
            try FileManager.default.copyItem(at: fixtures.appendingPathComponent(id), to: copy.appendingPathComponent(id))
        }
        return copy
    }

    func scenes(_ ids: [String]) throws -> [VisualTestScene] {
        try ids.map { VisualTestScene(scene: try ResolvedScene.one([$0], commandLine: try SceneFileOptions.parse([]))) { _ in } }
    }

    /// Every demo, in the catalog's order.
    func allDemos() throws -> [VisualTestScene] {
        try ResolvedScene.demos(commandLine: try SceneFileOptions.parse([])).map { VisualTestScene(scene: $0) { _ in } }
    }

    /// The same times and names ReferenceFrameTests uses, so the fixtures pass as they are.
    func testEveryDemoPassesAgainstTheFixtures() throws {
        var runner = VisualTestRunner(references: fixtures)
        runner.mode = .never
        let run = try runner.run(try allDemos())
        XCTAssertEqual(run.exitStatus, 0, run.summary)
        XCTAssertEqual(run.summary, "30 frames of 10 scenes: 30 passed")
        XCTAssertEqual(run.scenes[0].frames.map(\.name), ["t0.63", "t1.25", "t2.50"])
    }

    func testADifferingReferenceFailsWithItsPixelCount() throws {
        let references = try references(["falling-square", "flick"])
        // The square's reference at 1.25 s is its frame at 0.63 s: the square is elsewhere.
        try FileManager.default.removeItem(at: references.appendingPathComponent("falling-square/t1.25.png"))
        try FileManager.default.copyItem(at: references.appendingPathComponent("falling-square/t0.63.png"),
                                         to: references.appendingPathComponent("falling-square/t1.25.png"))
        var runner = VisualTestRunner(references: references)
        runner.mode = .never
        let run = try runner.run(try scenes(["flick", "falling-square"]))
        XCTAssertEqual(run.exitStatus, 1)
        let failed = try XCTUnwrap(run.frames.first { $0.frame.status == .failed })
        XCTAssertEqual(failed.scene.id, "falling-square")
        XCTAssertEqual(failed.frame.name, "t1.25")
        let pixels = try XCTUnwrap(failed.frame.differentPixels)
        XCTAssertGreaterThan(pixels, 500)
        XCTAssertEqual(failed.frame.totalPixels, 375 * 667)

        let junit = JUnitReport.xml(for: run)
        XCTAssertTrue(junit.contains(#"<testsuites name="dynamics test" tests="6" failures="1" errors="0">"#), junit)
        XCTAssertTrue(junit.contains(#"<testcase classname="falling-square" name="t1.25">"#), junit)
        XCTAssertTrue(junit.contains(#"<failure message="falling-square t1.25  FAILED: \#(pixels) of 250125 pixels differ from "#), junit)
        let html = HTMLReport.html(for: run)
        XCTAssertTrue(html.contains("\(pixels) of 250125 pixels differ"), html)
        // Failures first: the failing row comes before flick's passing ones.
        let failingRow = try XCTUnwrap(html.range(of: #"id="falling-square-t1.25""#)).lowerBound
        let passingRow = try XCTUnwrap(html.range(of: #"id="flick-t1.50""#)).lowerBound
        XCTAssertLessThan(failingRow, passingRow)
        let markdown = MarkdownSummary.markdown(for: run)
        XCTAssertTrue(markdown.contains("| falling-square | t1.25 | failed | \(pixels) of 250125 pixels |"), markdown)
    }

    func testRecordModes() throws {
        let references = try references(["falling-square"])
        let square = references.appendingPathComponent("falling-square")
        try FileManager.default.removeItem(at: square.appendingPathComponent("t2.50.png"))
        let wrong = try Data(contentsOf: square.appendingPathComponent("t0.63.png"))
        try wrong.write(to: square.appendingPathComponent("t1.25.png"))
        var runner = VisualTestRunner(references: references)

        runner.mode = .never
        var run = try runner.run(try scenes(["falling-square"]))
        XCTAssertEqual(run.scenes[0].frames.map(\.status), [.passed, .failed, .missing])
        XCTAssertFalse(FileManager.default.fileExists(atPath: square.appendingPathComponent("t2.50.png").path))

        runner.mode = .missing
        run = try runner.run(try scenes(["falling-square"]))
        XCTAssertEqual(run.scenes[0].frames.map(\.status), [.passed, .failed, .recorded])
        XCTAssertEqual(run.exitStatus, 1)
        XCTAssertEqual(try Data(contentsOf: square.appendingPathComponent("t1.25.png")), wrong, "missing leaves a failing reference alone")

        runner.mode = .failed
        run = try runner.run(try scenes(["falling-square"]))
        XCTAssertEqual(run.scenes[0].frames.map(\.status), [.passed, .updated, .passed])
        XCTAssertEqual(run.exitStatus, 0)
        let line = VisualTestRun.line(run.scenes[0], run.scenes[0].frames[1])
        XCTAssertTrue(line.hasPrefix("falling-square t1.25  updated \(square.path)/t1.25.png ("), line)
        XCTAssertTrue(line.hasSuffix(" pixels differed)"), line)
        let fixture = try Frame(contentsOfPNG: fixtures.appendingPathComponent("falling-square/t1.25.png"))
        XCTAssertEqual(try Frame(contentsOfPNG: square.appendingPathComponent("t1.25.png")), fixture)

        // Every reference already shows its frame pixel for pixel: none is written again.
        runner.mode = .all
        let before = try Data(contentsOf: square.appendingPathComponent("t0.63.png"))
        run = try runner.run(try scenes(["falling-square"]))
        XCTAssertEqual(run.scenes[0].frames.map(\.status), [.passed, .passed, .passed])
        XCTAssertEqual(try Data(contentsOf: square.appendingPathComponent("t0.63.png")), before)
    }

    func testTheShardsTogetherAreTheWholeRun() throws {
        var runner = VisualTestRunner(references: fixtures)
        runner.mode = .never
        let all = try allDemos()
        let whole = try runner.run(all)
        var union: [SceneResult] = []
        for index in 1...3 {
            runner.shard = try Shard(parsing: "\(index)/3")
            union += try runner.run(all).scenes
        }
        XCTAssertEqual(union.map(\.id).sorted(), whole.scenes.map(\.id).sorted())
        XCTAssertEqual(union.sorted { $0.id < $1.id }, whole.scenes.sorted { $0.id < $1.id })
    }

    /// With a report's images: the same bytes from one worker as from four, run after run.
    func testTheRunIsTheSameWithOneWorkerOrMany() throws {
        let references = try references(["falling-square", "flick", "shade", "tossing"])
        try FileManager.default.removeItem(at: references.appendingPathComponent("flick/t3.00.png"))
        try FileManager.default.copyItem(at: references.appendingPathComponent("flick/t1.50.png"),
                                         to: references.appendingPathComponent("flick/t3.00.png"))
        var outputs: [[String: Data]] = []
        for workers in [1, 4, 4] {
            var runner = VisualTestRunner(references: references)
            runner.mode = .never
            runner.workers = workers
            let report = try ReportFolder(folder.appendingPathComponent("report-\(outputs.count)"))
            runner.images = report.staging
            let run = try runner.run(try scenes(["falling-square", "flick", "shade", "tossing"]))
            XCTAssertEqual(run.exitStatus, 1)
            try report.finish(with: run)
            var files = try contents(of: report.destination)
            files["junit.xml"] = Data(JUnitReport.xml(for: run).utf8)
            files["summary.md"] = Data(MarkdownSummary.markdown(for: run).utf8)
            outputs.append(files)
        }
        XCTAssertEqual(outputs[0].count, 1 + 4 * 3 * 3 + 2, "index.html, expected, actual and diff per frame, JUnit and Markdown")
        XCTAssertEqual(outputs[0], outputs[1])
        XCTAssertEqual(outputs[1], outputs[2])
    }

    func testAReportReplacesOnlyAReport() throws {
        let notes = folder.appendingPathComponent("notes")
        try FileManager.default.createDirectory(at: notes, withIntermediateDirectories: true)
        try Data("keep".utf8).write(to: notes.appendingPathComponent("todo.txt"))
        XCTAssertThrowsError(try ReportFolder(notes)) { error in
            XCTAssertEqual(error as? ReportError, .folderHoldsOtherFiles(path: notes.path))
        }
        let report = try ReportFolder(folder.appendingPathComponent("report"))
        try report.finish(with: VisualTestRunner(references: fixtures).run([]))
        XCTAssertNoThrow(try ReportFolder(report.destination).discard())
    }

    /// Opens the report in headless Chromium and reads how many images decoded.
    func testTheReportsImagesAllLoadInChromium() throws {
        guard let chromium = ["/usr/bin/chromium", "/usr/bin/chromium-browser"].first(where: FileManager.default.isExecutableFile) else {
            throw XCTSkip("chromium is not installed (scripts/test installs it as root)")
        }
        let references = try references(["falling-square", "flick"])
        try FileManager.default.removeItem(at: references.appendingPathComponent("flick/t3.00.png"))
        try FileManager.default.copyItem(at: references.appendingPathComponent("flick/t1.50.png"),
                                         to: references.appendingPathComponent("flick/t3.00.png"))
        try FileManager.default.removeItem(at: references.appendingPathComponent("falling-square/t0.63.png"))
        var runner = VisualTestRunner(references: references)
        runner.mode = .never
        let report = try ReportFolder(folder.appendingPathComponent("report"))
        runner.images = report.staging
        let run = try runner.run(try scenes(["falling-square", "flick"]))
        try report.finish(with: run)

        let process = Process()
        process.executableURL = URL(fileURLWithPath: chromium)
        process.arguments = [
            "--headless", "--no-sandbox", "--disable-gpu", "--allow-file-access-from-files",
            "--user-data-dir=\(folder.appendingPathComponent("profile").path)",
            "--virtual-time-budget=5000", "--dump-dom", report.destination.appendingPathComponent("index.html").absoluteString,
        ]
        let out = Pipe()
        process.standardOutput = out
        process.standardError = FileHandle.nullDevice
        try process.run()
        let dom = String(decoding: out.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        // Per frame compared: expected, actual, diff and the slider's two; the missing frame
        // shows its actual only.
        let compared = 5, missing = 1
        let images = compared * 5 + missing
        XCTAssertTrue(dom.contains("data-images=\"\(images)/\(images)\""), "not every image decoded: \(dom.suffix(300))")
        XCTAssertTrue(dom.contains("type=\"range\""), "the slider between expected and actual")
    }
}

extension VisualTestRunnerTests {
    /// Every file under `folder`, by relative path.
    func contents(of folder: URL) throws -> [String: Data] {
        var files: [String: Data] = [:]
        let enumerator = FileManager.default.enumerator(atPath: folder.path)
        while let path = enumerator?.nextObject() as? String {
            var isFolder: ObjCBool = false
            if FileManager.default.fileExists(atPath: folder.appendingPathComponent(path).path, isDirectory: &isFolder), !isFolder.boolValue {
                files[path] = try Data(contentsOf: folder.appendingPathComponent(path))
            }
        }
        return files
    }
}
