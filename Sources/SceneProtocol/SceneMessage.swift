import Foundation

/// What a scene process tells `dynamics` about the jobs of its ``SceneBatch``, one line each on
/// its standard output; and the lines on its standard error that say why a job failed.
///
/// The batch travels the other way, as JSON in the process's first argument. Everything else
/// the scenes write on stderr (their `print`s, the kit's `dynamics: …` warnings) is passed on to
/// the user as it comes.
public struct SceneMessage: Equatable, Sendable {
    /// The job's index in the batch.
    public var job: Int
    public var kind: Kind

    public enum Kind: Equatable, Sendable {
        /// `done` of `total` frames written to the output (or stills, when there is no output).
        case frame(done: Int, total: Int)
        /// `done` of `total` frames of a GIF's first pass, which counts the clip's colors.
        case survey(done: Int, total: Int)
        /// Everything the job asked for is written.
        case finished
    }

    public init(job: Int, _ kind: Kind) {
        self.job = job
        self.kind = kind
    }

    /// The message as its line, without the newline: `0 frame 3 75`, `2 finished`.
    public var line: String {
        switch kind {
        case let .frame(done, total): return "\(job) frame \(done) \(total)"
        case let .survey(done, total): return "\(job) survey \(done) \(total)"
        case .finished: return "\(job) finished"
        }
    }

    /// The message `line` holds, if it is one.
    public init?(line: some StringProtocol) {
        let fields = line.split(separator: " ")
        guard fields.count >= 2, let job = Int(fields[0]), job >= 0 else { return nil }
        switch (fields[1], fields.count) {
        case ("finished", 2):
            self.init(job: job, .finished)
        case ("frame", 4), ("survey", 4):
            guard let done = Int(fields[2]), let total = Int(fields[3]) else { return nil }
            self.init(job: job, fields[1] == "frame" ? .frame(done: done, total: total) : .survey(done: done, total: total))
        default:
            return nil
        }
    }

    /// Starts the line a scene process writes on stderr when a job fails: the job's index and
    /// the reason, which `dynamics` reports as its one-line error.
    public static let failurePrefix = "dynamics-scene-failed: "

    /// The failure line of `job` for `reason`, without the newline.
    public static func failureLine(job: Int, _ reason: String) -> String { "\(failurePrefix)\(job) \(reason)" }

    /// The job and reason of a failure line, if `line` is one.
    public static func failure(in line: String) -> (job: Int, reason: String)? {
        guard line.hasPrefix(failurePrefix) else { return nil }
        let rest = line.dropFirst(failurePrefix.count)
        guard let space = rest.firstIndex(of: " "), let job = Int(rest[..<space]) else { return nil }
        return (job, String(rest[rest.index(after: space)...]))
    }

    /// Starts the line the sandbox writes on stderr when it refuses what the scene tried (the
    /// whole process ends with status 2): `dynamics-scene-refused: the scene tried to open …`.
    public static let refusalPrefix = "dynamics-scene-refused: "

    /// The refusal in `line`, if it is one.
    public static func refusal(in line: String) -> String? {
        guard let range = line.range(of: refusalPrefix) else { return nil }
        return String(line[range.upperBound...])
    }
}
