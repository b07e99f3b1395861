import Foundation

/// A scrollable, multi-line text area, as UIKit's: a scroll view whose content is its text,
/// wrapped by words (a word wider than a line breaks between characters; nothing is truncated)
/// to the width of its ``textContainer`` — the bounds' width less ``textContainerInset``'s left
/// and right, less the container's `lineFragmentPadding` (5 pt) at either end of each line. The
/// first line's top is `textContainerInset.top` (8 pt) below the content's top, and its left
/// end `textContainerInset.left + lineFragmentPadding` in. `contentSize` is the bounds' width
/// by the text's height plus the top and bottom insets, so a long text scrolls as any scroll
/// view's content does (a drag, `contentOffset`, ``scrollRangeToVisible(_:)``), and the text
/// moves with `contentOffset`. The lines are drawn by a label of the text view's own, a
/// subview placed at the container's origin (UIKit's is a private container view).
///
/// Defaults, as UIKit's: editable and selectable, the system font at 12 pt, the label colour
/// (black), natural (left) alignment, insets 8/0/8/0. The background is `.systemBackground`
/// (white) when made in code: UIKit's text view is opaque white unless told otherwise, as the
/// many "set `backgroundColor = .clear`" recipes for it say; a storyboard's text view takes
/// the file's colour (Interface Builder writes `systemBackgroundColor` for its default).
/// Where UIKit reads `font` and `textColor` as nil until they are set, this one reads the
/// system 12 pt font and `.label`.
///
/// With ``isScrollEnabled`` false the text view sizes itself to its text as a multi-line label
/// does: its `intrinsicContentSize` is ``sizeThatFits(_:)`` at the width Auto Layout gave it
/// (its frame's, when it is placed by its frame). Scrolling, it has no intrinsic size.
///
/// There is no keyboard here. A tap on an editable text view (or `becomeFirstResponder()`)
/// begins editing: the delegate is asked, told, and the begin notification posted; it ends
/// when the view resigns (`resignFirstResponder()`, `endEditing(_:)`). Text is typed with
/// ``insertText(_:)`` and ``deleteBackward()`` at ``selectedRange``, as the keyboard types.
/// Not done: no caret, selection highlight, selection handles or edit menu is drawn; data
/// detectors find nothing and links are not drawn as links; `exclusionPaths` are not laid
/// around; TextKit's `layoutManager` and `textStorage` are not there; a paragraph style's
/// indents and paragraph spacing are drawn as their defaults (as a label's are).
open class UITextView: UIScrollView, UITextInputTraits {
    public static let textDidBeginEditingNotification = Notification.Name("UITextViewTextDidBeginEditingNotification")
    public static let textDidChangeNotification = Notification.Name("UITextViewTextDidChangeNotification")
    public static let textDidEndEditingNotification = Notification.Name("UITextViewTextDidEndEditingNotification")

    /// UIKit's text view font when none is set: the system font at 12 pt.
    static let defaultFont = UIFont.systemFont(ofSize: 12)

    /// The text's lines, placed at the text container's origin in content coordinates, so they
    /// scroll with the content. A label of the text's exact height: its lines start at its top.
    private let textLabel = UILabel()

    // MARK: The text

    private var storedText = ""
    private var currentText: String { storedAttributedText?.string ?? storedText }
    /// The attributed text when set as such (or typed with typing attributes); nil for plain text.
    private var storedAttributedText: NSAttributedString?

    /// The text; an empty string, never nil, when read. Setting it moves the selection to the
    /// end and tells the delegate nothing, as in UIKit.
    open var text: String! {
        get { currentText }
        set {
            storedText = newValue ?? ""
            storedAttributedText = nil
            textWasSet()
        }
    }

    /// The text with its fonts, colours and paragraph style; plain text reads as one run of
    /// ``font``, ``textColor`` and ``textAlignment``. Setting it sets `text`, and `font`,
    /// `textColor` and `textAlignment` to its first character's.
    open var attributedText: NSAttributedString! {
        get { storedAttributedText ?? NSAttributedString(string: storedText, attributes: plainAttributes) }
        set {
            guard let newValue else {
                text = ""
                return
            }
            storedAttributedText = NSAttributedString(attributedString: newValue)
            storedText = newValue.string
            if newValue.length > 0 {
                let first = newValue.attributes(at: 0, effectiveRange: nil)
                if let font = first[.font] as? UIFont { storedFont = font }
                if let color = first[.foregroundColor] as? UIColor { storedTextColor = color }
                if let style = first[.paragraphStyle] as? NSParagraphStyle { storedAlignment = style.alignment }
            }
            textWasSet()
        }
    }

    private var storedFont = UITextView.defaultFont
    /// The system font at 12 pt until set; setting nil restores it. Setting it sets the font of
    /// all of `attributedText`, as UIKit's does.
    open var font: UIFont? {
        get { storedFont }
        set {
            storedFont = newValue ?? Self.defaultFont
            applyToAttributedText(.font, storedFont)
            contentDidChange()
        }
    }

    private var storedTextColor: UIColor? = .label
    /// `.label` (black) until set; nil draws in `.label`. Setting it colours all of
    /// `attributedText`.
    open var textColor: UIColor? {
        get { storedTextColor }
        set {
            storedTextColor = newValue
            applyToAttributedText(.foregroundColor, newValue ?? .label)
            contentDidChange()
        }
    }

    private var storedAlignment = NSTextAlignment.natural
    /// Natural (left, here) by default. Setting it aligns every paragraph of `attributedText`.
    open var textAlignment: NSTextAlignment {
        get { storedAlignment }
        set {
            storedAlignment = newValue
            alignAttributedText()
            contentDidChange()
        }
    }

    private var storedTypingAttributes: [NSAttributedString.Key: Any]?
    /// The attributes typed text takes: the view's font, colour and alignment unless set.
    open var typingAttributes: [NSAttributedString.Key: Any] {
        get { storedTypingAttributes ?? plainAttributes }
        set { storedTypingAttributes = newValue }
    }

    /// Kept: links are not drawn differently here.
    open var linkTextAttributes: [NSAttributedString.Key: Any]! = [:]

    // MARK: Editing and selecting

    /// Whether typing changes the text and a tap begins editing. Default true. Turning it off
    /// while editing ends editing (without asking the delegate).
    open var isEditable = true {
        didSet {
            guard !isEditable, isEditingText else { return }
            forcedResign = true
            defer { forcedResign = false }
            resignFirstResponder()
        }
    }
    /// Default true. Kept: nothing is selected by touch here.
    open var isSelectable = true
    /// Kept: nothing is detected; links, numbers and addresses are drawn as the text around them.
    open var dataDetectorTypes: UIDataDetectorTypes = []
    /// Kept (there is no edit menu). Default false.
    open var allowsEditingTextAttributes = false
    /// Whether typed text replaces the whole text, as UIKit's. Default false.
    open var clearsOnInsertion = false
    /// Kept: the default text size is the only one here (UIFontMetrics' scale 1).
    open var adjustsFontForContentSizeCategory = false
    open var inputView: UIView?
    open var inputAccessoryView: UIView?
    /// True from the time an editable text view becomes first responder until it resigns.
    private var isEditingText = false
    /// Set by `endEditing(true)`: the delegate is not asked.
    var forcedResign = false

    private var storedSelection = NSRange(location: 0, length: 0)
    /// The selection (a caret when its length is 0), in UTF-16 units, kept within the text.
    /// Setting a different one tells the delegate (`textViewDidChangeSelection(_:)`), as in
    /// UIKit; setting `text` moves it to the end without telling. Nothing is drawn for it.
    open var selectedRange: NSRange {
        get { storedSelection }
        set {
            let clamped = clamp(newValue)
            guard clamped != storedSelection else { return }
            storedSelection = clamped
            textViewDelegate?.textViewDidChangeSelection(self)
        }
    }

    /// The delegate as a text view's: nil when the scroll view's delegate is not one. (UIKit's
    /// `delegate` is typed `UITextViewDelegate?`; here it is the scroll view's property, so
    /// assigning a text view delegate to it works as there.)
    private var textViewDelegate: UITextViewDelegate? { delegate as? UITextViewDelegate }

    // UITextInputTraits: kept, with no keyboard to change.
    open var keyboardType: UIKeyboardType = .default
    open var returnKeyType: UIReturnKeyType = .default
    open var autocapitalizationType: UITextAutocapitalizationType = .sentences
    open var autocorrectionType: UITextAutocorrectionType = .default
    open var spellCheckingType: UITextSpellCheckingType = .default
    open var smartQuotesType: UITextSmartQuotesType = .default
    open var smartDashesType: UITextSmartDashesType = .default
    open var keyboardAppearance: UIKeyboardAppearance = .default
    /// Kept; a text view's text is drawn as it is (UIKit does not hide a text view's text).
    open var isSecureTextEntry = false
    open var enablesReturnKeyAutomatically = false
    open var textContentType: UITextContentType!

    // MARK: The text container

    /// Where the text is laid out: its `lineFragmentPadding` and, unless it tracks the view's
    /// width (the container a text view makes does), its width.
    public let textContainer: NSTextContainer

    /// The space between the bounds' edges (the content's) and the text container: 8 pt above
    /// and below, none at the sides, as UIKit's.
    open var textContainerInset = UIEdgeInsets(top: 8, left: 0, bottom: 8, right: 0) {
        didSet { if textContainerInset != oldValue { contentDidChange() } }
    }

    /// The width the last Auto Layout solve gave a text view that does not scroll; 0 until then
    /// and again when its text or font changes (as a multi-line label's).
    private var layoutWrapWidth: CGFloat = 0
    /// True while the text is being placed: the container's width changing then asks nothing.
    private var isPlacingText = false

    // MARK: Making one

    /// A text view laying its text out in `textContainer`, or in one of its own (tracking its
    /// width) when nil.
    public init(frame: CGRect, textContainer: NSTextContainer?) {
        self.textContainer = textContainer ?? UITextView.makeContainer()
        super.init(frame: frame)
        backgroundColor = .systemBackground
        setUpText()
    }

    public override convenience init(frame: CGRect) {
        self.init(frame: frame, textContainer: nil)
    }

    public required init?(coder: NSCoder) {
        textContainer = UITextView.makeContainer()
        super.init(coder: coder)
        setUpText()
        if let decoder = coder as? UINibDecoder {
            decoder.decodeTextView(self)
        } else {
            backgroundColor = .systemBackground
        }
    }

    private static func makeContainer() -> NSTextContainer {
        let container = NSTextContainer(size: CGSize(width: 0, height: CGFloat.greatestFiniteMagnitude))
        container.widthTracksTextView = true
        return container
    }

    private func setUpText() {
        textContainer.textView = self
        textLabel.isUserInteractionEnabled = false
        textLabel.numberOfLines = 0
        textLabel.lineBreakMode = .byWordWrapping
        addSubview(textLabel)
        contentDidChange()
    }

    // MARK: Layout

    open override var isScrollEnabled: Bool {
        didSet { if isScrollEnabled != oldValue { invalidateIntrinsicContentSize() } }
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        placeText()
    }

    /// The text's size for a width: `size.width` less the insets and padding to wrap in (not
    /// positive or infinite: lines broken only at newlines), the widest line plus the insets and
    /// padding (no wider than `size.width`), and the lines' height plus the top and bottom
    /// insets — one line's height for no text, as the caret needs —, rounded up to whole
    /// points. The width is the text's own, as UIKit's (hence the common
    /// `max(fitted.width, width)` when sizing a text view's frame with it).
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        let inset = textContainerInset
        let around = inset.left + inset.right + 2 * textContainer.lineFragmentPadding
        let wraps = size.width.isFinite && size.width > around
        let text = measure(width: wraps ? size.width - around : .infinity)
        var width = (text.width + around).rounded(.up)
        if wraps { width = min(width, size.width) }
        return CGSize(width: width, height: (text.height + inset.top + inset.bottom).rounded(.up))
    }

    /// With scrolling off, the text's fitting size at the width it was given
    /// (``sizeThatFits(_:)``); with scrolling on, none, as UIKit's.
    open override var intrinsicContentSize: CGSize {
        guard !isScrollEnabled else { return CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric) }
        let width = translatesAutoresizingMaskIntoConstraints ? bounds.width : layoutWrapWidth
        return sizeThatFits(CGSize(width: width > 0 ? width : .infinity, height: 0))
    }

    open override func invalidateIntrinsicContentSize() {
        layoutWrapWidth = 0
        super.invalidateIntrinsicContentSize()
    }

    /// Called by the layout after a solve: a text view that does not scroll wraps to the width
    /// the solve gave it. Returns whether its intrinsic size changed (the layout solves again).
    func wrapToSolvedWidth() -> Bool {
        guard !isScrollEnabled, bounds.width > 0, bounds.width != layoutWrapWidth else { return false }
        let before = intrinsicContentSize
        layoutWrapWidth = bounds.width
        return intrinsicContentSize != before
    }

    /// The container changed its padding, width or line limit.
    func textContainerDidChange() {
        guard !isPlacingText else { return }
        contentDidChange()
    }

    /// The width lines wrap to: the container's (the bounds' less the side insets while it
    /// tracks the view) less twice the padding; infinite when that leaves nothing.
    var textWrapWidth: CGFloat {
        let inset = textContainerInset
        let container = textContainer.widthTracksTextView ? bounds.width - inset.left - inset.right : textContainer.size.width
        let width = container - 2 * textContainer.lineFragmentPadding
        return width > 0 && width < CGFloat.greatestFiniteMagnitude / 2 ? width : .infinity
    }

    /// Where the first line's top-left corner is, in content coordinates (the layout's origin).
    package var textLayoutOrigin: CGPoint {
        CGPoint(x: textContainerInset.left + textContainer.lineFragmentPadding, y: textContainerInset.top)
    }

    /// The lines as drawn, in the text view's bounds coordinates (so they move with
    /// `contentOffset`): one layout for text of one font and colour, one per run otherwise.
    package func textLayouts() -> [TextLayout] {
        textLabel.textLayouts(in: textLabel.bounds).map { layout in
            var moved = layout
            let origin = textLabel.frame.origin
            moved.lines = layout.lines.map { line in
                var line = line
                line.origin.x += origin.x
                line.origin.y += origin.y
                return line
            }
            return moved
        }
    }

    /// Places the text's label at the container's origin, as tall as its lines, and sets the
    /// content size: the bounds' width (or the container's and insets', when it is wider and
    /// does not track the view) by the text's height and the top and bottom insets.
    private func placeText() {
        isPlacingText = true
        defer { isPlacingText = false }
        let inset = textContainerInset
        if textContainer.widthTracksTextView {
            let width = max(bounds.width - inset.left - inset.right, 0)
            if textContainer.size.width != width { textContainer.size.width = width }
        }
        let width = textWrapWidth
        let text = measure(width: width)
        let origin = textLayoutOrigin
        textLabel.frame = CGRect(x: origin.x, y: origin.y, width: width.isFinite ? width : text.width, height: text.height)
        var contentWidth = bounds.width
        if !textContainer.widthTracksTextView, textContainer.size.width < CGFloat.greatestFiniteMagnitude / 2 {
            contentWidth = max(contentWidth, textContainer.size.width + inset.left + inset.right)
        }
        let size = CGSize(width: contentWidth, height: text.height + inset.top + inset.bottom)
        if contentSize != size { contentSize = size }
    }

    /// What the text looks like changed: the label shows it again, the content is measured again.
    private func contentDidChange() {
        let label = textLabel
        label.attributedText = nil
        label.font = storedFont
        label.textColor = storedTextColor ?? .label
        label.textAlignment = storedAlignment
        label.numberOfLines = textContainer.maximumNumberOfLines
        label.lineBreakMode = textContainer.lineBreakMode
        if let storedAttributedText {
            label.attributedText = storedAttributedText
        } else {
            label.text = storedText
        }
        invalidateIntrinsicContentSize()
        placeText()
        setNeedsLayout()
    }

    /// Code set the text: the selection goes to its end, nobody is told.
    private func textWasSet() {
        storedSelection = NSRange(location: (currentText as NSString).length, length: 0)
        contentDidChange()
    }

    /// The size of the text's lines wrapped to `width` (infinite: broken only at newlines), or of
    /// its first `length` UTF-16 units': the widest line, the lines' height with their spacing,
    /// and the last line's height. No text takes one line of the font, as the caret does.
    private func measure(width: CGFloat, length: Int? = nil) -> (width: CGFloat, height: CGFloat, lastLineHeight: CGFloat) {
        let label = textLabel
        let font: UIFont = label.font
        let empty = (width: CGFloat(0), height: font.lineHeight, lastLineHeight: font.lineHeight)
        let maximum = textContainer.maximumNumberOfLines
        if var styled = label.styledText {
            if let length, let attributed = storedAttributedText {
                let prefix = attributed.attributedSubstring(from: NSRange(location: 0, length: min(length, attributed.length)))
                styled = StyledText(prefix, font: font, color: label.textColor, alignment: label.textAlignment)
            }
            let lines = styled.lines(width: width, maximumLines: maximum)
            guard let last = lines.last else { return empty }
            let size = styled.size(of: lines)
            return (size.width, size.height, last.height)
        }
        let whole = currentText as NSString
        let string = length.map { whole.substring(to: min($0, whole.length)) } ?? currentText
        let lines = LineBreaker(font: font, maximumLines: maximum, mode: label.lineBreakMode).lines(of: string, width: width)
        guard !lines.isEmpty else { return empty }
        let widest = lines.map { font.width(of: $0) }.max() ?? 0
        return (widest, CGFloat(lines.count) * font.lineHeight, font.lineHeight)
    }

    // MARK: Scrolling to text

    /// Scrolls the least distance that shows the lines holding `range` (UTF-16 units), as
    /// UIKit's; nothing when they are already visible. A range on the first line shows the top
    /// inset too, one on the last line the bottom inset (so the start scrolls to the top and the
    /// end to the bottom). Not animated. With ``isScrollEnabled`` off it does nothing: such a text
    /// view grows to its text instead (a choice: a scroll made before Auto Layout grows the view
    /// would leave its first lines hidden).
    open func scrollRangeToVisible(_ range: NSRange) {
        guard isScrollEnabled else { return }
        let clamped = clamp(range)
        let width = textWrapWidth
        let inset = textContainerInset
        let whole = measure(width: width)
        let start = measure(width: width, length: wordEnd(from: clamped.location))
        let end = measure(width: width, length: wordEnd(from: clamped.location + clamped.length))
        let firstLine = start.height - start.lastLineHeight <= 1e-9
        let lastLine = end.height >= whole.height - 1e-9
        let top = firstLine ? 0 : inset.top + start.height - start.lastLineHeight
        let bottom = lastLine ? whole.height + inset.top + inset.bottom : inset.top + end.height
        let left = bounds.minX + adjustedContentInset.left
        scrollRectToVisible(CGRect(x: left, y: top, width: 0, height: max(bottom - top, 0)), animated: false)
    }

    /// The end of the word holding UTF-16 offset `location`: a prefix of the text cut there wraps
    /// as the whole text does up to it.
    private func wordEnd(from location: Int) -> Int {
        let string = currentText as NSString
        var end = location
        while end < string.length, let scalar = Unicode.Scalar(string.character(at: end)),
              !CharacterSet.whitespacesAndNewlines.contains(scalar) {
            end += 1
        }
        return end
    }

    // MARK: Typing (UIKeyInput)

    /// Whether the text view holds text.
    open var hasText: Bool { !currentText.isEmpty }

    /// Types `text` in place of the selection (of all the text with ``clearsOnInsertion``), as
    /// the keyboard does: the delegate may refuse it (`textView(_:shouldChangeTextIn:replacementText:)`);
    /// then the caret follows it (scrolled into view), the delegate hears `textViewDidChangeSelection(_:)` and
    /// `textViewDidChange(_:)`, in that order as on iOS, and the did-change notification is
    /// posted. Nothing happens to a text view that is not editable.
    open func insertText(_ text: String) {
        guard isEditable else { return }
        let length = (currentText as NSString).length
        let range = clearsOnInsertion ? NSRange(location: 0, length: length) : clamp(storedSelection)
        replaceTyped(range, with: text)
    }

    /// Deletes the selection, or the character before the caret, as the keyboard's delete key
    /// does (the delegate asked and told as for ``insertText(_:)``).
    open func deleteBackward() {
        guard isEditable else { return }
        var range = clamp(storedSelection)
        if range.length == 0 {
            guard range.location > 0 else { return }
            range = (currentText as NSString).rangeOfComposedCharacterSequence(at: range.location - 1)
        }
        replaceTyped(range, with: "")
    }

    private func replaceTyped(_ range: NSRange, with replacement: String) {
        guard textViewDelegate?.textView(self, shouldChangeTextIn: range, replacementText: replacement) ?? true else { return }
        if storedAttributedText != nil || storedTypingAttributes != nil {
            let changed = NSMutableAttributedString(attributedString: attributedText)
            changed.replaceCharacters(in: range, with: NSAttributedString(string: replacement, attributes: typingAttributes))
            storedAttributedText = changed
            storedText = changed.string
        } else {
            storedText = (storedText as NSString).replacingCharacters(in: range, with: replacement)
        }
        storedSelection = NSRange(location: range.location + (replacement as NSString).length, length: 0)
        contentDidChange()
        // The caret stays in view, as when typing on iOS.
        scrollRangeToVisible(storedSelection)
        textViewDelegate?.textViewDidChangeSelection(self)
        textViewDelegate?.textViewDidChange(self)
        NotificationCenter.default.post(name: Self.textDidChangeNotification, object: self)
    }

    // MARK: Editing

    /// An editable or selectable text view may become first responder, as UIKit's.
    open override var canBecomeFirstResponder: Bool { isEditable || isSelectable }

    /// Becomes first responder; an editable one begins editing: the delegate is asked
    /// (`textViewShouldBeginEditing`), then told (`textViewDidBeginEditing`), and the
    /// begin notification posted. A selectable one that is not editable becomes first responder
    /// without editing, as UIKit's does for selecting. Out of a window it cannot.
    @discardableResult
    open override func becomeFirstResponder() -> Bool {
        if isFirstResponder { return true }
        guard canBecomeFirstResponder, window != nil else { return false }
        if isEditable, !(textViewDelegate?.textViewShouldBeginEditing(self) ?? true) { return false }
        guard super.becomeFirstResponder() else { return false }
        guard isEditable else { return true }
        KitNote.once("a text view began editing: there is no keyboard here, so none is drawn, and no caret")
        isEditingText = true
        textViewDelegate?.textViewDidBeginEditing(self)
        NotificationCenter.default.post(name: Self.textDidBeginEditingNotification, object: self)
        return true
    }

    /// Resigns; editing ends when the delegate allows (`textViewShouldEndEditing`, not asked by
    /// `endEditing(true)`): it is told (`textViewDidEndEditing`) and the end notification posted.
    @discardableResult
    open override func resignFirstResponder() -> Bool {
        guard isFirstResponder else { return true }
        if isEditingText, !forcedResign, !(textViewDelegate?.textViewShouldEndEditing(self) ?? true) { return false }
        guard super.resignFirstResponder() else { return false }
        guard isEditingText else { return true }
        isEditingText = false
        textViewDelegate?.textViewDidEndEditing(self)
        NotificationCenter.default.post(name: Self.textDidEndEditingNotification, object: self)
        return true
    }

    // MARK: Touches

    /// An editable or selectable text view keeps its touches, as UIKit's does; one that is
    /// neither passes them on.
    private var keepsTouches: Bool { isEditable || isSelectable }

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        if !keepsTouches { super.touchesBegan(touches, with: event) }
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        if !keepsTouches { super.touchesMoved(touches, with: event) }
    }

    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        if !keepsTouches { super.touchesCancelled(touches, with: event) }
    }

    /// A tap (a touch the scroll's pan did not take) on an editable text view begins editing.
    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard keepsTouches else {
            super.touchesEnded(touches, with: event)
            return
        }
        guard isEditable, let touch = touches.first, point(inside: touch.location(in: self), with: event) else { return }
        becomeFirstResponder()
    }

    // MARK: Attributed text

    /// The attributes plain text is drawn with, as `attributedText` reports them.
    private var plainAttributes: [NSAttributedString.Key: Any] {
        let style = NSMutableParagraphStyle()
        style.alignment = storedAlignment
        return [.font: storedFont, .foregroundColor: storedTextColor ?? UIColor.label, .paragraphStyle: style]
    }

    /// Sets `key` to `value` over the whole attributed text (the view's `font` or `textColor`).
    private func applyToAttributedText(_ key: NSAttributedString.Key, _ value: Any) {
        changeAttributedText { text, whole in text.addAttribute(key, value: value, range: whole) }
    }

    /// Gives every run's paragraph style the view's alignment.
    private func alignAttributedText() {
        changeAttributedText { text, whole in
            NSAttributedString(attributedString: text).enumerateAttribute(.paragraphStyle, in: whole, options: []) { style, range, _ in
                let aligned = (style as? NSParagraphStyle)?.mutableCopy() as? NSMutableParagraphStyle ?? NSMutableParagraphStyle()
                aligned.alignment = storedAlignment
                text.addAttribute(.paragraphStyle, value: aligned, range: range)
            }
        }
    }

    private func changeAttributedText(_ change: (NSMutableAttributedString, NSRange) -> Void) {
        guard let attributed = storedAttributedText, attributed.length > 0 else { return }
        let changed = NSMutableAttributedString(attributedString: attributed)
        change(changed, NSRange(location: 0, length: changed.length))
        storedAttributedText = changed
    }

    /// `range` kept within the text.
    private func clamp(_ range: NSRange) -> NSRange {
        let length = (currentText as NSString).length
        let location = min(max(range.location, 0), length)
        return NSRange(location: location, length: min(max(range.length, 0), length - location))
    }
}
