import CPNG

/// PNG files to and from straight 8-bit RGBA pixels, through libpng alone: no Cairo, no giflib,
/// so frame comparison and the scene-file compiler can read and write PNGs without them.
///
/// Pixels are `width × height` RGBA quadruples, rows top to bottom with no padding, alpha
/// straight (not premultiplied), so `rgba.count == width * height * 4`.
public enum PNGCodec {
    /// Encodes the pixels as a PNG file's bytes, written the way Cairo's PNG writer writes
    /// them: 8 bits per channel; colour type RGB when every pixel is opaque, else RGB + alpha;
    /// no interlace; libpng's default compression and filters; a white bKGD chunk. Opaque
    /// images come out byte for byte as `cairo_surface_write_to_png_stream` writes them.
    /// Partly transparent pixels keep their exact values (Cairo, storing them premultiplied,
    /// may write them a step off).
    ///
    /// - Precondition: `width` and `height` are positive and `rgba.count == width * height * 4`.
    /// - Throws: `PNGError.cannotEncode` when libpng refuses the image (a side over 2³¹ − 1),
    ///   `PNGError.outOfMemory` when memory runs out.
    public static func encode(rgba: [UInt8], width: Int, height: Int) throws -> [UInt8] {
        precondition(width > 0 && height > 0, "a PNG needs a positive width and height")
        let (pixels, overflow) = width.multipliedReportingOverflow(by: height)
        precondition(!overflow && pixels <= Int.max / 4 && rgba.count == pixels * 4,
                     "rgba must hold width × height × 4 bytes")
        guard width <= maximumSide, height <= maximumSide else {
            throw PNGError.cannotEncode(reason: "a PNG's width and height are at most 2³¹ − 1")
        }
        var message = [CChar](repeating: 0, count: messageCapacity)
        var png: UnsafeMutablePointer<UInt8>?
        var count = 0
        let status = rgba.withUnsafeBufferPointer { rgba in
            dynamics_png_encode_rgba(rgba.baseAddress, UInt32(width), UInt32(height), &png, &count,
                                     &message, message.count)
        }
        defer { dynamics_png_free(png) }
        guard status == DYNAMICS_PNG_OK, let png else {
            throw PNGError(status: status, message: message, width: width, height: height, limit: 0)
        }
        return Array(UnsafeBufferPointer(start: png, count: count))
    }

    /// Decodes a PNG of any bit depth, colour type and interlacing to straight 8-bit RGBA.
    /// Palette and grey images are expanded to RGB; bit depths under 8 scale up (a 1-bit 1 is
    /// 255); 16-bit samples keep their high byte; a tRNS chunk becomes alpha; other images
    /// without alpha get 255. No gamma or colour-profile correction is applied, as Cairo
    /// applies none, so a pixel reads back as stored. Every chunk's CRC is checked (ancillary
    /// chunks' too) and the bytes must reach the IEND chunk.
    ///
    /// - Parameter maximumPixels: the most `width × height` to accept, checked as soon as the
    ///   header is read, before anything is allocated for the image: a 100-byte PNG may declare
    ///   2³¹ − 1 × 2³¹ − 1 pixels. Not negative.
    /// - Throws: `PNGError.notPNG`, `.damaged`, `.tooManyPixels` or `.outOfMemory`.
    public static func decode(_ bytes: [UInt8], maximumPixels: Int) throws -> (width: Int, height: Int, rgba: [UInt8]) {
        precondition(maximumPixels >= 0, "maximumPixels must not be negative")
        var message = [CChar](repeating: 0, count: messageCapacity)
        var width: UInt32 = 0, height: UInt32 = 0
        var rgba: UnsafeMutablePointer<UInt8>?
        let status = bytes.withUnsafeBufferPointer { bytes in
            dynamics_png_decode_rgba(bytes.baseAddress, bytes.count, UInt64(maximumPixels), &width, &height, &rgba,
                                     &message, message.count)
        }
        defer { dynamics_png_free(rgba) }
        guard status == DYNAMICS_PNG_OK, let rgba else {
            throw PNGError(status: status, message: message, width: Int(width), height: Int(height), limit: maximumPixels)
        }
        let count = Int(width) * Int(height) * 4
        return (Int(width), Int(height), Array(UnsafeBufferPointer(start: rgba, count: count)))
    }

    /// The largest width or height a PNG can declare.
    static let maximumSide = 0x7FFF_FFFF

    /// Bytes for the C side's message, NUL included; libpng's messages are under 100.
    private static let messageCapacity = 256
}

/// Why `PNGCodec` could not encode or decode an image. Descriptions name no file: callers know
/// which file or data they passed and add it.
public enum PNGError: Error, Equatable, CustomStringConvertible {
    /// The bytes do not start with the 8-byte PNG signature (an empty or short input included).
    case notPNG
    /// The PNG starts well but libpng rejected it; `reason` is libpng's words, for example
    /// "IDAT: CRC error", "Not enough image data" or "Data ends before the IEND chunk".
    case damaged(reason: String)
    /// The header declares `width × height` pixels, more than the caller's `limit`.
    case tooManyPixels(width: Int, height: Int, limit: Int)
    /// An allocation failed while encoding or decoding.
    case outOfMemory
    /// libpng refused to write the image; `reason` is its words.
    case cannotEncode(reason: String)

    public var description: String {
        switch self {
        case .notPNG:
            return "not a PNG image"
        case let .damaged(reason):
            return "a damaged PNG image: \(reason)"
        case let .tooManyPixels(width, height, limit):
            return "a \(width)×\(height) PNG image has more pixels than the limit of \(limit)"
        case .outOfMemory:
            return "out of memory while encoding or decoding a PNG image"
        case let .cannotEncode(reason):
            return "cannot encode a PNG image: \(reason)"
        }
    }

    /// The error for a C status other than OK; `message` is the C side's NUL-terminated reason.
    init(status: DynamicsPNGStatus, message: [CChar], width: Int, height: Int, limit: Int) {
        let reason = message.withUnsafeBufferPointer { String(cString: $0.baseAddress!) }
        switch status {
        case DYNAMICS_PNG_NOT_PNG: self = .notPNG
        case DYNAMICS_PNG_TOO_MANY_PIXELS: self = .tooManyPixels(width: width, height: height, limit: limit)
        case DYNAMICS_PNG_OUT_OF_MEMORY: self = .outOfMemory
        case DYNAMICS_PNG_CANNOT_ENCODE: self = .cannotEncode(reason: reason)
        default: self = .damaged(reason: reason)
        }
    }
}
