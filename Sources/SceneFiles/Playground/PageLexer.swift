import Foundation

/// Swift's tokens as far as splitting a page needs them: words, attributes, `#` directives,
/// literals (a string, interpolations and all, is one token), operators and punctuation, with
/// comments left out.
struct PageLexer {
    struct Token: Equatable {
        enum Kind { case word, attribute, pound, number, string, `operator`, dot, punctuation }
        let kind: Kind
        /// The token's text (empty for a string).
        let text: String
        let start: Int
        let end: Int
        /// An operator with space before it: binary, so the expression goes on past the line's end.
        var isBinary = false
    }

    private let bytes: [UInt8]
    private var index = 0

    init(_ bytes: [UInt8]) { self.bytes = bytes }

    private static let operatorBytes = Set("/=-+!*%<>&|^~?.\\".utf8)

    private func at(_ offset: Int) -> UInt8? { offset < bytes.count ? bytes[offset] : nil }

    private static func isIdentifier(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: "_") || byte == UInt8(ascii: "$") || (byte >= 0x30 && byte <= 0x39)
            || (byte | 0x20 >= 0x61 && byte | 0x20 <= 0x7A) || byte >= 0x80
    }

    private static func isSpace(_ byte: UInt8?) -> Bool {
        guard let byte else { return true }
        return byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") || byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r")
    }

    mutating func tokens() -> [Token] {
        var tokens: [Token] = []
        while let byte = at(index) {
            let start = index
            func add(_ kind: Token.Kind, _ text: String? = nil) {
                tokens.append(Token(kind: kind, text: text ?? String(decoding: bytes[start..<index], as: UTF8.self), start: start, end: index))
            }
            switch byte {
            case _ where Self.isSpace(byte):
                index += 1
            case UInt8(ascii: "/") where at(index + 1) == UInt8(ascii: "/"):
                while let next = at(index), next != UInt8(ascii: "\n") { index += 1 }
            case UInt8(ascii: "/") where at(index + 1) == UInt8(ascii: "*"):
                skipBlockComment()
            case UInt8(ascii: "\""):
                skipString(hashes: 0)
                add(.string, "")
            case UInt8(ascii: "#"):
                var hashes = 0
                while at(index + hashes) == UInt8(ascii: "#") { hashes += 1 }
                if at(index + hashes) == UInt8(ascii: "\"") {
                    index += hashes
                    skipString(hashes: hashes)
                    add(.string, "")
                } else {
                    index += 1
                    while let next = at(index), Self.isIdentifier(next) { index += 1 }
                    add(.pound)
                }
            case UInt8(ascii: "@"):
                index += 1
                while let next = at(index), Self.isIdentifier(next) { index += 1 }
                add(.attribute)
            case UInt8(ascii: "`"):
                index += 1
                while let next = at(index), next != UInt8(ascii: "`"), next != UInt8(ascii: "\n") { index += 1 }
                if at(index) == UInt8(ascii: "`") { index += 1 }
                add(.word, String(decoding: bytes[start + 1..<max(start + 1, index - 1)], as: UTF8.self))
            case _ where byte >= 0x30 && byte <= 0x39:
                while let next = at(index), Self.isIdentifier(next)
                        || (next == UInt8(ascii: ".") && at(index + 1).map { $0 >= 0x30 && $0 <= 0x39 } == true)
                        || ((next == UInt8(ascii: "-") || next == UInt8(ascii: "+")) && [UInt8(ascii: "e"), UInt8(ascii: "E"), UInt8(ascii: "p"), UInt8(ascii: "P")].contains(bytes[index - 1])) {
                    index += 1
                }
                add(.number)
            case _ where Self.isIdentifier(byte):
                while let next = at(index), Self.isIdentifier(next) { index += 1 }
                add(.word)
            case UInt8(ascii: "("), UInt8(ascii: ")"), UInt8(ascii: "["), UInt8(ascii: "]"), UInt8(ascii: "{"), UInt8(ascii: "}"),
                 UInt8(ascii: ","), UInt8(ascii: ";"), UInt8(ascii: ":"):
                index += 1
                add(.punctuation)
            case UInt8(ascii: ".") where at(index + 1) != UInt8(ascii: "."):
                index += 1
                add(.dot)
            case _ where Self.operatorBytes.contains(byte):
                while let next = at(index), Self.operatorBytes.contains(next),
                      !(next == UInt8(ascii: "/") && (at(index + 1) == UInt8(ascii: "/") || at(index + 1) == UInt8(ascii: "*"))) || index == start {
                    index += 1
                }
                var token = Token(kind: .operator, text: String(decoding: bytes[start..<index], as: UTF8.self), start: start, end: index)
                token.isBinary = Self.isSpace(start > 0 ? bytes[start - 1] : nil) && Self.isSpace(at(index))
                tokens.append(token)
            default:
                index += 1
            }
        }
        return tokens
    }

    private mutating func skipBlockComment() {
        var nesting = 0
        while let byte = at(index) {
            if byte == UInt8(ascii: "/"), at(index + 1) == UInt8(ascii: "*") {
                nesting += 1
                index += 2
            } else if byte == UInt8(ascii: "*"), at(index + 1) == UInt8(ascii: "/") {
                nesting -= 1
                index += 2
                if nesting == 0 { return }
            } else {
                index += 1
            }
        }
    }

    /// At a string's opening quote, after its `hashes` leading `#`s: past its closing delimiter
    /// (or the line's end for an unterminated one). Interpolations are skipped as code.
    private mutating func skipString(hashes: Int) {
        let multiline = at(index + 1) == UInt8(ascii: "\"") && at(index + 2) == UInt8(ascii: "\"")
        index += multiline ? 3 : 1
        let closing = Array((multiline ? "\"\"\"" : "\"").utf8) + Array(repeating: UInt8(ascii: "#"), count: hashes)
        while let byte = at(index) {
            if byte == UInt8(ascii: "\\"), (0..<hashes).allSatisfy({ at(index + 1 + $0) == UInt8(ascii: "#") }) {
                index += 1 + hashes
                if at(index) == UInt8(ascii: "(") {
                    index += 1
                    skipInterpolation()
                } else {
                    index += 1
                }
                continue
            }
            if byte == UInt8(ascii: "\n"), !multiline { return }
            if index + closing.count <= bytes.count, bytes[index..<index + closing.count].elementsEqual(closing) {
                index += closing.count
                return
            }
            index += 1
        }
    }

    /// Inside `\(`: past the `)` that closes it, over nested brackets, strings and comments.
    private mutating func skipInterpolation() {
        var nesting = 0
        while let byte = at(index) {
            switch byte {
            case UInt8(ascii: "("):
                nesting += 1
                index += 1
            case UInt8(ascii: ")"):
                index += 1
                if nesting == 0 { return }
                nesting -= 1
            case UInt8(ascii: "\""):
                skipString(hashes: 0)
            case UInt8(ascii: "/") where at(index + 1) == UInt8(ascii: "*"):
                skipBlockComment()
            default:
                index += 1
            }
        }
    }
}
