import Foundation

/// A scene's own `@objc` protocols, which Linux cannot compile as written: without the
/// Objective-C runtime an `@objc protocol` is not class-bound (`weak var delegate: P?` is an
/// error) and cannot have `optional` requirements. The translation
/// - makes each one class-bound: `: AnyObject` after its name, or `AnyObject, ` at the front of
///   its inheritance clause (only that line's columns move);
/// - turns an `optional` requirement that returns nothing or an optional into a requirement
///   (`optional` becomes spaces) with a default implementation that does nothing or returns
///   nil, in an extension added after the file's last line: what calling an unimplemented
///   optional method through `?` gives on iOS;
/// - takes the `?` or `!` off calls of those requirements anywhere in the scene
///   (`delegate?.menuDidOpen?()`), as for UIKit's own (OptionalRequirements).
/// An optional requirement returning anything else (`optional func height() -> CGFloat`) has no
/// value to stand for "not implemented": it is an error with its file, line and column (left as
/// written, it crashed the compiler).
extension TranslatedSource {
    struct ObjCProtocol {
        /// Where the inheritance clause's `AnyObject` goes, and what goes there.
        var insertion: (offset: Int, text: String)?
        /// `optional` keywords to blank.
        var optionalKeywords: [Range<Int>] = []
        /// The extension of default implementations, if any.
        var defaults: String?
        /// Optional requirements that have no stand-in: line, column, what to say.
        var problems: [(line: Int, column: Int, message: String)] = []
    }

    /// The base names of the optional requirements of the `@objc` protocols in `source`.
    public static func optionalRequirementNames(in source: String) -> Set<String> {
        guard source.contains("optional") else { return [] }
        var scanner = SourceScanner(Array(source.utf8))
        scanner.scan()
        let tokens = scanner.tokens
        var names = Set<String>()
        for index in tokens.indices where tokens[index].text == "optional" && index + 2 < tokens.count {
            var next = index + 1
            while next < tokens.count, ["public", "open", "internal", "mutating"].contains(tokens[next].text) { next += 1 }
            guard next + 1 < tokens.count, ["func", "var"].contains(tokens[next].text) else { continue }
            names.insert(tokens[next + 1].text)
        }
        return names
    }

    /// The `@objc` protocols declared at the top level of a file with these `bytes` and `tokens`
    /// (before translation), and how each is translated.
    static func objcProtocols(bytes: [UInt8], tokens: [SourceScanner.Token]) -> [ObjCProtocol] {
        var found: [ObjCProtocol] = []
        for index in tokens.indices where tokens[index].text == "protocol" && tokens[index].depth == 0
            && index + 1 < tokens.count && tokens[index + 1].kind == .identifier && tokens[index].offset >= 0 {
            guard Self.isObjC(bytes, before: tokens[index].offset) else { continue }
            let name = tokens[index + 1]
            var item = ObjCProtocol()
            // The inheritance clause, up to the body.
            var cursor = index + 2
            var inherited: [String] = []
            var colon: Int?
            while cursor < tokens.count, tokens[cursor].text != "{" {
                if tokens[cursor].text == ":", colon == nil { colon = cursor }
                if colon != nil, tokens[cursor].kind == .identifier { inherited.append(tokens[cursor].text) }
                cursor += 1
            }
            guard cursor < tokens.count else { continue }
            let open = cursor
            if !inherited.contains(where: { ["AnyObject", "class", "NSObjectProtocol"].contains($0) }) {
                if let colon, tokens[colon].offset >= 0 {
                    item.insertion = (tokens[colon].offset + 1, " AnyObject,")
                } else if name.offset >= 0 {
                    item.insertion = (name.offset + name.text.utf8.count, ": AnyObject")
                }
            }
            // The body's optional requirements.
            var defaults: [String] = []
            var member = open + 1
            while member < tokens.count, !(tokens[member].text == "}" && tokens[member].depth == 0) {
                defer { member += 1 }
                guard tokens[member].text == "optional", tokens[member].depth == 1, tokens[member].offset >= 0 else { continue }
                var declaration = member + 1
                while declaration < tokens.count, ["public", "open", "internal", "mutating"].contains(tokens[declaration].text) {
                    declaration += 1
                }
                guard declaration < tokens.count, ["func", "var"].contains(tokens[declaration].text),
                      let signature = Self.signature(bytes, from: tokens[declaration].offset)
                else { continue }
                guard let body = Self.defaultBody(signature, isProperty: tokens[declaration].text == "var") else {
                    item.problems.append((tokens[member].line, tokens[member].column,
                        "'\(signature)' is an optional requirement of @objc protocol '\(name.text)' that returns a value, "
                        + "which Linux has no Objective-C runtime to leave unimplemented; make it return an optional "
                        + "(or nothing), or make it required"))
                    continue
                }
                item.optionalKeywords.append(tokens[member].offset..<tokens[member].offset + 8)
                defaults.append("    " + signature + " " + body)
            }
            if !defaults.isEmpty {
                item.defaults = "extension \(name.text) {\n" + defaults.joined(separator: "\n") + "\n}\n"
            }
            found.append(item)
        }
        return found
    }

    /// Whether `@objc` (or `@objc(Name)`) precedes the declaration starting at `offset`, with
    /// only access modifiers and spaces between.
    private static func isObjC(_ bytes: [UInt8], before offset: Int) -> Bool {
        var end = offset
        func skipSpaces() { while end > 0, [UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\n"), UInt8(ascii: "\r")].contains(bytes[end - 1]) { end -= 1 } }
        skipSpaces()
        for word in ["public", "internal", "fileprivate", "private", "open"] {
            let pattern = Array(word.utf8)
            if end >= pattern.count, Array(bytes[end - pattern.count..<end]) == pattern {
                end -= pattern.count
                skipSpaces()
            }
        }
        if end > 0, bytes[end - 1] == UInt8(ascii: ")") {
            while end > 0, bytes[end - 1] != UInt8(ascii: "(") { end -= 1 }
            if end > 0 { end -= 1 }
        }
        let attribute = Array("@objc".utf8)
        return end >= attribute.count && Array(bytes[end - attribute.count..<end]) == attribute
    }

    /// A requirement's declaration from `func` or `var`: to the end of its line, or further
    /// while its brackets are open; nil if it has a body or an attribute we cannot carry.
    private static func signature(_ bytes: [UInt8], from start: Int) -> String? {
        var end = start, depth = 0
        while end < bytes.count {
            let byte = bytes[end]
            if byte == UInt8(ascii: "(") || byte == UInt8(ascii: "[") { depth += 1 }
            if byte == UInt8(ascii: ")") || byte == UInt8(ascii: "]") { depth -= 1 }
            if byte == UInt8(ascii: "/"), end + 1 < bytes.count, bytes[end + 1] == UInt8(ascii: "/") { break }
            if byte == UInt8(ascii: ";") || byte == UInt8(ascii: "{") && depth == 0 { break }
            if byte == UInt8(ascii: "\n"), depth <= 0 { break }
            end += 1
        }
        let text = String(decoding: bytes[start..<end], as: UTF8.self)
            .split(whereSeparator: { $0 == "\n" || $0 == "\r" }).map { $0.trimmingCharacters(in: .whitespaces) }
            .joined(separator: " ")
        return text.isEmpty ? nil : text
    }

    /// What a default implementation of `signature` does: nothing for a method returning nothing,
    /// nil for one (or a property) of an optional type; nil when neither.
    private static func defaultBody(_ signature: String, isProperty: Bool) -> String? {
        if isProperty {
            // `var title: String? { get }`: the type between the colon and the accessors.
            guard let colon = signature.firstIndex(of: ":") else { return nil }
            let type = signature[signature.index(after: colon)...].components(separatedBy: "{").first?
                .trimmingCharacters(in: .whitespaces) ?? ""
            return type.hasSuffix("?") || type.hasSuffix("!") ? "{ nil }" : nil
        }
        // The return type follows the last top-level `->`.
        var depth = 0, arrow: String.Index?
        var index = signature.startIndex
        while index < signature.endIndex {
            let character = signature[index]
            if character == "(" || character == "[" || character == "<" { depth += 1 }
            if character == ")" || character == "]" || character == ">" && signature[signature.index(before: index)] != "-" { depth -= 1 }
            if character == "-", depth == 0, signature.index(after: index) < signature.endIndex,
               signature[signature.index(after: index)] == ">" {
                arrow = index
            }
            index = signature.index(after: index)
        }
        guard let arrow else { return "{}" }
        let type = signature[signature.index(arrow, offsetBy: 2)...].trimmingCharacters(in: .whitespaces)
        if type == "Void" || type == "()" { return "{}" }
        if type.hasSuffix("?") || type.hasSuffix("!") { return "{ nil }" }
        return nil
    }
}
