import Basics
import Encoding
import Foundation
import TestSupport
import XCTest

/// A GIF at a quality below 100 (`GIFWriter.Options.quality`): smaller, every pixel close to
/// its own color, the same bytes every time; without a quality, the exact bytes of before.
final class GIFLossyTests: XCTestCase {
    /// Frames like an interface's: a white screen, a grey bar, and a card with soft
    /// (anti-aliased, so many-colored) edges and a faint shadow sliding down by fractions of a
    /// pixel; under 256 colors in all, so the exact GIF is exact.
    private static func interfaceFrames(count: Int = 16) -> [Frame] {
        (0..<count).map { index in
            let width = 160, height = 240
            var frame = Frame(width: width, height: height, fill: RGBA(255, 255, 255))
            for row in 0..<24 { for column in 0..<width { frame[column, row] = RGBA(242, 242, 247) } }
            let top = 40 + Double(index) * 3.3
            let (left, right, bottom) = (30.0, 130.0, top + 60)
            for row in 24..<height {
                for column in 0..<width {
                    let (x, y) = (Double(column) + 0.5, Double(row) + 0.5)
                    // Coverage of the card: a one-pixel ramp at each edge.
                    let horizontal = max(0, min(1, x - left + 0.5, right - x + 0.5))
                    let vertical = max(0, min(1, y - top + 0.5, bottom - y + 0.5))
                    let cover = horizontal * vertical
                    // A shadow four pixels deep below the card.
                    let below = y - bottom
                    let shade = horizontal > 0 && below > 0 && below < 4 ? (4 - below) * 3 : 0
                    let background = 255 - shade
                    let mix = { (card: Double) in UInt8((card * cover + background * (1 - cover)).rounded()) }
                    frame[column, row] = RGBA(mix(0), mix(122), mix(255))
                }
            }
            return frame
        }
    }

    private static func times(_ count: Int) -> [Double] { (0..<count).map { Double($0) / 30 } }

    private func encode(_ frames: [Frame], quality: Int?, name: String) throws -> (bytes: [UInt8], gif: DecodedGIF) {
        let url = try makeTemporaryFolder(for: self).appendingPathComponent(name)
        let gif = try writeGIF(frames, times: Self.times(frames.count), duration: Double(frames.count) / 30,
                               options: GIFWriter.Options(quality: quality), to: url)
        return (Array(try Data(contentsOf: url)), gif)
    }

    /// What the GIF shows at the middle of each source frame's time.
    private func shown(_ gif: DecodedGIF, frameCount: Int) -> [Frame] {
        var starts: [Int] = []
        var time = 0
        for frame in gif.frames { starts.append(time); time += frame.delay }
        return (0..<frameCount).map { index in
            // Frame i starts at ⌊100·i/30⌋ cs and lasts at least 3.
            let moment = Int((Double(index) * 100 / 30).rounded(.down)) + 1
            let image = starts.lastIndex { $0 <= moment }!
            return gif.frames[image].image
        }
    }

    private func largestSquaredDistance(_ a: Frame, _ b: Frame) -> Int {
        var largest = 0
        for pixel in stride(from: 0, to: a.pixels.count, by: 4) {
            var distance = 0
            for channel in 0..<3 {
                let difference = Int(a.pixels[pixel + channel]) - Int(b.pixels[pixel + channel])
                distance += difference * difference
            }
            largest = max(largest, distance)
        }
        return largest
    }

    private func psnr(_ sources: [Frame], _ shown: [Frame]) -> Double {
        var total = 0.0, samples = 0.0
        for (source, image) in zip(sources, shown) {
            for index in source.pixels.indices where index % 4 != 3 {
                let difference = Double(source.pixels[index]) - Double(image.pixels[index])
                total += difference * difference
            }
            samples += Double(source.width * source.height * 3)
        }
        return total == 0 ? .infinity : 10 * log10(255 * 255 / (total / samples))
    }

    func testLowerQualityIsSmallerAndEveryPixelStaysNearItsColor() throws {
        let frames = Self.interfaceFrames()
        let exact = try encode(frames, quality: nil, name: "exact.gif")
        XCTAssertEqual(psnr(frames, shown(exact.gif, frameCount: frames.count)), .infinity, "under 256 colors: exact")
        var previousBytes = exact.bytes.count
        // The distance a pixel may be off by, as a squared RGB distance, is (0.4 × (100 − Q))²
        // for settling and again within an image: at most 4 × that in all.
        for (quality, bound) in [(90, 4 * 16), (70, 4 * 144), (50, 4 * 400)] {
            let lossy = try encode(frames, quality: quality, name: "q\(quality).gif")
            let images = shown(lossy.gif, frameCount: frames.count)
            let worst = zip(frames, images).map { largestSquaredDistance($0, $1) }.max()!
            XCTAssertLessThanOrEqual(worst, bound, "quality \(quality)")
            XCTAssertGreaterThan(psnr(frames, images), 40, "quality \(quality)")
            XCTAssertLessThan(lossy.bytes.count, previousBytes, "quality \(quality) is smaller than the one above it")
            previousBytes = lossy.bytes.count
        }
        XCTAssertLessThan(Double(previousBytes), 0.85 * Double(exact.bytes.count), "quality 50 saves 15 % or more")
    }

    func testTheSameBytesEveryTime() throws {
        let frames = Self.interfaceFrames()
        let first = try encode(frames, quality: 60, name: "a.gif")
        let second = try encode(frames, quality: 60, name: "b.gif")
        XCTAssertEqual(first.bytes, second.bytes)
        XCTAssertNotEqual(first.bytes, try encode(frames, quality: nil, name: "c.gif").bytes)
    }

    /// No quality, and quality 100, write today's exact GIF: the bytes pinned here are the
    /// encoder's before the quality existed (and `render --all` wrote the same bytes with
    /// and without it, BENCHMARKS.md, "GIF quality").
    func testWithoutAQualityTheBytesAreUnchanged() throws {
        let frames = Self.interfaceFrames()
        let exact = try encode(frames, quality: nil, name: "exact.gif")
        XCTAssertEqual(exact.bytes.count, 3910, "size")
        XCTAssertEqual(fnv1a(exact.bytes), 15_310_260_257_007_878_804, "bytes")
        XCTAssertEqual(try encode(frames, quality: 100, name: "q100.gif").bytes, exact.bytes)
    }

    func testAQualityOutsideZeroToHundredIsRefused() throws {
        let folder = try makeTemporaryFolder(for: self)
        for quality in [-1, 101] {
            let url = folder.appendingPathComponent("x\(quality).gif")
            XCTAssertThrowsError(try GIFWriter(url: url, options: GIFWriter.Options(quality: quality))) { error in
                XCTAssertEqual("\(error)", "the quality must be between 0 and 100, not \(quality)")
            }
            XCTAssertFalse(FileManager.default.fileExists(atPath: url.path))
        }
        // Through the output format, as `render` and `encode` make the writer.
        let sink = try OutputFormat.gif.makeSink(path: folder.appendingPathComponent("y.gif").path, loopCount: 0, quality: 40)
        XCTAssertEqual((sink as? GIFWriter)?.options.quality, 40)
    }
}
