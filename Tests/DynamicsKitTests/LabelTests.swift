import DynamicsKit
import Foundation
import XCTest

/// Fonts and labels: Liberation Sans metrics, sizing, wrapping, truncation and alignment.
final class LabelTests: XCTestCase {
    /// Text up to 3 % wider than its label is shown whole (Liberation Sans stands in for San
    /// Francisco, within a few per cent either way, and Interface Builder sized the label for
    /// San Francisco); wider than that, it truncates.
    func testALabelHoldsTextThatRunsPastItByLessThanTheFontsMargin() {
        let label = UILabel()
        label.font = .systemFont(ofSize: 17)
        label.text = "Snap Behavior"
        let width = label.font.width(of: "Snap Behavior")
        label.frame = CGRect(x: 0, y: 0, width: width / 1.02, height: 21)
        XCTAssertEqual(label.textLayout(in: label.bounds).lines.map(\.text), ["Snap Behavior"])
        label.frame = CGRect(x: 0, y: 0, width: width / 1.05, height: 21)
        XCTAssertEqual(label.textLayout(in: label.bounds).lines.first?.text.last, "\u{2026}", "truncated")
        XCTAssertEqual(TextLayout.clipRect(for: CGRect(x: 10, y: 0, width: 100, height: 20)), CGRect(x: 7, y: 0, width: 106, height: 20))
    }

    func testFontMetricsAreLiberationSans() {
        // Liberation Sans: 2048 units per em, hhea ascender 1854, descender −434, line gap 67.
        let font = UIFont.systemFont(ofSize: 20)
        XCTAssertEqual(font.ascender, 1854.0 * 20 / 2048, accuracy: 1e-9)
        XCTAssertEqual(font.descender, -434.0 * 20 / 2048, accuracy: 1e-9)
        XCTAssertEqual(font.lineHeight, 2355.0 * 20 / 2048, accuracy: 1e-9)
        // Widths scale with the size and differ by character and weight.
        let text = "Hello, World"
        XCTAssertEqual(UIFont.systemFont(ofSize: 40).width(of: text), 2 * font.width(of: text), accuracy: 1e-9)
        XCTAssertLessThan(font.width(of: "iiii"), font.width(of: "WWWW"))
        XCTAssertGreaterThan(UIFont.boldSystemFont(ofSize: 20).width(of: text), font.width(of: text))
        XCTAssertEqual(font.width(of: "ab"), font.width(of: "a") + font.width(of: "b"), accuracy: 1e-9, "no kerning")
        // A digit in Liberation Sans is 1139 units wide, as in Arial (0.556 em).
        XCTAssertEqual(font.width(of: "0"), 1139.0 * 20 / 2048, accuracy: 1e-9)
        // Interface Builder sized a label for "Gravity Behavior" at 17 pt to 126 pt: it fits.
        XCTAssertLessThanOrEqual(UIFont.systemFont(ofSize: 17).width(of: "Gravity Behavior"), 126)
        // What Liberation Sans lacks comes from DejaVu Sans, at DejaVu's width (✓: 1716
        // units); what it has stays its own (→: 2048 units, • 717).
        XCTAssertTrue(font.drawsInFallbackFont("✓"))
        XCTAssertFalse(font.drawsInFallbackFont("→"))
        XCTAssertFalse(font.drawsInFallbackFont("a"))
        XCTAssertEqual(font.width(of: "✓"), 1716.0 * 20 / 2048, accuracy: 1e-9)
        XCTAssertEqual(font.width(of: "→•"), (2048.0 + 717) * 20 / 2048, accuracy: 1e-9)
        XCTAssertEqual(UIFont.systemFont(ofSize: 12, weight: .semibold).isBold, true)
        // A font iOS ships is Liberation Sans, bold when its name says so; a name iOS lacks is nil.
        XCTAssertEqual(UIFont(name: "Helvetica", size: 12), .systemFont(ofSize: 12))
        XCTAssertEqual(UIFont(name: "AvenirNext-Bold", size: 20), .boldSystemFont(ofSize: 20))
        XCTAssertEqual(UIFont(name: "TimesNewRomanPSMT", size: 20), .systemFont(ofSize: 20))
        XCTAssertEqual(UIFont(name: "Arial-BoldMT", size: 20), .boldSystemFont(ofSize: 20))
        XCTAssertNil(UIFont(name: "Avenir-Next", size: 13), "not a name iOS has")
        XCTAssertNil(UIFont(name: "MyBrandFont-Bold", size: 13))
        XCTAssertEqual(UIFont.systemFont(ofSize: 14, weight: UIFont.Weight(0.3)), .systemFont(ofSize: 14, weight: UIFont.Weight(rawValue: 0.3)))
        XCTAssertEqual(UIFont(name: "DejaVuSans-Bold", size: 12), .boldSystemFont(ofSize: 12))
    }

    func testSizeToFitUsesTheFontsMetrics() {
        let label = UILabel(frame: CGRect(x: 10, y: 20, width: 0, height: 0))
        label.text = "Swipe Down From Top"
        label.sizeToFit()
        let font = UIFont.systemFont(ofSize: 17)
        XCTAssertEqual(label.frame.origin, CGPoint(x: 10, y: 20), "sizeToFit keeps the origin")
        XCTAssertEqual(label.bounds.width, font.width(of: "Swipe Down From Top").rounded(.up))
        XCTAssertEqual(label.bounds.height, font.lineHeight.rounded(.up))
        XCTAssertEqual(label.intrinsicContentSize, label.bounds.size)

        label.text = nil
        XCTAssertEqual(label.sizeThatFits(.zero), .zero)
    }

    func testMultiLineLabelsWrapAtWords() {
        let label = UILabel(frame: CGRect(x: 0, y: 0, width: 120, height: 200))
        label.numberOfLines = 0
        label.text = "one two three four five six"
        let layout = label.textLayout(in: label.bounds)
        XCTAssertGreaterThan(layout.lines.count, 1)
        XCTAssertEqual(layout.lines.map(\.text).joined(separator: " "), "one two three four five six")
        for line in layout.lines {
            XCTAssertLessThanOrEqual(line.width, 120)
            XCTAssertFalse(line.text.hasSuffix(" "))
        }
        // The block is centred vertically.
        let used = layout.usedRect
        XCTAssertEqual(used.midY, 100, accuracy: 1e-9)
        // sizeThatFits wraps to the width given.
        let fitted = label.sizeThatFits(CGSize(width: 120, height: 0))
        XCTAssertEqual(fitted.height, (CGFloat(layout.lines.count) * label.font.lineHeight).rounded(.up))
        // A word wider than the line breaks between characters.
        label.text = "Supercalifragilisticexpialidocious"
        XCTAssertTrue(label.textLayout(in: label.bounds).lines.allSatisfy { $0.width <= 120 })
    }

    func testAdjustsFontSizeToFitWidthShrinksDownToTheMinimumScale() {
        let label = UILabel(frame: CGRect(x: 0, y: 0, width: 100, height: 30))
        label.text = "Best score: 12345"
        let natural = label.font.width(of: "Best score: 12345")
        XCTAssertGreaterThan(natural, 103, "wider than the label and its allowance")
        label.adjustsFontSizeToFitWidth = true
        XCTAssertEqual(label.textLayout(in: label.bounds).font.pointSize, 17, "a minimum scale of 0 does not shrink (Apple's documentation)")
        label.minimumScaleFactor = 0.5
        let shrunk = label.textLayout(in: label.bounds)
        XCTAssertEqual(Double(shrunk.font.pointSize), Double(17 * 103 / natural), accuracy: 1e-9, "just small enough")
        XCTAssertEqual(shrunk.lines.map(\.text), ["Best score: 12345"], "whole, not truncated")
        label.bounds.size.width = 50
        let floor = label.textLayout(in: label.bounds)
        XCTAssertEqual(floor.font.pointSize, 8.5, "no smaller than half")
        XCTAssertTrue(floor.lines[0].text.hasSuffix("…"), "then truncated")
        label.bounds.size.width = 300
        XCTAssertEqual(label.textLayout(in: label.bounds).font.pointSize, 17, "text that fits keeps its size")
    }

    func testLongTextIsTruncatedWithAnEllipsis() {
        let label = UILabel(frame: CGRect(x: 0, y: 0, width: 100, height: 30))
        label.text = "A rather long title that does not fit"
        var lines = label.textLayout(in: label.bounds).lines
        XCTAssertEqual(lines.count, 1)
        XCTAssertTrue(lines[0].text.hasSuffix("…"))
        XCTAssertLessThanOrEqual(lines[0].width, 100)

        label.lineBreakMode = .byTruncatingHead
        lines = label.textLayout(in: label.bounds).lines
        XCTAssertTrue(lines[0].text.hasPrefix("…"))
        XCTAssertTrue(lines[0].text.hasSuffix("fit"))

        label.lineBreakMode = .byClipping
        XCTAssertEqual(label.textLayout(in: label.bounds).lines[0].text, label.text)

        // Two lines allowed, more text than fits in them: the second ends with "…".
        label.lineBreakMode = .byTruncatingTail
        label.numberOfLines = 2
        label.bounds.size.height = 100
        lines = label.textLayout(in: label.bounds).lines
        XCTAssertEqual(lines.count, 2)
        XCTAssertTrue(lines[1].text.hasSuffix("…"))
    }

    func testAlignmentPlacesTheLines() {
        let label = UILabel(frame: CGRect(x: 0, y: 0, width: 200, height: 40))
        label.text = "Tap"
        let width = label.font.width(of: "Tap")
        XCTAssertEqual(label.textLayout(in: label.bounds).lines[0].origin.x, 0)
        label.textAlignment = .center
        XCTAssertEqual(label.textLayout(in: label.bounds).lines[0].origin.x, 100 - width / 2, accuracy: 1e-9)
        label.textAlignment = .right
        XCTAssertEqual(label.textLayout(in: label.bounds).lines[0].origin.x, 200 - width, accuracy: 1e-9)
        // The baseline sits an ascender below the top of the centred line.
        let baseline = label.textLayout(in: label.bounds).lines[0].origin.y
        XCTAssertEqual(baseline, 20 - label.font.lineHeight / 2 + label.font.ascender, accuracy: 1e-9)
    }

    func testChangingTheTextLaysOutTheSuperview() {
        // As constraints on the label would: the superview may place it anew.
        var layouts = 0
        let parent = LayoutProbe(frame: CGRect(x: 0, y: 0, width: 100, height: 100)) { layouts += 1 }
        let label = UILabel()
        parent.addSubview(label)
        parent.layoutIfNeeded()
        XCTAssertEqual(layouts, 1)
        label.text = "changed"
        parent.layoutIfNeeded()
        XCTAssertEqual(layouts, 2)
        label.text = "changed"
        parent.layoutIfNeeded()
        XCTAssertEqual(layouts, 2, "the same text changes nothing")
    }
}

/// A view that reports its layout, to see a layout pass reach it.
private final class LayoutProbe: UIView {
    let onLayout: () -> Void

    init(frame: CGRect, onLayout: @escaping () -> Void) {
        self.onLayout = onLayout
        super.init(frame: frame)
    }

    required init?(coder: NSCoder) { fatalError("not from a storyboard") }

    override func layoutSubviews() { onLayout() }
}
