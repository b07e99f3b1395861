import Basics
import Foundation
import SceneProtocol

/// A scene file compiled into a library of its own, ready to record.
public struct CompiledScene {
    /// The cached library (`scene.so`).
    public let library: String
    /// The kit's runner, which loads scene libraries and records them.
    public let runner: String
    public let root: SceneRoot
    public let project: SceneProject

    /// Records the scene as `request` asks, in a process of its own, so that a trap or an
    /// endless loop in the user's code cannot take `dynamics` down or leave a partial file.
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
        let results = Self.record([(self, request)], workers: 1, timeout: timeout, progress: { _, done, total in progress?(done, total) }, log: log)
        if case let .failure(error) = results[0] { throw error }
    }

    /// Records each scene as its request asks, several in one process, `workers` at a time: for
    /// scenes trusted to share one (the built-in demos), which then start as fast as one. A job
    /// the shared process could not finish — it crashed, hung or stopped for another job — runs
    /// again in a process of its own, which says what went wrong with it.
    ///
    /// - Parameters:
    ///   - progress: the job's index, frames done and the total.
    ///   - finished: the job's index, once its output is written.
    /// - Returns: each job's result, in order.
    public static func record(
        _ jobs: [(scene: CompiledScene, request: SceneRequest)], workers: Int, timeout: Double,
        progress: ((Int, Int, Int) -> Void)? = nil, finished: ((Int) -> Void)? = nil, log: @escaping (String) -> Void
    ) -> [Result<Void, SceneFileError>] {
        guard !jobs.isEmpty else { return [] }
        let outcome = runBatch(jobs, workers: workers, timeout: timeout, progress: progress, finished: finished, log: log)
        guard jobs.count > 1 else {
            return [explained(outcome.results[0] ?? .failure(outcome.failure ?? .failed("the scene stopped before it finished")), jobs[0].scene)]
        }
        return outcome.results.enumerated().map { index, result in
            if let result { return explained(result, jobs[index].scene) }
            let single = runBatch([jobs[index]], workers: 1, timeout: timeout,
                                  progress: { _, done, total in progress?(index, done, total) },
                                  finished: { _ in finished?(index) }, log: log)
            return explained(single.results[0] ?? .failure(single.failure ?? .failed("the scene stopped before it finished")), jobs[index].scene)
        }
    }

    /// A crash on a nil `@IBOutlet` says which outlet, and whether a storyboard connects it.
    private static func explained(_ result: Result<Void, SceneFileError>, _ scene: CompiledScene) -> Result<Void, SceneFileError> {
        guard case let .failure(.crashed(reason)) = result else { return result }
        return .failure(.crashed(OutletDiagnosis.explain(reason, project: scene.project)))
    }

    /// One runner process for `jobs`: each job's result when the process said it (finished, or
    /// failed with a reason), nil when it did not get that far; and why the process itself
    /// failed, if it did.
    private static func runBatch(
        _ jobs: [(scene: CompiledScene, request: SceneRequest)], workers: Int, timeout: Double,
        progress: ((Int, Int, Int) -> Void)?, finished: ((Int) -> Void)?, log: @escaping (String) -> Void
    ) -> (results: [Result<Void, SceneFileError>?], failure: SceneFileError?) {
        let requests = jobs.map { job -> SceneRequest in
            var request = job.request
            if request.resourceDirectories.isEmpty { request.resourceDirectories = job.scene.project.resourceDirectories }
            return request
        }
        var batch = SceneBatch(
            jobs: zip(jobs, requests).map { SceneBatch.Job(library: $0.scene.library, request: $1) },
            workers: workers, parentProcess: getpid())
        var environment = ProcessInfo.processInfo.environment
        // Confined (unless --no-sandbox): an environment of its own, without secrets, and a
        // folder of its own for HOME and TMPDIR, removed when it ends.
        let sandbox = SceneSandbox.current
        var privateFolder: String?
        if sandbox.isEnabled {
            do {
                let folder = try SceneSandbox.makePrivateFolder()
                privateFolder = folder
                environment = sandbox.environment(from: environment, home: folder + "/home", temporary: folder + "/tmp")
                batch.sandbox = sandbox.policy(for: Array(zip(jobs.map(\.scene), requests)).map { ($0, $1) }, privateFolder: folder)
            } catch {
                let failure = error as? SceneFileError ?? .failed("\(error)")
                return (Array(repeating: .failure(failure), count: jobs.count), failure)
            }
        }
        defer { if let privateFolder { FileSystem.remove(privateFolder) } }
        let state = RunState(jobs: jobs.count)
        guard let json = try? JSONEncoder().encode(batch) else {
            return (Array(repeating: .failure(.failed("cannot encode the scene's request")), count: jobs.count), nil)
        }

        let process = Process()
        process.executableURL = URL(fileURLWithPath: jobs[0].scene.runner)
        process.arguments = [String(decoding: json, as: UTF8.self)]
        environment["SWIFT_BACKTRACE"] = "enable=no"
        process.environment = environment
        process.standardInput = FileHandle.nullDevice
        let out = Pipe(), err = Pipe()
        process.standardOutput = out
        process.standardError = err

        let readers = DispatchGroup()
        DispatchQueue.global().async(group: readers) {
            lines(of: out.fileHandleForReading) { line in
                // A first pass over a scene (a GIF counting its colors) is progress too, but not
                // frames written.
                guard let message = SceneMessage(line: line), message.job < jobs.count else { return }
                state.madeProgress()
                switch message.kind {
                case let .frame(done, total): progress?(message.job, done, total)
                case .survey: break
                case .finished:
                    state.finish(message.job)
                    finished?(message.job)
                }
            }
        }
        DispatchQueue.global().async(group: readers) {
            var crashing = false
            lines(of: err.fileHandleForReading) { line in
                // A trap's message, and the stack trace the runtime prints after it, and a job's
                // reason for failing are held for the one-line report; everything else (the
                // scenes' prints, the kit's warnings) is passed on as it comes.
                if line.contains("Fatal error") { crashing = true }
                if let refusal = SceneMessage.refusal(in: line) {
                    state.refuse(refusal)
                } else if let (job, reason) = SceneMessage.failure(in: line), job < jobs.count {
                    state.fail(job, reason)
                } else if crashing {
                    state.hold(line)
                } else {
                    log(line)
                }
            }
        }
        // The watchdog below wakes as soon as the process ends, rather than on its next poll.
        let ended = DispatchSemaphore(value: 0)
        process.terminationHandler = { _ in ended.signal() }
        do {
            try process.run()
        } catch {
            let failure = SceneFileError.failed("cannot start the scene runner \(jobs[0].scene.runner): \(error.localizedDescription)")
            return (Array(repeating: .failure(failure), count: jobs.count), failure)
        }
        state.madeProgress()
        var timedOut = false
        // Should `dynamics` be stopped by a signal meanwhile, the scenes go with it, and so do
        // their temporaries.
        let pid = process.processIdentifier
        FileSystem.whileRunning(stopping: {
            kill(pid, SIGKILL)
            Subprocess.waitUntilEnded(pid)
            for request in requests { removeLeftovers(of: request, writtenBy: pid) }
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
        if let refusal = state.refusal {
            failure = .failed(refusal)
        } else if timedOut {
            failure = .timedOut(seconds: timeout)
        } else if process.terminationReason == .uncaughtSignal {
            let fatal = state.held.first { $0.contains("Fatal error") }
            if let fatal, sandbox.isEnabled, fatal.contains("failed to allocate") || fatal.contains("allocate memory") {
                failure = .failed(SceneSandbox.memoryRefusal(sandbox.memoryBytes))
            } else {
                failure = .crashed(fatal.map(trimmed) ?? "signal \(process.terminationStatus) (\(signalName(process.terminationStatus)))")
            }
        } else if process.terminationStatus != 0, state.failures.isEmpty {
            failure = .failed("the scene exited with status \(process.terminationStatus)")
        } else {
            failure = nil
        }
        var results: [Result<Void, SceneFileError>?] = []
        for index in jobs.indices {
            if state.isFinished(index) {
                results.append(.success(()))
            } else if let reason = state.failures[index] {
                results.append(.failure(.failed(reason)))
            } else if jobs.count == 1, let failure {
                results.append(.failure(failure))
            } else {
                results.append(nil)
            }
            if !state.isFinished(index) { removeLeftovers(of: requests[index], writtenBy: pid) }
        }
        return (results, failure)
    }

    /// The runtime's "Module/File.swift:12: Fatal error: …", without the scene's module name.
    private static func trimmed(_ line: String) -> String {
        let text = line.trimmingCharacters(in: .whitespaces)
        guard text.hasPrefix(SceneCompiler.moduleNamePrefix), let slash = text.firstIndex(of: "/") else { return text }
        return String(text[text.index(after: slash)...])
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

    /// The temporary file or folder a job's writer had open (`.NAME.tmp-PID…` beside the
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

    /// Calls `body` with each line read from `handle`, until its end.
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

/// What the reader threads tell the watchdog, and what each job came to.
private final class RunState: @unchecked Sendable {
    private let lock = NSLock()
    private var lastProgress = Date()
    private var heldLines: [String] = []
    private var finishedJobs: [Bool]
    private var failedJobs: [Int: String] = [:]

    init(jobs: Int) { finishedJobs = Array(repeating: false, count: jobs) }

    func madeProgress() { lock.withLock { lastProgress = Date() } }
    var secondsSinceProgress: Double { lock.withLock { -lastProgress.timeIntervalSinceNow } }
    func hold(_ line: String) { lock.withLock { heldLines.append(line) } }
    var held: [String] { lock.withLock { heldLines } }
    func finish(_ job: Int) { lock.withLock { finishedJobs[job] = true } }
    func isFinished(_ job: Int) -> Bool { lock.withLock { finishedJobs[job] } }
    private var refusedLine: String?
    func refuse(_ line: String) { lock.withLock { if refusedLine == nil { refusedLine = line } } }
    var refusal: String? { lock.withLock { refusedLine } }
    func fail(_ job: Int, _ reason: String) { lock.withLock { if failedJobs[job] == nil { failedJobs[job] = reason } } }
    var failures: [Int: String] { lock.withLock { failedJobs } }
}
