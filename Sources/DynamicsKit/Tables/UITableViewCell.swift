import Foundation

/// A row of a table, as UIKit's: a `contentView` holding the row's views (for the default
/// style, `textLabel` at the leading margin), an accessory at the trailing edge (a disclosure
/// chevron, a checkmark), and a grey background while selected or highlighted.
open class UITableViewCell: UIView {
    public enum CellStyle: Int, Sendable {
        case `default`, value1, value2, subtitle
    }

    /// What editing a row does (a table's delegate and data source name it).
    public enum EditingStyle: Int, Sendable {
        case none, delete, insert
    }

    public enum AccessoryType: Int, Sendable {
        case none, disclosureIndicator, detailDisclosureButton, checkmark, detailButton
    }

    public enum SelectionStyle: Int, Sendable {
        case none, blue, gray, `default`
    }

    public let contentView: UIView
    public let reuseIdentifier: String?
    public internal(set) var style: CellStyle = .default
    open var accessoryType: AccessoryType = .none { didSet { updateAccessory() } }
    /// A view shown at the cell's trailing edge in place of ``accessoryType``'s glyph, as
    /// UIKit's: it keeps its own size, its trailing edge at the 16 pt margin, centred
    /// vertically, and the content view ends where it begins. Setting nil shows the glyph again.
    open var accessoryView: UIView? {
        didSet {
            guard accessoryView !== oldValue else { return }
            if let oldValue, oldValue.superview === self { oldValue.removeFromSuperview() }
            if let accessoryView { addSubview(accessoryView) }
            updateAccessory()
        }
    }
    open var selectionStyle: SelectionStyle = .default
    open private(set) var isSelected = false
    open private(set) var isHighlighted = false
    /// The leading inset of the separator below the cell (UIKit's default: 16 pt on iPhones).
    open var separatorInset = UIEdgeInsets(top: 0, left: 16, bottom: 0, right: 0)

    var ownTextLabel: UILabel?
    var ownDetailLabel: UILabel?
    private var configuredImageView: UIImageView?
    /// The standard styles' image view, made on first use (`imageView`).
    private var ownImageView: UIImageView?
    /// The layout the content configuration asks for, overriding the style's.
    private var configuredKind: UIListContentConfiguration.Kind?

    /// What the cell shows, described (UIListContentConfiguration.swift): setting it fills the
    /// cell's labels and image from it, as UIKit's list content view does.
    open var contentConfiguration: UIContentConfiguration? {
        didSet { applyContentConfiguration() }
    }
    private let accessoryLabel = UILabel(frame: .zero)
    private let selectionBackground = UIView(frame: .zero)
    /// The height the storyboard gave the cell, for `automaticDimension`.
    var designHeight: CGFloat?
    /// A segue the storyboard triggers when the row is selected.
    var triggeredSegue: ((UITableViewCell) -> Void)?

    public init(style: CellStyle, reuseIdentifier: String?) {
        contentView = UIView(frame: .zero)
        self.reuseIdentifier = reuseIdentifier
        self.style = style
        super.init(frame: CGRect(x: 0, y: 0, width: 320, height: UITableView.defaultRowHeight))
        addParts()
    }

    public override convenience init(frame: CGRect) {
        self.init(style: .default, reuseIdentifier: nil)
        self.frame = frame
    }

    public required init?(coder: NSCoder) {
        contentView = UIView(frame: .zero)
        reuseIdentifier = (coder as? UINibDecoder)?.element["reuseIdentifier"]
        super.init(coder: coder)
        addParts()
        (coder as? UINibDecoder)?.decodeTableViewCell(self)
    }

    private func addParts() {
        backgroundColor = .white
        selectionBackground.backgroundColor = UIColor(rgb: 0xD1D1D6)
        selectionBackground.isHidden = true
        selectionBackground.isUserInteractionEnabled = false
        insertSubview(selectionBackground, at: 0)
        contentView.isUserInteractionEnabled = true
        addSubview(contentView)
        accessoryLabel.text = "›"
        accessoryLabel.font = .systemFont(ofSize: 24)
        accessoryLabel.textColor = UIColor(rgb: 0xC4C4C7)
        accessoryLabel.textAlignment = .center
        accessoryLabel.isHidden = true
        addSubview(accessoryLabel)
    }

    /// The label of the default, value and subtitle styles, made on first use.
    open var textLabel: UILabel? {
        if let label = ownTextLabel { return label }
        let label = UILabel(frame: .zero)
        label.font = .systemFont(ofSize: 17)
        contentView.addSubview(label)
        ownTextLabel = label
        setNeedsLayout()
        return label
    }

    /// The image at the leading margin of the standard styles, made on first use; with an
    /// image it takes the image's width (scaled down to the cell's height) and the labels move
    /// past it by 16 pt.
    open var imageView: UIImageView? {
        if let view = ownImageView { return view }
        let view = UIImageView(frame: .zero)
        contentView.addSubview(view)
        ownImageView = view
        setNeedsLayout()
        return view
    }

    /// The secondary label of the value and subtitle styles; nil for the default style.
    open var detailTextLabel: UILabel? {
        guard style != .default else { return nil }
        if let label = ownDetailLabel { return label }
        let label = UILabel(frame: .zero)
        label.font = .systemFont(ofSize: style == .subtitle ? 12 : 17)
        label.textColor = .secondaryLabel
        contentView.addSubview(label)
        ownDetailLabel = label
        setNeedsLayout()
        return label
    }

    /// The height a list content configuration with a subtitle takes (self-sizing, as iOS's
    /// list content view): its margins, the text's line and the secondary text's line with the
    /// padding between; at least the standard 44 pt. Nil without a configuration.
    var configuredHeight: CGFloat? {
        guard let list = contentConfiguration as? UIListContentConfiguration else { return nil }
        guard list.kind == .subtitle, list.secondaryText != nil else { return Self.standardHeight }
        let lines = list.textProperties.font.lineHeight + list.textToSecondaryTextVerticalPadding
            + list.secondaryTextProperties.font.lineHeight
        return max((list.directionalLayoutMargins.top + lines + list.directionalLayoutMargins.bottom).rounded(.up), Self.standardHeight)
    }

    static let standardHeight: CGFloat = 44
    /// The trailing margin of an accessory view (the cell's layout margin on iPhones).
    static let accessoryViewMargin: CGFloat = 16

    private func applyContentConfiguration() {
        guard let configuration = contentConfiguration else { return }
        guard let list = configuration as? UIListContentConfiguration else {
            KitNote.once("a \(type(of: configuration)) content configuration is not drawn here; use UIListContentConfiguration")
            return
        }
        configuredKind = list.kind
        let label = textLabel!
        label.text = list.text
        label.font = list.textProperties.font
        label.textColor = list.textProperties.color
        label.numberOfLines = list.textProperties.numberOfLines
        label.textAlignment = list.textProperties.alignment == .center ? .center : .left
        if list.secondaryText != nil || ownDetailLabel != nil {
            let detail = ownDetailLabel ?? {
                let made = UILabel(frame: .zero)
                contentView.addSubview(made)
                ownDetailLabel = made
                return made
            }()
            detail.text = list.secondaryText
            detail.font = list.secondaryTextProperties.font
            detail.textColor = list.secondaryTextProperties.color
        }
        if let image = list.image {
            let imageView = configuredImageView ?? {
                let made = UIImageView(frame: .zero)
                made.contentMode = .center
                contentView.addSubview(made)
                configuredImageView = made
                return made
            }()
            imageView.image = image
            imageView.tintColor = list.imageProperties.tintColor
            imageView.isHidden = false
        } else {
            configuredImageView?.isHidden = true
        }
        setNeedsLayout()
    }

    open func setSelected(_ selected: Bool, animated: Bool) {
        isSelected = selected
        updateSelection()
    }

    open func setHighlighted(_ highlighted: Bool, animated: Bool) {
        isHighlighted = highlighted
        updateSelection()
    }

    open func prepareForReuse() {}

    private func updateSelection() {
        selectionBackground.isHidden = selectionStyle == .none || !(isSelected || isHighlighted)
    }

    private func updateAccessory() {
        accessoryLabel.isHidden = accessoryType == .none || accessoryView != nil
        switch accessoryType {
        case .checkmark:
            accessoryLabel.text = "✓"
            accessoryLabel.textColor = tintColor
        default:
            accessoryLabel.text = "›"
            accessoryLabel.textColor = UIColor(rgb: 0xC4C4C7)
        }
        setNeedsLayout()
    }

    /// The accessory glyph takes 38 pt at the trailing edge (an accessory view its own width
    /// and the 16 pt margin); the content view the rest; the labels sit at the 16 pt margin,
    /// centred vertically.
    open override func layoutSubviews() {
        super.layoutSubviews()
        let size = bounds.size
        var accessoryWidth: CGFloat = accessoryType == .none ? 0 : 38
        if let accessoryView {
            let viewSize = accessoryView.bounds.size
            accessoryView.frame = CGRect(
                x: size.width - Self.accessoryViewMargin - viewSize.width, y: (size.height - viewSize.height) / 2,
                width: viewSize.width, height: viewSize.height)
            accessoryWidth = Self.accessoryViewMargin + viewSize.width
        }
        selectionBackground.frame = bounds
        contentView.frame = CGRect(x: 0, y: 0, width: size.width - accessoryWidth, height: size.height)
        accessoryLabel.frame = CGRect(x: size.width - accessoryWidth, y: 0, width: 24, height: size.height)
        // A configuration's image takes a 29 pt column at the margin, then 16 pt of padding.
        var leading: CGFloat = 16
        if let imageView = configuredImageView, !imageView.isHidden {
            imageView.frame = CGRect(x: 16, y: 0, width: 29, height: size.height)
            leading += 29 + 16
        } else if let imageView = ownImageView, let image = imageView.image, image.size.width > 0, image.size.height > 0 {
            let scale = min(1, size.height / image.size.height)
            let fitted = CGSize(width: image.size.width * scale, height: image.size.height * scale)
            imageView.frame = CGRect(x: 16, y: ((size.height - fitted.height) / 2).rounded(), width: fitted.width, height: fitted.height)
            leading += fitted.width + 16
        }
        let width = contentView.bounds.width - leading - 16
        let subtitled = configuredKind.map { $0 == .subtitle } ?? (style == .subtitle)
        if let label = ownTextLabel {
            if let detail = ownDetailLabel, subtitled, detail.text != nil, let list = contentConfiguration as? UIListContentConfiguration {
                // Centred as one block: text, padding, secondary text.
                let textHeight = label.font.lineHeight, detailHeight = detail.font.lineHeight
                let top = ((size.height - textHeight - list.textToSecondaryTextVerticalPadding - detailHeight) / 2).rounded()
                label.frame = CGRect(x: leading, y: top, width: width, height: textHeight.rounded(.up))
                detail.frame = CGRect(
                    x: leading, y: top + textHeight + list.textToSecondaryTextVerticalPadding, width: width, height: detailHeight.rounded(.up))
            } else if let detail = ownDetailLabel, subtitled, detail.text != nil {
                label.frame = CGRect(x: leading, y: size.height / 2 - 20, width: width, height: 21)
                detail.frame = CGRect(x: leading, y: size.height / 2 + 2, width: width, height: 15)
            } else {
                label.frame = CGRect(x: leading, y: 0, width: width, height: size.height)
                if let detail = ownDetailLabel {
                    detail.textAlignment = .right
                    detail.frame = CGRect(x: leading, y: 0, width: width, height: size.height)
                }
            }
        }
    }
}
