import DynamicsKit
import Foundation
import XCTest

/// Scene files' `DispatchQueue`, `DispatchTime` and `Timer` run their work on the scene's
/// clock, in scene time (a recording has no run loop).
final class SceneDispatchTests: XCTestCase {
    private func makeScene() -> Scene { Scene(size: CGSize(width: 100, height: 100)) }

    func testAsyncAfterRunsAtItsSceneTime() {
        let scene = makeScene()
        var log: [String] = []
        scene.run {
            SceneDispatchQueue.main.asyncAfter(deadline: .now() + 1) { log.append("1 s at \(scene.clock.time)") }
            SceneDispatchQueue.main.asyncAfter(deadline: .now() + .milliseconds(500)) { log.append("0.5 s at \(scene.clock.time)") }
            SceneDispatchQueue.main.async { log.append("next tick at \(scene.clock.time)") }
            SceneDispatchQueue.global().async { log.append("global at \(scene.clock.time)") }
            SceneDispatchQueue(label: "mine").async { log.append("mine at \(scene.clock.time)") }
            SceneDispatchQueue.main.sync { log.append("sync at once") }
        }
        XCTAssertEqual(log, ["sync at once"])
        scene.advance(by: 2)
        let tick = 1.0 / 60
        XCTAssertEqual(log, ["sync at once", "next tick at \(tick)", "global at \(tick)", "mine at \(tick)", "0.5 s at 0.5", "1 s at 1.0"])
        XCTAssertEqual(SceneDispatchTime.now().seconds, 0, "outside the scene")
    }

    func testAGroupNotifiesOnTheClockOnceItsWorkIsDone() {
        let scene = makeScene()
        var log: [String] = []
        let group = SceneDispatchGroup()
        scene.run {
            SceneDispatchQueue.global().async(group: group) { log.append("work 1 at \(scene.clock.ticks)") }
            group.enter()
            SceneDispatchQueue.main.asyncAfter(deadline: .now() + 0.5) {
                log.append("work 2 at \(scene.clock.ticks)")
                group.leave()
            }
            group.notify(queue: .main) { log.append("done at \(scene.clock.ticks)") }
        }
        scene.advance(by: 1)
        XCTAssertEqual(log, ["work 1 at 1", "work 2 at 30", "done at 31"])
        // Nothing pending: the next tick; wait() returns at once.
        group.wait()
        scene.run { group.notify(queue: .main) { log.append("again at \(scene.clock.ticks)") } }
        scene.advance(by: 0.1)
        XCTAssertEqual(log.last, "again at 61")
    }

    func testARepeatingTimerFiresOnItsScheduleUntilInvalidated() {
        let scene = makeScene()
        var fired: [TimeInterval] = []
        scene.run {
            _ = SceneTimer.scheduledTimer(withTimeInterval: 0.25, repeats: true) { timer in
                fired.append(scene.clock.time)
                if fired.count == 3 { timer.invalidate() }
            }
        }
        scene.advance(by: 2)
        XCTAssertEqual(fired, [0.25, 0.5, 0.75])
    }

    private final class Target {
        var ticks = 0
        func tick(_ timer: SceneTimer) { ticks += 1 }
    }

    func testTargetSelectorTimersAndTimersAddedToTheRunLoop() {
        let scene = makeScene()
        let target = Target()
        var once: SceneTimer!
        var added = 0
        scene.run {
            once = SceneTimer.scheduledTimer(timeInterval: 0.5, target: target, selector: Selector(Target.tick), userInfo: "info", repeats: false)
            RunLoop.main.add(SceneTimer(timeInterval: 0.1, repeats: true) { _ in added += 1 }, forMode: .common)
        }
        XCTAssertTrue(once.isValid)
        XCTAssertEqual(once.userInfo as? String, "info")
        scene.advance(by: 1)
        XCTAssertEqual(target.ticks, 1, "fired once")
        XCTAssertFalse(once.isValid)
        XCTAssertEqual(added, 10)
    }
}
