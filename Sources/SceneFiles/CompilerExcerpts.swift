import Foundation

/// The source excerpts under the compiler's messages, made to show the user's file. swiftc
/// compiles each file translated, with a `#sourceLocation` line in front: a message's
/// `path:line:column` names the user's line, but the excerpt under it numbers and shows the
/// compiled text's lines, one further down (and with translated tokens, such as a
/// `#colorLiteral` respelled). Each excerpt under a message about one of the user's files is
/// renumbered by the message's own line and shows the file's lines as written; the columns
/// are the same, as the translation moves nothing.
package enum CompilerExcerpts {
    /// `output` with the excerpts under messages about `userFiles` renumbered and refilled.
    package static func showingUserLines(_ output: String, userFiles: Set<String>) -> String {
        var lines = output.components(separatedBy: "\n")
        var files: [String: [Substring]?] = [:]
        func contents(_ path: String) -> [Substring]? {
            if let known = files[path] { return known }
            let read = FileManager.default.contents(atPath: path).map { String(decoding: $0, as: UTF8.self) }
            let split = read.map { $0.split(separator: "\n", omittingEmptySubsequences: false) }
            files[path] = split
            return split
        }
        var index = 0
        while index < lines.count {
            guard let (path, line) = header(lines[index]), userFiles.contains(path) else {
                index += 1
                continue
            }
            // The excerpt: the lines after the header up to a blank line or the next header.
            var end = index + 1
            while end < lines.count, !lines[end].isEmpty, header(lines[end]) == nil { end += 1 }
            if let text = contents(path) { rewrite(&lines, excerpt: (index + 1)..<end, messageLine: line, file: text) }
            index = end
        }
        return lines.joined(separator: "\n")
    }

    /// The path and line of a message's first line (`/path/File.swift:7:13: error: …`).
    private static func header(_ line: String) -> (String, Int)? {
        for kind in [": error: ", ": warning: ", ": note: ", ": remark: "] {
            guard let kindRange = line.range(of: kind) else { continue }
            let location = line[..<kindRange.lowerBound]
            let parts = location.split(separator: ":", omittingEmptySubsequences: false)
            guard parts.count >= 3, let number = Int(parts[parts.count - 2]), Int(parts[parts.count - 1]) != nil else { return nil }
            return (parts.dropLast(2).joined(separator: ":"), number)
        }
        return nil
    }

    /// A numbered excerpt line: its number and where its text starts (after `N | `).
    private static func numbered(_ line: String) -> (number: Int, width: Int)? {
        guard let bar = line.range(of: " | ") else { return nil }
        let gutter = line[..<bar.lowerBound]
        guard let number = Int(gutter.trimmingCharacters(in: .whitespaces)) else { return nil }
        return (number, gutter.count)
    }

    /// Renumbers `excerpt` so the line the message points at carries the message's line, and
    /// puts the file's text in each numbered line.
    private static func rewrite(_ lines: inout [String], excerpt: Range<Int>, messageLine: Int, file: [Substring]) {
        // The message's line in the excerpt is the numbered line just above its first marker
        // (`   |     `- error: …`).
        var pointed: Int?
        for index in excerpt where numbered(lines[index]) == nil && lines[index].contains("`- ") {
            var above = index - 1
            while above >= excerpt.lowerBound, numbered(lines[above]) == nil { above -= 1 }
            if above >= excerpt.lowerBound { pointed = numbered(lines[above])?.number }
            break
        }
        guard let pointed else { return }
        let shift = pointed - messageLine
        for index in excerpt {
            guard let (number, width) = numbered(lines[index]) else { continue }
            let user = number - shift
            guard user >= 1, user <= file.count else { continue }
            let label = String(user)
            let padded = String(repeating: " ", count: max(width - label.count, 0)) + label
            var text = file[user - 1]
            if text.hasSuffix("\r") { text = text.dropLast() }
            lines[index] = padded + " | " + text
        }
    }
}
