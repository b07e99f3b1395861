/// Smooth, seeded gradient noise in three dimensions (two of space, one of time).
///
/// A pure function of its seed and arguments: lattice gradients come from an integer hash, not
/// from a table shuffled at run time, so the same seed gives the same numbers in every process
/// and on every platform.
public struct FieldNoise: Hashable, Sendable {
    public var seed: UInt64

    public init(seed: UInt64) {
        self.seed = seed
    }

    /// Noise at (x, y, z), in about −1…1; 0 at every integer lattice point. Varies smoothly, with
    /// features about one unit across. Non-finite or huge arguments give 0.
    public func value(_ x: Double, _ y: Double, _ z: Double) -> Double {
        // Beyond 2^52 a Double has no fractional part left to interpolate.
        let limit = 4_503_599_627_370_496.0
        guard abs(x) < limit, abs(y) < limit, abs(z) < limit else { return 0 }
        let x0 = x.rounded(.down), y0 = y.rounded(.down), z0 = z.rounded(.down)
        let ix = Int64(x0), iy = Int64(y0), iz = Int64(z0)
        let fx = x - x0, fy = y - y0, fz = z - z0

        func corner(_ dx: Int64, _ dy: Int64, _ dz: Int64) -> Double {
            let gradient = Self.gradient(hash(ix &+ dx, iy &+ dy, iz &+ dz))
            return gradient.0 * (fx - Double(dx)) + gradient.1 * (fy - Double(dy)) + gradient.2 * (fz - Double(dz))
        }
        let u = Self.fade(fx), v = Self.fade(fy), w = Self.fade(fz)
        let near = lerp(lerp(corner(0, 0, 0), corner(1, 0, 0), u), lerp(corner(0, 1, 0), corner(1, 1, 0), u), v)
        let far = lerp(lerp(corner(0, 0, 1), corner(1, 0, 1), u), lerp(corner(0, 1, 1), corner(1, 1, 1), u), v)
        return min(max(lerp(near, far, w), -1), 1)
    }

    /// A lattice point's hash: the coordinates folded into the seed, then SplitMix64's finalizer.
    private func hash(_ x: Int64, _ y: Int64, _ z: Int64) -> UInt64 {
        var h = seed
        h = (h ^ UInt64(bitPattern: x)) &* 0x9E37_79B9_7F4A_7C15
        h = (h ^ UInt64(bitPattern: y)) &* 0xC2B2_AE3D_27D4_EB4F
        h = (h ^ UInt64(bitPattern: z)) &* 0x1656_67B1_9E37_79F9
        h = (h ^ (h >> 30)) &* 0xBF58_476D_1CE4_E5B9
        h = (h ^ (h >> 27)) &* 0x94D0_49BB_1331_11EB
        return h ^ (h >> 31)
    }

    /// One of the twelve edge directions of a cube: every gradient the same length, none along
    /// an axis, so no direction is favoured.
    private static func gradient(_ hash: UInt64) -> (Double, Double, Double) {
        switch (hash >> 32) % 12 {
        case 0: (1, 1, 0)
        case 1: (-1, 1, 0)
        case 2: (1, -1, 0)
        case 3: (-1, -1, 0)
        case 4: (1, 0, 1)
        case 5: (-1, 0, 1)
        case 6: (1, 0, -1)
        case 7: (-1, 0, -1)
        case 8: (0, 1, 1)
        case 9: (0, -1, 1)
        case 10: (0, 1, -1)
        default: (0, -1, -1)
        }
    }

    /// 6t⁵ − 15t⁴ + 10t³: zero first and second derivatives at the lattice, so the noise has no
    /// creases there.
    private static func fade(_ t: Double) -> Double {
        t * t * t * (t * (t * 6 - 15) + 10)
    }
}

private func lerp(_ a: Double, _ b: Double, _ t: Double) -> Double { a + t * (b - a) }
