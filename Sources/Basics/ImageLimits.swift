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
            throw ImageError.tooManyPixels(source: source, width: width, height: height, limit: maximumPixels)
        }
        if let available = availableAddressSpace(), pixels * leastBytesPerPixel > available {
            throw ImageError.notEnoughMemory(
                source: source, width: width, height: height, needed: Int64(pixels * leastBytesPerPixel), available: Int64(available))
        }
    }

    /// Bytes a GIF writer holds per pixel of its frames while it encodes: the canvas it keeps,
    /// the frame held for the next, index planes and the LZW tables (measured: a 9-million-pixel
    /// render peaks at 57 bytes a pixel, rasterizer included).
    package static let gifEncodingBytesPerPixel = 48

    /// Throws `notEnoughMemory` when `work` on a `width × height` image, at `bytesPerPixel`,
    /// could not fit in the address space this process may still use (`ulimit -v`).
    package static func checkMemory(width: Int, height: Int, bytesPerPixel: Int, source: String, work: String) throws {
        let (pixels, overflow) = width.multipliedReportingOverflow(by: height)
        let (needed, overflow2) = pixels.multipliedReportingOverflow(by: bytesPerPixel)
        guard let available = availableAddressSpace() else { return }
        if overflow || overflow2 || needed > available {
            throw ImageError.notEnoughMemory(
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
    package static func describe(_ count: Int) -> String {
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
