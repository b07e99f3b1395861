import CCairo
import Encoding

/// An offscreen Cairo image in premultiplied, native-endian ARGB32: owns one `cairo_surface_t`.
final class CairoImageSurface {
    let pointer: OpaquePointer
    let width: Int
    let height: Int

    init(width: Int, height: Int) throws {
        pointer = try Self.create(CAIRO_FORMAT_ARGB32, width: width, height: height)
        self.width = width
        self.height = height
    }

    /// A new image surface of `format`. Cairo hands back an inert "nil surface" on failure: it
    /// is released here, before any owner exists, so that no `deinit` runs for it.
    static func create(_ format: cairo_format_t, width: Int, height: Int) throws -> OpaquePointer {
        let surface = cairo_image_surface_create(format, Int32(width), Int32(height))!
        let status = cairo_surface_status(surface)
        guard status == CAIRO_STATUS_SUCCESS else {
            cairo_surface_destroy(surface)
            throw RenderingError(status)
        }
        return surface
    }

    deinit { cairo_surface_destroy(pointer) }

    /// The pixels as a `Frame`: straight-alpha RGBA, converted with
    /// ``straightRGBA(premultipliedARGB:)``.
    func makeFrame() -> Frame {
        cairo_surface_flush(pointer)
        let data = UnsafeRawPointer(cairo_image_surface_get_data(pointer)!)
        let stride = Int(cairo_image_surface_get_stride(pointer))
        let (width, height) = (self.width, self.height)
        let pixels = [UInt8](unsafeUninitializedCapacity: width * height * 4) { buffer, count in
            var index = 0
            for y in 0..<height {
                let row = data + y * stride
                for x in 0..<width {
                    let pixel = straightRGBA(premultipliedARGB: row.load(fromByteOffset: x * 4, as: UInt32.self))
                    buffer[index] = pixel.r
                    buffer[index + 1] = pixel.g
                    buffer[index + 2] = pixel.b
                    buffer[index + 3] = pixel.a
                    index += 4
                }
            }
            count = width * height * 4
        }
        return Frame(width: width, height: height, pixels: pixels)
    }
}

extension RenderingError {
    init(_ status: cairo_status_t) {
        self = .cairo(String(cString: cairo_status_to_string(status)))
    }
}
