import DynamicsKit
import Foundation
import TestSupport
import XCTest

/// Physics through UIKit's API, checked against closed-form results.
final class ClosedFormTests: XCTestCase {
    /// A scene with one view of `size` centred at `center` and no resistance.
    private func makeScene(size: CGSize = CGSize(width: 100, height: 100), center: CGPoint = CGPoint(x: 187.5, y: 200))
        -> (Scene, UIView, UIDynamicAnimator, UIDynamicItemBehavior)
    {
        let scene = makeTestScene()
        let view = UIView(frame: CGRect(origin: .zero, size: size))
        view.center = center
        scene.rootView.addSubview(view)
        let (animator, properties) = scene.run { () -> (UIDynamicAnimator, UIDynamicItemBehavior) in
            let animator = UIDynamicAnimator(referenceView: scene.rootView)
            let properties = UIDynamicItemBehavior(items: [view])
            properties.resistance = 0
            properties.angularResistance = 0
            animator.addBehavior(properties)
            return (animator, properties)
        }
        return (scene, view, animator, properties)
    }

    func testFreeFallCovers500PointsInOneSecond() {
        let (scene, view, animator, _) = makeScene(size: CGSize(width: 30, height: 30), center: CGPoint(x: 100, y: 50))
        animator.addBehavior(UIGravityBehavior(items: [view]))
        scene.advance(by: 1)
        // ½ g t² with g = 1000 pt/s², within 1 %.
        let fallen = view.center.y - 50
        XCTAssertEqual(Double(fallen), 500, accuracy: 5, "fell \(fallen) pt")
    }

    func testInstantaneousPushGives100PointsPerSecond() {
        let (scene, view, animator, properties) = makeScene()
        let push = UIPushBehavior(items: [view], mode: .instantaneous)
        push.magnitude = 1
        animator.addBehavior(push)
        scene.advance(by: 0.5)
        let velocity = properties.linearVelocity(for: view)
        XCTAssertEqual(Double(velocity.x), 100, accuracy: 1)
        XCTAssertEqual(Double(velocity.y), 0, accuracy: 1e-9)
        XCTAssertFalse(push.active, "an instantaneous push deactivates itself")
        // Moving at 100 pt/s for 0.5 s from the first tick.
        XCTAssertEqual(Double(view.center.x - 187.5), 50, accuracy: 0.5)
    }

    func testContinuousPushAccelerates100PointsPerSecondSquared() {
        let (scene, view, animator, properties) = makeScene()
        let push = UIPushBehavior(items: [view], mode: .continuous)
        push.pushDirection = CGVector(dx: 0, dy: 1)
        animator.addBehavior(push)
        scene.advance(by: 1)
        XCTAssertEqual(Double(properties.linearVelocity(for: view).y), 100, accuracy: 1)
        XCTAssertEqual(Double(view.center.y - 200), 50, accuracy: 0.5)
    }

    func testUndampedSpringOscillatesAtItsFrequency() {
        let (scene, view, animator, _) = makeScene(center: CGPoint(x: 187.5, y: 300))
        let spring = UIAttachmentBehavior(item: view, attachedToAnchor: CGPoint(x: 187.5, y: 100))
        XCTAssertEqual(Double(spring.length), 200, accuracy: 1e-9, "length is the distance at creation")
        spring.frequency = 1.5
        spring.damping = 0
        spring.length = 150
        animator.addBehavior(spring)

        // Upward zero crossings of the displacement from rest (y = 250) give the period.
        var crossings: [Double] = []
        var previous = Double(view.center.y) - 250
        for _ in 0..<(60 * 4) {
            scene.advance(by: 1.0 / 60)
            let displacement = Double(view.center.y) - 250
            if previous < 0, displacement >= 0 {
                crossings.append(scene.time - (1.0 / 60) * displacement / (displacement - previous))
            }
            previous = displacement
        }
        XCTAssertGreaterThanOrEqual(crossings.count, 4)
        let period = (crossings.last! - crossings.first!) / Double(crossings.count - 1)
        XCTAssertEqual(1 / period, 1.5, accuracy: 1.5 * 0.02, "measured \(1 / period) Hz")
    }

    func testRigidAttachmentKeepsItsLength() {
        let (scene, view, animator, _) = makeScene(size: CGSize(width: 40, height: 40), center: CGPoint(x: 287.5, y: 150))
        let anchor = CGPoint(x: 187.5, y: 150)
        let rod = UIAttachmentBehavior(item: view, attachedToAnchor: anchor)
        animator.addBehavior(rod)
        animator.addBehavior(UIGravityBehavior(items: [view]))
        var worst = 0.0
        for _ in 0..<(60 * 3) {
            scene.advance(by: 1.0 / 60)
            let length = hypot(Double(view.center.x - anchor.x), Double(view.center.y - anchor.y))
            worst = max(worst, abs(length - 100))
        }
        XCTAssertLessThan(worst, 0.5, "the rod stretched by \(worst) pt")
        XCTAssertGreaterThan(Double(view.center.y), 150 + 50, "it swung down")
    }

    func testPendulumPeriodAtSmallAngle() {
        // 2π√(L/g) for L = 200 pt, g = 1000 pt/s²; small view so it is nearly a point mass.
        let (scene, view, animator, _) = makeScene(size: CGSize(width: 4, height: 4), center: CGPoint(x: 187.5 + 200 * sin(0.1), y: 100 + 200 * cos(0.1)))
        animator.addBehavior(UIAttachmentBehavior(item: view, attachedToAnchor: CGPoint(x: 187.5, y: 100)))
        animator.addBehavior(UIGravityBehavior(items: [view]))
        // Crossings of the vertical, both ways, come every half period.
        var crossings: [Double] = []
        var previous = Double(view.center.x) - 187.5
        for _ in 0..<(60 * 8) {
            scene.advance(by: 1.0 / 60)
            let x = Double(view.center.x) - 187.5
            if (previous > 0) != (x > 0) { crossings.append(scene.time - (1.0 / 60) * x / (x - previous)) }
            previous = x
        }
        XCTAssertGreaterThanOrEqual(crossings.count, 4)
        let period = 2 * (crossings.last! - crossings.first!) / Double(crossings.count - 1)
        let expected = 2 * Double.pi * (200.0 / 1000).squareRoot()
        XCTAssertEqual(period, expected, accuracy: expected * 0.02)
    }
}
