import Foundation

/// Runs independent jobs — whole scenes, each recorded to its own output — on a few threads.
/// Scenes share nothing that decides their bytes (each has its own clock, task-local to the
/// thread running it), so the outputs are the same for any number of workers.
public enum Concurrently {
    /// The machine's cores: the default number of workers.
    public static var defaultWorkers: Int { max(1, ProcessInfo.processInfo.activeProcessorCount) }

    /// Calls `body` once for each index in `0 ..< count`, on at most `workers` threads at once,
    /// taking indices in order, or, given each job's expected `costs` and more than one worker,
    /// the costliest first (ties in index order), so that the workers finish close together
    /// rather than one running a long job alone at the end. Every job runs even if one fails; then the error of
    /// the lowest-numbered failed job is thrown, so the outcome does not depend on timing.
    public static func forEach(_ count: Int, workers: Int, costs: [Double]? = nil, _ body: (Int) throws -> Void) throws {
        guard count > 0 else { return }
        precondition(costs.map { $0.count == count } ?? true, "one cost per job")
        // One worker finishes when it finishes: it keeps the index order.
        var order = Array(0..<count)
        if let costs, workers > 1 {
            order.sort { costs[$0] != costs[$1] ? costs[$0] > costs[$1] : $0 < $1 }
        }
        let lock = NSLock()
        var next = 0
        var errors: [Int: Error] = [:]
        DispatchQueue.concurrentPerform(iterations: max(1, min(workers, count))) { _ in
            while true {
                let index: Int? = lock.withLock {
                    guard next < count else { return nil }
                    defer { next += 1 }
                    return order[next]
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
