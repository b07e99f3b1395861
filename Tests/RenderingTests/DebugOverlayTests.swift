import DynamicsKit
import Encoding
import Rendering
import XCTest

final class DebugOverlayTests: XCTestCase {
    func testOverlayDrawsBoundariesAttachmentsSnapsAndFields() throws {
        let scene = Scene(size: CGSize(width: 200, height: 200), backgroundColor: .clear)
        let hanging = UIView(frame: CGRect(x: 80, y: 120, width: 40, height: 40))
        let snapping = UIView(frame: CGRect(x: 10, y: 10, width: 20, height: 20))
        scene.rootView.addSubview(hanging)
        scene.rootView.addSubview(snapping)
        scene.run {
            let animator = UIDynamicAnimator(referenceView: scene.rootView)
            scene.keep(animator)
            let collision = UICollisionBehavior(items: [hanging])
            collision.addBoundary(withIdentifier: "floor", from: CGPoint(x: 0, y: 190), to: CGPoint(x: 200, y: 190))
            animator.addBehavior(collision)
            // A rod from (100, 40) straight down to the item's centre at (100, 140).
            animator.addBehavior(UIAttachmentBehavior(item: hanging, attachedToAnchor: CGPoint(x: 100, y: 40)))
            animator.addBehavior(UISnapBehavior(item: snapping, snapTo: CGPoint(x: 170, y: 30)))
            let field = UIFieldBehavior.springField()
            field.position = CGPoint(x: 40, y: 100)
            field.region = UIRegion(radius: 30)
            animator.addBehavior(field)
        }
        scene.advance(to: 1.0 / 60)
        let drawing = scene.debugDrawing()
        XCTAssertEqual(drawing.boundaries.count, 1)
        XCTAssertEqual(drawing.attachments.count, 1)
        XCTAssertEqual(drawing.snaps.count, 1)
        XCTAssertEqual(drawing.fieldRegions, [.ellipse(CGRect(x: 10, y: 70, width: 60, height: 60))])

        let plain = try Rasterizer().render(scene.rootView)
        let frame = try Rasterizer().render(scene.rootView, overlay: drawing)
        // Without the overlay the root is transparent there; with it, each part has its color.
        XCTAssertEqual(plain[100, 190].a, 0)
        let boundary = frame[100, 190]
        XCTAssertGreaterThan(boundary.r, 150, "boundary in red: \(boundary)")
        XCTAssertLessThan(boundary.g, 80)
        let rod = frame[100, 80]
        XCTAssertGreaterThan(rod.b, 150, "attachment in blue: \(rod)")
        XCTAssertLessThan(rod.r, 100)
        let anchor = frame[100, 40]
        XCTAssertGreaterThan(anchor.a, 200, "anchor dot")
        let snapCross = frame[170, 30]
        XCTAssertGreaterThan(snapCross.r, 200, "snap cross-hair in orange: \(snapCross)")
        let region = frame[10, 100]
        XCTAssertGreaterThan(region.a, 0, "field region outline at its left edge")
        XCTAssertEqual(frame[150, 150].a, 0, "nothing elsewhere")
    }
}
