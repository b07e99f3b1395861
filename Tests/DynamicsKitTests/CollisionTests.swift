import DynamicsKit
import Foundation
import TestSupport
import XCTest

final class CollisionTests: XCTestCase {
    private final class ContactLog: UICollisionBehaviorDelegate {
        var events: [String] = []
        var points: [CGPoint] = []
        func collisionBehavior(_ behavior: UICollisionBehavior, beganContactFor item1: UIDynamicItem, with item2: UIDynamicItem, at point: CGPoint) {
            events.append("began items"); points.append(point)
        }
        func collisionBehavior(_ behavior: UICollisionBehavior, endedContactFor item1: UIDynamicItem, with item2: UIDynamicItem) {
            events.append("ended items")
        }
        func collisionBehavior(_ behavior: UICollisionBehavior, beganContactFor item: UIDynamicItem, withBoundaryIdentifier identifier: NSCopying?, at point: CGPoint) {
            events.append("began \(identifier.map { "\($0)" } ?? "nil")"); points.append(point)
        }
        func collisionBehavior(_ behavior: UICollisionBehavior, endedContactFor item: UIDynamicItem, withBoundaryIdentifier identifier: NSCopying?) {
            events.append("ended \(identifier.map { "\($0)" } ?? "nil")")
        }
    }

    func testNegativeInsetsPushTheReferenceBoundaryOutward() {
        let stage = TestStage()
        let square = stage.addView(size: CGSize(width: 30, height: 30), center: CGPoint(x: 187.5, y: 333.5))
        let collision = UICollisionBehavior(items: [square])
        collision.setTranslatesReferenceBoundsIntoBoundary(with: UIEdgeInsets(top: 0, left: 0, bottom: -20, right: 0))
        stage.add(collision)
        stage.add(UIGravityBehavior(items: [square]))
        stage.run(for: 3)
        XCTAssertEqual(Double(square.center.y), 667 + 20 - 15, accuracy: 1)
    }

    func testCollisionModes() {
        let stage = TestStage()
        let top = stage.addView(size: CGSize(width: 40, height: 40), center: CGPoint(x: 100, y: 500))
        let bottom = stage.addView(size: CGSize(width: 40, height: 40), center: CGPoint(x: 100, y: 640))
        let boundariesOnly = UICollisionBehavior(items: [top, bottom])
        boundariesOnly.collisionMode = .boundaries
        boundariesOnly.translatesReferenceBoundsIntoBoundary = true
        stage.add(boundariesOnly)
        stage.add(UIGravityBehavior(items: [top, bottom]))
        stage.run(for: 2)
        // Both rest on the floor, overlapping: they do not collide with each other.
        XCTAssertEqual(Double(top.center.y), 647, accuracy: 1)
        XCTAssertEqual(Double(bottom.center.y), 647, accuracy: 1)

        boundariesOnly.collisionMode = .items
        stage.run(for: 1)
        XCTAssertGreaterThan(Double(top.center.y), 700, "no boundaries: it falls out")
    }

    func testItemsInDifferentBehaviorsPassThroughEachOther() {
        let stage = TestStage()
        let falling = stage.addView(size: CGSize(width: 40, height: 40), center: CGPoint(x: 100, y: 300))
        let resting = stage.addView(size: CGSize(width: 80, height: 40), center: CGPoint(x: 100, y: 647))
        let first = UICollisionBehavior(items: [falling])
        first.translatesReferenceBoundsIntoBoundary = true
        let second = UICollisionBehavior(items: [resting])
        second.translatesReferenceBoundsIntoBoundary = true
        stage.add(first)
        stage.add(second)
        stage.add(UIGravityBehavior(items: [falling, resting]))
        stage.run(for: 2)
        XCTAssertEqual(Double(falling.center.y), 647, accuracy: 1, "fell through the other item onto the floor")

        // In one behavior they stack.
        let both = UICollisionBehavior(items: [falling, resting])
        both.translatesReferenceBoundsIntoBoundary = true
        stage.scene.run {
            stage.animator.removeAllBehaviors()
        }
        falling.center = CGPoint(x: 100, y: 300)
        stage.add(both)
        stage.add(UIGravityBehavior(items: [falling, resting]))
        stage.run(for: 2)
        XCTAssertEqual(Double(falling.center.y), 647 - 40, accuracy: 1.5)
    }

    func testPathAndSegmentBoundaries() {
        let stage = TestStage()
        let ball = stage.addView(size: CGSize(width: 20, height: 20), center: CGPoint(x: 187.5, y: 300))
        let collision = UICollisionBehavior(items: [ball])
        // A bowl: an oval whose inside holds the item.
        collision.addBoundary(withIdentifier: "bowl", for: UIBezierPath(ovalIn: CGRect(x: 87.5, y: 200, width: 200, height: 200)))
        collision.addBoundary(withIdentifier: "shelf", from: CGPoint(x: 0, y: 100), to: CGPoint(x: 50, y: 100))
        XCTAssertEqual(collision.boundaryIdentifiers?.map { $0 as? String }, ["bowl", "shelf"])
        XCTAssertEqual(Double(collision.boundary(withIdentifier: "bowl")?.bounds.maxY ?? 0), 400, accuracy: 0.5)
        stage.add(collision)
        stage.add(UIGravityBehavior(items: [ball]))
        stage.run(for: 3)
        // A square in a round bowl may stop a little off centre where friction (0.2) holds it.
        XCTAssertEqual(Double(ball.center.x), 187.5, accuracy: 10)
        XCTAssertEqual(Double(ball.center.y), 400 - 10, accuracy: 2, "rests at the bottom of the oval")

        collision.removeBoundary(withIdentifier: "bowl")
        XCTAssertEqual(collision.boundaryIdentifiers?.map { $0 as? String }, ["shelf"])
        stage.run(for: 1)
        XCTAssertGreaterThan(Double(ball.center.y), 667, "the bowl is gone")
        collision.removeAllBoundaries()
        XCTAssertEqual(collision.boundaryIdentifiers?.isEmpty, true)
    }

    func testDelegateGetsOneBeganAndOneEndedPerContact() {
        let stage = TestStage()
        let square = stage.addView(size: CGSize(width: 30, height: 30), center: CGPoint(x: 100, y: 100))
        let collision = UICollisionBehavior(items: [square])
        collision.addBoundary(withIdentifier: "floor", from: CGPoint(x: 0, y: 300), to: CGPoint(x: 375, y: 300))
        let log = ContactLog()
        collision.collisionDelegate = log
        let bouncy = UIDynamicItemBehavior(items: [square])
        bouncy.elasticity = 0.6
        stage.add(collision)
        stage.add(bouncy)
        stage.add(UIGravityBehavior(items: [square]))
        // Until the first bounce has left the floor.
        stage.run(for: 0.9)
        XCTAssertEqual(log.events, ["began floor", "ended floor"])
        XCTAssertEqual(Double(log.points[0].y), 300, accuracy: 1)
        XCTAssertEqual(Double(log.points[0].x), 100, accuracy: 15.5)
    }

    /// Adding or removing another behavior rebuilds the animator's world; a square resting on
    /// a boundary stays in contact with it (no second `began`, no `ended`), and rests as still.
    func testABehaviorAddedOrRemovedLeavesBoundaryContactsAsTheyWere() {
        let stage = TestStage()
        let square = stage.addView(size: CGSize(width: 30, height: 30), center: CGPoint(x: 100, y: 270))
        let other = stage.addView(size: CGSize(width: 30, height: 30), center: CGPoint(x: 200, y: 100))
        let collision = UICollisionBehavior(items: [square])
        collision.addBoundary(withIdentifier: "floor", from: CGPoint(x: 0, y: 300), to: CGPoint(x: 375, y: 300))
        let log = ContactLog()
        collision.collisionDelegate = log
        stage.add(collision)
        stage.add(UIGravityBehavior(items: [square]))
        stage.run(for: 1)
        XCTAssertEqual(log.events, ["began floor"])
        let rested = square.center
        let push = UIPushBehavior(items: [other], mode: .continuous)
        stage.add(push)
        stage.run(for: 0.5)
        stage.animator.removeBehavior(push)
        stage.run(for: 0.5)
        XCTAssertEqual(log.events, ["began floor"], "the square never left the floor")
        XCTAssertEqual(Double(square.center.y), Double(rested.y), accuracy: 0.01)
    }

    func testAWallContactIsReportedInTheTickTheSquareReachesIt() {
        // 300 pt/s to the right from 75 pt short of the right wall, no gravity, no losses: the
        // square comes within the 2 pt contact skin during tick 15 (t = 0.2433…0.25 s) and
        // bounces straight back.
        let stage = TestStage()
        let square = stage.addView(size: CGSize(width: 30, height: 30), center: CGPoint(x: 375 - 75 - 15, y: 300))
        let collision = UICollisionBehavior(items: [square])
        collision.translatesReferenceBoundsIntoBoundary = true
        let log = ContactLog()
        collision.collisionDelegate = log
        let item = UIDynamicItemBehavior(items: [square])
        item.elasticity = 1
        item.friction = 0
        item.resistance = 0
        stage.add(collision)
        stage.add(item)
        stage.scene.run { item.addLinearVelocity(CGPoint(x: 300, y: 0), for: square) }
        var ticks: [String: Int] = [:]
        var tick = 0
        stage.run(for: 0.5) {
            tick += 1
            for event in log.events where ticks[event] == nil { ticks[event] = tick }
        }
        XCTAssertEqual(ticks["began nil"], 15)
        XCTAssertTrue([15, 16].contains(ticks["ended nil"] ?? 0), "ended when it has left the skin: \(ticks)")
        XCTAssertEqual(Double(log.points[0].x), 375, accuracy: 1)
        XCTAssertEqual(Double(log.points[0].y), 300, accuracy: 1)
        XCTAssertLessThan(square.center.x, 375 - 75, "on its way back")
    }

    func testDelegateReportsItemContactsAndTheReferenceBoundaryAsNil() {
        let stage = TestStage()
        let lower = stage.addView(size: CGSize(width: 60, height: 30), center: CGPoint(x: 100, y: 652))
        let upper = stage.addView(size: CGSize(width: 30, height: 30), center: CGPoint(x: 100, y: 500))
        let collision = UICollisionBehavior(items: [lower, upper])
        collision.translatesReferenceBoundsIntoBoundary = true
        let log = ContactLog()
        collision.collisionDelegate = log
        let dull = UIDynamicItemBehavior(items: [lower, upper])
        dull.elasticity = 0 // no bounce, so each contact begins once
        stage.add(dull)
        stage.add(collision)
        stage.add(UIGravityBehavior(items: [upper, lower]))
        stage.run(for: 2)
        XCTAssertEqual(log.events.filter { $0.hasPrefix("began") }.sorted(), ["began items", "began nil"])
        XCTAssertFalse(log.events.contains { $0.hasPrefix("ended") }, "both come to rest in contact")
    }

    func testEllipseRestsOnItsRadiusAndRollsDownASlope() {
        let stage = TestStage()
        let ball = stage.addView(size: CGSize(width: 40, height: 40), center: CGPoint(x: 60, y: 100))
        final class Ball: UIView { override var collisionBoundsType: UIDynamicItemCollisionBoundsType { .ellipse } }
        let round = Ball(frame: CGRect(x: 40, y: 80, width: 40, height: 40))
        ball.removeFromSuperview()
        stage.root.addSubview(round)
        let collision = UICollisionBehavior(items: [round])
        collision.addBoundary(withIdentifier: "slope", from: CGPoint(x: 0, y: 200), to: CGPoint(x: 375, y: 400))
        stage.add(collision)
        stage.add(UIGravityBehavior(items: [round]))
        var spun = 0.0
        stage.run(for: 1) { spun = max(spun, abs(Double(round.transform.rotationAngle))) }
        XCTAssertGreaterThan(Double(round.center.x), 120, "rolled down to the right")
        XCTAssertGreaterThan(spun, 1, "a ball rolls: it turns as it goes")
        // Its centre stays one radius above the slope line (y = 200 + x·200/375).
        let slopeY = 200 + Double(round.center.x) * 200 / 375
        let distance = (slopeY - Double(round.center.y)) * cos(atan(200.0 / 375))
        XCTAssertEqual(distance, 20, accuracy: 1.5)
    }

    func testPathBoundsCollideAsTheirPolygon() {
        final class Triangle: UIView {
            override var collisionBoundsType: UIDynamicItemCollisionBoundsType { .path }
            override var collisionBoundingPath: UIBezierPath {
                let path = UIBezierPath()
                path.move(to: CGPoint(x: 0, y: -20))
                path.addLine(to: CGPoint(x: 30, y: 20))
                path.addLine(to: CGPoint(x: -30, y: 20))
                path.close()
                return path
            }
        }
        let stage = TestStage()
        let triangle = Triangle(frame: CGRect(x: 70, y: 100, width: 60, height: 60))
        stage.root.addSubview(triangle)
        let collision = UICollisionBehavior(items: [triangle])
        collision.translatesReferenceBoundsIntoBoundary = true
        stage.add(collision)
        stage.add(UIGravityBehavior(items: [triangle]))
        stage.run(for: 3)
        // It rests on its base, 20 pt below its centre, not on its 60 × 60 bounds.
        XCTAssertEqual(Double(triangle.center.y), 667 - 20, accuracy: 1)
        XCTAssertEqual(Double(triangle.transform.rotationAngle), 0, accuracy: 0.02)
    }

    func testAnchoredItemsCollideButNeverMove() {
        let stage = TestStage()
        let post = stage.addView(size: CGSize(width: 100, height: 20), center: CGPoint(x: 187.5, y: 400))
        let box = stage.addView(size: CGSize(width: 30, height: 30), center: CGPoint(x: 187.5, y: 200))
        let anchored = UIDynamicItemBehavior(items: [post])
        anchored.isAnchored = true
        let collision = UICollisionBehavior(items: [post, box])
        stage.add(anchored)
        stage.add(collision)
        stage.add(UIGravityBehavior(items: [post, box]))
        stage.run(for: 2)
        XCTAssertEqual(post.center, CGPoint(x: 187.5, y: 400))
        XCTAssertEqual(Double(box.center.y), 400 - 10 - 15, accuracy: 1)
    }

    func testTheLastGravitySetWins() {
        let stage = TestStage()
        let square = stage.addView(size: CGSize(width: 30, height: 30), center: CGPoint(x: 187.5, y: 300))
        let properties = UIDynamicItemBehavior(items: [square])
        properties.resistance = 0
        let down = UIGravityBehavior(items: [square])
        let up = UIGravityBehavior(items: [square])
        up.gravityDirection = CGVector(dx: 0, dy: -1)
        stage.add(properties)
        stage.add(up)
        stage.add(down)
        stage.run(for: 0.2)
        XCTAssertGreaterThan(Double(square.center.y), 300, "added last: down wins")
        let before = square.center.y
        up.magnitude = 1 // set last: up wins
        stage.run(for: 0.5)
        XCTAssertLessThan(Double(square.center.y), Double(before))
    }

    func testElasticityOneKeepsTheDropHeightAndZeroKeepsNone() {
        func bounceHeight(elasticity: CGFloat) -> Double {
            let stage = TestStage()
            let square = stage.addView(size: CGSize(width: 20, height: 20), center: CGPoint(x: 187.5, y: 357))
            let collision = UICollisionBehavior(items: [square])
            collision.translatesReferenceBoundsIntoBoundary = true
            let material = UIDynamicItemBehavior(items: [square])
            material.elasticity = elasticity
            material.resistance = 0
            material.friction = 0
            stage.add(collision)
            stage.add(material)
            stage.add(UIGravityBehavior(items: [square]))
            var bounced = false, highest = Double.infinity
            var previousY = Double(square.center.y)
            stage.run(for: 2) {
                let y = Double(square.center.y)
                if y < previousY - 1e-6 { bounced = true }
                if bounced { highest = min(highest, y) }
                previousY = y
            }
            return bounced ? 657 - highest : 0
        }
        let drop = 657.0 - 357
        XCTAssertGreaterThanOrEqual(bounceHeight(elasticity: 1), 0.97 * drop)
        XCTAssertLessThan(bounceHeight(elasticity: 0), 0.02 * drop)
    }

    func testKineticEnergyDoesNotGrowInAClosedBox() {
        let stage = TestStage()
        var items: [UIView] = []
        for index in 0..<12 {
            items.append(stage.addView(size: CGSize(width: 30 + Double(index % 3) * 10, height: 30), center: CGPoint(x: 40 + Double(index % 4) * 90, y: 100 + Double(index / 4) * 150)))
        }
        let collision = UICollisionBehavior(items: items)
        collision.translatesReferenceBoundsIntoBoundary = true
        let material = UIDynamicItemBehavior(items: items)
        material.elasticity = 1
        material.resistance = 0
        material.angularResistance = 0
        material.friction = 0
        for (index, item) in items.enumerated() {
            material.addLinearVelocity(CGPoint(x: 300 * cos(Double(index)), y: 300 * sin(Double(index) * 1.7)), for: item)
        }
        stage.add(collision)
        stage.add(material)
        func energy() -> Double {
            items.reduce(0) { sum, item in
                let v = material.linearVelocity(for: item), w = Double(material.angularVelocity(for: item))
                let mass = Double(item.bounds.width * item.bounds.height) / 10_000
                let inertia = mass * Double(item.bounds.width * item.bounds.width + item.bounds.height * item.bounds.height) / 12
                return sum + 0.5 * mass * Double(v.x * v.x + v.y * v.y) + 0.5 * inertia * w * w
            }
        }
        stage.run(for: 1.0 / 60)
        let start = energy()
        var highest = start
        var last = start; var tick = 0
        stage.run(for: 10) { tick += 1; let e = energy(); if e > last * 1.02 { print("JUMP", tick, last, e) }; last = e; highest = max(highest, e) }
        XCTAssertLessThanOrEqual(highest, 1.01 * start, "kinetic energy grew from \(start) to \(highest)")
    }

    func testResistanceDecaysSpeedExponentially() {
        let stage = TestStage()
        let square = stage.addView(size: CGSize(width: 30, height: 30), center: CGPoint(x: 50, y: 300))
        let material = UIDynamicItemBehavior(items: [square])
        material.resistance = 2
        material.addLinearVelocity(CGPoint(x: 200, y: 0), for: square)
        stage.add(material)
        stage.run(for: 1)
        // v(t) = v₀ e^(−r t), x(t) = v₀ (1 − e^(−r t)) / r.
        XCTAssertEqual(Double(material.linearVelocity(for: square).x), 200 * exp(-2.0), accuracy: 200 * exp(-2.0) * 0.02)
        XCTAssertEqual(Double(square.center.x) - 50, 200 * (1 - exp(-2.0)) / 2, accuracy: 1)
    }

    func testZeroSizedItemsAreLeftOutWithoutHarm() {
        let stage = TestStage()
        let flat = stage.addView(size: CGSize(width: 0, height: 30), center: CGPoint(x: 100, y: 100))
        let square = stage.addView(size: CGSize(width: 30, height: 30), center: CGPoint(x: 200, y: 100))
        let warning = capturingStandardError {
            stage.add(UIGravityBehavior(items: [flat, square]))
            stage.run(for: 0.5)
        }.output
        XCTAssertEqual(warning, "dynamics: ignoring an item of size 0.0×30.0 at CGPoint(x: 100.0, y: 100.0): dynamic items need a positive, finite size and a finite centre\n", "one line, once")
        XCTAssertEqual(flat.center, CGPoint(x: 100, y: 100), "not simulated")
        XCTAssertTrue(flat.transform.isIdentity)
        XCTAssertGreaterThan(Double(square.center.y), 200, "the others still move")
    }
}

final class UIKitCompatibilityTests: XCTestCase {
    func testHueSaturationBrightnessRoundTrips() {
        let orange = UIColor(hue: 30.0 / 360, saturation: 1, brightness: 1, alpha: 1)
        XCTAssertEqual(Double(orange.red), 1, accuracy: 1e-9)
        XCTAssertEqual(Double(orange.green), 0.5, accuracy: 1e-9)
        XCTAssertEqual(Double(orange.blue), 0, accuracy: 1e-9)
        var h: CGFloat = 0, s: CGFloat = 0, b: CGFloat = 0, a: CGFloat = 0
        UIColor(hue: 0.6, saturation: 0.4, brightness: 0.7, alpha: 0.5).getHue(&h, saturation: &s, brightness: &b, alpha: &a)
        XCTAssertEqual([Double(h), Double(s), Double(b), Double(a)], [0.6, 0.4, 0.7, 0.5], accuracy: 1e-9)
    }

    func testStringBoundaryIdentifiersAreNSCopyingAndReportedBack() {
        let collision = UICollisionBehavior(items: [])
        collision.addBoundary(withIdentifier: "floor" as NSCopying, from: .zero, to: CGPoint(x: 10, y: 0))
        collision.addBoundary(withIdentifier: "wall", from: .zero, to: CGPoint(x: 0, y: 10))
        XCTAssertEqual(collision.boundaryIdentifiers?.compactMap { $0 as? String }, ["floor", "wall"])
        // Equal strings are the same boundary, however they were typed.
        collision.removeBoundary(withIdentifier: "floor")
        XCTAssertEqual(collision.boundaryIdentifiers?.compactMap { $0 as? String }, ["wall"])
        XCTAssertNotNil(collision.boundary(withIdentifier: "wall" as NSCopying))
    }
}

private func XCTAssertEqual(_ a: [Double], _ b: [Double], accuracy: Double, file: StaticString = #filePath, line: UInt = #line) {
    XCTAssertEqual(a.count, b.count, file: file, line: line)
    for (x, y) in zip(a, b) { XCTAssertEqual(x, y, accuracy: accuracy, file: file, line: line) }
}
