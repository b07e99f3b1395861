import DynamicsKit
import Foundation
import XCTest

/// The seeds' drag pattern: an attachment made early with anchor `.zero`, its anchor moved to the
/// touch, then added. The item must follow the touch, not hang 400 pt away from it.
final class AttachmentLengthTests: XCTestCase {
    func testAnAnchorAttachmentMeasuresItsLengthWhenAdded() {
        let stage = TestStage()
        let view = stage.addView(size: CGSize(width: 40, height: 40), center: CGPoint(x: 187.5, y: 333.5))
        let attachment = UIAttachmentBehavior(item: view, attachedToAnchor: .zero)
        XCTAssertEqual(Double(attachment.length), hypot(187.5, 333.5), accuracy: 1e-9, "the distance at creation")
        attachment.anchorPoint = CGPoint(x: 190, y: 340)
        stage.add(attachment)
        XCTAssertEqual(Double(attachment.length), hypot(2.5, 6.5), accuracy: 1e-9)
        // Drag the anchor 100 pt right: the item follows at the same offset.
        for step in 1...30 {
            attachment.anchorPoint = CGPoint(x: 190 + Double(step) * 100 / 30, y: 340)
            stage.run(for: 1.0 / 60)
        }
        stage.run(for: 0.3)
        XCTAssertEqual(hypot(Double(view.center.x) - 290, Double(view.center.y) - 340), Double(attachment.length), accuracy: 0.5)
        XCTAssertGreaterThan(Double(view.center.x), 270)
    }

    func testALengthYouSetIsKept() {
        let stage = TestStage()
        let view = stage.addView(size: CGSize(width: 40, height: 40), center: CGPoint(x: 100, y: 100))
        let attachment = UIAttachmentBehavior(item: view, attachedToAnchor: CGPoint(x: 100, y: 0))
        attachment.length = 50
        attachment.anchorPoint = CGPoint(x: 100, y: 10)
        stage.add(attachment)
        XCTAssertEqual(Double(attachment.length), 50)
    }
}
