import Foundation

extension UIView {
    /// What the view's `draw(_:)` drew, drawing it now if it was asked to (`setNeedsDisplay()`,
    /// or never drawn); nil for a view that draws nothing of its own. The renderer calls it
    /// for each view it draws, on the scene's thread.
    public func drawnOperations() -> [DrawingOperation]? {
        guard needsDisplay else { return drawsNothing ? nil : drawnContent }
        // A view of no size has no backing store: UIKit never calls its `draw(_:)` (a drawing
        // that steps by a fraction of the height would never end); it draws once it has a size.
        guard !bounds.isEmpty else { return nil }
        needsDisplay = false
        drawsNothing = false
        let context = CGContext()
        withCurrentContext(context) { draw(bounds) }
        if drawsNothing {
            drawnContent = nil
            return nil
        }
        drawnContent = context.operations
        return drawnContent
    }
}

extension UIImage {
    /// Draws the image at its size with its top-left corner at `point`.
    public func draw(at point: CGPoint) {
        draw(in: CGRect(origin: point, size: size))
    }

    /// Draws the image scaled to fill `rect`.
    public func draw(in rect: CGRect) {
        UIGraphicsGetCurrentContext()?.draw(self, in: rect)
    }
}
