import DynamicsKit
import Foundation

extension Rasterizer {
    /// The shadow `view` casts, or nil when it casts none: `shadowOpacity` 0, a clear or nil
    /// `shadowColor`, or `clipsToBounds` (Core Animation clips a masked layer's shadow away
    /// with everything else outside its bounds).
    ///
    /// Without a `shadowPath` the shadow is the blurred alpha of everything the view draws,
    /// subviews included, as Core Animation's; with one, the path filled. The blur is a
    /// Gaussian of standard deviation `shadowRadius` (what a CSS blur of 2 × `shadowRadius`
    /// draws), approximated by three box blurs; the offset is rounded to whole pixels.
    func shadowStyle(of view: UIView, _ shown: UIView.Presentation, opacity: Double) -> ShadowStyle? {
        let layer = view.layer
        guard !view.clipsToBounds, layer.shadowOpacity > 0, let shadowColor = layer.shadowColor,
              shadowColor.alpha > 0
        else { return nil }
        let color = UIColor(cgColor: shadowColor)
        let alpha = Double(color.alpha) * min(Double(layer.shadowOpacity), 1) * opacity
        let radius = Double(layer.shadowRadius)
        let offset = layer.shadowOffset
        guard alpha > 0, radius.isFinite, offset.width.isFinite, offset.height.isFinite else { return nil }
        return ShadowStyle(
            color: color.withAlphaComponent(CGFloat(alpha)), offset: offset, radius: max(radius, 0),
            shape: layer.shadowPath?.polygons)
    }
}
