import Basics
import Foundation
import PNG
import XCTest

/// Swift concurrency in scene time: tasks, `Task.sleep`, `@MainActor`, `MainActor.run`, async
/// functions and an `AsyncStream` fed from a callback run on the scene's clock, the same on
/// every run.
final class ConcurrencyCommandTests: CommandLineTestCase {
    func testTasksSleepsMainActorAndStreamsRunInSceneTime() throws {
        try write("Async.swift", """
            import UIKit

            class AsyncViewController: UIViewController {
                let square = UIView(frame: CGRect(x: 150, y: 100, width: 75, height: 75))
                var animator: UIDynamicAnimator!
                var log: [String] = []

                func stamp(_ what: String) {
                    log.append("\\(what)@\\(Int((CACurrentMediaTime() * 1000).rounded()))")
                }

                func load() async -> String {
                    try? await Task.sleep(for: .milliseconds(250))
                    return "loaded"
                }

                override func viewDidLoad() {
                    super.viewDidLoad()
                    square.backgroundColor = .systemRed
                    view.addSubview(square)
                    animator = UIDynamicAnimator(referenceView: view)
                    Task { @MainActor in
                        self.stamp("start")
                        let text = await self.load()
                        self.stamp(text)
                        try await Task.sleep(nanoseconds: 250_000_000)
                        self.animator.addBehavior(UIGravityBehavior(items: [self.square]))
                        self.stamp("drop")
                    }
                    let (ticks, feed) = AsyncStream.makeStream(of: Int.self)
                    var count = 0
                    Timer.scheduledTimer(withTimeInterval: 0.2, repeats: true) { timer in
                        count += 1
                        feed.yield(count)
                        if count == 3 { timer.invalidate(); feed.finish() }
                    }
                    Task {
                        for await tick in ticks { await MainActor.run { self.stamp("tick\\(tick)") } }
                        self.stamp("done")
                        print(self.log.joined(separator: " "))
                    }
                    let cancelled = Task {
                        try await Task.sleep(for: .seconds(5))
                        self.stamp("never")
                    }
                    Task.detached { cancelled.cancel() }
                }
            }

            """)
        var outputs: [[UInt8]] = []
        for run in 0..<2 {
            let result = try runDynamics(["render", "Async.swift", "--duration", "1", "-o", "run\(run).gif"])
            XCTAssertEqual(result.status, 0, result.stderr)
            XCTAssertEqual(result.stderr, "start@0 tick1@200 loaded@250 tick2@400 drop@500 tick3@600 done@600\n")
            outputs.append(Array(try Data(contentsOf: workDirectory.appendingPathComponent("run\(run).gif"))))
        }
        XCTAssertEqual(outputs[0], outputs[1], "the same bytes on every run")
        // Gravity from 0.5 s: the square has fallen ½ · 1000 · 0.5² = 125 pt by 1 s.
        let frames = try runDynamics(["render", "Async.swift", "--duration", "1", "-o", "frames/"])
        XCTAssertEqual(frames.status, 0, frames.stderr)
        let last = try Frame(contentsOfPNG: workDirectory.appendingPathComponent("frames/frame-0029.png"))
        let top = (0..<667).first { last[187, $0] == RGBA(255, 59, 48) }
        XCTAssertEqual(Double(top ?? 0), 100 + 500 * pow(29.0 / 30 - 0.5, 2), accuracy: 10)
    }
}
