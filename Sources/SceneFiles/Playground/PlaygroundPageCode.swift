import Foundation

/// A playground page's code arranged as a library needs it. Scenes compile with
/// `-parse-as-library`, where only declarations may stand at the top of a file, while a page is
/// a script: its top-level statements run, in order, when the page runs. So:
/// - declarations (imports, types, extensions, functions, operators, `#if` blocks of them) stay
///   at file scope;
/// - statements move, in order, into a function the page's `makeScene(_:)` runs through
///   `PlaygroundPage.run(in:_:)`: the page's code is the scene's set-up;
/// - a top-level `let` or `var` stays a global (as a `var`), so the page's functions and types
///   see it, as they do in Xcode. Its initializer moves into a closure kept beside it, and where
///   the declaration stood among the statements the function evaluates the global (Swift
///   initializes a global on first use) or, when the page runs again in the same process (for
///   a still after a recording), assigns the closure's value anew. A global declared without a
///   value (`var count: Int`) becomes implicitly unwrapped (`Int!`), reset to nil on a new run.
///
/// Every piece of the user's code keeps its lines and columns: each is written with the whole
/// lines it spans (the rest of them blank) after a `#sourceLocation` naming its first line, so
/// the compiler's messages point into the user's file. Markup (`//:` and `/*: … */`) is comment.
package enum PlaygroundPageCode {
    /// The name of the function holding the page's statements.
    static let bodyName = "__dynamicsPlaygroundPage"
    /// What each global's initializer closure is named, with a number after it.
    static let initializerPrefix = "__dynamicsPlaygroundValue"

    /// What one piece of top-level code is.
    package enum Kind: Equatable {
        case declaration
        case statement
        /// A `let` or `var` with these bindings.
        case global([Binding])
    }

    /// One binding of a top-level `let` or `var`: `view = UIView()` in `let view = UIView(), n = 1`.
    package struct Binding: Equatable {
        /// The pattern's text: `view`, `(a, b)`.
        package var pattern: String
        /// The type annotation's text, if any.
        package var type: String?
        /// The initializer's byte range, if any.
        package var initializer: Range<Int>?
        /// Where the type annotation ends, in bytes (for a binding without initializer).
        package var typeEnd: Int?
    }

    /// A top-level piece: its kind and its byte range (from its first token to its last).
    package struct Piece: Equatable {
        package var kind: Kind
        package var range: Range<Int>
        /// Where its `let` or `var` keyword is, for a global.
        package var keyword: Range<Int>?
    }

    /// The top-level pieces of `code`, in order.
    package static func pieces(of code: [UInt8]) -> [Piece] {
        var lexer = PageLexer(code)
        let tokens = lexer.tokens()
        let lines = LineTable(code)
        var pieces: [Piece] = []
        for item in split(tokens, lines: lines) {
            var slice = Array(tokens[item])
            // The `;` that ends a piece is no part of it.
            if slice.count > 1, slice.last!.kind == .punctuation, slice.last!.text == ";" { slice.removeLast() }
            let range = slice.first!.start..<slice.last!.end
            pieces.append(classify(slice, range: range, code: code, lines: lines))
        }
        return pieces
    }

    /// `code` (a translated page, without its leading `#sourceLocation`) arranged as above;
    /// `path` is the user's file, as the compiler should name it.
    package static func arranged(_ code: String, path: String) -> String {
        let bytes = Array(code.utf8)
        var fileScope = LocatedText(code: bytes, path: path)
        var body = LocatedText(code: bytes, path: path)
        fileScope.addGenerated("@_spi(SceneFiles) import DynamicsKit")
        func text(_ range: Range<Int>) -> String {
            String(decoding: bytes[range], as: UTF8.self).split(whereSeparator: \.isNewline).joined(separator: " ")
        }
        var initializers = 0
        for item in pieces(of: bytes) {
            switch item.kind {
            case .declaration:
                fileScope.add(item.range)
            case .statement:
                body.add(item.range)
            case let .global(bindings):
                var replacements: [(Range<Int>, String)] = []
                if let keyword = item.keyword, text(keyword) == "let" { replacements.append((keyword, "var")) }
                var again: [String] = []
                var evaluated: [String] = []
                for binding in bindings {
                    if let initializer = binding.initializer {
                        initializers += 1
                        let name = "\(initializerPrefix)\(initializers)"
                        // The type, if given, is the closure's result (an implicitly unwrapped
                        // one's optional, as a closure cannot return one).
                        let result = binding.type.map { $0.hasSuffix("!") ? $0.dropLast() + "?" : $0 }
                        fileScope.addGenerated("let \(name)" + (result.map { ": () -> \($0)" } ?? "") + " = {")
                        fileScope.add(initializer)
                        fileScope.addGenerated("}")
                        let newlines = bytes[initializer].filter { $0 == UInt8(ascii: "\n") }.count
                        replacements.append((initializer, "\(name)()" + String(repeating: "\n", count: newlines)))
                        again.append("\(binding.pattern) = \(name)()")
                        evaluated.append(binding.pattern)
                    } else if let type = binding.type, let end = binding.typeEnd {
                        // A global needs a value: an optional's is nil; other types become optional.
                        if !type.hasSuffix("?") && !type.hasSuffix("!") { replacements.append((end..<end, "!")) }
                        again.append("\(binding.pattern) = nil")
                    }
                }
                fileScope.add(item.range, replacing: replacements.sorted { $0.0.lowerBound < $1.0.lowerBound })
                if !again.isEmpty {
                    let touch = evaluated.isEmpty ? "" : " _ = " + (evaluated.count == 1 ? evaluated[0] : "(" + evaluated.joined(separator: ", ") + ")") + " "
                    body.addGenerated("if DynamicsKit.PlaygroundPage.isRunAgain { \(again.joined(separator: "; ")) } else {\(touch)}")
                }
            }
        }
        fileScope.addGenerated("func \(bodyName)() throws {")
        body.addGenerated("}")
        return fileScope.text + body.text + """

            /// The scene's set-up: the page's top-level code.
            func makeScene(_ scene: DynamicsKit.Scene) {
                DynamicsKit.PlaygroundPage.run(in: scene) { try! \(bodyName)() }
            }

            """
    }

    /// The compiler's `text` without its warnings that a value in `page` is unused: a page's
    /// bare expression (`view.frame`, `str`) is how it shows a value in Xcode's results.
    package static func withoutUnusedValueWarnings(_ text: String, page: String) -> String {
        text.components(separatedBy: "\n\n").filter { block in
            let first = block.trimmingCharacters(in: .newlines).prefix { $0 != "\n" }
            return !(first.hasPrefix(page + ":") && first.contains(": warning: ") && first.hasSuffix("[#no-usage]"))
        }.joined(separator: "\n\n").trimmingCharacters(in: .newlines)
    }

    // MARK: Splitting

    /// Token ranges of the top-level items: a new item starts on a new line (or after a `;`)
    /// outside brackets, unless the line before ends in a way that goes on (a binary operator,
    /// `,`, `:`, `.`, an attribute) or the new line goes on from it (`.member`, a binary
    /// operator, `{`, `else`, `catch`, `where`). `#if … #endif` is one item.
    private static func split(_ tokens: [PageLexer.Token], lines: LineTable) -> [Range<Int>] {
        var items: [Range<Int>] = []
        var start = 0
        var nesting = 0
        var attributesOnly = true
        for index in tokens.indices {
            let token = tokens[index]
            if index > start, nesting == 0, startsItem(tokens, at: index, attributesOnly: attributesOnly, lines: lines) {
                items.append(start..<index)
                start = index
                attributesOnly = true
            }
            if attributesOnly {
                let previous = index > start ? tokens[index - 1] : nil
                attributesOnly = token.kind == .attribute || nesting > 0
                    || (token.text == "(" && previous?.kind == .attribute && previous?.end == token.start)
            }
            switch token.text {
            case "(", "[", "{", "#if": nesting += 1
            case ")", "]", "}", "#endif": nesting = max(0, nesting - 1)
            default: break
            }
        }
        if start < tokens.count { items.append(start..<tokens.count) }
        return items
    }

    private static let continuingWords: Set<String> = ["else", "catch", "where", "as", "is", "throws", "rethrows"]

    private static func startsItem(_ tokens: [PageLexer.Token], at index: Int, attributesOnly: Bool, lines: LineTable) -> Bool {
        let previous = tokens[index - 1], token = tokens[index]
        if previous.kind == .punctuation && previous.text == ";" { return true }
        guard lines.line(of: token.start) > lines.line(of: previous.end - 1) else { return false }
        if attributesOnly { return false }
        switch previous.kind {
        case .punctuation where previous.text == "," || previous.text == ":": return false
        case .dot, .attribute: return false
        case .operator where previous.isBinary: return false
        default: break
        }
        switch token.kind {
        case .dot: return false
        case .operator where token.text.hasPrefix(".") || token.isBinary: return false
        case .punctuation where token.text != "(" && token.text != "[": return false
        case .word where continuingWords.contains(token.text): return false
        default: return true
        }
    }

    // MARK: Classifying

    private static let declarationWords: Set<String> = [
        "import", "class", "struct", "enum", "protocol", "extension", "func", "typealias", "actor",
        "operator", "precedencegroup", "macro",
    ]
    private static let modifiers: Set<String> = [
        "public", "private", "fileprivate", "internal", "package", "open", "final", "indirect", "prefix", "postfix",
        "infix", "nonisolated", "dynamic", "lazy", "weak", "unowned", "static", "override", "required", "convenience",
    ]

    private static func classify(_ tokens: [PageLexer.Token], range: Range<Int>, code: [UInt8], lines: LineTable) -> Piece {
        var index = 0
        // Attributes and modifiers, each with its parenthesized arguments (`private(set)`).
        while index < tokens.count, tokens[index].kind == .attribute || (tokens[index].kind == .word && modifiers.contains(tokens[index].text)) {
            index += 1
            if index < tokens.count, tokens[index].text == "(", tokens[index].start == tokens[index - 1].end {
                index = closing(tokens, from: index) + 1
            }
        }
        guard index < tokens.count else { return Piece(kind: .declaration, range: range) }
        let head = tokens[index]
        switch head.kind {
        case .word where declarationWords.contains(head.text):
            return Piece(kind: .declaration, range: range)
        case .word where head.text == "let" || head.text == "var":
            guard let bindings = bindings(tokens, after: index, code: code) else {
                // A computed global or one with observers stays as it is; `let _ = …` is a statement.
                let isDiscard = index + 2 < tokens.count && tokens[index + 1].text == "_" && tokens[index + 2].text == "="
                return Piece(kind: isDiscard ? .statement : .declaration, range: range)
            }
            return Piece(kind: .global(bindings), range: range, keyword: head.start..<head.end)
        case .pound where head.text == "#if":
            // By its first line of code: a block of declarations stays one.
            let firstLine = lines.line(of: head.start)
            guard let inner = tokens.firstIndex(where: { lines.line(of: $0.start) > firstLine }),
                  !["#else", "#elseif", "#endif"].contains(tokens[inner].text) else { return Piece(kind: .declaration, range: range) }
            let kind = classify(Array(tokens[inner...]), range: range, code: code, lines: lines).kind
            return Piece(kind: kind == .declaration ? .declaration : .statement, range: range)
        case .pound where head.text == "#warning" || head.text == "#error":
            return Piece(kind: .declaration, range: range)
        default:
            return Piece(kind: .statement, range: range)
        }
    }

    /// The bindings of the `let` or `var` at `keyword`; nil for a computed global, one with
    /// observers, or a `_` pattern.
    private static func bindings(_ tokens: [PageLexer.Token], after keyword: Int, code: [UInt8]) -> [Binding]? {
        func text(_ from: Int, _ to: Int) -> String {
            String(decoding: code[tokens[from].start..<tokens[to - 1].end], as: UTF8.self)
                .split(whereSeparator: \.isNewline).joined(separator: " ")
        }
        var bindings: [Binding] = []
        var index = keyword + 1
        while index < tokens.count {
            let patternStart = index
            index = scan(tokens, from: index, until: [":", "=", ",", "{"])
            guard index > patternStart else { return nil }
            var binding = Binding(pattern: text(patternStart, index))
            if binding.pattern == "_" { return nil }
            if index < tokens.count, tokens[index].text == ":" {
                let typeStart = index + 1
                index = scan(tokens, from: typeStart, until: ["=", ",", "{"])
                guard index > typeStart else { return nil }
                binding.type = text(typeStart, index)
                binding.typeEnd = tokens[index - 1].end
            }
            if index < tokens.count, tokens[index].text == "=" {
                let valueStart = index + 1
                index = scan(tokens, from: valueStart, until: [","], observers: true)
                guard index > valueStart else { return nil }
                binding.initializer = tokens[valueStart].start..<tokens[index - 1].end
            }
            if index < tokens.count, tokens[index].text == "{" { return nil }
            bindings.append(binding)
            if index < tokens.count, tokens[index].text == "," { index += 1 } else { break }
        }
        return index >= tokens.count ? bindings : nil
    }

    /// The index of the first token from `start` outside brackets (and generic arguments) whose
    /// text is in `stops`, or the end. With `observers`, a `{` that opens `willSet` or `didSet`
    /// stops it too.
    private static func scan(_ tokens: [PageLexer.Token], from start: Int, until stops: Set<String>, observers: Bool = false) -> Int {
        var index = start
        var nesting = 0
        var angles = 0
        while index < tokens.count {
            let token = tokens[index]
            let text = token.text
            if nesting == 0, angles == 0, token.kind == .punctuation || text == "=", stops.contains(text) { return index }
            if nesting == 0, observers, text == "{", index + 1 < tokens.count, ["willSet", "didSet"].contains(tokens[index + 1].text) { return index }
            if ["(", "[", "{"].contains(text) { nesting += 1 }
            if [")", "]", "}"].contains(text) { nesting -= 1 }
            // `Dictionary<String, Int>`: a `<` right after a name opens generic arguments.
            if token.kind == .operator, text == "<", index > start, tokens[index - 1].kind == .word, tokens[index - 1].end == token.start {
                angles += 1
            } else if token.kind == .operator, angles > 0, text.allSatisfy({ $0 == ">" }) {
                angles = max(0, angles - text.count)
            }
            index += 1
        }
        return index
    }

    /// The index of the bracket closing the one at `open`.
    private static func closing(_ tokens: [PageLexer.Token], from open: Int) -> Int {
        var nesting = 0
        for index in open..<tokens.count {
            if ["(", "[", "{"].contains(tokens[index].text) { nesting += 1 }
            if [")", "]", "}"].contains(tokens[index].text) { nesting -= 1; if nesting == 0 { return index } }
        }
        return tokens.count - 1
    }
}

/// Text for the compiler made of pieces of the user's code, each after a `#sourceLocation`
/// naming its first line, and generated lines, after a `#sourceLocation()` that ends the last
/// piece's (only when one is open: a closing directive without an opening one is an error).
private struct LocatedText {
    private(set) var text = ""
    private var located = false
    private let code: [UInt8]
    private let lines: LineTable
    private let path: String

    init(code: [UInt8], path: String) {
        self.code = code
        lines = LineTable(code)
        self.path = path.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"")
    }

    mutating func addGenerated(_ line: String) {
        if located { text += "#sourceLocation()\n" }
        located = false
        text += line + "\n"
    }

    /// The whole lines `range` spans, with what lies outside it blank and `replacements`
    /// (sorted, inside `range`) made: every byte of the user's stays in its line and column.
    mutating func add(_ range: Range<Int>, replacing replacements: [(Range<Int>, String)] = []) {
        let first = lines.line(of: range.lowerBound)
        var out = Array("#sourceLocation(file: \"\(path)\", line: \(first))\n".utf8)
        var offset = lines.start(of: first)
        let end = lines.end(of: lines.line(of: max(range.lowerBound, range.upperBound - 1)))
        var pending = replacements[...]
        while offset <= end {
            if let (replaced, replacement) = pending.first, replaced.lowerBound == offset {
                pending.removeFirst()
                out += Array(replacement.utf8)
                if !replaced.isEmpty {
                    offset = replaced.upperBound
                    continue
                }
            }
            guard offset < end else { break }
            let byte = code[offset]
            out.append(byte == UInt8(ascii: "\n") || range.contains(offset) ? byte : UInt8(ascii: " "))
            offset += 1
        }
        text += String(decoding: out, as: UTF8.self) + "\n"
        located = true
    }
}

/// Where each line starts, to go from byte offsets to 1-based lines and back.
private struct LineTable {
    private var starts: [Int] = [0]
    private let count: Int

    init(_ bytes: [UInt8]) {
        for (offset, byte) in bytes.enumerated() where byte == UInt8(ascii: "\n") { starts.append(offset + 1) }
        count = bytes.count
    }

    func line(of offset: Int) -> Int {
        var low = 0, high = starts.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if starts[middle] <= offset { low = middle } else { high = middle - 1 }
        }
        return low + 1
    }

    func start(of line: Int) -> Int { starts[line - 1] }

    /// The offset of the newline ending `line`, or the end of the code.
    func end(of line: Int) -> Int { line < starts.count ? starts[line] - 1 : count }
}

extension TranslatedSource {
    /// This page's code arranged to compile as a library, declaring the `makeScene(_:)` that
    /// runs its top-level code.
    package func arrangedAsPlaygroundPage() -> TranslatedSource {
        var page = self
        // The translation's own `#sourceLocation` line goes: every piece brings its own.
        let code = text.firstIndex(of: "\n").map { String(text[text.index(after: $0)...]) } ?? ""
        page.text = PlaygroundPageCode.arranged(code, path: path)
        page.declaresMakeScene = true
        return page
    }
}
