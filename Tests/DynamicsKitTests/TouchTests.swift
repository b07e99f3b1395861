import DynamicsKit
import Foundation
import TestSupport
import XCTest

/// Hit testing and the touch script's primitives, through the public API.
final class TouchTests: XCTestCase {
    private func addView(_ frame: CGRect, to parent: UIView) -> UIView {
        let view = UIView(frame: frame)
        parent.addSubview(view)
        return view
    }

    // MARK: Hit testing

    func testHitTestFindsTheFrontmostDeepestView() {
        let root = UIView(frame: CGRect(origin: .zero, size: .phone))
        let back = addView(CGRect(x: 50, y: 50, width: 200, height: 200), to: root)
        let front = addView(CGRect(x: 150, y: 150, width: 200, height: 200), to: root)
        let child = addView(CGRect(x: 10, y: 10, width: 20, height: 20), to: front)

        XCTAssertTrue(root.hitTest(CGPoint(x: 100, y: 100), with: nil) === back)
        XCTAssertTrue(root.hitTest(CGPoint(x: 200, y: 200), with: nil) === front, "overlap goes to the frontmost")
        XCTAssertTrue(root.hitTest(CGPoint(x: 165, y: 165), with: nil) === child)
        XCTAssertTrue(root.hitTest(CGPoint(x: 10, y: 600), with: nil) === root)
        XCTAssertNil(root.hitTest(CGPoint(x: -1, y: 10), with: nil))
    }

    func testHitTestHonoursRotationAndScale() {
        let root = UIView(frame: CGRect(origin: .zero, size: .phone))
        // A 100 × 100 square turned 45°: its frame is a 141 pt box, but its corners are empty.
        let diamond = addView(CGRect(x: 100, y: 100, width: 100, height: 100), to: root)
        diamond.transform = CGAffineTransform(rotationAngle: .pi / 4)
        XCTAssertTrue(root.hitTest(CGPoint(x: 150, y: 150), with: nil) === diamond)
        XCTAssertTrue(root.hitTest(CGPoint(x: 150, y: 85), with: nil) === diamond, "top vertex at y ≈ 79")
        XCTAssertTrue(root.hitTest(CGPoint(x: 90, y: 90), with: nil) === root, "inside the frame, outside the diamond")

        // Scaled by 2 about its centre (250, 450): 40 × 40 covers 210…290.
        let scaled = addView(CGRect(x: 230, y: 430, width: 40, height: 40), to: root)
        scaled.transform = CGAffineTransform(scaleX: 2, y: 2)
        XCTAssertTrue(root.hitTest(CGPoint(x: 215, y: 415), with: nil) === scaled)
        XCTAssertTrue(root.hitTest(CGPoint(x: 205, y: 450), with: nil) === root)

        // A subview of the rotated view is found through both transforms.
        let marker = addView(CGRect(x: 0, y: 0, width: 10, height: 10), to: diamond)
        let markerCentre = diamond.convert(CGPoint(x: 5, y: 5), to: root)
        XCTAssertTrue(root.hitTest(markerCentre, with: nil) === marker)

        // Scaled to nothing: no touches.
        scaled.transform = CGAffineTransform(scaleX: 0, y: 0)
        XCTAssertTrue(root.hitTest(CGPoint(x: 250, y: 450), with: nil) === root)
    }

    func testHiddenTransparentAndNonInteractiveViewsLetTouchesThrough() {
        let root = UIView(frame: CGRect(origin: .zero, size: .phone))
        let behind = addView(CGRect(x: 0, y: 0, width: 300, height: 300), to: root)
        let cover = addView(CGRect(x: 0, y: 0, width: 300, height: 300), to: root)
        let point = CGPoint(x: 100, y: 100)
        XCTAssertTrue(root.hitTest(point, with: nil) === cover)

        cover.isHidden = true
        XCTAssertTrue(root.hitTest(point, with: nil) === behind)
        cover.isHidden = false
        cover.alpha = 0.005
        XCTAssertTrue(root.hitTest(point, with: nil) === behind)
        cover.alpha = 0.02
        XCTAssertTrue(root.hitTest(point, with: nil) === cover)
        cover.isUserInteractionEnabled = false
        XCTAssertTrue(root.hitTest(point, with: nil) === behind)
    }

    func testSubviewsOutsideTheirSuperviewAreNotHit() {
        let root = UIView(frame: CGRect(origin: .zero, size: .phone))
        let parent = addView(CGRect(x: 100, y: 100, width: 50, height: 50), to: root)
        let overhang = addView(CGRect(x: 40, y: 0, width: 50, height: 50), to: parent)
        XCTAssertTrue(root.hitTest(CGPoint(x: 145, y: 120), with: nil) === overhang)
        XCTAssertTrue(root.hitTest(CGPoint(x: 170, y: 120), with: nil) === root, "outside the parent's bounds")
    }

    func testPointInsideCanBeOverridden() {
        final class Generous: UIView {
            override func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
                bounds.insetBy(dx: -20, dy: -20).contains(point)
            }
        }
        let root = UIView(frame: CGRect(origin: .zero, size: .phone))
        let view = Generous(frame: CGRect(x: 100, y: 100, width: 40, height: 40))
        root.addSubview(view)
        XCTAssertTrue(root.hitTest(CGPoint(x: 90, y: 90), with: nil) === view)
    }

    // MARK: Gesture recognizer bookkeeping

    func testAddingARecognizerToAnotherViewMovesIt() {
        let first = UIView(), second = UIView()
        let pan = UIPanGestureRecognizer { _ in }
        first.addGestureRecognizer(pan)
        XCTAssertTrue(pan.view === first)
        second.addGestureRecognizer(pan)
        XCTAssertTrue(pan.view === second)
        XCTAssertNil(first.gestureRecognizers)
        XCTAssertEqual(second.gestureRecognizers?.count, 1)
        second.removeGestureRecognizer(pan)
        XCTAssertNil(pan.view)
        first.gestureRecognizers = [pan]
        XCTAssertTrue(pan.view === first)
    }

    // MARK: The script

    /// A control that keeps the touches it sees, to inspect `UITouch`.
    private final class TouchRecorder: UIControl {
        var seen: [(phase: UITouch.Phase, location: CGPoint, previous: CGPoint, time: TimeInterval, viewIsSelf: Bool)] = []
        override func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
            record(touch)
            return true
        }
        override func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
            record(touch)
            return true
        }
        override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
            if let touch { record(touch) }
        }
        private func record(_ touch: UITouch) {
            seen.append((touch.phase, touch.location(in: self), touch.previousLocation(in: self), touch.timestamp, touch.view === self))
        }
    }

    func testTouchesReportPhasesLocationsAndScriptTimes() {
        let scene = makeTestScene()
        let recorder = TouchRecorder(frame: CGRect(x: 100, y: 100, width: 100, height: 100))
        scene.rootView.addSubview(recorder)
        scene.touchDown(at: CGPoint(x: 110, y: 120), time: 0.5)
        scene.touchMove(to: CGPoint(x: 130, y: 125), time: 0.6)
        scene.touchMove(to: CGPoint(x: 130, y: 125), time: 0.7)  // no movement: nothing sent
        scene.touchUp(at: CGPoint(x: 150, y: 125), time: 0.8)
        scene.advance(to: 1)

        XCTAssertEqual(recorder.seen.map(\.phase), [.began, .moved, .ended])
        XCTAssertEqual(recorder.seen.map(\.location), [CGPoint(x: 10, y: 20), CGPoint(x: 30, y: 25), CGPoint(x: 50, y: 25)])
        XCTAssertEqual(recorder.seen[1].previous, CGPoint(x: 10, y: 20))
        XCTAssertEqual(recorder.seen.map(\.time), [0.5, 0.6, 0.8])
        XCTAssertTrue(recorder.seen.allSatisfy(\.viewIsSelf))
    }

    func testEventsInOneTickAreDeliveredInScriptTimeOrder() {
        let scene = makeTestScene()
        let recorder = TouchRecorder(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        scene.rootView.addSubview(recorder)
        // Scripted backwards; 0.99 s and 1.0 s fall on the same tick (tick 60).
        scene.touchUp(at: CGPoint(x: 20, y: 20), time: 1.0)
        scene.touchDown(at: CGPoint(x: 10, y: 10), time: 0.99)
        scene.advance(to: 1)
        XCTAssertEqual(recorder.seen.map(\.phase), [.began, .ended])
    }

    func testActiveTouchesFollowTheFinger() {
        let scene = makeTestScene()
        scene.drag(from: CGPoint(x: 100, y: 100), to: CGPoint(x: 100, y: 160), duration: 1, at: 1)
        XCTAssertEqual(scene.activeTouches, [])
        scene.advance(to: 1)
        XCTAssertEqual(scene.activeTouches, [CGPoint(x: 100, y: 100)])
        scene.advance(to: 1.5)
        XCTAssertEqual(scene.activeTouches.count, 1)
        XCTAssertEqual(Double(scene.activeTouches[0].y), 130, accuracy: 1e-9)
        scene.advance(to: 2)
        XCTAssertEqual(scene.activeTouches, [], "lifted at 2 s")
    }

    func testHelpersReturnTheLiftTime() {
        let scene = makeTestScene()
        XCTAssertEqual(scene.tap(at: .zero, at: 1), 1.1, accuracy: 1e-12)
        XCTAssertEqual(scene.drag(from: .zero, to: CGPoint(x: 10, y: 0), duration: 0.5, at: 2), 2.5, accuracy: 1e-12)
        XCTAssertEqual(scene.flick(from: .zero, velocity: CGVector(dx: 500, dy: 0), at: 3), 3.15, accuracy: 1e-12)
    }
}
