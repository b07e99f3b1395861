import Foundation

/// An on/off switch, as UIKit's (iOS 13+ look): 51 × 31 pt, a rounded track in
/// `onTintColor` when on and light grey when off, a white thumb with a shadow. A tap toggles it
/// (animated) and sends `.valueChanged`; setting `isOn` or `setOn(_:animated:)` sends nothing.
/// Drawn from plain views: the track and the thumb are its subviews.
open class UISwitch: UIControl {
    /// UIKit's fixed size.
    static let size = CGSize(width: 51, height: 31)
    private static let thumbSide: CGFloat = 27
    private static let inset: CGFloat = 2
    /// The off track: iOS's light-appearance switch fill.
    private static let offColor = UIColor(rgb: 0xE9E9EB)

    private let track = UIView(frame: CGRect(origin: .zero, size: UISwitch.size))
    private let thumb = UIView.controlThumb(side: UISwitch.thumbSide, shadowOpacity: 0.2, shadowRadius: 2)

    open var isOn = false { didSet { if isOn != oldValue { applyState() } } }
    /// The track's color when on: system green by default.
    open var onTintColor: UIColor? = .systemGreen { didSet { applyState() } }
    /// The thumb's color: white by default.
    open var thumbTintColor: UIColor? { didSet { applyState() } }

    public override init(frame: CGRect) {
        super.init(frame: CGRect(origin: frame.origin, size: Self.size))
        addParts()
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        addParts()
        (coder as? UINibDecoder)?.decodeSwitch(self)
    }

    private func addParts() {
        track.layer.cornerRadius = Self.size.height / 2
        track.isUserInteractionEnabled = false
        addSubview(track)
        addSubview(thumb)
        for axis in [NSLayoutConstraint.Axis.horizontal, .vertical] {
            setContentHuggingPriority(.required, for: axis)
            setContentCompressionResistancePriority(.required, for: axis)
        }
        applyState()
    }

    public convenience init() { self.init(frame: .zero) }

    open override var intrinsicContentSize: CGSize { Self.size }

    /// The switch is drawn 51 × 31 at its top left whatever its frame (UIKit's keeps its size);
    /// Auto Layout gives it that size, as its content hugs and resists at required priority.
    open override func layoutSubviews() {
        super.layoutSubviews()
        track.frame = CGRect(origin: .zero, size: Self.size)
        thumb.frame.origin = thumbOrigin
    }

    /// Sets the state without sending `.valueChanged`, sliding the thumb over 0.25 s when
    /// `animated`.
    open func setOn(_ on: Bool, animated: Bool) {
        guard on != isOn else { return }
        if animated {
            UIView.animate(withDuration: 0.25) { self.isOn = on }
        } else {
            isOn = on
        }
    }

    open override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
        super.endTracking(touch, with: event)
        guard let touch, point(inside: touch.location(in: self), with: event) else { return }
        setOn(!isOn, animated: true)
        sendActions(for: .valueChanged)
    }

    private var thumbOrigin: CGPoint {
        CGPoint(x: isOn ? Self.size.width - Self.inset - Self.thumbSide : Self.inset, y: Self.inset)
    }

    private func applyState() {
        track.backgroundColor = isOn ? (onTintColor ?? .systemGreen) : Self.offColor
        thumb.backgroundColor = thumbTintColor ?? .white
        thumb.frame.origin = thumbOrigin
    }
}
