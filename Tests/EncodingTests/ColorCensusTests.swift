import Basics
import Encoding
import Foundation
import TestSupport
import XCTest

final class ColorCensusTests: XCTestCase {
    /// Four 3×1 frames, by hand: a color counts once per pixel per frame, identical frames
    /// included, and transparent pixels not at all.
    func testWeightsArePixelFrames() {
        let (red, green, blue) = (RGBA(255, 0, 0), RGBA(0, 255, 0), RGBA(0, 0, 255))
        let clear = RGBA(7, 7, 7, 0)
        let frames = [[red, red, green], [red, blue, green], [red, blue, green], [clear, blue, RGBA(0, 255, 0, 128)]]
        var census = ColorCensus()
        for pixels in frames { census.add(Self.frame(pixels)) }

        XCTAssertEqual(census.frameCount, 4)
        let (colors, weights) = census.colors
        // Ascending 0xRRGGBB: blue, green, red. Red: 3 frames at x 0, 1 at x 1. Blue: 3 at x 1.
        // Green: 4 at x 2 (alpha 128 counts as opaque green).
        XCTAssertEqual(colors, [blue, green, red])
        XCTAssertEqual(weights, [3, 4, 4])
        XCTAssertEqual(weights.reduce(0, +), 4 * 3 - 1, "every pixel-frame but the transparent one")
    }

    /// A clip with more distinct colors than the census keeps exactly (65,536) is counted by
    /// 4 × 4 × 4 cube: 300 frames of 512 × 256 pixels, each frame a different slice of the
    /// color cube (about 39 million pixels, most colors different), stay within 2¹⁸ counts,
    /// every pixel-frame is still counted, and the palette is fitted to the folded counts.
    func testARichClipIsCountedByCubeWithinABound() {
        var census = ColorCensus()
        for index in 0..<300 {
            var frame = Frame(width: 512, height: 256)
            for y in 0..<256 {
                for x in 0..<512 {
                    frame[x, y] = RGBA(UInt8(x & 0xFF), UInt8(y), UInt8(truncatingIfNeeded: index * 7 + x >> 8))
                }
            }
            census.add(frame)
        }
        let (colors, weights) = census.colors
        XCTAssertLessThanOrEqual(colors.count, 1 << 18)
        XCTAssertGreaterThan(colors.count, 1 << 15)
        XCTAssertEqual(weights.reduce(0, +), 300 * 512 * 256, "every pixel-frame counted")
        // One color a cube: each the weighted mean of its cube's colors, which lies inside it.
        XCTAssertEqual(Set(colors.map { [$0.r >> 2, $0.g >> 2, $0.b >> 2] }).count, colors.count)
        let palette = census.palette(capacity: 255)
        XCTAssertEqual(palette.count, 255)
        XCTAssertEqual(Set(palette.map { [$0.r, $0.g, $0.b] }).count, 255, "distinct entries")
    }

    /// A rich clip (a photograph on a white screen, folded by cube) keeps its white exact: a
    /// folded cube is the weighted mean of the colors counted in it, where its centre would be
    /// 254, one level off, and the pixels a still draws exactly with a table of its own would
    /// show beside the global table's near-white as a trail wherever the photograph passed.
    func testAFoldedClipKeepsItsWhiteBackgroundExact() {
        var census = ColorCensus()
        for index in 0..<4 {
            var frame = Frame(width: 640, height: 480, fill: RGBA(255, 255, 255))
            for y in 0..<256 {
                for x in 0..<256 {
                    frame[x + 40 * index, y] = RGBA(UInt8(x), UInt8(y), UInt8(truncatingIfNeeded: x ^ y &+ 64 * index))
                }
            }
            census.add(frame)
        }
        let (colors, _) = census.colors
        XCTAssertGreaterThan(colors.count, 1 << 14, "folded")
        XCTAssertLessThan(colors.count, 1 << 18)
        XCTAssertTrue(colors.contains(RGBA(255, 255, 255)), "the white cube is white")
        XCTAssertTrue(census.palette(capacity: 255).contains(RGBA(255, 255, 255)))
    }

    /// A clip with few colors gets exactly them, the most often newly shown first.
    func testFewColorsGiveExactlyThoseColors() {
        var census = ColorCensus()
        census.add(squareFrame(x: 0, y: 0, width: 64, height: 64))
        census.add(squareFrame(x: 10, y: 0, width: 64, height: 64))
        XCTAssertEqual(census.palette(capacity: 255), [RGBA(255, 255, 255), RGBA(255, 128, 0)])
        XCTAssertEqual(ColorCensus().palette(capacity: 255), [])
    }

    /// 150 colors from the start and 100 more from frame 10 on: 250 in all, which the
    /// streaming table, well past half full when they come, maps to nearby entries. With a
    /// survey the GIF is exact.
    func testLateColorsAreExactWithASurvey() throws {
        let folder = try makeTemporaryFolder(for: self)
        let frames = (0..<20).map { Self.stripes(lateColors: $0 >= 10, offset: $0) }
        let times = (0..<20).map { Double($0) / 10 }

        let streamed = try writeGIF(frames, times: times, duration: 2, to: folder.appendingPathComponent("streamed.gif"))
        let streamedPSNR = Self.psnr(streamed, frames)
        XCTAssertEqual(streamedPSNR, 58.19, accuracy: 0.01, "the streaming table is not exact here")

        let surveyed = try Self.writeSurveyedGIF(frames, times: times, duration: 2, to: folder.appendingPathComponent("surveyed.gif"))
        XCTAssertTrue(surveyed.frames.map(\.image) == frames, "exact")
        XCTAssertEqual(Self.psnr(surveyed, frames), .infinity)
    }

    /// More colors than a table holds, most of them late: a large gradient that comes in
    /// after the table has filled with the first frames' colors. The survey's table fits
    /// the whole clip.
    func testRichLateColorsBeatTheStreamingTable() throws {
        let folder = try makeTemporaryFolder(for: self)
        let frames = (0..<16).map { Self.stripes(lateColors: false, offset: $0, gradientFrom: $0 >= 6 ? 0 : nil) }
        let times = (0..<16).map { Double($0) / 10 }

        let streamed = try writeGIF(frames, times: times, duration: 1.6, to: folder.appendingPathComponent("streamed.gif"))
        let surveyed = try Self.writeSurveyedGIF(frames, times: times, duration: 1.6, to: folder.appendingPathComponent("surveyed.gif"))
        let (streamedPSNR, surveyedPSNR) = (Self.psnr(streamed, frames), Self.psnr(surveyed, frames))
        XCTAssertEqual(streamedPSNR, 35.64, accuracy: 0.01)
        XCTAssertEqual(surveyedPSNR, 40.31, accuracy: 0.01)
        XCTAssertGreaterThan(surveyedPSNR, streamedPSNR + 3)
    }

    func testSameFramesGiveTheSameBytes() throws {
        let folder = try makeTemporaryFolder(for: self)
        let frames = (0..<8).map { Self.stripes(lateColors: $0 >= 3, offset: $0, gradientFrom: $0 >= 5 ? $0 : nil) }
        let times = (0..<8).map { Double($0) / 10 }
        var files: [[UInt8]] = []
        for name in ["a.gif", "b.gif"] {
            let url = folder.appendingPathComponent(name)
            try Self.writeSurveyedGIF(frames, times: times, duration: 0.8, to: url)
            files.append(try FileSystem.readBytes(at: url.path))
        }
        XCTAssertTrue(files[0] == files[1], "the same bytes")
        XCTAssertEqual(fnv1a(files[0]), 13_536_180_560_736_509_948, "the same bytes in every process")
    }

    /// A second pass that differs from the survey (a scene with unseeded random numbers):
    /// colors the survey never saw take their nearest entries.
    func testColorsTheSurveyNeverSawTakeTheirNearestEntry() throws {
        let url = try makeTemporaryFolder(for: self).appendingPathComponent("unseen.gif")
        let writer = try GIFWriter(url: url)
        XCTAssertTrue(writer.wantsSurvey)
        try writer.survey(Frame(width: 4, height: 1, fill: RGBA(255, 255, 255)))
        try writer.survey(Frame(width: 4, height: 1, fill: RGBA(0, 0, 0)))
        var unseen = Frame(width: 4, height: 1, fill: RGBA(250, 250, 250))
        unseen[3, 0] = RGBA(20, 0, 10)
        try writer.append(unseen, at: 0)
        XCTAssertFalse(writer.wantsSurvey)
        // Shown for less than 20 cs, so not redrawn exactly as a long still would be.
        try writer.finish(duration: 0.1)
        var expected = Frame(width: 4, height: 1, fill: RGBA(255, 255, 255))
        expected[3, 0] = RGBA(0, 0, 0)
        XCTAssertTrue(try DecodedGIF.decode(url: url).frames.map(\.image) == [expected], "the nearest entries")
    }

    func testATableGivenUpFront() throws {
        let folder = try makeTemporaryFolder(for: self)
        let url = folder.appendingPathComponent("given.gif")
        let writer = try GIFWriter(url: url, palette: [RGBA(0, 0, 0), RGBA(255, 128, 0), RGBA(255, 255, 255)])
        XCTAssertFalse(writer.wantsSurvey)
        var frame = squareFrame(x: 2, y: 2, width: 40, height: 40)
        frame[0, 0] = RGBA(240, 120, 10)
        try writer.append(frame, at: 0)
        try writer.finish(duration: 0.1)
        frame[0, 0] = RGBA(255, 128, 0)
        XCTAssertTrue(try DecodedGIF.decode(url: url).frames.map(\.image) == [frame], "the nearest entry")

        XCTAssertThrowsError(try GIFWriter(url: folder.appendingPathComponent("x.gif"), palette: []))
        XCTAssertThrowsError(try GIFWriter(
            url: folder.appendingPathComponent("y.gif"), options: .init(maxColors: 2),
            palette: [RGBA(0, 0, 0), RGBA(1, 1, 1), RGBA(2, 2, 2)]))
        XCTAssertFalse(try GIFWriter(url: folder.appendingPathComponent("z.gif"), options: .init(dither: true)).wantsSurvey)
    }

    /// A long first still with a color the table lacks is redrawn with a table of its own;
    /// its other colors are in the global table, so later images may draw those pixels again
    /// (or leave them), rather than having to leave every one of them transparent.
    func testAStillWithItsOwnTableLeavesItsPixelsFreeToRedraw() throws {
        let url = try makeTemporaryFolder(for: self).appendingPathComponent("still.gif")
        let palette = [RGBA(255, 255, 255), RGBA(255, 128, 0), RGBA(0, 0, 0)]
        let writer = try GIFWriter(url: url, palette: palette)
        var first = Frame(width: 64, height: 64, fill: RGBA(255, 255, 255))
        for y in 0..<64 where y % 4 == 0 { for x in 0..<64 { first[x, y] = RGBA(255, 128, 0) } }
        // Not in the table: shown for half a second, the still gets a table of its own.
        for y in 1..<9 { for x in 1..<9 { first[x, y] = RGBA(200, 60, 0) } }
        var frames = [first]
        for step in 1..<6 {
            var frame = first
            for y in 0..<64 { frame[step * 10, y] = RGBA(0, 0, 0) }
            frames.append(frame)
        }
        try writer.append(frames[0], at: 0)
        for (step, frame) in frames.enumerated().dropFirst() { try writer.append(frame, at: 0.5 + Double(step) / 30) }
        try writer.finish(duration: 1)
        let gif = try DecodedGIF.decode(url: url)
        XCTAssertTrue(gif.frames.map(\.image) == frames, "exact")
        // 632 bytes when the still's pixels could only be left transparent.
        XCTAssertEqual(try FileSystem.readBytes(at: url.path).count, 612)
    }

    func testASurveyedFrameOfAnotherSizeFails() throws {
        let url = try makeTemporaryFolder(for: self).appendingPathComponent("sizes.gif")
        let writer = try GIFWriter(url: url)
        try writer.survey(Frame(width: 4, height: 4))
        XCTAssertThrowsError(try writer.survey(Frame(width: 5, height: 4))) {
            XCTAssertEqual($0 as? EncodingError, .frameSizeChanged(path: url.path, expectedWidth: 4, expectedHeight: 4, width: 5, height: 4))
        }
        XCTAssertFalse(FileManager.default.fileExists(atPath: url.path))
    }

    // MARK: Helpers

    private static func frame(_ pixels: [RGBA]) -> Frame {
        var frame = Frame(width: pixels.count, height: 1)
        for (x, color) in pixels.enumerated() { frame[x, 0] = color }
        return frame
    }

    /// A 120×64 white frame with 150 colors in blocks of 12×4 pixels (10 across, 15 down):
    /// block `i` has color (i, 2i mod 256, 100). With `lateColors`, 100 more colors close to
    /// those: one pixel in each of the first 100 blocks, 3 redder. A black 8×4 bar at the bottom
    /// moves 4 pixels per `offset`, so every frame differs. With `gradientFrom`, the bottom
    /// half is a gradient of 60 × 32 colors, its red shifted by that amount.
    static func stripes(lateColors: Bool, offset: Int, gradientFrom shift: Int? = nil) -> Frame {
        var frame = Frame(width: 120, height: 64, fill: RGBA(255, 255, 255))
        for block in 0..<150 {
            let color = RGBA(UInt8(block), UInt8(2 * block % 256), 100)
            let (left, top) = (block % 10 * 12, block / 10 * 4)
            for y in top..<top + 4 { for x in left..<left + 12 { frame[x, y] = color } }
            if lateColors && block < 100 { frame[left + 5, top + 1] = RGBA(UInt8(block + 3), UInt8(2 * block % 256), 100) }
        }
        if let shift {
            for y in 32..<64 {
                for x in 0..<120 {
                    frame[x, y] = RGBA(UInt8((x / 2 * 4 + shift) % 256), UInt8(y * 8 % 256), UInt8(200 - y))
                }
            }
        }
        for y in 60..<64 { for x in 0..<8 { frame[(x + 4 * offset) % 120, y] = RGBA(0, 0, 0) } }
        return frame
    }

    /// Surveys `frames`, then writes them, and returns the decoded GIF.
    @discardableResult
    static func writeSurveyedGIF(_ frames: [Frame], times: [Double], duration: Double, to url: URL) throws -> DecodedGIF {
        let writer = try GIFWriter(url: url)
        for frame in frames { try writer.survey(frame) }
        for (frame, time) in zip(frames, times) { try writer.append(frame, at: time) }
        try writer.finish(duration: duration)
        return try DecodedGIF.decode(url: url)
    }

    /// PSNR over every frame's RGB, the GIF's images being the frames in order (all opaque).
    static func psnr(_ gif: DecodedGIF, _ frames: [Frame]) -> Double {
        precondition(gif.frames.count == frames.count)
        var total = 0.0, samples = 0
        for (image, frame) in zip(gif.frames.map(\.image), frames) {
            for index in frame.pixels.indices where index % 4 != 3 {
                let difference = Double(image.pixels[index]) - Double(frame.pixels[index])
                total += difference * difference
                samples += 1
            }
        }
        return total == 0 ? .infinity : 10 * log10(255 * 255 / (total / Double(samples)))
    }
}
