import Basics
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
    /// Opaque and empty pixels, nearly all of a UI frame, take a path the compiler vectorizes:
    /// Cairo's native-endian `0xAARRGGBB` becomes the bytes R, G, B, A by swapping red and blue.
    func copyPixels(into frame: inout Frame) {
        precondition(frame.width == width && frame.height == height, "the frame must have the surface's size")
        cairo_surface_flush(pointer)
        let data = UnsafeRawPointer(cairo_image_surface_get_data(pointer)!)
        let stride = Int(cairo_image_surface_get_stride(pointer))
        let (width, height) = (self.width, self.height)
        frame.pixels.withUnsafeMutableBytes { bytes in
            let out = bytes.bindMemory(to: UInt32.self).baseAddress!
            for y in 0..<height {
                // Cairo aligns every row to 4 bytes, so the words can be read in place.
                let row = (data + y * stride).assumingMemoryBound(to: UInt32.self)
                let target = out + y * width
                // Every pixel as if opaque: the little-endian word 0xAABBGGRR is the bytes
                // R, G, B, A (also right for the empty pixel, the word 0), eight at a time.
                // `translucent` gathers alpha × (255 − alpha): zero unless some alpha is 1…254.
                var translucent = SIMD8<UInt32>.zero
                var x = 0
                #if _endian(little)
                while x + 8 <= width {
                    let words = UnsafeRawPointer(row + x).loadUnaligned(as: SIMD8<UInt32>.self)
                    let swapped = (words & 0xFF00_FF00) | ((words &>> 16) & 0xFF) | ((words & 0xFF) &<< 16)
                    UnsafeMutableRawPointer(target + x).storeBytes(of: swapped, as: SIMD8<UInt32>.self)
                    let alpha = words &>> 24
                    translucent |= alpha &* (255 &- alpha)
                    x += 8
                }
                #endif
                var last: UInt32 = 0
                while x < width {
                    let word = row[x]
                    target[x] = ((word & 0xFF00_FF00) | ((word >> 16) & 0xFF) | ((word & 0xFF) << 16)).littleEndian
                    last |= (word >> 24) &* (255 &- (word >> 24))
                    x += 1
                }
                guard translucent != .zero || last != 0 else { continue }
                // Then the few translucent pixels (antialiased edges), unpremultiplied.
                for x in 0..<width {
                    let word = row[x]
                    guard word >> 24 != 0xFF && word != 0 else { continue }
                    let rgba = straightRGBA(premultipliedARGB: word)
                    target[x] = (UInt32(rgba.r) | UInt32(rgba.g) << 8 | UInt32(rgba.b) << 16 | UInt32(rgba.a) << 24).littleEndian
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
