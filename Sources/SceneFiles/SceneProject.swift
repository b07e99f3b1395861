import Foundation

/// The Swift files of one scene, compiled together like a small app target.
public struct SceneProject: Equatable {
    /// Absolute paths of the files, in the order given (a folder's sorted by name).
    public let files: [String]
    /// A short name: the file's name without `.swift`, or the folder's name.
    public let name: String
    /// How messages name the scene: the path given (the first, and how many more).
    public let displayName: String
    /// Where `UIImage(named:)` looks: the folders holding the files.
    public var resourceDirectories: [String] {
        var seen: [String] = []
        for file in files {
            let folder = (file as NSString).deletingLastPathComponent
            if !seen.contains(folder) { seen.append(folder) }
        }
        return seen
    }

    /// A scene from `paths`: `.swift` files, or one folder whose `.swift` files (not those in
    /// subfolders) make the scene.
    public init(paths: [String]) throws {
        precondition(!paths.isEmpty)
        var files: [String] = []
        var name: String?
        for path in paths {
            let absolute = Self.absolute(path)
            var isFolder: ObjCBool = false
            guard FileManager.default.fileExists(atPath: absolute, isDirectory: &isFolder) else {
                throw SceneFileError.missingFile(path)
            }
            if isFolder.boolValue {
                let found = try Self.swiftFiles(in: absolute)
                guard !found.isEmpty else { throw SceneFileError.emptyFolder(path) }
                files += found
                name = name ?? (absolute as NSString).lastPathComponent
            } else {
                guard absolute.hasSuffix(".swift") else { throw SceneFileError.notSwift(path) }
                files.append(absolute)
                name = name ?? ((absolute as NSString).lastPathComponent as NSString).deletingPathExtension
            }
        }
        var unique: [String] = []
        for file in files where !unique.contains(file) { unique.append(file) }
        self.files = unique
        self.name = name!
        displayName = paths.count == 1 ? paths[0] : "\(paths[0]) (and \(paths.count - 1) more)"
    }

    /// The scenes `folder` holds, for `publish`: the folder itself when it holds `.swift`
    /// files (one scene, as `render` takes it), else each subfolder that does, by name.
    public static func scenes(inFolder folder: String) throws -> [SceneProject] {
        let absolute = Self.absolute(folder)
        if !(try swiftFiles(in: absolute)).isEmpty { return [try SceneProject(paths: [folder])] }
        var scenes: [SceneProject] = []
        for entry in try FileManager.default.contentsOfDirectory(atPath: absolute).sorted() where !entry.hasPrefix(".") {
            let path = (absolute as NSString).appendingPathComponent(entry)
            var isFolder: ObjCBool = false
            guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder), isFolder.boolValue,
                  !(try swiftFiles(in: path)).isEmpty else { continue }
            scenes.append(try SceneProject(paths: [(folder as NSString).appendingPathComponent(entry)]))
        }
        guard !scenes.isEmpty else { throw SceneFileError.emptyFolder(folder) }
        return scenes
    }

    private static func swiftFiles(in folder: String) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: folder)
            .filter { $0.hasSuffix(".swift") && !$0.hasPrefix(".") }
            .sorted()
            .map { (folder as NSString).appendingPathComponent($0) }
    }

    private static func absolute(_ path: String) -> String {
        let joined = path.hasPrefix("/") ? path : FileManager.default.currentDirectoryPath + "/" + path
        return (joined as NSString).standardizingPath
    }
}
