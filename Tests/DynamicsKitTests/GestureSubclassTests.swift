import DynamicsKit
import Foundation
import TestSupport
import XCTest

/// UIKit's subclass interface of gesture recognizers (UIGestureRecognizerSubclass): the touches
/// methods a subclass overrides, a settable `state`, `reset()`, `ignore(_:for:)` and the
/// failure and prevention overrides; all driven by the touch script.
final class GestureSubclassTests: XCTestCase {
    /// A pan that begins the moment the finger comes down, as interactive sheets do.
    private final class TouchDownPan: UIPanGestureRecognizer {
        var resets = 0
        override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
            super.touchesBegan(touches, with: event)
            if state != .began { state = .began }
        }
        override func reset() {
            super.reset()
            resets += 1
        }
    }

    /// A recognizer of its own straight from `UIGestureRecognizer`: recognized when the finger
    /// has moved more than 30 pt down, failed once it moves up.
    private final class DownStroke: UIGestureRecognizer {
        var start: CGPoint = .zero
        var calls: [String] = []
        override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
            calls.append("began")
            start = touches.first!.location(in: view)
        }
        override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
            calls.append("moved")
            let y = touches.first!.location(in: view).y
            if y < start.y { state = .failed } else if y - start.y > 30 { state = .ended }
        }
        override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
            calls.append("ended")
            if state == .possible { state = .failed }
        }
        override func reset() {
            super.reset()
            calls.append("reset")
        }
    }

    private func makeScene(with recognizer: UIGestureRecognizer) -> Scene {
        let scene = makeTestScene()
        let view = UIView(frame: CGRect(x: 0, y: 300, width: 375, height: 367))
        scene.rootView.addSubview(view)
        view.addGestureRecognizer(recognizer)
        return scene
    }

    func testASubclassSettingBeganOnTouchDownBeginsAtOnceAndPansOn() {
        var log: [(UIGestureRecognizer.State, TimeInterval, CGFloat)] = []
        let pan = TouchDownPan()
        let scene = makeScene(with: pan)
        pan.addTarget { [unowned scene] pan in log.append((pan.state, scene.time, pan.translation(in: nil).y)) }
        // A plain pan needs 10 pt of travel; this one begins on touch-down, at 1 s.
        scene.drag(from: CGPoint(x: 187, y: 500), to: CGPoint(x: 187, y: 440), duration: 0.5, at: 1)
        scene.advance(to: 2)
        XCTAssertEqual(log.first?.0, .began)
        XCTAssertEqual(log.first?.1 ?? 0, 1, accuracy: 1e-9)
        XCTAssertEqual(log.first?.2 ?? 1, 0)
        XCTAssertEqual(log.dropFirst().dropLast().map(\.0).allSatisfy { $0 == .changed }, true)
        XCTAssertEqual(log.count, 32, "began at touch-down, 30 moves, ended")
        XCTAssertEqual(log.last?.0, .ended)
        XCTAssertEqual(log.last?.2 ?? 0, -60, accuracy: 1e-9)
        XCTAssertEqual(pan.state, .possible)
        XCTAssertEqual(pan.resets, 1, "reset once the touch lifts")
    }

    func testATapBeginsAndEndsATouchDownPanButNotAPlainOne() {
        var states: [UIGestureRecognizer.State] = []
        let pan = TouchDownPan()
        let scene = makeScene(with: pan)
        pan.addTarget { pan in states.append(pan.state) }
        let plain = UIPanGestureRecognizer()
        var plainStates: [UIGestureRecognizer.State] = []
        plain.addTarget { pan in plainStates.append(pan.state) }
        let other = makeScene(with: plain)
        scene.tap(at: CGPoint(x: 187, y: 500), at: 1)
        other.tap(at: CGPoint(x: 187, y: 500), at: 1)
        scene.advance(to: 2)
        other.advance(to: 2)
        XCTAssertEqual(states, [.began, .ended])
        XCTAssertEqual(plainStates, [])
    }

    func testARecognizerOfItsOwnDecidesFromItsTouchesMethods() {
        let down = DownStroke()
        var recognized: [TimeInterval] = []
        let scene = makeScene(with: down)
        down.addTarget { [unowned scene] _ in recognized.append(scene.time) }
        // 4 pt a tick down: past 30 pt at the eighth move (32 pt), 1 + 8/60 s.
        scene.drag(from: CGPoint(x: 100, y: 400), to: CGPoint(x: 100, y: 520), duration: 0.5, at: 1)
        scene.advance(to: 2)
        XCTAssertEqual(recognized.count, 1)
        XCTAssertEqual(recognized.first ?? 0, 1 + 8.0 / 60, accuracy: 1e-9)
        XCTAssertEqual(Array(down.calls.prefix(9)), ["began"] + Array(repeating: "moved", count: 8))
        XCTAssertFalse(down.calls.dropFirst(9).contains("moved"), "an ended recognizer hears no more moves")
        XCTAssertEqual(down.calls.last, "reset")

        // Upward: failed at the first move, never recognized.
        down.calls = []
        scene.drag(from: CGPoint(x: 100, y: 520), to: CGPoint(x: 100, y: 400), duration: 0.5, at: 3)
        scene.advance(to: 4)
        XCTAssertEqual(recognized.count, 1)
        XCTAssertEqual(down.calls, ["began", "moved", "reset"])
    }

    func testAnIgnoredTouchIsNotOfferedAgainUntilReset() {
        final class IgnoringPan: UIPanGestureRecognizer {
            override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
                for touch in touches { ignore(touch, for: event) }
                super.touchesBegan(touches, with: event)
            }
        }
        let pan = IgnoringPan()
        var states: [UIGestureRecognizer.State] = []
        pan.addTarget { pan in states.append(pan.state) }
        let scene = makeScene(with: pan)
        scene.drag(from: CGPoint(x: 100, y: 400), to: CGPoint(x: 100, y: 520), duration: 0.5, at: 1)
        scene.advance(to: 2)
        XCTAssertEqual(states, [])
    }

    func testSubclassesDecideWhichMustFailAndWhichMayRecognizeTogether() {
        final class Patient: UITapGestureRecognizer {
            override func shouldRequireFailure(of other: UIGestureRecognizer) -> Bool { other is UIPanGestureRecognizer }
        }
        final class Lenient: UIPanGestureRecognizer {
            override func canBePrevented(by preventing: UIGestureRecognizer) -> Bool { false }
        }
        let tap = Patient(), pan = UIPanGestureRecognizer()
        XCTAssertTrue(tap.shouldRequireFailure(of: pan))
        XCTAssertFalse(pan.shouldRequireFailure(of: tap))
        XCTAssertFalse(pan.shouldBeRequiredToFail(by: tap))
        XCTAssertTrue(pan.canPrevent(tap) && pan.canBePrevented(by: tap))

        // Two pans on one view: the later-added one takes the touch; a pan that cannot be
        // prevented recognizes alongside it.
        let scene = makeTestScene()
        let view = UIView(frame: CGRect(x: 0, y: 300, width: 375, height: 367))
        scene.rootView.addSubview(view)
        let lenient = Lenient(), plain = UIPanGestureRecognizer()
        var lenientBegan = 0, plainBegan = 0
        lenient.addTarget { pan in if pan.state == .began { lenientBegan += 1 } }
        plain.addTarget { pan in if pan.state == .began { plainBegan += 1 } }
        view.addGestureRecognizer(lenient)
        view.addGestureRecognizer(plain)
        scene.drag(from: CGPoint(x: 100, y: 400), to: CGPoint(x: 100, y: 520), duration: 0.5, at: 1)
        scene.advance(to: 2)
        XCTAssertEqual(plainBegan, 1)
        XCTAssertEqual(lenientBegan, 1)
    }

    /// The status bar's frame (`UIApplication.statusBarFrame`, `UIStatusBarManager`): the
    /// screen's width by the device's status bar, nothing while hidden.
    func testTheStatusBarFrameIsTheDevicesStatusBar() {
        for (device, height) in [(DeviceSize.iPhoneSE, 20.0), (.iPhone13Mini, 50), (.iPhone15, 54), (.iPad, 24)] {
            let scene = Scene(device: device)
            let frame = scene.run { UIApplication.shared.statusBarFrame }
            XCTAssertEqual(frame, CGRect(x: 0, y: 0, width: device.size.width, height: height), device.name)
            XCTAssertEqual(scene.run { UIStatusBarManager().statusBarFrame }, frame, device.name)
        }
        let scene = Scene(device: .iPhoneSE)
        scene.run {
            UIApplication.shared.isStatusBarHidden = true
            XCTAssertEqual(UIApplication.shared.statusBarFrame, .zero)
            UIApplication.shared.isStatusBarHidden = false
        }
    }

    /// `NSLayoutConstraint()` is UIKit's placeholder: no items, inert even activated, until
    /// the app assigns a real constraint to the variable.
    func testAPlaceholderConstraintTakesNoPartInLayout() {
        let placeholder = NSLayoutConstraint()
        XCTAssertNil(placeholder.firstItem)
        XCTAssertNil(placeholder.secondItem)
        XCTAssertEqual(placeholder.firstAttribute, .notAnAttribute)
        XCTAssertEqual(placeholder.multiplier, 1)
        placeholder.isActive = true
        XCTAssertFalse(placeholder.isActive)
    }
}
