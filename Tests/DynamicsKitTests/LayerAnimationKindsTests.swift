import DynamicsKit
import Foundation
import TestSupport
import XCTest

/// Keyframe, spring and group animations on the scene's clock.
final class LayerAnimationKindsTests: XCTestCase {
    func testKeyframesPassTheirValuesAtTheirKeyTimesAndAPathIsPacedByLength() {
        let scene = makeTestScene()
        let layer = CALayer()
        let moving = CALayer()
        scene.run {
            scene.rootView.layer.addSublayer(layer)
            scene.rootView.layer.addSublayer(moving)
            let fade = CAKeyframeAnimation(keyPath: "opacity")
            fade.values = [0, 1, 0.5]
            fade.keyTimes = [0, 0.25, 1]
            fade.duration = 1
            layer.add(fade, forKey: "fade")
            let route = CAKeyframeAnimation(keyPath: "position")
            let path = UIBezierPath()
            path.move(to: CGPoint(x: 0, y: 0))
            path.addLine(to: CGPoint(x: 300, y: 0))
            path.addLine(to: CGPoint(x: 300, y: 100))
            route.path = path.cgPath
            route.duration = 2
            moving.add(route, forKey: nil)
        }
        scene.advance(by: 0.25)
        XCTAssertEqual(layer.presentation()!.opacity, 1, accuracy: 1e-6)
        XCTAssertEqual(moving.presentation()!.position.x, 50, accuracy: 1e-6, "an eighth of the 400 pt, paced")
        scene.advance(by: 0.35)
        XCTAssertEqual(layer.presentation()!.opacity, 1 - 0.5 * 0.35 / 0.75, accuracy: 1e-6, "from 1 toward 0.5")
        scene.advance(by: 1.15)
        XCTAssertEqual(moving.presentation()!.position.x, 300, accuracy: 1e-6)
        XCTAssertEqual(moving.presentation()!.position.y, 50, accuracy: 1e-6, "350 of 400 pt along")
    }

    func testASpringFollowsTheDampedOscillatorAndSettles() {
        let scene = makeTestScene()
        let layer = CALayer()
        let spring = CASpringAnimation(keyPath: "position.x")
        spring.fromValue = 0
        spring.toValue = 100
        spring.duration = spring.settlingDuration
        // Mass 1, stiffness 100, damping 10: ω0 = 10, ζ = 0.5, ωd = √75.
        func closedForm(_ t: Double) -> Double {
            let omegaD = 75.0.squareRoot()
            return 100 * (1 - exp(-5 * t) * (cos(omegaD * t) + 5 / omegaD * sin(omegaD * t)))
        }
        // The envelope √(1 + (5/ωd)²) e^(−5t) reaches 0.001 at ln(1154.7)/5 = 1.412 s: 85 frames.
        XCTAssertEqual(spring.settlingDuration, 85.0 / 60, accuracy: 1e-9)
        scene.run {
            scene.rootView.layer.addSublayer(layer)
            layer.add(spring, forKey: nil)
        }
        for _ in 0..<6 {
            scene.advance(by: 0.1)
            XCTAssertEqual(Double(layer.presentation()!.position.x), closedForm(scene.time), accuracy: 1e-6)
        }
        XCTAssertGreaterThan(closedForm(0.4), 100, "it overshoots")
    }

    func testAGroupPlaysItsAnimationsInItsTimeAndTellsItsDelegateOnce() {
        final class Listener: CAAnimationDelegate {
            var starts = 0
            var stops: [Bool] = []
            func animationDidStart(_ anim: CAAnimation) { starts += 1 }
            func animationDidStop(_ anim: CAAnimation, finished flag: Bool) { stops.append(flag) }
        }
        let scene = makeTestScene()
        let layer = CALayer()
        let listener = Listener()
        scene.run {
            scene.rootView.layer.addSublayer(layer)
            let fade = CABasicAnimation(keyPath: "opacity")
            fade.fromValue = 0
            fade.toValue = 1
            let grow = CABasicAnimation(keyPath: "bounds.size.width")
            grow.fromValue = 10
            grow.toValue = 30
            grow.beginTime = 0.5
            grow.duration = 0.5
            let group = CAAnimationGroup()
            group.animations = [fade, grow]
            group.duration = 1
            group.delegate = listener
            layer.add(group, forKey: "both")
        }
        XCTAssertEqual(listener.starts, 1)
        scene.advance(by: 0.5)
        XCTAssertEqual(layer.presentation()!.opacity, 0.5, accuracy: 1e-6)
        scene.advance(by: 0.25)
        XCTAssertEqual(layer.presentation()!.bounds.width, 20, accuracy: 1e-6)
        scene.advance(by: 0.5)
        XCTAssertEqual(listener.stops, [true])
        XCTAssertEqual(layer.presentation()!.opacity, 1, accuracy: 1e-6, "removed at the end: the model")
    }
}

/// CATransition: the new content's part, on the scene's clock.
final class LayerTransitionTests: XCTestCase {
    func testMoveInSlidesTheNewContentInFromItsSideAndFadeFadesItIn() {
        let scene = makeTestScene()
        let panel = UIView(frame: CGRect(x: 0, y: 100, width: 200, height: 100))
        let badge = UIView(frame: CGRect(x: 10, y: 10, width: 20, height: 20))
        badge.alpha = 0.8
        final class Ending: NSObject, CAAnimationDelegate {
            var finished: [Bool] = []
            func animationDidStop(_ anim: CAAnimation, finished flag: Bool) { finished.append(flag) }
        }
        let ending = Ending()
        scene.run {
            scene.rootView.addSubview(panel)
            scene.rootView.addSubview(badge)
            let slide = CATransition()
            slide.type = .moveIn
            slide.subtype = .fromRight
            slide.duration = 1
            slide.delegate = ending
            panel.layer.add(slide, forKey: nil)
            let fade = CATransition()
            fade.duration = 0.5
            badge.layer.add(fade, forKey: "swap")
        }
        XCTAssertNotNil(panel.layer.animation(forKey: kCATransition), "added under Core Animation's key")
        scene.advance(by: 0.25)
        XCTAssertEqual(panel.layer.presentation()!.position.x, 100 + 200 * 0.75, accuracy: 1e-6, "linear, from one width to the right")
        XCTAssertEqual(panel.layer.presentation()!.position.y, 150, accuracy: 1e-6)
        XCTAssertEqual(badge.layer.presentation()!.opacity, 0.8 * 0.5, accuracy: 1e-6, "from clear to its own opacity")
        scene.advance(by: 1)
        XCTAssertEqual(panel.layer.presentation()!.position.x, 100, accuracy: 1e-9)
        XCTAssertEqual(badge.layer.presentation()!.opacity, 0.8, accuracy: 1e-6)
        XCTAssertEqual(ending.finished, [true])
    }
}
