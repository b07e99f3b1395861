import CCairo
import Foundation

// A backdrop blur: what has been drawn so far under a shape, blurred in place. The Gaussian is
// three box blurs each way (the SVG filter specification's approximation: box size
// d = ⌊σ · 3√(2π) / 4 + ½⌋, made odd here so each box is centred), with the edges of the
// picture extended; then the saturation is raised by the standard luminance-preserving matrix
// (Rec. 709 weights), as Apple's UIImageEffects sample does.

extension CairoContext {
    /// Replaces the pixels under the current path (in user space; the path is consumed) with a
    /// Gaussian blur of standard deviation `radius` points of what lies under and around
    /// them, its saturation multiplied by `saturation`.
    func blurBackdropUnderPath(radius: Double, saturation: Double) {
        let target = cairo_get_group_target(pointer)!
        guard cairo_surface_get_type(target) == CAIRO_SURFACE_TYPE_IMAGE, radius > 0, radius.isFinite else {
            cairo_new_path(pointer)
            return
        }
        var x1 = 0.0, y1 = 0.0, x2 = 0.0, y2 = 0.0
        cairo_path_extents(pointer, &x1, &y1, &x2, &y2)
        // The path's box in device space, and pixels per point.
        var corners = [(x1, y1), (x2, y1), (x1, y2), (x2, y2)]
        for index in corners.indices {
            var (x, y) = corners[index]
            cairo_user_to_device(pointer, &x, &y)
            corners[index] = (x, y)
        }
        var matrix = cairo_matrix_t()
        cairo_get_matrix(pointer, &matrix)
        let scale = sqrt(abs(matrix.xx * matrix.yy - matrix.xy * matrix.yx))
        var offsetX = 0.0, offsetY = 0.0
        cairo_surface_get_device_offset(target, &offsetX, &offsetY)
        cairo_surface_flush(target)
        let width = Int(cairo_image_surface_get_width(target)), height = Int(cairo_image_surface_get_height(target))
        let sigma = radius * scale
        let box = Self.boxSize(sigma: sigma)
        let reach = 3 * (box / 2)
        let left = max(Int(floor(corners.map(\.0).min()! + offsetX)) - reach, 0)
        let top = max(Int(floor(corners.map(\.1).min()! + offsetY)) - reach, 0)
        let right = min(Int(ceil(corners.map(\.0).max()! + offsetX)) + reach, width)
        let bottom = min(Int(ceil(corners.map(\.1).max()! + offsetY)) + reach, height)
        guard right > left, bottom > top, let data = cairo_image_surface_get_data(target) else {
            cairo_new_path(pointer)
            return
        }
        let stride = Int(cairo_image_surface_get_stride(target))
        var region = BlurRegion(width: right - left, height: bottom - top)
        region.read(from: UnsafeRawPointer(data), stride: stride, left: left, top: top)
        region.blur(box: box)
        region.saturate(saturation)
        guard let blurred = try? CairoImageSurface(width: region.width, height: region.height) else {
            cairo_new_path(pointer)
            return
        }
        cairo_surface_flush(blurred.pointer)
        region.write(to: cairo_image_surface_get_data(blurred.pointer)!, stride: Int(cairo_image_surface_get_stride(blurred.pointer)))
        cairo_surface_mark_dirty(blurred.pointer)

        cairo_save(pointer)
        cairo_clip(pointer)
        cairo_identity_matrix(pointer)
        cairo_set_source_surface(pointer, blurred.pointer, Double(left) - offsetX, Double(top) - offsetY)
        cairo_set_operator(pointer, CAIRO_OPERATOR_SOURCE)
        cairo_paint(pointer)
        cairo_restore(pointer)
    }

    /// The box size for a Gaussian of `sigma` pixels, odd.
    static func boxSize(sigma: Double) -> Int {
        let size = Int((sigma * 3 * (2 * Double.pi).squareRoot() / 4 + 0.5).rounded(.down))
        return max(size | 1, 1)
    }
}

/// Premultiplied pixels of part of a surface, one channel a plane, blurred in floating point.
struct BlurRegion {
    let width: Int
    let height: Int
    /// Alpha, red, green, blue planes, row by row.
    var planes: [[Double]]

    init(width: Int, height: Int) {
        self.width = width
        self.height = height
        planes = Array(repeating: Array(repeating: 0, count: width * height), count: 4)
    }

    mutating func read(from data: UnsafeRawPointer, stride: Int, left: Int, top: Int) {
        for y in 0..<height {
            let row = (data + (top + y) * stride).assumingMemoryBound(to: UInt32.self)
            for x in 0..<width {
                let pixel = row[left + x]
                let index = y * width + x
                planes[0][index] = Double(pixel >> 24)
                planes[1][index] = Double((pixel >> 16) & 0xFF)
                planes[2][index] = Double((pixel >> 8) & 0xFF)
                planes[3][index] = Double(pixel & 0xFF)
            }
        }
    }

    func write(to data: UnsafeMutableRawPointer, stride: Int) {
        for y in 0..<height {
            let row = (data + y * stride).assumingMemoryBound(to: UInt32.self)
            for x in 0..<width {
                let index = y * width + x
                let alpha = min(max(planes[0][index].rounded(), 0), 255)
                func channel(_ plane: Int) -> UInt32 { UInt32(min(max(planes[plane][index].rounded(), 0), alpha)) }
                row[x] = UInt32(alpha) << 24 | channel(1) << 16 | channel(2) << 8 | channel(3)
            }
        }
    }

    /// Three box blurs of `box` pixels across, along rows then along columns.
    mutating func blur(box: Int) {
        guard box > 1 else { return }
        let (width, height) = (self.width, self.height)
        var line = [Double](repeating: 0, count: max(width, height))
        var out = line
        for plane in 0..<4 {
            planes[plane].withUnsafeMutableBufferPointer { pixels in
                line.withUnsafeMutableBufferPointer { line in
                    out.withUnsafeMutableBufferPointer { out in
                        for _ in 0..<3 {
                            for y in 0..<height {
                                let row = y * width
                                for x in 0..<width { line[x] = pixels[row + x] }
                                Self.boxBlur(line, count: width, box: box, into: out)
                                for x in 0..<width { pixels[row + x] = out[x] }
                            }
                            for x in 0..<width {
                                for y in 0..<height { line[y] = pixels[y * width + x] }
                                Self.boxBlur(line, count: height, box: box, into: out)
                                for y in 0..<height { pixels[y * width + x] = out[y] }
                            }
                        }
                    }
                }
            }
        }
    }

    /// The mean of `box` samples centred on each of the first `count`, the ends extended.
    static func boxBlur(_ line: UnsafeMutableBufferPointer<Double>, count: Int, box: Int, into out: UnsafeMutableBufferPointer<Double>) {
        guard count > 0 else { return }
        let half = box / 2
        let last = count - 1
        @inline(__always) func sample(_ index: Int) -> Double { line[index < 0 ? 0 : (index > last ? last : index)] }
        var sum = 0.0
        for index in -half...half { sum += sample(index) }
        let scale = 1 / Double(box)
        for index in 0..<count {
            out[index] = sum * scale
            sum += sample(index + half + 1) - sample(index - half)
        }
    }

    /// Multiplies the saturation, keeping luminance (Rec. 709 weights); premultiplied values
    /// stay premultiplied because each row of the matrix sums to 1.
    mutating func saturate(_ s: Double) {
        guard s != 1 else { return }
        let (wr, wg, wb) = (0.2126, 0.7152, 0.0722)
        for index in 0..<(width * height) {
            let r = planes[1][index], g = planes[2][index], b = planes[3][index]
            let luma = wr * r + wg * g + wb * b
            planes[1][index] = luma + s * (r - luma)
            planes[2][index] = luma + s * (g - luma)
            planes[3][index] = luma + s * (b - luma)
        }
    }
}
