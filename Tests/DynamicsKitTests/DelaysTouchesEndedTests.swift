import DynamicsKit
import Foundation
import TestSupport
import XCTest

/// `delaysTouchesEnded`: a double-tap recognizer waiting for its second tap holds the first
/// touch's end back from the view, then cancels it (recognized) or lets it end (failed).
final class DelaysTouchesEndedTests: XCTestCase {
    private func makeDoubleTapScene() -> (Scene, TouchLogView, UITapGestureRecognizer, () -> Int) {
        let scene = makeTestScene()
        let view = TouchLogView(frame: scene.rootView.bounds)
        scene.rootView.addSubview(view)
        var recognized = 0
        let doubleTap = UITapGestureRecognizer { _ in recognized += 1 }
        doubleTap.numberOfTapsRequired = 2
        view.addGestureRecognizer(doubleTap)
        return (scene, view, doubleTap, { recognized })
    }

    func testADoubleTapCancelsTheFirstTouchItHeldBack() {
        let (scene, view, _, recognized) = makeDoubleTapScene()
        scene.tap(at: CGPoint(x: 100, y: 100), at: 0.5)
        scene.advance(to: 0.6)
        XCTAssertEqual(view.log.map(\.phase), ["began"], "the first lift is held while the recognizer waits")
        scene.tap(at: CGPoint(x: 102, y: 101), at: 0.7)
        scene.advance(to: 1.5)
        XCTAssertEqual(recognized(), 1)
        XCTAssertEqual(view.log.map(\.phase), ["began", "began", "cancelled", "cancelled"],
                       "both touches are cancelled when the double tap recognizes")
        XCTAssertEqual(view.log[2].tapCount, 1, "the first touch is the one cancelled first")
        XCTAssertEqual(view.log[3].tapCount, 2)
    }

    func testWithoutASecondTapTheHeldTouchEndsWhenTheRecognizerGivesUp() {
        let (scene, view, doubleTap, recognized) = makeDoubleTapScene()
        scene.tap(at: CGPoint(x: 100, y: 100), at: 0.5)
        // The tap lifts one tick after 0.5; the recognizer gives up 0.35 s after the lift.
        scene.advance(to: 0.8)
        XCTAssertEqual(view.log.map(\.phase), ["began"])
        scene.advance(to: 1)
        XCTAssertEqual(view.log.map(\.phase), ["began", "ended"])
        XCTAssertEqual(view.log[1].touchPhase, .ended)
        XCTAssertEqual(view.log[1].location, CGPoint(x: 100, y: 100))
        XCTAssertEqual(recognized(), 0)

        // A later single tap starts counting again rather than completing the double tap.
        scene.tap(at: CGPoint(x: 100, y: 100), at: 1.5)
        scene.advance(to: 2.2)
        XCTAssertEqual(recognized(), 0)
        XCTAssertEqual(view.log.map(\.phase), ["began", "ended", "began", "ended"])

        // Turned off, the end reaches the view at the lift.
        view.log = []
        doubleTap.delaysTouchesEnded = false
        scene.tap(at: CGPoint(x: 100, y: 100), at: 3)
        scene.advance(to: 3.1)
        XCTAssertEqual(view.log.map(\.phase), ["began", "ended"])
    }

    func testASecondTapTooFarAwayReleasesTheHeldEndAtOnce() {
        let (scene, view, _, recognized) = makeDoubleTapScene()
        scene.tap(at: CGPoint(x: 100, y: 100), at: 0.5)
        scene.tap(at: CGPoint(x: 200, y: 300), at: 0.65)
        scene.advance(to: 0.66)
        XCTAssertEqual(view.log.map(\.phase), ["began", "ended", "began"],
                       "the far tap starts a new count: the first touch ends before the second begins")
        XCTAssertEqual(view.log[1].location, CGPoint(x: 100, y: 100))
        XCTAssertEqual(recognized(), 0)
    }
}
