import Foundation

/// Runs independent jobs — whole scenes, each recorded to its own output — on a few threads.
/// Scenes share nothing that decides their bytes (each has its own clock, task-local to the
/// thread running it), so the outputs are the same for any number of workers.
public enum Concurrently {
    /// The machine's cores: the default number of workers.
    public static var defaultWorkers: Int { max(1, ProcessInfo.processInfo.activeProcessorCount) }

    /// Calls `body` once for each index in `0 ..< count`, on at most `workers` threads at once,
    /// taking indices in order. Every job runs even if one fails; then the error of the
    /// lowest-numbered failed job is thrown, so the outcome does not depend on timing.
    public static func forEach(_ count: Int, workers: Int, _ body: (Int) throws -> Void) throws {
        guard count > 0 else { return }
        let lock = NSLock()
        var next = 0
        var errors: [Int: Error] = [:]
        DispatchQueue.concurrentPerform(iterations: max(1, min(workers, count))) { _ in
            while true {
                let index: Int? = lock.withLock {
                    guard next < count else { return nil }
                    defer { next += 1 }
                    return next
                }
                guard let index else { return }
                do {
                    try body(index)
                } catch {
                    lock.withLock { errors[index] = error }
                }
            }
        }
        if let first = errors.keys.min() { throw errors[first]! }
    }
}
