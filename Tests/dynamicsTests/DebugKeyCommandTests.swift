import Basics
import Foundation
import PNG
import XCTest

/// UIKit's private `debugEnabled` key, which tutorials set on an animator to see its physics,
/// turns on the debug overlay without `--debug`.
final class DebugKeyCommandTests: CommandLineTestCase {
    /// Renders a square in a collision behavior with `code` run after the behaviors are added,
    /// and counts the overlay's blue pixels along the square's top edge (its outline).
    private func overlayPixels(_ code: String) throws -> Int {
        try write("Debug.swift", """
            import UIKit

            class DebugViewController: UIViewController {
                var animator: UIDynamicAnimator!

                override func viewDidLoad() {
                    super.viewDidLoad()
                    let square = UIView(frame: CGRect(x: 100, y: 100, width: 100, height: 100))
                    view.addSubview(square)
                    animator = UIDynamicAnimator(referenceView: view)
                    animator.addBehavior(UICollisionBehavior(items: [square]))
                    \(code)
                }
            }

            """)
        let result = try runDynamics(["render", "Debug.swift", "--duration", "0.1", "-o", "frames/"])
        XCTAssertEqual(result.status, 0, result.stderr)
        let frame = try Frame(contentsOfPNG: workDirectory.appendingPathComponent("frames/frame-0002.png"))
        return (100..<200).filter { x in (99...100).contains { y in Int(frame[x, y].b) > Int(frame[x, y].r) + 40 } }.count
    }

    func testAnAnimatorsDebugEnabledKeyDrawsTheOverlay() throws {
        XCTAssertEqual(try overlayPixels(""), 0)
        XCTAssertGreaterThan(try overlayPixels(#"animator.setValue(true, forKey: "debugEnabled")"#), 80)
    }

    /// The same switch sent as a message by name, as samples write it.
    func testTheSetDebugEnabledSelectorDrawsTheOverlay() throws {
        XCTAssertGreaterThan(try overlayPixels(#"animator.perform(Selector(("setDebugEnabled:")), with: true)"#), 80)
        XCTAssertGreaterThan(try overlayPixels(#"animator.perform(NSSelectorFromString("setDebugEnabled:"), with: true)"#), 80)
        XCTAssertEqual(try overlayPixels(#"animator.perform(Selector("setDebugEnabled:"), with: true); animator.perform(Selector("setDebugEnabled:"), with: false)"#), 0)
    }
}
