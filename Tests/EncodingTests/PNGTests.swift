import Basics
import Encoding
import Foundation
import TestSupport
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

    /// Premultiplied storage rounds a partly transparent color; at alpha ≥ 128 each channel
    /// comes back within 1 of the original.
    func testPartlyTransparentPixelsComeBackClose() throws {
        var frame = Frame(width: 256, height: 1)
        for x in 0..<256 { frame[x, 0] = RGBA(UInt8(x), UInt8(255 - x), 77, 128 + UInt8(x / 2)) }
        let decoded = try Frame(pngData: frame.pngData())
        for x in 0..<256 {
            let (expected, actual) = (frame[x, 0], decoded[x, 0])
            XCTAssertEqual(actual.a, expected.a)
            for (e, a) in [(expected.r, actual.r), (expected.g, actual.g), (expected.b, actual.b)] {
                XCTAssertLessThanOrEqual(abs(Int(e) - Int(a)), 1, "pixel \(x): \(expected) → \(actual)")
            }
        }
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
            XCTAssertEqual(error as? EncodingError, .damagedPNG(source: "PNG data", reason: "it ends before its IEND chunk"))
        }
    }
}
