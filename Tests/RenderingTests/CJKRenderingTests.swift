import Basics
import DynamicsKit
import Foundation
import Rendering
import XCTest

/// Chinese, Japanese and Korean characters drawn from a CJK font, as iOS draws them from its
/// own, one em each, as `UIFont.width(of:)` measures them; not the text font's missing-glyph
/// box, which is the same for every character.
final class CJKRenderingTests: XCTestCase {
    private func render(_ text: String, bold: Bool = false) throws -> Frame {
        let root = makeRoot(width: 240, height: 60)
        let label = UILabel(frame: CGRect(x: 0, y: 0, width: 240, height: 60))
        label.text = text
        label.font = bold ? .boldSystemFont(ofSize: 40) : .systemFont(ofSize: 40)
        root.addSubview(label)
        return try Rasterizer(scale: 1).render(root)
    }

    /// The ink: dark pixels, by column range and count.
    private func ink(_ frame: Frame) -> (count: Int, minX: Int, maxX: Int, pixels: [Bool]) {
        var count = 0, minX = Int.max, maxX = Int.min
        var pixels: [Bool] = []
        for y in 0..<frame.height {
            for x in 0..<frame.width {
                let dark = Int(frame[x, y].r) < 128
                pixels.append(dark)
                if dark {
                    count += 1
                    minX = min(minX, x)
                    maxX = max(maxX, x)
                }
            }
        }
        return (count, minX, maxX, pixels)
    }

    func testEachCharacterIsItsOwnGlyphOneEmWide() throws {
        let font = UIFont.systemFont(ofSize: 40)
        XCTAssertEqual(Double(font.width(of: "重力")), 80, accuracy: 1e-9)
        XCTAssertEqual(Double(font.width(of: "Aカ한")), Double(font.width(of: "A")) + 80, accuracy: 1e-9)
        XCTAssertEqual(Double(font.width(of: "，")), 40, accuracy: 1e-9, "full-width punctuation")
        let heavy = ink(try render("重")), power = ink(try render("力"))
        XCTAssertGreaterThan(heavy.count, 150)
        XCTAssertGreaterThan(power.count, 80)
        let differing = zip(heavy.pixels, power.pixels).filter { $0 != $1 }.count
        XCTAssertGreaterThan(differing, 100, "two ideographs, two glyphs: not one missing-glyph box")
        // Each within its em, and the second character of a pair one em to the right.
        XCTAssertLessThanOrEqual(heavy.maxX, 40)
        let pair = ink(try render("A重"))
        XCTAssertGreaterThanOrEqual(Double(pair.maxX), Double(font.width(of: "A")) + 20)
        XCTAssertLessThanOrEqual(Double(pair.maxX), Double(font.width(of: "A")) + 40)
    }

    func testKanaAndHangulDrawToo() throws {
        for text in ["カ", "한", "あ"] {
            XCTAssertGreaterThan(ink(try render(text)).count, 60, text)
        }
        XCTAssertNotEqual(ink(try render("カ")).pixels, ink(try render("한")).pixels)
    }

    /// CJK text breaks between characters (there are no spaces to break at).
    func testALineOfIdeographsWrapsBetweenCharacters() {
        let label = UILabel(frame: .zero)
        label.font = .systemFont(ofSize: 40)
        label.numberOfLines = 0
        label.text = "重力重力重力"
        let one = label.font.lineHeight
        let size = label.sizeThatFits(CGSize(width: 100, height: 1000))
        XCTAssertEqual(Double(size.height), Double(3 * one), accuracy: 1, "two a line in 100 pt")
        XCTAssertEqual(Double(size.width), 80, accuracy: 1)
        label.text = "Hello 重力"
        XCTAssertEqual(Double(label.sizeThatFits(CGSize(width: 1000, height: 1000)).height), Double(one), accuracy: 1)
    }
}
