import Foundation

/// One axis of the content moving on its own after the finger lifts: a glide at a deceleration
/// rate, which turns into the bounce-back spring where it passes an edge (or stops there when
/// the scroll view does not bounce), or a spring to a resting offset (a bounce back, a page, a
/// target the delegate chose). Closed forms from ``ScrollPhysics``, evaluated at the time since
/// each phase began, so the path does not depend on the tick length.
struct ScrollAxisMotion {
    enum Phase {
        case gliding(start: Double, velocity: Double, rate: Double, elapsed: Double)
        case springing(rest: Double, displacement: Double, velocity: Double, elapsed: Double)
        case resting(Double)
    }

    private(set) var phase: Phase
    /// The offsets the content rests between on this axis.
    let low: Double, high: Double
    let bounces: Bool

    init(phase: Phase, low: Double, high: Double, bounces: Bool) {
        self.phase = phase
        self.low = low
        self.high = high
        self.bounces = bounces
    }

    var isResting: Bool {
        if case .resting = phase { return true }
        return false
    }

    /// Where the content is on this axis now.
    var position: Double {
        switch phase {
        case .gliding(let start, let velocity, let rate, let elapsed):
            return start + ScrollPhysics.decelerationTravel(velocity: velocity, rate: rate, time: elapsed)
        case .springing(let rest, let displacement, let velocity, let elapsed):
            return rest + ScrollPhysics.springDisplacement(from: displacement, velocity: velocity, time: elapsed)
        case .resting(let position):
            return position
        }
    }

    /// Moves `dt` seconds on.
    mutating func advance(by dt: Double) {
        switch phase {
        case .resting:
            return
        case .gliding(let start, let velocity, let rate, let elapsed):
            advanceGlide(start: start, velocity: velocity, rate: rate, from: elapsed, by: dt)
        case .springing(let rest, let displacement, let velocity, let elapsed):
            let time = elapsed + dt
            let offset = ScrollPhysics.springDisplacement(from: displacement, velocity: velocity, time: time)
            let speed = ScrollPhysics.springVelocity(from: displacement, velocity: velocity, time: time)
            let rest = rest
            if abs(offset) < ScrollPhysics.restDistance, abs(speed) < ScrollPhysics.restDistance * ScrollPhysics.springAngularFrequency {
                phase = .resting(rest)
            } else {
                phase = .springing(rest: rest, displacement: displacement, velocity: velocity, elapsed: time)
            }
        }
    }

    private mutating func advanceGlide(start: Double, velocity: Double, rate: Double, from elapsed: Double, by dt: Double) {
        let time = elapsed + dt
        let position = start + ScrollPhysics.decelerationTravel(velocity: velocity, rate: rate, time: time)
        // Past an edge: the glide ends where it crossed, and the spring takes over there with
        // the glide's velocity at that moment for the rest of the tick.
        let edge: Double? = position < low - 1e-9 && velocity < 0 ? low : position > high + 1e-9 && velocity > 0 ? high : nil
        if let edge {
            let crossing = ScrollPhysics.decelerationTime(toTravel: edge - start, velocity: velocity, rate: rate) ?? elapsed
            let crossingTime = min(max(crossing, 0), time)
            guard bounces else {
                phase = .resting(edge)
                return
            }
            let speed = ScrollPhysics.decelerationVelocity(velocity: velocity, rate: rate, time: crossingTime)
            phase = .springing(rest: edge, displacement: 0, velocity: speed, elapsed: 0)
            advance(by: time - crossingTime)
            return
        }
        if time >= ScrollPhysics.decelerationDuration(velocity: velocity, rate: rate) {
            phase = .resting(start + ScrollPhysics.decelerationDistance(velocity: velocity, rate: rate))
        } else {
            phase = .gliding(start: start, velocity: velocity, rate: rate, elapsed: time)
        }
    }
}
