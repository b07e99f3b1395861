import Foundation

/// Where this `dynamics` finds the kit scene files are compiled against, as built or as
/// installed, and what it says for `--version`.
///
/// - Built (`swift build -c release`): the kit is `libDynamicsSceneKit.so` and `Modules/`
///   beside the binary, in SwiftPM's build folder.
/// - Installed (`scripts/install PREFIX`): the binary is `PREFIX/bin/dynamics` and the kit is
///   `PREFIX/lib/dynamics/` (`libDynamicsSceneKit.so`, `Modules/`); the demos' scene files are
///   `PREFIX/share/dynamics/Examples` (``ExamplesFolder``).
///
/// `DYNAMICS_KIT_DIR` names the kit's folder instead.
public enum Installation {
    /// The release this source tree is.
    public static let version = "0.1.0"

    /// The kit's folder under an installation's prefix, relative to the binary's folder.
    public static let installedKitFolder = "../lib/dynamics"

    /// This process's executable, symbolic links resolved (an installed `dynamics` may be a
    /// link in another `bin/`).
    public static var executable: String {
        URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath().path
    }

    /// The folders where the kit is looked for, in order: `DYNAMICS_KIT_DIR` alone when set,
    /// else beside the binary, then the installed layout's `../lib/dynamics`.
    public static func kitCandidates(environment: [String: String], executable: String = executable) -> [String] {
        if let chosen = environment["DYNAMICS_KIT_DIR"], !chosen.isEmpty { return [chosen] }
        let binFolder = (executable as NSString).deletingLastPathComponent
        return [binFolder, ((binFolder as NSString).appendingPathComponent(installedKitFolder) as NSString).standardizingPath]
    }

    /// The first candidate holding the kit's library and its `DynamicsKit` module.
    public static func kitDirectory(environment: [String: String], executable: String = executable) throws -> String {
        let candidates = kitCandidates(environment: environment, executable: executable)
        if let found = candidates.first(where: holdsKit) { return found }
        throw SceneFileError.kitMissing(candidates)
    }

    static func holdsKit(_ folder: String) -> Bool {
        FileManager.default.fileExists(atPath: folder + "/libDynamicsSceneKit.so")
            && FileManager.default.fileExists(atPath: folder + "/Modules/DynamicsKit.swiftmodule")
    }

    /// The compiler that built the kit, as `swiftc --version` names it (`Swift version 6.3.1
    /// (swift-6.3.1-RELEASE)`), read from its `DynamicsKit.swiftmodule`: a Swift module records
    /// its compiler's full version near its start, and refuses to load in any other compiler,
    /// so scene files need this very one. Nil when the module holds no such string.
    public static func compiler(ofKitAt folder: String) -> String? {
        guard let handle = FileHandle(forReadingAtPath: folder + "/Modules/DynamicsKit.swiftmodule") else { return nil }
        defer { try? handle.close() }
        // The control block comes first (about 15 KB in); 256 KB is far past it.
        let head = [UInt8](handle.readData(ofLength: 1 << 18))
        let marker = Array("Swift version ".utf8)
        guard let start = head.indices.dropLast(marker.count).first(where: { head[$0..<$0 + marker.count].elementsEqual(marker) }),
              let end = head[start...].prefix(200).firstIndex(of: UInt8(ascii: ")")) else { return nil }
        return String(decoding: head[start...end], as: UTF8.self)
    }

    /// What `dynamics --version` prints: the release, the compiler the kit was built with, and
    /// where the kit is.
    ///
    ///     dynamics 0.1.0
    ///     built with Swift version 6.3.1 (swift-6.3.1-RELEASE)
    ///     kit: /usr/local/lib/dynamics
    public static func versionText(environment: [String: String] = ProcessInfo.processInfo.environment, executable: String = executable) -> String {
        var lines = ["dynamics \(version)"]
        do {
            let kit = try kitDirectory(environment: environment, executable: executable)
            lines.append("built with \(compiler(ofKitAt: kit) ?? "an unknown Swift compiler")")
            lines.append("kit: \(kit)")
        } catch {
            lines.append("kit: \(error)")
        }
        return lines.joined(separator: "\n")
    }
}
