import DynamicsKit
import Foundation
import TestSupport
import XCTest

final class AnimatorTests: XCTestCase {
    private final class Recorder: UIDynamicAnimatorDelegate {
        var events: [(String, TimeInterval)] = []
        let clock: Clock
        init(clock: Clock) { self.clock = clock }
        func dynamicAnimatorDidPause(_ animator: UIDynamicAnimator) { events.append(("pause", clock.time)) }
        func dynamicAnimatorWillResume(_ animator: UIDynamicAnimator) { events.append(("resume", clock.time)) }
    }

    /// The seed's falling square: 30 × 30, from the middle of a 375 × 667 view.
    private func fallingSquare() -> (Scene, UIView, UIDynamicAnimator) {
        let scene = makeTestScene()
        let square = UIView(frame: CGRect(x: 172.5, y: 318.5, width: 30, height: 30))
        square.backgroundColor = .orange
        scene.rootView.addSubview(square)
        let animator = scene.run { UIDynamicAnimator(referenceView: scene.rootView) }
        return (scene, square, animator)
    }

    func testFallingSquareRestsOnTheBottomEdge() {
        let (scene, square, animator) = fallingSquare()
        let collision = UICollisionBehavior(items: [square])
        collision.translatesReferenceBoundsIntoBoundary = true
        animator.addBehavior(UIGravityBehavior(items: [square]))
        animator.addBehavior(collision)
        scene.advance(by: 3)
        XCTAssertEqual(Double(square.center.y), 667 - 15, accuracy: 1)
        XCTAssertEqual(Double(square.center.x), 187.5, accuracy: 0.5)
        XCTAssertEqual(Double(square.transform.rotationAngle), 0, accuracy: 0.01)
        XCTAssertFalse(animator.isRunning, "at rest for 0.5 s, the animator pauses")
    }

    func testPauseAndResumeAreReported() {
        let (scene, square, animator) = fallingSquare()
        let delegate = Recorder(clock: scene.clock)
        animator.delegate = delegate
        XCTAssertFalse(animator.isRunning, "nothing to run before a behavior")
        let collision = UICollisionBehavior(items: [square])
        collision.translatesReferenceBoundsIntoBoundary = true
        animator.addBehavior(collision)
        animator.addBehavior(UIGravityBehavior(items: [square]))
        XCTAssertEqual(delegate.events.map(\.0), ["resume"])
        XCTAssertTrue(animator.isRunning)

        scene.advance(by: 4)
        XCTAssertEqual(delegate.events.map(\.0), ["resume", "pause"])
        // The fall takes about √(2·303/1000) ≈ 0.78 s; then a short bounce and 0.5 s of rest.
        let pausedAt = delegate.events[1].1
        XCTAssertGreaterThan(pausedAt, 1.2)
        XCTAssertLessThan(pausedAt, 2.5)
        let elapsed = animator.elapsedTime
        XCTAssertEqual(elapsed, pausedAt, accuracy: 1e-9)

        let push = UIPushBehavior(items: [square], mode: .instantaneous)
        push.pushDirection = CGVector(dx: 0, dy: -5)
        animator.addBehavior(push)
        XCTAssertEqual(delegate.events.map(\.0), ["resume", "pause", "resume"])
        scene.advance(by: 0.2)
        XCTAssertLessThan(Double(square.center.y), 667 - 15 - 10, "the push threw it up")
    }

    func testUpdateItemUsingCurrentStateRestartsFromTheNewPosition() {
        let (scene, square, animator) = fallingSquare()
        let collision = UICollisionBehavior(items: [square])
        collision.translatesReferenceBoundsIntoBoundary = true
        animator.addBehavior(collision)
        animator.addBehavior(UIGravityBehavior(items: [square]))
        scene.advance(by: 3)
        XCTAssertFalse(animator.isRunning)
        square.center = CGPoint(x: 100, y: 50)
        animator.updateItem(usingCurrentState: square)
        XCTAssertTrue(animator.isRunning)
        scene.advance(by: 0.1)
        XCTAssertGreaterThan(Double(square.center.y), 50)
        XCTAssertLessThan(Double(square.center.y), 60)
        XCTAssertEqual(Double(square.center.x), 100, accuracy: 0.01)
    }

    func testBehaviorHierarchy() {
        let (scene, square, animator) = fallingSquare()
        let parent = UIDynamicBehavior()
        let gravity = UIGravityBehavior(items: [square])
        parent.addChildBehavior(gravity)
        var actions = 0
        gravity.action = { actions += 1 }
        animator.addBehavior(parent)
        XCTAssertTrue(gravity.dynamicAnimator === animator)
        scene.advance(by: 0.5)
        XCTAssertEqual(actions, 30, "action runs every tick")
        XCTAssertGreaterThan(Double(square.center.y), 333.5 + 100)

        // A behavior appears once: adding it elsewhere moves it.
        animator.addBehavior(gravity)
        XCTAssertTrue(parent.childBehaviors.isEmpty)
        XCTAssertEqual(animator.behaviors.count, 2)
        animator.removeAllBehaviors()
        XCTAssertNil(gravity.dynamicAnimator)
        XCTAssertTrue(animator.behaviors.isEmpty)
    }

    func testItemsInARectAreThoseWhoseFramesIntersectIt() {
        let stage = TestStage()
        let left = stage.addView(size: CGSize(width: 40, height: 40), center: CGPoint(x: 50, y: 100))
        let right = stage.addView(size: CGSize(width: 40, height: 40), center: CGPoint(x: 300, y: 100))
        right.transform = CGAffineTransform(rotationAngle: .pi / 4)
        stage.add(UICollisionBehavior(items: [left, right]))
        XCTAssertTrue(stage.animator.items(in: CGRect(x: 0, y: 0, width: 100, height: 200)).map { $0 as AnyObject } .elementsEqual([left]) { $0 === $1 })
        // The rotated square's corner reaches 300 − 28.3: a rect ending at 273 touches it, one at 270 does not.
        XCTAssertEqual(stage.animator.items(in: CGRect(x: 200, y: 90, width: 73, height: 20)).count, 1)
        XCTAssertEqual(stage.animator.items(in: CGRect(x: 200, y: 90, width: 70, height: 20)).count, 0)
    }

    func testGravityAngleMagnitudeAndDirectionAgree() {
        let gravity = UIGravityBehavior(items: [])
        XCTAssertEqual(Double(gravity.angle), Double.pi / 2, accuracy: 1e-12)
        XCTAssertEqual(Double(gravity.magnitude), 1, accuracy: 1e-12)
        gravity.magnitude = 2
        XCTAssertEqual(Double(gravity.gravityDirection.dy), 2, accuracy: 1e-12)
        gravity.angle = 0
        XCTAssertEqual(Double(gravity.gravityDirection.dx), 2, accuracy: 1e-12)
        gravity.magnitude = 0
        XCTAssertEqual(Double(gravity.angle), 0)
    }

    func testPushDirectionAngleAndMagnitudeAgree() {
        let push = UIPushBehavior(items: [], mode: .continuous)
        push.angle = .pi
        push.magnitude = 3
        XCTAssertEqual(Double(push.pushDirection.dx), -3, accuracy: 1e-12)
        push.pushDirection = CGVector(dx: 0, dy: 4)
        XCTAssertEqual(Double(push.magnitude), 4, accuracy: 1e-12)
        XCTAssertEqual(Double(push.angle), .pi / 2, accuracy: 1e-12)
    }

    func testVelocityAddedBeforeJoiningIsKept() {
        let (scene, square, animator) = fallingSquare()
        let properties = UIDynamicItemBehavior(items: [square])
        properties.resistance = 0
        properties.addLinearVelocity(CGPoint(x: 30, y: 0), for: square)
        properties.addLinearVelocity(CGPoint(x: 30, y: 0), for: square)
        XCTAssertEqual(Double(properties.linearVelocity(for: square).x), 60)
        animator.addBehavior(properties)
        scene.advance(by: 1)
        XCTAssertEqual(Double(square.center.x), 187.5 + 60, accuracy: 1)
    }

    func testSnapSettlesAtItsPointUpright() {
        let (scene, square, animator) = fallingSquare()
        square.transform = CGAffineTransform(rotationAngle: 0.8)
        animator.addBehavior(UISnapBehavior(item: square, snapTo: CGPoint(x: 80, y: 120)))
        scene.advance(by: 1)
        XCTAssertEqual(Double(square.center.x), 80, accuracy: 1)
        XCTAssertEqual(Double(square.center.y), 120, accuracy: 1)
        XCTAssertEqual(Double(square.transform.rotationAngle), 0, accuracy: 0.02)
    }

    func testDeterministicAcrossRuns() {
        func run() -> [Double] {
            let scene = makeTestScene()
            var views: [UIView] = []
            for index in 0..<30 {
                let view = UIView(frame: CGRect(x: 20 + Double(index % 6) * 55, y: 40 + Double(index / 6) * 45, width: 30 + Double(index % 3) * 5, height: 25))
                view.transform = CGAffineTransform(rotationAngle: Double(index) * 0.1)
                scene.rootView.addSubview(view)
                views.append(view)
            }
            scene.run {
                let animator = UIDynamicAnimator(referenceView: scene.rootView)
                let collision = UICollisionBehavior(items: views)
                collision.translatesReferenceBoundsIntoBoundary = true
                animator.addBehavior(collision)
                animator.addBehavior(UIGravityBehavior(items: views))
            }
            scene.advance(by: 3)
            return views.flatMap { [Double($0.center.x), Double($0.center.y), Double($0.transform.rotationAngle)] }
        }
        let first = run(), second = run()
        XCTAssertEqual(first, second)
        XCTAssertTrue(first.allSatisfy(\.isFinite))
    }
}
