import Basics
import Encoding
import Foundation
import TestSupport
import XCTest

final class PNGSequenceWriterTests: XCTestCase {
    private let colors = [RGBA(255, 128, 0), RGBA(255, 255, 255), RGBA(0, 0, 0, 0)]

    private func writeSequence(to directory: URL) throws {
        let writer = try PNGSequenceWriter(directory: directory)
        for (index, color) in colors.enumerated() {
            try writer.append(Frame(width: 3, height: 2, fill: color), at: Double(index) / 30)
        }
        try writer.finish(duration: 0.1)
    }

    func testWritesNumberedFilesIntoTheFolder() throws {
        let parent = try makeTemporaryFolder(for: self)
        let directory = parent.appendingPathComponent("frames")
        try writeSequence(to: directory)
        XCTAssertEqual(try contents(of: parent), ["frames"])
        XCTAssertEqual(try contents(of: directory), ["frame-0000.png", "frame-0001.png", "frame-0002.png"])
        for (index, color) in colors.enumerated() {
            let url = directory.appendingPathComponent(String(format: "frame-%04d.png", index))
            XCTAssertEqual(try Frame(contentsOfPNG: url), Frame(width: 3, height: 2, fill: color))
        }
    }

    func testReplacesAnEarlierRunsFrames() throws {
        let parent = try makeTemporaryFolder(for: self)
        let directory = parent.appendingPathComponent("frames")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: false)
        for index in [0, 5] {
            try Frame(width: 1, height: 1).writePNG(to: directory.appendingPathComponent("frame-000\(index).png"))
        }
        try writeSequence(to: directory)
        XCTAssertEqual(try contents(of: parent), ["frames"])
        XCTAssertEqual(try contents(of: directory), ["frame-0000.png", "frame-0001.png", "frame-0002.png"])
    }

    func testRefusesToReplaceAFolderHoldingOtherFiles() throws {
        let parent = try makeTemporaryFolder(for: self)
        let directory = parent.appendingPathComponent("frames")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: false)
        try Data("keep me".utf8).write(to: directory.appendingPathComponent("notes.txt"))
        XCTAssertThrowsError(try PNGSequenceWriter(directory: directory)) { error in
            XCTAssertEqual("\(error)",
                           "refusing to replace \(directory.path): it holds notes.txt, which is not a frame-*.png file")
        }
        XCTAssertEqual(try contents(of: parent), ["frames"])
        XCTAssertEqual(try contents(of: directory), ["notes.txt"])
    }

    func testRefusesAtFinishWhenTheFolderGainedOtherFiles() throws {
        let parent = try makeTemporaryFolder(for: self)
        let directory = parent.appendingPathComponent("frames")
        let writer = try PNGSequenceWriter(directory: directory)
        try writer.append(Frame(width: 2, height: 2), at: 0)
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: false)
        try Data().write(to: directory.appendingPathComponent("frame-0000.txt"))
        XCTAssertThrowsError(try writer.finish(duration: 1)) { error in
            XCTAssertEqual(error as? EncodingError, .folderHoldsOtherFiles(path: directory.path, file: "frame-0000.txt"))
        }
        XCTAssertEqual(try contents(of: parent), ["frames"], "the temporary folder is gone")
        XCTAssertThrowsError(try writer.append(Frame(width: 2, height: 2), at: 1)) { error in
            XCTAssertEqual(error as? EncodingError, .writerClosed(path: directory.path))
        }
    }

    func testRefusesToReplaceAFile() throws {
        let parent = try makeTemporaryFolder(for: self)
        let file = parent.appendingPathComponent("frames")
        try Data().write(to: file)
        XCTAssertThrowsError(try PNGSequenceWriter(directory: file)) { error in
            XCTAssertEqual(error as? FileError, .notAFolder(path: file.path))
        }
    }

    func testADroppedWriterLeavesNothing() throws {
        let parent = try makeTemporaryFolder(for: self)
        do {
            let writer = try PNGSequenceWriter(directory: parent.appendingPathComponent("frames"))
            try writer.append(Frame(width: 2, height: 2), at: 0)
            XCTAssertEqual(try contents(of: parent).count, 1, "frames go to a hidden sibling first")
        }
        XCTAssertEqual(try contents(of: parent), [])
    }

    func testAMissingParentFolderThrows() throws {
        let parent = try makeTemporaryFolder(for: self)
        let directory = parent.appendingPathComponent("missing/frames")
        XCTAssertThrowsError(try PNGSequenceWriter(directory: directory)) { error in
            XCTAssertEqual("\(error)", "cannot write \(directory.path): No such file or directory")
        }
        XCTAssertEqual(try contents(of: parent), [])
    }
}
