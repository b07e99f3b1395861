import Foundation

/// A progress bar, as UIKit's (iOS 13+ look): a 4 pt track in `trackTintColor` (light grey)
/// filled from the leading edge to `progress` in `progressTintColor` (the tint, system blue by
/// default), both with rounded ends in the default style; `.bar` is square and its track
/// clear. `setProgress(_:animated:)` animates the fill over 0.25 s (an estimate). Drawn from
/// plain views: the track and the fill are its subviews.
open class UIProgressView: UIView {
    public enum Style: Int, Sendable { case `default`, bar }

    static let barHeight: CGFloat = 4
    private static let trackColor = UIColor(rgb: 0xE5E5EA)

    private let track = UIView()
    private let fill = UIView()

    /// Kept within 0…1.
    open var progress: Float = 0 {
        didSet {
            let clamped = min(max(progress, 0), 1)
            if progress != clamped { progress = clamped }
            setNeedsLayout()
        }
    }
    open var progressViewStyle: Style = .default { didSet { applyColors() } }
    open var progressTintColor: UIColor? { didSet { applyColors() } }
    open var trackTintColor: UIColor? { didSet { applyColors() } }
    open var progressImage: UIImage?
    open var trackImage: UIImage?
    /// A `Progress` whose completed fraction the bar shows when set.
    open var observedProgress: Progress? {
        didSet { if let observedProgress { progress = Float(observedProgress.fractionCompleted) } }
    }

    public override init(frame: CGRect) {
        super.init(frame: frame)
        addParts()
    }

    public convenience init(progressViewStyle style: Style) {
        self.init(frame: CGRect(x: 0, y: 0, width: 0, height: Self.barHeight))
        progressViewStyle = style
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        addParts()
        (coder as? UINibDecoder)?.decodeProgressView(self)
    }

    private func addParts() {
        for part in [track, fill] {
            part.isUserInteractionEnabled = false
            addSubview(part)
        }
        applyColors()
    }

    open override var intrinsicContentSize: CGSize {
        CGSize(width: UIView.noIntrinsicMetric, height: Self.barHeight)
    }

    open func setProgress(_ progress: Float, animated: Bool) {
        if animated {
            UIView.animate(withDuration: 0.25) {
                self.progress = progress
                self.layoutIfNeeded()
            }
        } else {
            self.progress = progress
        }
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        // The bar sits at the top of a taller frame, as UIKit's does.
        let height = min(bounds.height, Self.barHeight)
        let width = bounds.width * CGFloat(progress)
        let leading = effectiveUserInterfaceLayoutDirection == .rightToLeft ? bounds.width - width : 0
        track.frame = CGRect(x: 0, y: 0, width: bounds.width, height: height)
        fill.frame = CGRect(x: leading, y: 0, width: width, height: height)
        let radius = progressViewStyle == .default ? height / 2 : 0
        track.layer.cornerRadius = radius
        fill.layer.cornerRadius = radius
    }

    open override func tintColorDidChange() {
        super.tintColorDidChange()
        applyColors()
    }

    private func applyColors() {
        fill.backgroundColor = progressTintColor ?? tintColor
        track.backgroundColor = trackTintColor ?? (progressViewStyle == .bar ? .clear : Self.trackColor)
    }
}
