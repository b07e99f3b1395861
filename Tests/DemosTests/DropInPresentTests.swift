import Demos
import DynamicsKit
import Foundation
import XCTest

final class DropInPresentTests: XCTestCase {
    private func modalView(in scene: Scene) -> UIView? {
        scene.rootViewController?.presentedViewController?.view
    }

    func testTheModalDropsInBouncesAndSettlesCentredAndUpright() {
        let scene = DemoCatalog.demo(id: "drop-in-present")!.makeScene()
        XCTAssertNil(modalView(in: scene), "nothing is presented before the tap")
        scene.advance(to: 0.5)
        let modal = modalView(in: scene)!
        XCTAssertEqual(modal.bounds.size, CGSize(width: 200, height: 200))
        XCTAssertEqual(modal.layer.cornerRadius, 15)
        var lowest = -CGFloat.infinity
        var bounced = false
        var previousY = modal.center.y
        while scene.time < 3 {
            scene.advance(by: 1.0 / 60)
            lowest = max(lowest, modal.center.y)
            if modal.center.y < previousY - 0.5 { bounced = true }
            previousY = modal.center.y
        }
        XCTAssertTrue(bounced, "elasticity 0.7 bounces it off the floor at the centre")
        XCTAssertEqual(modal.center.x, 187.5, accuracy: 2)
        XCTAssertEqual(modal.center.y, 333.5, accuracy: 2)
        XCTAssertEqual(modal.transform, .identity, "rotation is off: it stays upright")
        XCTAssertFalse(scene.rootViewController!.presentedViewController!.isBeingPresented, "the presentation completed")
    }

    func testTheSameSceneTwiceEndsTheSame() {
        func run() -> CGRect {
            let scene = DemoCatalog.demo(id: "drop-in-present")!.makeScene()
            scene.advance(to: 1.2)
            return modalView(in: scene)!.frame
        }
        XCTAssertEqual(run(), run())
    }
}
