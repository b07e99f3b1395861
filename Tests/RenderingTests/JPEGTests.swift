import DynamicsKit
import Foundation
import JPEG
import Basics
import Rendering
import TestSupport
import XCTest

/// JPEG images: their size read from the header, their pixels through libjpeg.
final class JPEGTests: XCTestCase {
    func testAJPEGsSizeAndPixels() throws {
        let image = try XCTUnwrap(UIImage(data: Data(SampleJPEG.redBlue), scale: 2))
        XCTAssertEqual(image.pixelWidth, 16)
        XCTAssertEqual(image.pixelHeight, 16)
        XCTAssertEqual(image.size, CGSize(width: 8, height: 8))
        let (width, height, rgba) = try JPEGCodec.decode(SampleJPEG.redBlue, maximumPixels: 1_000)
        XCTAssertEqual(width, 16)
        XCTAssertEqual(height, 16)
        func pixel(_ x: Int, _ y: Int) -> [UInt8] { Array(rgba[(y * 16 + x) * 4..<(y * 16 + x) * 4 + 4]) }
        for (x, expected) in [(2, [255, 0, 0]), (13, [0, 0, 255])] as [(Int, [Int])] {
            let found = pixel(x, 8)
            for channel in 0..<3 { XCTAssertEqual(Int(found[channel]), expected[channel], accuracy: 8, "x \(x): \(found)") }
            XCTAssertEqual(found[3], 255)
        }
    }

    func testWhatIsNotAWholeJPEGIsAnError() {
        XCTAssertThrowsError(try JPEGCodec.decode([0x89, 0x50, 0x4E, 0x47], maximumPixels: 1_000)) { error in
            XCTAssertEqual(error as? JPEGError, .notJPEG)
        }
        XCTAssertThrowsError(try JPEGCodec.decode(SampleJPEG.redBlue, maximumPixels: 100)) { error in
            XCTAssertEqual(error as? JPEGError, .tooManyPixels(width: 16, height: 16, limit: 100))
        }
        let cut = Array(SampleJPEG.redBlue.prefix(120))
        XCTAssertThrowsError(try JPEGCodec.decode(cut, maximumPixels: 1_000)) { error in
            guard case .damaged = error as? JPEGError else { return XCTFail("\(error)") }
        }
    }
}

/// PDF images: their page size through Poppler, their pixels drawn at the image's scale.
final class PDFImageTests: XCTestCase {
    func testAPDFsPageIsAVectorImageDrawnAtItsScale() throws {
        let rasterizer = Rasterizer(scale: 1)
        let image = try XCTUnwrap(UIImage(data: SamplePDF.redBlue))
        XCTAssertEqual(image.size, CGSize(width: 20, height: 10))
        XCTAssertEqual(image.pixelWidth, 40, "drawn at two pixels a point outside a scene")
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 40, height: 20))
        root.backgroundColor = .white
        let view = UIImageView(image: image)
        root.addSubview(view)
        let frame = try rasterizer.render(root)
        XCTAssertEqual(frame[3, 5], RGBA(255, 0, 0))
        XCTAssertEqual(frame[16, 5], RGBA(0, 0, 255))
        XCTAssertEqual(frame[25, 5], RGBA(255, 255, 255))
        XCTAssertNil(UIImage(data: Data("%PDF-1.4 not really".utf8)))
    }
}
