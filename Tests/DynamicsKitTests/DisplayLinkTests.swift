import DynamicsKit
import Foundation
import XCTest

/// CADisplayLink calls its target once a tick, in scene time; CACurrentMediaTime is scene time.
final class DisplayLinkTests: XCTestCase {
    private final class Loop {
        var frames: [(timestamp: CFTimeInterval, media: CFTimeInterval, target: CFTimeInterval)] = []
        var link: CADisplayLink?
        func step(_ link: CADisplayLink) {
            frames.append((link.timestamp, CACurrentMediaTime(), link.targetTimestamp))
            if frames.count == 30 { link.invalidate() }
        }
    }

    func testALinkFiresOnceATickUntilInvalidatedAndNotWhilePaused() {
        let scene = Scene(size: CGSize(width: 100, height: 100))
        let loop = Loop()
        scene.run {
            let link = CADisplayLink(target: loop, selector: Selector(Loop.step))
            link.add(to: .main, forMode: .common)
            loop.link = link
        }
        scene.advance(by: 0.25)
        XCTAssertEqual(loop.frames.count, 15)
        loop.link?.isPaused = true
        scene.advance(by: 0.25)
        XCTAssertEqual(loop.frames.count, 15, "paused")
        loop.link?.isPaused = false
        scene.advance(by: 1)
        XCTAssertEqual(loop.frames.count, 30, "invalidated at 30")
        let tick = 1.0 / 60
        XCTAssertEqual(loop.frames[0].timestamp, tick, accuracy: 1e-12)
        XCTAssertEqual(loop.frames[1].timestamp - loop.frames[0].timestamp, tick, accuracy: 1e-12)
        XCTAssertEqual(loop.frames[3].media, loop.frames[3].timestamp)
        XCTAssertEqual(loop.frames[3].target, loop.frames[3].timestamp + tick, accuracy: 1e-12)
        XCTAssertEqual(loop.link?.duration ?? 0, tick, accuracy: 1e-12)
        XCTAssertEqual(CACurrentMediaTime(), 0, "outside a scene")
    }
}
