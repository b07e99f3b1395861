import DynamicsKit
import Foundation

// What a view's `draw(_:)` drew (DynamicsKit/Drawing), replayed with Cairo above the view's
// background and own content, below its sublayers and subviews.

extension Rasterizer {
    func drawDrawnContent(of view: UIView, _ shown: UIView.Presentation, opacity: Double, in context: CairoContext) {
        guard let operations = view.drawnOperations(), !operations.isEmpty else { return }
        // The drawing is the layer's contents: confined to the bounds.
        context.save()
        defer { context.restore() }
        context.setPath(roundedRect: shown.bounds, radius: 0)
        context.clipToPath()
        Self.replay(operations, within: shown.bounds, opacity: opacity, images: images, in: context)
    }

    /// Plays `operations` back in the current user space, at `opacity`.
    static func replay(_ operations: [DrawingOperation], within bounds: CGRect, opacity: Double, images: ImageCache, in context: CairoContext) {
        var alpha = 1.0
        var alphas: [Double] = []
        for operation in operations {
            let strength = opacity * alpha
            switch operation {
            case let .fill(path, color, evenOdd):
                context.setPath(path)
                context.fill(color, opacity: strength, evenOdd: evenOdd)
            case let .stroke(path, color, width, cap, join, miterLimit, dashes, dashPhase):
                guard width > 0, width.isFinite else { continue }
                context.setPath(path)
                context.stroke(color.withAlphaComponent(color.alpha * CGFloat(strength)), CairoContext.StrokeStyle(
                    width: Double(width), cap: self.cap(cap), join: self.join(join), miterLimit: Double(miterLimit),
                    dashes: dashes.isEmpty ? nil : dashes.map(Double.init), dashPhase: Double(dashPhase)))
            case let .text(layout):
                context.drawText(layout, opacity: strength, clippedTo: bounds)
            case let .image(image, transform, size):
                guard let pixels = images.surface(for: image) else { continue }
                context.save()
                context.concatenate(transform)
                context.draw(pixels, in: CGRect(origin: .zero, size: size), opacity: strength, filledWith: image.fillColor(inViewTintedWith: .black))
                context.restore()
            case let .linearGradient(gradient, start, end, _):
                context.setPath(roundedRect: bounds, radius: 0)
                context.fill(.axial(from: start, to: end), stops: stops(gradient, opacity: strength))
            case let .radialGradient(gradient, _, _, endCenter, endRadius, _):
                guard endRadius > 0 else { continue }
                context.setPath(roundedRect: bounds, radius: 0)
                context.fill(.radial(center: endCenter, radii: CGSize(width: endRadius, height: endRadius)), stops: stops(gradient, opacity: strength))
            case let .clip(path, evenOdd):
                context.setPath(path)
                context.clipToPath(evenOdd: evenOdd)
            case .clear:
                // The drawing starts clear each time it is made; clearing within it is not replayed.
                continue
            case .save:
                context.save()
                alphas.append(alpha)
            case .restore:
                context.restore()
                alpha = alphas.popLast() ?? 1
            case let .alpha(value):
                alpha = Double(value)
            }
        }
        // An unbalanced save in user code must not leak into the view's own drawing.
        for _ in alphas { context.restore() }
    }

    private static func stops(_ gradient: CGGradient, opacity: Double) -> [(location: CGFloat, color: UIColor)] {
        gradient.stops.map { (location: $0.location, color: $0.color.withAlphaComponent($0.color.alpha * CGFloat(opacity))) }
    }

    private static func cap(_ cap: CGLineCap) -> CAShapeLayerLineCap {
        switch cap {
        case .round: return .round
        case .square: return .square
        case .butt: return .butt
        }
    }

    private static func join(_ join: CGLineJoin) -> CAShapeLayerLineJoin {
        switch join {
        case .round: return .round
        case .bevel: return .bevel
        case .miter: return .miter
        }
    }
}
