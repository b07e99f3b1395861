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
    /// Whether a viewer shows pixel `pixel` the same in both frames: every alpha-0 pixel is the
    /// same transparent, whatever its RGB.
    @inline(__always)
    static func sameShown(_ a: UnsafeBufferPointer<UInt8>, _ b: UnsafeBufferPointer<UInt8>, pixel: Int) -> Bool {
        let byte = pixel * 4
        if a[byte + 3] == 0 || b[byte + 3] == 0 { return a[byte + 3] == b[byte + 3] }
        return a[byte] == b[byte] && a[byte + 1] == b[byte + 1] && a[byte + 2] == b[byte + 2]
            && a[byte + 3] == b[byte + 3]
    }

    /// The bounding box of the pixels where `self` (the screen as shown now) and `next` differ;
    /// nil when none do. Both frames have one size.
    func changedArea(to next: Frame) -> PixelArea? {
        boundingBox(with: next) { shown, next, pixel in !Frame.sameShown(shown, next, pixel: pixel) }
    }

    /// The bounding box of the pixels opaque here but transparent in `next`: drawing `next` on
    /// top cannot uncover them, so they must be cleared first.
    func newlyTransparentArea(in next: Frame) -> PixelArea? {
        boundingBox(with: next) { shown, next, pixel in shown[pixel * 4 + 3] != 0 && next[pixel * 4 + 3] == 0 }
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

    /// For each pixel of `area`, row-major, whether `next` shows it as `self` does.
    func unchangedMask(to next: Frame, in area: PixelArea) -> [Bool] {
        var mask = [Bool](repeating: false, count: area.width * area.height)
        pixels.withUnsafeBufferPointer { shown in
            next.pixels.withUnsafeBufferPointer { next in
                for row in 0..<area.height {
                    for column in 0..<area.width {
                        let pixel = (area.y + row) * width + area.x + column
                        mask[row * area.width + column] = Frame.sameShown(shown, next, pixel: pixel)
                    }
                }
            }
        }
        return mask
    }

    /// Sets every pixel of `area` to transparent, as "restore to background" does.
    mutating func clear(_ area: PixelArea) {
        for row in area.y..<area.y + area.height {
            let start = (row * width + area.x) * 4
            pixels[start..<start + area.width * 4] = ArraySlice(repeating: 0, count: area.width * 4)
        }
    }

    private func boundingBox(
        with other: Frame, where test: (UnsafeBufferPointer<UInt8>, UnsafeBufferPointer<UInt8>, Int) -> Bool
    ) -> PixelArea? {
        precondition(width == other.width && height == other.height)
        var (left, top, right, bottom) = (width, height, -1, -1)
        pixels.withUnsafeBufferPointer { mine in
            other.pixels.withUnsafeBufferPointer { theirs in
                for y in 0..<height {
                    var rowChanged = false
                    for x in 0..<width where test(mine, theirs, y * width + x) {
                        left = min(left, x)
                        right = max(right, x)
                        rowChanged = true
                    }
                    if rowChanged {
                        top = min(top, y)
                        bottom = y
                    }
                }
            }
        }
        guard right >= 0 else { return nil }
        return PixelArea(x: left, y: top, width: right - left + 1, height: bottom - top + 1)
    }
}
