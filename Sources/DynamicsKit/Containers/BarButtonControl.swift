import Foundation

/// How a bar draws one button: an image and a title side by side in the tint color (grey when
/// disabled, faded while a finger is down on it), sending `tapped` on touch-up inside. The
/// navigation bar's items and its back button are each one of these.
final class BarButtonControl: UIControl {
    private let imageView = UIImageView(frame: .zero)
    private let label = UILabel(frame: .zero)
    /// Space between the image and the title.
    private let gap: CGFloat

    init(image: UIImage?, title: String?, font: UIFont, gap: CGFloat = 6, tapped: @escaping () -> Void) {
        self.gap = gap
        super.init(frame: .zero)
        imageView.image = image?.renderingMode == .alwaysOriginal ? image : image?.withRenderingMode(.alwaysTemplate)
        imageView.contentMode = .scaleAspectFit
        imageView.isHidden = image == nil
        label.text = title
        label.font = font
        label.isHidden = title?.isEmpty ?? true
        addSubview(imageView)
        addSubview(label)
        addAction(for: .touchUpInside, tapped)
        updateColors()
    }

    required init?(coder: NSCoder) { fatalError("a bar makes its buttons itself") }

    override var isEnabled: Bool { didSet { updateColors() } }
    override var isHighlighted: Bool { didSet { updateColors() } }
    override func tintColorDidChange() { updateColors() }

    private func updateColors() {
        let color: UIColor = isEnabled ? tintColor : .systemGray3
        label.textColor = isHighlighted ? color.withAlphaComponent(0.2) : color
        imageView.alpha = isHighlighted ? 0.2 : 1
        imageView.tintColor = isEnabled ? nil : .systemGray3
    }

    /// The image at its size (at most 28 pt tall), the gap, and the title.
    override func sizeThatFits(_ size: CGSize) -> CGSize {
        let parts = partSizes
        let width = parts.image.width + parts.title.width + (parts.image.width > 0 && parts.title.width > 0 ? gap : 0)
        return CGSize(width: width, height: max(parts.image.height, parts.title.height))
    }

    private var partSizes: (image: CGSize, title: CGSize) {
        var image = CGSize.zero
        if let size = imageView.image?.size, size.height > 0 {
            let scale = min(1, 28 / size.height)
            image = CGSize(width: size.width * scale, height: size.height * scale)
        }
        return (image, label.isHidden ? .zero : label.sizeThatFits(.zero))
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        let parts = partSizes
        imageView.frame = CGRect(x: 0, y: bounds.midY - parts.image.height / 2, width: parts.image.width, height: parts.image.height)
        let titleX = parts.image.width > 0 ? parts.image.width + gap : 0
        label.frame = CGRect(x: titleX, y: bounds.midY - parts.title.height / 2, width: parts.title.width, height: parts.title.height)
    }
}

extension UIBarButtonItem {
    /// The view a bar shows for the item: its custom view, an empty view for a space (as wide
    /// as a fixed space, its width decided by the bar for a flexible one), or a button in the
    /// tint colour with the item's image or title (a system item's sign drawn larger) that
    /// runs the item's primary action or sends its action.
    func makeBarView() -> UIView {
        if let customView { return customView }
        if isSpace {
            let space = UIView(frame: CGRect(x: 0, y: 0, width: systemItem == .fixedSpace ? width : 0, height: 1))
            space.isUserInteractionEnabled = false
            return space
        }
        let isSign = title == nil && image == nil && (systemItem?.isSign ?? false)
        let proxy = BarItemAppearance.proxy(for: self) as? UIBarButtonItem
        let attributes = titleTextAttributes(for: .normal) ?? proxy?.titleTextAttributes(for: .normal)
        let font: UIFont = isSign ? .systemFont(ofSize: 24)
            : attributes?[.font] as? UIFont ?? .systemFont(ofSize: 17, weight: style == .done ? .semibold : .regular)
        let button = BarButtonControl(image: image, title: displayedTitle, font: font) { [weak self] in
            self?.sendAction()
        }
        button.isEnabled = isEnabled
        button.tintColor = tintColor ?? attributes?[.foregroundColor] as? UIColor ?? proxy?.tintColor
        button.accessibilityIdentifier = accessibilityIdentifier
        button.accessibilityLabel = accessibilityLabel ?? displayedTitle
        if width > 0 { button.bounds.size.width = width }
        return button
    }
}

extension UIImage {
    /// The back button's chevron, as iOS draws it: 13 × 21 pt, a 3 pt stroke with round ends,
    /// a template the bar tints.
    static let backChevron: UIImage = {
        let scale = 2, width = 13 * scale, height = 21 * scale
        let halfStroke = 1.5 * Double(scale)
        let tip = (x: 2.0 * Double(scale), y: Double(height) / 2)
        let ends = [(x: 11.0 * Double(scale), y: 2.0 * Double(scale)), (x: 11.0 * Double(scale), y: Double(height) - 2.0 * Double(scale))]
        var rgba = [UInt8](repeating: 255, count: width * height * 4)
        for y in 0..<height {
            for x in 0..<width {
                let point = (x: Double(x) + 0.5, y: Double(y) + 0.5)
                let distance = ends.map { distanceFrom(point, toSegment: tip, $0) }.min()!
                let coverage = min(max(halfStroke - distance + 0.5, 0), 1)
                rgba[(y * width + x) * 4 + 3] = UInt8((coverage * 255).rounded())
            }
        }
        return UIImage(templateWidth: width, height: height, pixels: rgba, scale: CGFloat(scale))
    }()

    private static func distanceFrom(
        _ point: (x: Double, y: Double), toSegment a: (x: Double, y: Double), _ b: (x: Double, y: Double)
    ) -> Double {
        let dx = b.x - a.x, dy = b.y - a.y
        let t = min(max(((point.x - a.x) * dx + (point.y - a.y) * dy) / (dx * dx + dy * dy), 0), 1)
        let nearest = (x: a.x + t * dx, y: a.y + t * dy)
        return ((point.x - nearest.x) * (point.x - nearest.x) + (point.y - nearest.y) * (point.y - nearest.y)).squareRoot()
    }
}
