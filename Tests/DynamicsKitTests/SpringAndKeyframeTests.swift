import DynamicsKit
import Foundation
import TestSupport
import XCTest

/// The spring of `UIView.animate(…usingSpringWithDamping:…)` against its closed form, and
/// keyframes against linear interpolation.
final class SpringAndKeyframeTests: XCTestCase {
    private func makeScene() -> (Scene, UIView) {
        let scene = makeTestScene()
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        scene.rootView.addSubview(view)
        return (scene, view)
    }

    /// The distance left, as a fraction of the change, of a spring of damping ratio `zeta` that
    /// settles in `duration` (ω = ln 1500 / (ζ · duration)), from rest, `time` seconds in.
    static func springRemaining(zeta: Double, duration: Double, time: Double) -> Double {
        let omega = log(1500) / (zeta * duration)
        if zeta >= 1 { return exp(-omega * time) * (1 + omega * time) }
        let damped = omega * (1 - zeta * zeta).squareRoot()
        return exp(-zeta * omega * time) * (cos(damped * time) + zeta * omega / damped * sin(damped * time))
    }

    func testSpringFollowsTheClosedFormAndOvershoots() {
        for zeta in [0.3, 0.7, 1.0] {
            let (scene, view) = makeScene()
            var finished = false
            scene.run {
                UIView.animate(
                    withDuration: 1, delay: 0, usingSpringWithDamping: CGFloat(zeta), initialSpringVelocity: 0,
                    options: [], animations: { view.center.x += 100 }, completion: { finished = $0 })
            }
            var overshoot = 0.0
            for tick in 1...59 {
                scene.advance(by: 1.0 / 60)
                let time = Double(tick) / 60
                let expected = 150 - 100 * Self.springRemaining(zeta: zeta, duration: 1, time: time)
                XCTAssertEqual(Double(view.presentation.center.x), expected, accuracy: 1e-6, "ζ \(zeta) at \(time) s")
                overshoot = max(overshoot, Double(view.presentation.center.x) - 150)
            }
            if zeta < 1 {
                XCTAssertGreaterThan(overshoot, 1, "ζ \(zeta) overshoots")
            } else {
                XCTAssertEqual(overshoot, 0, accuracy: 1e-9, "critical damping never overshoots")
            }
            XCTAssertFalse(finished)
            scene.advance(by: 1.0 / 60)
            XCTAssertTrue(finished)
            XCTAssertEqual(view.presentation.center.x, 150)
        }
    }

    func testKeyframesInterpolateLinearlyThroughTheirSlices() {
        let (scene, view) = makeScene()
        var completions: [Bool] = []
        let linear = UIView.KeyframeAnimationOptions(rawValue: UIView.AnimationOptions.curveLinear.rawValue)
        scene.run {
            UIView.animateKeyframes(withDuration: 1, delay: 0.5, options: linear, animations: {
                UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.5) { view.center.x = 150 }
                UIView.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0.5) {
                    view.center.x = 100
                    view.center.y = 250
                }
                UIView.addKeyframe(withRelativeStartTime: 0.25, relativeDuration: 0.25) { view.alpha = 0 }
            }, completion: { completions.append($0) })
        }
        XCTAssertEqual(view.center, CGPoint(x: 100, y: 250), "the model takes the last keyframe's values at once")
        let expectations: [(time: TimeInterval, x: CGFloat, y: CGFloat, alpha: CGFloat)] = [
            (0.5, 50, 50, 1), (0.75, 100, 50, 1), (1.0, 150, 50, 0), (0.9, 130, 50, 0.4),
            (1.25, 125, 150, 0), (1.45, 105, 230, 0),
        ]
        for expected in expectations.sorted(by: { $0.time < $1.time }) {
            scene.advance(to: expected.time)
            let shown = view.presentation
            XCTAssertEqual(shown.center.x, expected.x, accuracy: 1e-9, "x at \(expected.time) s")
            XCTAssertEqual(shown.center.y, expected.y, accuracy: 1e-9, "y at \(expected.time) s")
            XCTAssertEqual(shown.alpha, expected.alpha, accuracy: 1e-9, "alpha at \(expected.time) s")
        }
        XCTAssertTrue(completions.isEmpty)
        scene.advance(to: 1.5)
        XCTAssertEqual(completions, [true])
        XCTAssertEqual(view.presentation.center, CGPoint(x: 100, y: 250))
    }

    func testKeyframesEaseInAndOutOverTheWholeTimelineByDefault() {
        let (scene, view) = makeScene()
        scene.run {
            UIView.animateKeyframes(withDuration: 1, delay: 0, animations: {
                UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 1) { view.center.x += 100 }
            })
        }
        scene.advance(to: 0.5)
        XCTAssertEqual(view.presentation.center.x, 100, accuracy: 1e-6, "symmetric: half way at half time")
        scene.advance(to: 0.75)
        XCTAssertGreaterThan(view.presentation.center.x, 125, "faster than linear in the middle, slower at the end")
    }

    func testDiscreteKeyframesJumpAtTheirStart() {
        let (scene, view) = makeScene()
        let options = UIView.KeyframeAnimationOptions(
            rawValue: UIView.KeyframeAnimationOptions.calculationModeDiscrete.rawValue
                | UIView.AnimationOptions.curveLinear.rawValue)
        scene.run {
            UIView.animateKeyframes(withDuration: 1, delay: 0, options: options, animations: {
                UIView.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0.5) { view.center.x = 150 }
            })
        }
        scene.advance(to: 0.45)
        XCTAssertEqual(view.presentation.center.x, 50)
        scene.advance(to: 0.55)
        XCTAssertEqual(view.presentation.center.x, 150)
    }

    func testAddKeyframeOutsideKeyframesAppliesAtOnce() {
        let (_, view) = makeScene()
        UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 1) { view.center.x = 10 }
        XCTAssertEqual(view.presentation.center.x, 10)
    }
}
