/// Perceptual color distance in the NTSC YIQ space, weighted as in Kotsarenko and Ramos,
/// "Measuring perceived color difference using YIQ NTSC transmission color space in mobile
/// applications" (2010), the measure pixelmatch uses.
enum YIQ {
    // RGB → YIQ rows. Each is linear, so the difference of two colors' Y, I and Q is the
    // Y, I and Q of their RGB difference.
    @inline(__always)
    static func brightness(r: Double, g: Double, b: Double) -> Double {
        0.298_895_31 * r + 0.586_622_47 * g + 0.114_482_23 * b
    }

    @inline(__always)
    static func inPhase(r: Double, g: Double, b: Double) -> Double {
        0.595_977_99 * r - 0.274_176_10 * g - 0.321_801_89 * b
    }

    @inline(__always)
    static func quadrature(r: Double, g: Double, b: Double) -> Double {
        0.211_470_17 * r - 0.522_617_11 * g + 0.311_146_94 * b
    }

    /// The squared perceptual distance of a color difference (each channel −255 to 255):
    /// brightness weighs most, then the orange–blue axis (I), then purple–green (Q).
    @inline(__always)
    static func squaredDistance(dr: Double, dg: Double, db: Double) -> Double {
        let y = brightness(r: dr, g: dg, b: db)
        let i = inPhase(r: dr, g: dg, b: db)
        let q = quadrature(r: dr, g: dg, b: db)
        return 0.5053 * y * y + 0.299 * i * i + 0.1957 * q * q
    }

    /// The largest `squaredDistance` between two 8-bit colors. The distance is a convex
    /// quadratic in the difference, so its maximum over the cube of differences lies at a corner.
    static let largestSquaredDistance: Double = {
        var largest = 0.0
        for corner in 0..<8 {
            let dr = corner & 1 == 0 ? -255.0 : 255, dg = corner & 2 == 0 ? -255.0 : 255
            let db = corner & 4 == 0 ? -255.0 : 255
            largest = max(largest, squaredDistance(dr: dr, dg: dg, db: db))
        }
        return largest
    }()
}
