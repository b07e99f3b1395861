import ArgumentParser
import Basics
import VisualDiff

/// How two frames are compared, shared by `diff` and `test`.
struct ComparisonOptions: ParsableArguments {
    @Option(parsing: .unconditional, help: ArgumentHelp("How far two colors may be apart, 0 (exact) to 1, before a pixel differs.", valueName: "t"))
    var threshold: Double = 0.1

    @Option(parsing: .unconditional, help: ArgumentHelp("Pass a frame with up to N differing pixels. Default: 0.", valueName: "N"))
    var maxDiffPixels: Int?

    @Option(parsing: .unconditional, help: ArgumentHelp("Pass a frame whose differing pixels are at most this fraction of it, 0 to 1.", valueName: "r"))
    var maxDiffRatio: Double?

    @Flag(help: "Count anti-aliased pixels as differences.")
    var includeAntiAliasing = false

    func validate() throws {
        guard threshold.isFinite, (0...1).contains(threshold) else {
            throw ValidationError("--threshold must be between 0 and 1, not \(threshold.shortDescription)")
        }
        if let maxDiffPixels, maxDiffPixels < 0 {
            throw ValidationError("--max-diff-pixels must be 0 or more, not \(maxDiffPixels)")
        }
        if let maxDiffRatio, !(maxDiffRatio.isFinite && (0...1).contains(maxDiffRatio)) {
            throw ValidationError("--max-diff-ratio must be between 0 and 1, not \(maxDiffRatio.shortDescription)")
        }
    }

    var diffOptions: DiffOptions {
        DiffOptions(threshold: threshold, includeAntiAliasing: includeAntiAliasing,
                    maxDiffPixels: maxDiffPixels, maxDiffPixelRatio: maxDiffRatio)
    }
}

/// `-j/--jobs`: how many scenes `render --all`, `publish` and `test` record at once; 1 also
/// keeps each recording on one thread (no drawing ahead of the encoder), the one-core path.
struct JobsOption: ParsableArguments {
    @Option(name: [.short, .customLong("jobs")], parsing: .unconditional, help: "Scenes recorded at once, each drawing on a thread ahead of its encoder; 1 uses one thread in all. Same bytes either way. Default: the number of cores.")
    var jobs: Int?

    func validate() throws {
        if let jobs, jobs < 1 { throw ValidationError("--jobs must be 1 or more, not \(jobs)") }
    }

    /// The workers to use: `--jobs`, else one per core.
    var workers: Int { jobs ?? Concurrently.defaultWorkers }

    /// Whether a recording draws on a thread of its own, ahead of its encoder: not with `-j 1`.
    var drawsAhead: Bool { workers > 1 }
}
