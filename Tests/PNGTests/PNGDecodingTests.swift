import Foundation
import PNG
import TestSupport
import XCTest

/// Decoding PNGs this package did not write: hand-built ones in every colour type, bit depth
/// and interlacing, files from Pillow and ImageMagick, and broken or oversized ones.
final class PNGDecodingTests: XCTestCase {
    // MARK: - Hand-built files

    func testEveryColourTypeAndBitDepthPlainAndInterlaced() throws {
        var generator = SeededGenerator(seed: 7)
        for colorType in HandBuiltPNG.ColorType.allCases {
            for bitDepth in colorType.bitDepths {
                for interlaced in [false, true] {
                    let image = randomImage(width: 13, height: 9, bitDepth: bitDepth, colorType: colorType,
                                            interlaced: interlaced, using: &generator)
                    try check(image, "\(colorType) \(bitDepth)-bit\(interlaced ? " interlaced" : "")")
                }
            }
        }
    }

    /// tRNS: a palette's alphas (fewer entries than colours: the rest are opaque), or the one
    /// grey or RGB value that is transparent, matched at the file's full bit depth.
    func testTransparencyChunkBecomesAlpha() throws {
        var generator = SeededGenerator(seed: 8)
        for (colorType, bitDepth) in [(HandBuiltPNG.ColorType.palette, 1), (.palette, 4), (.palette, 8), (.gray, 1), (.gray, 2),
                                      (.gray, 4), (.gray, 8), (.gray, 16), (.rgb, 8), (.rgb, 16)] {
            for interlaced in [false, true] {
                var image = randomImage(width: 11, height: 7, bitDepth: bitDepth, colorType: colorType,
                                        interlaced: interlaced, using: &generator)
                let name = "\(colorType) \(bitDepth)-bit\(interlaced ? " interlaced" : "") with tRNS"
                if colorType == .palette {
                    image.transparency = (0..<max(1, image.palette.count - 1)).map { _ in UInt8.random(in: 0...255, using: &generator) }
                } else {
                    // The first pixel's value is the transparent one, so at least one pixel is.
                    let transparent = image.samples[0]
                    if bitDepth == 16 {
                        // Same high byte, other low byte: stays opaque (compared at 16 bits).
                        image.samples[1] = transparent.map { $0 ^ 1 }
                    }
                    image.transparency = transparent.flatMap(HandBuiltPNG.bigEndian16)
                }
                XCTAssertTrue(image.expectedRGBA.enumerated().contains { $0.offset % 4 == 3 && $0.element != 255 }, name)
                try check(image, name)
            }
        }
    }

    /// Images smaller than Adam7's 8×8 tile leave some of the seven passes empty.
    func testTinyInterlacedImages() throws {
        var generator = SeededGenerator(seed: 9)
        for (width, height) in [(1, 1), (2, 1), (1, 3), (3, 2), (5, 5), (8, 8), (9, 1)] {
            for (colorType, bitDepth) in [(HandBuiltPNG.ColorType.rgba, 8), (.gray, 1), (.palette, 2), (.rgb, 16)] {
                let image = randomImage(width: width, height: height, bitDepth: bitDepth, colorType: colorType,
                                        interlaced: true, using: &generator)
                try check(image, "\(width)×\(height) \(colorType) \(bitDepth)-bit interlaced")
            }
        }
    }

    /// Stored deflate blocks hold at most 65,535 bytes: this image needs several, and libpng
    /// reads it across them.
    func testImageDataOverSeveralDeflateBlocks() throws {
        var generator = SeededGenerator(seed: 10)
        let image = randomImage(width: 300, height: 200, bitDepth: 16, colorType: .rgba, interlaced: false, using: &generator)
        XCTAssertGreaterThan(image.rawImageData.count, 3 * 65_535)
        try check(image, "300×200 RGBA 16-bit")
    }

    // MARK: - Other tools' files

    /// Pillow's writer compresses with zlib and filters its rows, unlike the hand-built files.
    /// It cannot write 16-bit RGB or interlaced files: ImageMagick's test covers those.
    func testFilesWrittenByPillow() throws {
        guard let python = pythonWithPillow() else {
            throw XCTSkip("Pillow is not installed for /usr/bin/python3 (python3-pil; scripts/test installs it as root)")
        }
        let folder = try temporaryFolder()
        let script = """
            import os, random, sys
            from PIL import Image
            folder = sys.argv[1]
            random.seed(11)
            W, H = 19, 11
            def save(name, image, expected, **options):
                image.save(os.path.join(folder, name + ".png"), **options)
                with open(os.path.join(folder, name + ".rgba"), "wb") as f:
                    f.write(bytes(expected))
            def grey(values, alphas=None):
                alphas = alphas or [255] * len(values)
                return [c for v, a in zip(values, alphas) for c in (v, v, v, a)]

            palette = [random.randrange(256) for _ in range(16 * 3)]
            indices = [random.randrange(16) for _ in range(W * H)]
            def palette_image():
                image = Image.new("P", (W, H))
                image.putpalette(palette)
                image.putdata(indices)
                return image
            save("palette-4-bit", palette_image(), [c for i in indices for c in palette[3 * i:3 * i + 3] + [255]], bits=4)
            alphas = [random.randrange(256) for _ in range(12)]
            save("palette-tRNS", palette_image(),
                 [c for i in indices for c in palette[3 * i:3 * i + 3] + [alphas[i] if i < 12 else 255]],
                 transparency=bytes(alphas))

            values = [random.randrange(256) for _ in range(W * H)]
            image = Image.new("L", (W, H)); image.putdata(values)
            save("grey-8-bit", image, grey(values))
            save("grey-tRNS", image, grey(values, [0 if v == values[0] else 255 for v in values]), transparency=values[0])
            bits = [random.choice((0, 255)) for _ in range(W * H)]
            image = Image.new("1", (W, H)); image.putdata(bits)
            save("grey-1-bit", image, grey(bits))
            alpha = [random.randrange(256) for _ in range(W * H)]
            image = Image.new("LA", (W, H)); image.putdata(list(zip(values, alpha)))
            save("grey-alpha", image, grey(values, alpha))
            wide = [random.randrange(65536) for _ in range(W * H)]
            image = Image.new("I;16", (W, H)); image.putdata(wide)
            save("grey-16-bit", image, grey([v >> 8 for v in wide]))

            rgba = [random.randrange(256) for _ in range(W * H * 4)]
            image = Image.frombytes("RGBA", (W, H), bytes(rgba))
            save("rgba", image, rgba, compress_level=9)
            rgb = [c for i, c in enumerate(rgba) if i % 4 != 3]
            save("rgb-optimized", Image.frombytes("RGB", (W, H), bytes(rgb)),
                 [c for i in range(W * H) for c in rgb[3 * i:3 * i + 3] + [255]], optimize=True)
            """
        try run([python, "-c", script, folder.path])
        let expectedModes: [String: (bitDepth: Int, colorType: Int)] = [
            "palette-4-bit": (4, 3), "palette-tRNS": (4, 3), "grey-8-bit": (8, 0), "grey-tRNS": (8, 0),
            "grey-1-bit": (1, 0), "grey-alpha": (8, 4), "grey-16-bit": (16, 0), "rgba": (8, 6), "rgb-optimized": (8, 2),
        ]
        for (name, mode) in expectedModes.sorted(by: { $0.key < $1.key }) {
            let png = try bytes(of: folder.appendingPathComponent("\(name).png"))
            XCTAssertEqual(header(png).map { [$0.bitDepth, $0.colorType] }, [mode.bitDepth, mode.colorType], "\(name): mode")
            try checkDecoding(png, expected: bytes(of: folder.appendingPathComponent("\(name).rgba")), width: 19, height: 11, name)
        }
    }

    /// ImageMagick writes what Pillow cannot: 16-bit RGB and RGBA, and Adam7-interlaced files.
    func testFilesWrittenByImageMagick() throws {
        guard let convert = imageMagick() else {
            throw XCTSkip("ImageMagick is not installed (imagemagick; scripts/test installs it as root)")
        }
        let folder = try temporaryFolder()
        var generator = SeededGenerator(seed: 12)
        let (width, height) = (23, 17)
        let rgba = (0..<width * height * 4).map { _ in UInt8.random(in: 0...255, using: &generator) }
        var opaque = rgba
        for index in stride(from: 3, to: opaque.count, by: 4) { opaque[index] = 255 }
        // (Given transparent pixels, ImageMagick keeps one transparent colour in an RGB file's
        // tRNS chunk: the RGB files are made from opaque pixels.)
        let translucentSource = folder.appendingPathComponent("translucent.rgba")
        let opaqueSource = folder.appendingPathComponent("opaque.rgba")
        try Data(rgba).write(to: translucentSource)
        try Data(opaque).write(to: opaqueSource)
        // An 8-bit sample v is 257·v at 16 bits, whose high byte is v again.
        let cases: [(name: String, format: String, interlace: String, header: Header, expected: [UInt8])] = [
            ("rgb-16-bit", "PNG48", "None", Header(width: width, height: height, bitDepth: 16, colorType: 2, interlace: 0), opaque),
            ("rgba-16-bit-interlaced", "PNG64", "PNG", Header(width: width, height: height, bitDepth: 16, colorType: 6, interlace: 1), rgba),
            ("rgb-interlaced", "PNG24", "PNG", Header(width: width, height: height, bitDepth: 8, colorType: 2, interlace: 1), opaque),
            ("rgba-interlaced", "PNG32", "PNG", Header(width: width, height: height, bitDepth: 8, colorType: 6, interlace: 1), rgba),
        ]
        for item in cases {
            let url = folder.appendingPathComponent("\(item.name).png")
            let source = item.expected == opaque ? opaqueSource : translucentSource
            try run([convert, "-size", "\(width)x\(height)", "-depth", "8", "rgba:\(source.path)",
                     "-interlace", item.interlace, "\(item.format):\(url.path)"])
            let png = try bytes(of: url)
            XCTAssertEqual(header(png), item.header, "\(item.name): mode")
            try checkDecoding(png, expected: item.expected, width: width, height: height, item.name)
        }
    }

    // MARK: - Errors

    func testNotAPNG() {
        for bytes in [[], Array("hello".utf8), Array(HandBuiltPNG.signature.prefix(7)), Array("GIF89a\u{1}\u{0}\u{1}\u{0}".utf8)] {
            XCTAssertThrowsError(try PNGCodec.decode(bytes, maximumPixels: 100)) { error in
                XCTAssertEqual(error as? PNGError, .notPNG)
                XCTAssertEqual("\(error)", "not a PNG image")
            }
        }
    }

    func testTruncatedFiles() throws {
        var generator = SeededGenerator(seed: 13)
        let rgba = (0..<40 * 30 * 4).map { _ in UInt8.random(in: 0...255, using: &generator) }
        let png = try PNGCodec.encode(rgba: rgba, width: 40, height: 30)
        // In the header, in the middle of the image data, and just before IEND (the image is
        // whole but the file is not).
        for length in [8, 20, 40, png.count / 2, png.count - 12, png.count - 1] {
            XCTAssertThrowsError(try PNGCodec.decode(Array(png.prefix(length)), maximumPixels: 1_200), "\(length) bytes") { error in
                XCTAssertEqual(error as? PNGError, .damaged(reason: "Data ends before the IEND chunk"), "\(length) bytes")
            }
        }
    }

    /// Every chunk's CRC is checked: libpng only warns about an ancillary chunk's by default.
    func testBadCRCs() throws {
        let png = try PNGCodec.encode(rgba: [1, 2, 3, 255, 4, 5, 6, 255], width: 2, height: 1)
        let chunks = chunkOffsets(png)
        XCTAssertEqual(chunks.map(\.type), ["IHDR", "bKGD", "IDAT", "IEND"])
        for chunk in chunks {
            var damaged = png
            damaged[chunk.offset + 8 + chunk.length] ^= 0x40  // first byte of the CRC
            XCTAssertThrowsError(try PNGCodec.decode(damaged, maximumPixels: 2)) { error in
                XCTAssertEqual(error as? PNGError, .damaged(reason: "\(chunk.type): CRC error"))
            }
        }
        // A damaged data byte, the CRC left as it was: found by the CRC in an ancillary chunk;
        // in IDAT, zlib (which libpng feeds before the chunk's end) usually objects first.
        for (index, chunk) in chunks.enumerated() where chunk.length > 0 {
            var damaged = png
            damaged[chunk.offset + 8 + chunk.length / 2] ^= 0x01
            XCTAssertThrowsError(try PNGCodec.decode(damaged, maximumPixels: 2), chunk.type) { error in
                guard case let .damaged(reason)? = error as? PNGError else { return XCTFail("\(error)") }
                if index == 1 { XCTAssertEqual(reason, "bKGD: CRC error") }
                XCTAssertTrue(reason.hasPrefix("\(chunk.type): "), reason)
            }
        }
    }

    /// A header declaring 10^10 pixels is refused as soon as it is read: the file below has
    /// nothing after IHDR, so any further reading would fail as truncated instead.
    func testHugeDeclaredSizeIsRefusedRightAfterTheHeader() throws {
        let header = HandBuiltPNG.signature + HandBuiltPNG.chunk(
            "IHDR", HandBuiltPNG.bigEndian(100_000) + HandBuiltPNG.bigEndian(100_000) + [8, 6, 0, 0, 0])
        for png in [header, header + HandBuiltPNG.chunk("IDAT", HandBuiltPNG.zlibStored([0, 1, 2, 3])) + HandBuiltPNG.chunk("IEND", [])] {
            XCTAssertThrowsError(try PNGCodec.decode(png, maximumPixels: 100_000_000)) { error in
                XCTAssertEqual(error as? PNGError, .tooManyPixels(width: 100_000, height: 100_000, limit: 100_000_000))
                XCTAssertEqual("\(error)", "a 100000×100000 PNG image has more pixels than the limit of 100000000")
            }
        }
        // The limit is inclusive.
        var generator = SeededGenerator(seed: 14)
        let image = randomImage(width: 6, height: 5, bitDepth: 8, colorType: .rgb, interlaced: false, using: &generator)
        XCTAssertThrowsError(try PNGCodec.decode(image.bytes, maximumPixels: 29)) { error in
            XCTAssertEqual(error as? PNGError, .tooManyPixels(width: 6, height: 5, limit: 29))
        }
        XCTAssertEqual(try PNGCodec.decode(image.bytes, maximumPixels: 30).rgba, image.expectedRGBA)
        // The largest size a PNG can declare, with no limit: 2^64 bytes of RGBA cannot be
        // addressed, which is found before anything is allocated (not by an overflowing size).
        let largest = HandBuiltPNG.signature + HandBuiltPNG.chunk(
            "IHDR", HandBuiltPNG.bigEndian(0x7FFF_FFFF) + HandBuiltPNG.bigEndian(0x7FFF_FFFF) + [16, 6, 0, 0, 0])
            + HandBuiltPNG.chunk("IDAT", HandBuiltPNG.zlibStored([0])) + HandBuiltPNG.chunk("IEND", [])
        XCTAssertThrowsError(try PNGCodec.decode(largest, maximumPixels: .max)) { error in
            XCTAssertEqual(error as? PNGError, .outOfMemory)
        }
    }

    /// libpng's bare "Invalid IHDR data" comes with the warning that says which field.
    func testInvalidHeadersSayWhy() throws {
        func png(width: UInt32, height: UInt32, bitDepth: UInt8, colorType: UInt8) -> [UInt8] {
            HandBuiltPNG.signature
                + HandBuiltPNG.chunk("IHDR", HandBuiltPNG.bigEndian(width) + HandBuiltPNG.bigEndian(height) + [bitDepth, colorType, 0, 0, 0])
                + HandBuiltPNG.chunk("IDAT", HandBuiltPNG.zlibStored([0, 0, 0, 0])) + HandBuiltPNG.chunk("IEND", [])
        }
        let cases: [([UInt8], String)] = [
            (png(width: 0, height: 1, bitDepth: 8, colorType: 2), "Invalid IHDR data: Image width is zero in IHDR"),
            (png(width: 1, height: 1, bitDepth: 3, colorType: 0), "Invalid IHDR data: Invalid bit depth in IHDR"),
            (png(width: 1, height: 1, bitDepth: 8, colorType: 5), "Invalid IHDR data: Invalid color type in IHDR"),
        ]
        for (bytes, reason) in cases {
            XCTAssertThrowsError(try PNGCodec.decode(bytes, maximumPixels: 100)) { error in
                XCTAssertEqual(error as? PNGError, .damaged(reason: reason))
            }
        }
        // A chunk before IHDR.
        let misordered = HandBuiltPNG.signature + HandBuiltPNG.chunk("IEND", [])
        XCTAssertThrowsError(try PNGCodec.decode(misordered, maximumPixels: 100)) { error in
            XCTAssertEqual(error as? PNGError, .damaged(reason: "IEND: out of place"))
        }
    }

    func testDamagedImageData() throws {
        var generator = SeededGenerator(seed: 15)
        let image = randomImage(width: 8, height: 8, bitDepth: 8, colorType: .rgba, interlaced: false, using: &generator)
        // Too little data for the image.
        var short = image
        short.height = 4
        short.samples = Array(image.samples.prefix(32))
        // Its IHDR (type at 12, height at 20, CRC at 29) says 8 rows again, with a correct CRC.
        var fixed = short.bytes
        fixed.replaceSubrange(20..<24, with: HandBuiltPNG.bigEndian(8))
        fixed.replaceSubrange(29..<33, with: HandBuiltPNG.bigEndian(HandBuiltPNG.crc32(Array(fixed[12..<29]))))
        XCTAssertThrowsError(try PNGCodec.decode(fixed, maximumPixels: 64)) { error in
            XCTAssertEqual(error as? PNGError, .damaged(reason: "Not enough image data"))
        }
        // A wrong Adler-32 (zlib's checksum of the image data), with a correct chunk CRC.
        let chunks = chunkOffsets(image.bytes)
        let idat = chunks.first { $0.type == "IDAT" }!
        var wrongAdler = image.bytes
        wrongAdler[idat.offset + 8 + idat.length - 1] ^= 0xFF
        let crcOffset = idat.offset + 8 + idat.length
        wrongAdler.replaceSubrange(crcOffset..<crcOffset + 4,
                                   with: HandBuiltPNG.bigEndian(HandBuiltPNG.crc32(Array(wrongAdler[idat.offset + 4..<crcOffset]))))
        XCTAssertThrowsError(try PNGCodec.decode(wrongAdler, maximumPixels: 64)) { error in
            XCTAssertEqual(error as? PNGError, .damaged(reason: "IDAT: incorrect data check"))
        }
    }

    // MARK: - Helpers

    private func randomImage<G: RandomNumberGenerator>(width: Int, height: Int, bitDepth: Int, colorType: HandBuiltPNG.ColorType,
                                                      interlaced: Bool, using generator: inout G) -> HandBuiltPNG {
        let paletteCount = colorType == .palette ? min(1 << bitDepth, 200) : 0
        let limit = colorType == .palette ? paletteCount : 1 << bitDepth
        let samples = (0..<width * height).map { _ in
            (0..<colorType.channels).map { _ in Int.random(in: 0..<limit, using: &generator) }
        }
        let palette = (0..<paletteCount).map { _ in (0..<3).map { _ in UInt8.random(in: 0...255, using: &generator) } }
        return HandBuiltPNG(width: width, height: height, bitDepth: bitDepth, colorType: colorType,
                            interlaced: interlaced, samples: samples, palette: palette)
    }

    private func check(_ image: HandBuiltPNG, _ name: String) throws {
        try checkDecoding(image.bytes, expected: image.expectedRGBA, width: image.width, height: image.height, name)
    }

    private func checkDecoding(_ png: [UInt8], expected: [UInt8], width: Int, height: Int, _ name: String,
                               file: StaticString = #filePath, line: UInt = #line) throws {
        let decoded: (width: Int, height: Int, rgba: [UInt8])
        do {
            decoded = try PNGCodec.decode(png, maximumPixels: width * height)
        } catch {
            XCTFail("\(name): \(error)", file: file, line: line)
            return
        }
        XCTAssertEqual(decoded.width, width, name, file: file, line: line)
        XCTAssertEqual(decoded.height, height, name, file: file, line: line)
        if decoded.rgba != expected {
            let pixel = zip(decoded.rgba, expected).enumerated().first { $0.element.0 != $0.element.1 }.map { $0.offset / 4 } ?? -1
            let shown = { (bytes: [UInt8]) in pixel >= 0 && pixel * 4 + 4 <= bytes.count ? "\(Array(bytes[pixel * 4..<pixel * 4 + 4]))" : "-" }
            XCTFail("\(name): pixel \(pixel) is \(shown(decoded.rgba)), expected \(shown(expected))", file: file, line: line)
        }
    }

    private func chunkOffsets(_ png: [UInt8]) -> [(type: String, offset: Int, length: Int)] {
        var chunks: [(type: String, offset: Int, length: Int)] = []
        var offset = 8
        while offset + 12 <= png.count {
            let length = png[offset..<offset + 4].reduce(0) { $0 << 8 | Int($1) }
            chunks.append((String(decoding: png[offset + 4..<offset + 8], as: UTF8.self), offset, length))
            offset += 12 + length
        }
        return chunks
    }

    private func temporaryFolder() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("PNGTests-\(getpid())-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        addTeardownBlock { try? FileManager.default.removeItem(at: url) }
        return url
    }

    private func bytes(of url: URL) throws -> [UInt8] { [UInt8](try Data(contentsOf: url)) }

    /// Debian's Pillow (python3-pil) belongs to /usr/bin/python3, not any python3 on PATH.
    private func pythonWithPillow() -> String? {
        let python = "/usr/bin/python3"
        guard FileManager.default.isExecutableFile(atPath: python),
              (try? run([python, "-c", "import PIL"])) != nil else { return nil }
        return python
    }

    /// The real ImageMagick only: some systems put a stand-in named convert on PATH.
    private func imageMagick() -> String? {
        let convert = "/usr/bin/convert"
        guard FileManager.default.isExecutableFile(atPath: convert),
              let output = try? run([convert, "-version"]) else { return nil }
        return output.contains("ImageMagick") ? convert : nil
    }

    /// Runs a command; throws when it fails, with what it wrote. Returns its standard output
    /// and error together.
    @discardableResult
    private func run(_ arguments: [String]) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: arguments[0])
        process.arguments = Array(arguments.dropFirst())
        let output = Pipe()
        process.standardOutput = output
        process.standardError = output
        try process.run()
        let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            struct CommandFailed: Error, CustomStringConvertible { var description: String }
            throw CommandFailed(description: "\(arguments[0]) failed (status \(process.terminationStatus)): \(text)")
        }
        return text
    }
}
