import Basics
import CWebP
import Encoding
import Foundation
import XCTest

/// An animation as a decoder shows it: the whole canvas after each frame, each frame's delay
/// in milliseconds, and the plays (0 forever).
struct DecodedAnimation {
    var frames: [Frame]
    var delays: [Int]
    var loopCount: Int?
}

/// Why an outside decoder gave nothing: only `notInstalled` may skip a test.
enum OutsideDecoderError: Error, CustomStringConvertible {
    case notInstalled(String)
    case failed(String)

    var description: String {
        switch self {
        case let .notInstalled(reason): return "not installed: \(reason); scripts/test installs it as root"
        case let .failed(reason): return reason
        }
    }
}

/// Decoders of animated files outside this package: Pillow (APNG, WebP), ffmpeg and ffprobe
/// (APNG, MP4, WebM), and libwebp's own animation decoder, linked in.
enum OutsideDecoder {
    /// Debian's Pillow (python3-pil) belongs to /usr/bin/python3, which need not be the first
    /// python3 on PATH.
    static func pillowPython() throws -> String {
        let candidates = ["/usr/bin/python3", executable(named: "python3")].compactMap { $0 }
        guard let python = candidates.first(where: { (try? run([$0, "-c", "import PIL"]))?.status == 0 }) else {
            throw OutsideDecoderError.notInstalled("Pillow (python3-pil) for any python3")
        }
        return python
    }

    /// Pillow's frames (each composited onto the canvas), delays and loop count.
    static func pillow(_ url: URL, width: Int, height: Int) throws -> DecodedAnimation {
        let python = try pillowPython()
        let script = """
            import sys, json
            from PIL import Image
            image = Image.open(sys.argv[1])
            delays = []
            with open(sys.argv[2], "wb") as out:
                for index in range(image.n_frames):
                    image.seek(index)
                    image.load()  # the WebP reader sets a frame's duration when it loads it
                    delays.append(image.info.get("duration"))
                    out.write(image.convert("RGBA").tobytes())
            print(json.dumps({"format": image.format, "delays": delays, "loop": image.info.get("loop")}))
            """
        let raw = url.deletingLastPathComponent().appendingPathComponent(url.lastPathComponent + ".rgba")
        defer { try? FileManager.default.removeItem(at: raw) }
        let result = try run([python, "-c", script, url.path, raw.path])
        let stderr = String(decoding: result.error, as: UTF8.self)
        guard result.status == 0 else { throw OutsideDecoderError.failed("Pillow rejected \(url.lastPathComponent): \(stderr)") }
        struct Info: Decodable { var format: String; var delays: [Double?]; var loop: Int? }
        let info = try JSONDecoder().decode(Info.self, from: result.output)
        let frames = try split(Array(Data(contentsOf: raw)), width: width, height: height)
        return DecodedAnimation(frames: frames, delays: info.delays.map { Int(($0 ?? -1).rounded()) }, loopCount: info.loop)
    }

    /// ffmpeg's frames of a file, one per frame stored (none duplicated or dropped), as RGBA;
    /// `format` forces a demuxer (`apng`).
    static func ffmpegFrames(_ url: URL, width: Int, height: Int, format: String? = nil) throws -> [Frame] {
        guard let ffmpeg = executable(named: "ffmpeg") else { throw OutsideDecoderError.notInstalled("ffmpeg") }
        let result = try run([ffmpeg, "-v", "error", "-xerror"] + (format.map { ["-f", $0] } ?? []) + [
            "-i", url.path, "-f", "rawvideo", "-pix_fmt", "rgba", "-fps_mode", "passthrough", "-",
        ])
        let stderr = String(decoding: result.error, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
        guard result.status == 0, stderr.isEmpty else {
            throw OutsideDecoderError.failed("ffmpeg rejected \(url.lastPathComponent): status \(result.status), \(stderr)")
        }
        return try split([UInt8](result.output), width: width, height: height)
    }

    /// What ffprobe says of a video's first stream, counting its frames by decoding them.
    struct VideoStream: Decodable {
        var codec_name: String
        var width: Int
        var height: Int
        var pix_fmt: String
        var nb_read_frames: String
        var r_frame_rate: String
    }

    static func ffprobe(_ url: URL) throws -> VideoStream {
        guard let ffprobe = executable(named: "ffprobe") else { throw OutsideDecoderError.notInstalled("ffprobe (ffmpeg)") }
        let result = try run([
            ffprobe, "-v", "error", "-select_streams", "v:0", "-count_frames",
            "-show_entries", "stream=codec_name,width,height,pix_fmt,nb_read_frames,r_frame_rate", "-of", "json", url.path,
        ])
        guard result.status == 0 else {
            throw OutsideDecoderError.failed("ffprobe rejected \(url.lastPathComponent): \(String(decoding: result.error, as: UTF8.self))")
        }
        struct Probe: Decodable { var streams: [VideoStream] }
        guard let stream = try JSONDecoder().decode(Probe.self, from: result.output).streams.first else {
            throw OutsideDecoderError.failed("ffprobe found no video stream in \(url.lastPathComponent)")
        }
        return stream
    }

    /// libwebp's animation decoder (WebPAnimDecoder): the canvas after each frame, its delay
    /// (timestamps are each frame's end), and the loop count.
    static func libwebp(_ url: URL) throws -> DecodedAnimation {
        let bytes = [UInt8](try Data(contentsOf: url))
        return try bytes.withUnsafeBufferPointer { buffer in
            var data = WebPData(bytes: buffer.baseAddress, size: buffer.count)
            var options = WebPAnimDecoderOptions()
            guard WebPAnimDecoderOptionsInit(&options) != 0 else { throw OutsideDecoderError.failed("libwebp version mismatch") }
            options.color_mode = MODE_RGBA
            options.use_threads = 0
            guard let decoder = WebPAnimDecoderNew(&data, &options) else {
                throw OutsideDecoderError.failed("libwebp cannot decode \(url.lastPathComponent)")
            }
            defer { WebPAnimDecoderDelete(decoder) }
            var info = WebPAnimInfo()
            guard WebPAnimDecoderGetInfo(decoder, &info) != 0 else { throw OutsideDecoderError.failed("no animation info") }
            var animation = DecodedAnimation(frames: [], delays: [], loopCount: Int(info.loop_count))
            var previousEnd: Int32 = 0
            while WebPAnimDecoderHasMoreFrames(decoder) != 0 {
                var pixels: UnsafeMutablePointer<UInt8>?
                var end: Int32 = 0
                guard WebPAnimDecoderGetNext(decoder, &pixels, &end) != 0, let pixels else {
                    throw OutsideDecoderError.failed("libwebp failed on frame \(animation.frames.count) of \(url.lastPathComponent)")
                }
                let count = Int(info.canvas_width * info.canvas_height * 4)
                animation.frames.append(Frame(width: Int(info.canvas_width), height: Int(info.canvas_height),
                                              pixels: Array(UnsafeBufferPointer(start: pixels, count: count))))
                animation.delays.append(Int(end - previousEnd))
                previousEnd = end
            }
            return animation
        }
    }

    static func split(_ bytes: [UInt8], width: Int, height: Int) throws -> [Frame] {
        let frameBytes = width * height * 4
        guard !bytes.isEmpty, bytes.count % frameBytes == 0 else {
            throw OutsideDecoderError.failed("\(bytes.count) bytes is not a whole number of \(width)×\(height) RGBA frames")
        }
        return stride(from: 0, to: bytes.count, by: frameBytes).map {
            Frame(width: width, height: height, pixels: Array(bytes[$0..<$0 + frameBytes]))
        }
    }

    static func executable(named name: String) -> String? {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        return path.split(separator: ":").map { "\($0)/\(name)" }.first { FileManager.default.isExecutableFile(atPath: $0) }
    }

    /// Runs `arguments` to the end, reading stdout and stderr side by side.
    static func run(_ arguments: [String]) throws -> (status: Int32, output: Data, error: Data) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: arguments[0])
        process.arguments = Array(arguments.dropFirst())
        let out = Pipe(), err = Pipe()
        process.standardOutput = out
        process.standardError = err
        try process.run()
        let error = CollectedOutput()
        Thread { error.data = err.fileHandleForReading.readDataToEndOfFile(); error.done.signal() }.start()
        let output = out.fileHandleForReading.readDataToEndOfFile()
        error.done.wait()
        process.waitUntilExit()
        return (process.terminationStatus, output, error.data)
    }
}

private final class CollectedOutput: @unchecked Sendable {
    var data = Data()
    let done = DispatchSemaphore(value: 0)
}

/// PSNR in dB of `decoded` against `original` over RGB, on `original`'s area (a video's
/// padding left out); infinity when they are equal.
func peakSignalToNoise(_ original: Frame, _ decoded: Frame) -> Double {
    var squared = 0.0
    for y in 0..<original.height {
        for x in 0..<original.width {
            let a = original[x, y], b = decoded[x, y]
            for (p, q) in [(a.r, b.r), (a.g, b.g), (a.b, b.b)] {
                let d = Double(Int(p) - Int(q))
                squared += d * d
            }
        }
    }
    let mean = squared / Double(original.width * original.height * 3)
    return mean == 0 ? .infinity : 10 * log10(255 * 255 / mean)
}

/// A clip of interface-like frames: a white screen, a blue bar, an orange square moving and a
/// label-like grey block appearing; `width` × `height` may be odd.
func interfaceClip(count: Int, width: Int = 161, height: Int = 121) -> [Frame] {
    (0..<count).map { step in
        var frame = Frame(width: width, height: height, fill: RGBA(255, 255, 255))
        for y in 0..<16 { for x in 0..<width { frame[x, y] = RGBA(0, 122, 255) } }
        for y in 40..<70 { for x in (5 + 9 * step)..<min(width, 35 + 9 * step) { frame[x, y] = RGBA(255, 149, 0) } }
        if step >= count / 2 { for y in 90..<100 { for x in 20..<120 { frame[x, y] = RGBA(60, 60, 67) } } }
        // A soft edge of many colours, as anti-aliasing draws.
        for x in 0..<width { frame[x, height - 1] = RGBA(UInt8(x * 255 / (width - 1)), 200, UInt8(step * 20 % 256)) }
        return frame
    }
}

/// Writes `frames` (frame i shown from `times[i]`) to `sink` and finishes it at `duration`.
func write(_ frames: [Frame], times: [Double], duration: Double, into sink: FrameSink) throws {
    for (frame, time) in zip(frames, times) { try sink.append(frame, at: time) }
    try sink.finish(duration: duration)
}
