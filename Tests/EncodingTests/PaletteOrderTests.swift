import Basics
import Encoding
import Foundation
import TestSupport
import XCTest

/// The global table's order: the colors of what moves first, so later images need narrow codes.
final class PaletteOrderTests: XCTestCase {
    /// A still backdrop of 120 colors, 200 pixels each, over a white strip in which a small
    /// two-color marker moves (18 pixels of each color a frame, 180 over the clip): by pixels
    /// alone the backdrop's colors come before the marker's, which get 8-bit places; ordered by
    /// what changes together, the marker's two, white and the transparent index fit in 2 bits.
    static func frame(_ step: Int) -> Frame {
        var frame = Frame(width: 120, height: 240, fill: RGBA(255, 255, 255))
        for block in 0..<120 {
            let color = RGBA(UInt8(block * 2), UInt8(255 - block), UInt8(block % 7 * 30))
            let (left, top) = (block % 12 * 10, block / 12 * 20)
            for y in top..<top + 20 { for x in left..<left + 10 { frame[x, y] = color } }
        }
        let marker = [RGBA(250, 20, 20), RGBA(20, 20, 250)]
        for y in 0..<6 {
            for x in 0..<6 { frame[10 + 7 * step + x, 215 + y] = marker[(x + y) % 2] }
        }
        return frame
    }

    /// Every image's LZW minimum code size, in file order.
    static func minimumCodeSizes(_ bytes: [UInt8]) -> [Int] {
        var sizes: [Int] = []
        var at = 13 + (bytes[10] & 0x80 != 0 ? 3 * (2 << Int(bytes[10] & 7)) : 0)
        func skipBlocks() { while bytes[at] != 0 { at += Int(bytes[at]) + 1 }; at += 1 }
        while at < bytes.count && bytes[at] != 0x3B {
            if bytes[at] == 0x21 {
                at += 2
                skipBlocks()
            } else {
                let flags = bytes[at + 9]
                at += 10 + (flags & 0x80 != 0 ? 3 * (2 << Int(flags & 7)) : 0)
                sizes.append(Int(bytes[at]))
                at += 1
                skipBlocks()
            }
        }
        return sizes
    }

    func testTheColorsOfWhatMovesComeFirstSoLaterImagesHaveNarrowCodes() throws {
        let folder = try makeTemporaryFolder(for: self)
        let frames = (0..<10).map(Self.frame)
        let url = folder.appendingPathComponent("moving.gif")
        let decoded = try ColorCensusTests.writeSurveyedGIF(frames, times: (0..<10).map { Double($0) / 10 }, duration: 1, to: url)
        XCTAssertEqual(ColorCensusTests.psnr(decoded, frames), .infinity, "123 colors: exact")
        let sizes = Self.minimumCodeSizes(try FileSystem.readBytes(at: url.path))
        XCTAssertEqual(sizes.count, 10)
        XCTAssertEqual(sizes.first, 7, "the first image draws all 123 colors")
        // The marker's two colors, white and the transparent index fit in 2 bits.
        XCTAssertEqual(Array(sizes.dropFirst()), Array(repeating: 2, count: 9))
    }

    /// Where ordering by what changes together would not narrow any image, the table keeps
    /// the order by appearances (the model's cost decides; it never picks a wider order).
    func testAClipWithOneImageKeepsTheOrderByAppearances() throws {
        let folder = try makeTemporaryFolder(for: self)
        let url = folder.appendingPathComponent("still.gif")
        try ColorCensusTests.writeSurveyedGIF([Self.frame(0)], times: [0], duration: 1, to: url)
        let bytes = try FileSystem.readBytes(at: url.path)
        // The first entry is the color most pixels show: white, around the blocks.
        XCTAssertEqual(Array(bytes[13..<16]), [255, 255, 255])
    }
}
