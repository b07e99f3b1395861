import Foundation

/// The horizontal metrics of one TrueType font file, read in Swift so that DynamicsKit measures
/// text exactly as the renderer draws it (Cairo with hinting off advances each character by its
/// unhinted glyph width, without kerning). All values are in font units; `unitsPerEm` of them
/// make the font size.
struct FontMetrics {
    let unitsPerEm: Double
    /// Above the baseline (positive), from the `hhea` table.
    let ascender: Double
    /// Below the baseline (negative), from the `hhea` table.
    let descender: Double
    let lineGap: Double
    let capHeight: Double
    let xHeight: Double
    private let advances: [UInt16]
    private let glyphs: CharacterMap

    /// Parses `bytes`; nil when they are not a TrueType/OpenType font with the tables needed.
    init?(bytes: [UInt8]) {
        let file = ByteReader(bytes)
        guard let tableCount = file.uint16(at: 4) else { return nil }
        var tables: [String: Int] = [:]
        for index in 0..<Int(tableCount) {
            let record = 12 + 16 * index
            guard let tag = file.tag(at: record), let offset = file.uint32(at: record + 8) else { return nil }
            tables[tag] = Int(offset)
        }
        guard let head = tables["head"], let hhea = tables["hhea"], let hmtx = tables["hmtx"], let cmap = tables["cmap"],
              let unitsPerEm = file.uint16(at: head + 18), unitsPerEm > 0,
              let ascender = file.int16(at: hhea + 4), let descender = file.int16(at: hhea + 6),
              let lineGap = file.int16(at: hhea + 8), let metricCount = file.uint16(at: hhea + 34), metricCount > 0,
              let glyphs = CharacterMap(file, at: cmap)
        else { return nil }
        var advances: [UInt16] = []
        advances.reserveCapacity(Int(metricCount))
        for index in 0..<Int(metricCount) {
            guard let advance = file.uint16(at: hmtx + 4 * index) else { return nil }
            advances.append(advance)
        }
        self.unitsPerEm = Double(unitsPerEm)
        self.ascender = Double(ascender)
        self.descender = Double(descender)
        self.lineGap = Double(lineGap)
        // OS/2 version 2 and later give the cap and x heights; older fonts get the usual ratios.
        if let os2 = tables["OS/2"], let version = file.uint16(at: os2), version >= 2,
           let xHeight = file.int16(at: os2 + 86), let capHeight = file.int16(at: os2 + 88) {
            self.xHeight = Double(xHeight)
            self.capHeight = Double(capHeight)
        } else {
            xHeight = 0.5 * Double(unitsPerEm)
            capHeight = 0.7 * Double(unitsPerEm)
        }
        self.advances = advances
        self.glyphs = glyphs
    }

    /// Metrics for when no font file is found: every character 0.6 em wide.
    init(fallback: ()) {
        unitsPerEm = 1000
        ascender = 930
        descender = -240
        lineGap = 0
        capHeight = 730
        xHeight = 550
        advances = [600]
        glyphs = CharacterMap()
    }

    /// The advance of `scalar`'s glyph (the missing-glyph box when the font lacks it). Glyphs
    /// past the metrics table share its last advance.
    func advance(of scalar: Unicode.Scalar) -> Double {
        let glyph = Int(glyphs.glyph(for: scalar.value))
        return Double(advances[min(glyph, advances.count - 1)])
    }

    /// Whether the font has a glyph of its own for `scalar`.
    func hasGlyph(for scalar: Unicode.Scalar) -> Bool {
        glyphs.glyph(for: scalar.value) != 0
    }

    /// The advance of `scalar`'s own glyph, or nil when the font has none (one look-up).
    func advanceIfPresent(of scalar: Unicode.Scalar) -> Double? {
        let glyph = Int(glyphs.glyph(for: scalar.value))
        return glyph == 0 ? nil : Double(advances[min(glyph, advances.count - 1)])
    }

    // MARK: Finding the font files

    /// Liberation Sans, regular and bold, as fontconfig finds it for the renderer; parsed once.
    /// Its advances are Arial's, so Helvetica's, close to the San Francisco that Interface
    /// Builder sizes labels for (DejaVu Sans, the kit's font before, set them about 14 % wider).
    static let regular = load("LiberationSans-Regular.ttf", package: "fonts-liberation2")
    static let bold = load("LiberationSans-Bold.ttf", package: "fonts-liberation2")
    /// DejaVu Sans, for the characters Liberation Sans lacks (check marks, stars, box drawing).
    static let fallbackRegular = load("DejaVuSans.ttf", package: "fonts-dejavu-core")
    static let fallbackBold = load("DejaVuSans-Bold.ttf", package: "fonts-dejavu-core")

    /// Where distributions install Liberation and DejaVu (Debian's packages first).
    private static let folders = [
        "/usr/share/fonts/truetype/liberation2", "/usr/share/fonts/truetype/liberation", "/usr/share/fonts/liberation-sans",
        "/usr/share/fonts/liberation", "/usr/share/fonts/truetype/dejavu", "/usr/share/fonts/dejavu-sans-fonts",
        "/usr/share/fonts/dejavu", "/usr/share/fonts/TTF", "/usr/local/share/fonts", "/opt/homebrew/share/fonts", "/Library/Fonts",
    ]

    private static func load(_ file: String, package: String) -> FontMetrics {
        for folder in folders {
            if let data = FileManager.default.contents(atPath: folder + "/" + file),
               let metrics = FontMetrics(bytes: [UInt8](data)) {
                return metrics
            }
        }
        FileHandle.standardError.write(Data(
            "dynamics: \(file) not found (install \(package)); text is measured with fallback metrics\n".utf8))
        return FontMetrics(fallback: ())
    }
}

/// A font's map from Unicode scalars to glyph indices: the `cmap` subtable for Unicode,
/// format 12 (all planes) or format 4 (the Basic Multilingual Plane).
private struct CharacterMap {
    /// Ranges of consecutive scalars mapped to glyphs, sorted by `first`.
    private var ranges: [(first: UInt32, last: UInt32, map: RangeMap)] = []

    private enum RangeMap {
        /// The glyph of `first`, following on one by one (format 12).
        case sequential(startGlyph: UInt32)
        /// glyph = scalar + delta, modulo 65536 (format 4 without an index array).
        case delta(UInt16)
        /// Indices into the glyph index array (format 4), resolved through the file.
        case indexed(file: ByteReader, firstEntry: Int, delta: UInt16)
    }

    init() {}

    init?(_ file: ByteReader, at table: Int) {
        guard let count = file.uint16(at: table + 2) else { return nil }
        var best: (offset: Int, format: UInt16)?
        for index in 0..<Int(count) {
            let record = table + 4 + 8 * index
            guard let platform = file.uint16(at: record), let encoding = file.uint16(at: record + 2),
                  let offset = file.uint32(at: record + 4), let format = file.uint16(at: table + Int(offset))
            else { continue }
            let isUnicode = platform == 0 || (platform == 3 && (encoding == 1 || encoding == 10))
            guard isUnicode, format == 12 || format == 4 else { continue }
            if best == nil || (format == 12 && best!.format == 4) { best = (table + Int(offset), format) }
        }
        guard let best else { return nil }
        if best.format == 12 {
            guard readFormat12(file, at: best.offset) else { return nil }
        } else {
            guard readFormat4(file, at: best.offset) else { return nil }
        }
    }

    private mutating func readFormat12(_ file: ByteReader, at subtable: Int) -> Bool {
        guard let groupCount = file.uint32(at: subtable + 12) else { return false }
        for index in 0..<Int(groupCount) {
            let group = subtable + 16 + 12 * index
            guard let first = file.uint32(at: group), let last = file.uint32(at: group + 4),
                  let glyph = file.uint32(at: group + 8) else { return false }
            ranges.append((first, last, .sequential(startGlyph: glyph)))
        }
        ranges.sort { $0.first < $1.first }
        return true
    }

    private mutating func readFormat4(_ file: ByteReader, at subtable: Int) -> Bool {
        guard let doubledSegments = file.uint16(at: subtable + 6) else { return false }
        let segments = Int(doubledSegments) / 2
        let ends = subtable + 14
        let starts = ends + 2 * segments + 2
        let deltas = starts + 2 * segments
        let rangeOffsets = deltas + 2 * segments
        for index in 0..<segments {
            guard let last = file.uint16(at: ends + 2 * index), let first = file.uint16(at: starts + 2 * index),
                  let delta = file.uint16(at: deltas + 2 * index),
                  let rangeOffset = file.uint16(at: rangeOffsets + 2 * index) else { return false }
            guard first != 0xFFFF, first <= last else { continue }
            let map: RangeMap = rangeOffset == 0
                ? .delta(delta)
                // The offset counts bytes from its own place in the array.
                : .indexed(file: file, firstEntry: rangeOffsets + 2 * index + Int(rangeOffset), delta: delta)
            ranges.append((UInt32(first), UInt32(last), map))
        }
        ranges.sort { $0.first < $1.first }
        return true
    }

    /// The glyph index for `scalar`, 0 (the missing glyph) when unmapped.
    func glyph(for scalar: UInt32) -> UInt32 {
        var low = 0, high = ranges.count
        while low < high {
            let middle = (low + high) / 2
            if ranges[middle].last < scalar { low = middle + 1 } else { high = middle }
        }
        guard low < ranges.count, ranges[low].first <= scalar else { return 0 }
        let range = ranges[low]
        switch range.map {
        case let .sequential(startGlyph):
            return startGlyph + (scalar - range.first)
        case let .delta(delta):
            return UInt32(UInt16(truncatingIfNeeded: scalar) &+ delta)
        case let .indexed(file, firstEntry, delta):
            guard let glyph = file.uint16(at: firstEntry + 2 * Int(scalar - range.first)), glyph != 0 else { return 0 }
            return UInt32(glyph &+ delta)
        }
    }
}

/// Big-endian reads from a font file; nil past the end.
private final class ByteReader {
    private let bytes: [UInt8]

    init(_ bytes: [UInt8]) { self.bytes = bytes }

    func uint16(at offset: Int) -> UInt16? {
        guard offset >= 0, offset + 2 <= bytes.count else { return nil }
        return UInt16(bytes[offset]) << 8 | UInt16(bytes[offset + 1])
    }

    func int16(at offset: Int) -> Int16? {
        uint16(at: offset).map { Int16(bitPattern: $0) }
    }

    func uint32(at offset: Int) -> UInt32? {
        guard let high = uint16(at: offset), let low = uint16(at: offset + 2) else { return nil }
        return UInt32(high) << 16 | UInt32(low)
    }

    func tag(at offset: Int) -> String? {
        guard offset >= 0, offset + 4 <= bytes.count else { return nil }
        return String(decoding: bytes[offset..<offset + 4], as: UTF8.self)
    }
}
