import Foundation

/// What the preview watches: the files and folders a scene is made of, as one value that
/// changes when any file under them is saved, added, removed or renamed. Polled (the tool's
/// own wall clock, not the scene's): cheap for a scene's few files, and the same on every
/// file system.
struct FileWatch {
    let paths: [String]
    /// Files under a folder beyond this many are not looked at (a whole disk named by mistake).
    static let limit = 20_000

    /// Each file's path, size and modification time (to the nanosecond), in path order.
    func fingerprint() -> [String] {
        var entries: [String] = []
        for path in paths {
            var isFolder: ObjCBool = false
            guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) else {
                entries.append("\(path) missing")
                continue
            }
            guard isFolder.boolValue else {
                entries.append(Self.entry(path))
                continue
            }
            guard let walk = FileManager.default.enumerator(atPath: path) else { continue }
            var count = 0
            while let relative = walk.nextObject() as? String, count < Self.limit {
                let name = (relative as NSString).lastPathComponent
                // Hidden files, editors' swap files and build folders are not the scene.
                if name.hasPrefix(".") || name == "build" || name == "DerivedData" || name.hasSuffix("~") {
                    walk.skipDescendants()
                    continue
                }
                count += 1
                entries.append(Self.entry(path + "/" + relative))
            }
        }
        return entries.sorted()
    }

    private static func entry(_ path: String) -> String {
        var info = stat()
        guard stat(path, &info) == 0 else { return "\(path) missing" }
        return "\(path) \(info.st_size) \(info.st_mtim.tv_sec).\(info.st_mtim.tv_nsec)"
    }
}
