import Basics
import CWebP
import Foundation

/// Writes an animated WebP through libwebp's animation encoder (`WebPAnimEncoder`, libwebpmux):
/// full colour with alpha, lossless by default or lossy at a quality, later frames only where
/// the screen changed (the encoder chooses each frame's rectangle, blending and disposal), and
/// nothing at `url` until `finish` writes the whole file beside it and renames it into place.
///
/// Timing is the APNG writer's: milliseconds from ⌊1000·t⌋, identical frames merged, none
/// shorter than 11 ms. The encoder runs on the calling thread only (libwebp's `thread_level`
/// 0), so the same frames give the same bytes.
public final class WebPWriter: FrameSink {
    /// Where the finished file goes.
    public let url: URL
    /// How many times the animation plays: 0 (the default) forever, 1 once.
    public let loopCount: Int
    /// 0...100 for lossy frames at that quality; nil (the default) for lossless.
    public let quality: Int?

    private var encoder: OpaquePointer?
    private var schedule = FrameSchedule(minimumDelay: APNGWriter.minimumDelay)
    private var lastTime: Double?
    private var size: (width: Int, height: Int)?
    /// When the next image starts, in milliseconds: the sum of the delays written.
    private var nextStart = 0
    private var closed = false

    /// libwebp's largest side.
    static let maximumSide = Int(WEBP_MAX_DIMENSION)

    public init(url: URL, loopCount: Int = 0, quality: Int? = nil) throws {
        guard (0...65536).contains(loopCount) else { throw EncodingError.invalidLoopCount(loopCount) }
        if let quality, !(0...100).contains(quality) { throw EncodingError.invalidQuality(quality) }
        self.url = url.standardizedFileURL
        self.loopCount = loopCount
        self.quality = quality
        // Fail now, not after the recording, when the file cannot be written there.
        try FileSystem.checkReplaceable(self.url, as: .file)
    }

    deinit { abandon() }

    /// Adds the frame shown from `time` seconds on. Times must increase; every frame must have
    /// the first frame's size. After an error the writer is closed.
    public func append(_ frame: Frame, at time: Double) throws {
        guard !closed else { throw EncodingError.writerClosed(path: url.path) }
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
            if let image = schedule.add(frame, start: APNGWriter.milliseconds(time)) {
                try add(image)
            }
        } catch {
            abandon()
            throw error
        }
    }

    /// Encodes the frames still held, the last one lasting until `duration` seconds, and writes
    /// the file to `url`, replacing any file there.
    public func finish(duration: Double) throws {
        guard !closed else { throw EncodingError.writerClosed(path: url.path) }
        do {
            guard !schedule.isEmpty, let encoder else { throw EncodingError.noFrames(path: url.path) }
            for image in schedule.finish(end: APNGWriter.milliseconds(duration)) {
                try add(image)
            }
            guard WebPAnimEncoderAdd(encoder, nil, Int32(nextStart), nil) != 0 else { throw failure() }
            var data = WebPData()
            WebPDataInit(&data)
            defer { WebPDataClear(&data) }
            guard WebPAnimEncoderAssemble(encoder, &data) != 0, let bytes = data.bytes else { throw failure() }
            let file = try StreamedFile(destination: url)
            file.append(Array(UnsafeBufferPointer(start: bytes, count: data.size)))
            try file.commit()
        } catch {
            abandon()
            throw error
        }
        abandon()
    }

    private func start(width: Int, height: Int) throws {
        guard width <= Self.maximumSide, height <= Self.maximumSide else {
            throw FileError.cannotWrite(
                path: url.path, reason: "a WebP is at most \(Self.maximumSide) pixels wide and high, not \(width)×\(height)")
        }
        var options = WebPAnimEncoderOptions()
        guard WebPAnimEncoderOptionsInit(&options) != 0 else { throw failure("libwebp's version does not match its headers") }
        options.anim_params.loop_count = Int32(loopCount)
        // Mixed lossy and lossless frames only when lossy was asked for (the encoder then picks
        // the smaller for each frame).
        options.allow_mixed = quality == nil ? 0 : 1
        // Lossless: each frame's rectangle and blending chosen for the fewest bytes (libwebp's
        // `minimize_size`): 4–6 % smaller on the demos (BENCHMARKS.md).
        options.minimize_size = quality == nil ? 1 : 0
        encoder = WebPAnimEncoderNew(Int32(width), Int32(height), &options)
        guard encoder != nil else { throw EncodingError.outOfMemory(path: url.path) }
    }

    /// Encodes `image` at `nextStart`.
    private func add(_ image: FrameSchedule.Image) throws {
        guard let encoder else { throw EncodingError.writerClosed(path: url.path) }
        var config = WebPConfig()
        guard WebPConfigInit(&config) != 0 else { throw failure("libwebp's version does not match its headers") }
        if let quality {
            config.lossless = 0
            config.quality = Float(quality)
        } else {
            config.lossless = 1
            config.quality = 75
        }
        config.method = 4
        config.thread_level = 0
        guard WebPValidateConfig(&config) != 0 else { throw failure("libwebp refused its settings") }
        var picture = WebPPicture()
        guard WebPPictureInit(&picture) != 0 else { throw failure("libwebp's version does not match its headers") }
        picture.width = Int32(image.frame.width)
        picture.height = Int32(image.frame.height)
        picture.use_argb = 1
        defer { WebPPictureFree(&picture) }
        let imported = image.frame.pixels.withUnsafeBufferPointer {
            WebPPictureImportRGBA(&picture, $0.baseAddress, Int32(image.frame.width * 4))
        }
        guard imported != 0 else { throw EncodingError.outOfMemory(path: url.path) }
        guard WebPAnimEncoderAdd(encoder, &picture, Int32(nextStart), &config) != 0 else { throw failure() }
        nextStart += image.delay
    }

    /// The encoder's own words for its last failure, or `reason`.
    private func failure(_ reason: String? = nil) -> Error {
        var words = reason ?? "libwebp failed"
        if reason == nil, let encoder, let message = WebPAnimEncoderGetError(encoder), message.pointee != 0 {
            words = String(cString: message)
        }
        return EncodingError.libraryFailure(path: url.path, reason: words)
    }

    private func abandon() {
        if let encoder { WebPAnimEncoderDelete(encoder) }
        encoder = nil
        closed = true
    }
}
