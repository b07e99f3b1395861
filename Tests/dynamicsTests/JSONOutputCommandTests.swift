import Foundation
import XCTest

/// `--json` on `render`, `test` and `publish`: one JSON document on stdout naming what was
/// written, the sizes the disk holds, and the verdicts.
final class JSONOutputCommandTests: CommandLineTestCase {
    /// A 1 s scene whose key frames are at 0.5 and 1 s.
    static let square = TestCommandTests.square

    func run(_ arguments: [String]) throws -> Result {
        try runDynamics(arguments, environment: ["XDG_CACHE_HOME": SceneFileCommandTests.cache.path, "CI": "", "DYNAMICS_RECORD": "", "GITHUB_STEP_SUMMARY": ""])
    }

    /// stdout as one JSON object (it fails on anything else before or after it).
    func document(_ result: Result, file: StaticString = #filePath, line: UInt = #line) throws -> [String: Any] {
        let value = try JSONSerialization.jsonObject(with: Data(result.stdout.utf8))
        return try XCTUnwrap(value as? [String: Any], result.stdout, file: file, line: line)
    }

    func size(_ path: String) throws -> Int {
        try XCTUnwrap(FileManager.default.attributesOfItem(atPath: workDirectory.appendingPathComponent(path).path)[.size] as? Int)
    }

    func testRenderListsAFolderOfFramesAndAGIF() throws {
        try write("Square.swift", Self.square)
        var result = try run(["render", "Square.swift", "-o", "frames/", "--fps", "4", "--json"])
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertEqual(result.stderr, "")
        var outputs = try XCTUnwrap(try document(result)["outputs"] as? [[String: Any]])
        XCTAssertEqual(outputs.count, 1)
        var output = outputs[0]
        XCTAssertEqual(output["scene"] as? String, "square")
        XCTAssertEqual(output["path"] as? String, "frames/")
        XCTAssertEqual(output["format"] as? String, "png")
        XCTAssertEqual(output["frames"] as? Int, 4, "1 s at 4 fps")
        XCTAssertEqual(output["fps"] as? Double, 4)
        XCTAssertEqual(output["duration"] as? Double, 1)
        let files = try XCTUnwrap(output["files"] as? [[String: Any]])
        XCTAssertEqual(files.compactMap { $0["path"] as? String }, (0..<4).map { String(format: "frames/frame-%04d.png", $0) })
        for file in files {
            XCTAssertEqual(file["bytes"] as? Int, try size(file["path"] as! String))
        }
        let total = try (0..<4).reduce(0) { $0 + (try size(String(format: "frames/frame-%04d.png", $1))) }
        XCTAssertGreaterThan(total, 4 * 1000)
        XCTAssertEqual(output["bytes"] as? Int, total)

        result = try run(["render", "Square.swift", "-o", "square.gif", "--json"])
        XCTAssertEqual(result.status, 0, result.stderr)
        outputs = try XCTUnwrap(try document(result)["outputs"] as? [[String: Any]])
        output = outputs[0]
        XCTAssertEqual(output["format"] as? String, "gif")
        XCTAssertEqual(output["frames"] as? Int, 30, "the file's 1 s at 30 fps")
        XCTAssertEqual(output["bytes"] as? Int, try size("square.gif"))
        XCTAssertEqual((output["files"] as? [[String: Any]])?.compactMap { $0["path"] as? String }, ["square.gif"])
    }

    func testTestGivesEachFramesVerdictAndTheFilesWritten() throws {
        try write("Square.swift", Self.square)
        var result = try run(["test", "Square.swift", "--references", "refs", "--record", "missing", "--json"])
        XCTAssertEqual(result.status, 0, result.stderr)
        var json = try document(result)
        XCTAssertEqual(json["status"] as? Int, 0)
        XCTAssertEqual(json["summary"] as? String, "2 frames of 1 scene: 2 recorded")
        XCTAssertEqual((json["counts"] as? [String: Int])?["recorded"], 2)
        var frames = try XCTUnwrap(((json["scenes"] as? [[String: Any]])?.first?["frames"]) as? [[String: Any]])
        XCTAssertEqual(frames.compactMap { $0["reference"] as? String }, ["refs/square/t0.50.png", "refs/square/t1.00.png"])
        XCTAssertEqual(frames.compactMap { $0["status"] as? String }, ["recorded", "recorded"])
        XCTAssertGreaterThan(try size("refs/square/t0.50.png"), 0)

        try write("Square.swift", Self.square.replacingOccurrences(of: ".red", with: ".blue"))
        result = try run(["test", "Square.swift", "--references", "refs", "--record", "never", "--report", "report", "--junit", "junit.xml", "--json"])
        XCTAssertEqual(result.status, 1, result.stderr)
        // The lines stdout has without --json go to stderr.
        let lines = result.stderr.split(separator: "\n").map(String.init)
        XCTAssertEqual(lines.count, 4, result.stderr)
        XCTAssertTrue(lines[0].hasPrefix("square t0.50  FAILED: 2450 of 250125 pixels differ"), lines[0])
        XCTAssertEqual(lines[2...], ["2 frames of 1 scene: 2 failed", "report: report/index.html"])
        json = try document(result)
        XCTAssertEqual(json["status"] as? Int, 1)
        XCTAssertEqual(json["mode"] as? String, "never")
        XCTAssertEqual(json["report"] as? String, "report/index.html")
        XCTAssertEqual(json["junit"] as? String, "junit.xml")
        let counts = try XCTUnwrap(json["counts"] as? [String: Int])
        XCTAssertEqual(counts, ["frames": 2, "passed": 0, "failed": 2, "missing": 0, "recorded": 0, "updated": 0, "errors": 0])
        let scene = try XCTUnwrap((json["scenes"] as? [[String: Any]])?.first)
        XCTAssertEqual(scene["id"] as? String, "square")
        XCTAssertNil(scene["error"])
        frames = try XCTUnwrap(scene["frames"] as? [[String: Any]])
        XCTAssertEqual(frames.count, 2)
        XCTAssertEqual(frames[0]["name"] as? String, "t0.50")
        XCTAssertEqual(frames[0]["time"] as? Double, 0.5)
        XCTAssertEqual(frames[0]["status"] as? String, "failed")
        // The 50 × 50 square's 2450 pixels beyond its anti-aliased edge, as the line says (TestCommandTests).
        XCTAssertEqual(frames[0]["differentPixels"] as? Int, 2450)
        XCTAssertEqual(frames[0]["totalPixels"] as? Int, 250_125)
        for key in ["expected", "actual", "diff"] {
            let path = try XCTUnwrap(frames[0][key] as? String, key)
            XCTAssertEqual(path, "report/square/t0.50-\(key).png")
            XCTAssertGreaterThan(try size(path), 0)
        }
        XCTAssertGreaterThan(try size("report/index.html"), 0)
        XCTAssertGreaterThan(try size("junit.xml"), 0)
    }

    func testPublishListsTheGallerysFilesWithTheirSizesAndChecksums() throws {
        try write("Square.swift", Self.square)
        let result = try run(["publish", "Square.swift", "--out-dir", "gallery", "--fps", "10", "--json"])
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertEqual(result.stderr, "publishing square\nwrote 1 demos to gallery (shard 1/1)\n", "the line stdout has without --json")
        let json = try document(result)
        XCTAssertEqual(json["folder"] as? String, "gallery")
        XCTAssertEqual(json["page"] as? String, "gallery/index.html")
        XCTAssertEqual(json["manifest"] as? String, "gallery/manifest.json")
        XCTAssertEqual(json["shard"] as? String, "1/1")
        let scene = try XCTUnwrap((json["scenes"] as? [[String: Any]])?.first)
        XCTAssertEqual(scene["id"] as? String, "square")
        XCTAssertEqual(scene["frames"] as? Int, 10, "1 s at 10 fps")
        let files = try XCTUnwrap(scene["files"] as? [[String: Any]])
        XCTAssertEqual(files.compactMap { $0["path"] as? String }, ["gallery/square.gif", "gallery/square/t0.50.png", "gallery/square/t1.00.png"])
        let manifest = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(contentsOf: workDirectory.appendingPathComponent("gallery/manifest.json"))) as? [String: Any])
        let checksums = try XCTUnwrap(((manifest["demos"] as? [[String: Any]])?.first?["sha256"]) as? [String: String])
        var total = try size("gallery/index.html") + size("gallery/manifest.json")
        for file in files {
            let path = try XCTUnwrap(file["path"] as? String)
            XCTAssertEqual(file["bytes"] as? Int, try size(path))
            XCTAssertEqual(file["sha256"] as? String, checksums[String(path.dropFirst("gallery/".count))])
            XCTAssertEqual((file["sha256"] as? String)?.count, 64)
            total += try size(path)
        }
        XCTAssertEqual(json["bytes"] as? Int, total)
    }
}
