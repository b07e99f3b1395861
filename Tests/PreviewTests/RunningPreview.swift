import Foundation
import Preview
import SceneFiles
import TestSupport
import XCTest

/// A preview server on a free port of 127.0.0.1, in this process, for one test.
final class RunningPreview: @unchecked Sendable {
    let session: PreviewSession
    let url: String
    private let task: Task<Void, Error>

    /// Previews `targets` with `flags` on the command line, scenes compiled into the tests' cache.
    init(_ targets: [String], flags: [String] = [], fps: Double = 20) throws {
        session = try PreviewSession(
            targets: targets, commandLine: try SceneFileOptions.parse(flags),
            settings: PreviewSession.Settings(fps: fps, pollInterval: 0.1),
            environment: ProcessInfo.processInfo.environment.merging(["XDG_CACHE_HOME": testSceneCache.path]) { $1 })
        let server = PreviewServer(session: session, port: 0)
        let bound = DispatchSemaphore(value: 0)
        let address = Address()
        session.start()
        task = Task {
            try await server.run(handlingSignals: false) { url in
                address.value = url
                bound.signal()
            }
        }
        guard bound.wait(timeout: .now() + 30) == .success, let url = address.value else {
            task.cancel()
            session.stop()
            throw TestWebSocket.Failure(description: "the server did not start")
        }
        self.url = url
    }

    func stop() {
        task.cancel()
        session.stop()
    }

    /// Waits up to `timeout` seconds for the session's state to satisfy `condition`.
    func waitForState(timeout: Double = 240, _ condition: (PreviewState) -> Bool) -> PreviewState? {
        let deadline = Date().addingTimeInterval(timeout)
        while Date() < deadline {
            let state = session.state
            if condition(state) { return state }
            usleep(50_000)
        }
        return nil
    }

    private final class Address: @unchecked Sendable {
        var value: String?
    }
}

/// A scene for the preview's tests: a full-screen `color` behind a square that falls.
func previewScene(color: String, extra: String = "") -> String {
    """
    // dynamics: --duration 1 --size 120x160
    import UIKit

    class FallingViewController: UIViewController {
        var animator: UIDynamicAnimator!

        override func viewDidLoad() {
            super.viewDidLoad()
            view.backgroundColor = \(color)
            let box = UIView(frame: CGRect(x: 40, y: 20, width: 40, height: 40))
            box.backgroundColor = .black
            view.addSubview(box)
            animator = UIDynamicAnimator(referenceView: view)
            let gravity = UIGravityBehavior(items: [box])
            animator.addBehavior(gravity)
            let collision = UICollisionBehavior(items: [box])
            collision.translatesReferenceBoundsIntoBoundary = true
            animator.addBehavior(collision)
            print("scene loaded")
            \(extra)
        }
    }

    """
}
