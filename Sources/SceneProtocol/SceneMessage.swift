import Foundation

/// What a scene's process tells `dynamics` while it records, one line each, on its standard
/// output; and the one line on its standard error that says why it gave up.
///
/// The request travels the other way, as the JSON of a ``SceneRequest`` in the process's first
/// argument. Everything else the scene writes on stderr (its `print`s, the kit's `dynamics: …`
/// warnings) is passed on to the user as it comes.
public enum SceneMessage: Equatable, Sendable {
    /// `done` of `total` frames written to the output (or stills, when there is no output).
    case frame(done: Int, total: Int)
    /// `done` of `total` frames of a GIF's first pass, which counts the clip's colors.
    case survey(done: Int, total: Int)

    /// The message as its line, without the newline: `frame 3 75`.
    public var line: String {
        switch self {
        case let .frame(done, total): return "frame \(done) \(total)"
        case let .survey(done, total): return "survey \(done) \(total)"
        }
    }

    /// The message `line` holds, if it is one.
    public init?(line: some StringProtocol) {
        let fields = line.split(separator: " ")
        guard fields.count == 3, let done = Int(fields[1]), let total = Int(fields[2]) else { return nil }
        switch fields[0] {
        case "frame": self = .frame(done: done, total: total)
        case "survey": self = .survey(done: done, total: total)
        default: return nil
        }
    }

    /// Starts the line a scene's process writes on stderr before it exits with status 2: the
    /// reason, which `dynamics` reports as its one-line error.
    public static let failurePrefix = "dynamics-scene-failed: "

    /// The failure line for `reason`, without the newline.
    public static func failureLine(_ reason: String) -> String { failurePrefix + reason }
}
