import Basics
import Foundation

/// A frame as palette indices, the form a GIF image takes.
package struct IndexedImage {
    /// At most 256 colours. The entry at `transparentIndex`, if any, is `RGBA(0, 0, 0, 0)`.
    package var palette: [RGBA]
    /// The palette index standing for every pixel whose alpha is 0.
    package var transparentIndex: Int?
    /// One palette index per pixel, row-major from the top-left.
    package var indices: [UInt8]
}

/// Turns a frame into at most 256 colours.
///
/// - A frame with at most `maxColors` opaque colours keeps them exactly, in order of first
///   appearance (unless it has all 256 and must also have a transparent entry). A richer one is mapped onto a palette of at most `maxColors` colours (and
///   never 256, so a transparent entry always fits) that `PaletteMemory` keeps from frame to
///   frame while it still fits, so a colour does not flicker between entries. Each colour goes
///   to its nearest entry, or with `dither` Floyd–Steinberg error diffusion spreads the
///   difference onto the pixels to the right and below.
/// - Pixels with alpha 0 all share one transparent entry; any other alpha is treated as opaque,
///   since GIF has no partial transparency.
/// - Pixels marked unchanged (already on screen) may become transparent too, which leaves the
///   screen as it is: always for a mapped frame, where it also keeps the shown colours stable;
///   for an exact one when the palette has room and it makes fewer runs of equal indices, the
///   cheap measure of how well LZW compresses a row.
///
/// Nothing here iterates a `Dictionary` or `Set`: the same frames give the same palettes and
/// indices in every process. (The `package` declarations in this file are for the package's
/// tests: release builds do not compile libraries for `@testable import`.)
package enum Quantizer {
    static let maximumColours = 256

    /// `unchanged`, if given, has one flag per pixel of `frame`. With `needsTransparentIndex`
    /// the palette has a transparent entry even if no pixel uses it: an image that is cleared
    /// after showing needs one, since Pillow clears to the image's transparent colour, or
    /// else to its opaque background colour.
    package static func indexedImage(
        for frame: Frame, unchanged: [Bool]?, needsTransparentIndex: Bool, options: GIFWriter.Options,
        memory: inout PaletteMemory
    ) -> IndexedImage {
        let distinct = DistinctColours(frame)
        let hasTransparency = distinct.keys.contains(DistinctColours.transparentKey)
        let opaqueCount = distinct.keys.count - (hasTransparency ? 1 : 0)
        let entriesNeeded = distinct.keys.count + (needsTransparentIndex && !hasTransparency ? 1 : 0)
        if opaqueCount <= options.maxColors && entriesNeeded <= maximumColours {
            var image = exactImage(distinct, unchanged: unchanged)
            if needsTransparentIndex && image.transparentIndex == nil {
                image.transparentIndex = image.palette.count
                image.palette.append(RGBA(0, 0, 0, 0))
            }
            return image
        }

        var opaqueColours: [RGBA] = []
        var opaqueCounts: [Int] = []
        opaqueColours.reserveCapacity(opaqueCount)
        opaqueCounts.reserveCapacity(opaqueCount)
        for (key, count) in zip(distinct.keys, distinct.counts) where key != DistinctColours.transparentKey {
            opaqueColours.append(DistinctColours.rgba(forKey: key))
            opaqueCounts.append(count)
        }
        var (palette, nearestOfColour) = memory.palette(
            colours: opaqueColours, counts: opaqueCounts, maximumCount: min(options.maxColors, maximumColours - 1))
        let transparentIndex = palette.count
        palette.append(RGBA(0, 0, 0, 0))

        var indices: [UInt8]
        if options.dither {
            indices = FloydSteinberg.indices(
                for: frame, palette: Array(palette.dropLast()), transparentIndex: transparentIndex, unchanged: unchanged)
        } else {
            var opaqueNumber = 0
            let paletteIndexOfColour = distinct.keys.map { key -> UInt8 in
                guard key != DistinctColours.transparentKey else { return UInt8(transparentIndex) }
                defer { opaqueNumber += 1 }
                return UInt8(nearestOfColour[opaqueNumber])
            }
            indices = distinct.indices(paletteIndexOfColour: paletteIndexOfColour)
            if let unchanged {
                for pixel in indices.indices where unchanged[pixel] { indices[pixel] = UInt8(transparentIndex) }
            }
        }
        return IndexedImage(palette: palette, transparentIndex: transparentIndex, indices: indices)
    }

    private static func exactImage(_ distinct: DistinctColours, unchanged: [Bool]?) -> IndexedImage {
        var palette = distinct.keys.map(DistinctColours.rgba(forKey:))
        var transparentIndex = distinct.keys.firstIndex(of: DistinctColours.transparentKey)
        let indices = distinct.indices(paletteIndexOfColour: (0..<distinct.keys.count).map { UInt8($0) })
        guard let unchanged, transparentIndex != nil || palette.count < maximumColours else {
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
/// while it fits that frame about as well as it fit the frame it was built for, so colours
/// that stay on screen keep their entries; otherwise median cut builds a new one.
package struct PaletteMemory {
    private var palette: [RGBA] = []
    /// Mean squared RGB distance from the pixels `palette` was built for to their entries.
    private var builtError = 0.0

    /// A reused error may be twice the built one, or this much (4 per channel), whichever is more.
    private static let acceptableError = 48.0

    package init() {}

    /// The palette for `colours` (distinct, opaque; `counts[i]` pixels have `colours[i]`) and
    /// the nearest entry for each colour.
    package mutating func palette(colours: [RGBA], counts: [Int], maximumCount: Int) -> (palette: [RGBA], nearest: [Int]) {
        if !palette.isEmpty && palette.count <= maximumCount {
            let (nearest, error) = Self.fit(colours, counts, to: palette)
            if error <= max(2 * builtError, Self.acceptableError) { return (palette, nearest) }
        }
        palette = MedianCut.palette(colours: colours, counts: counts, maximumCount: maximumCount)
        let (nearest, error) = Self.fit(colours, counts, to: palette)
        builtError = error
        return (palette, nearest)
    }

    private static func fit(_ colours: [RGBA], _ counts: [Int], to palette: [RGBA]) -> (nearest: [Int], error: Double) {
        let finder = NearestColour(palette: palette)
        var total = 0.0, pixels = 0
        let nearest = zip(colours, counts).map { colour, count -> Int in
            let index = finder.index(of: colour)
            total += Double(count * colour.squaredDistance(to: palette[index]))
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

/// Finds the palette entry nearest a colour (squared RGB distance; the lowest index wins a tie),
/// searching outward from the colour's red value through the palette sorted by red, and
/// stopping on each side once red alone is further than the best match so far.
package struct NearestColour {
    /// The palette's colours as (red, green, blue, index), sorted by red, then index.
    private let sorted: [SIMD4<Int32>]

    package init(palette: [RGBA]) {
        sorted = palette.enumerated()
            .map { SIMD4(Int32($0.element.r), Int32($0.element.g), Int32($0.element.b), Int32($0.offset)) }
            .sorted { ($0.x, $0.w) < ($1.x, $1.w) }
    }

    package func index(of colour: RGBA) -> Int {
        let target = SIMD4(Int32(colour.r), Int32(colour.g), Int32(colour.b), 0)
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

/// The distinct colours of a frame in order of first appearance, with pixel counts, and which
/// of them each pixel has. A small open-addressing hash table with a fixed hash function keeps
/// this fast and the same in every process.
struct DistinctColours {
    /// Every pixel with alpha 0, whatever its RGB.
    static let transparentKey: UInt32 = 0
    /// Never a key: opaque keys have 0xFF in the top byte and the transparent key is 0.
    private static let emptySlot: UInt32 = 0x0100_0000

    /// One key per distinct colour: `0xFFRRGGBB`, or `transparentKey`.
    private(set) var keys: [UInt32] = []
    /// How many pixels have each colour in `keys`.
    private(set) var counts: [Int] = []
    /// For each pixel, its colour's position in `keys`.
    private(set) var colourOfPixel: [UInt32] = []
    /// The hash table: each slot's key (or `emptySlot`) and its colour's position in `keys`.
    private var slotKeys: [UInt32] = []
    private var slotColours: [UInt32] = []

    /// No colours yet; `recount` fills it.
    init() {}

    init(_ frame: Frame) {
        recount(frame, in: .whole(frame))
    }

    /// Counts the pixels of `area` of `frame` (row-major within the area), replacing what was
    /// counted before. The storage is reused, so a writer that keeps one of these counts each
    /// image's colours without allocating once it has seen its largest image.
    mutating func recount(_ frame: Frame, in area: PixelArea) {
        let pixelCount = area.width * area.height
        // At most one slot in two is ever used, so probe sequences stay short. Interface
        // frames have few colours: a small table first (256 KB, which a new process touches in
        // 64 pages rather than a frame's 1,000), and one for every pixel only when the image
        // has more colours than half of it. The colours come out in the same order either way.
        var slotBits = 10
        while 1 << slotBits < 2 * pixelCount { slotBits += 1 }
        let smallBits = min(slotBits, 15)
        if !count(frame, in: area, slotBits: smallBits, stoppingAt: 1 << (smallBits - 1)) {
            _ = count(frame, in: area, slotBits: slotBits, stoppingAt: Int.max)
        }
    }

    /// Counts with a table of 2^`slotBits` slots; false, with the counts unfinished, once
    /// `limit` colours are found.
    private mutating func count(_ frame: Frame, in area: PixelArea, slotBits: Int, stoppingAt limit: Int) -> Bool {
        let pixelCount = area.width * area.height
        let slotMask = (1 << slotBits) - 1
        slotKeys.reset(count: 1 << slotBits, to: Self.emptySlot)
        slotColours.reset(count: 1 << slotBits, to: 0)
        colourOfPixel.reset(count: pixelCount, to: 0)
        keys.removeAll(keepingCapacity: true)
        counts.removeAll(keepingCapacity: true)
        let frameWidth = frame.width
        var complete = true

        frame.pixels.withUnsafeBufferPointer { pixels in
            slotKeys.withUnsafeMutableBufferPointer { slotKeys in
                slotColours.withUnsafeMutableBufferPointer { slotColours in
                    colourOfPixel.withUnsafeMutableBufferPointer { colourOfPixel in
                        // Flat UI frames repeat the previous pixel's colour most of the time.
                        var previousKey = Self.emptySlot
                        var previousColour: UInt32 = 0
                        // Pixels of `previousColour` not yet in `counts`.
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
                                    if run > 0 { counts[Int(previousColour)] += run }
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
                                        slotColours[slot] = UInt32(keys.count)
                                        keys.append(key)
                                        counts.append(0)
                                    }
                                    previousKey = key
                                    previousColour = slotColours[slot]
                                }
                                colourOfPixel[pixel] = previousColour
                                run += 1
                                pixel += 1
                            }
                        }
                        if run > 0 { counts[Int(previousColour)] += run }
                    }
                }
            }
        }
        return complete
    }

    /// Each pixel's palette index, given the index of each colour in `keys`.
    func indices(paletteIndexOfColour: [UInt8]) -> [UInt8] {
        var indices = [UInt8](repeating: 0, count: colourOfPixel.count)
        indices.withUnsafeMutableBufferPointer { indices in
            paletteIndexOfColour.withUnsafeBufferPointer { paletteIndex in
                colourOfPixel.withUnsafeBufferPointer { colourOfPixel in
                    for pixel in 0..<colourOfPixel.count {
                        indices[pixel] = paletteIndex[Int(colourOfPixel[pixel])]
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

/// The global colour table a writer builds as frames come: colours are added as images need
/// them and never change or move, so every image written so far keeps its meaning. At most
/// `capacity` entries (255 at most, so an image using them all still has an index left to be
/// its transparent one).
///
/// - An image's new colours are all added, exactly, while the table stays at most half full.
/// - Otherwise colours missing from the table are added one at a time, each time the one
///   whose pixels are furthest from the table in all (pixels × squared distance, plus what
///   the colour cost in earlier images, so one that keeps coming back earns an entry), while
///   that cost is worth an entry: the bar rises steeply as the table fills, keeping room for
///   later images. The last `reservedEntries` only take colours costing `largeCost` or more,
///   such as a new fill covering a large area. New entries then move to the mean of the
///   colours nearest them (a few rounds of Lloyd's iteration).
/// - Every other colour takes its nearest entry, and keeps it when it comes back, unless it
///   has been given an exact entry since. A colour mapped in a rich image (many more colours
///   than the table holds: a smooth gradient, a photograph) keeps its entry for good, so a
///   shape moving over such a background leaves no trail of slightly different colours.
///
/// A table made `init(fixed:)`, from a census of the whole clip (`ColourCensus`), never
/// grows: each colour takes its own entry if it has one, else its nearest (lowest index on a
/// tie), also colours the census never saw.
///
/// Lookups go through dictionaries that are never iterated: the same frames give the same
/// table in every process.
package struct GlobalPalette {
    package private(set) var entries: [RGBA] = []
    let capacity: Int
    /// Exact lookup from `0xRRGGBB` to entry.
    private var entryOfColour: [UInt32: Int] = [:]
    /// The entry each colour without one of its own was mapped to.
    private var approximationOfColour: [UInt32: Int] = [:]
    /// For each such colour, its pixels × squared error summed over the images so far.
    private var pastCostOfColour: [UInt32: Int] = [:]
    /// Both are emptied when they reach this many colours, so memory stays bounded.
    private static let maximumRemembered = 1 << 16

    private static let exactShare = 0.5
    private static let reservedEntries = 16
    private static let largeCost = 20_000
    /// The cost an entry must save: `entryCost · entryCostGrowth^(entries / capacity)`.
    private static let entryCost = 5.0
    private static let entryCostGrowth = 1000.0
    private static let pastCostWeight = 4
    /// An image with more than this many times `capacity` colours is rich (see above).
    private static let richFactor = 4
    /// Marks an approximation made in a rich image.
    private static let stickyFlag = 0x100
    private static let refinementRounds = 3

    /// The nearest-entry search of a fixed table; nil for one that grows.
    private var fixedFinder: NearestColour?

    package init(capacity: Int) {
        precondition(capacity >= 2 && capacity <= 255)
        self.capacity = capacity
    }

    /// A table of exactly `entries` (1...255 distinct colours) that never changes.
    package init(fixed entries: [RGBA]) {
        precondition((1...255).contains(entries.count))
        capacity = entries.count
        for (index, colour) in entries.enumerated() where entryOfColour[Self.key(colour)] == nil {
            entryOfColour[Self.key(colour)] = index
        }
        self.entries = entries
        fixedFinder = NearestColour(palette: entries)
    }

    /// The entry for each of `colours` (distinct, opaque; `counts[i]` pixels need
    /// `colours[i]`), adding entries as described above. A colour with a count of 0 (only
    /// pixels the screen already shows have it) gets an entry only if it has one already,
    /// else -1.
    package mutating func map(colours: [RGBA], counts: [Int]) -> [Int] {
        if let fixedFinder { return mapFixed(colours, finder: fixedFinder) }
        let rich = colours.count > Self.richFactor * capacity
        var result = [Int](repeating: -1, count: colours.count)
        var missing: [Int] = []
        for (number, colour) in colours.enumerated() {
            let key = Self.key(colour)
            if let earlier = approximationOfColour[key], earlier & Self.stickyFlag != 0 {
                result[number] = earlier & 0xFF
            } else if let entry = entryOfColour[key] {
                result[number] = entry
            } else if counts[number] > 0 {
                missing.append(number)
            }
        }
        if missing.isEmpty { return result }
        if Double(missing.count + entries.count) <= Double(capacity) * Self.exactShare {
            for number in missing { result[number] = add(colours[number]) }
            return result
        }
        let missingColours = missing.map { colours[$0] }
        let missingCounts = missing.map { counts[$0] }
        let firstNew = entries.count
        addGreedily(missingColours, counts: missingCounts, past: missing.map { pastCostOfColour[Self.key(colours[$0])] ?? 0 })
        refine(from: firstNew, colours: missingColours, counts: missingCounts)

        let finder = NearestColour(palette: entries)
        if approximationOfColour.count >= Self.maximumRemembered { approximationOfColour.removeAll() }
        if pastCostOfColour.count >= Self.maximumRemembered { pastCostOfColour.removeAll() }
        for number in missing {
            let colour = colours[number]
            let key = Self.key(colour)
            let earlier = approximationOfColour[key]
            if let earlier, earlier & Self.stickyFlag != 0 {
                result[number] = earlier & 0xFF
                continue
            }
            if let exact = entryOfColour[key] {
                result[number] = exact
                continue
            }
            let entry = earlier.map { $0 & 0xFF } ?? finder.index(of: colour)
            approximationOfColour[key] = entry | (rich ? Self.stickyFlag : 0)
            pastCostOfColour[key, default: 0] += counts[number] * colour.squaredDistance(to: entries[entry])
            result[number] = entry
        }
        return result
    }

    /// The entry that is exactly `colour` (alpha aside), if any.
    package func exactEntry(of colour: RGBA) -> Int? {
        entryOfColour[Self.key(colour)]
    }

    private mutating func mapFixed(_ colours: [RGBA], finder: NearestColour) -> [Int] {
        if approximationOfColour.count >= Self.maximumRemembered { approximationOfColour.removeAll() }
        return colours.map { colour in
            let key = Self.key(colour)
            if let entry = entryOfColour[key] ?? approximationOfColour[key] { return entry }
            let entry = finder.index(of: colour)
            approximationOfColour[key] = entry
            return entry
        }
    }

    private mutating func addGreedily(_ colours: [RGBA], counts: [Int], past: [Int]) {
        let reserved = min(capacity / 4, Self.reservedEntries)
        // Squared distance to the nearest entry; "very far" while the table is empty.
        var distance: [Int]
        if entries.isEmpty {
            distance = [Int](repeating: 3 * 255 * 255, count: colours.count)
        } else {
            let finder = NearestColour(palette: entries)
            distance = colours.map { $0.squaredDistance(to: entries[finder.index(of: $0)]) }
        }
        func cost(_ number: Int) -> Int { counts[number] * distance[number] + Self.pastCostWeight * past[number] }
        while entries.count < capacity {
            let smallAllowed = entries.count < capacity - reserved
            var best = -1, bestCost = 0
            for number in colours.indices where distance[number] > 0 {
                let cost = cost(number)
                guard cost >= Self.largeCost || smallAllowed else { continue }
                if cost > bestCost { best = number; bestCost = cost }
            }
            guard best >= 0 else { return }
            let fill = Double(entries.count) / Double(capacity)
            if bestCost < Self.largeCost && Double(bestCost) < Self.entryCost * pow(Self.entryCostGrowth, fill) { return }
            let colour = colours[best]
            _ = add(colour)
            for number in colours.indices where distance[number] > 0 {
                distance[number] = min(distance[number], colours[number].squaredDistance(to: colour))
            }
        }
    }

    /// Moves the entries from `first` on (new, so no image uses them yet) to the mean of the
    /// colours nearest them, weighting by pixel count.
    private mutating func refine(from first: Int, colours: [RGBA], counts: [Int]) {
        guard first < entries.count else { return }
        for _ in 0..<Self.refinementRounds {
            let finder = NearestColour(palette: entries)
            var sums = [SIMD4<Int>](repeating: .zero, count: entries.count)
            for (colour, count) in zip(colours, counts) where count > 0 {
                let entry = finder.index(of: colour)
                guard entry >= first else { continue }
                sums[entry] &+= SIMD4(Int(colour.r) * count, Int(colour.g) * count, Int(colour.b) * count, count)
            }
            var moved = false
            for entry in first..<entries.count where sums[entry].w > 0 {
                let total = sums[entry].w
                func mean(_ sum: Int) -> UInt8 { UInt8((sum + total / 2) / total) }
                let colour = RGBA(mean(sums[entry].x), mean(sums[entry].y), mean(sums[entry].z))
                guard colour != entries[entry], entryOfColour[Self.key(colour)] == nil else { continue }
                entryOfColour[Self.key(entries[entry])] = nil
                entries[entry] = colour
                entryOfColour[Self.key(colour)] = entry
                moved = true
            }
            if !moved { return }
        }
    }

    private mutating func add(_ colour: RGBA) -> Int {
        entries.append(colour)
        entryOfColour[Self.key(colour)] = entries.count - 1
        return entries.count - 1
    }

    private static func key(_ colour: RGBA) -> UInt32 {
        UInt32(colour.r) << 16 | UInt32(colour.g) << 8 | UInt32(colour.b)
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
