import Basics
import DynamicsKit
import Foundation
import Rendering
import XCTest

/// Characters Liberation Sans lacks (✓, ★, ☐) are drawn from DejaVu Sans, each its own glyph at
/// the width `UIFont.width(of:)` measures, not Liberation Sans's missing-glyph box, which is
/// the same for every character.
final class FallbackGlyphRenderingTests: XCTestCase {
    private func render(_ text: String) throws -> Frame {
        let root = makeRoot(width: 240, height: 60)
        let label = UILabel(frame: CGRect(x: 0, y: 0, width: 240, height: 60))
        label.text = text
        label.font = .systemFont(ofSize: 40)
        root.addSubview(label)
        return try Rasterizer(scale: 1).render(root)
    }

    /// Dark pixels, and the rightmost column holding one.
    private func ink(_ frame: Frame) -> (pixels: [Bool], count: Int, maxX: Int) {
        var pixels: [Bool] = [], count = 0, maxX = -1
        for y in 0..<frame.height {
            for x in 0..<frame.width {
                let dark = Int(frame[x, y].r) < 128
                pixels.append(dark)
                if dark { count += 1; maxX = max(maxX, x) }
            }
        }
        return (pixels, count, maxX)
    }

    func testMissingCharactersComeFromDejaVuSansAtItsWidth() throws {
        let font = UIFont.systemFont(ofSize: 40)
        XCTAssertTrue(["✓", "★", "☐"].allSatisfy { font.drawsInFallbackFont(Character($0)) })
        let check = ink(try render("✓")), star = ink(try render("★")), box = ink(try render("☐"))
        for (name, glyph) in [("check", check), ("star", star), ("box", box)] {
            XCTAssertGreaterThan(glyph.count, 60, name)
        }
        XCTAssertGreaterThan(zip(check.pixels, star.pixels).filter { $0 != $1 }.count, 200, "two glyphs, not one box")
        XCTAssertGreaterThan(zip(star.pixels, box.pixels).filter { $0 != $1 }.count, 200)
        // The text after a fallback character starts where the measured width puts it.
        let after = ink(try render("✓l")), alone = ink(try render("✓"))
        let start = Double(font.width(of: "✓"))
        XCTAssertGreaterThan(Double(after.maxX), start, "the l stands right of the check")
        XCTAssertLessThanOrEqual(Double(after.maxX), start + Double(font.width(of: "l")) + 1)
        XCTAssertLessThan(Double(alone.maxX), start + 1)
    }
}
