import Basics
import PNG
import TestSupport
import XCTest

/// Round trips, and the encoder's bytes against Cairo's own (`cairoPNG`), which they replace.
final class PNGCodecTests: XCTestCase {
    func testOpaqueRoundTripIsExactAndWritesRGB() throws {
        let frame = noise(width: 37, height: 23, seed: 1, alpha: { _ in 255 })
        let png = try PNGCodec.encode(rgba: frame.pixels, width: frame.width, height: frame.height)
        XCTAssertEqual(header(png), Header(width: 37, height: 23, bitDepth: 8, colorType: 2, interlace: 0))
        let decoded = try PNGCodec.decode(png, maximumPixels: 1_000)
        XCTAssertEqual(decoded.width, 37)
        XCTAssertEqual(decoded.height, 23)
        XCTAssertEqual(decoded.rgba, frame.pixels)
    }

    /// Straight alpha is written as given, so every value comes back, including the colour of
    /// fully transparent pixels (Cairo's premultiplied storage loses both).
    func testPartlyTransparentRoundTripIsExactAndWritesRGBA() throws {
        var rgba: [UInt8] = []
        for alpha in 0...255 { rgba += [UInt8(alpha), UInt8(255 - alpha), 77, UInt8(alpha)] }
        for alpha in 0...255 { rgba += [201, 3, UInt8(alpha / 2), UInt8(alpha)] }
        let png = try PNGCodec.encode(rgba: rgba, width: 256, height: 2)
        XCTAssertEqual(header(png), Header(width: 256, height: 2, bitDepth: 8, colorType: 6, interlace: 0))
        let decoded = try PNGCodec.decode(png, maximumPixels: 512)
        XCTAssertEqual(decoded.rgba, rgba)

        let random = noise(width: 61, height: 17, seed: 2, alpha: { $0 })
        let randomPNG = try PNGCodec.encode(rgba: random.pixels, width: 61, height: 17)
        XCTAssertEqual(try PNGCodec.decode(randomPNG, maximumPixels: 61 * 17).rgba, random.pixels)
    }

    /// libpng refuses sides over 1,000,000 unless told otherwise; the codec bounds images by
    /// their pixel count only.
    func testASideOverAMillionPixelsRoundTrips() throws {
        let width = 1_000_001
        var rgba = [UInt8](repeating: 255, count: width * 4)
        for x in stride(from: 0, to: width, by: 1_000) { rgba[x * 4] = UInt8(x / 1_000 % 256) }
        let png = try PNGCodec.encode(rgba: rgba, width: width, height: 1)
        let decoded = try PNGCodec.decode(png, maximumPixels: width)
        XCTAssertEqual(decoded.width, width)
        XCTAssertEqual(decoded.rgba, rgba)
    }

    // MARK: - The same bytes as Cairo

    /// Opaque frames: the encoder makes Cairo's libpng calls, so the files are identical.
    func testOpaqueFramesAreByteIdenticalToCairo() throws {
        let frames: [(String, Frame)] = [
            ("solid 64×48", Frame(width: 64, height: 48, fill: RGBA(12, 34, 56))),
            ("solid white 375×667", Frame(width: 375, height: 667, fill: RGBA(255, 255, 255))),
            ("1×1", Frame(width: 1, height: 1, fill: RGBA(255, 0, 128))),
            ("noise 37×23", noise(width: 37, height: 23, seed: 3, alpha: { _ in 255 })),
            // Several IDAT chunks (libpng's 8 KB buffer), so the chunk splitting must match too.
            ("noise 375×667", noise(width: 375, height: 667, seed: 4, alpha: { _ in 255 })),
            ("shapes 375×667", shapes(width: 375, height: 667)),
            ("shapes 1125×2001", shapes(width: 1125, height: 2001)),
        ]
        for (name, frame) in frames {
            let cairo = cairoPNG(frame)
            let ours = try PNGCodec.encode(rgba: frame.pixels, width: frame.width, height: frame.height)
            XCTAssertEqual(header(ours)?.colorType, 2, name)
            XCTAssertEqual(ours.count, cairo.count, "\(name): length")
            XCTAssertTrue(ours == cairo, "\(name): bytes differ from Cairo's, first at \(firstDifference(ours, cairo) ?? -1)")
        }
    }

    /// With alpha only 0 or 255, and colour 0 where alpha is 0, premultiplying loses nothing:
    /// Cairo writes RGBA with the same values, and so the same bytes.
    func testFramesWithOnlyClearAndOpaquePixelsAreByteIdenticalToCairo() throws {
        var frame = shapes(width: 120, height: 90)
        for y in 0..<frame.height {
            for x in 0..<frame.width where (x / 7 + y / 5) % 3 == 0 { frame[x, y] = RGBA(0, 0, 0, 0) }
        }
        let cairo = cairoPNG(frame)
        let ours = try PNGCodec.encode(rgba: frame.pixels, width: frame.width, height: frame.height)
        XCTAssertEqual(header(ours)?.colorType, 6)
        XCTAssertTrue(ours == cairo, "bytes differ from Cairo's, first at \(firstDifference(ours, cairo) ?? -1)")
    }

    /// Cairo's files decode to the frame they were written from, as Cairo's reader decodes them.
    func testDecodesCairosFilesLikeCairo() throws {
        for frame in [shapes(width: 375, height: 667), noise(width: 50, height: 40, seed: 5, alpha: { _ in 255 })] {
            let decoded = try PNGCodec.decode(cairoPNG(frame), maximumPixels: 1_000_000)
            XCTAssertEqual(Frame(width: decoded.width, height: decoded.height, pixels: decoded.rgba), frame)
        }
        // Partly transparent: Cairo's file holds the frame premultiplied (rounded, as
        // `Frame.pngData()` does) and un-premultiplied again (cairo-png.c's
        // `unpremultiply_data`); the decoder returns exactly those values.
        let translucent = noise(width: 31, height: 29, seed: 6, alpha: { $0 })
        let decoded = try PNGCodec.decode(cairoPNG(translucent), maximumPixels: 31 * 29)
        var expected = translucent.pixels
        for index in stride(from: 0, to: expected.count, by: 4) {
            let alpha = Int(expected[index + 3])
            for channel in index..<index + 3 {
                let premultiplied = (Int(expected[channel]) * alpha + 127) / 255
                expected[channel] = alpha == 0 ? 0 : UInt8((premultiplied * 255 + alpha / 2) / alpha)
            }
        }
        XCTAssertEqual(decoded.rgba, expected)
    }

    // MARK: - Helpers

    /// Random colours from a fixed seed; `alpha` maps a random byte to the pixel's alpha.
    private func noise(width: Int, height: Int, seed: UInt64, alpha: (UInt8) -> UInt8) -> Frame {
        var generator = SeededGenerator(seed: seed)
        var pixels = [UInt8](repeating: 0, count: width * height * 4)
        for index in stride(from: 0, to: pixels.count, by: 4) {
            let word = generator.next()
            pixels[index] = UInt8(word & 0xFF)
            pixels[index + 1] = UInt8(word >> 8 & 0xFF)
            pixels[index + 2] = UInt8(word >> 16 & 0xFF)
            pixels[index + 3] = alpha(UInt8(word >> 24 & 0xFF))
        }
        return Frame(width: width, height: height, pixels: pixels)
    }

    /// Something like a rendered scene, opaque: a vertical gradient, flat rectangles, discs
    /// with smooth (partly covered) edges and a thin diagonal line.
    private func shapes(width: Int, height: Int) -> Frame {
        var frame = Frame(width: width, height: height)
        let w = Double(width), h = Double(height)
        for y in 0..<height {
            let t = Double(y) / h
            let background = RGBA(UInt8(230 - 60 * t), UInt8(240 - 30 * t), 250)
            for x in 0..<width { frame[x, y] = background }
        }
        func blend(_ a: RGBA, _ b: RGBA, _ coverage: Double) -> RGBA {
            func mix(_ p: UInt8, _ q: UInt8) -> UInt8 { UInt8((Double(p) * (1 - coverage) + Double(q) * coverage).rounded()) }
            return RGBA(mix(a.r, b.r), mix(a.g, b.g), mix(a.b, b.b))
        }
        let rectangles: [(Double, Double, Double, Double, RGBA)] = [
            (0.1, 0.1, 0.5, 0.2, RGBA(255, 59, 48)), (0.3, 0.55, 0.9, 0.62, RGBA(52, 199, 89)),
            (0, 0.9, 1, 1, RGBA(28, 28, 30)),
        ]
        for (x0, y0, x1, y1, colour) in rectangles {
            for y in Int(y0 * h)..<Int(y1 * h) { for x in Int(x0 * w)..<Int(x1 * w) { frame[x, y] = colour } }
        }
        let discs: [(Double, Double, Double, RGBA)] = [
            (0.5, 0.4, 0.2, RGBA(0, 122, 255)), (0.25, 0.7, 0.1, RGBA(255, 204, 0)), (0.8, 0.25, 0.07, RGBA(175, 82, 222)),
        ]
        for (cx, cy, r, colour) in discs {
            let (centreX, centreY, radius) = (cx * w, cy * h, r * w)
            for y in max(0, Int(centreY - radius) - 1)..<min(height, Int(centreY + radius) + 2) {
                for x in max(0, Int(centreX - radius) - 1)..<min(width, Int(centreX + radius) + 2) {
                    let distance = ((Double(x) + 0.5 - centreX) * (Double(x) + 0.5 - centreX)
                                    + (Double(y) + 0.5 - centreY) * (Double(y) + 0.5 - centreY)).squareRoot()
                    let coverage = min(1, max(0, radius + 0.5 - distance))
                    if coverage > 0 { frame[x, y] = blend(frame[x, y], colour, coverage) }
                }
            }
        }
        for step in 0..<min(width, height) {
            frame[step, step] = blend(frame[step, step], RGBA(0, 0, 0), 0.6)
        }
        return frame
    }

    private func firstDifference(_ a: [UInt8], _ b: [UInt8]) -> Int? {
        zip(a, b).enumerated().first { $0.element.0 != $0.element.1 }?.offset ?? (a.count == b.count ? nil : min(a.count, b.count))
    }
}

/// The fields of a PNG's IHDR chunk, which must come first.
struct Header: Equatable {
    var width: Int, height: Int, bitDepth: Int, colorType: Int, interlace: Int
}

func header(_ png: [UInt8]) -> Header? {
    guard png.count >= 33, Array(png[12..<16]) == Array("IHDR".utf8) else { return nil }
    func word(_ offset: Int) -> Int { png[offset..<offset + 4].reduce(0) { $0 << 8 | Int($1) } }
    return Header(width: word(16), height: word(20), bitDepth: Int(png[24]), colorType: Int(png[25]), interlace: Int(png[28]))
}
