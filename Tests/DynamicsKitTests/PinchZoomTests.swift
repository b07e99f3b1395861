import DynamicsKit
import Foundation
import TestSupport
import XCTest

/// Pinch and rotation recognizers against the scripted fingers, and a scroll view zoomed by a
/// pinch against the closed form: the point under the fingers' midpoint when the pinch began
/// stays under it, so at zoom scale s the offset is anchor·s − midpoint; past the limits the
/// scale is rubber-banded and eases back when the fingers lift.
final class PinchZoomTests: XCTestCase {
    private static let tick = 1.0 / 60

    final class ZoomRecorder: UIScrollViewDelegate {
        let zoomed: UIView
        let scene: Scene
        var calls: [String] = []
        var didZoomCount = 0
        var endScale: CGFloat?
        var endTime: TimeInterval?
        var beganOffset: CGPoint?
        var scales: [CGFloat] = []

        init(zoomed: UIView, scene: Scene) {
            self.zoomed = zoomed
            self.scene = scene
        }

        func viewForZooming(in scrollView: UIScrollView) -> UIView? { zoomed }
        func scrollViewWillBeginZooming(_ scrollView: UIScrollView, with view: UIView?) {
            XCTAssertTrue(view === zoomed)
            calls.append("willBeginZooming")
            beganOffset = scrollView.contentOffset
        }
        func scrollViewDidZoom(_ scrollView: UIScrollView) {
            if calls.last != "didZoom" { calls.append("didZoom") }
            didZoomCount += 1
            scales.append(scrollView.zoomScale)
        }
        func scrollViewDidEndZooming(_ scrollView: UIScrollView, with view: UIView?, atScale scale: CGFloat) {
            XCTAssertTrue(view === zoomed)
            XCTAssertFalse(scrollView.isZooming)
            calls.append("didEndZooming")
            endScale = scale
            endTime = scene.time
        }
    }

    /// A full-screen scroll view over a 750 × 1334 view for zooming, scrolled to (200, 300).
    private func makeZoomingScrollView(minimum: CGFloat = 0.5, maximum: CGFloat = 3)
        -> (Scene, UIScrollView, UIView, ZoomRecorder)
    {
        let scene = makeTestScene()
        let scrollView = UIScrollView(frame: scene.rootView.bounds)
        let zoomed = UIView(frame: CGRect(x: 0, y: 0, width: 750, height: 1334))
        let recorder = ZoomRecorder(zoomed: zoomed, scene: scene)
        scene.run {
            scrollView.contentInsetAdjustmentBehavior = .never
            scrollView.addSubview(zoomed)
            scrollView.contentSize = zoomed.bounds.size
            scrollView.minimumZoomScale = minimum
            scrollView.maximumZoomScale = maximum
            scrollView.delegate = recorder
            scene.rootView.addSubview(scrollView)
            scrollView.contentOffset = CGPoint(x: 200, y: 300)
        }
        return (scene, scrollView, zoomed, recorder)
    }

    // MARK: The recognizers

    func testPinchScaleIsTheFingersDistanceOverTheirFirstAndItsVelocityTheRate() {
        let scene = makeTestScene()
        let view = UIView(frame: scene.rootView.bounds)
        var states: [UIGestureRecognizer.State] = []
        var touchesWhileDown: [Int] = []
        var locations: [CGPoint] = []
        var endScale: CGFloat = 0, endVelocity: CGFloat = 0
        let pinch = UIPinchGestureRecognizer { pinch in
            states.append(pinch.state)
            touchesWhileDown.append(pinch.numberOfTouches)
            locations.append(pinch.location(in: nil))
            if pinch.state == .ended {
                endScale = pinch.scale
                endVelocity = pinch.velocity
            }
        }
        scene.run {
            view.addGestureRecognizer(pinch)
            scene.rootView.addSubview(view)
        }
        // 100 pt apart to 220 pt apart in 0.5 s: 240 pt/s, a scale rate of 2.4 per second.
        let lift = scene.pinch(at: CGPoint(x: 187, y: 333), scale: 2.2, duration: 0.5, at: 0.2)
        XCTAssertEqual(lift, 0.7, accuracy: 1e-12)
        scene.advance(to: 1)
        XCTAssertEqual(states.first, .began)
        XCTAssertEqual(states.last, .ended)
        XCTAssertEqual(states.filter { $0 == .began }.count, 1)
        // Began once the distance changed by more than 10 pt: 4 pt a tick, so at the third of
        // 30 moves; changed at each after it, ended at the lift.
        XCTAssertEqual(states.count, 1 + 27 + 1)
        XCTAssertEqual(Set(touchesWhileDown), [2])
        for location in locations {
            XCTAssertEqual(location.x, 187, accuracy: 1e-9)
            XCTAssertEqual(location.y, 333, accuracy: 1e-9)
        }
        XCTAssertEqual(endScale, 2.2, accuracy: 1e-9)
        XCTAssertEqual(endVelocity, 2.4, accuracy: 1e-6)
        XCTAssertEqual(pinch.state, .possible)
        XCTAssertEqual(pinch.numberOfTouches, 0)
    }

    func testSettingThePinchScaleMakesLaterMovesScaleFromIt() {
        let scene = makeTestScene()
        let view = UIView(frame: scene.rootView.bounds)
        var product: CGFloat = 1
        var firstScale: CGFloat?
        let pinch = UIPinchGestureRecognizer { pinch in
            if firstScale == nil { firstScale = pinch.scale }
            product *= pinch.scale
            pinch.scale = 1
        }
        scene.run {
            view.addGestureRecognizer(pinch)
            scene.rootView.addSubview(view)
        }
        scene.pinch(at: CGPoint(x: 187, y: 333), scale: 0.4, duration: 0.5, at: 0.1)
        scene.advance(to: 1)
        // A squeeze starts 250 pt apart and ends at 100: the product of the steps is the whole.
        XCTAssertEqual(Scene.pinchSpan(forScale: 0.4), 250, accuracy: 1e-9)
        XCTAssertEqual(product, 0.4, accuracy: 1e-9)
        XCTAssertLessThan(try XCTUnwrap(firstScale), 1 - 10.0 / 250)
    }

    func testRotationIsTheAngleTurnedAndItsVelocity() {
        let scene = makeTestScene()
        let view = UIView(frame: scene.rootView.bounds)
        var endRotation: CGFloat = 0, endVelocity: CGFloat = 0, began = 0
        let rotation = UIRotationGestureRecognizer { rotation in
            if rotation.state == .began { began += 1 }
            if rotation.state == .ended {
                endRotation = rotation.rotation
                endVelocity = rotation.velocity
            }
        }
        scene.run {
            view.addGestureRecognizer(rotation)
            scene.rootView.addSubview(view)
        }
        scene.rotate(at: CGPoint(x: 187, y: 333), by: .pi / 2, duration: 0.5, at: 0.1)
        scene.advance(to: 1)
        XCTAssertEqual(began, 1)
        XCTAssertEqual(endRotation, .pi / 2, accuracy: 1e-9)
        XCTAssertEqual(endVelocity, .pi, accuracy: 1e-6)
    }

    func testAPinchCancelsTheTouchesOfTheViewItLandedOn() {
        final class TouchView: UIView {
            var calls: [String] = []
            override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { calls.append("began \(touches.count)") }
            override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) { calls.append("moved") }
            override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { calls.append("ended") }
            override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) { calls.append("cancelled \(touches.count)") }
        }
        let scene = makeTestScene()
        let view = TouchView(frame: scene.rootView.bounds)
        let plain = TouchView(frame: scene.rootView.bounds)
        scene.run {
            view.addGestureRecognizer(UIPinchGestureRecognizer(target: nil, action: nil))
            scene.rootView.addSubview(plain)
            scene.rootView.addSubview(view)
        }
        scene.pinch(at: CGPoint(x: 187, y: 333), scale: 2.2, duration: 0.5, at: 0.1)
        scene.advance(to: 1)
        // Began with both fingers; the pinch began at the third move (4 pt a tick, past 10 pt).
        XCTAssertEqual(view.calls, ["began 2", "moved", "moved", "cancelled 2"])
        view.removeFromSuperview()
        scene.pinch(at: CGPoint(x: 187, y: 333), scale: 2, duration: 0.5, at: 1.1)
        scene.advance(to: 2)
        XCTAssertEqual(plain.calls.first, "began 2")
        XCTAssertEqual(plain.calls.last, "ended")
        XCTAssertEqual(plain.calls.count, 2 + 30)
    }

    // MARK: Zooming a scroll view

    func testAPinchZoomsAboutTheFingersMidpoint() throws {
        let (scene, scrollView, zoomed, recorder) = makeZoomingScrollView()
        XCTAssertNotNil(scrollView.pinchGestureRecognizer)
        let center = CGPoint(x: 187, y: 333)
        scene.pinch(at: center, scale: 2.2, duration: 0.5, at: 0.5)
        // Mid-pinch at 0.75 s the fingers are 160 pt apart: zoom 1.6.
        scene.advance(to: 0.75)
        // The content point under the midpoint when the pinch began: offset + midpoint, at zoom 1.
        let anchor = CGPoint(x: 200 + 187, y: 300 + 333)
        XCTAssertTrue(scrollView.isZooming)
        XCTAssertEqual(scrollView.zoomScale, 1.6, accuracy: 1e-9)
        XCTAssertEqual(scrollView.contentOffset.x, anchor.x * 1.6 - center.x, accuracy: 1e-6)
        XCTAssertEqual(scrollView.contentOffset.y, anchor.y * 1.6 - center.y, accuracy: 1e-6)
        XCTAssertEqual(zoomed.frame.width, 750 * 1.6, accuracy: 1e-9)
        XCTAssertEqual(scrollView.contentSize.height, 1334 * 1.6, accuracy: 1e-9)

        scene.advance(to: 1.5)
        XCTAssertFalse(scrollView.isZooming)
        XCTAssertEqual(scrollView.zoomScale, 2.2, accuracy: 1e-9)
        XCTAssertEqual(scrollView.contentOffset.x, anchor.x * 2.2 - center.x, accuracy: 1e-6)
        XCTAssertEqual(scrollView.contentOffset.y, anchor.y * 2.2 - center.y, accuracy: 1e-6)
        XCTAssertEqual(zoomed.frame.width, 1650, accuracy: 1e-9)
        XCTAssertEqual(zoomed.frame.minX, 0, accuracy: 1e-9)
        XCTAssertEqual(recorder.calls, ["willBeginZooming", "didZoom", "didEndZooming"])
        XCTAssertEqual(try XCTUnwrap(recorder.endScale), 2.2, accuracy: 1e-9)
        XCTAssertEqual(try XCTUnwrap(recorder.endTime), 1.0, accuracy: 1e-9, "ends as the fingers lift: nothing to bounce")
        // One didZoom a move from the one the pinch began on (the third) to the last.
        XCTAssertEqual(recorder.didZoomCount, 30 - 2)
    }

    func testAnOverPinchIsRubberBandedAndBouncesBackToTheMaximum() throws {
        let (scene, scrollView, _, recorder) = makeZoomingScrollView(maximum: 3)
        let center = CGPoint(x: 187, y: 333)
        // 100 pt to 400 pt apart in 0.6 s; the fingers lift at 1.1 s.
        scene.pinch(at: center, scale: 4, duration: 0.6, at: 0.5)
        scene.advance(to: 1.1 - Self.tick)
        XCTAssertNil(recorder.endScale)
        scene.advance(to: 1.1)
        // Asked for 4, shown 3·(1 + band(4/3 − 1)) with the scroll view's rubber band of 1 pt.
        let excess = 4.0 / 3 - 1
        let shown = 3 * (1 + (1 - 1 / (excess * 0.55 + 1)))
        XCTAssertEqual(Double(recorder.scales.max() ?? 0), shown, accuracy: 1e-9)
        XCTAssertGreaterThan(shown, 3.4)
        XCTAssertTrue(scrollView.isZoomBouncing)
        XCTAssertTrue(scrollView.isZooming)
        XCTAssertNil(recorder.endScale, "the zoom ends after the bounce")
        // The bounce takes its first step in the lift's tick: halfway through its 0.3 s, eased
        // in and out, it is halfway between.
        scene.advance(to: 1.1 + 0.15 - Self.tick)
        XCTAssertEqual(Double(scrollView.zoomScale), (shown + 3) / 2, accuracy: 1e-6)
        scene.advance(to: 2)
        XCTAssertFalse(scrollView.isZoomBouncing)
        XCTAssertEqual(scrollView.zoomScale, 3, accuracy: 1e-12)
        XCTAssertEqual(recorder.endScale, 3)
        XCTAssertEqual(try XCTUnwrap(recorder.endTime), 1.1 + 0.3 - Self.tick, accuracy: 1e-6)
        let anchor = CGPoint(x: 387, y: 633)
        XCTAssertEqual(scrollView.contentOffset.x, anchor.x * 3 - center.x, accuracy: 1e-6)
        XCTAssertEqual(scrollView.contentOffset.y, anchor.y * 3 - center.y, accuracy: 1e-6)
        XCTAssertEqual(recorder.calls, ["willBeginZooming", "didZoom", "didEndZooming"])
    }

    func testASqueezePastTheMinimumBouncesBackIntoRange() {
        let (scene, scrollView, _, recorder) = makeZoomingScrollView(minimum: 0.25)
        scene.pinch(at: CGPoint(x: 187, y: 333), scale: 0.1, duration: 0.5, at: 0.5)
        scene.advance(to: 2)
        let excess = 0.25 / 0.1 - 1
        XCTAssertEqual(Double(recorder.scales.min() ?? 0), 0.25 / (1 + (1 - 1 / (excess * 0.55 + 1))), accuracy: 1e-9)
        XCTAssertEqual(scrollView.zoomScale, 0.25, accuracy: 1e-12)
        // 187.5 × 333.5 content in a 375 × 667 view: the offset comes to rest at the origin.
        XCTAssertEqual(scrollView.contentOffset.x, 0, accuracy: 1e-9)
        XCTAssertEqual(scrollView.contentOffset.y, 0, accuracy: 1e-9)
        XCTAssertEqual(recorder.endScale, 0.25)
    }

    func testWithoutBouncesZoomThePinchStopsAtTheLimit() {
        let (scene, scrollView, _, recorder) = makeZoomingScrollView(maximum: 1.5)
        scrollView.bouncesZoom = false
        scene.pinch(at: CGPoint(x: 187, y: 333), scale: 3, duration: 0.5, at: 0.5)
        scene.advance(to: 1.0)
        XCTAssertEqual(scrollView.zoomScale, 1.5)
        XCTAssertFalse(scrollView.isZoomBouncing)
        XCTAssertEqual(recorder.endScale, 1.5)
    }

    func testNoPinchWithoutZoomLimits() {
        let scene = makeTestScene()
        let scrollView = UIScrollView(frame: scene.rootView.bounds)
        XCTAssertNil(scrollView.pinchGestureRecognizer)
        XCTAssertEqual(scrollView.gestureRecognizers?.count, 1, "only the pan")
        scrollView.maximumZoomScale = 2
        XCTAssertNotNil(scrollView.pinchGestureRecognizer)
        XCTAssertTrue(scrollView.gestureRecognizers?.contains { $0 === scrollView.pinchGestureRecognizer } ?? false)
        scrollView.maximumZoomScale = 1
        XCTAssertNil(scrollView.pinchGestureRecognizer)
    }
}
