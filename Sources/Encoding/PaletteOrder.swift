/// The order of a global color table's entries. A GIF image's LZW codes start one bit wider
/// than its highest index needs (and its minimum code size is at least 2), so an image drawn
/// only with the table's first 2ᵇ entries has narrower codes throughout. Every image after the
/// first draws only what changed; the order puts together the colors that change together.
///
/// Greedy, by width: for b = 2, 3, … 8, the frames whose colors all fit in the first 2ᵇ − 1
/// entries (one is left for the transparent index most images need) are taken, the most
/// changed pixels per color still missing first, and their colors added; the rest of the table
/// follows by `rank`. A frame is only a guess at its image (the image also covers unchanged
/// pixels between its changes, which it may leave transparent).
enum PaletteOrder {
    struct Image {
        /// The entries the frame's changed pixels take, any order, repeats allowed.
        var entries: [Int]
        /// How many pixels changed: a stand-in for how many bytes the image takes.
        var pixels: Int
    }

    /// A permutation of `0..<entries`: the entries that frames in `images` need together first,
    /// the rest by `rank` descending (a pair compared in order, so ties are broken by its
    /// second member; it must order every two entries).
    static func order(entries: Int, images: [Image], rank: (Int) -> (Int, UInt32)) -> [Int] {
        let ranks = (0..<entries).map(rank)
        let byRank = (0..<entries).sorted { ranks[$0].0 != ranks[$1].0 ? ranks[$0].0 > ranks[$1].0 : ranks[$0].1 < ranks[$1].1 }
        var position = [Int](repeating: 0, count: entries)
        for (place, entry) in byRank.enumerated() { position[entry] = place }
        // Each frame's distinct entries, by rank, so a frame adds its colors in a fixed order.
        let frames: [Frame] = images.compactMap { image in
            var distinct: [Int] = []
            for entry in image.entries.sorted(by: { position[$0] < position[$1] }) where distinct.last != entry {
                distinct.append(entry)
            }
            return distinct.isEmpty ? nil : Frame(entries: distinct, pixels: image.pixels)
        }
        // Each way, and the rank order itself; the one whose codes are narrowest by the model.
        var best = byRank, bestCost = cost(of: byRank, frames)
        for perColor in [true, false] {
            let order = greedy(entries: entries, frames, byRank: byRank, perColor: perColor)
            let cost = cost(of: order, frames)
            if cost < bestCost { (best, bestCost) = (order, cost) }
        }
        return best
    }

    private struct Frame {
        var entries: [Int]
        var pixels: Int
    }

    /// The model: each frame's changed pixels times the width its codes start at (its highest
    /// place, or the transparent index after its colors, needs).
    private static func cost(of order: [Int], _ frames: [Frame]) -> Int {
        var place = [Int](repeating: 0, count: order.count)
        for (index, entry) in order.enumerated() { place[entry] = index }
        return frames.reduce(0) { total, frame in
            let highest = max(frame.entries.reduce(0) { max($0, place[$1]) }, frame.entries.count)
            var bits = 2
            while 1 << bits <= highest { bits += 1 }
            return total + frame.pixels * (bits + 1)
        }
    }

    /// The greedy order by width; frames are taken by changed pixels per missing color when
    /// `perColor`, else by changed pixels.
    private static func greedy(entries: Int, _ frames: [Frame], byRank: [Int], perColor: Bool) -> [Int] {
        var placed = [Bool](repeating: false, count: entries)
        var order: [Int] = []
        order.reserveCapacity(entries)
        var covered = [Bool](repeating: false, count: frames.count)
        for bits in 2...8 {
            let room = (1 << bits) - 1
            guard order.count < room else { continue }
            var candidates: [(frame: Int, missing: Int)] = []
            for (number, frame) in frames.enumerated() where !covered[number] {
                let missing = frame.entries.reduce(0) { $0 + (placed[$1] ? 0 : 1) }
                if missing == 0 { covered[number] = true } else if order.count + missing <= room { candidates.append((number, missing)) }
            }
            candidates.sort {
                let (a, b) = perColor
                    ? (frames[$0.frame].pixels * $1.missing, frames[$1.frame].pixels * $0.missing)
                    : (frames[$0.frame].pixels, frames[$1.frame].pixels)
                return a != b ? a > b : $0.frame < $1.frame
            }
            for candidate in candidates {
                let missing = frames[candidate.frame].entries.filter { !placed[$0] }
                guard order.count + missing.count <= room else { continue }
                for entry in missing {
                    placed[entry] = true
                    order.append(entry)
                }
                covered[candidate.frame] = true
            }
        }
        for entry in byRank where !placed[entry] { order.append(entry) }
        return order
    }
}
