// `package` for the unit tests: they build in release, where `@testable` is unavailable.
/// Contact manifolds of pairs of convex hulls, as Box2D's polygon collider finds them: the axis
/// of least penetration picks a reference face, the incident face is clipped to it.
package enum NarrowPhase {
    /// Overlap tolerance: how much penetration is considered touching, in points.
    static let linearSlop = 0.5

    /// The contact manifold of two convex hulls, including points up to `margin` apart
    /// (speculative contacts), found by separating axes and reference-face clipping.
    public static func collide(_ a: WorldHull, _ b: WorldHull, margin: Double) -> Manifold {
        let (edgeA, separationA) = maxSeparation(of: a, against: b, margin: margin)
        if separationA > margin { return Manifold() }
        let (edgeB, separationB) = maxSeparation(of: b, against: a, margin: margin)
        if separationB > margin { return Manifold() }

        // Prefer A's face unless B's is clearly better, so the choice does not flicker.
        let flip = separationB > separationA + 0.1 * linearSlop
        let reference = flip ? b : a
        let incident = flip ? a : b
        let referenceEdge = flip ? edgeB : edgeA

        let count = reference.vertices.count
        let v1 = reference.vertices[referenceEdge]
        // The next vertex, wrapping (a compare, not an integer division).
        let v2 = reference.vertices[referenceEdge + 1 == count ? 0 : referenceEdge + 1]
        let normal = reference.normals[referenceEdge]

        // The incident edge is the one most anti-parallel to the reference normal.
        var incidentEdge = 0
        var minDot = Double.infinity
        for index in incident.normals.indices {
            let d = dot(incident.normals[index], normal)
            if d < minDot {
                minDot = d
                incidentEdge = index
            }
        }
        let incidentCount = incident.vertices.count
        let i1 = incidentEdge, i2 = incidentEdge + 1 == incidentCount ? 0 : incidentEdge + 1
        var p1 = incident.vertices[i1], p2 = incident.vertices[i2]
        var id1 = UInt32(i1), id2 = UInt32(i2)

        // Clip the incident edge to the reference face's side planes.
        let tangent = (v2 - v1).normalized
        let lower = dot(tangent, v1), upper = dot(tangent, v2)
        guard clip(&p1, &id1, &p2, &id2, tangent: tangent, lower: lower, upper: upper, clipID: UInt32(0x80 | referenceEdge)) else {
            return Manifold()
        }

        var manifold = Manifold()
        manifold.normal = flip ? -normal : normal
        let prefix = (flip ? UInt32(1) << 24 : 0) | UInt32(referenceEdge) << 16
        func add(_ point: Vec2, _ id: UInt32) {
            let separation = dot(point - v1, normal)
            if separation <= margin {
                manifold.append(Manifold.Point(
                    position: point - (0.5 * separation) * normal, separation: separation, id: prefix | id))
            }
        }
        add(p1, id1)
        add(p2, id2)
        return manifold
    }

    /// The face of `a` along which `b` lies farthest out, and that distance. Stops early once
    /// a face separates the hulls by more than `margin` (the caller then returns no contact
    /// whatever the rest would give), and leaves a face as soon as it cannot beat the best.
    @inline(__always)
    private static func maxSeparation(of a: WorldHull, against b: WorldHull, margin: Double) -> (Int, Double) {
        if b.vertices.count == 4 { return maxSeparation(of: a, againstQuad: b, margin: margin) }
        var bestEdge = 0
        var best = -Double.infinity
        for index in a.normals.indices {
            let n = a.normals[index], v = a.vertices[index]
            var deepest = Double.infinity
            var beaten = false
            for w in b.vertices {
                deepest = min(deepest, dot(n, w - v))
                // Only a strictly deeper value can win, and `deepest` never grows again.
                if deepest <= best {
                    beaten = true
                    break
                }
            }
            if !beaten, deepest > best {
                best = deepest
                bestEdge = index
                if best > margin { break }
            }
        }
        return (bestEdge, best)
    }

    /// `maxSeparation` against a four-vertex hull (a box), its four distances per face found two
    /// at a time with the same operations per lane, then reduced in vertex order: the same
    /// answer. (Taking the smallest of all four and then comparing with the best is what the
    /// early exit of the general loop decides too, as the running minimum never rises.)
    private static func maxSeparation(of a: WorldHull, againstQuad b: WorldHull, margin: Double) -> (Int, Double) {
        let w = b.vertices
        let x01 = SIMD2(w[0].x, w[1].x), y01 = SIMD2(w[0].y, w[1].y)
        let x23 = SIMD2(w[2].x, w[3].x), y23 = SIMD2(w[2].y, w[3].y)
        var bestEdge = 0
        var best = -Double.infinity
        for index in a.normals.indices {
            let n = a.normals[index], v = a.vertices[index]
            // dot(n, w − v) = n.x·(w.x − v.x) + n.y·(w.y − v.y), lane by lane.
            let d01 = n.x * (x01 - v.x) + n.y * (y01 - v.y)
            let d23 = n.x * (x23 - v.x) + n.y * (y23 - v.y)
            let deepest = min(min(min(min(Double.infinity, d01[0]), d01[1]), d23[0]), d23[1])
            if deepest > best {
                best = deepest
                bestEdge = index
                if best > margin { break }
            }
        }
        return (bestEdge, best)
    }

    /// Keeps the part of segment p1–p2 whose projection on `tangent` lies in lower…upper.
    /// Returns false if nothing is left.
    private static func clip(
        _ p1: inout Vec2, _ id1: inout UInt32, _ p2: inout Vec2, _ id2: inout UInt32,
        tangent: Vec2, lower: Double, upper: Double, clipID: UInt32
    ) -> Bool {
        var d1 = dot(tangent, p1), d2 = dot(tangent, p2)
        // Lower plane.
        if d1 < lower && d2 < lower { return false }
        if d1 < lower {
            p1 = p1 + ((lower - d1) / (d2 - d1)) * (p2 - p1); id1 = clipID << 8; d1 = lower
        } else if d2 < lower {
            p2 = p1 + ((lower - d1) / (d2 - d1)) * (p2 - p1); id2 = clipID << 8; d2 = lower
        }
        // Upper plane.
        if d1 > upper && d2 > upper { return false }
        if d1 > upper {
            p1 = p1 + ((upper - d1) / (d2 - d1)) * (p2 - p1); id1 = (clipID | 0x40) << 8
        } else if d2 > upper {
            p2 = p1 + ((upper - d1) / (d2 - d1)) * (p2 - p1); id2 = (clipID | 0x40) << 8
        }
        return true
    }
}
