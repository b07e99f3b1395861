import CJPEG

/// JPEG files to straight 8-bit RGBA pixels, through libjpeg: the photos of asset catalogs and
/// `UIImage(named:)`. (Encoding is not needed: frames are written as PNG or GIF.)
public enum JPEGCodec {
    /// Decodes a baseline or progressive JPEG (grey, YCbCr, RGB, CMYK) to opaque RGBA.
    ///
    /// - Parameter maximumPixels: the most `width × height` to accept, checked once the header
    ///   is read, before the image is allocated.
    /// - Throws: `JPEGError`.
    public static func decode(_ bytes: [UInt8], maximumPixels: Int) throws -> (width: Int, height: Int, rgba: [UInt8]) {
        precondition(maximumPixels >= 0, "maximumPixels must not be negative")
        var message = [CChar](repeating: 0, count: 256)
        var width: UInt32 = 0, height: UInt32 = 0
        var rgba: UnsafeMutablePointer<UInt8>?
        let status = bytes.withUnsafeBufferPointer { bytes in
            dynamics_jpeg_decode_rgba(bytes.baseAddress, bytes.count, UInt64(maximumPixels), &width, &height, &rgba, &message, message.count)
        }
        defer { dynamics_jpeg_free(rgba) }
        let reason = String(decoding: message.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
        guard status == DYNAMICS_JPEG_OK, let rgba else {
            switch status {
            case DYNAMICS_JPEG_NOT_JPEG: throw JPEGError.notJPEG
            case DYNAMICS_JPEG_TOO_MANY_PIXELS: throw JPEGError.tooManyPixels(width: Int(width), height: Int(height), limit: maximumPixels)
            case DYNAMICS_JPEG_OUT_OF_MEMORY: throw JPEGError.outOfMemory
            default: throw JPEGError.damaged(reason: reason)
            }
        }
        let count = Int(width) * Int(height) * 4
        return (Int(width), Int(height), Array(UnsafeBufferPointer(start: rgba, count: count)))
    }
}

public enum JPEGError: Error, Equatable, CustomStringConvertible {
    case notJPEG
    case damaged(reason: String)
    case tooManyPixels(width: Int, height: Int, limit: Int)
    case outOfMemory

    public var description: String {
        switch self {
        case .notJPEG: return "not a JPEG file"
        case let .damaged(reason): return "a damaged JPEG file (\(reason))"
        case let .tooManyPixels(width, height, limit): return "a JPEG of \(width) × \(height) pixels, more than the \(limit) allowed"
        case .outOfMemory: return "out of memory decoding a JPEG"
        }
    }
}
