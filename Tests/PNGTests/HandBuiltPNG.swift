/// PNG files built byte by byte for decoder tests, in every colour type and bit depth, with or
/// without tRNS and Adam7 interlacing. The image data is zlib with stored (uncompressed)
/// deflate blocks and every row uses filter 0, so no compressor is needed; what a pixel should
/// decode to is computed from the PNG specification by `expectedRGBA`, independently of libpng.
struct HandBuiltPNG {
    enum ColorType: UInt8, CaseIterable {
        case gray = 0, rgb = 2, palette = 3, grayAlpha = 4, rgba = 6

        /// Samples per pixel.
        var channels: Int {
            switch self {
            case .gray, .palette: return 1
            case .grayAlpha: return 2
            case .rgb: return 3
            case .rgba: return 4
            }
        }

        /// The bit depths the specification allows for the type.
        var bitDepths: [Int] {
            switch self {
            case .gray: return [1, 2, 4, 8, 16]
            case .palette: return [1, 2, 4, 8]
            case .rgb, .grayAlpha, .rgba: return [8, 16]
            }
        }
    }

    var width: Int
    var height: Int
    var bitDepth: Int
    var colorType: ColorType
    var interlaced = false
    /// `width × height` pixels row by row, each `colorType.channels` samples below 2^bitDepth
    /// (palette indices below `palette.count`).
    var samples: [[Int]]
    /// PLTE entries, RGB.
    var palette: [[UInt8]] = []
    /// The tRNS chunk's data, as the specification lays it out for the colour type: one alpha
    /// per palette entry (fewer is allowed), or the one transparent grey or RGB value as
    /// 16-bit big-endian samples.
    var transparency: [UInt8]?

    /// The PNG file's bytes.
    var bytes: [UInt8] {
        var file = Self.signature
        file += Self.chunk("IHDR", Self.bigEndian(UInt32(width)) + Self.bigEndian(UInt32(height))
                           + [UInt8(bitDepth), colorType.rawValue, 0, 0, interlaced ? 1 : 0])
        if colorType == .palette { file += Self.chunk("PLTE", palette.flatMap { $0 }) }
        if let transparency { file += Self.chunk("tRNS", transparency) }
        file += Self.chunk("IDAT", Self.zlibStored(rawImageData))
        file += Self.chunk("IEND", [])
        return file
    }

    /// Filtered scanlines (filter 0, none): each row is a filter-type byte, then its samples
    /// packed big-endian, several to a byte under 8 bits, padded to a whole byte. Interlaced,
    /// the seven Adam7 passes follow one another, each a smaller image (empty ones left out).
    var rawImageData: [UInt8] {
        let passes: [(x: Int, y: Int, dx: Int, dy: Int)] = interlaced
            ? [(0, 0, 8, 8), (4, 0, 8, 8), (0, 4, 4, 8), (2, 0, 4, 4), (0, 2, 2, 4), (1, 0, 2, 2), (0, 1, 1, 2)]
            : [(0, 0, 1, 1)]
        var data: [UInt8] = []
        for pass in passes {
            let xs = Array(stride(from: pass.x, to: width, by: pass.dx))
            let ys = Array(stride(from: pass.y, to: height, by: pass.dy))
            guard !xs.isEmpty else { continue }
            for y in ys {
                data.append(0)
                var packer = BitPacker()
                for x in xs {
                    for sample in samples[y * width + x] { packer.append(sample, bits: bitDepth) }
                }
                data += packer.finished()
            }
        }
        return data
    }

    /// What the decoder should return: 8-bit straight RGBA per the specification, with 16-bit
    /// samples cut to their high byte and smaller ones scaled to 0...255.
    var expectedRGBA: [UInt8] {
        let maximum = (1 << bitDepth) - 1
        func eightBit(_ sample: Int) -> UInt8 {
            bitDepth == 16 ? UInt8(sample >> 8) : UInt8(sample * 255 / maximum)
        }
        // tRNS for grey and RGB: 16-bit values, compared with the samples at full depth.
        let transparentSamples = transparency.flatMap { bytes -> [Int]? in
            guard colorType == .gray || colorType == .rgb else { return nil }
            return stride(from: 0, to: bytes.count, by: 2).map { Int(bytes[$0]) << 8 | Int(bytes[$0 + 1]) }
        }
        var rgba: [UInt8] = []
        rgba.reserveCapacity(width * height * 4)
        for pixel in samples {
            switch colorType {
            case .gray:
                let g = eightBit(pixel[0])
                rgba += [g, g, g, pixel == transparentSamples ? 0 : 255]
            case .rgb:
                rgba += pixel.map(eightBit) + [pixel == transparentSamples ? 0 : 255]
            case .palette:
                let alphas = transparency ?? []
                rgba += palette[pixel[0]] + [pixel[0] < alphas.count ? alphas[pixel[0]] : 255]
            case .grayAlpha:
                let g = eightBit(pixel[0])
                rgba += [g, g, g, eightBit(pixel[1])]
            case .rgba:
                rgba += pixel.map(eightBit)
            }
        }
        return rgba
    }

    static let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

    /// Length, type, data, and the CRC of type and data.
    static func chunk(_ type: String, _ data: [UInt8]) -> [UInt8] {
        let typeAndData = Array(type.utf8) + data
        return bigEndian(UInt32(data.count)) + typeAndData + bigEndian(crc32(typeAndData))
    }

    /// A zlib stream holding `data` in stored deflate blocks (at most 65,535 bytes each): the
    /// header 0x78 0x01 (deflate, 32 KB window, no dictionary; 0x7801 is a multiple of 31 as
    /// the header check requires), the blocks, then the Adler-32 of `data`.
    static func zlibStored(_ data: [UInt8]) -> [UInt8] {
        var stream: [UInt8] = [0x78, 0x01]
        var offset = 0
        repeat {
            let count = min(65_535, data.count - offset)
            let isLast = offset + count == data.count
            stream.append(isLast ? 1 : 0)  // BFINAL, then BTYPE 00 (stored), byte-aligned
            let length = UInt16(count)
            stream += [UInt8(length & 0xFF), UInt8(length >> 8), UInt8(~length & 0xFF), UInt8(~length >> 8)]
            stream += data[offset..<offset + count]
            offset += count
        } while offset < data.count
        return stream + bigEndian(adler32(data))
    }

    static func bigEndian(_ value: UInt32) -> [UInt8] {
        [UInt8(value >> 24), UInt8(value >> 16 & 0xFF), UInt8(value >> 8 & 0xFF), UInt8(value & 0xFF)]
    }

    static func bigEndian16(_ value: Int) -> [UInt8] { [UInt8(value >> 8 & 0xFF), UInt8(value & 0xFF)] }

    static func crc32(_ bytes: [UInt8]) -> UInt32 {
        var crc: UInt32 = 0xFFFF_FFFF
        for byte in bytes {
            crc ^= UInt32(byte)
            for _ in 0..<8 { crc = crc & 1 != 0 ? 0xEDB8_8320 ^ (crc >> 1) : crc >> 1 }
        }
        return crc ^ 0xFFFF_FFFF
    }

    static func adler32(_ bytes: [UInt8]) -> UInt32 {
        var a: UInt32 = 1, b: UInt32 = 0
        for byte in bytes {
            a = (a + UInt32(byte)) % 65_521
            b = (b + a) % 65_521
        }
        return b << 16 | a
    }
}

/// Packs samples of 1 to 16 bits most significant bit first, as PNG scanlines hold them.
private struct BitPacker {
    private var bytes: [UInt8] = []
    private var accumulator = 0
    private var bitCount = 0

    mutating func append(_ sample: Int, bits: Int) {
        accumulator = accumulator << bits | sample
        bitCount += bits
        while bitCount >= 8 {
            bitCount -= 8
            bytes.append(UInt8(accumulator >> bitCount & 0xFF))
        }
        accumulator &= (1 << bitCount) - 1
    }

    /// The bytes, the last one padded with zero bits.
    mutating func finished() -> [UInt8] {
        if bitCount > 0 { bytes.append(UInt8(accumulator << (8 - bitCount) & 0xFF)) }
        return bytes
    }
}
