/// Scales that turn a field's unitless strength into engine units, in one place.
///
/// The engine works at 100 points to the metre, so a field length unit is 100 pt. Fields that
/// ignore mass accelerate at standard gravity per unit of strength; fields that act through
/// mass or charge push with the engine's unit force, the one that accelerates a mass of 1 at
/// 100 pt/s².
public enum FieldUnits {
    /// Points per field length unit. Distances in falloff, spring stretch, radial gravity and
    /// vortex are counted in these, so at 100 pt from the field a falloff changes nothing.
    public static let length = 100.0
    /// pt/s² per unit of strength, for fields that ignore mass (linear and radial gravity,
    /// vortex, noise): standard gravity.
    public static let acceleration = 1000.0
    /// mass·pt/s² per unit of strength, for fields that act through mass or charge (spring,
    /// drag, turbulence, electric, magnetic).
    public static let force = 100.0
    /// pt/s per unit of strength, for the velocity field: one length unit a second.
    public static let speed = 100.0
}

/// What a field does to the bodies in it. Formulas, with strength s (already multiplied by the
/// falloff), offset r from the field's position (|r| = d), velocity v, mass m, charge q, the
/// units L, A, F, S of ``FieldUnits``, and "counter-clockwise" meaning as seen on screen (y down):
public enum FieldKind: Hashable, Sendable {
    /// Slows bodies: force −(F·s/L)·v, so with no other force speed decays as e^(−s·t/m) (t in s).
    case drag
    /// Turns bodies about the position: acceleration A·s·d/L, perpendicular to r,
    /// counter-clockwise for positive s and clockwise for negative.
    case vortex
    /// Pulls bodies toward the position: acceleration −A·s·r/L (∝ distance, 10 pt/s² per pt at
    /// s = 1); negative s pushes them away.
    case radialGravity
    /// Accelerates bodies along `direction`: A·s·direction, whatever their mass.
    case linearGravity
    /// Drives bodies' velocity to S·s·direction, reaching it within one step.
    case velocity
    /// Smooth noise: acceleration A·s·n, with n a noise vector (components −1…1) of position
    /// and time. Mass is ignored.
    case noise
    /// Noise scaled by speed: force F·s·(|v|/L)·n.
    case turbulence
    /// Hooke's law toward the position: force −(F·s/L)·r, so a body oscillates at √(s/m) rad/s.
    case spring
    /// F = qE with E radial from the position: force F·q·s·r/d. The field's strength acts as its
    /// charge: like signs repel, opposite signs attract.
    case electric
    /// F = q v × B with B along +z of the engine's frame: force (F/L)·q·s·(v.y, −v.x). Positive
    /// q·s turns a moving body counter-clockwise at q·s/m rad/s, keeping its speed.
    case magnetic
}

/// One body where a field is evaluated.
public struct FieldSample: Sendable {
    /// From the field's position to the body's centre, in points.
    public var offset: Vec2
    /// pt/s.
    public var velocity: Vec2
    public var mass: Double
    public var charge: Double
    /// Seconds on the field's own clock, which animates noise.
    public var time: Double
    /// Seconds the force will be held, and the substeps the world integrates it in.
    public var duration: Double
    public var substeps: Int

    public init(offset: Vec2, velocity: Vec2, mass: Double, charge: Double = 0, time: Double = 0,
                duration: Double, substeps: Int = 1)
    {
        self.offset = offset
        self.velocity = velocity
        self.mass = mass
        self.charge = charge
        self.time = time
        self.duration = duration
        self.substeps = substeps
    }
}

/// A force field: its kind and parameters, and the force it puts on a body.
///
/// The force is meant to be held constant for `sample.duration` and integrated in
/// `sample.substeps`, as a world step does with `Body.force`. It is shaped for that, so that
/// light bodies in stiff fields stay stable: position-dependent kinds are evaluated slightly
/// ahead of the body, and drag, velocity and magnetic fields give the exact change of velocity
/// over the duration instead of the instantaneous force.
public struct Field: Hashable, Sendable {
    public var kind: FieldKind
    /// Unitless; see ``FieldUnits``. Default 1.
    public var strength = 1.0
    /// The force scales by (distance / L)^(−falloff), L = 100 pt. Default 0: uniform.
    public var falloff = 0.0
    /// Distances below this, in points, count as this one in the falloff. Default 0.
    public var minimumRadius = 0.0
    /// For linear gravity and velocity fields; its length scales the field.
    public var direction = Vec2.zero
    /// Noise roughness: 0 adds finer octaves at equal weight, 1 leaves only the coarsest (about
    /// 100 pt across). Clamped to 0…1.
    public var smoothness = 0.0
    /// How fast noise changes where it is, in hertz. 0 freezes it.
    public var animationSpeed = 0.0
    /// Seeds the noise and turbulence patterns.
    public var noise = FieldNoise(seed: 0)

    public init(kind: FieldKind) {
        self.kind = kind
    }

    /// The force on the sampled body, in mass·pt/s², or zero where it would not be finite.
    public func force(on sample: FieldSample) -> Vec2 {
        let force = unguardedForce(on: sample)
        return force.isFinite ? force : .zero
    }

    private func unguardedForce(on sample: FieldSample) -> Vec2 {
        let L = FieldUnits.length, A = FieldUnits.acceleration, F = FieldUnits.force
        let m = sample.mass, v = sample.velocity, T = sample.duration
        // Where the body will be, on average, while the held force acts on it. For a force that
        // grows with distance, h = T/n and n substeps of symplectic Euler move the body by
        // T·v₀ + ((n + 1)/2n)·T²·a; evaluating the force at r + ((n − 1)/2n)·T·v makes each
        // step's map area-preserving (determinant 1), so springs neither gain nor lose energy,
        // and stays stable for ω·T < 2.
        let n = Double(max(sample.substeps, 1))
        let r = sample.offset + ((n - 1) / (2 * n) * T) * v
        let s = strength * falloffFactor(distance: r.length)

        switch kind {
        case .linearGravity:
            return (m * A * s) * direction
        case .radialGravity:
            return (-m * A * s / L) * r
        case .vortex:
            return (m * A * s / L) * counterClockwise(r)
        case .noise:
            return (m * A * s) * noiseVector(at: r, time: sample.time)
        case .turbulence:
            return (F * s * v.length / L) * noiseVector(at: r, time: sample.time)
        case .spring:
            return (-F * s / L) * r
        case .electric:
            return (F * sample.charge * s) * r.normalized
        case .drag:
            let rate = F * s / L // mass/s
            guard m > 0, T > 0 else { return -rate * v }
            // v(T) = v·e^(−rate·T/m); the exponent is capped so negative drag stays finite.
            return (m / T * expm1(min(-rate * T / m, 50))) * v
        case .velocity:
            guard T > 0 else { return .zero }
            return (m / T) * ((FieldUnits.speed * s) * direction - v)
        case .magnetic:
            let force = (F / L * sample.charge * s) * counterClockwise(v)
            guard m > 0, T > 0 else { return force }
            // Turn v by the angle the Lorentz force turns it through in T, so speed is kept.
            let angle = F / L * sample.charge * s / m * T
            return (m / T) * (rotatedCounterClockwise(v, by: angle) - v)
        }
    }

    /// (distance / L)^(−falloff), with distance at least `minimumRadius` (and 0.01 pt, so a body
    /// at the centre gets a large but finite force).
    public func falloffFactor(distance: Double) -> Double {
        guard falloff != 0 else { return 1 }
        let effective = max(distance, minimumRadius, 0.01)
        return pow(effective / FieldUnits.length, -falloff)
    }

    /// Noise vector at `point` (offset from the field, points) and `time` (seconds), components
    /// in −1…1. Octaves k = 0, 1, 2 have wavelengths 100, 50, 25 pt and weights (1 − smoothness)^k.
    public func noiseVector(at point: Vec2, time: Double) -> Vec2 {
        let roughness = 1 - min(max(smoothness, 0), 1)
        let z = time * animationSpeed
        var sum = Vec2.zero, weight = 1.0, total = 0.0
        for octave in 0..<3 where weight > 0 {
            let scale = Double(1 << octave) / FieldUnits.length
            let x = point.x * scale, y = point.y * scale
            // Two channels and three octaves from one seed: shift each far apart in z.
            let shift = Double(octave) * 1000
            sum += weight * Vec2(noise.value(x, y, z + shift), noise.value(x, y, z + shift + 500))
            total += weight * weight
            weight *= roughness
        }
        // Dividing by the root of the summed squared weights keeps the spread of the sum about
        // that of one octave.
        let scaled = sum / total.squareRoot()
        return Vec2(min(max(scaled.x, -1), 1), min(max(scaled.y, -1), 1))
    }
}

/// `v` turned a quarter turn counter-clockwise as seen on screen (y down): (v.y, −v.x).
@inlinable func counterClockwise(_ v: Vec2) -> Vec2 { Vec2(v.y, -v.x) }

/// `v` turned by `angle` radians, counter-clockwise on screen for a positive angle.
@inlinable func rotatedCounterClockwise(_ v: Vec2, by angle: Double) -> Vec2 {
    let c = cos(angle), s = sin(angle)
    return Vec2(c * v.x + s * v.y, -s * v.x + c * v.y)
}

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
