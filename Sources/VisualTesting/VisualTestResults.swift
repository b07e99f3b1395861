import Foundation
import VisualDiff

/// What checking one key frame against its reference came to.
public struct FrameResult: Equatable, Sendable {
    public enum Status: String, Sendable {
        /// Within the limits (recording all: pixel for pixel the reference).
        case passed
        /// Differs from the reference beyond the limits, or has another size.
        case failed
        /// No reference, and the record mode did not allow writing one.
        case missing
        /// The reference was missing and has been written.
        case recorded
        /// The reference existed and has been replaced by this frame.
        case updated

        /// Whether the frame makes the run fail.
        public var isFailure: Bool { self == .failed || self == .missing }
    }

    /// Seconds into the scene.
    public let time: Double
    /// `t1.25`: the reference's file name without `.png`.
    public let name: String
    public let status: Status
    /// Differing pixels, when the frame was compared with a reference of its size.
    public let differentPixels: Int?
    public let totalPixels: Int?
    /// Why a frame that could not be compared failed (another size).
    public let reason: String?
    /// The reference file, as the references folder was given plus `<id>/<name>.png`.
    public let reference: String
    /// Images written for the report, relative to its folder (nil without a report).
    public let images: ReportImages?

    public struct ReportImages: Equatable, Sendable {
        /// The reference as it was before this run (nil when there was none).
        public let expected: String?
        public let actual: String
        /// Nil when the frame could not be compared.
        public let diff: String?
    }
}

/// One scene's frames, or why it could not be rendered.
public struct SceneResult: Equatable, Sendable {
    public let id: String
    public let title: String
    public let frames: [FrameResult]
    /// A compile error, a crash, a timeout: the one-line reason (nil when it rendered).
    public let error: String?
    /// What the compiler and the scene printed, when it could not be rendered.
    public let log: String?

    public init(id: String, title: String, frames: [FrameResult], error: String? = nil, log: String? = nil) {
        self.id = id
        self.title = title
        self.frames = frames
        self.error = error
        self.log = log
    }
}

/// A whole run, scenes in the order given.
public struct VisualTestRun: Equatable, Sendable {
    public let scenes: [SceneResult]
    public let options: DiffOptions
    public let mode: RecordMode
    public let shard: String

    public var frames: [(scene: SceneResult, frame: FrameResult)] {
        scenes.flatMap { scene in scene.frames.map { (scene, $0) } }
    }

    public var errorCount: Int { scenes.filter { $0.error != nil }.count }
    public func count(_ status: FrameResult.Status) -> Int { frames.filter { $0.frame.status == status }.count }
    public var failureCount: Int { frames.filter { $0.frame.status.isFailure }.count }

    /// 0 when every frame passed (or was recorded), 1 when some differ or lack a reference, 2
    /// when a scene could not be rendered at all.
    public var exitStatus: Int32 {
        if errorCount > 0 { return 2 }
        return failureCount > 0 ? 1 : 0
    }

    /// `12 frames of 4 scenes: 10 passed, 1 failed, 1 recorded`.
    public var summary: String {
        var parts: [String] = []
        for status in [FrameResult.Status.passed, .failed, .missing, .recorded, .updated] {
            let count = self.count(status)
            if count > 0 { parts.append("\(count) \(status.rawValue)") }
        }
        if errorCount > 0 { parts.append("\(errorCount) \(errorCount == 1 ? "scene" : "scenes") could not be rendered") }
        let frameCount = frames.count
        let head = "\(frameCount) \(frameCount == 1 ? "frame" : "frames") of \(scenes.count) \(scenes.count == 1 ? "scene" : "scenes")"
        return parts.isEmpty ? head : "\(head): \(parts.joined(separator: ", "))"
    }

    /// The limits, as the report shows them: `threshold 0.1, 0 differing pixels allowed`.
    public var limits: String {
        var text = "threshold \(Self.number(options.threshold))"
        switch (options.maxDiffPixels, options.maxDiffPixelRatio) {
        case (nil, nil): text += ", no differing pixel allowed"
        case let (pixels?, nil): text += ", up to \(pixels) differing pixels"
        case let (nil, ratio?): text += ", up to \(Self.number(ratio * 100)) % of the pixels"
        case let (pixels?, ratio?): text += ", up to \(pixels) differing pixels and \(Self.number(ratio * 100)) % of the pixels"
        }
        if options.includeAntiAliasing { text += ", anti-aliasing counted" }
        return text
    }

    /// A line for a frame that failed or changed a reference, as the command prints it.
    public static func line(_ scene: SceneResult, _ frame: FrameResult) -> String {
        let label = "\(scene.id) \(frame.name)"
        switch frame.status {
        case .passed:
            return "\(label)  passed"
        case .failed:
            if let reason = frame.reason { return "\(label)  FAILED: \(reason)" }
            return "\(label)  FAILED: \(pixels(frame)) differ from \(frame.reference)"
        case .missing:
            return "\(label)  MISSING: no reference \(frame.reference)"
        case .recorded:
            return "\(label)  recorded \(frame.reference)"
        case .updated:
            let change = frame.differentPixels.map { " (\($0) \($0 == 1 ? "pixel" : "pixels") differed)" } ?? (frame.reason.map { " (\($0))" } ?? "")
            return "\(label)  updated \(frame.reference)\(change)"
        }
    }

    static func pixels(_ frame: FrameResult) -> String {
        guard let different = frame.differentPixels, let total = frame.totalPixels else { return "" }
        return "\(different) of \(total) pixels"
    }

    static func number(_ value: Double) -> String { String(format: "%g", value) }
}
