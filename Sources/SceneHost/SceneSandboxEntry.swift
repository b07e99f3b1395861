import CSceneSandbox
import Foundation
import SceneProtocol

/// The runner's side of the sandbox: hands the policy to `CSceneSandbox`, which confines the
/// process for good.
enum SceneSandboxEntry {
    static func enter(_ policy: SceneSandboxPolicy) throws {
        let threads = dynamics_sandbox_thread_count()
        guard threads == 1 else {
            throw SceneHostError("the sandbox must be entered while the scene's process has one thread, not \(threads)")
        }
        var report = dynamics_sandbox_report()
        var error = [CChar](repeating: 0, count: 512)
        let status = withCStrings(policy.readPaths) { read in
            withCStrings(policy.writePaths) { write in
                withCStrings(policy.writePrefixes) { prefixes in
                    withCStrings(policy.writeFolders) { folders in
                        policy.home.withCString { home in
                            var c = dynamics_sandbox_policy(
                                read_paths: read.baseAddress, read_count: read.count,
                                write_paths: write.baseAddress, write_count: write.count,
                                write_prefixes: prefixes.baseAddress, write_prefix_count: prefixes.count,
                                write_folders: folders.baseAddress, write_folder_count: folders.count,
                                memory_bytes: policy.memoryBytes, cpu_seconds: policy.cpuSeconds,
                                open_files: policy.openFiles, home: home)
                            return dynamics_sandbox_enter(&c, &report, &error, error.count)
                        }
                    }
                }
            }
        }
        guard status == 0 else {
            throw SceneHostError("cannot enter the sandbox: \(String(cString: error)) (use --no-sandbox to run without it)")
        }
        if ProcessInfo.processInfo.environment["DYNAMICS_SANDBOX_REPORT"] != nil {
            FileHandle.standardError.write(Data("dynamics-sandbox: landlock \(report.landlock_abi) netns \(report.network_namespace) seccomp \(report.seccomp) gate \(report.file_gate)\n".utf8))
        }
    }

    /// `strings` as C strings for the length of `body`.
    private static func withCStrings<Result>(_ strings: [String], _ body: (UnsafeBufferPointer<UnsafePointer<CChar>?>) -> Result) -> Result {
        let copies = strings.map { strdup($0) }
        defer { copies.forEach { free($0) } }
        let pointers = copies.map { UnsafePointer($0) }
        return pointers.withUnsafeBufferPointer(body)
    }
}
