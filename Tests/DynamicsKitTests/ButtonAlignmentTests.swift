import DynamicsKit
import Foundation
import XCTest

/// A button's title placed per the control's content alignments and the content insets.
final class ButtonAlignmentTests: XCTestCase {
    private func layOut(_ configure: (UIButton) -> Void) -> (title: CGRect, text: CGSize) {
        let button = UIButton(type: .system)
        button.frame = CGRect(x: 0, y: 0, width: 200, height: 60)
        button.setTitle("Tap", for: .normal)
        configure(button)
        button.layoutIfNeeded()
        let label = button.titleLabel!
        return (label.frame, label.sizeThatFits(.zero))
    }

    func testHorizontalAlignments() {
        let centred = layOut { _ in }
        let text = centred.text
        XCTAssertEqual(centred.title.midX, 100, accuracy: 1e-9)
        XCTAssertEqual(centred.title.midY, 30, accuracy: 1e-9)
        XCTAssertEqual(layOut { $0.contentHorizontalAlignment = .left }.title.minX, 0)
        XCTAssertEqual(layOut { $0.contentHorizontalAlignment = .leading }.title.minX, 0)
        XCTAssertEqual(layOut { $0.contentHorizontalAlignment = .right }.title.maxX, 200)
        XCTAssertEqual(layOut { $0.contentHorizontalAlignment = .trailing }.title.maxX, 200)
        let filled = layOut { $0.contentHorizontalAlignment = .fill }.title
        XCTAssertEqual(filled.minX, 0)
        XCTAssertEqual(filled.width, 200)
        XCTAssertEqual(filled.height, text.height)
    }

    func testVerticalAlignmentsAndInsets() {
        let top = layOut {
            $0.contentVerticalAlignment = .top
            $0.contentHorizontalAlignment = .left
            $0.contentEdgeInsets = UIEdgeInsets(top: 5, left: 16, bottom: 7, right: 16)
        }.title
        XCTAssertEqual(top.origin, CGPoint(x: 16, y: 5))
        let bottom = layOut { $0.contentVerticalAlignment = .bottom }.title
        XCTAssertEqual(bottom.maxY, 60)
        let filled = layOut { $0.contentVerticalAlignment = .fill }.title
        XCTAssertEqual(filled.minY, 0)
        XCTAssertEqual(filled.height, 60)
        let button = UIButton(type: .system)
        XCTAssertEqual(button.effectiveContentHorizontalAlignment, .center)
        button.contentHorizontalAlignment = .trailing
        XCTAssertEqual(button.effectiveContentHorizontalAlignment, .right)
    }
}
