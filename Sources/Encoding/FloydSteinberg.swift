import Basics
/// Floyd–Steinberg error diffusion: pixels are mapped left to right, top to bottom, and each
/// one's difference from its palette entry is passed on, 7/16 to the right and 3/16, 5/16 and
/// 1/16 to the three pixels below. A smooth gradient then becomes a fine mix of neighbouring
/// entries instead of flat bands. Integer arithmetic keeps it the same everywhere.
enum FloydSteinberg {
    /// Palette indices for `frame`'s pixels. Transparent pixels, and those `unchanged` marks,
    /// get `transparentIndex` and neither take nor pass on error: they show what is already
    /// on screen.
    static func indices(for frame: Frame, palette: [RGBA], transparentIndex: Int, unchanged: [Bool]?) -> [UInt8] {
        let (width, height) = (frame.width, frame.height)
        let nearest = NearestColor(palette: palette)
        var indices = [UInt8](repeating: UInt8(transparentIndex), count: width * height)
        // Error carried into this row and the next, in sixteenths, 3 channels per pixel with
        // one pixel of margin on each side so the edges need no special case.
        var current = [Int32](repeating: 0, count: (width + 2) * 3)
        var below = current
        for y in 0..<height {
            for x in 0..<width {
                let pixel = y * width + x
                let byte = pixel * 4
                guard frame.pixels[byte + 3] != 0, unchanged?[pixel] != true else { continue }
                let slot = (x + 1) * 3
                var wanted = SIMD3<Int32>()
                for channel in 0..<3 {
                    // Rounded division by 16 (an arithmetic shift rounds toward −∞, the same
                    // on every platform), clamped to a channel's range.
                    let carried = (current[slot + channel] + 8) >> 4
                    wanted[channel] = min(255, max(0, Int32(frame.pixels[byte + channel]) + carried))
                }
                let index = nearest.index(of: RGBA(UInt8(wanted.x), UInt8(wanted.y), UInt8(wanted.z)))
                indices[pixel] = UInt8(index)
                let chosen = palette[index]
                let error = wanted &- SIMD3(Int32(chosen.r), Int32(chosen.g), Int32(chosen.b))
                for channel in 0..<3 {
                    current[slot + 3 + channel] += 7 * error[channel]
                    below[slot - 3 + channel] += 3 * error[channel]
                    below[slot + channel] += 5 * error[channel]
                    below[slot + 3 + channel] += error[channel]
                }
            }
            swap(&current, &below)
            for index in below.indices { below[index] = 0 }
        }
        return indices
    }
}
