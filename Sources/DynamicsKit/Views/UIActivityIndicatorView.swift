import Foundation

/// The spinner, as iOS 17 draws it: eight rounded grey spokes around a centre, the leading one
/// darkest and each one after it lighter, turning one spoke (an eighth of a turn) every 1/8 s
/// while animating, so a full turn takes a second. Stopped, it is hidden when
/// ``hidesWhenStopped`` (the default) and otherwise shows its spokes still.
///
/// The spokes are subviews (round-ended bars turned about the centre), so the renderer draws
/// them as any view; the turn is stepped on the scene's clock.
open class UIActivityIndicatorView: UIView {
    public enum Style: Int, Sendable {
        /// 20 × 20 pt (iOS 13 and later).
        case medium = 100
        /// 37 × 37 pt (iOS 13 and later).
        case large = 101
        /// The pre-iOS 13 styles: `whiteLarge` is large and white, `white` medium and white,
        /// `gray` medium in the default grey.
        case whiteLarge = 0
        case white = 1
        case gray = 2
    }

    /// Spokes, and how many a full turn steps through per second.
    static let spokeCount = 8
    static let stepsPerSecond: Double = 8
    /// The spokes' opacity from the leading one backwards.
    static let spokeAlphas: [CGFloat] = [1, 0.86, 0.72, 0.6, 0.5, 0.42, 0.36, 0.3]

    open var style: Style {
        didSet { styleDidChange() }
    }

    /// Whether the spinner hides when it stops (and starts hidden). Default true.
    open var hidesWhenStopped = true {
        didSet { isHidden = hidesWhenStopped && !isAnimating }
    }

    /// The spokes' color: the style's (secondary label grey, or white) unless set.
    open var color: UIColor! {
        get { ownColor ?? styleColor }
        set {
            ownColor = newValue
            colorSpokes()
        }
    }

    public private(set) var isAnimating = false

    private var ownColor: UIColor?
    private var spokes: [UIView] = []
    /// The step the turn is at (0 ..< 8) and the seconds spent on it.
    private var step = 0
    private var stepTime: Double = 0
    private var turner: SpinnerTurner?
    /// How many spokes show, from the leading one: all but while a refresh control is pulled.
    var visibleSpokeCount = UIActivityIndicatorView.spokeCount {
        didSet { colorSpokes() }
    }

    /// Swift 4's spelling of `init(style:)`.
    @available(swift, obsoleted: 4.2, renamed: "init(style:)")
    public convenience init(activityIndicatorStyle: Style) {
        self.init(style: activityIndicatorStyle)
    }

    /// Swift 4's name of `style`.
    @available(swift, obsoleted: 4.2, renamed: "style")
    public var activityIndicatorViewStyle: Style {
        get { style }
        set { style = newValue }
    }

    public init(style: Style) {
        self.style = style
        super.init(frame: CGRect(origin: .zero, size: Self.size(of: style)))
        setUpSpinner()
    }

    public override init(frame: CGRect) {
        style = .medium
        super.init(frame: frame)
        setUpSpinner()
    }

    public required init(coder: NSCoder) {
        style = .medium
        super.init(coder: coder)!
        setUpSpinner()
    }

    private func setUpSpinner() {
        isUserInteractionEnabled = false
        isHidden = hidesWhenStopped
        for _ in 0..<Self.spokeCount {
            let spoke = UIView(frame: .zero)
            spoke.isUserInteractionEnabled = false
            spokes.append(spoke)
            addSubview(spoke)
        }
        placeSpokes()
        colorSpokes()
    }

    static func size(of style: Style) -> CGSize {
        switch style {
        case .large, .whiteLarge: return CGSize(width: 37, height: 37)
        case .medium, .white, .gray: return CGSize(width: 20, height: 20)
        }
    }

    private var styleColor: UIColor {
        switch style {
        case .white, .whiteLarge: return .white
        case .medium, .large, .gray: return .secondaryLabel
        }
    }

    open override var intrinsicContentSize: CGSize { Self.size(of: style) }

    open override func sizeThatFits(_ size: CGSize) -> CGSize { Self.size(of: style) }

    private func styleDidChange() {
        placeSpokes()
        colorSpokes()
        invalidateIntrinsicContentSize()
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        placeSpokes()
    }

    /// Spoke i points at angle i/8 of a turn clockwise from 12 o'clock: a bar from 0.45 to
    /// 0.95 of the radius, 0.14 of the diameter wide (2.8 pt at 20 pt), with round ends.
    private func placeSpokes() {
        let diameter = Self.size(of: style).width
        let radius = diameter / 2
        let length = radius * 0.5, width = diameter * 0.14
        let middle = CGPoint(x: bounds.midX, y: bounds.midY)
        for (index, spoke) in spokes.enumerated() {
            let angle = CGFloat(index) * 2 * .pi / CGFloat(Self.spokeCount)
            let distance = radius * 0.7
            spoke.transform = .identity
            spoke.bounds = CGRect(x: 0, y: 0, width: width, height: length)
            spoke.layer.cornerRadius = width / 2
            spoke.center = CGPoint(x: middle.x + sin(angle) * distance, y: middle.y - cos(angle) * distance)
            spoke.transform = CGAffineTransform(rotationAngle: angle)
        }
    }

    /// The leading spoke is the one the turn has reached; those behind it fade.
    private func colorSpokes() {
        let color = self.color ?? .secondaryLabel
        for (index, spoke) in spokes.enumerated() {
            let behind = (step - index + Self.spokeCount) % Self.spokeCount
            spoke.backgroundColor = color
            spoke.alpha = Self.spokeAlphas[behind]
            spoke.isHidden = index >= visibleSpokeCount
        }
    }

    /// Starts the turn (and shows the spinner).
    open func startAnimating() {
        guard !isAnimating else { return }
        isAnimating = true
        isHidden = false
        attachTurner()
    }

    /// Stops the turn where it is; hides the spinner when ``hidesWhenStopped``.
    open func stopAnimating() {
        guard isAnimating else { return }
        isAnimating = false
        turner?.stop()
        turner = nil
        if hidesWhenStopped { isHidden = true }
    }

    open override func didMoveToWindow() {
        super.didMoveToWindow()
        attachTurner()
    }

    open override func didMoveToSuperview() {
        super.didMoveToSuperview()
        attachTurner()
    }

    /// Puts the turn on the scene's clock, once there is one to be found.
    private func attachTurner() {
        guard isAnimating, turner == nil, let clock = spinnerClock else { return }
        turner = SpinnerTurner(spinner: self, clock: clock)
    }

    private var spinnerClock: Clock? {
        if let clock = Clock.current { return clock }
        var root: UIView = self
        while let parent = root.superview { root = parent }
        return root.autoLayoutStorage?.sceneClock
    }

    func advance(by dt: TimeInterval) {
        stepTime += dt
        let period = 1 / Self.stepsPerSecond
        guard stepTime >= period - 1e-9 else { return }
        let steps = Int((stepTime / period + 1e-9).rounded(.down))
        stepTime -= Double(steps) * period
        step = (step + steps) % Self.spokeCount
        colorSpokes()
    }

    /// The leading spoke now (0 at 12 o'clock, clockwise), for tests and the refresh control.
    var leadingSpoke: Int { step }
}

/// Steps a spinner's turn on the scene's clock; holds its spinner weakly.
final class SpinnerTurner: ClockDriven {
    private weak var spinner: UIActivityIndicatorView?
    private weak var clock: Clock?

    init(spinner: UIActivityIndicatorView, clock: Clock) {
        self.spinner = spinner
        self.clock = clock
        clock.attach(self)
    }

    func stop() {
        clock?.detach(self)
    }

    func step(_ dt: TimeInterval) {
        guard let spinner else { return stop() }
        spinner.advance(by: dt)
    }
}
