import Basics
import Encoding
import Foundation
import TestSupport
import XCTest

final class GIFWriterTests: XCTestCase {
    func testThirtyFramesPerSecondForOneSecond() throws {
        let url = try makeTemporaryFolder(for: self).appendingPathComponent("fall.gif")
        let frames = (0..<30).map { squareFrame(x: 172, y: 10 * $0) }
        let gif = try writeGIF(frames, times: (0..<30).map { Double($0) / 30 }, duration: 1, to: url)

        XCTAssertEqual(String(decoding: try Data(contentsOf: url).prefix(6), as: UTF8.self), "GIF89a")
        XCTAssertEqual(gif.width, 375)
        XCTAssertEqual(gif.height, 667)
        XCTAssertEqual(gif.frames.count, 30)
        XCTAssertEqual(gif.frames.map(\.delay), Array(repeating: [3, 3, 4], count: 10).flatMap { $0 })
        XCTAssertEqual(gif.totalDelay, 100)
        XCTAssertEqual(gif.frames.map(\.image), frames, "two flat colors are kept exactly")
    }

    func testLoopExtension() throws {
        let folder = try makeTemporaryFolder(for: self)
        let frames = [squareFrame(x: 0, y: 0), squareFrame(x: 50, y: 0)]
        for (plays, stored) in [(0, 0 as Int?), (1, nil), (3, 2), (65536, 65535)] {
            let gif = try writeGIF(frames, times: [0, 0.5], duration: 1, loopCount: plays,
                                   to: folder.appendingPathComponent("loop-\(plays).gif"))
            XCTAssertEqual(gif.loopCount, stored, "loopCount \(plays)")
            XCTAssertEqual(gif.playCount, plays)
        }
        for invalid in [-1, 65537] {
            XCTAssertThrowsError(try GIFWriter(url: folder.appendingPathComponent("x.gif"), loopCount: invalid)) {
                XCTAssertEqual($0 as? EncodingError, .invalidLoopCount(invalid))
            }
        }
    }

    func testFlatUIColorsAreExact() throws {
        let url = try makeTemporaryFolder(for: self).appendingPathComponent("flat.gif")
        var frame = squareFrame(x: 10, y: 20, width: 64, height: 64)
        frame[0, 0] = RGBA(1, 2, 3)
        frame[63, 63] = RGBA(0, 122, 255)  // iOS system blue
        let gif = try writeGIF([frame], times: [0], duration: 1, to: url)
        XCTAssertEqual(gif.frames.count, 1)
        XCTAssertEqual(gif.frames[0].delay, 100)
        XCTAssertEqual(gif.frames[0].image[15, 25], RGBA(255, 128, 0))
        XCTAssertEqual(gif.frames[0].image, frame)
    }

    /// Alpha 0 becomes transparent; other alphas are drawn opaque. An area that turns
    /// transparent must not show the previous frame through.
    func testTransparency() throws {
        let url = try makeTemporaryFolder(for: self).appendingPathComponent("clear.gif")
        let opaque = Frame(width: 8, height: 8, fill: RGBA(255, 0, 0))
        var holed = Frame(width: 8, height: 8, fill: RGBA(0, 0, 255))
        for x in 0..<8 { holed[x, 3] = RGBA(9, 9, 9, 0) }
        holed[0, 0] = RGBA(0, 255, 0, 100)
        let gif = try writeGIF([opaque, holed, opaque], times: [0, 0.1, 0.2], duration: 0.3, to: url)

        var expected = holed
        for x in 0..<8 { expected[x, 3] = RGBA(0, 0, 0, 0) }
        expected[0, 0] = RGBA(0, 255, 0)
        XCTAssertEqual(gif.frames.map(\.image), [opaque, expected, opaque])
        XCTAssertEqual(gif.frames.map(\.delay), [10, 10, 10])
    }

    /// Frames that differ in scattered rectangles, some turning transparent, some keeping their
    /// transparency with other RGB underneath (a viewer shows those the same): every frame decodes
    /// exactly, whichever rows the writer's change scan skips and wherever it finds the ends.
    func testScatteredChangesAndTransparencyDecodeExactly() throws {
        let url = try makeTemporaryFolder(for: self).appendingPathComponent("scattered.gif")
        var generator = SeededGenerator(seed: 12)
        var frame = Frame(width: 61, height: 37, fill: RGBA(250, 250, 250))
        var frames: [Frame] = []
        let colors = [RGBA(255, 128, 0), RGBA(0, 90, 200), RGBA(20, 20, 20), RGBA(7, 7, 7, 0), RGBA(200, 9, 9, 0)]
        for _ in 0..<40 {
            for _ in 0..<Int(generator.next() % 4) {
                let (x, y) = (Int(generator.next() % 61), Int(generator.next() % 37))
                let (w, h) = (1 + Int(generator.next() % 12), 1 + Int(generator.next() % 6))
                let color = colors[Int(generator.next() % UInt64(colors.count))]
                for row in y..<min(37, y + h) { for column in x..<min(61, x + w) { frame[column, row] = color } }
            }
            frames.append(frame)
        }
        let times = frames.indices.map { Double($0) / 10 }
        let gif = try writeGIF(frames, times: times, duration: 4, to: url)
        // The decoded animation, one image per 10 cs, against each frame as a viewer sees it.
        var shown: [Frame] = []
        for decoded in gif.frames {
            for _ in 0..<decoded.delay / 10 { shown.append(decoded.image) }
        }
        XCTAssertEqual(shown.count, frames.count)
        for (index, (source, image)) in zip(frames, shown).enumerated() {
            var expected = source
            for pixel in 0..<expected.width * expected.height where expected.pixels[pixel * 4 + 3] == 0 {
                expected.pixels.replaceSubrange(pixel * 4..<pixel * 4 + 4, with: [0, 0, 0, 0])
            }
            XCTAssertEqual(image, expected, "frame \(index)")
        }
    }

    func testIdenticalFramesFoldIntoOne() throws {
        let folder = try makeTemporaryFolder(for: self)
        let still = squareFrame(x: 100, y: 100)
        let gif = try writeGIF(Array(repeating: still, count: 10), times: (0..<10).map { Double($0) / 30 },
                               duration: 10.0 / 30, to: folder.appendingPathComponent("still.gif"))
        XCTAssertEqual(gif.frames.map(\.delay), [33])
        XCTAssertEqual(gif.frames[0].image, still)

        // A, A, B, B, B, A at 30 fps: three images of 6, 10 and 4 cs (20 cs in all).
        let moved = squareFrame(x: 0, y: 0)
        let sequence = [still, still, moved, moved, moved, still]
        let mixed = try writeGIF(sequence, times: (0..<6).map { Double($0) / 30 }, duration: 0.2,
                                 to: folder.appendingPathComponent("mixed.gif"))
        XCTAssertEqual(mixed.frames.map(\.delay), [6, 10, 4])
        XCTAssertEqual(mixed.frames.map(\.image), [still, moved, still])
    }

    func testSixtyFramesPerSecondNeverGoesBelowTwoCentiseconds() throws {
        let url = try makeTemporaryFolder(for: self).appendingPathComponent("sixty.gif")
        let frames = (0..<60).map { squareFrame(x: 3 * $0, y: 30, width: 200, height: 100) }
        let gif = try writeGIF(frames, times: (0..<60).map { Double($0) / 60 }, duration: 1, to: url)
        XCTAssertEqual(gif.totalDelay, 100)
        XCTAssertGreaterThanOrEqual(gif.frames.map(\.delay).min()!, 2)
        // Starts 0, 1, 3, 5, 6, 8…: every 1-cs frame is replaced by the next, so 20 of the 60
        // images remain, alternating 3 and 2 cs.
        XCTAssertEqual(gif.frames.count, 40)
        XCTAssertEqual(Array(gif.frames.map(\.delay).prefix(6)), [3, 2, 3, 2, 3, 2])
        XCTAssertEqual(gif.frames.last?.image, frames.last, "the final state is shown")
    }

    func testAShortLastFrameReplacesThePreviousOne() throws {
        let url = try makeTemporaryFolder(for: self).appendingPathComponent("end.gif")
        let (first, second, last) = (squareFrame(x: 0, y: 0), squareFrame(x: 40, y: 0), squareFrame(x: 80, y: 0))
        let gif = try writeGIF([first, second, last], times: [0, 0.5, 0.99], duration: 1, to: url)
        XCTAssertEqual(gif.frames.map(\.delay), [50, 50])
        XCTAssertEqual(gif.frames.map(\.image), [first, last])
    }

    /// Median cut on a 32,768-color gradient: each channel within 4 of the source on average
    /// (about 3.1 today, near what 256 flat patches of a smooth gradient allow; no dithering).
    func testGradientWithMoreThan256ColorsStaysClose() throws {
        let url = try makeTemporaryFolder(for: self).appendingPathComponent("gradient.gif")
        var gradient = Frame(width: 256, height: 128)
        for y in 0..<128 {
            for x in 0..<256 { gradient[x, y] = RGBA(UInt8(x), UInt8(2 * y), UInt8((x + y) / 3)) }
        }
        let gif = try writeGIF([gradient], times: [0], duration: 1, to: url)
        let error = meanAbsoluteError(gif.frames[0].image, gradient)
        XCTAssertLessThan(error, 4, "mean absolute error per channel")
        XCTAssertTrue(gif.frames[0].image.pixels.enumerated().allSatisfy { $0.offset % 4 != 3 || $0.element == 255 })
    }

    func testSameFramesGiveSameBytes() throws {
        let folder = try makeTemporaryFolder(for: self)
        var generator = SeededGenerator(seed: 7)
        var noisy = Frame(width: 40, height: 30)
        for index in stride(from: 0, to: noisy.pixels.count, by: 4) {
            for channel in 0..<3 { noisy.pixels[index + channel] = .random(in: 0...255, using: &generator) }
            noisy.pixels[index + 3] = index % 28 == 0 ? 0 : 255
        }
        let frames = [noisy, squareFrame(x: 0, y: 0, width: 40, height: 30), noisy]
        var outputs: [[UInt8]] = []
        for name in ["a.gif", "b.gif"] {
            let url = folder.appendingPathComponent(name)
            try writeGIF(frames, times: [0, 0.25, 0.5], duration: 0.75, to: url)
            outputs.append(Array(try Data(contentsOf: url)))
        }
        XCTAssertEqual(outputs[0], outputs[1])
        // Pins the bytes across processes, whose hash seeds differ: a palette that followed
        // Dictionary or Set order would change here. (The LZW is our own, so only a deliberate
        // change to the encoder changes these bytes.)
        XCTAssertEqual(fnv1a(outputs[0]), 422_643_830_127_575_498)
    }

    func testAnUnwritablePathThrowsAndLeavesNoFile() throws {
        let folder = try makeTemporaryFolder(for: self)
        let url = folder.appendingPathComponent("missing/out.gif")
        XCTAssertThrowsError(try GIFWriter(url: url)) { error in
            XCTAssertEqual("\(error)", "cannot write \(url.path): No such file or directory")
        }
        let file = folder.appendingPathComponent("file")
        try Data().write(to: file)
        XCTAssertThrowsError(try GIFWriter(url: file.appendingPathComponent("out.gif"))) { error in
            XCTAssertEqual(error as? FileError,
                           .cannotWrite(path: file.appendingPathComponent("out.gif").path, reason: "Not a directory"))
        }
        XCTAssertEqual(try contents(of: folder), ["file"])
    }

    func testAFailedOrDroppedWriterLeavesNoFileAndKeepsTheOldOne() throws {
        let folder = try makeTemporaryFolder(for: self)
        let url = folder.appendingPathComponent("out.gif")
        try Data("old".utf8).write(to: url)

        let writer = try GIFWriter(url: url)
        try writer.append(squareFrame(x: 0, y: 0), at: 0)
        try writer.append(squareFrame(x: 10, y: 0), at: 0.1)
        XCTAssertThrowsError(try writer.append(Frame(width: 10, height: 10), at: 0.2)) { error in
            XCTAssertEqual("\(error)", "cannot add a 10×10 frame to \(url.path): its frames are 375×667")
        }
        XCTAssertEqual(try contents(of: folder), ["out.gif"])
        XCTAssertThrowsError(try writer.finish(duration: 1)) {
            XCTAssertEqual($0 as? EncodingError, .writerClosed(path: url.path))
        }

        do {
            let dropped = try GIFWriter(url: url)
            try dropped.append(squareFrame(x: 0, y: 0), at: 0)
            XCTAssertEqual(try contents(of: folder).count, 2, "the GIF is written beside out.gif first")
        }
        XCTAssertEqual(try contents(of: folder), ["out.gif"])
        XCTAssertEqual(try Data(contentsOf: url), Data("old".utf8))

        let backwards = try GIFWriter(url: url)
        try backwards.append(squareFrame(x: 0, y: 0), at: 0.5)
        XCTAssertThrowsError(try backwards.append(squareFrame(x: 0, y: 0), at: 0.5)) {
            XCTAssertEqual($0 as? EncodingError, .timeNotIncreasing(path: url.path, previous: 0.5, time: 0.5))
        }
        let empty = try GIFWriter(url: url)
        XCTAssertThrowsError(try empty.finish(duration: 1)) {
            XCTAssertEqual("\($0)", "cannot write \(url.path): no frames were added")
        }
        XCTAssertEqual(try contents(of: folder), ["out.gif"])
    }

    func testFinishReplacesAnExistingFile() throws {
        let folder = try makeTemporaryFolder(for: self)
        let url = folder.appendingPathComponent("out.gif")
        try Data("old".utf8).write(to: url)
        let gif = try writeGIF([squareFrame(x: 0, y: 0)], times: [0], duration: 2, to: url)
        XCTAssertEqual(gif.frames.map(\.delay), [200])
        XCTAssertEqual(try contents(of: folder), ["out.gif"])
    }
}

extension GIFWriterTests {
    /// Random colors force median cut; every pixel must come back as the nearest of the
    /// colors the GIF uses (any palette entry nearer would itself be used).
    func testRichFramesMapEachPixelToTheNearestPaletteColor() throws {
        let url = try makeTemporaryFolder(for: self).appendingPathComponent("random.gif")
        var generator = SeededGenerator(seed: 11)
        var frame = Frame(width: 64, height: 64)
        for index in stride(from: 0, to: frame.pixels.count, by: 4) {
            for channel in 0..<3 { frame.pixels[index + channel] = .random(in: 0...255, using: &generator) }
            frame.pixels[index + 3] = 255
        }
        let decoded = try writeGIF([frame], times: [0], duration: 1, to: url).frames[0].image
        var used: [RGBA] = []
        for y in 0..<64 { for x in 0..<64 where !used.contains(decoded[x, y]) { used.append(decoded[x, y]) } }
        XCTAssertLessThanOrEqual(used.count, 256)
        XCTAssertGreaterThan(used.count, 200, "median cut should use most of the palette")
        func distance(_ a: RGBA, _ b: RGBA) -> Int {
            let (r, g, b) = (Int(a.r) - Int(b.r), Int(a.g) - Int(b.g), Int(a.b) - Int(b.b))
            return r * r + g * g + b * b
        }
        for y in 0..<64 {
            for x in 0..<64 {
                let best = used.map { distance(frame[x, y], $0) }.min()!
                XCTAssertEqual(distance(frame[x, y], decoded[x, y]), best, "pixel (\(x), \(y))")
            }
        }
    }
}
