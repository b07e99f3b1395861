import DynamicsKit
import Foundation
import XCTest

final class SnapAndPushTests: XCTestCase {
    /// A square of `size` snapped from `start` to `point`, run until the animator has settled
    /// and paused.
    private func settledSnap(size: CGFloat, from start: CGPoint, to point: CGPoint) -> (TestStage, UIView, UISnapBehavior) {
        let stage = TestStage()
        let square = stage.addView(size: CGSize(width: size, height: size), center: start)
        let snap = UISnapBehavior(item: square, snapTo: point)
        stage.add(snap)
        stage.run(for: 2)
        XCTAssertFalse(stage.animator.isRunning, "settled and paused")
        return (stage, square, snap)
    }

    /// Largest distance past the snap point along the approach, in points.
    private func overshoot(damping: CGFloat) -> Double {
        let stage = TestStage()
        let square = stage.addView(size: CGSize(width: 40, height: 40), center: CGPoint(x: 50, y: 300))
        let snap = UISnapBehavior(item: square, snapTo: CGPoint(x: 250, y: 300))
        snap.damping = damping
        stage.add(snap)
        var furthest = 0.0
        stage.run(for: 2) { furthest = max(furthest, Double(square.center.x) - 250) }
        return furthest
    }

    func testSnapDampingZeroOscillatesMostAndOneNotAtAll() {
        let loose = overshoot(damping: 0), standard = overshoot(damping: 0.5), firm = overshoot(damping: 1)
        XCTAssertGreaterThan(loose, standard)
        XCTAssertGreaterThan(standard, firm)
        XCTAssertLessThan(firm, 0.5, "critically damped: no overshoot")
        XCTAssertGreaterThan(loose, 50)
    }

    func testSettingTheSnapPointRestartsTheMotion() {
        let (stage, square, snap) = settledSnap(size: 40, from: CGPoint(x: 100, y: 100), to: CGPoint(x: 200, y: 200))
        snap.snapPoint = CGPoint(x: 300, y: 500)
        XCTAssertTrue(stage.animator.isRunning)
        stage.run(for: 1)
        XCTAssertEqual(Double(square.center.x), 300, accuracy: 1)
        XCTAssertEqual(Double(square.center.y), 500, accuracy: 1)
    }

    func testPushAtAnOffsetMakesTorque() {
        let stage = TestStage()
        let square = stage.addView(size: CGSize(width: 100, height: 100), center: CGPoint(x: 187, y: 300))
        let properties = UIDynamicItemBehavior(items: [square])
        properties.resistance = 0
        properties.angularResistance = 0
        let push = UIPushBehavior(items: [square], mode: .instantaneous)
        push.pushDirection = CGVector(dx: 0, dy: 1)
        push.setTargetOffsetFromCenter(UIOffset(horizontal: 50, vertical: 0), for: square)
        stage.add(properties)
        stage.add(push)
        stage.run(for: 1.0 / 60)
        // Impulse 100 at r = 50 pt: Δω = r·J / I with I = m(w² + h²)/12 = 10,000/6.
        XCTAssertEqual(Double(properties.angularVelocity(for: square)), 50 * 100 / (10_000.0 / 6), accuracy: 0.01)
        XCTAssertEqual(Double(properties.linearVelocity(for: square).y), 100, accuracy: 0.5)
        XCTAssertEqual(Double(push.targetOffsetFromCenter(for: square).horizontal), 50)
    }

    func testPushItemsCanBeAddedAndRemoved() {
        let stage = TestStage()
        let first = stage.addView(size: CGSize(width: 100, height: 100), center: CGPoint(x: 100, y: 300))
        let second = stage.addView(size: CGSize(width: 100, height: 100), center: CGPoint(x: 250, y: 300))
        let push = UIPushBehavior(items: [first], mode: .continuous)
        push.pushDirection = CGVector(dx: 0, dy: -1)
        stage.add(push)
        push.addItem(second)
        push.removeItem(first)
        XCTAssertTrue(push.items.first === second)
        stage.run(for: 0.5)
        XCTAssertEqual(Double(first.center.y), 300, accuracy: 1e-9)
        XCTAssertLessThan(Double(second.center.y), 290)
    }

    /// A pan that removes a paused animator's only behavior, moves the item and adds it back
    /// when the finger lifts: the item starts from where the finger left it (UIKit reads an
    /// item anew when a behavior takes it again), not from where it was when removed.
    func testAnItemMovedWhileInNoBehaviorStartsFromWhereItWasPut() {
        // At rest, paused: no tick comes until something changes.
        let home = CGPoint(x: 187.5, y: 333.5)
        let (stage, box, snap) = settledSnap(size: 80, from: home, to: home)
        stage.scene.run { stage.animator.removeBehavior(snap) }
        stage.run(for: 0.2)
        box.center = CGPoint(x: 300, y: 150)
        stage.add(snap)
        stage.run(for: 1.0 / 60)
        XCTAssertGreaterThan(box.center.x, 290, "one tick into the snap, still near where it was put")
        XCTAssertLessThan(box.center.y, 160)
        stage.run(for: 2)
        XCTAssertEqual(box.center.x, 187.5, accuracy: 1, "then snapped home")
        XCTAssertEqual(box.center.y, 333.5, accuracy: 1)
    }
}
