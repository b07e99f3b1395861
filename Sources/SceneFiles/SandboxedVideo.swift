import Basics
import Encoding
import Foundation
import SceneProtocol

/// MP4 and WebM are written by `ffmpeg`, a program of its own, and a sandboxed scene process
/// starts no programs. So with the sandbox on, the scene records PNG frames into a private
/// folder and `dynamics` itself pipes them to ffmpeg afterwards: the same frames at the same
/// times, so the same bytes as a recording without the sandbox.
enum SandboxedVideo {
    /// A video job moved to PNG frames: where the frames go and the video they become.
    struct Pending {
        let job: Int
        let frames: String
        let output: String
        let codec: VideoWriter.Codec
        let fps: Double
    }

    /// The jobs with each video output turned into a folder of PNG frames (when the sandbox is
    /// on), and what to encode afterwards.
    static func prepare(
        _ jobs: [(scene: CompiledScene, request: SceneRequest)], sandboxed: Bool
    ) throws -> (jobs: [(scene: CompiledScene, request: SceneRequest)], pending: [Pending]) {
        guard sandboxed else { return (jobs, []) }
        var result = jobs
        var pending: [Pending] = []
        for (index, job) in jobs.enumerated() {
            guard let format = job.request.format.flatMap(OutputFormat.init(rawValue:)), format == .mp4 || format == .webm,
                  !job.request.output.isEmpty else { continue }
            let folder = FileManager.default.temporaryDirectory
                .appendingPathComponent("dynamics-video-\(getpid())-\(index)-\(UUID().uuidString)").path
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
            var request = job.request
            request.output = folder + "/"
            request.format = OutputFormat.png.rawValue
            result[index].request = request
            pending.append(Pending(job: index, frames: folder, output: job.request.output,
                                   codec: format == .mp4 ? .h264 : .vp9, fps: job.request.fps))
        }
        return (result, pending)
    }

    /// Encodes the frames of each job that succeeded into its video; a failure to encode is
    /// that job's failure. The frame folders are removed either way.
    static func finish(_ pending: [Pending], results: inout [Result<Void, SceneFileError>]) {
        for video in pending {
            defer { FileSystem.remove(video.frames) }
            guard case .success = results[video.job] else { continue }
            do {
                let frames = try PNGSequence(paths: [video.frames])
                let writer = try VideoWriter(url: URL(fileURLWithPath: video.output), codec: video.codec, fps: video.fps)
                try frames.encode(into: writer, fps: video.fps)
            } catch {
                results[video.job] = .failure(.failed("\(error)"))
            }
        }
    }
}
