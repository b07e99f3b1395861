import Basics
import Foundation

/// The colors of a whole clip, each counted in pixel-frames: how many pixels show it in how
/// many frames, summed over the clip. That is how the clip's quality is measured (a PSNR over
/// every frame's pixels, each frame counting once however long it shows), so a palette that
/// minimises the squared error weighted by these counts minimises that measure.
///
/// Cheap enough to run over every frame of a recording before it is encoded:
/// - Each pixel remembers the color it last had and the frame since which it has had it. A
///   color is counted only when a pixel changes away from it (or at the end), with the number
///   of frames it stayed, so a frame costs a comparison of its rows with the previous frame's,
///   and work only where a row differs.
/// - Memory is the per-pixel state (8 bytes a pixel) and two counts per distinct color (see
///   `ColorCounts`); no frame is kept, so a longer clip takes no more memory.
///
/// Pixels with alpha 0 are not counted (a GIF shows them through its transparent index); any
/// other alpha counts as its RGB color, opaque, as the writer draws it.
///
/// The result lists the colors in ascending `0xRRGGBB` order: nothing depends on hashing or
/// on a `Dictionary`'s order, so the same frames give the same census in every process.
public struct ColorCensus {
    /// The frames counted so far.
    public private(set) var frameCount = 0
    public private(set) var width = 0
    public private(set) var height = 0
    /// Each pixel's four bytes as in the last frame counted, in memory order (so a row compares
    /// with a frame's row byte for byte).
    private var shown: [UInt32] = []
    /// For each pixel, the frame from which it has shown its color.
    private var since: [Int32] = []
    private var counts = ColorCounts()
    /// Each frame's new colors (the colors its changed pixels took, each once), one frame after
    /// another, while they fit in `changeLimit` in all; where each frame's end, and how many
    /// pixels changed (the first frame counts every pixel as changed).
    private var changeKeys: [UInt32] = []
    private var changeEnds: [Int] = []
    private var changePixels: [Int] = []
    private var changesOverflowed = false
    /// The most keys `changes` holds (16 MB), beyond which the table is ordered by appearances alone.
    static let changeLimit = 1 << 22
    /// This frame's new colors, gathered as they come.
    private var frameKeys: [UInt32] = []

    public init() {}

    /// Counts `frame`, the next of the clip. Every frame must have the first frame's size.
    public mutating func add(_ frame: Frame) {
        if frameCount == 0 {
            width = frame.width
            height = frame.height
            shown = [UInt32](repeating: 0, count: width * height)
            since = [Int32](repeating: 0, count: width * height)
            shown.withUnsafeMutableBytes { shown in
                frame.pixels.withUnsafeBytes { shown.copyMemory(from: $0) }
            }
            // Counted by runs of one color: flat frames are mostly long runs.
            var frameKeys = self.frameKeys
            self.frameKeys = []  // unique, so appending does not copy
            shown.withUnsafeBufferPointer { shown in
                var start = 0
                while start < shown.count {
                    let color = shown[start]
                    var end = start + 1
                    while end < shown.count && shown[end] == color { end += 1 }
                    if counts.addAppearances(of: color, count: end - start, frame: 0) { frameKeys.append(color) }
                    start = end
                }
            }
            self.frameKeys = frameKeys
            recordChanges(pixels: shown.count)
            frameCount = 1
            return
        }
        precondition(frame.width == width && frame.height == height, "every frame of a census must have the first frame's size")
        let now = Int32(truncatingIfNeeded: frameCount)
        let width = self.width
        var changed = 0
        var frameKeys = self.frameKeys
        self.frameKeys = []  // unique, so appending does not copy
        shown.withUnsafeMutableBufferPointer { shown in
            since.withUnsafeMutableBufferPointer { since in
                frame.pixels.withUnsafeBytes { bytes in
                    for row in 0..<height {
                        let start = row * width
                        if memcmp(shown.baseAddress! + start, bytes.baseAddress! + start * 4, width * 4) == 0 { continue }
                        // Counted by runs: the colors changed from, each with its pixel-frames,
                        // and the color changed to, each with its appearances.
                        var (old, oldWeight) = (UInt32(0), 0)
                        var (new, newCount) = (UInt32(0), 0)
                        for pixel in start..<start + width {
                            let color = bytes.loadUnaligned(fromByteOffset: pixel * 4, as: UInt32.self)
                            let was = shown[pixel]
                            guard was != color else { continue }
                            let weight = Int(now - since[pixel])
                            if was == old {
                                oldWeight += weight
                            } else {
                                counts.add(old, weight: oldWeight)
                                (old, oldWeight) = (was, weight)
                            }
                            if color == new && newCount > 0 {
                                newCount += 1
                            } else {
                                if newCount > 0, counts.addAppearances(of: new, count: newCount, frame: now) { frameKeys.append(new) }
                                (new, newCount) = (color, 1)
                            }
                            changed += 1
                            shown[pixel] = color
                            since[pixel] = now
                        }
                        counts.add(old, weight: oldWeight)
                        if newCount > 0, counts.addAppearances(of: new, count: newCount, frame: now) { frameKeys.append(new) }
                    }
                }
            }
        }
        self.frameKeys = frameKeys
        recordChanges(pixels: changed)
        frameCount += 1
    }

    /// Moves `frameKeys` into the changes, unless they no longer fit.
    private mutating func recordChanges(pixels: Int) {
        defer { frameKeys.removeAll(keepingCapacity: true) }
        guard !changesOverflowed, pixels > 0 else { return }
        guard changeKeys.count + frameKeys.count <= Self.changeLimit else {
            changesOverflowed = true
            (changeKeys, changeEnds, changePixels) = ([], [], [])
            return
        }
        changeKeys.append(contentsOf: frameKeys)
        changeEnds.append(changeKeys.count)
        changePixels.append(pixels)
    }

    /// Every color shown so far and its pixel-frames, ascending by `0xRRGGBB` (by cube, once
    /// the counts are folded).
    public var colors: (colors: [RGBA], weights: [Int]) {
        let all = census
        return (all.colors, all.weights)
    }

    /// The colors, their weights and how many times a pixel took each.
    private var census: (colors: [RGBA], keys: [UInt32], weights: [Int], appearances: [Int]) {
        var all = counts
        let end = Int32(truncatingIfNeeded: frameCount)
        for pixel in shown.indices { all.add(shown[pixel], weight: Int(end - since[pixel])) }
        return all.sorted()
    }

    /// A global color table of at most `capacity` colors for the clip counted, ordered so that
    /// the images after the first need narrow codes (see `PaletteOrder`). A clip with at most
    /// `capacity` colors gets exactly those (encoded losslessly); a richer one gets the table
    /// `PaletteFitting` fits to the counts.
    public func palette(capacity: Int) -> [RGBA] {
        precondition(capacity > 0)
        let (colors, keys, weights, appearances) = census
        let palette = colors.count <= capacity
            ? colors
            : PaletteFitting.palette(colors: colors, weights: weights, capacity: capacity)
        guard !palette.isEmpty else { return [] }
        // Each color's entry, and each entry's appearances: those of the colors nearest it.
        let finder = NearestColor(palette: palette)
        let entryOfColor = colors.map { finder.index(of: $0) }
        var entryAppearances = [Int](repeating: 0, count: palette.count)
        for (entry, count) in zip(entryOfColor, appearances) { entryAppearances[entry] += count }
        // Each frame's entries, found by key among the census's colors (ascending by key).
        var images: [PaletteOrder.Image] = []
        if !changesOverflowed {
            images.reserveCapacity(changeEnds.count)
            var start = 0
            for (end, pixels) in zip(changeEnds, changePixels) {
                var entries: [Int] = []
                for pixel in changeKeys[start..<end] {
                    guard let key = counts.countedKey(pixel), let found = Self.search(keys, key) else { continue }
                    entries.append(entryOfColor[found])
                }
                images.append(PaletteOrder.Image(entries: entries, pixels: pixels))
                start = end
            }
        }
        let order = PaletteOrder.order(
            entries: palette.count, images: images,
            rank: { (entryAppearances[$0], ColorCounts.key(palette[$0])) })
        return order.map { palette[$0] }
    }

    /// The place of `key` in `keys` (ascending), if there.
    private static func search(_ keys: [UInt32], _ key: UInt32) -> Int? {
        var (low, high) = (0, keys.count)
        while low < high {
            let middle = (low + high) / 2
            if keys[middle] < key { low = middle + 1 } else { high = middle }
        }
        return low < keys.count && keys[low] == key ? low : nil
    }
}

/// Pixel-frames and appearances per opaque color: an open-addressing hash table with a fixed
/// hash function, doubled when half full, so it takes 40 to 80 bytes per distinct color.
///
/// Bounded: past `exactLimit` distinct colors (a photograph turning, a gradient sliding) the
/// counts are folded onto 6 bits a channel, one entry a 4 × 4 × 4 cube, which stands for the
/// weighted mean of the colors counted in it, so a rich clip takes at most 2¹⁸ entries (about
/// 22 MB) and its palette is fitted to those. Such a clip is far from exact with 255 colors
/// anyway, but a cube of one color keeps it exactly: a white background stays white (the
/// cube's centre would have made it 254, one level off wherever the table draws it).
struct ColorCounts {
    /// The most exact colors counted before folding.
    static let exactLimit = 1 << 16
    /// Whether colors are counted by 4 × 4 × 4 cube.
    private(set) var folded = false
    /// `0x01RRGGBB` for a color, 0 for an empty slot.
    private var keys = [UInt32](repeating: 0, count: 1 << 12)
    private var weights = [Int](repeating: 0, count: 1 << 12)
    /// How many times a pixel took each color: in the first frame, or by changing to it.
    private var appearances = [Int](repeating: 0, count: 1 << 12)
    /// The last frame in which a pixel took each color.
    private var lastFrame = [Int32](repeating: -1, count: 1 << 12)
    private var used = 0
    private var slotBits = 12
    /// Once folded, each slot's sums of red, green and blue times weight (three a slot).
    private var sums: [Int] = []

    static func key(_ color: RGBA) -> UInt32 {
        0x0100_0000 | UInt32(color.r) << 16 | UInt32(color.g) << 8 | UInt32(color.b)
    }

    /// Adds `weight` to the color of `pixel`, four bytes R, G, B, A in memory order; nothing
    /// for a transparent pixel or a weight of 0.
    mutating func add(_ pixel: UInt32, weight: Int) {
        guard weight > 0, let exact = Self.exactKey(pixel) else { return }
        let slot = slot(folded ? Self.fold(exact) : exact)
        weights[slot] += weight
        // Read after `slot`, which may have folded the table just now.
        if folded { addToSums(slot, exactKey: exact, weight: weight) }
    }

    /// Adds a color's channels times `weight` to a folded slot's sums.
    @inline(__always)
    private mutating func addToSums(_ slot: Int, exactKey key: UInt32, weight: Int) {
        sums[3 * slot] += Int(key >> 16 & 0xFF) * weight
        sums[3 * slot + 1] += Int(key >> 8 & 0xFF) * weight
        sums[3 * slot + 2] += Int(key & 0xFF) * weight
    }

    /// Counts `count` pixels taking the color `pixel` (as for `add`) in `frame`; true when they
    /// are the first in that frame to take it.
    mutating func addAppearances(of pixel: UInt32, count: Int, frame: Int32) -> Bool {
        guard let key = key(pixel) else { return false }
        let slot = slot(key)
        appearances[slot] += count
        guard lastFrame[slot] != frame else { return false }
        lastFrame[slot] = frame
        return true
    }

    /// The key `pixel` is counted under now (folded, once the table is), nil for a transparent one.
    func countedKey(_ pixel: UInt32) -> UInt32? { key(pixel) }

    private func key(_ pixel: UInt32) -> UInt32? {
        Self.exactKey(pixel).map { folded ? Self.fold($0) : $0 }
    }

    /// `0x01RRGGBB` for `pixel`, unfolded; nil for a transparent one.
    private static func exactKey(_ pixel: UInt32) -> UInt32? {
        let (r, g, b, a) = withUnsafeBytes(of: pixel) { ($0[0], $0[1], $0[2], $0[3]) }
        guard a != 0 else { return nil }
        return 0x0100_0000 | UInt32(r) << 16 | UInt32(g) << 8 | UInt32(b)
    }

    /// The key of the centre of `key`'s 4 × 4 × 4 cube.
    private static func fold(_ key: UInt32) -> UInt32 {
        (key & 0x01FC_FCFC) | 0x0002_0202
    }

    /// The slot of `key`, made empty if there is none.
    private mutating func slot(_ key: UInt32) -> Int {
        let mask = (1 << slotBits) - 1
        var slot = Int(truncatingIfNeeded: (key &* 0x9E37_79B1) >> (32 - UInt32(slotBits)))
        while keys[slot] != key && keys[slot] != 0 { slot = (slot + 1) & mask }
        guard keys[slot] == 0 else { return slot }
        keys[slot] = key
        used += 1
        if !folded && used > Self.exactLimit {
            folded = true
            rebuild(slotBits: slotBits)
            return self.slot(Self.fold(key))
        }
        guard 2 * used > keys.count else { return slot }
        rebuild(slotBits: slotBits + 1)
        return self.slot(key)
    }

    /// Moves the counts into a table of `1 << slotBits` slots, folding them if `folded`.
    private mutating func rebuild(slotBits: Int) {
        let (oldKeys, oldWeights, oldAppearances, oldLastFrame, oldSums) = (keys, weights, appearances, lastFrame, sums)
        self.slotBits = slotBits
        keys = [UInt32](repeating: 0, count: 1 << slotBits)
        weights = [Int](repeating: 0, count: 1 << slotBits)
        appearances = [Int](repeating: 0, count: 1 << slotBits)
        lastFrame = [Int32](repeating: -1, count: 1 << slotBits)
        sums = folded ? [Int](repeating: 0, count: 3 << slotBits) : []
        used = 0
        for old in oldKeys.indices where oldKeys[old] != 0 {
            let new = slot(folded ? Self.fold(oldKeys[old]) : oldKeys[old])
            weights[new] += oldWeights[old]
            appearances[new] += oldAppearances[old]
            lastFrame[new] = max(lastFrame[new], oldLastFrame[old])
            guard folded else { continue }
            if oldSums.isEmpty {
                // An exact color, folded now.
                addToSums(new, exactKey: oldKeys[old], weight: oldWeights[old])
            } else {
                for channel in 0..<3 { sums[3 * new + channel] += oldSums[3 * old + channel] }
            }
        }
    }

    /// The colors counted, ascending by key (`0x01RRGGBB`, a folded cube's centre), with their
    /// keys, weights and appearances: a folded cube's color is the weighted mean of the colors
    /// counted in it (inside the cube, so no two are the same).
    func sorted() -> (colors: [RGBA], keys: [UInt32], weights: [Int], appearances: [Int]) {
        let slots = keys.indices.filter { keys[$0] != 0 }.sorted { keys[$0] < keys[$1] }
        let colors = slots.map { slot -> RGBA in
            guard folded, weights[slot] > 0 else { return DistinctColors.rgba(forKey: keys[slot] | 0xFF00_0000) }
            // Rounded half up, exactly, in integers.
            func mean(_ channel: Int) -> UInt8 { UInt8((2 * sums[3 * slot + channel] + weights[slot]) / (2 * weights[slot])) }
            return RGBA(mean(0), mean(1), mean(2))
        }
        return (colors, slots.map { keys[$0] }, slots.map { weights[$0] }, slots.map { appearances[$0] })
    }
}

/// A palette fitted to weighted colors: median cut (`MedianCut`) to start, then rounds of
/// Lloyd's iteration (each entry moves to the weighted mean of the colors nearest it, an
/// entry nearest no color moves to the color that costs most), keeping the table with the
/// least weighted squared error. Deterministic: colors come in a fixed order and every tie
/// goes to the lowest index. (`package` for the package's tests.)
package enum PaletteFitting {
    static let rounds = 12

    /// At most `capacity` distinct colors for `colors` (distinct, opaque), `weights[i]`
    /// pixel-frames having `colors[i]`.
    package static func palette(colors: [RGBA], weights: [Int], capacity: Int) -> [RGBA] {
        var palette = MedianCut.palette(colors: colors, counts: weights, maximumCount: capacity)
        var (best, bestError) = (palette, Double.infinity)
        for _ in 0...rounds {
            let finder = NearestColor(palette: palette)
            var sums = [SIMD4<Double>](repeating: .zero, count: palette.count)
            var error = 0.0
            // The color whose error is largest, a home for an entry that lost all its colors.
            var worst = -1, worstError = 0.0
            for (number, color) in colors.enumerated() {
                let entry = finder.index(of: color)
                let weight = Double(weights[number])
                let colorError = weight * Double(color.squaredDistance(to: palette[entry]))
                error += colorError
                if colorError > worstError { worst = number; worstError = colorError }
                sums[entry] += SIMD4(Double(color.r) * weight, Double(color.g) * weight, Double(color.b) * weight, weight)
            }
            if error < bestError { (best, bestError) = (palette, error) }
            var moved = palette
            var taken = Set<UInt32>()
            for entry in palette.indices {
                let sum = sums[entry]
                var color = palette[entry]
                if sum.w > 0 {
                    func mean(_ value: Double) -> UInt8 { UInt8(min(255, max(0, (value / sum.w).rounded()))) }
                    color = RGBA(mean(sum.x), mean(sum.y), mean(sum.z))
                } else if worst >= 0 {
                    color = colors[worst]
                    worst = -1
                }
                // Two entries on one color waste one; the later keeps its place.
                if !taken.insert(ColorCounts.key(color)).inserted { color = palette[entry] }
                moved[entry] = color
            }
            if moved == palette { break }
            palette = moved
        }
        // Duplicates (possible only where an unmoved entry met a moved one) are dropped.
        var seen = Set<UInt32>()
        return best.filter { seen.insert(ColorCounts.key($0)).inserted }
    }
}
