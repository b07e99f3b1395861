import Foundation

/// A page control, as UIKit's: a centred row of 7 pt dots, 16 pt apart, the current page's in
/// `currentPageIndicatorTintColor` (white by default, as UIKit documents) and the others in
/// `pageIndicatorTintColor` (a translucent white, estimated). A tap left of the current dot goes
/// one page back, right of it one page on, and sends `.valueChanged`; setting `currentPage`
/// sends nothing. `hidesForSinglePage` hides the dots when there is one page. Drawn from plain
/// views: the dots are its subviews.
open class UIPageControl: UIControl {
    static let dotSide: CGFloat = 7
    static let pitch: CGFloat = 16
    static let height: CGFloat = 26

    open var numberOfPages = 0 {
        didSet {
            numberOfPages = max(numberOfPages, 0)
            currentPage = min(currentPage, max(numberOfPages - 1, 0))
            rebuildDots()
            invalidateIntrinsicContentSize()
        }
    }
    /// Kept within 0..<numberOfPages.
    open var currentPage = 0 {
        didSet {
            let clamped = min(max(currentPage, 0), max(numberOfPages - 1, 0))
            if currentPage != clamped { currentPage = clamped }
            applyColors()
        }
    }
    open var hidesForSinglePage = false { didSet { setNeedsLayout() } }
    open var pageIndicatorTintColor: UIColor? { didSet { applyColors() } }
    open var currentPageIndicatorTintColor: UIColor? { didSet { applyColors() } }
    /// Kept for code that sets it (iOS 14's background behind the dots is not drawn).
    open var backgroundStyle: BackgroundStyle = .automatic
    open var allowsContinuousInteraction = true
    /// Accepted (deprecated in iOS 14): the dots show `currentPage` at once.
    open var defersCurrentPageDisplay = false

    public enum BackgroundStyle: Int, Sendable { case automatic, prominent, minimal }

    private var dots: [UIView] = []

    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        (coder as? UINibDecoder)?.decodePageControl(self)
    }

    public convenience init() { self.init(frame: .zero) }

    /// The size the dots of `pageCount` pages take.
    open func size(forNumberOfPages pageCount: Int) -> CGSize {
        guard pageCount > 0 else { return CGSize(width: 0, height: Self.height) }
        return CGSize(width: CGFloat(pageCount - 1) * Self.pitch + Self.dotSide + 2 * (Self.pitch - Self.dotSide), height: Self.height)
    }

    open override var intrinsicContentSize: CGSize { size(forNumberOfPages: numberOfPages) }

    open override func sizeThatFits(_ size: CGSize) -> CGSize { intrinsicContentSize }

    /// Does nothing: the dots always show `currentPage`.
    open func updateCurrentPageDisplay() {}

    private func rebuildDots() {
        while dots.count > numberOfPages { dots.removeLast().removeFromSuperview() }
        while dots.count < numberOfPages {
            let dot = UIView(frame: CGRect(x: 0, y: 0, width: Self.dotSide, height: Self.dotSide))
            dot.layer.cornerRadius = Self.dotSide / 2
            dot.isUserInteractionEnabled = false
            addSubview(dot)
            dots.append(dot)
        }
        applyColors()
        setNeedsLayout()
    }

    /// The x of the first dot's centre: the row is centred in the bounds.
    private var firstDotCentre: CGFloat {
        bounds.midX - CGFloat(numberOfPages - 1) * Self.pitch / 2
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        let hidden = hidesForSinglePage && numberOfPages <= 1
        for (index, dot) in dots.enumerated() {
            dot.isHidden = hidden
            dot.center = CGPoint(x: firstDotCentre + CGFloat(index) * Self.pitch, y: bounds.midY)
        }
    }

    open override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
        super.endTracking(touch, with: event)
        guard let touch, numberOfPages > 1, point(inside: touch.location(in: self), with: event) else { return }
        let current = firstDotCentre + CGFloat(currentPage) * Self.pitch
        let x = touch.location(in: self).x
        let next = x < current ? currentPage - 1 : x > current ? currentPage + 1 : currentPage
        guard next >= 0, next < numberOfPages, next != currentPage else { return }
        currentPage = next
        sendActions(for: .valueChanged)
    }

    private func applyColors() {
        for (index, dot) in dots.enumerated() {
            dot.backgroundColor = index == currentPage
                ? currentPageIndicatorTintColor ?? .white
                : pageIndicatorTintColor ?? UIColor(white: 1, alpha: 0.3)
        }
    }
}
