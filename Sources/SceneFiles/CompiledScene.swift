import Basics
import Foundation
import SceneProtocol

/// A scene file compiled into its own program, ready to record.
public struct CompiledScene {
    /// The cached executable.
    public let executable: String
    public let root: SceneRoot
    public let project: SceneProject

    /// Records the scene as `request` asks, in a child process, so that a trap or an endless
    /// loop in the user's code cannot take `dynamics` down or leave a partial file.
    ///
    /// - Parameters:
    ///   - timeout: seconds the scene may go without finishing a frame before it is stopped.
    ///   - progress: frames done and the total, as they are written.
    ///   - log: what the scene prints (its `print`s, the kit's warnings), line by line.
    /// - Throws: ``SceneFileError/crashed(_:)``, ``SceneFileError/timedOut(seconds:)`` or
    ///   ``SceneFileError/failed(_:)``; nothing is left at the output path then.
    public func run(
        _ request: SceneRequest, timeout: Double,
        progress: ((Int, Int) -> Void)? = nil, log: @escaping (String) -> Void
    ) throws {
        var request = request
        if request.resourceDirectories.isEmpty { request.resourceDirectories = project.resourceDirectories }
        request.parentProcess = getpid()
        let json = String(decoding: try JSONEncoder().encode(request), as: UTF8.self)

        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = [json]
        var environment = ProcessInfo.processInfo.environment
        environment["SWIFT_BACKTRACE"] = "enable=no"
        process.environment = environment
        process.standardInput = FileHandle.nullDevice
        let out = Pipe(), err = Pipe()
        process.standardOutput = out
        process.standardError = err

        let state = RunState()
        let readers = DispatchGroup()
        DispatchQueue.global().async(group: readers) {
            Self.lines(of: out.fileHandleForReading) { line in
                // A first pass over the scene (a GIF counting its colors) is progress too, but
                // not frames written.
                switch SceneMessage(line: line) {
                case let .frame(done, total):
                    state.madeProgress()
                    progress?(done, total)
                case .survey:
                    state.madeProgress()
                case nil:
                    break
                }
            }
        }
        DispatchQueue.global().async(group: readers) {
            var crashing = false
            Self.lines(of: err.fileHandleForReading) { line in
                // A trap's message, and the stack trace the runtime prints after it, and the
                // host's reason for failing are held for the one-line report; everything else
                // (the scene's prints, the kit's warnings) is passed on as it comes.
                if line.contains("Fatal error") { crashing = true }
                if crashing || line.hasPrefix(SceneMessage.failurePrefix) {
                    state.hold(line)
                } else {
                    log(line)
                }
            }
        }
        // The watchdog below wakes as soon as the scene ends, rather than on its next poll.
        let ended = DispatchSemaphore(value: 0)
        process.terminationHandler = { _ in ended.signal() }
        do {
            try process.run()
        } catch {
            throw SceneFileError.failed("cannot start the scene \(executable): \(error.localizedDescription)")
        }
        state.madeProgress()
        var timedOut = false
        // Should `dynamics` be stopped by a signal meanwhile, the scene goes with it, and so do
        // its temporaries.
        let pid = process.processIdentifier
        FileSystem.whileRunning(stopping: {
            kill(pid, SIGKILL)
            Subprocess.waitUntilEnded(pid)
            Self.removeLeftovers(of: request, writtenBy: pid)
        }) {
            while ended.wait(timeout: .now() + 0.05) == .timedOut {
                if state.secondsSinceProgress > timeout {
                    timedOut = true
                    kill(process.processIdentifier, SIGKILL)
                    break
                }
            }
            process.waitUntilExit()
        }
        readers.wait()

        let failure: SceneFileError?
        if timedOut {
            failure = .timedOut(seconds: timeout)
        } else if process.terminationReason == .uncaughtSignal {
            let fatal = state.held.first { $0.contains("Fatal error") }
            failure = .crashed(fatal.map(Self.trimmed) ?? "signal \(process.terminationStatus) (\(Self.signalName(process.terminationStatus)))")
        } else if process.terminationStatus != 0 {
            let message = state.held.first { $0.hasPrefix(SceneMessage.failurePrefix) }.map { String($0.dropFirst(SceneMessage.failurePrefix.count)) }
            failure = .failed(message ?? "the scene exited with status \(process.terminationStatus)")
        } else {
            failure = nil
        }
        if let failure {
            Self.removeLeftovers(of: request, writtenBy: process.processIdentifier)
            throw failure
        }
    }

    /// The runtime's "Module/File.swift:12: Fatal error: …", without the module.
    private static func trimmed(_ line: String) -> String {
        let text = line.trimmingCharacters(in: .whitespaces)
        let prefix = SceneCompiler.moduleName + "/"
        return text.hasPrefix(prefix) ? String(text.dropFirst(prefix.count)) : text
    }

    private static func signalName(_ signal: Int32) -> String {
        switch signal {
        case SIGILL: return "SIGILL"
        case SIGTRAP: return "SIGTRAP"
        case SIGABRT: return "SIGABRT"
        case SIGSEGV: return "SIGSEGV"
        case SIGBUS: return "SIGBUS"
        case SIGFPE: return "SIGFPE"
        case SIGKILL: return "SIGKILL"
        default: return "signal \(signal)"
        }
    }

    /// The temporary file or folder the scene's writer had open (`.NAME.tmp-PID…` beside the
    /// output), and any stills it wrote.
    private static func removeLeftovers(of request: SceneRequest, writtenBy pid: Int32) {
        for still in request.stills { try? FileManager.default.removeItem(atPath: still.path) }
        guard !request.output.isEmpty else { return }
        let output = URL(fileURLWithPath: request.output)
        let folder = output.deletingLastPathComponent().path
        for entry in (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
        where FileSystem.temporaryOwner(of: entry, forOutputNamed: output.lastPathComponent) == pid {
            try? FileManager.default.removeItem(atPath: folder + "/" + entry)
        }
    }

    /// Returns once the killed process `pid` has ended (a zombie, or reaped), or after 2 s.
    private static func lines(of handle: FileHandle, _ body: (String) -> Void) {
        var pending = Data()
        while true {
            let chunk = handle.availableData
            if chunk.isEmpty { break }
            pending.append(chunk)
            while let newline = pending.firstIndex(of: UInt8(ascii: "\n")) {
                body(String(decoding: pending[pending.startIndex..<newline], as: UTF8.self))
                pending.removeSubrange(pending.startIndex...newline)
            }
        }
        if !pending.isEmpty { body(String(decoding: pending, as: UTF8.self)) }
    }
}

/// What the reader threads tell the watchdog.
private final class RunState: @unchecked Sendable {
    private let lock = NSLock()
    private var lastProgress = Date()
    private var heldLines: [String] = []

    func madeProgress() { lock.withLock { lastProgress = Date() } }
    var secondsSinceProgress: Double { lock.withLock { -lastProgress.timeIntervalSinceNow } }
    func hold(_ line: String) { lock.withLock { heldLines.append(line) } }
    var held: [String] { lock.withLock { heldLines } }
}
