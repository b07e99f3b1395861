import Physics
import TestSupport
import XCTest

/// Each joint kind in a bare world, against closed-form results where there are some.
final class JointTests: XCTestCase {
    private let tick = 1.0 / 60

    private func box(_ world: World, at position: Vec2, size: Double = 100, angle: Double = 0) -> Body {
        let body = Body(shape: .box(width: size, height: size), position: position, angle: angle)
        world.add(body)
        return body
    }

    /// Steps `world` for `seconds` with gravity on `falling`, calling `check` after every tick.
    private func run(_ world: World, seconds: Double, gravity falling: [Body] = [], check: () -> Void = {}) {
        for _ in 0..<Int((seconds * 60).rounded()) {
            for body in falling { body.acceleration = Vec2(0, 1000) }
            world.step(tick)
            check()
        }
    }

    // MARK: Revolute

    func testRevoluteHoldsTheHingeAndHangsTheCentreBelowIt() {
        let world = World()
        let body = box(world, at: Vec2(200, 300))
        let hinge = Vec2(150, 250)
        body.angularDamping = 3
        body.linearDamping = 3
        world.add(RevoluteJoint(bodyA: world.ground, anchorA: hinge, bodyB: body, anchorB: Vec2(-50, -50)))
        var worst = 0.0
        run(world, seconds: 8, gravity: [body]) {
            worst = max(worst, (body.worldPoint(Vec2(-50, -50)) - hinge).length)
        }
        XCTAssertLessThan(worst, 0.5, "the hinge opened by \(worst) pt")
        // The centre ends √2·50 pt straight below the hinge, the box turned 45°.
        XCTAssertEqual(body.position.x, 150, accuracy: 0.5)
        XCTAssertEqual(body.position.y, 250 + 50 * 2.0.squareRoot(), accuracy: 0.5)
        XCTAssertEqual(remainder(body.angle - .pi / 4, 2 * .pi), 0, accuracy: 0.01)
    }

    func testRevoluteLimitsStopTheSpin() {
        let world = World()
        let body = box(world, at: Vec2(0, 0))
        let hinge = RevoluteJoint(bodyA: world.ground, anchorA: .zero, bodyB: body, anchorB: .zero)
        hinge.lowerAngle = -0.5
        hinge.upperAngle = 0.25
        world.add(hinge)
        body.angularVelocity = 20
        var largest = -Double.infinity, smallest = Double.infinity
        run(world, seconds: 0.5) { largest = max(largest, hinge.angle) }
        XCTAssertEqual(largest, 0.25, accuracy: 0.02)
        body.angularVelocity = -20
        run(world, seconds: 0.5) { smallest = min(smallest, hinge.angle) }
        XCTAssertEqual(smallest, -0.5, accuracy: 0.02)
    }

    func testRevoluteFrictionDeceleratesAtTorqueOverInertia() {
        // A box pinned at its centre spinning at 5 rad/s: friction torque T slows it at T / I.
        let world = World()
        let body = box(world, at: Vec2(0, 0))
        let inertia = 1 / body.inverseInertia
        let hinge = RevoluteJoint(bodyA: world.ground, anchorA: .zero, bodyB: body, anchorB: .zero)
        hinge.frictionTorque = 2 * inertia
        world.add(hinge)
        body.angularVelocity = 5
        run(world, seconds: 1)
        XCTAssertEqual(body.angularVelocity, 3, accuracy: 0.01)
        run(world, seconds: 2)
        XCTAssertEqual(body.angularVelocity, 0, accuracy: 1e-9, "friction stops it and holds it")
    }

    // MARK: Weld

    func testWeldKeepsTheRelativePoseOfASwingingPair() {
        let world = World()
        let upper = box(world, at: Vec2(100, 0), size: 40)
        let lower = Body(shape: .box(width: 50, height: 30), position: Vec2(145, 10), angle: 0.3)
        world.add(lower)
        world.add(DistanceJoint(bodyA: world.ground, anchorA: Vec2(0, 0), bodyB: upper, anchorB: .zero, length: 100))
        // Welded off-centre, so the point row alone would turn them relative to each other.
        let point = Vec2(115, 0)
        let weld = WeldJoint(
            bodyA: upper, anchorA: upper.rotation.inverseRotate(point - upper.position),
            bodyB: lower, anchorB: lower.rotation.inverseRotate(point - lower.position), referenceAngle: 0.3)
        world.add(weld)
        let offset = Vec2(45, 10)
        var worstAngle = 0.0, worstOffset = 0.0, largestTurn = 0.0
        run(world, seconds: 3, gravity: [upper, lower]) {
            largestTurn = max(largestTurn, abs(upper.angle))
            worstAngle = max(worstAngle, abs(lower.angle - upper.angle - 0.3))
            let relative = upper.rotation.inverseRotate(lower.position - upper.position)
            worstOffset = max(worstOffset, (relative - offset).length)
        }
        XCTAssertLessThan(worstAngle, 0.01)
        XCTAssertLessThan(worstOffset, 0.5)
        XCTAssertGreaterThan(largestTurn, 0.3, "the pair swung and turned")
    }

    // MARK: Prismatic

    func testPrismaticSlidesAlongItsAxisWithinItsLimits() {
        let world = World()
        let body = box(world, at: Vec2(0, 0), size: 50)
        let axis = Vec2(1, 1).normalized
        let slider = PrismaticJoint(bodyA: world.ground, anchorA: .zero, bodyB: body, anchorB: .zero, axis: Vec2(3, 3), referenceAngle: 0)
        slider.lowerTranslation = -10
        slider.upperTranslation = 150
        world.add(slider)
        body.angularVelocity = 4
        var worstPerpendicular = 0.0, worstAngle = 0.0, farthest = 0.0
        run(world, seconds: 2, gravity: [body]) {
            worstPerpendicular = max(worstPerpendicular, abs(cross(axis, body.position)))
            worstAngle = max(worstAngle, abs(body.angle))
            farthest = max(farthest, dot(axis, body.position))
        }
        XCTAssertLessThan(worstPerpendicular, 0.5)
        XCTAssertLessThan(worstAngle, 0.01)
        XCTAssertEqual(farthest, 150, accuracy: 0.5)
        XCTAssertEqual(slider.translation, 150, accuracy: 0.5, "it rests against the upper limit")
    }

    func testPrismaticFrictionDeceleratesAtForceOverMass() {
        let world = World()
        let body = box(world, at: Vec2(0, 0), size: 100)
        let slider = PrismaticJoint(bodyA: world.ground, anchorA: .zero, bodyB: body, anchorB: .zero, axis: Vec2(1, 0), referenceAngle: 0)
        slider.frictionForce = 300
        world.add(slider)
        body.linearVelocity = Vec2(500, 0)
        run(world, seconds: 1)
        XCTAssertEqual(body.linearVelocity.x, 200, accuracy: 1)
        // v₀t − ½at² = 500 − 150.
        XCTAssertEqual(body.position.x, 350, accuracy: 3)
    }

    func testPrismaticWithoutAnAxisHoldsTheBodyStill() {
        for axis in [Vec2.zero, Vec2(.nan, 1), Vec2(.infinity, 0)] {
            let world = World()
            let body = box(world, at: Vec2(10, 20))
            world.add(PrismaticJoint(bodyA: world.ground, anchorA: Vec2(10, 20), bodyB: body, anchorB: .zero, axis: axis, referenceAngle: 0))
            body.linearVelocity = Vec2(100, -50)
            body.angularVelocity = 3
            run(world, seconds: 1, gravity: [body])
            XCTAssertTrue(body.position.isFinite)
            XCTAssertEqual(body.position.x, 10, accuracy: 0.5, "axis \(axis)")
            XCTAssertEqual(body.position.y, 20, accuracy: 0.5, "axis \(axis)")
            XCTAssertEqual(body.angle, 0, accuracy: 0.01, "axis \(axis)")
        }
    }

    // MARK: Rope

    func testRopeFallsFreelyWhileSlackAndNeverStretches() {
        let world = World()
        let anchor = Vec2(0, 0)
        // 100 pt of rope, the body starting 50 pt below the anchor: slack for 50 pt of fall.
        let body = box(world, at: Vec2(0, 50), size: 20)
        world.add(RopeJoint(bodyA: world.ground, anchorA: anchor, bodyB: body, anchorB: .zero, maxLength: 100))
        var worst = 0.0
        // Free fall to the taut point: √(2·50/1000) ≈ 0.316 s; check a tick before.
        run(world, seconds: 0.3, gravity: [body])
        XCTAssertEqual(body.linearVelocity.y, 300, accuracy: 1, "slack: in free fall")
        run(world, seconds: 3, gravity: [body]) {
            worst = max(worst, (body.position - anchor).length - 100)
        }
        XCTAssertLessThan(worst, 0.5, "stretched by \(worst) pt")
        XCTAssertEqual(body.position.y, 100, accuracy: 0.5, "hangs at full length")
    }

    // MARK: Distance spring against Box2D 2.2

    /// A 1 Hz anchor spring stretched 50 pt from rest, no gravity: the displacement at each
    /// positive turning point, over `seconds`.
    private func springPeaks(dampingRatio: Double, seconds: Double) -> (peaks: [Double], atEnd: Double) {
        let world = World()
        let body = box(world, at: Vec2(350, 0))
        world.add(DistanceJoint(bodyA: world.ground, anchorA: .zero, bodyB: body, anchorB: .zero, length: 300, frequency: 1, dampingRatio: dampingRatio))
        var peaks: [Double] = [], previous = 50.0, beforePrevious = 50.0
        run(world, seconds: seconds) {
            let x = body.position.x - 300
            if previous > 0, previous >= beforePrevious, previous > x { peaks.append(previous) }
            beforePrevious = previous
            previous = x
        }
        return (peaks, body.position.x - 300)
    }

    /// Box2D 2.2.1, 1/240 s steps, the same spring (docs/FIDELITY.md): 78.1 % of the amplitude
    /// left after 3 s undamped; 0.4897 per cycle at ζ = 0.1 and 0.1272 at ζ = 0.3.
    func testUndampedSpringKeepsWhatBox2D22KeepsAndNoMore() {
        let (_, atEnd) = springPeaks(dampingRatio: 0, seconds: 3)
        let kept = atEnd / 50
        XCTAssertGreaterThanOrEqual(kept, 0.781 * 0.99, "kept \(kept) of the amplitude")
        XCTAssertLessThanOrEqual(kept, 1)
    }

    /// The issue allows 10 %; the same soft constraint at the same substep lands within 0.1 %,
    /// so 2 % is asked (twice damped, as before, gave 0.450 at ζ = 0.1).
    func testDampedSpringDecaysPerCycleAsBox2D22() {
        for (zeta, reference) in [(0.1, 0.4897), (0.3, 0.1272)] {
            let (peaks, _) = springPeaks(dampingRatio: zeta, seconds: 2.5)
            XCTAssertGreaterThanOrEqual(peaks.count, 2, "ζ \(zeta): peaks \(peaks)")
            guard peaks.count >= 2 else { continue }
            let decay = peaks[1] / peaks[0]
            XCTAssertEqual(decay, reference, accuracy: 0.02 * reference, "ζ \(zeta): decay per cycle \(decay)")
        }
    }
}
