import Foundation

extension Bundle {
    /// What a scene file's `Bundle.main` becomes (SourceTranslation): the app's bundle as the
    /// scene's code sees it, a flat bundle whose resources are those of the scene's first
    /// resource folder (a playground's `Resources`, else the folder of the app's first file),
    /// where `UIImage(named:)` looks first too: `path(forResource:ofType:)` and
    /// `url(forResource:withExtension:)` find a playground's sounds and data there. `Bundle.main`
    /// itself is the process running the scene, which has no resources; it stands in outside a
    /// scene.
    public static var here: Bundle {
        let folder = Clock.current?.imageSearchDirectories?.first { url in
            var isDirectory: ObjCBool = false
            return url.pathExtension != "xcassets" && FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory)
                && isDirectory.boolValue
        }
        return folder.flatMap { Bundle(path: $0.path) } ?? Bundle.main
    }
}
