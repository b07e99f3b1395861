import Demos
import DynamicsKit
import Foundation
import XCTest

final class BoundsMappingButtonTests: XCTestCase {
    private func button(in scene: Scene) -> UIButton {
        scene.rootViewController!.view.subviews.compactMap { $0 as? UIButton }.first!
    }

    func testEachTapMakesTheBoundsOvershootAndSettleBack() {
        let scene = DemoCatalog.demo(id: "bounds-mapping-button")!.makeScene()
        let button = button(in: scene)
        XCTAssertEqual(button.bounds, CGRect(x: 0, y: 0, width: 300, height: 200))
        XCTAssertEqual(button.center, CGPoint(x: 187.5, y: 333.5))
        XCTAssertEqual(button.currentTitle, "Tap Me")

        for (tap, end) in [(0.3, 2.8), (2.8, 5.0)] {
            scene.advance(to: tap)
            var maxW: CGFloat = 0, minW = CGFloat.infinity, maxH: CGFloat = 0, minH = CGFloat.infinity
            while scene.time < end - 1.0 / 60 {
                scene.advance(by: 1.0 / 60)
                maxW = max(maxW, button.bounds.width); minW = min(minW, button.bounds.width)
                maxH = max(maxH, button.bounds.height); minH = min(minH, button.bounds.height)
                XCTAssertEqual(button.center.x, 187.5, accuracy: 1e-6, "it grows about its centre")
                XCTAssertEqual(button.center.y, 333.5, accuracy: 1e-6)
            }
            XCTAssertGreaterThan(maxW, 302, "tap at \(tap): grows past its width")
            XCTAssertGreaterThan(maxH, 202, "tap at \(tap): grows past its height")
            XCTAssertLessThan(minW, 298, "tap at \(tap): springs back below its width")
            XCTAssertLessThan(minH, 198, "tap at \(tap): springs back below its height")
        }
        XCTAssertEqual(button.bounds.width, 300, accuracy: 2)
        XCTAssertEqual(button.bounds.height, 200, accuracy: 2)
    }

    func testTheSameSceneTwiceEndsTheSame() {
        func run() -> CGRect {
            let scene = DemoCatalog.demo(id: "bounds-mapping-button")!.makeScene()
            scene.advance(to: 3.1)
            return button(in: scene).bounds
        }
        XCTAssertEqual(run(), run())
    }
}
