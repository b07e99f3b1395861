import Basics
import Encoding
import Foundation
import TestSupport
import XCTest

final class GIFSizeAndQualityTests: XCTestCase {
    /// A 30×30 square crossing a white 375×667 screen in 30 frames. Written whole, every image
    /// repeated the white screen: 26,429 bytes before images were cropped to what changed.
    /// Cropped, the first image is the only large one.
    func testAMovingSquareIsAtLeastFiveTimesSmallerThanFullFrames() throws {
        let url = try makeTemporaryFolder(for: self).appendingPathComponent("square.gif")
        let frames = (0..<30).map { squareFrame(x: 10 + 10 * $0, y: 300) }
        let gif = try writeGIF(frames, times: (0..<30).map { Double($0) / 30 }, duration: 1, to: url)
        let bytes = try Data(contentsOf: url).count
        XCTAssertLessThan(bytes, 26_429 / 5, "GIF of \(bytes) bytes")
        XCTAssertEqual(gif.frames.map(\.image), frames, "decoded frames equal the sources exactly")
    }

    /// Squares moving on a transparent background, one leaving a hole where the frame before
    /// was opaque: cropping and clearing must still decode every frame exactly.
    func testCroppedFramesWithTransparencyDecodeExactly() throws {
        let url = try makeTemporaryFolder(for: self).appendingPathComponent("clear.gif")
        var frames = (0..<6).map { step -> Frame in
            var frame = Frame(width: 100, height: 80, fill: RGBA(0, 0, 0, 0))
            for y in 10..<30 { for x in (12 * step)..<(12 * step + 20) { frame[x, y] = RGBA(255, 128, 0) } }
            for y in 50..<60 { for x in 0..<(10 * step + 10) { frame[x, y] = RGBA(0, 122, 255) } }
            return frame
        }
        frames.append(Frame(width: 100, height: 80, fill: RGBA(255, 255, 255)))
        var holed = frames.last!
        for y in 20..<40 { for x in 30..<70 { holed[x, y] = RGBA(1, 2, 3, 0) } }
        frames += [holed, frames[0]]
        let gif = try writeGIF(frames, times: frames.indices.map { Double($0) / 10 }, duration: 0.9, to: url)
        XCTAssertEqual(gif.frames.count, frames.count)
        for (decoded, source) in zip(gif.frames.map(\.image), frames) {
            XCTAssertEqual(decoded, source.withTransparentPixelsCleared)
        }
    }

    /// A 32,768-color gradient stays while a square moves over it: every gradient pixel
    /// decodes to the same color in every frame, including those the square uncovers, which
    /// are drawn again with the palette kept from the first frame.
    func testRichFramesKeepTheirPalette() throws {
        let url = try makeTemporaryFolder(for: self).appendingPathComponent("stable.gif")
        let frames = (0..<12).map { gradientWithSquare(x: 20 * $0) }
        let gif = try writeGIF(frames, times: frames.indices.map { Double($0) / 10 }, duration: 1.2, to: url)
        XCTAssertEqual(gif.frames.count, 12)
        let first = gif.frames[0].image
        func underSquare(_ x: Int, _ y: Int, frame: Int) -> Bool { (8..<24).contains(y) && (20 * frame..<20 * frame + 16).contains(x) }
        var compared = 0
        for (index, frame) in gif.frames.enumerated() {
            for y in 0..<128 {
                for x in 0..<256 where !underSquare(x, y, frame: index) && !underSquare(x, y, frame: 0) {
                    compared += 1
                    if frame.image[x, y] != first[x, y] {
                        XCTFail("frame \(index) shows \(frame.image[x, y]) at (\(x), \(y)), frame 0 \(first[x, y])")
                        return
                    }
                }
            }
        }
        XCTAssertGreaterThan(compared, 12 * 32_000)
    }

    /// A smooth gradient in 16 colors: without dithering it falls into flat bands; with it the
    /// bands break up (runs of one color along a row are on average much shorter) and the color averaged over 8×8 blocks stays
    /// nearer the source.
    func testDitheringReducesBanding() throws {
        let folder = try makeTemporaryFolder(for: self)
        let source = gradientWithSquare(x: -100)
        var results: [(blockError: Double, meanRun: Double)] = []
        for dither in [false, true] {
            let options = GIFWriter.Options(dither: dither, maxColors: 16)
            let gif = try writeGIF([source], times: [0], duration: 1, options: options,
                                   to: folder.appendingPathComponent("dither-\(dither).gif"))
            let decoded = gif.frames[0].image
            XCTAssertLessThanOrEqual(distinctColors(decoded).count, 16)
            results.append((blockMeanError(decoded, source, block: 8), meanRun(decoded)))
        }
        let (plain, dithered) = (results[0], results[1])
        XCTAssertLessThan(dithered.blockError, plain.blockError * 0.7, "8×8 block error \(dithered) vs \(plain)")
        XCTAssertLessThan(dithered.meanRun * 2, plain.meanRun, "mean band \(dithered) vs \(plain)")
    }

    func testDitheringIsDeterministic() throws {
        let folder = try makeTemporaryFolder(for: self)
        var outputs: [[UInt8]] = []
        for name in ["a.gif", "b.gif"] {
            let url = folder.appendingPathComponent(name)
            try writeGIF([gradientWithSquare(x: 0), gradientWithSquare(x: 30)], times: [0, 0.5], duration: 1,
                         options: GIFWriter.Options(dither: true, maxColors: 32), to: url)
            outputs.append(Array(try Data(contentsOf: url)))
        }
        XCTAssertEqual(outputs[0], outputs[1])
    }

    func testMaxColorsLimitsEveryFrame() throws {
        let folder = try makeTemporaryFolder(for: self)
        let frames = (0..<6).map { gradientWithSquare(x: 25 * $0) }
        for dither in [false, true] {
            let gif = try writeGIF(frames, times: frames.indices.map { Double($0) / 10 }, duration: 0.6,
                                   options: GIFWriter.Options(dither: dither, maxColors: 8),
                                   to: folder.appendingPathComponent("eight-\(dither).gif"))
            for (index, frame) in gif.frames.enumerated() {
                XCTAssertLessThanOrEqual(distinctColors(frame.image).count, 8, "frame \(index), dither \(dither)")
            }
        }
        // Flat colors fewer than maxColors stay exact.
        let flat = squareFrame(x: 10, y: 10, width: 64, height: 64)
        let gif = try writeGIF([flat], times: [0], duration: 1, options: GIFWriter.Options(maxColors: 2),
                               to: folder.appendingPathComponent("two.gif"))
        XCTAssertEqual(gif.frames[0].image, flat)
        for invalid in [1, 257] {
            XCTAssertThrowsError(try GIFWriter(url: folder.appendingPathComponent("x.gif"),
                                               options: GIFWriter.Options(maxColors: invalid))) {
                XCTAssertEqual($0 as? EncodingError, .invalidMaxColors(invalid))
            }
        }
    }
}

extension Frame {
    /// The frame as a decoder shows it: alpha-0 pixels as `RGBA(0, 0, 0, 0)`, others opaque.
    var withTransparentPixelsCleared: Frame {
        var frame = self
        for index in stride(from: 0, to: pixels.count, by: 4) {
            if pixels[index + 3] == 0 {
                frame.pixels[index..<index + 4] = [0, 0, 0, 0]
            } else {
                frame.pixels[index + 3] = 255
            }
        }
        return frame
    }
}

func distinctColors(_ frame: Frame) -> Set<RGBA> {
    var colors = Set<RGBA>()
    for y in 0..<frame.height { for x in 0..<frame.width { colors.insert(frame[x, y]) } }
    return colors
}

/// Mean absolute difference per channel between the two frames' block × block averages.
func blockMeanError(_ a: Frame, _ b: Frame, block: Int) -> Double {
    var total = 0.0, count = 0
    for top in stride(from: 0, to: a.height - block + 1, by: block) {
        for left in stride(from: 0, to: a.width - block + 1, by: block) {
            for channel in 0..<3 {
                var (sumA, sumB) = (0, 0)
                for y in top..<top + block {
                    for x in left..<left + block {
                        sumA += Int(a.pixels[(y * a.width + x) * 4 + channel])
                        sumB += Int(b.pixels[(y * a.width + x) * 4 + channel])
                    }
                }
                total += abs(Double(sumA - sumB)) / Double(block * block)
                count += 1
            }
        }
    }
    return total / Double(count)
}

/// The mean length of the horizontal runs of one color.
func meanRun(_ frame: Frame) -> Double {
    var runs = 0
    for y in 0..<frame.height {
        for x in 0..<frame.width where x == 0 || frame[x, y] != frame[x - 1, y] { runs += 1 }
    }
    return Double(frame.width * frame.height) / Double(runs)
}
