import DynamicsKit
import Foundation
import TestSupport
import XCTest

/// UISwipeGestureRecognizer: recognized once, mid-move, for a quick enough, long enough move
/// along one of its directions; `location(in:)` is where the swipe began.
final class SwipeGestureTests: XCTestCase {
    private final class Recorder {
        var states: [UIGestureRecognizer.State] = []
        var locations: [CGPoint] = []
    }

    /// A finger moving from `from` by `delta` over `duration` seconds in 1/60 s steps, at 1 s.
    private func swipe(_ direction: UISwipeGestureRecognizer.Direction, from: CGPoint, by delta: CGVector, duration: Double) -> Recorder {
        let scene = makeTestScene()
        let recorder = Recorder()
        let swipe = UISwipeGestureRecognizer()
        swipe.addTarget { swipe in
            recorder.states.append(swipe.state)
            recorder.locations.append(swipe.location(in: swipe.view))
        }
        swipe.direction = direction
        scene.rootView.addGestureRecognizer(swipe)
        scene.touchDown(at: from, time: 1)
        let steps = max(Int((duration * 60).rounded()), 1)
        for step in 1...steps {
            let share = Double(step) / Double(steps)
            scene.touchMove(to: CGPoint(x: from.x + delta.dx * share, y: from.y + delta.dy * share), time: 1 + duration * share)
        }
        scene.touchUp(at: CGPoint(x: from.x + delta.dx, y: from.y + delta.dy), time: 1 + duration + 1.0 / 60)
        scene.advance(to: 2 + duration)
        return recorder
    }

    func testAQuickMoveLeftIsOneSwipeWhereItBegan() {
        let recorder = swipe(.left, from: CGPoint(x: 300, y: 300), by: CGVector(dx: -200, dy: 20), duration: 0.2)
        XCTAssertEqual(recorder.states, [.ended])
        XCTAssertEqual(recorder.locations, [CGPoint(x: 300, y: 300)])
    }

    func testTheWrongDirectionASlowMoveAShortMoveAndASteepMoveAreNoSwipe() {
        XCTAssertEqual(swipe(.right, from: CGPoint(x: 300, y: 300), by: CGVector(dx: -200, dy: 0), duration: 0.2).states, [])
        // 50 pt only after 0.5 s: too slow.
        XCTAssertEqual(swipe(.right, from: CGPoint(x: 100, y: 300), by: CGVector(dx: 55, dy: 0), duration: 0.8).states, [])
        XCTAssertEqual(swipe(.right, from: CGPoint(x: 100, y: 300), by: CGVector(dx: 40, dy: 0), duration: 0.1).states, [])
        // 45° off the direction.
        XCTAssertEqual(swipe(.right, from: CGPoint(x: 100, y: 300), by: CGVector(dx: 150, dy: 150), duration: 0.2).states, [])
    }

    func testSeveralDirectionsAndVertical() {
        XCTAssertEqual(swipe([.up, .down], from: CGPoint(x: 200, y: 500), by: CGVector(dx: 10, dy: -300), duration: 0.25).states, [.ended])
        XCTAssertEqual(swipe([.up, .down], from: CGPoint(x: 200, y: 200), by: CGVector(dx: 0, dy: 120), duration: 0.25).states, [.ended])
    }
}
