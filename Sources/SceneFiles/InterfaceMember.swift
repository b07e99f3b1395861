/// An `@IBOutlet`, `@IBInspectable` or `@IBAction` member of a type in a scene's files, or an
/// `@objc` method shaped as an action: what a storyboard or xib may connect to, by name. The generated entry point registers a setter for
/// each property and a caller for each action with the kit (`InterfaceBuilderRegistry`).
public struct InterfaceMember: Equatable {
    public enum Kind: Equatable {
        /// An `@IBOutlet` or `@IBInspectable` property.
        case property
        /// An `@IBAction` method: the argument labels of its parameters (`_` for none).
        case action(labels: [String])
    }

    /// The type (class, or the type an extension extends) the member is declared in.
    public let owner: String
    public let name: String
    public let kind: Kind
    public let line: Int

    /// The method's Objective-C selector, as Swift 4 and later name it for `@objc`:
    /// `reset`, `dropTapped:` (`_ sender`), `dropTappedWithSender:` (`sender`), and the
    /// labels of further parameters (`tapped:forEvent:`).
    public var selector: String {
        guard case let .action(labels) = kind, let first = labels.first else { return name }
        var text = first == "_" ? name + ":" : name + "With" + first.prefix(1).uppercased() + first.dropFirst() + ":"
        for label in labels.dropFirst() { text += (label == "_" ? "" : label) + ":" }
        return text
    }

    /// How Swift names the method: `dropTapped(_:)`.
    public var swiftReference: String {
        guard case let .action(labels) = kind, !labels.isEmpty else { return name }
        return name + "(" + labels.map { $0 + ":" }.joined() + ")"
    }

    /// The members `attributes` mark, each with the type it is declared in, and the byte ranges
    /// of `private`/`fileprivate` (with a `(set)`) among their modifiers: the generated entry
    /// point sets and calls them from another file, so the translation makes them internal.
    static func members(in tokens: [SourceScanner.Token], attributes: [(name: String, token: Int)]) -> ([InterfaceMember], [Range<Int>]) {
        guard !attributes.isEmpty else { return ([], []) }
        // The type each token is in: a stack of (name, depth of its body).
        var owners = [String?](repeating: nil, count: tokens.count)
        var stack: [(name: String, depth: Int)] = []
        var pending: String?
        let typeKeywords: Set<String> = ["class", "struct", "enum", "extension", "actor"]
        for (index, token) in tokens.enumerated() {
            if token.kind == .punctuation, token.text == "}" {
                while let last = stack.last, last.depth > token.depth { stack.removeLast() }
            }
            if token.kind == .punctuation, token.text == "{" {
                if let name = pending { stack.append((name, token.depth)) }
                pending = nil
            }
            if token.kind == .identifier, typeKeywords.contains(token.text), index + 1 < tokens.count,
               tokens[index + 1].kind == .identifier, !["func", "var", "let"].contains(tokens[index + 1].text) {
                pending = tokens[index + 1].text
            }
            owners[index] = stack.last?.name
        }
        let modifiers: Set<String> = ["weak", "unowned", "strong", "private", "fileprivate", "internal", "public", "open",
                                      "final", "override", "lazy", "dynamic", "required", "set", "(", ")", "objc", "nonisolated"]
        var members: [InterfaceMember] = []
        var hidden: [Range<Int>] = []
        var seen = Set<String>()
        for (attribute, start) in attributes {
            var cursor = start
            var privacy: [Range<Int>] = []
            while cursor < tokens.count, modifiers.contains(tokens[cursor].text) {
                let token = tokens[cursor]
                if token.text == "private" || token.text == "fileprivate", token.offset >= 0 {
                    var end = token.offset + token.text.utf8.count
                    // `private(set)`: the `(set)` goes too.
                    if cursor + 3 < tokens.count, tokens[cursor + 1].text == "(", tokens[cursor + 2].text == "set", tokens[cursor + 3].text == ")",
                       tokens[cursor + 2].offset >= 0 {
                        end = tokens[cursor + 2].offset + 4
                    }
                    privacy.append(token.offset..<end)
                }
                cursor += 1
            }
            // An `@objc` method is an action too (a storyboard connects a selector, whatever
            // marks the method), when it has an action's shape; its other members are left alone.
            let isObjC = attribute == "objc"
            if !isObjC { hidden += privacy }
            guard cursor + 1 < tokens.count, let owner = owners[cursor] else { continue }
            let keyword = tokens[cursor].text
            let name = tokens[cursor + 1]
            guard name.kind == .identifier else { continue }
            if attribute == "IBAction" || isObjC {
                guard keyword == "func", !isObjC || isActionShaped(after: cursor + 2, in: tokens) else { continue }
                let member = InterfaceMember(owner: owner, name: name.text, kind: .action(labels: labels(after: cursor + 2, in: tokens)), line: name.line)
                // `@objc @IBAction func`: one caller.
                guard seen.insert(owner + " " + member.selector).inserted else { continue }
                if isObjC { hidden += privacy }
                members.append(member)
            } else if keyword == "var" || keyword == "let" {
                members.append(InterfaceMember(owner: owner, name: name.text, kind: .property, line: name.line))
            }
        }
        return (members, hidden)
    }

    /// Whether the method whose parameter list opens at `open` can be an action: not generic,
    /// at most one parameter, returning nothing, neither throwing nor async.
    private static func isActionShaped(after open: Int, in tokens: [SourceScanner.Token]) -> Bool {
        guard open < tokens.count, tokens[open].text == "(", labels(after: open, in: tokens).count <= 1 else { return false }
        var depth = 0, cursor = open
        while cursor < tokens.count {
            if tokens[cursor].text == "(" { depth += 1 }
            if tokens[cursor].text == ")" {
                depth -= 1
                if depth == 0 { break }
            }
            cursor += 1
        }
        guard cursor + 1 < tokens.count else { return false }
        let next = tokens[cursor + 1].text
        return !["-", "->", "throws", "rethrows", "async", "where"].contains(next)
    }

    /// The argument labels of the parameter list opening at `open`.
    private static func labels(after open: Int, in tokens: [SourceScanner.Token]) -> [String] {
        guard open < tokens.count, tokens[open].text == "(" else { return [] }
        var labels: [String] = []
        var depth = 0
        var names: [String] = []
        var sawColon = false
        var cursor = open
        while cursor < tokens.count {
            let token = tokens[cursor]
            if token.text == "(" || token.text == "[" || token.text == "<" { depth += 1 }
            if token.text == ")" || token.text == "]" || token.text == ">" {
                depth -= 1
                if depth == 0 { break }
            }
            if depth == 1 {
                if token.text == ",", sawColon {
                    labels.append(names.first ?? "_")
                    names = []
                    sawColon = false
                } else if token.text == ":" {
                    sawColon = true
                } else if !sawColon, token.kind == .identifier {
                    names.append(token.text)
                }
            }
            cursor += 1
        }
        if sawColon { labels.append(names.first ?? "_") }
        return labels
    }
}
