import Foundation

extension UIControl {
    /// The states a control's appearance can depend on (UIKit's bits).
    public struct State: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let normal = State([])
        public static let highlighted = State(rawValue: 1 << 0)
        public static let disabled = State(rawValue: 1 << 1)
        public static let selected = State(rawValue: 1 << 2)
    }

    /// `.highlighted` while touched, `.disabled` when not enabled, `.selected` while selected,
    /// else `.normal`.
    public var state: State {
        var state = State.normal
        if isHighlighted { state.insert(.highlighted) }
        if !isEnabled { state.insert(.disabled) }
        if isSelected { state.insert(.selected) }
        return state
    }
}

/// A button, as UIKit's: a control with a title per state, drawn centred by its `titleLabel`.
/// Attach what a tap does with `addAction(_:for: .touchUpInside)`.
///
/// Title colors default to the ``UIView/tintColor`` (systemBlue unless set) for `.system` buttons and white for `.custom` ones (what
/// `UIButton(frame:)` and `UIButton()` make). While highlighted, a title with no color of its
/// own for `.highlighted` is drawn at 20 % of its opacity, for both types (UIKit dims only
/// system buttons; here custom ones dim too, so a scripted tap shows in a recording). Disabled
/// titles without their own color are grey.
open class UIButton: UIControl {
    public enum ButtonType: Int, Sendable {
        case custom = 0
        case system = 1
        /// The ⓘ of a table row's detail button; drawn, as `.infoLight` and `.infoDark` are,
        /// as a 22 pt ring with an "i" in the tint colour (UIKit's `info.circle` symbol).
        case detailDisclosure = 2
        case infoLight = 3
        case infoDark = 4
        /// A 22 pt ring with a "+" in the tint colour (UIKit's `plus.circle`).
        case contactAdd = 5
        /// iOS 15's plain button: a system button without a background.
        case plain = 6
        /// iOS 13's close button: a 30 pt grey disc with an "×".
        case close = 7

        /// iOS 6's rounded rectangle: since iOS 7 the system button (UIKit's header gives it
        /// the same value).
        public static var roundedRect: ButtonType { .system }
    }

    public internal(set) var buttonType: ButtonType = .custom
    /// Shows the title. Its font is the button's (system font, 15 pt, by default).
    public private(set) var titleLabel: UILabel?

    private var titles = PerState<String>()
    private var titleColors = PerState<UIColor>()

    public override init(frame: CGRect) {
        super.init(frame: frame)
        addTitleLabel()
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        addTitleLabel()
        (coder as? UINibDecoder)?.decodeButton(self)
    }

    private func addTitleLabel() {
        let label = UILabel(frame: .zero)
        label.font = .systemFont(ofSize: 15)
        label.textAlignment = .center
        label.titleOwner = self
        addSubview(label)
        titleLabel = label
    }

    public convenience init(type buttonType: ButtonType) {
        self.init(frame: .zero)
        self.buttonType = buttonType
        if let glyph = Self.glyph(for: buttonType) { setImage(glyph, for: .normal) }
    }

    // MARK: Titles

    public func setTitle(_ title: String?, for state: State) {
        titles[state] = title
        titleDidChange()
    }

    /// The title for `state`, falling back to the `.normal` one.
    public func title(for state: State) -> String? {
        titles[state]
    }

    /// Not UIKit API: the Stack Overflow drop-out transition calls it, meaning
    /// ``setTitleColor(_:for:)``, so it compiles here with a warning rather than failing.
    @available(*, deprecated, renamed: "setTitleColor(_:for:)", message: "UIKit has no setTextColor(_:for:) on UIButton")
    public func setTextColor(_ color: UIColor?, for state: State) {
        setTitleColor(color, for: state)
    }

    private var attributedTitles = PerState<NSAttributedString>()

    /// A title with its own fonts and colours for `state`; it is shown in place of the plain
    /// title of that state (and of states falling back to it).
    public func setAttributedTitle(_ title: NSAttributedString?, for state: State) {
        attributedTitles[state] = title
        titleDidChange()
    }

    /// The attributed title for `state`, falling back to the `.normal` one.
    public func attributedTitle(for state: State) -> NSAttributedString? {
        attributedTitles[state]
    }

    public var currentAttributedTitle: NSAttributedString? { attributedTitle(for: state) }

    public func setTitleColor(_ color: UIColor?, for state: State) {
        titleColors[state] = color
    }

    /// The title color for `state`, falling back to the `.normal` one, then to the type's.
    public func titleColor(for state: State) -> UIColor? {
        titleColors[state] ?? defaultTitleColor
    }

    // MARK: Images

    private var images = PerState<UIImage>()
    private var ownImageView: UIImageView?

    /// The view showing the image, left of the title; nil until an image is set.
    open var imageView: UIImageView? { ownImageView }

    /// The image shown for `state` (falling back to the `.normal` one), left of the title. A
    /// system button draws it as a template in its tint colour, as UIKit does.
    public func setImage(_ image: UIImage?, for state: State) {
        images[state] = image
        if ownImageView == nil, image != nil { ownImageView = makeImageView(atBack: false) }
        updateImage()
    }

    /// The image for `state`, falling back to the `.normal` one.
    public func image(for state: State) -> UIImage? {
        images[state]
    }

    public var currentImage: UIImage? { image(for: state) }

    func updateImage() {
        let image = currentImage
        let tinted = buttonType != .custom && buttonType != .close
        show(tinted ? image?.withRenderingMode(.alwaysTemplate) : image, in: ownImageView)
    }

    /// A view for an image, made when the first one is set: behind everything else for the
    /// background image (stretched over the bounds), else in front.
    private func makeImageView(atBack: Bool) -> UIImageView {
        let view = UIImageView(frame: atBack ? bounds : .zero)
        view.isUserInteractionEnabled = false
        if atBack {
            view.contentMode = .scaleToFill
            insertSubview(view, at: 0)
        } else {
            addSubview(view)
        }
        return view
    }

    /// Shows `image` in `view` (hidden without one) and lays the button out again.
    private func show(_ image: UIImage?, in view: UIImageView?) {
        guard let view else { return }
        view.image = image
        view.isHidden = image == nil
        setNeedsLayout()
        superview?.setNeedsLayout()
    }

    // MARK: Background images

    private var backgroundImages = PerState<UIImage>()
    private var backgroundImageView: UIImageView?

    /// The image drawn behind the title and image for `state` (falling back to the `.normal`
    /// one), stretched to the bounds as UIKit stretches it. Unlike ``setImage(_:for:)``'s, it
    /// is drawn in its own colors on a system button too.
    public func setBackgroundImage(_ image: UIImage?, for state: State) {
        backgroundImages[state] = image
        if backgroundImageView == nil, image != nil { backgroundImageView = makeImageView(atBack: true) }
        updateBackgroundImage()
    }

    /// The background image for `state`, falling back to the `.normal` one.
    public func backgroundImage(for state: State) -> UIImage? {
        backgroundImages[state]
    }

    public var currentBackgroundImage: UIImage? { backgroundImage(for: state) }

    private func updateBackgroundImage() {
        show(currentBackgroundImage, in: backgroundImageView)
    }

    override func stateDidChange() {
        titleLabel?.text = currentTitle
        updateImage()
        updateBackgroundImage()
        setNeedsLayout()
    }

    /// The image's size in the layout (zero without one).
    private var imageSize: CGSize {
        guard let image = currentImage else { return .zero }
        return image.size
    }

    public var currentTitle: String? { title(for: state) }
    public var currentTitleColor: UIColor { titleColor(for: state) ?? defaultTitleColor }

    private var defaultTitleColor: UIColor { buttonType != .custom ? tintColor : .white }

    /// The color the title is drawn in now, with the dimming of a highlighted or disabled state
    /// that has no color of its own.
    var displayedTitleColor: UIColor {
        if let own = titleColors.own(state) { return own }
        let color = currentTitleColor
        if !isEnabled { return .systemGray }
        if isHighlighted { return color.withAlphaComponent(color.alpha * 0.2) }
        return color
    }

    private func titleDidChange() {
        titleLabel?.text = currentTitle
        setNeedsLayout()
        superview?.setNeedsLayout()
    }

    // MARK: Size and layout

    /// Accepted; the glow a touch leaves on the button is not drawn here.
    open var showsTouchWhenHighlighted = false
    /// Accepted; images are drawn as they are in every state here.
    open var adjustsImageWhenHighlighted = true
    open var adjustsImageWhenDisabled = true

    /// Space kept free inside the bounds around the title; `.zero` by default. The title is
    /// placed in what is left, per the control's content alignments.
    open var contentEdgeInsets: UIEdgeInsets = .zero { didSet { setNeedsLayout() } }

    /// Moves the title from where the layout puts it, as UIKit's: its place is inset by these
    /// and the title aligned in what is left, so a centred title moves by half the difference
    /// of opposite insets (`left: 12` moves it 6 pt right), one against an edge by that edge's
    /// inset. The button's size and the image do not change.
    open var titleEdgeInsets: UIEdgeInsets = .zero { didSet { setNeedsLayout() } }

    /// Moves the image likewise (``titleEdgeInsets``).
    open var imageEdgeInsets: UIEdgeInsets = .zero { didSet { setNeedsLayout() } }

    /// `rect` moved (or, for a stretched alignment, inset) by `insets` per the content alignments.
    private func moved(_ rect: CGRect, by insets: UIEdgeInsets) -> CGRect {
        guard insets != .zero else { return rect }
        var result = rect
        switch effectiveContentHorizontalAlignment {
        case .left, .leading: result.origin.x += insets.left
        case .right, .trailing: result.origin.x -= insets.right
        case .center: result.origin.x += (insets.left - insets.right) / 2
        case .fill:
            result.origin.x += insets.left
            result.size.width = max(result.width - insets.left - insets.right, 0)
        }
        switch contentVerticalAlignment {
        case .top: result.origin.y += insets.top
        case .bottom: result.origin.y -= insets.bottom
        case .center: result.origin.y += (insets.top - insets.bottom) / 2
        case .fill:
            result.origin.y += insets.top
            result.size.height = max(result.height - insets.top - insets.bottom, 0)
        }
        return result
    }

    /// The title's size plus 6 pt above and below it, as UIKit's system buttons measure, plus
    /// the content insets; at least a background image's size.
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        let insets = contentEdgeInsets
        let image = imageSize
        let background = currentBackgroundImage?.size ?? .zero
        let content: CGSize
        if let titleLabel, let title = currentTitle, !title.isEmpty {
            let text = titleLabel.sizeThatFits(.zero)
            content = CGSize(width: image.width + text.width, height: max(text.height + 12, image.height))
        } else if image != .zero {
            // A glyph button is its glyph's size; an image alone is at least 34 pt high.
            content = CGSize(width: image.width, height: buttonType.drawsGlyph ? image.height : max(image.height, 34))
        } else if background != .zero {
            // An empty button with a background image is that image's size.
            content = .zero
        } else {
            content = CGSize(width: 30, height: 34)
        }
        return CGSize(
            width: max(content.width + insets.left + insets.right, background.width),
            height: max(content.height + insets.top + insets.bottom, background.height))
    }

    open override var intrinsicContentSize: CGSize { sizeThatFits(.zero) }

    /// Places the image (scaled down to fit) and the title label, as large as its text, in the
    /// bounds less ``contentEdgeInsets``: centred by default, or against an edge or stretched per ``contentHorizontalAlignment``
    /// and ``contentVerticalAlignment``.
    open override func layoutSubviews() {
        super.layoutSubviews()
        backgroundImageView?.frame = bounds
        guard let titleLabel else { return }
        let area = bounds.inset(by: contentEdgeInsets)
        // An image larger than the content area is scaled down to fit it, keeping its shape,
        // as UIKit's buttons draw one (a smaller one keeps its size).
        var image = imageSize
        if image.width > 0, image.height > 0, image.width > area.width || image.height > area.height {
            let scale = max(min(area.width / image.width, area.height / image.height), 0)
            image = CGSize(width: image.width * scale, height: image.height * scale)
        }
        let hasTitle = !(currentTitle ?? "").isEmpty
        let text = hasTitle ? titleLabel.sizeThatFits(.zero) : .zero
        // The image and the title are placed as one group, the image first.
        var size = CGSize(
            width: min(image.width + text.width, max(area.width, 0)), height: min(max(text.height, image.height), max(area.height, 0)))
        let x: CGFloat, y: CGFloat
        switch effectiveContentHorizontalAlignment {
        case .left, .leading: x = area.minX
        case .right, .trailing: x = area.maxX - size.width
        case .fill:
            x = area.minX
            size.width = max(area.width, 0)
        case .center: x = area.midX - size.width / 2
        }
        switch contentVerticalAlignment {
        case .top: y = area.minY
        case .bottom: y = area.maxY - size.height
        case .fill:
            y = area.minY
            size.height = max(area.height, 0)
        case .center: y = area.midY - size.height / 2
        }
        if let ownImageView {
            ownImageView.frame = moved(
                CGRect(x: x, y: y + (size.height - image.height) / 2, width: image.width, height: image.height), by: imageEdgeInsets)
        }
        titleLabel.frame = moved(CGRect(
            x: x + image.width, y: image == .zero ? y : y + (size.height - text.height) / 2,
            width: max(size.width - image.width, 0), height: image == .zero ? size.height : text.height), by: titleEdgeInsets)
    }
}

/// What a button keeps per control state, as UIKit does: a value set for a state, else the
/// `.normal` state's.
private struct PerState<Value> {
    private var values: [UInt: Value] = [:]

    /// The value for `state`, else the `.normal` one; setting stores it for exactly `state`.
    subscript(state: UIControl.State) -> Value? {
        get { values[state.rawValue] ?? values[UIControl.State.normal.rawValue] }
        set { values[state.rawValue] = newValue }
    }

    /// The value set for exactly `state`.
    func own(_ state: UIControl.State) -> Value? { values[state.rawValue] }
}
