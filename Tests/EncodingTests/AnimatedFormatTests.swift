import Basics
import Encoding
import Foundation
import PNG
import TestSupport
import XCTest

/// APNG, animated WebP, MP4 and WebM: each decodes, in decoders that are not ours, to the
/// frames written, with their timing; the same frames give the same bytes. A test that needs
/// an outside decoder skips only when that decoder is not installed (scripts/test installs
/// Pillow and ffmpeg as root); one that runs and disagrees fails.
final class AnimatedFormatTests: XCTestCase {
    /// Frame i at i/30 s, as a recording gives them, with a repeat that must be merged.
    private func clip() -> (frames: [Frame], times: [Double], duration: Double) {
        var frames = interfaceClip(count: 8)
        frames.insert(frames[3], at: 4)  // the same frame twice: one longer frame
        return (frames, frames.indices.map { Double($0) / 30 }, Double(frames.count) / 30)
    }

    /// The frames a viewer shows, one per distinct frame: the repeat merged into the one before.
    private func shown(_ frames: [Frame]) -> [Frame] {
        var shown: [Frame] = []
        for frame in frames where shown.last != frame { shown.append(frame) }
        return shown
    }

    /// Whether two frames show the same: equal pixels, any two transparent pixels alike.
    private func showSame(_ a: Frame, _ b: Frame) -> Bool {
        guard a.width == b.width, a.height == b.height else { return false }
        for index in stride(from: 0, to: a.pixels.count, by: 4) {
            if a.pixels[index + 3] == 0 && b.pixels[index + 3] == 0 { continue }
            if a.pixels[index..<index + 4] != b.pixels[index..<index + 4] { return false }
        }
        return true
    }

    // MARK: APNG

    func testAPNGDecodesInPillowToTheFramesAndDelays() throws {
        let (frames, times, duration) = clip()
        let url = try makeTemporaryFolder(for: self).appendingPathComponent("clip.png")
        try write(frames, times: times, duration: duration, into: APNGWriter(url: url, loopCount: 3))
        do {
            let decoded = try OutsideDecoder.pillow(url, width: frames[0].width, height: frames[0].height)
            let expected = shown(frames)
            XCTAssertEqual(decoded.frames.count, expected.count)
            for (index, (ours, theirs)) in zip(expected, decoded.frames).enumerated() {
                XCTAssertTrue(showSame(ours, theirs), "frame \(index) differs in Pillow")
            }
            // 30 fps in whole milliseconds from ⌊1000 t⌋: 33, 33, 34…; the repeat adds its 33.
            XCTAssertEqual(decoded.delays, [33, 33, 34, 66, 34, 33, 33, 34])
            XCTAssertEqual(decoded.delays.reduce(0, +), 300, "the delays add up to the duration")
            XCTAssertEqual(decoded.loopCount, 3)
        } catch let OutsideDecoderError.notInstalled(reason) {
            throw XCTSkip("Pillow not installed: \(reason)")
        }
    }

    func testAPNGDecodesInFFmpeg() throws {
        let (frames, times, duration) = clip()
        let url = try makeTemporaryFolder(for: self).appendingPathComponent("clip.apng")
        try write(frames, times: times, duration: duration, into: APNGWriter(url: url))
        do {
            let decoded = try OutsideDecoder.ffmpegFrames(url, width: frames[0].width, height: frames[0].height, format: "apng")
            let expected = shown(frames)
            XCTAssertEqual(decoded.count, expected.count)
            for (index, (ours, theirs)) in zip(expected, decoded).enumerated() {
                XCTAssertTrue(showSame(ours, theirs), "frame \(index) differs in ffmpeg")
            }
        } catch let OutsideDecoderError.notInstalled(reason) {
            throw XCTSkip("ffmpeg not installed: \(reason)")
        }
    }

    /// A transparent background, a frame that makes opaque pixels transparent again, and a
    /// gradient: blend op source where blending over would be wrong.
    func testAPNGWithTransparencyAndManyColors() throws {
        var frames = (0..<5).map { step -> Frame in
            var frame = Frame(width: 90, height: 60, fill: RGBA(0, 0, 0, 0))
            for y in 10..<40 { for x in (10 * step)..<(10 * step + 30) { frame[x, y] = RGBA(255, 128, 0, 200) } }
            return frame
        }
        frames.append(gradientWithSquare(x: 20, width: 90, height: 60))
        var holed = frames.last!
        for y in 20..<30 { for x in 10..<70 { holed[x, y] = RGBA(0, 0, 0, 0) } }
        frames.append(holed)
        let url = try makeTemporaryFolder(for: self).appendingPathComponent("alpha.png")
        try write(frames, times: frames.indices.map { Double($0) / 10 }, duration: 0.7, into: APNGWriter(url: url))
        // Any PNG decoder shows the first frame: libpng reads it, every chunk's CRC checked.
        XCTAssertTrue(showSame(try Frame(contentsOfPNG: url), frames[0]))
        do {
            let decoded = try OutsideDecoder.pillow(url, width: 90, height: 60)
            XCTAssertEqual(decoded.frames.count, frames.count)
            for (index, (ours, theirs)) in zip(frames, decoded.frames).enumerated() {
                XCTAssertTrue(showSame(ours, theirs), "frame \(index) differs in Pillow")
            }
            XCTAssertEqual(decoded.delays, [100, 100, 100, 100, 100, 100, 100])
        } catch let OutsideDecoderError.notInstalled(reason) {
            throw XCTSkip("Pillow not installed: \(reason)")
        }
    }

    /// The chunks in order, with their sequence numbers counting up from 0 and acTL's frame
    /// count equal to the fcTL chunks; later frames only the rectangle that changed.
    func testAPNGChunksAndRectangles() throws {
        let (frames, times, duration) = clip()
        let url = try makeTemporaryFolder(for: self).appendingPathComponent("clip.png")
        try write(frames, times: times, duration: duration, into: APNGWriter(url: url))
        let bytes = [UInt8](try Data(contentsOf: url))
        func word(_ at: Int) -> Int { Int(bytes[at]) << 24 | Int(bytes[at + 1]) << 16 | Int(bytes[at + 2]) << 8 | Int(bytes[at + 3]) }
        var offset = 8, types: [String] = [], sequence: [Int] = [], areas: [[Int]] = [], frameCount = -1
        while offset < bytes.count {
            let length = word(offset)
            let type = String(decoding: bytes[offset + 4..<offset + 8], as: UTF8.self)
            types.append(type)
            switch type {
            case "acTL": frameCount = word(offset + 8)
            case "fcTL":
                sequence.append(word(offset + 8))
                areas.append([word(offset + 12), word(offset + 16), word(offset + 20), word(offset + 24)])
            case "fdAT": sequence.append(word(offset + 8))
            default: break
            }
            offset += 12 + length
        }
        XCTAssertEqual(Array(types.prefix(4)), ["IHDR", "acTL", "fcTL", "IDAT"])
        XCTAssertEqual(types.last, "IEND")
        XCTAssertEqual(frameCount, 8)
        XCTAssertEqual(types.filter { $0 == "fcTL" }.count, 8)
        XCTAssertEqual(sequence, Array(0..<sequence.count))
        XCTAssertEqual(areas[0], [161, 121, 0, 0], "the first frame is whole")
        // Frame 1 moves the square 9 px right and changes the bottom row: rows 40...120.
        XCTAssertEqual(areas[1], [161, 81, 0, 40])
        XCTAssertLessThan(bytes.count, 12_000)
    }

    func testAPNGSameBytesTwiceAndErrors() throws {
        let (frames, times, duration) = clip()
        let folder = try makeTemporaryFolder(for: self)
        for name in ["a.png", "b.png"] {
            try write(frames, times: times, duration: duration, into: APNGWriter(url: folder.appendingPathComponent(name)))
        }
        XCTAssertEqual(try Data(contentsOf: folder.appendingPathComponent("a.png")),
                       try Data(contentsOf: folder.appendingPathComponent("b.png")))

        let writer = try APNGWriter(url: folder.appendingPathComponent("c.png"))
        try writer.append(frames[0], at: 0)
        XCTAssertThrowsError(try writer.append(Frame(width: 5, height: 5), at: 0.1)) { error in
            XCTAssertEqual("\(error)", "cannot add a 5×5 frame to \(folder.appendingPathComponent("c.png").path): its frames are 161×121")
        }
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted(), ["a.png", "b.png"],
                       "a failed writer leaves nothing")
        XCTAssertThrowsError(try APNGWriter(url: folder.appendingPathComponent("d.png"), loopCount: -1))
    }

    func testDelayFractions() {
        XCTAssertEqual(APNGWriter.delayFraction(milliseconds: 33).numerator, 33)
        XCTAssertEqual(APNGWriter.delayFraction(milliseconds: 33).denominator, 1000)
        XCTAssertEqual(APNGWriter.delayFraction(milliseconds: 100_000).numerator, 10_000)
        XCTAssertEqual(APNGWriter.delayFraction(milliseconds: 100_000).denominator, 100)
        XCTAssertEqual(APNGWriter.delayFraction(milliseconds: 600_000).numerator, 60_000)
    }

    // MARK: WebP

    func testLosslessWebPDecodesToTheFramesAndDelays() throws {
        let (frames, times, duration) = clip()
        let url = try makeTemporaryFolder(for: self).appendingPathComponent("clip.webp")
        try write(frames, times: times, duration: duration, into: WebPWriter(url: url, loopCount: 2))
        let decoded = try OutsideDecoder.libwebp(url)
        let expected = shown(frames)
        XCTAssertEqual(decoded.frames.count, expected.count)
        for (index, (ours, theirs)) in zip(expected, decoded.frames).enumerated() {
            XCTAssertTrue(showSame(ours, theirs), "frame \(index) differs in libwebp")
        }
        XCTAssertEqual(decoded.delays, [33, 33, 34, 66, 34, 33, 33, 34])
        XCTAssertEqual(decoded.loopCount, 2)
        do {
            let pillow = try OutsideDecoder.pillow(url, width: frames[0].width, height: frames[0].height)
            XCTAssertEqual(pillow.frames.count, expected.count)
            for (index, (ours, theirs)) in zip(expected, pillow.frames).enumerated() {
                XCTAssertTrue(showSame(ours, theirs), "frame \(index) differs in Pillow")
            }
            XCTAssertEqual(pillow.delays, decoded.delays)
        } catch let OutsideDecoderError.notInstalled(reason) {
            throw XCTSkip("Pillow not installed (libwebp's decoder agreed): \(reason)")
        }
    }

    func testLossyWebPIsCloseAndSmaller() throws {
        let (frames, times, duration) = clip()
        let folder = try makeTemporaryFolder(for: self)
        let lossless = folder.appendingPathComponent("lossless.webp"), lossy = folder.appendingPathComponent("lossy.webp")
        try write(frames, times: times, duration: duration, into: WebPWriter(url: lossless))
        try write(frames, times: times, duration: duration, into: WebPWriter(url: lossy, quality: 75))
        let decoded = try OutsideDecoder.libwebp(lossy)
        XCTAssertEqual(decoded.frames.count, shown(frames).count)
        for (ours, theirs) in zip(shown(frames), decoded.frames) {
            XCTAssertGreaterThan(peakSignalToNoise(ours, theirs), 30)
        }
        XCTAssertNotEqual(try Data(contentsOf: lossless), try Data(contentsOf: lossy))
        XCTAssertThrowsError(try WebPWriter(url: folder.appendingPathComponent("x.webp"), quality: 101)) { error in
            XCTAssertEqual("\(error)", "the quality must be between 0 and 100, not 101")
        }
    }

    func testWebPSameBytesTwice() throws {
        let (frames, times, duration) = clip()
        let folder = try makeTemporaryFolder(for: self)
        for quality in [nil, 80] as [Int?] {
            var files: [Data] = []
            for name in ["a.webp", "b.webp"] {
                let url = folder.appendingPathComponent(name)
                try write(frames, times: times, duration: duration, into: WebPWriter(url: url, quality: quality))
                files.append(try Data(contentsOf: url))
            }
            XCTAssertEqual(files[0], files[1], "quality \(quality.map(String.init) ?? "lossless")")
        }
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted(), ["a.webp", "b.webp"])
    }

    // MARK: MP4 and WebM

    func testVideosHaveEveryFrameAtEvenSidesAndSameBytesTwice() throws {
        guard VideoWriter.ffmpegPath() != nil else { throw XCTSkip("ffmpeg not installed; scripts/test installs it as root") }
        let frames = interfaceClip(count: 12)
        let folder = try makeTemporaryFolder(for: self)
        for (codec, name) in [(VideoWriter.Codec.h264, "h264"), (.vp9, "vp9")] {
            var bytes: [Data] = []
            for copy in 0..<2 {
                let url = folder.appendingPathComponent("clip-\(copy).\(codec.fileExtension)")
                try write(frames, times: frames.indices.map { Double($0) / 24 }, duration: 0.5,
                          into: VideoWriter(url: url, codec: codec, fps: 24))
                bytes.append(try Data(contentsOf: url))
            }
            XCTAssertEqual(bytes[0], bytes[1], "\(name): the same frames give the same bytes")
            let url = folder.appendingPathComponent("clip-0.\(codec.fileExtension)")
            let stream = try OutsideDecoder.ffprobe(url)
            XCTAssertEqual(stream.codec_name, name)
            XCTAssertEqual([stream.width, stream.height], [162, 122], "161×121 padded to even sides")
            XCTAssertEqual(stream.pix_fmt, "yuv420p")
            XCTAssertEqual(stream.nb_read_frames, "12", "0.5 s at 24 fps")
            XCTAssertEqual(stream.r_frame_rate, "24/1")
            let decoded = try OutsideDecoder.ffmpegFrames(url, width: 162, height: 122)
            XCTAssertEqual(decoded.count, 12)
            for (index, (ours, theirs)) in zip(frames, decoded).enumerated() {
                XCTAssertGreaterThan(peakSignalToNoise(ours, theirs), 30, "\(name) frame \(index)")
            }
            // The padding repeats the last column and row.
            XCTAssertLessThan(abs(Int(decoded[0][161, 60].r) - 255), 12)
        }
    }

    /// Frames further apart than 1/fps are held; frames closer replace each other.
    func testVideoHoldsFramesUntilTheNext() throws {
        guard VideoWriter.ffmpegPath() != nil else { throw XCTSkip("ffmpeg not installed; scripts/test installs it as root") }
        let url = try makeTemporaryFolder(for: self).appendingPathComponent("held.mp4")
        let colors = [RGBA(255, 0, 0), RGBA(0, 255, 0), RGBA(0, 0, 255)]
        let frames = colors.map { Frame(width: 32, height: 32, fill: $0) }
        try write(frames, times: [0, 0.5, 0.51], duration: 1, into: VideoWriter(url: url, codec: .h264, fps: 10))
        let decoded = try OutsideDecoder.ffmpegFrames(url, width: 32, height: 32)
        XCTAssertEqual(decoded.count, 10)
        let reds = decoded.map { $0[16, 16].r > 200 }, blues = decoded.map { $0[16, 16].b > 200 }
        XCTAssertEqual(reds, [true, true, true, true, true, false, false, false, false, false])
        XCTAssertEqual(blues, [false, false, false, false, false, true, true, true, true, true], "green is replaced by blue")
    }

    func testMissingFFmpegIsOneLineAndNothingWritten() throws {
        XCTAssertNil(VideoWriter.ffmpegPath(environment: ["PATH": "/nonexistent:"]))
        XCTAssertThrowsError(try OutputFormat.mp4.checkTool(environment: ["PATH": "/nonexistent"])) { error in
            XCTAssertEqual("\(error)", "writing .mp4 needs ffmpeg (apt-get install ffmpeg)")
        }
        XCTAssertThrowsError(try OutputFormat.webm.checkTool(environment: [:])) { error in
            XCTAssertEqual("\(error)", "writing .webm needs ffmpeg (apt-get install ffmpeg)")
        }
        XCTAssertNoThrow(try OutputFormat.webp.checkTool(environment: [:]))
    }

    // MARK: Choosing the format

    func testTheExtensionChoosesTheFormat() throws {
        let folder = try makeTemporaryFolder(for: self)
        let existing = folder.appendingPathComponent("old.png")
        try FileManager.default.createDirectory(at: existing, withIntermediateDirectories: true)
        let cases: [(String, OutputFormat)] = [
            ("a.gif", .gif), ("a.png", .apng), ("a.APNG", .apng), ("a.webp", .webp), ("a.mp4", .mp4), ("a.webm", .webm),
            ("frames/", .png), ("frames", .png), ("a.png/", .png), (existing.path, .png),
        ]
        for (path, format) in cases {
            XCTAssertEqual(try OutputFormat.resolve(path: path, explicit: nil), format, path)
        }
        XCTAssertEqual(try OutputFormat.resolve(path: "a.png", explicit: .apng), .apng)
        XCTAssertThrowsError(try OutputFormat.resolve(path: "a.png", explicit: .png)) { error in
            XCTAssertEqual("\(error)", "cannot write a.png: --format png does not match the path; use a folder for png")
        }
        XCTAssertThrowsError(try OutputFormat.resolve(path: "a.gif", explicit: .webp)) { error in
            XCTAssertEqual("\(error)", "cannot write a.gif: --format webp does not match the path; use a .webp file for webp")
        }
        XCTAssertThrowsError(try OutputFormat.resolve(path: "a.tiff", explicit: nil)) { error in
            XCTAssertEqual("\(error)", "cannot write a.tiff: unknown extension '.tiff': use .gif, .png/.apng, .webp, .mp4 or .webm, or a folder for PNG frames")
        }
    }
}
