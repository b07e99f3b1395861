import DynamicsKit
import Foundation
import TestSupport
import XCTest

/// UIFieldBehavior through the animator, against closed forms where there are any.
final class FieldBehaviorTests: XCTestCase {
    /// A scene with views of `size` at `centers`, an animator, and an item behavior with no
    /// resistance (unless given) holding them all.
    private func makeScene(
        size: CGSize = CGSize(width: 100, height: 100), centers: [CGPoint], resistance: CGFloat = 0
    ) -> (Scene, [UIView], UIDynamicAnimator, UIDynamicItemBehavior) {
        let scene = makeTestScene()
        let views = centers.map { center -> UIView in
            let view = UIView(frame: CGRect(origin: .zero, size: size))
            view.center = center
            scene.rootView.addSubview(view)
            return view
        }
        let (animator, properties) = scene.run { () -> (UIDynamicAnimator, UIDynamicItemBehavior) in
            let animator = UIDynamicAnimator(referenceView: scene.rootView)
            let properties = UIDynamicItemBehavior(items: views)
            properties.resistance = resistance
            properties.angularResistance = 0
            animator.addBehavior(properties)
            return (animator, properties)
        }
        return (scene, views, animator, properties)
    }

    private func distance(_ a: CGPoint, _ b: CGPoint) -> Double {
        hypot(Double(a.x - b.x), Double(a.y - b.y))
    }

    func testDefaults() {
        let field = UIFieldBehavior.springField()
        XCTAssertEqual(field.strength, 1)
        XCTAssertEqual(field.falloff, 0)
        XCTAssertEqual(field.minimumRadius, 0)
        XCTAssertEqual(field.position, .zero)
        XCTAssertEqual(field.direction, .zero)
        XCTAssertTrue(field.region.contains(CGPoint(x: 1e6, y: -1e6)), "infinite")
        XCTAssertEqual(UIFieldBehavior.linearGravityField(direction: CGVector(dx: 0, dy: 2)).direction, CGVector(dx: 0, dy: 2))
        XCTAssertEqual(UIFieldBehavior.radialGravityField(position: CGPoint(x: 5, y: 6)).position, CGPoint(x: 5, y: 6))
        let noise = UIFieldBehavior.noiseField(smoothness: 0.25, animationSpeed: 3)
        XCTAssertEqual(noise.smoothness, 0.25)
        XCTAssertEqual(noise.animationSpeed, 3)
    }

    func testSpringFieldWithResistanceSettlesAtItsPosition() {
        // The sticky-corners item: 40 × 40 at density 0.01, resistance 10, no rotation.
        let target = CGPoint(x: 187.5, y: 500)
        let (scene, views, animator, properties) = makeScene(
            size: CGSize(width: 40, height: 40), centers: [CGPoint(x: 100, y: 300)], resistance: 10)
        properties.density = 0.01
        properties.allowsRotation = false
        let spring = UIFieldBehavior.springField()
        spring.position = target
        spring.addItem(views[0])
        animator.addBehavior(spring)
        scene.advance(by: 3)
        XCTAssertLessThan(distance(views[0].center, target), 1, "at \(views[0].center)")
    }

    func testRadialGravityBringsAnItemToItsPosition() {
        let target = CGPoint(x: 187.5, y: 333)
        let (scene, views, animator, _) = makeScene(centers: [CGPoint(x: 300, y: 150)], resistance: 20)
        // ω = √(10 · strength) = 10 rad/s; resistance 20 damps it critically.
        let gravity = UIFieldBehavior.radialGravityField(position: target)
        gravity.strength = 10
        gravity.addItem(views[0])
        animator.addBehavior(gravity)
        scene.advance(by: 0.05)
        XCTAssertLessThan(distance(views[0].center, target), distance(CGPoint(x: 300, y: 150), target), "pulled toward it")
        scene.advance(by: 3)
        XCTAssertLessThan(distance(views[0].center, target), 1, "at \(views[0].center)")
    }

    /// Signed angle the item swept about `center` over `seconds`; negative is counter-clockwise
    /// on screen (y grows downward).
    private func sweptAngle(vortexStrength: CGFloat, seconds: TimeInterval) -> Double {
        let center = CGPoint(x: 187.5, y: 333)
        let (scene, views, animator, _) = makeScene(
            size: CGSize(width: 20, height: 20), centers: [CGPoint(x: 287.5, y: 333)])
        let vortex = UIFieldBehavior.vortexField()
        vortex.position = center
        vortex.strength = vortexStrength
        vortex.addItem(views[0])
        animator.addBehavior(vortex)
        var swept = 0.0
        var previous = (x: 100.0, y: 0.0)
        for _ in 0..<Int(seconds * 60) {
            scene.advance(by: 1.0 / 60)
            let now = (x: Double(views[0].center.x - center.x), y: Double(views[0].center.y - center.y))
            swept += atan2(previous.x * now.y - previous.y * now.x, previous.x * now.x + previous.y * now.y)
            previous = now
        }
        return swept
    }

    func testVortexTurnsItemsCounterClockwiseOnScreen() {
        let positive = sweptAngle(vortexStrength: 1, seconds: 0.5)
        XCTAssertLessThan(positive, -0.5, "counter-clockwise as seen: the item right of the centre rose")
        let negative = sweptAngle(vortexStrength: -1, seconds: 0.5)
        XCTAssertGreaterThan(negative, 0.5, "clockwise")
        XCTAssertEqual(positive, -negative, accuracy: 1e-9, "mirror images")
    }

    func testElectricFieldRepelsLikeChargeAndAttractsOpposite() {
        let fieldPosition = CGPoint(x: 100, y: 333)
        for charge: CGFloat in [1, -1] {
            let (scene, views, animator, properties) = makeScene(centers: [CGPoint(x: 200, y: 333)])
            properties.charge = charge
            let electric = UIFieldBehavior.electricField()
            electric.position = fieldPosition
            electric.addItem(views[0])
            animator.addBehavior(electric)
            scene.advance(by: 0.5)
            // q·strength × 100 pt/s² on a mass of 1: ½·100·0.5² = 12.5 pt in half a second.
            let moved = distance(views[0].center, fieldPosition) - 100
            XCTAssertEqual(moved, 12.5 * Double(charge), accuracy: 0.5, "charge \(charge)")
            XCTAssertEqual(Double(views[0].center.y), 333, accuracy: 1e-9)
        }
    }

    func testMagneticFieldTurnsAMovingChargeAndKeepsItsSpeed() {
        for strength: CGFloat in [4, -4] {
            let (scene, views, animator, properties) = makeScene(centers: [CGPoint(x: 187.5, y: 333)])
            properties.charge = 1
            properties.addLinearVelocity(CGPoint(x: 200, y: 0), for: views[0])
            let magnetic = UIFieldBehavior.magneticField()
            magnetic.strength = strength
            magnetic.addItem(views[0])
            animator.addBehavior(magnetic)
            scene.advance(by: 0.25)
            let velocity = properties.linearVelocity(for: views[0])
            let speed = hypot(Double(velocity.x), Double(velocity.y))
            XCTAssertEqual(speed, 200, accuracy: 200 * 0.02)
            // q·strength / mass = ±4 rad/s for 0.25 s: one radian, counter-clockwise as seen
            // (upward, −y, from moving right) for positive strength.
            let turned = atan2(-Double(velocity.y), Double(velocity.x))
            XCTAssertEqual(turned, Double(strength) / 4, accuracy: 0.03, "strength \(strength)")
        }
    }

    func testLinearGravityFieldAcceleratesAtStrengthTimesDirectionIn1000PointsPerSecondSquared() {
        let (scene, views, animator, properties) = makeScene(
            size: CGSize(width: 30, height: 60), centers: [CGPoint(x: 50, y: 50)])
        let gravity = UIFieldBehavior.linearGravityField(direction: CGVector(dx: 0.6, dy: 0.8))
        gravity.strength = 0.5
        gravity.addItem(views[0])
        animator.addBehavior(gravity)
        scene.advance(by: 1)
        // 0.5 × |(0.6, 0.8)| × 1000 = 500 pt/s², whatever the mass.
        let velocity = properties.linearVelocity(for: views[0])
        XCTAssertEqual(Double(velocity.x), 300, accuracy: 3)
        XCTAssertEqual(Double(velocity.y), 400, accuracy: 4)
        XCTAssertEqual(Double(views[0].center.y - 50), 200, accuracy: 2)
    }

    func testDragSlowsItemsExponentially() {
        let (scene, views, animator, properties) = makeScene(centers: [CGPoint(x: 50, y: 333)])
        properties.addLinearVelocity(CGPoint(x: 200, y: 0), for: views[0])
        let drag = UIFieldBehavior.dragField()
        drag.addItem(views[0])
        animator.addBehavior(drag)
        scene.advance(by: 1)
        // e^(−strength·t/mass) on a mass of 1.
        XCTAssertEqual(Double(properties.linearVelocity(for: views[0]).x), 200 * exp(-1), accuracy: 200 * exp(-1) * 0.02)
    }

    func testDragStopsALightItemWithoutTurningItBack() {
        let (scene, views, animator, properties) = makeScene(
            size: CGSize(width: 40, height: 40), centers: [CGPoint(x: 50, y: 333)])
        properties.density = 0.01
        properties.addLinearVelocity(CGPoint(x: 200, y: 0), for: views[0])
        let drag = UIFieldBehavior.dragField()
        drag.addItem(views[0])
        animator.addBehavior(drag)
        var previous = views[0].center.x
        for _ in 0..<30 {
            scene.advance(by: 1.0 / 60)
            XCTAssertGreaterThanOrEqual(views[0].center.x, previous)
            previous = views[0].center.x
        }
        XCTAssertLessThan(Double(views[0].center.x - 50), 5, "stopped within a tick or two")
    }

    func testRegionLimitsTheField() {
        let position = CGPoint(x: 100, y: 100)
        let (scene, views, animator, properties) = makeScene(
            size: CGSize(width: 20, height: 20), centers: [CGPoint(x: 110, y: 100), CGPoint(x: 300, y: 100)])
        let gravity = UIFieldBehavior.linearGravityField(direction: CGVector(dx: 0, dy: 1))
        gravity.position = position
        gravity.region = UIRegion(radius: 50)
        for view in views { gravity.addItem(view) }
        animator.addBehavior(gravity)
        scene.advance(by: 0.2)
        XCTAssertGreaterThan(Double(views[0].center.y), 100 + 5, "inside: it falls")
        XCTAssertEqual(views[1].center, CGPoint(x: 300, y: 100), "outside: untouched")
        // Once it falls out of the disc (50 pt), the field lets go and it keeps its speed.
        scene.advance(by: 0.5)
        let speed = properties.linearVelocity(for: views[0]).y
        scene.advance(by: 0.2)
        XCTAssertEqual(properties.linearVelocity(for: views[0]).y, speed)
    }

    /// Final centres of three items in a noise field after two seconds.
    private func noiseRun() -> [CGPoint] {
        let centers = [CGPoint(x: 80, y: 200), CGPoint(x: 187.5, y: 333), CGPoint(x: 300, y: 500)]
        let (scene, views, animator, _) = makeScene(
            size: CGSize(width: 30, height: 30), centers: centers, resistance: 1)
        let noise = UIFieldBehavior.noiseField(smoothness: 0.5, animationSpeed: 1)
        noise.position = CGPoint(x: 187.5, y: 333)
        noise.strength = 0.5
        for view in views { noise.addItem(view) }
        animator.addBehavior(noise)
        scene.advance(by: 2)
        return views.map(\.center)
    }

    func testNoiseFieldIsDeterministicAndMovesItems() {
        let first = noiseRun()
        let second = noiseRun()
        XCTAssertEqual(first, second, "same scene, same positions, to the bit")
        let starts = [CGPoint(x: 80, y: 200), CGPoint(x: 187.5, y: 333), CGPoint(x: 300, y: 500)]
        for (end, start) in zip(first, starts) {
            XCTAssertGreaterThan(distance(end, start), 5, "moved from \(start) to \(end)")
        }
        XCTAssertNotEqual(first[0].x - 80, first[2].x - 300, "items in different places move differently")
    }

    func testTurbulenceLeavesItemsAtRestAlone() {
        let (scene, views, animator, _) = makeScene(centers: [CGPoint(x: 187.5, y: 333)])
        let turbulence = UIFieldBehavior.turbulenceField(smoothness: 0.5, animationSpeed: 1)
        turbulence.strength = 5
        turbulence.addItem(views[0])
        animator.addBehavior(turbulence)
        scene.advance(by: 0.5)
        XCTAssertEqual(views[0].center, CGPoint(x: 187.5, y: 333))
    }

    func testVelocityFieldSetsTheVelocity() {
        let (scene, views, animator, properties) = makeScene(centers: [CGPoint(x: 187.5, y: 333)])
        properties.addLinearVelocity(CGPoint(x: 0, y: 300), for: views[0])
        let field = UIFieldBehavior.velocityField(direction: CGVector(dx: -1, dy: 0))
        field.strength = 1.5
        field.addItem(views[0])
        animator.addBehavior(field)
        scene.advance(by: 0.1)
        let velocity = properties.linearVelocity(for: views[0])
        XCTAssertEqual(Double(velocity.x), -150, accuracy: 1e-6)
        XCTAssertEqual(Double(velocity.y), 0, accuracy: 1e-6)
    }

    func testEvaluationBlockGetsTheItemsStateAndItsForceIsApplied() {
        let (scene, views, animator, properties) = makeScene(centers: [CGPoint(x: 187.5, y: 200)])
        properties.charge = 2
        properties.addLinearVelocity(CGPoint(x: 30, y: 0), for: views[0])
        var calls: [(UIFieldBehavior, CGPoint, CGVector, CGFloat, CGFloat, TimeInterval)] = []
        let field = UIFieldBehavior.field { field, position, velocity, mass, charge, deltaTime in
            calls.append((field, position, velocity, mass, charge, deltaTime))
            return CGVector(dx: 0, dy: 1)
        }
        field.addItem(views[0])
        animator.addBehavior(field)
        scene.advance(by: 1)

        XCTAssertEqual(calls.count, 240, "once a substep (4 a tick) for the one item")
        let first = calls[0]
        XCTAssertTrue(first.0 === field)
        XCTAssertEqual(first.1, CGPoint(x: 187.5, y: 200), "the item's centre, reference coordinates")
        XCTAssertEqual(first.2, CGVector(dx: 30, dy: 0))
        XCTAssertEqual(Double(first.3), 1, accuracy: 1e-12, "100 × 100 at density 1")
        XCTAssertEqual(first.4, 2)
        XCTAssertEqual(first.5, 1.0 / 240, accuracy: 1e-12)
        XCTAssertEqual(Double(calls[239].1.x), 187.5 + 30 * 239.0 / 240, accuracy: 0.01, "follows the item")
        // (0, 1) in UIKit force units on a mass of 1: 100 pt/s² for a second.
        XCTAssertEqual(Double(properties.linearVelocity(for: views[0]).y), 100, accuracy: 1)
        XCTAssertEqual(Double(views[0].center.x - 187.5), 30, accuracy: 0.5)
    }

    func testNonFiniteForcesAreIgnored() {
        let (scene, views, animator, _) = makeScene(centers: [CGPoint(x: 187.5, y: 200)])
        let field = UIFieldBehavior.field { _, _, _, _, _, _ in CGVector(dx: .nan, dy: .infinity) }
        field.addItem(views[0])
        animator.addBehavior(field)
        let gravity = UIFieldBehavior.linearGravityField(direction: CGVector(dx: 0, dy: 1))
        gravity.strength = .infinity
        gravity.addItem(views[0])
        animator.addBehavior(gravity)
        scene.advance(by: 0.5)
        XCTAssertEqual(views[0].center, CGPoint(x: 187.5, y: 200))
    }

    func testChangingAParameterResumesAPausedAnimator() {
        let (scene, views, animator, _) = makeScene(centers: [CGPoint(x: 187.5, y: 200)], resistance: 20)
        let gravity = UIFieldBehavior.radialGravityField(position: CGPoint(x: 187.5, y: 200))
        gravity.strength = 10
        gravity.addItem(views[0])
        animator.addBehavior(gravity)
        scene.advance(by: 1)
        XCTAssertFalse(animator.isRunning, "at rest on the field's position")
        gravity.position = CGPoint(x: 187.5, y: 300)
        XCTAssertTrue(animator.isRunning)
        scene.advance(by: 3)
        XCTAssertLessThan(distance(views[0].center, CGPoint(x: 187.5, y: 300)), 1)
    }
}
