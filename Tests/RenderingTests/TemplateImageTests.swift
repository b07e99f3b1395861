import Basics
@_spi(SceneFiles) import DynamicsKit
import Encoding
import Foundation
import Rendering
import XCTest

/// Rendering modes and tints, and images found by name in the search directories.
final class TemplateImageTests: XCTestCase {
    /// A 4 × 4 image: an opaque red left half, a half-transparent green right half.
    private func halfAndHalf() -> UIImage {
        var pixels: [UInt8] = []
        for _ in 0..<4 {
            pixels += [255, 0, 0, 255, 255, 0, 0, 255, 0, 255, 0, 128, 0, 255, 0, 128]
        }
        return UIImage(width: 4, height: 4, pixels: pixels)
    }

    private func render(_ image: UIImage, tint: UIColor? = nil) throws -> Frame {
        let root = makeRoot(width: 40, height: 40)
        root.tintColor = tint
        let imageView = UIImageView(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
        imageView.image = image
        root.addSubview(imageView)
        return try Rasterizer().render(root)
    }

    func testTemplateImageIsItsAlphaFilledWithTheInheritedTint() throws {
        let original = halfAndHalf()
        XCTAssertEqual(original.renderingMode, .automatic)
        let template = original.withRenderingMode(.alwaysTemplate)
        XCTAssertEqual(template.renderingMode, .alwaysTemplate)
        XCTAssertTrue(template.pixelIdentity === original.pixelIdentity, "copies share their pixels")

        let plain = try render(original)
        XCTAssertEqual(plain[5, 20], RGBA(255, 0, 0), "automatic draws the image's own colors")

        let blue = try render(template)
        XCTAssertEqual(blue[5, 20], RGBA(0, 0x7A, 0xFF), "systemBlue by default")
        // Half-transparent pixels give half the tint over white.
        XCTAssertTrue(blue[35, 20].isClose(to: RGBA(127, 188, 255), tolerance: 2), "\(blue[35, 20])")

        let pink = try render(template, tint: .systemPink)
        XCTAssertEqual(pink[5, 20], RGBA(0xFF, 0x2D, 0x55))
        XCTAssertEqual(try render(original.withRenderingMode(.alwaysOriginal), tint: .systemPink)[5, 20], RGBA(255, 0, 0))
    }

    func testWithTintColorFillsWithItsOwnColor() throws {
        let tinted = halfAndHalf().withTintColor(.black)
        XCTAssertEqual(tinted.renderingMode, .alwaysOriginal)
        XCTAssertEqual(try render(tinted, tint: .systemPink)[5, 20], RGBA(0, 0, 0))
    }

    func testNamedImagesComeFromTheSearchDirectoriesWithTheirScale() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("TemplateImageTests-\(getpid())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let saved = UIImage.searchDirectories
        defer {
            UIImage.searchDirectories = saved
            try? FileManager.default.removeItem(at: folder)
        }
        try Frame(width: 6, height: 4, fill: RGBA(0, 0, 255)).writePNG(to: folder.appendingPathComponent("star@2x.png"))
        try Frame(width: 2, height: 2, fill: RGBA(255, 0, 0)).writePNG(to: folder.appendingPathComponent("dot.png"))
        UIImage.searchDirectories = [folder.appendingPathComponent("missing"), folder]

        let star = try XCTUnwrap(UIImage(named: "star"))
        XCTAssertEqual(star.scale, 2)
        XCTAssertEqual(star.size, CGSize(width: 3, height: 2))
        let dot = try XCTUnwrap(UIImage(named: "dot"))
        XCTAssertEqual(dot.scale, 1)
        XCTAssertNotNil(UIImage(named: "dot.png"))
        XCTAssertTrue(UIImage(named: "dot")?.pixelIdentity === dot.pixelIdentity, "loaded once")
        XCTAssertNil(UIImage(named: "nothing"))
        XCTAssertNil(UIImage(named: ""))

        let frame = try render(star)
        XCTAssertEqual(frame[20, 20], RGBA(0, 0, 255))
    }
}

/// A view's `draw(_:)` runs while a frame is drawn, outside the scene's callbacks: it sees the
/// scene's clock all the same, so `UIImage(named:)` searches the scene's folders there too.
final class DrawingInTheSceneTests: XCTestCase {
    func testDrawFindsNamedImagesInTheScenesFolders() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("DrawingInTheSceneTests-\(getpid())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try Frame(width: 2, height: 2, fill: RGBA(255, 0, 0)).writePNG(to: folder.appendingPathComponent("card-back-\(getpid()).png"))

        final class Card: UIView {
            var imageName = ""
            override func draw(_ rect: CGRect) { UIImage(named: imageName)?.draw(in: bounds) }
        }
        let scene = Scene(size: CGSize(width: 40, height: 40))
        scene.clock.imageSearchDirectories = [folder]
        let card = Card(frame: CGRect(x: 0, y: 0, width: 20, height: 40))
        card.imageName = "card-back-\(getpid())"
        scene.run { scene.rootView.addSubview(card) }
        XCTAssertNil(Clock.current)
        let frame = try Rasterizer(scale: 1).render(scene.rootView)
        XCTAssertEqual(frame[10, 20], RGBA(255, 0, 0), "the image the scene's folder has")
        XCTAssertEqual(frame[30, 20], RGBA(255, 255, 255))
    }
}
