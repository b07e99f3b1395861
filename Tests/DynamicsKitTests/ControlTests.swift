import DynamicsKit
import Foundation
import TestSupport
import XCTest

/// UIControl touch tracking driven by the touch script.
final class ControlTests: XCTestCase {
    /// A scene with a 100 × 50 control at (100, 100) whose events are logged by name.
    private func makeScene() -> (Scene, UIControl, () -> [String]) {
        let scene = makeTestScene()
        let control = UIControl(frame: CGRect(x: 100, y: 100, width: 100, height: 50))
        scene.rootView.addSubview(control)
        var log: [String] = []
        let names: [(UIControl.Event, String)] = [
            (.touchDown, "down"), (.touchDownRepeat, "repeat"), (.touchDragInside, "dragInside"),
            (.touchDragOutside, "dragOutside"), (.touchDragEnter, "enter"), (.touchDragExit, "exit"),
            (.touchUpInside, "upInside"), (.touchUpOutside, "upOutside"), (.touchCancel, "cancel"),
        ]
        for (event, name) in names { control.addAction(for: event) { log.append(name) } }
        return (scene, control, { log })
    }

    func testTapSendsTouchUpInsideOnceAndHighlightsWhilePressed() {
        let (scene, control, log) = makeScene()
        scene.tap(at: CGPoint(x: 150, y: 125), at: 1)
        scene.advance(to: 1.05)
        XCTAssertTrue(control.isHighlighted)
        XCTAssertTrue(control.isTracking)
        XCTAssertEqual(log(), ["down"])
        scene.advance(to: 2)
        XCTAssertFalse(control.isHighlighted)
        XCTAssertFalse(control.isTracking)
        XCTAssertEqual(log(), ["down", "upInside"])
    }

    func testReleasingOutsideSendsTouchUpOutside() {
        let (scene, control, log) = makeScene()
        scene.drag(from: CGPoint(x: 150, y: 125), to: CGPoint(x: 150, y: 300), duration: 0.5, at: 1)
        var highlightedOutside = false
        scene.clock.onTick { _ in
            if let finger = scene.activeTouches.first, finger.y > 160, control.isHighlighted { highlightedOutside = true }
        }
        scene.advance(to: 2)
        let events = log()
        XCTAssertEqual(events.first, "down")
        XCTAssertEqual(events.last, "upOutside")
        XCTAssertFalse(events.contains("upInside"))
        XCTAssertEqual(events.filter { $0 == "exit" }.count, 1)
        XCTAssertFalse(highlightedOutside, "not highlighted once the finger leaves")
    }

    func testComingBackInsideSendsTouchUpInside() {
        let (scene, _, log) = makeScene()
        scene.touchDown(at: CGPoint(x: 150, y: 125), time: 1)
        scene.touchMove(to: CGPoint(x: 150, y: 250), time: 1.1)
        scene.touchMove(to: CGPoint(x: 160, y: 130), time: 1.2)
        scene.touchUp(at: CGPoint(x: 160, y: 130), time: 1.3)
        scene.advance(to: 2)
        XCTAssertEqual(log(), ["down", "dragOutside", "exit", "dragInside", "enter", "upInside"])
    }

    func testAPanOnAnAncestorCancelsTheControl() {
        let (scene, control, log) = makeScene()
        var panStates: [UIGestureRecognizer.State] = []
        scene.rootView.addGestureRecognizer(UIPanGestureRecognizer { panStates.append($0.state) })
        scene.drag(from: CGPoint(x: 150, y: 125), to: CGPoint(x: 270, y: 125), duration: 0.5, at: 1)
        scene.advance(to: 2)
        // 4 pt a tick: the third move (12 pt) passes the pan's 10 pt slop.
        XCTAssertEqual(log(), ["down", "dragInside", "dragInside", "cancel"])
        XCTAssertFalse(control.isHighlighted)
        XCTAssertEqual(panStates.first, .began)
        XCTAssertEqual(panStates.last, .ended)
    }

    func testASingleTapOnAnAncestorYieldsToTheControl() {
        let (scene, _, log) = makeScene()
        var taps = 0
        scene.rootView.addGestureRecognizer(UITapGestureRecognizer { _ in taps += 1 })
        scene.tap(at: CGPoint(x: 150, y: 125), at: 1)
        scene.advance(to: 2)
        XCTAssertEqual(log(), ["down", "upInside"])
        XCTAssertEqual(taps, 0)
        scene.tap(at: CGPoint(x: 300, y: 500), at: 2)
        scene.advance(to: 3)
        XCTAssertEqual(taps, 1, "a tap beside the control is the recognizer's")
    }

    func testATapRecognizerOnTheControlItselfTakesTheTouch() {
        let (scene, control, log) = makeScene()
        var taps = 0
        control.addGestureRecognizer(UITapGestureRecognizer { _ in taps += 1 })
        scene.tap(at: CGPoint(x: 150, y: 125), at: 1)
        scene.advance(to: 2)
        XCTAssertEqual(taps, 1)
        XCTAssertEqual(log(), ["down", "cancel"])
    }

    func testADisabledControlSendsNothing() {
        let (scene, control, log) = makeScene()
        control.isEnabled = false
        scene.tap(at: CGPoint(x: 150, y: 125), at: 1)
        scene.advance(to: 2)
        XCTAssertEqual(log(), [])
        XCTAssertFalse(control.isHighlighted)
    }

    func testQuickSecondTapRepeatsTouchDown() {
        let (scene, _, log) = makeScene()
        scene.tap(at: CGPoint(x: 150, y: 125), at: 1)
        scene.tap(at: CGPoint(x: 152, y: 126), at: 1.3)
        scene.tap(at: CGPoint(x: 150, y: 125), at: 3)
        scene.advance(to: 4)
        XCTAssertEqual(log(), ["down", "upInside", "down", "repeat", "upInside", "down", "upInside"])
    }

    func testAnActionMakingAnAnimatorAttachesItToTheScene() {
        let (scene, control, _) = makeScene()
        let square = UIView(frame: CGRect(x: 20, y: 20, width: 30, height: 30))
        scene.rootView.addSubview(square)
        var animator: UIDynamicAnimator?
        control.addAction(for: .touchUpInside) {
            let made = UIDynamicAnimator(referenceView: scene.rootView)
            made.addBehavior(UIGravityBehavior(items: [square]))
            animator = made
        }
        scene.tap(at: CGPoint(x: 150, y: 125), at: 1)
        scene.advance(to: 2)
        XCTAssertTrue(animator?.clock === scene.clock)
        XCTAssertGreaterThan(square.center.y, 100, "fell under gravity for about 0.9 s")
    }
}
