import Basics
import Foundation
import PNG

/// When a reference frame is written instead of compared, as swift-snapshot-testing's modes.
public enum RecordMode: String, CaseIterable, Sendable {
    /// Record references that do not exist yet; compare the rest. `dynamics test`'s default
    /// off CI.
    case missing
    /// Record every reference, overwriting: use after an intended change.
    case all
    /// Compare, and overwrite the references that fail.
    case failed
    /// Only compare; a missing reference is a failure. The default in Swift tests
    /// (`assertFrames`), and always the mode on CI.
    case never

    /// The name of the environment variable that picks the mode.
    public static let environmentVariable = "DYNAMICS_RECORD"

    /// The mode from `DYNAMICS_RECORD`, or `fallback` when it is unset or empty: `never` unless
    /// the caller says otherwise, so a test run records nothing it was not asked to. With `CI`
    /// set (as CI services do), it is always `never`: CI never records.
    public static func fromEnvironment(
        _ environment: [String: String] = ProcessInfo.processInfo.environment, default fallback: RecordMode = .never
    ) throws -> RecordMode {
        if let ci = environment["CI"], !ci.isEmpty, ci != "0", ci.lowercased() != "false" { return .never }
        guard let value = environment[environmentVariable], !value.isEmpty else { return fallback }
        guard let mode = RecordMode(rawValue: value.lowercased()) else {
            throw ReferenceError.unknownRecordMode(value)
        }
        return mode
    }
}

/// What checking one frame against its reference came to.
public enum ReferenceOutcome: Equatable, Sendable {
    /// Within the limits.
    case matched
    /// The reference was written (it was missing, or the mode said so).
    case recorded(path: String)
    /// Different, or missing with recording off; the message says why and where the actual and
    /// diff images were written.
    case failed(message: String)
}

public enum ReferenceError: Error, CustomStringConvertible, Equatable {
    case unknownRecordMode(String)

    public var description: String {
        switch self {
        case let .unknownRecordMode(value):
            return "\(RecordMode.environmentVariable)=\(value) is not a record mode: use missing, all, failed or never"
        }
    }
}

/// Reference frames kept as PNGs under a folder (the package's `Fixtures/`), one folder per
/// group: `<root>/<group>/<name>.png`. On a failure the actual frame and the diff image go to
/// `<artifacts>/<group>/<name>.actual.png` and `.diff.png`, and the message names them.
public struct ReferenceStore: Sendable {
    public let root: URL
    public let artifacts: URL
    public var options: DiffOptions
    public var mode: RecordMode

    /// `artifacts` defaults to `$DYNAMICS_ARTIFACTS`, or `artifacts/` beside `root`.
    public init(root: URL, artifacts: URL? = nil, options: DiffOptions = DiffOptions(), mode: RecordMode) {
        self.root = root
        let fromEnvironment = ProcessInfo.processInfo.environment["DYNAMICS_ARTIFACTS"].map { URL(fileURLWithPath: $0) }
        self.artifacts = artifacts ?? fromEnvironment ?? root.deletingLastPathComponent().appendingPathComponent("artifacts")
        self.options = options
        self.mode = mode
    }

    public func referenceURL(group: String, name: String) -> URL {
        root.appendingPathComponent(group).appendingPathComponent("\(name).png")
    }

    /// Compares `frame` with its reference, or records it, as `mode` says.
    public func check(_ frame: Frame, group: String, name: String) throws -> ReferenceOutcome {
        let reference = referenceURL(group: group, name: name)
        let exists = FileManager.default.fileExists(atPath: reference.path)
        if mode == .all || (!exists && (mode == .missing || mode == .failed)) {
            try record(frame, at: reference)
            return .recorded(path: reference.path)
        }
        guard exists else {
            return .failed(message: "no reference frame \(reference.path) (record mode \(mode.rawValue)); to record it, run the "
                           + "test again with \(RecordMode.environmentVariable)=missing, without CI set (CI never records)")
        }
        let expected = try Frame(contentsOfPNG: reference)
        guard expected.width == frame.width, expected.height == frame.height else {
            return try failure(frame, diff: nil, group: group, name: name,
                               reason: "size \(frame.width)×\(frame.height) differs from the reference's \(expected.width)×\(expected.height)")
        }
        let result = try compare(expected, frame, options: options)
        if result.passed { return .matched }
        if mode == .failed {
            try record(frame, at: reference)
            return .recorded(path: reference.path)
        }
        return try failure(frame, diff: result.diffImage, group: group, name: name,
                           reason: "\(result.differentPixels) of \(result.totalPixels) pixels differ from \(reference.path)")
    }

    private func record(_ frame: Frame, at url: URL) throws {
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try frame.writePNG(to: url)
    }

    private func failure(_ frame: Frame, diff: Frame?, group: String, name: String, reason: String) throws -> ReferenceOutcome {
        let folder = artifacts.appendingPathComponent(group)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let actual = folder.appendingPathComponent("\(name).actual.png")
        try frame.writePNG(to: actual)
        var written = [actual.path]
        if let diff {
            let diffURL = folder.appendingPathComponent("\(name).diff.png")
            try diff.writePNG(to: diffURL)
            written.append(diffURL.path)
        }
        return .failed(message: "\(group)/\(name): \(reason); wrote \(written.joined(separator: " and "))")
    }
}

/// A reference frame's file name (without `.png`) for the frame at `time` seconds: `t1.50` for
/// 1.5 s, which sorts by time and reads as one.
public func referenceFrameName(at time: Double) -> String {
    "t" + String(format: "%.2f", time)
}
