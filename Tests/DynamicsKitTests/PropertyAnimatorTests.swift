import DynamicsKit
import Foundation
import TestSupport
import XCTest

/// `UIViewPropertyAnimator` on the scene clock: playing, pausing, scrubbing, reversing, stopping.
final class PropertyAnimatorTests: XCTestCase {
    private func makeScene() -> (Scene, UIView) {
        let scene = makeTestScene()
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        scene.rootView.addSubview(view)
        return (scene, view)
    }

    func testPlaysPausesScrubsAndResumesLinearly() {
        let (scene, view) = makeScene()
        var positions: [UIViewAnimatingPosition] = []
        let animator = scene.run {
            UIViewPropertyAnimator(duration: 1, curve: .linear) { view.center.x += 100 }
        }
        animator.addCompletion { positions.append($0) }
        XCTAssertEqual(animator.state, .inactive)
        XCTAssertEqual(view.center.x, 50, "the blocks run when the animator starts")
        scene.run { animator.startAnimation() }
        XCTAssertEqual(animator.state, .active)
        XCTAssertTrue(animator.isRunning)
        XCTAssertEqual(view.center.x, 150)
        scene.advance(to: 0.5)
        XCTAssertEqual(view.presentation.center.x, 100, accuracy: 1e-9)
        XCTAssertEqual(animator.fractionComplete, 0.5, accuracy: 1e-9)

        animator.pauseAnimation()
        XCTAssertFalse(animator.isRunning)
        scene.advance(to: 0.8)
        XCTAssertEqual(view.presentation.center.x, 100, accuracy: 1e-9, "paused")
        animator.fractionComplete = 0.2
        XCTAssertEqual(view.presentation.center.x, 70, accuracy: 1e-9, "scrubbed")

        animator.startAnimation()
        scene.advance(to: 1.2)
        XCTAssertEqual(animator.fractionComplete, 0.6, accuracy: 1e-9)
        XCTAssertEqual(view.presentation.center.x, 110, accuracy: 1e-9)
        XCTAssertTrue(positions.isEmpty)
        scene.advance(to: 1.6)
        XCTAssertEqual(positions, [.end])
        XCTAssertEqual(animator.state, .inactive)
        XCTAssertEqual(view.presentation.center.x, 150)
    }

    func testReversingPlaysBackAndPutsTheOldValuesBack() {
        let (scene, view) = makeScene()
        var positions: [UIViewAnimatingPosition] = []
        let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { view.center.x += 100 }
        animator.addCompletion { positions.append($0) }
        scene.run { animator.startAnimation() }
        scene.advance(to: 0.5)
        animator.isReversed = true
        scene.advance(to: 0.75)
        XCTAssertEqual(view.presentation.center.x, 75, accuracy: 1e-9)
        XCTAssertEqual(animator.fractionComplete, 0.25, accuracy: 1e-9)
        scene.advance(to: 1)
        XCTAssertEqual(positions, [.start])
        XCTAssertEqual(view.center.x, 50, "back at the start, the model is the old value")
        XCTAssertEqual(view.presentation.center.x, 50)
    }

    func testSpringAnimatorFollowsTheSpringOfUIViewAnimate() {
        let (scene, view) = makeScene()
        let animator = UIViewPropertyAnimator(duration: 0.8, dampingRatio: 0.4) { view.center.y += 200 }
        scene.run { animator.startAnimation() }
        for tick in [6, 18, 30] {
            scene.advance(to: Double(tick) / 60)
            let remaining = SpringAndKeyframeTests.springRemaining(zeta: 0.4, duration: 0.8, time: Double(tick) / 60)
            XCTAssertEqual(Double(view.presentation.center.y), 250 - 200 * remaining, accuracy: 1e-6, "tick \(tick)")
        }
    }

    /// A spring of mass, stiffness and damping: the closed form of the damped oscillator, and
    /// the animator's own duration ignored.
    func testAPhysicalSpringFollowsItsOscillatorAndLastsUntilItSettles() {
        let (scene, view) = makeScene()
        // ζ = 7 / (2 √(30 · 2)) = 0.4518…, ω₀ = √15.
        let parameters = UISpringTimingParameters(mass: 2, stiffness: 30, damping: 7, initialVelocity: .zero)
        let zeta = 7 / (2 * (60.0).squareRoot()), omega = (15.0).squareRoot()
        XCTAssertEqual(Double(parameters.dampingRatio), zeta, accuracy: 1e-12)
        let animator = UIViewPropertyAnimator(duration: 1, timingParameters: parameters)
        XCTAssertEqual(animator.duration, log(1500) / (zeta * omega), accuracy: 1e-9, "2.16 s, not the 1 s asked")
        animator.addAnimations { view.center.y += 200 }
        scene.run { animator.startAnimation() }
        for tick in [12, 30, 60] {
            let t = Double(tick) / 60
            scene.advance(to: t)
            // u(t) = e^(−ζω₀t) (cos ω_d t + ζω₀/ω_d sin ω_d t), from rest.
            let damped = omega * (1 - zeta * zeta).squareRoot()
            let remaining = exp(-zeta * omega * t) * (cos(damped * t) + zeta * omega / damped * sin(damped * t))
            XCTAssertEqual(Double(view.presentation.center.y), 250 - 200 * remaining, accuracy: 1e-6, "tick \(tick)")
        }
    }

    func testCubicCurveAndRunningAnimatorWithDelay() {
        let (scene, view) = makeScene()
        var ended = false
        scene.run {
            UIViewPropertyAnimator.runningPropertyAnimator(
                withDuration: 1, delay: 0.5, options: .curveEaseIn, animations: { view.alpha = 0 },
                completion: { ended = $0 == .end })
        }
        scene.advance(to: 0.5)
        XCTAssertEqual(view.presentation.alpha, 1, accuracy: 1e-9, "waiting out the delay")
        scene.advance(to: 1.0)
        let easeIn = view.presentation.alpha
        XCTAssertGreaterThan(easeIn, 0.5, "ease-in is slow at first")
        scene.advance(to: 1.5)
        XCTAssertTrue(ended)

        let (scene2, view2) = makeScene()
        let linearCubic = UIViewPropertyAnimator(
            duration: 1, controlPoint1: CGPoint(x: 0, y: 0), controlPoint2: CGPoint(x: 1, y: 1)) { view2.center.x += 100 }
        scene2.run { linearCubic.startAnimation() }
        scene2.advance(to: 0.25)
        XCTAssertEqual(view2.presentation.center.x, 75, accuracy: 1e-6)
    }

    func testStoppingKeepsWhatIsDrawnOrFinishesWhereAsked() {
        let (scene, view) = makeScene()
        var positions: [UIViewAnimatingPosition] = []
        let keep = UIViewPropertyAnimator(duration: 1, curve: .linear) { view.center.x += 100 }
        keep.addCompletion { positions.append($0) }
        scene.run { keep.startAnimation() }
        scene.advance(to: 0.5)
        keep.stopAnimation(true)
        XCTAssertEqual(keep.state, .inactive)
        XCTAssertEqual(view.center.x, 100, accuracy: 1e-9, "the model takes what is drawn")
        XCTAssertEqual(view.presentation.center.x, 100, accuracy: 1e-9)
        scene.advance(to: 2)
        XCTAssertTrue(positions.isEmpty, "no completion without finishing")

        let back = UIViewPropertyAnimator(duration: 1, curve: .linear) { view.center.x += 100 }
        back.addCompletion { positions.append($0) }
        scene.run { back.startAnimation() }
        scene.advance(to: 2.25)
        back.stopAnimation(false)
        XCTAssertEqual(back.state, .stopped)
        scene.advance(to: 3)
        XCTAssertEqual(view.presentation.center.x, 125, accuracy: 1e-9, "frozen while stopped")
        back.finishAnimation(at: .start)
        XCTAssertEqual(positions, [.start])
        XCTAssertEqual(view.center.x, 100, accuracy: 1e-9)
    }

    func testAnimationsAddedWhileRunningPlayOverWhatIsLeft() {
        let (scene, view) = makeScene()
        let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { view.center.x += 100 }
        scene.run { animator.startAnimation() }
        scene.advance(to: 0.5)
        animator.addAnimations { view.center.y += 100 }
        scene.advance(to: 0.75)
        XCTAssertEqual(view.presentation.center.y, 100, accuracy: 1e-9, "half of the rest")
        XCTAssertEqual(view.presentation.center.x, 125, accuracy: 1e-9)
    }

    func testScrubbingAnInactiveAnimatorActivatesItPaused() {
        let (scene, view) = makeScene()
        let animator = UIViewPropertyAnimator(duration: 1, curve: .easeInOut) { view.center.x += 100 }
        scene.run { animator.fractionComplete = 0.3 }
        XCTAssertEqual(animator.state, .active)
        XCTAssertFalse(animator.isRunning)
        XCTAssertEqual(view.presentation.center.x, 80, accuracy: 1e-9, "scrubs linearly")
        animator.scrubsLinearly = false
        animator.fractionComplete = 0.5
        XCTAssertEqual(view.presentation.center.x, 100, accuracy: 1e-6)
        scene.advance(by: 1)
        XCTAssertEqual(view.presentation.center.x, 100, accuracy: 1e-6, "still paused")
    }
}
