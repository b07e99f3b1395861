import Foundation

/// Why a file or folder could not be read or written. Each `description` is one line a user
/// can act on, naming the path, e.g. `cannot write /x/y.gif: No such file or directory`.
public enum FileError: Error, CustomStringConvertible, Equatable {
    /// A file or folder could not be created, written or renamed; `reason` is the system's words.
    case cannotWrite(path: String, reason: String)
    /// A file could not be opened or read; `reason` is the system's words.
    case cannotRead(path: String, reason: String)
    /// The output path names a file where a folder of frames should go.
    case notAFolder(path: String)
    /// `path` may not be written over: it is a device, the current folder, one of the inputs…
    case refusedOutput(path: String, reason: String)
    /// The folder at `path` could not be created; `reason` is the system's words.
    case cannotCreate(path: String, reason: String)
    /// Writing about `needed` bytes at `path` would not fit in the `available` bytes free.
    case notEnoughSpace(path: String, needed: Int64, available: Int64, what: String)

    public var description: String {
        switch self {
        case let .cannotWrite(path, reason):
            return "cannot write \(path): \(reason)"
        case let .cannotRead(path, reason):
            return "cannot read \(path): \(reason)"
        case let .notAFolder(path):
            return "refusing to replace \(path): it is a file, not a folder of frames"
        case let .refusedOutput(path, reason):
            return "refusing to write \(path.isEmpty ? "''" : path): \(reason)"
        case let .cannotCreate(path, reason):
            return "cannot create \(path.isEmpty ? "''" : path): \(reason)"
        case let .notEnoughSpace(path, needed, available, what):
            return "cannot write \(path): \(what) need about \(ImageLimits.describeBytes(needed)), "
                + "and only \(ImageLimits.describeBytes(available)) is free there"
        }
    }
}

extension FileError {
    /// The error for a failed system call on `path`, read from `errno` right after the call.
    public static func system(writing: Bool, path: String, errorNumber: Int32 = errno) -> FileError {
        let reason = String(cString: strerror(errorNumber))
        return writing ? .cannotWrite(path: path, reason: reason) : .cannotRead(path: path, reason: reason)
    }
}
