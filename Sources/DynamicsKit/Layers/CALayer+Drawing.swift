import Foundation

/// What a layer's delegate can do for it, as Core Animation's `CALayerDelegate`: every method
/// optional. `draw(_:in:)` draws the layer's content when the layer has none of its own
/// drawing; `display(_:)` replaces the drawing altogether (usually by setting `contents`).
public protocol CALayerDelegate: AnyObject {
    func display(_ layer: CALayer)
    func draw(_ layer: CALayer, in ctx: CGContext)
    func layerWillDraw(_ layer: CALayer)
    func layoutSublayers(of layer: CALayer)
    func action(for layer: CALayer, forKey event: String) -> CAAction?
}

/// An action a layer runs for a key, as Core Animation's (`CAAnimation` is one). Accepted
/// from delegates; the implicit animations here do not consult it.
public protocol CAAction {}

extension CALayerDelegate {
    public func display(_ layer: CALayer) { layer.displayWithoutDelegate() }
    public func draw(_ layer: CALayer, in ctx: CGContext) { layer.drawsNothing = true }
    public func layerWillDraw(_ layer: CALayer) {}
    public func layoutSublayers(of layer: CALayer) {}
    public func action(for layer: CALayer, forKey event: String) -> CAAction? { nil }
}

// Custom drawing of a standalone layer, as Core Animation does it: nothing is drawn until
// `setNeedsDisplay()` (or `needsDisplayOnBoundsChange` and a resize) asks for it; then, before
// the next frame, `display()` runs — by default the delegate's `display(_:)`, else
// `draw(in:)` (by default the delegate's `draw(_:in:)`) into a context of the layer's bounds.
// What was drawn is the layer's content until the next `setNeedsDisplay()`, drawn above its
// `contents` and below its sublayers. A view's own layer asks its view instead
// (`setNeedsDisplay()` there is the view's, and the view's `draw(_:)` draws).

extension CALayer {
    /// The default display: ``draw(in:)`` recorded as the layer's drawn content.
    func displayWithoutDelegate() {
        // No size, no backing store: `draw(in:)` waits until the layer has one.
        guard !bounds.isEmpty else {
            drawnContent = nil
            setNeedsDisplay()
            return
        }
        drawsNothing = false
        let context = CGContext()
        delegate?.layerWillDraw(self)
        draw(in: context)
        drawnContent = drawsNothing ? nil : context.operations
    }

    /// What the layer's ``display()`` drew, running it first if it was asked for; nil when it
    /// drew nothing (or never ran). The renderer calls it for each standalone layer it draws.
    public func drawnOperations() -> [DrawingOperation]? {
        displayIfNeeded()
        return drawnContent
    }
}
