import Basics
import Foundation

/// What a recording will write, estimated before it starts, so that a job that cannot fit is
/// refused up front and a long one says what it will write.
///
/// The byte counts are typical of flat interface frames, from the demos: a PNG frame takes
/// about 0.02 bytes a pixel (0.01 for a square on white to 0.06 for the goldfish) plus 1 KB;
/// a GIF about 0.1 bytes a pixel for its first image and 0.005 for each later one, which
/// holds only what changed. A lossless WebP is about a GIF's size, an APNG 1.7 times it, a
/// video a third of it or less (BENCHMARKS.md, output formats); their estimates are rounded up.
public struct OutputEstimate: Equatable, Sendable {
    public let frames: Int
    public let width: Int
    public let height: Int
    public let format: OutputFormat

    public init(frames: Int, width: Int, height: Int, format: OutputFormat) {
        self.frames = frames
        self.width = width
        self.height = height
        self.format = format
    }

    /// Jobs at least this large print what they will write before they start: a gigabyte, or
    /// ten billion pixels to draw (minutes of work).
    public static let announcedBytes: Int64 = 1_000_000_000
    public static let announcedPixels: Double = 1e10

    public var pixelsPerFrame: Double { Double(width) * Double(height) }

    /// The bytes the output will take, about.
    public var bytes: Int64 {
        let pixels = pixelsPerFrame
        switch format {
        case .png: return Int64(Double(frames) * (pixels * 0.02 + 1000))
        case .gif: return Int64(pixels * 0.1 + Double(max(0, frames - 1)) * pixels * 0.005)
        case .apng: return Int64(pixels * 0.15 + Double(max(0, frames - 1)) * pixels * 0.01)
        case .webp: return Int64(pixels * 0.1 + Double(max(0, frames - 1)) * pixels * 0.005)
        case .mp4, .webm: return Int64(Double(frames) * pixels * 0.01 + 1000)
        }
    }

    /// ` of GIF`, ` of PNG frames`: what the bytes are of.
    private var kind: String {
        switch format {
        case .png: return "PNG frames"
        case .gif: return "GIF"
        case .apng: return "APNG"
        case .webp: return "WebP"
        case .mp4: return "MP4"
        case .webm: return "WebM"
        }
    }

    /// Whether the job is large enough to say what it will write first.
    public var isLarge: Bool { bytes >= Self.announcedBytes || Double(frames) * pixelsPerFrame >= Self.announcedPixels }

    /// `72000 frames of 3000×5336 pixels, about 18 GB of PNG frames`.
    public var summary: String {
        "\(frames) frame\(frames == 1 ? "" : "s") of \(width)×\(height) pixels, about "
            + ImageLimits.describeBytes(bytes) + " of " + kind
    }

    /// Throws `notEnoughSpace` when `bytes` is more than the space free on the file system
    /// that would hold `path` (its nearest existing folder).
    public func checkSpace(forOutputAt path: String) throws {
        var folder = URL(fileURLWithPath: path).deletingLastPathComponent().path
        var info = statvfs()
        while statvfs(folder, &info) != 0 {
            let parent = (folder as NSString).deletingLastPathComponent
            guard parent != folder, !parent.isEmpty else { return }
            folder = parent
        }
        let available = Int64(info.f_bavail) * Int64(info.f_frsize)
        if bytes > available {
            throw FileError.notEnoughSpace(path: path, needed: bytes, available: available, what: "\(frames) frames of \(width)×\(height) pixels" + (format == .png ? " as PNG" : format == .gif ? " as a GIF" : " as \(kind)"))
        }
    }
}

extension OutputEstimate {
    /// What recording a screen of `width` × `height` points for `duration` seconds at `fps`
    /// and `scale` would write as `format`; throws when a frame could not be drawn or would be
    /// over `ImageLimits.maximumPixels`.
    public init(fps: Double, duration: Double, scale: Double, screen width: Double, _ height: Double, format: OutputFormat) throws {
        guard let pixelWidth = FrameGeometry.pixels(width, scale: scale), let pixelHeight = FrameGeometry.pixels(height, scale: scale) else {
            throw ImageError.unsupportedFrameSize(width: width * scale, height: height * scale)
        }
        try ImageLimits.check(width: pixelWidth, height: pixelHeight, source: "the frame")
        self.init(frames: FrameGeometry.frameCount(fps: fps, duration: duration), width: pixelWidth, height: pixelHeight, format: format)
    }
}
