import DynamicsKit
import Encoding
import Foundation
import Rendering
import XCTest

/// The "Scenes in Swift code" example of docs/scene-files.md, verbatim but for the function
/// names, so it keeps compiling and doing what the docs say.
final class SceneInSwiftExampleTests: XCTestCase {
    func fallingSquare() -> Scene {
        let scene = Scene(size: CGSize(width: 375, height: 667))
        scene.run {
            // The seed's code, with `import DynamicsKit` for `import UIKit`.
            let square = UIView(frame: CGRect(x: 172.5, y: 318.5, width: 30, height: 30))
            square.backgroundColor = .orange
            scene.rootView.addSubview(square)
            let animator = UIDynamicAnimator(referenceView: scene.rootView)
            animator.addBehavior(UIGravityBehavior(items: [square]))
            let collision = UICollisionBehavior(items: [square])
            collision.translatesReferenceBoundsIntoBoundary = true
            animator.addBehavior(collision)
            scene.keep(animator)   // as a view controller's property would
        }
        return scene
    }

    func testTheExampleRuns() throws {
        // Step a scene with no rendering at all (tests)…
        let scene = fallingSquare()
        scene.advance(by: 1.5)
        XCTAssertEqual(Double(scene.rootView.subviews[0].center.y), 667 - 15, accuracy: 1)

        // …or record fresh ones: 30 fps, 2× scale, streamed into a GIF. Given the function that
        // builds the scene, the recorder runs it twice: a first pass counts the clip's colors.
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("square-\(UUID().uuidString).gif")
        defer { try? FileManager.default.removeItem(at: url) }
        let gif = try GIFWriter(url: url)
        try Recorder(fps: 30, duration: 2.5, scale: 2).record(fallingSquare, into: gif)
        let decoded = try DecodedGIF.decode(url: url)
        XCTAssertEqual(decoded.width, 750)
        XCTAssertEqual(decoded.totalDelay, 250)

        // The touch script calls shown in the README.
        let touched = fallingSquare()
        XCTAssertEqual(touched.tap(at: CGPoint(x: 187, y: 333), at: 0.5), 0.6, accuracy: 1e-9)
        _ = touched.drag(from: CGPoint(x: 187, y: 333), to: CGPoint(x: 187, y: 600), duration: 0.6, at: 1)
        _ = touched.flick(from: CGPoint(x: 100, y: 500), velocity: CGVector(dx: 800, dy: -1200), at: 2)
        touched.advance(by: 3)
    }
}
