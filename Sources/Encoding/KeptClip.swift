import Basics
import Foundation

/// A clip's frames kept in memory, compactly, up to a size: each frame as the rectangle of
/// pixels that differ from the frame before (exactly, byte for byte), run-length coded. UI
/// frames change in a small area and are mostly flat color, so a clip usually keeps in a few
/// frames' worth of memory; one that does not fit is given up (`isComplete` turns false and
/// the storage is freed), and its frames must be made again.
///
/// A recording that surveys its frames before encoding them (``SurveyingFrameSink``) keeps
/// them here during the survey and plays them back to the encoder, instead of stepping and
/// drawing the scene a second time.
public struct KeptClip {
    /// The most memory the clip may hold, in frames' worth of pixels (4 bytes a pixel of the
    /// first frame).
    public let framesWorth: Int
    /// The most bytes the clip may hold: `framesWorth` frames, known from the first frame.
    public private(set) var byteLimit = 0
    /// False once a frame did not fit (or frames changed size); the clip then holds nothing.
    public private(set) var isComplete = true
    /// The frames kept, in order.
    public private(set) var count = 0

    /// Each frame's start time, rectangle and where its runs begin in `words`.
    private var entries: [Entry] = []
    /// The frames' runs, one after another: a word `n` below `literalFlag` repeats the next
    /// word `n` times; `literalFlag | n` is followed by `n` pixels as they are.
    private var words: [UInt32] = []
    /// The last frame kept, to find what the next one changes.
    private var last: Frame?

    private struct Entry {
        var time: Double
        var area: PixelArea?
        var start: Int
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

    /// Keeps `frame`, shown from `time` seconds; gives the clip up if it would go over
    /// `byteLimit`.
    public mutating func append(_ frame: Frame, at time: Double) {
        guard isComplete else { return }
        if let last, last.width != frame.width || last.height != frame.height { return giveUp() }
        if last == nil {
            let limit = frame.pixels.count.multipliedReportingOverflow(by: framesWorth)
            byteLimit = limit.overflow ? .max : limit.partialValue
        }
        let area = last.map { Self.changedArea(from: $0, to: frame) } ?? .whole(frame)
        entries.append(Entry(time: time, area: area, start: words.count))
        if let area { appendRuns(of: frame, in: area) }
        guard byteCount <= byteLimit else { return giveUp() }
        last = frame
        count += 1
    }

    private mutating func giveUp() {
        isComplete = false
        entries = []
        words = []
        last = nil
        count = 0
    }

    /// Calls `body` with each frame kept and its time, in order. The frame passed is `canvas`,
    /// rebuilt in place (made the right size first if it is not), so `body` must copy what it
    /// keeps: the next frame is drawn over it.
    public func forEach(into canvas: inout Frame, _ body: (Frame, Double) throws -> Void) rethrows {
        guard isComplete, let size = last else { return }
        if canvas.width != size.width || canvas.height != size.height {
            canvas = Frame(width: size.width, height: size.height)
        }
        for index in entries.indices {
            let entry = entries[index]
            if let area = entry.area { apply(runsFrom: entry.start, to: &canvas, in: area) }
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

    /// Writes the runs that begin at `start` over `area` of `canvas`.
    private func apply(runsFrom start: Int, to canvas: inout Frame, in area: PixelArea) {
        let width = canvas.width
        words.withUnsafeBufferPointer { words in
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
                    if header & Self.literalFlag != 0 {
                        let count = Int(header & ~Self.literalFlag)
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
