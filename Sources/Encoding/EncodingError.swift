import Basics
import CGif
import Foundation

/// Why encoding or decoding a GIF, a PNG or a sequence of frames failed (file-system failures
/// are `FileError`s, limits `ImageError`s). Each `description` is one line a user can act on,
/// naming the file involved.
public enum EncodingError: Error, CustomStringConvertible, Equatable {
    /// The file at `path` does not start like a GIF image.
    case notGIF(path: String)
    /// The GIF at `path` starts well but its contents are broken; `reason` says where.
    case damagedGIF(path: String, reason: String)
    /// Memory ran out while encoding or decoding `path`.
    case outOfMemory(path: String)
    /// giflib refused an operation for a reason with no better case here.
    case libraryFailure(path: String, reason: String)
    /// A frame's size differs from the first frame's; every frame of one output has one size.
    case frameSizeChanged(path: String, expectedWidth: Int, expectedHeight: Int, width: Int, height: Int)
    /// A frame's time (seconds) is not after the previous frame's.
    case timeNotIncreasing(path: String, previous: Double, time: Double)
    /// `finish` was called before any frame was appended.
    case noFrames(path: String)
    /// A GIF loop count outside `0...65536` plays.
    case invalidLoopCount(Int)
    /// `GIFWriter.Options.maxColors` outside 2...256.
    case invalidMaxColors(Int)
    /// The writer already finished, or failed and removed its partial output.
    case writerClosed(path: String)
    /// The output folder exists and holds `file`, which this package did not write.
    case folderHoldsOtherFiles(path: String, file: String)
    /// The folder at `path` holds no `.png` files to encode.
    case noPNGFrames(path: String)
    /// A WebP or GIF quality outside 0...100.
    case invalidQuality(Int)
    /// Writing a `.<fileExtension>` file needs `tool`, which is not on `PATH`; Debian's
    /// `package` installs it.
    case toolMissing(fileExtension: String, tool: String, package: String)
    /// `tool` (ffmpeg) ran and failed while writing `path`; `reason` is its last line.
    case toolFailed(path: String, tool: String, reason: String)
    public var description: String {
        switch self {
        case let .notGIF(path):
            return "\(path) is not a GIF image"
        case let .damagedGIF(path, reason):
            return "\(path) is a damaged GIF: \(reason)"
        case let .outOfMemory(path):
            return "out of memory while encoding or decoding \(path)"
        case let .libraryFailure(path, reason):
            return "cannot encode or decode \(path): \(reason)"
        case let .frameSizeChanged(path, expectedWidth, expectedHeight, width, height):
            return "cannot add a \(width)×\(height) frame to \(path): its frames are "
                + "\(expectedWidth)×\(expectedHeight)"
        case let .timeNotIncreasing(path, previous, time):
            return "cannot add a frame at \(time) s to \(path): the previous frame is at "
                + "\(previous) s and times must increase"
        case let .noFrames(path):
            return "cannot write \(path): no frames were added"
        case let .invalidLoopCount(count):
            return "the loop count must be 0 (forever) or a number of plays up to 65536, not \(count)"
        case let .invalidMaxColors(count):
            return "a GIF frame's colors must be limited to between 2 and 256, not \(count)"
        case let .writerClosed(path):
            return "cannot add to \(path): its writer has already finished or failed"
        case let .folderHoldsOtherFiles(path, file):
            return "refusing to replace \(path): it holds \(file), which is not a frame-*.png file"
        case let .noPNGFrames(path):
            return "no PNG frames in \(path): expected .png files to encode"
        case let .invalidQuality(quality):
            return "the quality must be between 0 and 100, not \(quality)"
        case let .toolMissing(fileExtension, tool, package):
            return "writing .\(fileExtension) needs \(tool) (apt-get install \(package))"
        case let .toolFailed(path, tool, reason):
            return "cannot write \(path): \(tool) failed: \(reason)"
        }
    }
}

extension EncodingError {
    /// Maps a giflib `E_GIF_ERR_*` or `D_GIF_ERR_*` code. `errorNumber` is `errno` as it was
    /// right after the failing call (0 when unknown): for I/O failures it says more than giflib.
    static func gif(code: Int32, path: String, errorNumber: Int32 = 0) -> Error {
        let systemReason = errorNumber != 0 ? String(cString: strerror(errorNumber)) : nil
        let gifReason = GifErrorString(code).map { String(cString: $0) } ?? "giflib error \(code)"
        switch code {
        case E_GIF_ERR_OPEN_FAILED, E_GIF_ERR_WRITE_FAILED, E_GIF_ERR_CLOSE_FAILED,
             E_GIF_ERR_NOT_WRITEABLE:
            return FileError.cannotWrite(path: path, reason: systemReason ?? gifReason)
        case E_GIF_ERR_DISK_IS_FULL:
            return FileError.cannotWrite(path: path, reason: String(cString: strerror(ENOSPC)))
        case E_GIF_ERR_NOT_ENOUGH_MEM, D_GIF_ERR_NOT_ENOUGH_MEM:
            return EncodingError.outOfMemory(path: path)
        case D_GIF_ERR_OPEN_FAILED, D_GIF_ERR_READ_FAILED, D_GIF_ERR_NOT_READABLE,
             D_GIF_ERR_CLOSE_FAILED:
            return FileError.cannotRead(path: path, reason: systemReason ?? gifReason)
        case D_GIF_ERR_NOT_GIF_FILE:
            return EncodingError.notGIF(path: path)
        case D_GIF_ERR_NO_SCRN_DSCR, D_GIF_ERR_NO_IMAG_DSCR, D_GIF_ERR_NO_COLOR_MAP,
             D_GIF_ERR_WRONG_RECORD, D_GIF_ERR_DATA_TOO_BIG, D_GIF_ERR_IMAGE_DEFECT,
             D_GIF_ERR_EOF_TOO_SOON:
            return EncodingError.damagedGIF(path: path, reason: gifReason)
        default:
            return EncodingError.libraryFailure(path: path, reason: gifReason)
        }
    }
}
