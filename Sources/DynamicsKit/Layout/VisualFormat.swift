import Foundation

// Auto Layout's visual format language, as UIKit's `constraints(withVisualFormat:…)`: the
// grammar of Apple's Auto Layout Guide ("Visual Format Syntax"), parsed here into the same
// constraints UIKit makes. `|` is the superview; `-` alone is the standard space (8 pt between
// views, 20 pt to the superview's edge); views side by side (`[a][b]`) touch; a predicate is
// `(==|<=|>=)?(number|metric|view)(@priority)?`. A format UIKit would refuse stops with its
// reason, as UIKit raises an exception.

extension NSLayoutConstraint {
    /// What `constraints(withVisualFormat:…)` also does: align every view of the format on an
    /// attribute across the format's direction, and which way horizontal formats read.
    /// Raw values are UIKit's.
    public struct FormatOptions: OptionSet, Sendable, Hashable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }

        public static let alignAllLeft = FormatOptions(rawValue: 1 << 1)
        public static let alignAllRight = FormatOptions(rawValue: 1 << 2)
        public static let alignAllTop = FormatOptions(rawValue: 1 << 3)
        public static let alignAllBottom = FormatOptions(rawValue: 1 << 4)
        public static let alignAllLeading = FormatOptions(rawValue: 1 << 5)
        public static let alignAllTrailing = FormatOptions(rawValue: 1 << 6)
        public static let alignAllCenterX = FormatOptions(rawValue: 1 << 9)
        public static let alignAllCenterY = FormatOptions(rawValue: 1 << 10)
        public static let alignAllLastBaseline = FormatOptions(rawValue: 1 << 11)
        public static let alignAllFirstBaseline = FormatOptions(rawValue: 1 << 12)
        @available(*, deprecated, renamed: "alignAllLastBaseline")
        public static let alignAllBaseline = FormatOptions(rawValue: 1 << 11)
        public static let alignmentMask = FormatOptions(rawValue: 0xFFFF)
        public static let directionLeadingToTrailing = FormatOptions(rawValue: 0 << 16)
        public static let directionLeftToRight = FormatOptions(rawValue: 1 << 16)
        public static let directionRightToLeft = FormatOptions(rawValue: 2 << 16)
        public static let directionMask = FormatOptions(rawValue: 0x3 << 16)
        public static let spacingEdgeToEdge = FormatOptions(rawValue: 0 << 19)
        public static let spacingBaselineToBaseline = FormatOptions(rawValue: 1 << 19)
        public static let spacingMask = FormatOptions(rawValue: 0x1 << 19)
    }

    /// The constraints `format` describes (not active), in the order it names them: each
    /// view's own size predicates, the spaces between neighbours, then the alignments
    /// `opts` asks for.
    public class func constraints(
        withVisualFormat format: String, options opts: FormatOptions = [], metrics: [String: Any]?, views: [String: Any]
    ) -> [NSLayoutConstraint] {
        do {
            var parser = VisualFormatParser(format: format, metrics: metrics ?? [:], views: views)
            return try parser.constraints(options: opts)
        } catch let error as VisualFormatParser.Failure {
            fatalError("Unable to parse constraint format: \(error.reason)\n\(format)")
        } catch {
            fatalError("\(error)")
        }
    }
}

/// One visual format string read left to right (Layout/VisualFormat.swift).
struct VisualFormatParser {
    struct Failure: Error { let reason: String }

    /// `==`, `<=` or `>=` something, at a priority.
    private struct Predicate {
        var relation: NSLayoutConstraint.Relation = .equal
        var constant: CGFloat = 0
        var view: UIView?
        var priority: UILayoutPriority = .required
    }

    private enum Item {
        case superview
        case view(UIView, [Predicate])
    }

    private enum Connection {
        /// `[a][b]`: touching.
        case none
        /// `-` alone.
        case standard
        case predicates([Predicate])
    }

    static let standardSpacing: CGFloat = 8
    static let standardSuperviewSpacing: CGFloat = 20

    private let characters: [Character]
    private var position = 0
    private let metrics: [String: Any]
    private let views: [String: Any]

    init(format: String, metrics: [String: Any], views: [String: Any]) {
        characters = Array(format.filter { !$0.isWhitespace })
        self.metrics = metrics
        self.views = views
    }

    mutating func constraints(options: NSLayoutConstraint.FormatOptions) throws -> [NSLayoutConstraint] {
        var vertical = false
        if characters.count >= 2, characters[1] == ":" {
            guard characters[0] == "H" || characters[0] == "V" else { throw Failure(reason: "Expected 'H' or 'V' before ':'") }
            vertical = characters[0] == "V"
            position = 2
        }
        var items: [Item] = []
        var connections: [Connection] = []
        if peek == "|" {
            position += 1
            items.append(.superview)
        }
        while position < characters.count {
            if !items.isEmpty { connections.append(try connection()) }
            if peek == "[" {
                items.append(try view())
            } else if peek == "|" {
                guard !items.isEmpty else { throw Failure(reason: "Expected a view") }
                position += 1
                items.append(.superview)
                guard position == characters.count else { throw Failure(reason: "'|' may only start or end a format") }
            } else {
                throw Failure(reason: "Expected a view at \(position)")
            }
        }
        guard items.contains(where: { if case .view = $0 { return true } else { return false } }) else {
            throw Failure(reason: "Expected a view")
        }

        let leadingEdge: NSLayoutConstraint.Attribute, trailingEdge: NSLayoutConstraint.Attribute, size: NSLayoutConstraint.Attribute
        if vertical {
            (leadingEdge, trailingEdge, size) = (.top, .bottom, .height)
        } else if options.intersection(.directionMask) == .directionLeftToRight {
            (leadingEdge, trailingEdge, size) = (.left, .right, .width)
        } else {
            (leadingEdge, trailingEdge, size) = (.leading, .trailing, .width)
        }
        let formatViews: [UIView] = items.compactMap { if case let .view(view, _) = $0 { return view } else { return nil } }
        var made: [NSLayoutConstraint] = []
        func make(_ first: UIView, _ firstAttribute: NSLayoutConstraint.Attribute, _ predicate: Predicate,
                  _ second: UIView?, _ secondAttribute: NSLayoutConstraint.Attribute) {
            let constraint = NSLayoutConstraint(
                item: first, attribute: firstAttribute, relatedBy: predicate.relation, toItem: second,
                attribute: second == nil ? .notAnAttribute : secondAttribute, multiplier: 1, constant: predicate.constant)
            constraint.priority = predicate.priority
            made.append(constraint)
        }
        for item in items {
            guard case let .view(view, predicates) = item else { continue }
            for predicate in predicates {
                if let other = predicate.view {
                    var relative = predicate
                    relative.constant = 0
                    make(view, size, relative, other, size)
                } else {
                    make(view, size, predicate, nil, .notAnAttribute)
                }
            }
        }
        func superview(of view: UIView) throws -> UIView {
            guard let superview = view.superview else {
                throw Failure(reason: "Unable to interpret '|' character, because the related view doesn't have a superview")
            }
            return superview
        }
        for (index, connection) in connections.enumerated() {
            let left = items[index], right = items[index + 1]
            let toSuperview: Bool
            if case .superview = left { toSuperview = true } else if case .superview = right { toSuperview = true } else { toSuperview = false }
            let predicates: [Predicate]
            switch connection {
            case .none: predicates = [Predicate()]
            case .standard: predicates = [Predicate(constant: toSuperview ? Self.standardSuperviewSpacing : Self.standardSpacing)]
            case let .predicates(list): predicates = list
            }
            for predicate in predicates {
                switch (left, right) {
                case let (.superview, .view(view, _)):
                    make(view, leadingEdge, predicate, try superview(of: view), leadingEdge)
                case let (.view(view, _), .superview):
                    make(try superview(of: view), trailingEdge, predicate, view, trailingEdge)
                case let (.view(first, _), .view(second, _)):
                    make(second, leadingEdge, predicate, first, trailingEdge)
                default:
                    throw Failure(reason: "Expected a view between two '|'")
                }
            }
        }
        let alignments: [(NSLayoutConstraint.FormatOptions, NSLayoutConstraint.Attribute)] = [
            (.alignAllLeft, .left), (.alignAllRight, .right), (.alignAllTop, .top), (.alignAllBottom, .bottom),
            (.alignAllLeading, .leading), (.alignAllTrailing, .trailing), (.alignAllCenterX, .centerX),
            (.alignAllCenterY, .centerY), (.alignAllLastBaseline, .lastBaseline), (.alignAllFirstBaseline, .firstBaseline),
        ]
        for (option, attribute) in alignments where options.contains(option) {
            let horizontalAttribute = [.left, .right, .leading, .trailing, .centerX].contains(attribute)
            guard horizontalAttribute == vertical else {
                throw Failure(reason: "Options mask required views to be aligned on a horizontal edge, which is not allowed for layout that is also horizontal.")
            }
            for (previous, view) in zip(formatViews, formatViews.dropFirst()) {
                make(view, attribute, Predicate(), previous, attribute)
            }
        }
        return made
    }

    private var peek: Character? { position < characters.count ? characters[position] : nil }

    /// `-…-`, `-` alone before a view or `|`, or nothing.
    private mutating func connection() throws -> Connection {
        guard peek == "-" else { return .none }
        position += 1
        if peek == "[" || peek == "|" { return .standard }
        let predicates = try predicateList()
        guard peek == "-" else { throw Failure(reason: "Expected '-' after a spacing at \(position)") }
        position += 1
        return .predicates(predicates)
    }

    /// `[name]` or `[name(predicates)]`.
    private mutating func view() throws -> Item {
        position += 1
        let name = identifier()
        guard let view = views[name] as? UIView else {
            throw Failure(reason: name.isEmpty ? "Expected a view name at \(position)" : "\(name) is not a key in the views dictionary.")
        }
        var predicates: [Predicate] = []
        if peek == "(" { predicates = try predicateList() }
        guard peek == "]" else { throw Failure(reason: "Expected ']' at \(position)") }
        position += 1
        return .view(view, predicates)
    }

    /// A simple predicate (a metric or a number) or a parenthesized list.
    private mutating func predicateList() throws -> [Predicate] {
        guard peek == "(" else { return [Predicate(constant: try constant())] }
        position += 1
        var list: [Predicate] = []
        while true {
            list.append(try predicate())
            if peek == "," {
                position += 1
                continue
            }
            guard peek == ")" else { throw Failure(reason: "Expected ')' or ',' at \(position)") }
            position += 1
            return list
        }
    }

    private mutating func predicate() throws -> Predicate {
        var predicate = Predicate()
        let rest = String(characters[position..<min(position + 2, characters.count)])
        switch rest {
        case "==": predicate.relation = .equal
        case "<=": predicate.relation = .lessThanOrEqual
        case ">=": predicate.relation = .greaterThanOrEqual
        default: break
        }
        if ["==", "<=", ">="].contains(rest) { position += 2 }
        if let first = peek, first.isLetter || first == "_" {
            let name = identifier()
            if let view = views[name] as? UIView {
                predicate.view = view
            } else if let value = metric(name) {
                predicate.constant = value
            } else {
                throw Failure(reason: "\(name) is not a key in the views or metrics dictionaries.")
            }
        } else {
            predicate.constant = try number()
        }
        if peek == "@" {
            position += 1
            predicate.priority = UILayoutPriority(Float(try constant()))
        }
        return predicate
    }

    /// A metric's name or a number.
    private mutating func constant() throws -> CGFloat {
        if let first = peek, first.isLetter || first == "_" {
            let name = identifier()
            guard let value = metric(name) else { throw Failure(reason: "\(name) is not a key in the metrics dictionary.") }
            return value
        }
        return try number()
    }

    private mutating func number() throws -> CGFloat {
        let start = position
        if peek == "-" || peek == "+" { position += 1 }
        while let character = peek, character.isNumber || character == "." { position += 1 }
        guard let value = Double(String(characters[start..<position])) else { throw Failure(reason: "Expected a number at \(start)") }
        return CGFloat(value)
    }

    private mutating func identifier() -> String {
        let start = position
        while let character = peek, character.isLetter || character.isNumber || character == "_" { position += 1 }
        return String(characters[start..<position])
    }

    private func metric(_ name: String) -> CGFloat? {
        switch metrics[name] {
        case let value as CGFloat: return value
        case let value as Double: return CGFloat(value)
        case let value as Float: return CGFloat(value)
        case let value as Int: return CGFloat(value)
        case let value as NSNumber: return CGFloat(value.doubleValue)
        default: return nil
        }
    }
}
