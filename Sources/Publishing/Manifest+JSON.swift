import Basics
import Foundation

extension Manifest {
    /// `publish --json`'s document for the gallery written at `folder` (as it was given): its
    /// page and manifest, and each scene's files with their paths, sizes and SHA-256.
    public func json(folder: String) throws -> String {
        try JSONDocument.text(GalleryDocument(self, folder: folder))
    }
}

/// The shape of ``Manifest/json(folder:)``.
struct GalleryDocument: Encodable {
    let folder: String
    let page: String
    let manifest: String
    let shard: String
    let fps: Double
    let scale: Double
    /// Bytes of every file of the gallery, the page and manifest included.
    let bytes: Int
    let scenes: [Scene]

    struct Scene: Encodable {
        let id: String
        let summary: String
        /// Frames rendered into the GIF.
        let frames: Int
        /// Seconds recorded.
        let duration: Double
        /// The GIF first, then the key frames.
        let files: [File]
    }

    struct File: Encodable {
        let path: String
        let bytes: Int
        let sha256: String
    }

    init(_ gallery: Manifest, folder: String) throws {
        let path = { (file: String) in (folder as NSString).appendingPathComponent(file) }
        self.folder = folder
        page = path("index.html")
        manifest = path("manifest.json")
        shard = gallery.shard
        fps = gallery.fps
        scale = gallery.scale
        scenes = try gallery.demos.map { demo in
            Scene(id: demo.id, summary: demo.summary, frames: demo.frames, duration: demo.duration, files: try demo.files.map { file in
                File(path: path(file), bytes: try Self.size(of: path(file)), sha256: demo.sha256[file] ?? "")
            })
        }
        bytes = try scenes.flatMap(\.files).reduce(0) { $0 + $1.bytes } + Self.size(of: page) + Self.size(of: manifest)
    }

    private static func size(of path: String) throws -> Int {
        var info = stat()
        guard stat(path, &info) == 0 else { throw FileError.system(writing: false, path: path) }
        return Int(info.st_size)
    }
}
