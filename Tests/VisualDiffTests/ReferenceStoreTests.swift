import Basics
import Encoding
import Foundation
import VisualDiff
import XCTest

final class ReferenceStoreTests: XCTestCase {
    private var folder: URL!

    override func setUpWithError() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("references-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: folder)
    }

    private func store(_ mode: RecordMode) -> ReferenceStore {
        ReferenceStore(root: folder.appendingPathComponent("Fixtures"), artifacts: folder.appendingPathComponent("artifacts"), mode: mode)
    }

    private func square(at x: Int) -> Frame {
        var frame = Frame(width: 40, height: 30, fill: RGBA(255, 255, 255))
        for y in 10..<20 { for dx in 0..<10 { frame[x + dx, y] = RGBA(255, 128, 0) } }
        return frame
    }

    func testMissingReferencesAreRecordedThenCompared() throws {
        let first = try store(.missing).check(square(at: 5), group: "demo", name: "t0.00")
        guard case let .recorded(path) = first else { return XCTFail("\(first)") }
        XCTAssertTrue(FileManager.default.fileExists(atPath: path))
        XCTAssertEqual(try store(.missing).check(square(at: 5), group: "demo", name: "t0.00"), .matched)
    }

    func testAChangedFrameFailsAndWritesActualAndDiff() throws {
        _ = try store(.all).check(square(at: 5), group: "demo", name: "t1.00")
        let outcome = try store(.missing).check(square(at: 20), group: "demo", name: "t1.00")
        guard case let .failed(message) = outcome else { return XCTFail("\(outcome)") }
        let artifacts = folder.appendingPathComponent("artifacts/demo")
        XCTAssertTrue(message.contains("200 of 1200 pixels differ"), message)
        XCTAssertTrue(message.contains(artifacts.appendingPathComponent("t1.00.actual.png").path), message)
        XCTAssertTrue(message.contains(artifacts.appendingPathComponent("t1.00.diff.png").path), message)
        let diff = try Frame(contentsOfPNG: artifacts.appendingPathComponent("t1.00.diff.png"))
        XCTAssertEqual(diff[25, 15].r, 255)
        XCTAssertLessThan(diff[25, 15].g, 100, "differences in red")
    }

    /// With no `DYNAMICS_RECORD`, a missing reference fails, says how to record it, and
    /// writes nothing into the reference folder.
    func testAMissingReferenceFailsUnderTheDefaultMode() throws {
        let mode = try RecordMode.fromEnvironment([:])
        let outcome = try store(mode).check(square(at: 5), group: "demo", name: "t0.50")
        guard case let .failed(message) = outcome else { return XCTFail("\(outcome)") }
        let reference = store(mode).referenceURL(group: "demo", name: "t0.50").path
        XCTAssertTrue(message.hasPrefix("no reference frame \(reference) (record mode never)"), message)
        XCTAssertTrue(message.contains("run the test again with DYNAMICS_RECORD=missing"), message)
        XCTAssertFalse(FileManager.default.fileExists(atPath: folder.appendingPathComponent("Fixtures").path), "nothing recorded")
    }

    func testNeverModeFailsOnAMissingReferenceAndFailedModeRerecords() throws {
        let missing = try store(.never).check(square(at: 5), group: "demo", name: "t2.00")
        guard case let .failed(message) = missing else { return XCTFail("\(missing)") }
        XCTAssertTrue(message.contains("no reference frame"))
        _ = try store(.all).check(square(at: 5), group: "demo", name: "t2.00")
        XCTAssertEqual(try store(.failed).check(square(at: 20), group: "demo", name: "t2.00"),
                       .recorded(path: store(.failed).referenceURL(group: "demo", name: "t2.00").path))
        XCTAssertEqual(try store(.never).check(square(at: 20), group: "demo", name: "t2.00"), .matched)
    }

    /// `never` unless `DYNAMICS_RECORD` says otherwise; `dynamics test` asks for `missing` as
    /// its own default. CI never records, whatever the variable says.
    func testTheModeComesFromTheEnvironmentAndCINeverRecords() throws {
        XCTAssertEqual(try RecordMode.fromEnvironment([:]), .never)
        XCTAssertEqual(try RecordMode.fromEnvironment(["DYNAMICS_RECORD": ""]), .never)
        XCTAssertEqual(try RecordMode.fromEnvironment([:], default: .missing), .missing)
        XCTAssertEqual(try RecordMode.fromEnvironment(["DYNAMICS_RECORD": "all"]), .all)
        XCTAssertEqual(try RecordMode.fromEnvironment(["DYNAMICS_RECORD": "Missing"]), .missing)
        XCTAssertEqual(try RecordMode.fromEnvironment(["DYNAMICS_RECORD": "all", "CI": "true"]), .never)
        XCTAssertEqual(try RecordMode.fromEnvironment(["CI": "true"], default: .missing), .never)
        XCTAssertEqual(try RecordMode.fromEnvironment(["DYNAMICS_RECORD": "all", "CI": "false"]), .all)
        XCTAssertThrowsError(try RecordMode.fromEnvironment(["DYNAMICS_RECORD": "sometimes"])) { error in
            XCTAssertEqual("\(error)", "DYNAMICS_RECORD=sometimes is not a record mode: use missing, all, failed or never")
        }
    }
}
