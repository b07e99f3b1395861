import Basics
import DynamicsKit
import Foundation
import Rendering
import XCTest

/// Emoji drawn in colour from Noto Color Emoji, as iOS draws them from Apple Color Emoji,
/// advancing by what `UIFont.width(of:)` measures; the text around them in the label's font.
final class EmojiRenderingTests: XCTestCase {
    private func render(_ text: String, color: UIColor = .black, alpha: CGFloat = 1) throws -> Frame {
        let root = makeRoot(width: 240, height: 60)
        let label = UILabel(frame: CGRect(x: 0, y: 0, width: 240, height: 60))
        label.text = text
        label.font = .systemFont(ofSize: 40)
        label.textColor = color
        label.alpha = alpha
        root.addSubview(label)
        return try Rasterizer(scale: 1).render(root)
    }

    /// Pixels whose red stands out (a red heart or diamond), and their leftmost column.
    private func redPixels(_ frame: Frame) -> (count: Int, minX: Int) {
        var count = 0, minX = Int.max
        for y in 0..<frame.height {
            for x in 0..<frame.width {
                let p = frame[x, y]
                if Int(p.r) > 180, Int(p.g) < 110, Int(p.b) < 110 {
                    count += 1
                    minX = min(minX, x)
                }
            }
        }
        return (count, minX)
    }

    func testSuitEmojiAreRedWhateverTheTextColour() throws {
        for text in ["\u{2665}\u{FE0F}", "\u{2666}\u{FE0F}"] {
            let red = redPixels(try render(text))
            XCTAssertGreaterThan(red.count, 200, "\(text.unicodeScalars.map { String($0.value, radix: 16) })")
        }
        // Without the emoji selector the suit is a text glyph, in the text's colour.
        XCTAssertEqual(redPixels(try render("\u{2665}")).count, 0)
    }

    func testAnEmojiAdvancesByItsMeasuredWidthAndTheTextAfterItFollows() throws {
        let font = UIFont.systemFont(ofSize: 40)
        XCTAssertEqual(Double(font.width(of: "\u{2665}\u{FE0F}")), 40 * 2550 / 2048, accuracy: 1e-9)
        XCTAssertEqual(Double(font.width(of: "😀")), 40 * 2550 / 2048, accuracy: 1e-9)
        XCTAssertEqual(Double(font.width(of: "A\u{2665}\u{FE0F}B")), Double(font.width(of: "AB")) + 40 * 2550 / 2048, accuracy: 1e-9)
        // Left-aligned: the heart starts after "AA", where the measured width of "AA" ends.
        let red = redPixels(try render("AA\u{2665}\u{FE0F}"))
        XCTAssertEqual(Double(red.minX), Double(font.width(of: "AA")), accuracy: 4)
    }

    func testAnEmojiFadesWithItsLabel() throws {
        let solid = redPixels(try render("\u{2665}\u{FE0F}")).count
        XCTAssertGreaterThan(solid, 0)
        XCTAssertEqual(redPixels(try render("\u{2665}\u{FE0F}", alpha: 0.3)).count, 0, "at 30 % over white no pixel stays deep red")
    }
}
