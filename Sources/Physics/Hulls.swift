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

/// World-space hulls of every shape of every body for one step, in flat arrays that keep their
/// size (and so their storage) from step to step: `resize` once a step, then `place` each body
/// and edge in order, written through pointers (appending checked uniqueness and capacity per
/// vertex).
struct HullStorage {
    private(set) var vertices: [Vec2] = []
    private(set) var normals: [Vec2] = []
    /// For each shape, where its vertices start and how many there are.
    private(set) var ranges: [(start: Int, count: Int)] = []
    /// For each body, the index of its first shape in `ranges`.
    private(set) var firstShape: [Int] = []

    /// Makes room for exactly this many vertices, shapes and owners (bodies and edges); what
    /// they held is to be overwritten by `place`.
    mutating func resize(vertices vertexCount: Int, shapes shapeCount: Int, owners ownerCount: Int) {
        if vertices.count != vertexCount {
            vertices = [Vec2](repeating: .zero, count: vertexCount)
            normals = [Vec2](repeating: .zero, count: vertexCount)
        }
        if ranges.count != shapeCount { ranges = [(start: Int, count: Int)](repeating: (0, 0), count: shapeCount) }
        if firstShape.count != ownerCount { firstShape = [Int](repeating: 0, count: ownerCount) }
    }

    /// Calls `body` with a writer over the storage (sized by `resize`).
    @inline(__always)
    mutating func withPlacer<R>(_ body: (inout HullPlacer) -> R) -> R {
        vertices.withUnsafeMutableBufferPointer { vertices in
        normals.withUnsafeMutableBufferPointer { normals in
        ranges.withUnsafeMutableBufferPointer { ranges in
        firstShape.withUnsafeMutableBufferPointer { firstShape in
            var placer = HullPlacer(
                vertices: vertices.baseAddress, normals: normals.baseAddress,
                ranges: ranges.baseAddress, firstShape: firstShape.baseAddress)
            return body(&placer)
        }}}}
    }

    /// Shapes of body (or edge) `owner`, as indexes into `ranges`.
    func shapes(of owner: Int) -> Range<Int> {
        firstShape[owner]..<(owner + 1 < firstShape.count ? firstShape[owner + 1] : ranges.count)
    }
}

/// Writes bodies' and edges' hulls into `HullStorage`, one owner after another.
struct HullPlacer {
    let vertices: UnsafeMutablePointer<Vec2>?
    let normals: UnsafeMutablePointer<Vec2>?
    let ranges: UnsafeMutablePointer<(start: Int, count: Int)>?
    let firstShape: UnsafeMutablePointer<Int>?
    private var vertexCount = 0, shapeCount = 0, ownerCount = 0

    init(
        vertices: UnsafeMutablePointer<Vec2>?, normals: UnsafeMutablePointer<Vec2>?,
        ranges: UnsafeMutablePointer<(start: Int, count: Int)>?, firstShape: UnsafeMutablePointer<Int>?
    ) {
        self.vertices = vertices
        self.normals = normals
        self.ranges = ranges
        self.firstShape = firstShape
    }

    /// Places a body's shapes at `position` and `rotation`, and returns the box around their
    /// vertices (taken in the order they are stored, as `AABB(_:)` would).
    @inline(__always)
    mutating func place(_ outline: Outline, position: Vec2, rotation: Rotation) -> AABB {
        firstShape.unsafelyUnwrapped[ownerCount] = shapeCount
        ownerCount += 1
        var bounds = AABB(minX: .infinity, minY: .infinity, maxX: -.infinity, maxY: -.infinity)
        let vertices = vertices.unsafelyUnwrapped, normals = normals.unsafelyUnwrapped
        let local = outline.vertices.baseAddress.unsafelyUnwrapped
        let localNormals = outline.normals.baseAddress.unsafelyUnwrapped
        var next = 0
        for count in outline.counts {
            ranges.unsafelyUnwrapped[shapeCount] = (vertexCount, count)
            shapeCount += 1
            for index in next..<next + count {
                let placed = position + rotation.rotate(local[index])
                vertices[vertexCount + index - next] = placed
                bounds.add(placed)
            }
            for index in next..<next + count {
                normals[vertexCount + index - next] = rotation.rotate(localNormals[index])
            }
            vertexCount += count
            next += count
        }
        return bounds
    }

    /// Places a segment as a two-sided hull.
    mutating func place(_ edge: Edge) {
        firstShape.unsafelyUnwrapped[ownerCount] = shapeCount
        ownerCount += 1
        ranges.unsafelyUnwrapped[shapeCount] = (vertexCount, 2)
        shapeCount += 1
        vertices.unsafelyUnwrapped[vertexCount] = edge.start
        vertices.unsafelyUnwrapped[vertexCount + 1] = edge.end
        let direction = (edge.end - edge.start).normalized
        let normal = Vec2(direction.y, -direction.x)
        normals.unsafelyUnwrapped[vertexCount] = normal
        normals.unsafelyUnwrapped[vertexCount + 1] = -normal
        vertexCount += 2
    }
}
