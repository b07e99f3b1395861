import Basics
import DynamicsKit
import Encoding
import Foundation

/// Draws a view tree into a ``Frame`` with Cairo, offscreen and antialiased.
///
/// ```swift
/// let rasterizer = Rasterizer(scale: 2)
/// let frame = try rasterizer.render(scene.rootView)   // 750 × 1334 pixels for a 375 × 667 pt root
/// ```
///
/// The frame shows the root view's `frame` (in its superview's coordinates, usually
/// `(0, 0, scene size)`), `scale` pixels per point, rounded up to whole pixels. Views are drawn
/// back to front in `subviews` order, each as Core Animation composites a layer: its shadow
/// (Rasterizer+Shadow.swift), its background (a rounded rectangle of `layer.cornerRadius`), its
/// content, its layer's contents and sublayers (Rasterizer+Layers.swift), and its subviews (all
/// three clipped to the rounded bounds when `clipsToBounds`), then its border,
/// inside the bounds and above the subviews. Hidden
/// views and views with `alpha` 0 draw nothing; `alpha` below 1 fades a view and its subviews as
/// one flattened image. Colors are snapped to 8-bit levels before drawing, so an opaque view
/// comes out with exactly its color's bytes; see PixelConversion.swift for the rounding.
///
/// A rasterizer keeps its image between calls and reuses it while the size stays the same, so
/// rendering the frames of a recording allocates one image, not hundreds. The same view tree
/// always gives the same bytes. Not thread-safe: use one rasterizer per thread.
public final class Rasterizer {
    /// Pixels per point, positive; fractional scales are fine.
    public let scale: Double

    /// The image and context of the last frame, kept for the next one of the same size.
    private var canvas: CairoContext?
    /// Decoded images, kept while their `UIImage` lives (Rasterizer+ViewContent.swift).
    let images = ImageCache()

    public init(scale: Double = 1) {
        precondition(scale.isFinite && scale > 0, "scale must be a positive number")
        self.scale = scale
        PDFImages.install()
    }

    /// The pixel size of the frame for a root view of frame size `size`: each side times
    /// `scale`, rounded up. A billionth of a pixel is forgiven first, so that 100 pt at 0.3× is
    /// 30 pixels although `100 * 0.3` is a hair above 30 in floating point.
    func pixelSize(for size: CGSize) throws -> (width: Int, height: Int) {
        guard let width = FrameGeometry.pixels(Double(size.width), scale: scale),
              let height = FrameGeometry.pixels(Double(size.height), scale: scale) else {
            throw RenderingError.unsupportedSize(width: Double(size.width) * scale, height: Double(size.height) * scale)
        }
        // The one pixel limit, as for images read from disk, before Cairo allocates the frame.
        try ImageLimits.check(width: width, height: height, source: "the frame")
        return (width, height)
    }

    /// Draws `root` and everything below it into a new frame.
    ///
    /// - Throws: ``RenderingError/unsupportedSize(width:height:)`` when the root's frame makes
    ///   an empty or oversized image, ``RenderingError/cairo(_:)`` when Cairo fails.
    public func render(_ root: UIView) throws -> Frame {
        try render(root, overlay: nil)
    }

    /// Draws `root`, then `overlay` (a ``DebugDrawing`` of the scene's physics) above it, then
    /// a translucent finger dot at each of `touches` (window points), as the simulator's
    /// "show touches" does.
    public func render(_ root: UIView, overlay: DebugDrawing?, touches: [CGPoint] = []) throws -> Frame {
        try draw(root, overlay: overlay, touches: touches).makeFrame()
    }

    /// Draws as ``render(_:overlay:touches:)`` does, into `frame`: its pixel buffer is reused
    /// when it has the frame's size and nothing else holds it, so a recording that hands its
    /// frames back draws without allocating. Otherwise `frame` becomes a new frame.
    public func render(_ root: UIView, overlay: DebugDrawing?, touches: [CGPoint] = [], into frame: inout Frame) throws {
        let surface = try draw(root, overlay: overlay, touches: touches)
        if frame.width == surface.width && frame.height == surface.height {
            surface.copyPixels(into: &frame)
        } else {
            frame = surface.makeFrame()
        }
    }

    /// Draws the view tree, overlay and touches onto the kept canvas and returns its image.
    private func draw(_ root: UIView, overlay: DebugDrawing?, touches: [CGPoint]) throws -> CairoImageSurface {
        let rootFrame = root.frame
        let context = try canvas(for: try pixelSize(for: rootFrame.size))
        context.clear()
        context.setUserSpace(scale: scale, origin: rootFrame.origin)
        // Views' draw(_:) run as they would while the scene runs (UIImage(named:) searching
        // its folders).
        root.withSceneClockCurrent { draw(root, in: context) }
        if let overlay { DebugOverlay.draw(overlay, in: context) }
        if !touches.isEmpty { DebugOverlay.drawTouches(touches, in: context) }
        do {
            try context.checkStatus()
        } catch {
            canvas = nil // a context that failed stays failed
            throw error
        }
        return context.surface
    }

    private func canvas(for size: (width: Int, height: Int)) throws -> CairoContext {
        if let canvas, canvas.surface.width == size.width, canvas.surface.height == size.height {
            return canvas
        }
        canvas = nil // release the old image before allocating the new one
        let context = try CairoContext(surface: try CairoImageSurface(width: size.width, height: size.height))
        canvas = context
        return context
    }

    // MARK: The view tree

    /// Draws `view` and its subviews, in its superview's coordinates (the context's user space).
    /// What is drawn is the view's `presentation`: its properties with any `UIView.animate`
    /// still playing on them.
    private func draw(_ view: UIView, in context: CairoContext) {
        let shown = view.presentation
        guard isVisible(view, shown), let toSuperview = drawableTransform(of: shown) else { return }
        context.save()
        defer { context.restore() }
        context.concatenate(toSuperview)
        // A mask (a mask view, or a layer set as the view's layer's mask) shows the whole view,
        // shadow and subviews included, where it is opaque.
        let mask = view.mask.flatMap { view.layer.mask === $0.layer ? $0 : nil }
        let maskLayer = mask == nil ? view.layer.mask : nil
        let masked = mask != nil || maskLayer != nil
        if masked { context.beginGroup() }
        defer {
            if masked {
                context.beginGroup()
                if let mask { draw(mask, in: context) } else if let maskLayer { draw(maskLayer, in: context) }
                context.endGroup(maskingTheOneBelow: ())
            }
        }

        let opacity = quantizedTo8Bit(Double(shown.alpha))
        // A view with a shadow is drawn into a group whose alpha casts the shadow.
        let shadow = shadowStyle(of: view, shown, opacity: opacity)
        // A faded view whose parts overlap must be flattened first, or each part would show
        // through the one above it. With a single part, fading its color is the same picture.
        let flattens = shadow != nil || (opacity < 1 && hasOverlappingParts(view, shown))
        if flattens { context.beginGroup() }
        let partOpacity = flattens ? 1 : opacity

        drawContent(of: view, shown, opacity: partOpacity, in: context)
        drawDrawnContent(of: view, shown, opacity: partOpacity, in: context)
        drawLayerContents(of: view, shown, opacity: partOpacity, in: context)
        drawChildren(of: view, shown, in: context)
        drawBorder(of: view, shown, opacity: partOpacity, in: context)

        if let shadow {
            context.endGroup(opacity: opacity, shadow: shadow)
        } else if flattens {
            context.endGroup(opacity: opacity)
        }
    }

    /// The subviews and the layer's own sublayers, in the one order iOS stacks them
    /// (UIView+Stacking.swift), sublayers with a `zPosition` moved by it; clipped when the view
    /// clips, through the layer's `sublayerTransform`.
    private func drawChildren(of view: UIView, _ shown: UIView.Presentation, in context: CairoContext) {
        guard !view.subviews.isEmpty || view.layer.sublayers != nil else { return }
        context.save()
        defer { context.restore() }
        if view.clipsToBounds {
            context.setPath(roundedRect: shown.bounds, radius: cornerRadius(of: view, shown), corners: view.layer.maskedCorners)
            context.clipToPath()
        }
        if let sublayerTransform = view.layer.drawnSublayerTransform { context.concatenate(sublayerTransform) }
        // A vibrancy effect view's content is drawn as its shapes in the effect's colour.
        let vibrancy = (view as? UIVisualEffectView)?.vibrancyColor
        if vibrancy != nil { context.beginGroup() }
        if view.layer.sublayers == nil {
            // Only subviews (most views): no interleaving to work out, nothing to allocate.
            for subview in view.subviews { draw(subview, in: context) }
            if let vibrancy { context.endGroup(fillingItsShapesWith: vibrancy) }
            return
        }
        var children = view.stackedChildren
        func z(_ child: UIView.StackedChild) -> CGFloat {
            if case let .layer(layer) = child { return layer.zPosition }
            return 0
        }
        if children.contains(where: { z($0) != 0 }) {
            children = children.enumerated().sorted { (z($0.element), $0.offset) < (z($1.element), $1.offset) }.map(\.element)
        }
        for child in children {
            switch child {
            case let .view(subview): draw(subview, in: context)
            case let .layer(sublayer): draw(sublayer, in: context)
            }
        }
        if let vibrancy { context.endGroup(fillingItsShapesWith: vibrancy) }
    }

    private func isVisible(_ view: UIView, _ shown: UIView.Presentation) -> Bool {
        !view.isHidden && shown.alpha > 0
    }

    /// The view's transform to its superview, or nil when it squashes the view to nothing (or
    /// holds a NaN): such a view covers no area, and Cairo cannot draw through a singular matrix.
    private func drawableTransform(of shown: UIView.Presentation) -> CGAffineTransform? {
        drawable(shown.transformToSuperview)
    }

    /// Whether the view paints more than one thing where they could overlap.
    private func hasOverlappingParts(_ view: UIView, _ shown: UIView.Presentation) -> Bool {
        let parts = [paintsBackground(shown), paintsContent(view, shown), paintsBorder(view, shown)]
        return parts.filter { $0 }.count > 1 || hasLayerTree(view) || view.drawnOperations() != nil
            || view.subviews.contains { isVisible($0, $0.presentation) }
    }
}
