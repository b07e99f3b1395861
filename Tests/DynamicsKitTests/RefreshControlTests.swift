import DynamicsKit
import Foundation
import TestSupport
import XCTest

/// UIRefreshControl on a scroll view: pulled 80 pt past the top it begins refreshing while the
/// finger is down, sends `.valueChanged` once, and the content released comes to rest 60 pt
/// down with the spinner turning above it; `endRefreshing()` eases it back up in 0.3 s.
final class RefreshControlTests: XCTestCase {
    private static let tick = 1.0 / 60

    /// A full-screen scroll view over 2000 pt of content, no safe-area adjustment, with a
    /// refresh control whose `.valueChanged` actions are counted (with the pull at each).
    private func makeRefreshingScrollView() -> (Scene, UIScrollView, UIRefreshControl, Counter) {
        let scene = makeTestScene()
        let scrollView = UIScrollView(frame: scene.rootView.bounds)
        let control = UIRefreshControl()
        let counter = Counter()
        scene.run {
            scrollView.contentInsetAdjustmentBehavior = .never
            scrollView.contentSize = CGSize(width: 375, height: 2000)
            scrollView.refreshControl = control
            control.addAction(UIAction { _ in
                counter.count += 1
                counter.pulls.append(-scrollView.contentOffset.y)
                counter.times.append(scene.time)
            }, for: .valueChanged)
            scene.rootView.addSubview(scrollView)
        }
        return (scene, scrollView, control, counter)
    }

    final class Counter {
        var count = 0
        var pulls: [CGFloat] = []
        var times: [TimeInterval] = []
    }

    private func spinner(of control: UIRefreshControl) throws -> UIActivityIndicatorView {
        try XCTUnwrap(control.subviews.compactMap { $0 as? UIActivityIndicatorView }.first)
    }

    /// The spokes showing, and the index of the darkest (leading) one.
    private func spokes(of spinner: UIActivityIndicatorView) -> (showing: Int, leading: Int?) {
        let shown = spinner.subviews.filter { !$0.isHidden }
        let leading = spinner.subviews.firstIndex { !$0.isHidden && $0.alpha == 1 }
        return (shown.count, leading)
    }

    func testAPullPastTheThresholdBeginsRefreshingOnceAndRestsBelowTheSpinner() throws {
        let (scene, scrollView, control, counter) = makeRefreshingScrollView()
        XCTAssertTrue(control.superview === scrollView)
        XCTAssertEqual(control.frame, CGRect(x: 0, y: -60, width: 375, height: 60))
        XCTAssertTrue(control.isHidden, "out of sight before a pull")
        let spinner = try spinner(of: control)
        XCTAssertEqual(spokes(of: spinner).showing, 0, "no spokes before a pull")

        // The finger goes down 300 pt in 0.6 s: the rubber band shows 132 pt at the end.
        let lift = scene.drag(from: CGPoint(x: 187, y: 100), to: CGPoint(x: 187, y: 400), duration: 0.6, at: 0.2)
        // Early in the pull: some spokes, no refresh.
        scene.advance(to: 0.45)
        let early = -scrollView.contentOffset.y
        XCTAssertGreaterThan(early, 10)
        XCTAssertLessThan(early, 80)
        XCTAssertFalse(control.isRefreshing)
        XCTAssertFalse(control.isHidden)
        XCTAssertEqual(spokes(of: spinner).showing, Int(early / 80 * 8))
        // Tick by tick to the lift: the content follows the finger (8.3 pt a tick, less through
        // the rubber band) without a jump when the inset grows under it.
        var last = scrollView.contentOffset.y, largestStep: CGFloat = 0
        while scene.time < lift - Self.tick - 1e-9 {
            scene.advance(by: Self.tick)
            largestStep = max(largestStep, abs(scrollView.contentOffset.y - last))
            last = scrollView.contentOffset.y
        }
        XCTAssertLessThan(largestStep, 8.4)
        XCTAssertTrue(control.isRefreshing)
        XCTAssertEqual(counter.count, 1)
        // It began at the first move that showed 80 pt or more: less than one move's worth more.
        let pull = try XCTUnwrap(counter.pulls.first)
        XCTAssertGreaterThanOrEqual(pull, 80)
        XCTAssertLessThan(pull, 85)
        XCTAssertEqual(scrollView.adjustedContentInset.top, 60)
        XCTAssertTrue(spinner.isAnimating)
        XCTAssertEqual(spokes(of: spinner).showing, 8)
        XCTAssertGreaterThan(-scrollView.contentOffset.y, pull, "still following the finger down")

        // Released, it springs back to rest 60 pt down, below the spinner, which keeps turning.
        scene.advance(to: lift + 2)
        XCTAssertEqual(scrollView.contentOffset.y, -60, accuracy: 0.25)
        XCTAssertEqual(counter.count, 1)
        XCTAssertTrue(control.isRefreshing)
        XCTAssertEqual(control.frame, CGRect(x: 0, y: -60, width: 375, height: 60))
        XCTAssertEqual(spinner.frame.midY, 30, accuracy: 1e-9)
        XCTAssertEqual(spinner.frame.midX, 187.5, accuracy: 1e-9)

        // endRefreshing: the inset goes at once, the content eases up in 0.3 s (its first step
        // in the tick it is asked in: halfway after 0.15 s less a tick).
        let end = scene.time
        scene.run { control.endRefreshing() }
        XCTAssertFalse(control.isRefreshing)
        XCTAssertEqual(scrollView.adjustedContentInset.top, 0)
        XCTAssertFalse(spinner.isAnimating)
        scene.advance(to: end + 0.15)
        let start = scrollView.contentOffset.y
        XCTAssertLessThan(start, 0)
        XCTAssertGreaterThan(start, -60)
        scene.advance(to: end + 1)
        XCTAssertEqual(scrollView.contentOffset.y, 0, accuracy: 1e-9)
        XCTAssertTrue(control.isHidden)
        XCTAssertEqual(counter.count, 1)
    }

    func testASmallPullSpringsBackWithoutRefreshing() {
        let (scene, scrollView, control, counter) = makeRefreshingScrollView()
        // 120 pt of finger: about 60 pt shown, short of 80.
        scene.drag(from: CGPoint(x: 187, y: 100), to: CGPoint(x: 187, y: 220), duration: 0.5, at: 0.2)
        scene.advance(to: 0.7 - Self.tick)
        XCTAssertGreaterThan(-scrollView.contentOffset.y, 40)
        scene.advance(to: 3)
        XCTAssertFalse(control.isRefreshing)
        XCTAssertEqual(counter.count, 0)
        XCTAssertEqual(scrollView.contentOffset.y, 0, accuracy: 0.25)
        XCTAssertEqual(scrollView.adjustedContentInset.top, 0)
    }

    func testBeginRefreshingFromCodeSendsNothingAndDoesNotScroll() throws {
        let (scene, scrollView, control, counter) = makeRefreshingScrollView()
        scene.run { control.beginRefreshing() }
        XCTAssertTrue(control.isRefreshing)
        XCTAssertEqual(counter.count, 0)
        XCTAssertEqual(scrollView.contentOffset.y, 0)
        XCTAssertEqual(scrollView.adjustedContentInset.top, 60)
        XCTAssertTrue(try spinner(of: control).isAnimating)
        // Scrolled to the top the inset now allows, the spinner shows; ended, nothing moves back
        // a scroll view resting at its top.
        scene.run { scrollView.setContentOffset(CGPoint(x: 0, y: -60), animated: false) }
        scene.advance(by: 1)
        XCTAssertEqual(scrollView.contentOffset.y, -60)
        scene.run { control.endRefreshing() }
        scene.advance(by: 1)
        XCTAssertEqual(scrollView.contentOffset.y, 0, accuracy: 1e-9)
        XCTAssertEqual(counter.count, 0)
    }

    func testTheSpinnerTurnsOneSpokeEveryEighthOfASecond() throws {
        let scene = makeTestScene()
        let spinner = UIActivityIndicatorView(style: .medium)
        XCTAssertEqual(spinner.bounds.size, CGSize(width: 20, height: 20))
        XCTAssertTrue(spinner.isHidden, "hidden while stopped")
        XCTAssertEqual(spinner.subviews.count, 8)
        scene.run {
            scene.rootView.addSubview(spinner)
            spinner.startAnimating()
        }
        XCTAssertFalse(spinner.isHidden)
        XCTAssertEqual(spokes(of: spinner).leading, 0)
        // 1/8 s is 7.5 ticks: the first step shows at the 8th tick, a full turn after 60.
        scene.advance(by: 7 * Self.tick)
        XCTAssertEqual(spokes(of: spinner).leading, 0)
        scene.advance(by: Self.tick)
        XCTAssertEqual(spokes(of: spinner).leading, 1)
        scene.advance(by: 52 * Self.tick)
        XCTAssertEqual(spokes(of: spinner).leading, 0)
        let alphas = spinner.subviews.map(\.alpha)
        XCTAssertEqual(alphas.first, 1)
        XCTAssertEqual(alphas[1], 0.3, accuracy: 1e-9, "the spoke after the leading one is the last of the tail")
        scene.run { spinner.stopAnimating() }
        XCTAssertTrue(spinner.isHidden)
        XCTAssertEqual(UIActivityIndicatorView(style: .large).bounds.size, CGSize(width: 37, height: 37))
    }

    func testTableViewControllersRefreshControlIsItsTables() {
        let controller = UITableViewController(style: .plain)
        let control = UIRefreshControl()
        controller.refreshControl = control
        XCTAssertTrue(controller.tableView.refreshControl === control)
        XCTAssertTrue(controller.refreshControl === control)
        XCTAssertTrue(control.superview === controller.tableView)
        controller.refreshControl = nil
        XCTAssertNil(control.superview)
        XCTAssertNil(controller.tableView.refreshControl)
    }

    func testTitleAndTint() throws {
        let control = UIRefreshControl()
        control.tintColor = .systemRed
        XCTAssertEqual(try spinner(of: control).color, .systemRed)
        control.attributedTitle = NSAttributedString(string: "Updated just now")
        let label = try XCTUnwrap(control.subviews.compactMap { $0 as? UILabel }.first)
        XCTAssertFalse(label.isHidden)
        XCTAssertEqual(label.text, "Updated just now")
        XCTAssertEqual(label.textColor, .systemRed)
    }
}
