import Foundation

/// Core Animation's layer: a rectangle with a position, bounds, transform, background, border,
/// shadow and contents, and sublayers drawn above it.
///
/// A layer made with `CALayer()` stands alone: it keeps its own values, and changing one while
/// it is in a layer tree animates it over 0.25 s, as on iOS (CALayer+Animation.swift; turn it
/// off with ``CATransaction/setDisableActions(_:)``). A view's ``UIView/layer`` is the view's
/// other face: its geometry, `backgroundColor`, `opacity`, `isHidden` and `masksToBounds` are
/// the view's own properties (changes do not animate implicitly, as on iOS), and its
/// ``anchorPoint`` moves the point the view turns about.
///
/// How a tree is drawn (the renderer's Rasterizer+Layers.swift): a view's sublayers are drawn
/// above its background and content, stacked with its subviews in one order as on iOS (a
/// sublayer added after a subview is above it; `insertSublayer(_:at: 0)` is below every
/// subview; UIView+Stacking.swift), in its bounds coordinates, clipped with ``masksToBounds``;
/// each layer draws its shadow, background (rounded by ``cornerRadius``), ``contents``, its own
/// drawing (shape, gradient, text), its sublayers in ``zPosition`` order (ties keep the array's
/// order), then its border. Subviews' layers are not in ``sublayers`` here, unlike on iOS, so
/// removing every sublayer leaves the subviews.
open class CALayer: NSObject {
    // MARK: Model values of a standalone layer (a view's layer reads its view's instead)

    private var storedBounds = CGRect.zero
    private var storedPosition = CGPoint.zero
    private var storedTransform = CATransform3DIdentity
    private var storedBackgroundColor: CGColor?
    private var storedOpacity: Float = 1
    private var storedIsHidden = false
    private var storedMasksToBounds = false
    private var storedCornerRadius: CGFloat = 0
    private var storedBorderWidth: CGFloat = 0
    private var storedBorderColor: CGColor? = .black
    private var storedShadowColor: CGColor? = .black
    private var storedShadowOpacity: Float = 0
    private var storedShadowOffset = CGSize(width: 0, height: -3)
    private var storedShadowRadius: CGFloat = 3
    private var storedAnchorPoint = CALayer.defaultAnchorPoint
    private var storedZPosition: CGFloat = 0

    /// The view this layer backs, if any.
    weak var view: UIView?

    /// The object that draws the layer's content for it (CALayer+Drawing.swift).
    open weak var delegate: CALayerDelegate?
    /// Set by ``setNeedsDisplay()``; cleared when ``display()`` runs.
    var isDisplayRequested = false
    /// Set by the default drawing when nothing draws.
    var drawsNothing = false
    /// What the last ``display()`` drew into its context, if it drew.
    var drawnContent: [DrawingOperation]?

    /// The tick of the scene's clock at which the layer was made or last added to a layer tree
    /// (nil outside a scene): changes made in that tick do not animate, as a layer's first
    /// values on iOS are committed with it.
    var committedTick: Int?
    /// Implicit and explicit animations playing on this layer, oldest first
    /// (CALayer+Animation.swift).
    var animationEntries: [LayerAnimationEntry] = []
    /// True for the copy ``presentation()`` returns: setting its values never animates.
    var isPresentationCopy = false
    /// What `setValue(_:forKey:)` stored under keys that name no property
    /// (CAAnimation+KeyValueCoding.swift).
    var keyedValues: [String: Any] = [:]

    public override init() {
        committedTick = Clock.current?.ticks
        super.init()
    }

    /// A copy of `layer`'s values (not its sublayers, animations or view), as Core Animation
    /// makes for ``presentation()``. Subclasses that add properties override it and call `super`.
    public init(layer: Any) {
        committedTick = Clock.current?.ticks
        super.init()
        guard let other = layer as? CALayer else { return }
        storedBounds = other.bounds
        storedPosition = other.position
        storedTransform = other.transform
        storedBackgroundColor = other.backgroundColor
        storedOpacity = other.opacity
        storedIsHidden = other.isHidden
        storedMasksToBounds = other.masksToBounds
        storedCornerRadius = other.cornerRadius
        storedBorderWidth = other.borderWidth
        storedBorderColor = other.borderColor
        storedShadowColor = other.shadowColor
        storedShadowOpacity = other.shadowOpacity
        storedShadowOffset = other.shadowOffset
        storedShadowRadius = other.shadowRadius
        storedAnchorPoint = other.anchorPoint
        storedZPosition = other.zPosition
        shadowPath = other.shadowPath
        contents = other.contents
        contentsGravity = other.contentsGravity
        contentsScale = other.contentsScale
        maskedCorners = other.maskedCorners
        name = other.name
        mask = other.mask
        sublayerTransform = other.sublayerTransform
    }

    /// A layer whose alpha, in this layer's bounds coordinates, masks what this layer draws
    /// (its background, contents, sublayers and border, and its shadow); its own colours do not
    /// show. On a view's layer it masks the whole view, subviews included, as on iOS (and
    /// ``UIView/mask`` sets it to the mask view's layer).
    open var mask: CALayer?

    /// Applied to the sublayers (and, for a view's layer, the subviews) when they are drawn,
    /// about the ``anchorPoint`` as Core Animation applies it; usually a perspective
    /// (`m34 = −1 / eyeDistance`). Only its 2-D part is drawn (see ``CATransform3D``), and it
    /// does not animate implicitly here; hit testing ignores it.
    open var sublayerTransform: CATransform3D = CATransform3DIdentity

    /// ``sublayerTransform``'s 2-D part about the anchor point, in this layer's bounds
    /// coordinates; nil when it is the identity.
    package var drawnSublayerTransform: CGAffineTransform? {
        let flat = sublayerTransform.drawnAffineTransform
        guard flat != .identity else { return nil }
        let anchor = CGPoint(x: bounds.minX + anchorPoint.x * bounds.width, y: bounds.minY + anchorPoint.y * bounds.height)
        return CGAffineTransform(translationX: -anchor.x, y: -anchor.y)
            .concatenating(flat)
            .concatenating(CGAffineTransform(translationX: anchor.x, y: anchor.y))
    }

    /// A layer of this class made for a view whose `layerClass` names it: the nearest class the
    /// kit can make (a subclass declared in a scene is made as its kit superclass).
    class func makeBackingLayer() -> CALayer { CALayer() }

    /// A copy of the model values as this class, for ``presentation()``.
    func makeCopy() -> CALayer { CALayer(layer: self) }

    // MARK: The layer tree

    /// The layers drawn above this one's own content, back to front (before ``zPosition``
    /// reorders them); nil when there are none, as Core Animation's. Setting it replaces them.
    open var sublayers: [CALayer]? {
        get { children.isEmpty ? nil : children }
        set {
            for layer in children { layer.parent = nil }
            children = []
            for layer in newValue ?? [] { addSublayer(layer) }
        }
    }

    /// The layer this one is a sublayer of.
    open var superlayer: CALayer? { parent }

    private var children: [CALayer] = []
    private weak var parent: CALayer?

    /// Where the layer stacks among a view's subviews and its layer's sublayers, when its
    /// superlayer is a view's layer (UIView+Stacking.swift).
    package var stackKey: Double = 0

    /// Adds `layer` on top: on a view's layer, above the subviews added before it, as on iOS.
    open func addSublayer(_ layer: CALayer) {
        insert(layer, stackIndex: Int.max) { $0.count }
    }

    /// Inserts `layer` at `index`; on a view's layer the index counts the subviews' layers
    /// too, as on iOS (`at: 0` is below every subview).
    open func insertSublayer(_ layer: CALayer, at index: UInt32) {
        insert(layer, stackIndex: Int(index)) { Swift.min(Int(index), $0.count) }
    }

    /// Inserts `layer` just below `sibling`; at the back when `sibling` is not a sublayer.
    open func insertSublayer(_ layer: CALayer, below sibling: CALayer?) {
        let stackIndex = sibling.flatMap { view?.stackIndex(of: $0) } ?? 0
        insert(layer, stackIndex: stackIndex) { children in children.firstIndex { $0 === sibling } ?? 0 }
    }

    /// Inserts `layer` just above `sibling`; at the front when `sibling` is not a sublayer.
    open func insertSublayer(_ layer: CALayer, above sibling: CALayer?) {
        let stackIndex = sibling.flatMap { view?.stackIndex(of: $0) }.map { $0 + 1 } ?? Int.max
        insert(layer, stackIndex: stackIndex) { children in
            (children.firstIndex { $0 === sibling }).map { $0 + 1 } ?? children.count
        }
    }

    /// Puts `newLayer` where `oldLayer` is; nothing when `oldLayer` is not a sublayer.
    open func replaceSublayer(_ oldLayer: CALayer, with newLayer: CALayer) {
        guard oldLayer.parent === self, oldLayer !== newLayer else { return }
        insertSublayer(newLayer, above: oldLayer)
        oldLayer.removeFromSuperlayer()
    }

    open func removeFromSuperlayer() {
        guard let parent else { return }
        parent.children.removeAll { $0 === self }
        self.parent = nil
    }

    /// Adds `layer` at the index `position` chooses among the sublayers once `layer` has left
    /// its old place.
    private func insert(_ layer: CALayer, stackIndex: Int, at position: ([CALayer]) -> Int) {
        var ancestor: CALayer? = self
        while let candidate = ancestor {
            // Core Animation raises rather than make the tree a cycle; so does this.
            if candidate === layer { fatalError("addSublayer: a layer cannot be a sublayer of itself or of its own sublayers") }
            ancestor = candidate.parent
        }
        layer.removeFromSuperlayer()
        if let view {
            // Among the subviews too: the sublayers stay in key order.
            let key = view.stackKey(at: stackIndex, excluding: layer)
            layer.stackKey = key
            children.insert(layer, at: children.firstIndex { $0.stackKey > key } ?? children.count)
        } else {
            children.insert(layer, at: position(children))
        }
        layer.parent = self
        layer.committedTick = Clock.current?.ticks
    }

    // MARK: Geometry

    /// The layer's own coordinate space; sublayers are placed in it.
    open var bounds: CGRect {
        get { view?.bounds ?? storedBounds }
        set {
            if let view { view.bounds = newValue; return }
            if needsDisplayOnBoundsChange, newValue.size != storedBounds.size { setNeedsDisplay() }
            changeAnimatable("bounds") { storedBounds = newValue }
        }
    }

    /// Where the ``anchorPoint`` sits in the superlayer's coordinates (a view's `center`).
    open var position: CGPoint {
        get { view?.center ?? storedPosition }
        set {
            if let view { view.center = newValue; return }
            changeAnimatable("position") { storedPosition = newValue }
        }
    }

    /// The point of the bounds that sits at ``position`` and that ``transform`` turns and
    /// scales about, in unit coordinates: (0, 0) the top-left corner, (0.5, 0.5) (the
    /// default) the middle. Changing it moves the layer (the position stays); for a view's
    /// layer, the view's frame moves and the view turns about the new point, as on iOS.
    open var anchorPoint: CGPoint {
        get { storedAnchorPoint }
        set { changeAnimatable("anchorPoint") { storedAnchorPoint = newValue } }
    }

    /// Orders sibling layers when drawn: higher is in front; equal values keep the order of
    /// ``sublayers``. Not a 3-D depth here. A view's layer's `zPosition` does not reorder views.
    open var zPosition: CGFloat {
        get { storedZPosition }
        set { changeAnimatable("zPosition") { storedZPosition = newValue } }
    }

    /// The anchor point's z, in points: kept, not drawn (only the 2-D part of a transform is).
    open var anchorPointZ: CGFloat = 0

    /// Applied about the ``anchorPoint``. Only the 2-D part is drawn (see ``CATransform3D``).
    /// For a view's layer it is the view's `transform` (a 3-D value set here reads back as set
    /// while the view's transform is its 2-D part).
    open var transform: CATransform3D {
        get {
            guard let view else { return storedTransform }
            return CATransform3DGetAffineTransform(storedTransform) == view.transform
                ? storedTransform : CATransform3DMakeAffineTransform(view.transform)
        }
        set {
            if let view {
                storedTransform = newValue
                view.transform = newValue.drawnAffineTransform
                return
            }
            changeAnimatable("transform") { storedTransform = newValue }
        }
    }

    open func affineTransform() -> CGAffineTransform { CATransform3DGetAffineTransform(transform) }

    open func setAffineTransform(_ m: CGAffineTransform) { transform = CATransform3DMakeAffineTransform(m) }

    /// The rectangle the layer covers in its superlayer: its bounds, transformed about the
    /// anchor point and placed at the position. Setting it sets ``position`` and the bounds'
    /// size (meant for untransformed layers, as Core Animation's).
    open var frame: CGRect {
        get {
            if let view { return view.frame }
            let size = bounds.size
            return CGRect(origin: .zero, size: size).applying(transformToSuperlayer).standardized
        }
        set {
            if let view { view.frame = newValue; return }
            let frame = newValue.standardized
            let anchor = anchorPoint
            position = CGPoint(x: frame.minX + anchor.x * frame.width, y: frame.minY + anchor.y * frame.height)
            bounds.size = frame.size
        }
    }

    /// Maps the layer's bounds coordinates to its superlayer's: the anchor point to the
    /// origin, the transform, then to ``position``.
    package var transformToSuperlayer: CGAffineTransform {
        CALayer.translationToAnchor(of: bounds, anchorPoint)
            .concatenating(transform.drawnAffineTransform)
            .concatenating(CGAffineTransform(translationX: position.x, y: position.y))
    }

    /// Maps a point in this layer's coordinates to `layer`'s (both in one tree; nil: the
    /// tree's root).
    open func convert(_ point: CGPoint, to layer: CALayer?) -> CGPoint {
        let inRoot = point.applying(transformToRoot)
        guard let layer else { return inRoot }
        return inRoot.applying(layer.transformToRoot.inverted())
    }

    open func convert(_ point: CGPoint, from layer: CALayer?) -> CGPoint {
        let inRoot = layer.map { point.applying($0.transformToRoot) } ?? point
        return inRoot.applying(transformToRoot.inverted())
    }

    /// Whether `point`, in this layer's coordinates, is inside its bounds (a shape layer
    /// overrides nothing here: its bounds, as Core Animation's).
    open func contains(_ point: CGPoint) -> Bool { bounds.contains(point) }

    /// The farthest descendant (or this layer) that contains `point`, given in the
    /// superlayer's coordinates, as Core Animation's: sublayers front to back, hidden ones
    /// skipped; nil when the point is outside.
    open func hitTest(_ point: CGPoint) -> CALayer? {
        guard !isHidden else { return nil }
        let local = point.applying(transformToSuperlayer.inverted())
        if masksToBounds, !contains(local) { return nil }
        for sublayer in (sublayers ?? []).reversed() {
            if let hit = sublayer.hitTest(local) { return hit }
        }
        return contains(local) ? self : nil
    }

    private var transformToRoot: CGAffineTransform {
        var result = CGAffineTransform.identity
        var layer: CALayer? = self
        while let current = layer, let parent = current.parent {
            result = result.concatenating(current.transformToSuperlayer)
            layer = parent
        }
        return result
    }

    // MARK: Appearance

    /// The fill of the bounds, rounded by ``cornerRadius``, below the contents. A view's
    /// layer: the view's `backgroundColor`.
    open var backgroundColor: CGColor? {
        get { view.map { $0.backgroundColor?.cgColor } ?? storedBackgroundColor }
        set {
            if let view { view.backgroundColor = newValue.map(UIColor.init(cgColor:)); return }
            changeAnimatable("backgroundColor") { storedBackgroundColor = newValue }
        }
    }

    /// Opacity 0…1 of the layer and its sublayers as one image. A view's layer: the view's `alpha`.
    open var opacity: Float {
        get { view.map { Float($0.alpha) } ?? storedOpacity }
        set {
            if let view { view.alpha = CGFloat(newValue); return }
            changeAnimatable("opacity") { storedOpacity = newValue }
        }
    }

    /// A hidden layer draws nothing, sublayers included. A view's layer: the view's `isHidden`.
    open var isHidden: Bool {
        get { view?.isHidden ?? storedIsHidden }
        set {
            if let view { view.isHidden = newValue; return }
            storedIsHidden = newValue
        }
    }

    /// Clips the contents and sublayers to the bounds, rounded by ``cornerRadius``, and drops
    /// the shadow. A view's layer: the view's `clipsToBounds`.
    open var masksToBounds: Bool {
        get { view?.clipsToBounds ?? storedMasksToBounds }
        set {
            if let view { view.clipsToBounds = newValue; return }
            storedMasksToBounds = newValue
        }
    }

    /// Radius of the rounded corners, in points; clamped to half the shorter side when drawn.
    /// 0 draws square corners.
    open var cornerRadius: CGFloat {
        get { storedCornerRadius }
        set { changeAnimatable("cornerRadius") { storedCornerRadius = newValue } }
    }

    /// Which corners ``cornerRadius`` rounds; all four by default.
    open var maskedCorners: CACornerMask = [
        .layerMinXMinYCorner, .layerMaxXMinYCorner, .layerMinXMaxYCorner, .layerMaxXMaxYCorner,
    ]

    /// Accepted; corners are drawn as circular arcs.
    open var cornerCurve: CALayerCornerCurve = .circular

    /// Width of the border drawn inside the bounds, in points. 0 (the default) draws none.
    open var borderWidth: CGFloat {
        get { storedBorderWidth }
        set { changeAnimatable("borderWidth") { storedBorderWidth = newValue } }
    }

    /// Color of the border; opaque black by default.
    open var borderColor: CGColor? {
        get { storedBorderColor }
        set { changeAnimatable("borderColor") { storedBorderColor = newValue } }
    }

    /// Color of the shadow; opaque black by default. It shows only when ``shadowOpacity`` is
    /// above 0.
    open var shadowColor: CGColor? {
        get { storedShadowColor }
        set { changeAnimatable("shadowColor") { storedShadowColor = newValue } }
    }

    /// Opacity of the shadow, 0…1; 0 (the default) draws no shadow.
    open var shadowOpacity: Float {
        get { storedShadowOpacity }
        set { changeAnimatable("shadowOpacity") { storedShadowOpacity = newValue } }
    }

    /// Where the shadow falls, in points from the layer; (0, −3) by default, as Core Animation's
    /// (a shadow 3 pt above the layer on iOS's y-down screen).
    open var shadowOffset: CGSize {
        get { storedShadowOffset }
        set { changeAnimatable("shadowOffset") { storedShadowOffset = newValue } }
    }

    /// Blur radius of the shadow, in points; 3 by default. The shadow's edge fades over about
    /// twice this distance, centred on the shape's edge.
    open var shadowRadius: CGFloat {
        get { storedShadowRadius }
        set { changeAnimatable("shadowRadius") { storedShadowRadius = newValue } }
    }

    /// The shape that casts the shadow, in the layer's bounds coordinates; nil (the default)
    /// uses what the layer draws. (A view without a background or border casts none then.)
    open var shadowPath: CGPath?

    // MARK: Contents

    /// What the layer shows above its background: a `CGImage` (from `UIImage.cgImage`), placed
    /// in the bounds by ``contentsGravity``. Anything else draws nothing.
    open var contents: Any?

    /// How ``contents`` fits the bounds; `.resize` (stretch to fill) by default.
    open var contentsGravity: CALayerContentsGravity = .resize

    /// Pixels of ``contents`` per point, for the gravities that keep the image's size; 1 by default.
    open var contentsScale: CGFloat = 1

    /// A name to find the layer by (``sublayers`` filtered by name).
    open var name: String?

    /// Accepted; drawing is the same with it.
    open var isOpaque = false
    /// Accepted; drawing is the same with it.
    open var shouldRasterize = false
    /// Accepted; drawing is the same with it.
    open var rasterizationScale: CGFloat = 1
    /// Accepted; drawing is the same with it.
    open var allowsEdgeAntialiasing = false
    /// Accepted; drawing is the same with it.
    open var drawsAsynchronously = false
    /// When true, a change of the bounds' size asks for ``display()`` again, as Core Animation's.
    open var needsDisplayOnBoundsChange = false
    // MARK: Custom drawing (CALayer+Drawing.swift)

    /// Asks for ``display()`` before the next frame. On a view's layer, the view's
    /// `setNeedsDisplay()`.
    open func setNeedsDisplay() {
        if let view { return view.setNeedsDisplay() }
        isDisplayRequested = true
    }

    /// As ``setNeedsDisplay()``: the whole layer is drawn again.
    open func setNeedsDisplay(_ r: CGRect) {
        setNeedsDisplay()
    }

    /// Whether ``display()`` will run before the next frame.
    open func needsDisplay() -> Bool {
        view?.needsDisplay ?? isDisplayRequested
    }

    /// Runs ``display()`` now if it was asked for.
    open func displayIfNeeded() {
        guard view == nil, isDisplayRequested else { return }
        isDisplayRequested = false
        display()
    }

    /// Makes the layer's content: the delegate's `display(_:)` when there is a delegate, else
    /// ``draw(in:)`` into a context of the bounds. Override it to set ``contents`` yourself.
    open func display() {
        if let delegate { return delegate.display(self) }
        displayWithoutDelegate()
    }

    /// Draws the layer's content into `ctx`, in the layer's bounds coordinates. The default
    /// asks the delegate's `draw(_:in:)`; without one it draws nothing. As on iOS, `ctx` is not
    /// made current: `UIBezierPath.fill()` and friends draw into it only between
    /// `UIGraphicsPushContext(ctx)` and `UIGraphicsPopContext()`.
    open func draw(in ctx: CGContext) {
        if let delegate { return delegate.draw(self, in: ctx) }
        drawsNothing = true
    }

    /// Does nothing: layers are laid out by whoever sets their frames.
    open func setNeedsLayout() {}
    /// Does nothing: layers are laid out by whoever sets their frames.
    open func layoutIfNeeded() {}
    /// Called by nothing here; override it freely.
    open func layoutSublayers() {}

    // MARK: Animatable values as numbers (CALayer+Animation.swift)

    /// The value of the animatable property `key` as numbers that interpolate, or nil when it
    /// does not animate (or is nil). Subclasses add their properties and call `super`.
    func animatableVector(forKey key: String) -> [CGFloat]? {
        switch key {
        case "position": return [position.x, position.y]
        case "position.x": return [position.x]
        case "position.y": return [position.y]
        case "bounds": return [bounds.minX, bounds.minY, bounds.width, bounds.height]
        case "bounds.size": return [bounds.width, bounds.height]
        case "bounds.size.width": return [bounds.width]
        case "bounds.size.height": return [bounds.height]
        case "anchorPoint": return [anchorPoint.x, anchorPoint.y]
        case "zPosition": return [zPosition]
        case "opacity": return [CGFloat(opacity)]
        case "cornerRadius": return [cornerRadius]
        case "borderWidth": return [borderWidth]
        case "borderColor": return borderColor.flatMap(colorVector)
        case "backgroundColor": return backgroundColor.flatMap(colorVector)
        case "shadowColor": return shadowColor.flatMap(colorVector)
        case "shadowOpacity": return [CGFloat(shadowOpacity)]
        case "shadowRadius": return [shadowRadius]
        case "shadowOffset": return [shadowOffset.width, shadowOffset.height]
        case "transform":
            let c = TransformComponents(affineTransform())
            return [c.tx, c.ty, c.angle, c.scaleX, c.scaleY, c.shear]
        case "transform.rotation", "transform.rotation.z": return [TransformComponents(affineTransform()).angle]
        case "transform.scale": return [TransformComponents(affineTransform()).scaleX]
        case "transform.scale.x": return [TransformComponents(affineTransform()).scaleX]
        case "transform.scale.y": return [TransformComponents(affineTransform()).scaleY]
        case "transform.translation.x": return [affineTransform().tx]
        case "transform.translation.y": return [affineTransform().ty]
        default: return nil
        }
    }

    /// Sets the property `key` from numbers ``animatableVector(forKey:)`` gave. Subclasses add
    /// their properties and call `super`.
    func setAnimatableVector(_ v: [CGFloat], forKey key: String) {
        func components(_ change: (inout TransformComponents) -> Void) {
            var c = TransformComponents(affineTransform())
            change(&c)
            setAffineTransform(c.transform)
        }
        switch key {
        case "position": position = CGPoint(x: v[0], y: v[1])
        case "position.x": position.x = v[0]
        case "position.y": position.y = v[0]
        case "bounds": bounds = CGRect(x: v[0], y: v[1], width: Swift.max(v[2], 0), height: Swift.max(v[3], 0))
        case "bounds.size": bounds.size = CGSize(width: Swift.max(v[0], 0), height: Swift.max(v[1], 0))
        case "bounds.size.width": bounds.size.width = Swift.max(v[0], 0)
        case "bounds.size.height": bounds.size.height = Swift.max(v[0], 0)
        case "anchorPoint": anchorPoint = CGPoint(x: v[0], y: v[1])
        case "zPosition": zPosition = v[0]
        case "opacity": opacity = Float(Swift.min(Swift.max(v[0], 0), 1))
        case "cornerRadius": cornerRadius = v[0]
        case "borderWidth": borderWidth = v[0]
        case "borderColor": borderColor = color(v)
        case "backgroundColor": backgroundColor = color(v)
        case "shadowColor": shadowColor = color(v)
        case "shadowOpacity": shadowOpacity = Float(v[0])
        case "shadowRadius": shadowRadius = v[0]
        case "shadowOffset": shadowOffset = CGSize(width: v[0], height: v[1])
        case "transform":
            var c = TransformComponents()
            (c.tx, c.ty, c.angle, c.scaleX, c.scaleY, c.shear) = (v[0], v[1], v[2], v[3], v[4], v[5])
            setAffineTransform(c.transform)
        case "transform.rotation", "transform.rotation.z":
            components { c in
                // A layer with no transform yet has no scale to turn.
                if c.scaleX == 0 && c.scaleY == 0 { (c.scaleX, c.scaleY) = (1, 1) }
                c.angle = v[0]
            }
        case "transform.scale": components { c in (c.scaleX, c.scaleY) = (v[0], v[0]) }
        case "transform.scale.x": components { $0.scaleX = v[0] }
        case "transform.scale.y": components { $0.scaleY = v[0] }
        case "transform.translation.x": components { $0.tx = v[0] }
        case "transform.translation.y": components { $0.ty = v[0] }
        default: break
        }
    }
}

/// A color as numbers that interpolate: red, green, blue, alpha. nil for a pattern color.
func colorVector(_ color: CGColor) -> [CGFloat]? {
    let color = UIColor(cgColor: color)
    guard color.patternImage == nil else { return nil }
    return [color.red, color.green, color.blue, color.alpha]
}

func color(_ v: [CGFloat]) -> CGColor {
    CGColor(red: v[0], green: v[1], blue: v[2], alpha: v[3])
}

/// How a layer's ``CALayer/contents`` fits its bounds (Core Animation's names). The edge
/// gravities keep the image's size (its pixels over ``CALayer/contentsScale``) and place it;
/// `.top` is the top edge on screen.
public struct CALayerContentsGravity: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }

    public static let center = CALayerContentsGravity(rawValue: "center")
    public static let top = CALayerContentsGravity(rawValue: "top")
    public static let bottom = CALayerContentsGravity(rawValue: "bottom")
    public static let left = CALayerContentsGravity(rawValue: "left")
    public static let right = CALayerContentsGravity(rawValue: "right")
    public static let topLeft = CALayerContentsGravity(rawValue: "topLeft")
    public static let topRight = CALayerContentsGravity(rawValue: "topRight")
    public static let bottomLeft = CALayerContentsGravity(rawValue: "bottomLeft")
    public static let bottomRight = CALayerContentsGravity(rawValue: "bottomRight")
    /// Stretched to fill the bounds (the default).
    public static let resize = CALayerContentsGravity(rawValue: "resize")
    /// Scaled to fit inside the bounds, keeping its aspect ratio, centred.
    public static let resizeAspect = CALayerContentsGravity(rawValue: "resizeAspect")
    /// Scaled to cover the bounds, keeping its aspect ratio, centred (the overflow shows unless
    /// ``CALayer/masksToBounds``).
    public static let resizeAspectFill = CALayerContentsGravity(rawValue: "resizeAspectFill")

    /// Where an image of `size` (points) goes in `bounds`.
    package func rect(for size: CGSize, in bounds: CGRect) -> CGRect {
        let (w, h) = (size.width, size.height)
        switch self {
        case .resizeAspect, .resizeAspectFill:
            guard w > 0, h > 0 else { return bounds }
            let ratios = (bounds.width / w, bounds.height / h)
            let scale = self == .resizeAspect ? Swift.min(ratios.0, ratios.1) : Swift.max(ratios.0, ratios.1)
            return CGRect(x: bounds.midX - w * scale / 2, y: bounds.midY - h * scale / 2, width: w * scale, height: h * scale)
        case .resize:
            return bounds
        default:
            let name = rawValue.lowercased()
            let x = name.hasSuffix("left") || name == "left" ? bounds.minX
                : name.hasSuffix("right") || name == "right" ? bounds.maxX - w : bounds.midX - w / 2
            let y = name.hasPrefix("top") ? bounds.minY : name.hasPrefix("bottom") ? bounds.maxY - h : bounds.midY - h / 2
            return CGRect(x: x, y: y, width: w, height: h)
        }
    }
}

/// Which corners a layer's ``CALayer/cornerRadius`` rounds (Core Animation's bits; min-Y is
/// the top on screen).
public struct CACornerMask: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }

    public static let layerMinXMinYCorner = CACornerMask(rawValue: 1 << 0)
    public static let layerMaxXMinYCorner = CACornerMask(rawValue: 1 << 1)
    public static let layerMinXMaxYCorner = CACornerMask(rawValue: 1 << 2)
    public static let layerMaxXMaxYCorner = CACornerMask(rawValue: 1 << 3)
}

/// How rounded corners are shaped (Core Animation's names); drawn as circular arcs here.
public struct CALayerCornerCurve: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }

    public static let circular = CALayerCornerCurve(rawValue: "circular")
    public static let continuous = CALayerCornerCurve(rawValue: "continuous")
}
