import Basics
import CCairo
import Foundation

extension Frame {
    /// The frame encoded as a PNG file's bytes (8 bits per channel; RGB when every pixel is
    /// opaque, else RGBA). Opaque pixels survive a round trip exactly; a partly transparent one
    /// may move by a step, since Cairo stores colors premultiplied by alpha.
    public func pngData() throws -> [UInt8] {
        let source = "PNG data"
        return try cairoSurface(source: source).pngBytes(source: source)
    }

    /// Writes the frame as a PNG file at `url`, replacing any file there. The file appears whole
    /// or not at all: it is written beside `url` and renamed into place.
    public func writePNG(to url: URL) throws {
        let bytes = try cairoSurface(source: url.path).pngBytes(source: url.path)
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
    init(contentsOfPNGAt path: String) throws {
        try self.init(pngData: FileSystem.readBytes(at: path), source: path)
    }

    /// Decodes PNG bytes, such as those `pngData()` returns.
    public init(pngData bytes: [UInt8]) throws {
        try self.init(pngData: bytes, source: "PNG data")
    }

    private init(pngData bytes: [UInt8], source: String) throws {
        let surface = try CairoSurface(png: bytes, source: source)
            .convertedToARGB32OrRGB24(source: source)
        let isOpaque = surface.format == CAIRO_FORMAT_RGB24
        let width = surface.width
        var pixels = [UInt8](repeating: 0, count: width * surface.height * 4)
        pixels.withUnsafeMutableBufferPointer { pixels in
            surface.readRows { y, row in
                var index = y * width * 4
                for word in row {
                    let rgba = isOpaque ? Self.opaqueRGBA(word) : Self.straightRGBA(premultiplied: word)
                    pixels[index] = rgba.r; pixels[index + 1] = rgba.g
                    pixels[index + 2] = rgba.b; pixels[index + 3] = rgba.a
                    index += 4
                }
            }
        }
        self.init(width: width, height: surface.height, pixels: pixels)
    }

    private func cairoSurface(source: String) throws -> CairoSurface {
        let surface = try CairoSurface(width: width, height: height, source: source)
        let width = self.width
        pixels.withUnsafeBufferPointer { pixels in
            surface.writeRows { y, row in
                var index = y * width * 4
                for x in 0..<width {
                    row[x] = Self.premultipliedWord(
                        r: pixels[index], g: pixels[index + 1], b: pixels[index + 2], a: pixels[index + 3])
                    index += 4
                }
            }
        }
        return surface
    }

    /// Cairo's ARGB32 word for a straight-alpha pixel. Rounds to nearest, so opaque and fully
    /// transparent pixels convert exactly.
    @inline(__always)
    private static func premultipliedWord(r: UInt8, g: UInt8, b: UInt8, a: UInt8) -> UInt32 {
        let alpha = UInt32(a)
        switch alpha {
        case 255: return 0xFF00_0000 | UInt32(r) << 16 | UInt32(g) << 8 | UInt32(b)
        case 0: return 0
        default:
            // Integer division by an odd 255 never ties, so +127 rounds to nearest.
            @inline(__always) func scaled(_ channel: UInt8) -> UInt32 { (UInt32(channel) * alpha + 127) / 255 }
            return alpha << 24 | scaled(r) << 16 | scaled(g) << 8 | scaled(b)
        }
    }

    @inline(__always)
    private static func straightRGBA(premultiplied word: UInt32) -> RGBA {
        let alpha = word >> 24
        switch alpha {
        case 255: return opaqueRGBA(word)
        case 0: return RGBA(0, 0, 0, 0)
        default:
            @inline(__always) func unscaled(_ shift: UInt32) -> UInt8 {
                UInt8(min(255, ((word >> shift & 0xFF) * 255 + alpha / 2) / alpha))
            }
            return RGBA(unscaled(16), unscaled(8), unscaled(0), UInt8(alpha))
        }
    }

    @inline(__always)
    private static func opaqueRGBA(_ word: UInt32) -> RGBA {
        RGBA(UInt8(word >> 16 & 0xFF), UInt8(word >> 8 & 0xFF), UInt8(word & 0xFF), 255)
    }
}
