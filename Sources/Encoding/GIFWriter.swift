import Foundation

/// Writes an animated GIF89a, one frame at a time.
///
/// - Timing: frames start at ⌊100·t⌋ centiseconds, so delays add up to the scene's time
///   exactly (30 fps gives 3, 3, 4 cs…); no delay is under 2 cs, and identical consecutive
///   frames become one longer image (see `FrameSchedule`).
/// - Colours: each image has its own colour map. A frame with at most 256 colours keeps them
///   exactly; a richer one is reduced by median cut. Pixels with alpha 0 are transparent, any
///   other alpha is drawn opaque.
/// - Output: the same frames give the same bytes in every process. The file is written beside
///   `url` and renamed into place by `finish`; a writer that fails, or is dropped before
///   `finish`, deletes it, so `url` never holds a partial GIF.
public final class GIFWriter: FrameSink {
    /// Where the finished GIF goes.
    public let url: URL
    /// How many times the animation plays: 0 (the default) forever, 1 once.
    public let loopCount: Int

    private var output: GIFOutputFile?
    private var schedule = FrameSchedule()
    private var size: (width: Int, height: Int)?
    private var lastTime: Double?

    /// Starts a GIF bound for `url`, whose folder must exist and be writable (checked here).
    ///
    /// `loopCount` is the number of plays, 0...65536. The NETSCAPE2.0 extension stores repeats
    /// after the first play, so 0 writes a repeat count of 0 (forever), 1 writes no extension
    /// (viewers play a GIF without one once) and n ≥ 2 writes n − 1.
    public init(url: URL, loopCount: Int = 0) throws {
        guard (0...65536).contains(loopCount) else { throw EncodingError.invalidLoopCount(loopCount) }
        self.url = url
        self.loopCount = loopCount
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
                try write(image, to: output)
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
                try write(image, to: output)
            }
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

    private func write(_ image: FrameSchedule.Image, to output: GIFOutputFile) throws {
        let indexed = Quantizer.indexedImage(for: image.frame)
        // A GIF delay field holds at most 65535 cs (about 11 minutes); a longer still is
        // written as equal parts of one image, so the total stays exact.
        let maximumDelay = 65535
        let parts = (image.delay + maximumDelay - 1) / maximumDelay
        for part in 0..<parts {
            let delay = image.delay / parts + (part < image.delay % parts ? 1 : 0)
            try output.writeImage(indexed, width: image.frame.width, height: image.frame.height, delay: delay)
        }
    }

    private func abandon() {
        output?.discard()
        output = nil
    }
}
