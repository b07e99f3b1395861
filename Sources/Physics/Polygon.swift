/// A convex polygon in a body's local frame (its centre at the origin), counter-clockwise in
/// the engine's y-down space, i.e. with outward normals on the left of each edge turned.
/// Boxes, ellipses (flattened) and convex paths are all polygons to the narrow phase.
public struct Polygon: Sendable {
    public let vertices: [Vec2]
    /// `normals[i]` is the outward unit normal of the edge from vertex i to vertex i+1.
    public let normals: [Vec2]
    /// Distance from the origin to the farthest vertex: bounds rotation sweeps.
    public let extent: Double

    /// A polygon from vertices in either winding. Returns nil for fewer than 3 distinct points
    /// or a zero area.
    public init?(vertices input: [Vec2]) {
        guard input.count >= 3, input.allSatisfy(\.isFinite) else { return nil }
        var signedArea = 0.0
        for i in input.indices {
            signedArea += cross(input[i], input[(i + 1) % input.count])
        }
        guard signedArea != 0, signedArea.isFinite else { return nil }
        // Normals are (e.y, −e.x) of each edge e, outward for a positive signed area.
        let ordered = signedArea > 0 ? input : input.reversed()
        var normals: [Vec2] = []
        normals.reserveCapacity(ordered.count)
        for i in ordered.indices {
            let edge = ordered[(i + 1) % ordered.count] - ordered[i]
            guard edge.lengthSquared > 0 else { return nil }
            normals.append(Vec2(edge.y, -edge.x).normalized)
        }
        vertices = ordered
        self.normals = normals
        extent = ordered.map(\.length).max() ?? 0
    }

    /// A `width × height` box centred on the origin.
    public static func box(width: Double, height: Double) -> Polygon {
        let hx = width / 2, hy = height / 2
        return Polygon(vertices: [Vec2(-hx, -hy), Vec2(hx, -hy), Vec2(hx, hy), Vec2(-hx, hy)])!
    }

    /// Area in square points.
    public var area: Double {
        var twiceArea = 0.0
        for i in vertices.indices { twiceArea += cross(vertices[i], vertices[(i + 1) % vertices.count]) }
        return abs(twiceArea) / 2
    }

    /// Second moment of area about the origin (∫ r² dA), in points⁴; times density gives inertia.
    public var polarMoment: Double {
        var sum = 0.0
        for i in vertices.indices {
            let p = vertices[i], q = vertices[(i + 1) % vertices.count]
            // Each fan triangle (0, p, q) contributes |p×q|/12 · (p·p + p·q + q·q).
            sum += cross(p, q) * (dot(p, p) + dot(p, q) + dot(q, q))
        }
        return abs(sum) / 12
    }

    /// An ellipse of radii `rx`, `ry` about the origin as a polygon of `sides` vertices whose
    /// area equals the ellipse's (π·rx·ry), so mass matches the true shape.
    public static func ellipse(rx: Double, ry: Double, sides: Int) -> Polygon? {
        let n = max(sides, 8)
        // A regular n-gon inscribed in the unit circle has area (n/2)·sin(2π/n); scale to π.
        let scale = (Double.pi / (Double(n) / 2 * _sin(2 * Double.pi / Double(n)))).squareRoot()
        let vertices = (0..<n).map { index -> Vec2 in
            let angle = 2 * Double.pi * Double(index) / Double(n)
            return Vec2(rx * scale * _cos(angle), ry * scale * _sin(angle))
        }
        return Polygon(vertices: vertices)
    }

    /// The convex hull of `points` (Andrew's monotone chain), or nil when it has no area.
    public static func convexHull(of points: [Vec2]) -> Polygon? {
        let sorted = points.filter(\.isFinite).sorted { ($0.x, $0.y) < ($1.x, $1.y) }
        guard sorted.count >= 3 else { return nil }
        func build(_ sequence: [Vec2]) -> [Vec2] {
            var chain: [Vec2] = []
            for point in sequence {
                while chain.count >= 2, cross(chain[chain.count - 1] - chain[chain.count - 2], point - chain[chain.count - 2]) <= 0 {
                    chain.removeLast()
                }
                chain.append(point)
            }
            return chain
        }
        let lower = build(sorted), upper = build(sorted.reversed())
        let hull = Array(lower.dropLast()) + Array(upper.dropLast())
        // Vertices closer than a hundredth of a point add nothing but ill-conditioned edges.
        var cleaned: [Vec2] = []
        for point in hull where cleaned.last.map({ (point - $0).length > 0.01 }) ?? true {
            cleaned.append(point)
        }
        if cleaned.count > 1, let first = cleaned.first, let last = cleaned.last, (first - last).length <= 0.01 { cleaned.removeLast() }
        return Polygon(vertices: cleaned)
    }
}
