import Physics
import TestSupport
import XCTest

final class WorldTests: XCTestCase {
    /// A world with a floor at y = 500 and walls at x = 0 and 300, and `count` boxes in rows.
    private func makePile(count: Int, size: Double = 20) -> (World, [Body]) {
        let world = World()
        world.add(Edge(from: Vec2(0, 500), to: Vec2(300, 500), mask: 1))
        world.add(Edge(from: Vec2(0, -1000), to: Vec2(0, 500), mask: 1))
        world.add(Edge(from: Vec2(300, -1000), to: Vec2(300, 500), mask: 1))
        var bodies: [Body] = []
        for index in 0..<count {
            let column = index % 10, row = index / 10
            let body = Body(
                shape: .box(width: size, height: size),
                position: Vec2(20 + Double(column) * 26 + Double(row % 2) * 5, 480 - Double(row) * 26))
            body.friction = 0.2
            body.restitution = 0.2
            body.bodyMask = 1
            body.edgeMask = 1
            world.add(body)
            bodies.append(body)
        }
        return (world, bodies)
    }

    private func settle(_ world: World, _ bodies: [Body], seconds: Double) {
        for _ in 0..<Int(seconds * 60) {
            for body in bodies { body.acceleration = Vec2(0, 1000) }
            world.step(1.0 / 60)
        }
    }

    func testAPileSettlesInsideTheBoxWithoutOverlapping() {
        let (world, bodies) = makePile(count: 60)
        settle(world, bodies, seconds: 6)
        for body in bodies {
            XCTAssertTrue(body.position.isFinite)
            XCTAssertLessThan(body.position.y, 500 - 9, "above the floor, within the slop")
            XCTAssertGreaterThan(body.position.x, 9)
            XCTAssertLessThan(body.position.x, 291)
            XCTAssertLessThan(body.linearVelocity.length, 5, "at rest")
        }
        // Six full rows of 20-pt boxes: no box sinks below the sixth row's top by much.
        let highest = bodies.map(\.position.y).min()!
        XCTAssertGreaterThan(highest, 500 - 7 * 20)
        XCTAssertGreaterThan(world.minimumRestingTime, 0.5)
    }

    func testABodyCollidesWithTheShapesItWasGivenLast() {
        // A 20-pt box resting on the floor grows to 40 pt, then to a 60 × 10 plank: its
        // centre rises to half the new height above the floor each time (within the slop).
        let world = World()
        world.add(Edge(from: Vec2(-500, 0), to: Vec2(500, 0), mask: 1))
        let body = Body(shape: .box(width: 20, height: 20), position: Vec2(0, -10))
        body.edgeMask = 1
        world.add(body)
        func settle() {
            for _ in 0..<120 {
                body.acceleration = Vec2(0, 1000)
                world.step(1.0 / 60)
            }
        }
        settle()
        XCTAssertEqual(body.position.y, -10, accuracy: 1)
        body.setShapes([.box(width: 40, height: 40)])
        settle()
        XCTAssertEqual(body.position.y, -20, accuracy: 1)
        body.setShapes([.box(width: 60, height: 10)])
        settle()
        XCTAssertEqual(body.position.y, -5, accuracy: 1)
    }

    func testAStackOfTenStandsStill() {
        let world = World()
        world.add(Edge(from: Vec2(-500, 0), to: Vec2(500, 0), mask: 1))
        var stack: [Body] = []
        for level in 0..<10 {
            let body = Body(shape: .box(width: 30, height: 30), position: Vec2(0, -15 - 30 * Double(level)))
            body.friction = 0.6
            body.bodyMask = 1
            body.edgeMask = 1
            world.add(body)
            stack.append(body)
        }
        settle(world, stack, seconds: 5)
        for (level, body) in stack.enumerated() {
            XCTAssertEqual(body.position.x, 0, accuracy: 0.05, "level \(level) slid")
            // Soft contacts give a little under load: each resting contact between boxes
            // overlaps by about 0.3 pt (as in Box2D v3), so allow 0.4 pt per level.
            XCTAssertEqual(body.position.y, -15 - 30 * Double(level), accuracy: 0.5 + 0.4 * Double(level), "level \(level) sank")
            XCTAssertEqual(body.angle, 0, accuracy: 0.001)
        }
    }

    func testSteppingIsDeterministic() {
        // Hash of the final state of a pile: any change to the solver's order or arithmetic
        // shows here. The constant was recorded from this engine; two worlds must agree.
        func finalState() -> [Double] {
            let (world, bodies) = makePile(count: 40, size: 17)
            for (index, body) in bodies.enumerated() { body.angle = Double(index) * 0.3 }
            settle(world, bodies, seconds: 3)
            return bodies.flatMap { [$0.position.x, $0.position.y, $0.angle] }
        }
        let first = finalState(), second = finalState()
        XCTAssertEqual(first, second)
        // FNV-1a over the bit patterns: the same in every process and build configuration.
        var hash: UInt64 = 0xCBF2_9CE4_8422_2325
        for value in first {
            hash = (hash ^ value.bitPattern) &* 0x0000_0100_0000_01B3
        }
        XCTAssertEqual(hash, Self.recordedPileHash, "the solver's result changed; if on purpose, record \(hash)")
    }

    static let recordedPileHash: UInt64 = 7_679_487_333_282_630_616

    func testSweepingAlongYFindsTheSamePairsInTheSameOrderAsAlongX() {
        // A tall, uneven pile (sizes, angles, a fixed body, a body of another collision group,
        // coinciding boxes) stepped with the broad phase always along x and always along y:
        // every body's bits and every contact event must agree.
        func run(sweepRatio: Double) -> (state: [UInt64], events: [String]) {
            let world = World()
            world.settings.tallSceneSweepRatio = sweepRatio
            world.add(Edge(from: Vec2(0, 500), to: Vec2(120, 500), mask: 1))
            world.add(Edge(from: Vec2(0, -3000), to: Vec2(0, 500), mask: 1))
            world.add(Edge(from: Vec2(120, -3000), to: Vec2(120, 500), mask: 1))
            var bodies: [Body] = []
            var seed: UInt64 = 12345
            func random() -> Double {
                seed = seed &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
                return Double(seed >> 11) / Double(1 << 53)
            }
            for index in 0..<150 {
                let width = 8 + 14 * random(), height = 8 + 14 * random()
                let x = index % 17 == 0 ? 60 : 12 + 96 * random()
                let body = Body(
                    kind: index == 40 ? .fixed : .dynamic,
                    shape: .box(width: width, height: height),
                    position: Vec2(x, 480 - Double(index) * 9), angle: 3 * random())
                body.friction = 0.3
                body.restitution = 0.3
                body.bodyMask = index % 23 == 0 ? 2 : 1
                body.edgeMask = 1
                world.add(body)
                bodies.append(body)
            }
            var events: [String] = []
            for _ in 0..<90 {
                for body in bodies { body.acceleration = Vec2(0, 1000) }
                world.step(1.0 / 60)
                events += world.beganContacts.map { "began \($0.bodyA) \(String(describing: $0.bodyB)) \($0.point)" }
                events += world.endedContacts.map { "ended \($0.bodyA) \(String(describing: $0.bodyB)) \($0.point)" }
            }
            let state = bodies.flatMap { [$0.position.x.bitPattern, $0.position.y.bitPattern, $0.angle.bitPattern] }
            return (state, events)
        }
        let alongX = run(sweepRatio: .infinity), alongY = run(sweepRatio: 0)
        XCTAssertFalse(alongX.events.isEmpty)
        XCTAssertEqual(alongX.state.count, alongY.state.count)
        XCTAssertNil(zip(alongX.state, alongY.state).enumerated().first { $0.element.0 != $0.element.1 }?.offset, "a body's bits differ (index of the first number)")
        XCTAssertEqual(alongX.events.count, alongY.events.count)
        XCTAssertNil(zip(alongX.events, alongY.events).enumerated().first { $0.element.0 != $0.element.1 }?.offset, "the contact events differ (index of the first)")
    }

    func testContactEventsBeginOnceAndEndOnce() {
        let world = World()
        world.add(Edge(from: Vec2(-100, 100), to: Vec2(100, 100), mask: 1, tag: 7))
        let body = Body(shape: .box(width: 20, height: 20), position: Vec2(0, 0))
        body.restitution = 0.9
        body.edgeMask = 1
        world.add(body)
        var began = 0, ended = 0
        var tags: [Int] = []
        for _ in 0..<90 {
            body.acceleration = Vec2(0, 1000)
            world.step(1.0 / 60)
            began += world.beganContacts.count
            ended += world.endedContacts.count
            tags += world.beganContacts.map(\.edgeTag)
            if ended > 0 { break }
        }
        XCTAssertEqual(began, 1)
        XCTAssertEqual(ended, 1, "a bouncy box leaves the floor")
        XCTAssertEqual(tags, [7])
    }

    func testPolygonMassAndInertiaFollowUIKitUnits() {
        let body = Body(shape: .box(width: 100, height: 100), position: .zero)
        XCTAssertEqual(body.mass, 1, accuracy: 1e-12, "100 × 100 pt at density 1 is 1")
        // I = m (w² + h²) / 12.
        XCTAssertEqual(1 / body.inverseInertia, 20_000.0 / 12, accuracy: 1e-9)
    }

    func testJoinedBodiesDoNotCollideWithEachOther() {
        // Two overlapping boxes pinned together at their shared middle, free of gravity: they
        // would push apart if they collided; joined, they stay put.
        let world = World()
        let first = Body(shape: .box(width: 40, height: 40), position: Vec2(0, 0))
        let second = Body(shape: .box(width: 40, height: 40), position: Vec2(20, 0))
        for body in [first, second] {
            body.bodyMask = 1
            world.add(body)
        }
        world.add(RevoluteJoint(bodyA: first, anchorA: Vec2(10, 0), bodyB: second, anchorB: Vec2(-10, 0)))
        for _ in 0..<60 { world.step(1.0 / 60) }
        XCTAssertEqual(first.position.x, 0, accuracy: 1e-6)
        XCTAssertEqual(second.position.x, 20, accuracy: 1e-6)
        XCTAssertTrue(world.beganContacts.isEmpty)
    }
}
