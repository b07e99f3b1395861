import DynamicsKit
import Foundation

// What one view paints of itself, in its own bounds coordinates, as presented now.

extension Rasterizer {
    /// Draws the view's own content, below its subviews: its background, then a label's text
    /// or an image view's image, each with `opacity` applied. (A button's title is its
    /// `titleLabel`, a subview.)
    func drawContent(of view: UIView, _ shown: UIView.Presentation, opacity: Double, in context: CairoContext) {
        if let effectView = view as? UIVisualEffectView, let recipe = effectView.backdropRecipe {
            drawBackdrop(recipe, of: view, shown, in: context)
        }
        if paintsBackground(shown), let color = shown.backgroundColor {
            context.setPath(roundedRect: shown.bounds, radius: cornerRadius(of: view, shown), corners: view.layer.maskedCorners)
            fillPath(with: color, opacity: opacity, in: context)
        }
        if let label = view as? UILabel {
            // The label's own drawing is confined to its bounds, as a layer's contents are.
            for layout in label.textLayouts(in: shown.bounds) {
                context.drawText(layout, opacity: opacity, clippedTo: TextLayout.clipRect(for: shown.bounds))
            }
        } else if let imageView = view as? UIImageView, let image = imageView.image,
                  let rect = imageView.imageRect(in: shown.bounds), let pixels = images.surface(for: image) {
            // Core Animation's mask clips the layer's contents too, not only its sublayers.
            context.save()
            defer { context.restore() }
            if view.clipsToBounds {
                context.setPath(roundedRect: shown.bounds, radius: cornerRadius(of: view, shown), corners: view.layer.maskedCorners)
                context.clipToPath()
            }
            context.draw(pixels, in: rect, opacity: opacity, filledWith: image.fillColor(inViewTintedWith: view.tintColor))
        }
    }

    /// Draws the border inside the bounds, following the rounded corners. Core Animation
    /// composites it above the view's content and its subviews, so it is drawn after them.
    func drawBorder(of view: UIView, _ shown: UIView.Presentation, opacity: Double, in context: CairoContext) {
        guard paintsBorder(view, shown), let color = view.layer.borderColor.map(UIColor.init(cgColor:)) else { return }
        let bounds = shown.bounds.standardized
        let radius = cornerRadius(of: view, shown)
        let width = Double(view.layer.borderWidth)
        let inner = bounds.insetBy(dx: width, dy: width)
        if inner.isEmpty {
            // The border covers the whole view.
            context.setPath(roundedRect: bounds, radius: radius, corners: view.layer.maskedCorners)
            context.fill(color, opacity: opacity)
        } else {
            // The inner edge stays parallel to the outer one: its corners are the outer
            // corners' arcs shrunk by the border width.
            context.setPath(
                ringOutside: bounds, radius: radius, inside: inner, radius: max(radius - width, 0),
                corners: view.layer.maskedCorners)
            context.fill(color, opacity: opacity, evenOdd: true)
        }
    }

    func paintsBackground(_ shown: UIView.Presentation) -> Bool {
        guard let color = shown.backgroundColor else { return false }
        return color.alpha > 0 && !shown.bounds.isEmpty
    }

    func paintsBorder(_ view: UIView, _ shown: UIView.Presentation) -> Bool {
        guard let color = view.layer.borderColor else { return false }
        return view.layer.borderWidth > 0 && color.alpha > 0 && !shown.bounds.isEmpty
    }

    /// Whether the view draws text or an image of its own.
    func paintsContent(_ view: UIView, _ shown: UIView.Presentation) -> Bool {
        if let label = view as? UILabel {
            return !label.textLayouts(in: shown.bounds).allSatisfy { $0.lines.allSatisfy(\.text.isEmpty) }
        }
        if let imageView = view as? UIImageView { return imageView.image != nil }
        return false
    }

    /// `layer.cornerRadius`, clamped to half the shorter side as Core Animation does.
    func cornerRadius(of view: UIView, _ shown: UIView.Presentation) -> Double {
        let size = shown.bounds.standardized.size
        let radius = Double(view.layer.cornerRadius)
        guard radius.isFinite, radius > 0 else { return 0 }
        return min(radius, Double(min(size.width, size.height)) / 2)
    }
}

extension Rasterizer {
    /// A blur effect view's backdrop: what was drawn behind it blurred, then its tint, within
    /// its bounds rounded by the layer's corner radius. (Drawn inside a group — a faded or
    /// masked effect view —, there is nothing behind it to blur, as iOS's blur breaks then.)
    func drawBackdrop(_ recipe: BackdropRecipe, of view: UIView, _ shown: UIView.Presentation, in context: CairoContext) {
        let radius = cornerRadius(of: view, shown)
        context.setPath(roundedRect: shown.bounds, radius: radius, corners: view.layer.maskedCorners)
        context.blurBackdropUnderPath(radius: recipe.radius, saturation: recipe.saturation)
        context.setPath(roundedRect: shown.bounds, radius: radius, corners: view.layer.maskedCorners)
        context.fill(UIColor(white: CGFloat(recipe.tintWhite), alpha: CGFloat(recipe.tintAlpha)), opacity: 1)
    }
}
