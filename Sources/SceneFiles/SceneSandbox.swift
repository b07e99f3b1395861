import Basics
import Foundation
import SceneProtocol

/// How a scene's process is confined: on unless `--no-sandbox`. `dynamics` makes the scene's
/// environment (an allow-list, a private `HOME` and `TMPDIR`) and its `SceneSandboxPolicy`
/// (what it may read and write, its limits); the runner enters the sandbox before it loads the
/// scene (`CSceneSandbox`). README, "Running scene files from pull requests", says what is
/// confined and what is not.
public struct SceneSandbox: Equatable, Sendable {
    public var isEnabled = true
    /// Environment variables let through by name (`--pass-env`), besides the allow-list.
    public var passedEnvironment: [String] = []
    /// The address space's limit (`--memory`).
    public var memoryBytes: UInt64 = SceneSandbox.defaultMemoryBytes
    /// Processor time a scene may use, per job of its process.
    public var cpuSecondsPerJob: UInt64 = 600
    public var openFiles: UInt64 = 4096

    /// 16 GiB of address space: far above any scene's needs (the runtime reserves much it never
    /// touches), far below what a runaway allocation asks.
    public static let defaultMemoryBytes: UInt64 = 16 << 30

    public init() {}

    /// What the commands set from their flags before running scenes; every scene's process
    /// follows it.
    nonisolated(unsafe) public static var current = SceneSandbox()

    /// The variables a scene's process gets from `dynamics`'s environment.
    public static let allowedEnvironment = ["PATH", "LANG", "LC_ALL", "TZ"]

    /// Whether `name` looks like it holds a secret: never passed but by `--pass-env`.
    public static func looksSecret(_ name: String) -> Bool {
        let upper = name.uppercased()
        return ["TOKEN", "SECRET", "PASSWORD", "PASSWD", "CREDENTIAL", "API_KEY", "PRIVATE_KEY"].contains { upper.contains($0) }
            || ["AWS_", "GITHUB_", "ACTIONS_", "RUNNER_", "NPM_", "SSH_"].contains { upper.hasPrefix($0) }
    }

    /// The scene's environment: the allow-list's variables that are set (never one that looks
    /// secret), those passed by name, and its private `HOME` and `TMPDIR`.
    public func environment(from parent: [String: String], home: String, temporary: String) -> [String: String] {
        var environment: [String: String] = [:]
        for name in Self.allowedEnvironment where !Self.looksSecret(name) {
            if let value = parent[name] { environment[name] = value }
        }
        for name in passedEnvironment {
            if let value = parent[name] { environment[name] = value }
        }
        environment["HOME"] = home
        environment["TMPDIR"] = temporary
        environment["XDG_CACHE_HOME"] = home + "/.cache"
        return environment
    }

    /// Read-only places every scene may need: fonts, time zones, locales, the loader's cache,
    /// its own process's files, the devices that are harmless.
    static let systemReadPaths = [
        "/usr/share/fonts", "/usr/local/share/fonts", "/usr/share/fontconfig", "/etc/fonts", "/var/cache/fontconfig",
        "/usr/share/zoneinfo", "/etc/localtime", "/etc/timezone", "/usr/lib/locale", "/usr/share/locale", "/usr/share/i18n",
        "/etc/ld.so.cache", "/etc/passwd", "/etc/group", "/etc/nsswitch.conf", "/usr/share/icu", "/usr/share/poppler", "/usr/share/mime",
        "/proc/self", "/sys/devices/system/cpu", "/proc/cpuinfo", "/proc/meminfo", "/proc/stat",
        // glibc's malloc reads it when it trims a thread's arena (many-threaded recordings).
        "/proc/sys/vm/overcommit_memory", "/sys/kernel/mm/transparent_hugepage",
        "/dev/null", "/dev/zero", "/dev/urandom", "/dev/random",
        // swift-corelibs-foundation's UserDefaults reads the any-user domains there, global and
        // the process's own (the scene runner is `dynamics-scene`); the user's own domains are
        // in the private HOME.
        "/usr/local/etc/.GlobalPreferences.plist", "/usr/local/etc/dynamics-scene.plist", "/usr/local/etc/ByHost",
        "/etc/.GlobalPreferences.plist", "/etc/dynamics-scene.plist", "/etc/ByHost",
    ]

    /// The policy for a process recording `jobs`, whose private folder is `privateFolder`.
    func policy(for jobs: [(scene: CompiledScene, request: SceneRequest)], privateFolder: String) -> SceneSandboxPolicy {
        var read: [String] = []
        var writePaths = [privateFolder]
        var prefixes: [String] = []
        var folders: [String] = []
        func addRead(_ path: String) { if !path.isEmpty, !read.contains(path) { read.append(path) } }
        for job in jobs {
            addRead((job.scene.library as NSString).deletingLastPathComponent)
            addRead((job.scene.runner as NSString).deletingLastPathComponent)
            job.scene.project.files.forEach(addRead)
            job.scene.project.interfaceBuilderFiles.forEach(addRead)
            job.request.resourceDirectories.forEach(addRead)
            var outputs = job.request.stills.map(\.path)
            if !job.request.output.isEmpty { outputs.append(job.request.output) }
            if let trace = job.request.trace { outputs.append(trace.path) }
            if let poster = job.request.poster { outputs.append(poster.path) }
            for output in outputs {
                let url = URL(fileURLWithPath: output).standardizedFileURL
                let folder = url.deletingLastPathComponent().path
                writePaths.append(url.path)
                let temporary = FileSystem.temporaryName(forOutputNamed: url.lastPathComponent, pid: 0)
                prefixes.append((folder as NSString).appendingPathComponent(String(temporary.dropLast(1))))
                if !folders.contains(folder) { folders.append(folder) }
            }
        }
        Self.systemReadPaths.forEach(addRead)
        let jobCount = UInt64(max(1, jobs.count))
        return SceneSandboxPolicy(
            readPaths: read, writePaths: writePaths, writePrefixes: prefixes, writeFolders: folders,
            memoryBytes: memoryBytes, cpuSeconds: cpuSecondsPerJob * jobCount, openFiles: openFiles,
            home: ProcessInfo.processInfo.environment["HOME"] ?? NSHomeDirectory())
    }

    /// A size as `--memory` takes it: bytes, or a number with K, M, G or T (powers of 1024),
    /// optionally followed by B or iB.
    public static func parseSize(_ text: String) -> UInt64? {
        var number = text.trimmingCharacters(in: .whitespaces).uppercased()
        for suffix in ["IB", "B"] where number.hasSuffix(suffix) && number.count > suffix.count {
            number.removeLast(suffix.count)
            break
        }
        var multiplier: Double = 1
        if let last = number.last, let power = ["K": 1, "M": 2, "G": 3, "T": 4][last] {
            multiplier = pow(1024, Double(power))
            number.removeLast()
        }
        guard let value = Double(number), value.isFinite, value > 0, value * multiplier < 1.8e19 else { return nil }
        let bytes = UInt64(value * multiplier)
        return bytes >= 64 << 20 ? bytes : nil
    }

    /// The line for a scene that ran out of its address space.
    static func memoryRefusal(_ limit: UInt64) -> String {
        "the scene tried to allocate more memory than its limit of \(describeSize(limit)); raise it with --memory SIZE (or use --no-sandbox)"
    }

    /// `17179869184` as `16 GiB`.
    public static func describeSize(_ bytes: UInt64) -> String {
        for (unit, power) in [("TiB", 40), ("GiB", 30), ("MiB", 20)] where bytes >= 1 << UInt64(power) {
            let value = Double(bytes) / Double(UInt64(1) << UInt64(power))
            return "\(String(format: value == value.rounded() ? "%.0f" : "%.1f", value)) \(unit)"
        }
        return "\(bytes) bytes"
    }

    /// A folder of the scene's own, `HOME` and `TMPDIR` inside it; removed when it ends, or
    /// by the signal clean-up if dynamics is stopped first.
    static func makePrivateFolder() throws -> String {
        let folder: String
        do {
            folder = try FileSystem.createPrivateTemporaryFolder(prefix: "dynamics-scene-")
        } catch let FileError.cannotCreate(path, reason) {
            throw SceneFileError.failed("cannot make the scene's private folder in \(path): \(reason)")
        }
        for sub in ["home", "tmp"] { mkdir(folder + "/" + sub, 0o700) }
        return folder
    }
}
