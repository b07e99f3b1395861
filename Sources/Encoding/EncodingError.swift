import CCairo
import CGif
import Foundation

/// Why reading or writing an image failed. Each `description` is one line a user can act on,
/// naming the file involved, e.g. `cannot write /x/y.gif: No such file or directory`.
public enum EncodingError: Error, CustomStringConvertible, Equatable {
    /// A file or folder could not be created, written or renamed; `reason` is the system's words.
    case cannotWrite(path: String, reason: String)
    /// A file could not be opened or read; `reason` is the system's words.
    case cannotRead(path: String, reason: String)
    /// The bytes read from `source` (a path, or "PNG data") are not a PNG image.
    case notPNG(source: String)
    /// The file at `path` does not start like a GIF image.
    case notGIF(path: String)
    /// The GIF at `path` starts well but its contents are broken; `reason` says where.
    case damagedGIF(path: String, reason: String)
    /// Memory ran out while encoding or decoding `path`.
    case outOfMemory(path: String)
    /// Cairo or giflib refused an operation for a reason with no better case here.
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
    /// The output path names a file where a folder of frames should go.
    case notAFolder(path: String)
    /// The folder at `path` holds no `.png` files to encode.
    case noPNGFrames(path: String)
    /// `path` may not be written over: it is a device, the current folder, one of the inputs…
    case refusedOutput(path: String, reason: String)
    /// The folder at `path` could not be created; `reason` is the system's words.
    case cannotCreate(path: String, reason: String)
    /// The PNG read from `source` is broken; `reason` says how (a bad CRC, a zero width…).
    case damagedPNG(source: String, reason: String)
    /// An image of `width × height` is over the pixel limit (`ImageLimits.maximumPixels`).
    case tooManyPixels(source: String, width: Int, height: Int, limit: Int)
    /// Decoding a `width × height` image needs at least `needed` bytes of memory, more than the
    /// `available` bytes the process may still use.
    case notEnoughMemory(source: String, width: Int, height: Int, needed: Int64, available: Int64, work: String = "decoding it")
    /// Writing about `needed` bytes at `path` would not fit in the `available` bytes free.
    case notEnoughSpace(path: String, needed: Int64, available: Int64, what: String)
    /// A screen that times the scale covers no pixel, or more than an image can hold (pixels,
    /// before rounding up).
    case unsupportedFrameSize(width: Double, height: Double)

    public var description: String {
        switch self {
        case let .unsupportedFrameSize(width, height):
            return "cannot render a \(width) × \(height) pixel frame: each side must be between 1 and \(FrameGeometry.maximumSide) pixels"
        case let .cannotWrite(path, reason):
            return "cannot write \(path): \(reason)"
        case let .cannotRead(path, reason):
            return "cannot read \(path): \(reason)"
        case let .notPNG(source):
            return "\(source) is not a PNG image"
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
            return "a GIF frame's colours must be limited to between 2 and 256, not \(count)"
        case let .writerClosed(path):
            return "cannot add to \(path): its writer has already finished or failed"
        case let .folderHoldsOtherFiles(path, file):
            return "refusing to replace \(path): it holds \(file), which is not a frame-*.png file"
        case let .notAFolder(path):
            return "refusing to replace \(path): it is a file, not a folder of frames"
        case let .noPNGFrames(path):
            return "no PNG frames in \(path): expected .png files to encode"
        case let .refusedOutput(path, reason):
            return "refusing to write \(path.isEmpty ? "''" : path): \(reason)"
        case let .cannotCreate(path, reason):
            return "cannot create \(path.isEmpty ? "''" : path): \(reason)"
        case let .damagedPNG(source, reason):
            return "\(source) is a damaged PNG: \(reason)"
        case let .tooManyPixels(source, width, height, limit):
            return "\(source) is \(width)×\(height) pixels, over the limit of \(ImageLimits.describe(limit)) pixels "
                + "(raise it with --max-pixels)"
        case let .notEnoughMemory(source, width, height, needed, available, work):
            return "\(source) is \(width)×\(height) pixels: \(work) needs at least \(ImageLimits.describeBytes(needed)) "
                + "of memory, and this process may use only \(ImageLimits.describeBytes(available)) more (ulimit -v)"
        case let .notEnoughSpace(path, needed, available, what):
            return "cannot write \(path): \(what) need about \(ImageLimits.describeBytes(needed)), "
                + "and only \(ImageLimits.describeBytes(available)) is free there"
        }
    }
}

extension EncodingError {
    /// The error for a failed system call on `path`, read from `errno` right after the call.
    static func system(writing: Bool, path: String, errorNumber: Int32 = errno) -> EncodingError {
        let reason = String(cString: strerror(errorNumber))
        return writing ? .cannotWrite(path: path, reason: reason) : .cannotRead(path: path, reason: reason)
    }

    /// Maps a giflib `E_GIF_ERR_*` or `D_GIF_ERR_*` code. `errorNumber` is `errno` as it was
    /// right after the failing call (0 when unknown): for I/O failures it says more than giflib.
    init(gifCode code: Int32, path: String, errorNumber: Int32 = 0) {
        let systemReason = errorNumber != 0 ? String(cString: strerror(errorNumber)) : nil
        let gifReason = GifErrorString(code).map { String(cString: $0) } ?? "giflib error \(code)"
        switch code {
        case E_GIF_ERR_OPEN_FAILED, E_GIF_ERR_WRITE_FAILED, E_GIF_ERR_CLOSE_FAILED,
             E_GIF_ERR_NOT_WRITEABLE:
            self = .cannotWrite(path: path, reason: systemReason ?? gifReason)
        case E_GIF_ERR_DISK_IS_FULL:
            self = .cannotWrite(path: path, reason: String(cString: strerror(ENOSPC)))
        case E_GIF_ERR_NOT_ENOUGH_MEM, D_GIF_ERR_NOT_ENOUGH_MEM:
            self = .outOfMemory(path: path)
        case D_GIF_ERR_OPEN_FAILED, D_GIF_ERR_READ_FAILED, D_GIF_ERR_NOT_READABLE,
             D_GIF_ERR_CLOSE_FAILED:
            self = .cannotRead(path: path, reason: systemReason ?? gifReason)
        case D_GIF_ERR_NOT_GIF_FILE:
            self = .notGIF(path: path)
        case D_GIF_ERR_NO_SCRN_DSCR, D_GIF_ERR_NO_IMAG_DSCR, D_GIF_ERR_NO_COLOR_MAP,
             D_GIF_ERR_WRONG_RECORD, D_GIF_ERR_DATA_TOO_BIG, D_GIF_ERR_IMAGE_DEFECT,
             D_GIF_ERR_EOF_TOO_SOON:
            self = .damagedGIF(path: path, reason: gifReason)
        default:
            self = .libraryFailure(path: path, reason: gifReason)
        }
    }

    /// Maps a Cairo status from encoding or decoding a PNG of `source`.
    init(cairoStatus status: cairo_status_t, source: String) {
        switch status {
        case CAIRO_STATUS_NO_MEMORY:
            self = .outOfMemory(path: source)
        case CAIRO_STATUS_READ_ERROR, CAIRO_STATUS_PNG_ERROR, CAIRO_STATUS_INVALID_FORMAT:
            self = .notPNG(source: source)
        case CAIRO_STATUS_FILE_NOT_FOUND:
            self = .system(writing: false, path: source, errorNumber: ENOENT)
        default:
            self = .libraryFailure(path: source, reason: String(cString: cairo_status_to_string(status)))
        }
    }
}
