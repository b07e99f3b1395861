// The solver: a step's contacts and joints solved in substeps over the bodies' state copied
// into flat arrays (`SolverBodies`), in Box2D v3's stages: prepare once, then each substep
// integrate velocities → warm start → solve → integrate positions → relax → restitution, then
// copy the bodies back.

extension World {
    /// Solves the step's contacts and joints in `settings.substeps` substeps of `dt`.
    func solve(_ dt: Double) {
        let substeps = max(settings.substeps, 1)
        let h = dt / Double(substeps)
        let context = makeContext(h, step: dt)
        loadSolverBodies(h)
        findJointedBodies()
        contacts.withUnsafeMutableBufferPointer { contacts in
            prepareConstraints(context, contacts)
            for _ in 0..<substeps { solveSubstep(context) }
            solverBodies.graph.store(contacts, solverBodies, warmStarts: &nextWarmStarts)
        }
        storeSolverBodies()
        substepForces.removeAll(keepingCapacity: true)
    }

    private func makeContext(_ h: Double, step dt: Double) -> StepContext {
        let contactHertz = min(settings.contactHertz, 0.25 / h)
        return StepContext(
            dt: dt, h: h, inverseH: 1 / h,
            contactSoftness: Softness(hertz: contactHertz, dampingRatio: settings.contactDampingRatio, substep: h),
            staticSoftness: Softness(hertz: 2 * contactHertz, dampingRatio: settings.contactDampingRatio, substep: h),
            jointSoftness: Softness(hertz: settings.jointHertz, dampingRatio: settings.jointDampingRatio, substep: h),
            maxBiasVelocity: settings.maxBiasVelocity,
            restitutionThreshold: settings.restitutionThreshold)
    }

    // MARK: Before the substeps

    /// Copies each body's state into the solver's arrays (and the still slot's), with what
    /// each substep of length `h` adds to its velocities; starts the bodies' motion since the
    /// step began at zero.
    private func loadSolverBodies(_ h: Double) {
        let s = solverBodies
        s.resize(bodies: bodies.count)
        forEachBody { index, body in
            body.deltaPosition = .zero
            body.deltaRotation = .identity
            body.angleAtStepStart = body.angle
            body.positionAtStepStart = body.position
            s.state[index] = BodyState(linearVelocity: body.linearVelocity, angularVelocity: body.angularVelocity)
            s.position[index] = body.position
            s.positionAtStepStart[index] = body.position
            s.angle[index] = body.angle
            s.angleAtStepStart[index] = body.angle
            s.inverseMass[index] = body.inverseMass
            s.inverseInertia[index] = body.inverseInertia
            s.isDynamic[index] = body.isDynamic
            guard body.isDynamic else { return }
            // Implicit damping: v ← v / (1 + h·c), exact as h → 0 for e^(−c·t).
            s.linearDamping[index] = 1 / (1 + h * max(body.linearDamping, 0))
            s.angularDamping[index] = 1 / (1 + h * max(body.angularDamping, 0))
            // A force or acceleration that overflows (absurd inputs) is dropped, not integrated:
            // an infinite velocity cannot be clamped back to a finite one.
            var deltaV = h * (body.acceleration + body.inverseMass * body.force)
            if !deltaV.isFinite { deltaV = .zero }
            s.deltaV[index] = deltaV
            var deltaW = h * body.inverseInertia * body.torque
            if !deltaW.isFinite { deltaW = 0 }
            s.deltaW[index] = deltaW
        }
        let still = s.stillSlot
        s.state[still] = BodyState()
        s.position[still] = .zero
        s.positionAtStepStart[still] = .zero
        s.angle[still] = 0
        s.angleAtStepStart[still] = 0
        s.inverseMass[still] = 0
        s.inverseInertia[still] = 0
        s.isDynamic[still] = false
    }

    /// Lists the places of the bodies the joints hold (`jointedIndexes`), for `forEachJoint`.
    private func findJointedBodies() {
        let count = bodies.count
        jointedIndexes.removeAll(keepingCapacity: true)
        func addJointed(_ body: Body) {
            let index = body.solverIndex
            if index >= 0, index < count, bodies[index] === body { jointedIndexes.append(index) }
        }
        for joint in joints {
            addJointed(joint.bodyA)
            addJointed(joint.bodyB)
        }
    }

    private func prepareConstraints(_ context: StepContext, _ contacts: UnsafeMutableBufferPointer<Contact>) {
        solverBodies.graph.build(contacts, context, solverBodies)
        // Fixed bodies' velocities, which no substep's integration writes.
        solverBodies.graph.loadVelocities(solverBodies.state)
        for joint in joints { joint.prepare(context) }
    }

    // MARK: A substep

    /// One substep of `context.h`: joints before contacts in each constraint stage.
    @inline(__always)
    private func solveSubstep(_ context: StepContext) {
        // With nothing but lanes between the stages (no contact solved alone, no joint, no
        // force applied each substep), the lanes' copy of the velocities stays current from
        // stage to stage: the integrations write it as they go instead of a pass reloading it.
        let graph = solverBodies.graph
        let fused = graph.batchCount > 0 && joints.isEmpty && substepForces.isEmpty
        integrateVelocities(context.h, into: fused ? graph : nil)
        warmStart(context, loaded: fused)
        solveConstraints(context)
        integratePositions(context.h, into: fused ? graph : nil)
        if !fused { graph.loadMotion(solverBodies.state) }
        graph.measureSeparations()
        relax(context, loaded: fused)
        applyRestitution(context)
    }

    /// With `lanes`, also writes each moving body's new velocity into the lanes' copy.
    private func integrateVelocities(_ h: Double, into lanes: ContactGraph?) {
        let s = solverBodies
        let maxSpeed = settings.maxLinearSpeed
        // At most a quarter turn per substep, as Box2D limits rotation.
        let maxAngularSpeed = 0.25 * Double.pi / h
        for index in 0..<s.count where s.isDynamic[index] {
            var v = s.linearDamping[index] * s.state[index].linearVelocity + s.deltaV[index]
            let speedSquared = v.lengthSquared
            if speedSquared > maxSpeed * maxSpeed { v = (maxSpeed / speedSquared.squareRoot()) * v }
            s.state[index].linearVelocity = v
            let w = s.angularDamping[index] * s.state[index].angularVelocity + s.deltaW[index]
            let clamped = min(max(w, -maxAngularSpeed), maxAngularSpeed)
            s.state[index].angularVelocity = clamped
            lanes?.setVelocity(index, v, clamped)
        }
        if !substepForces.isEmpty { applySubstepForces(h) }
    }

    /// Applies last substep's (or, in the first, last step's kept) impulses again.
    @inline(__always)
    private func warmStart(_ context: StepContext, loaded: Bool) {
        forEachJoint(copyingPositions: false) { $0.warmStart(context) }
        let states = solverBodies.state, graph = solverBodies.graph
        if !loaded { graph.loadVelocities(states) }
        graph.warmStart()
        // With nothing else between, the lanes' velocities go on to the solve as they are.
        if !joints.isEmpty { graph.storeVelocities(states) }
    }

    /// Solves the constraints with their position correction (bias).
    @inline(__always)
    private func solveConstraints(_ context: StepContext) {
        forEachJoint(copyingPositions: false) { $0.solve(context, useBias: true) }
        let states = solverBodies.state, graph = solverBodies.graph
        if !joints.isEmpty { graph.loadVelocities(states) }
        graph.solve(context, useBias: true)
        graph.storeVelocities(states)
    }

    /// With `lanes`, also writes each body's motion since the step began into the lanes' copy.
    private func integratePositions(_ h: Double, into lanes: ContactGraph?) {
        let s = solverBodies
        for index in 0..<s.count where s.isDynamic[index] {
            let w = s.state[index].angularVelocity
            let move = h * s.state[index].linearVelocity
            s.position[index] += move
            s.state[index].deltaPosition += move
            if w != 0 {
                let turn = h * w
                s.angle[index] += turn
                s.state[index].deltaRotation = s.state[index].deltaRotation.turned(by: turn)
            }
            lanes?.setMotion(index, s.state[index])
        }
    }

    /// Relax: remove the velocity the position correction added (the constraints solved again
    /// without bias, the joints at the moved positions).
    @inline(__always)
    private func relax(_ context: StepContext, loaded: Bool) {
        forEachJoint(copyingPositions: true) { $0.solve(context, useBias: false) }
        let states = solverBodies.state, graph = solverBodies.graph
        if !loaded { graph.loadVelocities(states) }
        graph.solve(context, useBias: false)
        graph.storeVelocities(states)
    }

    /// Bounces the contacts that first pushed in this substep, once all have relaxed.
    @inline(__always)
    private func applyRestitution(_ context: StepContext) {
        let states = solverBodies.state, graph = solverBodies.graph
        graph.bounce(context, states)
    }

    // MARK: Joints

    /// Runs `pass` on each joint. Joints work on the Body objects: their bodies' state is
    /// copied out before the pass (with `copyingPositions`, where they are too) and their
    /// velocities read back after it.
    @inline(__always)
    private func forEachJoint(copyingPositions: Bool, _ pass: (Joint) -> Void) {
        guard !joints.isEmpty else { return }
        copyJointedState(positions: copyingPositions)
        for joint in joints { pass(joint) }
        readJointedVelocities()
    }

    /// Copies the solver's velocities (and, with `positions`, where the bodies are) to the
    /// bodies joints hold.
    private func copyJointedState(positions: Bool) {
        let s = solverBodies
        for index in jointedIndexes {
            let body = bodies[index]
            let state = s.state[index]
            body.linearVelocity = state.linearVelocity
            body.angularVelocity = state.angularVelocity
            guard positions else { continue }
            body.deltaPosition = state.deltaPosition
            body.deltaRotation = state.deltaRotation
            body.position = s.position[index]
            if body.angle.bitPattern != s.angle[index].bitPattern { body.angle = s.angle[index] }
        }
    }

    /// Takes back the velocities the joints changed.
    private func readJointedVelocities() {
        let s = solverBodies
        for index in jointedIndexes {
            let body = bodies[index]
            s.state[index].linearVelocity = body.linearVelocity
            s.state[index].angularVelocity = body.angularVelocity
        }
    }

    // MARK: After the substeps

    /// Copies the solver's state back to the bodies and clears the forces they were given
    /// for the step.
    private func storeSolverBodies() {
        let s = solverBodies
        forEachBody { index, body in
            let state = s.state[index]
            body.linearVelocity = state.linearVelocity
            body.angularVelocity = state.angularVelocity
            body.deltaPosition = state.deltaPosition
            body.deltaRotation = state.deltaRotation
            body.position = s.position[index]
            // The rotation follows from the angle: recompute it only if the angle moved.
            if body.angle.bitPattern != s.angle[index].bitPattern { body.angle = s.angle[index] }
            body.force = .zero
            body.torque = 0
            body.acceleration = .zero
        }
    }

    /// A body whose state overflowed (absurd forces, sizes or masses) goes back to where the
    /// step began, at rest: no NaN or infinity ever leaves the engine.
    func discardNonFiniteMotion() {
        for body in bodies where body.isDynamic {
            if body.position.isFinite, body.angle.isFinite, body.linearVelocity.isFinite, body.angularVelocity.isFinite {
                continue
            }
            body.position = body.positionAtStepStart.isFinite ? body.positionAtStepStart : .zero
            body.angle = body.angleAtStepStart.isFinite ? body.angleAtStepStart : 0
            body.linearVelocity = .zero
            body.angularVelocity = 0
        }
    }
}
