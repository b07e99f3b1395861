import DynamicsKit
import Foundation
import TestSupport
import XCTest

/// The long press driven by the touch script: began after the hold, changed on moves, ended at lift.
final class LongPressTests: XCTestCase {
    private struct Record: Equatable {
        var state: UIGestureRecognizer.State
        var time: TimeInterval
        var location: CGPoint
    }

    private func makeScene() -> (Scene, UIView, UILongPressGestureRecognizer, () -> [Record]) {
        let scene = makeTestScene()
        let view = UIView(frame: CGRect(x: 100, y: 100, width: 100, height: 100))
        scene.rootView.addSubview(view)
        var records: [Record] = []
        let press = UILongPressGestureRecognizer { press in
            records.append(Record(state: press.state, time: scene.time, location: press.location(in: scene.rootView)))
        }
        view.addGestureRecognizer(press)
        return (scene, view, press, { records })
    }

    private func isClose(_ a: TimeInterval, _ b: TimeInterval) -> Bool { abs(a - b) < 1e-9 }

    func testBeginsAfterTheHoldChangesOnMovesAndEndsAtTheLift() {
        let (scene, _, press, records) = makeScene()
        XCTAssertEqual(press.minimumPressDuration, 0.5)
        XCTAssertEqual(press.allowableMovement, 10)
        scene.touchDown(at: CGPoint(x: 150, y: 150), time: 1)
        scene.touchMove(to: CGPoint(x: 155, y: 150), time: 1.2) // within the allowance
        scene.touchMove(to: CGPoint(x: 190, y: 170), time: 1.7)
        scene.touchUp(at: CGPoint(x: 190, y: 170), time: 2)
        scene.advance(to: 1.45)
        XCTAssertTrue(records().isEmpty, "nothing before the hold is over")
        scene.advance(to: 3)
        let log = records()
        XCTAssertEqual(log.map(\.state), [.began, .changed, .ended])
        XCTAssertTrue(isClose(log[0].time, 1.5), "\(log[0].time)")
        XCTAssertEqual(log[0].location, CGPoint(x: 155, y: 150), "where the finger is when it begins")
        XCTAssertTrue(isClose(log[1].time, 1.7))
        XCTAssertEqual(log[1].location, CGPoint(x: 190, y: 170))
        XCTAssertTrue(isClose(log[2].time, 2))
        XCTAssertEqual(press.state, .possible, "ready for the next touch")
    }

    func testWanderingOrLiftingEarlyFails() {
        let (scene, _, press, records) = makeScene()
        scene.touchDown(at: CGPoint(x: 150, y: 150), time: 1)
        scene.touchMove(to: CGPoint(x: 161, y: 150), time: 1.2)
        scene.touchUp(at: CGPoint(x: 161, y: 150), time: 2)
        scene.tap(at: CGPoint(x: 150, y: 150), at: 3)
        press.minimumPressDuration = 1
        scene.touchDown(at: CGPoint(x: 150, y: 150), time: 4)
        scene.touchUp(at: CGPoint(x: 150, y: 150), time: 4.9)
        scene.advance(to: 6)
        XCTAssertTrue(records().isEmpty, "\(records())")
    }

    func testBeginningTakesTheTouchFromAButtonAndATap() {
        let (scene, view, _, records) = makeScene()
        let button = UIButton(frame: view.bounds)
        view.addSubview(button)
        var events: [String] = []
        button.addAction(for: .touchUpInside) { events.append("up") }
        button.addAction(for: .touchCancel) { events.append("cancel") }
        var taps = 0
        view.addGestureRecognizer(UITapGestureRecognizer { _ in taps += 1 })
        scene.touchDown(at: CGPoint(x: 150, y: 150), time: 1)
        scene.touchUp(at: CGPoint(x: 150, y: 150), time: 1.6)
        scene.advance(to: 2)
        XCTAssertEqual(records().map(\.state), [.began, .ended])
        XCTAssertEqual(events, ["cancel"])
        XCTAssertEqual(taps, 0)
        // A quick tap still reaches the button.
        scene.tap(at: CGPoint(x: 150, y: 150), at: 3)
        scene.advance(to: 4)
        XCTAssertEqual(events, ["cancel", "up"])
        XCTAssertEqual(records().count, 2)
    }
}
