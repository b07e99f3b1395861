import Foundation

/// Where the built-in demos' scene files are: the `Examples/` folder of the checkout this
/// `dynamics` was built in (found by walking up from the executable to the folder holding
/// `Package.swift`), or `<prefix>/share/dynamics/Examples` beside an installed
/// `<prefix>/bin/dynamics`.
public enum ExamplesFolder {
    /// The folder, or ``SceneFileError/examplesMissing(_:)`` naming where it was looked for.
    public static func locate(executable: String = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath().path) throws -> String {
        var candidates: [String] = []
        var folder = (executable as NSString).deletingLastPathComponent
        candidates.append(((folder as NSString).deletingLastPathComponent as NSString).appendingPathComponent("share/dynamics/Examples"))
        while folder != "/" && !folder.isEmpty {
            if FileManager.default.fileExists(atPath: folder + "/Package.swift") {
                candidates.append(folder + "/Examples")
                break
            }
            folder = (folder as NSString).deletingLastPathComponent
        }
        var isFolder: ObjCBool = false
        if let found = candidates.first(where: { FileManager.default.fileExists(atPath: $0, isDirectory: &isFolder) && isFolder.boolValue }) {
            return found
        }
        throw SceneFileError.examplesMissing(candidates)
    }
}
