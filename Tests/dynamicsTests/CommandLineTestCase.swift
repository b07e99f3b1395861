import Foundation
import TestSupport
import XCTest

/// Runs the built `dynamics` binary in a fresh working folder per test.
class CommandLineTestCase: XCTestCase {
    var workDirectory: URL!

    struct Result {
        var status: Int32
        var stdout: String
        var stderr: String
        /// Whether it was still running at `killAfter` and was stopped.
        var timedOut = false
    }

    override func setUpWithError() throws {
        workDirectory = FileManager.default.temporaryDirectory
            .appendingPathComponent("dynamics-cli-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: workDirectory, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: workDirectory)
    }

    /// The `dynamics` executable next to this test bundle (`swift build --build-tests` builds it).
    var binary: URL {
        get throws {
            var folder = Bundle(for: CommandLineTestCase.self).bundleURL
            for _ in 0..<3 {
                let candidate = folder.appendingPathComponent("dynamics")
                if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
                folder.deleteLastPathComponent()
            }
            throw XCTSkip("the dynamics binary is not built next to the tests; run scripts/test")
        }
    }

    /// Runs `dynamics arguments…` in the work folder and collects its output and status. With
    /// `killAfter`, a watchdog for a hang: still running after that many seconds, it is sent
    /// SIGTERM (which also stops a scene's process), then SIGKILL, and the result says so.
    func runDynamics(_ arguments: [String], environment: [String: String] = [:], killAfter limit: Double? = nil) throws -> Result {
        let process = Process()
        process.executableURL = try binary
        process.arguments = arguments
        // Scenes (the built-in demos among them) compile into the tests' own cache unless a
        // test names another.
        process.environment = ProcessInfo.processInfo.environment
            .merging(["XDG_CACHE_HOME": testSceneCache.path]) { $1 }
            .merging(environment) { $1 }
        process.currentDirectoryURL = workDirectory
        let out = Pipe(), err = Pipe()
        process.standardOutput = out
        process.standardError = err
        let exited = DispatchSemaphore(value: 0)
        process.terminationHandler = { _ in exited.signal() }
        try process.run()
        let stdout = Collected(), stderr = Collected()
        for (pipe, collected) in [(out, stdout), (err, stderr)] {
            Thread { collected.data = pipe.fileHandleForReading.readDataToEndOfFile(); collected.done.signal() }.start()
        }
        var timedOut = false
        if let limit, exited.wait(timeout: .now() + limit) == .timedOut {
            timedOut = true
            kill(process.processIdentifier, SIGTERM)
            if exited.wait(timeout: .now() + 10) == .timedOut { kill(process.processIdentifier, SIGKILL) }
        }
        process.waitUntilExit()
        // A process it left behind may hold the pipes open: after a timeout, take what came.
        for collected in [stdout, stderr] { _ = collected.done.wait(timeout: timedOut ? .now() + 10 : .distantFuture) }
        return Result(status: process.terminationStatus, stdout: String(decoding: stdout.data, as: UTF8.self),
                      stderr: String(decoding: stderr.data, as: UTF8.self), timedOut: timedOut)
    }

    /// Starts `dynamics arguments…` in the work folder without waiting for it; its output is
    /// dropped. Pass `standardOutput` to send stdout somewhere else (`/dev/full`).
    func startDynamics(_ arguments: [String], environment: [String: String] = [:], standardOutput: FileHandle? = nil) throws -> Process {
        let process = Process()
        process.executableURL = try binary
        process.arguments = arguments
        process.environment = ProcessInfo.processInfo.environment
            .merging(["XDG_CACHE_HOME": testSceneCache.path]) { $1 }
            .merging(environment) { $1 }
        process.currentDirectoryURL = workDirectory
        process.standardOutput = standardOutput ?? FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        return process
    }

    /// Waits up to `timeout` seconds for `condition`; returns whether it came true.
    func waitFor(_ timeout: Double, _ condition: () throws -> Bool) rethrows -> Bool {
        let deadline = Date().addingTimeInterval(timeout)
        while Date() < deadline {
            if try condition() { return true }
            usleep(20_000)
        }
        return try condition()
    }

    /// Every name under `folder` (the work folder by default), hidden ones included, as paths
    /// relative to it, sorted.
    func allFiles(under folder: URL? = nil) throws -> [String] {
        let root = folder ?? workDirectory!
        guard let enumerator = FileManager.default.enumerator(atPath: root.path) else { return [] }
        return enumerator.compactMap { $0 as? String }.sorted()
    }

    /// Writes `source` to `name` in the work folder, making its folders.
    func write(_ name: String, _ source: String) throws {
        let url = workDirectory.appendingPathComponent(name)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(source.utf8).write(to: url)
    }

    /// Runs `dynamics arguments…` under `ulimit -v kilobytes` (through /bin/sh), collecting its
    /// stderr and status.
    func runDynamics(_ arguments: String, memoryLimitKB: Int) throws -> Result {
        let shell = Process()
        shell.executableURL = URL(fileURLWithPath: "/bin/sh")
        shell.arguments = ["-c", "ulimit -v \(memoryLimitKB) && exec \"$0\" \(arguments)", try binary.path]
        shell.currentDirectoryURL = workDirectory
        let err = Pipe()
        shell.standardError = err
        shell.standardOutput = FileHandle.nullDevice
        try shell.run()
        let stderr = String(decoding: err.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        shell.waitUntilExit()
        return Result(status: shell.terminationStatus, stdout: "", stderr: stderr)
    }

    /// The names in the work folder, sorted.
    func files() throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: workDirectory.path).sorted()
    }
}

/// Bytes a reader thread collected from a pipe.
private final class Collected: @unchecked Sendable {
    var data = Data()
    let done = DispatchSemaphore(value: 0)
}
