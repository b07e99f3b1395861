import Basics
import Foundation
import SceneProtocol

/// What recording a scene wrote, as `render --json` reports it: read back from the disk once
/// the output is in place.
public struct RenderedOutput: Codable, Equatable, Sendable {
    /// The scene's id: a demo's, or the scene files' name.
    public let scene: String
    /// The output as it was given: a file, or a folder of frames.
    public let path: String
    public let format: String
    /// Frames recorded (a GIF folds identical consecutive ones into one image).
    public let frames: Int
    public let fps: Double
    /// Seconds of the scene recorded.
    public let duration: Double
    /// Pixels per point.
    public let scale: Double
    /// Bytes of every file written, added up.
    public let bytes: Int
    /// Each file written, in order (a folder's frames in frame order), then `--poster`'s still.
    public let files: [WrittenFile]

    /// A file and its size.
    public struct WrittenFile: Codable, Equatable, Sendable {
        public let path: String
        public let bytes: Int
    }

    /// What `request` wrote for the scene `id`.
    public init(scene id: String, request: SceneRequest) throws {
        scene = id
        path = request.output
        format = request.format ?? "gif"
        frames = FrameGeometry.frameCount(fps: request.fps, duration: request.duration)
        fps = request.fps
        duration = request.duration
        scale = request.scale
        files = try Self.files(at: request.output) + (request.poster.map { try Self.files(at: $0.path) } ?? [])
        bytes = files.reduce(0) { $0 + $1.bytes }
    }

    /// The file at `path`, or the regular files in the folder at `path` in natural order
    /// (`frame-9999.png` before `frame-10000.png`).
    private static func files(at path: String) throws -> [WrittenFile] {
        let output = try status(of: path)
        guard output.st_mode & S_IFMT == S_IFDIR else { return [WrittenFile(path: path, bytes: Int(output.st_size))] }
        let names = try FileManager.default.contentsOfDirectory(atPath: path)
            .filter { !$0.hasPrefix(".") }
            .sorted { ($0.count, $0) < ($1.count, $1) }
        return try names.compactMap { name in
            let file = (path as NSString).appendingPathComponent(name)
            let info = try status(of: file)
            return info.st_mode & S_IFMT == S_IFREG ? WrittenFile(path: file, bytes: Int(info.st_size)) : nil
        }
    }

    private static func status(of path: String) throws -> stat {
        var info = stat()
        guard stat(path, &info) == 0 else { throw FileError.system(writing: false, path: path) }
        return info
    }
}

/// `render --json`'s document: every output of the command, in the order written.
public struct RenderReport: Codable, Equatable, Sendable {
    public let outputs: [RenderedOutput]

    public init(outputs: [RenderedOutput]) {
        self.outputs = outputs
    }

    /// The document's text (``JSONDocument``).
    public func json() throws -> String {
        try JSONDocument.text(self)
    }
}
