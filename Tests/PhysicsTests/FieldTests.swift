import Physics
import TestSupport
import XCTest

/// Field formulas, their signs and scales, and how their forces integrate in a world.
final class FieldTests: XCTestCase {
    private let tick = 1.0 / 60

    private func sample(offset: Vec2 = Vec2(100, 0), velocity: Vec2 = .zero, mass: Double = 1, charge: Double = 0)
        -> FieldSample
    {
        FieldSample(offset: offset, velocity: velocity, mass: mass, charge: charge, duration: tick, substeps: 4)
    }

    func testLinearGravityIsStrengthTimesDirectionInStandardGravity() {
        var field = Field(kind: .linearGravity)
        field.direction = Vec2(0.6, 0.8)
        field.strength = 0.5
        let force = field.force(on: sample(mass: 2))
        XCTAssertEqual(force.x, 2 * 0.5 * 0.6 * 1000, accuracy: 1e-9)
        XCTAssertEqual(force.y, 2 * 0.5 * 0.8 * 1000, accuracy: 1e-9)
    }

    func testVortexIsCounterClockwiseOnScreenForPositiveStrength() {
        // y grows downward: counter-clockwise as seen turns a point right of the centre upward,
        // which is a negative cross product r × F.
        var field = Field(kind: .vortex)
        for offset in [Vec2(100, 0), Vec2(0, -50), Vec2(-30, 40)] {
            let force = field.force(on: sample(offset: offset))
            XCTAssertEqual(dot(force, offset), 0, accuracy: 1e-9, "tangential")
            XCTAssertLessThan(cross(offset, force), 0)
            XCTAssertEqual(force.length, 10 * offset.length, accuracy: 1e-9, "10 pt/s² per point at strength 1")
        }
        XCTAssertLessThan(field.force(on: sample(offset: Vec2(100, 0))).y, 0, "right of the centre, it pushes up")
        field.strength = -1
        XCTAssertGreaterThan(cross(Vec2(100, 0), field.force(on: sample(offset: Vec2(100, 0)))), 0)
    }

    func testRadialGravityAndSpringPullTowardThePosition() {
        let radial = Field(kind: .radialGravity).force(on: sample(offset: Vec2(0, 200), mass: 3))
        XCTAssertEqual(radial.x, 0, accuracy: 1e-9)
        XCTAssertEqual(radial.y, -3 * 10 * 200, accuracy: 1e-9)
        let spring = Field(kind: .spring).force(on: sample(offset: Vec2(-50, 0), mass: 3))
        XCTAssertEqual(spring.x, 50, accuracy: 1e-9, "1 mass·pt/s² per point, whatever the mass")
        XCTAssertEqual(spring.y, 0, accuracy: 1e-9)
    }

    func testElectricRepelsLikeChargesAndAttractsOpposite() {
        let field = Field(kind: .electric)
        let repelled = field.force(on: sample(offset: Vec2(30, 40), charge: 2))
        XCTAssertEqual(repelled.x, 2 * 100 * 0.6, accuracy: 1e-9)
        XCTAssertEqual(repelled.y, 2 * 100 * 0.8, accuracy: 1e-9)
        let attracted = field.force(on: sample(offset: Vec2(30, 40), charge: -1))
        XCTAssertLessThan(dot(attracted, Vec2(30, 40)), 0)
        XCTAssertEqual(field.force(on: sample(offset: Vec2(30, 40))), .zero, "no charge, no force")
    }

    func testMagneticTurnsCounterClockwiseOnScreenAndKeepsSpeed() {
        var field = Field(kind: .magnetic)
        field.strength = 4
        let v = Vec2(200, 0)
        let force = field.force(on: sample(velocity: v, charge: 1))
        // One tick of the held force turns v by q·s/m·T rad without changing its length.
        let after = v + tick * force
        XCTAssertEqual(after.length, 200, accuracy: 1e-9)
        XCTAssertEqual(atan2(-after.y, after.x), 4 * tick, accuracy: 1e-12, "counter-clockwise as seen")
        field.strength = -4
        XCTAssertGreaterThan((v + tick * field.force(on: sample(velocity: v, charge: 1))).y, 0, "clockwise")
    }

    func testDragDecaysVelocityExactlyEvenForLightBodies() {
        let field = Field(kind: .drag)
        for mass in [1.0, 0.0016] {
            let v = Vec2(120, -50)
            let after = v + (tick / mass) * field.force(on: sample(velocity: v, mass: mass))
            let expected = exp(-tick / mass)
            XCTAssertEqual(after.x, 120 * expected, accuracy: 1e-9)
            XCTAssertEqual(after.y, -50 * expected, accuracy: 1e-9)
        }
    }

    func testVelocityFieldReachesItsVelocityInOneStep() {
        var field = Field(kind: .velocity)
        field.direction = Vec2(1, 0)
        field.strength = 2
        let v = Vec2(-30, 70)
        let after = v + (tick / 0.5) * field.force(on: sample(velocity: v, mass: 0.5))
        XCTAssertEqual(after.x, 200, accuracy: 1e-9)
        XCTAssertEqual(after.y, 0, accuracy: 1e-9)
    }

    func testFalloffIsUnchangedAt100PointsAndClampedByMinimumRadius() {
        var field = Field(kind: .electric)
        field.falloff = 2
        XCTAssertEqual(field.falloffFactor(distance: 100), 1, accuracy: 1e-12)
        XCTAssertEqual(field.falloffFactor(distance: 200), 0.25, accuracy: 1e-12)
        field.minimumRadius = 50
        XCTAssertEqual(field.falloffFactor(distance: 10), 4, accuracy: 1e-12)
        XCTAssertEqual(field.falloffFactor(distance: 0), 4, accuracy: 1e-12)
        field.minimumRadius = 0
        XCTAssertTrue(field.falloffFactor(distance: 0).isFinite)
    }

    func testNonFiniteInputsGiveNoForce() {
        let kinds: [FieldKind] = [.drag, .vortex, .radialGravity, .linearGravity, .velocity, .noise, .turbulence,
                                  .spring, .electric, .magnetic]
        let bad = [Double.nan, .infinity, -.infinity]
        for kind in kinds {
            var field = Field(kind: kind)
            field.direction = Vec2(1, 0)
            field.falloff = 3
            for value in bad {
                let samples = [
                    sample(offset: Vec2(value, 0), velocity: Vec2(10, 0), charge: 1),
                    sample(velocity: Vec2(0, value), charge: 1),
                    sample(velocity: Vec2(10, 0), mass: value, charge: 1),
                    sample(velocity: Vec2(10, 0), charge: value),
                ]
                for sample in samples {
                    XCTAssertTrue(field.force(on: sample).isFinite, "\(kind) with \(value)")
                }
                field.strength = value
                XCTAssertTrue(field.force(on: sample(velocity: Vec2(10, 0), charge: 1)).isFinite, "\(kind) strength \(value)")
                field.strength = 1
            }
        }
    }

    // MARK: Noise

    func testNoiseIsAFixedFunctionOfSeedAndPoint() {
        // Recorded once; a change here means every noise field moves items differently.
        let noise = FieldNoise(seed: 0)
        let recorded = [
            noise.value(0.3, 0.7, 0.2), noise.value(-4.25, 12.5, 3.75), FieldNoise(seed: 42).value(0.3, 0.7, 0.2),
        ]
        XCTAssertEqual(recorded, [FieldTests.recordedNoise0, FieldTests.recordedNoise1, FieldTests.recordedNoise2])
        XCTAssertNotEqual(recorded[0], recorded[2], "the seed changes the pattern")
    }

    private static let recordedNoise0 = 0.22571734858885134
    private static let recordedNoise1 = -0.19467878341674805
    private static let recordedNoise2 = 0.11090059265699843

    func testNoiseIsSmoothBoundedAndZeroOnTheLattice() {
        let noise = FieldNoise(seed: 7)
        var generator = SeededGenerator(seed: 7)
        var largest = 0.0
        for _ in 0..<2000 {
            let x = Double.random(in: -50...50, using: &generator)
            let y = Double.random(in: -50...50, using: &generator)
            let z = Double.random(in: -50...50, using: &generator)
            let value = noise.value(x, y, z)
            XCTAssertLessThanOrEqual(abs(value), 1)
            largest = max(largest, abs(value))
            // Gradients have length √2, so the slope is bounded: nearby points differ little.
            XCTAssertLessThan(abs(noise.value(x + 0.001, y, z) - value), 0.01)
        }
        XCTAssertGreaterThan(largest, 0.4, "not flat")
        XCTAssertEqual(noise.value(3, -2, 5), 0)
        XCTAssertEqual(noise.value(.nan, 0, 0), 0)
        XCTAssertEqual(noise.value(.infinity, 0, 0), 0)
    }

    func testNoiseVectorAnimatesOnlyWithAnimationSpeed() {
        var field = Field(kind: .noise)
        field.smoothness = 0.5
        let point = Vec2(37, -81)
        XCTAssertEqual(field.noiseVector(at: point, time: 0), field.noiseVector(at: point, time: 3), "speed 0 freezes it")
        field.animationSpeed = 2
        XCTAssertNotEqual(field.noiseVector(at: point, time: 0), field.noiseVector(at: point, time: 0.3))
        let vector = field.noiseVector(at: point, time: 0.3)
        XCTAssertLessThanOrEqual(abs(vector.x), 1)
        XCTAssertLessThanOrEqual(abs(vector.y), 1)
    }

    // MARK: Integration

    /// A body on a spring field, stepped as the animator does it: the force evaluated once a
    /// tick and held over the world's substeps.
    func testStiffSpringFieldNeitherGainsNorLosesEnergy() {
        // At ω = 48 rad/s, ω·T = 0.8: the force evaluated at the body's own position would grow
        // the amplitude by about 12 % a tick.
        for omega in [2.0, 25, 48] {
            let world = World()
            let body = Body(shape: .box(width: 40, height: 40), position: Vec2(100, 0))
            body.density = 0.01
            world.add(body)
            var field = Field(kind: .spring)
            field.strength = omega * omega * body.mass
            var largest = 0.0
            for step in 0..<(60 * 10) {
                body.force = field.force(on: FieldSample(
                    offset: body.position, velocity: body.linearVelocity, mass: body.mass,
                    duration: tick, substeps: world.settings.substeps))
                world.step(tick)
                if step >= 60 * 9 { largest = max(largest, body.position.length) }
            }
            XCTAssertEqual(largest, 100, accuracy: 5, "ω = \(omega): amplitude \(largest) after 10 s")
        }
    }
}
