import Foundation

/// A slider, as UIKit's (iOS 13+ look): a 4 pt rounded track, `minimumTrackTintColor` (system
/// blue) left of the thumb and `maximumTrackTintColor` (light grey) right of it, and a white
/// 28 pt thumb with a shadow; 31 pt tall by its intrinsic size. Dragging the thumb moves the
/// value (a touch on the track away from the thumb does not jump to it, as in UIKit) and sends
/// `.valueChanged` as it moves (`isContinuous`, the default) or once when the touch lifts.
/// Setting `value` sends nothing. Drawn from plain views: the tracks and the thumb are its
/// subviews.
open class UISlider: UIControl {
    private static let thumbSide: CGFloat = 28
    private static let trackHeight: CGFloat = 4
    private static let maximumTrackColor = UIColor(rgb: 0xE5E5EA)

    private let maximumTrack = UIView()
    private let minimumTrack = UIView()
    private let thumb = UIView.controlThumb(side: UISlider.thumbSide, shadowOpacity: 0.25, shadowRadius: 3)

    /// Kept within `minimumValue…maximumValue`.
    open var value: Float = 0 {
        didSet {
            let clamped = min(max(value, minimumValue), max(maximumValue, minimumValue))
            if value != clamped { value = clamped }
            setNeedsLayout()
        }
    }
    open var minimumValue: Float = 0 { didSet { value = max(value, minimumValue) } }
    open var maximumValue: Float = 1 { didSet { value = min(value, maximumValue) } }
    /// Whether `.valueChanged` is sent while dragging (true) or only when the touch lifts.
    open var isContinuous = true
    open var minimumTrackTintColor: UIColor? { didSet { applyColors() } }
    open var maximumTrackTintColor: UIColor? { didSet { applyColors() } }
    open var thumbTintColor: UIColor? { didSet { applyColors() } }

    /// Where the touch caught the thumb, from its centre, while dragging.
    private var grip: CGFloat?
    private var changedWhileTracking = false

    public override init(frame: CGRect) {
        super.init(frame: frame)
        addParts()
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        addParts()
        (coder as? UINibDecoder)?.decodeSlider(self)
    }

    private func addParts() {
        for track in [maximumTrack, minimumTrack] {
            track.layer.cornerRadius = Self.trackHeight / 2
            track.isUserInteractionEnabled = false
            addSubview(track)
        }
        addSubview(thumb)
        applyColors()
    }

    public convenience init() { self.init(frame: .zero) }

    open override var intrinsicContentSize: CGSize { CGSize(width: UIView.noIntrinsicMetric, height: 31) }

    open func setValue(_ value: Float, animated: Bool) {
        if animated {
            UIView.animate(withDuration: 0.25) {
                self.value = value
                self.layoutIfNeeded()
            }
        } else {
            self.value = value
        }
    }

    /// The value's place along the track, 0…1.
    private var fraction: CGFloat {
        maximumValue > minimumValue ? CGFloat((value - minimumValue) / (maximumValue - minimumValue)) : 0
    }

    /// How far the thumb's centre can travel: the width less the thumb.
    private var travel: CGFloat { max(bounds.width - Self.thumbSide, 0) }

    open override func layoutSubviews() {
        super.layoutSubviews()
        let midY = bounds.height / 2
        let thumbX = fraction * travel
        maximumTrack.frame = CGRect(x: 0, y: midY - Self.trackHeight / 2, width: bounds.width, height: Self.trackHeight)
        minimumTrack.frame = CGRect(x: 0, y: midY - Self.trackHeight / 2, width: thumbX + Self.thumbSide / 2, height: Self.trackHeight)
        thumb.frame = CGRect(x: thumbX, y: midY - Self.thumbSide / 2, width: Self.thumbSide, height: Self.thumbSide)
    }

    open override func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        let x = touch.location(in: self).x
        let centre = fraction * travel + Self.thumbSide / 2
        // The thumb, with a few points' slack around it, catches the touch.
        guard abs(x - centre) <= Self.thumbSide / 2 + 6 else { return false }
        grip = x - centre
        changedWhileTracking = false
        return true
    }

    open override func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        guard let grip else { return false }
        let centre = touch.location(in: self).x - grip
        let fraction = travel > 0 ? min(max((centre - Self.thumbSide / 2) / travel, 0), 1) : 0
        let newValue = minimumValue + Float(fraction) * (maximumValue - minimumValue)
        if newValue != value {
            value = newValue
            layoutIfNeeded()
            changedWhileTracking = true
            if isContinuous { sendActions(for: .valueChanged) }
        }
        return true
    }

    open override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
        super.endTracking(touch, with: event)
        if !isContinuous, changedWhileTracking { sendActions(for: .valueChanged) }
        grip = nil
    }

    open override func cancelTracking(with event: UIEvent?) {
        super.cancelTracking(with: event)
        grip = nil
    }

    private func applyColors() {
        minimumTrack.backgroundColor = minimumTrackTintColor ?? .systemBlue
        maximumTrack.backgroundColor = maximumTrackTintColor ?? Self.maximumTrackColor
        thumb.backgroundColor = thumbTintColor ?? .white
    }
}
