import Basics
import Foundation
import PNG
import XCTest

/// A scroll view in a scene file, as iOS code writes one: coloured rows in a tall content
/// area, a ball falling under gravity inside the content (the animator's reference view is the
/// scroll view), flicked to its end from the command line: it glides, overshoots the end, and
/// springs back to rest exactly there.
final class ScrollSceneCommandTests: CommandLineTestCase {
    static let scene = """
        import UIKit

        /// A tall list of coloured stripes in a scroll view, with a ball that falls under gravity
        /// inside the content, flicked to its end from the command line.
        class StripesViewController: UIViewController, UIScrollViewDelegate {
            let scrollView = UIScrollView()
            var animator: UIDynamicAnimator!
            let colors: [UIColor] = [.systemRed, .systemOrange, .systemYellow, .systemGreen, .systemTeal, .systemBlue, .systemIndigo, .systemPurple]

            override func viewDidLoad() {
                super.viewDidLoad()
                view.backgroundColor = .white
                scrollView.frame = view.bounds
                scrollView.delegate = self
                view.addSubview(scrollView)
                let height: CGFloat = 120
                for index in 0..<12 {
                    let stripe = UIView(frame: CGRect(x: 16, y: 16 + CGFloat(index) * height, width: view.bounds.width - 32, height: height - 16))
                    stripe.backgroundColor = colors[index % colors.count]
                    stripe.layer.cornerRadius = 12
                    let label = UILabel(frame: CGRect(x: 16, y: 0, width: 200, height: height - 16))
                    label.text = "Row \\(index + 1)"
                    label.font = .boldSystemFont(ofSize: 28)
                    label.textColor = .white
                    stripe.addSubview(label)
                    scrollView.addSubview(stripe)
                }
                scrollView.contentSize = CGSize(width: view.bounds.width, height: 16 + 12 * height)
                let ball = UIView(frame: CGRect(x: 280, y: 40, width: 40, height: 40))
                ball.backgroundColor = .black
                ball.layer.cornerRadius = 20
                scrollView.addSubview(ball)
                animator = UIDynamicAnimator(referenceView: scrollView)
                let gravity = UIGravityBehavior(items: [ball])
                gravity.magnitude = 0.2
                animator.addBehavior(gravity)
            }

            func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {
                print("rested at", Int(scrollView.contentOffset.y.rounded()))
            }
        }
        """

    /// The lowest row's bottom edge on screen (its last coloured pixel down the x = 100 column).
    private func lastRowBottom(_ frame: Frame) -> Int {
        (0..<frame.height).last { frame[100, $0] != RGBA(255, 255, 255) } ?? -1
    }

    func testAFlickedScrollViewGlidesToItsEndAndBouncesBack() throws {
        try write("Stripes.swift", Self.scene)
        let result = try runDynamics(["render", "Stripes.swift", "--flick", "187,500:0,-4000@0.5", "--duration", "4", "-o", "frames/"])
        XCTAssertEqual(result.status, 0, result.stderr)
        // The content is 16 + 12 × 120 = 1456 pt tall under a 20 pt status bar: it rests at
        // 1456 − 667 = 789, where row 12's bottom (content y 1440) shows at y 651.
        XCTAssertEqual(result.stderr, "rested at 789\n")
        let frames = try (0..<120).map { index in
            try Frame(contentsOfPNG: workDirectory.appendingPathComponent(String(format: "frames/frame-%04d.png", index)))
        }
        // At first: row 1 from 20 + 16 = 36 pt, red.
        XCTAssertEqual(frames[0][100, 40], RGBA(255, 59, 48))
        XCTAssertEqual(frames[0][100, 30], RGBA(255, 255, 255))
        let bottoms = frames.map(lastRowBottom)
        // The overshoot: row 12 rides up past its resting place, white shows below it…
        let highest = bottoms.min() ?? 0
        XCTAssertLessThan(highest, 651 - 20, "the bounce shows")
        XCTAssertGreaterThan(highest, 651 - 200)
        let deepest = bottoms.firstIndex(of: highest) ?? 0
        XCTAssertEqual(frames[deepest][100, highest + 5], RGBA(255, 255, 255))
        // …and comes back down without passing the end again, to rest there.
        let after = bottoms[deepest...]
        XCTAssertEqual(Array(after), after.sorted(), "the spring returns without a second swing")
        XCTAssertEqual(bottoms.last, 650)
        XCTAssertEqual(frames[119][100, 640], RGBA(52, 199, 89))
        // The indicator showed by the right edge while moving (grey), and has faded at the end.
        let indicatorColumn = 375 - 3 - 2
        XCTAssertTrue((0..<667).contains { y in
            let pixel = frames[deepest][indicatorColumn, y]
            return pixel.r == pixel.g && pixel.g == pixel.b && pixel.r < 200
        })
        XCTAssertTrue((0..<667).allSatisfy { frames[119][indicatorColumn, $0] == RGBA(255, 255, 255) })
    }
}
