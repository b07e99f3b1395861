import Foundation

extension FileSystem {
    /// Makes SIGINT, SIGTERM and SIGHUP remove this process's temporaries (and run the stop
    /// actions of `whileRunning(stopping:_:)`, which end child processes) before the process
    /// ends with that signal, as it would have without this. A finished output stays: renames
    /// into place and the removal exclude each other. Signals the process was started with
    /// ignored stay ignored. Call once, early in `main`; later calls do nothing.
    public static func installSignalCleanup() {
        Temporaries.shared.installSignalHandlers()
    }

    /// Runs `body`; if a stop signal comes meanwhile, `stop` runs first (under the lock that
    /// also guards renames into place), e.g. to kill a child process writing our output and
    /// remove its temporaries.
    public static func whileRunning<Result>(stopping stop: @escaping () -> Void, _ body: () throws -> Result) rethrows -> Result {
        let token = Temporaries.shared.addStopAction(stop)
        defer { Temporaries.shared.removeStopAction(token) }
        return try body()
    }

    /// Runs the `stop` of every `whileRunning` under way, as a stop signal would, without
    /// ending the process: for a command that stops gracefully on its own signal handling
    /// (`dynamics preview`), so its scene processes and compilers end before it does.
    public static func stopEverythingRunning() {
        Temporaries.shared.runStopActions()
    }
}

/// The write end of the pipe the signal handler writes a stopping signal's number to; a
/// global, as a C signal handler can capture nothing.
private nonisolated(unsafe) var stopSignalPipe: Int32 = -1

/// The temporaries this process has made and not yet renamed or removed, and what to do when
/// it is told to stop. One lock guards them, renames into place and the clean-up, so the
/// clean-up never removes half of a replacement.
final class Temporaries: @unchecked Sendable {
    static let shared = Temporaries()

    private let lock = NSRecursiveLock()
    private var paths: [String] = []
    private var stopActions: [Int: () -> Void] = [:]
    private var nextToken = 0
    private var installed = false

    func withLock<Result>(_ body: () throws -> Result) rethrows -> Result {
        lock.lock()
        defer { lock.unlock() }
        return try body()
    }

    /// Runs `body` under the lock with a function that records a new temporary's path.
    func registering<Result>(_ body: ((String) -> Void) throws -> Result) rethrows -> Result {
        try withLock { try body { paths.append($0) } }
    }

    func unregister(_ path: String) {
        withLock { paths.removeAll { $0 == path } }
    }

    func addStopAction(_ action: @escaping () -> Void) -> Int {
        withLock {
            nextToken += 1
            stopActions[nextToken] = action
            return nextToken
        }
    }

    func runStopActions() {
        withLock {
            for (_, action) in stopActions.sorted(by: { $0.key < $1.key }) { action() }
        }
    }

    func removeStopAction(_ token: Int) {
        withLock { _ = stopActions.removeValue(forKey: token) }
    }

    func installSignalHandlers() {
        withLock {
            guard !installed else { return }
            installed = true
            var ends: [Int32] = [-1, -1]
            guard pipe(&ends) == 0 else { return }
            _ = fcntl(ends[0], F_SETFD, FD_CLOEXEC)
            _ = fcntl(ends[1], F_SETFD, FD_CLOEXEC)
            stopSignalPipe = ends[1]
            let readEnd = ends[0]
            Thread.detachNewThread { [self] in
                var signal: UInt8 = 0
                while read(readEnd, &signal, 1) != 1 {}
                stop(signal: Int32(signal))
            }
            for signal in [SIGINT, SIGTERM, SIGHUP] {
                let previous = Glibc.signal(signal) { number in
                    var byte = UInt8(truncatingIfNeeded: number)
                    _ = write(stopSignalPipe, &byte, 1)
                }
                // A signal ignored from the start (a background job's SIGINT) stays ignored.
                if let previous, unsafeBitCast(previous, to: Int.self) == 1 { Glibc.signal(signal, SIG_IGN) }
            }
        }
    }

    /// Stops child processes, removes every temporary (newest first, so an aside folder's
    /// contents go before it), then ends the process with `signal`. The lock is never released:
    /// no writer can start a new temporary or a rename meanwhile.
    private func stop(signal: Int32) -> Never {
        lock.lock()
        for action in stopActions.values { action() }
        for path in paths.reversed() {
            // A writer may still be adding a file to a temporary folder: try again until it is gone.
            for _ in 0..<20 {
                try? FileManager.default.removeItem(atPath: path)
                if access(path, F_OK) != 0 { break }
            }
        }
        Glibc.signal(signal, SIG_DFL)
        raise(signal)
        _exit(128 + signal)
    }
}
