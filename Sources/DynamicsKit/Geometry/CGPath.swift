import Foundation

/// A path, as Core Graphics hands it to layers (`layer.shadowPath`, `CAShapeLayer.path`).
/// Make one from a ``UIBezierPath`` with ``UIBezierPath/cgPath``, with the rectangle, ellipse
/// and rounded-rectangle initializers, or build one with ``CGMutablePath``.
public class CGPath {
    package internal(set) var elements: [UIBezierPath.Element]

    init(elements: [UIBezierPath.Element]) {
        self.elements = elements
    }

    /// A closed rectangle, its corners in the order Core Graphics adds them.
    public convenience init(rect: CGRect, transform: UnsafePointer<CGAffineTransform>?) {
        self.init(elements: CGPath.transformed(UIBezierPath(rect: rect), transform?.pointee).elements)
    }

    /// A closed ellipse inside `rect`.
    public convenience init(ellipseIn rect: CGRect, transform: UnsafePointer<CGAffineTransform>?) {
        self.init(elements: CGPath.transformed(UIBezierPath(ovalIn: rect), transform?.pointee).elements)
    }

    /// A closed rectangle with rounded corners (the corners' radii across and down).
    public convenience init(roundedRect rect: CGRect, cornerWidth: CGFloat, cornerHeight: CGFloat, transform: UnsafePointer<CGAffineTransform>?) {
        self.init(elements: CGPath.transformed(CGPath.roundedRectangle(rect, cornerWidth, cornerHeight), transform?.pointee).elements)
    }

    /// Whether the path has no elements.
    public var isEmpty: Bool { elements.isEmpty }

    /// The end of the path's last element; `.zero` when it is empty.
    public var currentPoint: CGPoint { end?.point ?? .zero }

    /// Where the path ends, and whether its last subpath is closed (its end is then the
    /// subpath's start); nil when it is empty. Read from the last elements only.
    var end: (point: CGPoint, closed: Bool)? {
        var closed = false
        for element in elements.reversed() {
            switch element {
            case let .move(p): return (p, closed)
            case let .line(p), let .quadCurve(p, _), let .curve(p, _, _): if !closed { return (p, false) }
            case .close: closed = true
            }
        }
        return nil
    }

    /// The same path (a `CGPath` is immutable; a ``CGMutablePath``'s copy no longer changes).
    public func copy() -> CGPath? { CGPath(elements: elements) }

    /// The path with `transform` applied to every point.
    public func copy(using transform: UnsafePointer<CGAffineTransform>?) -> CGPath? {
        CGPath(elements: CGPath.transformed(UIBezierPath(cgPath: self), transform?.pointee).elements)
    }

    /// A mutable copy.
    public func mutableCopy() -> CGMutablePath? {
        let copy = CGMutablePath()
        copy.elements = elements
        return copy
    }

    /// Whether `point` is inside the path's filled area under `rule`, the path transformed
    /// first by `transform`.
    public func contains(_ point: CGPoint, using rule: CGPathFillRule = .winding, transform: CGAffineTransform = .identity) -> Bool {
        let path = CGPath.transformed(UIBezierPath(cgPath: self), transform)
        return path.contains(point, evenOdd: rule == .evenOdd)
    }

    static func transformed(_ path: UIBezierPath, _ transform: CGAffineTransform?) -> UIBezierPath {
        if let transform, transform != .identity { path.apply(transform) }
        return path
    }

    /// A rounded rectangle with elliptical corners `width` across and `height` down (each at
    /// most half the side), clockwise on screen from the top left, as Core Graphics draws it.
    static func roundedRectangle(_ rect: CGRect, _ width: CGFloat, _ height: CGFloat) -> UIBezierPath {
        let r = rect.standardized
        let rx = min(max(width, 0), r.width / 2), ry = min(max(height, 0), r.height / 2)
        let path = UIBezierPath()
        guard rx > 0, ry > 0 else { return UIBezierPath(rect: r) }
        // Each corner a quarter ellipse: the cubic's handles at 0.5523 of the radii.
        let k: CGFloat = 0.5522847498
        path.move(to: CGPoint(x: r.minX + rx, y: r.minY))
        path.addLine(to: CGPoint(x: r.maxX - rx, y: r.minY))
        path.addCurve(to: CGPoint(x: r.maxX, y: r.minY + ry),
                      controlPoint1: CGPoint(x: r.maxX - rx + rx * k, y: r.minY), controlPoint2: CGPoint(x: r.maxX, y: r.minY + ry - ry * k))
        path.addLine(to: CGPoint(x: r.maxX, y: r.maxY - ry))
        path.addCurve(to: CGPoint(x: r.maxX - rx, y: r.maxY),
                      controlPoint1: CGPoint(x: r.maxX, y: r.maxY - ry + ry * k), controlPoint2: CGPoint(x: r.maxX - rx + rx * k, y: r.maxY))
        path.addLine(to: CGPoint(x: r.minX + rx, y: r.maxY))
        path.addCurve(to: CGPoint(x: r.minX, y: r.maxY - ry),
                      controlPoint1: CGPoint(x: r.minX + rx - rx * k, y: r.maxY), controlPoint2: CGPoint(x: r.minX, y: r.maxY - ry + ry * k))
        path.addLine(to: CGPoint(x: r.minX, y: r.minY + ry))
        path.addCurve(to: CGPoint(x: r.minX + rx, y: r.minY),
                      controlPoint1: CGPoint(x: r.minX, y: r.minY + ry - ry * k), controlPoint2: CGPoint(x: r.minX + rx - rx * k, y: r.minY))
        path.close()
        return path
    }

    /// The path's subpaths flattened into polygons (curves cut into 16 lines each), in the
    /// path's coordinates: what a renderer fills.
    public var polygons: [[CGPoint]] {
        UIBezierPath(cgPath: self).polylines().map(\.points)
    }

    /// The smallest rectangle holding every point of the flattened path; `.null` when empty.
    public var boundingBox: CGRect { UIBezierPath(cgPath: self).bounds }
}

extension UIBezierPath {
    /// A copy of the path as it is now.
    public var cgPath: CGPath { CGPath(elements: elements) }

    public convenience init(cgPath: CGPath) {
        self.init()
        for element in cgPath.elements {
            switch element {
            case let .move(p): move(to: p)
            case let .line(p): addLine(to: p)
            case let .quadCurve(p, c): addQuadCurve(to: p, controlPoint: c)
            case let .curve(p, c1, c2): addCurve(to: p, controlPoint1: c1, controlPoint2: c2)
            case .close: close()
            }
        }
    }
}
