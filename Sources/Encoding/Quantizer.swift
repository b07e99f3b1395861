/// A frame as palette indices, the form a GIF image takes.
struct IndexedImage {
    /// At most 256 colours. The entry at `transparentIndex`, if any, is `RGBA(0, 0, 0, 0)`.
    var palette: [RGBA]
    /// The palette index standing for every pixel whose alpha is 0.
    var transparentIndex: Int?
    /// One palette index per pixel, row-major from the top-left.
    var indices: [UInt8]
}

/// Turns a frame into at most 256 colours. A frame that already has at most 256 keeps them
/// exactly, in order of first appearance; a richer one gets a median-cut palette and each
/// colour maps to its nearest palette entry. Pixels with alpha 0 all share one transparent
/// entry; any other alpha is treated as opaque, since GIF has no partial transparency.
///
/// Nothing here iterates a `Dictionary` or `Set`: the same frame gives the same palette and
/// indices in every process.
enum Quantizer {
    static let maximumColours = 256

    static func indexedImage(for frame: Frame) -> IndexedImage {
        let distinct = DistinctColours(frame)
        var palette: [RGBA]
        var transparentIndex: Int?
        // Palette index of each distinct colour, in the order `distinct.keys` lists them.
        var paletteIndexOfColour: [UInt8]

        if distinct.keys.count <= maximumColours {
            palette = distinct.keys.map(DistinctColours.rgba(forKey:))
            transparentIndex = distinct.keys.firstIndex(of: DistinctColours.transparentKey)
            paletteIndexOfColour = (0..<distinct.keys.count).map { UInt8($0) }
        } else {
            let hasTransparency = distinct.keys.contains(DistinctColours.transparentKey)
            var opaqueColours: [RGBA] = []
            var opaqueCounts: [Int] = []
            opaqueColours.reserveCapacity(distinct.keys.count)
            opaqueCounts.reserveCapacity(distinct.keys.count)
            for (key, count) in zip(distinct.keys, distinct.counts) where key != DistinctColours.transparentKey {
                opaqueColours.append(DistinctColours.rgba(forKey: key))
                opaqueCounts.append(count)
            }
            palette = MedianCut.palette(
                colours: opaqueColours, counts: opaqueCounts,
                maximumCount: maximumColours - (hasTransparency ? 1 : 0))
            let nearest = NearestColour(palette: palette)
            if hasTransparency {
                transparentIndex = palette.count
                palette.append(RGBA(0, 0, 0, 0))
            }
            paletteIndexOfColour = distinct.keys.map { key in
                key == DistinctColours.transparentKey
                    ? UInt8(transparentIndex!)
                    : UInt8(nearest.index(of: DistinctColours.rgba(forKey: key)))
            }
        }

        var indices = [UInt8](repeating: 0, count: distinct.colourOfPixel.count)
        indices.withUnsafeMutableBufferPointer { indices in
            paletteIndexOfColour.withUnsafeBufferPointer { paletteIndex in
                distinct.colourOfPixel.withUnsafeBufferPointer { colourOfPixel in
                    for pixel in 0..<colourOfPixel.count {
                        indices[pixel] = paletteIndex[Int(colourOfPixel[pixel])]
                    }
                }
            }
        }
        return IndexedImage(palette: palette, transparentIndex: transparentIndex, indices: indices)
    }
}

/// Finds the palette entry nearest a colour (squared RGB distance; the lowest index wins a tie),
/// searching outward from the colour's red value through the palette sorted by red, and
/// stopping on each side once red alone is further than the best match so far.
struct NearestColour {
    /// The palette's colours as (red, green, blue, index), sorted by red, then index.
    private let sorted: [SIMD4<Int32>]

    init(palette: [RGBA]) {
        sorted = palette.enumerated()
            .map { SIMD4(Int32($0.element.r), Int32($0.element.g), Int32($0.element.b), Int32($0.offset)) }
            .sorted { ($0.x, $0.w) < ($1.x, $1.w) }
    }

    func index(of colour: RGBA) -> Int {
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
    private(set) var colourOfPixel: [UInt32]

    init(_ frame: Frame) {
        let pixelCount = frame.width * frame.height
        // At most one slot in two is ever used, so probe sequences stay short.
        var slotBits = 10
        while 1 << slotBits < 2 * pixelCount { slotBits += 1 }
        let slotMask = (1 << slotBits) - 1
        var slotKeys = [UInt32](repeating: Self.emptySlot, count: 1 << slotBits)
        var slotColours = [UInt32](repeating: 0, count: 1 << slotBits)
        var keys: [UInt32] = []
        var counts: [Int] = []
        var colourOfPixel = [UInt32](repeating: 0, count: pixelCount)

        frame.pixels.withUnsafeBufferPointer { pixels in
            slotKeys.withUnsafeMutableBufferPointer { slotKeys in
                slotColours.withUnsafeMutableBufferPointer { slotColours in
                    colourOfPixel.withUnsafeMutableBufferPointer { colourOfPixel in
                        // Flat UI frames repeat the previous pixel's colour most of the time.
                        var previousKey = Self.emptySlot
                        var previousColour: UInt32 = 0
                        for pixel in 0..<pixelCount {
                            let byte = pixel * 4
                            let key = pixels[byte + 3] == 0
                                ? Self.transparentKey
                                : 0xFF00_0000 | UInt32(pixels[byte]) << 16 | UInt32(pixels[byte + 1]) << 8
                                    | UInt32(pixels[byte + 2])
                            if key != previousKey {
                                var slot = Int(truncatingIfNeeded: (key &* 0x9E37_79B1) >> (32 - UInt32(slotBits)))
                                while slotKeys[slot] != key && slotKeys[slot] != Self.emptySlot {
                                    slot = (slot + 1) & slotMask
                                }
                                if slotKeys[slot] == Self.emptySlot {
                                    slotKeys[slot] = key
                                    slotColours[slot] = UInt32(keys.count)
                                    keys.append(key)
                                    counts.append(0)
                                }
                                previousKey = key
                                previousColour = slotColours[slot]
                            }
                            colourOfPixel[pixel] = previousColour
                            counts[Int(previousColour)] += 1
                        }
                    }
                }
            }
        }
        self.keys = keys
        self.counts = counts
        self.colourOfPixel = colourOfPixel
    }

    static func rgba(forKey key: UInt32) -> RGBA {
        key == transparentKey
            ? RGBA(0, 0, 0, 0)
            : RGBA(UInt8(key >> 16 & 0xFF), UInt8(key >> 8 & 0xFF), UInt8(key & 0xFF), 255)
    }
}
