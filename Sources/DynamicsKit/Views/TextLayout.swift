import Foundation

/// How a label aligns its lines.
public enum NSTextAlignment: Int, Sendable {
    case left = 0
    case center = 1
    case right = 2
    /// Drawn as `.left`.
    case justified = 3
    /// Left to right here: `.left`.
    case natural = 4
}

/// What a label does with text longer than its lines.
/// How a label that shrinks its text places it vertically (UIKit's cases).
public enum UIBaselineAdjustment: Int, Sendable {
    case alignBaselines, alignCenters, none
}

public enum NSLineBreakMode: Int, Sendable {
    /// Wraps at word boundaries; a word wider than the line breaks between characters.
    case byWordWrapping = 0
    /// Wraps between characters.
    case byCharWrapping = 1
    /// Cuts the last line at the edge.
    case byClipping = 2
    /// Ends the last line with "…" where it is cut.
    case byTruncatingHead = 3
    case byTruncatingTail = 4
    case byTruncatingMiddle = 5
}

/// Lines of text placed in a rectangle: what a label shows and the renderer draws. Coordinates
/// are the label's bounds coordinates.
public struct TextLayout: Equatable {
    public struct Line: Equatable {
        /// The characters of the line, without control characters.
        public var text: String
        /// The left end of the line's baseline.
        public var origin: CGPoint
        public var width: CGFloat
    }

    public var font: UIFont
    public var color: UIColor
    public var lines: [Line]
    /// Points added after each character (an attributed string's `.kern`); 0 for plain text.
    public var kern: CGFloat = 0

    /// How far past its box a line may run before it wraps or truncates, as a share of the
    /// box's width. Liberation Sans sets text within a few per cent of San Francisco's width,
    /// either way; a label Interface Builder sized to its text in San Francisco should hold it
    /// here too. Measured over 934 labels with fixed frames in public storyboards: where the
    /// frame was sized to the text, Liberation Sans ran past it in 85, by more than 2 % in 39,
    /// by more than 3 % in 20 (docs/FIDELITY.md).
    public static let overflowAllowance: CGFloat = 0.03

    /// Where text laid out in `bounds` may draw: `bounds` widened on each side by the
    /// allowance, so a line that runs past the box within it is not cut.
    public static func clipRect(for bounds: CGRect) -> CGRect {
        bounds.insetBy(dx: -bounds.width * overflowAllowance, dy: 0)
    }

    /// The smallest rectangle holding every line, from the top of the first to the bottom of the
    /// last (ascender to descender plus leading); `.zero` without lines.
    public var usedRect: CGRect {
        guard let first = lines.first else { return .zero }
        let minX = lines.map(\.origin.x).min()!
        let maxX = lines.map { $0.origin.x + $0.width }.max()!
        let top = first.origin.y - font.ascender
        return CGRect(x: minX, y: top, width: maxX - minX, height: CGFloat(lines.count) * font.lineHeight)
    }
}

extension TextLayout {
    /// `texts` as lines one under the other from `top`, each aligned in `rect`'s width: what a
    /// label, a text layer and a string drawn in code show.
    init(font: UIFont, color: UIColor, texts: [String], in rect: CGRect, top: CGFloat, alignment: NSTextAlignment) {
        self.init(font: font, color: color, lines: texts.enumerated().map { index, text in
            let width = font.width(of: text)
            let x: CGFloat
            switch alignment {
            case .center: x = rect.midX - width / 2
            case .right: x = rect.maxX - width
            case .left, .justified, .natural: x = rect.minX
            }
            let baseline = top + CGFloat(index) * font.lineHeight + font.ascender
            return Line(text: text, origin: CGPoint(x: x, y: baseline), width: width)
        })
    }
}

/// Breaks text into lines, as a label does.
struct LineBreaker {
    let font: UIFont
    /// 0 for no limit.
    let maximumLines: Int
    let mode: NSLineBreakMode

    private static let ellipsis = "\u{2026}"

    /// The lines of `text` within `width` (infinite for no limit), each allowed to run past it
    /// by `TextLayout.overflowAllowance`.
    func lines(of text: String, width box: CGFloat) -> [String] {
        guard !text.isEmpty else { return [] }
        let width = box.isFinite ? box * (1 + TextLayout.overflowAllowance) : box
        var lines: [String] = []
        var isCut = false
        paragraphs: for paragraph in text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline) {
            let visible = String(paragraph.filter { !$0.unicodeScalars.allSatisfy { $0.properties.generalCategory == .control } })
            for line in maximumLines == 1 ? [visible] : wrap(visible, width: width) {
                if maximumLines > 0, lines.count == maximumLines {
                    isCut = true
                    break paragraphs
                }
                lines.append(line)
            }
        }
        guard let last = lines.last else { return [] }
        if isCut || font.width(of: last) > width {
            lines[lines.count - 1] = truncated(last, width: width, forceEllipsis: isCut)
        }
        return lines
    }

    /// Greedy wrapping: as many words as fit on each line, spaces at a break dropped.
    private func wrap(_ paragraph: String, width: CGFloat) -> [String] {
        guard width.isFinite, font.width(of: paragraph) > width else { return [paragraph] }
        var lines: [String] = []
        var line = ""
        let pieces = mode == .byCharWrapping ? paragraph.map { String($0) } : words(of: paragraph)
        for piece in pieces {
            if font.width(of: (line + piece).trailingSpacesRemoved) <= width {
                line += piece
                continue
            }
            if !line.isEmpty {
                lines.append(line.trailingSpacesRemoved)
                line = ""
            }
            // The piece starts a new line; one wider than a line breaks between characters.
            for character in piece {
                if !line.isEmpty, font.width(of: (line + String(character)).trailingSpacesRemoved) > width {
                    lines.append(line.trailingSpacesRemoved)
                    line = ""
                }
                line.append(character)
            }
        }
        if !line.isEmpty { lines.append(line.trailingSpacesRemoved) }
        return lines
    }

    /// Words with the spaces that follow them.
    private func words(of text: String) -> [String] {
        var words: [String] = []
        var current = ""
        for character in text {
            if character != " ", current.last == " " {
                words.append(current)
                current = ""
            }
            current.append(character)
        }
        if !current.isEmpty { words.append(current) }
        return words
    }

    /// The last line cut to `width`: at a character for the wrapping modes, not at all for
    /// clipping (the label's edge cuts it), with "…" where the truncating modes say.
    private func truncated(_ line: String, width: CGFloat, forceEllipsis: Bool) -> String {
        var characters = Array(line.trailingSpacesRemoved)
        func fits(extra: CGFloat) -> Bool { font.width(of: String(characters)) + extra <= width }
        switch mode {
        case .byClipping:
            return line
        case .byWordWrapping, .byCharWrapping:
            while !characters.isEmpty, !fits(extra: 0) { characters.removeLast() }
            return String(characters)
        case .byTruncatingHead, .byTruncatingMiddle, .byTruncatingTail:
            guard forceEllipsis || !fits(extra: 0) else { return line }
            let ellipsisWidth = font.width(of: Self.ellipsis)
            while !characters.isEmpty, !fits(extra: ellipsisWidth) {
                switch mode {
                case .byTruncatingHead: characters.removeFirst()
                case .byTruncatingMiddle: characters.remove(at: characters.count / 2)
                default: characters.removeLast()
                }
            }
            switch mode {
            case .byTruncatingHead:
                return Self.ellipsis + String(characters)
            case .byTruncatingMiddle:
                let half = (characters.count + 1) / 2
                return String(characters[..<half]) + Self.ellipsis + String(characters[half...])
            default:
                return String(characters).trailingSpacesRemoved + Self.ellipsis
            }
        }
    }
}

extension String {
    var trailingSpacesRemoved: String {
        var result = self
        while result.last == " " { result.removeLast() }
        return result
    }
}
