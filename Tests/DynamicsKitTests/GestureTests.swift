import DynamicsKit
import Foundation
import TestSupport
import XCTest

/// Pan, tap and screen-edge recognizers driven by the touch script, with numbers.
final class GestureTests: XCTestCase {
    private struct PanRecord: Equatable {
        var state: UIGestureRecognizer.State
        var time: TimeInterval
        var location: CGPoint
        var translation: CGPoint
        var velocity: CGPoint
    }

    /// A scene with a 200 × 200 view centred on the screen carrying a pan that logs every call.
    private func makePanScene() -> (Scene, UIView, UIPanGestureRecognizer, () -> [PanRecord]) {
        let scene = makeTestScene()
        let view = UIView(frame: CGRect(x: 87.5, y: 233.5, width: 200, height: 200))
        scene.rootView.addSubview(view)
        var records: [PanRecord] = []
        let pan = UIPanGestureRecognizer { pan in
            records.append(PanRecord(
                state: pan.state, time: scene.time, location: pan.location(in: scene.rootView),
                translation: pan.translation(in: scene.rootView), velocity: pan.velocity(in: scene.rootView)))
        }
        view.addGestureRecognizer(pan)
        return (scene, view, pan, { records })
    }

    private func length(_ point: CGPoint) -> Double { hypot(Double(point.x), Double(point.y)) }

    // MARK: Pan

    func testPanBeginsChangesAndEndsWhereTheScriptSays() {
        let (scene, _, pan, records) = makePanScene()
        // 120 pt in 0.5 s: 4 pt a tick from x = 150, moves at 1 + k/60 s.
        scene.drag(from: CGPoint(x: 150, y: 300), to: CGPoint(x: 270, y: 300), duration: 0.5, at: 1)
        scene.advance(to: 2)
        let log = records()

        XCTAssertEqual(log.first?.state, .began)
        XCTAssertEqual(log.last?.state, .ended)
        XCTAssertTrue(log.dropFirst().dropLast().allSatisfy { $0.state == .changed })
        // The third move (12 pt) passes the 10 pt slop; moves 3…30 are began + changed, then the lift.
        XCTAssertEqual(log.count, 28 + 1)
        XCTAssertEqual(Double(log[0].location.x), 162, accuracy: 1e-9)
        XCTAssertEqual(Double(log[0].time), 1 + 3.0 / 60, accuracy: 1e-9)
        for record in log.dropLast() {
            let k = (record.time - 1) * 60
            XCTAssertEqual(Double(record.location.x), 150 + 4 * k, accuracy: 1e-6, "location at tick \(k)")
            XCTAssertEqual(Double(record.location.y), 300, accuracy: 1e-9)
        }
        XCTAssertEqual(log.last?.location, CGPoint(x: 270, y: 300))
        XCTAssertEqual(pan.state, .possible, "ready for the next touch")
    }

    func testTranslationIsTheDragDistanceInTheViewsCoordinates() {
        let (scene, view, pan, records) = makePanScene()
        view.transform = CGAffineTransform(rotationAngle: .pi / 2)
        var inView: [CGPoint] = []
        pan.addTarget { pan in inView.append(pan.translation(in: view)) }
        let start = CGPoint(x: 160, y: 300), end = CGPoint(x: 220, y: 380)
        scene.drag(from: start, to: end, duration: 0.4, at: 0.5)
        scene.advance(to: 1)

        let translation = records().last!.translation
        XCTAssertEqual(Double(translation.x), 60, accuracy: 1e-9)
        XCTAssertEqual(Double(translation.y), 80, accuracy: 1e-9)
        // The view is turned 90° clockwise: the screen's +x is its −y, the screen's +y its +x.
        XCTAssertEqual(Double(inView.last!.x), 80, accuracy: 1e-9)
        XCTAssertEqual(Double(inView.last!.y), -60, accuracy: 1e-9)
    }

    func testSetTranslationZeroGivesTheMoveSinceTheLastCall() {
        let (scene, _, pan, _) = makePanScene()
        var steps: [CGPoint] = []
        pan.addTarget { pan in
            steps.append(pan.translation(in: nil))
            pan.setTranslation(.zero, in: nil)
        }
        scene.drag(from: CGPoint(x: 150, y: 300), to: CGPoint(x: 150, y: 420), duration: 0.5, at: 1)
        scene.advance(to: 2)
        XCTAssertEqual(Double(steps[0].y), 12, accuracy: 1e-9, "the move that began the pan, slop included")
        for step in steps.dropFirst().dropLast() { XCTAssertEqual(Double(step.y), 4, accuracy: 1e-9) }
        XCTAssertEqual(Double(steps.reduce(0) { $0 + $1.y }), 120, accuracy: 1e-9)
    }

    func testFlickReportsItsVelocityAtTheEnd() {
        for velocity in [CGVector(dx: 1000, dy: 0), CGVector(dx: -600, dy: 800), CGVector(dx: 0, dy: -2500)] {
            let (scene, _, _, records) = makePanScene()
            scene.flick(from: CGPoint(x: 187, y: 333), velocity: velocity, at: 1)
            scene.advance(to: 2)
            let end = records().last!
            XCTAssertEqual(end.state, .ended)
            let speed = hypot(Double(velocity.dx), Double(velocity.dy))
            let error = hypot(Double(end.velocity.x - velocity.dx), Double(end.velocity.y - velocity.dy))
            XCTAssertLessThan(error, 0.05 * speed, "flick \(velocity) reported \(end.velocity)")
        }
    }

    func testAConstantSpeedDragReportsThatSpeed() {
        let (scene, _, _, records) = makePanScene()
        // 240 pt in 0.8 s: 300 pt/s, down and to the left (−180, 240).
        scene.drag(from: CGPoint(x: 250, y: 250), to: CGPoint(x: 70, y: 490), duration: 0.8, at: 0.5)
        scene.advance(to: 2)
        let log = records()
        for record in log.suffix(20) {
            XCTAssertEqual(Double(record.velocity.x), -225, accuracy: 0.01 * 300)
            XCTAssertEqual(Double(record.velocity.y), 300, accuracy: 0.01 * 300)
        }
    }

    func testVelocityInARotatedView() {
        let (scene, view, pan, _) = makePanScene()
        view.transform = CGAffineTransform(rotationAngle: .pi / 2)
        var velocity = CGPoint.zero
        pan.addTarget { pan in velocity = pan.velocity(in: view) }
        scene.flick(from: CGPoint(x: 187, y: 333), velocity: CGVector(dx: 1000, dy: 0), at: 1)
        scene.advance(to: 2)
        XCTAssertEqual(Double(velocity.x), 0, accuracy: 1)
        XCTAssertEqual(Double(velocity.y), -1000, accuracy: 10)
    }

    func testAFingerThatRestsBeforeLiftingReportsNoVelocity() {
        let (scene, _, _, records) = makePanScene()
        scene.drag(from: CGPoint(x: 150, y: 300), to: CGPoint(x: 250, y: 300), duration: 0.3, at: 1)
        // drag lifts at 1.3; script the same by hand with a rest before the lift.
        let (rested, _, _, restedRecords) = makePanScene()
        rested.touchDown(at: CGPoint(x: 150, y: 300), time: 1)
        for k in 1...18 { rested.touchMove(to: CGPoint(x: 150 + 100 * Double(k) / 18, y: 300), time: 1 + Double(k) / 60) }
        rested.touchUp(at: CGPoint(x: 250, y: 300), time: 1.8)
        scene.advance(to: 2)
        rested.advance(to: 2)
        XCTAssertGreaterThan(Double(records().last!.velocity.x), 300)
        XCTAssertEqual(restedRecords().last!.velocity, .zero)
    }

    func testAShortMoveFailsThePan() {
        let (scene, _, pan, records) = makePanScene()
        scene.drag(from: CGPoint(x: 150, y: 300), to: CGPoint(x: 158, y: 300), duration: 0.3, at: 1)
        scene.advance(to: 2)
        XCTAssertEqual(records(), [], "a failed pan calls no handler")
        XCTAssertEqual(pan.state, .possible)
    }

    func testATouchBesideTheViewIsNotItsPan() {
        let (scene, _, _, records) = makePanScene()
        scene.drag(from: CGPoint(x: 20, y: 20), to: CGPoint(x: 200, y: 300), duration: 0.5, at: 1)
        scene.advance(to: 2)
        XCTAssertEqual(records(), [])
    }

    func testDisablingMidGestureCancels() {
        let (scene, _, pan, records) = makePanScene()
        scene.drag(from: CGPoint(x: 150, y: 300), to: CGPoint(x: 270, y: 300), duration: 0.5, at: 1)
        scene.at(1.2) { pan.isEnabled = false }
        scene.advance(to: 2)
        XCTAssertEqual(records().last?.state, .cancelled)
        XCTAssertEqual(records().filter { $0.state == .cancelled }.count, 1)
        let before = records().count
        pan.isEnabled = true
        scene.drag(from: CGPoint(x: 150, y: 300), to: CGPoint(x: 270, y: 300), duration: 0.5, at: 2)
        scene.advance(to: 3)
        XCTAssertEqual(records()[before].state, .began, "enabled again, it pans again")
    }

    // MARK: Tap

    func testTapRecognizerFiresOnceWhereTheFingerLifted() {
        let scene = makeTestScene()
        var taps: [CGPoint] = []
        var states: [UIGestureRecognizer.State] = []
        scene.rootView.addGestureRecognizer(UITapGestureRecognizer { tap in
            taps.append(tap.location(in: nil))
            states.append(tap.state)
        })
        scene.tap(at: CGPoint(x: 40, y: 50), at: 1)
        scene.advance(to: 2)
        XCTAssertEqual(taps, [CGPoint(x: 40, y: 50)])
        XCTAssertEqual(states, [.recognized])
    }

    func testMovingOrHoldingIsNotATap() {
        let scene = makeTestScene()
        var taps = 0
        scene.rootView.addGestureRecognizer(UITapGestureRecognizer { _ in taps += 1 })
        scene.drag(from: CGPoint(x: 40, y: 50), to: CGPoint(x: 40, y: 80), duration: 0.2, at: 1)
        scene.touchDown(at: CGPoint(x: 40, y: 50), time: 2)
        scene.touchUp(at: CGPoint(x: 40, y: 50), time: 3)
        scene.drag(from: CGPoint(x: 40, y: 50), to: CGPoint(x: 45, y: 53), duration: 0.2, at: 4)
        scene.advance(to: 5)
        XCTAssertEqual(taps, 1, "only the last, within 10 pt and 0.5 s")
    }

    func testDoubleTapNeedsTwoQuickTaps() {
        let scene = makeTestScene()
        var doubles = 0
        let doubleTap = UITapGestureRecognizer { _ in doubles += 1 }
        doubleTap.numberOfTapsRequired = 2
        scene.rootView.addGestureRecognizer(doubleTap)
        scene.tap(at: CGPoint(x: 100, y: 100), at: 1)
        scene.tap(at: CGPoint(x: 100, y: 100), at: 2)  // too late: starts a new count
        scene.tap(at: CGPoint(x: 102, y: 101), at: 2.3)
        scene.advance(to: 3)
        XCTAssertEqual(doubles, 1)
    }

    // MARK: Which recognizer takes the touch

    func testAPanOnTheParentBeatsATapOnTheChild() {
        let scene = makeTestScene()
        let parent = UIView(frame: CGRect(x: 0, y: 100, width: 375, height: 400))
        let child = UIView(frame: CGRect(x: 100, y: 100, width: 100, height: 100))
        scene.rootView.addSubview(parent)
        parent.addSubview(child)
        var events: [String] = []
        child.addGestureRecognizer(UITapGestureRecognizer { _ in events.append("tap") })
        parent.addGestureRecognizer(UIPanGestureRecognizer { pan in
            if pan.state == .began { events.append("pan") }
        })
        scene.drag(from: CGPoint(x: 150, y: 250), to: CGPoint(x: 300, y: 250), duration: 0.3, at: 1)
        scene.advance(to: 2)
        XCTAssertEqual(events, ["pan"])
        scene.tap(at: CGPoint(x: 150, y: 250), at: 2)
        scene.advance(to: 3)
        XCTAssertEqual(events, ["pan", "tap"], "a tap stays a tap")
    }

    func testTheInnermostPanWins() {
        let scene = makeTestScene()
        let child = UIView(frame: CGRect(x: 100, y: 100, width: 100, height: 100))
        scene.rootView.addSubview(child)
        var began: [String] = []
        scene.rootView.addGestureRecognizer(UIPanGestureRecognizer { if $0.state == .began { began.append("root") } })
        child.addGestureRecognizer(UIPanGestureRecognizer { if $0.state == .began { began.append("child") } })
        scene.drag(from: CGPoint(x: 150, y: 150), to: CGPoint(x: 300, y: 300), duration: 0.3, at: 1)
        scene.drag(from: CGPoint(x: 20, y: 400), to: CGPoint(x: 300, y: 400), duration: 0.3, at: 2)
        scene.advance(to: 3)
        XCTAssertEqual(began, ["child", "root"])
    }

    func testScreenEdgePanStartsOnlyAtItsEdge() {
        let scene = makeTestScene()
        var began: [CGPoint] = []
        let edgePan = UIScreenEdgePanGestureRecognizer { pan in
            if pan.state == .began { began.append(pan.location(in: nil)) }
        }
        edgePan.edges = .bottom
        scene.rootView.addGestureRecognizer(edgePan)
        scene.drag(from: CGPoint(x: 187, y: 400), to: CGPoint(x: 187, y: 200), duration: 0.3, at: 1)
        scene.drag(from: CGPoint(x: 187, y: 660), to: CGPoint(x: 187, y: 300), duration: 0.3, at: 2)
        scene.advance(to: 3)
        XCTAssertEqual(began.count, 1)
        XCTAssertEqual(Double(began[0].y), 640, accuracy: 1e-9, "began at the first move, 20 pt up")
    }

    // MARK: Handlers and the clock

    func testAnAnimatorMadeInAHandlerMovesWithTheScene() {
        let (scene, view, pan, _) = makePanScene()
        var animator: UIDynamicAnimator?
        pan.addTarget { pan in
            guard pan.state == .ended else { return }
            let made = UIDynamicAnimator(referenceView: scene.rootView)
            made.addBehavior(UIGravityBehavior(items: [view]))
            animator = made
        }
        scene.drag(from: CGPoint(x: 150, y: 300), to: CGPoint(x: 250, y: 300), duration: 0.3, at: 1)
        scene.advance(to: 1.4)
        let centre = view.center.y
        XCTAssertTrue(animator?.clock === scene.clock)
        scene.advance(to: 1.9)
        // About 0.6 s of 1000 pt/s² gravity: some 180 pt.
        XCTAssertGreaterThan(view.center.y - centre, 100)
    }

    /// The flick demo's handler: an attachment follows the finger, a push throws the view.
    private func runFlickDemo() -> (records: [PanRecord], centres: [CGPoint], angle: CGFloat) {
        let (scene, view, pan, records) = makePanScene()
        view.bounds.size = CGSize(width: 40, height: 40)
        var centres: [CGPoint] = []
        scene.run {
            let animator = UIDynamicAnimator(referenceView: scene.rootView)
            let collision = UICollisionBehavior(items: [view])
            collision.translatesReferenceBoundsIntoBoundary = true
            animator.addBehavior(collision)
            let attachment = UIAttachmentBehavior(item: view, attachedToAnchor: view.center)
            pan.addTarget { pan in
                let location = pan.location(in: scene.rootView)
                let velocity = pan.velocity(in: scene.rootView)
                switch pan.state {
                case .began:
                    attachment.anchorPoint = location
                    animator.addBehavior(attachment)
                case .changed:
                    attachment.anchorPoint = location
                default:
                    let push = UIPushBehavior(items: [view], mode: .instantaneous)
                    push.pushDirection = CGVector(dx: velocity.x, dy: velocity.y)
                    push.magnitude = hypot(velocity.x, velocity.y) * 0.0008
                    animator.removeBehavior(attachment)
                    animator.addBehavior(push)
                }
            }
        }
        scene.clock.onTick { _ in centres.append(view.center) }
        scene.drag(from: CGPoint(x: 190, y: 335), to: CGPoint(x: 120, y: 250), duration: 0.6, timing: .easeInOut, at: 0.5)
        // Scripted from a callback, from wherever the view has drifted to.
        scene.at(1.5) { scene.flick(from: view.center, velocity: CGVector(dx: 900, dy: 1200)) }
        scene.advance(to: 3)
        return (records(), centres, view.transform.rotationAngle)
    }

    func testTheSameScriptGivesTheSameResults() {
        let first = runFlickDemo(), second = runFlickDemo()
        XCTAssertEqual(first.records, second.records)
        XCTAssertEqual(first.centres, second.centres)
        XCTAssertEqual(first.angle, second.angle)
        XCTAssertEqual(first.records.filter { $0.state == .began }.count, 2)
        XCTAssertNotEqual(first.centres[100], first.centres[170], "the flick threw the view")
    }
}
