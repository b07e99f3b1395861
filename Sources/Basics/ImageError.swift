import Foundation

/// An image or frame this process will not make or decode: over the pixel limit, more than
/// the memory it may use, or a size no image can have. One line each, for the user.
public enum ImageError: Error, CustomStringConvertible, Equatable {
    /// An image of `width × height` is over the pixel limit (`ImageLimits.maximumPixels`).
    case tooManyPixels(source: String, width: Int, height: Int, limit: Int)
    /// Decoding a `width × height` image needs at least `needed` bytes of memory, more than the
    /// `available` bytes the process may still use.
    case notEnoughMemory(source: String, width: Int, height: Int, needed: Int64, available: Int64, work: String = "decoding it")
    /// A screen that times the scale covers no pixel, or more than an image can hold (pixels,
    /// before rounding up).
    case unsupportedFrameSize(width: Double, height: Double)

    public var description: String {
        switch self {
        case let .unsupportedFrameSize(width, height):
            return "cannot render a \(width) × \(height) pixel frame: each side must be between 1 and \(FrameGeometry.maximumSide) pixels"
        case let .tooManyPixels(source, width, height, limit):
            return "\(source) is \(width)×\(height) pixels, over the limit of \(ImageLimits.describe(limit)) pixels "
                + "(raise it with --max-pixels)"
        case let .notEnoughMemory(source, width, height, needed, available, work):
            return "\(source) is \(width)×\(height) pixels: \(work) needs at least \(ImageLimits.describeBytes(needed)) "
                + "of memory, and this process may use only \(ImageLimits.describeBytes(available)) more (ulimit -v)"
        }
    }
}
