import CCairo

/// Owns one Cairo image surface. Pixels are native-endian 32-bit words, `0xAARRGGBB`, with
/// premultiplied alpha (ARGB32) or an unused top byte (RGB24).
final class CairoSurface {
    let handle: OpaquePointer

    /// `source` names the image in errors: a path, or "PNG data".
    private init(adopting handle: OpaquePointer, source: String) throws {
        let status = cairo_surface_status(handle)
        guard status == CAIRO_STATUS_SUCCESS else {
            cairo_surface_destroy(handle)
            throw EncodingError.cairo(status: status, source: source)
        }
        self.handle = handle
    }

    /// A blank (transparent) ARGB32 surface.
    convenience init(width: Int, height: Int, source: String) throws {
        try self.init(
            adopting: cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width), Int32(height)),
            source: source)
    }

    /// Decodes a PNG held in memory, once its header and chunks have passed `PNGChunks`' checks
    /// (the pixel limit among them), so nothing is allocated for an image too large.
    convenience init(png bytes: [UInt8], source: String) throws {
        // Cairo reports libpng's rejections as "out of memory": check the signature, the
        // header and the CRCs first so the error says what is wrong.
        try PNGChunks.check(bytes, source: source)
        let reader = ByteReader(bytes)
        let decoded = withExtendedLifetime(reader) {
            cairo_image_surface_create_from_png_stream(
                { closure, destination, length in
                    let reader = Unmanaged<ByteReader>.fromOpaque(closure!).takeUnretainedValue()
                    return reader.read(into: destination!, count: Int(length))
                        ? CAIRO_STATUS_SUCCESS : CAIRO_STATUS_READ_ERROR
                },
                Unmanaged.passUnretained(reader).toOpaque())!
        }
        if cairo_surface_status(decoded) == CAIRO_STATUS_NO_MEMORY {
            // What is left after PNGChunks' checks is damaged image data, or rarely memory.
            cairo_surface_destroy(decoded)
            throw EncodingError.damagedPNG(source: source, reason: "its image data cannot be decoded (or memory ran out)")
        }
        try self.init(adopting: decoded, source: source)
    }

    deinit { cairo_surface_destroy(handle) }

    var width: Int { Int(cairo_image_surface_get_width(handle)) }
    var height: Int { Int(cairo_image_surface_get_height(handle)) }
    var format: cairo_format_t { cairo_image_surface_get_format(handle) }

    /// This surface, or a copy of it painted onto ARGB32 when it holds another format
    /// (grey or 1-bit PNGs may load that way), so callers handle only ARGB32 and RGB24.
    func convertedToARGB32OrRGB24(source: String) throws -> CairoSurface {
        if format == CAIRO_FORMAT_ARGB32 || format == CAIRO_FORMAT_RGB24 { return self }
        let copy = try CairoSurface(width: width, height: height, source: source)
        let context = cairo_create(copy.handle)!
        defer { cairo_destroy(context) }
        cairo_set_source_surface(context, handle, 0, 0)
        cairo_set_operator(context, CAIRO_OPERATOR_SOURCE)
        cairo_paint(context)
        let status = cairo_status(context)
        guard status == CAIRO_STATUS_SUCCESS else { throw EncodingError.cairo(status: status, source: source) }
        return copy
    }

    /// Calls `body` with each row of pixel words, top to bottom, after Cairo's pending drawing.
    func readRows(_ body: (_ y: Int, _ row: UnsafeBufferPointer<UInt32>) -> Void) {
        cairo_surface_flush(handle)
        let base = UnsafeRawPointer(cairo_image_surface_get_data(handle)!)
        let stride = Int(cairo_image_surface_get_stride(handle))
        for y in 0..<height {
            // Cairo aligns every row to 4 bytes, so the words can be read in place.
            let row = (base + y * stride).assumingMemoryBound(to: UInt32.self)
            body(y, UnsafeBufferPointer(start: row, count: width))
        }
    }

    /// Lets `body` fill each row of pixel words, then tells Cairo the memory changed.
    func writeRows(_ body: (_ y: Int, _ row: UnsafeMutableBufferPointer<UInt32>) -> Void) {
        cairo_surface_flush(handle)
        let base = UnsafeMutableRawPointer(cairo_image_surface_get_data(handle)!)
        let stride = Int(cairo_image_surface_get_stride(handle))
        for y in 0..<height {
            let row = (base + y * stride).assumingMemoryBound(to: UInt32.self)
            body(y, UnsafeMutableBufferPointer(start: row, count: width))
        }
        cairo_surface_mark_dirty(handle)
    }

    /// The surface encoded as PNG.
    func pngBytes(source: String) throws -> [UInt8] {
        let writer = ByteWriter()
        let status = withExtendedLifetime(writer) {
            cairo_surface_write_to_png_stream(
                handle,
                { closure, data, length in
                    let writer = Unmanaged<ByteWriter>.fromOpaque(closure!).takeUnretainedValue()
                    writer.bytes.append(contentsOf: UnsafeBufferPointer(start: data, count: Int(length)))
                    return CAIRO_STATUS_SUCCESS
                },
                Unmanaged.passUnretained(writer).toOpaque())
        }
        guard status == CAIRO_STATUS_SUCCESS else { throw EncodingError.cairo(status: status, source: source) }
        return writer.bytes
    }
}

/// Collects what Cairo's PNG writer streams out; a class so a C callback can reach it.
private final class ByteWriter {
    var bytes: [UInt8] = []
}

/// Feeds bytes to Cairo's PNG reader; a class so a C callback can reach it.
private final class ByteReader {
    private let bytes: [UInt8]
    private var offset = 0

    init(_ bytes: [UInt8]) { self.bytes = bytes }

    /// Copies exactly `count` bytes, or returns false when fewer remain (a truncated PNG).
    func read(into destination: UnsafeMutablePointer<UInt8>, count: Int) -> Bool {
        guard count <= bytes.count - offset else { return false }
        guard count > 0 else { return true }
        bytes.withUnsafeBufferPointer { source in
            destination.update(from: source.baseAddress! + offset, count: count)
        }
        offset += count
        return true
    }
}
