import DynamicsKit
import Foundation
import XCTest

/// Core Graphics paths built in code: `CGMutablePath`'s elements, arcs in Core Graphics's
/// y-up sense, tangent arcs, transforms, and hit testing.
final class CGMutablePathTests: XCTestCase {
    private func assertClose(_ a: CGPoint, _ b: CGPoint, _ message: String = "", line: UInt = #line) {
        XCTAssertEqual(a.x, b.x, accuracy: 1e-6, message, line: line)
        XCTAssertEqual(a.y, b.y, accuracy: 1e-6, message, line: line)
    }

    func testLinesRectanglesAndEllipses() {
        let path = CGMutablePath()
        XCTAssertTrue(path.isEmpty)
        path.move(to: CGPoint(x: 10, y: 10))
        path.addLine(to: CGPoint(x: 60, y: 10))
        path.addLine(to: CGPoint(x: 60, y: 40))
        path.closeSubpath()
        XCTAssertFalse(path.isEmpty)
        XCTAssertEqual(path.boundingBox, CGRect(x: 10, y: 10, width: 50, height: 30))
        XCTAssertTrue(path.contains(CGPoint(x: 50, y: 15)), "inside the triangle")
        XCTAssertFalse(path.contains(CGPoint(x: 15, y: 35)), "below its diagonal")

        let shapes = CGMutablePath()
        shapes.addRect(CGRect(x: 0, y: 0, width: 100, height: 100))
        shapes.addEllipse(in: CGRect(x: 25, y: 25, width: 50, height: 50))
        XCTAssertTrue(shapes.contains(CGPoint(x: 50, y: 50), using: .winding), "both wind the same way: filled")
        XCTAssertFalse(shapes.contains(CGPoint(x: 50, y: 50), using: .evenOdd), "even-odd: a hole")
        XCTAssertTrue(shapes.contains(CGPoint(x: 5, y: 5), using: .evenOdd))
        // A transform moves what it adds, and what `contains` tests.
        let moved = CGMutablePath()
        moved.addRect(CGRect(x: 0, y: 0, width: 10, height: 10), transform: CGAffineTransform(translationX: 100, y: 0))
        XCTAssertEqual(moved.boundingBox, CGRect(x: 100, y: 0, width: 10, height: 10))
        XCTAssertTrue(moved.contains(CGPoint(x: 5, y: 5), transform: CGAffineTransform(translationX: -100, y: 0)))
    }

    /// `clockwise` is Core Graphics's (y up): on UIKit's y-down screen, `clockwise: false` from
    /// 0 to π/2 is the short way through the lower right quarter, `true` the long way round.
    func testArcsTurnAsOnIOS() {
        let short = CGMutablePath()
        short.addArc(center: CGPoint(x: 50, y: 50), radius: 40, startAngle: 0, endAngle: .pi / 2, clockwise: false)
        assertClose(short.currentPoint, CGPoint(x: 50, y: 90))
        XCTAssertEqual(short.boundingBox.minY, 50, accuracy: 1e-6, "never above the centre")
        let long = CGMutablePath()
        long.addArc(center: CGPoint(x: 50, y: 50), radius: 40, startAngle: 0, endAngle: .pi / 2, clockwise: true)
        assertClose(long.currentPoint, CGPoint(x: 50, y: 90))
        XCTAssertEqual(long.boundingBox.minY, 10, accuracy: 1e-6, "three quarters round, over the top")
        // The same arc as UIBezierPath's, whose `clockwise` is the screen's.
        let bezier = UIBezierPath(arcCenter: CGPoint(x: 50, y: 50), radius: 40, startAngle: 0, endAngle: .pi / 2, clockwise: true)
        XCTAssertEqual(short.boundingBox, bezier.cgPath.boundingBox)
    }

    func testATangentArcRoundsTheCorner() {
        let path = CGMutablePath()
        path.move(to: .zero)
        path.addArc(tangent1End: CGPoint(x: 100, y: 0), tangent2End: CGPoint(x: 100, y: 100), radius: 20)
        assertClose(path.currentPoint, CGPoint(x: 100, y: 20), "ends where the circle touches the second line")
        XCTAssertEqual(path.boundingBox.maxX, 100, accuracy: 1e-6)
        XCTAssertEqual(path.boundingBox.maxY, 20, accuracy: 1e-6, "the short way round the corner")
        path.addLine(to: CGPoint(x: 100, y: 100))
        XCTAssertEqual(path.boundingBox, CGRect(x: 0, y: 0, width: 100, height: 100))
        // Centre (80, 20): the corner itself is cut off, a point on the rounded edge is not.
        let rounded = path.mutableCopy()!
        rounded.addLine(to: CGPoint(x: 0, y: 100))
        rounded.closeSubpath()
        XCTAssertFalse(rounded.contains(CGPoint(x: 99, y: 1)))
        XCTAssertTrue(rounded.contains(CGPoint(x: 90, y: 15)))
    }

    func testTheRoundedRectangleAndEllipseInitializers() {
        let rect = CGRect(x: 10, y: 20, width: 100, height: 60)
        let rounded = CGPath(roundedRect: rect, cornerWidth: 20, cornerHeight: 10, transform: nil)
        XCTAssertEqual(rounded.boundingBox.integral, rect)
        XCTAssertTrue(rounded.contains(CGPoint(x: 60, y: 50)))
        XCTAssertFalse(rounded.contains(CGPoint(x: 11, y: 21)), "the corner is rounded off")
        XCTAssertTrue(rounded.contains(CGPoint(x: 30, y: 21)), "past the corner's width")
        var flip = CGAffineTransform(scaleX: 2, y: 2)
        let ellipse = CGPath(ellipseIn: CGRect(x: 0, y: 0, width: 10, height: 10), transform: &flip)
        XCTAssertEqual(ellipse.boundingBox.integral, CGRect(x: 0, y: 0, width: 20, height: 20))
        XCTAssertEqual(CGPath(rect: rect, transform: nil).boundingBox, rect)
        XCTAssertEqual(HUGE, Float.greatestFiniteMagnitude, "math.h's MAXFLOAT")
    }

    /// A shape layer draws a mutable path like any other.
    func testAShapeLayerTakesAMutablePath() {
        let layer = CAShapeLayer()
        let path = CGMutablePath()
        path.addRect(CGRect(x: 0, y: 0, width: 20, height: 20))
        layer.path = path
        XCTAssertEqual(layer.path?.boundingBox, CGRect(x: 0, y: 0, width: 20, height: 20))
        // The layer copies the path, as Core Animation does: a later change shows only once set.
        path.addRect(CGRect(x: 50, y: 50, width: 10, height: 10))
        XCTAssertEqual(layer.path?.boundingBox, CGRect(x: 0, y: 0, width: 20, height: 20))
        layer.path = path
        XCTAssertEqual(layer.path?.boundingBox, CGRect(x: 0, y: 0, width: 60, height: 60))
    }
}

/// `equalTo(_:)`, as the Swift SDK imports Core Graphics's equality functions.
final class GeometryEqualityTests: XCTestCase {
    func testEqualTo() {
        XCTAssertTrue(CGSize(width: 2, height: 3).equalTo(CGSize(width: 2, height: 3)))
        XCTAssertFalse(CGSize(width: 2, height: 3).equalTo(CGSize(width: 3, height: 2)))
        XCTAssertTrue(CGPoint(x: 1, y: 1).equalTo(CGPoint(x: 1, y: 1)))
        XCTAssertTrue(CGRect(x: 10, y: 0, width: -10, height: 5).equalTo(CGRect(x: 0, y: 0, width: 10, height: 5)), "the same area")
        XCTAssertFalse(CGRect(x: 0, y: 0, width: 10, height: 5).equalTo(CGRect(x: 0, y: 1, width: 10, height: 5)))
    }
}
