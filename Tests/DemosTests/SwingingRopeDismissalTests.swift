import Demos
import DynamicsKit
import Foundation
import XCTest

final class SwingingRopeDismissalTests: XCTestCase {
    /// Dismiss is tapped at 0.5 s; the finger lifts, and touchUpInside fires, at 0.6 s.
    private let tapTime = 0.6

    private func angle(_ t: CGAffineTransform) -> CGFloat { atan2(t.b, t.a) }

    /// The item's attachment point: (70, h/2) from its centre, turned with the view.
    private func attachmentPoint(of view: UIView) -> CGPoint {
        let a = angle(view.transform)
        let offset = CGPoint(x: 70, y: view.bounds.height / 2)
        return CGPoint(x: view.center.x + offset.x * cos(a) - offset.y * sin(a),
                       y: view.center.y + offset.x * sin(a) + offset.y * cos(a))
    }

    func testItSwingsOnTheRopeThenDropsOutBelowTheScreen() {
        let scene = DemoCatalog.demo(id: "swinging-rope-dismissal")!.makeScene()
        let presenter = scene.rootViewController!
        let modal = presenter.presentedViewController!
        let view = modal.view!
        XCTAssertEqual(view.center, CGPoint(x: 187.5, y: 333.5), "presented centred, without animation")
        // The anchor: the top edge, 40 pt from the right, where it was when Dismiss was tapped.
        let anchor = CGPoint(x: view.frame.maxX - 40, y: view.frame.minY)
        let start = attachmentPoint(of: view)
        let ropeLength = hypot(start.x - anchor.x, start.y - anchor.y)

        var maxAngle: CGFloat = 0
        var maxStretch: CGFloat = 0
        let removal = tapTime + 4.0 * 2 / 3
        scene.advance(to: tapTime)
        XCTAssertTrue(modal.isBeingDismissed)
        while scene.time < removal - 0.05 {
            scene.advance(by: 1.0 / 60)
            maxAngle = max(maxAngle, abs(angle(view.transform)))
            let p = attachmentPoint(of: view)
            maxStretch = max(maxStretch, abs(hypot(p.x - anchor.x, p.y - anchor.y) - ropeLength))
        }
        XCTAssertGreaterThan(maxAngle, 0.3, "it turns like a sign on a rope")
        // A soft spring (frequency 3) under gravity × 10 stretches: about 10000 / (6π)² ≈ 28 pt.
        XCTAssertLessThan(maxStretch, 60, "the rope holds the attachment point near its length from the anchor")
        XCTAssertLessThan(view.frame.minY, 667, "still on screen while on the rope")

        var leftAt: TimeInterval?
        while scene.time < tapTime + 4, leftAt == nil {
            scene.advance(by: 1.0 / 60)
            if view.superview == nil || view.frame.minY > 667 {
                leftAt = scene.time
            }
        }
        XCTAssertNotNil(leftAt, "it leaves below the screen within 4 s of the tap")
        scene.advance(to: tapTime + 6)
        XCTAssertNil(presenter.presentedViewController, "the dismissal completed")
        XCTAssertNil(view.superview)
        XCTAssertTrue(presenter.view.isUserInteractionEnabled)
    }

    func testTheSameSceneTwiceEndsTheSame() {
        func run() -> (CGPoint, CGAffineTransform) {
            let scene = DemoCatalog.demo(id: "swinging-rope-dismissal")!.makeScene()
            let view = scene.rootViewController!.presentedViewController!.view!
            scene.advance(to: 2.5)
            return (view.center, view.transform)
        }
        let (a, b) = (run(), run())
        XCTAssertEqual(a.0, b.0)
        XCTAssertEqual(a.1, b.1)
    }
}
