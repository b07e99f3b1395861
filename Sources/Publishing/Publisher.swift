import Demos
import DynamicsKit
import Encoding
import Foundation
import Rendering

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

    public var description: String {
        switch self {
        case let .badShard(text):
            return "'\(text)' is not a shard: write i/n with 1 ≤ i ≤ n, e.g. 2/3"
        case let .folderHoldsOtherFiles(path):
            return "\(path) exists and is not a gallery (no manifest.json): refusing to replace it"
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
    /// Fractions of each demo's length at which key frames are taken.
    public var keyFractions: [Double] = [0.25, 0.5, 1]

    public init() {}

    @discardableResult
    public func publish(to folder: URL, demos: [Demo] = DemoCatalog.all, progress: ((String) -> Void)? = nil) throws -> Manifest {
        let fileManager = FileManager.default
        var isDirectory: ObjCBool = false
        if fileManager.fileExists(atPath: folder.path, isDirectory: &isDirectory) {
            let isGallery = isDirectory.boolValue
                && (fileManager.fileExists(atPath: folder.appendingPathComponent("manifest.json").path)
                    || ((try? fileManager.contentsOfDirectory(atPath: folder.path))?.isEmpty ?? false))
            guard isGallery else { throw PublishError.folderHoldsOtherFiles(path: folder.path) }
        }
        let staging = folder.deletingLastPathComponent()
            .appendingPathComponent(".\(folder.lastPathComponent).tmp-\(ProcessInfo.processInfo.processIdentifier)")
        try? fileManager.removeItem(at: staging)
        try fileManager.createDirectory(at: staging, withIntermediateDirectories: true)
        var published: [PublishedDemo] = []
        do {
            for (position, demo) in demos.enumerated() where shard.includes(position: position) {
                progress?(demo.id)
                published.append(try publish(demo, into: staging))
            }
            let manifest = Manifest(generator: "dynamics", shard: shard.description, fps: fps, scale: scale, demos: published)
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
            try encoder.encode(manifest).write(to: staging.appendingPathComponent("manifest.json"))
            try Data(Gallery.html(for: manifest).utf8).write(to: staging.appendingPathComponent("index.html"))
            try? fileManager.removeItem(at: folder)
            try fileManager.moveItem(at: staging, to: folder)
            return manifest
        } catch {
            try? fileManager.removeItem(at: staging)
            throw error
        }
    }

    private func publish(_ demo: Demo, into folder: URL) throws -> PublishedDemo {
        let gifName = "\(demo.id).gif"
        let recorder = Recorder(fps: fps, duration: demo.duration, scale: scale)
        try recorder.record(demo.makeScene(), into: GIFWriter(url: folder.appendingPathComponent(gifName)))

        let frameFolder = folder.appendingPathComponent(demo.id)
        try FileManager.default.createDirectory(at: frameFolder, withIntermediateDirectories: true)
        var files = [gifName]
        let scene = demo.makeScene()
        let rasterizer = Rasterizer(scale: scale)
        for fraction in keyFractions {
            let time = (demo.duration * fraction * 60).rounded() / 60
            scene.advance(to: time)
            let name = "\(demo.id)/t\(String(format: "%.2f", time)).png"
            try rasterizer.render(scene.rootView).writePNG(to: folder.appendingPathComponent(name))
            files.append(name)
        }
        var checksums: [String: String] = [:]
        for file in files {
            checksums[file] = SHA256.hex(Array(try Data(contentsOf: folder.appendingPathComponent(file))))
        }
        let bytes = try Data(contentsOf: folder.appendingPathComponent(gifName)).count
        return PublishedDemo(id: demo.id, summary: demo.summary, files: files, sha256: checksums,
                             frames: recorder.frameCount, duration: demo.duration, bytes: bytes)
    }
}
