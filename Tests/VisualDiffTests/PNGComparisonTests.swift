import Basics
import Encoding
import Foundation
import VisualDiff
import XCTest

final class PNGComparisonTests: XCTestCase {
    private var folder: URL!

    override func setUpWithError() throws {
        folder = FileManager.default.temporaryDirectory
            .appendingPathComponent("VisualDiffTests-\(getpid())-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: folder)
    }

    private let blank = Frame(width: 10, height: 8, fill: white)

    /// Writes `frames` (name → frame) into a new folder `name`.
    @discardableResult
    private func makeFolder(_ name: String, _ frames: [String: Frame]) throws -> URL {
        let url = folder.appendingPathComponent(name)
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        for (file, frame) in frames { try frame.writePNG(to: url.appendingPathComponent(file)) }
        return url
    }

    private func write(_ frame: Frame, _ name: String) throws -> URL {
        let url = folder.appendingPathComponent(name)
        try frame.writePNG(to: url)
        return url
    }

    func testTwoSameFiles() throws {
        let report = try comparePNGs(expected: write(blank, "a.png"), actual: write(blank, "b.png"))
        XCTAssertTrue(report.passed)
        XCTAssertFalse(report.comparesFolders)
        XCTAssertEqual(report.lines(), ["same: 0 of 80 pixels differ (ratio 0.000000)"])
    }

    func testTwoDifferentFilesWriteTheirDiffImage() throws {
        let dotted = blank.filling(3..<5, 2..<3, with: black)
        let diff = folder.appendingPathComponent("diff.png")
        let report = try comparePNGs(
            expected: write(blank, "a.png"), actual: write(dotted, "b.png"), diffOutput: diff)
        XCTAssertFalse(report.passed)
        XCTAssertEqual(report.frames.first?.outcome, .compared(differentPixels: 2, antiAliasedPixels: 0, totalPixels: 80, passed: false))
        XCTAssertEqual(report.lines(), ["different: 2 of 80 pixels differ (ratio 0.025000)", "diff image: \(diff.path)"])
        let image = try Frame(contentsOfPNG: diff)
        XCTAssertEqual(image.pixels(of: red), [[3, 2], [4, 2]])
    }

    func testFoldersAreMatchedByName() throws {
        let dotted = blank.filling(1..<2, 1..<2, with: black)
        let expected = try makeFolder("expected", [
            "frame-0000.png": blank, "frame-0001.png": blank, "frame-0002.png": blank,
        ])
        let actual = try makeFolder("actual", [
            "frame-0000.png": blank, "frame-0001.png": dotted, "frame-0003.png": blank,
        ])
        // Not frames: a hidden temporary file and a text file.
        try Data("x".utf8).write(to: actual.appendingPathComponent(".frame-0004.png.tmp-1"))
        try Data("x".utf8).write(to: actual.appendingPathComponent("notes.txt"))
        let diffs = folder.appendingPathComponent("diffs")
        let report = try comparePNGs(expected: expected, actual: actual, diffOutput: diffs)
        XCTAssertFalse(report.passed)
        XCTAssertEqual(report.frames.map(\.name), ["frame-0000.png", "frame-0001.png", "frame-0002.png", "frame-0003.png"])
        XCTAssertEqual(report.frames.map(\.passed), [true, false, false, false])
        XCTAssertEqual(report.lines(verbose: true), [
            "frame-0000.png  ok         0 pixels  ratio 0.000000",
            "frame-0001.png  different  1 pixel  ratio 0.012500",
            "frame-0002.png  missing in actual",
            "frame-0003.png  missing in expected",
            "different: 3 of 4 frames (2 missing on one side)",
            "diff images: 1 in \(diffs.path)",
        ])
        // Without verbose, the frames within the limits are left to the summary.
        XCTAssertEqual(report.lines(), [
            "frame-0001.png  different  1 pixel  ratio 0.012500",
            "frame-0002.png  missing in actual",
            "frame-0003.png  missing in expected",
            "different: 3 of 4 frames (2 missing on one side)",
            "diff images: 1 in \(diffs.path)",
        ])
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: diffs.path), ["frame-0001.png"])
        XCTAssertEqual(try Frame(contentsOfPNG: diffs.appendingPathComponent("frame-0001.png")).pixels(of: red), [[1, 1]])
    }

    func testSameFoldersWriteNoDiffFolder() throws {
        let frames = ["frame-0000.png": blank, "frame-0001.png": blank.filling(0..<3, 0..<3, with: black)]
        let diffs = folder.appendingPathComponent("diffs")
        let report = try comparePNGs(
            expected: makeFolder("expected", frames), actual: makeFolder("actual", frames), diffOutput: diffs)
        XCTAssertTrue(report.passed)
        XCTAssertEqual(report.lines(), ["same: all 2 frames within limits"], "no line per frame when all are the same")
        XCTAssertFalse(FileManager.default.fileExists(atPath: diffs.path))
    }

    func testLimitsApplyToEachFrame() throws {
        let expected = try makeFolder("expected", ["a.png": blank, "b.png": blank])
        let actual = try makeFolder("actual", [
            "a.png": blank.filling(0..<2, 0..<1, with: black), "b.png": blank.filling(0..<3, 0..<1, with: black),
        ])
        let report = try comparePNGs(expected: expected, actual: actual, options: DiffOptions(maxDiffPixels: 2))
        XCTAssertEqual(report.frames.map(\.passed), [true, false])
        XCTAssertTrue(try comparePNGs(expected: expected, actual: actual, options: DiffOptions(maxDiffPixels: 3)).passed)
    }

    func testWhatCannotBeCompared() throws {
        let file = try write(blank, "a.png")
        let big = try write(Frame(width: 20, height: 8, fill: white), "big.png")
        let empty = try makeFolder("empty", [:])
        let otherEmpty = try makeFolder("other", [:])
        let mixed = try makeFolder("mixed", ["frame-0000.png": blank])
        let mixedBig = try makeFolder("mixed-big", ["frame-0000.png": Frame(width: 20, height: 8, fill: white)])
        let text = folder.appendingPathComponent("text.png")
        try Data("not an image".utf8).write(to: text)
        let missing = folder.appendingPathComponent("missing.png")
        let cases: [(URL, URL, String)] = [
            (file, big, "sizes differ: expected 10×8, actual 20×8"),
            (mixed, mixedBig, "frame-0000.png: sizes differ: expected 10×8, actual 20×8"),
            (file, missing, "cannot read \(missing.path): no such file or folder"),
            (file, empty, "cannot compare the folder \(empty.path) with the file \(file.path): give two PNG files or two folders"),
            (empty, otherEmpty, "no PNG frames in \(empty.path) or \(otherEmpty.path)"),
        ]
        for (expected, actual, message) in cases {
            XCTAssertThrowsError(try comparePNGs(expected: expected, actual: actual)) { error in
                XCTAssertEqual("\(error)", message)
            }
        }
        // Encoding's own words; they name the file.
        XCTAssertThrowsError(try comparePNGs(expected: file, actual: text)) { error in
            XCTAssertTrue("\(error)".contains(text.path), "\(error)")
        }
    }
}
