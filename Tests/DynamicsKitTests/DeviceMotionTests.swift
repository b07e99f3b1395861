import DynamicsKit
import Foundation
import TestSupport
import XCTest

/// Motion that must match a device (issue 11): drags, snaps, animator lifetime and rest.
final class DeviceMotionTests: XCTestCase {
    // MARK: Dragging

    /// Where the item's attached point is, in the reference view.
    private func attachedPoint(of view: UIView, offset: UIOffset) -> CGPoint {
        let t = view.transform
        return CGPoint(x: view.center.x + t.a * offset.horizontal + t.c * offset.vertical,
                       y: view.center.y + t.b * offset.horizontal + t.d * offset.vertical)
    }

    /// A rigid anchor attachment whose anchor moves 1,000 pt/s, as a pan moves it, tick by
    /// tick: the attached point stays within 1 pt of the anchor at every tick.
    func testARigidAttachmentFollowsAFastAnchorWithin1Point() {
        for (offset, gravity) in [(UIOffset.zero, false), (UIOffset(horizontal: 30, vertical: -20), false), (UIOffset(horizontal: 30, vertical: -20), true)] {
            let stage = TestStage()
            let view = stage.addView(size: CGSize(width: 100, height: 100), center: CGPoint(x: 100, y: 300))
            var anchor = attachedPoint(of: view, offset: offset)
            let attachment = UIAttachmentBehavior(item: view, offsetFromCenter: offset, attachedToAnchor: anchor)
            stage.add(attachment)
            if gravity { stage.add(UIGravityBehavior(items: [view])) }
            // Touch down: the attachment joins the animator, then the finger moves.
            stage.run(for: 1.0 / 60)
            var worst = 0.0
            // Off from rest to the right for 0.2 s, then round a circle of 120 pt radius.
            for index in 0..<48 {
                let turned = Double(max(index - 12, 0)) * (1000.0 / 60) / 120
                let direction = CGVector(dx: cos(turned), dy: sin(turned))
                anchor.x += direction.dx * 1000 / 60
                anchor.y += direction.dy * 1000 / 60
                attachment.anchorPoint = anchor
                stage.run(for: 1.0 / 60)
                let point = attachedPoint(of: view, offset: offset)
                worst = max(worst, Double(hypot(point.x - anchor.x, point.y - anchor.y)))
            }
            XCTAssertLessThan(worst, 1, "offset \(offset), gravity \(gravity): \(worst) pt behind the anchor")
        }
    }
}
