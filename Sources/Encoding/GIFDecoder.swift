import Basics
import CGif
import Foundation

/// A GIF read back whole, as a viewer would show it: each frame composited onto the screen
/// with the earlier frames' disposal applied.
public struct DecodedGIF: Equatable, Sendable {
    public struct AnimationFrame: Equatable, Sendable {
        /// The whole logical screen while this frame shows, in straight RGBA. Pixels no frame
        /// has drawn (or that were cleared by disposal) are `RGBA(0, 0, 0, 0)`.
        public let image: Frame
        /// How long the frame shows, in centiseconds, as stored (0 when there is no graphics
        /// control extension).
        public let delay: Int
    }

    /// The logical screen size in pixels.
    public let width: Int
    public let height: Int
    /// The NETSCAPE2.0 repeat count as stored: nil when the file has no such extension (it
    /// plays once), 0 for forever, n for n repeats after the first play.
    public let loopCount: Int?
    public let frames: [AnimationFrame]

    /// How many times the animation plays, in `GIFWriter.loopCount`'s terms: 0 forever.
    public var playCount: Int {
        guard let loopCount else { return 1 }
        return loopCount == 0 ? 0 : loopCount + 1
    }

    /// The sum of the frames' delays, in centiseconds.
    public var totalDelay: Int { frames.reduce(0) { $0 + $1.delay } }

    /// Reads and decodes the GIF file at `url`.
    public static func decode(url: URL) throws -> DecodedGIF {
        try decode(bytes: FileSystem.readBytes(at: url.path), source: url.path)
    }

    /// Decodes a GIF held in memory.
    public static func decode(data: [UInt8]) throws -> DecodedGIF {
        try decode(bytes: data, source: "GIF data")
    }

    private static func decode(bytes: [UInt8], source: String) throws -> DecodedGIF {
        let input = try GIFInputFile(bytes: bytes, source: source)
        let gif = input.handle.pointee
        let (width, height) = (Int(gif.SWidth), Int(gif.SHeight))
        guard width > 0 && height > 0 else {
            throw EncodingError.damagedGIF(path: source, reason: "its screen is \(width)×\(height) pixels")
        }
        try ImageLimits.check(width: width, height: height, source: source)
        var canvas = Canvas(width: width, height: height)
        var frames: [AnimationFrame] = []
        for index in 0..<Int(gif.ImageCount) {
            let image = gif.SavedImages![index]
            var control = GraphicsControlBlock()
            // Fills in the defaults (no transparency, no delay) when the image has no extension.
            DGifSavedExtensionToGCB(input.handle, Int32(index), &control)
            guard let map = image.ImageDesc.ColorMap ?? gif.SColorMap else {
                throw EncodingError.damagedGIF(path: source, reason: "image \(index) has no color map")
            }
            let saved = control.DisposalMode == DISPOSE_PREVIOUS ? canvas : nil
            canvas.draw(image, colors: map.pointee, transparentIndex: Int(control.TransparentColor))
            frames.append(AnimationFrame(image: canvas.frame, delay: Int(control.DelayTime)))
            switch control.DisposalMode {
            case DISPOSE_BACKGROUND: canvas.clear(image.ImageDesc)
            case DISPOSE_PREVIOUS: canvas = saved!
            default: break
            }
        }
        return DecodedGIF(width: width, height: height, loopCount: loopCount(in: gif), frames: frames)
    }

    /// The repeat count of the first NETSCAPE2.0 (or ANIMEXTS1.0) extension. DGifSlurp files
    /// extensions under the image that follows them, or under the file after the last image.
    private static func loopCount(in gif: GifFileType) -> Int? {
        var lists = (0..<Int(gif.ImageCount)).map {
            (gif.SavedImages![$0].ExtensionBlocks, Int(gif.SavedImages![$0].ExtensionBlockCount))
        }
        lists.append((gif.ExtensionBlocks, Int(gif.ExtensionBlockCount)))
        let identifiers = [Array("NETSCAPE2.0".utf8), Array("ANIMEXTS1.0".utf8)]
        for (blocks, count) in lists {
            guard let blocks, count > 1 else { continue }
            for index in 0..<count - 1 {
                let block = blocks[index]
                let bytes = Array(UnsafeBufferPointer(start: block.Bytes, count: Int(block.ByteCount)))
                guard block.Function == APPLICATION_EXT_FUNC_CODE, identifiers.contains(bytes) else { continue }
                // The sub-block after the identifier: 1, then the count, little-endian.
                let data = blocks[index + 1]
                guard data.Function == CONTINUE_EXT_FUNC_CODE, data.ByteCount >= 3, let loop = data.Bytes,
                      loop[0] == 1 else { continue }
                return Int(loop[1]) | Int(loop[2]) << 8
            }
        }
        return nil
    }
}

/// The logical screen that images are drawn onto, in straight RGBA.
private struct Canvas {
    private(set) var frame: Frame

    init(width: Int, height: Int) { frame = Frame(width: width, height: height) }

    /// Draws an image's non-transparent pixels at its offset, clipped to the screen. Indices
    /// beyond the color map are left undrawn, as browsers do.
    mutating func draw(_ image: SavedImage, colors: ColorMapObject, transparentIndex: Int) {
        let description = image.ImageDesc
        let (left, top) = (Int(description.Left), Int(description.Top))
        let (imageWidth, imageHeight) = (Int(description.Width), Int(description.Height))
        let screenWidth = frame.width
        let columns = max(0, left)..<min(screenWidth, left + imageWidth)
        let rows = max(0, top)..<min(frame.height, top + imageHeight)
        guard !columns.isEmpty, !rows.isEmpty, let raster = image.RasterBits, let palette = colors.Colors else {
            return
        }
        let colorCount = Int(colors.ColorCount)
        frame.pixels.withUnsafeMutableBufferPointer { pixels in
            for y in rows {
                let row = raster + (y - top) * imageWidth
                for x in columns {
                    let index = Int(row[x - left])
                    guard index != transparentIndex && index < colorCount else { continue }
                    let color = palette[index]
                    let byte = (y * screenWidth + x) * 4
                    pixels[byte] = color.Red; pixels[byte + 1] = color.Green
                    pixels[byte + 2] = color.Blue; pixels[byte + 3] = 255
                }
            }
        }
    }

    /// "Restore to background": browsers, and so this, clear the image's area to transparent.
    mutating func clear(_ description: GifImageDesc) {
        let screenWidth = frame.width
        let columns = max(0, Int(description.Left))..<min(screenWidth, Int(description.Left + description.Width))
        let rows = max(0, Int(description.Top))..<min(frame.height, Int(description.Top + description.Height))
        guard !columns.isEmpty, !rows.isEmpty else { return }
        frame.pixels.withUnsafeMutableBufferPointer { pixels in
            for y in rows {
                let start = (y * screenWidth + columns.lowerBound) * 4
                pixels[start..<start + columns.count * 4].update(repeating: 0)
            }
        }
    }
}

/// Owns a giflib decoder that has read (slurped) a whole GIF from memory.
private final class GIFInputFile {
    let handle: UnsafeMutablePointer<GifFileType>
    private let reader: ByteSource

    init(bytes: [UInt8], source: String) throws {
        reader = ByteSource(bytes)
        var code: Int32 = 0
        let opened = DGifOpen(Unmanaged.passUnretained(reader).toOpaque(), { gif, destination, count in
            let reader = Unmanaged<ByteSource>.fromOpaque(gif!.pointee.UserData).takeUnretainedValue()
            return Int32(reader.read(into: destination!, count: Int(count)))
        }, &code)
        guard let opened else {
            // Fewer bytes than a GIF's signature: not a GIF at all, rather than a failed read.
            throw code == D_GIF_ERR_READ_FAILED
                ? EncodingError.notGIF(path: source) : EncodingError.gif(code: code, path: source)
        }
        handle = opened
        // Every property is set, so a throw from here on runs deinit, which closes the handle.
        guard DGifSlurp(handle) == GIF_OK else {
            let code = handle.pointee.Error
            throw code == D_GIF_ERR_READ_FAILED
                ? EncodingError.damagedGIF(path: source, reason: "it ends too soon")
                : EncodingError.gif(code: code, path: source)
        }
    }

    deinit { DGifCloseFile(handle, nil) }
}

/// Hands giflib the file's bytes; a class so the C read callback can reach it.
private final class ByteSource {
    private let bytes: [UInt8]
    private var offset = 0

    init(_ bytes: [UInt8]) { self.bytes = bytes }

    /// Copies up to `count` bytes and returns how many, 0 at the end.
    func read(into destination: UnsafeMutablePointer<UInt8>, count: Int) -> Int {
        let available = min(count, bytes.count - offset)
        guard available > 0 else { return 0 }
        bytes.withUnsafeBufferPointer { source in
            destination.update(from: source.baseAddress! + offset, count: available)
        }
        offset += available
        return available
    }
}
