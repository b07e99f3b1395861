import DynamicsKit
import Foundation

// Core Animation layers: a view's layer's contents and sublayers, and every layer below them.
// A view draws its layer's contents above its background and content, and its sublayers stacked
// with its subviews in iOS's one order (Rasterizer.swift), in its bounds coordinates, clipped
// when it clips to its bounds. Each layer draws, in its own bounds
// coordinates: its shadow (of everything below, or of its shadowPath), background, contents,
// its own drawing (a shape, gradient or text), sublayers in zPosition order, then its border;
// all at its opacity as one image. What is drawn is each layer's presentation.

extension Rasterizer {
    /// Draws the contents of `view`'s layer and what its class draws, if any. (Its sublayers
    /// are drawn with the subviews, in one stacking order: Rasterizer.swift.)
    func drawLayerContents(of view: UIView, _ shown: UIView.Presentation, opacity: Double, in context: CairoContext) {
        let layer = view.layer
        guard layer.contents != nil || type(of: layer) != CALayer.self else { return }
        context.save()
        defer { context.restore() }
        if view.clipsToBounds {
            context.setPath(roundedRect: shown.bounds, radius: cornerRadius(of: view, shown), corners: layer.maskedCorners)
            context.clipToPath()
        }
        drawContents(of: layer, in: shown.bounds, opacity: opacity, in: context)
        if layer is CAShapeLayer || layer is CAGradientLayer || layer is CATextLayer {
            // A view backed by one of these (`layerClass`) draws what it draws; a faded
            // view is flattened first (`hasLayerTree`), so full opacity is right here.
            drawOwnContent(of: layer, radius: cornerRadius(of: view, shown), in: context)
        }
    }

    /// Whether the view's layer draws anything of its own beyond the view's properties.
    func hasLayerTree(_ view: UIView) -> Bool {
        let layer = view.layer
        return layer.contents != nil || layer.sublayers != nil || type(of: layer) != CALayer.self
    }

    /// Back to front: by `zPosition`, equal ones in array order.
    private func drawingOrder(_ layers: [CALayer]) -> [CALayer] {
        guard layers.contains(where: { $0.zPosition != 0 }) else { return layers }
        return layers.enumerated()
            .sorted { ($0.element.zPosition, $0.offset) < ($1.element.zPosition, $1.offset) }
            .map(\.element)
    }

    /// Draws `model` as presented now and its sublayers, in its superlayer's coordinates.
    func draw(_ model: CALayer, in context: CairoContext) {
        // `display()` first: it may set the contents drawn below.
        let drawing = model.drawnOperations()
        let layer = model.drawnLayer
        guard !layer.isHidden, layer.opacity > 0, let toSuperlayer = drawable(layer.transformToSuperlayer) else { return }
        context.save()
        defer { context.restore() }
        context.concatenate(toSuperlayer)

        let opacity = quantizedTo8Bit(min(Double(layer.opacity), 1))
        let shadow = shadowStyle(of: layer, opacity: opacity)
        let grouped = shadow != nil || opacity < 1
        if grouped { context.beginGroup() }
        let masked = layer.mask != nil
        if masked { context.beginGroup() }

        let bounds = layer.bounds
        let radius = cornerRadius(of: layer)
        if let color = layer.backgroundColor.map(UIColor.init(cgColor:)), color.alpha > 0, !bounds.isEmpty {
            context.setPath(roundedRect: bounds, radius: radius, corners: layer.maskedCorners)
            fillPath(with: color, opacity: 1, in: context)
        }
        context.save()
        if layer.masksToBounds {
            context.setPath(roundedRect: bounds, radius: radius, corners: layer.maskedCorners)
            context.clipToPath()
        }
        drawContents(of: layer, in: bounds, opacity: 1, in: context)
        if let operations = drawing, !operations.isEmpty {
            // What `draw(in:)` drew is the layer's backing store: confined to its bounds.
            context.save()
            context.setPath(roundedRect: bounds, radius: 0)
            context.clipToPath()
            Self.replay(operations, within: bounds, opacity: 1, images: images, in: context)
            context.restore()
        }
        drawOwnContent(of: layer, radius: radius, in: context)
        if let sublayerTransform = layer.drawnSublayerTransform { context.concatenate(sublayerTransform) }
        if let replicator = layer as? CAReplicatorLayer {
            drawReplicas(of: model.sublayers ?? [], by: replicator, in: context)
        } else {
            for sublayer in drawingOrder(model.sublayers ?? []) { draw(sublayer, in: context) }
        }
        context.restore()
        drawBorder(of: layer, radius: radius, in: context)
        if masked, let mask = layer.mask {
            // The mask layer drawn alone, its alpha what shows of the layer.
            context.beginGroup()
            draw(mask, in: context)
            context.endGroup(maskingTheOneBelow: ())
        }

        if let shadow {
            context.endGroup(opacity: opacity, shadow: shadow)
        } else if grouped {
            context.endGroup(opacity: opacity)
        }
    }

    /// A replicator's sublayers, once for each instance: transformed, their colours multiplied
    /// by the instance's colour (red, green and blue multiplied where they drew; alpha as an
    /// opacity).
    private func drawReplicas(of sublayers: [CALayer], by replicator: CAReplicatorLayer, in context: CairoContext) {
        let ordered = drawingOrder(sublayers)
        for instance in replicator.instances {
            let (red, green, blue, alpha) = instance.color
            guard alpha > 0 else { continue }
            context.save()
            context.concatenate(instance.transform)
            if (red, green, blue, alpha) == (1, 1, 1, 1) {
                for sublayer in ordered { draw(sublayer, in: context) }
            } else {
                context.beginGroup()
                for sublayer in ordered { draw(sublayer, in: context) }
                context.endGroup(multipliedBy: (Double(red), Double(green), Double(blue)), opacity: quantizedTo8Bit(Double(alpha)))
            }
            context.restore()
        }
    }

    /// The layer's `contents` image placed by its `contentsGravity`.
    private func drawContents(of layer: CALayer, in bounds: CGRect, opacity: Double, in context: CairoContext) {
        guard let contents = layer.contents else { return }
        guard let image = contents as? CGImage else {
            KitNote.once("a layer's contents is a \(type(of: contents)), not a CGImage; it draws nothing (use image.cgImage)")
            return
        }
        guard let pixels = images.surface(for: image.image) else { return }
        let scale = layer.contentsScale.isFinite && layer.contentsScale > 0 ? layer.contentsScale : 1
        let size = CGSize(width: CGFloat(image.width) / scale, height: CGFloat(image.height) / scale)
        context.draw(pixels, in: layer.contentsGravity.rect(for: size, in: bounds), opacity: opacity)
    }

    /// What a shape, gradient or text layer draws of its own.
    private func drawOwnContent(of layer: CALayer, radius: Double, in context: CairoContext) {
        switch layer {
        case let shape as CAShapeLayer:
            drawShape(shape, in: context)
        case let gradient as CAGradientLayer:
            drawGradient(gradient, radius: radius, in: context)
        case let text as CATextLayer:
            if let layout = text.textLayout { context.drawText(layout, opacity: 1, clippedTo: TextLayout.clipRect(for: text.bounds)) }
        default:
            break
        }
    }

    private func drawShape(_ shape: CAShapeLayer, in context: CairoContext) {
        guard let path = shape.path else { return }
        if let fill = shape.fillColor.map(UIColor.init(cgColor:)), fill.alpha > 0 {
            context.setPath(path)
            if fill.patternImage != nil {
                fillPath(with: fill, opacity: 1, in: context)
            } else {
                context.fill(fill, opacity: 1, evenOdd: shape.fillRule == .evenOdd)
            }
        }
        let width = Double(shape.lineWidth)
        guard let stroke = shape.strokeColor.map(UIColor.init(cgColor:)), stroke.alpha > 0, width > 0, width.isFinite else { return }
        if shape.strokeStart <= 0 && shape.strokeEnd >= 1 {
            context.setPath(path)
        } else {
            context.setPath(polylines: path.trimmedPolylines(from: shape.strokeStart, to: shape.strokeEnd))
        }
        context.stroke(stroke, CairoContext.StrokeStyle(
            width: width, cap: shape.lineCap, join: shape.lineJoin, miterLimit: Double(shape.miterLimit),
            dashes: shape.dashLengths, dashPhase: Double(shape.lineDashPhase)))
    }

    private func drawGradient(_ layer: CAGradientLayer, radius: Double, in context: CairoContext) {
        let bounds = layer.bounds
        let stops = layer.gradientStops
        guard !stops.isEmpty, !bounds.isEmpty else { return }
        func point(_ unit: CGPoint) -> CGPoint {
            CGPoint(x: bounds.minX + unit.x * bounds.width, y: bounds.minY + unit.y * bounds.height)
        }
        let (start, end) = (point(layer.startPoint), point(layer.endPoint))
        let gradient: CairoContext.Gradient
        switch layer.type {
        case .radial:
            var radii = CGSize(width: abs(end.x - start.x), height: abs(end.y - start.y))
            if radii.width == 0 { radii.width = radii.height }
            if radii.height == 0 { radii.height = radii.width }
            guard radii.width > 0 else { return }
            gradient = .radial(center: start, radii: radii)
        case .conic:
            let reach = Double(hypot(bounds.width, bounds.height)) * 2
            gradient = .conic(center: start, angle: Double(atan2(end.y - start.y, end.x - start.x)), radius: reach)
        default:
            gradient = .axial(from: start, to: end)
        }
        context.setPath(roundedRect: bounds, radius: radius, corners: layer.maskedCorners)
        context.fill(gradient, stops: stops)
    }

    private func drawBorder(of layer: CALayer, radius: Double, in context: CairoContext) {
        let bounds = layer.bounds.standardized
        let width = Double(layer.borderWidth)
        guard width > 0, width.isFinite, !bounds.isEmpty,
              let color = layer.borderColor.map(UIColor.init(cgColor:)), color.alpha > 0 else { return }
        let inner = bounds.insetBy(dx: width, dy: width)
        if inner.isEmpty {
            context.setPath(roundedRect: bounds, radius: radius, corners: layer.maskedCorners)
            context.fill(color, opacity: 1)
        } else {
            context.setPath(
                ringOutside: bounds, radius: radius, inside: inner, radius: max(radius - width, 0), corners: layer.maskedCorners)
            context.fill(color, opacity: 1, evenOdd: true)
        }
    }

    /// `cornerRadius`, clamped to half the shorter side as Core Animation does.
    private func cornerRadius(of layer: CALayer) -> Double {
        let size = layer.bounds.standardized.size
        let radius = Double(layer.cornerRadius)
        guard radius.isFinite, radius > 0 else { return 0 }
        return min(radius, Double(min(size.width, size.height)) / 2)
    }

    /// The layer's shadow, as for a view (Rasterizer+Shadow.swift).
    private func shadowStyle(of layer: CALayer, opacity: Double) -> ShadowStyle? {
        guard !layer.masksToBounds, layer.shadowOpacity > 0, let shadowColor = layer.shadowColor, shadowColor.alpha > 0
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

    /// Fills the path with `color`: its image tiled for a pattern color.
    func fillPath(with color: UIColor, opacity: Double, in context: CairoContext) {
        if let image = color.patternImage {
            guard let pixels = images.surface(for: image) else { return }
            context.fill(tiling: pixels, scale: Double(image.scale), opacity: opacity)
        } else {
            context.fill(color, opacity: opacity)
        }
    }

    /// `transform`, or nil when it squashes to nothing or is not finite.
    func drawable(_ t: CGAffineTransform) -> CGAffineTransform? {
        let determinant = Double(t.a * t.d - t.b * t.c)
        guard determinant.isFinite, abs(determinant) > 1e-12, t.tx.isFinite, t.ty.isFinite else { return nil }
        return t
    }
}

