import Encoding
import Foundation
import TestSupport
import XCTest

/// `dynamics test`: key frames against references, exit status, report, JUnit, summary.
final class TestCommandTests: CommandLineTestCase {
    /// No CI and no DYNAMICS_RECORD from the environment the tests run in: each test says what it records.
    func test(_ arguments: [String], environment: [String: String] = [:]) throws -> Result {
        try runDynamics(["test"] + arguments, environment: ["XDG_CACHE_HOME": SceneFileCommandTests.cache.path, "CI": "", "DYNAMICS_RECORD": "", "GITHUB_STEP_SUMMARY": ""].merging(environment) { $1 })
    }

    func read(_ name: String) throws -> String {
        try String(contentsOf: workDirectory.appendingPathComponent(name), encoding: .utf8)
    }

    func copyFixtures() throws {
        try FileManager.default.copyItem(at: SceneFileCommandTests.repository.appendingPathComponent("Fixtures"),
                                         to: workDirectory.appendingPathComponent("Fixtures"))
    }

    static let square = "// dynamics: --duration 1 --key-times 0.5,1\n" + SceneFileCommandTests.fallingSquare

    func testWithNoScenesEveryDemoPassesAgainstFixtures() throws {
        try copyFixtures()
        let result = try test(["--record", "never"])
        XCTAssertEqual(result.status, 0, result.stdout + result.stderr)
        XCTAssertEqual(result.stdout, "30 frames of 10 scenes: 30 passed\n")
        XCTAssertEqual(result.stderr, "")
    }

    /// Recorded, then passing, then failing with the pixel count, then approved with --record failed.
    func testASceneFileFromRecordToApprove() throws {
        try write("Square.swift", Self.square)
        var result = try test(["Square.swift", "--references", "refs", "--record", "missing"])
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertEqual(result.stdout, """
            square t0.50  recorded refs/square/t0.50.png
            square t1.00  recorded refs/square/t1.00.png
            2 frames of 1 scene: 2 recorded

            """)
        result = try test(["Square.swift", "--references", "refs", "--record", "never"])
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertEqual(result.stdout, "2 frames of 1 scene: 2 passed\n")

        try write("Square.swift", Self.square.replacingOccurrences(of: ".red", with: ".blue"))
        result = try test(["Square.swift", "--references", "refs", "--record", "never", "--report", "report", "--junit", "junit.xml"])
        XCTAssertEqual(result.status, 1, result.stderr)
        let lines = result.stdout.split(separator: "\n").map(String.init)
        XCTAssertEqual(lines.count, 4, result.stdout)
        XCTAssertTrue(lines[0].hasPrefix("square t0.50  FAILED: 2450 of 250125 pixels differ from refs/square/t0.50.png"), lines[0])
        XCTAssertEqual(lines[2], "2 frames of 1 scene: 2 failed")
        XCTAssertEqual(lines[3], "report: report/index.html")
        let junit = try read("junit.xml")
        XCTAssertTrue(junit.contains(#"<testsuites name="dynamics test" tests="2" failures="2" errors="0">"#), junit)
        XCTAssertTrue(junit.contains(#"<failure message="square t0.50  FAILED: 2450 of 250125 pixels differ from refs/square/t0.50.png" type="failed">"#), junit)
        let html = try read("report/index.html")
        XCTAssertTrue(html.contains("2450 of 250125 pixels differ"), html)
        XCTAssertTrue(FileManager.default.fileExists(atPath: workDirectory.appendingPathComponent("report/square/t0.50-diff.png").path))

        result = try test(["Square.swift", "--references", "refs", "--record", "failed"])
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertEqual(result.stdout, """
            square t0.50  updated refs/square/t0.50.png (2450 pixels differed)
            square t1.00  updated refs/square/t1.00.png (2450 pixels differed)
            2 frames of 1 scene: 2 updated

            """)
        XCTAssertEqual(try test(["Square.swift", "--references", "refs", "--record", "never"]).status, 0)
    }

    func testCIRecordsNothingAndAMissingReferenceFails() throws {
        try write("Square.swift", Self.square)
        let result = try test(["Square.swift", "--references", "refs"], environment: ["CI": "true"])
        XCTAssertEqual(result.status, 1, result.stderr)
        XCTAssertTrue(result.stdout.hasPrefix("square t0.50  MISSING: no reference refs/square/t0.50.png\n"), result.stdout)
        XCTAssertFalse(FileManager.default.fileExists(atPath: workDirectory.appendingPathComponent("refs").path))
    }

    func testACompileErrorIsStatusTwoAndTheOtherScenesAreStillTested() throws {
        try write("Scenes/Good/Square.swift", Self.square)
        try write("Scenes/Bad/Broken.swift", "import UIKit\nclass BadViewController: UIViewController { let x: Int = \"no\" }\n")
        let result = try test(["Scenes", "--references", "refs", "--record", "missing", "--junit", "junit.xml"])
        XCTAssertEqual(result.status, 2)
        XCTAssertTrue(result.stderr.contains("Broken.swift:2:"), result.stderr)
        XCTAssertTrue(result.stderr.contains("dynamics: bad: Scenes/Bad did not compile"), result.stderr)
        XCTAssertTrue(result.stdout.contains("good t1.00  recorded refs/good/t1.00.png\n"), result.stdout)
        XCTAssertTrue(result.stdout.hasSuffix("2 frames of 2 scenes: 2 recorded, 1 scene could not be rendered\n"), result.stdout)
        let junit = try read("junit.xml")
        XCTAssertTrue(junit.contains(#"<error message="Scenes/Bad did not compile"#), junit)
        XCTAssertTrue(junit.contains("Broken.swift:2:"), "the compiler's messages are in the JUnit error: \(junit)")
    }

    /// The file's flags, under the command line's, in test, render and publish.
    func testTheCommandLineOverridesTheFilesFlags() throws {
        try write("Square.swift", Self.square)
        XCTAssertEqual(try test(["Square.swift", "--references", "refs", "--record", "all", "--key-times", "0.25,0.75"]).status, 0)
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: workDirectory.appendingPathComponent("refs/square").path).sorted(),
                       ["t0.25.png", "t0.75.png"])

        let render = { (arguments: [String]) throws -> Int in
            let result = try self.runDynamics(["render", "Square.swift", "--fps", "10"] + arguments,
                                              environment: ["XDG_CACHE_HOME": SceneFileCommandTests.cache.path])
            XCTAssertEqual(result.status, 0, result.stderr)
            return try FileManager.default.contentsOfDirectory(atPath: self.workDirectory.appendingPathComponent(arguments[1]).path).count
        }
        XCTAssertEqual(try render(["-o", "one-second/"]), 10, "the file's --duration 1")
        XCTAssertEqual(try render(["-o", "half/", "--duration", "0.5"]), 5, "the command line's")

        let publish = try runDynamics(["publish", "Square.swift", "--out-dir", "gallery", "--fps", "10"],
                                      environment: ["XDG_CACHE_HOME": SceneFileCommandTests.cache.path])
        XCTAssertEqual(publish.status, 0, publish.stderr)
        XCTAssertTrue(try read("gallery/manifest.json").contains(#""frames" : 10"#))
    }

    /// The issue's example: the seed's drop-out scene with its flags in the presenting
    /// controller's file renders as the same flags on the command line do, and tests at a
    /// quarter, half and all of its 4 s.
    func testTheFlagsOfAFolderSceneComeFromTheFileThatHasThem() throws {
        let folder = workDirectory.appendingPathComponent("DropOut")
        try FileManager.default.copyItem(at: SceneFileCommandTests.repository.appendingPathComponent("Examples").appendingPathComponent("DropOut"), to: folder)
        let presenting = folder.appendingPathComponent("PresentingViewController.swift")
        try Data(("// dynamics: --controller PresentingViewController --tap \"Present\"@0.3 --duration 4\n"
                  + String(contentsOf: presenting, encoding: .utf8)).utf8).write(to: presenting)
        let environment = ["XDG_CACHE_HOME": SceneFileCommandTests.cache.path]
        var result = try runDynamics(["render", "DropOut", "--fps", "10", "-o", "from-file/"], environment: environment)
        XCTAssertEqual(result.status, 0, result.stderr)
        result = try runDynamics(["render", SceneFileCommandTests.repository.appendingPathComponent("Examples").appendingPathComponent("DropOut").path, "--fps", "10", "-o", "from-flags/",
                                  "--controller", "PresentingViewController", "--tap", "Present@0.3", "--duration", "4"], environment: environment)
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertEqual(try contents(of: workDirectory.appendingPathComponent("from-file")).count, 40)
        XCTAssertEqual(try contents(of: workDirectory.appendingPathComponent("from-file")),
                       try contents(of: workDirectory.appendingPathComponent("from-flags")))

        result = try test(["DropOut", "--references", "refs", "--record", "missing"])
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: workDirectory.appendingPathComponent("refs/drop-out").path).sorted(),
                       ["t1.00.png", "t2.00.png", "t4.00.png"])
    }

    func testABadFlagInTheFileIsOneLineNamingFileAndLine() throws {
        try write("Square.swift", "// Falls.\n// dynamics: --duration 1 -o out.gif\n" + SceneFileCommandTests.fallingSquare)
        for command in [["render", "Square.swift"], ["test", "Square.swift"], ["publish", "Square.swift", "--out-dir", "gallery"]] {
            let result = try runDynamics(command, environment: ["XDG_CACHE_HOME": SceneFileCommandTests.cache.path])
            XCTAssertEqual(result.status, 2, "\(command)")
            XCTAssertEqual(result.stderr.filter { $0 == "\n" }.count, 1, result.stderr)
            XCTAssertTrue(result.stderr.hasPrefix("dynamics: Square.swift:2: in the `// dynamics:` flags: Unknown option '-o'"), result.stderr)
        }
        XCTAssertEqual(try files(), ["Square.swift"])
    }

    func testShardsSplitTheScenesAndTogetherMakeTheWholeRun() throws {
        try copyFixtures()
        var cases: [String] = []
        for shard in ["1/2", "2/2"] {
            XCTAssertEqual(try test(["--record", "never", "--shard", shard, "--junit", "junit.xml"]).status, 0)
            cases += try read("junit.xml").split(separator: "\n").filter { $0.contains("<testcase") }.map(String.init)
        }
        XCTAssertEqual(try test(["--record", "never", "--junit", "junit.xml"]).status, 0)
        let whole = try read("junit.xml").split(separator: "\n").filter { $0.contains("<testcase") }.map(String.init)
        XCTAssertEqual(whole.count, 30)
        XCTAssertEqual(cases.sorted(), whole.sorted())
        XCTAssertNotEqual(cases, whole, "the shards interleave the demos")
    }

    /// A failing run with a scene file beside the demos: the same report, JUnit and summary
    /// bytes from one worker as from two.
    func testOneWorkerOrTwoWriteTheSameBytes() throws {
        try copyFixtures()
        let flick = workDirectory.appendingPathComponent("Fixtures/flick")
        try FileManager.default.removeItem(at: flick.appendingPathComponent("t3.00.png"))
        try FileManager.default.copyItem(at: flick.appendingPathComponent("t1.50.png"), to: flick.appendingPathComponent("t3.00.png"))
        try write("Square.swift", Self.square)
        XCTAssertEqual(try test(["Square.swift", "--record", "missing"]).status, 0)
        var outputs: [[String: Data]] = []
        for jobs in ["1", "2"] {
            try write("summary-\(jobs).md", "before\n")
            let result = try test(["flick", "Square.swift", "shade", "-j", jobs, "--record", "never", "--report", "report-\(jobs)", "--junit", "junit-\(jobs).xml"],
                                  environment: ["GITHUB_STEP_SUMMARY": workDirectory.appendingPathComponent("summary-\(jobs).md").path])
            XCTAssertEqual(result.status, 1, result.stderr)
            var files = try contents(of: workDirectory.appendingPathComponent("report-\(jobs)"))
            files["junit"] = try Data(contentsOf: workDirectory.appendingPathComponent("junit-\(jobs).xml"))
            files["summary"] = try Data(contentsOf: workDirectory.appendingPathComponent("summary-\(jobs).md"))
            outputs.append(files)
        }
        XCTAssertEqual(outputs[0].keys.sorted(), outputs[1].keys.sorted())
        XCTAssertEqual(outputs[0], outputs[1])
        let summary = String(decoding: outputs[0]["summary"]!, as: UTF8.self)
        XCTAssertTrue(summary.hasPrefix("before\n### ❌ dynamics test\n\n8 frames of 3 scenes: 7 passed, 1 failed"), summary)
        XCTAssertTrue(summary.contains("| flick | t3.00 | failed | "), summary)
    }

    func testHelpExplainsTheExitStatusAndRecordModes() throws {
        let result = try test(["--help"])
        XCTAssertEqual(result.status, 0)
        for text in ["--references", "--record", "--report", "--junit", "--shard", "--jobs", "--key-times", "1   some frames differ", "2   a scene could not be rendered"] {
            XCTAssertTrue(result.stdout.contains(text), text)
        }
    }

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
