import DynamicsKit
import Foundation
import TestSupport
import XCTest

/// One delivery to a `touches…` override: which, where (in the overriding view's or the
/// touch's view's coordinates), and the touch's state then.
struct TouchRecord: Equatable {
    var phase: String
    var location: CGPoint
    var previous: CGPoint
    var touchPhase: UITouch.Phase
    var timestamp: TimeInterval
    var tapCount: Int
}

final class TouchLogView: UIView {
    var log: [TouchRecord] = []
    /// Whether to pass the touches on up the chain too.
    var callsSuper = false

    private func record(_ phase: String, _ touches: Set<UITouch>, _ event: UIEvent?) {
        guard let touch = touches.first else { return }
        XCTAssertEqual(touches.count, 1)
        XCTAssertEqual(event?.allTouches, touches)
        log.append(TouchRecord(
            phase: phase, location: touch.location(in: self), previous: touch.previousLocation(in: self),
            touchPhase: touch.phase, timestamp: touch.timestamp, tapCount: touch.tapCount))
    }

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        record("began", touches, event)
        if callsSuper { super.touchesBegan(touches, with: event) }
    }

    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        record("moved", touches, event)
        if callsSuper { super.touchesMoved(touches, with: event) }
    }

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        record("ended", touches, event)
        if callsSuper { super.touchesEnded(touches, with: event) }
    }

    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        record("cancelled", touches, event)
        if callsSuper { super.touchesCancelled(touches, with: event) }
    }
}

final class TouchLogController: UIViewController {
    var log: [(phase: String, view: UIView?, location: CGPoint)] = []

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        let touch = touches.first!
        log.append(("began", touch.view, touch.location(in: view)))
    }

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        let touch = touches.first!
        log.append(("ended", touch.view, touch.location(in: view)))
    }
}

/// A dial whose knob takes every touch that lands on the dial, and whose area reaches 20 pt
/// beyond its bounds.
final class DialView: UIView {
    let knob = TouchLogView(frame: CGRect(x: 40, y: 40, width: 20, height: 20))

    override init(frame: CGRect) {
        super.init(frame: frame)
        addSubview(knob)
    }

    required init?(coder: NSCoder) { fatalError("not from a storyboard") }

    override func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
        bounds.insetBy(dx: -20, dy: -20).contains(point)
    }

    override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        self.point(inside: point, with: event) ? knob : nil
    }
}

/// `touches…` overrides reached through the scene's one touch path: hit testing, the responder
/// chain, and gesture recognizers cancelling or delaying touches.
final class ResponderTests: XCTestCase {
    func testADragReachesTheViewsOverridesWithLocationsPhasesAndTimes() {
        let scene = makeTestScene()
        let view = TouchLogView(frame: CGRect(x: 50, y: 50, width: 200, height: 200))
        scene.rootView.addSubview(view)
        // Six moves a tick apart, 10 pt each, then the lift where the last move was.
        scene.drag(from: CGPoint(x: 100, y: 100), to: CGPoint(x: 160, y: 100), duration: 0.1, at: 0.5)
        scene.advance(to: 1)

        XCTAssertEqual(view.log.map(\.phase), ["began"] + Array(repeating: "moved", count: 6) + ["ended"])
        XCTAssertEqual(view.log.map(\.touchPhase), [.began] + Array(repeating: .moved, count: 6) + [.ended])
        XCTAssertEqual(view.log.map(\.location.x), [50, 60, 70, 80, 90, 100, 110, 110], "view coordinates")
        XCTAssertEqual(view.log.map(\.previous.x), [50, 50, 60, 70, 80, 90, 100, 110])
        XCTAssertTrue(view.log.allSatisfy { $0.location.y == 50 && $0.tapCount == 1 })
        for (index, record) in view.log.enumerated() {
            XCTAssertEqual(record.timestamp, 0.5 + Double(min(index, 6)) / 60, accuracy: 1e-9, "script times")
        }
    }

    func testAFlickAndATapReachTheOverrides() {
        let scene = makeTestScene()
        let view = TouchLogView(frame: scene.rootView.bounds)
        scene.rootView.addSubview(view)
        let lift = scene.flick(from: CGPoint(x: 100, y: 300), velocity: CGVector(dx: 0, dy: 800), at: 0.2)
        scene.tap(at: CGPoint(x: 200, y: 200), at: lift + 0.5)
        scene.tap(at: CGPoint(x: 205, y: 200), at: lift + 0.7)
        scene.advance(to: 2)

        XCTAssertEqual(view.log.map(\.phase), ["began"] + Array(repeating: "moved", count: 9) + ["ended", "began", "ended", "began", "ended"])
        XCTAssertEqual(Double(view.log[10].location.y), 300 + 800 * 0.125, accuracy: 1e-9, "the flick lifts 0.125 s × velocity on")
        XCTAssertEqual(view.log.suffix(4).map(\.tapCount), [1, 1, 2, 2], "the second tap is a double tap")
    }

    func testUnhandledTouchesGoUpNextToTheViewController() {
        let scene = makeTestScene()
        let controller = TouchLogController()
        scene.rootViewController = controller
        let plain = UIView(frame: CGRect(x: 100, y: 100, width: 100, height: 100))
        let passing = TouchLogView(frame: CGRect(x: 100, y: 300, width: 100, height: 100))
        passing.callsSuper = true
        let keeping = TouchLogView(frame: CGRect(x: 100, y: 500, width: 100, height: 100))
        controller.view.addSubview(plain)
        controller.view.addSubview(passing)
        controller.view.addSubview(keeping)

        scene.run {
            XCTAssertTrue(plain.next === controller.view)
            XCTAssertTrue(controller.view.next === controller, "a root view's next is its controller")
            XCTAssertTrue(controller.next === scene.rootView, "then the view's superview: the screen")
            XCTAssertTrue(scene.rootView is UIWindow)
            XCTAssertTrue(scene.rootView.next === UIApplication.shared)
            XCTAssertTrue(plain.window === scene.rootView)
        }

        scene.tap(at: CGPoint(x: 110, y: 120), at: 0.5)
        scene.tap(at: CGPoint(x: 150, y: 350), at: 1)
        scene.tap(at: CGPoint(x: 150, y: 550), at: 1.5)
        scene.advance(to: 2)

        XCTAssertEqual(controller.log.map(\.phase), ["began", "ended", "began", "ended"])
        XCTAssertTrue(controller.log[0].view === plain, "the touch's view is the one it landed on")
        XCTAssertEqual(controller.log[0].location, CGPoint(x: 110, y: 120))
        XCTAssertTrue(controller.log[2].view === passing)
        XCTAssertEqual(passing.log.map(\.phase), ["began", "ended"], "handled there and passed on by super")
        XCTAssertEqual(keeping.log.map(\.phase), ["began", "ended"], "an override without super keeps the touch")
    }

    func testHitTestAndPointInsideOverridesChooseTheView() {
        let scene = makeTestScene()
        let dial = DialView(frame: CGRect(x: 100, y: 100, width: 100, height: 100))
        scene.rootView.addSubview(dial)
        let hidden = TouchLogView(frame: CGRect(x: 0, y: 400, width: 375, height: 100))
        let faint = TouchLogView(frame: CGRect(x: 0, y: 500, width: 375, height: 100))
        let inert = TouchLogView(frame: CGRect(x: 0, y: 600, width: 375, height: 67))
        let behind = TouchLogView(frame: CGRect(x: 0, y: 400, width: 375, height: 267))
        scene.rootView.addSubview(behind)
        for view in [hidden, faint, inert] { scene.rootView.addSubview(view) }
        hidden.isHidden = true
        faint.alpha = 0.009
        inert.isUserInteractionEnabled = false

        scene.tap(at: CGPoint(x: 110, y: 110), at: 0.2)   // on the dial, off the knob
        scene.tap(at: CGPoint(x: 90, y: 95), at: 0.6)     // 10 pt outside the dial's bounds
        scene.tap(at: CGPoint(x: 70, y: 95), at: 1.0)     // 30 pt outside: not the dial's
        scene.tap(at: CGPoint(x: 50, y: 450), at: 1.4)
        scene.tap(at: CGPoint(x: 50, y: 550), at: 1.8)
        scene.tap(at: CGPoint(x: 50, y: 650), at: 2.2)
        scene.advance(to: 3)

        XCTAssertEqual(dial.knob.log.map(\.phase), ["began", "ended", "began", "ended"])
        XCTAssertEqual(dial.knob.log[0].location, CGPoint(x: -30, y: -30), "in the knob's coordinates")
        XCTAssertEqual(dial.knob.log[2].location, CGPoint(x: -50, y: -45))
        XCTAssertTrue(hidden.log.isEmpty && faint.log.isEmpty && inert.log.isEmpty)
        XCTAssertEqual(behind.log.map(\.phase), ["began", "ended", "began", "ended", "began", "ended"],
                       "hidden, alpha < 0.01 and non-interactive views let touches through to the view behind")
    }

    func testARecognizerThatCancelsTouchesInViewSendsTouchesCancelled() {
        let scene = makeTestScene()
        let view = TouchLogView(frame: scene.rootView.bounds)
        scene.rootView.addSubview(view)
        var panStates: [UIGestureRecognizer.State] = []
        let pan = UIPanGestureRecognizer { panStates.append($0.state) }
        view.addGestureRecognizer(pan)
        // 5 pt a tick: the pan begins at the third move, past its 10 pt slop.
        scene.drag(from: CGPoint(x: 100, y: 100), to: CGPoint(x: 100, y: 160), duration: 0.2, at: 0.5)
        scene.advance(to: 1)

        XCTAssertEqual(view.log.map(\.phase), ["began", "moved", "moved", "cancelled"])
        XCTAssertEqual(view.log.last?.touchPhase, .cancelled)
        XCTAssertEqual(view.log.last?.location, CGPoint(x: 100, y: 115), "cancelled where the pan took the touch")
        XCTAssertEqual(panStates.first, .began)
        XCTAssertEqual(panStates.last, .ended, "the pan goes on to its end")

        // Not cancelling: the view hears the whole drag beside the pan.
        view.log = []
        pan.cancelsTouchesInView = false
        scene.drag(from: CGPoint(x: 100, y: 100), to: CGPoint(x: 100, y: 160), duration: 0.2, at: 1.5)
        scene.advance(to: 2)
        XCTAssertEqual(view.log.map(\.phase), ["began"] + Array(repeating: "moved", count: 12) + ["ended"])
    }

    func testATapRecognizerCancelsTheTouchAtItsLift() {
        let scene = makeTestScene()
        let view = TouchLogView(frame: scene.rootView.bounds)
        scene.rootView.addSubview(view)
        var taps = 0
        view.addGestureRecognizer(UITapGestureRecognizer { _ in taps += 1 })
        scene.tap(at: CGPoint(x: 100, y: 100), at: 0.5)
        scene.advance(to: 1)
        XCTAssertEqual(taps, 1)
        XCTAssertEqual(view.log.map(\.phase), ["began", "cancelled"], "as on iOS: the tap takes the touch when it recognizes")
    }

    func testDelaysTouchesBeganHoldsTheTouchUntilTheRecognizerFails() {
        let scene = makeTestScene()
        let view = TouchLogView(frame: scene.rootView.bounds)
        scene.rootView.addSubview(view)
        var taps = 0
        let tap = UITapGestureRecognizer { _ in taps += 1 }
        tap.delaysTouchesBegan = true
        view.addGestureRecognizer(tap)

        scene.tap(at: CGPoint(x: 100, y: 100), at: 0.5)
        scene.advance(to: 1)
        XCTAssertEqual(taps, 1)
        XCTAssertEqual(view.log, [], "recognized: the view never hears of the touch")

        // A drag fails the tap past 10 pt, at the third move: the view then gets the touch from its start.
        scene.drag(from: CGPoint(x: 100, y: 100), to: CGPoint(x: 100, y: 130), duration: 0.1, at: 1.5)
        scene.advance(to: 2)
        XCTAssertEqual(taps, 1)
        XCTAssertEqual(view.log.map(\.phase), ["began", "moved", "moved", "moved", "moved", "ended"])
        XCTAssertEqual(view.log[0].location, CGPoint(x: 100, y: 115), "began is sent when the tap fails, where the finger is")
        XCTAssertEqual(view.log[0].touchPhase, .began)
        XCTAssertEqual(view.log[1].location, CGPoint(x: 100, y: 115))
    }

    func testAControlKeepsTheTouchesThatReachIt() {
        let scene = makeTestScene()
        let controller = TouchLogController()
        scene.rootViewController = controller
        let button = UIButton(frame: CGRect(x: 100, y: 100, width: 120, height: 44))
        controller.view.addSubview(button)
        var presses = 0
        button.addAction(UIAction { _ in presses += 1 }, for: .touchUpInside)
        scene.tap(at: CGPoint(x: 150, y: 120), at: 0.5)
        scene.advance(to: 1)
        XCTAssertEqual(presses, 1)
        XCTAssertTrue(controller.log.isEmpty, "the button's touches do not go on up the chain")
    }
}
