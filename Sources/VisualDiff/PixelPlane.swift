/// A frame's pixels read in place, each as it looks composited over white: how a viewer sees a
/// transparent pixel, and how pixelmatch compares them. Nothing here allocates.
struct PixelPlane {
    let bytes: UnsafeBufferPointer<UInt8>
    let width: Int
    let height: Int

    /// The pixel's four bytes as one word, for exact comparisons.
    @inline(__always)
    func word(at index: Int) -> UInt32 {
        let offset = index * 4
        return UInt32(bytes[offset]) | UInt32(bytes[offset + 1]) << 8
            | UInt32(bytes[offset + 2]) << 16 | UInt32(bytes[offset + 3]) << 24
    }

    /// Red, green and blue, 0 to 255, over white.
    @inline(__always)
    func color(at index: Int) -> (r: Double, g: Double, b: Double) {
        let offset = index * 4
        let alpha = bytes[offset + 3]
        if alpha == 255 { return (Double(bytes[offset]), Double(bytes[offset + 1]), Double(bytes[offset + 2])) }
        let opacity = Double(alpha) / 255
        @inline(__always) func overWhite(_ channel: UInt8) -> Double { 255 + (Double(channel) - 255) * opacity }
        return (overWhite(bytes[offset]), overWhite(bytes[offset + 1]), overWhite(bytes[offset + 2]))
    }

    /// Brightness (YIQ's Y), 0 to 255, over white.
    @inline(__always)
    func brightness(at index: Int) -> Double {
        let (r, g, b) = color(at: index)
        return YIQ.brightness(r: r, g: g, b: b)
    }
}
