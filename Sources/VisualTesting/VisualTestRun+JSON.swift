import Basics
import Foundation

extension VisualTestRun {
    /// `test --json`'s document: the verdict of every frame, the counts and the exit status,
    /// and every file written — references recorded or updated, the report's page and images
    /// (under `report`, the folder as it was given), the JUnit XML at `junit`.
    public func json(report: String? = nil, junit: String? = nil) throws -> String {
        try JSONDocument.text(TestDocument(self, report: report, junit: junit))
    }
}

/// The shape of ``VisualTestRun/json(report:junit:)``; absent values are left out.
struct TestDocument: Encodable {
    /// The command's exit status: 0 every frame passed or was recorded, 1 some failed or lack
    /// a reference, 2 a scene could not be rendered.
    let status: Int32
    /// `12 frames of 4 scenes: 10 passed, 1 failed, 1 recorded`.
    let summary: String
    let counts: Counts
    let mode: String
    let shard: String
    /// The comparison's limits, as the report says them.
    let limits: String
    /// The report's page.
    let report: String?
    let junit: String?
    let scenes: [Scene]

    struct Counts: Encodable {
        let frames, passed, failed, missing, recorded, updated: Int
        /// Scenes that could not be rendered.
        let errors: Int
    }

    struct Scene: Encodable {
        let id: String
        let title: String
        /// Why it could not be rendered.
        let error: String?
        let frames: [Frame]
    }

    struct Frame: Encodable {
        let name: String
        let time: Double
        /// `passed`, `failed`, `missing`, `recorded` or `updated`.
        let status: String
        let differentPixels: Int?
        let totalPixels: Int?
        let reason: String?
        /// The reference's path (written when recorded or updated).
        let reference: String
        /// The report's images of the frame.
        let expected: String?
        let actual: String?
        let diff: String?
    }

    init(_ run: VisualTestRun, report: String?, junit: String?) {
        status = run.exitStatus
        summary = run.summary
        counts = Counts(
            frames: run.frames.count, passed: run.count(.passed), failed: run.count(.failed), missing: run.count(.missing),
            recorded: run.count(.recorded), updated: run.count(.updated), errors: run.errorCount)
        mode = run.mode.rawValue
        shard = run.shard
        limits = run.limits
        let inReport = { (file: String) in report.map { ($0 as NSString).appendingPathComponent(file) } }
        self.report = inReport("index.html")
        self.junit = junit
        scenes = run.scenes.map { scene in
            Scene(id: scene.id, title: scene.title, error: scene.error, frames: scene.frames.map { frame in
                Frame(
                    name: frame.name, time: frame.time, status: frame.status.rawValue, differentPixels: frame.differentPixels,
                    totalPixels: frame.totalPixels, reason: frame.reason, reference: frame.reference,
                    expected: frame.images?.expected.flatMap(inReport), actual: frame.images.flatMap { inReport($0.actual) },
                    diff: frame.images?.diff.flatMap(inReport))
            })
        }
    }
}
