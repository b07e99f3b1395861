import Basics
import Foundation
import PNG
import XCTest

/// Custom drawing as UIKit code writes it: `draw(_:)` with UIBezierPath and the current
/// CGContext, redrawn after `setNeedsDisplay()`, text, and images from UIGraphicsImageRenderer.
final class DrawingCommandTests: CommandLineTestCase {
    private func frame(_ index: Int) throws -> Frame {
        try Frame(contentsOfPNG: workDirectory.appendingPathComponent(String(format: "frames/frame-%04d.png", index)))
    }

    func testDrawRectPathsContextTextAndRenderedImages() throws {
        try write("Drawing.swift", """
            import UIKit

            class RopeView: UIView {
                var anchor = CGPoint(x: 187, y: 100)
                var end = CGPoint(x: 187, y: 300)
                var draws = 0

                override func draw(_ rect: CGRect) {
                    draws += 1
                    let rope = UIBezierPath()
                    rope.move(to: anchor)
                    rope.addLine(to: end)
                    rope.lineWidth = 6
                    rope.lineCapStyle = .round
                    UIColor.systemBlue.setStroke()
                    rope.stroke()
                    UIColor.systemRed.setFill()
                    UIBezierPath(ovalIn: CGRect(x: anchor.x - 10, y: anchor.y - 10, width: 20, height: 20)).fill()
                    guard let context = UIGraphicsGetCurrentContext() else { return }
                    context.saveGState()
                    context.translateBy(x: 20, y: 500)
                    context.setFillColor(UIColor.systemGreen.cgColor)
                    context.fill(CGRect(x: 0, y: 0, width: 40, height: 30))
                    context.restoreGState()
                    "Rope".draw(at: CGPoint(x: 20, y: 560), withAttributes: [.font: UIFont.boldSystemFont(ofSize: 30), .foregroundColor: UIColor.black])
                }
            }

            class DrawingViewController: UIViewController {
                let rope = RopeView(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
                let weight = UIView(frame: CGRect(x: 162, y: 275, width: 50, height: 50))
                var animator: UIDynamicAnimator!

                override func viewDidLoad() {
                    super.viewDidLoad()
                    rope.backgroundColor = .white
                    view.addSubview(rope)
                    weight.backgroundColor = .darkGray
                    view.addSubview(weight)
                    let badge = UIGraphicsImageRenderer(size: CGSize(width: 40, height: 40)).image { context in
                        UIColor.systemOrange.setFill()
                        context.fill(CGRect(x: 0, y: 0, width: 40, height: 40))
                        UIColor.white.setFill()
                        UIBezierPath(ovalIn: CGRect(x: 10, y: 10, width: 20, height: 20)).fill()
                    }
                    let badgeView = UIImageView(image: badge)
                    badgeView.frame.origin = CGPoint(x: 300, y: 500)
                    view.addSubview(badgeView)
                    animator = UIDynamicAnimator(referenceView: view)
                    let attachment = UIAttachmentBehavior(item: weight, attachedToAnchor: rope.anchor)
                    attachment.action = { [weak self] in
                        guard let self = self else { return }
                        self.rope.end = self.weight.center
                        self.rope.setNeedsDisplay()
                    }
                    animator.addBehavior(attachment)
                    animator.addBehavior(UIGravityBehavior(items: [weight]))
                    weight.center.x += 150
                    animator.updateItem(usingCurrentState: weight)
                    print("badge", badge.size, badge.scale)
                }
            }

            """)
        let result = try runDynamics(["render", "Drawing.swift", "--duration", "1", "-o", "frames/"])
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertEqual(result.stderr, "badge CGSize(width: 40.0, height: 40.0) 2.0\n")
        let first = try frame(0)
        let blue = RGBA(0, 122, 255), red = RGBA(255, 59, 48)
        XCTAssertEqual(first[187, 100], red, "the anchor's disc")
        XCTAssertEqual(first[40, 515], RGBA(52, 199, 89), "the context's rectangle, translated")
        XCTAssertEqual(first[301, 501], RGBA(255, 149, 0), "the rendered image's orange")
        XCTAssertEqual(first[320, 520], RGBA(255, 255, 255), "and its white disc")
        XCTAssertTrue((20..<120).contains { x in (560..<600).contains { first[x, $0] == RGBA(0, 0, 0) } }, "the text")
        // The rope is redrawn every step from the anchor to the swinging weight's centre: its
        // middle is blue in each frame, wherever the weight is.
        for index in [10, 20, 29] {
            let image = try frame(index)
            var weightPixels: [CGPoint] = []
            for x in 0..<375 {
                for y in 0..<667 where image[x, y] == RGBA(85, 85, 85) { weightPixels.append(CGPoint(x: x, y: y)) }
            }
            XCTAssertFalse(weightPixels.isEmpty)
            let sumX = weightPixels.reduce(CGFloat(0)) { $0 + $1.x }, sumY = weightPixels.reduce(CGFloat(0)) { $0 + $1.y }
            let centre = CGPoint(x: sumX / CGFloat(weightPixels.count), y: sumY / CGFloat(weightPixels.count))
            let middle = CGPoint(x: (187 + centre.x) / 2, y: (100 + centre.y) / 2)
            XCTAssertEqual(image[Int(middle.x.rounded()), Int(middle.y.rounded())], blue, "frame \(index): the rope's middle at \(middle)")
        }
    }
}
