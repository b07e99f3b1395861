import Foundation

/// `override` members written in an extension of one of the scene's own classes, moved into the
/// class's body.
///
/// iOS code overrides UIKit members in extensions (`extension CardViewController { override var
/// preferredStatusBarStyle: … }`): there the members are `@objc dynamic`. Swift on Linux refuses
/// an override in an extension, so each such member is moved, as written (already translated),
/// in front of the closing brace of its class — which must be declared once, at the top level,
/// by one of the scene's files — between `#sourceLocation` lines that give it back its file and
/// line and then the class's file its own. Where the member was, spaces remain (newlines kept),
/// so the extension's file keeps its lines and columns.
///
/// Left as they are: extensions of classes the scene does not declare (the kit's), extensions
/// with a `where` clause or of a qualified name, extensions whose body holds a compiler
/// directive (`#if`) at its top level, and members without `override`. When a member moves to
/// another file, the `private` and `fileprivate` modifiers of the members left in its extension
/// become spaces, so that the moved member still reaches its helpers there (members of an
/// extension in the class's own file see its private members already).
enum ExtensionOverrides {
    /// Modifiers that may come before a member's introducer (`func`, `var`…).
    static let modifiers: Set<String> = [
        "override", "public", "private", "fileprivate", "internal", "open", "package", "final", "class", "static", "dynamic",
        "required", "convenience", "nonisolated", "mutating", "nonmutating", "lazy", "weak", "unowned", "optional", "indirect",
        "prefix", "postfix", "infix", "distributed",
    ]

    /// Words a member declaration may start with (after its attributes).
    static let declarationStarts: Set<String> = modifiers.union([
        "func", "var", "let", "init", "deinit", "subscript", "typealias", "associatedtype", "struct", "enum", "protocol",
        "actor", "case", "operator", "precedencegroup", "macro", "extension",
    ])

    /// Compiler directives a body may hold at its top level (`#if`…): such a body is left alone.
    static let directives: Set<String> = ["if", "elseif", "else", "endif", "sourceLocation", "warning", "error"]

    /// One file's translated text (without its first `#sourceLocation` line), scanned again.
    struct File {
        let header: String
        let bytes: [UInt8]
        let tokens: [SourceScanner.Token]
        let attributes: [(start: Int, end: Int, line: Int, depth: Int)]

        init(_ text: String) {
            let newline = text.firstIndex(of: "\n").map { text.index(after: $0) } ?? text.startIndex
            header = String(text[..<newline])
            var scanner = SourceScanner(Array(text[newline...].utf8))
            scanner.scan()
            bytes = scanner.bytes
            tokens = scanner.tokens
            attributes = scanner.attributes
        }

        /// The index of the `}` that closes the `{` at token `open`.
        func closing(_ open: Int) -> Int? {
            let depth = tokens[open].depth - 1
            return tokens[(open + 1)...].firstIndex { $0.text == "}" && $0.depth == depth }
        }

        /// The top-level classes: name, and the token of their body's closing brace.
        var classes: [(name: String, close: Int)] {
            var found: [(String, Int)] = []
            for (index, token) in tokens.enumerated() where token.text == "class" && token.depth == 0 && index + 1 < tokens.count {
                let name = tokens[index + 1]
                guard name.kind == .identifier, !Self.isKeyword(name.text),
                      let open = tokens[(index + 2)...].firstIndex(where: { $0.text == "{" || ($0.depth != 0) }),
                      tokens[open].text == "{", let close = closing(open) else { continue }
                found.append((name.text, close))
            }
            return found
        }

        /// The top-level extensions of a plain name without a `where` clause: the name, and
        /// the tokens of their body's braces.
        var extensions: [(name: String, open: Int, close: Int)] {
            var found: [(String, Int, Int)] = []
            for (index, token) in tokens.enumerated() where token.text == "extension" && token.depth == 0 && index + 2 < tokens.count {
                let name = tokens[index + 1]
                guard name.kind == .identifier, tokens[index + 2].text != ".", tokens[index + 2].text != "<",
                      let open = tokens[(index + 2)...].firstIndex(where: { $0.text == "{" || $0.text == "where" || $0.depth != 0 }),
                      tokens[open].text == "{", let close = closing(open) else { continue }
                found.append((name.text, open, close))
            }
            return found
        }

        private static func isKeyword(_ word: String) -> Bool {
            ExtensionOverrides.declarationStarts.contains(word)
        }

        /// Where the token ends in the bytes.
        func end(of token: SourceScanner.Token) -> Int {
            token.offset + token.text.utf8.count + (bytes[token.offset] == UInt8(ascii: "`") ? 2 : 0)
        }

        /// The 1-based column of a byte, as the compiler counts (in bytes).
        func column(of offset: Int) -> Int {
            var start = offset
            while start > 0, bytes[start - 1] != UInt8(ascii: "\n") { start -= 1 }
            return offset - start + 1
        }
    }

    /// One declaration of an extension's body.
    struct Member {
        /// Its bytes: from its first attribute or modifier to its last token, and the rest of
        /// that line when no other declaration starts there.
        var range: Range<Int>
        let line: Int
        var isOverride = false
        /// Its `private` and `fileprivate` modifiers, with their `(set)`.
        var privateModifiers: [Range<Int>] = []
    }

    /// The declarations of the extension body between the tokens `open` and `close`, or nil
    /// when the body holds a compiler directive at its top level.
    static func members(of file: File, from open: Int, to close: Int) -> [Member]? {
        struct Element {
            let offset: Int
            let end: Int
            let line: Int
            let depth: Int
            let text: String
            let isAttribute: Bool
        }
        let bodyStart = file.tokens[open].offset, bodyEnd = file.tokens[close].offset
        let bodyDepth = file.tokens[open].depth
        var elements = file.tokens[(open + 1)..<close].map {
            Element(offset: $0.offset, end: file.end(of: $0), line: $0.line, depth: $0.depth, text: $0.text, isAttribute: false)
        }
        elements += file.attributes.filter { $0.start > bodyStart && $0.start < bodyEnd }.map {
            Element(offset: $0.start, end: $0.end, line: $0.line, depth: $0.depth, text: "@", isAttribute: true)
        }
        elements.sort { $0.offset < $1.offset }

        // Split into declarations, each a run of elements.
        var runs: [[Element]] = []
        var nesting = 0
        var attributeArguments: Int?
        var hasDeclaration = false
        var previous: Element?
        for element in elements {
            let atBodyLevel = element.depth == bodyDepth
            if atBodyLevel, !element.isAttribute, directives.contains(element.text), element.offset > 0,
               file.bytes[element.offset - 1] == UInt8(ascii: "#") {
                return nil
            }
            var startsDeclaration = runs.isEmpty
            if let previous, atBodyLevel, nesting == 0, attributeArguments == nil {
                if previous.text == ";", previous.depth == bodyDepth {
                    startsDeclaration = true
                } else if hasDeclaration, element.isAttribute || declarationStarts.contains(element.text),
                          element.line > previous.line || (previous.text == "}" && previous.depth == bodyDepth) {
                    startsDeclaration = true
                }
            }
            if startsDeclaration {
                runs.append([])
                hasDeclaration = false
            }
            runs[runs.count - 1].append(element)
            if atBodyLevel, !element.isAttribute {
                switch element.text {
                case "(" where attributeArguments == nil && previous?.isAttribute == true && previous?.end == element.offset:
                    attributeArguments = nesting
                    nesting += 1
                case "(", "[":
                    nesting += 1
                case ")", "]":
                    nesting = max(0, nesting - 1)
                    if attributeArguments == nesting { attributeArguments = nil }
                default:
                    if attributeArguments == nil, nesting == 0 { hasDeclaration = true }
                }
            }
            previous = element
        }

        var members: [Member] = []
        for (index, run) in runs.enumerated() {
            guard let first = run.first, let last = run.last else { continue }
            // The rest of the last token's line goes too (a comment, a literal: they make no
            // tokens) unless the next declaration starts on it or a block comment does.
            let limit = index + 1 < runs.count ? runs[index + 1][0].offset : bodyEnd
            var lineEnd = last.end
            while lineEnd < file.bytes.count, file.bytes[lineEnd] != UInt8(ascii: "\n") { lineEnd += 1 }
            let rest = file.bytes[last.end..<min(lineEnd, file.bytes.count)]
            let opensComment = zip(rest, rest.dropFirst()).contains { $0 == UInt8(ascii: "/") && $1 == UInt8(ascii: "*") }
            let end = lineEnd <= limit && !opensComment ? lineEnd : last.end
            var member = Member(range: first.offset..<end, line: first.line)
            // The modifiers after the attributes (and their arguments).
            var cursor = 0
            var parens = 0
            while cursor < run.count, run[cursor].isAttribute || parens > 0 {
                if cursor + 1 < run.count, run[cursor].isAttribute, run[cursor + 1].text == "(", run[cursor + 1].offset == run[cursor].end {
                    cursor += 1
                }
                if run[cursor].text == "(" && !run[cursor].isAttribute { parens += 1 }
                if run[cursor].text == ")" { parens -= 1 }
                cursor += 1
            }
            while cursor < run.count, modifiers.contains(run[cursor].text) {
                let modifier = run[cursor]
                var modifierEnd = modifier.end
                cursor += 1
                // `private(set)`, `nonisolated(unsafe)`.
                if cursor + 2 < run.count, run[cursor].text == "(", run[cursor + 2].text == ")" {
                    modifierEnd = run[cursor + 2].end
                    cursor += 3
                }
                if modifier.text == "override" { member.isOverride = true }
                if modifier.text == "private" || modifier.text == "fileprivate" { member.privateModifiers.append(modifier.offset..<modifierEnd) }
            }
            members.append(member)
        }
        return members
    }

    /// A `#sourceLocation` line (without its newline).
    static func sourceLocation(_ path: String, line: Int) -> String {
        let escaped = path.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"")
        return "#sourceLocation(file: \"\(escaped)\", line: \(line))"
    }
}

extension TranslatedSource {
    /// `sources` with the `override` members of extensions of their own classes moved into the
    /// classes' bodies (ExtensionOverrides). A class in the file `fixedPath` (a playground
    /// page, whose lines must stay as they are) takes no members; its file may give them.
    package static func movingExtensionOverrides(in sources: [TranslatedSource], keepingLinesOf fixedPath: String? = nil) -> [TranslatedSource] {
        // Most scenes have no override in an extension: the files are scanned again only when one may.
        guard sources.contains(where: { $0.text.contains("extension") && $0.text.contains("override") }) else { return sources }
        let files = sources.map { ExtensionOverrides.File($0.text) }
        // Each class declared once at the top level: its file and closing brace.
        var declared: [String: [(file: Int, close: Int)]] = [:]
        for (index, file) in files.enumerated() {
            for found in file.classes { declared[found.name, default: []].append((index, found.close)) }
        }
        struct Move {
            let donor: Int
            let range: Range<Int>
            let line: Int
            let recipient: Int
            let close: Int
        }
        var moves: [Move] = []
        var blanks = Array(repeating: [Range<Int>](), count: files.count)
        for (index, file) in files.enumerated() {
            for found in file.extensions {
                guard let places = declared[found.name], places.count == 1, sources[places[0].file].path != fixedPath,
                      let members = ExtensionOverrides.members(of: file, from: found.open, to: found.close),
                      members.contains(where: \.isOverride) else { continue }
                let place = places[0]
                for member in members where member.isOverride {
                    moves.append(Move(donor: index, range: member.range, line: member.line, recipient: place.file, close: place.close))
                    blanks[index].append(member.range)
                }
                if place.file != index {
                    for member in members where !member.isOverride { blanks[index] += member.privateModifiers }
                }
            }
        }
        guard !moves.isEmpty else { return sources }

        var result = sources
        var bytes = files.map(\.bytes)
        for (index, ranges) in blanks.enumerated() {
            for range in ranges {
                for offset in range where bytes[index][offset] != UInt8(ascii: "\n") { bytes[index][offset] = UInt8(ascii: " ") }
            }
        }
        // Each class's members, in the order of the files and of the members in them, in front
        // of its closing brace; the last brace of a file first, so the offsets before it hold.
        for (recipient, file) in files.enumerated() {
            let closes = moves.filter { $0.recipient == recipient }.map(\.close)
            var seen = Set<Int>()
            for close in closes.sorted(by: >) where seen.insert(close).inserted {
                let brace = file.tokens[close]
                var inserted = "\n"
                for move in moves where move.recipient == recipient && move.close == close {
                    let donor = files[move.donor]
                    inserted += ExtensionOverrides.sourceLocation(sources[move.donor].path, line: move.line) + "\n"
                    inserted += String(repeating: " ", count: donor.column(of: move.range.lowerBound) - 1)
                    inserted += String(decoding: donor.bytes[move.range], as: UTF8.self) + "\n"
                }
                inserted += ExtensionOverrides.sourceLocation(sources[recipient].path, line: brace.line) + "\n"
                inserted += String(repeating: " ", count: brace.column - 1)
                bytes[recipient].insert(contentsOf: Array(inserted.utf8), at: brace.offset)
            }
        }
        for index in result.indices where bytes[index] != files[index].bytes {
            result[index].text = files[index].header + String(decoding: bytes[index], as: UTF8.self)
        }
        return result
    }
}
