import Basics
import Foundation

/// Writes an MP4 (H.264) or a WebM (VP9) by piping raw frames to `ffmpeg`, found on `PATH`:
/// constant frame rate, yuv420p (what every player plays), even sides (an odd last column or
/// row is repeated once), no audio. ffmpeg writes beside `url`; `finish` renames the whole file
/// into place, so a failed recording leaves nothing.
///
/// The same frames give the same bytes: ffmpeg runs with one thread and its bit-exact flags
/// (no encoder version or creation time in the file, no random track ids).
public final class VideoWriter: FrameSink {
    public enum Codec: Sendable {
        /// H.264 (libx264) in MP4: CRF 18, preset medium, `+faststart` so it plays while loading.
        case h264
        /// VP9 (libvpx-vp9) in WebM: CRF 32 at constant quality.
        case vp9

        /// The extension this codec's file has.
        public var fileExtension: String { self == .h264 ? "mp4" : "webm" }
    }

    public let url: URL
    public let codec: Codec
    /// Frames a second of the video; each appended frame is shown from the frame nearest its
    /// time until the next one's.
    public let fps: Double

    private var temporaryPath: String?
    private var ffmpeg: Process?
    private var input: FileHandle?
    private var errors: ToolOutput?
    private var size: (width: Int, height: Int)?
    private var lastTime: Double?
    /// The latest frame (padded to even sides) and the video frame it starts at.
    private var held: (pixels: [UInt8], index: Int)?
    private var framesWritten = 0
    private let executable: String

    /// Starts a video bound for `url`; throws `toolMissing` at once when ffmpeg is not on
    /// `PATH`, before anything is written.
    public init(url: URL, codec: Codec, fps: Double) throws {
        precondition(fps.isFinite && fps > 0, "fps must be a positive number")
        guard let executable = Self.ffmpegPath() else {
            throw EncodingError.toolMissing(fileExtension: codec.fileExtension, tool: "ffmpeg", package: "ffmpeg")
        }
        self.executable = executable
        self.url = url.standardizedFileURL
        self.codec = codec
        self.fps = fps
        let temporary = try FileSystem.createTemporaryFile(besideFileAt: self.url)
        close(temporary.descriptor)
        temporaryPath = temporary.path
    }

    deinit { abandon() }

    /// The ffmpeg on `PATH`, or nil.
    public static func ffmpegPath(environment: [String: String] = ProcessInfo.processInfo.environment) -> String? {
        for folder in (environment["PATH"] ?? "").split(separator: ":") where !folder.isEmpty {
            let candidate = (String(folder) as NSString).appendingPathComponent("ffmpeg")
            var isFolder: ObjCBool = false
            if FileManager.default.fileExists(atPath: candidate, isDirectory: &isFolder), !isFolder.boolValue,
               FileManager.default.isExecutableFile(atPath: candidate) {
                return candidate
            }
        }
        return nil
    }

    public func append(_ frame: Frame, at time: Double) throws {
        guard temporaryPath != nil else { throw EncodingError.writerClosed(path: url.path) }
        do {
            if let lastTime, time <= lastTime {
                throw EncodingError.timeNotIncreasing(path: url.path, previous: lastTime, time: time)
            }
            if let size {
                guard frame.width == size.width && frame.height == size.height else {
                    throw EncodingError.frameSizeChanged(
                        path: url.path, expectedWidth: size.width, expectedHeight: size.height,
                        width: frame.width, height: frame.height)
                }
            } else {
                try start(width: frame.width, height: frame.height)
                size = (frame.width, frame.height)
            }
            lastTime = time
            let index = Int((time * fps).rounded())
            if let held, index > held.index {
                try write(held.pixels, times: index - held.index)
            }
            // A frame due at the same video frame as the one held replaces it.
            held = (Self.padded(frame), held.map { max($0.index, index) } ?? index)
        } catch {
            abandon()
            throw error
        }
    }

    /// Writes the last frame until `duration` seconds (at least once), waits for ffmpeg and
    /// moves the video to `url`, replacing any file there.
    public func finish(duration: Double) throws {
        guard let temporaryPath else { throw EncodingError.writerClosed(path: url.path) }
        do {
            guard let held, let ffmpeg, let input else { throw EncodingError.noFrames(path: url.path) }
            let end = max(held.index + 1, Int((duration * fps).rounded()))
            try write(held.pixels, times: end - held.index)
            self.held = nil
            try input.close()
            self.input = nil
            ffmpeg.waitUntilExit()
            guard ffmpeg.terminationReason == .exit, ffmpeg.terminationStatus == 0 else { throw toolFailure() }
            self.ffmpeg = nil
            try FileSystem.rename(temporaryPath, to: url)
            self.temporaryPath = nil
        } catch {
            abandon()
            throw error
        }
    }

    /// The frames written so far.
    public var frameCount: Int { framesWritten }

    private func start(width: Int, height: Int) throws {
        guard let temporaryPath else { throw EncodingError.writerClosed(path: url.path) }
        let (evenWidth, evenHeight) = (width + width % 2, height + height % 2)
        // A write to ffmpeg after it has failed must be an error to report, not SIGPIPE's end
        // of the process.
        signal(SIGPIPE, SIG_IGN)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = Self.arguments(codec: codec, width: evenWidth, height: evenHeight, fps: fps, output: temporaryPath)
        let stdin = Pipe(), stderr = Pipe()
        process.standardInput = stdin
        process.standardOutput = FileHandle.nullDevice
        process.standardError = stderr
        let errors = ToolOutput()
        do {
            try process.run()
        } catch {
            throw EncodingError.toolFailed(path: url.path, tool: "ffmpeg", reason: "cannot start \(executable): \(error.localizedDescription)")
        }
        Thread { errors.collect(stderr.fileHandleForReading) }.start()
        self.errors = errors
        ffmpeg = process
        input = stdin.fileHandleForWriting
    }

    /// ffmpeg's arguments: raw RGBA frames on stdin at `fps`, the codec's settings, and the
    /// flags that keep its output the same from run to run.
    static func arguments(codec: Codec, width: Int, height: Int, fps: Double, output: String) -> [String] {
        var arguments = [
            "-hide_banner", "-nostats", "-loglevel", "error",
            "-f", "rawvideo", "-pix_fmt", "rgba", "-video_size", "\(width)x\(height)",
            "-framerate", String(format: "%.6g", fps), "-i", "pipe:0",
            "-an", "-pix_fmt", "yuv420p", "-threads", "1",
        ]
        switch codec {
        case .h264:
            arguments += ["-c:v", "libx264", "-preset", "medium", "-crf", "18", "-movflags", "+faststart", "-f", "mp4"]
        case .vp9:
            arguments += ["-c:v", "libvpx-vp9", "-crf", "32", "-b:v", "0", "-row-mt", "0", "-f", "webm"]
        }
        arguments += ["-fflags", "+bitexact", "-flags:v", "+bitexact", "-map_metadata", "-1", "-y", output]
        return arguments
    }

    /// `pixels` written `times` times to ffmpeg.
    private func write(_ pixels: [UInt8], times: Int) throws {
        guard let input else { throw EncodingError.writerClosed(path: url.path) }
        let descriptor = input.fileDescriptor
        for _ in 0..<times {
            try pixels.withUnsafeBytes { bytes in
                var done = 0
                while done < bytes.count {
                    let result = Foundation.write(descriptor, bytes.baseAddress! + done, bytes.count - done)
                    if result < 0 {
                        if errno == EINTR { continue }
                        // ffmpeg stopped reading: it failed, and says why on stderr.
                        try? input.close()
                        self.input = nil
                        ffmpeg?.waitUntilExit()
                        throw toolFailure()
                    }
                    done += result
                }
            }
            framesWritten += 1
        }
    }

    /// ffmpeg's failure, in its last line on stderr.
    private func toolFailure() -> Error {
        let said = errors?.text() ?? ""
        let line = said.split(whereSeparator: \.isNewline).last.map(String.init)
        let status = ffmpeg.map { $0.terminationReason == .exit ? "exit status \($0.terminationStatus)" : "signal \($0.terminationStatus)" }
        return EncodingError.toolFailed(path: url.path, tool: "ffmpeg", reason: line ?? status ?? "it stopped")
    }

    /// The frame's RGBA bytes with an odd last column or row repeated to make its sides even.
    static func padded(_ frame: Frame) -> [UInt8] {
        let (width, height) = (frame.width, frame.height)
        guard width % 2 == 1 || height % 2 == 1 else { return frame.pixels }
        let evenWidth = width + width % 2
        var pixels = [UInt8](repeating: 0, count: evenWidth * (height + height % 2) * 4)
        for y in 0..<height {
            let source = y * width * 4, target = y * evenWidth * 4
            pixels[target..<target + width * 4] = frame.pixels[source..<source + width * 4]
            if evenWidth > width {
                pixels[target + width * 4..<target + evenWidth * 4] = frame.pixels[source + (width - 1) * 4..<source + width * 4]
            }
        }
        if height % 2 == 1 {
            let last = (height - 1) * evenWidth * 4
            pixels[height * evenWidth * 4..<(height + 1) * evenWidth * 4] = pixels[last..<last + evenWidth * 4]
        }
        return pixels
    }

    private func abandon() {
        if let input { try? input.close() }
        input = nil
        if let ffmpeg {
            if ffmpeg.isRunning { ffmpeg.terminate() }
            ffmpeg.waitUntilExit()
        }
        ffmpeg = nil
        held = nil
        if let temporaryPath { FileSystem.remove(temporaryPath) }
        temporaryPath = nil
    }
}

/// What a child process writes on a pipe, collected on a thread of its own so the child never
/// blocks on a full pipe.
private final class ToolOutput: @unchecked Sendable {
    private let lock = NSLock()
    private let done = DispatchSemaphore(value: 0)
    private var data = Data()

    func collect(_ handle: FileHandle) {
        let all = handle.readDataToEndOfFile()
        lock.withLock { data = all }
        done.signal()
    }

    /// Everything written, once the child has closed the pipe (it has exited).
    func text() -> String {
        done.wait()
        done.signal()
        return lock.withLock { String(decoding: data, as: UTF8.self) }
    }
}
