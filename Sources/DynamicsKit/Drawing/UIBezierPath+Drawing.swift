import Foundation

// A path drawn into the current context (`draw(_:)`, an image renderer), in the colours
// `UIColor.set()`, `setFill()` and `setStroke()` chose, as UIKit's.

extension UIBezierPath {
    public func setLineDash(_ pattern: UnsafePointer<CGFloat>?, count: Int, phase: CGFloat) {
        dashPattern = pattern.map { Array(UnsafeBufferPointer(start: $0, count: count)) } ?? []
        dashPhase = phase
    }

    /// Fills the path in the context's fill colour; outside drawing, nothing.
    public func fill() {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        context.beginPath()
        context.addPath(cgPath)
        context.fillPath(using: usesEvenOddFillRule ? .evenOdd : .winding)
    }

    public func fill(with blendMode: CGBlendMode, alpha: CGFloat) {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        context.saveGState()
        context.setAlpha(alpha)
        fill()
        context.restoreGState()
    }

    /// Strokes the path with its own line width, caps, joins and dashes in the context's
    /// stroke colour; outside drawing, nothing.
    public func stroke() {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        context.saveGState()
        context.setLineWidth(lineWidth)
        context.setLineCap(lineCapStyle)
        context.setLineJoin(lineJoinStyle)
        context.setMiterLimit(miterLimit)
        context.setLineDash(phase: dashPhase, lengths: dashPattern)
        context.beginPath()
        context.addPath(cgPath)
        context.strokePath()
        context.restoreGState()
    }

    public func stroke(with blendMode: CGBlendMode, alpha: CGFloat) {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        context.saveGState()
        context.setAlpha(alpha)
        stroke()
        context.restoreGState()
    }

    /// Intersects the context's clip with the path.
    public func addClip() {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        context.beginPath()
        context.addPath(cgPath)
        context.clip(using: usesEvenOddFillRule ? .evenOdd : .winding)
    }
}

/// Blend modes are accepted; everything is drawn as `.normal` here.
public enum CGBlendMode: Int32, Sendable {
    case normal, multiply, screen, overlay, darken, lighten, colorDodge, colorBurn, softLight, hardLight, difference,
         exclusion, hue, saturation, color, luminosity, clear, copy, sourceIn, sourceOut, sourceAtop, destinationOver,
         destinationIn, destinationOut, destinationAtop, xor, plusDarker, plusLighter
}

extension UIColor {
    /// Makes this the current context's fill and stroke colour.
    public func set() {
        setFill()
        setStroke()
    }

    public func setFill() { UIGraphicsGetCurrentContext()?.fillColor = self }
    public func setStroke() { UIGraphicsGetCurrentContext()?.strokeColor = self }
}

/// Fills `rect` with the current context's fill colour (UIKit's C function).
public func UIRectFill(_ rect: CGRect) {
    UIGraphicsGetCurrentContext()?.fill(rect)
}

/// Fills `rect`; the blend mode is accepted, and drawn as `.normal` here.
public func UIRectFillUsingBlendMode(_ rect: CGRect, _ blendMode: CGBlendMode) {
    UIRectFill(rect)
}

/// Frames `rect` with a 1 pt line inside it, in the current context's fill colour, as UIKit does.
public func UIRectFrame(_ rect: CGRect) {
    guard let context = UIGraphicsGetCurrentContext() else { return }
    let r = rect.standardized
    context.fill([
        CGRect(x: r.minX, y: r.minY, width: r.width, height: min(1, r.height)),
        CGRect(x: r.minX, y: max(r.maxY - 1, r.minY), width: r.width, height: min(1, r.height)),
        CGRect(x: r.minX, y: r.minY, width: min(1, r.width), height: r.height),
        CGRect(x: max(r.maxX - 1, r.minX), y: r.minY, width: min(1, r.width), height: r.height),
    ])
}

/// Intersects the current context's clip with `rect`.
public func UIRectClip(_ rect: CGRect) {
    UIGraphicsGetCurrentContext()?.clip(to: rect)
}

