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
    }

    public internal(set) var buttonType: ButtonType = .custom
    /// Shows the title. Its font is the button's (system font, 15 pt, by default).
    public private(set) var titleLabel: UILabel?

    private var titles: [UInt: String] = [:]
    private var titleColors: [UInt: UIColor] = [:]

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
    }

    // MARK: Titles

    public func setTitle(_ title: String?, for state: State) {
        titles[state.rawValue] = title
        titleDidChange()
    }

    /// The title for `state`, falling back to the `.normal` one.
    public func title(for state: State) -> String? {
        titles[state.rawValue] ?? titles[State.normal.rawValue]
    }

    /// Not UIKit API: the Stack Overflow drop-out transition calls it, meaning
    /// ``setTitleColor(_:for:)``, so it compiles here with a warning rather than failing.
    @available(*, deprecated, renamed: "setTitleColor(_:for:)", message: "UIKit has no setTextColor(_:for:) on UIButton")
    public func setTextColor(_ color: UIColor?, for state: State) {
        setTitleColor(color, for: state)
    }

    public func setTitleColor(_ color: UIColor?, for state: State) {
        titleColors[state.rawValue] = color
    }

    /// The title color for `state`, falling back to the `.normal` one, then to the type's.
    public func titleColor(for state: State) -> UIColor? {
        titleColors[state.rawValue] ?? titleColors[State.normal.rawValue] ?? defaultTitleColor
    }

    // MARK: Images

    private var images: [UInt: UIImage] = [:]
    private var ownImageView: UIImageView?

    /// The view showing the image, left of the title; nil until an image is set.
    open var imageView: UIImageView? { ownImageView }

    /// The image shown for `state` (falling back to the `.normal` one), left of the title. A
    /// system button draws it as a template in its tint colour, as UIKit does.
    public func setImage(_ image: UIImage?, for state: State) {
        images[state.rawValue] = image
        if ownImageView == nil, image != nil {
            let view = UIImageView(frame: .zero)
            view.isUserInteractionEnabled = false
            addSubview(view)
            ownImageView = view
        }
        updateImage()
    }

    /// The image for `state`, falling back to the `.normal` one.
    public func image(for state: State) -> UIImage? {
        images[state.rawValue] ?? images[State.normal.rawValue]
    }

    public var currentImage: UIImage? { image(for: state) }

    func updateImage() {
        guard let ownImageView else { return }
        let image = currentImage
        ownImageView.image = buttonType == .system ? image?.withRenderingMode(.alwaysTemplate) : image
        ownImageView.isHidden = image == nil
        setNeedsLayout()
        superview?.setNeedsLayout()
    }

    // MARK: Background images

    private var backgroundImages: [UInt: UIImage] = [:]
    private var backgroundImageView: UIImageView?

    /// The image drawn behind the title and image for `state` (falling back to the `.normal`
    /// one), stretched to the bounds as UIKit stretches it. Unlike ``setImage(_:for:)``'s, it
    /// is drawn in its own colors on a system button too.
    public func setBackgroundImage(_ image: UIImage?, for state: State) {
        backgroundImages[state.rawValue] = image
        if backgroundImageView == nil, image != nil {
            let view = UIImageView(frame: bounds)
            view.isUserInteractionEnabled = false
            view.contentMode = .scaleToFill
            insertSubview(view, at: 0)
            backgroundImageView = view
        }
        updateBackgroundImage()
    }

    /// The background image for `state`, falling back to the `.normal` one.
    public func backgroundImage(for state: State) -> UIImage? {
        backgroundImages[state.rawValue] ?? backgroundImages[State.normal.rawValue]
    }

    public var currentBackgroundImage: UIImage? { backgroundImage(for: state) }

    private func updateBackgroundImage() {
        guard let backgroundImageView else { return }
        let image = currentBackgroundImage
        backgroundImageView.image = image
        backgroundImageView.isHidden = image == nil
        setNeedsLayout()
        superview?.setNeedsLayout()
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

    private var defaultTitleColor: UIColor { buttonType == .system ? tintColor : .white }

    /// The color the title is drawn in now, with the dimming of a highlighted or disabled state
    /// that has no color of its own.
    var displayedTitleColor: UIColor {
        if let own = titleColors[state.rawValue] { return own }
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

    /// Space kept free inside the bounds around the title; `.zero` by default. The title is
    /// placed in what is left, per the control's content alignments.
    open var contentEdgeInsets: UIEdgeInsets = .zero { didSet { setNeedsLayout() } }

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
            content = CGSize(width: image.width, height: max(image.height, 34))
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

    /// Places the title label, as large as its text, in the bounds less ``contentEdgeInsets``:
    /// centred by default, or against an edge or stretched per ``contentHorizontalAlignment``
    /// and ``contentVerticalAlignment``.
    open override func layoutSubviews() {
        super.layoutSubviews()
        backgroundImageView?.frame = bounds
        guard let titleLabel else { return }
        let area = bounds.inset(by: contentEdgeInsets)
        let image = imageSize
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
            ownImageView.frame = CGRect(x: x, y: y + (size.height - image.height) / 2, width: image.width, height: image.height)
        }
        titleLabel.frame = CGRect(
            x: x + image.width, y: image == .zero ? y : y + (size.height - text.height) / 2,
            width: max(size.width - image.width, 0), height: image == .zero ? size.height : text.height)
    }
}
