import Basics
import Foundation
import PNG
import Publishing
import VisualDiff

/// Renders each scene's key frames, compares them with the references under a folder by
/// pixelmatch's measure (``VisualDiff/compare(_:_:options:)``), and records references as the
/// mode says. Scenes run on a fixed number of workers; the results come back in the scenes'
/// order whatever the number, and every file written is the same bytes.
public struct VisualTestRunner {
    /// `<references>/<scene id>/t1.25.png`.
    public var references: URL
    public var options = DiffOptions()
    public var mode = RecordMode.missing
    /// Only every n-th scene, so CI runners can split the work (a scene at position p belongs
    /// to shard p mod n + 1, as in `publish`).
    public var shard = Shard.all
    /// Scenes rendered at once. Default: one per core.
    public var workers = Concurrently.defaultWorkers
    /// Where the expected, actual and diff image of every frame are written for a report, as
    /// `<id>/<name>-expected.png` and so on; nil writes none.
    public var images: URL?

    public init(references: URL) {
        self.references = references
    }

    /// Runs the scenes of this shard. `progress` hears each scene as it finishes (in any order).
    public func run(_ scenes: [VisualTestScene], progress: ((SceneResult) -> Void)? = nil) throws -> VisualTestRun {
        var seen = Set<String>()
        for scene in scenes where !seen.insert(scene.id).inserted {
            throw VisualTestError.duplicateID(scene.id)
        }
        let chosen = scenes.enumerated().filter { shard.includes(position: $0.offset) }.map(\.element)
        let results = Results(count: chosen.count)
        let progressLock = NSLock()
        // `check` reports a scene's failure in its result; it never throws.
        try Concurrently.forEach(chosen.count, workers: workers) { index in
            let result = check(chosen[index])
            results.set(index, result)
            if let progress { progressLock.withLock { progress(result) } }
        }
        return VisualTestRun(scenes: results.all, options: options, mode: mode, shard: shard.description)
    }

    /// One scene: rendered, then each frame checked.
    private func check(_ scene: VisualTestScene) -> SceneResult {
        do {
            let frames = try scene.render()
            guard frames.count == scene.times.count else {
                throw VisualTestError.frameCount(scene.id, expected: scene.times.count, got: frames.count)
            }
            let results = try zip(scene.times, frames).map { time, frame in
                try check(frame, at: time, of: scene)
            }
            return SceneResult(id: scene.id, title: scene.title, frames: results, error: nil)
        } catch {
            let line = "\(error)".split(separator: "\n").first.map(String.init) ?? "\(error)"
            let log = (error as? SceneRenderingError)?.log
            return SceneResult(id: scene.id, title: scene.title, frames: [], error: line, log: log?.isEmpty == false ? log : nil)
        }
    }

    private func check(_ frame: Frame, at time: Double, of scene: VisualTestScene) throws -> FrameResult {
        let name = referenceFrameName(at: time)
        let reference = references.appendingPathComponent(scene.id).appendingPathComponent("\(name).png")
        let referenceBytes = FileManager.default.contents(atPath: reference.path).map { [UInt8]($0) }
        let actualBytes = try frame.pngData()

        var status: FrameResult.Status
        var differentPixels: Int?, totalPixels: Int?, reason: String?
        var diffImage: Frame?
        if let referenceBytes {
            let expected = try Frame(pngData: referenceBytes)
            // Recording all rewrites only the references whose pixels changed: another encoder's
            // bytes for the same pixels are left alone.
            var replace = mode == .all && expected != frame
            if expected.width == frame.width && expected.height == frame.height {
                let result = try compare(expected, frame, options: options)
                differentPixels = result.differentPixels
                totalPixels = result.totalPixels
                diffImage = result.diffImage
                status = result.passed ? .passed : .failed
            } else {
                reason = "size \(frame.width)×\(frame.height) differs from the reference's \(expected.width)×\(expected.height)"
                status = .failed
            }
            if mode == .failed && status == .failed { replace = true }
            if replace {
                try write(actualBytes, to: reference)
                status = .updated
            }
        } else if mode == .never {
            status = .missing
        } else {
            try write(actualBytes, to: reference)
            status = .recorded
        }

        var images: FrameResult.ReportImages?
        if let folder = self.images {
            let sceneFolder = folder.appendingPathComponent(scene.id)
            try FileManager.default.createDirectory(at: sceneFolder, withIntermediateDirectories: true)
            func relative(_ kind: String) -> String { "\(scene.id)/\(name)-\(kind).png" }
            if let referenceBytes { try write(referenceBytes, to: folder.appendingPathComponent(relative("expected"))) }
            try write(actualBytes, to: folder.appendingPathComponent(relative("actual")))
            try diffImage?.writePNG(to: folder.appendingPathComponent(relative("diff")))
            images = .init(expected: referenceBytes == nil ? nil : relative("expected"), actual: relative("actual"),
                           diff: diffImage == nil ? nil : relative("diff"))
        }
        return FrameResult(time: time, name: name, status: status, differentPixels: differentPixels, totalPixels: totalPixels,
                           reason: reason, reference: reference.relativePath, images: images)
    }

    private func write(_ bytes: [UInt8], to url: URL) throws {
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(bytes).write(to: url, options: .atomic)
    }
}

public enum VisualTestError: Error, CustomStringConvertible, Equatable {
    case duplicateID(String)
    case frameCount(String, expected: Int, got: Int)

    public var description: String {
        switch self {
        case let .duplicateID(id):
            return "two scenes would both be tested as '\(id)' (their references would share a folder); rename one"
        case let .frameCount(id, expected, got):
            return "\(id): rendered \(got) frames for \(expected) key times"
        }
    }
}

/// The workers' results, by scene position.
private final class Results: @unchecked Sendable {
    private let lock = NSLock()
    private var results: [SceneResult?]

    init(count: Int) { results = Array(repeating: nil, count: count) }

    func set(_ index: Int, _ result: SceneResult) { lock.withLock { results[index] = result } }
    var all: [SceneResult] { lock.withLock { results.map { $0! } } }
}
