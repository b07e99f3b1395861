import Basics
import DynamicsKit
import Encoding
import Foundation
import Rendering
import TestSupport
import XCTest

/// Core Animation layer trees as the renderer draws them, in pixels: where sublayers land,
/// their order, shapes, strokes cut short, patterns, clipping and hidden layers.
final class LayerTreeTests: XCTestCase {
    private func keep(_ frame: Frame, _ name: String) throws {
        guard let folder = ProcessInfo.processInfo.environment["DYNAMICS_ARTIFACTS"] else { return }
        try frame.writePNG(to: URL(fileURLWithPath: folder).appendingPathComponent("\(name).png"))
    }

    private func solidLayer(_ frame: CGRect, _ color: UIColor) -> CALayer {
        let layer = CALayer()
        layer.frame = frame
        layer.backgroundColor = color.cgColor
        return layer
    }

    func testSublayerFillsItsFrameInTheViewsBoundsCoordinates() throws {
        let root = makeRoot(width: 100, height: 100)
        let card = makeView(CGRect(x: 20, y: 10, width: 60, height: 60), .white)
        card.layer.addSublayer(solidLayer(CGRect(x: 10, y: 20, width: 30, height: 10), testBlue))
        root.addSubview(card)
        let frame = try Rasterizer().render(root)
        // Card origin (20, 10) + layer frame (10, 20, 30, 10): pixels 30..<60 × 30..<40.
        XCTAssertEqual(frame[30, 30], testBluePixel)
        XCTAssertEqual(frame[59, 39], testBluePixel)
        XCTAssertEqual(frame[29, 35], white)
        XCTAssertEqual(frame[60, 35], white)
        XCTAssertEqual(frame[45, 29], white)
        XCTAssertEqual(frame[45, 40], white)
    }

    func testSublayersDrawAboveTheBackgroundAndBelowSubviews() throws {
        let root = makeRoot(width: 100, height: 100)
        let card = makeView(CGRect(x: 0, y: 0, width: 100, height: 100), .red)
        card.layer.addSublayer(solidLayer(CGRect(x: 0, y: 0, width: 60, height: 60), .blue))
        card.addSubview(makeView(CGRect(x: 40, y: 40, width: 60, height: 60), .green))
        root.addSubview(card)
        let frame = try Rasterizer().render(root)
        XCTAssertEqual(frame[10, 10], RGBA(0, 0, 255), "the sublayer covers the background")
        XCTAssertEqual(frame[50, 50], RGBA(0, 255, 0), "the subview covers the sublayer")
        XCTAssertEqual(frame[90, 10], RGBA(255, 0, 0))
    }

    func testZPositionOrdersSiblingsAndTiesKeepArrayOrder() throws {
        let root = makeRoot(width: 100, height: 100)
        let front = solidLayer(CGRect(x: 0, y: 0, width: 50, height: 50), .red)
        let back = solidLayer(CGRect(x: 25, y: 25, width: 50, height: 50), .blue)
        let tie = solidLayer(CGRect(x: 40, y: 40, width: 50, height: 50), .green)
        front.zPosition = 2
        back.zPosition = 1
        tie.zPosition = 1
        for layer in [front, back, tie] { root.layer.addSublayer(layer) }
        let frame = try Rasterizer().render(root)
        XCTAssertEqual(frame[30, 30], RGBA(255, 0, 0), "zPosition 2 in front of 1, although added first")
        XCTAssertEqual(frame[45, 45], RGBA(255, 0, 0))
        XCTAssertEqual(frame[60, 60], RGBA(0, 255, 0), "equal zPosition: the later one in front")
        XCTAssertEqual(frame[30, 70], RGBA(0, 0, 255))
    }

    func testAnchorPointPlacesAndTurnsTheLayer() throws {
        let root = makeRoot(width: 100, height: 100)
        let bar = solidLayer(.zero, .black)
        bar.bounds = CGRect(x: 0, y: 0, width: 40, height: 10)
        bar.anchorPoint = CGPoint(x: 0, y: 0.5)
        bar.position = CGPoint(x: 50, y: 50)
        XCTAssertEqual(bar.frame, CGRect(x: 50, y: 45, width: 40, height: 10))
        // A quarter turn about the left end's middle points the bar down from (50, 50).
        bar.setAffineTransform(CGAffineTransform(rotationAngle: .pi / 2))
        XCTAssertEqual(bar.frame.minX, 45, accuracy: 1e-9)
        XCTAssertEqual(bar.frame.minY, 50, accuracy: 1e-9)
        XCTAssertEqual(bar.frame.height, 40, accuracy: 1e-9)
        root.layer.addSublayer(bar)
        let frame = try Rasterizer().render(root)
        XCTAssertEqual(frame[50, 60], RGBA(0, 0, 0))
        XCTAssertEqual(frame[50, 88], RGBA(0, 0, 0))
        XCTAssertEqual(frame[50, 91], white)
        XCTAssertEqual(frame[60, 48], white, "nothing where the unturned bar was")
    }

    func testShapeLayerLineCoversThePixelsBetweenItsEnds() throws {
        let root = makeRoot(width: 100, height: 100)
        let line = CAShapeLayer()
        line.frame = root.bounds
        let path = UIBezierPath()
        path.move(to: CGPoint(x: 10, y: 10))
        path.addLine(to: CGPoint(x: 90, y: 90))
        line.path = path.cgPath
        line.strokeColor = UIColor.red.cgColor
        line.lineWidth = 4
        line.fillColor = nil
        root.layer.addSublayer(line)
        let frame = try Rasterizer().render(root)
        try keep(frame, "shape-line")
        for t in stride(from: 12, through: 88, by: 4) {
            XCTAssertEqual(frame[t, t], RGBA(255, 0, 0), "on the line at (\(t), \(t))")
            XCTAssertEqual(frame[t, t - 6], white, "off the line above (\(t), \(t))")
        }
        XCTAssertEqual(frame[5, 5], white, "butt caps end at the ends")
        XCTAssertEqual(frame[94, 94], white)
    }

    func testStrokeEndAHalfDrawsTheFirstHalf() throws {
        let root = makeRoot(width: 100, height: 20)
        let line = CAShapeLayer()
        let path = UIBezierPath()
        path.move(to: CGPoint(x: 0, y: 10))
        path.addLine(to: CGPoint(x: 40, y: 10))
        path.addLine(to: CGPoint(x: 100, y: 10))
        line.path = path.cgPath
        line.strokeColor = UIColor.blue.cgColor
        line.lineWidth = 6
        line.strokeEnd = 0.5
        root.layer.addSublayer(line)
        let frame = try Rasterizer().render(root)
        XCTAssertEqual(frame[1, 10], RGBA(0, 0, 255))
        XCTAssertEqual(frame[49, 10], RGBA(0, 0, 255), "half of 100 pt, across the corner at 40")
        XCTAssertEqual(frame[51, 10], white)
        XCTAssertEqual(frame[90, 10], white)
        line.strokeStart = 0.25
        line.strokeEnd = 1
        let cut = try Rasterizer().render(root)
        XCTAssertEqual(cut[24, 10], white)
        XCTAssertEqual(cut[26, 10], RGBA(0, 0, 255))
        XCTAssertEqual(cut[98, 10], RGBA(0, 0, 255))
    }

    func testShapeLayerFillsWithEvenOddAndNonZeroRules() throws {
        let root = makeRoot(width: 100, height: 100)
        let ring = CAShapeLayer()
        let path = UIBezierPath(rect: CGRect(x: 10, y: 10, width: 80, height: 80))
        path.append(UIBezierPath(rect: CGRect(x: 30, y: 30, width: 40, height: 40)))
        ring.path = path.cgPath
        ring.fillColor = UIColor.green.cgColor
        root.layer.addSublayer(ring)
        XCTAssertEqual(try Rasterizer().render(root)[50, 50], RGBA(0, 255, 0), "both rectangles wind the same way")
        ring.fillRule = .evenOdd
        let frame = try Rasterizer().render(root)
        XCTAssertEqual(frame[50, 50], white, "even-odd leaves the hole")
        XCTAssertEqual(frame[20, 20], RGBA(0, 255, 0))
    }

    func testPatternImageColorTilesTheImage() throws {
        // A 2 × 2 checker: red, blue / blue, red.
        let red: [UInt8] = [255, 0, 0, 255], blue: [UInt8] = [0, 0, 255, 255]
        let tile = UIImage(width: 2, height: 2, pixels: red + blue + blue + red)
        let root = makeRoot(width: 20, height: 20)
        let view = makeView(CGRect(x: 4, y: 4, width: 10, height: 10), UIColor(patternImage: tile))
        root.addSubview(view)
        let frame = try Rasterizer().render(root)
        for y in 4..<14 {
            for x in 4..<14 {
                let expected = (x - 4 + y - 4) % 2 == 0 ? RGBA(255, 0, 0) : RGBA(0, 0, 255)
                XCTAssertEqual(frame[x, y], expected, "(\(x), \(y))")
            }
        }
        XCTAssertEqual(frame[3, 3], white)
        XCTAssertEqual(frame[14, 14], white)
        // A layer's background tiles the same way.
        let layer = CALayer()
        layer.frame = CGRect(x: 0, y: 0, width: 4, height: 4)
        layer.backgroundColor = UIColor(patternImage: tile).cgColor
        root.layer.addSublayer(layer)
        let withLayer = try Rasterizer().render(root)
        XCTAssertEqual(withLayer[0, 0], RGBA(255, 0, 0))
        XCTAssertEqual(withLayer[1, 0], RGBA(0, 0, 255))
        XCTAssertEqual(withLayer[3, 3], RGBA(255, 0, 0))
    }

    func testMasksToBoundsClipsSublayers() throws {
        let root = makeRoot(width: 100, height: 100)
        let holder = solidLayer(CGRect(x: 20, y: 20, width: 40, height: 40), .white)
        holder.addSublayer(solidLayer(CGRect(x: 20, y: 20, width: 60, height: 60), .blue))
        root.layer.addSublayer(holder)
        XCTAssertEqual(try Rasterizer().render(root)[70, 70], RGBA(0, 0, 255), "unclipped, it reaches beyond")
        holder.masksToBounds = true
        let frame = try Rasterizer().render(root)
        XCTAssertEqual(frame[59, 59], RGBA(0, 0, 255))
        XCTAssertEqual(frame[61, 61], white)
        XCTAssertEqual(frame[45, 45], RGBA(0, 0, 255))
        // A view that clips clips its sublayers too.
        let view = makeView(CGRect(x: 0, y: 0, width: 10, height: 10), nil)
        view.clipsToBounds = true
        view.layer.addSublayer(solidLayer(CGRect(x: 0, y: 80, width: 10, height: 10), .red))
        root.addSubview(view)
        XCTAssertEqual(try Rasterizer().render(root)[5, 85], white)
    }

    func testHiddenAndTransparentLayersDrawNothing() throws {
        let root = makeRoot(width: 40, height: 40)
        let hidden = solidLayer(CGRect(x: 0, y: 0, width: 20, height: 20), .red)
        hidden.addSublayer(solidLayer(CGRect(x: 0, y: 0, width: 10, height: 10), .blue))
        hidden.isHidden = true
        let clear = solidLayer(CGRect(x: 20, y: 20, width: 20, height: 20), .red)
        clear.opacity = 0
        root.layer.addSublayer(hidden)
        root.layer.addSublayer(clear)
        let frame = try Rasterizer().render(root)
        XCTAssertEqual(frame[5, 5], white, "a hidden layer's sublayers are hidden too")
        XCTAssertEqual(frame[15, 15], white)
        XCTAssertEqual(frame[30, 30], white)
        clear.opacity = 0.5
        XCTAssertTrue(try Rasterizer().render(root)[30, 30].isClose(to: RGBA(255, 128, 128), tolerance: 1))
    }

    func testContentsImageFollowsGravity() throws {
        let root = makeRoot(width: 40, height: 40)
        let red: [UInt8] = [255, 0, 0, 255]
        let image = UIImage(width: 4, height: 2, pixels: Array([[UInt8]](repeating: red, count: 8).joined()))
        let layer = CALayer()
        layer.frame = CGRect(x: 0, y: 0, width: 40, height: 40)
        layer.contents = image.cgImage
        layer.contentsGravity = .resizeAspect
        root.layer.addSublayer(layer)
        // 4 × 2 fitted into 40 × 40: 40 × 20, centred vertically.
        var frame = try Rasterizer().render(root)
        XCTAssertEqual(frame[20, 9], white)
        XCTAssertEqual(frame[20, 11], RGBA(255, 0, 0))
        XCTAssertEqual(frame[20, 29], RGBA(255, 0, 0))
        XCTAssertEqual(frame[20, 31], white)
        layer.contentsGravity = .topLeft
        layer.contentsScale = 0.5
        frame = try Rasterizer().render(root)
        XCTAssertEqual(frame[7, 3], RGBA(255, 0, 0), "8 × 4 pt at the top-left")
        XCTAssertEqual(frame[9, 3], white)
        XCTAssertEqual(frame[3, 5], white)
    }

    func testGradientLayerRunsBetweenItsColors() throws {
        let root = makeRoot(width: 100, height: 10)
        let gradient = CAGradientLayer()
        gradient.frame = root.bounds
        gradient.colors = [UIColor.black.cgColor, UIColor.white.cgColor]
        gradient.startPoint = CGPoint(x: 0, y: 0.5)
        gradient.endPoint = CGPoint(x: 1, y: 0.5)
        root.layer.addSublayer(gradient)
        let frame = try Rasterizer().render(root)
        XCTAssertLessThan(frame[0, 5].r, 3)
        XCTAssertEqual(Int(frame[50, 5].r), 129, accuracy: 2, "halfway at pixel centre 50.5")
        XCTAssertGreaterThan(frame[99, 5].r, 252)
        gradient.type = .conic
        gradient.startPoint = CGPoint(x: 0.5, y: 0.5)
        let conic = try Rasterizer().render(root)
        XCTAssertGreaterThan(conic[99, 4].r, 240, "just before a full turn, anticlockwise of the start")
        XCTAssertLessThan(conic[99, 6].r, 15, "just after the start")
    }

    func testViewAnchorPointMovesWhereTheViewTurns() throws {
        let root = makeRoot(width: 100, height: 100)
        let arm = makeView(CGRect(x: 45, y: 10, width: 10, height: 40), .black)
        root.addSubview(arm)
        // Hang it by the top: the frame moves so that the top's middle sits at the centre.
        arm.layer.anchorPoint = CGPoint(x: 0.5, y: 0)
        XCTAssertEqual(arm.center, CGPoint(x: 50, y: 30))
        XCTAssertEqual(arm.frame, CGRect(x: 45, y: 30, width: 10, height: 40))
        arm.transform = CGAffineTransform(rotationAngle: .pi / 2)
        // Turned a quarter clockwise about (50, 30): the arm points left.
        XCTAssertEqual(arm.frame.minX, 10, accuracy: 1e-9)
        XCTAssertEqual(arm.frame.minY, 25, accuracy: 1e-9)
        let frame = try Rasterizer().render(root)
        XCTAssertEqual(frame[15, 30], RGBA(0, 0, 0))
        XCTAssertEqual(frame[48, 30], RGBA(0, 0, 0))
        XCTAssertEqual(frame[52, 30], white)
        XCTAssertEqual(frame[50, 45], white)
        XCTAssertEqual(arm.convert(CGPoint(x: 5, y: 40), to: root).x, 10, accuracy: 1e-9)
    }

    func testLayerClassBacksTheView() throws {
        final class GradientView: UIView {
            override class var layerClass: AnyClass { CAGradientLayer.self }
        }
        let root = makeRoot(width: 20, height: 20)
        let view = GradientView(frame: root.bounds)
        let gradient = try XCTUnwrap(view.layer as? CAGradientLayer)
        gradient.colors = [UIColor.red.cgColor, UIColor.red.cgColor]
        root.addSubview(view)
        XCTAssertEqual(try Rasterizer().render(root)[10, 10], RGBA(255, 0, 0))
    }

    func testImplicitAnimationIsDrawnBetweenTheValues() throws {
        let scene = makeTestScene(size: CGSize(width: 100, height: 100))
        let layer = solidLayer(CGRect(x: 0, y: 0, width: 10, height: 10), .red)
        scene.run { scene.rootView.layer.addSublayer(layer) }
        scene.advance(by: 1.0 / 60)
        scene.run { layer.position = CGPoint(x: 85, y: 5) }
        XCTAssertEqual(layer.position.x, 85, "the model value changes at once")
        let rasterizer = Rasterizer()
        XCTAssertEqual(try rasterizer.render(scene.rootView)[2, 5], RGBA(255, 0, 0), "drawn where it was")
        scene.advance(by: 0.25)
        let frame = try rasterizer.render(scene.rootView)
        XCTAssertEqual(frame[2, 5], white)
        XCTAssertEqual(frame[85, 5], RGBA(255, 0, 0))
    }
}
