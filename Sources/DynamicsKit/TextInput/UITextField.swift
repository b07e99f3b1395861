import Foundation

/// A one-line text field, as UIKit's: its text (or, when empty, its placeholder in the
/// placeholder color) in one line, truncated at the tail, vertically centred in
/// ``textRect(forBounds:)`` (``editingRect(forBounds:)`` while editing,
/// ``placeholderRect(forBounds:)`` for the placeholder), which subclasses override for padding
/// as in UIKit; a border by `borderStyle` (`.roundedRect`: white, a thin light grey line, 5 pt
/// corners; `.line`: a dark grey 1 pt line; `.bezel`: a grey 1 pt line; `.none`), a
/// `background` image, the left and right overlay views and the clear button by their modes.
///
/// There is no keyboard here. A tap on the field (or `becomeFirstResponder()`) begins editing:
/// the delegate is asked, `.editingDidBegin` is sent and the delegate told, and the field is
/// first responder until it resigns (`resignFirstResponder()`, `endEditing(_:)`), which sends
/// `.editingDidEnd`. No text is typed, no caret or keyboard is drawn (said once on stderr).
/// Setting `text` in code sends nothing, as in UIKit.
open class UITextField: UIControl, UITextInputTraits {
    public enum BorderStyle: Int, Sendable { case none, line, bezel, roundedRect }
    public enum ViewMode: Int, Sendable { case never, whileEditing, unlessEditing, always }
    public enum DidEndEditingReason: Int, Sendable { case committed, cancelled }

    public static let textDidBeginEditingNotification = Notification.Name("UITextFieldTextDidBeginEditingNotification")
    public static let textDidEndEditingNotification = Notification.Name("UITextFieldTextDidEndEditingNotification")
    public static let textDidChangeNotification = Notification.Name("UITextFieldTextDidChangeNotification")

    /// The text's inset from the bounds' leading and trailing edges, by border style (UIKit's
    /// rounded rectangle insets its text 7 pt; estimated from screenshots for the others).
    static func textInset(_ style: BorderStyle) -> CGFloat {
        switch style {
        case .none: return 0
        case .line, .bezel: return 4
        case .roundedRect: return 7
        }
    }
    private static let roundedBorderColor = UIColor(white: 0.8, alpha: 1)
    private static let clearButtonSide: CGFloat = 19

    private let backgroundView = UIImageView()
    private let contentLabel = UILabel()
    private let clearButton = UILabel()

    private var storedText: String?
    /// The text; never nil when read (an empty string), as UIKit's.
    open var text: String? {
        get { storedText ?? "" }
        set {
            storedText = newValue
            storedAttributedText = nil
            contentDidChange()
        }
    }
    private var storedAttributedText: NSAttributedString?
    open var attributedText: NSAttributedString? {
        get { storedAttributedText ?? NSAttributedString(string: text ?? "", attributes: defaultTextAttributes) }
        set {
            storedText = newValue?.string
            storedAttributedText = newValue
            contentDidChange()
        }
    }
    open var placeholder: String? {
        get { attributedPlaceholder?.string }
        set { attributedPlaceholder = newValue.map { NSAttributedString(string: $0) } }
    }
    open var attributedPlaceholder: NSAttributedString? { didSet { contentDidChange() } }
    /// System 17 pt by default (an estimate of UIKit's; a storyboard's field has its own font).
    open var font: UIFont? = .systemFont(ofSize: 17) { didSet { contentDidChange() } }
    open var textColor: UIColor? = .label { didSet { contentDidChange() } }
    open var textAlignment: NSTextAlignment = .natural { didSet { contentDidChange() } }
    open var borderStyle: BorderStyle = .none { didSet { applyBorder(); contentDidChange() } }
    open var background: UIImage? { didSet { applyBorder() } }
    open var disabledBackground: UIImage? { didSet { applyBorder() } }
    open var clearButtonMode: ViewMode = .never { didSet { setNeedsLayout() } }
    open var leftView: UIView? {
        didSet { replaceOverlay(oldValue, with: leftView) }
    }
    open var leftViewMode: ViewMode = .never { didSet { setNeedsLayout() } }
    open var rightView: UIView? {
        didSet { replaceOverlay(oldValue, with: rightView) }
    }
    open var rightViewMode: ViewMode = .never { didSet { setNeedsLayout() } }
    open var clearsOnBeginEditing = false
    open var adjustsFontSizeToFitWidth = false
    open var minimumFontSize: CGFloat = 0
    open var allowsEditingTextAttributes = false
    open var defaultTextAttributes: [NSAttributedString.Key: Any] = [:]
    open var typingAttributes: [NSAttributedString.Key: Any]?
    open var inputView: UIView?
    open var inputAccessoryView: UIView?
    open weak var delegate: UITextFieldDelegate?
    /// True from the time the field becomes first responder until it resigns.
    public private(set) var isEditing = false

    // UITextInputTraits: kept, with no keyboard to change.
    open var keyboardType: UIKeyboardType = .default
    open var returnKeyType: UIReturnKeyType = .default
    open var autocapitalizationType: UITextAutocapitalizationType = .sentences
    open var autocorrectionType: UITextAutocorrectionType = .default
    open var spellCheckingType: UITextSpellCheckingType = .default
    open var smartQuotesType: UITextSmartQuotesType = .default
    open var smartDashesType: UITextSmartDashesType = .default
    open var keyboardAppearance: UIKeyboardAppearance = .default
    /// Shows a bullet for each character, as UIKit does once editing ends.
    open var isSecureTextEntry = false { didSet { contentDidChange() } }
    open var enablesReturnKeyAutomatically = false
    open var textContentType: UITextContentType!

    public override init(frame: CGRect) {
        super.init(frame: frame)
        addParts()
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        addParts()
        (coder as? UINibDecoder)?.decodeTextField(self)
    }

    public convenience init() { self.init(frame: .zero) }

    private func addParts() {
        backgroundView.isUserInteractionEnabled = false
        contentLabel.isUserInteractionEnabled = false
        clearButton.isUserInteractionEnabled = false
        clearButton.text = "×"
        clearButton.textAlignment = .center
        clearButton.textColor = .white
        clearButton.font = .systemFont(ofSize: 15, weight: .bold)
        clearButton.backgroundColor = .tertiaryLabel
        clearButton.layer.cornerRadius = Self.clearButtonSide / 2
        clearButton.clipsToBounds = true
        addSubview(backgroundView)
        addSubview(contentLabel)
        addSubview(clearButton)
        setContentHuggingPriority(UILayoutPriority(250), for: .horizontal)
        applyBorder()
        contentDidChange()
    }

    // MARK: Geometry (the methods subclasses override)

    open func borderRect(forBounds bounds: CGRect) -> CGRect { bounds }

    /// Where the text is drawn: the bounds less the border's inset and the overlay views.
    open func textRect(forBounds bounds: CGRect) -> CGRect {
        let inset = Self.textInset(borderStyle)
        var rect = bounds.insetBy(dx: inset, dy: 0)
        if showsOverlay(leftViewMode), leftView != nil {
            let left = leftViewRect(forBounds: bounds)
            rect.size.width -= left.maxX - rect.minX
            rect.origin.x = left.maxX
        }
        let trailing = trailingOverlayRect(forBounds: bounds)
        if let trailing, trailing.minX < rect.maxX { rect.size.width = max(trailing.minX - rect.minX, 0) }
        return rect
    }

    open func placeholderRect(forBounds bounds: CGRect) -> CGRect { textRect(forBounds: bounds) }

    open func editingRect(forBounds bounds: CGRect) -> CGRect { textRect(forBounds: bounds) }

    open func clearButtonRect(forBounds bounds: CGRect) -> CGRect {
        let side = Self.clearButtonSide
        let right = showsOverlay(rightViewMode) && rightView != nil ? rightViewRect(forBounds: bounds).minX : bounds.maxX - 5
        return CGRect(x: right - side, y: bounds.midY - side / 2, width: side, height: side)
    }

    open func leftViewRect(forBounds bounds: CGRect) -> CGRect {
        let size = leftView.map(Self.overlaySize) ?? .zero
        return CGRect(x: bounds.minX, y: bounds.midY - size.height / 2, width: size.width, height: size.height)
    }

    open func rightViewRect(forBounds bounds: CGRect) -> CGRect {
        let size = rightView.map(Self.overlaySize) ?? .zero
        return CGRect(x: bounds.maxX - size.width, y: bounds.midY - size.height / 2, width: size.width, height: size.height)
    }

    /// Draws nothing here: the text is the field's own label, placed at the text rectangle.
    /// Overrides that draw are not called.
    open func drawText(in rect: CGRect) {}
    open func drawPlaceholder(in rect: CGRect) {}

    private static func overlaySize(_ view: UIView) -> CGSize {
        let intrinsic = view.intrinsicContentSize
        return CGSize(
            width: view.frame.width > 0 ? view.frame.width : max(intrinsic.width, 0),
            height: view.frame.height > 0 ? view.frame.height : max(intrinsic.height, 0))
    }

    private func trailingOverlayRect(forBounds bounds: CGRect) -> CGRect? {
        if showsClearButton { return clearButtonRect(forBounds: bounds) }
        if showsOverlay(rightViewMode), rightView != nil { return rightViewRect(forBounds: bounds) }
        return nil
    }

    private func showsOverlay(_ mode: ViewMode) -> Bool {
        switch mode {
        case .never: return false
        case .always: return true
        case .whileEditing: return isEditing
        case .unlessEditing: return !isEditing
        }
    }

    private var showsClearButton: Bool { showsOverlay(clearButtonMode) && !(storedText ?? "").isEmpty }

    open override var intrinsicContentSize: CGSize {
        let lineHeight = (font ?? .systemFont(ofSize: 17)).lineHeight
        let shown = contentLabel.intrinsicContentSize.width
        let inset = Self.textInset(borderStyle)
        // UIKit's rounded field is 34 pt tall with a 17 pt font (the text 7 pt from either side).
        let padding: CGFloat = borderStyle == .roundedRect ? 14 : borderStyle == .none ? 0 : 8
        return CGSize(width: (shown + 2 * inset).rounded(.up), height: (lineHeight + padding).rounded(.up))
    }

    open override func sizeThatFits(_ size: CGSize) -> CGSize { intrinsicContentSize }

    open override func layoutSubviews() {
        super.layoutSubviews()
        backgroundView.frame = borderRect(forBounds: bounds)
        let empty = (storedText ?? "").isEmpty
        let rect = empty ? placeholderRect(forBounds: bounds) : isEditing ? editingRect(forBounds: bounds) : textRect(forBounds: bounds)
        // One line, centred down the rectangle (UIKit's contentVerticalAlignment .center).
        let lineHeight = contentLabel.font.lineHeight
        contentLabel.frame = CGRect(x: rect.minX, y: rect.midY - lineHeight / 2, width: rect.width, height: lineHeight)
        if let leftView {
            leftView.isHidden = !showsOverlay(leftViewMode)
            leftView.frame = leftViewRect(forBounds: bounds)
        }
        if let rightView {
            rightView.isHidden = !showsOverlay(rightViewMode) || showsClearButton
            rightView.frame = rightViewRect(forBounds: bounds)
        }
        clearButton.isHidden = !showsClearButton
        clearButton.frame = clearButtonRect(forBounds: bounds)
    }

    // MARK: Typing (UIKeyInput)

    /// Whether the field holds text.
    open var hasText: Bool { !(storedText ?? "").isEmpty }

    /// Types `text` at the end, as the keyboard does: the delegate may refuse it, and
    /// `.editingChanged` is sent and the text-did-change notification posted.
    open func insertText(_ text: String) {
        let current = storedText ?? ""
        let range = NSRange(location: (current as NSString).length, length: 0)
        guard delegate?.textField(self, shouldChangeCharactersIn: range, replacementString: text) ?? true else { return }
        self.text = current + text
        typed()
    }

    /// Deletes the last character, as the keyboard's delete key does.
    open func deleteBackward() {
        guard let current = storedText, !current.isEmpty else { return }
        let last = (current as NSString).rangeOfComposedCharacterSequence(at: (current as NSString).length - 1)
        guard delegate?.textField(self, shouldChangeCharactersIn: last, replacementString: "") ?? true else { return }
        text = String(current.dropLast())
        typed()
    }

    private func typed() {
        sendActions(for: .editingChanged)
        NotificationCenter.default.post(name: Self.textDidChangeNotification, object: self)
    }

    // MARK: Editing

    open override var canBecomeFirstResponder: Bool { isEnabled }

    @discardableResult
    open override func becomeFirstResponder() -> Bool {
        if isFirstResponder { return true }
        guard canBecomeFirstResponder, window != nil else { return false }
        guard delegate?.textFieldShouldBeginEditing(self) ?? true else { return false }
        guard super.becomeFirstResponder() else { return false }
        KitNote.once("a text field began editing: there is no keyboard here, so none is drawn and no text is typed")
        if clearsOnBeginEditing { text = "" }
        isEditing = true
        setNeedsLayout()
        sendActions(for: .editingDidBegin)
        delegate?.textFieldDidBeginEditing(self)
        NotificationCenter.default.post(name: Self.textDidBeginEditingNotification, object: self)
        return true
    }

    @discardableResult
    open override func resignFirstResponder() -> Bool {
        guard isFirstResponder else { return true }
        guard forcedResign || (delegate?.textFieldShouldEndEditing(self) ?? true) else { return false }
        guard super.resignFirstResponder() else { return false }
        isEditing = false
        setNeedsLayout()
        sendActions(for: .editingDidEnd)
        delegate?.textFieldDidEndEditing(self, reason: .committed)
        NotificationCenter.default.post(name: Self.textDidEndEditingNotification, object: self)
        return true
    }

    /// Set by `endEditing(true)`: the delegate is not asked.
    var forcedResign = false

    /// A tap begins editing, as UIKit's does when the finger lifts on the field.
    open override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
        super.endTracking(touch, with: event)
        guard let touch, point(inside: touch.location(in: self), with: event) else { return }
        becomeFirstResponder()
    }

    override func stateDidChange() { applyBorder(); contentDidChange() }

    // MARK: Drawing

    private func replaceOverlay(_ old: UIView?, with new: UIView?) {
        if let old, old !== new, old.superview === self { old.removeFromSuperview() }
        if let new { addSubview(new) }
        setNeedsLayout()
    }

    private func applyBorder() {
        let layer = backgroundView.layer
        backgroundView.image = nil
        backgroundView.backgroundColor = nil
        layer.borderWidth = 0
        layer.cornerRadius = 0
        if let image = isEnabled ? background : disabledBackground ?? background {
            // A background image replaces the border, as in UIKit.
            backgroundView.image = image
            return
        }
        switch borderStyle {
        case .none:
            break
        case .line:
            layer.borderWidth = 1
            layer.borderColor = UIColor.darkGray.cgColor
        case .bezel:
            layer.borderWidth = 1
            layer.borderColor = UIColor.gray.cgColor
        case .roundedRect:
            backgroundView.backgroundColor = .systemBackground
            layer.borderWidth = 0.5
            layer.borderColor = Self.roundedBorderColor.cgColor
            layer.cornerRadius = 5
        }
    }

    private func contentDidChange() {
        let font = font ?? .systemFont(ofSize: 17)
        let shown = storedText ?? ""
        if shown.isEmpty {
            let placeholder = attributedPlaceholder
            let attributes = placeholder.flatMap { $0.length > 0 ? $0.attributes(at: 0, effectiveRange: nil) : nil } ?? [:]
            contentLabel.text = placeholder?.string
            contentLabel.font = attributes[.font] as? UIFont ?? font
            contentLabel.textColor = attributes[.foregroundColor] as? UIColor ?? .placeholderText
        } else {
            let attributes = storedAttributedText.flatMap { $0.length > 0 ? $0.attributes(at: 0, effectiveRange: nil) : nil } ?? [:]
            contentLabel.text = isSecureTextEntry ? String(repeating: "•", count: shown.count) : shown
            contentLabel.font = attributes[.font] as? UIFont ?? font
            contentLabel.textColor = (attributes[.foregroundColor] as? UIColor ?? textColor ?? .label)
        }
        contentLabel.alpha = isEnabled ? 1 : 0.5
        contentLabel.textAlignment = textAlignment
        invalidateIntrinsicContentSize()
        setNeedsLayout()
    }
}

extension UIView {
    /// Makes the first responder resign if it is this view or inside it; with `force`, without
    /// asking a text field's or text view's delegate. Returns whether none is left editing here.
    @discardableResult
    public func endEditing(_ force: Bool) -> Bool {
        guard let current = FirstResponder.current as? UIView, current.isDescendant(of: self) else { return true }
        let field = current as? UITextField
        let textView = current as? UITextView
        field?.forcedResign = force
        textView?.forcedResign = force
        defer {
            field?.forcedResign = false
            textView?.forcedResign = false
        }
        return current.resignFirstResponder()
    }
}
