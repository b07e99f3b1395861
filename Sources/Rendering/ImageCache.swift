import Basics
import CCairo
import DynamicsKit
import Encoding
import Foundation
import JPEG

/// Decoded images for one rasterizer: each `UIImage` is decoded into a Cairo surface the first
/// time it or a copy of it (another rendering mode or tint) is drawn, and kept while the
/// pixels live.
final class ImageCache {
    private struct Entry {
        /// The image's `pixelIdentity`.
        weak var pixels: AnyObject?
        /// nil when the image could not be decoded: it is not tried again.
        let surface: CairoImageSurface?
    }

    private var entries: [ObjectIdentifier: Entry] = [:]

    /// The pixels of `image`, or nil (with a warning, once) when they cannot be decoded.
    func surface(for image: UIImage) -> CairoImageSurface? {
        let identity = image.pixelIdentity
        let key = ObjectIdentifier(identity)
        // An identifier can be reused by new pixels once the old ones are gone: check it is ours.
        if let entry = entries[key], entry.pixels === identity { return entry.surface }
        entries = entries.filter { $0.value.pixels != nil }
        let surface: CairoImageSurface?
        do {
            surface = try decode(image)
        } catch {
            FileHandle.standardError.write(Data("dynamics: cannot draw an image: \(error)\n".utf8))
            surface = nil
        }
        entries[key] = Entry(pixels: identity, surface: surface)
        return surface
    }

    private func decode(_ image: UIImage) throws -> CairoImageSurface {
        switch image.source {
        case let .png(bytes):
            let frame = try Frame(pngData: bytes)
            return try CairoImageSurface(width: frame.width, height: frame.height, rgba: frame.pixels)
        case let .jpeg(bytes):
            let (width, height, rgba) = try JPEGCodec.decode(bytes, maximumPixels: ImageLimits.maximumPixels)
            return try CairoImageSurface(width: width, height: height, rgba: rgba)
        case let .pixels(width, height, rgba):
            return try CairoImageSurface(width: width, height: height, rgba: rgba)
        case let .pdf(bytes):
            try ImageLimits.check(width: image.pixelWidth, height: image.pixelHeight, source: "a PDF image")
            guard let rgba = PDFImages.render(bytes, scale: Double(image.scale), width: image.pixelWidth, height: image.pixelHeight) else {
                throw RenderingError.cairo("Poppler could not draw a PDF image")
            }
            return try CairoImageSurface(width: image.pixelWidth, height: image.pixelHeight, rgba: rgba)
        case let .drawing(width, height, scale, operations):
            try ImageLimits.check(width: width, height: height, source: "an image renderer's image")
            let context = try CairoContext(surface: try CairoImageSurface(width: width, height: height))
            context.clear()
            // At the scale it was recorded for: a CGImage's copy has scale 1 but the same pixels.
            context.setUserSpace(scale: Double(scale), origin: .zero)
            Rasterizer.replay(operations, within: CGRect(x: 0, y: 0, width: CGFloat(width) / scale, height: CGFloat(height) / scale), opacity: 1, images: self, in: context)
            try context.checkStatus()
            return context.surface
        }
    }
}

extension CairoImageSurface {
    /// A surface holding straight-alpha RGBA pixels, premultiplied as Cairo stores them
    /// (rounded to nearest, so opaque and clear pixels are exact).
    convenience init(width: Int, height: Int, rgba: [UInt8]) throws {
        try self.init(width: width, height: height)
        cairo_surface_flush(pointer)
        let base = UnsafeMutableRawPointer(cairo_image_surface_get_data(pointer)!)
        let stride = Int(cairo_image_surface_get_stride(pointer))
        rgba.withUnsafeBufferPointer { pixels in
            for y in 0..<height {
                let row = (base + y * stride).assumingMemoryBound(to: UInt32.self)
                for x in 0..<width {
                    let index = (y * width + x) * 4
                    let alpha = UInt32(pixels[index + 3])
                    func premultiplied(_ channel: UInt8) -> UInt32 { (UInt32(channel) * alpha + 127) / 255 }
                    row[x] = alpha << 24 | premultiplied(pixels[index]) << 16
                        | premultiplied(pixels[index + 1]) << 8 | premultiplied(pixels[index + 2])
                }
            }
        }
        cairo_surface_mark_dirty(pointer)
    }
}
