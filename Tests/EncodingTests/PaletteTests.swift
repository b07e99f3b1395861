import Basics
import Encoding
import TestSupport
import XCTest

/// The color tables a GIF gets, tested directly: the nearest-entry search every table uses
/// (`NearestColor`), the table a rich frame is mapped onto and kept from frame to frame
/// (`PaletteMemory`), the clip's global color table (`GlobalPalette`), the fitted table of a
/// surveyed clip (`PaletteFitting`), and a frame turned into a table and indices (`Quantizer`).
final class PaletteTests: XCTestCase {
    // MARK: Nearest entry

    /// The metric is squared RGB distance, each channel weighted alike; a tie goes to the
    /// lowest index. Checked against a plain search over every entry.
    private func bruteForceNearest(_ color: RGBA, in palette: [RGBA]) -> Int {
        var best = 0
        for index in palette.indices where color.squaredDistance(to: palette[index]) < color.squaredDistance(to: palette[best]) {
            best = index
        }
        return best
    }

    private func randomColor(_ generator: inout SeededGenerator) -> RGBA {
        let bits = generator.next()
        return RGBA(UInt8(truncatingIfNeeded: bits), UInt8(truncatingIfNeeded: bits >> 8), UInt8(truncatingIfNeeded: bits >> 16))
    }

    func testTheNearestEntryIsTheOneAtTheLeastSquaredRGBDistance() {
        var generator = SeededGenerator(seed: 7)
        for size in [1, 2, 5, 50, 255] {
            let palette = (0..<size).map { _ in randomColor(&generator) }
            let finder = NearestColor(palette: palette)
            for _ in 0..<2000 {
                let color = randomColor(&generator)
                XCTAssertEqual(finder.index(of: color), bruteForceNearest(color, in: palette), "\(color) in \(size) entries")
            }
            // Each entry finds itself, or an earlier entry of the same color.
            for (index, entry) in palette.enumerated() {
                XCTAssertEqual(finder.index(of: entry), palette.firstIndex(of: entry), "entry \(index)")
            }
        }
    }

    /// Greys only (red ties everywhere) and a palette crowded in red: the search outward by red
    /// must not stop early.
    func testTheSearchByRedDoesNotStopEarly() {
        var generator = SeededGenerator(seed: 11)
        let greys = (0..<40).map { _ -> RGBA in let v = UInt8(truncatingIfNeeded: generator.next()); return RGBA(v, v, v) }
        let sameRed = (0..<40).map { _ -> RGBA in
            let bits = generator.next()
            return RGBA(128, UInt8(truncatingIfNeeded: bits), UInt8(truncatingIfNeeded: bits >> 8))
        }
        for palette in [greys, sameRed] {
            let finder = NearestColor(palette: palette)
            for _ in 0..<2000 {
                let color = randomColor(&generator)
                XCTAssertEqual(finder.index(of: color), bruteForceNearest(color, in: palette), "\(color)")
            }
        }
        // Red equal to entry 0's, but green far off: entry 1 is nearer (10² + 10² against 190²).
        XCTAssertEqual(NearestColor(palette: [RGBA(100, 0, 0), RGBA(90, 200, 0)]).index(of: RGBA(100, 190, 0)), 1)
    }

    func testATieGoesToTheLowestIndex() {
        // (10, 0, 0) is 10 from both.
        XCTAssertEqual(NearestColor(palette: [RGBA(20, 0, 0), RGBA(0, 0, 0)]).index(of: RGBA(10, 0, 0)), 0)
        XCTAssertEqual(NearestColor(palette: [RGBA(0, 0, 0), RGBA(20, 0, 0)]).index(of: RGBA(10, 0, 0)), 0)
        XCTAssertEqual(NearestColor(palette: [RGBA(0, 20, 0), RGBA(20, 0, 0), RGBA(0, 0, 20)]).index(of: RGBA(0, 0, 0)), 0)
        XCTAssertEqual(NearestColor(palette: [RGBA(5, 5, 5), RGBA(5, 5, 5)]).index(of: RGBA(5, 5, 5)), 0)
        // Alpha is not part of the distance.
        XCTAssertEqual(RGBA(1, 2, 3, 0).squaredDistance(to: RGBA(1, 2, 3, 255)), 0)
        XCTAssertEqual(RGBA(0, 0, 0).squaredDistance(to: RGBA(3, 4, 12)), 9 + 16 + 144)
    }

    // MARK: A rich frame's table, kept from frame to frame

    func testTheTableIsMedianCutAndEachColorGoesToItsNearestEntry() {
        var generator = SeededGenerator(seed: 3)
        let colors = uniqueColors(600, &generator)
        let counts = colors.map { _ in 1 + Int(generator.next() % 20) }
        var memory = PaletteMemory()
        let (palette, nearest) = memory.palette(colors: colors, counts: counts, maximumCount: 64)
        XCTAssertEqual(palette, MedianCut.palette(colors: colors, counts: counts, maximumCount: 64))
        XCTAssertEqual(nearest, colors.map { bruteForceNearest($0, in: palette) })
    }

    /// A frame whose colors the table still fits gets the same table, so colors that stay on
    /// screen keep their entries; one it no longer fits gets a new table.
    func testTheTableIsKeptWhileItFits() {
        var generator = SeededGenerator(seed: 5)
        let colors = uniqueColors(400, &generator)
        let counts = colors.map { _ in 10 }
        var memory = PaletteMemory()
        let first = memory.palette(colors: colors, counts: counts, maximumCount: 32).palette

        // Most of the same colors, a few moved by one level: the same table.
        let nudged = colors.enumerated().map { $0.offset % 10 == 0 ? RGBA($0.element.r ^ 1, $0.element.g, $0.element.b) : $0.element }
        let second = memory.palette(colors: nudged, counts: counts, maximumCount: 32)
        XCTAssertEqual(second.palette, first)
        XCTAssertEqual(second.nearest, nudged.map { bruteForceNearest($0, in: first) })

        // Colors the table does not fit: a new one, median cut's for them.
        let reds = (0..<300).map { RGBA(UInt8($0 % 256), UInt8($0 / 256), 0) }
        let third = memory.palette(colors: reds, counts: reds.map { _ in 10 }, maximumCount: 32)
        XCTAssertNotEqual(third.palette, first)
        XCTAssertEqual(third.palette, MedianCut.palette(colors: reds, counts: reds.map { _ in 10 }, maximumCount: 32))

        // A table too large for a smaller limit is not reused.
        let smaller = memory.palette(colors: reds, counts: reds.map { _ in 10 }, maximumCount: 8)
        XCTAssertEqual(smaller.palette.count, 8)
    }

    // MARK: The global color table

    /// While the table stays at most half full, an image's new colors are added exactly, in
    /// the order given; entries never move, so earlier images keep their meaning.
    func testNewColorsAreAddedExactlyWhileTheTableIsHalfEmpty() {
        var table = GlobalPalette(capacity: 16)
        let first = [RGBA(255, 255, 255), RGBA(255, 128, 0), RGBA(0, 0, 0)]
        XCTAssertEqual(table.map(colors: first, counts: [100, 10, 1]), [0, 1, 2])
        XCTAssertEqual(table.entries, first)
        let second = [RGBA(0, 0, 0), RGBA(0, 122, 255), RGBA(255, 255, 255)]
        XCTAssertEqual(table.map(colors: second, counts: [5, 5, 5]), [2, 3, 0])
        XCTAssertEqual(table.entries, first + [RGBA(0, 122, 255)])
        XCTAssertEqual(table.exactEntry(of: RGBA(0, 122, 255, 0)), 3, "alpha aside")
        XCTAssertNil(table.exactEntry(of: RGBA(0, 122, 254)))
        // A color no pixel needs (count 0) gets no entry of its own.
        XCTAssertEqual(table.map(colors: [RGBA(1, 2, 3)], counts: [0]), [-1])
        XCTAssertEqual(table.entries.count, 4)
    }

    /// Past half full, the table grows at most to its capacity, the entries it had stay where
    /// they were (an image written earlier keeps its meaning), every color a pixel needs maps
    /// to one of its entries, and no two entries are the same color.
    func testAFullTableKeepsItsEntriesAndMapsToNearbyOnes() {
        var generator = SeededGenerator(seed: 9)
        var table = GlobalPalette(capacity: 32)
        var entriesSoFar: [RGBA] = []
        for _ in 0..<6 {
            let colors = uniqueColors(100, &generator)
            let counts = colors.map { _ in 1 + Int(generator.next() % 100) }
            let mapped = table.map(colors: colors, counts: counts)
            XCTAssertLessThanOrEqual(table.entries.count, 32)
            XCTAssertEqual(Array(table.entries.prefix(entriesSoFar.count)), entriesSoFar, "earlier entries never change")
            entriesSoFar = table.entries
            for (color, entry) in zip(colors, mapped) {
                XCTAssertTrue(table.entries.indices.contains(entry), "\(color) → \(entry)")
            }
        }
        XCTAssertEqual(table.entries.count, Set(table.entries.map(\.rgbKey)).count, "distinct entries")
    }

    /// A table given up front never grows: each color takes its own entry, or the nearest
    /// (lowest index on a tie), also colors it has never seen.
    func testAFixedTableMapsToItsOwnOrNearestEntry() {
        let entries = [RGBA(0, 0, 0), RGBA(255, 128, 0), RGBA(255, 255, 255), RGBA(255, 128, 0)]
        var table = GlobalPalette(fixed: entries)
        // Mid grey is 127² + 128² from orange, 3 · 127² from white: orange. Orange's own entry is
        // the first of its two.
        let colors = [RGBA(255, 128, 0), RGBA(250, 250, 250), RGBA(10, 0, 0), RGBA(128, 128, 128), RGBA(240, 120, 10)]
        XCTAssertEqual(table.map(colors: colors, counts: [1, 1, 1, 0, 5]), [1, 2, 0, 1, 1])
        XCTAssertEqual(table.entries, entries, "never grows")
        // The same again, from what it remembered.
        XCTAssertEqual(table.map(colors: Array(colors.reversed()), counts: [1, 1, 1, 1, 1]), [1, 1, 0, 2, 1])
        // A tie between two entries goes to the lower index.
        var pair = GlobalPalette(fixed: [RGBA(20, 0, 0), RGBA(0, 0, 0)])
        XCTAssertEqual(pair.map(colors: [RGBA(10, 0, 0)], counts: [1]), [0])
    }

    // MARK: A surveyed clip's table

    /// The fitted table starts from median cut and keeps the best of its rounds, so it is never
    /// worse than median cut's by the weighted squared error it minimises; its entries are
    /// distinct and at most `capacity`.
    func testTheFittedTableIsNoWorseThanMedianCut() {
        var generator = SeededGenerator(seed: 21)
        for capacity in [4, 16, 255] {
            let colors = uniqueColors(1500, &generator)
            let weights = colors.map { _ in 1 + Int(generator.next() % 1000) }
            let fitted = PaletteFitting.palette(colors: colors, weights: weights, capacity: capacity)
            let cut = MedianCut.palette(colors: colors, counts: weights, maximumCount: capacity)
            XCTAssertLessThanOrEqual(fitted.count, capacity)
            XCTAssertEqual(Set(fitted.map(\.rgbKey)).count, fitted.count, "distinct")
            XCTAssertLessThanOrEqual(weightedError(colors, weights, fitted), weightedError(colors, weights, cut), "capacity \(capacity)")
            XCTAssertEqual(PaletteFitting.palette(colors: colors, weights: weights, capacity: capacity), fitted, "the same twice")
        }
    }

    // MARK: A frame as a table and indices

    /// A frame with few colors keeps them exactly, in order of first appearance, and every
    /// pixel with alpha 0 shares one transparent entry.
    func testAFewColorsAreKeptExactlyInOrderOfFirstAppearance() {
        var frame = Frame(width: 4, height: 2, fill: RGBA(255, 255, 255))
        frame[1, 0] = RGBA(255, 128, 0)
        frame[2, 0] = RGBA(9, 9, 9, 0)
        frame[3, 1] = RGBA(0, 0, 0, 0)
        frame[0, 1] = RGBA(0, 122, 255, 128)
        var memory = PaletteMemory()
        let image = Quantizer.indexedImage(for: frame, unchanged: nil, needsTransparentIndex: false, options: .init(), memory: &memory)
        XCTAssertEqual(image.palette, [RGBA(255, 255, 255), RGBA(255, 128, 0), RGBA(0, 0, 0, 0), RGBA(0, 122, 255)])
        XCTAssertEqual(image.transparentIndex, 2)
        XCTAssertEqual(image.indices, [0, 1, 2, 0, 3, 0, 0, 2])

        // Asked for a transparent entry when none is used: one at the end.
        let opaque = Frame(width: 2, height: 1, fill: RGBA(1, 2, 3))
        let cleared = Quantizer.indexedImage(for: opaque, unchanged: nil, needsTransparentIndex: true, options: .init(), memory: &memory)
        XCTAssertEqual(cleared.palette, [RGBA(1, 2, 3), RGBA(0, 0, 0, 0)])
        XCTAssertEqual(cleared.transparentIndex, 1)
        XCTAssertEqual(cleared.indices, [0, 0])
    }

    /// More colors than `maxColors`: at most `maxColors` opaque entries and the transparent one
    /// after them, and without dithering each pixel takes the entry nearest its color.
    func testARichFrameMapsEachPixelToItsNearestEntry() {
        let frame = gradientWithSquare(x: 30, width: 64, height: 48)
        var memory = PaletteMemory()
        let image = Quantizer.indexedImage(for: frame, unchanged: nil, needsTransparentIndex: false,
                                           options: .init(maxColors: 16), memory: &memory)
        XCTAssertEqual(image.palette.count, 17)
        XCTAssertEqual(image.transparentIndex, 16)
        XCTAssertEqual(image.palette.last, RGBA(0, 0, 0, 0))
        let opaque = Array(image.palette.dropLast())
        for y in 0..<frame.height {
            for x in 0..<frame.width {
                XCTAssertEqual(Int(image.indices[y * frame.width + x]), bruteForceNearest(frame[x, y], in: opaque), "(\(x), \(y))")
            }
        }
        // 256 colors asked for, more than 256 in the frame: 255 opaque entries, so the
        // transparent one still fits.
        let rich = gradientWithSquare(x: 0, width: 256, height: 128)
        var fresh = PaletteMemory()
        let full = Quantizer.indexedImage(for: rich, unchanged: nil, needsTransparentIndex: false, options: .init(), memory: &fresh)
        XCTAssertEqual(full.palette.count, 256)
        XCTAssertEqual(full.transparentIndex, 255)
    }

    // MARK: Helpers

    private func uniqueColors(_ count: Int, _ generator: inout SeededGenerator) -> [RGBA] {
        var seen = Set<UInt32>()
        var colors: [RGBA] = []
        while colors.count < count {
            let color = randomColor(&generator)
            if seen.insert(color.rgbKey).inserted { colors.append(color) }
        }
        return colors
    }

    /// Σ weight × squared distance to the nearest entry.
    private func weightedError(_ colors: [RGBA], _ weights: [Int], _ palette: [RGBA]) -> Int {
        zip(colors, weights).reduce(0) { $0 + $1.1 * $1.0.squaredDistance(to: palette[bruteForceNearest($1.0, in: palette)]) }
    }
}

extension RGBA {
    fileprivate var rgbKey: UInt32 { UInt32(r) << 16 | UInt32(g) << 8 | UInt32(b) }
}
