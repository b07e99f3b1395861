import Basics
import Encoding
/// Why a frame could not be rendered. `description` is one line meant for a user.
public enum RenderingError: Error, Equatable, CustomStringConvertible {
    /// The root view's frame times the scale covers no pixel, or more than an image can hold.
    /// The sizes are in pixels, before rounding up.
    case unsupportedSize(width: Double, height: Double)
    /// Cairo reported a failure; the text is Cairo's own description of its status.
    case cairo(String)

    public var description: String {
        switch self {
        case let .unsupportedSize(width, height):
            return "cannot render a \(width) × \(height) pixel frame: each side must be between 1 and \(FrameGeometry.maximumSide) pixels"
        case let .cairo(message):
            return "Cairo failed: \(message)"
        }
    }
}
