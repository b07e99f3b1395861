import DynamicsKit
import Foundation
import XCTest

final class ItemGroupTests: XCTestCase {
    private func distance(_ a: UIView, _ b: UIView) -> Double {
        hypot(Double(a.center.x - b.center.x), Double(a.center.y - b.center.y))
    }

    func testAGroupMovesAsOneRigidBody() {
        let stage = TestStage()
        // An L: a long bar and a block hanging off its right end.
        let bar = stage.addView(size: CGSize(width: 120, height: 20), center: CGPoint(x: 150, y: 200))
        let block = stage.addView(size: CGSize(width: 20, height: 40), center: CGPoint(x: 200, y: 230))
        let group = UIDynamicItemGroup(items: [bar, block])
        // Centre of mass: areas 2400 and 800.
        XCTAssertEqual(Double(group.center.x), (150 * 2400 + 200 * 800) / 3200, accuracy: 1e-9)
        XCTAssertEqual(Double(group.center.y), (200 * 2400 + 230 * 800) / 3200, accuracy: 1e-9)
        let start = distance(bar, block)
        let collision = UICollisionBehavior(items: [group])
        collision.translatesReferenceBoundsIntoBoundary = true
        stage.add(collision)
        stage.add(UIGravityBehavior(items: [group]))
        var worst = 0.0, turned = 0.0
        stage.run(for: 4) {
            worst = max(worst, abs(distance(bar, block) - start))
            turned = max(turned, abs(Double(bar.transform.rotationAngle)))
            XCTAssertEqual(Double(bar.transform.rotationAngle), Double(block.transform.rotationAngle), accuracy: 1e-9)
        }
        XCTAssertLessThan(worst, 1e-6, "members keep their distance exactly")
        // The block lands first and tips the bar: the group turns as one, then rests on the floor.
        XCTAssertGreaterThan(turned, 0.1)
        let lowest = [bar, block].map { Double($0.frame.maxY) }.max()!
        XCTAssertEqual(lowest, 667, accuracy: 1.5)
    }

    func testMembersOfAGroupCollideWithOtherItems() {
        let stage = TestStage()
        let left = stage.addView(size: CGSize(width: 30, height: 30), center: CGPoint(x: 100, y: 100))
        let right = stage.addView(size: CGSize(width: 30, height: 30), center: CGPoint(x: 200, y: 100))
        let pair = UIDynamicItemGroup(items: [left, right])
        let post = stage.addView(size: CGSize(width: 20, height: 200), center: CGPoint(x: 200, y: 567))
        let anchored = UIDynamicItemBehavior(items: [post])
        anchored.isAnchored = true
        stage.add(anchored)
        let collision = UICollisionBehavior(items: [pair, post])
        collision.translatesReferenceBoundsIntoBoundary = true
        stage.add(collision)
        stage.add(UIGravityBehavior(items: [pair]))
        // While the right member is above the post it never sinks into it (top at y = 467).
        var deepest = 0.0
        stage.run(for: 1.1) {
            if abs(Double(right.center.x) - 200) < 10 { deepest = max(deepest, Double(right.frame.maxY)) }
        }
        XCTAssertGreaterThan(deepest, 440, "it reached the post")
        XCTAssertLessThan(deepest, 467 + 3)
        XCTAssertGreaterThan(Double(left.center.y), Double(right.center.y), "the free side swings down")
    }
}
