import DynamicsKit
import Foundation

// What one view paints of itself, in its own bounds coordinates.

extension Rasterizer {
    /// Draws the view's own content, below its subviews: today its background. This is the one
    /// place for what a view shows of its own — a label's text, a button's title, an image
    /// view's image — with `opacity` applied to each.
    func drawContent(of view: UIView, opacity: Double, in context: CairoContext) {
        if paintsBackground(view), let color = view.backgroundColor {
            context.setPath(roundedRect: view.bounds, radius: cornerRadius(of: view))
            context.fill(color, opacity: opacity)
        }
    }

    /// Draws the border inside the bounds, following the rounded corners. Core Animation
    /// composites it above the view's content and its subviews, so it is drawn after them.
    func drawBorder(of view: UIView, opacity: Double, in context: CairoContext) {
        guard paintsBorder(view), let color = view.layer.borderColor else { return }
        let bounds = view.bounds.standardized
        let radius = cornerRadius(of: view)
        let width = Double(view.layer.borderWidth)
        let inner = bounds.insetBy(dx: width, dy: width)
        if inner.isEmpty {
            // The border covers the whole view.
            context.setPath(roundedRect: bounds, radius: radius)
            context.fill(color, opacity: opacity)
        } else {
            // The inner edge stays parallel to the outer one: its corners are the outer
            // corners' arcs shrunk by the border width.
            context.setPath(ringOutside: bounds, radius: radius, inside: inner, radius: max(radius - width, 0))
            context.fill(color, opacity: opacity, evenOdd: true)
        }
    }

    func paintsBackground(_ view: UIView) -> Bool {
        guard let color = view.backgroundColor else { return false }
        return color.alpha > 0 && !view.bounds.isEmpty
    }

    func paintsBorder(_ view: UIView) -> Bool {
        guard let color = view.layer.borderColor else { return false }
        return view.layer.borderWidth > 0 && color.alpha > 0 && !view.bounds.isEmpty
    }

    /// `layer.cornerRadius`, clamped to half the shorter side as Core Animation does.
    func cornerRadius(of view: UIView) -> Double {
        let size = view.bounds.standardized.size
        let radius = Double(view.layer.cornerRadius)
        guard radius.isFinite, radius > 0 else { return 0 }
        return min(radius, Double(min(size.width, size.height)) / 2)
    }
}
