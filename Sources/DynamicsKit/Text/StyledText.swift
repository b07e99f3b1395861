import Foundation

/// Text as drawing sees it: runs of one font and one colour, and a paragraph style (the first
/// character's: it applies to the whole text). A string drawn with attributes is one run; an
/// attributed string has a run wherever its font or colour changes.
struct StyledText {
    struct Run: Equatable {
        var text: String
        var font: UIFont
        var color: UIColor
        /// Points added after each character (`.kern`).
        var kern: CGFloat = 0
    }

    /// The `.kern` of `attributes` (any kind of number; a non-finite one is none), else 0.
    static func kern(in attributes: [NSAttributedString.Key: Any]) -> CGFloat {
        let value: CGFloat
        switch attributes[.kern] {
        case let number as CGFloat: value = number
        case let number as Double: value = CGFloat(number)
        case let number as Int: value = CGFloat(number)
        case let number as Float: value = CGFloat(number)
        case let number as NSNumber: value = CGFloat(number.doubleValue)
        default: value = 0
        }
        return value.isFinite ? value : 0
    }

    /// `text`'s width in `font` with `kern` points after each character.
    static func width(of text: String, _ font: UIFont, kern: CGFloat) -> CGFloat {
        font.width(of: text) + (kern == 0 ? 0 : kern * CGFloat(text.count))
    }

    /// One laid-out line: its pieces from left to right, each in one font and colour.
    struct Line {
        struct Piece {
            var text: String
            var font: UIFont
            var color: UIColor
            var width: CGFloat
            var kern: CGFloat = 0
        }
        var pieces: [Piece]
        var width: CGFloat { pieces.reduce(0) { $0 + $1.width } }
        var ascender: CGFloat
        var height: CGFloat
    }

    /// UIKit's defaults for text drawn without a font or colour: Helvetica 12 pt (the system
    /// font here), black.
    static let defaultFont = UIFont.systemFont(ofSize: 12)

    var runs: [Run]
    var paragraph: NSParagraphStyle.Values

    init(runs: [Run], paragraph: NSParagraphStyle.Values) {
        self.runs = runs
        self.paragraph = paragraph
    }

    /// `string` in one run of the attributes' font and colour.
    init(_ string: String, attributes: [NSAttributedString.Key: Any]?, font: UIFont = defaultFont, color: UIColor = .black) {
        let paragraph = (attributes?[.paragraphStyle] as? NSParagraphStyle)?.values ?? NSParagraphStyle.Values()
        self.init(runs: [Run(text: string, font: attributes?[.font] as? UIFont ?? font, color: attributes?[.foregroundColor] as? UIColor ?? color,
                             kern: attributes.map(Self.kern(in:)) ?? 0)],
                  paragraph: paragraph)
    }

    /// `attributed`'s runs, consecutive ones of the same font and colour joined; `font`,
    /// `color` and `alignment` where it sets none.
    init(_ attributed: NSAttributedString, font: UIFont = defaultFont, color: UIColor = .black, alignment: NSTextAlignment = .natural) {
        var runs: [Run] = []
        var paragraph: NSParagraphStyle.Values?
        let whole = NSRange(location: 0, length: attributed.length)
        let characters = attributed.string as NSString
        attributed.enumerateAttributes(in: whole, options: []) { attributes, range, _ in
            if paragraph == nil {
                var plain = NSParagraphStyle.Values()
                plain.alignment = alignment
                paragraph = (attributes[.paragraphStyle] as? NSParagraphStyle)?.values ?? plain
            }
            let run = Run(text: characters.substring(with: range),
                          font: attributes[.font] as? UIFont ?? font, color: attributes[.foregroundColor] as? UIColor ?? color,
                          kern: Self.kern(in: attributes))
            if let last = runs.last, last.font == run.font, last.color == run.color, last.kern == run.kern {
                runs[runs.count - 1].text += run.text
            } else {
                runs.append(run)
            }
        }
        self.init(runs: runs, paragraph: paragraph ?? NSParagraphStyle.Values())
        if !self.paragraph.drawsAsLaidOut {
            KitNote.once("a paragraph style's indents, paragraph spacing and line heights are drawn as their defaults here; alignment, line break mode and line spacing are kept")
        }
    }

    var string: String { runs.map(\.text).joined() }

    /// One font and colour throughout, and no kerning.
    var isUniform: Bool { runs.count <= 1 && (runs.first?.kern ?? 0) == 0 }

    // MARK: Lines

    /// The lines within `width` (infinite: broken only at newlines), at most `maximumLines`
    /// (0: all). One run is broken as a label breaks its text (words, then characters, the
    /// last line cut per the line break mode); several are broken after spaces.
    func lines(width: CGFloat, maximumLines: Int = 0) -> [Line] {
        if runs.isEmpty { return [] }
        if isUniform {
            let run = runs[0]
            let breaker = LineBreaker(font: run.font, maximumLines: maximumLines, mode: paragraph.lineBreakMode)
            return breaker.lines(of: run.text, width: width).map { text in
                Line(pieces: [Line.Piece(text: text, font: run.font, color: run.color, width: run.font.width(of: text))],
                     ascender: run.font.ascender, height: run.font.lineHeight)
            }
        }
        var lines: [Line] = []
        for paragraph in paragraphs() {
            lines += wrap(paragraph, width: width)
        }
        return maximumLines > 0 ? Array(lines.prefix(maximumLines)) : lines
    }

    /// The runs of each paragraph (split at newlines); an empty paragraph keeps the font of
    /// the run it is in, for its height.
    private func paragraphs() -> [[Run]] {
        var paragraphs: [[Run]] = [[]]
        for run in runs {
            let parts = run.text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline)
            for (index, part) in parts.enumerated() {
                if index > 0 { paragraphs.append([]) }
                let visible = String(part.filter { !$0.unicodeScalars.allSatisfy { $0.properties.generalCategory == .control } })
                paragraphs[paragraphs.count - 1].append(Run(text: visible, font: run.font, color: run.color, kern: run.kern))
            }
        }
        return paragraphs
    }

    /// Greedy: as many words as fit on each line (a word ends after its spaces and may span
    /// runs; a Chinese, Japanese or Korean character is a word of its own, as those scripts
    /// break between characters), the spaces at a break dropped.
    private func wrap(_ runs: [Run], width: CGFloat) -> [Line] {
        typealias Piece = Line.Piece
        // Words, each a list of pieces.
        var words: [[Piece]] = []
        var word: [Piece] = []
        for run in runs {
            var text = ""
            for character in run.text {
                let breaks = character != " " && (text.last == " " || (!text.isEmpty && (CJK.isCJK(character) || CJK.isCJK(text.last!))))
                if breaks {
                    word.append(Piece(text: text, font: run.font, color: run.color, width: Self.width(of: text, run.font, kern: run.kern), kern: run.kern))
                    words.append(word)
                    word = []
                    text = ""
                }
                text.append(character)
            }
            if !text.isEmpty || word.isEmpty {
                word.append(Piece(text: text, font: run.font, color: run.color, width: Self.width(of: text, run.font, kern: run.kern), kern: run.kern))
            }
        }
        if !word.isEmpty { words.append(word) }

        func trimmed(_ pieces: [Piece]) -> [Piece] {
            var pieces = pieces
            while let last = pieces.last, last.text.hasSuffix(" ") {
                let text = last.text.trailingSpacesRemoved
                pieces[pieces.count - 1] = Piece(text: text, font: last.font, color: last.color, width: Self.width(of: text, last.font, kern: last.kern), kern: last.kern)
                if text.isEmpty, pieces.count > 1 { pieces.removeLast() } else { break }
            }
            return pieces
        }
        func line(_ pieces: [Piece]) -> Line {
            let shown = trimmed(pieces)
            let fonts = shown.isEmpty ? [runs.first?.font ?? Self.defaultFont] : shown.map(\.font)
            return Line(pieces: shown, ascender: fonts.map(\.ascender).max()!, height: fonts.map(\.lineHeight).max()!)
        }

        var lines: [Line] = []
        var current: [Piece] = []
        for word in words {
            let candidate = current + word
            if current.isEmpty || !width.isFinite || trimmed(candidate).reduce(0, { $0 + $1.width }) <= width {
                current = candidate
            } else {
                lines.append(line(current))
                current = word
            }
        }
        lines.append(line(current))
        return lines
    }

    // MARK: Size and drawing

    /// The size of `lines`: the widest, and their heights with the line spacing between them.
    func size(of lines: [Line]) -> CGSize {
        guard !lines.isEmpty else { return .zero }
        let height = lines.reduce(0) { $0 + $1.height } + CGFloat(lines.count - 1) * paragraph.lineSpacing
        return CGSize(width: lines.map(\.width).max()!, height: height)
    }

    /// `lines` one under the other from `top`, each aligned in `rect`'s width: a layout per
    /// piece (one for a run of one font and colour).
    func layouts(of lines: [Line], in rect: CGRect, top: CGFloat) -> [TextLayout] {
        var layouts: [TextLayout] = []
        var y = top
        var previousIsOnePiece = false
        for line in lines {
            var x: CGFloat
            switch paragraph.alignment {
            case .center: x = rect.midX - line.width / 2
            case .right: x = rect.maxX - line.width
            case .left, .justified, .natural: x = rect.minX
            }
            let baseline = y + line.ascender
            for piece in line.pieces {
                let placed = TextLayout.Line(text: piece.text, origin: CGPoint(x: x, y: baseline), width: piece.width)
                // Consecutive lines of one piece each in the same font and colour share a layout.
                if previousIsOnePiece, line.pieces.count == 1, let last = layouts.last, last.font == piece.font, last.color == piece.color,
                   last.kern == piece.kern {
                    layouts[layouts.count - 1].lines.append(placed)
                } else {
                    var layout = TextLayout(font: piece.font, color: piece.color, lines: [placed])
                    layout.kern = piece.kern
                    layouts.append(layout)
                }
                x += piece.width
            }
            y += line.height + paragraph.lineSpacing
            previousIsOnePiece = line.pieces.count == 1
        }
        return layouts
    }

    /// Draws the text into the current context from `rect`'s top, wrapped to its width
    /// (infinite: broken only at newlines).
    func draw(in rect: CGRect) {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        let lines = lines(width: rect.width)
        let span = rect.width.isFinite ? rect : CGRect(origin: rect.origin, size: CGSize(width: size(of: lines).width, height: 0))
        for layout in layouts(of: lines, in: span, top: rect.minY) { context.drawText(layout) }
    }
}
