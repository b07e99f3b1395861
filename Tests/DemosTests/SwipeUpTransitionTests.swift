import Demos
import DynamicsKit
import Foundation
import XCTest

/// The swipe-up transition: a short pan falls back with a bounce, a long one sends the top view
/// controller off the top and reveals the bottom one.
final class SwipeUpTransitionTests: XCTestCase {
    private let screen = CGRect(x: 0, y: 0, width: 375, height: 667)

    func testAShortPanFallsBackThenALongOneExitsThroughTheTop() throws {
        let scene = DemoCatalog.demo(id: "swipe-up-transition")!.makeScene()
        let container = try XCTUnwrap(scene.rootViewController)
        XCTAssertEqual(container.children.count, 1, "only the top view controller at first")
        let top = try XCTUnwrap(container.children.first)
        let topView = try XCTUnwrap(top.view)
        XCTAssertEqual(topView.frame, screen)

        // The short pan (0.5–1.1 s) lifts it, then it falls back and bounces off the bottom.
        var lowest = CGFloat.infinity, hitBottom = false, bounced = false, cameBack = false
        while scene.time < 2.9 {
            scene.advance(by: 1.0 / 60)
            let y = topView.frame.minY
            lowest = min(lowest, y)
            if scene.time > 1.1 {
                if !hitBottom { hitBottom = y > -1 }
                else if !bounced { bounced = y < -3 }
                else if !cameBack { cameBack = y > -1 }
            }
        }
        XCTAssertLessThan(lowest, -100, "the pan lifted it")
        XCTAssertTrue(hitBottom && bounced && cameBack, "it falls back, bounces and lands again")
        XCTAssertEqual(topView.frame.minY, 0, accuracy: 2, "back at its original frame")
        XCTAssertEqual(topView.frame.minX, 0, accuracy: 2)
        XCTAssertTrue(container.children.contains { $0 === top })
        XCTAssertEqual(container.children.count, 2, "the bottom view controller was inserted below")
        let bottom = try XCTUnwrap(container.children.first { $0 !== top })
        XCTAssertTrue(container.view.subviews.firstIndex { $0 === bottom.view }! < container.view.subviews.firstIndex { $0 === topView }!)

        // The long pan (3–3.4 s) sends it off through the top.
        scene.advance(to: 6)
        XCTAssertLessThan(topView.frame.maxY, 0, "it left through the top")
        XCTAssertNil(topView.superview, "removed from the container")
        XCTAssertFalse(container.children.contains { $0 === top })
        XCTAssertTrue(bottom.view.superview === container.view, "the bottom view controller is visible")
        XCTAssertEqual(bottom.view.frame, screen)
        XCTAssertEqual(container.children.count, 1)
    }

    func testTheSameSceneTwiceEndsTheSame() {
        func run() -> [CGRect] {
            let scene = DemoCatalog.demo(id: "swipe-up-transition")!.makeScene()
            let top = scene.rootViewController!.children.first!.view!
            var frames: [CGRect] = []
            for time in stride(from: 0.25, through: 6, by: 0.25) {
                scene.advance(to: time)
                frames.append(top.frame)
            }
            return frames
        }
        XCTAssertEqual(run(), run())
    }
}
