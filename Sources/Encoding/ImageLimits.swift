import Foundation

/// How large an image this process agrees to decode or render, checked before anything is
/// allocated for it: a 48 KB PNG may declare 20000×20000 pixels (1.6 GB as RGBA, and several
/// times that while encoding).
public enum ImageLimits {
    /// The most pixels (width × height) of one image or frame. The default, 100 million, holds
    /// every frame `render` can make of a device (an iPad at `--scale 8` is 89.5 million);
    /// `--max-pixels` raises or lowers it.
    public nonisolated(unsafe) static var maximumPixels = 100_000_000

    /// Bytes of memory that working on an image surely takes per pixel: the decoded surface and
    /// the frame, 4 bytes each, before any work (encoding takes several times more).
    static let leastBytesPerPixel = 8

    /// Throws `tooManyPixels` when `width × height` is over `maximumPixels`, and
    /// `notEnoughMemory` when even decoding it could not fit in the address space this process
    /// may still use (`ulimit -v`), where Swift would otherwise stop with "failed to allocate".
    public static func check(width: Int, height: Int, source: String) throws {
        let (pixels, overflow) = width.multipliedReportingOverflow(by: height)
        guard !overflow, pixels <= maximumPixels else {
            throw EncodingError.tooManyPixels(source: source, width: width, height: height, limit: maximumPixels)
        }
        if let available = availableAddressSpace(), pixels * leastBytesPerPixel > available {
            throw EncodingError.notEnoughMemory(
                source: source, width: width, height: height, needed: Int64(pixels * leastBytesPerPixel), available: Int64(available))
        }
    }

    /// Bytes a GIF writer holds per pixel of its frames while it encodes: the canvas it keeps,
    /// the frame held for the next, index planes and the LZW tables (measured: a 9-million-pixel
    /// render peaks at 57 bytes a pixel, rasterizer included).
    static let gifEncodingBytesPerPixel = 48

    /// Throws `notEnoughMemory` when `work` on a `width × height` image, at `bytesPerPixel`,
    /// could not fit in the address space this process may still use (`ulimit -v`).
    static func checkMemory(width: Int, height: Int, bytesPerPixel: Int, source: String, work: String) throws {
        let (pixels, overflow) = width.multipliedReportingOverflow(by: height)
        let (needed, overflow2) = pixels.multipliedReportingOverflow(by: bytesPerPixel)
        guard let available = availableAddressSpace() else { return }
        if overflow || overflow2 || needed > available {
            throw EncodingError.notEnoughMemory(
                source: source, width: width, height: height, needed: Int64(clamping: needed), available: Int64(available), work: work)
        }
    }

    /// What is left of `RLIMIT_AS` beyond the address space already in use; nil when unlimited.
    private static func availableAddressSpace() -> Int? {
        var limit = rlimit()
        guard getrlimit(__rlimit_resource_t(RLIMIT_AS.rawValue), &limit) == 0, limit.rlim_cur != rlim_t.max else { return nil }
        let pageSize = Int(sysconf(Int32(_SC_PAGESIZE)))
        let statm = (try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8)) ?? ""
        let used = (statm.split(separator: " ").first.flatMap { Int($0) } ?? 0) * pageSize
        return max(0, Int(clamping: limit.rlim_cur) - used)
    }

    /// 100 million, 2.5 million, 640,000: a pixel count in words.
    static func describe(_ count: Int) -> String {
        if count >= 1_000_000 {
            let millions = Double(count) / 1_000_000
            return (millions == millions.rounded() ? String(Int(millions)) : String(format: "%.1f", millions)) + " million"
        }
        let formatter = NumberFormatter()
        formatter.numberStyle = .decimal
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.usesGroupingSeparator = true
        formatter.groupingSeparator = ","
        return formatter.string(from: NSNumber(value: count)) ?? String(count)
    }

    /// 18 GB, 420 MB, 12 KB: a byte count in decimal units, two significant figures.
    public static func describeBytes(_ bytes: Int64) -> String {
        let units = ["bytes", "KB", "MB", "GB", "TB", "PB"]
        var value = Double(bytes)
        var unit = 0
        while value >= 1000, unit < units.count - 1 {
            value /= 1000
            unit += 1
        }
        if unit == 0 { return "\(bytes) bytes" }
        return (value < 10 ? String(format: "%.1f", value) : String(Int(value.rounded()))) + " " + units[unit]
    }
}

/// The chunk structure of a PNG file, checked before libpng sees it: the signature, an IHDR
/// first with a size that is not zero and within `ImageLimits`, and every chunk's CRC.
enum PNGChunks {
    static func check(_ bytes: [UInt8], source: String) throws {
        let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
        guard bytes.starts(with: signature) else { throw EncodingError.notPNG(source: source) }
        func damaged(_ reason: String) -> EncodingError { .damagedPNG(source: source, reason: reason) }
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
