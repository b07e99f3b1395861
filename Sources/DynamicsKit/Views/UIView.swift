import Foundation

/// A rectangular view, as in UIKit: a frame in its superview, bounds in its own coordinates, a
/// transform applied about its centre, and subviews drawn back to front.
///
/// Views are dynamic items: an animator writes their `center` and `transform`.
open class UIView: UIResponder, UIDynamicItem {
    // The animatable properties tell `UIView.animate` what changed (UIView+Animation.swift).
    // Views live on one thread, and the properties an animator writes or layout walks every
    // tick skip Swift's dynamic exclusivity checks (`@exclusivity(unchecked)`), as Physics's
    // bodies do.

    /// Position of the bounds' middle, in the superview's (bounds) coordinates.
    @exclusivity(unchecked) open var center: CGPoint {
        willSet {
            willChangeAnimatable(.center)
            if keyValueObservers != nil { willChangeObservedValue(.center) }
        }
        didSet { if keyValueObservers != nil { didChangeObservedValue(.center, from: oldValue, oldFrame: frame(center: oldValue)) } }
    }
    /// The view's own coordinate space; moving the origin shifts the subviews. A new size
    /// asks for layout.
    open var bounds: CGRect {
        willSet {
            willChangeAnimatable(.bounds)
            if keyValueObservers != nil { willChangeObservedValue(.bounds) }
        }
        didSet {
            if bounds.size != oldValue.size {
                setNeedsLayout()
                resizeSubviews(from: oldValue.size)
            }
            if keyValueObservers != nil { didChangeObservedValue(.bounds, from: oldValue, oldFrame: frame(bounds: oldValue)) }
        }
    }
    /// Applied about the centre. An animator sets a pure rotation here.
    @exclusivity(unchecked) open var transform: CGAffineTransform = .identity {
        willSet {
            willChangeAnimatable(.transform)
            if keyValueObservers != nil { willChangeObservedValue(.transform) }
        }
        didSet { if keyValueObservers != nil { didChangeObservedValue(.transform, from: oldValue, oldFrame: frame(transform: oldValue)) } }
    }
    open var backgroundColor: UIColor? {
        willSet {
            willChangeAnimatable(.backgroundColor)
            if keyValueObservers != nil { willChangeObservedValue(.backgroundColor) }
        }
        didSet { if keyValueObservers != nil { didChangeObservedValue(.backgroundColor, from: oldValue as Any, oldFrame: nil) } }
    }
    /// Opacity 0…1 applied to the view and all its subviews as one group.
    open var alpha: CGFloat = 1 {
        willSet {
            willChangeAnimatable(.alpha)
            if keyValueObservers != nil { willChangeObservedValue(.alpha) }
        }
        didSet { if keyValueObservers != nil { didChangeObservedValue(.alpha, from: oldValue, oldFrame: nil) } }
    }
    open var isHidden = false {
        willSet { if keyValueObservers != nil { willChangeObservedValue(.hidden) } }
        didSet {
            if isHidden != oldValue { superview?.subviewVisibilityChanged(self) }
            if keyValueObservers != nil { didChangeObservedValue(.hidden, from: oldValue, oldFrame: nil) }
        }
    }
    open var clipsToBounds = false
    /// How the content is placed in the bounds; `.scaleToFill` by default (UIImageView.swift).
    open var contentMode: ContentMode = .scaleToFill

    /// A view whose alpha masks this one (its background, content, subviews and shadow), in
    /// this view's bounds coordinates, as UIKit's: it sets ``CALayer/mask`` to the mask view's
    /// layer. The mask view is not a subview and draws nothing of its own colours.
    open var mask: UIView? {
        didSet { layer.mask = mask?.layer }
    }
    /// How the view follows its superview's size changes (UIView+Autoresizing.swift).
    open var autoresizingMask: AutoresizingMask = []
    /// Whether subviews follow this view's size changes by their `autoresizingMask`.
    open var autoresizesSubviews = true
    /// When false, hit testing skips the view and its subviews: touches fall through to the
    /// views behind it.
    open var isUserInteractionEnabled = true
    open var tag = 0
    /// How the content flips in a right-to-left layout (UIView+LayoutDirection.swift).
    open var semanticContentAttribute: UISemanticContentAttribute = .unspecified
    /// A name for finding the view, as UI tests do on iOS (the CLI's `--tap` and the test helpers).
    open var accessibilityIdentifier: String?
    /// What VoiceOver would read; also matched by title lookups.
    open var accessibilityLabel: String?
    /// The view's layer, of the class `layerClass` names (UIView+Layer.swift).
    public private(set) lazy var layer: CALayer = makeBackingLayer()
    /// The class of the view's ``layer``: `CALayer`; override to back a view with a
    /// `CAShapeLayer`, `CAGradientLayer` or `CATextLayer`.
    open class var layerClass: AnyClass { CALayer.self }
    /// The color set with `tintColor`, nil when inherited (UIView+Tint.swift).
    var ownTintColor: UIColor?

    /// The color that marks interactive content: a system button's title, a template image.
    /// Setting nil (the default) inherits the superview's; a view with no tinted ancestor uses
    /// systemBlue (#007AFF), UIKit's default. Reading never gives nil.
    open var tintColor: UIColor! {
        get { ownTintColor ?? superview?.tintColor ?? .systemBlue }
        set {
            let old = tintColor
            ownTintColor = newValue
            if tintColor != old { tintDidChange() }
        }
    }

    @exclusivity(unchecked) public private(set) var subviews: [UIView] = []
    /// Where the view stacks among its superview's subviews and sublayers (UIView+Stacking.swift).
    package var stackKey: Double = 0
    /// The lowest and highest keys handed to this view's children (UIView+Stacking.swift).
    var stackKeyRange: (lowerBound: Double, upperBound: Double) = (0, 0)
    @exclusivity(unchecked) public private(set) weak var superview: UIView? {
        didSet { superviewIdentity = superview.map { ObjectIdentifier($0) } }
    }
    /// Which view `superview` is, for code that only compares it: reading it costs no reference
    /// counting, where reading a weak `superview` retains the view. While `superview` is nil
    /// (removed, or freed without removing this view) it may still name the old superview.
    @exclusivity(unchecked) private(set) var superviewIdentity: ObjectIdentifier?

    /// True until the next layout pass has called `layoutSubviews` (UIView+Layout.swift).
    @exclusivity(unchecked) var needsLayout = true
    /// Whether this view or one below it needs layout: `setNeedsLayout` marks the view and its
    /// superviews (a marked view's superviews are marked too, outside a layout pass), and the
    /// pass clears the mark of each branch it visits, so it skips branches where nothing asked.
    @exclusivity(unchecked) var subtreeNeedsLayout = true
    /// The view controller whose root view this is, told about layout.
    weak var owningViewController: UIViewController?
    /// `UIView.animate` offsets still playing on this view (UIView+Animation.swift).
    var inFlightAnimations: [ViewAnimationOffset] = []
    /// Constraints, layout guides and margins (Layout/), made on first use.
    var autoLayoutStorage: AutoLayoutStorage?
    /// Who observes this view's properties (KeyValueObserving.swift); nil while no one does.
    var keyValueObservers: KeyValueObservers?

    open var collisionBoundsType: UIDynamicItemCollisionBoundsType { .rectangle }

    /// The bounds rectangle about the centre; override with `collisionBoundsType` `.path`.
    open var collisionBoundingPath: UIBezierPath {
        let size = bounds.size
        return UIBezierPath(rect: CGRect(x: -size.width / 2, y: -size.height / 2, width: size.width, height: size.height))
    }

    public init(frame: CGRect) {
        let frame = frame.standardized
        center = CGPoint(x: frame.midX, y: frame.midY)
        bounds = CGRect(origin: .zero, size: frame.size)
        super.init()
        layer.view = self
    }

    public override convenience init() {
        self.init(frame: .zero)
    }

    /// Made from a storyboard or xib (the object's element in its Interface Builder file, its
    /// subviews with it), as UIKit's `initWithCoder:`; a subclass that overrides it calls
    /// `super.init(coder:)` first and may then change what the file set. Any other coder gives
    /// a view with a zero frame.
    public required init?(coder: NSCoder) {
        center = .zero
        bounds = .zero
        super.init()
        layer.view = self
        (coder as? UINibDecoder)?.decodeView(self)
    }

    /// The rectangle the view occupies in its superview: the bounding box of the transformed
    /// bounds. Setting it moves the centre and resizes the bounds; on a transformed view, so
    /// that the transformed box lands on the new frame, as Core Animation's layers do.
    open var frame: CGRect {
        get {
            let size = bounds.size
            let anchor = layer.anchorPoint
            let local = anchor == CALayer.defaultAnchorPoint
                ? CGRect(x: -size.width / 2, y: -size.height / 2, width: size.width, height: size.height)
                : CGRect(x: -size.width * anchor.x, y: -size.height * anchor.y, width: size.width, height: size.height)
            return local.applying(transform).offsetBy(dx: center.x, dy: center.y)
        }
        set {
            let frame = newValue.standardized
            let anchor = layer.anchorPoint
            guard !transform.isIdentity else {
                center = anchor == CALayer.defaultAnchorPoint
                    ? CGPoint(x: frame.midX, y: frame.midY)
                    : CGPoint(x: frame.minX + frame.width * anchor.x, y: frame.minY + frame.height * anchor.y)
                bounds.size = frame.size
                return
            }
            // Transformed, as Core Animation's layer does: the bounds take the size whose
            // transformed box is the frame's (for a transform that keeps axes, or swaps them;
            // others keep their size unless it changes), and the centre goes where that box
            // lands on the frame, so `view.frame = view.frame` moves nothing.
            let t = transform
            let current = self.frame.size
            if abs(frame.width - current.width) > 1e-9 || abs(frame.height - current.height) > 1e-9 {
                // A turn by a multiple of 90° leaves rounding (cos 90° is 6e-17), not zero.
                func isZero(_ value: CGFloat) -> Bool { abs(value) < 1e-12 }
                if isZero(t.b), isZero(t.c), !isZero(t.a), !isZero(t.d) {
                    bounds.size = CGSize(width: frame.width / abs(t.a), height: frame.height / abs(t.d))
                } else if isZero(t.a), isZero(t.d), !isZero(t.b), !isZero(t.c) {
                    bounds.size = CGSize(width: frame.height / abs(t.b), height: frame.width / abs(t.c))
                } else {
                    bounds.size = frame.size
                }
            }
            let size = bounds.size
            let local = CGRect(x: -size.width * anchor.x, y: -size.height * anchor.y, width: size.width, height: size.height)
            let box = local.applying(t)
            center = CGPoint(x: frame.minX - box.minX, y: frame.minY - box.minY)
        }
    }

    // MARK: Custom drawing (Drawing/UIView+Drawing.swift)

    /// Draws the view's content into the current context (`UIGraphicsGetCurrentContext()`), in
    /// its bounds' coordinates, above its background and below its sublayers and subviews.
    /// Called when the view is first shown and after each `setNeedsDisplay()`; what it draws is
    /// kept until then, as UIKit keeps the layer's contents. The default draws nothing.
    open func draw(_ rect: CGRect) {
        drawsNothing = true
    }

    /// Asks for `draw(_:)` again before the next frame.
    open func setNeedsDisplay() {
        needsDisplay = true
    }

    /// As `setNeedsDisplay()`: the whole view is drawn again.
    open func setNeedsDisplay(_ invalidRect: CGRect) {
        needsDisplay = true
    }

    /// Whether the view fills its bounds with opaque content; accepted, as a drawing hint.
    open var isOpaque = true
    /// Whether the drawing starts from a clear context; the drawing is always made anew here.
    open var clearsContextBeforeDrawing = true
    open var contentScaleFactor: CGFloat = 2

    var needsDisplay = true
    /// Set by the default `draw(_:)`: a view that does not override it draws nothing, and is
    /// not asked again.
    var drawsNothing = false
    var drawnContent: [DrawingOperation]?

    /// Called once a view from a storyboard or xib has been made and connected. Overrides call `super`.
    open func awakeFromNib() {}

    /// Called by Interface Builder to draw a designable view; never here.
    open func prepareForInterfaceBuilder() {}

    // MARK: Hierarchy

    /// The view itself when its `tag` is `tag`, else the first of its subviews' trees (in
    /// order, each subview before its own subviews) whose view has it; nil when none does.
    open func viewWithTag(_ tag: Int) -> UIView? {
        if self.tag == tag { return self }
        for subview in subviews {
            if let found = subview.viewWithTag(tag) { return found }
        }
        return nil
    }

    open func addSubview(_ view: UIView) {
        place(view) { $0.subviews.count }
    }

    open func insertSubview(_ view: UIView, at index: Int) {
        place(view) { min(max(index, 0), $0.subviews.count) }
    }

    open func insertSubview(_ view: UIView, belowSubview sibling: UIView) {
        place(view) { $0.subviews.firstIndex { $0 === sibling } ?? 0 }
    }

    open func insertSubview(_ view: UIView, aboveSubview sibling: UIView) {
        place(view) { parent in (parent.subviews.firstIndex { $0 === sibling }).map { $0 + 1 } ?? parent.subviews.count }
    }

    open func bringSubviewToFront(_ view: UIView) {
        guard let index = subviews.firstIndex(where: { $0 === view }) else { return }
        view.stackKey = stackKeyOnTop()
        subviews.append(subviews.remove(at: index))
    }

    open func sendSubviewToBack(_ view: UIView) {
        guard let index = subviews.firstIndex(where: { $0 === view }) else { return }
        view.stackKey = stackKeyAtBottom()
        subviews.insert(subviews.remove(at: index), at: 0)
    }

    /// Takes the view out of its superview. Constraints between it (or its subviews) and views
    /// outside it are deactivated, as in UIKit.
    open func removeFromSuperview() {
        guard superview != nil else { return }
        let oldWindow = window
        willMove(toSuperview: nil)
        if oldWindow != nil { notifyWillMove(toWindow: nil) }
        leaveSuperview(for: nil)
        if oldWindow != nil { notifyDidMoveToWindow() }
        didMoveToSuperview()
    }

    /// Puts `view` among the subviews at the index `index` gives once it has left its old
    /// place, telling it in UIKit's order: `willMove(toSuperview:)`, `willMove(toWindow:)`
    /// (when its window changes, then to each of its subviews), `didMoveToWindow()`,
    /// `didMoveToSuperview()`, and this view's `didAddSubview(_:)`.
    private func place(_ view: UIView, at index: (UIView) -> Int) {
        refuseCycle(adding: view)
        if view.superview === self {
            // Already here: only its place among its siblings changes, as `bringSubviewToFront`
            // changes it, with no layout asked for (a `layoutSubviews` that adds its subviews
            // again each pass would otherwise run every frame).
            subviews.removeAll { $0 === view }
            let position = index(self)
            view.stackKey = position < subviews.count
                ? stackKey(at: stackIndex(of: subviews[position]) ?? 0, excluding: view) : stackKeyOnTop()
            subviews.insert(view, at: position)
            return
        }
        let changesSuperview = view.superview !== self
        let oldWindow = view.window, newWindow = window
        if changesSuperview { view.willMove(toSuperview: self) }
        if oldWindow !== newWindow { view.notifyWillMove(toWindow: newWindow) }
        view.leaveSuperview(for: self)
        let position = index(self)
        // Its place among the subviews and the layer's own sublayers (UIView+Stacking.swift):
        // on top when added last, else just below the subview it goes under.
        view.stackKey = position < subviews.count
            ? stackKey(at: stackIndex(of: subviews[position]) ?? 0, excluding: view) : stackKeyOnTop()
        subviews.insert(view, at: position)
        view.superview = self
        if oldWindow !== newWindow { view.notifyDidMoveToWindow() }
        if changesSuperview { view.didMoveToSuperview() }
        subviewsDidChange(adding: view)
    }

    /// Takes the view out of its superview before it moves to `newSuperview` (nil: removed);
    /// staying in the same superview keeps its constraints.
    func leaveSuperview(for newSuperview: UIView?) {
        guard let parent = superview else { return }
        if parent !== newSuperview {
            parent.willRemoveSubview(self)
            deactivateConstraints(leaving: parent)
        }
        parent.subviews.removeAll { $0 === self }
        superview = nil
        parent.subviewsDidChange(adding: nil)
    }

    /// UIKit raises an exception rather than make the view hierarchy a cycle (every walk up
    /// `superview` would then never end); so does this, with the reason, in every build.
    private func refuseCycle(adding view: UIView) {
        guard isDescendant(of: view) else { return }
        fatalError(view === self
            ? "addSubview: a view cannot be a subview of itself"
            : "addSubview: the view is an ancestor of its new superview; adding it would make the view hierarchy a cycle")
    }

    /// The window the view is in: the scene's screen once the view is on it (or the topmost
    /// ancestor when that is a window); nil while it is off screen.
    public var window: UIWindow? {
        var top = self
        while let parent = top.superview { top = parent }
        return top as? UIWindow
    }

    /// Called before the view moves to `newSuperview` (nil: removed from its superview).
    open func willMove(toSuperview newSuperview: UIView?) {}
    /// Called after the view moved to a superview or was removed from one.
    open func didMoveToSuperview() {}
    /// Called before the view (with its subviews) moves on or off the screen: `newWindow` is
    /// the scene's screen, or nil when it leaves it.
    open func willMove(toWindow newWindow: UIWindow?) {}
    /// Called after the view moved on or off the screen; ``window`` tells which.
    open func didMoveToWindow() {}

    /// `willMove(toWindow:)` to this view, then to each of its subviews.
    func notifyWillMove(toWindow newWindow: UIWindow?) {
        willMove(toWindow: newWindow)
        for subview in subviews { subview.notifyWillMove(toWindow: newWindow) }
    }

    /// `didMoveToWindow()` to this view, then to each of its subviews.
    func notifyDidMoveToWindow() {
        // Entering a window: what appearance proxies set (UIAppearance.swift), as in UIKit.
        if window != nil, !Appearance.proxies.isEmpty { Appearance.apply(to: self) }
        didMoveToWindow()
        for subview in subviews { subview.notifyDidMoveToWindow() }
    }

    public func isDescendant(of view: UIView) -> Bool {
        var current: UIView? = self
        while let candidate = current {
            if candidate === view { return true }
            current = candidate.superview
        }
        return false
    }

    // MARK: Touches

    /// The recognizers attached to this view, in the order they were added; nil when none. A
    /// touch is offered to the recognizers of the view it lands on and of all its ancestors.
    open var gestureRecognizers: [UIGestureRecognizer]? {
        didSet { gestureRecognizersDidChange(from: oldValue ?? []) }
    }

    /// The view controller whose root view this is, or else the superview; for the screen, the
    /// application.
    open override var next: UIResponder? {
        if let owningViewController { return owningViewController }
        if let superview { return superview }
        if self is UIWindow || self === Clock.current?.screen { return UIApplication.shared }
        return nil
    }

    /// Whether the view takes more than one finger at a time. Default false. A scene has one
    /// finger, so it changes nothing here.
    open var isMultipleTouchEnabled = false
    /// Whether a touch on this view keeps other views from taking touches meanwhile. Default
    /// false. A scene has one finger, so it changes nothing here.
    open var isExclusiveTouch = false

    /// The frontmost, deepest view under `point` (in this view's bounds coordinates) that takes
    /// touches: this view, one of its descendants, or nil when the point is outside this view
    /// or the view is hidden, nearly transparent (alpha < 0.01) or not user-interaction enabled.
    /// Subviews outside their superview's bounds are not hit, as in UIKit.
    open func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        guard !isHidden, alpha >= 0.01, isUserInteractionEnabled, self.point(inside: point, with: event) else {
            return nil
        }
        for subview in subviews.reversed() {
            guard let local = subview.pointFromSuperview(point) else { continue }
            if let hit = subview.hitTest(local, with: event) { return hit }
        }
        return self
    }

    /// True when `point` (in bounds coordinates) is inside the bounds; override to change the
    /// area that takes touches.
    open func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
        bounds.contains(point)
    }

    // MARK: Coordinates

    /// Maps a point in this view's bounds coordinates to its superview's: the layer's anchor
    /// point (the bounds' middle unless changed) to `center`, turned about it by `transform`.
    public var transformToSuperview: CGAffineTransform {
        CALayer.translationToAnchor(of: bounds, layer.anchorPoint)
            .concatenating(transform)
            .concatenating(CGAffineTransform(translationX: center.x, y: center.y))
    }

    /// Maps this view's bounds coordinates to the coordinates of the root of its hierarchy's
    /// superview space (the window, for a scene's root view).
    public var transformToWindow: CGAffineTransform {
        var result = transformToSuperview
        var ancestor = superview
        while let view = ancestor {
            result = result.concatenating(view.transformToSuperview)
            ancestor = view.superview
        }
        return result
    }

    public func convert(_ point: CGPoint, to view: UIView?) -> CGPoint {
        let inWindow = point.applying(transformToWindow)
        guard let view else { return inWindow }
        return inWindow.applying(view.transformToWindow.inverted())
    }

    public func convert(_ point: CGPoint, from view: UIView?) -> CGPoint {
        let inWindow = view.map { point.applying($0.transformToWindow) } ?? point
        return inWindow.applying(transformToWindow.inverted())
    }

    public func convert(_ rect: CGRect, to view: UIView?) -> CGRect {
        var transform = transformToWindow
        if let view { transform = transform.concatenating(view.transformToWindow.inverted()) }
        return rect.applying(transform)
    }

    public func convert(_ rect: CGRect, from view: UIView?) -> CGRect {
        var transform = transformToWindow.inverted()
        if let view { transform = view.transformToWindow.concatenating(transform) }
        return rect.applying(transform)
    }

    // MARK: Layout

    /// Called by the scene's layout pass (after every tick and after `Scene.run`) when the view
    /// needs layout: after a size change, a subview added or removed, or `setNeedsLayout()`.
    /// Override to lay out subviews.
    open func layoutSubviews() {}

    /// The view's motion effects (UIView+MotionEffects.swift).
    open var motionEffects: [UIMotionEffect] = []

    // MARK: The layer's delegate (CALayerDelegate), as a view is its layer's

    /// Called when the view's layer lays out: the default lays out the subviews
    /// (``layoutSubviews()``). Overrides that replace it and do not call `super` skip that, as in UIKit.
    open func layoutSublayers(of layer: CALayer) {
        if layer === self.layer { layoutSubviews() }
    }

    /// Called for a layer whose delegate is this view; the view's own layer draws through `draw(_:)`.
    open func draw(_ layer: CALayer, in ctx: CGContext) {}

    /// Called for a layer whose delegate is this view.
    open func display(_ layer: CALayer) { layer.displayWithoutDelegate() }

    open func layerWillDraw(_ layer: CALayer) {}

    /// The action for a layer's change: none here (a view's layer does not animate implicitly).
    open func action(for layer: CALayer, forKey event: String) -> CAAction? { nil }

    /// Tells the layout that `intrinsicContentSize` changed: lays out this view and its
    /// superview (which may place it anew) at the next layout pass.
    open func invalidateIntrinsicContentSize() {
        setNeedsLayout()
        superview?.setNeedsLayout()
        superview?.subviewIntrinsicContentSizeChanged(self)
    }

    /// Called before `subview` leaves this view (removed, or moved to another superview), as
    /// UIKit's.
    open func willRemoveSubview(_ subview: UIView) {}

    /// Called after `subview` was added to this view, as UIKit's.
    open func didAddSubview(_ subview: UIView) {}

    /// A subview was hidden or shown: a stack view closes up or makes room.
    func subviewVisibilityChanged(_ subview: UIView) {}

    /// A subview's intrinsic content size changed (beyond laying it out again, which
    /// `invalidateIntrinsicContentSize()` asks for itself).
    func subviewIntrinsicContentSizeChanged(_ subview: UIView) {}

    // MARK: Auto Layout (Layout/UIView+Constraints.swift)

    /// True (the default): the view keeps the frame you give it, and constraints that mention
    /// it treat that frame as fixed. False: constraints position and size it.
    open var translatesAutoresizingMaskIntoConstraints: Bool {
        get { autoLayoutStorage?.translatesAutoresizingMaskIntoConstraints ?? true }
        set { setTranslatesAutoresizingMaskIntoConstraints(newValue) }
    }

    /// Called before the constraints are solved when `setNeedsUpdateConstraints()` asked for
    /// it: add or change constraints here, then call `super`.
    open func updateConstraints() {}

    /// Called when `safeAreaInsets` changed, after the layout pass that changed them.
    open func safeAreaInsetsDidChange() {}

    /// Called when `layoutMargins` changed.
    open func layoutMarginsDidChange() {}

    /// The size that fits the content within `size`; a plain view keeps its own size.
    open func sizeThatFits(_ size: CGSize) -> CGSize { bounds.size }

    /// Resizes the view to `sizeThatFits(_:)` of its current size, keeping the frame's origin.
    open func sizeToFit() {
        frame = CGRect(origin: frame.origin, size: sizeThatFits(bounds.size))
    }

    /// The natural size of the content; `UIView.noIntrinsicMetric` in both for a plain view.
    open var intrinsicContentSize: CGSize {
        CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric)
    }

    public static let noIntrinsicMetric: CGFloat = -1

    // MARK: Traits

    /// The screen's traits (``UITraitCollection/screen``).
    open var traitCollection: UITraitCollection { .screen }

    /// Never called: the screen's traits do not change during a recording.
    open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}

    // MARK: Tint

    /// Called when the view's tint color may have changed: when it or an ancestor sets
    /// `tintColor` (UIView+Tint.swift), and when the view, inheriting its tint, is added to a
    /// superview. Override to restyle; the default does nothing.
    open func tintColorDidChange() {}
}

extension UIView: CALayerDelegate {}
