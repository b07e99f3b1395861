/// Coefficients of a soft constraint: a spring of `hertz` and damping ratio `zeta` solved
/// implicitly at substep `h`, so a stiff spring cannot blow up (Catto, "Solver2D", 2024).
///
/// With ω = 2π·hertz: a1 = 2ζ + hω, a2 = hω·a1, a3 = 1 / (1 + a2);
/// bias rate = ω / a1, mass scale = a2·a3, impulse scale = a3.
struct Softness {
    var biasRate: Double
    var massScale: Double
    var impulseScale: Double

    static let rigid = Softness(biasRate: 0, massScale: 1, impulseScale: 0)

    init(biasRate: Double, massScale: Double, impulseScale: Double) {
        self.biasRate = biasRate
        self.massScale = massScale
        self.impulseScale = impulseScale
    }

    init(hertz: Double, dampingRatio zeta: Double, substep h: Double) {
        guard hertz > 0 else {
            self = .rigid
            return
        }
        let omega = 2 * Double.pi * hertz
        let a1 = 2 * zeta + h * omega
        let a2 = h * omega * a1
        let a3 = 1 / (1 + a2)
        biasRate = omega / a1
        massScale = a2 * a3
        impulseScale = a3
    }
}

/// Per-step constants shared by constraints.
public struct StepContext {
    /// Step length, seconds.
    var dt: Double
    /// Substep length, seconds.
    var h: Double
    var inverseH: Double
    /// Softness of contacts between two moving bodies.
    var contactSoftness: Softness
    /// Stiffer softness for contacts with fixed bodies and edges.
    var staticSoftness: Softness
    /// Softness that holds rigid joints together.
    var jointSoftness: Softness
    /// Fastest speed at which overlap is pushed apart, pt/s.
    var maxBiasVelocity: Double
    /// Approach speed below which contacts do not bounce, pt/s.
    var restitutionThreshold: Double
}
