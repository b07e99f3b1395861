import DynamicsKit
import Foundation
import TestSupport
import XCTest

/// `UIView.animate` on the scene clock: model values at once, presented values along the curve.
final class AnimationTests: XCTestCase {
    private func makeScene() -> (Scene, UIView) {
        let scene = makeTestScene()
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        scene.rootView.addSubview(view)
        return (scene, view)
    }

    func testEaseInOutReachesTheEndAtTheDurationAndIsSymmetricAboutTheMiddle() {
        let (scene, view) = makeScene()
        var completions: [Bool] = []
        scene.run {
            UIView.animate(withDuration: 0.4, animations: {
                view.center = CGPoint(x: 250, y: 50)
            }, completion: { completions.append($0) })
        }
        // The model value changes at once; what is drawn starts where the view was.
        XCTAssertEqual(view.center, CGPoint(x: 250, y: 50))
        XCTAssertEqual(view.presentation.center, CGPoint(x: 50, y: 50))

        scene.advance(to: 0.1)
        let quarter = view.presentation.center.x
        scene.advance(to: 0.2)
        let half = view.presentation.center.x
        scene.advance(to: 0.3)
        let threeQuarters = view.presentation.center.x
        // (0.42, 0, 0.58, 1) is symmetric: halfway at half time, slower than linear at a quarter.
        XCTAssertEqual(half, 150, accuracy: 1e-6)
        XCTAssertLessThan(quarter, 100)
        XCTAssertGreaterThan(quarter, 50)
        XCTAssertEqual(quarter - 50, 250 - threeQuarters, accuracy: 1e-6)
        XCTAssertTrue(completions.isEmpty)

        scene.advance(to: 0.4)
        XCTAssertEqual(view.presentation.center, CGPoint(x: 250, y: 50))
        XCTAssertEqual(completions, [true])
        scene.advance(by: 1)
        XCTAssertEqual(completions, [true], "the completion runs once")
    }

    func testCurvesAtAQuarterOfTheTime() {
        let cases: [(UIView.AnimationOptions, ClosedRange<CGFloat>)] = [
            (.curveLinear, 25...25), (.curveEaseIn, 0...20), (.curveEaseOut, 30...60),
        ]
        for (option, expected) in cases {
            let (scene, view) = makeScene()
            scene.run {
                UIView.animate(withDuration: 1, delay: 0, options: option, animations: {
                    view.center.x += 100
                })
            }
            scene.advance(to: 0.25)
            let moved = view.presentation.center.x - 50
            XCTAssertTrue(expected.contains((moved * 1e6).rounded() / 1e6), "\(option.rawValue): \(moved)")
        }
    }

    func testEveryAnimatablePropertyTweens() {
        let (scene, view) = makeScene()
        view.backgroundColor = .black
        scene.run {
            UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: {
                view.bounds.size = CGSize(width: 200, height: 50)
                view.alpha = 0
                view.backgroundColor = .white
                view.transform = CGAffineTransform(rotationAngle: .pi / 2)
            })
        }
        scene.advance(to: 0.5)
        let shown = view.presentation
        XCTAssertEqual(shown.bounds.size.width, 150, accuracy: 1e-9)
        XCTAssertEqual(shown.bounds.size.height, 75, accuracy: 1e-9)
        XCTAssertEqual(shown.alpha, 0.5, accuracy: 1e-9)
        XCTAssertEqual(shown.backgroundColor!.red, 0.5, accuracy: 1e-9)
        XCTAssertEqual(shown.transform.rotationAngle, .pi / 4, accuracy: 1e-9)
        // A rotation stays a rotation on the way (the matrix is not blended entry by entry).
        XCTAssertEqual(shown.transform.a * shown.transform.d - shown.transform.b * shown.transform.c, 1, accuracy: 1e-9)
        scene.advance(to: 1)
        let end = view.presentation
        XCTAssertEqual(end.bounds, view.bounds)
        XCTAssertEqual(end.transform, view.transform)
        XCTAssertEqual(end.alpha, 0)
        XCTAssertEqual(end.backgroundColor, .white)
    }

    func testRotationTakesTheShortWay() {
        let (scene, view) = makeScene()
        view.transform = CGAffineTransform(rotationAngle: 3)
        scene.run {
            UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: {
                view.transform = CGAffineTransform(rotationAngle: -3)
            })
        }
        scene.advance(to: 0.5)
        // From 3 to −3 through π, not through 0.
        XCTAssertEqual(abs(view.presentation.transform.rotationAngle), .pi, accuracy: 1e-9)
    }

    func testANewAnimationStartsFromWhatIsShown() {
        let (scene, view) = makeScene()
        scene.run {
            UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: { view.center.x = 150 })
        }
        scene.advance(to: 0.5)
        let before = view.presentation.center.x
        scene.run {
            UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: { view.center.x = 50 })
        }
        XCTAssertEqual(view.presentation.center.x, before, accuracy: 1e-9, "no jump when a new animation starts")
        scene.advance(to: 2)
        XCTAssertEqual(view.presentation.center.x, 50)
        XCTAssertEqual(view.center.x, 50)
    }

    func testDelayHoldsTheOldValue() {
        let (scene, view) = makeScene()
        scene.run {
            UIView.animate(withDuration: 0.5, delay: 0.5, options: .curveLinear, animations: { view.alpha = 0 })
        }
        scene.advance(to: 0.5)
        XCTAssertEqual(view.presentation.alpha, 1)
        scene.advance(to: 0.75)
        XCTAssertEqual(view.presentation.alpha, 0.5, accuracy: 1e-9)
    }

    func testSpringOvershootsAndSettlesAtTheDuration() {
        let (scene, view) = makeScene()
        var finished = false
        scene.run {
            UIView.animate(
                withDuration: 1, delay: 0, usingSpringWithDamping: 0.3, initialSpringVelocity: 0,
                options: [], animations: { view.center.x = 150 }, completion: { finished = $0 })
        }
        var highest: CGFloat = 0
        for _ in 0..<59 {
            scene.advance(by: 1.0 / 60)
            highest = max(highest, view.presentation.center.x)
        }
        XCTAssertGreaterThan(highest, 160, "an underdamped spring overshoots")
        XCTAssertFalse(finished)
        scene.advance(by: 1.0 / 60)
        XCTAssertTrue(finished)
        XCTAssertEqual(view.presentation.center.x, 150)
    }

    func testOutsideAClockChangesApplyAndTheCompletionRunsAtOnce() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        var completed = false
        UIView.animate(withDuration: 1, animations: { view.alpha = 0.25 }, completion: { completed = $0 })
        XCTAssertTrue(completed)
        XCTAssertEqual(view.presentation.alpha, 0.25)
    }

    func testNothingToAnimateCompletesAtTheNextTick() {
        let (scene, _) = makeScene()
        var completed = false
        scene.run { UIView.animate(withDuration: 1, animations: {}, completion: { completed = $0 }) }
        XCTAssertFalse(completed)
        scene.advance(by: 1.0 / 60)
        XCTAssertTrue(completed)
    }

    func testPerformWithoutAnimation() {
        let (scene, view) = makeScene()
        scene.run {
            UIView.animate(withDuration: 1, animations: {
                view.center.x = 200
                UIView.performWithoutAnimation { view.alpha = 0.5 }
            })
        }
        XCTAssertEqual(view.presentation.alpha, 0.5)
        XCTAssertEqual(view.presentation.center.x, 50)
    }

    func testAnAnimatorTakesOverAMovingView() {
        // The seed's shade: a pan animates the frame, then dynamics take the view from its model value.
        let (scene, view) = makeScene()
        scene.run {
            UIView.animate(withDuration: 0.2) { view.frame.origin.y = 300 }
        }
        XCTAssertEqual(view.center.y, 350, "the animator reads the model value")
        scene.advance(by: 0.1)
        let animator = scene.run { UIDynamicAnimator(referenceView: scene.rootView) }
        scene.run { animator.addBehavior(UIGravityBehavior(items: [view])) }
        scene.advance(by: 0.1)
        // Gravity moved the model; the last of the offset is gone at 0.2 s.
        XCTAssertGreaterThan(view.center.y, 350)
        XCTAssertEqual(view.presentation.center.y, view.center.y)
    }
}
