import Basics
import CZlib
import Foundation

/// Writes an animated PNG (APNG 1.0, the format Firefox, Chrome and Safari play, and any PNG
/// viewer shows as its first frame): full 8-bit RGBA colour, one frame at a time, nothing at
/// `url` until `finish` renames the whole file into place.
///
/// - Timing: delays in milliseconds, each frame starting at ⌊1000·t⌋ ms, so they add up to
///   the scene's time; a frame identical to the one before lengthens it, and none shows for
///   less than 11 ms (browsers play 10 ms or less as 100 ms).
/// - Size: the first frame whole (it is also the PNG's default image); each later frame only
///   the rectangle that changed, drawn over the one before (dispose op none). The rectangle
///   either replaces what was there (blend op source), or, when every pixel of it is opaque,
///   may be blended over it (blend op over) with the pixels the canvas already shows made
///   transparent; each is deflated unfiltered and filtered row by row, and the shortest of
///   the four is written.
/// - Bytes: the same frames give the same file (zlib level 9).
public final class APNGWriter: FrameSink {
    /// Where the finished file goes.
    public let url: URL
    /// How many times the animation plays: 0 (the default) forever, 1 once.
    public let loopCount: Int

    private var file: StreamedFile?
    private var schedule = FrameSchedule(minimumDelay: APNGWriter.minimumDelay)
    private var lastTime: Double?
    private var size: (width: Int, height: Int)?
    /// The canvas as a viewer shows it after the frames written so far.
    private var canvas: Frame?
    private var framesWritten = 0
    private var sequence: UInt32 = 0

    /// 11 ms: browsers play a delay of 10 ms or less as 100 ms (docs/FIDELITY.md).
    static let minimumDelay = 11
    /// Where acTL's frame count is, patched by `finish`: after the signature (8), IHDR (25) and
    /// acTL's length and type (8).
    private static let animationControlOffset = 8 + 25

    public init(url: URL, loopCount: Int = 0) throws {
        guard (0...65536).contains(loopCount) else { throw EncodingError.invalidLoopCount(loopCount) }
        self.url = url.standardizedFileURL
        self.loopCount = loopCount
        file = try StreamedFile(destination: self.url)
    }

    deinit { file?.discard() }

    /// Adds the frame shown from `time` seconds on. Times must increase; every frame must have
    /// the first frame's size. After an error the writer is closed and its file deleted.
    public func append(_ frame: Frame, at time: Double) throws {
        guard let file else { throw EncodingError.writerClosed(path: url.path) }
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
                try writeHeader(width: frame.width, height: frame.height, to: file)
                size = (frame.width, frame.height)
            }
            lastTime = time
            if let image = schedule.add(frame, start: Self.milliseconds(time)) {
                try write(image, to: file)
            }
        } catch {
            abandon()
            throw error
        }
    }

    /// Writes the frames still held, the last one lasting until `duration` seconds, and moves
    /// the file to `url`, replacing any file there.
    public func finish(duration: Double) throws {
        guard let file else { throw EncodingError.writerClosed(path: url.path) }
        do {
            guard !schedule.isEmpty else { throw EncodingError.noFrames(path: url.path) }
            for image in schedule.finish(end: Self.milliseconds(duration)) {
                try write(image, to: file)
            }
            file.append(Self.chunk("IEND", []))
            try file.flush()
            try file.patch(Self.chunk("acTL", Self.words(UInt32(framesWritten), UInt32(loopCount))),
                           at: Self.animationControlOffset)
            try file.commit()
        } catch {
            abandon()
            throw error
        }
        self.file = nil
    }

    /// The millisecond that `time` seconds falls in (the 10⁻⁶ absorbs binary rounding).
    static func milliseconds(_ time: Double) -> Int {
        Int((time * 1000 + 1e-6).rounded(.down))
    }

    private func abandon() {
        file?.discard()
        file = nil
    }

    private func writeHeader(width: Int, height: Int, to file: StreamedFile) throws {
        guard width <= 0x7FFF_FFFF, height <= 0x7FFF_FFFF else {
            throw FileError.cannotWrite(path: url.path, reason: "a PNG's sides are at most 2³¹ − 1 pixels")
        }
        file.append([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
        // 8 bits a sample, colour type 6 (RGB and alpha), deflate, adaptive filters, no interlace.
        file.append(Self.chunk("IHDR", Self.words(UInt32(width), UInt32(height)) + [8, 6, 0, 0, 0]))
        // The frame count is patched in by `finish`.
        file.append(Self.chunk("acTL", Self.words(0, UInt32(loopCount))))
    }

    /// Writes one frame: its control chunk, then its image data (IDAT for the first, which is
    /// also the default image; fdAT after).
    private func write(_ image: FrameSchedule.Image, to file: StreamedFile) throws {
        let frame = image.frame
        var area = PixelArea.whole(frame)
        var blendOver = false
        var data: [UInt8]
        if let canvas {
            area = Frame.differences(screen: canvas, frame: frame, next: nil).changed
                ?? PixelArea(x: 0, y: 0, width: 1, height: 1)
            let replacing = frame.cropped(to: area).pixels
            data = try PNGRows.smallest(replacing, width: area.width, height: area.height)
            if let blended = Self.blended(replacing, over: canvas.cropped(to: area).pixels) {
                let over = try PNGRows.smallest(blended, width: area.width, height: area.height)
                if over.count < data.count { (data, blendOver) = (over, true) }
            }
        } else {
            data = try PNGRows.smallest(frame.pixels, width: frame.width, height: frame.height)
        }
        let (delay, denominator) = Self.delayFraction(milliseconds: image.delay)
        var control = Self.words(sequence, UInt32(area.width), UInt32(area.height), UInt32(area.x), UInt32(area.y))
        control += [UInt8(delay >> 8), UInt8(delay & 0xFF), UInt8(denominator >> 8), UInt8(denominator & 0xFF)]
        control += [0, blendOver ? 1 : 0]  // dispose op none; blend op source or over
        file.append(Self.chunk("fcTL", control))
        sequence += 1
        if canvas == nil {
            file.append(Self.chunk("IDAT", data))
        } else {
            file.append(Self.chunk("fdAT", Self.words(sequence) + data))
            sequence += 1
        }
        if canvas == nil { canvas = frame } else { canvas!.copy(area, from: frame) }
        framesWritten += 1
        if file.pendingCount >= 1 << 20 { try file.flush() }
    }

    /// The rectangle's pixels to blend over what the canvas shows there, when every one of
    /// them is opaque: those the canvas already shows made transparent. Nil when a pixel is
    /// not opaque (blending it would mix it with the canvas).
    private static func blended(_ pixels: [UInt8], over shown: [UInt8]) -> [UInt8]? {
        var blended = pixels
        let opaque = blended.withUnsafeMutableBytes { pixels in
            shown.withUnsafeBytes { shown in
                for offset in stride(from: 0, to: pixels.count, by: 4) {
                    guard pixels[offset + 3] == 255 else { return false }
                    if pixels.load(fromByteOffset: offset, as: UInt32.self) == shown.load(fromByteOffset: offset, as: UInt32.self) {
                        pixels.storeBytes(of: 0, toByteOffset: offset, as: UInt32.self)
                    }
                }
                return true
            }
        }
        return opaque ? blended : nil
    }

    /// A delay as fcTL's 16-bit fraction of a second: milliseconds when they fit, else
    /// centiseconds, else whole seconds (a recording lasts at most 600 s).
    package static func delayFraction(milliseconds: Int) -> (numerator: Int, denominator: Int) {
        if milliseconds <= 65535 { return (milliseconds, 1000) }
        if milliseconds / 10 <= 65535 { return ((milliseconds + 5) / 10, 100) }
        return (min(65535, (milliseconds + 500) / 1000), 1)
    }

    private static func words(_ values: UInt32...) -> [UInt8] {
        values.flatMap { [UInt8($0 >> 24), UInt8($0 >> 16 & 0xFF), UInt8($0 >> 8 & 0xFF), UInt8($0 & 0xFF)] }
    }

    /// A chunk: length, type, data, and the CRC-32 of type and data.
    private static func chunk(_ type: String, _ data: [UInt8]) -> [UInt8] {
        let typeAndData = Array(type.utf8) + data
        let crc = typeAndData.withUnsafeBufferPointer { crc32(0, $0.baseAddress, uInt($0.count)) }
        return words(UInt32(data.count)) + typeAndData + words(UInt32(crc))
    }
}

/// A file written front to back beside its destination, with room to patch bytes already
/// written, renamed into place by `commit`; `discard` (or dropping it) deletes it.
final class StreamedFile {
    let destination: URL
    private let temporaryPath: String
    private var descriptor: Int32?
    private var pending: [UInt8] = []
    private var written = 0

    init(destination: URL) throws {
        self.destination = destination
        let temporary = try FileSystem.createTemporaryFile(besideFileAt: destination)
        temporaryPath = temporary.path
        descriptor = temporary.descriptor
    }

    deinit { discard() }

    var pendingCount: Int { pending.count }

    func append(_ bytes: [UInt8]) { pending.append(contentsOf: bytes) }

    func flush() throws {
        guard let descriptor else { throw EncodingError.writerClosed(path: destination.path) }
        guard !pending.isEmpty else { return }
        try pending.withUnsafeBytes { try FileSystem.write($0, to: descriptor, at: written, reportingAs: destination.path) }
        written += pending.count
        pending.removeAll(keepingCapacity: true)
    }

    /// Overwrites bytes already flushed, from `offset` on.
    func patch(_ bytes: [UInt8], at offset: Int) throws {
        guard let descriptor else { throw EncodingError.writerClosed(path: destination.path) }
        precondition(offset + bytes.count <= written, "only flushed bytes can be patched")
        try bytes.withUnsafeBytes { try FileSystem.write($0, to: descriptor, at: offset, reportingAs: destination.path) }
    }

    /// Flushes, closes and renames the file to `destination`, replacing any file there.
    func commit() throws {
        try flush()
        guard let descriptor else { throw EncodingError.writerClosed(path: destination.path) }
        self.descriptor = nil
        guard close(descriptor) == 0 else {
            FileSystem.remove(temporaryPath)
            throw FileError.system(writing: true, path: destination.path)
        }
        do {
            try FileSystem.rename(temporaryPath, to: destination)
        } catch {
            FileSystem.remove(temporaryPath)
            throw error
        }
    }

    func discard() {
        guard let descriptor else { return }
        self.descriptor = nil
        close(descriptor)
        FileSystem.remove(temporaryPath)
    }
}
