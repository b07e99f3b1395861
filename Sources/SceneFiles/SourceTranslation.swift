import Foundation

/// A scene file made compilable on Linux, and what it declares.
///
/// Only the tokens that need the Objective-C runtime are rewritten, each into text of the same
/// length on the same line, so the compiler's line and column numbers are the user's own:
/// - `#selector(` becomes `Selector (` — a kit type that holds the method reference;
/// - `#colorLiteral(` and `#imageLiteral(` become `_ColorLiteral(` and `UIImage      (`: the
///   kit's function that makes a `UIColor`, or a `CGColor` where the code wants one (as Xcode's
///   literal does, for `layer.borderColor = #colorLiteral(…)`), and the initializer the image
///   literal stands for;
/// - `#keyPath(CALayer.position)` becomes the string literal `"position"` and spaces;
/// - a call of one of UIKit's optional protocol methods through `?(` or `!(`
///   (`delegate?.collectionView?(…)`) loses its `?` or `!`: the kit's requirements are not
///   optional (they have defaults), and `.window!?` of an app delegate becomes `.window? `
///   (OptionalRequirements);
/// - a top-level `#Preview` becomes `let __dynamicsPreview_<line> = ScenePreview`, a kit type
///   that keeps its body for the entry point to show (Xcode's macro has no Linux plugin);
/// - `Selector("setDebugEnabled:")`, `Selector(("setDebugEnabled:"))` and
///   `NSSelectorFromString("setDebugEnabled:")`, UIKit Dynamics' private debug switch, become
///   `Selector.setDebugEnabled` and spaces (other string selectors do not compile);
/// - the attributes `@objc` (with its optional `(name)`), `@objcMembers`, `@IBAction`,
///   `@IBOutlet`, `@IBInspectable`, `@IBDesignable`, `@IBSegueAction` and `@NSManaged`
///   become spaces.
/// Comments and string literals are left alone (interpolations inside strings are code).
/// A `#sourceLocation` line in front makes diagnostics name the user's path.
public struct TranslatedSource {
    /// The user's file.
    public let path: String
    /// What is compiled: the `#sourceLocation` line, then the file with its tokens rewritten.
    public internal(set) var text: String
    /// The classes the file declares, with the first type they inherit from.
    public let classes: [ClassDeclaration]
    /// Whether the file declares a top-level `func makeScene(…)`.
    public internal(set) var declaresMakeScene: Bool
    /// The modules the file imports (`import UIKit`, `import SwiftUI`, `@testable import X`).
    public let imports: [String]
    /// How many times each identifier appears in code, declarations and `extension X` excluded.
    public let references: [String: Int]
    /// Methods that nearly match one of UIKit's optional delegate methods (DelegateSignatures).
    public let nearMisses: [DelegateSignatures.Finding]
    /// Each `#selector(…)`: where its argument list opens (the call site a `Selector` sees as
    /// `#line` and `#column`) and the base name of the method it names, so that selectors
    /// naming the same method compare equal, as Objective-C's do (`removeTarget` relies on it).
    public let selectorSites: [SelectorSite]
    /// The file's top-level `#Preview`s, in order.
    public let previews: [Preview]
    /// The `@IBOutlet`, `@IBInspectable` and `@IBAction` members it declares (InterfaceMember).
    public let interfaceMembers: [InterfaceMember]
    /// Optional requirements of its `@objc` protocols that cannot be translated (ObjCProtocols).
    public let objcOptionalProblems: [(line: Int, column: Int, message: String)]

    public struct Preview: Equatable {
        /// `#Preview("Name")`'s name.
        public let name: String?
        /// The global the translation stores it in.
        public let variable: String
        public let line: Int

        public init(name: String?, variable: String, line: Int) {
            self.name = name
            self.variable = variable
            self.line = line
        }
    }
    /// The names the file declares at its top level: types (classes, structs, enums,
    /// protocols, actors and type aliases) and functions.
    public let topLevelNames: Set<String>
    /// The types among them, in the order declared.
    public let topLevelTypeNames: [String]
    /// The SwiftUI canvas wrappers and previews blanked from the file (SwiftUIWrappers), with
    /// its `import SwiftUI`.
    public let droppedSwiftUIWrappers: [String]
    /// Places that wait or hop threads in wall-clock time (WallClockCode), for warnings.
    public let wallClockFindings: [(line: Int, column: Int, message: String)]

    public struct SelectorSite: Equatable {
        public let line: Int
        public let column: Int
        /// `handlePan` for `#selector(self.handlePan(_:))` or `#selector(ViewController.handlePan)`.
        public let method: String
    }

    public struct ClassDeclaration: Equatable {
        public let name: String
        public let superclass: String?
        public let line: Int
        /// Every name in its inheritance clause (the superclass first, then protocols), each
        /// qualified name by its last component.
        public var inherits: [String] = []
        /// Whether it has generic parameters (`class SwipeView<Element>`): code that names it
        /// alone (`as? SwipeView`) cannot infer them.
        public var isGeneric = false
    }

    /// What a top-level `#Preview` (8 bytes) becomes.
    static func previewDeclaration(line: Int) -> [UInt8] {
        Array("let __dynamicsPreview_\(line) = ScenePreview".utf8)
    }

    static let blankedAttributes: Set<String> = [
        "objc", "objcMembers", "IBAction", "IBOutlet", "IBInspectable", "IBDesignable", "IBSegueAction", "NSManaged",
        // An app's entry point: the scene's generated entry launches the app delegate instead.
        "main", "UIApplicationMain", "NSApplicationMain",
    ]

    /// The frameworks the scene compiler stands in for (`SceneCompiler.shims`).
    private static let shimModules = Set(SceneCompiler.shims)

    /// Words that follow `class` in a member declaration (`class func`), not a class name.
    private static let nonTypeKeywords: Set<String> = [
        "func", "var", "let", "subscript", "init", "deinit", "static", "final", "override", "private",
        "fileprivate", "public", "internal", "open", "required", "convenience", "dynamic", "lazy", "weak", "unowned",
    ]

    /// `optionalMethods`: the base names of the scene's own `@objc` protocols' optional
    /// requirements (ObjCProtocols), whose calls lose their `?` as UIKit's do.
    public init(path: String, source: String, optionalMethods: Set<String> = []) {
        self.path = path
        var scanner = SourceScanner(Array(source.utf8))
        scanner.extraOptionalMethods = optionalMethods
        scanner.scan()
        var bytes = scanner.bytes
        let objcProtocols = Self.objcProtocols(bytes: scanner.bytes, tokens: scanner.tokens)
        objcOptionalProblems = objcProtocols.flatMap(\.problems)
        for range in objcProtocols.flatMap(\.optionalKeywords) {
            bytes.replaceSubrange(range, with: Array(repeating: UInt8(ascii: " "), count: range.count))
        }
        let (members, hidden) = InterfaceMember.members(in: scanner.tokens, attributes: scanner.interfaceAttributes)
        interfaceMembers = members
        let swiftUI = SwiftUIWrappers.blanking(bytes: scanner.bytes, tokens: scanner.tokens)
        droppedSwiftUIWrappers = swiftUI?.names ?? []
        for range in scanner.blanked + hidden + (swiftUI?.ranges ?? []) {
            for index in range where bytes[index] != UInt8(ascii: "\n") { bytes[index] = UInt8(ascii: " ") }
        }
        for start in scanner.selectors {
            bytes.replaceSubrange(start..<start + 9, with: Array("Selector ".utf8))
        }
        for start in scanner.literals {
            let type = bytes[start + 1] == UInt8(ascii: "c") ? "_ColorLiteral" : "UIImage      "
            bytes.replaceSubrange(start..<start + 13, with: Array(type.utf8))
        }
        for rewrite in scanner.rewrites {
            bytes.replaceSubrange(rewrite.start..<rewrite.start + rewrite.text.count, with: rewrite.text)
        }
        // A submodule of a framework the kit stands in for imports the shim whole:
        // `import os.log` the `os` shim (DynamicsKit/Support/OSLog.swift),
        // `import UIKit.UIGestureRecognizerSubclass` UIKit, whose recognizers have the
        // subclass methods already: the module's name and spaces.
        let scanned = scanner.tokens
        for index in scanned.indices where scanned[index].text == "import" && index + 3 < scanned.count
            && Self.shimModules.contains(scanned[index + 1].text) && scanned[index + 2].text == "."
            && scanned[index + 3].kind == .identifier && scanned[index + 1].offset >= 0 && scanned[index + 3].offset >= 0 {
            let start = scanned[index + 1].offset + scanned[index + 1].text.utf8.count
            let end = scanned[index + 3].offset + scanned[index + 3].text.utf8.count
            bytes.replaceSubrange(start..<end, with: Array(repeating: UInt8(ascii: " "), count: end - start))
        }
        // An observer on the main operation queue runs at once instead (MainQueueObservers).
        for range in Self.mainQueueObserverArguments(in: scanner.tokens) {
            bytes.replaceSubrange(range, with: Array("nil".utf8) + Array(repeating: UInt8(ascii: " "), count: range.count - 3))
        }
        // `#keyPath(CALayer.position)` becomes the string it stands for, `"position"`, padded
        // with spaces to the same length (Objective-C's key paths are strings).
        for keyPath in scanner.keyPaths {
            let literal = Array("\"\(keyPath.path)\"".utf8)
            bytes.replaceSubrange(keyPath.start..<keyPath.end, with: literal + Array(repeating: UInt8(ascii: " "), count: keyPath.end - keyPath.start - literal.count))
        }
        // A top-level `#Preview { … }` becomes a global the entry point can show:
        // `let __dynamicsPreview_12 = ScenePreview { … }` (only this line's columns move).
        var previews: [Preview] = []
        for preview in scanner.previews.reversed() {
            let variable = "__dynamicsPreview_\(preview.line)"
            bytes.replaceSubrange(preview.start..<preview.start + 8, with: Self.previewDeclaration(line: preview.line))
            previews.insert(Preview(name: preview.name, variable: variable, line: preview.line), at: 0)
        }
        self.previews = previews
        // The @objc protocols made class-bound (only those lines' columns move), after the
        // previews' rewrites before them, and their optional requirements' defaults at the end.
        for insertion in objcProtocols.compactMap(\.insertion).sorted(by: { $0.offset > $1.offset }) {
            let shift = scanner.previews.filter { $0.start < insertion.offset }.reduce(0) { sum, preview in
                sum + Self.previewDeclaration(line: preview.line).count - 8
            }
            bytes.insert(contentsOf: Array(insertion.text.utf8), at: insertion.offset + shift)
        }
        for defaults in objcProtocols.compactMap(\.defaults) {
            bytes += Array(("\n" + defaults).utf8)
        }
        selectorSites = scanner.selectorSites
        let escaped = path.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"")
        text = "#sourceLocation(file: \"\(escaped)\", line: 1)\n" + String(decoding: bytes, as: UTF8.self)

        // Declarations, from the code tokens.
        let tokens = scanner.tokens
        var classes: [ClassDeclaration] = []
        var makeScene = false
        var references: [String: Int] = [:]
        var declared = Set<Int>()
        for (index, token) in tokens.enumerated() {
            guard token.kind == .identifier else { continue }
            let previous = index > 0 ? tokens[index - 1] : nil
            if token.text == "class", previous?.text != "import", index + 1 < tokens.count, tokens[index + 1].kind == .identifier,
               !Self.nonTypeKeywords.contains(tokens[index + 1].text) {
                let name = tokens[index + 1]
                declared.insert(index + 1)
                var cursor = index + 2
                let isGeneric = cursor < tokens.count && tokens[cursor].text == "<"
                if isGeneric {
                    var depth = 0
                    while cursor < tokens.count {
                        if tokens[cursor].text == "<" { depth += 1 }
                        if tokens[cursor].text == ">" { depth -= 1; if depth == 0 { cursor += 1; break } }
                        cursor += 1
                    }
                }
                var superclass: String?
                var inherits: [String] = []
                if cursor < tokens.count, tokens[cursor].text == ":" {
                    cursor += 1
                    // Each inherited name up to the body (or a `where`); a qualified name
                    // (UIKit.UIViewController) by its last component.
                    var current: String?
                    var angles = 0
                    while cursor < tokens.count, tokens[cursor].text != "{", tokens[cursor].text != "where" {
                        let token = tokens[cursor]
                        if token.text == "<" { angles += 1 } else if token.text == ">" { angles -= 1 }
                        if angles == 0, token.text == "," {
                            if let name = current { inherits.append(name) }
                            current = nil
                        } else if angles == 0, token.kind == .identifier {
                            current = token.text
                        }
                        cursor += 1
                    }
                    if let name = current { inherits.append(name) }
                    superclass = inherits.first
                }
                classes.append(ClassDeclaration(name: name.text, superclass: superclass, line: name.line, inherits: inherits, isGeneric: isGeneric))
            }
            if token.text == "makeScene", previous?.text == "func", token.depth == 0 {
                makeScene = true
                declared.insert(index)
            }
            if previous?.text == "extension" { declared.insert(index) }
        }
        for (index, token) in tokens.enumerated() where token.kind == .identifier && !declared.contains(index) {
            references[token.text, default: 0] += 1
        }
        let declarationKeywords: Set<String> = ["class", "struct", "enum", "protocol", "actor", "typealias", "func"]
        var names = Set<String>()
        var typeNames: [String] = []
        for (index, token) in tokens.enumerated().dropFirst() where token.kind == .identifier && token.depth == 0
            && declarationKeywords.contains(tokens[index - 1].text) && !Self.nonTypeKeywords.contains(token.text)
            // `import protocol Module.Name` imports a declaration; it declares nothing.
            && !(index >= 2 && tokens[index - 2].text == "import") {
            names.insert(token.text)
            if tokens[index - 1].text != "func", !typeNames.contains(token.text) { typeNames.append(token.text) }
        }
        topLevelNames = names
        topLevelTypeNames = typeNames
        self.classes = classes
        self.declaresMakeScene = makeScene
        var imports: [String] = []
        for (index, token) in tokens.enumerated() where token.text == "import" && token.depth == 0 && index + 1 < tokens.count {
            // `import struct Foo.Bar` names the module after the kind.
            var next = index + 1
            if ["struct", "class", "enum", "protocol", "typealias", "func", "var", "let"].contains(tokens[next].text) { next += 1 }
            if next < tokens.count, tokens[next].kind == .identifier { imports.append(tokens[next].text) }
        }
        // Its wrappers blanked, the file no longer imports SwiftUI.
        self.imports = swiftUI == nil ? imports : imports.filter { $0 != "SwiftUI" }
        self.references = references
        nearMisses = DelegateSignatures.nearMisses(in: tokens)
        wallClockFindings = WallClockCode.findings(in: tokens).map { ($0.line, $0.column, $0.message) }
    }
}

/// A lexer just good enough to tell Swift code from comments and string literals, and to list
/// the code's identifiers and punctuation with their brace depth.
struct SourceScanner {
    struct Token {
        enum Kind { case identifier, punctuation }
        let kind: Kind
        let text: String
        let line: Int
        /// 1-based, in bytes, as the compiler counts.
        let column: Int
        /// Braces open around the token.
        let depth: Int
        /// Where the token starts in the file's bytes (a backquoted identifier at its backquote).
        var offset = -1
    }

    let bytes: [UInt8]
    /// Optional requirements of the scene's own protocols, whose calls lose their `?` or `!`.
    var extraOptionalMethods: Set<String> = []
    private(set) var tokens: [Token] = []
    /// Byte ranges to turn into spaces.
    private(set) var blanked: [Range<Int>] = []
    /// Where each `#selector` starts.
    private(set) var selectors: [Int] = []
    /// Where each `#colorLiteral` or `#imageLiteral` starts.
    private(set) var literals: [Int] = []
    /// Bytes to overwrite, each with text of its own length.
    private(set) var rewrites: [(start: Int, text: [UInt8])] = []
    /// Each `#keyPath(…)` on one line: its bytes and the key path it names.
    private(set) var keyPaths: [(start: Int, end: Int, path: String)] = []
    /// Each top-level `#Preview`: where it starts, its line, and its name if it gives one
    /// (`#Preview("Name")`).
    private(set) var previews: [(start: Int, line: Int, name: String?)] = []
    /// Each `@IBOutlet`, `@IBAction` and `@IBInspectable`, with the index of the token after it.
    private(set) var interfaceAttributes: [(name: String, token: Int)] = []
    /// Every attribute in code (`@available`, `@discardableResult`…): its bytes from the `@` to
    /// the end of its name, its line, and the braces open around it.
    private(set) var attributes: [(start: Int, end: Int, line: Int, depth: Int)] = []
    /// Each `#selector`'s call site and method (see `TranslatedSource.selectorSites`).
    private(set) var selectorSites: [TranslatedSource.SelectorSite] = []

    private var index = 0
    private var line = 1
    private var lineStart = 0
    private var depth = 0

    init(_ bytes: [UInt8]) {
        self.bytes = bytes
    }

    private func byte(_ offset: Int = 0) -> UInt8? {
        index + offset < bytes.count ? bytes[index + offset] : nil
    }

    private static func isIdentifierByte(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: "_") || (byte >= 0x30 && byte <= 0x39) || (byte | 0x20 >= 0x61 && byte | 0x20 <= 0x7A) || byte >= 0x80
    }

    private func matches(_ text: String, at offset: Int) -> Bool {
        matches(Array(text.utf8), at: offset)
    }

    private func matches(_ pattern: [UInt8], at offset: Int) -> Bool {
        offset + pattern.count <= bytes.count && bytes[offset..<offset + pattern.count].elementsEqual(pattern)
    }

    /// What a string selector naming UIKit Dynamics' debug switch becomes.
    static let debugSelector = "Selector.setDebugEnabled"

    /// After `Selector` or `NSSelectorFromString` (at `start`): where `("setDebugEnabled:")` or
    /// `(("setDebugEnabled:"))` ends, when that follows on the same line (spaces allowed
    /// between its parts).
    private func debugSelectorEnd(after start: Int) -> Int? {
        var probe = start
        func skipSpaces() { while probe < bytes.count, bytes[probe] == UInt8(ascii: " ") { probe += 1 } }
        var parens = 0
        skipSpaces()
        while parens < 2, probe < bytes.count, bytes[probe] == UInt8(ascii: "(") {
            parens += 1
            probe += 1
            skipSpaces()
        }
        guard parens > 0, matches("\"setDebugEnabled:\"", at: probe) else { return nil }
        probe += 18
        for _ in 0..<parens {
            skipSpaces()
            guard probe < bytes.count, bytes[probe] == UInt8(ascii: ")") else { return nil }
            probe += 1
        }
        return probe
    }

    /// The `#keyPath(…)` starting at `start`, when its parentheses close on its line: the key
    /// path is its components after a leading type name (`CALayer.position`) or `self`.
    private func keyPath(at start: Int) -> (start: Int, end: Int, path: String)? {
        var probe = start + 8
        while probe < bytes.count, bytes[probe] == UInt8(ascii: " ") { probe += 1 }
        guard probe < bytes.count, bytes[probe] == UInt8(ascii: "(") else { return nil }
        let open = probe
        while probe < bytes.count, bytes[probe] != UInt8(ascii: ")") {
            guard bytes[probe] != UInt8(ascii: "\n"), probe == open || bytes[probe] != UInt8(ascii: "(") else { return nil }
            probe += 1
        }
        guard probe < bytes.count else { return nil }
        let argument = String(decoding: bytes[(open + 1)..<probe], as: UTF8.self).filter { !$0.isWhitespace }
        var components = argument.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
        guard !components.isEmpty, components.allSatisfy({ !$0.isEmpty && $0.utf8.allSatisfy(Self.isIdentifierByte) }) else { return nil }
        if components.count > 1, components[0] == "self" || components[0].first?.isUppercase == true { components.removeFirst() }
        return (start, probe + 1, components.joined(separator: "."))
    }

    /// Scans code until the end, or until the `)` that closes an interpolation.
    mutating func scan(untilInterpolationEnds: Bool = false) {
        var parens = 0
        while let current = byte() {
            switch current {
            case UInt8(ascii: "\n"):
                newLine()
                index += 1
            case UInt8(ascii: "/") where byte(1) == UInt8(ascii: "/"):
                while let next = byte(), next != UInt8(ascii: "\n") { index += 1 }
            case UInt8(ascii: "/") where byte(1) == UInt8(ascii: "*"):
                skipBlockComment()
            case UInt8(ascii: "\""):
                scanString(hashes: 0)
            case UInt8(ascii: "#"):
                var hashes = 0
                while byte(hashes) == UInt8(ascii: "#") { hashes += 1 }
                if byte(hashes) == UInt8(ascii: "\"") {
                    index += hashes
                    scanString(hashes: hashes)
                } else if matches("#selector", at: index), let after = bytes[safe: index + 9], !Self.isIdentifierByte(after) {
                    var probe = index + 9
                    while probe < bytes.count, bytes[probe] == UInt8(ascii: " ") { probe += 1 }
                    if probe < bytes.count, bytes[probe] == UInt8(ascii: "(") {
                        selectors.append(index)
                        if let method = selectorMethod(openingAt: probe) {
                            selectorSites.append(.init(line: line, column: column(of: probe), method: method))
                        }
                    }
                    tokens.append(Token(kind: .identifier, text: "Selector", line: line, column: column(of: index), depth: depth, offset: index))
                    index += 9
                } else if matches("#colorLiteral", at: index) || matches("#imageLiteral", at: index),
                          !(bytes[safe: index + 13].map(Self.isIdentifierByte) ?? false) {
                    literals.append(index)
                    let type = bytes[index + 1] == UInt8(ascii: "c") ? "UIColor" : "UIImage"
                    tokens.append(Token(kind: .identifier, text: type, line: line, column: column(of: index), depth: depth, offset: index))
                    index += 13
                } else if matches("#keyPath", at: index), !(bytes[safe: index + 8].map(Self.isIdentifierByte) ?? false),
                          let keyPath = keyPath(at: index) {
                    keyPaths.append(keyPath)
                    tokens.append(Token(kind: .punctuation, text: "\"" + keyPath.path + "\"", line: line, column: column(of: index), depth: depth, offset: index))
                    index = keyPath.end
                } else if depth == 0, matches("#Preview", at: index), !(bytes[safe: index + 8].map(Self.isIdentifierByte) ?? false) {
                    previews.append((index, line, previewName(after: index + 8)))
                    tokens.append(Token(kind: .identifier, text: "ScenePreview", line: line, column: column(of: index), depth: depth, offset: index))
                    index += 8
                } else {
                    index += 1
                }
            case UInt8(ascii: "@"):
                let start = index
                index += 1
                // `@ objc`: Swift takes the attribute with a warning about the space.
                var gap = index
                while gap < bytes.count, bytes[gap] == UInt8(ascii: " ") || bytes[gap] == UInt8(ascii: "\t") { gap += 1 }
                if gap > index, gap < bytes.count, Self.isIdentifierByte(bytes[gap]) { index = gap }
                let nameStart = index
                while let next = byte(), Self.isIdentifierByte(next) { index += 1 }
                let name = String(decoding: bytes[nameStart..<index], as: UTF8.self)
                if index > nameStart { attributes.append((start, index, line, depth)) }
                if ["IBOutlet", "IBAction", "IBInspectable", "objc"].contains(name) {
                    interfaceAttributes.append((name, tokens.count))
                }
                if TranslatedSource.blankedAttributes.contains(name) {
                    var end = index
                    if name == "objc", end < bytes.count, bytes[end] == UInt8(ascii: "(") {
                        while end < bytes.count, bytes[end] != UInt8(ascii: ")"), bytes[end] != UInt8(ascii: "\n") { end += 1 }
                        if end < bytes.count, bytes[end] == UInt8(ascii: ")") { end += 1 }
                        index = end
                    }
                    blanked.append(start..<end)
                }
            case _ where Self.isIdentifierByte(current):
                let start = index
                while let next = byte(), Self.isIdentifierByte(next) { index += 1 }
                if current >= 0x30 && current <= 0x39 { continue } // a number
                let name = String(decoding: bytes[start..<index], as: UTF8.self)
                if tokens.last?.text == ".", bytes[safe: start - 1] == UInt8(ascii: "."), let mark = byte(), mark == UInt8(ascii: "?") || mark == UInt8(ascii: "!") {
                    if byte(1) == UInt8(ascii: "("), OptionalRequirements.isOptionalMethod(name) || extraOptionalMethods.contains(name) {
                        // `delegate.collectionView?(…)`: the kit's requirement is not optional.
                        blanked.append(index..<index + 1)
                    } else if mark == UInt8(ascii: "!"), byte(1) == UInt8(ascii: "?"), OptionalRequirements.optionalProperties.contains(name) {
                        // `delegate?.window!?.rootViewController`: one optional fewer.
                        rewrites.append((index, Array("? ".utf8)))
                    }
                }
                if name == "main", bytes[safe: start - 1] == UInt8(ascii: "."), tokens.count >= 2, tokens[tokens.count - 1].text == ".",
                   tokens[tokens.count - 2].text == "Bundle" {
                    // `Bundle.main`: the scene's resources (the kit's `Bundle.here`), same length.
                    rewrites.append((start, Array("here".utf8)))
                }
                if name == "Selector" || name == "NSSelectorFromString", bytes[safe: start - 1] != UInt8(ascii: "."),
                   let end = debugSelectorEnd(after: index) {
                    // UIKit Dynamics' private debug switch by name: the kit's selector for it.
                    let text = Array(Self.debugSelector.utf8)
                    rewrites.append((start, text + Array(repeating: UInt8(ascii: " "), count: end - start - text.count)))
                }
                tokens.append(Token(kind: .identifier, text: name, line: line, column: column(of: start), depth: depth, offset: start))
            case UInt8(ascii: "`"):
                index += 1
                let start = index
                while let next = byte(), next != UInt8(ascii: "`"), next != UInt8(ascii: "\n") { index += 1 }
                tokens.append(Token(kind: .identifier, text: String(decoding: bytes[start..<index], as: UTF8.self), line: line, column: column(of: start), depth: depth, offset: start - 1))
                if byte() == UInt8(ascii: "`") { index += 1 }
            default:
                if current == UInt8(ascii: "{") { depth += 1 }
                if current == UInt8(ascii: "}") { depth = max(0, depth - 1) }
                if untilInterpolationEnds {
                    if current == UInt8(ascii: "(") { parens += 1 }
                    if current == UInt8(ascii: ")") {
                        if parens == 0 { index += 1; return }
                        parens -= 1
                    }
                }
                if current > 0x20 {
                    tokens.append(Token(kind: .punctuation, text: String(UnicodeScalar(current)), line: line, column: column(of: index), depth: depth, offset: index))
                }
                index += 1
            }
        }
    }

    /// At a newline byte (`index`): the next line starts after it.
    private mutating func newLine() {
        line += 1
        lineStart = index + 1
    }

    private func column(of offset: Int) -> Int { offset - lineStart + 1 }

    /// The string literal right after `#Preview(`, if that is how it starts.
    private func previewName(after start: Int) -> String? {
        var probe = start
        while probe < bytes.count, bytes[probe] == UInt8(ascii: " ") { probe += 1 }
        guard probe < bytes.count, bytes[probe] == UInt8(ascii: "(") else { return nil }
        probe += 1
        while probe < bytes.count, bytes[probe] == UInt8(ascii: " ") { probe += 1 }
        guard probe < bytes.count, bytes[probe] == UInt8(ascii: "\"") else { return nil }
        let open = probe + 1
        var end = open
        while end < bytes.count, bytes[end] != UInt8(ascii: "\""), bytes[end] != UInt8(ascii: "\n"), bytes[end] != UInt8(ascii: "\\") { end += 1 }
        guard end < bytes.count, bytes[end] == UInt8(ascii: "\"") else { return nil }
        return String(decoding: bytes[open..<end], as: UTF8.self)
    }

    /// The base name of the method a `#selector` whose `(` is at `open` names: the last
    /// identifier before the argument labels (`handlePan` in `self.handlePan(_:)`), or the
    /// whole argument for `getter:` and `setter:`; nil when the argument does not close on its line.
    private func selectorMethod(openingAt open: Int) -> String? {
        var end = open + 1, depth = 1
        while end < bytes.count, bytes[end] != UInt8(ascii: "\n") {
            if bytes[end] == UInt8(ascii: "(") { depth += 1 }
            if bytes[end] == UInt8(ascii: ")") { depth -= 1; if depth == 0 { break } }
            end += 1
        }
        guard end < bytes.count, bytes[end] == UInt8(ascii: ")") else { return nil }
        let argument = String(decoding: bytes[open + 1..<end], as: UTF8.self).filter { !$0.isWhitespace }
        if argument.hasPrefix("getter:") || argument.hasPrefix("setter:") { return argument }
        let reference = argument.prefix { $0 != "(" }
        let method = reference.split(separator: ".").last.map(String.init) ?? ""
        return method.isEmpty ? nil : method
    }

    private mutating func skipBlockComment() {
        var nesting = 0
        while let current = byte() {
            if current == UInt8(ascii: "/"), byte(1) == UInt8(ascii: "*") {
                nesting += 1
                index += 2
            } else if current == UInt8(ascii: "*"), byte(1) == UInt8(ascii: "/") {
                nesting -= 1
                index += 2
                if nesting == 0 { return }
            } else {
                if current == UInt8(ascii: "\n") { newLine() }
                index += 1
            }
        }
    }

    /// At the opening quote of a string with `hashes` leading `#`s; ends after its closing
    /// delimiter. Interpolations are scanned as code.
    private mutating func scanString(hashes: Int) {
        let multiline = matches("\"\"\"", at: index)
        index += multiline ? 3 : 1
        let closing = Array((multiline ? "\"\"\"" : "\"").utf8) + Array(repeating: UInt8(ascii: "#"), count: hashes)
        while let current = byte() {
            if current == UInt8(ascii: "\\") {
                var escapeHashes = 0
                while byte(1 + escapeHashes) == UInt8(ascii: "#") { escapeHashes += 1 }
                if escapeHashes == hashes {
                    index += 1 + hashes
                    if byte() == UInt8(ascii: "(") {
                        index += 1
                        scan(untilInterpolationEnds: true)
                    } else if byte() != nil {
                        if byte() == UInt8(ascii: "\n") { newLine() }
                        index += 1
                    }
                    continue
                }
            }
            if current == UInt8(ascii: "\n") {
                newLine()
                if !multiline { index += 1; return } // unterminated: let the compiler say so
            }
            if matches(closing, at: index) {
                index += closing.count
                return
            }
            index += 1
        }
    }
}

extension Array {
    subscript(safe index: Int) -> Element? { indices.contains(index) ? self[index] : nil }
}
