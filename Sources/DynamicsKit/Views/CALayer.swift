import Foundation

/// The part of Core Animation's layer that views here draw with: rounded corners, a border,
/// a shadow and opacity. Defaults are Core Animation's.
///
/// The renderer composites each view as a layer: shadow, background (rounded by
/// ``cornerRadius``), content and subviews (clipped to the rounded bounds with
/// ``masksToBounds``), then the border, inside the bounds and above everything else.
public final class CALayer {
    /// Radius of the rounded corners, in points; clamped to half the shorter side when drawn.
    /// 0 draws square corners.
    public var cornerRadius: CGFloat = 0
    /// Width of the border drawn inside the bounds, in points. 0 (the default) draws none.
    public var borderWidth: CGFloat = 0
    /// Color of the border; opaque black by default.
    public var borderColor: CGColor? = .black
    /// Same as the owning view's `clipsToBounds`: clips the subviews to the rounded bounds.
    public var masksToBounds: Bool {
        get { view?.clipsToBounds ?? false }
        set { view?.clipsToBounds = newValue }
    }

    /// Same as the owning view's `alpha`, as Core Animation's `Float`.
    public var opacity: Float {
        get { Float(view?.alpha ?? 1) }
        set { view?.alpha = CGFloat(newValue) }
    }

    /// Color of the shadow; opaque black by default. It shows only when ``shadowOpacity`` is
    /// above 0.
    public var shadowColor: CGColor? = .black
    /// Opacity of the shadow, 0…1; 0 (the default) draws no shadow.
    public var shadowOpacity: Float = 0
    /// Where the shadow falls, in points from the layer; (0, −3) by default, as Core Animation's
    /// (a shadow 3 pt above the layer on iOS's y-down screen).
    public var shadowOffset = CGSize(width: 0, height: -3)
    /// Blur radius of the shadow, in points; 3 by default. The shadow's edge fades over about
    /// twice this distance, centred on the shape's edge.
    public var shadowRadius: CGFloat = 3
    /// The shape that casts the shadow, in the layer's bounds coordinates; nil (the default)
    /// uses the layer's rounded bounds. (Core Animation uses the layer's visible content
    /// without a path; here a view without a background or border casts none then.)
    public var shadowPath: CGPath?

    weak var view: UIView?

    init() {}
}
