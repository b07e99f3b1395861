import Foundation

/// What the preview page shows, as the server sends it (`GET /api/state` and every WebSocket
/// message): the frames of the last recording that worked, what is happening now, the touch
/// script, what the scene printed and what the compiler said.
public struct PreviewState: Codable, Equatable, Sendable {
    public enum Status: String, Codable, Sendable {
        /// Compiling or recording; `frames` still holds the previous recording.
        case rendering
        /// `frames` is the scene as its files are now.
        case ready
        /// The files as they are now do not make a recording: see `error` and `diagnostics`.
        case failed
    }

    /// The frames of one recording, under `/frames/<generation>/plain/` (and `debug/`, with
    /// the physics drawn over, once `debug` is true).
    public struct Frames: Codable, Equatable, Sendable {
        public var generation: Int
        public var count: Int
        public var fps: Double
        /// Pixels.
        public var width: Int
        public var height: Int
        public var debug: Bool
    }

    /// One message of the compiler (or of the translation before it), with where it points.
    public struct Diagnostic: Codable, Equatable, Sendable {
        public var file: String
        public var line: Int
        public var column: Int
        /// `error`, `warning` or `note`.
        public var severity: String
        public var message: String

        public init(file: String, line: Int, column: Int, severity: String, message: String) {
            self.file = file
            self.line = line
            self.column = column
            self.severity = severity
            self.message = message
        }
    }

    /// The scene's name, as messages name it.
    public var title: String
    public var status: Status
    /// The recording being made (or that failed): counts up on every change.
    public var generation: Int
    public var frames: Frames?
    /// Frames done and the total, while recording.
    public var progress: [Int]?
    /// The touches the recording plays, one flag a line (`--tap 120,300@1`).
    public var touches: String
    /// Why the last edit of the touch script was refused, if it was.
    public var touchError: String?
    /// Why the recording failed, in one line.
    public var error: String?
    public var diagnostics: [Diagnostic]
    /// The compiler's whole output for the last compile, as it printed it.
    public var compilerOutput: String
    /// What the scene printed and the kit's warnings, line by line, in the last recording.
    public var log: [String]

    public init(title: String) {
        self.title = title
        status = .rendering
        generation = 0
        touches = ""
        diagnostics = []
        compilerOutput = ""
        log = []
    }

    /// The JSON the page reads: keys sorted, so the same state is the same bytes.
    public func json() -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        return (try? encoder.encode(self)).map { String(decoding: $0, as: UTF8.self) } ?? "{}"
    }
}

extension PreviewState.Diagnostic {
    /// The `path:line:column: severity: message` lines of a compiler's output, in order.
    public static func parse(_ output: String) -> [PreviewState.Diagnostic] {
        output.split(separator: "\n").compactMap { line in
            for severity in ["error", "warning", "note"] {
                guard let marker = line.range(of: ": \(severity): ") else { continue }
                let location = line[..<marker.lowerBound].split(separator: ":", omittingEmptySubsequences: false)
                guard location.count >= 3, let row = Int(location[location.count - 2]), let column = Int(location[location.count - 1]) else {
                    continue
                }
                let file = location.dropLast(2).joined(separator: ":")
                guard !file.isEmpty else { continue }
                return PreviewState.Diagnostic(
                    file: file, line: row, column: column, severity: severity, message: String(line[marker.upperBound...]))
            }
            return nil
        }
    }
}
