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
        // by up to a second, still writing into the cache. On a loaded machine swiftc can take
        // longer to finish its jobs' clean-up than we wait: then it is killed outright.
        let pid = process.processIdentifier
        let data = FileSystem.whileRunning(stopping: {
            kill(pid, SIGTERM)
            if !waitUntilEnded(pid, seconds: 5) {
                kill(pid, SIGKILL)
                waitUntilEnded(pid, seconds: 2)
            }
        }) {
            pipe.fileHandleForReading.readDataToEndOfFile()
        }
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }

    /// Waits (up to `seconds`) until process `pid` has ended: gone, or a zombie not yet
    /// reaped. Whether it has.
    @discardableResult
    static func waitUntilEnded(_ pid: Int32, seconds: Double = 2) -> Bool {
        for _ in 0..<max(1, Int(seconds * 100)) {
            guard FileSystem.isRunning(pid) else { return true }
            usleep(10_000)
        }
        return false
    }
}
