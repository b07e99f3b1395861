import DynamicsKit
import Foundation
import TestSupport
import XCTest

/// UIScrollView against closed forms: the glide after a flick at both deceleration rates, the
/// rubber band while dragging past an edge, the bounce back, paging, a changed target, and the
/// delegate's calls in order.
///
/// Motion started by a touch or a scheduled event takes its first step in that same tick, as
/// the kit's tweens and animators do: `tick` seconds after the lift it has run `tick` + 1/60.
final class ScrollViewTests: XCTestCase {
    private static let tick = 1.0 / 60

    /// Everything the delegate hears, with the offset and time of each call.
    final class Recorder: UIScrollViewDelegate {
        var calls: [String] = []
        var offsets: [(time: TimeInterval, offset: CGPoint)] = []
        var releaseOffset: CGPoint?
        var releaseVelocity: CGPoint?
        var releaseTime: TimeInterval?
        var endTime: TimeInterval?
        var target: CGPoint?
        var changeTarget: ((CGPoint) -> CGPoint)?
        let scene: Scene

        init(scene: Scene) { self.scene = scene }

        func scrollViewDidScroll(_ scrollView: UIScrollView) {
            if calls.last != "didScroll" { calls.append("didScroll") }
            offsets.append((scene.time, scrollView.contentOffset))
        }
        func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {
            XCTAssertTrue(scrollView.isDragging)
            calls.append("willBeginDragging")
        }
        func scrollViewWillEndDragging(
            _ scrollView: UIScrollView, withVelocity velocity: CGPoint, targetContentOffset: UnsafeMutablePointer<CGPoint>
        ) {
            calls.append("willEndDragging")
            releaseOffset = scrollView.contentOffset
            releaseVelocity = velocity
            releaseTime = scene.time
            target = targetContentOffset.pointee
            if let changeTarget { targetContentOffset.pointee = changeTarget(targetContentOffset.pointee) }
        }
        func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {
            XCTAssertFalse(scrollView.isDragging)
            calls.append("didEndDragging(\(decelerate))")
        }
        func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView) { calls.append("willBeginDecelerating") }
        func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {
            XCTAssertFalse(scrollView.isDecelerating)
            calls.append("didEndDecelerating")
            endTime = scene.time
        }
        func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) {
            calls.append("didEndScrollingAnimation")
            endTime = scene.time
        }
    }

    /// A full-screen scroll view over content `size` with no safe-area adjustment, and its recorder.
    private func makeScrollView(content size: CGSize = CGSize(width: 375, height: 3000))
        -> (Scene, UIScrollView, Recorder)
    {
        let scene = makeTestScene()
        let recorder = Recorder(scene: scene)
        let scrollView = UIScrollView(frame: scene.rootView.bounds)
        scene.run {
            scrollView.contentInsetAdjustmentBehavior = .never
            scrollView.contentSize = size
            scrollView.delegate = recorder
            scene.rootView.addSubview(scrollView)
        }
        return (scene, scrollView, recorder)
    }

    // MARK: Deceleration

    /// After release at v₀ (pt/s) the velocity is multiplied by d every millisecond, so after t
    /// seconds the content has moved v₀/1000 · d(1 − d^(1000t))/(1 − d) and comes to rest
    /// v₀/1000 · d/(1 − d) away: 499 pt at 1000 pt/s for .normal (0.998), 99 pt for .fast (0.99).
    /// It stops when less than 0.25 pt is left: after ln(0.25·1000·(1 − d)/(v₀·d)) / ln d ms.
    func testAFlickGlidesTheClosedFormDistanceForTheTimeAtBothRates() throws {
        for (rate, distance, duration) in [
            (UIScrollView.DecelerationRate.normal, 499.0, log(0.25 * 1000 * 0.002 / (1000 * 0.998)) / log(0.998) / 1000),
            (UIScrollView.DecelerationRate.fast, 99.0, log(0.25 * 1000 * 0.01 / (1000 * 0.99)) / log(0.99) / 1000),
        ] {
            let (scene, scrollView, recorder) = makeScrollView()
            scrollView.decelerationRate = rate
            // The finger moves up at 1000 pt/s: the content offset grows at 1000 pt/s.
            let lift = scene.flick(from: CGPoint(x: 187, y: 500), velocity: CGVector(dx: 0, dy: -1000), at: 0.5)
            scene.advance(to: lift + 6)
            let start = try XCTUnwrap(recorder.releaseOffset)
            XCTAssertEqual(Double(try XCTUnwrap(recorder.releaseVelocity).y), 1.0, accuracy: 1e-9, "points per millisecond")
            XCTAssertEqual(recorder.releaseTime ?? -1, lift, accuracy: 1e-9)
            XCTAssertEqual(Double(scrollView.contentOffset.y - start.y), distance, accuracy: 1e-6)
            XCTAssertEqual(Double(try XCTUnwrap(recorder.target).y - start.y), distance, accuracy: 1e-6)
            // On the way: k ticks after the lift, the closed form at t = k/60.
            let d = Double(rate.rawValue)
            for (time, offset) in recorder.offsets where time >= lift && offset.y != start.y && time < lift + duration - 0.05 {
                let t = time - lift + Self.tick
                let expected: Double = d * (1 - pow(d, 1000 * t)) / (1 - d)  // v₀/1000 = 1
                XCTAssertEqual(Double(offset.y - start.y), expected, accuracy: 1e-6, "at \(t) s after the lift")
            }
            let end = try XCTUnwrap(recorder.endTime)
            XCTAssertEqual(end - lift + Self.tick, duration, accuracy: Self.tick + 1e-9, "rests within a tick of the closed form's time")
            XCTAssertFalse(scrollView.isDecelerating)
        }
        XCTAssertEqual(ScrollPhysics.decelerationDistance(velocity: 1000, rate: 0.998), 499, accuracy: 1e-9)
    }

    // MARK: The rubber band and the bounce back

    /// What the rubber band shows for a finger `overshoot` points past the edge of the 667 pt
    /// tall screen: (1 − 1/(x·c/d + 1))·d with c = 0.55.
    private static func rubberBand(_ overshoot: Double) -> Double {
        let dimension = 667.0, c = 0.55
        return (1 - 1 / (overshoot * c / dimension + 1)) * dimension
    }

    /// Dragged 200 pt past the top of a 667 pt tall view, the content shows
    /// (1 − 1/(200·0.55/667 + 1))·667 ≈ 94.4 pt past it; released at rest, it springs back as
    /// a critically damped spring of ω = 10/s: x(t) = x₀(1 + 10t)e^(−10t), resting at 0.
    func testADragPastTheEdgeRubberBandsAndSpringsBack() throws {
        let (scene, scrollView, recorder) = makeScrollView()
        scene.touchDown(at: CGPoint(x: 187, y: 200), time: 1)
        scene.touchMove(to: CGPoint(x: 187, y: 215), time: 1 + 1.0 / 60)  // past the slop: the drag begins here
        scene.touchMove(to: CGPoint(x: 187, y: 415), time: 1 + 2.0 / 60)
        scene.advance(to: 1.2)
        let shown: Double = Self.rubberBand(200)
        XCTAssertEqual(Double(scrollView.contentOffset.y), -shown, accuracy: 1e-9)
        XCTAssertTrue(scrollView.isDragging)
        XCTAssertTrue(scrollView.isTracking)
        // Half as far: less than half the pull (the band stiffens).
        scene.touchMove(to: CGPoint(x: 187, y: 315), time: 1.25)
        scene.advance(to: 1.3)
        XCTAssertEqual(Double(scrollView.contentOffset.y), -Self.rubberBand(100), accuracy: 1e-9)
        scene.touchMove(to: CGPoint(x: 187, y: 415), time: 1.35)
        scene.touchUp(at: CGPoint(x: 187, y: 415), time: 1.5)
        scene.advance(to: 1.5)
        XCTAssertEqual(recorder.target, CGPoint(x: 0, y: 0), "the target is the edge")
        XCTAssertEqual(Double(recorder.releaseVelocity?.y ?? 1), 0, accuracy: 1e-9, "the finger rested before lifting")
        scene.advance(to: 3)
        for (time, offset) in recorder.offsets where time >= 1.5 && offset.y != 0 {
            let t = time - 1.5 + Self.tick
            let expected: Double = -shown * (1 + 10 * t) * exp(-10 * t)
            XCTAssertEqual(Double(offset.y), expected, accuracy: 1e-6, "at \(t) s")
        }
        XCTAssertEqual(scrollView.contentOffset.y, 0)
        // At rest once |x| < 0.25 pt: x₀(1 + 10t)e^(−10t) = 0.25 at t ≈ 0.83 s.
        let settle = try XCTUnwrap(stride(from: 0.0, to: 2, by: 1e-4).first { (t: Double) -> Bool in
            let left: Double = shown * (1 + 10 * t) * exp(-10 * t)
            return left < 0.25
        })
        XCTAssertEqual(try XCTUnwrap(recorder.endTime) - 1.5 + Self.tick, settle, accuracy: Self.tick + 1e-4)
        XCTAssertEqual(recorder.calls, [
            "willBeginDragging", "didScroll", "willEndDragging", "didEndDragging(true)", "willBeginDecelerating",
            "didScroll", "didEndDecelerating",
        ])
    }

    /// Flicked hard towards the end, the content glides to the bottom edge, passes it, and the
    /// spring brings it back exactly to the end: the overshoot is visible, then gone.
    func testAFlickToTheEndOvershootsAndBouncesBackToTheEnd() throws {
        let (scene, scrollView, recorder) = makeScrollView(content: CGSize(width: 375, height: 1200))
        let end = 1200.0 - 667
        let lift = scene.flick(from: CGPoint(x: 187, y: 500), velocity: CGVector(dx: 0, dy: -3000), at: 0.5)
        scene.advance(to: lift + 3)
        let deepest = recorder.offsets.map { Double($0.offset.y) }.max() ?? 0
        XCTAssertGreaterThan(deepest, end + 20, "the bounce shows")
        XCTAssertLessThan(deepest, end + 200)
        XCTAssertEqual(Double(scrollView.contentOffset.y), end)
        XCTAssertEqual(recorder.target?.y, CGFloat(end), "the target is clamped to the end")
        XCTAssertEqual(recorder.calls.last, "didEndDecelerating")
    }

    func testWithoutBouncesTheContentStopsAtTheEdge() {
        let (scene, scrollView, recorder) = makeScrollView(content: CGSize(width: 375, height: 1200))
        scrollView.bounces = false
        let lift = scene.flick(from: CGPoint(x: 187, y: 500), velocity: CGVector(dx: 0, dy: -3000), at: 0.5)
        scene.advance(to: lift + 3)
        XCTAssertEqual(recorder.offsets.map(\.offset.y).max(), 533)
        XCTAssertEqual(scrollView.contentOffset.y, 533)
        // And a drag past the top holds at the top.
        scene.drag(from: CGPoint(x: 187, y: 100), to: CGPoint(x: 187, y: 700), duration: 0.3, at: scene.time + 0.1)
        scene.advance(by: 1)
        XCTAssertEqual(recorder.offsets.map(\.offset.y).min(), 0)
    }

    // MARK: Paging and targets

    /// Paging: a slow flick to the left from the first page comes to rest exactly on the second.
    func testPagingLandsOnAPageBoundary() {
        let (scene, scrollView, recorder) = makeScrollView(content: CGSize(width: 375 * 4, height: 667))
        scrollView.isPagingEnabled = true
        let lift = scene.flick(from: CGPoint(x: 300, y: 300), velocity: CGVector(dx: -400, dy: 0), at: 0.5)
        scene.advance(to: lift + 2)
        XCTAssertEqual(recorder.target, CGPoint(x: 375, y: 0))
        XCTAssertEqual(scrollView.contentOffset, CGPoint(x: 375, y: 0))
        XCTAssertEqual(recorder.calls.last, "didEndDecelerating")
        // A short drag back without a flick settles on the nearest page: still the second.
        scene.drag(from: CGPoint(x: 100, y: 300), to: CGPoint(x: 160, y: 300), duration: 0.5, timing: .easeInOut, at: scene.time)
        scene.advance(by: 2)
        XCTAssertEqual(scrollView.contentOffset, CGPoint(x: 375, y: 0))
        // A hard flick to the right from the second page goes back to the first, not past it.
        scene.flick(from: CGPoint(x: 100, y: 300), velocity: CGVector(dx: 2000, dy: 0), at: scene.time)
        scene.advance(by: 2)
        XCTAssertEqual(scrollView.contentOffset, CGPoint(x: 0, y: 0))
    }

    /// A target the delegate writes is where the content comes to rest: ahead of the release it
    /// glides there at the rate that lands it exactly (d = D / (D + v₀/1000)), behind it springs.
    func testTheTargetTheDelegateChangesIsWhereTheContentRests() throws {
        let (scene, scrollView, recorder) = makeScrollView()
        recorder.changeTarget = { CGPoint(x: $0.x, y: 800) }
        let lift = scene.flick(from: CGPoint(x: 187, y: 500), velocity: CGVector(dx: 0, dy: -1000), at: 0.5)
        scene.advance(to: lift + 8)
        XCTAssertEqual(Double(scrollView.contentOffset.y), 800, accuracy: 1e-9)
        let start = Double(try XCTUnwrap(recorder.releaseOffset).y)
        let d = (800 - start) / ((800 - start) + 1)
        // The glide leaves at the finger's velocity: its first tick follows the new rate.
        let first = try XCTUnwrap(recorder.offsets.first { $0.time > lift })
        let t = first.time - lift + Self.tick
        let expected: Double = d * (1 - pow(d, 1000 * t)) / (1 - d)
        XCTAssertEqual(Double(first.offset.y) - start, expected, accuracy: 1e-6)
        let path = recorder.offsets.filter { $0.time > lift }.map { Double($0.offset.y) }
        XCTAssertEqual(path, path.sorted(), "no overshoot")

        // Behind the release: the spring takes it back to 100.
        recorder.changeTarget = { CGPoint(x: $0.x, y: 100) }
        scene.flick(from: CGPoint(x: 187, y: 500), velocity: CGVector(dx: 0, dy: -1000), at: scene.time)
        scene.advance(by: 3)
        XCTAssertEqual(scrollView.contentOffset.y, 100)
    }

    /// A touch on gliding content stops it there: no more scrolling, and no end of deceleration.
    func testATouchStopsAGlide() {
        let (scene, scrollView, recorder) = makeScrollView()
        let lift = scene.flick(from: CGPoint(x: 187, y: 500), velocity: CGVector(dx: 0, dy: -2000), at: 0.5)
        scene.touchDown(at: CGPoint(x: 187, y: 300), time: lift + 0.3)
        scene.advance(to: lift + 0.3)
        let caught = scrollView.contentOffset
        XCTAssertFalse(scrollView.isDecelerating)
        XCTAssertTrue(scrollView.isTracking)
        scene.touchUp(at: CGPoint(x: 187, y: 300), time: lift + 0.4)
        scene.advance(to: lift + 4)
        XCTAssertEqual(scrollView.contentOffset, caught)
        XCTAssertFalse(recorder.calls.contains("didEndDecelerating"))
        XCTAssertFalse(scrollView.isTracking)
    }

    // MARK: Code

    func testSetContentOffsetAnimatedArrivesAfterThreeTenthsOfASecond() throws {
        let (scene, scrollView, recorder) = makeScrollView()
        scene.at(1) { scrollView.setContentOffset(CGPoint(x: 0, y: 600), animated: true) }
        scene.advance(to: 1 + 0.15 - Self.tick)
        XCTAssertEqual(Double(scrollView.contentOffset.y), 300, accuracy: 1e-6, "half way at half time (ease in-out)")
        scene.advance(to: 2)
        XCTAssertEqual(scrollView.contentOffset.y, 600)
        XCTAssertEqual(recorder.calls.filter { $0 == "didEndScrollingAnimation" }.count, 1)
        XCTAssertEqual(try XCTUnwrap(recorder.endTime), 1.3 - Self.tick, accuracy: 1e-9)
        // Unanimated: at once, with one didScroll.
        scene.run { scrollView.setContentOffset(CGPoint(x: 0, y: 10), animated: false) }
        XCTAssertEqual(scrollView.contentOffset.y, 10)
        XCTAssertEqual(scrollView.bounds.origin, CGPoint(x: 0, y: 10))
    }

    func testScrollRectToVisibleScrollsTheLeastDistance() {
        let (scene, scrollView, _) = makeScrollView()
        scene.run { scrollView.scrollRectToVisible(CGRect(x: 0, y: 1000, width: 10, height: 100), animated: false) }
        XCTAssertEqual(scrollView.contentOffset.y, 1100 - 667)
        scene.run { scrollView.scrollRectToVisible(CGRect(x: 0, y: 500, width: 10, height: 10), animated: false) }
        XCTAssertEqual(scrollView.contentOffset.y, 433, "already visible")
        scene.run { scrollView.scrollRectToVisible(CGRect(x: 0, y: 100, width: 10, height: 10), animated: false) }
        XCTAssertEqual(scrollView.contentOffset.y, 100)
    }

    // MARK: Insets and coordinates

    /// `.automatic` on a scroll view that scrolls vertically adds the safe area's top (20 pt
    /// here) to the adjusted inset, and a scroll view resting at the top starts at −20.
    func testAdjustedContentInsetAddsTheSafeArea() {
        let scene = makeTestScene()
        let scrollView = UIScrollView(frame: scene.rootView.bounds)
        scene.run {
            scrollView.contentSize = CGSize(width: 375, height: 2000)
            scrollView.contentInset = UIEdgeInsets(top: 10, left: 0, bottom: 30, right: 0)
            scene.rootView.addSubview(scrollView)
        }
        XCTAssertEqual(scrollView.adjustedContentInset, UIEdgeInsets(top: 30, left: 0, bottom: 30, right: 0))
        XCTAssertEqual(scrollView.contentOffset, CGPoint(x: 0, y: -30))
        scrollView.contentInsetAdjustmentBehavior = .never
        XCTAssertEqual(scrollView.adjustedContentInset, UIEdgeInsets(top: 10, left: 0, bottom: 30, right: 0))
        // Content that fits does not scroll, so `.scrollableAxes` leaves it alone…
        scrollView.contentInsetAdjustmentBehavior = .scrollableAxes
        scrollView.contentSize = CGSize(width: 375, height: 100)
        XCTAssertEqual(scrollView.adjustedContentInset.top, 10)
        // …unless it always bounces vertically.
        scrollView.alwaysBounceVertical = true
        XCTAssertEqual(scrollView.adjustedContentInset.top, 30)
    }

    /// `.automatic` insets a navigation child's scroll view from the bar even when its content
    /// fits, while the controller `automaticallyAdjustsScrollViewInsets` (the iOS 10 property,
    /// which iOS 11's rule still reads); false leaves it to the scrollable axes.
    func testAutomaticAdjustmentFollowsTheControllersOldProperty() {
        let scene = makeTestScene()
        let controller = UIViewController()
        let scrollView = UIScrollView()
        scene.run {
            controller.view = scrollView
            scene.rootViewController = UINavigationController(rootViewController: controller)
            scrollView.contentSize = CGSize(width: 375, height: 100)
        }
        XCTAssertEqual(scrollView.adjustedContentInset.top, 64, "the status bar and the bar, content that fits")
        controller.automaticallyAdjustsScrollViewInsets = false
        XCTAssertEqual(scrollView.adjustedContentInset.top, 0, "it does not scroll: left alone")
        scrollView.contentSize = CGSize(width: 375, height: 2000)
        XCTAssertEqual(scrollView.adjustedContentInset.top, 64, "it scrolls: inset")
    }

    /// Subviews sit in content coordinates: scrolled by 800, a view at y 1000 is 200 pt down
    /// the screen, converts there and is hit there.
    func testConvertAndHitTestingFollowTheOffset() {
        let (scene, scrollView, _) = makeScrollView()
        let box = UIView(frame: CGRect(x: 50, y: 1000, width: 100, height: 100))
        scene.run {
            scrollView.addSubview(box)
            scrollView.contentOffset = CGPoint(x: 0, y: 800)
        }
        XCTAssertEqual(box.convert(CGPoint.zero, to: nil), CGPoint(x: 50, y: 200))
        XCTAssertEqual(scrollView.convert(CGPoint(x: 60, y: 250), from: nil), CGPoint(x: 60, y: 1050))
        XCTAssertTrue(scene.rootView.hitTest(CGPoint(x: 60, y: 250), with: nil) === box)
        XCTAssertTrue(scene.rootView.hitTest(CGPoint(x: 60, y: 1050), with: nil) !== box)
        XCTAssertTrue(scrollView.clipsToBounds)
    }

    /// An animator whose reference view is the scroll view works in content coordinates: gravity
    /// pulls an item from content y 900 by ½·1000·t² (UIKit's 1000 pt/s² per g).
    func testDynamicsInsideAScrolledScrollView() {
        let (scene, scrollView, _) = makeScrollView()
        let item = UIView(frame: CGRect(x: 150, y: 875, width: 50, height: 50))
        let animator = scene.run { () -> UIDynamicAnimator in
            scrollView.addSubview(item)
            scrollView.contentOffset = CGPoint(x: 0, y: 700)
            let animator = UIDynamicAnimator(referenceView: scrollView)
            animator.addBehavior(UIGravityBehavior(items: [item]))
            return animator
        }
        scene.advance(by: 0.5)
        XCTAssertEqual(Double(item.center.y), 900 + 0.5 * 1000 * 0.25, accuracy: 4)
        XCTAssertEqual(Double(item.convert(CGPoint(x: 25, y: 25), to: nil).y), Double(item.center.y) - 700, accuracy: 1e-9)
        withExtendedLifetime(animator) {}
    }
}
