// `package` for the unit tests: they build in release, where `@testable` is unavailable.
/// A convex outline in world space for the narrow phase: a polygon, or a segment (two vertices
/// whose two "edges" face opposite ways). It views storage owned by the caller, which keeps
/// every hull of a step in two flat arrays instead of allocating per body.
package struct WorldHull {
    public var vertices: UnsafeBufferPointer<Vec2>
    public var normals: UnsafeBufferPointer<Vec2>

    public init(vertices: UnsafeBufferPointer<Vec2>, normals: UnsafeBufferPointer<Vec2>) {
        self.vertices = vertices
        self.normals = normals
    }
}

/// World-space hulls of every shape of every body for one step, in two flat arrays that keep
/// their capacity from step to step.
struct HullStorage {
    private(set) var vertices: [Vec2] = []
    private(set) var normals: [Vec2] = []
    /// For each shape, where its vertices start and how many there are.
    private(set) var ranges: [(start: Int, count: Int)] = []
    /// For each body, the index of its first shape in `ranges`.
    private(set) var firstShape: [Int] = []

    mutating func removeAll() {
        vertices.removeAll(keepingCapacity: true)
        normals.removeAll(keepingCapacity: true)
        ranges.removeAll(keepingCapacity: true)
        firstShape.removeAll(keepingCapacity: true)
    }

    /// Appends a body's shapes placed at `position` and `rotation`, and returns the box
    /// around their vertices (taken in the order they are stored, as `AABB(_:)` would).
    @inline(__always)
    mutating func append(_ outline: Outline, position: Vec2, rotation: Rotation) -> AABB {
        firstShape.append(ranges.count)
        var bounds = AABB.empty
        var next = 0
        for count in outline.counts {
            ranges.append((vertices.count, count))
            for index in next..<next + count {
                let placed = position + rotation.rotate(outline.vertices[index])
                vertices.append(placed)
                bounds.add(placed)
            }
            for index in next..<next + count { normals.append(rotation.rotate(outline.normals[index])) }
            next += count
        }
        return bounds
    }

    /// Appends a segment as a two-sided hull.
    mutating func append(_ edge: Edge) {
        firstShape.append(ranges.count)
        ranges.append((vertices.count, 2))
        vertices += [edge.start, edge.end]
        let direction = (edge.end - edge.start).normalized
        let normal = Vec2(direction.y, -direction.x)
        normals += [normal, -normal]
    }

    /// Shapes of body (or edge) `owner`, as indexes into `ranges`.
    func shapes(of owner: Int) -> Range<Int> {
        firstShape[owner]..<(owner + 1 < firstShape.count ? firstShape[owner + 1] : ranges.count)
    }
}
