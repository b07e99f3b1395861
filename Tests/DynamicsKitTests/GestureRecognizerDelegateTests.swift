import DynamicsKit
import Foundation
import TestSupport
import XCTest

/// The gesture recognizer delegate and failure requirements: refusing touches and beginnings,
/// recognizing together, a single tap waiting for a double tap to fail.
final class GestureRecognizerDelegateTests: XCTestCase {
    final class Policy: NSObject, UIGestureRecognizerDelegate {
        var receive = true, begin = true, together = false
        var asked: [String] = []
        func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch) -> Bool {
            asked.append("receive")
            return receive
        }
        func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
            asked.append("begin")
            return begin
        }
        func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer) -> Bool {
            together
        }
    }

    func testTheDelegateDecidesWhatTheRecognizerReceivesAndWhetherItBegins() {
        let scene = makeTestScene()
        let view = UIView(frame: scene.rootView.bounds)
        scene.rootView.addSubview(view)
        var taps = 0
        let tap = UITapGestureRecognizer { _ in taps += 1 }
        let policy = Policy()
        tap.delegate = policy
        view.addGestureRecognizer(tap)

        scene.tap(at: CGPoint(x: 100, y: 100), at: 0.5)
        scene.advance(to: 0.7)
        XCTAssertEqual(taps, 1)
        XCTAssertEqual(policy.asked, ["receive", "begin"], "asked at touch-down, then when it would recognize")

        policy.receive = false
        scene.tap(at: CGPoint(x: 100, y: 100), at: 1)
        scene.advance(to: 1.2)
        XCTAssertEqual(taps, 1, "a touch it may not receive never reaches it")

        policy.receive = true
        policy.begin = false
        scene.tap(at: CGPoint(x: 100, y: 100), at: 1.5)
        scene.advance(to: 1.7)
        XCTAssertEqual(taps, 1, "refused to begin: it fails")
        XCTAssertEqual(tap.state, .possible, "and is ready for the next touch")
    }

    func testTwoRecognizersMayRecognizeTogetherWhenADelegateSaysSo() {
        let scene = makeTestScene()
        let outer = UIView(frame: scene.rootView.bounds)
        let inner = UIView(frame: CGRect(x: 50, y: 50, width: 200, height: 200))
        scene.rootView.addSubview(outer)
        outer.addSubview(inner)
        var innerPans = 0, outerPans = 0
        let innerPan = UIPanGestureRecognizer { if $0.state == .began { innerPans += 1 } }
        let outerPan = UIPanGestureRecognizer { if $0.state == .began { outerPans += 1 } }
        inner.addGestureRecognizer(innerPan)
        outer.addGestureRecognizer(outerPan)
        let policy = Policy()
        innerPan.delegate = policy

        scene.drag(from: CGPoint(x: 100, y: 100), to: CGPoint(x: 160, y: 100), duration: 0.2, at: 0.5)
        scene.advance(to: 1)
        XCTAssertEqual([innerPans, outerPans], [1, 0], "alone, the innermost takes the touch")

        policy.together = true
        scene.drag(from: CGPoint(x: 100, y: 100), to: CGPoint(x: 160, y: 100), duration: 0.2, at: 1.5)
        scene.advance(to: 2)
        XCTAssertEqual([innerPans, outerPans], [2, 1], "together, both begin")
    }

    func testASingleTapThatRequiresADoubleTapToFailWaitsForIt() {
        let scene = makeTestScene()
        let view = UIView(frame: scene.rootView.bounds)
        scene.rootView.addSubview(view)
        var events: [String] = []
        let single = UITapGestureRecognizer { _ in events.append("single@\(scene.clock.time)") }
        let double = UITapGestureRecognizer { _ in events.append("double@\(scene.clock.time)") }
        double.numberOfTapsRequired = 2
        single.require(toFail: double)
        view.addGestureRecognizer(single)
        view.addGestureRecognizer(double)

        // One tap: the single tap recognizes once the double tap gives up, 0.35 s after the lift.
        let lift = scene.tap(at: CGPoint(x: 100, y: 100), at: 0.5)
        scene.advance(to: lift + 0.3)
        XCTAssertEqual(events, [], "still waiting for a second tap")
        scene.advance(to: lift + 0.4)
        XCTAssertEqual(events.count, 1)
        XCTAssertTrue(events[0].hasPrefix("single@"))
        let singleTime = Double(events[0].dropFirst("single@".count))!
        XCTAssertEqual(singleTime, lift + 0.35, accuracy: 1.0 / 60 + 1e-9)
        XCTAssertEqual(single.location(in: view), CGPoint(x: 100, y: 100))

        // Two quick taps: the double tap recognizes and the single tap never does.
        events = []
        scene.tap(at: CGPoint(x: 100, y: 100), at: 2)
        scene.tap(at: CGPoint(x: 102, y: 100), at: 2.2)
        scene.advance(to: 3)
        XCTAssertEqual(events.map { $0.prefix(6) }, ["double"])

        // And a single tap again afterwards still works.
        events = []
        scene.tap(at: CGPoint(x: 100, y: 100), at: 4)
        scene.advance(to: 4.2)
        scene.advance(to: 5)
        XCTAssertEqual(events.map { $0.prefix(6) }, ["single"])
    }
}
