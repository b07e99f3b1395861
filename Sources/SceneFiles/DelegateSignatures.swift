import Foundation

/// Finds methods meant for one of UIKit's optional delegate methods that differ from it — a
/// label or a type (`identifier: String?` for `NSCopying?`), or a typo in the name. Such a
/// method compiles (the protocol's requirement has a default) and is never called; on iOS the
/// Objective-C runtime would have called it or the compiler would have warned. Swift warns
/// only when the method sits in the extension that declares the conformance; this check
/// covers class bodies too.
public enum DelegateSignatures {
    /// UIKit's optional methods of the protocols the kit declares, as `name(label: Type, …)`.
    public static let requirements: [String: [String]] = [
        "UICollisionBehaviorDelegate": [
            "collisionBehavior(_: UICollisionBehavior, beganContactFor: UIDynamicItem, with: UIDynamicItem, at: CGPoint)",
            "collisionBehavior(_: UICollisionBehavior, endedContactFor: UIDynamicItem, with: UIDynamicItem)",
            "collisionBehavior(_: UICollisionBehavior, beganContactFor: UIDynamicItem, withBoundaryIdentifier: NSCopying?, at: CGPoint)",
            "collisionBehavior(_: UICollisionBehavior, endedContactFor: UIDynamicItem, withBoundaryIdentifier: NSCopying?)",
        ],
        "UIDynamicAnimatorDelegate": [
            "dynamicAnimatorDidPause(_: UIDynamicAnimator)",
            "dynamicAnimatorWillResume(_: UIDynamicAnimator)",
        ],
        "UIPickerViewDelegate": [
            "pickerView(_: UIPickerView, widthForComponent: Int)",
            "pickerView(_: UIPickerView, rowHeightForComponent: Int)",
            "pickerView(_: UIPickerView, titleForRow: Int, forComponent: Int)",
            "pickerView(_: UIPickerView, attributedTitleForRow: Int, forComponent: Int)",
            "pickerView(_: UIPickerView, viewForRow: Int, forComponent: Int, reusing: UIView?)",
            "pickerView(_: UIPickerView, didSelectRow: Int, inComponent: Int)",
        ],
        "UIViewControllerTransitioningDelegate": [
            "animationController(forPresented: UIViewController, presenting: UIViewController, source: UIViewController)",
            "animationController(forDismissed: UIViewController)",
            "interactionControllerForPresentation(using: UIViewControllerAnimatedTransitioning)",
            "interactionControllerForDismissal(using: UIViewControllerAnimatedTransitioning)",
        ],
        "UIViewControllerAnimatedTransitioning": [
            "animationEnded(_: Bool)",
            "interruptibleAnimator(using: UIViewControllerContextTransitioning)",
        ],
    ]

    /// The table, parsed once.
    private static let parsedRequirements: [String: [Signature]] = requirements.mapValues { $0.map(Signature.init) }

    /// A method's name and parameters, normalized.
    struct Signature: Equatable {
        let base: String
        let labels: [String]
        let types: [String]

        var name: String { "\(base)(\(labels.map { "\($0):" }.joined()))" }
        var text: String { "\(base)(\(zip(labels, types).map { "\($0): \($1)" }.joined(separator: ", ")))" }

        init(base: String, labels: [String], types: [String]) {
            self.base = base
            self.labels = labels
            self.types = types.map(Self.normalized)
        }

        /// Parses the table's `name(label: Type, …)`.
        init(_ text: String) {
            let open = text.firstIndex(of: "(")!
            let parameters = text[text.index(after: open)..<text.index(before: text.endIndex)]
            var labels: [String] = [], types: [String] = []
            for parameter in parameters.split(separator: ",") {
                let parts = parameter.split(separator: ":", maxSplits: 1)
                labels.append(parts[0].trimmingCharacters(in: .whitespaces))
                types.append(String(parts[1]))
            }
            self.init(base: String(text[..<open]), labels: labels, types: types)
        }

        /// `any UIDynamicItem` and `UIDynamicItem`, `Optional<T>`, `T!` and `T?`, `UIKit.T` and `T`.
        static func normalized(_ type: String) -> String {
            var text = type.replacingOccurrences(of: " ", with: "")
            for prefix in ["any", "some", "inout", "__owned", "borrowing", "consuming"] where text.hasPrefix(prefix) && text.count > prefix.count {
                let rest = text.dropFirst(prefix.count)
                if let first = rest.first, first.isUppercase { text = String(rest) }
            }
            text = text.replacingOccurrences(of: "UIKit.", with: "").replacingOccurrences(of: "Foundation.", with: "")
            if text.hasPrefix("Optional<"), text.hasSuffix(">") { text = String(text.dropFirst(9).dropLast()) + "?" }
            if text.hasSuffix("!") { text = String(text.dropLast()) + "?" }
            return text
        }
    }

    /// A method that nearly matches `requirement` of `protocol`, at the user's line and column.
    public struct Finding: Equatable {
        public let line: Int
        public let column: Int
        public let method: String
        public let requirement: String
        public let `protocol`: String
    }

    /// The methods each type (class, struct, enum, protocol, extension) in `source` declares,
    /// as `name(label: Type, …)` with types normalized.
    public static func methods(in source: String) -> [String: [String]] {
        var scanner = SourceScanner(Array(source.utf8))
        scanner.scan()
        var result: [String: [String]] = [:]
        for method in declarations(in: scanner.tokens).methods {
            result[method.type, default: []].append(method.signature.text)
        }
        return result
    }

    /// Methods of types conforming to a table protocol that nearly match one of its methods.
    static func nearMisses(in tokens: [SourceScanner.Token]) -> [Finding] {
        let (conformances, methods) = declarations(in: tokens)
        var findings: [Finding] = []
        for method in methods {
            let protocols = (conformances[method.type] ?? []).filter { requirements[$0] != nil }
            let candidates = protocols.flatMap { name in parsedRequirements[name]!.map { (name, $0) } }
            guard !candidates.isEmpty, !candidates.contains(where: { $0.1 == method.signature }) else { continue }
            let near = candidates.first { _, requirement in
                (requirement.base == method.signature.base && requirement.labels == method.signature.labels)
                    || editDistance(requirement.name, method.signature.name) <= 3
            }
            if let (name, requirement) = near {
                findings.append(Finding(line: method.line, column: method.column, method: method.signature.text,
                                        requirement: requirement.text, protocol: name))
            }
        }
        return findings
    }


    typealias Method = (type: String, signature: Signature, line: Int, column: Int)

    /// Each type's inherited types, and the methods declared directly in its bodies.
    private static func declarations(in tokens: [SourceScanner.Token]) -> (conformances: [String: [String]], methods: [Method]) {
        var conformances: [String: [String]] = [:]
        var methods: [Method] = []
        var index = 0
        while index < tokens.count {
            let token = tokens[index]
            guard token.kind == .identifier, ["class", "extension", "struct", "enum", "protocol"].contains(token.text),
                  index + 1 < tokens.count, tokens[index + 1].kind == .identifier,
                  index == 0 || tokens[index - 1].text != "." else {
                index += 1
                continue
            }
            let type = tokens[index + 1].text
            var cursor = index + 2
            var inherited: [String] = []
            var angle = 0
            var afterColon = false
            while cursor < tokens.count, tokens[cursor].text != "{" {
                let text = tokens[cursor].text
                if text == "<" { angle += 1 } else if text == ">" { angle -= 1 }
                if text == "where" { afterColon = false }
                if angle == 0 {
                    if text == ":" { afterColon = true }
                    if afterColon, tokens[cursor].kind == .identifier,
                       cursor + 1 < tokens.count, tokens[cursor + 1].text != "." {
                        inherited.append(text)
                    }
                }
                cursor += 1
            }
            guard cursor < tokens.count else { break }
            conformances[type, default: []] += inherited
            let bodyDepth = tokens[cursor].depth
            cursor += 1
            while cursor < tokens.count, !(tokens[cursor].text == "}" && tokens[cursor].depth < bodyDepth) {
                if tokens[cursor].text == "func", tokens[cursor].depth == bodyDepth,
                   let (signature, nameToken) = parseFunction(tokens, at: cursor) {
                    methods.append((type, signature, nameToken.line, nameToken.column))
                }
                cursor += 1
            }
            index += 2
        }
        return (conformances, methods)
    }

    /// The signature of the `func` at `index`, and its name token.
    private static func parseFunction(_ tokens: [SourceScanner.Token], at index: Int) -> (Signature, SourceScanner.Token)? {
        guard index + 1 < tokens.count, tokens[index + 1].kind == .identifier else { return nil }
        let name = tokens[index + 1]
        var cursor = index + 2
        if cursor < tokens.count, tokens[cursor].text == "<" {
            var angle = 0
            repeat {
                if tokens[cursor].text == "<" { angle += 1 }
                if tokens[cursor].text == ">" { angle -= 1 }
                cursor += 1
            } while cursor < tokens.count && angle > 0
        }
        guard cursor < tokens.count, tokens[cursor].text == "(" else { return nil }
        cursor += 1
        var labels: [String] = [], types: [String] = []
        var current: [SourceScanner.Token] = []
        var nesting = 0
        func finishParameter() {
            guard let colon = current.firstIndex(where: { $0.text == ":" }) else { return }
            let names = current[..<colon].filter { $0.kind == .identifier }
            labels.append(names.first?.text ?? "_")
            var typeTokens = current[(colon + 1)...].prefix { $0.text != "=" }
            if let first = typeTokens.first, ["any", "some", "inout"].contains(first.text) { typeTokens = typeTokens.dropFirst() }
            types.append(typeTokens.map(\.text).joined())
        }
        while cursor < tokens.count {
            let text = tokens[cursor].text
            if nesting == 0, text == ")" { finishParameter(); break }
            if nesting == 0, text == "," { finishParameter(); current = []; cursor += 1; continue }
            if text == "(" || text == "[" || text == "<" { nesting += 1 }
            if text == ")" || text == "]" || text == ">" { nesting -= 1 }
            current.append(tokens[cursor])
            cursor += 1
        }
        return (Signature(base: name.text, labels: labels, types: types), name)
    }

    static func editDistance(_ a: String, _ b: String) -> Int {
        let a = Array(a.utf8), b = Array(b.utf8)
        var previous = Array(0...b.count)
        for i in 1...max(1, a.count) where !a.isEmpty {
            var row = [i] + Array(repeating: 0, count: b.count)
            for j in 1...max(1, b.count) where !b.isEmpty {
                row[j] = min(previous[j] + 1, row[j - 1] + 1, previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1))
            }
            previous = row
        }
        return a.isEmpty ? b.count : previous[b.count]
    }
}
