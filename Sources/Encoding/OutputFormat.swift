import Foundation

/// The kinds of output a recording can be written as.
public enum OutputFormat: String, CaseIterable, Sendable {
    /// One animated GIF file.
    case gif
    /// A folder of `frame-0000.png`, `frame-0001.png`, …
    case png
    /// One animated PNG file (`.apng`, or `.png` naming a file): full colour; a viewer without
    /// APNG shows its first frame.
    case apng
    /// One animated WebP file: full colour, lossless unless a quality is given.
    case webp
    /// An H.264 video in MP4, written by ffmpeg.
    case mp4
    /// A VP9 video in WebM, written by ffmpeg.
    case webm

    /// The format a path asks for: `.gif`, `.webp`, `.mp4`, `.webm` and `.apng` name theirs; `.png`
    /// naming a file is an animated PNG; a path ending in `/`, an existing folder or a name
    /// without an extension is a folder of PNG frames. `explicit` (from `--format`) wins, but
    /// must agree with an extension the path has.
    public static func resolve(path: String, explicit: OutputFormat?) throws -> OutputFormat {
        // URL(fileURLWithPath: "") is the current folder: an empty path must not get that far.
        guard !path.isEmpty else { throw OutputPathError(path: "''", reason: "an empty path names no file or folder") }
        let url = URL(fileURLWithPath: path)
        let ext = url.pathExtension.lowercased()
        var isDirectory: ObjCBool = false
        let isFolder = path.hasSuffix("/")
            || (FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) && isDirectory.boolValue)
        let implied: OutputFormat?
        switch ext {
        case "gif": implied = .gif
        case "": implied = .png
        case _ where isFolder: implied = .png
        case "png", "apng": implied = .apng
        case "webp": implied = .webp
        case "mp4": implied = .mp4
        case "webm": implied = .webm
        default:
            throw OutputPathError(path: path, reason: "unknown extension '.\(ext)': use .gif, .png/.apng, .webp, .mp4 or .webm, or a folder for PNG frames")
        }
        if let explicit, let implied, explicit != implied, !(explicit == .png && isFolder) {
            let wanted = explicit == .png ? "a folder" : "a .\(explicit.rawValue) file"
            throw OutputPathError(path: path, reason: "--format \(explicit.rawValue) does not match the path; use \(wanted) for \(explicit.rawValue)")
        }
        return explicit ?? implied ?? .gif
    }

    /// Whether `path` names a file of a known kind (`x.gif`) rather than a folder: it has an
    /// extension, does not end in `/`, and is not an existing folder.
    public static func pathNamesFile(_ path: String) -> Bool {
        var isFolder: ObjCBool = false
        if path.hasSuffix("/") || (FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) && isFolder.boolValue) {
            return false
        }
        return !URL(fileURLWithPath: path).pathExtension.isEmpty
    }

    /// The extension a file of this format gets (`gif`, `png` for an animated PNG, …); nil for
    /// a folder of PNG frames.
    public var fileExtension: String? {
        switch self {
        case .png: return nil
        case .apng: return "png"
        default: return rawValue
        }
    }

    /// The program this format is written through, when it is not in this package: ffmpeg for
    /// the videos.
    public var tool: String? {
        self == .mp4 || self == .webm ? "ffmpeg" : nil
    }

    /// Throws the one-line `toolMissing` when this format needs a program that is not on
    /// `PATH` (`writing .mp4 needs ffmpeg (apt-get install ffmpeg)`), so a command can stop
    /// before it records anything.
    public func checkTool(environment: [String: String] = ProcessInfo.processInfo.environment) throws {
        guard tool != nil, VideoWriter.ffmpegPath(environment: environment) == nil else { return }
        throw EncodingError.toolMissing(fileExtension: rawValue, tool: "ffmpeg", package: "ffmpeg")
    }

    /// A writer for this format at `path`. `loopCount` is the number of plays (0 forever) of a
    /// GIF, an APNG or a WebP; `gifOptions` choose how a GIF reduces its colors; `quality`
    /// (0...100) makes a WebP lossy, and a GIF lossy below 100 unless `gifOptions` has one; `fps` is a video's frame rate. Each format ignores what
    /// does not apply to it.
    public func makeSink(
        path: String, loopCount: Int, gifOptions: GIFWriter.Options = .init(), quality: Int? = nil, fps: Double = 30
    ) throws -> FrameSink {
        guard !path.isEmpty else { throw OutputPathError(path: "''", reason: "an empty path names no file or folder") }
        let url = URL(fileURLWithPath: path)
        switch self {
        case .gif:
            var options = gifOptions
            options.quality = options.quality ?? quality
            return try GIFWriter(url: url, loopCount: loopCount, options: options)
        case .png: return try PNGSequenceWriter(directory: url)
        case .apng: return try APNGWriter(url: url, loopCount: loopCount)
        case .webp: return try WebPWriter(url: url, loopCount: loopCount, quality: quality)
        case .mp4: return try VideoWriter(url: url, codec: .h264, fps: fps)
        case .webm: return try VideoWriter(url: url, codec: .vp9, fps: fps)
        }
    }
}

/// A path that names no output format this package writes.
public struct OutputPathError: Error, CustomStringConvertible, Equatable {
    public let path: String
    public let reason: String

    public var description: String { "cannot write \(path): \(reason)" }
}
