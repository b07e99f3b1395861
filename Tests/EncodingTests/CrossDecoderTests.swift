import Basics
import Encoding
import Foundation
import XCTest

/// Every GIF the writer makes must show the same frames in other decoders as in giflib (our
/// `DecodedGIF`): Pillow, ffmpeg and ImageMagick each composite frames with their own reading
/// of disposal and transparency. A decoder that is not installed skips its part; scripts/test
/// installs all three when it runs as root.
final class CrossDecoderTests: XCTestCase {
    func testMovingFlatShapes() throws {
        let frames = (0..<8).map { step -> Frame in
            var frame = squareFrame(x: 20 + 25 * step, y: 40 + 10 * step, width: 200, height: 160)
            for y in 100..<120 { for x in (step * 7)..<(step * 7 + 40) { frame[x, y] = RGBA(0, 122, 255) } }
            return frame
        }
        try checkDecoders(frames, name: "flat")
    }

    /// A square on a transparent background, and a frame that clears an area the previous
    /// frame had drawn: the viewer must clear it, not show the old pixels through.
    func testTransparentBackground() throws {
        var frames = (0..<6).map { step -> Frame in
            var frame = Frame(width: 120, height: 90, fill: RGBA(0, 0, 0, 0))
            for y in 20..<50 { for x in (10 * step)..<(10 * step + 30) { frame[x, y] = RGBA(255, 128, 0) } }
            return frame
        }
        frames.append(Frame(width: 120, height: 90, fill: RGBA(40, 200, 90)))
        var holed = frames.last!
        for y in 30..<60 { for x in 20..<100 { holed[x, y] = RGBA(7, 7, 7, 0) } }
        frames.append(holed)
        try checkDecoders(frames, name: "transparent")
    }

    func testRichGradient() throws {
        let frames = (0..<5).map { step in gradientWithSquare(x: 12 * step, width: 160, height: 96) }
        try checkDecoders(frames, name: "gradient")
        try checkDecoders(frames, name: "gradient-dither", options: GIFWriter.Options(dither: true))
    }

    private func checkDecoders(_ frames: [Frame], name: String, options: GIFWriter.Options = .init()) throws {
        let url = try makeTemporaryFolder(for: self).appendingPathComponent("\(name).gif")
        let ours = try writeGIF(frames, times: frames.indices.map { Double($0) / 10 },
                                duration: Double(frames.count) / 10, options: options, to: url)
        XCTAssertEqual(ours.frames.count, frames.count, name)
        var skipped: [String] = []
        for decoder in ExternalDecoder.all {
            guard let decoded = try decoder.decode(url, width: ours.width, height: ours.height) else {
                skipped.append(decoder.name)
                continue
            }
            XCTAssertEqual(decoded.count, ours.frames.count, "\(name): \(decoder.name) frame count")
            for (index, (theirs, mine)) in zip(decoded, ours.frames).enumerated() {
                let difference = firstDifference(theirs, mine.image)
                if let pixel = difference {
                    let (x, y) = (pixel % theirs.width, pixel / theirs.width)
                    XCTFail("\(name): \(decoder.name) frame \(index) shows \(theirs[x, y]) at (\(x), \(y)), giflib \(mine.image[x, y])")
                }
            }
        }
        if !skipped.isEmpty {
            throw XCTSkip("not installed: \(skipped.joined(separator: ", ")) (scripts/test installs them as root)")
        }
    }

    /// The first pixel where the frames differ; alpha-0 pixels are equal whatever their RGB.
    private func firstDifference(_ a: Frame, _ b: Frame) -> Int? {
        for pixel in 0..<a.width * a.height {
            let byte = pixel * 4
            if a.pixels[byte + 3] == 0 && b.pixels[byte + 3] == 0 { continue }
            if a.pixels[byte..<byte + 4] != b.pixels[byte..<byte + 4] { return pixel }
        }
        return nil
    }
}

/// A program that decodes a GIF into raw RGBA frames of the whole screen, concatenated.
private struct ExternalDecoder {
    let name: String
    /// The command for a GIF path, or nil when the decoder is not installed.
    let command: (String) -> [String]?

    static let all = [pillow, ffmpeg, imageMagick]

    /// Debian's Pillow (python3-pil) belongs to /usr/bin/python3, which need not be the python3
    /// first on PATH, so each candidate is asked whether it can import PIL.
    static let pillow = ExternalDecoder(name: "Pillow") { path in
        let script = """
            import sys
            from PIL import Image
            image = Image.open(sys.argv[1])
            for index in range(image.n_frames):
                image.seek(index)
                sys.stdout.buffer.write(image.convert("RGBA").tobytes())
            """
        let python = ["/usr/bin/python3", executable(named: "python3")].compactMap { $0 }.first {
            (try? run([$0, "-c", "import PIL"]))?.status == 0
        }
        return python.map { [$0, "-c", script, path] }
    }

    /// `-fps_mode passthrough` gives one output frame per GIF image, none duplicated or dropped.
    static let ffmpeg = ExternalDecoder(name: "ffmpeg") { path in
        executable(named: "ffmpeg").map {
            [$0, "-v", "error", "-i", path, "-f", "rawvideo", "-pix_fmt", "rgba", "-fps_mode", "passthrough", "-"]
        }
    }

    /// Only the real ImageMagick: some systems put a stand-in named convert on PATH.
    static let imageMagick = ExternalDecoder(name: "ImageMagick") { path in
        let candidates = ["/usr/bin/convert", executable(named: "magick"), executable(named: "convert")]
        let convert = candidates.compactMap { $0 }.first { candidate in
            guard let result = try? run([candidate, "-version"]), result.status == 0 else { return false }
            return String(decoding: result.output, as: UTF8.self).contains("ImageMagick")
        }
        return convert.map { [$0, path, "-coalesce", "rgba:-"] }
    }

    /// The frames, or nil when the decoder is missing.
    func decode(_ url: URL, width: Int, height: Int) throws -> [Frame]? {
        guard let arguments = command(url.path) else { return nil }
        let result = try Self.run(arguments)
        guard result.status == 0 else {
            throw XCTSkip("\(name) failed (status \(result.status)) on \(url.lastPathComponent)")
        }
        let frameBytes = width * height * 4
        let bytes = [UInt8](result.output)
        guard bytes.count % frameBytes == 0 else {
            XCTFail("\(name) wrote \(bytes.count) bytes, not a whole number of \(width)×\(height) frames")
            return []
        }
        return stride(from: 0, to: bytes.count, by: frameBytes).map {
            Frame(width: width, height: height, pixels: Array(bytes[$0..<$0 + frameBytes]))
        }
    }

    static func executable(named name: String) -> String? {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        return path.split(separator: ":").map { "\($0)/\(name)" }.first { FileManager.default.isExecutableFile(atPath: $0) }
    }

    static func run(_ arguments: [String]) throws -> (status: Int32, output: Data) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: arguments[0])
        process.arguments = Array(arguments.dropFirst())
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = FileHandle.nullDevice
        try process.run()
        let output = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, output)
    }
}
