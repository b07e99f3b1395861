/// A force asked for at every substep from the body's state then, rather than held for the
/// whole step as `Body.force` is: a force that depends on where the body is or how fast it goes
/// (a user's field) is then integrated at the substeps' rate, not the step's.
struct SubstepForce {
    let body: Body
    let evaluate: (_ position: Vec2, _ velocity: Vec2, _ substep: Double) -> Vec2
}

extension World {
    /// Asks `evaluate` for a force on `body` at each substep of the next step, given the body's
    /// centre (points), velocity (pt/s) and the substep's length (seconds); it returns a force
    /// in mass·pt/s², added to the body's velocity at that substep before the constraints are
    /// solved. Forces are asked for in the order they were added; non-finite ones are ignored.
    /// Each step forgets them, as it forgets `Body.force`: add them again before every step.
    public func addSubstepForce(on body: Body, _ evaluate: @escaping (_ position: Vec2, _ velocity: Vec2, _ substep: Double) -> Vec2) {
        substepForces.append(SubstepForce(body: body, evaluate: evaluate))
    }

    /// Adds the substep forces to the solver's velocities, for a substep of `h` seconds.
    func applySubstepForces(_ h: Double) {
        let s = solverBodies
        let maxSpeed = settings.maxLinearSpeed
        for force in substepForces {
            let index = force.body.solverIndex
            guard index >= 0, index < s.count, bodies[index] === force.body, s.isDynamic[index] else { continue }
            let deltaV = h * s.inverseMass[index] * force.evaluate(s.position[index], s.state[index].linearVelocity, h)
            guard deltaV.isFinite else { continue }
            var v = s.state[index].linearVelocity + deltaV
            let speedSquared = v.lengthSquared
            if speedSquared > maxSpeed * maxSpeed { v = (maxSpeed / speedSquared.squareRoot()) * v }
            s.state[index].linearVelocity = v
        }
    }
}
