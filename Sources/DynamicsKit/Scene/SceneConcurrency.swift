import Foundation

// Swift concurrency as a scene file sees it, in scene time. On a device `Task { }` starts on
// the main actor or the global executor as real time passes and `Task.sleep` waits real
// seconds; a recording has its own clock, far faster than the wall clock, and no main run loop.
// A scene file's generated entry point therefore declares `Task` as ``SceneTask`` and
// `MainActor` as ``SceneMainActor``: tasks run on the scene's executor, which the clock drains
// at time 0 once the scene is built and then every tick after its timers, one job at a time in
// the order they were enqueued; `Task.sleep` resumes at its scene time. The same scene gives
// the same frames on every run.

/// The executor of a scene's tasks and of its main actor: a queue of jobs the scene's clock
/// runs on its own thread.
public final class SceneExecutor: SerialExecutor, TaskExecutor, @unchecked Sendable {
    private let lock = NSLock()
    private var jobs: [UnownedJob] = []

    public func enqueue(_ job: consuming ExecutorJob) {
        let job = UnownedJob(job)
        lock.withLock { jobs.append(job) }
    }

    public func asUnownedSerialExecutor() -> UnownedSerialExecutor { UnownedSerialExecutor(ordinary: self) }

    /// Runs the jobs enqueued, and those they enqueue, until none is left.
    func drain() {
        while let job = lock.withLock({ jobs.isEmpty ? nil : jobs.removeFirst() }) {
            job.runSynchronously(isolatedTo: asUnownedSerialExecutor(), taskExecutor: asUnownedTaskExecutor())
        }
    }

    var hasJobs: Bool { lock.withLock { !jobs.isEmpty } }
}

/// The main actor of a scene file: `@MainActor` code and `MainActor.run` run on the scene's
/// executor, in scene time.
@globalActor public actor SceneMainActor {
    public static let shared = SceneMainActor()

    public nonisolated var unownedExecutor: UnownedSerialExecutor {
        (Clock.current?.executor ?? SceneExecutor.outsideScenes).asUnownedSerialExecutor()
    }

    /// Runs `body` on the scene's main actor.
    public static func run<T: Sendable>(
        resultType: T.Type = T.self, body: @SceneMainActor @Sendable () throws -> T
    ) async rethrows -> T {
        try await body()
    }

    /// Runs `body` as the main actor's: code here is on the scene's thread already.
    public static func assumeIsolated<T: Sendable>(_ operation: @SceneMainActor () throws -> T) rethrows -> T {
        try withoutActuallyEscaping(operation) { operation in
            try unsafeBitCast(operation, to: (() throws -> T).self)()
        }
    }
}

extension SceneExecutor {
    /// Tasks made outside any scene (there are none in a recording) still have somewhere to go.
    static let outsideScenes = SceneExecutor()
}

/// A task that runs on the scene's executor, as `Task` in a scene file.
public struct SceneTask<Success: Sendable, Failure: Error>: Sendable, Hashable {
    let task: Task<Success, Failure>

    /// A task running `operation` on the scene's executor from the current tick's end.
    @discardableResult
    public init(priority: TaskPriority? = nil, operation: sending @escaping @isolated(any) () async -> Success) where Failure == Never {
        task = Task(executorPreference: SceneTask<Never, Never>.executor, priority: priority, operation: operation)
    }

    @discardableResult
    public init(priority: TaskPriority? = nil, operation: sending @escaping @isolated(any) () async throws -> Success) where Failure == Error {
        task = Task(executorPreference: SceneTask<Never, Never>.executor, priority: priority, operation: operation)
    }

    /// A detached task: on the scene's executor too (there is no other thread in a recording).
    @discardableResult
    public static func detached(priority: TaskPriority? = nil, operation: sending @escaping @isolated(any) () async -> Success) -> SceneTask<Success, Never> where Failure == Never {
        SceneTask<Success, Never>(task: Task.detached(priority: priority) {
            await withTaskExecutorPreference(SceneTask<Never, Never>.executor) { await operation() }
        })
    }

    @discardableResult
    public static func detached(priority: TaskPriority? = nil, operation: sending @escaping @isolated(any) () async throws -> Success) -> SceneTask<Success, Error> where Failure == Error {
        SceneTask<Success, Error>(task: Task.detached(priority: priority) {
            try await withTaskExecutorPreference(SceneTask<Never, Never>.executor) { try await operation() }
        })
    }

    init(task: Task<Success, Failure>) { self.task = task }

    public var value: Success {
        get async throws { try await task.value }
    }

    public var result: Result<Success, Failure> {
        get async { await task.result }
    }

    public func cancel() { task.cancel() }
    public var isCancelled: Bool { task.isCancelled }
}

extension SceneTask where Failure == Never {
    public var value: Success {
        get async { await task.value }
    }
}

extension SceneTask where Success == Never, Failure == Never {
    /// The executor of the current scene.
    static var executor: SceneExecutor { Clock.current?.executor ?? SceneExecutor.outsideScenes }

    /// Waits `duration` nanoseconds of the scene's time; throws `CancellationError` when the
    /// task is cancelled first.
    public static func sleep(nanoseconds duration: UInt64) async throws {
        try await sleep(seconds: Double(duration) / 1e9)
    }

    public static func sleep(for duration: Duration) async throws {
        let (seconds, attoseconds) = duration.components
        try await sleep(seconds: Double(seconds) + Double(attoseconds) / 1e18)
    }

    public static func sleep<C: _Concurrency.Clock>(for duration: C.Duration, tolerance: C.Duration? = nil, clock: C = ContinuousClock()) async throws
    where C.Duration == Duration {
        try await sleep(for: duration)
    }

    public static func yield() async { await Task.yield() }
    public static var isCancelled: Bool { Task.isCancelled }
    public static func checkCancellation() throws { try Task.checkCancellation() }
    public static var currentPriority: TaskPriority { Task.currentPriority }

    private static func sleep(seconds: Double) async throws {
        try Task.checkCancellation()
        guard let clock = DynamicsKit.Clock.current else { return }
        let wake = SleepWake()
        try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<Void, Error>) in
                wake.set(continuation)
                clock.schedule(at: clock.time + max(seconds, 0)) { wake.resume(with: .success(())) }
            }
        } onCancel: {
            wake.resume(with: .failure(CancellationError()))
        }
    }
}

/// A sleeping task's continuation, resumed once: by the clock or by cancellation.
private final class SleepWake: @unchecked Sendable {
    private let lock = NSLock()
    private var continuation: CheckedContinuation<Void, Error>?
    private var early: Result<Void, Error>?

    func set(_ continuation: CheckedContinuation<Void, Error>) {
        let result: Result<Void, Error>? = lock.withLock {
            if let early { return early }
            self.continuation = continuation
            return nil
        }
        if let result { continuation.resume(with: result) }
    }

    func resume(with result: Result<Void, Error>) {
        let continuation: CheckedContinuation<Void, Error>? = lock.withLock {
            guard let waiting = self.continuation else {
                if early == nil { early = result }
                return nil
            }
            self.continuation = nil
            return waiting
        }
        continuation?.resume(with: result)
    }
}
