import Basics
import Foundation

/// The chunk structure of a PNG file, checked before libpng sees it: the signature, an IHDR
/// first with a size that is not zero and within `ImageLimits`, and every chunk's CRC. Its
/// reasons name what is wrong in a user's words, where libpng's are terse.
enum PNGChunks {
    static func check(_ bytes: [UInt8], source: String) throws {
        let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
        guard bytes.starts(with: signature) else { throw PNGFileError(source: source, error: .notPNG) }
        func damaged(_ reason: String) -> PNGFileError { PNGFileError(source: source, error: .damaged(reason: reason)) }
        func word(at offset: Int) -> Int {
            Int(bytes[offset]) << 24 | Int(bytes[offset + 1]) << 16 | Int(bytes[offset + 2]) << 8 | Int(bytes[offset + 3])
        }
        var offset = signature.count
        var index = 0
        while true {
            guard offset + 8 <= bytes.count else {
                throw damaged(index == 0 ? "it ends before its header" : "it ends before its IEND chunk")
            }
            let length = word(at: offset)
            let type = String(decoding: bytes[offset + 4..<offset + 8], as: UTF8.self)
            guard length <= 0x7FFF_FFFF, offset + 12 + length <= bytes.count else {
                throw damaged("its \(type) chunk ends past the end of the file")
            }
            let crc = CRC32.checksum(bytes[offset + 4..<offset + 8 + length])
            guard crc == UInt32(word(at: offset + 8 + length)) else { throw damaged("the CRC of its \(type) chunk is wrong") }
            if index == 0 {
                guard type == "IHDR", length == 13 else { throw damaged("it does not start with an IHDR header") }
                let width = word(at: offset + 8), height = word(at: offset + 12)
                guard width > 0, height > 0 else { throw damaged("its header gives a size of \(width)×\(height)") }
                guard width <= 0x7FFF_FFFF, height <= 0x7FFF_FFFF else { throw damaged("its header gives a size over 2³¹ − 1") }
                try ImageLimits.check(width: width, height: height, source: source)
            }
            if type == "IEND" { return }
            offset += 12 + length
            index += 1
        }
    }
}

/// The CRC-32 of PNG (and zlib): polynomial 0xEDB88320, reflected.
enum CRC32 {
    private static let table: [UInt32] = (0..<256).map { n in
        var c = UInt32(n)
        for _ in 0..<8 { c = c & 1 != 0 ? 0xEDB8_8320 ^ (c >> 1) : c >> 1 }
        return c
    }

    static func checksum(_ bytes: ArraySlice<UInt8>) -> UInt32 {
        var crc: UInt32 = 0xFFFF_FFFF
        table.withUnsafeBufferPointer { table in
            for byte in bytes { crc = table[Int((crc ^ UInt32(byte)) & 0xFF)] ^ (crc >> 8) }
        }
        return crc ^ 0xFFFF_FFFF
    }
}
