import Basics
import Foundation

/// A frame as palette indices, the form a GIF image takes.
package struct IndexedImage {
    /// At most 256 colors. The entry at `transparentIndex`, if any, is `RGBA(0, 0, 0, 0)`.
    package var palette: [RGBA]
    /// The palette index standing for every pixel whose alpha is 0.
    package var transparentIndex: Int?
    /// One palette index per pixel, row-major from the top-left.
    package var indices: [UInt8]
}

/// Turns a frame into at most 256 colors: exactly when it has few enough, else onto a
/// median-cut palette kept from frame to frame (or dithered onto one), with one transparent
/// entry for alpha 0 and for pixels already on screen where that helps LZW. How and why:
/// docs/ARCHITECTURE.md, "The GIF encoder".
package enum Quantizer {
    static let maximumColors = 256

    /// `unchanged`, if given, has one flag per pixel of `frame`. With `needsTransparentIndex`
    /// the palette has a transparent entry even if no pixel uses it: an image that is cleared
    /// after showing needs one, since Pillow clears to the image's transparent color, or
    /// else to its opaque background color.
    package static func indexedImage(
        for frame: Frame, unchanged: [Bool]?, needsTransparentIndex: Bool, options: GIFWriter.Options,
        memory: inout PaletteMemory
    ) -> IndexedImage {
        let distinct = DistinctColors(frame)
        let hasTransparency = distinct.keys.contains(DistinctColors.transparentKey)
        let opaqueCount = distinct.keys.count - (hasTransparency ? 1 : 0)
        let entriesNeeded = distinct.keys.count + (needsTransparentIndex && !hasTransparency ? 1 : 0)
        if opaqueCount <= options.maxColors && entriesNeeded <= maximumColors {
            var image = exactImage(distinct, unchanged: unchanged)
            if needsTransparentIndex && image.transparentIndex == nil {
                image.transparentIndex = image.palette.count
                image.palette.append(RGBA(0, 0, 0, 0))
            }
            return image
        }

        var opaqueColors: [RGBA] = []
        var opaqueCounts: [Int] = []
        opaqueColors.reserveCapacity(opaqueCount)
        opaqueCounts.reserveCapacity(opaqueCount)
        for (key, count) in zip(distinct.keys, distinct.counts) where key != DistinctColors.transparentKey {
            opaqueColors.append(DistinctColors.rgba(forKey: key))
            opaqueCounts.append(count)
        }
        var (palette, nearestOfColor) = memory.palette(
            colors: opaqueColors, counts: opaqueCounts, maximumCount: min(options.maxColors, maximumColors - 1))
        let transparentIndex = palette.count
        palette.append(RGBA(0, 0, 0, 0))

        var indices: [UInt8]
        if options.dither {
            indices = FloydSteinberg.indices(
                for: frame, palette: Array(palette.dropLast()), transparentIndex: transparentIndex, unchanged: unchanged)
        } else {
            var opaqueNumber = 0
            let paletteIndexOfColor = distinct.keys.map { key -> UInt8 in
                guard key != DistinctColors.transparentKey else { return UInt8(transparentIndex) }
                defer { opaqueNumber += 1 }
                return UInt8(nearestOfColor[opaqueNumber])
            }
            indices = distinct.indices(paletteIndexOfColor: paletteIndexOfColor)
            if let unchanged {
                for pixel in indices.indices where unchanged[pixel] { indices[pixel] = UInt8(transparentIndex) }
            }
        }
        return IndexedImage(palette: palette, transparentIndex: transparentIndex, indices: indices)
    }

    private static func exactImage(_ distinct: DistinctColors, unchanged: [Bool]?) -> IndexedImage {
        var palette = distinct.keys.map(DistinctColors.rgba(forKey:))
        var transparentIndex = distinct.keys.firstIndex(of: DistinctColors.transparentKey)
        let indices = distinct.indices(paletteIndexOfColor: (0..<distinct.keys.count).map { UInt8($0) })
        guard let unchanged, transparentIndex != nil || palette.count < maximumColors else {
            return IndexedImage(palette: palette, transparentIndex: transparentIndex, indices: indices)
        }
        let clear = UInt8(transparentIndex ?? palette.count)
        var seeThrough = indices
        for pixel in seeThrough.indices where unchanged[pixel] { seeThrough[pixel] = clear }
        guard runCount(seeThrough) < runCount(indices) else {
            return IndexedImage(palette: palette, transparentIndex: transparentIndex, indices: indices)
        }
        if transparentIndex == nil {
            transparentIndex = palette.count
            palette.append(RGBA(0, 0, 0, 0))
        }
        return IndexedImage(palette: palette, transparentIndex: transparentIndex, indices: seeThrough)
    }

    /// How many runs of equal neighbours `indices` has, read as one sequence.
    private static func runCount(_ indices: [UInt8]) -> Int {
        var runs = 0
        var previous: UInt8?
        for index in indices where index != previous {
            runs += 1
            previous = index
        }
        return runs
    }
}

/// The palette a writer dithers rich frames onto, kept from frame to frame: a new frame reuses it
/// while it fits that frame about as well as it fit the frame it was built for, so colors
/// that stay on screen keep their entries; otherwise median cut builds a new one.
package struct PaletteMemory {
    private var palette: [RGBA] = []
    /// Mean squared RGB distance from the pixels `palette` was built for to their entries.
    private var builtError = 0.0

    /// A reused error may be twice the built one, or this much (4 per channel), whichever is more.
    private static let acceptableError = 48.0

    package init() {}

    /// The palette for `colors` (distinct, opaque; `counts[i]` pixels have `colors[i]`) and
    /// the nearest entry for each color.
    package mutating func palette(colors: [RGBA], counts: [Int], maximumCount: Int) -> (palette: [RGBA], nearest: [Int]) {
        if !palette.isEmpty && palette.count <= maximumCount {
            let (nearest, error) = Self.fit(colors, counts, to: palette)
            if error <= max(2 * builtError, Self.acceptableError) { return (palette, nearest) }
        }
        palette = MedianCut.palette(colors: colors, counts: counts, maximumCount: maximumCount)
        let (nearest, error) = Self.fit(colors, counts, to: palette)
        builtError = error
        return (palette, nearest)
    }

    private static func fit(_ colors: [RGBA], _ counts: [Int], to palette: [RGBA]) -> (nearest: [Int], error: Double) {
        let finder = NearestColor(palette: palette)
        var total = 0.0, pixels = 0
        let nearest = zip(colors, counts).map { color, count -> Int in
            let index = finder.index(of: color)
            total += Double(count * color.squaredDistance(to: palette[index]))
            pixels += count
            return index
        }
        return (nearest, pixels == 0 ? 0 : total / Double(pixels))
    }
}

extension RGBA {
    package func squaredDistance(to other: RGBA) -> Int {
        let (r, g, b) = (Int(self.r) - Int(other.r), Int(self.g) - Int(other.g), Int(self.b) - Int(other.b))
        return r * r + g * g + b * b
    }
}

/// Finds the palette entry nearest a color (squared RGB distance; the lowest index wins a tie),
/// searching outward from the color's red value through the palette sorted by red, and
/// stopping on each side once red alone is further than the best match so far.
package struct NearestColor {
    /// The palette's colors as (red, green, blue, index), sorted by red, then index.
    private let sorted: [SIMD4<Int32>]

    package init(palette: [RGBA]) {
        sorted = palette.enumerated()
            .map { SIMD4(Int32($0.element.r), Int32($0.element.g), Int32($0.element.b), Int32($0.offset)) }
            .sorted { ($0.x, $0.w) < ($1.x, $1.w) }
    }

    package func index(of color: RGBA) -> Int {
        let target = SIMD4(Int32(color.r), Int32(color.g), Int32(color.b), 0)
        var best = Int32.max
        var bestDistance = Int32.max
        sorted.withUnsafeBufferPointer { sorted in
            // Start at the first entry whose red is at least the target's.
            var low = 0, high = sorted.count
            while low < high {
                let middle = (low + high) / 2
                if sorted[middle].x < target.x { low = middle + 1 } else { high = middle }
            }
            var up = low, down = low - 1
            while up < sorted.count || down >= 0 {
                // Alternate sides, so a close match found on one bounds the search on the other.
                var candidate: SIMD4<Int32>
                if up < sorted.count && (down < 0 || sorted[up].x - target.x <= target.x - sorted[down].x) {
                    candidate = sorted[up]
                    up += 1
                } else {
                    candidate = sorted[down]
                    down -= 1
                }
                let difference = candidate &- target
                guard difference.x * difference.x <= bestDistance else { break }
                let distance = difference.x * difference.x + difference.y * difference.y
                    + difference.z * difference.z
                if distance < bestDistance || (distance == bestDistance && candidate.w < best) {
                    bestDistance = distance
                    best = candidate.w
                }
            }
        }
        return Int(best)
    }
}

/// The distinct colors of a frame in order of first appearance, with pixel counts, and which
/// of them each pixel has. A small open-addressing hash table with a fixed hash function keeps
/// this fast and the same in every process.
struct DistinctColors {
    /// Every pixel with alpha 0, whatever its RGB.
    static let transparentKey: UInt32 = 0
    /// Never a key: opaque keys have 0xFF in the top byte and the transparent key is 0.
    private static let emptySlot: UInt32 = 0x0100_0000

    /// One key per distinct color: `0xFFRRGGBB`, or `transparentKey`.
    private(set) var keys: [UInt32] = []
    /// How many pixels have each color in `keys`.
    private(set) var counts: [Int] = []
    /// For each pixel, its color's position in `keys`.
    private(set) var colorOfPixel: [UInt32] = []
    /// The hash table: each slot's key (or `emptySlot`) and its color's position in `keys`.
    private var slotKeys: [UInt32] = []
    private var slotColors: [UInt32] = []

    /// No colors yet; `recount` fills it.
    init() {}

    init(_ frame: Frame) {
        recount(frame, in: .whole(frame))
    }

    /// Counts the pixels of `area` of `frame` (row-major within the area), replacing what was
    /// counted before. The storage is reused, so a writer that keeps one of these counts each
    /// image's colors without allocating once it has seen its largest image.
    mutating func recount(_ frame: Frame, in area: PixelArea) {
        let pixelCount = area.width * area.height
        // At most one slot in two is ever used, so probe sequences stay short. Interface
        // frames have few colors: a small table first (256 KB, which a new process touches in
        // 64 pages rather than a frame's 1,000), and one for every pixel only when the image
        // has more colors than half of it. The colors come out in the same order either way.
        var slotBits = 10
        while 1 << slotBits < 2 * pixelCount { slotBits += 1 }
        let smallBits = min(slotBits, 15)
        if !count(frame, in: area, slotBits: smallBits, stoppingAt: 1 << (smallBits - 1)) {
            _ = count(frame, in: area, slotBits: slotBits, stoppingAt: Int.max)
        }
    }

    /// Counts with a table of 2^`slotBits` slots; false, with the counts unfinished, once
    /// `limit` colors are found.
    private mutating func count(_ frame: Frame, in area: PixelArea, slotBits: Int, stoppingAt limit: Int) -> Bool {
        let pixelCount = area.width * area.height
        let slotMask = (1 << slotBits) - 1
        slotKeys.reset(count: 1 << slotBits, to: Self.emptySlot)
        slotColors.reset(count: 1 << slotBits, to: 0)
        colorOfPixel.reset(count: pixelCount, to: 0)
        keys.removeAll(keepingCapacity: true)
        counts.removeAll(keepingCapacity: true)
        let frameWidth = frame.width
        var complete = true

        frame.pixels.withUnsafeBufferPointer { pixels in
            slotKeys.withUnsafeMutableBufferPointer { slotKeys in
                slotColors.withUnsafeMutableBufferPointer { slotColors in
                    colorOfPixel.withUnsafeMutableBufferPointer { colorOfPixel in
                        // Flat UI frames repeat the previous pixel's color most of the time.
                        var previousKey = Self.emptySlot
                        var previousColor: UInt32 = 0
                        // Pixels of `previousColor` not yet in `counts`.
                        var run = 0
                        var pixel = 0
                        for row in area.y..<area.y + area.height {
                            for column in area.x..<area.x + area.width {
                                let byte = (row * frameWidth + column) * 4
                                let key = pixels[byte + 3] == 0
                                    ? Self.transparentKey
                                    : 0xFF00_0000 | UInt32(pixels[byte]) << 16 | UInt32(pixels[byte + 1]) << 8
                                        | UInt32(pixels[byte + 2])
                                if key != previousKey {
                                    if run > 0 { counts[Int(previousColor)] += run }
                                    run = 0
                                    var slot = Int(truncatingIfNeeded: (key &* 0x9E37_79B1) >> (32 - UInt32(slotBits)))
                                    while slotKeys[slot] != key && slotKeys[slot] != Self.emptySlot {
                                        slot = (slot + 1) & slotMask
                                    }
                                    if slotKeys[slot] == Self.emptySlot {
                                        if keys.count == limit {
                                            complete = false
                                            return
                                        }
                                        slotKeys[slot] = key
                                        slotColors[slot] = UInt32(keys.count)
                                        keys.append(key)
                                        counts.append(0)
                                    }
                                    previousKey = key
                                    previousColor = slotColors[slot]
                                }
                                colorOfPixel[pixel] = previousColor
                                run += 1
                                pixel += 1
                            }
                        }
                        if run > 0 { counts[Int(previousColor)] += run }
                    }
                }
            }
        }
        return complete
    }

    /// Each pixel's palette index, given the index of each color in `keys`.
    func indices(paletteIndexOfColor: [UInt8]) -> [UInt8] {
        var indices = [UInt8](repeating: 0, count: colorOfPixel.count)
        indices.withUnsafeMutableBufferPointer { indices in
            paletteIndexOfColor.withUnsafeBufferPointer { paletteIndex in
                colorOfPixel.withUnsafeBufferPointer { colorOfPixel in
                    for pixel in 0..<colorOfPixel.count {
                        indices[pixel] = paletteIndex[Int(colorOfPixel[pixel])]
                    }
                }
            }
        }
        return indices
    }

    static func rgba(forKey key: UInt32) -> RGBA {
        key == transparentKey
            ? RGBA(0, 0, 0, 0)
            : RGBA(UInt8(key >> 16 & 0xFF), UInt8(key >> 8 & 0xFF), UInt8(key & 0xFF), 255)
    }
}

/// The global color table a writer builds as frames come: colors are added as images need
/// them and never change or move, so every image written so far keeps its meaning. At most
/// `capacity` entries (255 at most, so an image using them all still has an index left to be
/// its transparent one).
///
/// - An image's new colors are all added, exactly, while the table stays at most half full.
/// - Otherwise colors missing from the table are added one at a time, each time the one
///   whose pixels are furthest from the table in all (pixels × squared distance, plus what
///   the color cost in earlier images, so one that keeps coming back earns an entry), while
///   that cost is worth an entry: the bar rises steeply as the table fills, keeping room for
///   later images. The last `reservedEntries` only take colors costing `largeCost` or more,
///   such as a new fill covering a large area. New entries then move to the mean of the
///   colors nearest them (a few rounds of Lloyd's iteration).
/// - Every other color takes its nearest entry, and keeps it when it comes back, unless it
///   has been given an exact entry since. A color mapped in a rich image (many more colors
///   than the table holds: a smooth gradient, a photograph) keeps its entry for good, so a
///   shape moving over such a background leaves no trail of slightly different colors.
///
/// A table made `init(fixed:)`, from a census of the whole clip (`ColorCensus`), never
/// grows: each color takes its own entry if it has one, else its nearest (lowest index on a
/// tie), also colors the census never saw.
///
/// Lookups go through dictionaries that are never iterated: the same frames give the same
/// table in every process.
package struct GlobalPalette {
    package private(set) var entries: [RGBA] = []
    let capacity: Int
    /// Exact lookup from `0xRRGGBB` to entry.
    private var entryOfColor: [UInt32: Int] = [:]
    /// The entry each color without one of its own was mapped to.
    private var approximationOfColor: [UInt32: Int] = [:]
    /// For each such color, its pixels × squared error summed over the images so far.
    private var pastCostOfColor: [UInt32: Int] = [:]
    /// Both are emptied when they reach this many colors, so memory stays bounded.
    private static let maximumRemembered = 1 << 16

    private static let exactShare = 0.5
    private static let reservedEntries = 16
    private static let largeCost = 20_000
    /// The cost an entry must save: `entryCost · entryCostGrowth^(entries / capacity)`.
    private static let entryCost = 5.0
    private static let entryCostGrowth = 1000.0
    private static let pastCostWeight = 4
    /// An image with more than this many times `capacity` colors is rich (see above).
    private static let richFactor = 4
    /// Marks an approximation made in a rich image.
    private static let stickyFlag = 0x100
    private static let refinementRounds = 3

    /// The nearest-entry search of a fixed table; nil for one that grows.
    private var fixedFinder: NearestColor?

    package init(capacity: Int) {
        precondition(capacity >= 2 && capacity <= 255)
        self.capacity = capacity
    }

    /// A table of exactly `entries` (1...255 distinct colors) that never changes.
    package init(fixed entries: [RGBA]) {
        precondition((1...255).contains(entries.count))
        capacity = entries.count
        for (index, color) in entries.enumerated() where entryOfColor[Self.key(color)] == nil {
            entryOfColor[Self.key(color)] = index
        }
        self.entries = entries
        fixedFinder = NearestColor(palette: entries)
    }

    /// The entry for each of `colors` (distinct, opaque; `counts[i]` pixels need
    /// `colors[i]`), adding entries as described above. A color with a count of 0 (only
    /// pixels the screen already shows have it) gets an entry only if it has one already,
    /// else -1.
    package mutating func map(colors: [RGBA], counts: [Int]) -> [Int] {
        if let fixedFinder { return mapFixed(colors, finder: fixedFinder) }
        let rich = colors.count > Self.richFactor * capacity
        var result = [Int](repeating: -1, count: colors.count)
        var missing: [Int] = []
        for (number, color) in colors.enumerated() {
            let key = Self.key(color)
            if let earlier = approximationOfColor[key], earlier & Self.stickyFlag != 0 {
                result[number] = earlier & 0xFF
            } else if let entry = entryOfColor[key] {
                result[number] = entry
            } else if counts[number] > 0 {
                missing.append(number)
            }
        }
        if missing.isEmpty { return result }
        if Double(missing.count + entries.count) <= Double(capacity) * Self.exactShare {
            for number in missing { result[number] = add(colors[number]) }
            return result
        }
        let missingColors = missing.map { colors[$0] }
        let missingCounts = missing.map { counts[$0] }
        let firstNew = entries.count
        addGreedily(missingColors, counts: missingCounts, past: missing.map { pastCostOfColor[Self.key(colors[$0])] ?? 0 })
        refine(from: firstNew, colors: missingColors, counts: missingCounts)

        let finder = NearestColor(palette: entries)
        if approximationOfColor.count >= Self.maximumRemembered { approximationOfColor.removeAll() }
        if pastCostOfColor.count >= Self.maximumRemembered { pastCostOfColor.removeAll() }
        for number in missing {
            let color = colors[number]
            let key = Self.key(color)
            let earlier = approximationOfColor[key]
            if let earlier, earlier & Self.stickyFlag != 0 {
                result[number] = earlier & 0xFF
                continue
            }
            if let exact = entryOfColor[key] {
                result[number] = exact
                continue
            }
            let entry = earlier.map { $0 & 0xFF } ?? finder.index(of: color)
            approximationOfColor[key] = entry | (rich ? Self.stickyFlag : 0)
            pastCostOfColor[key, default: 0] += counts[number] * color.squaredDistance(to: entries[entry])
            result[number] = entry
        }
        return result
    }

    /// The entry that is exactly `color` (alpha aside), if any.
    package func exactEntry(of color: RGBA) -> Int? {
        entryOfColor[Self.key(color)]
    }

    private mutating func mapFixed(_ colors: [RGBA], finder: NearestColor) -> [Int] {
        if approximationOfColor.count >= Self.maximumRemembered { approximationOfColor.removeAll() }
        return colors.map { color in
            let key = Self.key(color)
            if let entry = entryOfColor[key] ?? approximationOfColor[key] { return entry }
            let entry = finder.index(of: color)
            approximationOfColor[key] = entry
            return entry
        }
    }

    private mutating func addGreedily(_ colors: [RGBA], counts: [Int], past: [Int]) {
        let reserved = min(capacity / 4, Self.reservedEntries)
        // Squared distance to the nearest entry; "very far" while the table is empty.
        var distance: [Int]
        if entries.isEmpty {
            distance = [Int](repeating: 3 * 255 * 255, count: colors.count)
        } else {
            let finder = NearestColor(palette: entries)
            distance = colors.map { $0.squaredDistance(to: entries[finder.index(of: $0)]) }
        }
        func cost(_ number: Int) -> Int { counts[number] * distance[number] + Self.pastCostWeight * past[number] }
        while entries.count < capacity {
            let smallAllowed = entries.count < capacity - reserved
            var best = -1, bestCost = 0
            for number in colors.indices where distance[number] > 0 {
                let cost = cost(number)
                guard cost >= Self.largeCost || smallAllowed else { continue }
                if cost > bestCost { best = number; bestCost = cost }
            }
            guard best >= 0 else { return }
            let fill = Double(entries.count) / Double(capacity)
            if bestCost < Self.largeCost && Double(bestCost) < Self.entryCost * pow(Self.entryCostGrowth, fill) { return }
            let color = colors[best]
            _ = add(color)
            for number in colors.indices where distance[number] > 0 {
                distance[number] = min(distance[number], colors[number].squaredDistance(to: color))
            }
        }
    }

    /// Moves the entries from `first` on (new, so no image uses them yet) to the mean of the
    /// colors nearest them, weighting by pixel count.
    private mutating func refine(from first: Int, colors: [RGBA], counts: [Int]) {
        guard first < entries.count else { return }
        for _ in 0..<Self.refinementRounds {
            let finder = NearestColor(palette: entries)
            var sums = [SIMD4<Int>](repeating: .zero, count: entries.count)
            for (color, count) in zip(colors, counts) where count > 0 {
                let entry = finder.index(of: color)
                guard entry >= first else { continue }
                sums[entry] &+= SIMD4(Int(color.r) * count, Int(color.g) * count, Int(color.b) * count, count)
            }
            var moved = false
            for entry in first..<entries.count where sums[entry].w > 0 {
                let total = sums[entry].w
                func mean(_ sum: Int) -> UInt8 { UInt8((sum + total / 2) / total) }
                let color = RGBA(mean(sums[entry].x), mean(sums[entry].y), mean(sums[entry].z))
                guard color != entries[entry], entryOfColor[Self.key(color)] == nil else { continue }
                entryOfColor[Self.key(entries[entry])] = nil
                entries[entry] = color
                entryOfColor[Self.key(color)] = entry
                moved = true
            }
            if !moved { return }
        }
    }

    private mutating func add(_ color: RGBA) -> Int {
        entries.append(color)
        entryOfColor[Self.key(color)] = entries.count - 1
        return entries.count - 1
    }

    private static func key(_ color: RGBA) -> UInt32 {
        UInt32(color.r) << 16 | UInt32(color.g) << 8 | UInt32(color.b)
    }
}

extension Array {
    /// Makes this `count` copies of `value`, in the storage it has when that is large enough:
    /// scratch that an encoder keeps from image to image.
    mutating func reset(count: Int, to value: Element) {
        removeAll(keepingCapacity: true)
        append(contentsOf: repeatElement(value, count: count))
    }
}
