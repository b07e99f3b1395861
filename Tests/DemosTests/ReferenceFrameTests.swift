import Demos
import DynamicsTesting
import Foundation
import TestSupport
import XCTest

/// Every demo's key frames against `Fixtures/<demo>/t<time>.png` (1× scale). A missing
/// reference is recorded locally and fails on CI; `DYNAMICS_RECORD=all scripts/test` records
/// them all again after an intended change.
final class ReferenceFrameTests: XCTestCase {
    private let fixtures = packageRoot.appendingPathComponent("Fixtures")

    /// A quarter, half and all of the demo's length: the start of the action, its middle and
    /// where it ends.
    private func keyTimes(of demo: Demo) -> [TimeInterval] {
        [0.25, 0.5, 1].map { (demo.duration * $0 * 60).rounded() / 60 }
    }

    func testEveryDemoMatchesItsReferenceFrames() {
        for demo in DemoCatalog.all {
            assertFrames(of: demo.makeScene(), at: keyTimes(of: demo), named: demo.id, references: fixtures)
        }
    }
}
