import Basics
import Encoding
import Foundation
import TestSupport
import XCTest

/// Every GIF the writer makes must show the same frames in other decoders as in giflib (our
/// `DecodedGIF`): Pillow, ffmpeg and ImageMagick each composite frames with their own reading
/// of disposal and transparency. A decoder that runs and rejects our file (a non-zero exit, a
/// complaint on stderr, output that is not whole frames, a wrong frame count or pixel) fails
/// the test with what it said. Only a decoder that is not installed skips, naming itself;
/// scripts/test installs all three when it runs as root, as CI does.
final class CrossDecoderTests: XCTestCase {
    func testMovingFlatShapes() throws {
        let frames = (0..<8).map { step -> Frame in
            var frame = squareFrame(x: 20 + 25 * step, y: 40 + 10 * step, width: 200, height: 160)
            for y in 100..<120 { for x in (step * 7)..<(step * 7 + 40) { frame[x, y] = RGBA(0, 122, 255) } }
            return frame
        }
        try checkDecoders(frames, name: "flat")
        try skipIfADecoderIsMissing()
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
        try skipIfADecoderIsMissing()
    }

    func testRichGradient() throws {
        let frames = (0..<5).map { step in gradientWithSquare(x: 12 * step, width: 160, height: 96) }
        try checkDecoders(frames, name: "gradient")
        try checkDecoders(frames, name: "gradient-dither", options: GIFWriter.Options(dither: true))
        try skipIfADecoderIsMissing()
    }

    /// The decoders found missing, each with why.
    private var missing: [String] = []
    /// Whether a decoder that ran disagreed with giflib or rejected the file.
    private var failed = false

    /// Only a decoder that is not there skips, and only when every one that is there agreed:
    /// one that ran and failed on our file is the failure this test exists to catch.
    private func skipIfADecoderIsMissing() throws {
        if !missing.isEmpty && !failed {
            throw XCTSkip("not installed: \(missing.joined(separator: ", ")); scripts/test installs them as root")
        }
    }

    private func checkDecoders(_ frames: [Frame], name: String, options: GIFWriter.Options = .init()) throws {
        let url = try makeTemporaryFolder(for: self).appendingPathComponent("\(name).gif")
        let ours = try writeGIF(frames, times: frames.indices.map { Double($0) / 10 },
                                duration: Double(frames.count) / 10, options: options, to: url)
        XCTAssertEqual(ours.frames.count, frames.count, name)
        for decoder in ExternalDecoder.all {
            let decoded: [Frame]
            switch try decoder.decode(url, width: ours.width, height: ours.height) {
            case let .notInstalled(reason):
                if !missing.contains(where: { $0.hasPrefix(decoder.name + " ") }) { missing.append("\(decoder.name) (\(reason))") }
                continue
            case let .rejected(reason):
                XCTFail("\(name): \(decoder.name) rejected our GIF: \(reason)")
                failed = true
                continue
            case let .decoded(frames):
                decoded = frames
            }
            if decoded.count != ours.frames.count {
                XCTFail("\(name): \(decoder.name) decoded \(decoded.count) frames, giflib \(ours.frames.count)")
                failed = true
            }
            for (index, (theirs, mine)) in zip(decoded, ours.frames).enumerated() {
                if let pixel = firstDifference(theirs, mine.image) {
                    let (x, y) = (pixel % theirs.width, pixel / theirs.width)
                    XCTFail("\(name): \(decoder.name) frame \(index) shows \(theirs[x, y]) at (\(x), \(y)), giflib \(mine.image[x, y])")
                    failed = true
                }
            }
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

/// What one decoder made of a GIF.
private enum DecoderOutcome {
    /// The program is not on this machine (or Pillow is not installed for any python3): the
    /// only case that skips.
    case notInstalled(String)
    /// It ran and did not give the frames: a non-zero exit, anything on stderr (each runs at
    /// a level where only errors and warnings are printed), or output that is not whole frames.
    case rejected(String)
    /// The whole screen after each frame, as RGBA.
    case decoded([Frame])
}

/// A program that decodes a GIF into raw RGBA frames of the whole screen, concatenated.
private struct ExternalDecoder {
    let name: String
    /// The command for a GIF path, or why the decoder is not installed.
    let command: (String) -> Result<[String], NotInstalled>

    struct NotInstalled: Error { let reason: String }

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
        let candidates = ["/usr/bin/python3", executable(named: "python3")].compactMap { $0 }
        guard !candidates.isEmpty else { return .failure(NotInstalled(reason: "no python3")) }
        let python = candidates.first { (try? run([$0, "-c", "import PIL"]))?.status == 0 }
        guard let python else {
            return .failure(NotInstalled(reason: "no python3 that can import PIL: \(candidates.joined(separator: ", "))"))
        }
        return .success([python, "-c", script, path])
    }

    /// `-fps_mode passthrough` gives one output frame per GIF image, none duplicated or dropped;
    /// `-xerror` makes a decoding error end it with a non-zero status.
    static let ffmpeg = ExternalDecoder(name: "ffmpeg") { path in
        guard let ffmpeg = executable(named: "ffmpeg") else { return .failure(NotInstalled(reason: "no ffmpeg on PATH")) }
        return .success([ffmpeg, "-v", "error", "-xerror", "-i", path, "-f", "rawvideo", "-pix_fmt", "rgba", "-fps_mode", "passthrough", "-"])
    }

    /// Only the real ImageMagick: some systems put a stand-in named convert on PATH.
    static let imageMagick = ExternalDecoder(name: "ImageMagick") { path in
        let candidates = ["/usr/bin/convert", executable(named: "magick"), executable(named: "convert")].compactMap { $0 }
        let convert = candidates.first { candidate in
            guard FileManager.default.isExecutableFile(atPath: candidate),
                  let result = try? run([candidate, "-version"]), result.status == 0 else { return false }
            return String(decoding: result.output, as: UTF8.self).contains("ImageMagick")
        }
        guard let convert else { return .failure(NotInstalled(reason: "no convert or magick that is ImageMagick")) }
        return .success([convert, path, "-coalesce", "rgba:-"])
    }

    func decode(_ url: URL, width: Int, height: Int) throws -> DecoderOutcome {
        let arguments: [String]
        switch command(url.path) {
        case let .failure(missing): return .notInstalled(missing.reason)
        case let .success(command): arguments = command
        }
        let result = try Self.run(arguments)
        let stderr = String(decoding: result.error, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
        guard result.status == 0 else {
            return .rejected("exit status \(result.status) on \(url.lastPathComponent); stderr: \(stderr.isEmpty ? "(empty)" : stderr)")
        }
        guard stderr.isEmpty else {
            return .rejected("exit status 0 but it complained on stderr: \(stderr)")
        }
        let frameBytes = width * height * 4
        let bytes = [UInt8](result.output)
        guard !bytes.isEmpty, bytes.count % frameBytes == 0 else {
            return .rejected("it wrote \(bytes.count) bytes, not a whole number of \(width)×\(height) RGBA frames")
        }
        return .decoded(stride(from: 0, to: bytes.count, by: frameBytes).map {
            Frame(width: width, height: height, pixels: Array(bytes[$0..<$0 + frameBytes]))
        })
    }

    static func executable(named name: String) -> String? {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        return path.split(separator: ":").map { "\($0)/\(name)" }.first { FileManager.default.isExecutableFile(atPath: $0) }
    }

    /// Runs `arguments` to the end, collecting stdout and stderr (read side by side, so neither
    /// pipe fills while the other is read).
    static func run(_ arguments: [String]) throws -> (status: Int32, output: Data, error: Data) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: arguments[0])
        process.arguments = Array(arguments.dropFirst())
        let out = Pipe(), err = Pipe()
        process.standardOutput = out
        process.standardError = err
        try process.run()
        let error = CollectedData()
        let reader = Thread { error.data = err.fileHandleForReading.readDataToEndOfFile(); error.done.signal() }
        reader.start()
        let output = out.fileHandleForReading.readDataToEndOfFile()
        error.done.wait()
        process.waitUntilExit()
        return (process.terminationStatus, output, error.data)
    }
}

private final class CollectedData: @unchecked Sendable {
    var data = Data()
    let done = DispatchSemaphore(value: 0)
}
