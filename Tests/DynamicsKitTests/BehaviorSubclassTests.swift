import DynamicsKit
import Foundation
import TestSupport
import XCTest

/// UIKit's behaviors and animator are open classes: apps subclass them (a gravity that counts
/// its items, a collision behavior made with its boundary), and the subclasses behave as the
/// classes they extend.
final class BehaviorSubclassTests: XCTestCase {
    private final class CountingGravity: UIGravityBehavior {
        var added = 0
        override func addItem(_ item: UIDynamicItem) {
            added += 1
            super.addItem(item)
        }
    }

    private final class WalledCollision: UICollisionBehavior {
        override init(items: [UIDynamicItem]) {
            super.init(items: items)
            translatesReferenceBoundsIntoBoundary = true
        }
    }

    private final class CountingAnimator: UIDynamicAnimator {
        var behaviorsAdded = 0
        override func addBehavior(_ behavior: UIDynamicBehavior) {
            behaviorsAdded += 1
            super.addBehavior(behavior)
        }
    }

    func testSubclassedBehaviorsFallAndStopAsTheirSuperclassesDo() {
        let stage = TestStage()
        let box = stage.addView(size: CGSize(width: 40, height: 40), center: CGPoint(x: 100, y: 100))
        let gravity = CountingGravity()
        gravity.addItem(box)
        XCTAssertEqual(gravity.added, 1, "the override is called")
        stage.add(gravity)
        stage.add(WalledCollision(items: [box]))
        stage.run(for: 0.25)
        // 1,000 pt/s² for 0.25 s: about ½·1000·0.25² = 31 pt (the integrator runs a little ahead).
        XCTAssertEqual(box.center.y - 100, 31.25, accuracy: 2)
        stage.run(for: 2)
        XCTAssertEqual(box.frame.maxY, stage.root.bounds.maxY, accuracy: 1, "the subclass's boundary holds")
    }

    func testASubclassedAnimatorRunsItsBehaviors() {
        let scene = makeTestScene()
        let box = UIView(frame: CGRect(x: 80, y: 80, width: 40, height: 40))
        scene.rootView.addSubview(box)
        let animator = scene.run { CountingAnimator(referenceView: scene.rootView) }
        scene.run { animator.addBehavior(UIGravityBehavior(items: [box])) }
        scene.advance(to: 0.5)
        XCTAssertEqual(animator.behaviorsAdded, 1)
        XCTAssertGreaterThan(box.center.y, 100 + 100, "falling: ½·1000·0.5² = 125 pt")
    }
}
