/// Why two frames could not be compared. Each `description` is one line
/// a user can act on, e.g. `sizes differ: expected 375×667, actual 750×1334`.
public enum DiffError: Error, CustomStringConvertible, Equatable {
    /// The frames have different sizes.
    case sizesDiffer(expectedWidth: Int, expectedHeight: Int, actualWidth: Int, actualHeight: Int)
    /// An option is out of its range; the text says which and why.
    case invalidOption(String)

    public var description: String {
        switch self {
        case let .sizesDiffer(expectedWidth, expectedHeight, actualWidth, actualHeight):
            return "sizes differ: expected \(expectedWidth)×\(expectedHeight), actual \(actualWidth)×\(actualHeight)"
        case let .invalidOption(reason):
            return reason
        }
    }
}
