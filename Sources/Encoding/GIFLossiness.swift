import Basics

/// What a GIF written at a quality below 100 may show instead of each exact pixel, to save
/// bytes: any color within a squared RGB distance of the pixel's own. Two ways spend it:
///
/// - **Over time** (`settled`): a pixel that changed by less than the distance since the last
///   frame keeps its earlier color, so it stays transparent in the next image (and frames that
///   differ only so little are merged into one longer image).
/// - **Within an image** (`LossyChoices`, lossy LZW as gifsicle's `--lossy` does it): where
///   the string being built cannot go on with the pixel's own index, it goes on with any index
///   whose color is near enough, nearest first, or with transparency where the screen already
///   shows a color near enough. Runs get longer, so there are fewer codes.
///
/// The settling compares with the frame before as settled, and the lossy choices with the
/// frame as settled, so a pixel is never off by more than twice the distance from its color
/// in the frame (on top of what reducing a rich frame to the color table costs). Pixels that
/// must be transparent, and images on a color table of their own (`dither`, `maxColors`
/// below 256), stay exact; stills are not redrawn on their own tables either (see
/// `GIFWriter.write`).
struct GIFLossiness: Equatable {
    /// The largest squared RGB distance a pixel may be off by, 1 or more.
    let squaredError: Int

    /// The distance at quality 0; it falls linearly to 0 at quality 100.
    static let distanceAtQualityZero = 40.0

    /// nil for a quality of nil or 100: the exact encoding, byte for byte.
    init?(quality: Int?) {
        guard let quality, quality < 100 else { return nil }
        let distance = Double(100 - quality) / 100 * Self.distanceAtQualityZero
        squaredError = max(1, Int((distance * distance).rounded()))
    }

    /// `frame` with every opaque pixel that is within the distance of `previous`'s (also opaque)
    /// set to `previous`'s color.
    func settled(_ frame: Frame, after previous: Frame?) -> Frame {
        guard let previous else { return frame }
        precondition(previous.width == frame.width && previous.height == frame.height)
        var result = frame
        let limit = squaredError
        result.pixels.withUnsafeMutableBufferPointer { pixels in
            previous.pixels.withUnsafeBufferPointer { before in
                for byte in stride(from: 0, to: pixels.count, by: 4) where pixels[byte + 3] != 0 && before[byte + 3] != 0 {
                    let dr = Int(pixels[byte]) - Int(before[byte]), dg = Int(pixels[byte + 1]) - Int(before[byte + 1])
                    let db = Int(pixels[byte + 2]) - Int(before[byte + 2])
                    let distance = dr * dr + dg * dg + db * db
                    if distance != 0 && distance <= limit {
                        pixels[byte] = before[byte]; pixels[byte + 1] = before[byte + 1]; pixels[byte + 2] = before[byte + 2]
                        pixels[byte + 3] = before[byte + 3]
                    }
                }
            }
        }
        return result
    }
}

/// For each entry of a color table, the other entries that can stand in for it under a
/// `GIFLossiness`, nearest first (ties by index, so the order is the same in every run).
struct PaletteNeighbours {
    let entries: [RGBA]
    let squaredError: Int
    /// Each entry's colour as `0xRRGGBB`.
    let colors: [UInt32]
    /// Entry `i`'s neighbours are `list[start[i]..<start[i + 1]]`.
    let start: [Int]
    let list: [UInt8]

    init(entries: [RGBA], squaredError: Int) {
        self.entries = entries
        self.squaredError = squaredError
        colors = entries.map { UInt32($0.r) << 16 | UInt32($0.g) << 8 | UInt32($0.b) }
        // A stand-in within the distance of a pixel whose own entry is within the distance of
        // it is within twice the distance of that entry.
        let reach = 4 * squaredError
        var start = [0]
        var list: [UInt8] = []
        for entry in colors.indices {
            var near: [(distance: Int, index: Int)] = []
            for other in colors.indices where other != entry {
                let distance = Self.squaredDistance(colors[entry], colors[other])
                if distance <= reach { near.append((distance, other)) }
            }
            near.sort { $0.distance != $1.distance ? $0.distance < $1.distance : $0.index < $1.index }
            list.append(contentsOf: near.map { UInt8($0.index) })
            start.append(list.count)
        }
        self.start = start
        self.list = list
    }

    @inline(__always)
    static func squaredDistance(_ a: UInt32, _ b: UInt32) -> Int {
        let dr = Int(a >> 16 & 0xFF) - Int(b >> 16 & 0xFF), dg = Int(a >> 8 & 0xFF) - Int(b >> 8 & 0xFF)
        let db = Int(a & 0xFF) - Int(b & 0xFF)
        return dr * dr + dg * dg + db * db
    }
}

/// What the lossy LZW may draw at each pixel of one image on the global color table, besides
/// its own index and its alternative.
struct LossyChoices {
    /// Marks a pixel that takes only its own index or its alternative.
    static let exact = UInt32.max
    /// The color each pixel should show, `0xRRGGBB`, or `exact`.
    var wanted: [UInt32]
    /// The color the screen shows under each pixel (what the transparent index shows there),
    /// or `exact` where it shows transparency.
    var underneath: [UInt32]
    /// The image's transparent index, or -1.
    var transparentIndex: Int
    let neighbours: PaletteNeighbours

    /// The choices for `area` of `frame`, drawn over `displayed` (the screen, RGBA, alpha 0
    /// or 255), with the table `neighbours` was made for.
    init(frame: Frame, area: PixelArea, displayed: [UInt8], transparentIndex: Int?, neighbours: PaletteNeighbours) {
        let count = area.width * area.height
        var wanted = [UInt32](repeating: Self.exact, count: count)
        var underneath = wanted
        frame.pixels.withUnsafeBufferPointer { source in
            displayed.withUnsafeBufferPointer { shown in
                for row in 0..<area.height {
                    for column in 0..<area.width {
                        let pixel = row * area.width + column
                        let byte = ((area.y + row) * frame.width + area.x + column) * 4
                        if source[byte + 3] != 0 {
                            wanted[pixel] = UInt32(source[byte]) << 16 | UInt32(source[byte + 1]) << 8 | UInt32(source[byte + 2])
                        }
                        if shown[byte + 3] != 0 {
                            underneath[pixel] = UInt32(shown[byte]) << 16 | UInt32(shown[byte + 1]) << 8 | UInt32(shown[byte + 2])
                        }
                    }
                }
            }
        }
        self.wanted = wanted
        self.underneath = underneath
        self.transparentIndex = transparentIndex ?? -1
        self.neighbours = neighbours
    }
}

extension LZWEncoder {
    /// As `encode`, but where neither of a pixel's indices extends the string, any index that
    /// `choices` allows there and the table has after it does (the nearest color first, then
    /// transparency).
    mutating func encodeLossy(
        _ indices: [UInt8], alternative: [UInt8]?, choices: LossyChoices, minimumCodeSize: Int
    ) -> (codes: [UInt8], chosen: [UInt8]) {
        precondition(choices.wanted.count == indices.count)
        return choices.wanted.withUnsafeBufferPointer { wanted in
            choices.underneath.withUnsafeBufferPointer { underneath in
                choices.neighbours.colors.withUnsafeBufferPointer { colors in
                    choices.neighbours.start.withUnsafeBufferPointer { start in
                        choices.neighbours.list.withUnsafeBufferPointer { list in
                            let standIns = LossyStandIns(
                                wanted: wanted, underneath: underneath, colors: colors, start: start, list: list,
                                limit: choices.neighbours.squaredError, transparent: choices.transparentIndex)
                            return encode(indices, alternative: alternative ?? indices, minimumCodeSize: minimumCodeSize, standIns: standIns)
                        }
                    }
                }
            }
        }
    }
}

/// The lossy encoding's stand-ins: the allowed index that extends the string and then matches
/// longest over the next pixels (the nearest of those that tie), or none.
struct LossyStandIns: LZWStandIns {
    let wanted: UnsafeBufferPointer<UInt32>
    let underneath: UnsafeBufferPointer<UInt32>
    let colors: UnsafeBufferPointer<UInt32>
    let start: UnsafeBufferPointer<Int>
    let list: UnsafeBufferPointer<UInt8>
    let limit: Int
    let transparent: Int

    @inline(__always)
    func standIn(
        after code: Int, at pixel: Int, _ indices: UnsafeBufferPointer<UInt8>, _ alternatives: UnsafeBufferPointer<UInt8>,
        _ child: UnsafeMutableBufferPointer<UInt32>, clearCode: Int
    ) -> (index: Int, next: Int) {
        let want = wanted[pixel]
        guard want != LossyChoices.exact else { return (-1, 0) }
        var best = (index: -1, next: 0), bestLength = -1
        @inline(__always) func consider(_ index: Int) {
            let next = StringTable.child(of: code, index: index, in: child)
            guard next != 0 else { return }
            let length = LZWEncoder.matchLength(from: next, at: pixel + 1, indices, alternatives, child, limit: LZWEncoder.lookahead)
            if length > bestLength { (best, bestLength) = ((index, next), length) }
        }
        // The pixel's own color (the coherent arrangement may have put transparency first).
        let own = Int(indices[pixel]) == transparent ? Int(alternatives[pixel]) : Int(indices[pixel])
        if own != transparent && own < colors.count {
            for position in start[own]..<start[own + 1] {
                let index = Int(list[position])
                guard index < clearCode && index != transparent,
                      PaletteNeighbours.squaredDistance(colors[index], want) <= limit else { continue }
                consider(index)
            }
        }
        if transparent >= 0 && underneath[pixel] != LossyChoices.exact
            && PaletteNeighbours.squaredDistance(underneath[pixel], want) <= limit {
            consider(transparent)
        }
        return best
    }
}
