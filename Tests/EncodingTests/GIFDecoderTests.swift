import Basics
import CGif
import Encoding
import Foundation
import TestSupport
import XCTest

final class GIFDecoderTests: XCTestCase {
    private struct Image {
        var left = 0, top = 0, width: Int, height: Int
        var indices: [UInt8]
        /// nil writes no graphics control extension.
        var control: (disposal: Int32, delay: Int32, transparent: Int32)?
    }

    /// Writes a GIF with giflib directly, to give the decoder offsets, disposals and global
    /// colors that GIFWriter never produces.
    private func writeRawGIF(to url: URL, width: Int, height: Int, colors: [RGBA], images: [Image]) throws {
        var error: Int32 = 0
        let gif = try XCTUnwrap(EGifOpenFileName(url.path, false, &error))
        EGifSetGifVersion(gif, true)
        var palette = colors.map { GifColorType(Red: $0.r, Green: $0.g, Blue: $0.b) }
        let map = GifMakeMapObject(Int32(palette.count), &palette)
        defer { GifFreeMapObject(map) }
        XCTAssertEqual(EGifPutScreenDesc(gif, Int32(width), Int32(height), 8, 0, map), GIF_OK)
        for image in images {
            if let control = image.control {
                var block = GraphicsControlBlock(
                    DisposalMode: control.disposal, UserInputFlag: false, DelayTime: control.delay,
                    TransparentColor: control.transparent)
                var bytes = [GifByteType](repeating: 0, count: 4)
                let length = EGifGCBToExtension(&block, &bytes)
                XCTAssertEqual(EGifPutExtension(gif, GRAPHICS_EXT_FUNC_CODE, Int32(length), bytes), GIF_OK)
            }
            XCTAssertEqual(EGifPutImageDesc(gif, Int32(image.left), Int32(image.top), Int32(image.width),
                                            Int32(image.height), false, nil), GIF_OK)
            var indices = image.indices
            XCTAssertEqual(EGifPutLine(gif, &indices, Int32(indices.count)), GIF_OK)
        }
        XCTAssertEqual(EGifCloseFile(gif, &error), GIF_OK)
    }

    func testCompositesOffsetsTransparencyAndDisposal() throws {
        let url = try makeTemporaryFolder(for: self).appendingPathComponent("raw.gif")
        let (red, green, blue, white) = (RGBA(255, 0, 0), RGBA(0, 255, 0), RGBA(0, 0, 255), RGBA(255, 255, 255))
        try writeRawGIF(to: url, width: 4, height: 3, colors: [red, green, blue, white], images: [
            Image(width: 4, height: 3, indices: Array(repeating: 3, count: 12),
                  control: (DISPOSE_DO_NOT, 5, NO_TRANSPARENT_COLOR)),
            // Red, then a transparent pixel; then restored to the white screen.
            Image(left: 1, top: 1, width: 2, height: 1, indices: [0, 2], control: (DISPOSE_PREVIOUS, 6, 2)),
            // Green in the corner, then cleared to transparent.
            Image(width: 1, height: 1, indices: [1], control: (DISPOSE_BACKGROUND, 7, NO_TRANSPARENT_COLOR)),
            Image(left: 3, top: 2, width: 1, height: 1, indices: [2], control: nil),
        ])
        let gif = try DecodedGIF.decode(url: url)
        XCTAssertEqual(gif.width, 4)
        XCTAssertEqual(gif.height, 3)
        XCTAssertNil(gif.loopCount)
        XCTAssertEqual(gif.playCount, 1)
        XCTAssertEqual(gif.frames.map(\.delay), [5, 6, 7, 0])

        let screen = Frame(width: 4, height: 3, fill: white)
        var second = screen
        second[1, 1] = red
        var third = screen
        third[0, 0] = green
        var fourth = screen
        fourth[0, 0] = RGBA(0, 0, 0, 0)
        fourth[3, 2] = blue
        XCTAssertEqual(gif.frames.map(\.image), [screen, second, third, fourth])
    }

    func testErrorsSayWhatIsWrong() throws {
        let folder = try makeTemporaryFolder(for: self)
        let missing = folder.appendingPathComponent("missing.gif")
        XCTAssertThrowsError(try DecodedGIF.decode(url: missing)) {
            XCTAssertEqual("\($0)", "cannot read \(missing.path): No such file or directory")
        }
        for text in ["hi", "hello, this is text"] {
            XCTAssertThrowsError(try DecodedGIF.decode(data: Array(text.utf8))) {
                XCTAssertEqual($0 as? EncodingError, .notGIF(path: "GIF data"))
            }
        }
        let url = folder.appendingPathComponent("whole.gif")
        try writeGIF([squareFrame(x: 0, y: 0, width: 60, height: 60), squareFrame(x: 30, y: 30, width: 60, height: 60)],
                     times: [0, 0.5], duration: 1, to: url)
        let bytes = Array(try Data(contentsOf: url))
        XCTAssertThrowsError(try DecodedGIF.decode(data: Array(bytes.prefix(bytes.count / 2)))) { error in
            guard case .damagedGIF(path: "GIF data", reason: _)? = error as? EncodingError else {
                return XCTFail("\(error)")
            }
        }
    }
}
