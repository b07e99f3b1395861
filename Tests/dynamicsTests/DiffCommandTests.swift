import Basics
import Encoding
import Foundation
import XCTest

/// Runs the built `dynamics diff` and checks its report, exit status and diff images.
final class DiffCommandTests: CommandLineTestCase {
    private func run(_ arguments: [String]) throws -> Result {
        try runDynamics(["diff"] + arguments)
    }

    private let blank = Frame(width: 12, height: 10, fill: RGBA(255, 255, 255))

    /// `blank` with `count` pixels of its top row black.
    private func dotted(_ count: Int) -> Frame {
        var frame = blank
        for x in 0..<count { frame[x, 0] = RGBA(0, 0, 0) }
        return frame
    }

    private func write(_ frame: Frame, _ path: String) throws {
        let url = workDirectory.appendingPathComponent(path)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try frame.writePNG(to: url)
    }

    func testSameFilesExitZero() throws {
        try write(blank, "a.png")
        try write(blank, "b.png")
        let result = try run(["a.png", "b.png"])
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertEqual(result.stdout, "same: 0 of 120 pixels differ (ratio 0.000000)\n")
        XCTAssertEqual(result.stderr, "")
    }

    func testDifferentFilesExitOneAndWriteTheDiffImage() throws {
        try write(blank, "a.png")
        try write(dotted(3), "b.png")
        let result = try run(["a.png", "b.png", "-o", "diff.png"])
        XCTAssertEqual(result.status, 1)
        XCTAssertTrue(result.stdout.hasPrefix("different: 3 of 120 pixels differ (ratio 0.025000)\n"), result.stdout)
        XCTAssertTrue(result.stdout.contains("diff image: "), result.stdout)
        XCTAssertEqual(result.stderr, "", "a difference is not an error")
        let diff = try Frame(contentsOfPNG: workDirectory.appendingPathComponent("diff.png"))
        XCTAssertEqual(diff[0, 0], RGBA(255, 0, 0))
        XCTAssertEqual(diff[5, 5], RGBA(255, 255, 255))
    }

    func testLimitsAndThreshold() throws {
        try write(blank, "a.png")
        try write(dotted(3), "b.png")
        XCTAssertEqual(try run(["a.png", "b.png", "--max-diff-pixels", "3"]).status, 0)
        XCTAssertEqual(try run(["a.png", "b.png", "--max-diff-pixels", "2"]).status, 1)
        XCTAssertEqual(try run(["a.png", "b.png", "--max-diff-ratio", "0.025"]).status, 0)
        XCTAssertEqual(try run(["a.png", "b.png", "--max-diff-ratio", "0.02"]).status, 1)
        // Black against white is 0.966 of the largest color distance.
        XCTAssertEqual(try run(["a.png", "b.png", "--threshold", "0.97"]).status, 0)
    }

    func testFoldersReportEachFrame() throws {
        try write(blank, "expected/frame-0000.png")
        try write(blank, "expected/frame-0001.png")
        try write(blank, "expected/frame-0002.png")
        try write(blank, "actual/frame-0000.png")
        try write(dotted(1), "actual/frame-0001.png")
        let result = try run(["expected", "actual", "-o", "diffs"])
        XCTAssertEqual(result.status, 1, result.stderr)
        let lines = result.stdout.split(separator: "\n").map(String.init)
        XCTAssertEqual(Array(lines.prefix(3)), [
            "frame-0001.png  different  1 pixel  ratio 0.008333",
            "frame-0002.png  missing in actual",
            "different: 2 of 3 frames (1 missing on one side)",
        ])
        XCTAssertEqual(lines.count, 4)
        XCTAssertTrue(lines[3].hasPrefix("diff images: 1 in "), lines[3])
        XCTAssertTrue(try run(["expected", "actual", "-v"]).stdout.hasPrefix("frame-0000.png  ok         0 pixels  ratio 0.000000\n"))
        let diffs = workDirectory.appendingPathComponent("diffs")
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: diffs.path), ["frame-0001.png"])
        XCTAssertEqual(try Frame(contentsOfPNG: diffs.appendingPathComponent("frame-0001.png"))[0, 0], RGBA(255, 0, 0))

        try write(dotted(1), "expected/frame-0001.png")
        try FileManager.default.removeItem(at: workDirectory.appendingPathComponent("expected/frame-0002.png"))
        let same = try run(["expected", "actual"])
        XCTAssertEqual(same.status, 0, same.stderr)
        XCTAssertEqual(same.stdout, "same: all 2 frames within limits\n", "one line for frames that are all the same")
    }

    func testAnOutputEndingInASlashIsAFolderForTheDiffImage() throws {
        try write(blank, "a.png")
        try write(dotted(2), "b.png")
        let result = try run(["a.png", "b.png", "-o", "diffs/"])
        XCTAssertEqual(result.status, 1, result.stderr)
        XCTAssertTrue(result.stdout.hasSuffix("/diffs/b.png\n"), result.stdout)
        let diffs = workDirectory.appendingPathComponent("diffs")
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: diffs.path), ["b.png"])
        XCTAssertEqual(try Frame(contentsOfPNG: diffs.appendingPathComponent("b.png"))[1, 0], RGBA(255, 0, 0))
    }

    func testErrorsExitTwoWithOneLine() throws {
        try write(blank, "a.png")
        try write(Frame(width: 24, height: 20, fill: RGBA(255, 255, 255)), "big.png")
        try write(blank, "small/frame-0000.png")
        try write(Frame(width: 24, height: 20, fill: RGBA(255, 255, 255)), "large/frame-0000.png")
        try Data("hello".utf8).write(to: workDirectory.appendingPathComponent("text.png"))
        let cases: [(arguments: [String], message: String, names: String)] = [
            (["a.png", "big.png"], "dynamics: sizes differ: expected 12×10, actual 24×20\n", "sizes differ"),
            (["small", "large"], "dynamics: frame-0000.png: sizes differ: expected 12×10, actual 24×20\n", "sizes differ"),
            (["a.png", "missing.png"], "dynamics: cannot read ", "missing.png: no such file or folder"),
            (["a.png", "text.png"], "dynamics: ", "text.png is not a PNG image"),
            (["small", "a.png"], "dynamics: cannot compare the folder ", "a.png: give two PNG files or two folders"),
        ]
        for (arguments, message, names) in cases {
            let result = try run(arguments)
            XCTAssertEqual(result.status, 2, "\(arguments)")
            XCTAssertEqual(result.stderr.filter { $0 == "\n" }.count, 1, "one line: \(result.stderr)")
            XCTAssertTrue(result.stderr.hasPrefix(message), "\(arguments): \(result.stderr)")
            XCTAssertTrue(result.stderr.contains(names), result.stderr)
            XCTAssertEqual(result.stdout, "")
        }
    }

    func testBadOptionsAreUsageErrors() throws {
        try write(blank, "a.png")
        let cases: [(arguments: [String], message: String)] = [
            (["a.png", "a.png", "--threshold", "2"], "dynamics: --threshold must be between 0 and 1, not 2\n"),
            (["a.png", "a.png", "--max-diff-pixels", "-1"], "dynamics: --max-diff-pixels must be 0 or more, not -1\n"),
            (["a.png", "a.png", "--max-diff-ratio", "1.5"], "dynamics: --max-diff-ratio must be between 0 and 1, not 1.5\n"),
        ]
        for (arguments, message) in cases {
            let result = try run(arguments)
            XCTAssertEqual(result.status, 64, "\(arguments)")
            XCTAssertEqual(result.stderr, message)
        }
    }

    func testHelpExplainsTheExitStatus() throws {
        let result = try run(["--help"])
        XCTAssertEqual(result.status, 0)
        for text in ["--threshold", "--max-diff-pixels", "--max-diff-ratio", "--output", "--include-anti-aliasing", "1   different", "2   cannot compare"] {
            XCTAssertTrue(result.stdout.contains(text), text)
        }
    }
}
