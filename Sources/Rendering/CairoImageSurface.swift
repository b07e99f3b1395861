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

    /// The pixels as a new `Frame`: straight-alpha RGBA, converted with
    /// ``straightRGBA(premultipliedARGB:)``.
    func makeFrame() -> Frame {
        var frame = Frame(width: width, height: height, pixels: [UInt8](repeating: 0, count: width * height * 4))
        copyPixels(into: &frame)
        return frame
    }

    /// Converts the pixels into `frame`, which must have this surface's size. Its buffer is
    /// written in place when nothing else holds it (a recording's frames are recycled this way),
    /// so drawing a frame allocates nothing.
    ///
    /// Opaque and fully transparent pixels, nearly all of a UI frame, take a word-wide path:
    /// Cairo's native-endian `0xAARRGGBB` becomes the bytes R, G, B, A by swapping red and blue.
    func copyPixels(into frame: inout Frame) {
        precondition(frame.width == width && frame.height == height, "the frame must have the surface's size")
        cairo_surface_flush(pointer)
        let data = UnsafeRawPointer(cairo_image_surface_get_data(pointer)!)
        let stride = Int(cairo_image_surface_get_stride(pointer))
        let (width, height) = (self.width, self.height)
        frame.pixels.withUnsafeMutableBytes { bytes in
            // 4-byte aligned: Swift arrays of bytes are allocated at least 16-byte aligned.
            let out = bytes.baseAddress!.assumingMemoryBound(to: UInt32.self)
            for y in 0..<height {
                // Cairo aligns every row to 4 bytes, so the words can be read in place.
                let row = (data + y * stride).assumingMemoryBound(to: UInt32.self)
                let target = out + y * width
                for x in 0..<width {
                    let pixel = row[x]
                    switch pixel >> 24 {
                    case 0xFF:
                        // Memory order R, G, B, A is the little-endian word 0xAABBGGRR.
                        target[x] = ((pixel & 0xFF00_FF00) | ((pixel >> 16) & 0xFF) | ((pixel & 0xFF) << 16)).littleEndian
                    case 0:
                        target[x] = 0
                    default:
                        let rgba = straightRGBA(premultipliedARGB: pixel)
                        target[x] = (UInt32(rgba.r) | UInt32(rgba.g) << 8 | UInt32(rgba.b) << 16 | UInt32(rgba.a) << 24).littleEndian
                    }
                }
            }
        }
    }
}

extension RenderingError {
    init(_ status: cairo_status_t) {
        self = .cairo(String(cString: cairo_status_to_string(status)))
    }
}
