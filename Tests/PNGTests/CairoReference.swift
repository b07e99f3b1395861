import Basics
import CCairo

/// Cairo's own PNG bytes for a frame, as `dynamics` wrote PNGs before it used libpng directly:
/// the reference the encoder must match byte for byte. The frame goes into an ARGB32 surface
/// premultiplied (rounded to nearest), or RGB24 when every pixel is opaque.
func cairoPNG(_ frame: Frame) -> [UInt8] {
    let opaque = stride(from: 3, to: frame.pixels.count, by: 4).allSatisfy { frame.pixels[$0] == 255 }
    let surface = cairo_image_surface_create(opaque ? CAIRO_FORMAT_RGB24 : CAIRO_FORMAT_ARGB32, Int32(frame.width), Int32(frame.height))!
    defer { cairo_surface_destroy(surface) }
    cairo_surface_flush(surface)
    let base = UnsafeMutableRawPointer(cairo_image_surface_get_data(surface)!)
    let rowBytes = Int(cairo_image_surface_get_stride(surface))
    for y in 0..<frame.height {
        let row = (base + y * rowBytes).assumingMemoryBound(to: UInt32.self)
        for x in 0..<frame.width {
            let i = (y * frame.width + x) * 4
            let a = UInt32(frame.pixels[i + 3])
            func scaled(_ c: UInt8) -> UInt32 { a == 255 ? UInt32(c) : (UInt32(c) * a + 127) / 255 }
            row[x] = a << 24 | scaled(frame.pixels[i]) << 16 | scaled(frame.pixels[i + 1]) << 8 | scaled(frame.pixels[i + 2])
        }
    }
    cairo_surface_mark_dirty(surface)
    let collector = Collector()
    let status = withExtendedLifetime(collector) {
        cairo_surface_write_to_png_stream(
            surface,
            { closure, data, length in
                Unmanaged<Collector>.fromOpaque(closure!).takeUnretainedValue()
                    .bytes.append(contentsOf: UnsafeBufferPointer(start: data, count: Int(length)))
                return CAIRO_STATUS_SUCCESS
            },
            Unmanaged.passUnretained(collector).toOpaque())
    }
    precondition(status == CAIRO_STATUS_SUCCESS, "Cairo could not write the PNG")
    return collector.bytes
}

private final class Collector {
    var bytes: [UInt8] = []
}
