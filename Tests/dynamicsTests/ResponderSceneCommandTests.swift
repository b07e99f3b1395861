import Basics
import Foundation
import XCTest

/// `dynamics render` of a scene file whose view controller overrides `touchesBegan(_:with:)`:
/// each scripted `--tap` drops a square where the finger came down, built from behaviors made
/// with `init()` and given their items with `addItem(_:)`.
final class ResponderSceneCommandTests: CommandLineTestCase {
    static let cache = FileManager.default.temporaryDirectory.appendingPathComponent("dynamics-responder-cache-\(getpid())")

    override class func tearDown() {
        try? FileManager.default.removeItem(at: cache)
        super.tearDown()
    }

    static let scene = """
        import UIKit

        /// Drops a red square wherever a finger comes down.
        class DropViewController: UIViewController {
            var animator: UIDynamicAnimator!
            let gravity = UIGravityBehavior()
            let collision = UICollisionBehavior()

            override func viewDidLoad() {
                super.viewDidLoad()
                view.backgroundColor = .white
                animator = UIDynamicAnimator(referenceView: view)
                collision.translatesReferenceBoundsIntoBoundary = true
                animator.addBehavior(gravity)
                animator.addBehavior(collision)
            }

            override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
                guard let touch = touches.first else { return }
                let point = touch.location(in: view)
                let square = UIView(frame: CGRect(x: point.x - 20, y: point.y - 20, width: 40, height: 40))
                square.backgroundColor = .red
                view.addSubview(square)
                gravity.addItem(square)
                collision.addItem(square)
            }
        }

        """

    /// The box around the pure red pixels (the squares, not the finger's pale dot).
    private func redBox(_ frame: Frame, columns: Range<Int>? = nil) -> (minX: Int, maxX: Int, minY: Int, maxY: Int, count: Int)? {
        var box: (minX: Int, maxX: Int, minY: Int, maxY: Int, count: Int)?
        for y in 0..<frame.height {
            for x in columns ?? 0..<frame.width {
                let p = frame[x, y]
                guard p.r > 200, p.g < 40, p.b < 40 else { continue }
                if let b = box {
                    box = (min(b.minX, x), max(b.maxX, x), min(b.minY, y), max(b.maxY, y), b.count + 1)
                } else {
                    box = (x, x, y, y, 1)
                }
            }
        }
        return box
    }

    func testTapsReachTheControllersTouchesBeganAndDropSquaresWhereTheFingerCameDown() throws {
        try write("Drop.swift", Self.scene)
        let result = try runDynamics(
            ["render", "Drop.swift", "-o", "frames/", "--fps", "10", "--duration", "3.5",
             "--tap", "100,200@0.5", "--tap", "280,100@1"],
            environment: ["XDG_CACHE_HOME": Self.cache.path])
        XCTAssertEqual(result.status, 0, result.stderr)
        func frame(_ index: Int) throws -> Frame {
            try Frame(contentsOfPNG: workDirectory.appendingPathComponent("frames").appendingPathComponent(String(format: "frame-%04d.png", index)))
        }

        XCTAssertNil(redBox(try frame(4)), "nothing before the first tap")
        // At 0.5 s the finger is down at (100, 200): a 40 pt square centred there, fallen
        // 0.17 pt in the tick it was made (its top row no longer pure red).
        let first = try XCTUnwrap(redBox(try frame(5)))
        XCTAssertEqual(first.minX, 80)
        XCTAssertEqual(first.maxX, 119)
        XCTAssertEqual(first.minY, 181)
        XCTAssertEqual(first.maxY, 219)

        // At 1 s the second square appears at (280, 100) while the first has fallen for the 31
        // ticks since its tap's: ½ · 1000 pt/s² · (31/60 s)² ≈ 133 pt (a little less: items
        // resist at 0.1 /s).
        let both = try frame(10)
        let left = try XCTUnwrap(redBox(both, columns: 0..<190))
        let right = try XCTUnwrap(redBox(both, columns: 190..<375))
        XCTAssertEqual(right.minX, 260)
        XCTAssertEqual(right.minY, 81)
        XCTAssertEqual(right.maxY, 119)
        XCTAssertEqual(left.minX, 80)
        XCTAssertEqual(Double(left.minY + left.maxY + 1) / 2, 200 + 133, accuracy: 2)

        // By 3.4 s both rest on the bottom edge of the screen.
        let end = try frame(34)
        let landedLeft = try XCTUnwrap(redBox(end, columns: 0..<190))
        let landedRight = try XCTUnwrap(redBox(end, columns: 190..<375))
        for box in [landedLeft, landedRight] {
            XCTAssertEqual(box.maxY, 666)
            XCTAssertEqual(box.minY, 627)
            XCTAssertEqual(box.count, 40 * 40)
        }
        XCTAssertEqual(landedLeft.minX, 80)
        XCTAssertEqual(landedRight.minX, 260)
    }
}
