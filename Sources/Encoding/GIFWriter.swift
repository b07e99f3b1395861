import Foundation

/// Writes an animated GIF89a, one frame at a time.
///
/// - Timing: frames start at ⌊100·t⌋ centiseconds, so delays add up to the scene's time
///   exactly (30 fps gives 3, 3, 4 cs…); no delay is under 2 cs, and identical consecutive
///   frames become one longer image (see `FrameSchedule`).
/// - Size: the first image is the whole frame; each later one covers only the rectangle that
///   changed and is left in place, with pixels that did not change made transparent when that
///   compresses better. Where a frame turns transparent, the image before it is cleared
///   ("restore to background") over that area, so every frame decodes exactly.
/// - Colours: each image has its own colour map. A frame with at most `maxColors` colours keeps
///   them exactly; a richer one is mapped onto a median-cut palette kept across frames while it
///   fits (see `Quantizer`). Pixels with alpha 0 are transparent, any other alpha is drawn opaque.
/// - Output: the same frames give the same bytes in every process. The file is written beside
///   `url` and renamed into place by `finish`; a writer that fails, or is dropped before
///   `finish`, deletes it, so `url` never holds a partial GIF.
public final class GIFWriter: FrameSink {
    /// How frames with many colours are reduced.
    public struct Options: Equatable, Sendable {
        /// Floyd–Steinberg error diffusion when a frame has more colours than `maxColors`:
        /// smooth gradients show fine noise instead of bands. Off by default.
        public var dither: Bool
        /// The most colours an image uses, 2...256 (256 by default). A frame with more is
        /// quantized, even when the GIF could hold them all.
        public var maxColors: Int

        public init(dither: Bool = false, maxColors: Int = 256) {
            self.dither = dither
            self.maxColors = maxColors
        }
    }

    /// Where the finished GIF goes.
    public let url: URL
    /// How many times the animation plays: 0 (the default) forever, 1 once.
    public let loopCount: Int
    public let options: Options

    private var output: GIFOutputFile?
    private var schedule = FrameSchedule()
    /// The image waiting for the next one: only then is it known whether it must be cleared.
    private var held: FrameSchedule.Image?
    /// The screen as a viewer shows it before the next image, in the source frames' colours;
    /// nil before the first image.
    private var screen: Frame?
    private var paletteMemory = PaletteMemory()
    private var size: (width: Int, height: Int)?
    private var lastTime: Double?

    /// Starts a GIF bound for `url`, whose folder must exist and be writable (checked here).
    ///
    /// `loopCount` is the number of plays, 0...65536. The NETSCAPE2.0 extension stores repeats
    /// after the first play, so 0 writes a repeat count of 0 (forever), 1 writes no extension
    /// (viewers play a GIF without one once) and n ≥ 2 writes n − 1.
    /// `options.maxColors` must be 2...256 (checked here).
    public init(url: URL, loopCount: Int = 0, options: Options = Options()) throws {
        guard (0...65536).contains(loopCount) else { throw EncodingError.invalidLoopCount(loopCount) }
        guard (2...256).contains(options.maxColors) else { throw EncodingError.invalidMaxColors(options.maxColors) }
        self.url = url
        self.loopCount = loopCount
        self.options = options
        output = try GIFOutputFile(destination: url)
    }

    /// Adds the frame shown from `time` seconds on. Times must increase; every frame must have
    /// the first frame's size. After an error the writer is closed and its file deleted.
    public func append(_ frame: Frame, at time: Double) throws {
        guard let output else { throw EncodingError.writerClosed(path: url.path) }
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
                // The screen descriptor stores each side in 16 bits.
                guard frame.width <= 65535 && frame.height <= 65535 else {
                    throw EncodingError.cannotWrite(
                        path: url.path, reason: "a GIF is at most 65535 pixels wide and high, not \(frame.width)×\(frame.height)")
                }
                try output.writeHeader(width: frame.width, height: frame.height, repeatCount: repeatCount)
                size = (frame.width, frame.height)
            }
            lastTime = time
            if let image = schedule.add(frame, start: Self.centiseconds(time)) {
                try hold(image, output: output)
            }
        } catch {
            abandon()
            throw error
        }
    }

    /// Writes the frames still held, the last one lasting until `duration` seconds, and moves
    /// the GIF to `url`, replacing any file there.
    public func finish(duration: Double) throws {
        guard let output else { throw EncodingError.writerClosed(path: url.path) }
        do {
            guard !schedule.isEmpty else { throw EncodingError.noFrames(path: url.path) }
            for image in schedule.finish(end: Self.centiseconds(duration)) {
                try hold(image, output: output)
            }
            if let held { try write(held, before: nil, to: output) }
            try output.commit()
        } catch {
            abandon()
            throw error
        }
        self.output = nil
    }

    /// The centisecond that `time` seconds falls in. The 10⁻⁶ absorbs binary rounding, so that
    /// 3/30 s is centisecond 10, not 9.
    static func centiseconds(_ time: Double) -> Int {
        Int((time * 100 + 1e-6).rounded(.down))
    }

    /// The NETSCAPE2.0 repeat count for `loopCount`; nil writes no extension.
    private var repeatCount: Int? {
        switch loopCount {
        case 0: return 0
        case 1: return nil
        default: return loopCount - 1
        }
    }

    /// Writes the image held before `image`, now that its successor is known, and holds `image`.
    private func hold(_ image: FrameSchedule.Image, output: GIFOutputFile) throws {
        if let held { try write(held, before: image.frame, to: output) }
        held = image
    }

    /// Writes `image`, the one shown before `next` (nil for the last).
    private func write(_ image: FrameSchedule.Image, before next: Frame?, to output: GIFOutputFile) throws {
        let frame = image.frame
        var area = screen.map { $0.changedArea(to: frame) ?? PixelArea(x: 0, y: 0, width: 1, height: 1) }
            ?? .whole(frame)
        var disposal = GIFOutputFile.Disposal.leave
        if let next, let uncovered = frame.newlyTransparentArea(in: next) {
            area = area.union(uncovered)
            disposal = .clear
        }
        let indexed = Quantizer.indexedImage(
            for: frame.cropped(to: area), unchanged: screen?.unchangedMask(to: frame, in: area),
            needsTransparentIndex: disposal == .clear, options: options,
            memory: &paletteMemory)

        // A GIF delay field holds at most 65535 cs (about 11 minutes); a longer still is
        // written as equal parts of one image, so the total stays exact. Drawing it again
        // changes nothing; only the last part is cleared.
        let maximumDelay = 65535
        let parts = (image.delay + maximumDelay - 1) / maximumDelay
        for part in 0..<parts {
            let delay = image.delay / parts + (part < image.delay % parts ? 1 : 0)
            try output.writeImage(indexed, area: area, delay: delay, disposal: part == parts - 1 ? disposal : .leave)
        }
        var shown = frame
        if disposal == .clear { shown.clear(area) }
        screen = shown
    }

    private func abandon() {
        output?.discard()
        output = nil
    }
}
