import Basics
import DynamicsKit
import Encoding
import Foundation
import Rendering
import TestSupport
import XCTest

/// Image views: pixels drawn scaled per content mode, from RGBA or a PNG file.
final class ImageRenderingTests: XCTestCase {
    private let red = RGBA(255, 0, 0), green = RGBA(0, 255, 0), blue = RGBA(0, 0, 255)

    /// Red, green / blue, white: 2 × 2 pixels.
    private func quadrants(scale: CGFloat = 1) -> UIImage {
        UIImage(width: 2, height: 2, pixels: [255, 0, 0, 255, 0, 255, 0, 255, 0, 0, 255, 255, 255, 255, 255, 255], scale: scale)
    }

    func testScaleToFillStretchesThePixels() throws {
        let root = makeRoot(width: 60, height: 60, background: .black)
        let imageView = UIImageView(frame: CGRect(x: 10, y: 10, width: 40, height: 40))
        imageView.image = quadrants()
        root.addSubview(imageView)
        let frame = try Rasterizer().render(root)
        XCTAssertEqual(frame[12, 12], red)
        XCTAssertEqual(frame[47, 12], green)
        XCTAssertEqual(frame[12, 47], blue)
        XCTAssertEqual(frame[47, 47], white)
        XCTAssertEqual(frame[5, 5], RGBA(0, 0, 0), "nothing outside the view")
        XCTAssertEqual(frame[55, 30], RGBA(0, 0, 0))
    }

    func testAspectFitLetterboxesAndCenterKeepsTheSize() throws {
        let wide = UIImage(width: 2, height: 1, pixels: [255, 0, 0, 255, 0, 0, 255, 255])
        let root = makeRoot(width: 100, height: 40, background: .black)
        let fit = UIImageView(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
        fit.image = wide
        fit.contentMode = .scaleAspectFit
        let center = UIImageView(frame: CGRect(x: 50, y: 0, width: 40, height: 40))
        center.image = wide
        center.contentMode = .center
        root.addSubview(fit)
        root.addSubview(center)
        XCTAssertEqual(fit.imageRect(in: fit.bounds), CGRect(x: 0, y: 10, width: 40, height: 20))
        XCTAssertEqual(center.imageRect(in: center.bounds), CGRect(x: 19, y: 19.5, width: 2, height: 1))
        let frame = try Rasterizer(scale: 2).render(root)
        XCTAssertEqual(frame[10, 10], RGBA(0, 0, 0), "above the letterboxed image")
        XCTAssertEqual(frame[4, 40], red)
        XCTAssertEqual(frame[76, 40], blue)
    }

    func testAPNGFileIsReadWithItsScale() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("ImageRenderingTests-\(getpid())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let url = folder.appendingPathComponent("quadrants@2x.png")
        var pixels = Frame(width: 4, height: 2, fill: red)
        pixels[2, 0] = green; pixels[3, 0] = green; pixels[2, 1] = green; pixels[3, 1] = green
        try pixels.writePNG(to: url)

        let image = try XCTUnwrap(UIImage(contentsOfFile: url.path))
        XCTAssertEqual(image.scale, 2)
        XCTAssertEqual(image.size, CGSize(width: 2, height: 1))
        let imageView = UIImageView(image: image)
        XCTAssertEqual(imageView.frame, CGRect(x: 0, y: 0, width: 2, height: 1))
        imageView.frame = CGRect(x: 0, y: 0, width: 20, height: 10)
        let root = makeRoot(width: 20, height: 10)
        root.addSubview(imageView)
        let frame = try Rasterizer().render(root)
        XCTAssertEqual(frame[1, 5], red)
        XCTAssertEqual(frame[18, 5], green)

        XCTAssertNil(UIImage(contentsOfFile: folder.appendingPathComponent("missing.png").path))
        XCTAssertNil(UIImage(data: Data("not a png".utf8)))
    }

    func testABrokenPNGDrawsNothing() throws {
        // A valid header with nothing after it: the size is known, the pixels are not.
        var bytes: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13]
        bytes += Array("IHDR".utf8) + [0, 0, 0, 4, 0, 0, 0, 4, 8, 6, 0, 0, 0]
        let image = try XCTUnwrap(UIImage(data: Data(bytes)))
        XCTAssertEqual(image.size, CGSize(width: 4, height: 4))
        let root = makeRoot(width: 10, height: 10)
        root.addSubview(UIImageView(image: image))
        let (frame, warning) = try capturingStandardError { try Rasterizer().render(root) }
        XCTAssertEqual(frame[1, 1], white)
        XCTAssertEqual(warning, "dynamics: cannot draw an image: PNG data is a damaged PNG: its IHDR chunk ends past the end of the file\n", "one line, once, naming the damage")
    }

    func testFadedAndRotatedImages() throws {
        let root = makeRoot(width: 60, height: 60)
        let imageView = UIImageView(frame: CGRect(x: 10, y: 10, width: 40, height: 40))
        imageView.image = UIImage(width: 1, height: 1, pixels: [0, 0, 255, 255])
        imageView.alpha = 0.5
        imageView.transform = CGAffineTransform(rotationAngle: .pi / 4)
        root.addSubview(imageView)
        let frame = try Rasterizer().render(root)
        XCTAssertTrue(frame[30, 30].isClose(to: RGBA(127, 127, 255), tolerance: 1), "\(frame[30, 30])")
        XCTAssertTrue(frame[30, 4].isClose(to: RGBA(127, 127, 255), tolerance: 1), "the turned corner reaches up")
        XCTAssertEqual(frame[11, 11], white, "the corner of the unturned square is empty")
    }
}

/// A button's background image: stretched over the bounds, behind the title, per state.
final class ButtonBackgroundImageTests: XCTestCase {
    private let red = RGBA(255, 0, 0), green = RGBA(0, 255, 0)

    private func solid(_ color: RGBA, width: Int = 2, height: Int = 2) -> UIImage {
        UIImage(width: width, height: height, pixels: Array(repeating: [color.r, color.g, color.b, 255], count: width * height).flatMap { $0 })
    }

    func testTheBackgroundFillsTheBoundsBehindTheTitleAndFollowsTheState() throws {
        let root = makeRoot(width: 120, height: 60, background: .black)
        let button = UIButton(type: .system)
        button.frame = CGRect(x: 10, y: 10, width: 100, height: 40)
        button.setTitle("Go", for: .normal)
        button.setBackgroundImage(solid(red), for: .normal)
        button.setBackgroundImage(solid(green), for: .selected)
        root.addSubview(button)
        button.layoutIfNeeded()
        let frame = try Rasterizer().render(root)
        XCTAssertEqual(frame[12, 12], red, "a system button's background image keeps its own colors")
        XCTAssertEqual(frame[107, 47], red, "stretched to the bounds")
        XCTAssertEqual(frame[5, 5], RGBA(0, 0, 0), "nothing outside them")
        let titlePixels = (20..<40).flatMap { y in (40..<80).map { frame[$0, y] } }.filter { $0 != red }
        XCTAssertGreaterThan(titlePixels.count, 20, "the title is drawn over the image")

        button.isSelected = true
        XCTAssertEqual(button.state, .selected)
        XCTAssertEqual(button.currentBackgroundImage?.size, CGSize(width: 2, height: 2))
        let selected = try Rasterizer().render(root)
        XCTAssertEqual(selected[12, 12], green, "the selected state's image")
        button.isSelected = false
        XCTAssertEqual(try Rasterizer().render(root)[12, 12], red)
        XCTAssertEqual(button.backgroundImage(for: .highlighted)?.size, CGSize(width: 2, height: 2), "falls back to .normal")
    }

    func testAnEmptyButtonIsItsBackgroundImagesSize() {
        let button = UIButton(type: .custom)
        button.setBackgroundImage(solid(red, width: 44, height: 30), for: .normal)
        button.sizeToFit()
        XCTAssertEqual(button.bounds.size, CGSize(width: 44, height: 30))
        button.setTitle("A rather long title", for: .normal)
        let titled = button.sizeThatFits(.zero)
        XCTAssertGreaterThan(titled.width, 44, "the title is wider than the image")
        XCTAssertEqual(titled.height, 30, "but not taller")
    }

    func testASelectedButtonShowsItsSelectedTitleAndImage() {
        let button = UIButton(type: .custom)
        button.setTitle("Off", for: .normal)
        button.setTitle("On", for: .selected)
        button.setImage(solid(red), for: .normal)
        button.setImage(solid(green, width: 4, height: 4), for: .selected)
        XCTAssertEqual(button.currentTitle, "Off")
        button.isSelected.toggle()
        XCTAssertEqual(button.currentTitle, "On")
        XCTAssertEqual(button.imageView?.image?.size, CGSize(width: 4, height: 4), "the image view shows the selected image")
        XCTAssertEqual(button.titleLabel?.text, "On")
    }
}

/// The glyph button types (`.infoLight`, `.detailDisclosure`, `.contactAdd`, `.close`): UIKit's
/// sizes, a ring in the tint colour, the close button's grey disc (Interface Builder's names:
/// `InterfaceBuilderTests`).
final class GlyphButtonTests: XCTestCase {
    func testGlyphButtonsAreTheirGlyphsSize() {
        for type in [UIButton.ButtonType.infoLight, .infoDark, .detailDisclosure, .contactAdd] {
            let button = UIButton(type: type)
            button.sizeToFit()
            XCTAssertEqual(button.bounds.size, CGSize(width: 22, height: 22), "type \(type.rawValue)")
            XCTAssertEqual(button.currentImage?.size, CGSize(width: 22, height: 22))
        }
        let close = UIButton(type: .close)
        close.sizeToFit()
        XCTAssertEqual(close.bounds.size, CGSize(width: 30, height: 30))
        XCTAssertEqual([2, 3, 4, 5, 6, 7].compactMap { UIButton.ButtonType(rawValue: $0) },
                       [.detailDisclosure, .infoLight, .infoDark, .contactAdd, .plain, .close], "UIKit's raw values")
        XCTAssertNil(UIButton(type: .plain).currentImage, "a plain button shows only what is set")

        // A title beside the glyph: the glyph's width plus the title's, the title's height + 12.
        let add = UIButton(type: .contactAdd)
        add.setTitle("Add", for: .normal)
        add.sizeToFit()
        let font = UIFont.systemFont(ofSize: 15)
        XCTAssertEqual(add.bounds.width, 22 + font.width(of: "Add").rounded(.up))
    }

    func testTheRingIsDrawnInTheTintColour() throws {
        let root = makeRoot(width: 80, height: 40, background: .white)
        let info = UIButton(type: .infoLight)
        info.frame = CGRect(x: 4, y: 4, width: 22, height: 22)
        info.tintColor = .red
        let close = UIButton(type: .close)
        close.frame = CGRect(x: 40, y: 4, width: 30, height: 30)
        root.addSubview(info)
        root.addSubview(close)
        root.layoutIfNeeded()
        let frame = try Rasterizer().render(root)
        // The glyph is drawn at 2 pixels a point, so its edges here are antialiased: the ring
        // (image x 1.0–2.6, at 4 + that) covers nearly all of pixel 5; the stem of the "i" (x 14.1–15.9,
        // y 13.2–20.5) most of pixels 14 and 15; the gap between the dot (down to 12.1) and
        // the stem is pixel 12.
        XCTAssertEqual(frame[5, 15].r, 255)
        XCTAssertLessThan(Int(frame[5, 15].g), 16, "the ring, in the tint")
        XCTAssertEqual(frame[14, 17].r, 255)
        XCTAssertLessThan(Int(frame[14, 17].g), 40, "the stem of the i, in the tint")
        XCTAssertEqual(frame[10, 15], RGBA(255, 255, 255), "nothing between the ring and the stem")
        XCTAssertGreaterThan(Int(frame[15, 12].g), 200, "nearly nothing between the dot and the stem")
        // The close button: a light grey disc, not tinted, with a darker cross at its centre.
        XCTAssertEqual(frame[45, 19], RGBA(237, 237, 237), "the disc")
        XCTAssertEqual(frame[55, 19], RGBA(115, 115, 115), "the cross")
        XCTAssertEqual(frame[41, 5], RGBA(255, 255, 255), "the disc is round")
    }
}

/// `UIRectFill` and `UIRectFrame` in a view's `draw(_:)`: the rectangle in the fill colour, and
/// a 1 pt frame inside it.
final class RectFillTests: XCTestCase {
    private final class Filled: UIView {
        override func draw(_ rect: CGRect) {
            UIColor.red.setFill()
            UIRectFill(bounds)
            UIColor.blue.setFill()
            UIRectFrame(CGRect(x: 2, y: 2, width: 10, height: 10))
        }
    }

    func testFillAndFrame() throws {
        let root = makeRoot(width: 20, height: 20, background: .white)
        root.addSubview(Filled(frame: CGRect(x: 0, y: 0, width: 16, height: 16)))
        let frame = try Rasterizer().render(root)
        XCTAssertEqual(frame[0, 0], RGBA(255, 0, 0), "filled")
        XCTAssertEqual(frame[2, 5], RGBA(0, 0, 255), "the frame's left edge")
        XCTAssertEqual(frame[11, 5], RGBA(0, 0, 255), "its right edge, inside the rectangle")
        XCTAssertEqual(frame[12, 5], RGBA(255, 0, 0), "nothing outside it")
        XCTAssertEqual(frame[6, 6], RGBA(255, 0, 0), "nor inside")
        XCTAssertEqual(frame[17, 17], RGBA(255, 255, 255), "outside the view")
    }
}
