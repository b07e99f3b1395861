import Encoding
import Foundation
import PNG
import XCTest

final class PNGSequenceTests: XCTestCase {
    private var folder: URL!

    override func setUpWithError() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("png-sequence-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: folder)
    }

    private func touch(_ names: [String]) throws {
        for name in names { try Data().write(to: folder.appendingPathComponent(name)) }
    }

    func testAFolderIsReadInNaturalOrderSkippingOtherFiles() throws {
        try touch(["f10.png", "f9.png", "f3.PNG", "f1.png", "f01.png", "f-b.png", "f-a.png", ".hidden.png", "f2.txt", "g.png"])
        let sequence = try PNGSequence(paths: [folder.path])
        XCTAssertEqual(sequence.files.map { ($0 as NSString).lastPathComponent },
                       ["f-a.png", "f-b.png", "f01.png", "f1.png", "f3.PNG", "f9.png", "f10.png", "g.png"])
    }

    func testFilesKeepTheGivenOrderAndPaths() throws {
        try touch(["b.png", "a.png"])
        let b = folder.appendingPathComponent("b.png").path, a = folder.appendingPathComponent("a.png").path
        XCTAssertEqual(try PNGSequence(paths: [b, a, b]).files, [b, a, b])
    }

    func testMissingEmptyAndNonPNGPathsAreNamed() throws {
        try touch(["notes.txt"])
        let missing = folder.appendingPathComponent("missing").path
        XCTAssertThrowsError(try PNGSequence(paths: [missing])) {
            XCTAssertEqual("\($0)", "cannot read \(missing): No such file or directory")
        }
        XCTAssertThrowsError(try PNGSequence(paths: [folder.path])) {
            XCTAssertEqual($0 as? EncodingError, .noPNGFrames(path: folder.path))
        }
        let notes = folder.appendingPathComponent("notes.txt").path
        XCTAssertThrowsError(try PNGSequence(paths: [notes])) {
            XCTAssertEqual($0 as? PNGFileError, PNGFileError(source: notes, error: .notPNG))
        }
    }
}
