import Foundation

/// A view that shows text, as UIKit's: lines centred vertically in the bounds, aligned by
/// `textAlignment`, in Liberation Sans. The text is drawn clipped to the bounds.
open class UILabel: UIView {
    /// Setting it replaces any `attributedText` with the plain text.
    open var text: String? {
        didSet {
            if !isSettingAttributedText { storedAttributedText = nil }
            if text != oldValue { invalidateIntrinsicContentSize() }
        }
    }
    /// Defaults to the system font at 17 pt. Setting nil restores it. Setting it sets the
    /// font of all of `attributedText`.
    open var font: UIFont! {
        get { storedFont }
        set {
            storedFont = newValue ?? .systemFont(ofSize: UIFont.labelFontSize)
            applyToAttributedText(.font, storedFont)
            invalidateIntrinsicContentSize()
        }
    }
    /// Defaults to black (`.label`). Setting nil restores it. Setting it colours all of
    /// `attributedText`.
    open var textColor: UIColor! {
        get { storedTextColor }
        set {
            storedTextColor = newValue ?? .label
            applyToAttributedText(.foregroundColor, storedTextColor)
        }
    }
    open var textAlignment: NSTextAlignment = .natural {
        didSet { alignAttributedText() }
    }
    /// The text with its fonts, colours and paragraph style; the label's own font, colour
    /// and alignment where it sets none. Setting it sets `text`, and `font`, `textColor` and
    /// `textAlignment` to its first character's. Runs of several fonts or colours are drawn
    /// each in its own (`AttributedLabel.swift`).
    open var attributedText: NSAttributedString? {
        get { storedAttributedText ?? text.map { NSAttributedString(string: $0, attributes: plainAttributes) } }
        set { setAttributedText(newValue) }
    }

    var storedAttributedText: NSAttributedString?
    var isSettingAttributedText = false
    /// The most lines shown; 0 for as many as the text needs. Defaults to 1.
    open var numberOfLines = 1 { didSet { invalidateIntrinsicContentSize() } }
    open var lineBreakMode: NSLineBreakMode = .byTruncatingTail
    /// The wrapping width for `intrinsicContentSize` and `sizeToFit()` of a multi-line label;
    /// 0 for none.
    open var preferredMaxLayoutWidth: CGFloat = 0 { didSet { invalidateIntrinsicContentSize() } }
    /// False draws the text grey, as a disabled label does.
    open var isEnabled = true
    /// With ``minimumScaleFactor`` above 0, a one-line label whose text is wider than its
    /// bounds draws it in a smaller font, down to that fraction of its own, before it truncates.
    open var adjustsFontSizeToFitWidth = false
    /// The smallest fraction of the font's size ``adjustsFontSizeToFitWidth`` may shrink the
    /// text to; 0 (the default) does not shrink it, as Apple documents.
    open var minimumScaleFactor: CGFloat = 0
    /// Accepted; letters are never drawn tighter here.
    open var allowsDefaultTighteningForTruncation = false
    /// Accepted; shrunk text is centred vertically as any text is.
    open var baselineAdjustment: UIBaselineAdjustment = .alignBaselines

    private var storedFont = UIFont.systemFont(ofSize: UIFont.labelFontSize)
    private var storedTextColor = UIColor.label

    /// The button whose title this label shows: its state decides the text and color.
    weak var titleOwner: UIButton?

    public override init(frame: CGRect) {
        super.init(frame: frame)
        isUserInteractionEnabled = false
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        // From a storyboard or xib, the file decides (UINibDecoder+Views.swift).
        if !(coder is UINibDecoder) { isUserInteractionEnabled = false }
        (coder as? UINibDecoder)?.decodeLabel(self)
    }

    // MARK: Size

    /// The text's size wrapped to `size.width` (unlimited when not positive) for a multi-line
    /// label, rounded up to whole points; `.zero` without text. It counts every line, or at most `numberOfLines` of them when that is not 0.
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        let width = numberOfLines == 1 || size.width <= 0 ? CGFloat.infinity : size.width
        if let styled = styledText {
            let fitting = styled.size(of: styled.lines(width: width, maximumLines: numberOfLines))
            return CGSize(width: fitting.width.rounded(.up), height: fitting.height.rounded(.up))
        }
        var lines = lineBreaker.lines(of: displayedText, width: width)
        guard !lines.isEmpty else { return .zero }
        if numberOfLines > 0 { lines = Array(lines.prefix(numberOfLines)) }
        let widest = lines.map { font.width(of: $0) }.max()!
        return CGSize(width: widest.rounded(.up), height: (CGFloat(lines.count) * font.lineHeight).rounded(.up))
    }

    /// The text's size on one line, or wrapped to `preferredMaxLayoutWidth` when set; a
    /// multi-line label without one that constraints made narrower than its text wraps to
    /// the width they gave it, as UIKit's automatic preferred width does (Auto Layout solves
    /// again with that height).
    open override var intrinsicContentSize: CGSize {
        sizeThatFits(CGSize(width: preferredMaxLayoutWidth > 0 ? preferredMaxLayoutWidth : layoutWrapWidth, height: 0))
    }

    /// The width the last solve gave a multi-line label (wrapping there changes nothing when it
    /// is at least as wide as its text); 0 until then, and again when the text or its font
    /// changes.
    var layoutWrapWidth: CGFloat = 0

    open override func invalidateIntrinsicContentSize() {
        layoutWrapWidth = 0
        super.invalidateIntrinsicContentSize()
    }

    /// Called by the layout after a solve: a multi-line label with no preferred width that the
    /// solve made narrower than its text wraps to that width. Returns whether its intrinsic
    /// size changed (the layout solves again).
    func wrapToSolvedWidth() -> Bool {
        guard numberOfLines != 1, preferredMaxLayoutWidth == 0, bounds.width > 0, bounds.width != layoutWrapWidth else { return false }
        let before = intrinsicContentSize
        layoutWrapWidth = bounds.width
        return intrinsicContentSize != before
    }

    /// Resizes the label to its text on one line, or wrapped to `preferredMaxLayoutWidth`,
    /// keeping the frame's origin.
    open override func sizeToFit() {
        frame = CGRect(origin: frame.origin, size: intrinsicContentSize)
    }

    // MARK: Drawing

    /// The lines as drawn in `rect` (the bounds, usually): as many as fit in its height (at
    /// least one) and `numberOfLines`, broken per `lineBreakMode`, centred vertically.
    /// (Attributed text of several fonts or colours: ``textLayouts(in:)``.)
    public func textLayout(in rect: CGRect) -> TextLayout {
        let font = fittingFont(width: rect.width)
        let lineHeight = font.lineHeight
        let fitting = lineHeight > 0 ? max(Int((rect.height / lineHeight + 1e-9).rounded(.down)), 1) : 1
        let limit = numberOfLines > 0 ? min(numberOfLines, fitting) : fitting
        let breaker = LineBreaker(font: font, maximumLines: limit, mode: lineBreakMode)
        let texts = breaker.lines(of: displayedText, width: rect.width)
        let top = rect.midY - CGFloat(texts.count) * lineHeight / 2
        return TextLayout(font: font, color: displayedTextColor, texts: texts, in: rect, top: top, alignment: textAlignment)
    }

    /// The font the text is drawn in: the label's, or, when it shrinks text to fit
    /// (``adjustsFontSizeToFitWidth``), that font made as much smaller as a one-line text needs
    /// to fit `width` (within the allowance every line has), but no smaller than
    /// ``minimumScaleFactor`` of it.
    func fittingFont(width: CGFloat) -> UIFont {
        if let font = titleOwnerAttribute(.font) as? UIFont { return font }
        guard adjustsFontSizeToFitWidth, minimumScaleFactor > 0, numberOfLines == 1, width > 0 else { return font }
        let natural = font.width(of: displayedText)
        let room = width * (1 + TextLayout.overflowAllowance)
        guard natural > room else { return font }
        let scale = max(min(minimumScaleFactor, 1), room / natural)
        return font.withSize(font.pointSize * scale)
    }

    /// The first character's `key` attribute of the attributed title of the button this label
    /// shows the title of, if it has one.
    private func titleOwnerAttribute(_ key: NSAttributedString.Key) -> Any? {
        guard let title = titleOwner?.currentAttributedTitle, title.length > 0 else { return nil }
        return title.attribute(key, at: 0, effectiveRange: nil)
    }

    private var lineBreaker: LineBreaker {
        LineBreaker(font: font, maximumLines: numberOfLines, mode: lineBreakMode)
    }

    private var displayedText: String {
        if let titleOwner { return titleOwner.currentAttributedTitle?.string ?? titleOwner.currentTitle ?? "" }
        return text ?? ""
    }

    private var displayedTextColor: UIColor {
        if let titleOwner {
            // A button's attributed title of one colour (several are drawn run by run).
            if let color = titleOwnerAttribute(.foregroundColor) as? UIColor { return color }
            return titleOwner.displayedTitleColor
        }
        return isEnabled ? textColor : .systemGray
    }
}
