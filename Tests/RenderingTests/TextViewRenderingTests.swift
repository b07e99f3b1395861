import Basics
import DynamicsKit
import Foundation
import Rendering
import XCTest

/// A text view's text drawn where UIKit puts it: 8 pt below the content's top and 5 pt in from
/// its left edge, moved up by the content offset and clipped to the view.
final class TextViewRenderingTests: XCTestCase {
    /// The pixel rectangle (inclusive) of dark ink (every channel below 128: not the blue around), or nil.
    private func inkBox(_ frame: Frame) -> (minX: Int, minY: Int, maxX: Int, maxY: Int)? {
        var box: (minX: Int, minY: Int, maxX: Int, maxY: Int)?
        for y in 0..<frame.height {
            for x in 0..<frame.width where frame[x, y].r < 128 && frame[x, y].g < 128 && frame[x, y].b < 128 {
                if let b = box {
                    box = (min(b.minX, x), min(b.minY, y), max(b.maxX, x), max(b.maxY, y))
                } else {
                    box = (x, y, x, y)
                }
            }
        }
        return box
    }

    func testTheTextSitsInsideTheInsetsAndScrollsWithTheOffset() throws {
        let root = makeRoot(width: 240, height: 200, background: testBlue)
        let textView = UITextView(frame: CGRect(x: 20, y: 40, width: 200, height: 100))
        let font = UIFont.systemFont(ofSize: 17)
        textView.font = font
        // "H" first: its ink reaches the cap height and starts at the line's left end.
        textView.text = "Hello text view, wrapped by words over several lines that overflow the view."
        root.addSubview(textView)
        root.layoutIfNeeded()
        let frame = try Rasterizer(scale: 1).render(root)
        XCTAssertEqual(frame.pixel(at: CGPoint(x: 21, y: 41), scale: 1), white, "an opaque white background")
        XCTAssertEqual(frame.pixel(at: CGPoint(x: 10, y: 41), scale: 1), testBluePixel)
        let box = try XCTUnwrap(inkBox(frame))
        // The first line's top is 8 pt down; "H" rises to the cap height below the ascender.
        let capTop = 40 + 8 + font.ascender - font.capHeight
        XCTAssertEqual(CGFloat(box.minY), capTop, accuracy: 1.5)
        XCTAssertEqual(CGFloat(box.minX), 20 + 5, accuracy: 2, "5 pt of padding, the H's stem a little in")
        XCTAssertLessThan(box.maxY, 140, "clipped to the view")
        XCTAssertLessThan(box.maxX, 220)

        textView.contentOffset = CGPoint(x: 0, y: 30)
        let scrolled = try XCTUnwrap(inkBox(try Rasterizer(scale: 1).render(root)))
        XCTAssertGreaterThanOrEqual(scrolled.minY, 40, "clipped at the view's top")
        XCTAssertLessThan(scrolled.maxY, 140)
        // The second line (its top 8 + line height into the content) now shows 30 pt higher.
        let secondLineTop = 40 + 8 + font.lineHeight - 30
        XCTAssertLessThanOrEqual(CGFloat(scrolled.minY), secondLineTop + font.lineHeight)
    }
}
