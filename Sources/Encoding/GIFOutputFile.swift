import CGif
import Foundation

/// Owns a giflib encoder writing to a temporary file beside the destination. `commit` closes
/// it and renames it into place; `discard`, or dropping it uncommitted, deletes it.
final class GIFOutputFile {
    let destination: URL
    private let temporaryPath: String
    private var handle: UnsafeMutablePointer<GifFileType>?

    init(destination: URL) throws {
        self.destination = destination
        let temporary = try FileSystem.createTemporaryFile(besideFileAt: destination)
        temporaryPath = temporary.path
        var code: Int32 = 0
        // giflib takes over the descriptor and closes it in EGifCloseFile.
        guard let handle = EGifOpenFileHandle(temporary.descriptor, &code) else {
            close(temporary.descriptor)
            FileSystem.remove(temporary.path)
            throw EncodingError(gifCode: code, path: destination.path)
        }
        self.handle = handle
        // Without this giflib writes "GIF87a" unless it has seen an extension in its own
        // high-level image list, which the streaming calls here never fill.
        EGifSetGifVersion(handle, true)
    }

    deinit { discard() }

    /// What a viewer does with an image's area before drawing the next image.
    enum Disposal {
        /// Leaves the image in place: the next image draws only what changed.
        case leave
        /// Clears the area to transparent ("restore to background", as browsers do it), so the
        /// next image can show transparency where this one was opaque.
        case clear
    }

    /// The logical screen, with no global colour map (every image carries its own), then the
    /// NETSCAPE2.0 extension when `repeatCount` is not nil (0 repeats forever).
    func writeHeader(width: Int, height: Int, repeatCount: Int?) throws {
        try check { EGifPutScreenDesc($0, Int32(width), Int32(height), 8, 0, nil) }
        guard let repeatCount else { return }
        let identifier = Array("NETSCAPE2.0".utf8)
        let loop: [UInt8] = [1, UInt8(repeatCount & 0xFF), UInt8(repeatCount >> 8 & 0xFF)]
        try check { EGifPutExtensionLeader($0, APPLICATION_EXT_FUNC_CODE) }
        try check { EGifPutExtensionBlock($0, Int32(identifier.count), identifier) }
        try check { EGifPutExtensionBlock($0, Int32(loop.count), loop) }
        try check { EGifPutExtensionTrailer($0) }
    }

    /// One image covering `area` of the screen, with its graphics control extension. `delay`
    /// is in centiseconds (0...65535); `disposal` says what happens to `area` once it has shown.
    func writeImage(_ image: IndexedImage, area: PixelArea, delay: Int, disposal: Disposal) throws {
        var control = GraphicsControlBlock(
            DisposalMode: disposal == .clear ? DISPOSE_BACKGROUND : DISPOSE_DO_NOT, UserInputFlag: false,
            DelayTime: Int32(delay), TransparentColor: image.transparentIndex.map(Int32.init) ?? NO_TRANSPARENT_COLOR)
        var extensionBytes = [GifByteType](repeating: 0, count: 4)
        let length = EGifGCBToExtension(&control, &extensionBytes)
        try check { EGifPutExtension($0, GRAPHICS_EXT_FUNC_CODE, Int32(length), extensionBytes) }

        // giflib accepts only power-of-two colour maps of at least 2 entries; the unused
        // entries are black and no pixel refers to them.
        var colours = image.palette.map { GifColorType(Red: $0.r, Green: $0.g, Blue: $0.b) }
        var size = 2
        while size < colours.count { size *= 2 }
        colours += Array(repeating: GifColorType(Red: 0, Green: 0, Blue: 0), count: size - colours.count)
        try colours.withUnsafeMutableBufferPointer { colours in
            // giflib copies the map, so it may point at this temporary buffer.
            var map = ColorMapObject(
                ColorCount: Int32(size), BitsPerPixel: Int32(size.trailingZeroBitCount), SortFlag: false,
                Colors: colours.baseAddress)
            try check {
                EGifPutImageDesc($0, Int32(area.x), Int32(area.y), Int32(area.width), Int32(area.height), false, &map)
            }
        }

        // EGifPutLine masks the line in place, hence a mutable copy of the indices.
        var indices = image.indices
        try indices.withUnsafeMutableBufferPointer { indices in
            for y in 0..<area.height {
                try check { EGifPutLine($0, indices.baseAddress! + y * area.width, Int32(area.width)) }
            }
        }
    }

    /// Finishes the file and renames it to `destination`, replacing any file there.
    func commit() throws {
        guard let handle else { throw EncodingError.writerClosed(path: destination.path) }
        self.handle = nil
        var code: Int32 = 0
        errno = 0
        guard EGifCloseFile(handle, &code) == GIF_OK else {
            let error = EncodingError(gifCode: code, path: destination.path, errorNumber: errno)
            FileSystem.remove(temporaryPath)
            throw error
        }
        do {
            try FileSystem.rename(temporaryPath, to: destination)
        } catch {
            FileSystem.remove(temporaryPath)
            throw error
        }
    }

    /// Closes and deletes the temporary file, if still open.
    func discard() {
        guard let handle else { return }
        self.handle = nil
        EGifCloseFile(handle, nil)
        FileSystem.remove(temporaryPath)
    }

    /// Runs one giflib call and turns its failure into an `EncodingError`, keeping `errno` from
    /// right after the call: for a write failure it names the cause (a full disk, say).
    private func check(_ call: (UnsafeMutablePointer<GifFileType>) -> Int32) throws {
        guard let handle else { throw EncodingError.writerClosed(path: destination.path) }
        errno = 0
        guard call(handle) == GIF_OK else {
            throw EncodingError(gifCode: handle.pointee.Error, path: destination.path, errorNumber: errno)
        }
    }
}
