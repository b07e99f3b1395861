import DynamicsKit
import Foundation
import TestSupport
import XCTest

/// The layout pass visits only the branches where a view asked for layout (as Core Animation
/// lays out only the layers marked as needing it), and misses none that did: however deep,
/// however the view came to be in the tree, whenever during the pass it asked.
final class LayoutPassTests: XCTestCase {
    private final class CountingView: UIView {
        var layouts = 0
        var onLayout: (() -> Void)?

        override func layoutSubviews() {
            super.layoutSubviews()
            layouts += 1
            onLayout?()
        }
    }

    /// root → a → b → c, plus a sibling of `a`, all laid out once.
    private func makeTree() -> (Scene, a: CountingView, b: CountingView, c: CountingView, sibling: CountingView) {
        let scene = makeTestScene()
        let a = CountingView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let b = CountingView(frame: CGRect(x: 10, y: 10, width: 100, height: 100))
        let c = CountingView(frame: CGRect(x: 10, y: 10, width: 50, height: 50))
        let sibling = CountingView(frame: CGRect(x: 0, y: 300, width: 50, height: 50))
        scene.run {
            scene.rootView.addSubview(a)
            a.addSubview(b)
            b.addSubview(c)
            scene.rootView.addSubview(sibling)
        }
        return (scene, a, b, c, sibling)
    }

    /// A `layoutSubviews` that adds its subviews again (GentleHum/Breakout's bricks) asks for
    /// no further layout: adding a view where it already is only moves it to the front.
    func testAddingASubviewAgainOnlyBringsItToTheFront() {
        let (scene, a, b, _, _) = makeTree()
        let d = UIView(frame: CGRect(x: 0, y: 150, width: 20, height: 20))
        scene.run { a.addSubview(d) }
        scene.advance(by: 1.0 / 60)
        a.onLayout = { a.addSubview(b) }
        let before = a.layouts
        scene.run { a.setNeedsLayout() }
        scene.advance(by: 0.5)
        XCTAssertEqual(a.layouts, before + 1, "once, for the one request")
        XCTAssertTrue(a.subviews.last === b, "in front")
        XCTAssertEqual(a.subviews.count, 2)
        XCTAssertEqual(b.layouts, 1, "the moved view is not laid out again")
    }

    func testADeepViewThatAsksIsLaidOutAloneAtTheNextPass() {
        let (scene, a, b, c, sibling) = makeTree()
        XCTAssertEqual([a.layouts, b.layouts, c.layouts, sibling.layouts], [1, 1, 1, 1])
        scene.advance(by: 0.5)
        XCTAssertEqual([a.layouts, b.layouts, c.layouts, sibling.layouts], [1, 1, 1, 1])
        c.setNeedsLayout()
        scene.advance(by: 1.0 / 60)
        XCTAssertEqual([a.layouts, b.layouts, c.layouts, sibling.layouts], [1, 1, 2, 1])
        // Resizing asks too.
        b.bounds.size.width = 120
        scene.advance(by: 1.0 / 60)
        XCTAssertEqual([a.layouts, b.layouts, c.layouts, sibling.layouts], [1, 2, 2, 1])
    }

    func testAViewMarkedDuringThePassIsLaidOutInItOrInTheNext() {
        let (scene, a, b, c, sibling) = makeTree()
        // A parent that marks its child: the child is laid out in the same pass, after it.
        b.onLayout = { c.setNeedsLayout() }
        b.setNeedsLayout()
        scene.advance(by: 1.0 / 60)
        XCTAssertEqual([b.layouts, c.layouts], [2, 2])
        b.onLayout = nil
        // A view that marks one the pass has already left: laid out at the next pass, not lost.
        sibling.onLayout = { b.setNeedsLayout() }
        sibling.setNeedsLayout()
        scene.advance(by: 1.0 / 60)
        XCTAssertEqual([a.layouts, b.layouts, sibling.layouts], [1, 2, 2])
        sibling.onLayout = nil
        scene.advance(by: 1.0 / 60)
        XCTAssertEqual([a.layouts, b.layouts, sibling.layouts], [1, 3, 2])
        scene.advance(by: 0.5)
        XCTAssertEqual([a.layouts, b.layouts, c.layouts, sibling.layouts], [1, 3, 2, 2])
    }

    func testABranchMarkedWhileOutOfTheTreeIsLaidOutWhenItComesBack() {
        let (scene, a, b, c, sibling) = makeTree()
        b.removeFromSuperview()
        scene.advance(by: 1.0 / 60)
        XCTAssertEqual(a.layouts, 2, "removing a subview lays out its parent")
        c.setNeedsLayout()
        scene.advance(by: 1.0 / 60)
        XCTAssertEqual(c.layouts, 1, "out of the tree, no pass reaches it")
        sibling.addSubview(b)
        scene.advance(by: 1.0 / 60)
        XCTAssertEqual([sibling.layouts, b.layouts, c.layouts], [2, 2, 2])
    }
}
