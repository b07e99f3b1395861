import Demos
import DynamicsKit
import Foundation
import XCTest

/// The shade demo: dragged down, bounced into place, then swiped up and dismissed.
final class ShadeTests: XCTestCase {
    private let screen = CGRect(x: 0, y: 0, width: 375, height: 667)

    /// The shade's frame at every tick up to `time`, starting from the first tick it is presented.
    private func trace(_ scene: Scene, to time: TimeInterval) -> [(time: TimeInterval, frame: CGRect)] {
        var frames: [(TimeInterval, CGRect)] = []
        while scene.time < time - 1e-9 {
            scene.advance(by: 1.0 / 60)
            if let view = scene.rootViewController?.presentedViewController?.view, view.superview != nil {
                frames.append((scene.time, view.frame))
            }
        }
        return frames
    }

    func testTheShadeBouncesIntoPlaceThenIsDismissed() throws {
        let scene = DemoCatalog.demo(id: "shade")!.makeScene()
        let root = try XCTUnwrap(scene.rootViewController)
        XCTAssertNil(root.presentedViewController)

        let frames = trace(scene, to: 4.4)
        let shade = try XCTUnwrap(root.presentedViewController)
        XCTAssertFalse(shade.isBeingPresented, "the presentation completed before the swipe up")
        XCTAssertEqual(shade.view.frame.minX, 0, accuracy: 2)
        XCTAssertEqual(shade.view.frame.minY, 0, accuracy: 2, "at its final frame")
        XCTAssertEqual(shade.view.frame.size, screen.size)

        // After the release (1.1 s) it reaches its place, bounces back up off the bottom, and
        // comes back down.
        let released = frames.filter { $0.time > 1.1 }
        let firstHit = try XCTUnwrap(released.firstIndex { $0.frame.maxY > screen.maxY - 2 }, "reaches the bottom")
        let afterHit = released[firstHit...]
        let bounceTop = try XCTUnwrap(afterHit.min { $0.frame.maxY < $1.frame.maxY })
        // The 3 Hz spring holds the shade's middle well below the bottom edge, so a bounce at
        // elasticity 0.6 rises about 10 pt (a Box2D 2.2 spring, acting once per substep).
        XCTAssertLessThan(bounceTop.frame.maxY, screen.maxY - 5, "bounces back up")
        XCTAssertTrue(afterHit.contains { $0.time > bounceTop.time && $0.frame.maxY > screen.maxY - 2 }, "and comes back")
        XCTAssertLessThanOrEqual(released.map(\.frame.maxY).max()!, screen.maxY + 2, "the bottom edge stops it")

        // Swiped up at 4.5 s: dismissed through the top.
        let shadeView = shade.view!
        scene.advance(to: 7)
        XCTAssertNil(root.presentedViewController, "dismissed")
        XCTAssertNil(shadeView.superview, "removed from the screen")
        XCTAssertLessThanOrEqual(shadeView.frame.maxY, 0.5, "it left through the top")
    }

    func testTheSameSceneTwiceEndsTheSame() {
        func run() -> [CGRect] {
            let scene = DemoCatalog.demo(id: "shade")!.makeScene()
            var frames: [CGRect] = []
            for time in stride(from: 0.5, through: 7, by: 0.5) {
                scene.advance(to: time)
                frames.append(scene.rootViewController?.presentedViewController?.view.frame ?? .null)
            }
            return frames
        }
        XCTAssertEqual(run(), run())
    }
}
