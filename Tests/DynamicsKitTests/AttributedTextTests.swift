import DynamicsKit
import Foundation
import XCTest

/// Attributed strings: paragraph styles, measuring, drawing in code, and labels' `attributedText`.
final class AttributedTextTests: XCTestCase {
    private let body = UIFont.systemFont(ofSize: 20)

    private func centered(_ text: String, _ font: UIFont) -> NSAttributedString {
        let style = NSMutableParagraphStyle()
        style.alignment = .center
        return NSAttributedString(string: text, attributes: [.paragraphStyle: style, .font: font])
    }

    /// A view whose draw(_:) runs `body`, and the text layouts it drew.
    private func drawnText(_ body: @escaping (CGRect) -> Void) -> [TextLayout] {
        final class Canvas: UIView {
            var drawing: ((CGRect) -> Void)?
            override func draw(_ rect: CGRect) { drawing?(bounds) }
        }
        let canvas = Canvas(frame: CGRect(x: 0, y: 0, width: 200, height: 300))
        canvas.drawing = body
        return (canvas.drawnOperations() ?? []).compactMap { operation in
            if case let .text(layout) = operation { return layout }
            return nil
        }
    }

    func testParagraphStylesAreCopiedAndCompared() throws {
        let style = NSMutableParagraphStyle()
        XCTAssertEqual(style.alignment, .natural)
        XCTAssertEqual(style.lineBreakMode, .byWordWrapping)
        XCTAssertEqual(NSParagraphStyle.default.lineSpacing, 0)
        style.alignment = .right
        style.lineSpacing = 4
        let copy = try XCTUnwrap(style.copy() as? NSParagraphStyle)
        XCTAssertFalse(copy is NSMutableParagraphStyle)
        XCTAssertEqual(copy.alignment, .right)
        XCTAssertEqual(copy, style)
        style.alignment = .left
        XCTAssertEqual(copy.alignment, .right, "a copy keeps its values")
        XCTAssertNotEqual(copy, style)
        let mutable = try XCTUnwrap(copy.mutableCopy() as? NSMutableParagraphStyle)
        mutable.setParagraphStyle(style)
        XCTAssertEqual(mutable.alignment, .left)
        XCTAssertEqual(mutable.lineSpacing, 4)
    }

    func testSizeCountsEveryLineAndTheWidestWidth() {
        let text = centered("K\nWWW", body)
        let size = text.size()
        XCTAssertEqual(size.width, body.width(of: "WWW"), accuracy: 1e-9)
        XCTAssertEqual(size.height, 2 * body.lineHeight, accuracy: 1e-9)
        // One line, as before; a string's newlines count too.
        XCTAssertEqual("WWW".size(withAttributes: [.font: body]), CGSize(width: body.width(of: "WWW"), height: body.lineHeight))
        XCTAssertEqual("K\nWWW".size(withAttributes: [.font: body]).height, 2 * body.lineHeight, accuracy: 1e-9)
        // Line spacing goes between lines only.
        let spaced = NSMutableParagraphStyle()
        spaced.lineSpacing = 6
        let three = NSAttributedString(string: "a\nb\nc", attributes: [.font: body, .paragraphStyle: spaced])
        XCTAssertEqual(three.size().height, 3 * body.lineHeight + 12, accuracy: 1e-9)
    }

    func testBoundingRectWrapsOnlyWithLineFragmentOrigin() {
        let text = NSAttributedString(string: "one two three four", attributes: [.font: body])
        let oneLine = text.boundingRect(with: CGSize(width: 60, height: 1000), options: [], context: nil)
        XCTAssertEqual(oneLine.height, body.lineHeight, accuracy: 1e-9)
        XCTAssertEqual(oneLine.minY, -body.ascender, accuracy: 1e-9, "the origin is the baseline")
        let wrapped = text.boundingRect(with: CGSize(width: 60, height: 1000), options: .usesLineFragmentOrigin, context: nil)
        XCTAssertEqual(wrapped.origin, .zero)
        XCTAssertEqual(wrapped.height, 4 * body.lineHeight, accuracy: 1e-9, "one word a line")
        XCTAssertLessThanOrEqual(wrapped.width, 60)
        let unlimited = ("one two" as NSString).boundingRect(
            with: CGSize(width: CGFloat.greatestFiniteMagnitude, height: .greatestFiniteMagnitude),
            options: .usesLineFragmentOrigin, attributes: [.font: body], context: nil)
        XCTAssertEqual(unlimited.width, body.width(of: "one two"), accuracy: 1e-9)
    }

    func testDrawingInARectCentresEachLine() throws {
        let layouts = drawnText { bounds in
            self.centered("K\nWWW", self.body).draw(in: CGRect(x: 0, y: 10, width: bounds.width, height: 100))
        }
        let layout = try XCTUnwrap(layouts.first)
        XCTAssertEqual(layouts.count, 1, "one font and colour: one layout")
        XCTAssertEqual(layout.lines.map(\.text), ["K", "WWW"])
        XCTAssertEqual(layout.lines[0].origin.x, 100 - body.width(of: "K") / 2, accuracy: 1e-9)
        XCTAssertEqual(layout.lines[1].origin.x, 100 - body.width(of: "WWW") / 2, accuracy: 1e-9)
        XCTAssertEqual(layout.lines[0].origin.y, 10 + body.ascender, accuracy: 1e-9)
        XCTAssertEqual(layout.lines[1].origin.y, 10 + body.lineHeight + body.ascender, accuracy: 1e-9)
        // A plain string's paragraph style is read the same way.
        let style = NSMutableParagraphStyle()
        style.alignment = .right
        let right = drawnText { _ in "W".draw(in: CGRect(x: 0, y: 0, width: 50, height: 30), withAttributes: [.font: self.body, .paragraphStyle: style]) }
        XCTAssertEqual(try XCTUnwrap(right.first?.lines.first).origin.x, 50 - body.width(of: "W"), accuracy: 1e-9)
    }

    func testRunsOfSeveralFontsAndColoursAreDrawnEachInItsOwn() throws {
        let bold = UIFont.boldSystemFont(ofSize: 30)
        let text = NSMutableAttributedString(string: "Hi ", attributes: [.font: body, .foregroundColor: UIColor.red])
        text.append(NSAttributedString(string: "there", attributes: [.font: bold, .foregroundColor: UIColor.blue]))
        let layouts = drawnText { _ in text.draw(at: CGPoint(x: 5, y: 7)) }
        XCTAssertEqual(layouts.map { $0.lines.map(\.text) }, [["Hi "], ["there"]])
        XCTAssertEqual(layouts.map(\.color), [.red, .blue])
        XCTAssertEqual(layouts.map(\.font), [body, bold])
        // Side by side on one baseline: the taller font's.
        let first = layouts[0].lines[0], second = layouts[1].lines[0]
        XCTAssertEqual(first.origin.x, 5)
        XCTAssertEqual(second.origin.x, 5 + body.width(of: "Hi "), accuracy: 1e-9)
        XCTAssertEqual(first.origin.y, 7 + bold.ascender, accuracy: 1e-9)
        XCTAssertEqual(second.origin.y, first.origin.y)
        XCTAssertEqual(text.size().height, bold.lineHeight, accuracy: 1e-9)
        XCTAssertEqual(text.size().width, body.width(of: "Hi ") + bold.width(of: "there"), accuracy: 1e-9)
    }

    func testALabelTakesItsAttributedTextsFontColourAndAlignment() throws {
        let label = UILabel(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        label.numberOfLines = 0
        let font = UIFont.systemFont(ofSize: 25)
        let text = NSMutableAttributedString(attributedString: centered("5\n♠", font))
        text.addAttribute(.foregroundColor, value: UIColor.red, range: NSRange(location: 0, length: text.length))
        label.attributedText = text
        XCTAssertEqual(label.text, "5\n♠")
        XCTAssertEqual(label.font, font)
        XCTAssertEqual(label.textColor, .red)
        XCTAssertEqual(label.textAlignment, .center)
        XCTAssertEqual(label.attributedText?.string, "5\n♠")
        label.sizeToFit()
        XCTAssertEqual(label.bounds.size.height, (2 * font.lineHeight).rounded(.up))
        XCTAssertEqual(label.bounds.size.width, max(font.width(of: "5"), font.width(of: "♠")).rounded(.up))
        // Drawn as the plain text of that font: one layout, centred lines.
        let layouts = label.textLayouts(in: label.bounds)
        XCTAssertEqual(layouts.count, 1)
        XCTAssertEqual(layouts[0].lines.map(\.text), ["5", "♠"])
        XCTAssertEqual(layouts[0].color, .red)
        // Setting the font sets it over the whole attributed text; setting text drops it.
        label.font = .systemFont(ofSize: 10)
        let runFont = label.attributedText?.attribute(.font, at: 2, effectiveRange: nil) as? UIFont
        XCTAssertEqual(runFont, .systemFont(ofSize: 10))
        label.text = "plain"
        XCTAssertEqual(label.attributedText?.string, "plain")
        XCTAssertEqual(label.attributedText?.attribute(.foregroundColor, at: 0, effectiveRange: nil) as? UIColor, .red)
        label.attributedText = nil
        XCTAssertNil(label.text)
    }

    func testALabelOfSeveralRunsLaysThemOutCentredVertically() throws {
        let label = UILabel(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        let text = NSMutableAttributedString(string: "A", attributes: [.font: body])
        text.append(NSAttributedString(string: "B", attributes: [.font: body, .foregroundColor: UIColor.green]))
        label.attributedText = text
        let layouts = label.textLayouts(in: label.bounds)
        XCTAssertEqual(layouts.map(\.color), [.black, .green], "the label's colour where the text sets none")
        XCTAssertEqual(layouts[0].lines[0].origin.y, 50 - body.lineHeight / 2 + body.ascender, accuracy: 1e-9)
        XCTAssertEqual(layouts[1].lines[0].origin.x, body.width(of: "A"), accuracy: 1e-9)
        // Without a paragraph style, the label's own alignment.
        let centredLabel = UILabel(frame: label.bounds)
        centredLabel.textAlignment = .center
        centredLabel.attributedText = text
        let centred = centredLabel.textLayouts(in: centredLabel.bounds)
        XCTAssertEqual(centred[0].lines[0].origin.x, 100 - (body.width(of: "A") + body.width(of: "B")) / 2, accuracy: 1e-9)
        label.sizeToFit()
        XCTAssertEqual(label.bounds.width, (body.width(of: "A") + body.width(of: "B")).rounded(.up))
    }

    func testFontMetricsAtTheDefaultTextSizeScaleByOne() {
        let font = UIFont.systemFont(ofSize: 40)
        XCTAssertEqual(UIFontMetrics(forTextStyle: .body).scaledFont(for: font), font)
        XCTAssertEqual(UIFontMetrics.default.scaledFont(for: font, maximumPointSize: 30), .systemFont(ofSize: 30))
        XCTAssertEqual(UIFontMetrics(forTextStyle: .headline).scaledValue(for: 12), 12)
    }
}

/// Smaller Foundation names that UIKit code uses: `NSInteger`, defaults through key-value coding.
final class FoundationNamesTests: XCTestCase {
    func testUserDefaultsReadAndWriteThroughKeyValueCoding() throws {
        let defaults = try XCTUnwrap(UserDefaults(suiteName: "dynamics-tests-\(getpid())"))
        defer { defaults.removePersistentDomain(forName: "dynamics-tests-\(getpid())") }
        XCTAssertNil(defaults.value(forKey: "BallSpeed"))
        defaults.setValue(NSNumber(value: 400 as Float), forKey: "BallSpeed")
        XCTAssertEqual((defaults.value(forKey: "BallSpeed") as? NSNumber)?.floatValue, 400)
        XCTAssertEqual(defaults.float(forKey: "BallSpeed"), 400)
        defaults.setValue(nil, forKey: "BallSpeed")
        XCTAssertNil(defaults.object(forKey: "BallSpeed"))
        let count: NSInteger = 15
        XCTAssertEqual(count + Int(1), 16)
    }
}

extension CGFloat {
    /// As CS193p's PlayingCard writes it: `abs` unqualified inside an extension of CGFloat.
    fileprivate var distanceFromZero: CGFloat { abs(self) }
}

final class CGFloatExtensionTests: XCTestCase {
    func testAbsInsideAnExtensionOfCGFloatIsTheGlobalOne() {
        XCTAssertEqual(CGFloat(-3.5).distanceFromZero, 3.5)
        XCTAssertEqual(CGFloat(2).distanceFromZero, 2)
        XCTAssertEqual(abs(CGFloat(-1)), 1)
    }
}
