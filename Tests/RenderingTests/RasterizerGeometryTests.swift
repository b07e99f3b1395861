import Basics
import DynamicsKit
import Encoding
import Foundation
import XCTest
import Rendering

/// Where views land: transforms about the centre, rounded corners, bounds origins, scales.
final class RasterizerGeometryTests: XCTestCase {
    /// A 120 × 80 view with corner radius 20, turned by π/6 about its centre (100, 100).
    private func makeRotatedRoundedRect(rootBackground: UIColor?) -> (root: UIView, view: UIView) {
        let root = makeRoot(background: rootBackground)
        let view = makeView(CGRect(x: 40, y: 60, width: 120, height: 80), testBlue)
        view.layer.cornerRadius = 20
        view.transform = CGAffineTransform(rotationAngle: .pi / 6)
        root.addSubview(view)
        return (root, view)
    }

    func testRotatedRoundedRectAtOneAndTwoTimes() throws {
        for scale in [1.0, 2.0] {
            let (root, view) = makeRotatedRoundedRect(rootBackground: .white)
            let frame = try Rasterizer(scale: scale).render(root)
            XCTAssertEqual(frame.width, Int(200 * scale))
            XCTAssertEqual(frame.height, Int(200 * scale))
            // Far enough from an edge that the whole pixel containing the point is on one side:
            // a pixel reaches at most its diagonal, √2 / scale points, from any point in it.
            let margin = 1.5 / scale
            let inView = { (local: CGPoint) in frame.pixel(at: view.convert(local, to: root), scale: scale) }

            XCTAssertEqual(frame.pixel(at: CGPoint(x: 100, y: 100), scale: scale), testBluePixel, "centre at \(scale)×")

            // A corner of the unrotated frame (40, 60, 120, 80) falls outside the turned shape.
            let unrotatedCorner = CGPoint(x: 41, y: 61)
            let cornerInView = view.convert(unrotatedCorner, from: root)
            XCTAssertFalse(view.bounds.insetBy(dx: -2, dy: -2).contains(cornerInView))
            XCTAssertEqual(frame.pixel(at: unrotatedCorner, scale: scale), white, "unrotated corner at \(scale)×")

            // Either side of each turned edge, at its middle.
            let (w, h) = (view.bounds.width, view.bounds.height)
            let edges: [(inside: CGPoint, outside: CGPoint)] = [
                (CGPoint(x: w - margin, y: h / 2), CGPoint(x: w + margin, y: h / 2)),
                (CGPoint(x: margin, y: h / 2), CGPoint(x: -margin, y: h / 2)),
                (CGPoint(x: w / 2, y: margin), CGPoint(x: w / 2, y: -margin)),
                (CGPoint(x: w / 2, y: h - margin), CGPoint(x: w / 2, y: h + margin)),
            ]
            for edge in edges {
                XCTAssertEqual(inView(edge.inside), testBluePixel, "inside \(edge.inside) at \(scale)×")
                XCTAssertEqual(inView(edge.outside), white, "outside \(edge.outside) at \(scale)×")
            }

            // Just inside the rounded corner's arc (centre (20, 20), radius 20) along its diagonal,
            // and in the cut-off corner outside it.
            let diagonal = CGFloat(1 / 2.0.squareRoot())
            let onArc = CGPoint(x: 20 - 20 * diagonal, y: 20 - 20 * diagonal)
            XCTAssertEqual(inView(CGPoint(x: onArc.x + margin * diagonal, y: onArc.y + margin * diagonal)), testBluePixel)
            XCTAssertEqual(inView(CGPoint(x: onArc.x - margin * diagonal, y: onArc.y - margin * diagonal)), white)
        }
    }

    func testRoundedCornerCutIsTransparentWithoutRootBackground() throws {
        for scale in [1.0, 2.0] {
            let (root, view) = makeRotatedRoundedRect(rootBackground: nil)
            let frame = try Rasterizer(scale: scale).render(root)
            // (3, 3) is 24 pt from the corner arc's centre (20, 20): 4 pt outside the radius.
            for local in [CGPoint(x: 3, y: 3), CGPoint(x: 117, y: 3), CGPoint(x: 3, y: 77), CGPoint(x: 117, y: 77)] {
                XCTAssertEqual(frame.pixel(at: view.convert(local, to: root), scale: scale), transparent, "\(local) at \(scale)×")
            }
            XCTAssertEqual(frame.pixel(at: CGPoint(x: 100, y: 100), scale: scale), testBluePixel)
            XCTAssertEqual(frame.pixel(at: CGPoint(x: 1, y: 1), scale: scale), transparent)
        }
    }

    func testShiftedBoundsOriginMovesSubviewsWhereConvertSays() throws {
        let root = makeRoot()
        let parent = makeView(CGRect(x: 20, y: 30, width: 120, height: 120), .yellow)
        parent.bounds.origin = CGPoint(x: 10, y: 25)
        parent.transform = CGAffineTransform(rotationAngle: 0.3).scaledBy(x: 1.2, y: 0.9)
        let child = makeView(CGRect(x: 40, y: 50, width: 30, height: 20), testBlue)
        parent.addSubview(child)
        root.addSubview(parent)

        for scale in [1.0, 2.0] {
            let frame = try Rasterizer(scale: scale).render(root)
            // Points 3 pt inside the child's corners are the child; 3 pt outside them, the parent.
            for (x, y) in [(3.0, 3.0), (27.0, 3.0), (3.0, 17.0), (27.0, 17.0), (15.0, 10.0)] {
                let point = child.convert(CGPoint(x: x, y: y), to: root)
                XCTAssertEqual(frame.pixel(at: point, scale: scale), testBluePixel, "(\(x), \(y)) at \(scale)×")
            }
            for (x, y) in [(-3.0, -3.0), (33.0, -3.0), (-3.0, 23.0), (33.0, 23.0)] {
                let point = child.convert(CGPoint(x: x, y: y), to: root)
                XCTAssertEqual(frame.pixel(at: point, scale: scale), RGBA(255, 255, 0), "(\(x), \(y)) at \(scale)×")
            }
        }
        // Without the shift the child would sit 10 pt right and 25 pt lower (rotated and scaled).
        let frame = try Rasterizer().render(root)
        let unshifted = parent.convert(CGPoint(x: 70 + 10, y: 50 + 25), to: root)
        XCTAssertNotEqual(frame.pixel(at: unshifted, scale: 1), testBluePixel)
    }

    func testFractionalScaleSizesAndPlacement() throws {
        let root = makeRoot(width: 100, height: 50)
        root.addSubview(makeView(CGRect(x: 20, y: 10, width: 40, height: 20), testBlue))
        for (scale, width, height) in [(0.3, 30, 15), (1.5, 150, 75), (2.5, 250, 125), (0.75, 75, 38)] {
            let frame = try Rasterizer(scale: scale).render(root)
            XCTAssertEqual(frame.width, width, "width at \(scale)×")
            XCTAssertEqual(frame.height, height, "height at \(scale)×")
            XCTAssertEqual(frame.pixel(at: CGPoint(x: 40, y: 20), scale: scale), testBluePixel)
            XCTAssertEqual(frame.pixel(at: CGPoint(x: 10, y: 40), scale: scale), white)
        }
    }

    func testPixelAlignedRectFillsExactlyItsPixels() throws {
        let root = makeRoot(width: 20, height: 20, background: nil)
        root.addSubview(makeView(CGRect(x: 5, y: 6, width: 7, height: 8), .orange))
        let frame = try Rasterizer().render(root)
        for y in 0..<20 {
            for x in 0..<20 {
                let inside = (5..<12).contains(x) && (6..<14).contains(y)
                XCTAssertEqual(frame[x, y], inside ? RGBA(255, 128, 0) : transparent, "(\(x), \(y))")
            }
        }
    }

    func testRootFrameOriginIsTheTopLeftPixel() throws {
        let root = makeRoot(width: 50, height: 50, background: .red)
        root.center = CGPoint(x: 1000, y: -300)
        let frame = try Rasterizer().render(root)
        XCTAssertEqual(frame.width, 50)
        XCTAssertEqual(frame[0, 0], RGBA(255, 0, 0))
        XCTAssertEqual(frame[49, 49], RGBA(255, 0, 0))
    }

    func testSingularTransformDrawsNothing() throws {
        let root = makeRoot(width: 50, height: 50)
        let view = makeView(CGRect(x: 0, y: 0, width: 50, height: 50), .red)
        view.transform = CGAffineTransform(scaleX: 0, y: 1)
        root.addSubview(view)
        let frame = try Rasterizer().render(root)
        XCTAssertEqual(frame, Frame(width: 50, height: 50, fill: white))
    }
}
