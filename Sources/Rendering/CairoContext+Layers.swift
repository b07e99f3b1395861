import CCairo
import DynamicsKit
import Foundation

// Paths, strokes, gradients and tiled patterns: what layers draw beyond a view's rectangles.

extension CACornerMask {
    static let all: CACornerMask = [.layerMinXMinYCorner, .layerMaxXMinYCorner, .layerMinXMaxYCorner, .layerMaxXMaxYCorner]
}

extension CairoContext {
    /// Replaces the path with `rect`, rounding only `corners` (all four give exactly
    /// ``setPath(roundedRect:radius:)``'s path).
    func setPath(roundedRect rect: CGRect, radius: Double, corners: CACornerMask) {
        guard corners != .all else { return setPath(roundedRect: rect, radius: radius) }
        cairo_new_path(pointer)
        appendRoundedRect(rect, radius: radius, corners: corners)
    }

    /// Replaces the path with the ring between two rectangles rounded at `corners`, for an
    /// even-odd fill (all four corners give exactly ``setPath(ringOutside:radius:inside:radius:)``'s).
    func setPath(ringOutside outer: CGRect, radius outerRadius: Double, inside inner: CGRect, radius innerRadius: Double, corners: CACornerMask) {
        guard corners != .all else { return setPath(ringOutside: outer, radius: outerRadius, inside: inner, radius: innerRadius) }
        cairo_new_path(pointer)
        appendRoundedRect(outer, radius: outerRadius, corners: corners)
        appendRoundedRect(inner, radius: innerRadius, corners: corners)
    }

    private func appendRoundedRect(_ rect: CGRect, radius: Double, corners: CACornerMask) {
        let (minX, minY) = (Double(rect.minX), Double(rect.minY))
        let (maxX, maxY) = (Double(rect.maxX), Double(rect.maxY))
        cairo_new_sub_path(pointer)
        // Clockwise on screen from the top-right corner, an arc where a corner is rounded.
        func corner(_ mask: CACornerMask, _ x: Double, _ y: Double, arcX: Double, arcY: Double, from angle: Double) {
            if radius > 0 && corners.contains(mask) {
                cairo_arc(pointer, arcX, arcY, radius, angle, angle + Double.pi / 2)
            } else {
                cairo_line_to(pointer, x, y)
            }
        }
        corner(.layerMaxXMinYCorner, maxX, minY, arcX: maxX - radius, arcY: minY + radius, from: -Double.pi / 2)
        corner(.layerMaxXMaxYCorner, maxX, maxY, arcX: maxX - radius, arcY: maxY - radius, from: 0)
        corner(.layerMinXMaxYCorner, minX, maxY, arcX: minX + radius, arcY: maxY - radius, from: Double.pi / 2)
        corner(.layerMinXMinYCorner, minX, minY, arcX: minX + radius, arcY: minY + radius, from: Double.pi)
        cairo_close_path(pointer)
    }

    /// Replaces the path with `path`'s elements, curves kept as curves.
    func setPath(_ path: CGPath) {
        cairo_new_path(pointer)
        for element in path.elements {
            switch element {
            case let .move(p):
                cairo_move_to(pointer, Double(p.x), Double(p.y))
            case let .line(p):
                cairo_line_to(pointer, Double(p.x), Double(p.y))
            case let .quadCurve(p, c):
                // The quadratic as the cubic with control points two thirds of the way to c.
                var x0 = 0.0, y0 = 0.0
                if cairo_has_current_point(pointer) != 0 { cairo_get_current_point(pointer, &x0, &y0) } else { (x0, y0) = (Double(p.x), Double(p.y)) }
                let (cx, cy) = (Double(c.x), Double(c.y))
                cairo_curve_to(
                    pointer, x0 + 2 / 3 * (cx - x0), y0 + 2 / 3 * (cy - y0),
                    Double(p.x) + 2 / 3 * (cx - Double(p.x)), Double(p.y) + 2 / 3 * (cy - Double(p.y)), Double(p.x), Double(p.y))
            case let .curve(p, c1, c2):
                cairo_curve_to(
                    pointer, Double(c1.x), Double(c1.y), Double(c2.x), Double(c2.y), Double(p.x), Double(p.y))
            case .close:
                cairo_close_path(pointer)
            }
        }
    }

    /// Replaces the path with `polylines`.
    func setPath(polylines: [(points: [CGPoint], closed: Bool)]) {
        cairo_new_path(pointer)
        for polyline in polylines {
            guard let first = polyline.points.first else { continue }
            cairo_move_to(pointer, Double(first.x), Double(first.y))
            for point in polyline.points.dropFirst() { cairo_line_to(pointer, Double(point.x), Double(point.y)) }
            if polyline.closed { cairo_close_path(pointer) }
        }
    }

    /// How a path is stroked.
    struct StrokeStyle {
        var width: Double
        var cap: CAShapeLayerLineCap
        var join: CAShapeLayerLineJoin
        var miterLimit: Double
        var dashes: [Double]?
        var dashPhase: Double
    }

    /// Strokes the path with `color` (alpha snapped to 8 bits, as fills are) and clears it.
    func stroke(_ color: UIColor, _ style: StrokeStyle) {
        setSource(color, opacity: 1)
        cairo_set_line_width(pointer, style.width)
        switch style.cap {
        case .round: cairo_set_line_cap(pointer, CAIRO_LINE_CAP_ROUND)
        case .square: cairo_set_line_cap(pointer, CAIRO_LINE_CAP_SQUARE)
        default: cairo_set_line_cap(pointer, CAIRO_LINE_CAP_BUTT)
        }
        switch style.join {
        case .round: cairo_set_line_join(pointer, CAIRO_LINE_JOIN_ROUND)
        case .bevel: cairo_set_line_join(pointer, CAIRO_LINE_JOIN_BEVEL)
        default: cairo_set_line_join(pointer, CAIRO_LINE_JOIN_MITER)
        }
        cairo_set_miter_limit(pointer, style.miterLimit)
        // Cairo refuses a pattern of only zeros or a negative length; such a pattern is solid.
        if let dashes = style.dashes, dashes.allSatisfy({ $0 >= 0 && $0.isFinite }), dashes.contains(where: { $0 > 0 }) {
            cairo_set_dash(pointer, dashes, Int32(dashes.count), style.dashPhase.isFinite ? style.dashPhase : 0)
        } else {
            cairo_set_dash(pointer, nil, 0, 0)
        }
        cairo_stroke(pointer)
        cairo_set_dash(pointer, nil, 0, 0)
    }

    private func setSource(_ color: UIColor, opacity: Double) {
        cairo_set_source_rgba(
            pointer, quantizedTo8Bit(Double(color.red)), quantizedTo8Bit(Double(color.green)),
            quantizedTo8Bit(Double(color.blue)), quantizedTo8Bit(Double(color.alpha) * opacity))
    }

    /// Fills the path with `image` tiled at `scale` pixels per point from the user-space
    /// origin, at `opacity`.
    func fill(tiling image: CairoImageSurface, scale: Double, opacity: Double) {
        let pattern = cairo_pattern_create_for_surface(image.pointer)!
        defer { cairo_pattern_destroy(pattern) }
        cairo_pattern_set_extend(pattern, CAIRO_EXTEND_REPEAT)
        cairo_pattern_set_filter(pattern, CAIRO_FILTER_GOOD)
        var matrix = cairo_matrix_t()
        cairo_matrix_init_scale(&matrix, scale, scale)
        cairo_pattern_set_matrix(pattern, &matrix)
        save()
        defer { restore() }
        cairo_set_source(pointer, pattern)
        cairo_set_fill_rule(pointer, CAIRO_FILL_RULE_WINDING)
        cairo_clip(pointer)
        cairo_paint_with_alpha(pointer, quantizedTo8Bit(opacity))
    }

    /// A gradient's geometry in user space.
    enum Gradient {
        case axial(from: CGPoint, to: CGPoint)
        /// An ellipse of radii `radii` about `center`.
        case radial(center: CGPoint, radii: CGSize)
        /// Clockwise about `center`, starting in the direction `angle` (radians), reaching out
        /// to `radius`.
        case conic(center: CGPoint, angle: Double, radius: Double)
    }

    /// Fills the path with `gradient` through `stops` (locations 0…1, ascending); the end
    /// colors extend beyond the ends.
    func fill(_ gradient: Gradient, stops: [(location: CGFloat, color: UIColor)]) {
        guard let first = stops.first else { return cairo_new_path(pointer) }
        save()
        defer { restore() }
        cairo_set_fill_rule(pointer, CAIRO_FILL_RULE_WINDING)
        cairo_clip(pointer)
        guard stops.count > 1 else {
            setSource(first.color, opacity: 1)
            cairo_paint(pointer)
            return
        }
        let pattern: OpaquePointer
        switch gradient {
        case let .axial(from, to):
            pattern = cairo_pattern_create_linear(Double(from.x), Double(from.y), Double(to.x), Double(to.y))!
        case let .radial(center, radii):
            pattern = cairo_pattern_create_radial(0, 0, 0, 0, 0, 1)!
            // User space to the unit circle's space.
            var matrix = cairo_matrix_t()
            let (rx, ry) = (Double(radii.width), Double(radii.height))
            cairo_matrix_init(&matrix, 1 / rx, 0, 0, 1 / ry, -Double(center.x) / rx, -Double(center.y) / ry)
            cairo_pattern_set_matrix(pattern, &matrix)
        case let .conic(center, angle, radius):
            pattern = conicMesh(center: center, angle: angle, radius: radius, stops: stops)
        }
        defer { cairo_pattern_destroy(pattern) }
        if case .conic = gradient {} else {
            cairo_pattern_set_extend(pattern, CAIRO_EXTEND_PAD)
            for stop in stops {
                let color = stop.color
                cairo_pattern_add_color_stop_rgba(
                    pattern, Double(stop.location), quantizedTo8Bit(Double(color.red)), quantizedTo8Bit(Double(color.green)),
                    quantizedTo8Bit(Double(color.blue)), quantizedTo8Bit(Double(color.alpha)))
            }
        }
        cairo_set_source(pointer, pattern)
        cairo_paint(pointer)
    }

    /// A conic gradient as a fan of 256 mesh patches about `center`, each a thin wedge whose
    /// colors run from one angle's to the next.
    private func conicMesh(center: CGPoint, angle: Double, radius: Double, stops: [(location: CGFloat, color: UIColor)]) -> OpaquePointer {
        let mesh = cairo_pattern_create_mesh()!
        let wedges = 256
        let (cx, cy) = (Double(center.x), Double(center.y))
        func color(at t: Double) -> UIColor {
            guard let after = stops.firstIndex(where: { Double($0.location) >= t }) else { return stops.last!.color }
            guard after > 0 else { return stops[0].color }
            let (a, b) = (stops[after - 1], stops[after])
            let span = Double(b.location - a.location)
            let f = CGFloat(span > 0 ? (t - Double(a.location)) / span : 1)
            return UIColor(
                red: a.color.red + (b.color.red - a.color.red) * f, green: a.color.green + (b.color.green - a.color.green) * f,
                blue: a.color.blue + (b.color.blue - a.color.blue) * f, alpha: a.color.alpha + (b.color.alpha - a.color.alpha) * f)
        }
        func setCorner(_ index: UInt32, _ c: UIColor) {
            cairo_mesh_pattern_set_corner_color_rgba(
                mesh, index, quantizedTo8Bit(Double(c.red)), quantizedTo8Bit(Double(c.green)),
                quantizedTo8Bit(Double(c.blue)), quantizedTo8Bit(Double(c.alpha)))
        }
        for wedge in 0..<wedges {
            let (t0, t1) = (Double(wedge) / Double(wedges), Double(wedge + 1) / Double(wedges))
            let (a0, a1) = (angle + 2 * Double.pi * t0, angle + 2 * Double.pi * t1)
            let (c0, c1) = (color(at: t0), color(at: t1))
            cairo_mesh_pattern_begin_patch(mesh)
            cairo_mesh_pattern_move_to(mesh, cx, cy)
            cairo_mesh_pattern_line_to(mesh, cx + radius * cos(a0), cy + radius * sin(a0))
            cairo_mesh_pattern_line_to(mesh, cx + radius * cos(a1), cy + radius * sin(a1))
            cairo_mesh_pattern_line_to(mesh, cx, cy)
            setCorner(0, c0)
            setCorner(1, c0)
            setCorner(2, c1)
            setCorner(3, c1)
            cairo_mesh_pattern_end_patch(mesh)
        }
        return mesh
    }
}
