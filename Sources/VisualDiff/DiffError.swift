/// Why two frames or two sets of frames could not be compared. Each `description` is one line
/// a user can act on, e.g. `sizes differ: expected 375×667, actual 750×1334`.
public enum DiffError: Error, CustomStringConvertible, Equatable {
    /// The frames have different sizes; `frame` names the file when folders were compared.
    case sizesDiffer(expectedWidth: Int, expectedHeight: Int, actualWidth: Int, actualHeight: Int, frame: String? = nil)
    /// An option is out of its range; the text says which and why.
    case invalidOption(String)
    /// Nothing exists at `path`.
    case notFound(path: String)
    /// One side is a folder and the other a file.
    case folderAndFile(folder: String, file: String)
    /// Neither folder holds a PNG file.
    case noFrames(expected: String, actual: String)

    public var description: String {
        switch self {
        case let .sizesDiffer(expectedWidth, expectedHeight, actualWidth, actualHeight, frame):
            return (frame.map { "\($0): " } ?? "")
                + "sizes differ: expected \(expectedWidth)×\(expectedHeight), actual \(actualWidth)×\(actualHeight)"
        case let .invalidOption(reason):
            return reason
        case let .notFound(path):
            return "cannot read \(path): no such file or folder"
        case let .folderAndFile(folder, file):
            return "cannot compare the folder \(folder) with the file \(file): give two PNG files or two folders"
        case let .noFrames(expected, actual):
            return "no PNG frames in \(expected) or \(actual)"
        }
    }
}
