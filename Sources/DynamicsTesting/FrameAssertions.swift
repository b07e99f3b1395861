import DynamicsKit
import Encoding
import Foundation
import Rendering
import VisualDiff
import XCTest

/// Reference-frame checks for your own test suites.
///
/// ```swift
/// import DynamicsTesting
///
/// func testSquareLands() throws {
///     let scene = makeMyScene()
///     assertFrames(of: scene, at: [0, 0.5, 2], named: "square",
///                  references: URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("__References__"))
/// }
/// ```
///
/// Frames are rendered at each time (in order; the scene advances) and compared with
/// `<references>/<name>/t<time>.png` by ``VisualDiff/compare(_:_:options:)``. The record mode
/// comes from `DYNAMICS_RECORD` (missing, all, failed, never; `never` whenever `CI` is set), and
/// is `never` by default: a missing reference fails, and the message says how to record it
/// (`DYNAMICS_RECORD=missing`, then run the test again). On a failure
/// the actual and diff images are written under `$DYNAMICS_ARTIFACTS` (or `artifacts/` beside
/// the references) and the failure message gives their paths.
public func verifyFrames(
    of scene: Scene, at times: [TimeInterval], named name: String, references: URL,
    scale: Double = 1, options: DiffOptions = DiffOptions(), mode: RecordMode? = nil
) throws -> [ReferenceOutcome] {
    let store = ReferenceStore(root: references, options: options, mode: try mode ?? RecordMode.fromEnvironment())
    let rasterizer = Rasterizer(scale: scale)
    var outcomes: [ReferenceOutcome] = []
    for time in times.sorted() {
        scene.advance(to: time)
        let frame = try rasterizer.render(scene.rootView)
        outcomes.append(try store.check(frame, group: name, name: frameName(at: time)))
    }
    return outcomes
}

/// The XCTest form of ``verifyFrames(of:at:named:references:scale:options:mode:)``: one
/// failure per frame that differs or is missing, and a note when references were recorded.
public func assertFrames(
    of scene: Scene, at times: [TimeInterval], named name: String, references: URL,
    scale: Double = 1, options: DiffOptions = DiffOptions(), mode: RecordMode? = nil,
    file: StaticString = #filePath, line: UInt = #line
) {
    do {
        for outcome in try verifyFrames(of: scene, at: times, named: name, references: references, scale: scale, options: options, mode: mode) {
            switch outcome {
            case .matched: break
            case let .recorded(path): print("recorded reference frame \(path)")
            case let .failed(message): XCTFail(message, file: file, line: line)
            }
        }
    } catch {
        XCTFail("\(error)", file: file, line: line)
    }
}

/// `t1.50` for 1.5 s: sorts by time and reads as one (as `dynamics test` names them too).
public func frameName(at time: TimeInterval) -> String {
    referenceFrameName(at: time)
}
