import DynamicsKit
import Foundation
import TestSupport
import XCTest

/// Finite inputs that used to trap, hang or put NaN into a view (issue 14, items 11–14).
final class RobustnessTests: XCTestCase {
    /// All of a view tree's stored geometry is finite.
    private func assertFinite(_ view: UIView, _ label: String, file: StaticString = #filePath, line: UInt = #line) {
        let t = view.transform, b = view.bounds
        let values = [view.center.x, view.center.y, t.a, t.b, t.c, t.d, t.tx, t.ty, b.origin.x, b.origin.y, b.width, b.height]
        XCTAssertTrue(values.allSatisfy(\.isFinite), "\(label): center \(view.center), transform \(t), bounds \(b)", file: file, line: line)
        for subview in view.subviews { assertFinite(subview, label, file: file, line: line) }
    }

    // Item 11.
    func testItemsInRectSkipsAnItemWhoseFrameOverflows() {
        let stage = TestStage()
        let huge = stage.addView(size: CGSize(width: 40, height: 40), center: CGPoint(x: 100, y: 100))
        let plain = stage.addView(size: CGSize(width: 40, height: 40), center: CGPoint(x: 200, y: 100))
        huge.transform = CGAffineTransform(a: 1e308, b: 0, c: 0, d: 1e308, tx: 0, ty: 0)
        stage.add(UICollisionBehavior(items: [huge, plain]))
        let found = stage.animator.items(in: CGRect(origin: .zero, size: .phone))
        XCTAssertEqual(found.count, 1)
        XCTAssertTrue(found.first === plain)
        XCTAssertTrue(stage.animator.items(in: CGRect(x: CGFloat.nan, y: 0, width: 10, height: 10)).isEmpty)
    }

    // Item 12: superviews scaled to the ends of the floating-point range.
    func testItemsInExtremelyScaledSuperviewsStayFinite() {
        for scale in [CGFloat(5e-324), 1e-300, 1e300, 1.7e308] {
            for (sx, sy) in [(scale, scale), (scale, 1), (1, scale)] {
                let stage = TestStage()
                let container = stage.addView(size: CGSize(width: 200, height: 200), center: CGPoint(x: 187, y: 333))
                container.transform = CGAffineTransform(scaleX: sx, y: sy)
                let item = UIView(frame: CGRect(x: 80, y: 20, width: 30, height: 30))
                container.addSubview(item)
                let collision = UICollisionBehavior(items: [item])
                collision.translatesReferenceBoundsIntoBoundary = true
                stage.add(UIGravityBehavior(items: [item]))
                stage.add(collision)
                stage.run(for: 1)
                assertFinite(stage.root, "scale \(sx)×\(sy)")
            }
        }
    }

    // Item 12: a dynamic view inside another dynamic view moved to the edge of the range.
    func testANestedItemStaysFiniteWhenItsDynamicSuperviewIsMovedFarAway() {
        for far in [CGFloat(1.8e308), -1.8e308, CGFloat.greatestFiniteMagnitude] {
            let stage = TestStage()
            let outer = stage.addView(size: CGSize(width: 100, height: 100), center: CGPoint(x: 187, y: 200))
            outer.transform = CGAffineTransform(rotationAngle: 0.3)
            let inner = UIView(frame: CGRect(x: 10, y: 10, width: 20, height: 20))
            outer.addSubview(inner)
            stage.add(UIGravityBehavior(items: [outer, inner]))
            stage.run(for: 0.5)
            stage.scene.run {
                outer.center = CGPoint(x: far, y: -far)
                stage.animator.updateItem(usingCurrentState: outer)
            }
            stage.run(for: 0.5)
            assertFinite(stage.root, "moved to \(far)")
        }
    }

    func testInvertingHugeAndTinyScalesIsFinite() {
        for scale in [CGFloat(5e-324), 1e-300, 1e300, 1.7e308] {
            for transform in [CGAffineTransform(scaleX: scale, y: scale), CGAffineTransform(scaleX: scale, y: 1),
                              CGAffineTransform(a: scale, b: 0, c: 0, d: scale, tx: 1e300, ty: -1e300)] {
                let inverse = transform.inverted()
                XCTAssertTrue([inverse.a, inverse.b, inverse.c, inverse.d, inverse.tx, inverse.ty].allSatisfy(\.isFinite), "\(transform)")
            }
        }
        let big = CGAffineTransform(scaleX: 1e300, y: 1e300).inverted()
        XCTAssertEqual(big.a, 1e-300, accuracy: 1e-310, "a representable inverse is found even when the determinant overflows")
        let ordinary = CGAffineTransform(a: 2, b: 1, c: -1, d: 3, tx: 5, ty: -7)
        let point = CGPoint(x: 3, y: 4)
        let back = point.applying(ordinary).applying(ordinary.inverted())
        XCTAssertEqual(back.x, 3, accuracy: 1e-12)
        XCTAssertEqual(back.y, 4, accuracy: 1e-12)
    }

    // Item 13.
    func testArcsBeyondAFullTurnAreAtMostTwoTurnsOfLines() throws {
        if isChildTest("DynamicsKitTests.RobustnessTests/testArcsBeyondAFullTurnAreAtMostTwoTurnsOfLines") {
            for (end, clockwise) in [(CGFloat(-1e300), true), (1e300, false), (1e300, true), (-1e300, false), (1e6, true)] {
                let path = UIBezierPath(arcCenter: CGPoint(x: 50, y: 50), radius: 20, startAngle: 0, endAngle: end, clockwise: clockwise)
                precondition(path.cgPath.polygons.flatMap { $0 }.count <= 2 * 72 + 2, "too many points for \(end)")
                precondition(path.cgPath.polygons.flatMap { $0 }.allSatisfy { $0.x.isFinite && $0.y.isFinite })
            }
            return
        }
        let child = try runTestInChildProcess("DynamicsKitTests.RobustnessTests/testArcsBeyondAFullTurnAreAtMostTwoTurnsOfLines", timeout: 30)
        XCTAssertFalse(child.timedOut, "an arc with a huge sweep never returned")
        XCTAssertEqual(child.status, 0, child.stderr)

        // A sweep past a full turn ends at the end angle, after one full circle.
        let path = UIBezierPath(arcCenter: .zero, radius: 10, startAngle: 0, endAngle: 2 * .pi + .pi / 2, clockwise: true)
        let last = try XCTUnwrap(path.cgPath.polygons.last?.last)
        XCTAssertEqual(last.x, 0, accuracy: 1e-9)
        XCTAssertEqual(last.y, 10, accuracy: 1e-9)
        // Sweeps within a turn are as before: a quarter clockwise, three quarters the other way
        // (a cubic curve a quarter turn, drawn as 16 lines, and the start point).
        XCTAssertEqual(UIBezierPath(arcCenter: .zero, radius: 10, startAngle: 0, endAngle: .pi / 2, clockwise: true).cgPath.polygons[0].count, 17)
        XCTAssertEqual(UIBezierPath(arcCenter: .zero, radius: 10, startAngle: 0, endAngle: .pi / 2, clockwise: false).cgPath.polygons[0].count, 49)
    }

    // Item 14.
    func testAHierarchyCycleStopsWithAMessage() throws {
        let name = "DynamicsKitTests.RobustnessTests/testAHierarchyCycleStopsWithAMessage"
        let kind = ProcessInfo.processInfo.environment["DYNAMICS_CYCLE_KIND"] ?? ""
        if isChildTest(name) {
            let a = UIView(), b = UIView(), c = UIView()
            a.addSubview(b)
            b.addSubview(c)
            switch kind {
            case "self": a.addSubview(a)
            case "insert": c.insertSubview(a, at: 0)
            case "below": c.insertSubview(a, belowSubview: c)
            default: c.addSubview(a)
            }
            let scene = Scene(size: CGSize(width: 10, height: 10))
            scene.rootView.addSubview(a)
            scene.advance(by: 0.1)
            return
        }
        for kind in ["self", "add", "insert", "below"] {
            setenv("DYNAMICS_CYCLE_KIND", kind, 1)
            defer { unsetenv("DYNAMICS_CYCLE_KIND") }
            let child = try runTestInChildProcess(name, timeout: 30)
            XCTAssertFalse(child.timedOut, "\(kind): the cycle hung")
            XCTAssertNotNil(child.signal, "\(kind): a cycle must stop the program, as UIKit raises")
            XCTAssertTrue(child.stderr.contains(kind == "self" ? "a view cannot be a subview of itself" : "would make the view hierarchy a cycle"), "\(kind): \(child.stderr)")
        }
        // Moving a view within the tree, or to a cousin, is no cycle.
        let a = UIView(), b = UIView(), c = UIView()
        a.addSubview(b)
        a.addSubview(c)
        c.addSubview(b)
        a.insertSubview(b, at: 0)
        XCTAssertTrue(b.superview === a)
    }
}
