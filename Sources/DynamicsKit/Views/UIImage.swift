import Foundation

/// An immutable image, as UIKit's: a PNG file or straight RGBA pixels, with a size in points
/// (pixels divided by `scale`). DynamicsKit reads only a PNG's header; the renderer decodes the
/// pixels (once per image) when it first draws it.
public final class UIImage {
    /// Where the pixels come from, for the renderer.
    public enum Source {
        /// The bytes of a PNG file.
        case png([UInt8])
        /// `width × height` pixels, row-major from the top-left, 4 bytes each: red, green, blue
        /// and straight (not premultiplied) alpha.
        case pixels(width: Int, height: Int, rgba: [UInt8])
    }

    public let source: Source
    /// Pixels per point: 2 for a file named `…@2x.png`.
    public let scale: CGFloat
    public let pixelWidth: Int
    public let pixelHeight: Int

    /// The size in points.
    public var size: CGSize {
        CGSize(width: CGFloat(pixelWidth) / scale, height: CGFloat(pixelHeight) / scale)
    }

    /// Reads a PNG file; nil when it cannot be read or is not a PNG. A name ending in `@2x` or
    /// `@3x` (before `.png`) sets the scale, as UIKit does.
    public convenience init?(contentsOfFile path: String) {
        guard let data = FileManager.default.contents(atPath: path) else { return nil }
        let name = ((path as NSString).lastPathComponent as NSString).deletingPathExtension
        let scale: CGFloat = name.hasSuffix("@3x") ? 3 : name.hasSuffix("@2x") ? 2 : 1
        self.init(data: data, scale: scale)
    }

    /// An image from the bytes of a PNG file; nil for anything else.
    public init?(data: Data, scale: CGFloat = 1) {
        let bytes = [UInt8](data)
        guard let (width, height) = UIImage.pngDimensions(bytes), scale.isFinite, scale > 0 else { return nil }
        source = .png(bytes)
        self.scale = scale
        pixelWidth = width
        pixelHeight = height
    }

    /// An image from RGBA pixels (see ``Source/pixels(width:height:rgba:)``), for art drawn in
    /// code. `pixels` must hold `width × height × 4` bytes.
    public init(width: Int, height: Int, pixels: [UInt8], scale: CGFloat = 1) {
        precondition(width > 0 && height > 0, "an image needs a positive size")
        precondition(pixels.count == width * height * 4, "pixels must hold width × height × 4 bytes")
        precondition(scale.isFinite && scale > 0, "scale must be a positive number")
        source = .pixels(width: width, height: height, rgba: pixels)
        self.scale = scale
        pixelWidth = width
        pixelHeight = height
    }

    /// Width and height from a PNG's IHDR chunk, which must come first after the signature.
    private static func pngDimensions(_ bytes: [UInt8]) -> (Int, Int)? {
        let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
        guard bytes.count >= 24, Array(bytes[0..<8]) == signature, Array(bytes[12..<16]) == Array("IHDR".utf8)
        else { return nil }
        func uint32(at offset: Int) -> Int {
            bytes[offset..<offset + 4].reduce(0) { $0 << 8 | Int($1) }
        }
        let width = uint32(at: 16), height = uint32(at: 20)
        // The PNG specification caps each side at 2³¹ − 1 and forbids 0.
        guard width > 0, height > 0, width < 1 << 31, height < 1 << 31 else { return nil }
        return (width, height)
    }
}
