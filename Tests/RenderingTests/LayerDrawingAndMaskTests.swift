import Basics
import DynamicsKit
import Foundation
import Rendering
import XCTest

/// A standalone layer's own drawing (`draw(in:)`, a delegate, `display()`), masks on a view's
/// layer and mask views, and `sublayerTransform`.
final class LayerDrawingAndMaskTests: XCTestCase {
    /// Draws a blue disc filling its bounds, counting how often it is asked.
    final class DiscLayer: CALayer {
        var draws = 0
        override func draw(in ctx: CGContext) {
            draws += 1
            ctx.setFillColor(testBlue.cgColor)
            ctx.fillEllipse(in: bounds)
        }
    }

    func testALayersDrawingWaitsForSetNeedsDisplayAndIsKept() throws {
        let root = makeRoot(width: 100, height: 100)
        let disc = DiscLayer()
        disc.frame = CGRect(x: 20, y: 20, width: 60, height: 60)
        root.layer.addSublayer(disc)
        XCTAssertEqual(try Rasterizer().render(root)[50, 50], white, "as on iOS, nothing is drawn before setNeedsDisplay()")
        XCTAssertEqual(disc.draws, 0)
        XCTAssertFalse(disc.needsDisplay())

        disc.setNeedsDisplay()
        XCTAssertTrue(disc.needsDisplay())
        let frame = try Rasterizer().render(root)
        XCTAssertEqual(frame[50, 50], testBluePixel)
        XCTAssertEqual(frame[22, 22], white, "outside the disc, in the bounds' corner")
        XCTAssertEqual(frame[85, 50], white)
        _ = try Rasterizer().render(root)
        XCTAssertEqual(disc.draws, 1, "the drawing is kept until asked again")

        // needsDisplayOnBoundsChange: a new size draws again.
        disc.needsDisplayOnBoundsChange = true
        disc.bounds.size = CGSize(width: 20, height: 20)
        XCTAssertTrue(disc.needsDisplay())
        let small = try Rasterizer().render(root)
        XCTAssertEqual(disc.draws, 2)
        XCTAssertEqual(small[50, 50], testBluePixel)
        XCTAssertEqual(small[35, 50], white, "the disc is now 20 pt across, about the same centre")
    }

    final class RedDrawer: NSObject, CALayerDelegate {
        func draw(_ layer: CALayer, in ctx: CGContext) {
            ctx.setFillColor(UIColor.red.cgColor)
            ctx.fill(CGRect(x: 0, y: 0, width: layer.bounds.width / 2, height: layer.bounds.height))
        }
    }

    func testADelegateDrawsAPlainLayerAndDisplayCanSetContents() throws {
        let root = makeRoot(width: 100, height: 100)
        let layer = CALayer()
        layer.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
        let drawer = RedDrawer()
        layer.delegate = drawer
        layer.setNeedsDisplay()
        root.layer.addSublayer(layer)
        let frame = try Rasterizer().render(root)
        XCTAssertEqual(frame[25, 50], RGBA(255, 0, 0))
        XCTAssertEqual(frame[75, 50], white)

        // `display()` overridden to set contents: the image shows, no drawing is recorded.
        final class ImageLayer: CALayer {
            override func display() {
                let image = UIGraphicsImageRenderer(size: CGSize(width: 10, height: 10)).image { context in
                    UIColor.green.setFill()
                    context.fill(CGRect(x: 0, y: 0, width: 10, height: 10))
                }
                contents = image.cgImage
            }
        }
        let imageLayer = ImageLayer()
        imageLayer.frame = CGRect(x: 60, y: 60, width: 30, height: 30)
        imageLayer.setNeedsDisplay()
        root.layer.addSublayer(imageLayer)
        // The image was drawn at 2 pixels a point: its CGImage (scale 1) keeps those pixels.
        XCTAssertNil(imageLayer.contents, "display() runs before the next frame is drawn")
        let frame2 = try Rasterizer().render(root)
        XCTAssertEqual((imageLayer.contents as? CGImage)?.width, 20)
        XCTAssertEqual(frame2[61, 61], RGBA(0, 255, 0))
        XCTAssertEqual(frame2[88, 88], RGBA(0, 255, 0), "all of the image, stretched over the layer")
    }

    func testAViewsLayerMaskHidesTheViewAndItsSubviewsOutsideIt() throws {
        let root = makeRoot(width: 100, height: 100)
        let view = makeView(CGRect(x: 0, y: 0, width: 100, height: 100), testBlue)
        let sub = makeView(CGRect(x: 0, y: 0, width: 100, height: 20), .red)
        view.addSubview(sub)
        root.addSubview(view)
        let circle = CAShapeLayer()
        circle.path = UIBezierPath(ovalIn: CGRect(x: 10, y: 0, width: 80, height: 80)).cgPath
        view.layer.mask = circle
        let frame = try Rasterizer().render(root)
        XCTAssertEqual(frame[50, 50], testBluePixel, "inside the circle")
        XCTAssertEqual(frame[50, 10], RGBA(255, 0, 0), "the subview shows inside the circle")
        XCTAssertEqual(frame[5, 5], white, "outside it the root's white shows")
        XCTAssertEqual(frame[50, 90], white)
        XCTAssertEqual(frame[12, 10], white, "the subview is masked too")
    }

    func testAMaskViewsAlphaMasksTheView() throws {
        let root = makeRoot(width: 100, height: 100)
        let view = makeView(CGRect(x: 0, y: 0, width: 100, height: 100), .black)
        root.addSubview(view)
        let mask = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 100))
        mask.backgroundColor = UIColor.white.withAlphaComponent(0.5)
        view.mask = mask
        XCTAssertTrue(view.layer.mask === mask.layer)
        XCTAssertNil(mask.superview, "a mask view is not a subview")
        let frame = try Rasterizer().render(root)
        XCTAssertTrue(frame[25, 50].isClose(to: RGBA(127, 127, 127), tolerance: 1), "half the black shows: \(frame[25, 50])")
        XCTAssertEqual(frame[75, 50], white)
        view.mask = nil
        XCTAssertNil(view.layer.mask)
        XCTAssertEqual(try Rasterizer().render(root)[75, 50], RGBA(0, 0, 0))
    }

    func testSublayerTransformTurnsSublayersAndSubviewsAboutTheAnchor() throws {
        let root = makeRoot(width: 100, height: 100)
        let holder = CALayer()
        holder.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
        holder.addSublayer(solid(CGRect(x: 0, y: 40, width: 30, height: 20), .red))
        root.layer.addSublayer(holder)
        holder.sublayerTransform = CATransform3DMakeRotation(.pi / 2, 0, 0, 1)
        var frame = try Rasterizer().render(root)
        // A quarter turn about (50, 50) takes the bar at the left edge to the top.
        XCTAssertEqual(frame[50, 10], RGBA(255, 0, 0))
        XCTAssertEqual(frame[10, 50], white)

        // A view's layer's sublayerTransform moves its subviews.
        holder.removeFromSuperlayer()
        let container = makeView(CGRect(x: 0, y: 0, width: 100, height: 100), nil)
        container.addSubview(makeView(CGRect(x: 0, y: 40, width: 30, height: 20), .red))
        root.addSubview(container)
        container.layer.sublayerTransform = CATransform3DMakeScale(0.5, 0.5, 1)
        frame = try Rasterizer().render(root)
        XCTAssertEqual(frame[30, 50], RGBA(255, 0, 0), "scaled by half about the centre: the bar spans x 25…40")
        XCTAssertEqual(frame[20, 50], white)
        XCTAssertEqual(frame[42, 50], white)
    }

    private func solid(_ frame: CGRect, _ color: UIColor) -> CALayer {
        let layer = CALayer()
        layer.frame = frame
        layer.backgroundColor = color.cgColor
        return layer
    }
}
