import Basics
import CZlib
import Foundation

/// A clip's frames kept compactly: each frame as the rectangle of pixels that differ from the
/// frame before (exactly, byte for byte), run-length coded. UI frames change in a small area
/// and are mostly flat color, so a clip usually keeps in a few frames' worth of memory; the
/// frames past that memory are deflated into a temporary file (unlinked as it is made, so
/// nothing is left behind) and read back in order. Only a clip whose frames change size, or
/// that cannot write its file, is given up (`isComplete` turns false and the storage is
/// freed), and its frames must be made again.
///
/// A recording that surveys its frames before encoding them (``SurveyingFrameSink``) keeps
/// them here during the survey and plays them back to the encoder, instead of stepping and
/// drawing the scene a second time: a scene's code runs once, so an app's global state (a
/// singleton's score, a static array of items) is not carried from one pass into another.
public struct KeptClip {
    /// The most memory the clip may hold, in frames' worth of pixels (4 bytes a pixel of the
    /// first frame); later frames go to the file.
    public let framesWorth: Int
    /// The most bytes the clip may hold in memory: `framesWorth` frames, known from the first frame.
    public private(set) var byteLimit = 0
    /// False once frames changed size or the file could not be written; the clip then holds nothing.
    public private(set) var isComplete = true
    /// The frames kept, in order.
    public private(set) var count = 0
    /// The frames kept in the file rather than in memory.
    public var spilledCount: Int { entries.count { $0.spilled != nil } }

    /// Each frame's start time, rectangle and where its runs begin in `words` (or in the file).
    private var entries: [Entry] = []
    /// The frames' runs, one after another: a word `n` below `literalFlag` repeats the next
    /// word `n` times; `literalFlag | n` is followed by `n` pixels as they are.
    private var words: [UInt32] = []
    /// The last frame kept, to find what the next one changes.
    private var last: Frame?
    /// Where frames past the memory limit are kept.
    private var spill: SpillFile?

    private struct Entry {
        var time: Double
        var area: PixelArea?
        var start: Int
        /// For a frame in the file: where its deflated runs are, how long, and how many words.
        var spilled: (offset: Int, length: Int, words: Int)?
    }

    private static let literalFlag: UInt32 = 1 << 31

    /// The memory a recording or `dynamics encode` lets a clip keep, in frames' worth: the
    /// demos keep in 0.02 to 1.6.
    public static let defaultFramesWorth = 8

    public init(framesWorth: Int) {
        precondition(framesWorth >= 0, "framesWorth must not be negative")
        self.framesWorth = framesWorth
    }

    /// Bytes held now: the runs and the index of frames.
    public var byteCount: Int {
        words.count * MemoryLayout<UInt32>.stride + entries.count * MemoryLayout<Entry>.stride
    }

    /// Keeps `frame`, shown from `time` seconds: in memory while the clip is under
    /// `byteLimit`, else in the file.
    public mutating func append(_ frame: Frame, at time: Double) {
        guard isComplete else { return }
        if let last, last.width != frame.width || last.height != frame.height { return giveUp() }
        if last == nil {
            let limit = frame.pixels.count.multipliedReportingOverflow(by: framesWorth)
            byteLimit = limit.overflow ? .max : limit.partialValue
        }
        let area = last.map { Self.changedArea(from: $0, to: frame) } ?? .whole(frame)
        let start = words.count
        entries.append(Entry(time: time, area: area, start: start))
        if let area { appendRuns(of: frame, in: area) }
        if byteCount > byteLimit {
            // Past the memory: this frame's runs go to the file.
            do {
                if spill == nil { spill = try SpillFile() }
                entries[entries.count - 1].spilled = try words[start...].withUnsafeBufferPointer { try spill!.write($0) }
                words.removeSubrange(start...)
            } catch {
                return giveUp()
            }
        }
        last = frame
        count += 1
    }

    private mutating func giveUp() {
        isComplete = false
        entries = []
        words = []
        last = nil
        count = 0
        spill = nil
    }

    /// Calls `body` with each frame kept and its time, in order. The frame passed is `canvas`,
    /// rebuilt in place (made the right size first if it is not), so `body` must copy what it
    /// keeps: the next frame is drawn over it.
    public func forEach(into canvas: inout Frame, _ body: (Frame, Double) throws -> Void) rethrows {
        guard isComplete, let size = last else { return }
        if canvas.width != size.width || canvas.height != size.height {
            canvas = Frame(width: size.width, height: size.height)
        }
        var read: [UInt32] = []
        for index in entries.indices {
            let entry = entries[index]
            if let area = entry.area {
                if let spilled = entry.spilled, let spill {
                    // Written by this clip, so it reads back whole; a failed read (the disk
                    // gone) leaves the frame as the one before rather than crashing.
                    if (try? spill.read(spilled, into: &read)) != nil {
                        read.withUnsafeBufferPointer { Self.apply($0, runsFrom: 0, to: &canvas, in: area) }
                    }
                } else {
                    words.withUnsafeBufferPointer { Self.apply($0, runsFrom: entry.start, to: &canvas, in: area) }
                }
            }
            try body(canvas, entry.time)
        }
    }

    /// Hands the frames kept to `sink`, each at its time, then finishes it with `duration`, as
    /// the recording or reading they came from would have. Each frame goes out in a buffer of
    /// its own, reused once the sink has moved on (`SpareFrames`). `progress` hears (done,
    /// total) after each frame.
    public func play(into sink: FrameSink, duration: Double, progress: ((_ done: Int, _ total: Int) -> Void)? = nil) throws {
        let spares = SpareFrames()
        var canvas = Frame(width: 1, height: 1)
        var done = 0
        try forEach(into: &canvas) { shown, time in
            var frame = spares.take()
            if frame.width == shown.width && frame.height == shown.height {
                frame.pixels.withUnsafeMutableBytes { to in
                    shown.pixels.withUnsafeBytes { to.copyMemory(from: $0) }
                }
            } else {
                frame = shown // shared until the canvas is drawn over, then copied once
            }
            try sink.append(frame, at: time)
            spares.give(frame)
            done += 1
            progress?(done, count)
        }
        try sink.finish(duration: duration)
    }

    // MARK: Coding

    /// The bounding box of the pixels whose bytes differ, nil when none do.
    static func changedArea(from before: Frame, to frame: Frame) -> PixelArea? {
        var box = BoundingBox()
        let (width, rowBytes) = (frame.width, frame.width * 4)
        before.pixels.withUnsafeBytes { before in
            frame.pixels.withUnsafeBytes { current in
                for y in 0..<frame.height {
                    let offset = y * rowBytes
                    let old = before.baseAddress! + offset, new = current.baseAddress! + offset
                    guard memcmp(old, new, rowBytes) != 0 else { continue }
                    box.add(row: y, width: width) { x in
                        old.loadUnaligned(fromByteOffset: x * 4, as: UInt32.self)
                            != new.loadUnaligned(fromByteOffset: x * 4, as: UInt32.self)
                    }
                }
            }
        }
        return box.area
    }

    /// Appends the runs of `area`'s pixels, row-major; a run may cross rows.
    private mutating func appendRuns(of frame: Frame, in area: PixelArea) {
        let width = frame.width
        frame.pixels.withUnsafeBytes { bytes in
            let pixels = bytes.bindMemory(to: UInt32.self)
            var literalHeader = -1 // place of the open literal run's header in `words`, or −1
            var pending: UInt32 = 0, pendingCount = 0
            func flush() {
                guard pendingCount > 0 else { return }
                if pendingCount == 1 {
                    // A lone pixel joins (or starts) a literal run.
                    if literalHeader < 0 {
                        literalHeader = words.count
                        words.append(Self.literalFlag)
                    }
                    words[literalHeader] += 1
                    words.append(pending)
                } else {
                    literalHeader = -1
                    words.append(UInt32(pendingCount))
                    words.append(pending)
                }
                pendingCount = 0
            }
            for row in area.y..<area.y + area.height {
                let start = row * width + area.x
                for index in start..<start + area.width {
                    let pixel = pixels[index]
                    if pendingCount > 0 && pixel == pending && pendingCount < Int(Self.literalFlag - 1) {
                        pendingCount += 1
                    } else {
                        flush()
                        pending = pixel
                        pendingCount = 1
                    }
                }
            }
            flush()
        }
    }

    /// Writes the runs in `words` that begin at `start` over `area` of `canvas`.
    private static func apply(_ words: UnsafeBufferPointer<UInt32>, runsFrom start: Int, to canvas: inout Frame, in area: PixelArea) {
        let width = canvas.width
        do {
            canvas.pixels.withUnsafeMutableBytes { bytes in
                let pixels = bytes.bindMemory(to: UInt32.self)
                var word = start
                var column = 0, row = area.y
                var at = row * width + area.x
                // Writes `count` pixels from `next`, moving down a row at the area's right edge.
                func put(_ count: Int, _ next: (Int) -> UInt32) {
                    var done = 0
                    while done < count {
                        let span = min(count - done, area.width - column)
                        for offset in 0..<span { pixels[at + offset] = next(done + offset) }
                        done += span
                        column += span
                        at += span
                        if column == area.width {
                            column = 0
                            row += 1
                            at = row * width + area.x
                        }
                    }
                }
                var remaining = area.width * area.height
                while remaining > 0 {
                    let header = words[word]
                    if header & literalFlag != 0 {
                        let count = Int(header & ~literalFlag)
                        let first = word + 1
                        put(count) { words[first + $0] }
                        word = first + count
                        remaining -= count
                    } else {
                        let count = Int(header), pixel = words[word + 1]
                        put(count) { _ in pixel }
                        word += 2
                        remaining -= count
                    }
                }
            }
        }
    }
}

/// A temporary file of deflated chunks, written in order and read back by place; unlinked as
/// soon as it is made, so it disappears with the last handle, however the process ends.
private final class SpillFile {
    private let descriptor: Int32
    private var end = 0
    private var deflated: [UInt8] = []

    init() throws {
        let folder = FileManager.default.temporaryDirectory.path
        var template = Array((folder + "/.dynamics-clip-XXXXXX").utf8CString)
        let made = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
        guard made >= 0 else { throw EncodingError.libraryFailure(path: folder, reason: String(cString: strerror(errno))) }
        unlink(template.withUnsafeBufferPointer { String(cString: $0.baseAddress!) })
        descriptor = made
    }

    deinit { close(descriptor) }

    /// Deflates `words` (zlib's fastest level: the file holds a clip's frames for one
    /// playback) and appends them; returns where they are.
    func write(_ words: UnsafeBufferPointer<UInt32>) throws -> (offset: Int, length: Int, words: Int) {
        let source = UnsafeRawBufferPointer(words)
        var length = compressBound(uLong(source.count))
        if deflated.count < Int(length) { deflated = [UInt8](repeating: 0, count: Int(length)) }
        let status = deflated.withUnsafeMutableBufferPointer { to in
            compress2(to.baseAddress, &length, source.baseAddress?.assumingMemoryBound(to: Bytef.self), uLong(source.count), 1)
        }
        guard status == Z_OK else { throw EncodingError.libraryFailure(path: "a clip's temporary file", reason: "deflate failed (\(status))") }
        var written = 0
        while written < Int(length) {
            let n = deflated.withUnsafeBufferPointer { pwrite(descriptor, $0.baseAddress! + written, Int(length) - written, off_t(end + written)) }
            guard n > 0 else { throw EncodingError.libraryFailure(path: "a clip's temporary file", reason: String(cString: strerror(errno))) }
            written += n
        }
        defer { end += Int(length) }
        return (end, Int(length), words.count)
    }

    /// Reads back what `write` returned `place` for into `words`.
    func read(_ place: (offset: Int, length: Int, words: Int), into words: inout [UInt32]) throws {
        if deflated.count < place.length { deflated = [UInt8](repeating: 0, count: place.length) }
        var done = 0
        while done < place.length {
            let n = deflated.withUnsafeMutableBufferPointer { pread(descriptor, $0.baseAddress! + done, place.length - done, off_t(place.offset + done)) }
            guard n > 0 else { throw EncodingError.libraryFailure(path: "a clip's temporary file", reason: "short read") }
            done += n
        }
        words = [UInt32](repeating: 0, count: place.words)
        var length = uLongf(place.words * MemoryLayout<UInt32>.stride)
        let status = words.withUnsafeMutableBytes { to in
            deflated.withUnsafeBufferPointer { uncompress(to.baseAddress?.assumingMemoryBound(to: Bytef.self), &length, $0.baseAddress, uLong(place.length)) }
        }
        guard status == Z_OK, Int(length) == place.words * MemoryLayout<UInt32>.stride else {
            throw EncodingError.libraryFailure(path: "a clip's temporary file", reason: "inflate failed (\(status))")
        }
    }
}
