import Basics
import Foundation

/// A rectangle of the screen in pixels, from its top-left corner.
struct PixelArea: Equatable {
    var x: Int, y: Int, width: Int, height: Int

    static func whole(_ frame: Frame) -> PixelArea { PixelArea(x: 0, y: 0, width: frame.width, height: frame.height) }

    /// The smallest area holding both.
    func union(_ other: PixelArea) -> PixelArea {
        let (left, top) = (min(x, other.x), min(y, other.y))
        let right = max(x + width, other.x + other.width), bottom = max(y + height, other.y + other.height)
        return PixelArea(x: left, y: top, width: right - left, height: bottom - top)
    }
}

extension Frame {
    /// What writing `frame` over `screen` (the screen as shown now; nil before the first image)
    /// and before `next` (nil for the last image) needs to know, found in one pass over the
    /// rows:
    /// - `changed`: the bounding box of the pixels a viewer shows differently in `screen` and
    ///   `frame` (nil when none do, or there is no screen);
    /// - `uncovered`: the bounding box of the pixels opaque in `frame` but transparent in
    ///   `next`: drawing `next` on top cannot uncover them, so they must be cleared first.
    ///
    /// A row whose bytes are identical is skipped with one `memcmp`; in any other row only its
    /// two ends are searched, inwards, for the first and last pixel that counts. All frames have
    /// one size.
    static func differences(screen: Frame?, frame: Frame, next: Frame?) -> (changed: PixelArea?, uncovered: PixelArea?) {
        precondition(screen.map { $0.width == frame.width && $0.height == frame.height } ?? true)
        precondition(next.map { $0.width == frame.width && $0.height == frame.height } ?? true)
        var changed = BoundingBox(), uncovered = BoundingBox()
        let (width, rowBytes) = (frame.width, frame.width * 4)
        frame.pixels.withUnsafeBytes { current in
            withOptionalBytes(screen) { shown in
                withOptionalBytes(next) { following in
                    for y in 0..<frame.height {
                        let offset = y * rowBytes
                        let row = current.baseAddress! + offset
                        if let shown, memcmp(shown.baseAddress! + offset, row, rowBytes) != 0 {
                            let before = shown.baseAddress! + offset
                            changed.add(row: y, width: width) { x in
                                !Frame.sameShown(word(before, x), word(row, x))
                            }
                        }
                        if let following, memcmp(following.baseAddress! + offset, row, rowBytes) != 0 {
                            let after = following.baseAddress! + offset
                            uncovered.add(row: y, width: width) { x in
                                word(row, x) >> 24 != 0 && word(after, x) >> 24 == 0
                            }
                        }
                    }
                }
            }
        }
        return (changed.area, uncovered.area)
    }

    /// Pixel `x` of a row as the word `0xAABBGGRR`, whatever the machine's byte order.
    @inline(__always)
    private static func word(_ row: UnsafeRawPointer, _ x: Int) -> UInt32 {
        UInt32(littleEndian: row.load(fromByteOffset: x * 4, as: UInt32.self))
    }

    /// Whether a viewer shows two pixels (words as from `word`) the same: every alpha-0 pixel
    /// is the same transparent, whatever its RGB.
    @inline(__always)
    static func sameShown(_ a: UInt32, _ b: UInt32) -> Bool {
        a == b || (a >> 24 == 0 && b >> 24 == 0)
    }

    private static func withOptionalBytes<Result>(
        _ frame: Frame?, _ body: (UnsafeRawBufferPointer?) -> Result
    ) -> Result {
        guard let frame else { return body(nil) }
        return frame.pixels.withUnsafeBytes { body($0) }
    }

    /// The pixels of `area`, as a frame of its own.
    func cropped(to area: PixelArea) -> Frame {
        if area == .whole(self) { return self }
        var cropped = [UInt8](repeating: 0, count: area.width * area.height * 4)
        for row in 0..<area.height {
            let source = ((area.y + row) * width + area.x) * 4
            cropped[row * area.width * 4..<(row + 1) * area.width * 4] = pixels[source..<source + area.width * 4]
        }
        return Frame(width: area.width, height: area.height, pixels: cropped)
    }

    /// For each pixel of `area`, row-major, whether `next` shows it as `self` does; written into
    /// `mask`, whose storage is reused.
    func unchangedMask(to next: Frame, in area: PixelArea, into mask: inout [Bool]) {
        mask.reset(count: area.width * area.height, to: false)
        let width = self.width
        pixels.withUnsafeBytes { shown in
            next.pixels.withUnsafeBytes { next in
                mask.withUnsafeMutableBufferPointer { mask in
                    for row in 0..<area.height {
                        let offset = ((area.y + row) * width + area.x) * 4
                        let before = shown.baseAddress! + offset, after = next.baseAddress! + offset
                        for column in 0..<area.width {
                            mask[row * area.width + column] = Frame.sameShown(Frame.word(before, column), Frame.word(after, column))
                        }
                    }
                }
            }
        }
    }

    /// Copies the pixels of `area` from `source`, a frame of the same size, in place.
    mutating func copy(_ area: PixelArea, from source: Frame) {
        precondition(width == source.width && height == source.height)
        let (rowBytes, width) = (area.width * 4, self.width)
        source.pixels.withUnsafeBytes { from in
            pixels.withUnsafeMutableBytes { to in
                for row in area.y..<area.y + area.height {
                    let offset = (row * width + area.x) * 4
                    (to.baseAddress! + offset).copyMemory(from: from.baseAddress! + offset, byteCount: rowBytes)
                }
            }
        }
    }

    /// Sets every pixel of `area` to transparent, as "restore to background" does.
    mutating func clear(_ area: PixelArea) {
        let width = self.width
        pixels.withUnsafeMutableBytes { bytes in
            for row in area.y..<area.y + area.height {
                (bytes.baseAddress! + (row * width + area.x) * 4).initializeMemory(as: UInt8.self, repeating: 0, count: area.width * 4)
            }
        }
    }
}

/// The bounding box of the pixels found so far, grown a row at a time, top to bottom.
struct BoundingBox {
    private var left = Int.max, right = -1, top = -1, bottom = -1

    var area: PixelArea? {
        right < 0 ? nil : PixelArea(x: left, y: top, width: right - left + 1, height: bottom - top + 1)
    }

    /// Adds the pixels of row `y` that `count`. The row is searched from its left end up to
    /// the first such pixel, then from its right end down to the box's right edge (a pixel
    /// between them cannot widen the box).
    @inline(__always)
    mutating func add(row y: Int, width: Int, where count: (Int) -> Bool) {
        var first = 0
        while first < width && !count(first) { first += 1 }
        guard first < width else { return }
        var last = width - 1
        let known = max(first, right)
        while last > known && !count(last) { last -= 1 }
        left = min(left, first)
        right = max(right, last)
        if top < 0 { top = y }
        bottom = y
    }
}
