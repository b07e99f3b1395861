import Basics
import Encoding
import Foundation
import XCTest

/// `dynamics render` of a scene file that draws with Core Animation layers: a CAShapeLayer
/// rope, updated every tick, between a fixed anchor and a view swinging on an attachment.
final class LayerSceneCommandTests: CommandLineTestCase {
    static let rope = """
        import UIKit

        class RopeViewController: UIViewController {
            let anchor = CGPoint(x: 160, y: 120)
            var animator: UIDynamicAnimator!
            let rope = CAShapeLayer()

            override func viewDidLoad() {
                super.viewDidLoad()
                view.backgroundColor = .white
                rope.strokeColor = UIColor.blue.cgColor
                rope.fillColor = nil
                rope.lineWidth = 4
                rope.lineCap = .round
                view.layer.addSublayer(rope)

                let weight = UIView(frame: CGRect(x: 270, y: 100, width: 40, height: 40))
                weight.backgroundColor = .red
                view.addSubview(weight)

                animator = UIDynamicAnimator(referenceView: view)
                animator.addBehavior(UIGravityBehavior(items: [weight]))
                let attachment = UIAttachmentBehavior(item: weight, attachedToAnchor: anchor)
                attachment.action = { [unowned self] in
                    let path = UIBezierPath()
                    path.move(to: self.anchor)
                    path.addLine(to: weight.center)
                    CATransaction.begin()
                    CATransaction.setDisableActions(true)
                    self.rope.path = path.cgPath
                    CATransaction.commit()
                }
                animator.addBehavior(attachment)
            }
        }

        """

    private func frame(_ folder: String, _ index: Int) throws -> Frame {
        try Frame(contentsOfPNG: workDirectory.appendingPathComponent(folder).appendingPathComponent(String(format: "frame-%04d.png", index)))
    }

    /// The middle of the red weight: the mean of its pixels.
    private func weightCentre(in frame: Frame) -> CGPoint? {
        var (sumX, sumY, count) = (0, 0, 0)
        for y in 0..<frame.height {
            for x in 0..<frame.width {
                let p = frame[x, y]
                guard p.r > 200 && p.g < 60 && p.b < 60 else { continue }
                (sumX, sumY, count) = (sumX + x, sumY + y, count + 1)
            }
        }
        guard count > 0 else { return nil }
        // Pixel x covers x…x + 1: its centre is x + 0.5.
        return CGPoint(x: Double(sumX) / Double(count) + 0.5, y: Double(sumY) / Double(count) + 0.5)
    }

    func testARopeLayerJoinsTheAnchorAndTheSwingingViewInEveryFrame() throws {
        try write("Rope.swift", Self.rope)
        let result = try runDynamics(["render", "Rope.swift", "-o", "frames/", "--fps", "10", "--duration", "2"])
        XCTAssertEqual(result.status, 0, result.stderr)
        let anchor = CGPoint(x: 160, y: 120)
        var centres: [CGPoint] = []
        for index in [3, 6, 9, 12, 15, 18] {
            let image = try frame("frames", index)
            let centre = try XCTUnwrap(weightCentre(in: image), "frame \(index)")
            centres.append(centre)
            // The attachment is rigid: the weight stays 130 pt from the anchor.
            XCTAssertEqual(hypot(centre.x - anchor.x, centre.y - anchor.y), 130, accuracy: 3, "frame \(index)")
            // Along the rope, from just past the anchor to short of the weight (drawn above it).
            let (dx, dy) = (centre.x - anchor.x, centre.y - anchor.y)
            let length = hypot(dx, dy)
            for fraction in stride(from: 0.1, through: 0.75, by: 0.05) {
                let x = Int((anchor.x + dx * fraction).rounded(.down)), y = Int((anchor.y + dy * fraction).rounded(.down))
                let p = image[x, y]
                XCTAssertTrue(p.b > 200 && p.r < 90 && p.g < 90, "frame \(index): rope pixel at (\(x), \(y)) is \(p)")
            }
            // 8 pt to the side of the rope's middle is background.
            let (nx, ny) = (-dy / length * 8, dx / length * 8)
            let side = image[Int(anchor.x + dx / 2 + nx), Int(anchor.y + dy / 2 + ny)]
            XCTAssertEqual(side, RGBA(255, 255, 255), "frame \(index)")
        }
        // It swings: across the frames the weight goes from the right of the anchor to its left.
        XCTAssertGreaterThan(centres.map(\.x).max()! - centres.map(\.x).min()!, 150)

        // The same scene gives the same bytes.
        let again = try runDynamics(["render", "Rope.swift", "-o", "again/", "--fps", "10", "--duration", "2"])
        XCTAssertEqual(again.status, 0, again.stderr)
        for index in [9, 18] {
            XCTAssertEqual(try frame("again", index).pixels, try frame("frames", index).pixels)
        }
    }
}
