import Foundation

/// A stepper, as UIKit's (iOS 13+ look): 94 × 32 pt, a light grey rounded rectangle split in a
/// "−" half and a "+" half by a thin line. A tap on a half steps `value` by `stepValue` within
/// `minimumValue…maximumValue` (round to the other end when `wraps`) and sends
/// `.valueChanged`; a half that cannot step (at the end, not wrapping) is greyed and does
/// nothing. Setting `value` sends nothing. Held down, UIKit repeats the step (`autorepeat`):
/// here a touch steps once when it comes down, again 0.5 s later and then every 0.1 s while
/// it stays (UIKit's published pace is not documented; these are estimates). Drawn from
/// plain views: the background, the separator and the glyphs' bars are its subviews.
open class UIStepper: UIControl {
    /// UIKit's fixed size.
    static let size = CGSize(width: 94, height: 32)
    private static let glyphColor = UIColor.label
    private static let disabledGlyphColor = UIColor.tertiaryLabel

    private let background = UIView(frame: CGRect(origin: .zero, size: UIStepper.size))
    private let separator = UIView()
    private let minusBar = UIView()
    private let plusBars = [UIView(), UIView()]

    open var value: Double = 0 {
        didSet {
            let clamped = min(max(value, minimumValue), maximumValue)
            if value != clamped { value = clamped }
            applyState()
        }
    }
    open var minimumValue: Double = 0 { didSet { value = max(value, minimumValue) } }
    open var maximumValue: Double = 100 { didSet { value = min(value, maximumValue) } }
    /// How much a tap changes the value; must be above 0, as UIKit's requires.
    open var stepValue: Double = 1 {
        didSet { precondition(stepValue > 0, "UIStepper.stepValue must be greater than 0") }
    }
    /// Whether stepping past an end goes on from the other end.
    open var wraps = false { didSet { applyState() } }
    /// Whether holding a half down repeats the step.
    open var autorepeat = true
    /// Whether `.valueChanged` is sent at each step while held (true) or once when the touch lifts.
    open var isContinuous = true

    /// The half being held, −1 or +1, and whether a step is still to be sent at the lift.
    private var heldDirection = 0
    private var pendingChange = false
    private var repeatTimer: SceneTimer?

    public override init(frame: CGRect) {
        super.init(frame: CGRect(origin: frame.origin, size: Self.size))
        addParts()
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        addParts()
        (coder as? UINibDecoder)?.decodeStepper(self)
    }

    public convenience init() { self.init(frame: .zero) }

    private func addParts() {
        background.backgroundColor = .tertiarySystemFill
        background.layer.cornerRadius = 8
        for part in [background, separator, minusBar] + plusBars {
            part.isUserInteractionEnabled = false
            addSubview(part)
        }
        separator.backgroundColor = .separator
        for bar in [minusBar] + plusBars { bar.layer.cornerRadius = 1 }
        for axis in [NSLayoutConstraint.Axis.horizontal, .vertical] {
            setContentHuggingPriority(.required, for: axis)
            setContentCompressionResistancePriority(.required, for: axis)
        }
        applyState()
    }

    open override var intrinsicContentSize: CGSize { Self.size }

    /// Drawn 94 × 32 at its top left whatever its frame, as UIKit's keeps its size.
    open override func layoutSubviews() {
        super.layoutSubviews()
        let half = Self.size.width / 2, midY = Self.size.height / 2
        background.frame = CGRect(origin: .zero, size: Self.size)
        separator.frame = CGRect(x: half - 0.5, y: 8, width: 1, height: Self.size.height - 16)
        minusBar.frame = CGRect(x: half / 2 - 7, y: midY - 1, width: 14, height: 2)
        plusBars[0].frame = CGRect(x: half + half / 2 - 7, y: midY - 1, width: 14, height: 2)
        plusBars[1].frame = CGRect(x: half + half / 2 - 1, y: midY - 7, width: 2, height: 14)
    }

    private var canDecrement: Bool { isEnabled && (wraps || value > minimumValue) }
    private var canIncrement: Bool { isEnabled && (wraps || value < maximumValue) }

    /// One step in `direction` (−1 or +1), wrapping or stopping at the ends; whether it moved.
    private func step(_ direction: Int) -> Bool {
        var next = value + Double(direction) * stepValue
        if next > maximumValue { next = wraps ? minimumValue : maximumValue }
        if next < minimumValue { next = wraps ? maximumValue : minimumValue }
        guard next != value else { return false }
        value = next
        return true
    }

    private func stepAndSend() {
        guard heldDirection != 0, step(heldDirection) else { return }
        if isContinuous { sendActions(for: .valueChanged) } else { pendingChange = true }
    }

    open override func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        let direction = touch.location(in: self).x < Self.size.width / 2 ? -1 : 1
        guard direction < 0 ? canDecrement : canIncrement else { return false }
        heldDirection = direction
        pendingChange = false
        stepAndSend()
        if autorepeat {
            repeatTimer = SceneTimer.scheduledTimer(withTimeInterval: 0.5, repeats: false) { [weak self] _ in
                self?.stepAndSend()
                self?.repeatTimer = SceneTimer.scheduledTimer(withTimeInterval: 0.1, repeats: true) { [weak self] _ in
                    self?.stepAndSend()
                }
            }
        }
        return true
    }

    open override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
        super.endTracking(touch, with: event)
        stopHolding()
    }

    open override func cancelTracking(with event: UIEvent?) {
        super.cancelTracking(with: event)
        stopHolding()
    }

    private func stopHolding() {
        repeatTimer?.invalidate()
        repeatTimer = nil
        heldDirection = 0
        if pendingChange {
            pendingChange = false
            sendActions(for: .valueChanged)
        }
    }

    override func stateDidChange() { applyState() }

    private func applyState() {
        minusBar.backgroundColor = canDecrement ? Self.glyphColor : Self.disabledGlyphColor
        for bar in plusBars { bar.backgroundColor = canIncrement ? Self.glyphColor : Self.disabledGlyphColor }
    }
}
