import Basics
import Encoding
import Foundation
import TestSupport
import PNG
import XCTest

final class PNGTests: XCTestCase {
    private func randomOpaqueFrame(width: Int, height: Int, seed: UInt64) -> Frame {
        var generator = SeededGenerator(seed: seed)
        var frame = Frame(width: width, height: height)
        for y in 0..<height {
            for x in 0..<width {
                frame[x, y] = RGBA(.random(in: 0...255, using: &generator), .random(in: 0...255, using: &generator),
                                   .random(in: 0...255, using: &generator))
            }
        }
        return frame
    }

    func testOpaqueRoundTripIsPixelExact() throws {
        let frame = randomOpaqueFrame(width: 37, height: 23, seed: 1)
        let bytes = try frame.pngData()
        XCTAssertEqual(Array(bytes.prefix(8)), [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
        XCTAssertEqual(try Frame(pngData: bytes), frame)
    }

    func testFullyTransparentPixelsRoundTripExactly() throws {
        var frame = randomOpaqueFrame(width: 8, height: 8, seed: 2)
        frame[3, 4] = RGBA(0, 0, 0, 0)
        frame[0, 0] = RGBA(0, 0, 0, 0)
        XCTAssertEqual(try Frame(pngData: frame.pngData()), frame)
    }

    /// PNGs hold straight alpha, and so does a frame: partly transparent pixels come back
    /// exactly, whatever their alpha.
    func testPartlyTransparentPixelsComeBackExactly() throws {
        var frame = Frame(width: 256, height: 3)
        for x in 0..<256 {
            frame[x, 0] = RGBA(UInt8(x), UInt8(255 - x), 77, UInt8(x))
            frame[x, 1] = RGBA(200, UInt8(x), 3, 1)
            frame[x, 2] = RGBA(UInt8(x), 9, UInt8(255 - x), 254)
        }
        XCTAssertEqual(try Frame(pngData: frame.pngData()), frame)
    }

    func testWriteAndReadFile() throws {
        let folder = try makeTemporaryFolder(for: self)
        let url = folder.appendingPathComponent("frame.png")
        let frame = randomOpaqueFrame(width: 375, height: 667, seed: 3)
        try frame.writePNG(to: url)
        try frame.writePNG(to: url)  // replaces the first one
        XCTAssertEqual(try contents(of: folder), ["frame.png"])
        XCTAssertEqual(try Frame(contentsOfPNG: url), frame)
    }

    func testWritingIntoAMissingFolderThrowsAndLeavesNothing() throws {
        let folder = try makeTemporaryFolder(for: self)
        let url = folder.appendingPathComponent("missing/frame.png")
        XCTAssertThrowsError(try Frame(width: 2, height: 2).writePNG(to: url)) { error in
            XCTAssertEqual("\(error)", "cannot write \(url.path): No such file or directory")
        }
        XCTAssertEqual(try contents(of: folder), [])
    }

    func testReadingErrorsSayWhatIsWrong() throws {
        let folder = try makeTemporaryFolder(for: self)
        let missing = folder.appendingPathComponent("missing.png")
        XCTAssertThrowsError(try Frame(contentsOfPNG: missing)) { error in
            XCTAssertEqual(error as? FileError,
                           .cannotRead(path: missing.path, reason: "No such file or directory"))
        }
        let text = folder.appendingPathComponent("notes.png")
        try Data("hello".utf8).write(to: text)
        XCTAssertThrowsError(try Frame(contentsOfPNG: text)) { error in
            XCTAssertEqual("\(error)", "\(text.path) is not a PNG image")
        }
        let truncated = Array(try Frame(width: 4, height: 4, fill: RGBA(1, 2, 3)).pngData().prefix(40))
        XCTAssertThrowsError(try Frame(pngData: truncated)) { error in
            XCTAssertEqual(error as? PNGFileError, PNGFileError(source: "PNG data", error: .damaged(reason: "it ends before its IEND chunk")))
        }
    }
}
