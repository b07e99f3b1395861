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

    /// Counts a link's calls over one second of scene time with `configure` applied.
    private func callsInOneSecond(_ configure: (CADisplayLink) -> Void) -> (count: Int, gap: CFTimeInterval) {
        let scene = Scene(size: CGSize(width: 100, height: 100))
        let loop = Loop()
        scene.run {
            let link = CADisplayLink(target: loop, selector: Selector(Loop.step))
            configure(link)
            link.add(to: .main, forMode: .common)
            loop.link = link
        }
        scene.advance(by: 1 + 1e-9)
        let gap = loop.frames.count > 1 ? loop.frames[1].timestamp - loop.frames[0].timestamp : 0
        return (loop.frames.count, gap)
    }

    /// As on a 60 Hz iPhone: a preferred rate becomes the nearest divisor of 60 (24 → 20,
    /// 1 → 1, 45 → 60 rather than 30, the faster of two equally near), 0 the display's.
    func testAPreferredRateIsTheNearestDivisorOfSixty() {
        XCTAssertEqual(callsInOneSecond { $0.preferredFramesPerSecond = 0 }.count, 30, "every tick, invalidated at 30")
        let twenty = callsInOneSecond { $0.preferredFramesPerSecond = 24 }
        XCTAssertEqual(twenty.count, 20)
        XCTAssertEqual(twenty.gap, 3.0 / 60, accuracy: 1e-12)
        XCTAssertEqual(callsInOneSecond { $0.preferredFramesPerSecond = 1 }.count, 1)
        XCTAssertEqual(callsInOneSecond { $0.preferredFramesPerSecond = 45 }.gap, 1.0 / 60, accuracy: 1e-12)
        let fifteen = callsInOneSecond { $0.preferredFramesPerSecond = 15 }
        XCTAssertEqual(fifteen.count, 15)
        XCTAssertEqual(fifteen.gap, 4.0 / 60, accuracy: 1e-12)
    }

    /// iOS 15's range: the preferred rate if it names one, else the maximum, kept within the
    /// range; `.default` is every tick.
    func testAFrameRateRangeChoosesItsPreferredRate() {
        XCTAssertEqual(callsInOneSecond { $0.preferredFrameRateRange = .default }.gap, 1.0 / 60, accuracy: 1e-12)
        XCTAssertEqual(callsInOneSecond { $0.preferredFrameRateRange = CAFrameRateRange(minimum: 10, maximum: 30, preferred: 30) }.gap, 2.0 / 60, accuracy: 1e-12)
        XCTAssertEqual(callsInOneSecond { $0.preferredFrameRateRange = CAFrameRateRange(minimum: 10, maximum: 60, preferred: 12) }.count, 12)
        XCTAssertEqual(callsInOneSecond { $0.preferredFrameRateRange = CAFrameRateRange(minimum: 5, maximum: 10) }.count, 10)
        XCTAssertEqual(callsInOneSecond { $0.preferredFrameRateRange = CAFrameRateRangeMake(10, 20, 80) }.count, 20, "preferred beyond the maximum")
        XCTAssertEqual(CAFrameRateRange.default, CAFrameRateRange(minimum: 0, maximum: 0, preferred: 0))
    }
}
