import DynamicsKit
import DynamicsTesting
import Foundation
import TestSupport
import VisualDiff
import XCTest

/// `assertFrames` and `verifyFrames`, with a temporary folder as the reference store: a
/// missing reference fails unless recording was asked for.
final class FrameAssertionTests: XCTestCase {
    private var folder: URL!

    override func setUpWithError() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("frame-assertions-\(getpid())-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: folder)
    }

    /// A phone-sized white scene with an orange square: something to compare.
    private static func squareScene() -> Scene {
        let scene = makeTestScene()
        let square = UIView(frame: CGRect(x: 100, y: 100, width: 40, height: 40))
        square.backgroundColor = .orange
        scene.rootView.addSubview(square)
        return scene
    }

    private var references: URL { folder.appendingPathComponent("References") }
    private var reference: URL { references.appendingPathComponent("square/t0.00.png") }

    func testVerifyFramesInNeverModeFailsOnAMissingReferenceAndWritesNothing() throws {
        let outcomes = try verifyFrames(of: Self.squareScene(), at: [0], named: "square", references: references, mode: .never)
        XCTAssertEqual(outcomes.count, 1)
        guard case let .failed(message) = outcomes[0] else { return XCTFail("\(outcomes)") }
        XCTAssertTrue(message.hasPrefix("no reference frame \(reference.path) (record mode never)"), message)
        XCTAssertFalse(FileManager.default.fileExists(atPath: references.path), "nothing recorded")

        // Recorded when asked, then compared.
        XCTAssertEqual(try verifyFrames(of: Self.squareScene(), at: [0], named: "square", references: references, mode: .missing),
                       [.recorded(path: reference.path)])
        XCTAssertEqual(try verifyFrames(of: Self.squareScene(), at: [0], named: "square", references: references, mode: .never),
                       [.matched])
    }

    private static let childName = "DynamicsTestingTests.FrameAssertionTests/testAssertFramesAsATestSuiteWouldCallIt"
    private static let folderVariable = "DYNAMICS_FRAME_ASSERTION_REFERENCES"

    /// What a user's test does: `assertFrames` with no mode, so the environment decides. Runs
    /// only as the child of the test below, which gives it the folder and the environment.
    func testAssertFramesAsATestSuiteWouldCallIt() {
        guard isChildTest(Self.childName), let path = ProcessInfo.processInfo.environment[Self.folderVariable] else { return }
        assertFrames(of: Self.squareScene(), at: [0], named: "square", references: URL(fileURLWithPath: path))
    }

    /// The test above, run in a child process with neither `DYNAMICS_RECORD` nor `CI` set:
    /// the missing reference fails it, with a message saying how to record it, and nothing is
    /// written. With `DYNAMICS_RECORD=missing` it records the reference and passes; after that
    /// the default run passes against it.
    func testAMissingReferenceFailsTheTestUnderTheDefaultMode() throws {
        func runChild(record: String?) throws -> ChildTestResult {
            let child = try runTestInChildProcess(Self.childName, timeout: 120, environment: [
                "DYNAMICS_RECORD": record, "CI": nil, Self.folderVariable: references.path,
                "DYNAMICS_ARTIFACTS": folder.appendingPathComponent("artifacts").path,
            ])
            XCTAssertFalse(child.timedOut, "the child test never finished")
            return child
        }

        let failing = try runChild(record: nil)
        XCTAssertNotEqual(failing.status, 0, "a missing reference must fail the test:\n\(failing.stdout)")
        XCTAssertTrue(failing.stdout.contains("no reference frame \(reference.path) (record mode never)"), failing.stdout)
        XCTAssertTrue(failing.stdout.contains("run the test again with DYNAMICS_RECORD=missing"), failing.stdout)
        XCTAssertFalse(FileManager.default.fileExists(atPath: references.path), "nothing recorded")

        let recording = try runChild(record: "missing")
        XCTAssertEqual(recording.status, 0, recording.stdout)
        XCTAssertTrue(recording.stdout.contains("recorded reference frame \(reference.path)"), recording.stdout)
        XCTAssertTrue(FileManager.default.fileExists(atPath: reference.path))

        let passing = try runChild(record: nil)
        XCTAssertEqual(passing.status, 0, passing.stdout)
        XCTAssertFalse(passing.stdout.contains("recorded reference frame"), passing.stdout)
    }
}
