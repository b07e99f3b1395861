import Foundation

/// The kinds of output a recording can be written as.
public enum OutputFormat: String, CaseIterable, Sendable {
    /// One animated GIF file.
    case gif
    /// A folder of `frame-0000.png`, `frame-0001.png`, …
    case png

    /// The format a path asks for: `.gif` is a GIF; a path ending in `/`, an existing folder or
    /// a name without an extension is a PNG folder. `explicit` (from `--format`) wins, but must
    /// agree with an extension the path has.
    public static func resolve(path: String, explicit: OutputFormat?) throws -> OutputFormat {
        // URL(fileURLWithPath: "") is the current folder: an empty path must not get that far.
        guard !path.isEmpty else { throw OutputPathError(path: "''", reason: "an empty path names no file or folder") }
        let url = URL(fileURLWithPath: path)
        let ext = url.pathExtension.lowercased()
        var isDirectory: ObjCBool = false
        let isFolder = path.hasSuffix("/")
            || (FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) && isDirectory.boolValue)
        let implied: OutputFormat?
        switch ext {
        case "gif": implied = .gif
        case "" : implied = .png
        case _ where isFolder: implied = .png
        default: throw OutputPathError(path: path, reason: "unknown extension '.\(ext)': use .gif, or a folder for PNG frames")
        }
        if let explicit, let implied, explicit != implied, !(explicit == .png && isFolder) {
            throw OutputPathError(path: path, reason: "--format \(explicit.rawValue) does not match the path; use a .gif file for gif, a folder for png")
        }
        return explicit ?? implied ?? .gif
    }

    /// Whether `path` names a file of a known kind (`x.gif`) rather than a folder: it has an
    /// extension, does not end in `/`, and is not an existing folder.
    public static func pathNamesFile(_ path: String) -> Bool {
        var isFolder: ObjCBool = false
        if path.hasSuffix("/") || (FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) && isFolder.boolValue) {
            return false
        }
        return !URL(fileURLWithPath: path).pathExtension.isEmpty
    }

    /// A writer for this format at `path`. `loopCount` is the GIF's number of plays (0 forever);
    /// `gifOptions` choose how a GIF reduces its colors. PNG frames ignore both.
    public func makeSink(path: String, loopCount: Int, gifOptions: GIFWriter.Options = .init()) throws -> FrameSink {
        guard !path.isEmpty else { throw OutputPathError(path: "''", reason: "an empty path names no file or folder") }
        let url = URL(fileURLWithPath: path)
        switch self {
        case .gif: return try GIFWriter(url: url, loopCount: loopCount, options: gifOptions)
        case .png: return try PNGSequenceWriter(directory: url)
        }
    }
}

/// A path that names no output format this package writes.
public struct OutputPathError: Error, CustomStringConvertible, Equatable {
    public let path: String
    public let reason: String

    public var description: String { "cannot write \(path): \(reason)" }
}
