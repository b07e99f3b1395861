import Foundation

/// An immutable path, as Core Graphics hands it to layers (`layer.shadowPath`). Make one from
/// a ``UIBezierPath`` with ``UIBezierPath/cgPath``.
public final class CGPath {
    package let elements: [UIBezierPath.Element]

    init(elements: [UIBezierPath.Element]) {
        self.elements = elements
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
