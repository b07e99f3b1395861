import CCairo
import DynamicsKit
import Foundation

/// A Cairo drawing context on one ``CairoImageSurface``: owns one `cairo_t`.
///
/// Drawing calls do not throw: Cairo keeps the first error in the context and ignores later
/// calls, so the rasterizer asks for ``checkStatus()`` once, after a frame.
final class CairoContext {
    /// Used by the drawing extensions (content, debug overlay) in this module.
    let pointer: OpaquePointer
    /// Kept so the surface outlives the context that draws on it.
    let surface: CairoImageSurface

    init(surface: CairoImageSurface) throws {
        let context = cairo_create(surface.pointer)!
        // As for the surface: a failed context is released before `self` exists.
        let status = cairo_status(context)
        guard status == CAIRO_STATUS_SUCCESS else {
            cairo_destroy(context)
            throw RenderingError(status)
        }
        pointer = context
        self.surface = surface
        cairo_set_antialias(pointer, CAIRO_ANTIALIAS_GRAY)
    }

    deinit { cairo_destroy(pointer) }

    func checkStatus() throws {
        let status = cairo_status(pointer)
        guard status == CAIRO_STATUS_SUCCESS else { throw RenderingError(status) }
    }

    /// Makes every pixel transparent black, whatever the current clip and transform.
    func clear() {
        cairo_save(pointer)
        cairo_reset_clip(pointer)
        cairo_set_operator(pointer, CAIRO_OPERATOR_CLEAR)
        cairo_paint(pointer)
        cairo_restore(pointer)
    }

    // MARK: State

    func save() { cairo_save(pointer) }
    func restore() { cairo_restore(pointer) }

    /// Resets the transform to `scale` device pixels per point, with `origin` at the top-left pixel.
    func setUserSpace(scale: Double, origin: CGPoint) {
        cairo_identity_matrix(pointer)
        cairo_scale(pointer, scale, scale)
        cairo_translate(pointer, -Double(origin.x), -Double(origin.y))
    }

    /// Applies `transform` to user space before the current one: points drawn afterwards are
    /// mapped by `transform` first. Both layouts agree: `x' = a·x + c·y + tx`, `y' = b·x + d·y + ty`.
    func concatenate(_ transform: CGAffineTransform) {
        var matrix = cairo_matrix_t()
        cairo_matrix_init(
            &matrix, Double(transform.a), Double(transform.b), Double(transform.c),
            Double(transform.d), Double(transform.tx), Double(transform.ty))
        cairo_transform(pointer, &matrix)
    }

    // MARK: Paths and painting

    /// Replaces the path with `rect` with corners of `radius` (already clamped by the caller).
    func setPath(roundedRect rect: CGRect, radius: Double) {
        cairo_new_path(pointer)
        appendRoundedRect(rect, radius: radius)
    }

    /// Replaces the path with the ring between two rounded rectangles, for an even-odd fill.
    func setPath(ringOutside outer: CGRect, radius outerRadius: Double, inside inner: CGRect, radius innerRadius: Double) {
        cairo_new_path(pointer)
        appendRoundedRect(outer, radius: outerRadius)
        appendRoundedRect(inner, radius: innerRadius)
    }

    private func appendRoundedRect(_ rect: CGRect, radius: Double) {
        let (minX, minY) = (Double(rect.minX), Double(rect.minY))
        let (maxX, maxY) = (Double(rect.maxX), Double(rect.maxY))
        guard radius > 0 else {
            cairo_rectangle(pointer, minX, minY, maxX - minX, maxY - minY)
            return
        }
        // Clockwise on screen (y grows downward), one quarter circle per corner.
        cairo_new_sub_path(pointer)
        cairo_arc(pointer, maxX - radius, minY + radius, radius, -Double.pi / 2, 0)
        cairo_arc(pointer, maxX - radius, maxY - radius, radius, 0, Double.pi / 2)
        cairo_arc(pointer, minX + radius, maxY - radius, radius, Double.pi / 2, Double.pi)
        cairo_arc(pointer, minX + radius, minY + radius, radius, Double.pi, 3 * Double.pi / 2)
        cairo_close_path(pointer)
    }

    /// Fills the path with `color`, its alpha multiplied by `opacity`; each component and the
    /// resulting alpha are snapped to 8-bit levels (see PixelConversion.swift).
    func fill(_ color: UIColor, opacity: Double, evenOdd: Bool = false) {
        cairo_set_source_rgba(
            pointer, quantizedTo8Bit(Double(color.red)), quantizedTo8Bit(Double(color.green)),
            quantizedTo8Bit(Double(color.blue)), quantizedTo8Bit(Double(color.alpha) * opacity))
        cairo_set_fill_rule(pointer, evenOdd ? CAIRO_FILL_RULE_EVEN_ODD : CAIRO_FILL_RULE_WINDING)
        cairo_fill(pointer)
    }

    /// Intersects the clip with the path (and clears the path).
    func clipToPath(evenOdd: Bool = false) {
        cairo_set_fill_rule(pointer, evenOdd ? CAIRO_FILL_RULE_EVEN_ODD : CAIRO_FILL_RULE_WINDING)
        cairo_clip(pointer)
    }

    // MARK: Groups

    /// Sends drawing to a transparent offscreen group until ``endGroup(opacity:)``.
    func beginGroup() { cairo_push_group(pointer) }

    /// Ends two groups: the last begun (a mask) and the one below it (what it masks), and
    /// composites the second through the first's alpha.
    func endGroup(maskingTheOneBelow: Void) {
        let mask = cairo_pop_group(pointer)!
        defer { cairo_pattern_destroy(mask) }
        let content = cairo_pop_group(pointer)!
        defer { cairo_pattern_destroy(content) }
        cairo_set_source(pointer, content)
        cairo_mask(pointer, mask)
    }

    /// Composites the group begun last with its colours multiplied by `color` where it drew,
    /// at `opacity`.
    func endGroup(multipliedBy color: (Double, Double, Double), opacity: Double) {
        let drawn = cairo_pop_group(pointer)!
        defer { cairo_pattern_destroy(drawn) }
        cairo_push_group(pointer)
        cairo_set_source(pointer, drawn)
        cairo_paint(pointer)
        cairo_set_operator(pointer, CAIRO_OPERATOR_MULTIPLY)
        cairo_set_source_rgb(pointer, quantizedTo8Bit(color.0), quantizedTo8Bit(color.1), quantizedTo8Bit(color.2))
        cairo_mask(pointer, drawn)
        cairo_set_operator(pointer, CAIRO_OPERATOR_OVER)
        let tinted = cairo_pop_group(pointer)!
        defer { cairo_pattern_destroy(tinted) }
        cairo_set_source(pointer, tinted)
        cairo_paint_with_alpha(pointer, opacity)
    }

    /// Composites the group begun last as its alpha filled with `color`: its own colours do
    /// not show.
    func endGroup(fillingItsShapesWith color: UIColor) {
        let drawn = cairo_pop_group(pointer)!
        defer { cairo_pattern_destroy(drawn) }
        cairo_set_source_rgba(
            pointer, quantizedTo8Bit(Double(color.red)), quantizedTo8Bit(Double(color.green)),
            quantizedTo8Bit(Double(color.blue)), quantizedTo8Bit(Double(color.alpha)))
        cairo_mask(pointer, drawn)
    }

    /// Composites the group begun last onto what was there before, at `opacity` (snapped to
    /// 8 bits like colors).
    func endGroup(opacity: Double) {
        cairo_pop_group_to_source(pointer)
        cairo_paint_with_alpha(pointer, quantizedTo8Bit(opacity))
    }
}
