import Foundation

/// The flags a scene carries for itself: `// dynamics: …` lines in the comment at the top of
/// one of its files (the one showing the root controller, say), read by `render`, `test` and
/// `publish` before the command line's own flags (which add to them or override them).
///
/// ```swift
/// // dynamics: --controller PresentingViewController --tap "Present"@0.3
/// // dynamics: --duration 4 --key-times 0.5,2,4
/// import UIKit
/// ```
///
/// Words are split as a POSIX shell splits them: spaces separate words, `'…'` and `"…"` quote
/// (and are removed, so `"Present"@0.3` is the word `Present@0.3`, a tap on a title, as it is
/// when typed in a shell), and a backslash escapes the next character outside single quotes.
/// Only the leading comment counts: blank lines and `//` comments before the first line of code.
public struct SceneFileFlags: Equatable, Sendable {
    /// The words of every `// dynamics:` line, in order.
    public let words: [String]
    /// The file they came from, as messages name it (from the current folder when it is under
    /// it), and the line of the first (1-based); nil when there are none.
    public let file: String?
    public let line: Int?

    public static let marker = "dynamics:"

    /// The flags of `project`: those of the one file that has any. Flags in two files are an
    /// error (which would win is not obvious).
    public init(project: SceneProject) throws {
        var found: SceneFileFlags?
        for file in project.files {
            guard let data = FileManager.default.contents(atPath: file) else { throw SceneFileError.missingFile(file) }
            let flags = try SceneFileFlags(source: String(decoding: data, as: UTF8.self), file: Self.displayPath(file))
            guard let line = flags.line else { continue }
            if let found, let first = found.file {
                throw SceneFileError.badFlags(
                    file: Self.displayPath(file), line: line,
                    message: "\(first) has `// dynamics:` flags already; give a scene's flags in one of its files")
            }
            found = flags
        }
        self = found ?? SceneFileFlags(words: [], file: nil, line: nil)
    }

    /// The flags in `source`'s leading comment; `file` names it in errors.
    public init(source: String, file: String) throws {
        var words: [String] = []
        var firstLine: Int?
        for (index, rawLine) in source.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let line = rawLine.trimmingCharacters(in: .whitespacesAndNewlines)
            if line.isEmpty { continue }
            guard line.hasPrefix("//") else { break }
            let comment = line.dropFirst(2).trimmingCharacters(in: .whitespaces)
            guard comment.hasPrefix(Self.marker) else { continue }
            do {
                words += try Self.split(String(comment.dropFirst(Self.marker.count)))
            } catch let error as SplitError {
                throw SceneFileError.badFlags(file: file, line: index + 1, message: error.message)
            }
            firstLine = firstLine ?? index + 1
        }
        self.init(words: words, file: words.isEmpty && firstLine == nil ? nil : file, line: firstLine)
    }

    public init(words: [String], file: String?, line: Int?) {
        self.words = words
        self.file = file
        self.line = line
    }

    /// `path` from the current folder when it is under it.
    static func displayPath(_ path: String) -> String {
        let current = FileManager.default.currentDirectoryPath + "/"
        return path.hasPrefix(current) ? String(path.dropFirst(current.count)) : path
    }

    struct SplitError: Error {
        let message: String
    }

    /// `text` split into words as a POSIX shell would (no expansions).
    static func split(_ text: String) throws -> [String] {
        var words: [String] = []
        var current = ""
        var inWord = false
        var characters = text.makeIterator()
        while let character = characters.next() {
            switch character {
            case " ", "\t":
                if inWord { words.append(current) }
                current = ""
                inWord = false
            case "'":
                inWord = true
                var closed = false
                while let next = characters.next() {
                    if next == "'" { closed = true; break }
                    current.append(next)
                }
                guard closed else { throw SplitError(message: "a ' is not closed") }
            case "\"":
                inWord = true
                var closed = false
                while let next = characters.next() {
                    if next == "\"" { closed = true; break }
                    if next == "\\" {
                        // Inside double quotes a backslash escapes only these, as in a shell.
                        guard let escaped = characters.next() else { break }
                        if escaped != "\"" && escaped != "\\" && escaped != "$" && escaped != "`" { current.append("\\") }
                        current.append(escaped)
                        continue
                    }
                    current.append(next)
                }
                guard closed else { throw SplitError(message: "a \" is not closed") }
            case "\\":
                inWord = true
                guard let escaped = characters.next() else { throw SplitError(message: "a line ends with \\") }
                current.append(escaped)
            default:
                inWord = true
                current.append(character)
            }
        }
        if inWord { words.append(current) }
        return words
    }
}
