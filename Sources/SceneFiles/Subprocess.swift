import Basics
import Foundation

/// Runs a tool to completion, its stdout and stderr together.
enum Subprocess {
    static func run(_ executable: String, _ arguments: [String]) throws -> (status: Int32, output: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        process.standardInput = FileHandle.nullDevice
        do {
            try process.run()
        } catch {
            throw SceneFileError.failed("cannot run \(executable): \(error.localizedDescription)")
        }
        // Should `dynamics` be stopped by a signal meanwhile, the tool is stopped and waited
        // for first (swiftc takes its compiler jobs with it): left alone it would outlive us
        // by up to a second, still writing into the cache.
        let pid = process.processIdentifier
        let data = FileSystem.whileRunning(stopping: {
            kill(pid, SIGTERM)
            waitUntilEnded(pid)
        }) {
            pipe.fileHandleForReading.readDataToEndOfFile()
        }
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }

    /// Waits (up to 2 s) until process `pid` has ended: gone, or a zombie not yet reaped.
    static func waitUntilEnded(_ pid: Int32) {
        for _ in 0..<200 {
            guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
                  let state = stat.split(separator: ")").last?.split(separator: " ").first, state != "Z" else { return }
            usleep(10_000)
        }
    }
}
