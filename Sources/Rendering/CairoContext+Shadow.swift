import CCairo
import DynamicsKit
import Foundation

/// A layer's shadow as the rasterizer draws it, in the user space current when it is drawn.
struct ShadowStyle {
    /// The color, its alpha already multiplied by the shadow's and the view's opacity.
    var color: UIColor
    /// How far the shadow falls from the shape, in user-space points.
    var offset: CGSize
    /// The blur's standard deviation, in user-space points (Core Animation's `shadowRadius`).
    var radius: Double
    /// The shape that casts the shadow, as polygons in user space; nil for the group's own
    /// pixels.
    var shape: [[CGPoint]]?
}

extension CairoContext {
    /// Ends the group begun last and composites it at `opacity`, over `shadow`: the group's
    /// alpha (or the shadow's own shape) blurred, offset and filled with the shadow color.
    func endGroup(opacity: Double, shadow: ShadowStyle) {
        let group = cairo_pop_group(pointer)!
        defer { cairo_pattern_destroy(group) }
        if let shape = shadow.shape {
            cairo_push_group(pointer)
            cairo_new_path(pointer)
            for polygon in shape {
                guard let first = polygon.first else { continue }
                cairo_move_to(pointer, Double(first.x), Double(first.y))
                for point in polygon.dropFirst() { cairo_line_to(pointer, Double(point.x), Double(point.y)) }
                cairo_close_path(pointer)
            }
            cairo_set_source_rgba(pointer, 0, 0, 0, 1)
            cairo_set_fill_rule(pointer, CAIRO_FILL_RULE_WINDING)
            cairo_fill(pointer)
            let shapeGroup = cairo_pop_group(pointer)!
            drawShadow(of: shapeGroup, shadow)
            cairo_pattern_destroy(shapeGroup)
        } else {
            drawShadow(of: group, shadow)
        }
        cairo_set_source(pointer, group)
        cairo_paint_with_alpha(pointer, quantizedTo8Bit(opacity))
    }

    /// Blurs the alpha of a group's pixels and paints it, offset, in the shadow color.
    private func drawShadow(of group: OpaquePointer, _ shadow: ShadowStyle) {
        var surfacePointer: OpaquePointer?
        guard cairo_pattern_get_surface(group, &surfacePointer) == CAIRO_STATUS_SUCCESS,
              let surface = surfacePointer, cairo_surface_get_type(surface) == CAIRO_SURFACE_TYPE_IMAGE,
              cairo_image_surface_get_format(surface) == CAIRO_FORMAT_ARGB32
        else { return }
        cairo_surface_flush(surface)
        guard let mask = ShadowMask(surface, blurRadius: shadow.radius * deviceScale) else { return }
        // Device pixel = surface pixel − the surface's device offset.
        var deviceOffsetX = 0.0, deviceOffsetY = 0.0
        cairo_surface_get_device_offset(surface, &deviceOffsetX, &deviceOffsetY)
        var offsetX = Double(shadow.offset.width), offsetY = Double(shadow.offset.height)
        cairo_user_to_device_distance(pointer, &offsetX, &offsetY)
        guard let maskSurface = try? mask.makeSurface() else { return }
        save()
        defer { restore() }
        cairo_identity_matrix(pointer)
        let color = shadow.color
        cairo_set_source_rgba(
            pointer, quantizedTo8Bit(Double(color.red)), quantizedTo8Bit(Double(color.green)),
            quantizedTo8Bit(Double(color.blue)), quantizedTo8Bit(Double(color.alpha)))
        cairo_mask_surface(
            pointer, maskSurface.pointer, Double(mask.originX) - deviceOffsetX + offsetX.rounded(),
            Double(mask.originY) - deviceOffsetY + offsetY.rounded())
    }

    /// Device pixels per user-space point: the square root of the user-to-device area scale.
    private var deviceScale: Double {
        var matrix = cairo_matrix_t()
        cairo_get_matrix(pointer, &matrix)
        return abs(matrix.xx * matrix.yy - matrix.xy * matrix.yx).squareRoot()
    }
}

/// The blurred alpha of an image's opaque region: a Gaussian approximated by three box blurs
/// in each direction, computed in whole numbers so every run gives the same bytes.
private struct ShadowMask {
    /// The mask's top-left pixel in the source image's pixel coordinates.
    let originX: Int, originY: Int
    let width: Int, height: Int
    private(set) var alpha: [Int32]

    /// nil when the image is fully transparent.
    init?(_ surface: OpaquePointer, blurRadius sigma: Double) {
        let data = cairo_image_surface_get_data(surface)!
        let stride = Int(cairo_image_surface_get_stride(surface))
        let sourceWidth = Int(cairo_image_surface_get_width(surface))
        let sourceHeight = Int(cairo_image_surface_get_height(surface))
        func sourceAlpha(_ x: Int, _ y: Int) -> Int32 {
            Int32(UnsafeRawPointer(data).load(fromByteOffset: y * stride + x * 4, as: UInt32.self) >> 24)
        }
        // The box of pixels with any alpha.
        var minX = Int.max, minY = Int.max, maxX = -1, maxY = -1
        for y in 0..<sourceHeight {
            for x in 0..<sourceWidth where sourceAlpha(x, y) != 0 {
                minX = min(minX, x); maxX = max(maxX, x)
                minY = min(minY, y); maxY = max(maxY, y)
            }
        }
        guard maxX >= 0 else { return nil }
        // Three boxes of width w have the variance 3 (w² − 1) / 12 = σ².
        let sigma = sigma.isFinite ? max(sigma, 0) : 0
        let boxRadius = Int(((4 * sigma * sigma + 1).squareRoot() - 1) / 2 + 0.5)
        let padding = 3 * boxRadius
        originX = minX - padding
        originY = minY - padding
        width = maxX - minX + 1 + 2 * padding
        height = maxY - minY + 1 + 2 * padding
        alpha = [Int32](repeating: 0, count: width * height)
        for y in minY...maxY {
            for x in minX...maxX { alpha[(y - originY) * width + (x - originX)] = sourceAlpha(x, y) }
        }
        guard boxRadius > 0 else { return }
        for _ in 0..<3 { blur(boxRadius, horizontally: true) }
        for _ in 0..<3 { blur(boxRadius, horizontally: false) }
    }

    /// One box blur of width 2r + 1 along rows or columns; outside the mask counts as 0.
    private mutating func blur(_ r: Int, horizontally: Bool) {
        let (lines, length) = horizontally ? (height, width) : (width, height)
        let (step, lineStep) = horizontally ? (1, width) : (width, 1)
        let box = Int32(2 * r + 1)
        var line = [Int32](repeating: 0, count: length)
        for lineIndex in 0..<lines {
            let base = lineIndex * lineStep
            for i in 0..<length { line[i] = alpha[base + i * step] }
            var sum: Int32 = 0
            for i in 0..<min(r, length) { sum += line[i] }
            for i in 0..<length {
                if i + r < length { sum += line[i + r] }
                if i - r - 1 >= 0 { sum -= line[i - r - 1] }
                alpha[base + i * step] = (sum + box / 2) / box
            }
        }
    }

    func makeSurface() throws -> CairoAlphaSurface {
        let surface = try CairoAlphaSurface(width: width, height: height)
        surface.write { row, y in
            for x in 0..<width { row[x] = UInt8(clamping: alpha[y * width + x]) }
        }
        return surface
    }
}

/// An offscreen 8-bit alpha image: owns one `cairo_surface_t` of format A8.
final class CairoAlphaSurface {
    let pointer: OpaquePointer
    let width: Int, height: Int

    init(width: Int, height: Int) throws {
        pointer = try CairoImageSurface.create(CAIRO_FORMAT_A8, width: width, height: height)
        self.width = width
        self.height = height
    }

    deinit { cairo_surface_destroy(pointer) }

    /// Lets `body` fill each row of pixels, top to bottom.
    func write(_ body: (UnsafeMutablePointer<UInt8>, Int) -> Void) {
        cairo_surface_flush(pointer)
        let base = cairo_image_surface_get_data(pointer)!
        let stride = Int(cairo_image_surface_get_stride(pointer))
        for y in 0..<height { body(base + y * stride, y) }
        cairo_surface_mark_dirty(pointer)
    }
}
