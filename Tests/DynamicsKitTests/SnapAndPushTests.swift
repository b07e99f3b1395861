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

    /// UIKit makes an item's body as the behavior is added: a layout pass before the first tick
    /// that puts a constrained view back where its constraints say does not move the body, and
    /// the tick moves the view to the body. (A storyboard app moves its buttons above the
    /// screen in `viewDidLoad` and snaps them back to where layout put them.)
    func testABodyIsMadeWhereTheItemWasWhenTheBehaviorWasAdded() {
        let stage = TestStage()
        let button = UIView()
        stage.scene.run {
            button.translatesAutoresizingMaskIntoConstraints = false
            stage.root.addSubview(button)
            NSLayoutConstraint.activate([
                button.widthAnchor.constraint(equalToConstant: 120), button.heightAnchor.constraint(equalToConstant: 40),
                button.centerXAnchor.constraint(equalTo: stage.root.centerXAnchor),
                button.topAnchor.constraint(equalTo: stage.root.topAnchor, constant: 300),
            ])
            stage.root.layoutIfNeeded()
            let home = button.center
            button.center = CGPoint(x: 187.5, y: -40)
            let snap = UISnapBehavior(item: button, snapTo: home)
            snap.damping = 0.2
            stage.animator.addBehavior(snap)
            // The layout pass a push or a rotation brings, before the first tick.
            stage.root.setNeedsLayout()
            stage.root.layoutIfNeeded()
        }
        XCTAssertEqual(button.center.y, 320, "layout put the view back")
        stage.run(for: 1.0 / 60)
        XCTAssertLessThan(button.center.y, 0, "the first tick moves it to its body, above the screen")
        stage.run(for: 3)
        XCTAssertEqual(button.center.y, 320, accuracy: 0.5, "snapped home")
        // An item told to read its state again before its body is made starts from there.
        let box = stage.addView(size: CGSize(width: 40, height: 40), center: CGPoint(x: 50, y: 500))
        stage.scene.run {
            stage.animator.addBehavior(UISnapBehavior(item: box, snapTo: CGPoint(x: 50, y: 500)))
            box.center = CGPoint(x: 300, y: 500)
            stage.animator.updateItem(usingCurrentState: box)
        }
        stage.run(for: 1.0 / 60)
        XCTAssertGreaterThan(box.center.x, 290)

        // All behaviors removed and added back in one turn, the button moved above the screen
        // in between: it starts there again.
        stage.run(for: 3)
        XCTAssertEqual(button.center.y, 320, accuracy: 0.5)
        stage.scene.run {
            stage.animator.removeAllBehaviors()
            let home = button.center
            button.center = CGPoint(x: 187.5, y: -40)
            stage.animator.addBehavior(UISnapBehavior(item: button, snapTo: home))
        }
        stage.run(for: 1.0 / 60)
        XCTAssertLessThan(button.center.y, 0, "snapped in again from above")
    }

    /// An item let go and moved before its body was made is read where it was put when it
    /// comes back (a cradle lays out its balls again as each is added, all in one turn).
    func testAnItemLetGoBeforeItsFirstTickIsReadAgainWhenItComesBack() {
        let stage = TestStage()
        let ball = stage.addView(size: CGSize(width: 40, height: 40), center: CGPoint(x: 100, y: 300))
        stage.scene.run {
            let gravity = UIGravityBehavior(items: [ball])
            stage.animator.addBehavior(gravity)
            gravity.removeItem(ball)
            ball.center = CGPoint(x: 250, y: 300)
            gravity.addItem(ball)
        }
        stage.run(for: 1.0 / 60)
        XCTAssertEqual(ball.center.x, 250, "from where it was put, not where it was first added")
    }
}
