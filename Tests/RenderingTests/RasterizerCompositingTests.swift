import Basics
import DynamicsKit
import Encoding
import Foundation
import XCTest
import Rendering

/// Colors, opacity, visibility, clipping, borders, and the rasterizer's reuse of its image.
final class RasterizerCompositingTests: XCTestCase {
    func testOpaqueColorsComeOutExactly() throws {
        let colors: [(UIColor, RGBA)] = [
            (.orange, RGBA(255, 128, 0)), (.purple, RGBA(128, 0, 128)), (.brown, RGBA(153, 102, 51)),
            (.systemBlue, RGBA(0, 122, 255)), (testBlue, testBluePixel),
            // 0.3 × 255 = 76.5 rounds half away from zero.
            (UIColor(red: 0.3, green: 0.7, blue: 0.1, alpha: 1), RGBA(77, 179, 26)),
        ]
        for (color, expected) in colors {
            let frame = try Rasterizer().render(makeRoot(width: 4, height: 4, background: color))
            XCTAssertEqual(frame[2, 2], expected, "\(color)")
        }
        for level in 0...255 {
            let grey = UIColor(white: CGFloat(level) / 255, alpha: 1)
            let frame = try Rasterizer().render(makeRoot(width: 1, height: 1, background: grey))
            XCTAssertEqual(frame[0, 0], RGBA(UInt8(level), UInt8(level), UInt8(level)))
        }
    }

    func testHalfAlphaRedOverWhite() throws {
        let root = makeRoot(width: 40, height: 20)
        // Alone: faded through its color.
        let single = makeView(CGRect(x: 0, y: 0, width: 20, height: 20), .red)
        single.alpha = 0.5
        root.addSubview(single)
        // With an overlapping red child: faded as a group, so the overlap is no darker.
        let group = makeView(CGRect(x: 20, y: 0, width: 20, height: 20), .red)
        group.alpha = 0.5
        group.addSubview(makeView(CGRect(x: 5, y: 5, width: 10, height: 10), .red))
        root.addSubview(group)

        let frame = try Rasterizer().render(root)
        let pink = RGBA(255, 128, 128)
        XCTAssertTrue(frame[10, 10].isClose(to: pink, tolerance: 1), "\(frame[10, 10])")
        XCTAssertTrue(frame[22, 2].isClose(to: pink, tolerance: 1), "\(frame[22, 2])")
        XCTAssertTrue(frame[30, 10].isClose(to: pink, tolerance: 1), "\(frame[30, 10])")
        XCTAssertEqual(frame[22, 2], frame[30, 10])
    }

    func testHalfAlphaOverNothingKeepsStraightColor() throws {
        let root = makeRoot(width: 10, height: 10, background: nil)
        let view = makeView(CGRect(x: 0, y: 0, width: 10, height: 10), testBlue)
        view.alpha = 0.5
        root.addSubview(view)
        let frame = try Rasterizer().render(root)
        XCTAssertTrue(frame[5, 5].isClose(to: RGBA(0x33, 0x66, 0xCC, 128), tolerance: 1), "\(frame[5, 5])")
    }

    func testHiddenAndFullyTransparentViewsDrawNothing() throws {
        let root = makeRoot(width: 60, height: 60)
        let hidden = makeView(CGRect(x: 0, y: 0, width: 30, height: 30), .red)
        hidden.isHidden = true
        hidden.addSubview(makeView(CGRect(x: 0, y: 0, width: 10, height: 10), .blue))
        let invisible = makeView(CGRect(x: 30, y: 30, width: 30, height: 30), .red)
        invisible.alpha = 0
        invisible.addSubview(makeView(CGRect(x: 0, y: 0, width: 10, height: 10), .blue))
        root.addSubview(hidden)
        root.addSubview(invisible)
        XCTAssertEqual(try Rasterizer().render(root), Frame(width: 60, height: 60, fill: white))
    }

    func testClipsToBoundsClipsChildren() throws {
        func render(clips: Bool, cornerRadius: CGFloat = 0) throws -> Frame {
            let root = makeRoot(width: 100, height: 100)
            let parent = makeView(CGRect(x: 20, y: 20, width: 40, height: 40), .yellow)
            parent.clipsToBounds = clips
            parent.layer.cornerRadius = cornerRadius
            parent.addSubview(makeView(CGRect(x: -10, y: -10, width: 70, height: 70), testBlue))
            root.addSubview(parent)
            return try Rasterizer().render(root)
        }
        let unclipped = try render(clips: false)
        XCTAssertEqual(unclipped[15, 15], testBluePixel)
        XCTAssertEqual(unclipped[75, 75], testBluePixel)
        XCTAssertEqual(unclipped[20, 20], testBluePixel)

        let clipped = try render(clips: true)
        XCTAssertEqual(clipped[15, 15], white)
        XCTAssertEqual(clipped[75, 75], white)
        XCTAssertEqual(clipped[20, 20], testBluePixel)
        XCTAssertEqual(clipped[59, 59], testBluePixel)
        XCTAssertEqual(clipped[60, 60], white)

        // A rounded clip cuts the corners: (21, 21) is 18.4 pt from the arc centre (35, 35).
        let rounded = try render(clips: true, cornerRadius: 15)
        XCTAssertEqual(rounded[21, 21], white)
        XCTAssertEqual(rounded[40, 40], testBluePixel)
        XCTAssertEqual(rounded[21, 40], testBluePixel)
    }

    func testCornerRadiusIsClampedToHalfTheShorterSide() throws {
        let root = makeRoot(width: 100, height: 40, background: nil)
        let pill = makeView(CGRect(x: 0, y: 0, width: 100, height: 40), testBlue)
        pill.layer.cornerRadius = 500
        root.addSubview(pill)
        let frame = try Rasterizer().render(root)
        // A radius of 20: the end caps are half circles, the straight middle is untouched.
        XCTAssertEqual(frame[50, 0], testBluePixel)
        XCTAssertEqual(frame[2, 20], testBluePixel)
        XCTAssertEqual(frame[3, 3], transparent)
        XCTAssertEqual(frame[96, 36], transparent)
    }

    func testBorderIsInsideTheBoundsAndAboveSubviews() throws {
        let root = makeRoot(width: 60, height: 60)
        let view = makeView(CGRect(x: 10, y: 10, width: 40, height: 40), .red)
        view.layer.borderWidth = 4
        view.layer.borderColor = UIColor.blue.cgColor
        view.addSubview(makeView(CGRect(x: 0, y: 0, width: 20, height: 40), .green))
        root.addSubview(view)
        let frame = try Rasterizer().render(root)
        XCTAssertEqual(frame[9, 30], white)
        XCTAssertEqual(frame[10, 30], RGBA(0, 0, 255)) // over the green child
        XCTAssertEqual(frame[13, 30], RGBA(0, 0, 255))
        XCTAssertEqual(frame[14, 30], RGBA(0, 255, 0))
        XCTAssertEqual(frame[49, 30], RGBA(0, 0, 255))
        XCTAssertEqual(frame[46, 30], RGBA(0, 0, 255), "right border, over the red background")
        XCTAssertEqual(frame[45, 30], RGBA(255, 0, 0))
        XCTAssertEqual(frame[50, 30], white)
    }

    func testFadedViewWithBorderIsFlattenedFirst() throws {
        let root = makeRoot(width: 40, height: 40)
        let view = makeView(CGRect(x: 0, y: 0, width: 40, height: 40), .red)
        view.layer.borderWidth = 10
        view.layer.borderColor = UIColor.blue.cgColor
        view.alpha = 0.5
        root.addSubview(view)
        let frame = try Rasterizer().render(root)
        // No red shows through the border.
        XCTAssertTrue(frame[5, 20].isClose(to: RGBA(128, 128, 255), tolerance: 1), "\(frame[5, 20])")
        XCTAssertTrue(frame[20, 20].isClose(to: RGBA(255, 128, 128), tolerance: 1), "\(frame[20, 20])")
    }

    func testReusedImageIsClearedAndSizesFollowTheRoot() throws {
        let rasterizer = Rasterizer()
        let root = makeRoot(width: 30, height: 30, background: nil)
        let square = makeView(CGRect(x: 0, y: 0, width: 10, height: 10), .red)
        root.addSubview(square)
        let first = try rasterizer.render(root)
        XCTAssertEqual(first[5, 5], RGBA(255, 0, 0))

        square.center = CGPoint(x: 25, y: 25)
        let second = try rasterizer.render(root)
        XCTAssertEqual(second[5, 5], transparent)
        XCTAssertEqual(second[25, 25], RGBA(255, 0, 0))

        root.bounds.size = CGSize(width: 40, height: 20)
        let resized = try rasterizer.render(root)
        XCTAssertEqual(resized.width, 40)
        XCTAssertEqual(resized.height, 20)
    }

    func testSameTreeGivesSameBytes() throws {
        func makeScene() -> UIView {
            let root = makeRoot()
            for index in 0..<20 {
                let view = makeView(CGRect(x: index * 7, y: index * 5, width: 40, height: 30), UIColor(rgb: UInt32(index * 0x0B1D27)))
                view.transform = CGAffineTransform(rotationAngle: CGFloat(index) * 0.37)
                view.layer.cornerRadius = CGFloat(index)
                view.alpha = 0.4 + CGFloat(index % 3) * 0.3
                view.addSubview(makeView(CGRect(x: 5, y: 5, width: 10, height: 10), .black))
                root.addSubview(view)
            }
            return root
        }
        let shared = Rasterizer(scale: 1.5)
        let first = try shared.render(makeScene())
        XCTAssertEqual(try shared.render(makeScene()), first)
        XCTAssertEqual(try Rasterizer(scale: 1.5).render(makeScene()), first)
    }

    func testEmptyRootIsAnError() {
        XCTAssertThrowsError(try Rasterizer().render(makeRoot(width: 0, height: 10))) { error in
            guard case RenderingError.unsupportedSize = error else { return XCTFail("\(error)") }
            XCTAssertFalse(String(describing: error).contains("\n"))
        }
        XCTAssertThrowsError(try Rasterizer().render(makeRoot(width: 40000, height: 10)))
    }

    func testUnpremultiplyRounding() {
        XCTAssertEqual(straightRGBA(premultipliedARGB: 0x0000_0000), transparent)
        XCTAssertEqual(straightRGBA(premultipliedARGB: 0xFF12_3456), RGBA(0x12, 0x34, 0x56, 255))
        // 64 × 255 / 128 = 127.5 → 128; 127 × 255 / 128 = 253.0 → 253.
        XCTAssertEqual(straightRGBA(premultipliedARGB: 0x8040_7F00), RGBA(128, 253, 0, 128))
        XCTAssertEqual(straightRGBA(premultipliedARGB: 0x01FF_0101), RGBA(255, 255, 255, 1))
    }
}
