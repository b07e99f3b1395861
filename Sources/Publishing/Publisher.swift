import Basics
import Foundation
import SceneFiles
import SceneProtocol

/// One share of the demos, `index` of `count` (1-based), so CI runners can split the work: a
/// demo at catalog position p (0-based) belongs to shard (p mod count) + 1.
public struct Shard: Equatable, Sendable, CustomStringConvertible {
    public let index: Int
    public let count: Int

    public static let all = Shard(uncheckedIndex: 1, count: 1)

    private init(uncheckedIndex index: Int, count: Int) {
        self.index = index
        self.count = count
    }

    /// Parses "i/n" with 1 ≤ i ≤ n.
    public init(parsing text: String) throws {
        let parts = text.split(separator: "/", omittingEmptySubsequences: false)
        guard parts.count == 2, let index = Int(parts[0]), let count = Int(parts[1]), count >= 1, (1...count).contains(index) else {
            throw PublishError.badShard(text)
        }
        self.init(uncheckedIndex: index, count: count)
    }

    public func includes(position: Int) -> Bool { position % count == index - 1 }

    public var description: String { "\(index)/\(count)" }
}

public enum PublishError: Error, CustomStringConvertible, Equatable {
    case badShard(String)
    case folderHoldsOtherFiles(path: String)
    case duplicateID(String)

    public var description: String {
        switch self {
        case let .badShard(text):
            return "'\(text)' is not a shard: write i/n with 1 ≤ i ≤ n, e.g. 2/3"
        case let .folderHoldsOtherFiles(path):
            return "\(path) exists and is not a gallery (no manifest.json): refusing to replace it"
        case let .duplicateID(id):
            return "two scenes would both be published as '\(id)'; rename one"
        }
    }
}

/// What the gallery holds for one demo.
public struct PublishedDemo: Codable, Equatable, Sendable {
    public let id: String
    public let summary: String
    /// Paths relative to the gallery folder: the GIF first, then the key frames.
    public let files: [String]
    /// SHA-256 of each file, hex.
    public let sha256: [String: String]
    /// Frames rendered into the GIF (before identical ones were folded).
    public let frames: Int
    /// Seconds of the scene recorded.
    public let duration: Double
    /// Size of the GIF.
    public let bytes: Int
}

public struct Manifest: Codable, Equatable, Sendable {
    public let generator: String
    public let shard: String
    public let fps: Double
    public let scale: Double
    public let demos: [PublishedDemo]
}

/// Renders the demos into a folder a reviewer can open: each demo's GIF and key frames as PNG,
/// `manifest.json` describing them, and `index.html`, a gallery of all of it. The folder is
/// built beside the target and renamed into place, so a failed run leaves the old one.
public struct Publisher {
    public var fps: Double = 30
    public var scale: Double = 1
    public var shard = Shard.all
    /// Scenes recorded at once; the gallery's bytes are the same for any number. With 1, each
    /// recording also stays on one thread (see `Recorder.drawsAhead`).
    public var workers = Concurrently.defaultWorkers
    /// Fractions of each demo's length at which key frames are taken.
    public var keyFractions: [Double] = [0.25, 0.5, 1]

    public init() {}

    /// Publishes `entries` (built-in demos, scene files) in their order; ids must be unique.
    @discardableResult
    public func publish(to folder: URL, entries demos: [PublishEntry], progress: ((String) -> Void)? = nil) throws -> Manifest {
        var seen = Set<String>()
        for demo in demos where !seen.insert(demo.id).inserted {
            throw PublishError.duplicateID(demo.id)
        }
        let fileManager = FileManager.default
        var isDirectory: ObjCBool = false
        if fileManager.fileExists(atPath: folder.path, isDirectory: &isDirectory) {
            let isGallery = isDirectory.boolValue
                && (fileManager.fileExists(atPath: folder.appendingPathComponent("manifest.json").path)
                    || ((try? fileManager.contentsOfDirectory(atPath: folder.path))?.isEmpty ?? false))
            guard isGallery else { throw PublishError.folderHoldsOtherFiles(path: folder.path) }
        }
        // The gallery is built in a temporary sibling and moved into place through Encoding's
        // one safe-write path: removed on a stop signal, swept if the process was killed, and
        // the old gallery kept until the new one is in place.
        let staging = try FileSystem.createStagingFolder(besideFolderAt: folder)
        var published: [PublishedDemo] = []
        do {
            let chosen = demos.enumerated().filter { shard.includes(position: $0.offset) }.map(\.element)
            var results = [PublishedDemo?](repeating: nil, count: chosen.count)
            let lock = NSLock()
            // The longest recordings first, so the workers finish together.
            try Concurrently.forEach(chosen.count, workers: workers, costs: chosen.map(\.duration)) { index in
                lock.withLock { progress?(chosen[index].id) }
                let result = try publish(chosen[index], into: staging)
                lock.withLock { results[index] = result }
            }
            published = results.compactMap { $0 }
            let manifest = Manifest(generator: "dynamics", shard: shard.description, fps: fps, scale: scale, demos: published)
            let manifestPath = staging.appendingPathComponent("manifest.json").path
            try FileSystem.write(Array(try JSONDocument.data(manifest)), toNewFileAt: manifestPath, reportingAs: manifestPath)
            let pagePath = staging.appendingPathComponent("index.html").path
            try FileSystem.write(Array(Gallery.html(for: manifest).utf8), toNewFileAt: pagePath, reportingAs: pagePath)
            try FileSystem.replaceFolder(folder, with: staging)
            return manifest
        } catch {
            FileSystem.remove(staging.path)
            throw error
        }
    }

    private func publish(_ demo: PublishEntry, into folder: URL) throws -> PublishedDemo {
        let gifName = "\(demo.id).gif"
        let frameFolder = folder.appendingPathComponent(demo.id)
        try FileSystem.createFolder(atPath: frameFolder.path)
        var stills: [(time: Double, url: URL)] = []
        // The entry's own key times (a scene file's --key-times), else fractions of its length;
        // two times that name the same file are one still.
        let times = demo.keyTimes ?? keyFractions.map { (demo.duration * $0 * 60).rounded() / 60 }
        for time in times {
            let url = folder.appendingPathComponent("\(demo.id)/t\(String(format: "%.2f", time)).png")
            if !stills.contains(where: { $0.url == url }) { stills.append((time, url)) }
        }
        let settings = PublishSettings(fps: fps, scale: scale, duration: demo.duration, drawsAhead: workers > 1)
        try demo.render(settings, folder.appendingPathComponent(gifName), stills)
        let files = [gifName] + stills.map { "\(demo.id)/\($0.url.lastPathComponent)" }
        var checksums: [String: String] = [:]
        for file in files {
            checksums[file] = SHA256.hex(try FileSystem.readBytes(at: folder.appendingPathComponent(file).path))
        }
        let bytes = try FileSystem.readBytes(at: folder.appendingPathComponent(gifName).path).count
        return PublishedDemo(id: demo.id, summary: demo.summary, files: files, sha256: checksums,
                             frames: FrameGeometry.frameCount(fps: fps, duration: demo.duration), duration: demo.duration, bytes: bytes)
    }
}

/// How a gallery's scenes are recorded.
public struct PublishSettings: Equatable, Sendable {
    public var fps: Double
    public var scale: Double
    /// Seconds of the scene.
    public var duration: Double
    /// Whether each recording draws on a thread of its own ahead of its encoder.
    public var drawsAhead: Bool
}

/// One scene of a gallery.
public struct PublishEntry {
    public let id: String
    public let summary: String
    public let duration: Double
    /// The times of the key frames, ascending; nil for the publisher's fractions of `duration`.
    public let keyTimes: [Double]?
    /// Records the GIF at the URL with the settings, and a PNG still at each time.
    public let render: (_ settings: PublishSettings, _ gif: URL, _ stills: [(time: Double, url: URL)]) throws -> Void

    public init(id: String, summary: String, duration: Double, keyTimes: [Double]? = nil,
                render: @escaping (PublishSettings, URL, [(time: Double, url: URL)]) throws -> Void) {
        self.id = id
        self.summary = summary
        self.duration = duration
        self.keyTimes = keyTimes
        self.render = render
    }

    /// `scene`, recorded by its compiled program in a child process; `log` hears what it
    /// prints.
    public init(scene: ResolvedScene, compiled: CompiledScene, log: @escaping (String) -> Void) throws {
        let template = try scene.request(output: "", settings: RenderSettings(fps: 30, duration: scene.duration, scale: 1))
        self.init(id: scene.id, summary: scene.summary, duration: scene.duration, keyTimes: scene.keyTimes) { settings, gif, stills in
            var request = template
            request.output = gif.path
            request.format = "gif"
            request.fps = settings.fps
            request.scale = settings.scale
            request.duration = settings.duration
            request.drawsAhead = settings.drawsAhead
            request.stills = stills.map { SceneRequest.Still(time: $0.time, path: $0.url.path) }
            try compiled.run(request, timeout: scene.options.scene.timeoutSeconds, log: log)
        }
    }
}
