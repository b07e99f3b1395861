import Basics
import DynamicsKit
import Encoding
import Foundation
import Rendering
import XCTest

/// Labels and button titles drawn with Cairo in Liberation Sans.
final class TextRenderingTests: XCTestCase {
    /// The pixel rectangle (inclusive) of everything not equal to `background`, or nil.
    private func inkBox(_ frame: Frame, background: RGBA = white) -> (minX: Int, minY: Int, maxX: Int, maxY: Int)? {
        var box: (minX: Int, minY: Int, maxX: Int, maxY: Int)?
        for y in 0..<frame.height {
            for x in 0..<frame.width where frame[x, y] != background {
                if let b = box {
                    box = (min(b.minX, x), min(b.minY, y), max(b.maxX, x), max(b.maxY, y))
                } else {
                    box = (x, y, x, y)
                }
            }
        }
        return box
    }

    private func render(_ label: UILabel, width: CGFloat = 200, height: CGFloat = 100, scale: Double = 1) throws -> Frame {
        let root = makeRoot(width: width, height: height)
        root.addSubview(label)
        return try Rasterizer(scale: scale).render(root)
    }

    func testALabelDrawsDarkInkInsideItsBoundsAndNoneOutside() throws {
        for scale in [1.0, 2.0] {
            let label = UILabel(frame: CGRect(x: 20, y: 30, width: 160, height: 40))
            label.text = "Swipe Down From Top"
            label.font = .systemFont(ofSize: 14)
            let frame = try render(label, scale: scale)
            let box = try XCTUnwrap(inkBox(frame))
            XCTAssertGreaterThanOrEqual(Double(box.minX), 20 * scale)
            XCTAssertLessThan(Double(box.maxX), 180 * scale)
            XCTAssertGreaterThanOrEqual(Double(box.minY), 30 * scale)
            XCTAssertLessThan(Double(box.maxY), 70 * scale)
            var darkest = 255
            for y in 0..<frame.height { for x in 0..<frame.width { darkest = min(darkest, Int(frame[x, y].r)) } }
            XCTAssertLessThan(darkest, 40, "black text has nearly black pixels at \(scale)×")
        }
    }

    func testTextIsClippedToTheLabel() throws {
        let label = UILabel(frame: CGRect(x: 20, y: 30, width: 60, height: 20))
        label.text = "Clipped at the edge of the label"
        label.lineBreakMode = .byClipping
        let box = try XCTUnwrap(inkBox(try render(label)))
        XCTAssertLessThan(box.maxX, 80)
    }

    func testAlignmentShiftsTheInk() throws {
        var boxes: [NSTextAlignment: (minX: Int, minY: Int, maxX: Int, maxY: Int)] = [:]
        for alignment in [NSTextAlignment.left, .center, .right] {
            let label = UILabel(frame: CGRect(x: 0, y: 0, width: 200, height: 40))
            label.text = "HHH"
            label.textAlignment = alignment
            boxes[alignment] = try XCTUnwrap(inkBox(try render(label)))
        }
        let left = boxes[.left]!, center = boxes[.center]!, right = boxes[.right]!
        XCTAssertLessThan(left.minX, 4)
        XCTAssertGreaterThan(right.maxX, 195)
        XCTAssertEqual(Double(center.minX + center.maxX) / 2, 100, accuracy: 1.5)
        // The same ink, moved (a pixel may differ where the edges fall between pixels).
        XCTAssertEqual(Double(left.maxX - left.minX), Double(right.maxX - right.minX), accuracy: 1)
        XCTAssertEqual(left.minY, right.minY)
    }

    func testCairoAdvancesMatchTheMeasuredWidths() throws {
        // One H and two H's: the second H's ink starts one measured advance after the first's.
        let font = UIFont.systemFont(ofSize: 40)
        var rightEdges: [Int] = []
        for text in ["H", "HH"] {
            let label = UILabel(frame: CGRect(x: 10, y: 0, width: 180, height: 60))
            label.font = font
            label.text = text
            rightEdges.append(try XCTUnwrap(inkBox(try render(label, height: 60, scale: 4))).maxX)
        }
        XCTAssertEqual(Double(rightEdges[1] - rightEdges[0]), Double(font.width(of: "H")) * 4, accuracy: 1)
    }

    func testTextColorAndOpacity() throws {
        let label = UILabel(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        label.text = "██"
        label.font = .systemFont(ofSize: 60)
        label.textColor = .red
        label.alpha = 0.5
        let frame = try render(label)
        // A full block glyph covers pixels entirely: half red over white.
        XCTAssertTrue(frame[40, 50].isClose(to: RGBA(255, 128, 128), tolerance: 1), "\(frame[40, 50])")
    }

    func testAButtonTitleIsDrawnInSystemBlue() throws {
        let root = makeRoot(width: 200, height: 100)
        let button = UIButton(type: .system)
        button.setTitle("Present", for: .normal)
        button.titleLabel?.font = .boldSystemFont(ofSize: 30)
        button.frame = CGRect(x: 10, y: 10, width: 180, height: 80)
        root.addSubview(button)
        root.layoutIfNeeded()

        func bluePixels(_ frame: Frame) -> Int {
            var count = 0
            for y in 0..<frame.height { for x in 0..<frame.width where frame[x, y] == RGBA(0, 122, 255) { count += 1 } }
            return count
        }
        let frame = try Rasterizer(scale: 2).render(root)
        XCTAssertGreaterThan(bluePixels(frame), 200, "the strokes' insides are exactly systemBlue")
        let box = try XCTUnwrap(inkBox(frame))
        XCTAssertGreaterThan(box.minX, 20)
        XCTAssertLessThan(box.maxX, 380)

        button.isHighlighted = true
        let highlighted = try Rasterizer(scale: 2).render(root)
        XCTAssertEqual(bluePixels(highlighted), 0, "a highlighted title is dimmed")
        XCTAssertNotNil(inkBox(highlighted))
    }

    func testTheSeedsTapMeButton() throws {
        // Red, rounded, "Tap Me" in white at its centre.
        let root = makeRoot(width: 375, height: 667)
        let button = UIButton(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
        button.backgroundColor = .red
        button.layer.cornerRadius = 15
        button.setTitle("Tap Me", for: .normal)
        button.center = CGPoint(x: 187.5, y: 333.5)
        root.addSubview(button)
        root.layoutIfNeeded()
        let frame = try Rasterizer().render(root)
        var whitish = 0
        for y in 300..<367 { for x in 100..<275 where frame[x, y].g > 180 { whitish += 1 } }
        XCTAssertGreaterThan(whitish, 40, "the white title shows on the red button")
        XCTAssertEqual(frame[60, 260], RGBA(255, 0, 0))
        XCTAssertEqual(frame[38, 234], white, "the corner is rounded")
    }
}
