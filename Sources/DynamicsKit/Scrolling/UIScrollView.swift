import Foundation

/// A view that shows part of a larger content area and moves over it with the finger, as
/// UIKit's: `contentOffset` is the bounds' origin, so subviews placed in content coordinates
/// are drawn, hit and converted at their place minus the offset, clipped to the bounds.
///
/// A drag (its own ``panGestureRecognizer``) moves the content 1:1, rubber-banding past the
/// edges; on release the content decelerates at ``decelerationRate`` and springs back from
/// an edge it passes (UIScrollView+Dragging.swift, ScrollPhysics.swift, on the scene's clock).
/// Zooming scales the delegate's `viewForZooming(in:)` (UIScrollView+Zooming.swift);
/// indicators show while the content moves (ScrollIndicators.swift).
open class UIScrollView: UIView {
    /// How fast the content slows after a drag: the fraction of its velocity kept each
    /// millisecond, as UIKit's.
    public struct DecelerationRate: RawRepresentable, Hashable, Sendable {
        public let rawValue: CGFloat
        public init(rawValue: CGFloat) { self.rawValue = rawValue }

        /// 0.998 per millisecond: a flick glides for seconds.
        public static let normal = DecelerationRate(rawValue: 0.998)
        /// 0.99 per millisecond: the content stops within a fraction of a second.
        public static let fast = DecelerationRate(rawValue: 0.99)
    }

    /// Which safe-area insets ``adjustedContentInset`` adds to ``contentInset``.
    public enum ContentInsetAdjustmentBehavior: Int, Sendable {
        /// As `scrollableAxes`, and always vertically for a controller's scroll view shown by a
        /// navigation or tab bar controller.
        case automatic
        /// On an axis the content scrolls along (or `alwaysBounce…` makes scrollable).
        case scrollableAxes
        case never
        case always
    }

    public enum IndicatorStyle: Int, Sendable {
        /// Dark on light content (the default here: the light appearance).
        case `default`
        case black
        case white
    }

    public enum KeyboardDismissMode: Int, Sendable {
        case none, onDrag, interactive
    }

    public enum IndexDisplayMode: Int, Sendable {
        case automatic, alwaysHidden
    }

    // MARK: The content

    /// Where the visible area starts in content coordinates: the bounds' origin. Setting it
    /// moves the content at once (no clamping, as in UIKit) and tells the delegate.
    open var contentOffset: CGPoint {
        get { bounds.origin }
        set { bounds.origin = newValue }
    }

    /// The content area's size, in points; the range the offset scrolls over.
    open var contentSize: CGSize = .zero {
        didSet { if contentSize != oldValue { contentGeometryDidChange() } }
    }

    /// Extra room scrolled to around the content, beyond the safe area's (see
    /// ``adjustedContentInset``).
    open var contentInset: UIEdgeInsets = .zero {
        didSet { if contentInset != oldValue { contentGeometryDidChange() } }
    }

    open var contentInsetAdjustmentBehavior: ContentInsetAdjustmentBehavior = .automatic {
        didSet { if contentInsetAdjustmentBehavior != oldValue { contentGeometryDidChange() } }
    }

    /// Whether the safe area changes the indicators' insets too. Default true.
    open var automaticallyAdjustsScrollIndicatorInsets = true

    /// `contentInset` plus the safe area's insets on the edges ``contentInsetAdjustmentBehavior``
    /// adjusts: the offsets scrolled over run from `-adjustedContentInset.top` to
    /// `contentSize.height + adjustedContentInset.bottom - bounds.height`.
    open var adjustedContentInset: UIEdgeInsets {
        let safe = safeAreaInsets
        var adjusted = contentInset
        let (horizontal, vertical) = adjustedAxes
        if horizontal {
            adjusted.left += safe.left
            adjusted.right += safe.right
        }
        if vertical {
            adjusted.top += safe.top
            adjusted.bottom += safe.bottom
        }
        adjusted.top += refreshInset
        return adjusted
    }

    /// Called when ``adjustedContentInset`` changed; the delegate hears of it after.
    open func adjustedContentInsetDidChange() {}

    // MARK: Scrolling

    /// The delegate, held weakly. A table's or collection view's delegate is set here too.
    open weak var delegate: UIScrollViewDelegate?

    /// False stops dragging (the pan recognizer is disabled); code may still scroll.
    open var isScrollEnabled = true {
        didSet { panGestureRecognizer.isEnabled = isScrollEnabled }
    }

    /// Whether the content rubber-bands past its edges and springs back. Default true.
    open var bounces = true
    /// Rubber-band vertically even when the content is no taller than the view. Default false.
    open var alwaysBounceVertical = false
    /// Rubber-band horizontally even when the content is no wider than the view. Default false.
    open var alwaysBounceHorizontal = false
    /// When true, a drag comes to rest on a multiple of the bounds' size.
    open var isPagingEnabled = false
    /// Accepted; a drag here moves along both scrollable axes.
    open var isDirectionalLockEnabled = false
    open var decelerationRate: DecelerationRate = .normal
    /// Accepted: the pan here waits its slop before it takes a touch from the content, which
    /// is what delaying content touches gives on a device.
    open var delaysContentTouches = true
    /// Accepted; a drag here always cancels the content's touches once it begins.
    open var canCancelContentTouches = true
    /// Accepted; a tap on the status bar is not scripted here.
    open var scrollsToTop = true
    open var keyboardDismissMode: KeyboardDismissMode = .none
    open var indexDisplayMode: IndexDisplayMode = .automatic

    /// The drag that scrolls the content, as UIKit exposes it: add requirements to it or read
    /// its translation and velocity; it is the scroll view's own recognizer.
    public let panGestureRecognizer: UIPanGestureRecognizer

    /// Whether the finger now down came down on moving content and stopped it: that touch
    /// does not select (a table's row).
    var touchStoppedScrolling = false
    /// True while the finger is down on the scroll view (dragged or not yet).
    open internal(set) var isTracking = false
    /// True from the moment a drag begins until the finger lifts.
    open internal(set) var isDragging = false
    /// True while the content moves on after the finger lifted (a glide, a bounce, a page).
    open internal(set) var isDecelerating = false

    // MARK: Zooming (UIScrollView+Zooming.swift)

    /// The smallest ``zoomScale``. Default 1.
    open var minimumZoomScale: CGFloat = 1 {
        didSet { updateZoomPinch() }
    }
    /// The largest ``zoomScale``. Default 1: no zooming unless raised.
    open var maximumZoomScale: CGFloat = 1 {
        didSet { updateZoomPinch() }
    }
    /// Whether a pinch may take the scale past the limits (damped, as a rubber band) and it
    /// springs back when the fingers lift. Default true; false holds it at the limits.
    open var bouncesZoom = true
    /// The pinch that zooms, once the zoom limits allow zooming (nil until then), as UIKit's.
    open var pinchGestureRecognizer: UIPinchGestureRecognizer? {
        maximumZoomScale > minimumZoomScale ? zoomPinch : nil
    }
    var zoomPinch: UIPinchGestureRecognizer?
    /// The pinch now zooming: the scale it started from and the point of the zoomed view's own
    /// coordinates under the fingers' midpoint.
    var pinchZoomStart: (scale: CGFloat, anchor: CGPoint)?
    open internal(set) var isZooming = false
    open internal(set) var isZoomBouncing = false
    var storedZoomScale: CGFloat = 1

    /// The zoomed view's scale, between ``minimumZoomScale`` and ``maximumZoomScale``. Default 1.
    /// Setting it zooms at once, about the middle of the visible area.
    open var zoomScale: CGFloat {
        get { storedZoomScale }
        set { setZoomScale(newValue, animated: false) }
    }

    /// Zooms to `scale` (kept within the limits) about the middle of the visible area; animated,
    /// over 0.3 s on the scene's clock, after which the delegate hears
    /// `scrollViewDidEndZooming(_:with:atScale:)`. Nothing happens without a view for zooming.
    open func setZoomScale(_ scale: CGFloat, animated: Bool) {
        zoomToScale(scale, animated: animated)
    }

    /// Zooms so that `rect` (in the zoomed view's coordinates) fills the visible area as far as
    /// the limits allow, centred.
    open func zoom(to rect: CGRect, animated: Bool) {
        zoomToRect(rect, animated: animated)
    }

    // MARK: Pull to refresh (UIRefreshControl.swift)

    /// The control shown above the content when it is pulled down; it begins refreshing when
    /// pulled far enough. Setting it adds it behind the content (and removes the one before).
    open var refreshControl: UIRefreshControl? {
        didSet {
            guard refreshControl !== oldValue else { return }
            if let oldValue, oldValue.superview === self {
                oldValue.removeFromSuperview()
                if oldValue.isRefreshing { refreshInsetDidChange(to: 0) }
                oldValue.scrollView = nil
            }
            guard let refreshControl else { return }
            refreshControl.scrollView = self
            insertSubview(refreshControl, at: 0)
            if refreshControl.isRefreshing { refreshInsetDidChange(to: UIRefreshControl.height) }
            refreshControl.place()
        }
    }

    /// The refreshing control's height while it refreshes, added to the adjusted top inset.
    var refreshInset: CGFloat = 0

    // MARK: Indicators (ScrollIndicators.swift)

    open var showsVerticalScrollIndicator = true
    open var showsHorizontalScrollIndicator = true
    open var indicatorStyle: IndicatorStyle = .default
    open var verticalScrollIndicatorInsets: UIEdgeInsets = .zero
    open var horizontalScrollIndicatorInsets: UIEdgeInsets = .zero
    /// Sets both indicators' insets; reads the vertical one's.
    open var scrollIndicatorInsets: UIEdgeInsets {
        get { verticalScrollIndicatorInsets }
        set {
            verticalScrollIndicatorInsets = newValue
            horizontalScrollIndicatorInsets = newValue
        }
    }
    /// The indicator bars, made the first time the content scrolls.
    var indicators: ScrollIndicators?

    // MARK: Motion

    /// The animation moving the content on its own (a glide, a bounce, `setContentOffset`
    /// animated), stepped by the scene's clock.
    var motion: ScrollMotion?
    /// The drag's starting point, in offsets before the rubber band (UIScrollView+Dragging.swift).
    var dragOrigin: CGPoint = .zero
    /// The pan's translation when the drag began (its slop), which the content does not follow.
    var dragStartTranslation: CGPoint = .zero
    /// The adjusted inset last seen, to move a scroll view resting at the top with it.
    var lastAdjustedContentInset: UIEdgeInsets?

    public override init(frame: CGRect) {
        panGestureRecognizer = ScrollPanGestureRecognizer()
        super.init(frame: frame)
        setUpScrolling()
    }

    public required init?(coder: NSCoder) {
        panGestureRecognizer = ScrollPanGestureRecognizer()
        super.init(coder: coder)
        setUpScrolling()
        (coder as? UINibDecoder)?.decodeScrollView(self)
    }

    private func setUpScrolling() {
        clipsToBounds = true
        (panGestureRecognizer as? ScrollPanGestureRecognizer)?.scrollView = self
        panGestureRecognizer.addTarget { [unowned self] (pan: UIPanGestureRecognizer) in handlePan(pan) }
        addGestureRecognizer(panGestureRecognizer)
    }

    /// The bounds' origin is the content offset: a change tells the delegate, shows the
    /// indicators and asks for layout (a table places its rows again), as UIKit's does.
    open override var bounds: CGRect {
        didSet {
            if bounds.origin != oldValue.origin { contentOffsetDidChange() }
        }
    }

    private func contentOffsetDidChange() {
        setNeedsLayout()
        // The finger, a glide or an animation shows the indicators; code setting the offset
        // only moves them.
        if isTracking || motion != nil { showIndicators() } else { placeIndicators() }
        refreshControl?.scrollViewDidScroll()
        delegate?.scrollViewDidScroll(self)
    }

    func showIndicators() {
        if indicators == nil { indicators = ScrollIndicators(scrollView: self) }
        indicators?.show()
    }

    func placeIndicators() {
        indicators?.place()
    }

    /// The content stopped moving: the indicators wait and fade.
    func contentCameToRest() {
        indicators?.fade(on: sceneClock)
    }

    /// Moves the content so `contentOffset` becomes `contentOffset`; animated, it glides there
    /// on the scene's clock in 0.3 s, easing in and out, and the delegate hears
    /// `scrollViewDidEndScrollingAnimation` when it arrives. Any glide or bounce in progress stops.
    open func setContentOffset(_ contentOffset: CGPoint, animated: Bool) {
        stopMotion()
        guard animated, contentOffset != self.contentOffset, let clock = sceneClock else {
            self.contentOffset = contentOffset
            return
        }
        startMotion(.scrollingAnimation(from: self.contentOffset, to: contentOffset, elapsed: 0), on: clock)
    }

    /// Scrolls the least distance that shows `rect` (content coordinates) inside the visible
    /// area less the adjusted insets; nothing when it is already visible.
    open func scrollRectToVisible(_ rect: CGRect, animated: Bool) {
        let inset = adjustedContentInset
        let visible = bounds.inset(by: inset)
        func axis(_ low: CGFloat, _ high: CGFloat, _ visibleLow: CGFloat, _ visibleHigh: CGFloat) -> CGFloat {
            if low < visibleLow || high - low > visibleHigh - visibleLow { return low - visibleLow }
            if high > visibleHigh { return high - visibleHigh }
            return 0
        }
        let dx = axis(rect.minX, rect.maxX, visible.minX, visible.maxX)
        let dy = axis(rect.minY, rect.maxY, visible.minY, visible.maxY)
        guard dx != 0 || dy != 0 else { return }
        let range = offsetRange
        let target = CGPoint(
            x: min(max(contentOffset.x + dx, range.minX), range.maxX),
            y: min(max(contentOffset.y + dy, range.minY), range.maxY))
        setContentOffset(target, animated: animated)
    }

    /// Shows the indicators briefly, as after a scroll.
    open func flashScrollIndicators() {
        showIndicators()
        if motion == nil, !isTracking { contentCameToRest() }
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        contentGeometryDidChange()
        refreshControl?.place()
    }

    /// The refresh control began or ended refreshing: the top inset grows or shrinks by its
    /// height without moving the content (the bounds do not follow, as for other inset
    /// changes); content left resting above the new top eases back to it in 0.3 s.
    func refreshInsetDidChange(to inset: CGFloat) {
        guard inset != refreshInset else { return }
        let change = inset - refreshInset
        refreshInset = inset
        if var last = lastAdjustedContentInset {
            last.top += change
            lastAdjustedContentInset = last
        }
        placeIndicators()
        adjustedContentInsetDidChange()
        delegate?.scrollViewDidChangeAdjustedContentInset(self)
        let top = offsetRange.minY
        guard change < 0, !isTracking, motion == nil, contentOffset.y < top else { return }
        guard let clock = sceneClock else {
            contentOffset.y = top
            return
        }
        startMotion(.settling(from: contentOffset, to: CGPoint(x: contentOffset.x, y: top), elapsed: 0), on: clock)
    }

    open override func safeAreaInsetsDidChange() {
        super.safeAreaInsetsDidChange()
        contentGeometryDidChange()
    }

    /// The content's size, insets or the safe area changed: a new adjusted inset is reported,
    /// and a scroll view resting at its top-left (as it starts) moves with it, as UIKit keeps
    /// the content below a navigation bar; the indicators follow.
    func contentGeometryDidChange() {
        let adjusted = adjustedContentInset
        if let last = lastAdjustedContentInset, last == adjusted {
            placeIndicators()
            return
        }
        let old = lastAdjustedContentInset ?? .zero
        lastAdjustedContentInset = adjusted
        if motion == nil, !isTracking {
            var offset = contentOffset
            if offset.y == -old.top { offset.y = -adjusted.top }
            if offset.x == -old.left { offset.x = -adjusted.left }
            if offset != contentOffset { contentOffset = offset }
        }
        placeIndicators()
        adjustedContentInsetDidChange()
        delegate?.scrollViewDidChangeAdjustedContentInset(self)
    }

    // MARK: Geometry

    /// Whether the content moves along each axis: it is larger than the visible area, or
    /// `alwaysBounce…` is set.
    var scrollableAxes: (horizontal: Bool, vertical: Bool) {
        let inset = contentInset
        let horizontal = contentSize.width + inset.left + inset.right > bounds.width || alwaysBounceHorizontal
        let vertical = contentSize.height + inset.top + inset.bottom > bounds.height || alwaysBounceVertical
        return (horizontal, vertical)
    }

    private var adjustedAxes: (horizontal: Bool, vertical: Bool) {
        switch contentInsetAdjustmentBehavior {
        case .never: return (false, false)
        case .always: return (true, true)
        case .scrollableAxes: return scrollableAxes
        case .automatic:
            let axes = scrollableAxes
            return (axes.horizontal, axes.vertical || isContainedControllersView)
        }
    }

    /// A view controller's view (or the scroll view at the front of it) shown by a navigation
    /// or tab bar controller, which `.automatic` always adjusts vertically while the controller
    /// `automaticallyAdjustsScrollViewInsets` (as UIKit keeps the iOS 10 rule).
    private var isContainedControllersView: Bool {
        guard let controller = owningViewController ?? superview?.owningViewController,
              controller.automaticallyAdjustsScrollViewInsets else { return false }
        return controller.navigationController != nil || controller.tabBarController != nil
    }

    /// The offsets the content rests between: x from `-left` to `contentWidth + right - width`,
    /// y likewise (the maximum never below the minimum).
    var offsetRange: CGRect {
        let inset = adjustedContentInset
        let minX = -inset.left, minY = -inset.top
        let maxX = max(minX, contentSize.width + inset.right - bounds.width)
        let maxY = max(minY, contentSize.height + inset.bottom - bounds.height)
        return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }
}
