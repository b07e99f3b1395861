import CPDF
import DynamicsKit
import Foundation

/// PDF images (an asset catalog's vector images) through Poppler: the kit asks their size, the
/// image cache their pixels.
public enum PDFImages {
    /// Lets `UIImage(data:)` and asset catalogs read PDFs. Idempotent; the scene runner calls
    /// it at start, and every rasterizer.
    public static func install() {
        if UIImage.pdfPageSize == nil { UIImage.pdfPageSize = pageSize }
    }

    static func pageSize(_ bytes: [UInt8]) -> CGSize? {
        var width = 0.0, height = 0.0
        let found = bytes.withUnsafeBufferPointer { dynamics_pdf_page_size($0.baseAddress, $0.count, &width, &height) }
        return found != 0 ? CGSize(width: width, height: height) : nil
    }

    /// The first page at `scale`, `width` × `height` pixels, as straight RGBA.
    static func render(_ bytes: [UInt8], scale: Double, width: Int, height: Int) -> [UInt8]? {
        guard let pixels = bytes.withUnsafeBufferPointer({ dynamics_pdf_render_rgba($0.baseAddress, $0.count, scale, Int32(width), Int32(height)) }) else {
            return nil
        }
        defer { dynamics_pdf_free(pixels) }
        return Array(UnsafeBufferPointer(start: pixels, count: width * height * 4))
    }
}
