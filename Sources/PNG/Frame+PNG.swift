import Basics
import Foundation

extension Frame {
    /// The frame encoded as a PNG file's bytes (8 bits per channel; RGB when every pixel is
    /// opaque, else RGBA; the bytes Cairo's PNG writer gives for the same opaque pixels).
    /// Every pixel survives a round trip exactly.
    public func pngData() throws -> [UInt8] {
        try encodedPNG(source: "PNG data")
    }

    /// Writes the frame as a PNG file at `url`, replacing any file there. The file appears whole
    /// or not at all: it is written beside `url` and renamed into place.
    public func writePNG(to url: URL) throws {
        let bytes = try encodedPNG(source: url.path)
        let temporary = try FileSystem.createTemporaryFile(besideFileAt: url)
        do {
            try FileSystem.write(bytes, to: temporary.descriptor, reportingAs: url.path)
            try FileSystem.rename(temporary.path, to: url)
        } catch {
            FileSystem.remove(temporary.path)
            throw error
        }
    }

    /// Reads a PNG file of any bit depth and color type, converted to 8-bit straight RGBA.
    public init(contentsOfPNG url: URL) throws {
        try self.init(contentsOfPNGAt: url.path)
    }

    /// Reads the PNG at `path`; errors name `path` as given (relative paths stay relative).
    package init(contentsOfPNGAt path: String) throws {
        try self.init(pngData: FileSystem.readBytes(at: path), source: path)
    }

    /// Decodes PNG bytes, such as those `pngData()` returns.
    public init(pngData bytes: [UInt8]) throws {
        try self.init(pngData: bytes, source: "PNG data")
    }

    private init(pngData bytes: [UInt8], source: String) throws {
        // Our own checks first, for reasons in a user's words and the pixel limit before
        // anything is allocated; libpng then checks the image data.
        try PNGChunks.check(bytes, source: source)
        do {
            let image = try PNGCodec.decode(bytes, maximumPixels: ImageLimits.maximumPixels)
            self.init(width: image.width, height: image.height, pixels: image.rgba)
        } catch PNGError.damaged(let reason) {
            // The chunks were whole and their CRCs right: what is left is the image data.
            throw PNGFileError(source: source, error: .damaged(reason: "its image data cannot be decoded (\(reason))"))
        } catch let error as PNGError {
            throw PNGFileError(source: source, error: error)
        }
    }

    private func encodedPNG(source: String) throws -> [UInt8] {
        do {
            return try PNGCodec.encode(rgba: pixels, width: width, height: height)
        } catch let error as PNGError {
            throw PNGFileError(source: source, error: error)
        }
    }
}

/// A ``PNGError`` about a file or data, named as the user gave it.
public struct PNGFileError: Error, Equatable, CustomStringConvertible {
    /// The path, or "PNG data".
    public let source: String
    public let error: PNGError

    public init(source: String, error: PNGError) {
        self.source = source
        self.error = error
    }

    public var description: String {
        switch error {
        case .notPNG:
            return "\(source) is not a PNG image"
        case let .damaged(reason):
            return "\(source) is a damaged PNG: \(reason)"
        case let .tooManyPixels(width, height, limit):
            return ImageError.tooManyPixels(source: source, width: width, height: height, limit: limit).description
        case .outOfMemory:
            return "out of memory while encoding or decoding \(source)"
        case let .cannotEncode(reason):
            return "cannot write \(source): \(reason)"
        }
    }
}
