import DynamicsKit
import Foundation
import XCTest

/// Buttons: titles and colors per state, sizing, the title label's layout, actions.
final class ButtonTests: XCTestCase {
    func testTitlesAndColorsFallBackToNormal() {
        let button = UIButton(type: .system)
        XCTAssertEqual(button.buttonType, .system)
        XCTAssertNil(button.currentTitle)
        button.setTitle("Present", for: .normal)
        XCTAssertEqual(button.title(for: .highlighted), "Present")
        XCTAssertEqual(button.currentTitle, "Present")
        XCTAssertEqual(button.titleLabel?.text, "Present")
        XCTAssertEqual(button.titleColor(for: .normal), .systemBlue, "system buttons are tinted")
        XCTAssertEqual(UIButton(frame: .zero).titleColor(for: .normal), .white, "custom buttons are white")
        XCTAssertEqual(UIButton().buttonType, .custom)

        button.setTitle("Pressed", for: .highlighted)
        button.setTitleColor(.red, for: .normal)
        button.isHighlighted = true
        XCTAssertEqual(button.state, .highlighted)
        XCTAssertEqual(button.currentTitle, "Pressed")
        XCTAssertEqual(button.currentTitleColor, .red)
        // The highlighted title is drawn dimmed when that state has no color of its own.
        XCTAssertEqual(button.titleLabel?.textLayout(in: CGRect(x: 0, y: 0, width: 200, height: 30)).color,
                       UIColor.red.withAlphaComponent(0.2))
        button.setTitleColor(.green, for: .highlighted)
        XCTAssertEqual(button.titleLabel?.textLayout(in: CGRect(x: 0, y: 0, width: 200, height: 30)).color, .green)
        button.isHighlighted = false
        button.isEnabled = false
        XCTAssertEqual(button.state, .disabled)
    }

    func testSizeToFitAndTheCentredTitle() {
        let button = UIButton(type: .system)
        button.setTitle("Present", for: .normal)
        button.sizeToFit()
        let font = UIFont.systemFont(ofSize: 15)
        XCTAssertEqual(button.bounds.width, font.width(of: "Present").rounded(.up))
        XCTAssertEqual(button.bounds.height, font.lineHeight.rounded(.up) + 12)

        button.frame = CGRect(x: 0, y: 0, width: 300, height: 200)
        button.layoutIfNeeded()
        let title = button.titleLabel!
        XCTAssertEqual(title.center, CGPoint(x: 150, y: 100))
        XCTAssertEqual(title.bounds.width, font.width(of: "Present").rounded(.up))

        // Growing bounds (the seed's PositionToBoundsMapping) re-centre the title at the next pass.
        button.bounds.size = CGSize(width: 400, height: 260)
        button.layoutIfNeeded()
        XCTAssertEqual(title.center, CGPoint(x: 200, y: 130))
    }

    /// A foreground image larger than the button shrinks to fit it, keeping its shape; a
    /// smaller one keeps its size (tek4fun's 409 × 411 pt close glyph on a 40 pt button).
    func testAnImageLargerThanTheButtonShrinksToFit() throws {
        let large = UIGraphicsImageRenderer(size: CGSize(width: 400, height: 200)).image { context in
            UIColor.red.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 400, height: 200))
        }
        let button = UIButton(type: .custom)
        button.setImage(large, for: .normal)
        button.frame = CGRect(x: 0, y: 0, width: 40, height: 40)
        button.layoutIfNeeded()
        let imageView = try XCTUnwrap(button.imageView)
        XCTAssertEqual(imageView.frame, CGRect(x: 0, y: 10, width: 40, height: 20))
        button.frame = CGRect(x: 0, y: 0, width: 500, height: 300)
        button.layoutIfNeeded()
        XCTAssertEqual(imageView.frame, CGRect(x: 50, y: 50, width: 400, height: 200), "not stretched")
    }

    func testActionsRunForTouchUpInside() {
        let button = UIButton(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
        var taps = 0
        button.addAction(UIAction { _ in taps += 1 }, for: .touchUpInside)
        button.sendActions(for: .touchUpInside)
        button.sendActions(for: .touchDown)
        XCTAssertEqual(taps, 1)
    }
}
