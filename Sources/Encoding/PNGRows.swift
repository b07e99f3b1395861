import Basics
import CZlib
import Foundation

/// The image data of a PNG (or an APNG frame): 8-bit RGBA rows, each behind a filter byte,
/// deflated by zlib. `smallest` tries the two ways of filtering that win on interface frames
/// and keeps the shorter: every row unfiltered (flat colours repeat exactly, which deflate
/// finds best), and a filter chosen per row as libpng's default heuristic does (the PNG
/// specification's suggestion, section 12.8: the filter whose output, read as signed bytes,
/// has the least sum of magnitudes), which wins on gradients and photographs.
enum PNGRows {
    /// The shorter zlib stream of `pixels` (`width × height` RGBA quadruples, row-major),
    /// unfiltered or filtered row by row.
    static func smallest(_ pixels: [UInt8], width: Int, height: Int) throws -> [UInt8] {
        let plain = try deflated(pixels, width: width, height: height, adaptive: false)
        let adaptive = try deflated(pixels, width: width, height: height, adaptive: true)
        return adaptive.count < plain.count ? adaptive : plain
    }

    /// The zlib stream of `pixels` with every row unfiltered, or (`adaptive`) each row behind
    /// the filter the heuristic chooses.
    static func deflated(_ pixels: [UInt8], width: Int, height: Int, adaptive: Bool) throws -> [UInt8] {
        let rowBytes = width * 4
        var filtered = [UInt8](repeating: 0, count: (rowBytes + 1) * height)
        pixels.withUnsafeBufferPointer { source in
            filtered.withUnsafeMutableBufferPointer { target in
                var candidates = [[UInt8]](repeating: [UInt8](repeating: 0, count: rowBytes), count: 5)
                let zeros = [UInt8](repeating: 0, count: rowBytes)
                zeros.withUnsafeBufferPointer { zeros in
                    for y in 0..<height {
                        let row = UnsafeBufferPointer(rebasing: source[y * rowBytes..<(y + 1) * rowBytes])
                        let above = y > 0 ? UnsafeBufferPointer(rebasing: source[(y - 1) * rowBytes..<y * rowBytes]) : zeros
                        var best = 0, bestCost = Int.max
                        for kind in 0..<(adaptive ? 5 : 1) {
                            let cost = candidates[kind].withUnsafeMutableBufferPointer { output in
                                filter(kind, row: row, above: above, into: output)
                            }
                            if cost < bestCost { (best, bestCost) = (kind, cost) }
                        }
                        let start = y * (rowBytes + 1)
                        target[start] = UInt8(best)
                        candidates[best].withUnsafeBufferPointer { chosen in
                            UnsafeMutableBufferPointer(rebasing: target[start + 1..<start + 1 + rowBytes])
                                .update(fromContentsOf: chosen)
                        }
                    }
                }
            }
        }
        return try deflate(filtered)
    }

    /// Writes filter `kind` (0 none, 1 sub, 2 up, 3 average, 4 Paeth) of `row` into `output`
    /// and returns the sum of the output's bytes as signed magnitudes.
    @inline(__always)
    private static func filter(
        _ kind: Int, row: UnsafeBufferPointer<UInt8>, above: UnsafeBufferPointer<UInt8>,
        into output: UnsafeMutableBufferPointer<UInt8>
    ) -> Int {
        var cost = 0
        for index in 0..<row.count {
            let x = row[index]
            let a: UInt8 = index >= 4 ? row[index - 4] : 0
            let b = above[index]
            let c: UInt8 = index >= 4 ? above[index - 4] : 0
            let predicted: UInt8
            switch kind {
            case 0: predicted = 0
            case 1: predicted = a
            case 2: predicted = b
            case 3: predicted = UInt8((Int(a) + Int(b)) / 2)
            default: predicted = paeth(a, b, c)
            }
            let value = x &- predicted
            output[index] = value
            cost += value < 128 ? Int(value) : 256 - Int(value)
        }
        return cost
    }

    @inline(__always)
    private static func paeth(_ a: UInt8, _ b: UInt8, _ c: UInt8) -> UInt8 {
        let p = Int(a) + Int(b) - Int(c)
        let (pa, pb, pc) = (abs(p - Int(a)), abs(p - Int(b)), abs(p - Int(c)))
        if pa <= pb && pa <= pc { return a }
        return pb <= pc ? b : c
    }

    /// `bytes` as one zlib stream at level 9: the same bytes for the same input with one zlib.
    static func deflate(_ bytes: [UInt8]) throws -> [UInt8] {
        var capacity = compressBound(uLong(bytes.count))
        var output = [UInt8](repeating: 0, count: Int(capacity))
        let status = output.withUnsafeMutableBufferPointer { output in
            bytes.withUnsafeBufferPointer { input in
                compress2(output.baseAddress, &capacity, input.baseAddress, uLong(input.count), 9)
            }
        }
        guard status == Z_OK else {
            if status == Z_MEM_ERROR { throw EncodingError.outOfMemory(path: "an APNG frame") }
            throw EncodingError.libraryFailure(path: "an APNG frame", reason: "zlib error \(status)")
        }
        output.removeSubrange(Int(capacity)...)
        return output
    }
}
