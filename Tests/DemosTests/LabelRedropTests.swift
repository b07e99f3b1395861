import Demos
import DynamicsKit
import Foundation
import XCTest

final class LabelRedropTests: XCTestCase {
    private func label(in scene: Scene) -> UILabel {
        scene.rootViewController!.view.subviews.compactMap { $0 as? UILabel }.first!
    }

    func testTheLabelLandsJumpsToTheTopAndLandsAgainTwice() {
        let scene = DemoCatalog.demo(id: "label-redrop")!.makeScene()
        let label = label(in: scene)
        XCTAssertEqual(label.frame.minY, 0)
        // Landing: it turns back within a tick's fall (about 18 pt) of the bottom edge. It may
        // bounce off in mid-tick, never showing at the edge at a tick's end.
        var lowest = label.frame.maxY
        func landedThisTick() -> Bool {
            let before = lowest
            lowest = label.frame.maxY
            return label.frame.maxY < before && before > 667 - 20
        }
        for (reset, next) in [(1.6, 3.2), (3.2, 5.0)] {
            // (After the first reset, the previous pass already saw it land again.)
            var landed = scene.time >= reset - 0.1
            while scene.time < reset - 1.0 / 120 {
                scene.advance(by: 1.0 / 60)
                if landedThisTick() || label.frame.maxY > 666 { landed = true }
            }
            XCTAssertTrue(landed, "it reached the bottom before the reset at \(reset)")
            scene.advance(to: reset + 1.0 / 60)
            lowest = label.frame.maxY
            XCTAssertLessThan(label.frame.minY, 10, "back at the top after the reset at \(reset)")
            XCTAssertEqual(label.frame.minX, 0, accuracy: 1e-6)
            var again = false
            while scene.time < next - 1.0 / 120 {
                scene.advance(by: 1.0 / 60)
                if landedThisTick() || label.frame.maxY > 666 { again = true }
                XCTAssertLessThanOrEqual(label.frame.maxY, 667.5, "the bottom edge holds it")
            }
            XCTAssertTrue(again, "it landed again after the reset at \(reset)")
        }
    }

    func testTheSameSceneTwiceEndsTheSame() {
        func run() -> CGRect {
            let scene = DemoCatalog.demo(id: "label-redrop")!.makeScene()
            scene.advance(to: 3.6)
            return label(in: scene).frame
        }
        XCTAssertEqual(run(), run())
    }
}
