import Foundation

/// An immutable image, as UIKit's: a PNG file or straight RGBA pixels, with a size in points
/// (pixels divided by `scale`). DynamicsKit reads only a PNG's header; the renderer decodes the
/// pixels (once per image and its copies) when it first draws it.
///
/// A template image (``withRenderingMode(_:)`` `.alwaysTemplate`) is drawn by an image view as
/// its alpha filled with the view's ``UIView/tintColor``; ``withTintColor(_:)`` fills with a
/// color of its own. Find images by name with ``init(named:)`` (UIImage+Named.swift).
public final class UIImage: Hashable {
    /// Where the pixels come from, for the renderer.
    public enum Source {
        /// The bytes of a PNG file.
        case png([UInt8])
        /// The bytes of a JPEG file.
        case jpeg([UInt8])
        /// The bytes of a PDF file: its first page, drawn at the image's scale.
        case pdf([UInt8])
        /// What an image renderer drew, in points, to be rasterized at the image's scale.
        /// Recorded drawing in points, rasterized at `scale` pixels per point.
        case drawing(width: Int, height: Int, scale: CGFloat, operations: [DrawingOperation])
        /// `width × height` pixels, row-major from the top-left, 4 bytes each: red, green, blue
        /// and straight (not premultiplied) alpha.
        case pixels(width: Int, height: Int, rgba: [UInt8])
    }

    /// How an image is drawn: in its own colors, or as a shape in the tint color (UIKit's).
    public enum RenderingMode: Int, Sendable {
        /// What the context prefers: an image view draws the original colors.
        case automatic
        /// The image's own colors, always.
        case alwaysOriginal
        /// Only the alpha, filled with the tint color of the view that draws it.
        case alwaysTemplate
    }

    /// The pixels, shared by an image and the copies made from it.
    private final class Storage {
        let source: Source
        init(_ source: Source) { self.source = source }
    }

    private let storage: Storage
    public var source: Source { storage.source }
    /// Pixels per point: 2 for a file named `…@2x.png`.
    public let scale: CGFloat
    public let pixelWidth: Int
    public let pixelHeight: Int
    /// `.automatic` unless made with ``withRenderingMode(_:)``.
    public let renderingMode: RenderingMode
    /// The color set by ``withTintColor(_:)``, if any: the image is drawn as its alpha filled
    /// with it.
    public let tintColor: UIColor?

    /// An object shared by this image and every copy of it that differs only in rendering mode
    /// or tint: a renderer keys its decoded pixels on it.
    public var pixelIdentity: AnyObject { storage }

    /// The size in points.
    public var size: CGSize {
        CGSize(width: CGFloat(pixelWidth) / scale, height: CGFloat(pixelHeight) / scale)
    }

    private init(storage: Storage, scale: CGFloat, width: Int, height: Int, renderingMode: RenderingMode, tintColor: UIColor?) {
        self.storage = storage
        self.scale = scale
        pixelWidth = width
        pixelHeight = height
        self.renderingMode = renderingMode
        self.tintColor = tintColor
    }

    /// A copy of `image` sharing its pixels.
    convenience init(sharingPixelsOf image: UIImage) {
        self.init(
            storage: image.storage, scale: image.scale, width: image.pixelWidth, height: image.pixelHeight,
            renderingMode: image.renderingMode, tintColor: image.tintColor)
    }

    /// The pixels of `image` in their own colors, at `scale` pixels per point.
    convenience init(sharingPixelsOf image: UIImage, scale: CGFloat) {
        self.init(
            storage: image.storage, scale: scale, width: image.pixelWidth, height: image.pixelHeight,
            renderingMode: .automatic, tintColor: nil)
    }

    /// A copy drawn in `renderingMode`; the pixels are shared.
    public func withRenderingMode(_ renderingMode: RenderingMode) -> UIImage {
        UIImage(storage: storage, scale: scale, width: pixelWidth, height: pixelHeight, renderingMode: renderingMode, tintColor: tintColor)
    }

    /// A copy drawn as its alpha filled with `color`, whatever the tint of the view showing it.
    public func withTintColor(_ color: UIColor) -> UIImage {
        withTintColor(color, renderingMode: .alwaysOriginal)
    }

    /// A copy drawn as its alpha filled with `color`, in `renderingMode`.
    public func withTintColor(_ color: UIColor, renderingMode: RenderingMode) -> UIImage {
        UIImage(storage: storage, scale: scale, width: pixelWidth, height: pixelHeight, renderingMode: renderingMode, tintColor: color)
    }

    /// The color to fill this image's alpha with when a view of tint `viewTint` draws it, or
    /// nil to draw its own colors. Image views treat `.automatic` as `.alwaysOriginal`.
    public func fillColor(inViewTintedWith viewTint: UIColor) -> UIColor? {
        renderingMode == .alwaysTemplate ? (tintColor ?? viewTint) : tintColor
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
    public convenience init?(data: Data, scale: CGFloat = 1) {
        let bytes = [UInt8](data)
        guard scale.isFinite, scale > 0 else { return nil }
        if let (width, height) = UIImage.pngDimensions(bytes) {
            self.init(storage: Storage(.png(bytes)), scale: scale, width: width, height: height, renderingMode: .automatic, tintColor: nil)
        } else if let (width, height) = UIImage.jpegDimensions(bytes) {
            self.init(storage: Storage(.jpeg(bytes)), scale: scale, width: width, height: height, renderingMode: .automatic, tintColor: nil)
        } else if bytes.starts(with: Array("%PDF-".utf8)), let size = UIImage.pdfPageSize?(bytes), size.width > 0, size.height > 0 {
            // A vector image: its page's size in points, drawn at the scene's scale.
            let drawn = Clock.current?.imageScale ?? 2
            self.init(
                storage: Storage(.pdf(bytes)), scale: drawn, width: max(Int((size.width * drawn).rounded(.up)), 1),
                height: max(Int((size.height * drawn).rounded(.up)), 1), renderingMode: .automatic, tintColor: nil)
        } else {
            return nil
        }
    }

    /// An image from RGBA pixels (see ``Source/pixels(width:height:rgba:)``), for art drawn in
    /// code. `pixels` must hold `width × height × 4` bytes.
    public convenience init(width: Int, height: Int, pixels: [UInt8], scale: CGFloat = 1) {
        precondition(width > 0 && height > 0, "an image needs a positive size")
        precondition(pixels.count == width * height * 4, "pixels must hold width × height × 4 bytes")
        precondition(scale.isFinite && scale > 0, "scale must be a positive number")
        self.init(
            storage: Storage(.pixels(width: width, height: height, rgba: pixels)), scale: scale, width: width,
            height: height, renderingMode: .automatic, tintColor: nil)
    }

    /// A template image from RGBA pixels (its alpha is drawn in the tint color).
    /// An image of what a context drew, `size` points at `scale`.
    convenience init(size: CGSize, scale: CGFloat, operations: [DrawingOperation]) {
        let width = max(Int((size.width * scale).rounded(.up)), 1), height = max(Int((size.height * scale).rounded(.up)), 1)
        self.init(
            storage: Storage(.drawing(width: width, height: height, scale: scale, operations: operations)), scale: scale, width: width,
            height: height, renderingMode: .automatic, tintColor: nil)
    }

    convenience init(templateWidth width: Int, height: Int, pixels: [UInt8], scale: CGFloat) {
        self.init(
            storage: Storage(.pixels(width: width, height: height, rgba: pixels)), scale: scale, width: width,
            height: height, renderingMode: .alwaysTemplate, tintColor: nil)
    }

    /// Width and height from a PNG's IHDR chunk, which must come first after the signature.
    /// Reads a PDF's first page size in points: the renderer, which links the PDF library, sets
    /// it before scenes run.
    nonisolated(unsafe) public static var pdfPageSize: (([UInt8]) -> CGSize?)?

    /// Width and height from a JPEG's first start-of-frame marker (SOF0–SOF15 but DHT, JPG and
    /// DAC), walking the marker segments from SOI.
    static func jpegDimensions(_ bytes: [UInt8]) -> (Int, Int)? {
        guard bytes.count >= 4, bytes[0] == 0xFF, bytes[1] == 0xD8 else { return nil }
        var offset = 2
        while offset + 4 <= bytes.count {
            guard bytes[offset] == 0xFF else { return nil }
            let marker = bytes[offset + 1]
            if marker == 0xFF { offset += 1; continue }
            if marker == 0xD8 || marker == 0x01 || (0xD0...0xD7).contains(marker) { offset += 2; continue }
            let length = Int(bytes[offset + 2]) << 8 | Int(bytes[offset + 3])
            guard length >= 2 else { return nil }
            if (0xC0...0xCF).contains(marker), ![0xC4, 0xC8, 0xCC].contains(marker) {
                guard offset + 9 <= bytes.count else { return nil }
                let height = Int(bytes[offset + 5]) << 8 | Int(bytes[offset + 6])
                let width = Int(bytes[offset + 7]) << 8 | Int(bytes[offset + 8])
                guard width > 0, height > 0 else { return nil }
                return (width, height)
            }
            if marker == 0xD9 || marker == 0xDA { return nil }
            offset += 2 + length
        }
        return nil
    }

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

extension UIImage {
    /// The same image object, as `NSObject`'s `isEqual(_:)` (UIImage's) compares: `init(named:)`
    /// gives the one cached image for a name, so two lookups of a name are equal.
    public static func == (lhs: UIImage, rhs: UIImage) -> Bool { lhs === rhs }
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}
