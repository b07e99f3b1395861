import Basics
import Foundation

/// Writes a GIF89a's bytes to a temporary file beside the destination. `commit` fills in the
/// global color table and renames the file into place; `discard`, or dropping it uncommitted,
/// deletes it.
///
/// The global color table is only known once every image is written (images add colors to
/// it as they come), so the header reserves room for 256 entries, and `commit` writes the
/// table there, moving the rest of the file down when a smaller table will do.
final class GIFOutputFile {
    let destination: URL
    private let temporaryPath: String
    private var descriptor: Int32?
    /// Bytes not yet written to the file.
    private var pending: [UInt8] = []
    /// Bytes already written to the file.
    private var written = 0
    private var lzw = LZWEncoder()
    /// Where the logical screen's packed fields byte is, and where the reserved table starts.
    private static let screenFlagsOffset = 10
    private static let tableOffset = 13
    private static let reservedTableBytes = 3 * 256

    init(destination: URL) throws {
        self.destination = destination
        let temporary = try FileSystem.createTemporaryFile(besideFileAt: destination, readable: true)
        temporaryPath = temporary.path
        descriptor = temporary.descriptor
        pending.reserveCapacity(1 << 16)
    }

    deinit { discard() }

    /// What a viewer does with an image's area before drawing the next image.
    enum Disposal {
        /// Leaves the image in place: the next image draws only what changed.
        case leave
        /// Clears the area to transparent ("restore to background", as browsers do it), so the
        /// next image can show transparency where this one was opaque.
        case clear
    }

    /// The logical screen with room for a global color table, then the NETSCAPE2.0 extension
    /// when `repeatCount` is not nil (0 repeats forever).
    func writeHeader(width: Int, height: Int, repeatCount: Int?) throws {
        append(Array("GIF89a".utf8))
        appendWord(width)
        appendWord(height)
        // Global table present (size filled in by `commit`), 8 bits per primary, background 0.
        append([0xF7, 0, 0])
        append([UInt8](repeating: 0, count: Self.reservedTableBytes))
        guard let repeatCount else { return }
        append([0x21, 0xFF, 11])
        append(Array("NETSCAPE2.0".utf8))
        append([3, 1, UInt8(repeatCount & 0xFF), UInt8(repeatCount >> 8 & 0xFF), 0])
    }

    /// One image covering `area` of the screen, with its graphics control extension. `delay`
    /// is in centiseconds (0...65535); `disposal` says what happens to `area` once it has shown.
    /// `localPalette`, if given, is the image's own color table, else it uses the global one.
    /// `alternative` is for each pixel another index that shows the same (see `LZWEncoder`);
    /// `lossy`, if given, the other indices each pixel may take (see `GIFLossiness`).
    func writeImage(
        indices: [UInt8], alternative: [UInt8]?, transparentIndex: Int?, localPalette: [RGBA]?,
        area: PixelArea, delay: Int, disposal: Disposal, lossy: LossyChoices? = nil
    ) throws -> [UInt8] {
        // Graphics control extension.
        let flags = UInt8(disposal == .clear ? 2 << 2 : 1 << 2) | (transparentIndex == nil ? 0 : 1)
        append([0x21, 0xF9, 4, flags])
        appendWord(delay)
        append([UInt8(transparentIndex ?? 0), 0])

        var highest = transparentIndex ?? 0
        for index in indices where Int(index) > highest { highest = Int(index) }
        if let alternative { for index in alternative where Int(index) > highest { highest = Int(index) } }
        let codeSize = Self.minimumCodeSize(highestIndex: highest)

        append([0x2C])
        appendWord(area.x); appendWord(area.y); appendWord(area.width); appendWord(area.height)
        if let localPalette {
            let entries = Self.tableEntries(max(localPalette.count, highest + 1))
            append([0x80 | UInt8(entries.trailingZeroBitCount - 1)])
            for color in localPalette { append([color.r, color.g, color.b]) }
            append([UInt8](repeating: 0, count: 3 * (entries - localPalette.count)))
        } else {
            append([0])
        }
        append([UInt8(codeSize)])
        let (codes, chosen) = lossy.map { bestLossyCodes(indices, alternative: alternative, choices: $0, minimumCodeSize: codeSize, width: area.width) }
            ?? bestCodes(indices, alternative: alternative, minimumCodeSize: codeSize, width: area.width)
        var start = 0
        while start < codes.count {
            let length = min(255, codes.count - start)
            append([UInt8(length)])
            pending.append(contentsOf: codes[start..<start + length])
            start += length
        }
        append([0])
        if pending.count >= 1 << 16 { try flush() }
        return chosen
    }

    /// The shorter of two ways to encode an image with choices: preferring each pixel's own
    /// color, or each run of choices arranged by its row neighbours (the greedy encoder still
    /// switches wherever that extends a string).
    private func bestCodes(_ indices: [UInt8], alternative: [UInt8]?, minimumCodeSize: Int, width: Int = 0) -> (codes: [UInt8], chosen: [UInt8]) {
        var best = lzw.encode(indices, alternative: alternative, minimumCodeSize: minimumCodeSize)
        guard let alternative, alternative != indices else { return best }
        if width > 0 {
            let (primary, second) = Self.coherentChoices(indices, alternative, width: width)
            let coherent = lzw.encode(primary, alternative: second, minimumCodeSize: minimumCodeSize)
            if coherent.codes.count < best.codes.count { best = coherent }
        }
        return best
    }

    /// `bestCodes` with the lossy LZW.
    private func bestLossyCodes(
        _ indices: [UInt8], alternative: [UInt8]?, choices: LossyChoices, minimumCodeSize: Int, width: Int
    ) -> (codes: [UInt8], chosen: [UInt8]) {
        var best = lzw.encodeLossy(indices, alternative: alternative, choices: choices, minimumCodeSize: minimumCodeSize)
        guard let alternative, alternative != indices else { return best }
        let (primary, second) = Self.coherentChoices(indices, alternative, width: width)
        let coherent = lzw.encodeLossy(primary, alternative: second, choices: choices, minimumCodeSize: minimumCodeSize)
        if coherent.codes.count < best.codes.count { best = coherent }
        return best
    }

    /// Choices arranged so a row does not flicker between a color and transparency: a run of
    /// pixels with two choices prefers its color when that continues the pixel drawn next to
    /// it on the left or right, and transparency otherwise.
    private static func coherentChoices(_ indices: [UInt8], _ alternative: [UInt8], width: Int) -> ([UInt8], [UInt8]) {
        var primary = indices
        var second = alternative
        var start = 0
        while start < indices.count {
            let rowEnd = (start / width + 1) * width
            guard indices[start] != alternative[start] else { start += 1; continue }
            var end = start + 1
            var color: UInt8? = indices[start]
            while end < rowEnd && indices[end] != alternative[end] {
                if indices[end] != color { color = nil }
                end += 1
            }
            let left: UInt8? = start % width > 0 ? indices[start - 1] : nil
            let right: UInt8? = end < rowEnd ? indices[end] : nil
            let keepColor = color != nil && (left == color || right == color)
            if !keepColor {
                for pixel in start..<end { swap(&primary[pixel], &second[pixel]) }
            }
            start = end
        }
        return (primary, second)
    }

    /// About how many bytes `writeImage` would write for these indices (its table and codes).
    func encodedSize(_ indices: [UInt8], alternative: [UInt8]?, localPalette: [RGBA]?) -> Int {
        var highest = 0
        for index in indices where Int(index) > highest { highest = Int(index) }
        let table = localPalette.map { Self.tableEntries($0.count) } ?? 0
        return 3 * table + bestCodes(indices, alternative: alternative, minimumCodeSize: Self.minimumCodeSize(highestIndex: highest)).codes.count
    }

    /// The LZW minimum code size for indices up to `highestIndex`: 2 bits at least, since GIF
    /// does not allow 1.
    private static func minimumCodeSize(highestIndex: Int) -> Int {
        var codeSize = 2
        while 1 << codeSize <= highestIndex { codeSize += 1 }
        return codeSize
    }

    /// Entries in a color table holding `count` colors: a power of two, at least 2.
    private static func tableEntries(_ count: Int) -> Int {
        var entries = 2
        while entries < count { entries *= 2 }
        return entries
    }

    /// Ends the file with `globalPalette` (at most 256 colors) as its global color table, and
    /// renames it to `destination`, replacing any file there.
    func commit(globalPalette: [RGBA], highestIndexUsed: Int) throws {
        guard let descriptor else { throw EncodingError.writerClosed(path: destination.path) }
        do {
            append([0x3B])
            try flush()
            let entries = Self.tableEntries(max(globalPalette.count, highestIndexUsed + 1))
            var table = [UInt8](repeating: 0, count: 3 * entries)
            for (index, color) in globalPalette.enumerated() {
                table[3 * index] = color.r; table[3 * index + 1] = color.g; table[3 * index + 2] = color.b
            }
            let unused = Self.reservedTableBytes - table.count
            if unused > 0 {
                // Move everything after the reserved table down over the unused part.
                var chunk = [UInt8](repeating: 0, count: 1 << 16)
                var from = Self.tableOffset + Self.reservedTableBytes
                while from < written {
                    let count = min(chunk.count, written - from)
                    try chunk.withUnsafeMutableBytes { buffer in
                        let bytes = UnsafeMutableRawBufferPointer(rebasing: buffer[0..<count])
                        try FileSystem.read(into: bytes, from: descriptor, at: from, reportingAs: temporaryPath)
                        try FileSystem.write(UnsafeRawBufferPointer(bytes), to: descriptor, at: from - unused, reportingAs: destination.path)
                    }
                    from += count
                }
                guard ftruncate(descriptor, off_t(written - unused)) == 0 else {
                    throw FileError.system(writing: true, path: destination.path)
                }
            }
            let flags: [UInt8] = [0xF0 | UInt8(entries.trailingZeroBitCount - 1)]
            try flags.withUnsafeBytes {
                try FileSystem.write($0, to: descriptor, at: Self.screenFlagsOffset, reportingAs: destination.path)
            }
            try table.withUnsafeBytes {
                try FileSystem.write($0, to: descriptor, at: Self.tableOffset, reportingAs: destination.path)
            }
            self.descriptor = nil
            guard close(descriptor) == 0 else { throw FileError.system(writing: true, path: destination.path) }
            try FileSystem.rename(temporaryPath, to: destination)
        } catch {
            discard()
            FileSystem.remove(temporaryPath)
            throw error
        }
    }

    /// Closes and deletes the temporary file, if still open.
    func discard() {
        guard let descriptor else { return }
        self.descriptor = nil
        close(descriptor)
        FileSystem.remove(temporaryPath)
    }

    private func append(_ bytes: [UInt8]) { pending.append(contentsOf: bytes) }

    private func appendWord(_ value: Int) {
        pending.append(UInt8(value & 0xFF))
        pending.append(UInt8(value >> 8 & 0xFF))
    }

    private func flush() throws {
        guard let descriptor else { throw EncodingError.writerClosed(path: destination.path) }
        guard !pending.isEmpty else { return }
        try pending.withUnsafeBytes { buffer in
            try FileSystem.write(buffer, to: descriptor, at: written, reportingAs: destination.path)
        }
        written += pending.count
        pending.removeAll(keepingCapacity: true)
    }
}
