import Foundation

/// An area of the plane, centred on the origin, where a field acts (`UIFieldBehavior.region`,
/// centred on the field's `position`).
///
/// UIKit's UIRegion is an immutable class; here it is a struct with the same immutable value
/// semantics: every operation returns a new region and none changes the one it is called on.
/// Points on a boundary are inside.
public struct UIRegion: Sendable {
    private indirect enum Shape: Sendable {
        case everything
        case circle(radius: CGFloat)
        case rectangle(halfWidth: CGFloat, halfHeight: CGFloat)
        case inverse(Shape)
        case union(Shape, Shape)
        case intersection(Shape, Shape)
        /// The first shape without the second.
        case difference(Shape, Shape)

        func contains(_ point: CGPoint) -> Bool {
            switch self {
            case .everything:
                return true
            case let .circle(radius):
                return point.x * point.x + point.y * point.y <= radius * radius
            case let .rectangle(halfWidth, halfHeight):
                return abs(point.x) <= halfWidth && abs(point.y) <= halfHeight
            case let .inverse(shape):
                return !shape.contains(point)
            case let .union(a, b):
                return a.contains(point) || b.contains(point)
            case let .intersection(a, b):
                return a.contains(point) && b.contains(point)
            case let .difference(a, b):
                return a.contains(point) && !b.contains(point)
            }
        }
    }

    private let shape: Shape

    private init(_ shape: Shape) {
        self.shape = shape
    }

    /// The region that holds every point; its inverse holds none.
    public static var infinite: UIRegion { UIRegion(.everything) }

    /// A disc of `radius` points about the origin. A negative radius makes an empty region.
    public init(radius: CGFloat) {
        shape = .circle(radius: radius)
    }

    /// A rectangle of `size` points centred on the origin. Negative sizes count as their
    /// magnitudes, as a CGRect's do.
    public init(size: CGSize) {
        shape = .rectangle(halfWidth: abs(size.width) / 2, halfHeight: abs(size.height) / 2)
    }

    /// Every point not in this region. The inverse of ``infinite`` is empty.
    public func inverse() -> UIRegion {
        if case let .inverse(inner) = shape { return UIRegion(inner) }
        return UIRegion(.inverse(shape))
    }

    /// The points in either region.
    public func byUnion(with region: UIRegion) -> UIRegion {
        UIRegion(.union(shape, region.shape))
    }

    /// The points in this region that are not in `region`: `region` subtracted from this one.
    public func byDifference(from region: UIRegion) -> UIRegion {
        UIRegion(.difference(shape, region.shape))
    }

    /// The points in both regions.
    public func byIntersection(with region: UIRegion) -> UIRegion {
        UIRegion(.intersection(shape, region.shape))
    }

    /// Same as ``byUnion(with:)``.
    public func union(with region: UIRegion) -> UIRegion { byUnion(with: region) }

    /// Same as ``byDifference(from:)``: this region without `region`.
    public func difference(from region: UIRegion) -> UIRegion { byDifference(from: region) }

    /// Same as ``byIntersection(with:)``.
    public func intersection(with region: UIRegion) -> UIRegion { byIntersection(with: region) }

    /// Whether `point`, relative to the region's centre (for a field, to its `position`), is in
    /// the region. A point with a NaN coordinate is in none.
    public func contains(_ point: CGPoint) -> Bool {
        guard !point.x.isNaN, !point.y.isNaN else { return false }
        return shape.contains(point)
    }

    /// Outlines to draw for this region about `center`: circles and rectangles of its simple
    /// parts (an infinite region or an inverse has no outline of its own).
    func outlines(about center: CGPoint) -> [DebugDrawing.Outline] {
        func collect(_ shape: Shape) -> [DebugDrawing.Outline] {
            switch shape {
            case let .circle(radius) where radius > 0:
                return [.ellipse(CGRect(x: center.x - radius, y: center.y - radius, width: 2 * radius, height: 2 * radius))]
            case let .rectangle(halfWidth, halfHeight):
                return [.rectangle(CGRect(x: center.x - halfWidth, y: center.y - halfHeight, width: 2 * halfWidth, height: 2 * halfHeight))]
            case let .inverse(inner):
                return collect(inner)
            case let .union(a, b), let .intersection(a, b), let .difference(a, b):
                return collect(a) + collect(b)
            default:
                return []
            }
        }
        return collect(shape)
    }
}
