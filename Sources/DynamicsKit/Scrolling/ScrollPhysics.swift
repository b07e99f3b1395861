import Foundation

/// UIKit's scrolling numbers as closed forms, along one axis (docs/FIDELITY.md gives their
/// sources). Positions in points, velocities in points per second, times in seconds.
package enum ScrollPhysics {
    /// The rubber band's constant: UIScrollView's 0.55.
    package static let rubberBandCoefficient: Double = 0.55
    /// The bounce back's spring: mass 1, stiffness 100, damping ratio 1 (critically damped),
    /// so its natural angular frequency is √(100 / 1) = 10 per second.
    package static let springAngularFrequency: Double = 10
    /// What is left to travel, in points, when a glide or a spring counts as come to rest:
    /// half a pixel at 2×.
    package static let restDistance: Double = 0.25

    // MARK: The rubber band

    /// How far past the edge the content shows when the finger has gone `overshoot` points
    /// past it, in a view `dimension` points long: (1 − 1 / (overshoot·c / dimension + 1))·dimension,
    /// which starts at slope c and never reaches `dimension`.
    package static func rubberBand(_ overshoot: Double, dimension: Double) -> Double {
        guard dimension > 0 else { return 0 }
        let magnitude = (1 - 1 / (abs(overshoot) * rubberBandCoefficient / dimension + 1)) * dimension
        return overshoot < 0 ? -magnitude : magnitude
    }

    /// The finger's overshoot that shows `shown` points past the edge: the inverse of
    /// ``rubberBand(_:dimension:)``, shown·dimension / (c·(dimension − shown)).
    package static func fingerOvershoot(showing shown: Double, dimension: Double) -> Double {
        guard dimension > 0 else { return 0 }
        let magnitude = min(abs(shown), dimension * 0.999)
        let overshoot = magnitude * dimension / (rubberBandCoefficient * (dimension - magnitude))
        return shown < 0 ? -overshoot : overshoot
    }

    // MARK: Deceleration

    // The velocity is multiplied by the rate d once every millisecond, and the content moves by
    // the velocity of each millisecond: after n ms it has moved
    //   v₀/1000 · (d + d² + … + dⁿ) = v₀/1000 · d(1 − dⁿ)/(1 − d),
    // evaluated here at n = 1000·t also between whole milliseconds. As n grows this tends to
    // v₀/1000 · d/(1 − d) (WWDC 2018 "Designing Fluid Interfaces"' projection).

    /// Where a glide released at `velocity` comes to rest, from where it started.
    package static func decelerationDistance(velocity: Double, rate: Double) -> Double {
        velocity / 1000 * rate / (1 - rate)
    }

    /// How far a glide has moved `time` seconds after release.
    package static func decelerationTravel(velocity: Double, rate: Double, time: Double) -> Double {
        decelerationDistance(velocity: velocity, rate: rate) * (1 - pow(rate, 1000 * time))
    }

    /// The glide's velocity `time` seconds after release: v₀·d^(1000·t).
    package static func decelerationVelocity(velocity: Double, rate: Double, time: Double) -> Double {
        velocity * pow(rate, 1000 * time)
    }

    /// How long a glide lasts: until what is left to travel, v₀/1000 · d^(n+1)/(1 − d), is under
    /// ``restDistance``: n = ln(restDistance·1000·(1 − d) / (|v₀|·d)) / ln d milliseconds.
    package static func decelerationDuration(velocity: Double, rate: Double) -> Double {
        let speed = abs(velocity)
        guard speed > 0, rate > 0, rate < 1 else { return 0 }
        let milliseconds = log(restDistance * 1000 * (1 - rate) / (speed * rate)) / log(rate)
        return max(milliseconds, 0) / 1000
    }

    /// The time at which a glide has travelled `distance` (same sign as the velocity, less
    /// than its whole distance), or nil when it never does.
    package static func decelerationTime(toTravel distance: Double, velocity: Double, rate: Double) -> Double? {
        let whole = decelerationDistance(velocity: velocity, rate: rate)
        guard whole != 0, distance / whole >= 0, distance / whole < 1 else { return nil }
        return log(1 - distance / whole) / log(rate) / 1000
    }

    /// The rate at which a glide released at `velocity` comes to rest exactly `distance` away
    /// (the target a delegate chose): from distance = v₀/1000 · d/(1 − d),
    /// d = distance / (distance + v₀/1000). Nil unless they have the same sign.
    package static func decelerationRate(toTravel distance: Double, velocity: Double) -> Double? {
        guard velocity != 0, distance != 0, (distance > 0) == (velocity > 0) else { return nil }
        return distance / (distance + velocity / 1000)
    }

    // MARK: The bounce back

    // A critically damped spring of angular frequency ω from displacement x₀ at velocity v₀:
    //   x(t) = (x₀ + (v₀ + ω·x₀)·t)·e^(−ω·t),   v(t) = (v₀ − ω·(v₀ + ω·x₀)·t)·e^(−ω·t).

    /// The spring's displacement from its rest `time` seconds after it starts.
    package static func springDisplacement(from displacement: Double, velocity: Double, time: Double) -> Double {
        let omega = springAngularFrequency
        return (displacement + (velocity + omega * displacement) * time) * exp(-omega * time)
    }

    /// The spring's velocity `time` seconds after it starts.
    package static func springVelocity(from displacement: Double, velocity: Double, time: Double) -> Double {
        let omega = springAngularFrequency
        return (velocity - omega * (velocity + omega * displacement) * time) * exp(-omega * time)
    }
}
