import Basics
import Foundation

/// Writes an animated GIF89a, one frame at a time: delays that add up to the scene's time,
/// later images only where the screen changed, one color table made for the clip when it was
/// surveyed first, the same bytes in every process, and nothing at `url` until `finish` renames
/// the whole file into place. How and why: docs/ARCHITECTURE.md, "The GIF encoder".
public final class GIFWriter: SurveyingFrameSink {
    /// How frames with many colors are reduced.
    public struct Options: Equatable, Sendable {
        /// Floyd–Steinberg error diffusion when a frame has more colors than `maxColors`:
        /// smooth gradients show fine noise instead of bands. Off by default.
        public var dither: Bool
        /// The most colors an image uses, 2...256 (256 by default). A frame with more is
        /// quantized, even when the GIF could hold them all.
        public var maxColors: Int
        /// 0...99 trades sharpness for bytes: every pixel may be off by up to a distance that
        /// grows as the quality falls (see `GIFLossiness`). nil or 100 (the default) is exact.
        public var quality: Int?

        public init(dither: Bool = false, maxColors: Int = 256, quality: Int? = nil) {
            self.dither = dither
            self.maxColors = maxColors
            self.quality = quality
        }
    }

    /// Where the finished GIF goes.
    public let url: URL
    /// How many times the animation plays: 0 (the default) forever, 1 once.
    public let loopCount: Int
    public let options: Options

    private var output: GIFOutputFile?
    private var schedule = FrameSchedule()
    /// The image waiting for the next one: only then is it known whether it must be cleared.
    private var held: FrameSchedule.Image?
    /// The screen as a viewer shows it before the next image, in the source frames' colors;
    /// nil before the first image.
    private var screen: Frame?
    private var paletteMemory = PaletteMemory()
    /// Storage for planning an image, kept from image to image so that planning allocates
    /// nothing once the largest image has been seen.
    private var scratch = Scratch()

    private struct Scratch {
        var distinct = DistinctColors()
        var unchanged: [Bool] = []
        var target: [UInt16] = []
        var free: [Bool] = []
    }
    private var globalPalette: GlobalPalette
    /// Whether `globalPalette` is final: given to `init`, or made from `census`.
    private var paletteIsFixed = false
    /// The colors of the frames surveyed, until the first `append` turns them into the table.
    private var census: ColorCensus?
    /// For each screen pixel, the global palette index it shows, or `shownTransparent` or
    /// `shownOther`; empty before the first image.
    private var shownIndex: [UInt16] = []
    /// What the viewer shows, RGBA per screen pixel (alpha 0 or 255); empty before the first image.
    private var displayed: [UInt8] = []
    /// The highest global index any image has used, so the table covers it.
    private var highestGlobalIndex = 0
    private var size: (width: Int, height: Int)?
    private var lastTime: Double?
    /// What a quality below 100 allows, and the last frame as it settled; nil when exact.
    private let lossiness: GIFLossiness?
    private var lastSettled: Frame?
    /// The last frame surveyed as it settled, when not exact.
    private var surveySettled: Frame?
    /// The stand-ins of the global table's entries, made again when the table grows.
    private var neighbours: PaletteNeighbours?

    /// Starts a GIF bound for `url`, whose folder must exist and be writable (checked here).
    ///
    /// `loopCount` is the number of plays, 0...65536. The NETSCAPE2.0 extension stores repeats
    /// after the first play, so 0 writes a repeat count of 0 (forever), 1 writes no extension
    /// (viewers play a GIF without one once) and n ≥ 2 writes n − 1.
    /// `options.maxColors` must be 2...256 (checked here).
    ///
    /// `palette`, if given, is the global color table for every image (1 to
    /// min(`maxColors`, 255) colors; see `ColorCensus.palette(capacity:)`), and the writer
    /// wants no survey. Colors it lacks take their nearest entry. It is not used for frames
    /// that `dither` puts on tables of their own.
    public init(url: URL, loopCount: Int = 0, options: Options = Options(), palette: [RGBA]? = nil) throws {
        guard (0...65536).contains(loopCount) else { throw EncodingError.invalidLoopCount(loopCount) }
        guard (2...256).contains(options.maxColors) else { throw EncodingError.invalidMaxColors(options.maxColors) }
        if let quality = options.quality, !(0...100).contains(quality) { throw EncodingError.invalidQuality(quality) }
        lossiness = GIFLossiness(quality: options.quality)
        let capacity = min(options.maxColors, Quantizer.maximumColors - 1)
        if let palette {
            guard (1...capacity).contains(palette.count) else {
                throw FileError.cannotWrite(
                    path: url.path, reason: "a color table given up front needs 1 to \(capacity) colors, not \(palette.count)")
            }
        }
        self.url = url
        self.loopCount = loopCount
        self.options = options
        if let palette {
            globalPalette = GlobalPalette(fixed: palette.map { RGBA($0.r, $0.g, $0.b) })
            paletteIsFixed = true
        } else {
            globalPalette = GlobalPalette(capacity: capacity)
        }
        output = try GIFOutputFile(destination: url)
    }

    /// True until the first frame is appended, unless a table was given to `init` or
    /// `dither` is on (a dithered frame gets a table of its own anyway).
    public var wantsSurvey: Bool {
        output != nil && !paletteIsFixed && size == nil && !options.dither
    }

    /// Counts `frame`'s colors for the global color table, which the first `append` makes
    /// from every frame surveyed. Every frame must have the first frame's size; a frame
    /// appended later need not have been surveyed. After an error the writer is closed and its
    /// file deleted.
    public func survey(_ frame: Frame) throws {
        guard output != nil else { throw EncodingError.writerClosed(path: url.path) }
        guard wantsSurvey else { return }
        var census = self.census ?? ColorCensus()
        do {
            if census.frameCount > 0 {
                try check(frame, hasSize: (census.width, census.height))
            } else {
                // The encoding that follows needs more; better to say so before the survey.
                try checkMemory(for: frame)
            }
        } catch {
            abandon()
            throw error
        }
        self.census = nil  // one copy of the per-pixel state, not two
        if let lossiness {
            // The table is ordered for the frames as they will be drawn.
            let settled = lossiness.settled(frame, after: surveySettled)
            census.add(settled)
            surveySettled = settled
        } else {
            census.add(frame)
        }
        self.census = census
    }

    /// Adds the frame shown from `time` seconds on. Times must increase; every frame must have
    /// the first frame's size. After an error the writer is closed and its file deleted.
    public func append(_ frame: Frame, at time: Double) throws {
        guard let output else { throw EncodingError.writerClosed(path: url.path) }
        do {
            if let lastTime, time <= lastTime {
                throw EncodingError.timeNotIncreasing(path: url.path, previous: lastTime, time: time)
            }
            if let size {
                try check(frame, hasSize: size)
            } else {
                // The screen descriptor stores each side in 16 bits.
                guard frame.width <= 65535 && frame.height <= 65535 else {
                    throw FileError.cannotWrite(
                        path: url.path, reason: "a GIF is at most 65535 pixels wide and high, not \(frame.width)×\(frame.height)")
                }
                try checkMemory(for: frame)
                try output.writeHeader(width: frame.width, height: frame.height, repeatCount: repeatCount)
                size = (frame.width, frame.height)
                if let census {
                    let palette = census.palette(capacity: globalPalette.capacity)
                    if !palette.isEmpty {
                        globalPalette = GlobalPalette(fixed: palette)
                        paletteIsFixed = true
                    }
                    self.census = nil
                    surveySettled = nil
                }
            }
            lastTime = time
            var frame = frame
            if let lossiness {
                frame = lossiness.settled(frame, after: lastSettled)
                lastSettled = frame
            }
            if let image = schedule.add(frame, start: Self.centiseconds(time)) {
                try hold(image, output: output)
            }
        } catch {
            abandon()
            throw error
        }
    }

    /// Throws unless `frame` is `size` pixels.
    private func check(_ frame: Frame, hasSize size: (width: Int, height: Int)) throws {
        guard frame.width == size.width && frame.height == size.height else {
            throw EncodingError.frameSizeChanged(
                path: url.path, expectedWidth: size.width, expectedHeight: size.height,
                width: frame.width, height: frame.height)
        }
    }

    /// Under `ulimit -v`, a one-line refusal rather than Swift's "failed to allocate".
    private func checkMemory(for frame: Frame) throws {
        try ImageLimits.checkMemory(
            width: frame.width, height: frame.height, bytesPerPixel: ImageLimits.gifEncodingBytesPerPixel,
            source: url.lastPathComponent, work: "encoding it as a GIF")
    }

    /// Writes the frames still held, the last one lasting until `duration` seconds, and moves
    /// the GIF to `url`, replacing any file there.
    public func finish(duration: Double) throws {
        guard let output else { throw EncodingError.writerClosed(path: url.path) }
        do {
            guard !schedule.isEmpty else { throw EncodingError.noFrames(path: url.path) }
            for image in schedule.finish(end: Self.centiseconds(duration)) {
                try hold(image, output: output)
            }
            if let held { try write(held, before: nil, to: output) }
            try output.commit(globalPalette: globalPalette.entries, highestIndexUsed: highestGlobalIndex)
        } catch {
            abandon()
            throw error
        }
        self.output = nil
    }

    /// The centisecond that `time` seconds falls in. The 10⁻⁶ absorbs binary rounding, so that
    /// 3/30 s is centisecond 10, not 9.
    static func centiseconds(_ time: Double) -> Int {
        Int((time * 100 + 1e-6).rounded(.down))
    }

    /// The NETSCAPE2.0 repeat count for `loopCount`; nil writes no extension.
    private var repeatCount: Int? {
        switch loopCount {
        case 0: return 0
        case 1: return nil
        default: return loopCount - 1
        }
    }

    /// Writes the image held before `image`, now that its successor is known, and holds `image`.
    private func hold(_ image: FrameSchedule.Image, output: GIFOutputFile) throws {
        if let held { try write(held, before: image.frame, to: output) }
        held = image
    }

    /// Writes `image`, the one shown before `next` (nil for the last).
    private func write(_ image: FrameSchedule.Image, before next: Frame?, to output: GIFOutputFile) throws {
        let frame = image.frame
        let differences = Frame.differences(screen: screen, frame: frame, next: next)
        let changed = differences.changed ?? PixelArea(x: 0, y: 0, width: 1, height: 1)
        var area = screen == nil ? .whole(frame) : changed
        var disposal = GIFOutputFile.Disposal.leave
        if let uncovered = differences.uncovered {
            area = area.union(uncovered)
            disposal = .clear
        }
        if shownIndex.isEmpty { shownIndex = [UInt16](repeating: Self.shownTransparent, count: frame.width * frame.height) }
        if displayed.isEmpty { displayed = [UInt8](repeating: 0, count: frame.width * frame.height * 4) }
        var planned = plan(frame, area: area, disposal: disposal)
        // A still that shows long is worth drawing exactly: redraw whatever the screen shows
        // wrong with a color table of its own when the error saved, over the time it shows,
        // outweighs the bytes. Not at a quality below 100, which asks for bytes over exactness.
        if image.delay >= Self.stillDelay && options.maxColors >= Quantizer.maximumColors && !options.dither && lossiness == nil {
            let plannedError = screenError(frame, after: planned)
            if plannedError > 0, let refined = refinement(frame, area: area, disposal: disposal) {
                let refinedError = screenError(frame, after: refined)
                let extraBytes = output.encodedSize(refined.indices, alternative: refined.alternative, localPalette: refined.localPalette)
                    - output.encodedSize(planned.indices, alternative: planned.alternative, localPalette: planned.localPalette)
                if (plannedError - refinedError) * Double(image.delay) > Self.errorPerByte * Double(extraBytes) {
                    planned = refined
                }
            }
        }
        area = planned.area
        var lossy: LossyChoices?
        if let lossiness, planned.localPalette == nil {
            if neighbours?.entries != globalPalette.entries || neighbours?.squaredError != lossiness.squaredError {
                neighbours = PaletteNeighbours(entries: globalPalette.entries, squaredError: lossiness.squaredError)
            }
            lossy = LossyChoices(
                frame: frame, area: area, displayed: displayed, transparentIndex: planned.transparentIndex, neighbours: neighbours!)
        }

        // A GIF delay field holds at most 65535 cs (about 11 minutes); a longer still is
        // written as equal parts of one image, so the total stays exact. Drawing it again
        // changes nothing; only the last part is cleared.
        let maximumDelay = 65535
        let parts = (image.delay + maximumDelay - 1) / maximumDelay
        for part in 0..<parts {
            let delay = image.delay / parts + (part < image.delay % parts ? 1 : 0)
            let chosen = try output.writeImage(
                indices: planned.indices, alternative: planned.alternative, transparentIndex: planned.transparentIndex,
                localPalette: planned.localPalette, area: area, delay: delay,
                disposal: part == parts - 1 ? disposal : .leave, lossy: part == 0 ? lossy : nil)
            if part == 0 { planned.indices = chosen; planned.alternative = nil }
        }
        if planned.localPalette == nil {
            // `planned.indices` are the choices written, so there is no alternative left.
            highestGlobalIndex = max(highestGlobalIndex, planned.transparentIndex ?? 0)
            for index in planned.indices where Int(index) > highestGlobalIndex { highestGlobalIndex = Int(index) }
        }
        // What the screen shows now, by global index and by color.
        let colors = planned.localPalette ?? globalPalette.entries
        let transparentIndex = planned.transparentIndex ?? -1
        // A color of an image's own table that the global table has exactly is shown by that
        // entry, so later images may draw it again with the global table.
        let shownOfIndex = planned.localPalette.map { local in
            local.map { globalPalette.exactEntry(of: $0).map(UInt16.init) ?? Self.shownOther }
        }
        let width = frame.width
        shownIndex.withUnsafeMutableBufferPointer { shownIndex in
            displayed.withUnsafeMutableBufferPointer { displayed in
                guard disposal == .leave else {
                    // Cleared once shown: the image leaves nothing on the screen.
                    for row in area.y..<area.y + area.height {
                        for column in area.x..<area.x + area.width {
                            shownIndex[row * width + column] = Self.shownTransparent
                            for byte in 0..<4 { displayed[(row * width + column) * 4 + byte] = 0 }
                        }
                    }
                    return
                }
                planned.indices.withUnsafeBufferPointer { indices in
                    for row in 0..<area.height {
                        for column in 0..<area.width {
                            let index = Int(indices[row * area.width + column])
                            guard index != transparentIndex else { continue }
                            let screenPixel = (area.y + row) * width + area.x + column
                            shownIndex[screenPixel] = shownOfIndex?[index] ?? UInt16(index)
                            let color = colors[index]
                            displayed[screenPixel * 4] = color.r
                            displayed[screenPixel * 4 + 1] = color.g
                            displayed[screenPixel * 4 + 2] = color.b
                            displayed[screenPixel * 4 + 3] = 255
                        }
                    }
                }
            }
        }
        // The screen now shows `frame` (cleared where the image is disposed of). Outside the
        // changed area it showed it already, so only that area is copied, into the same buffer.
        if screen == nil {
            screen = frame
        } else {
            screen!.copy(changed, from: frame)
        }
        if disposal == .clear { screen!.clear(area) }
    }

    /// Images showing at least this long (centiseconds) may be redrawn exactly.
    private static let stillDelay = 20
    /// What a byte is worth in squared RGB error × centiseconds shown.
    private static let errorPerByte = 1000.0

    /// The squared RGB error over the screen, against `frame`, once `planned` is drawn; a pixel
    /// that should be transparent and is not (or the reverse) counts as 3 × 255².
    private func screenError(_ frame: Frame, after planned: PlannedImage) -> Double {
        let colors = planned.localPalette ?? globalPalette.entries
        let area = planned.area
        var total = 0
        frame.pixels.withUnsafeBufferPointer { source in
            displayed.withUnsafeBufferPointer { shown in
                for y in 0..<frame.height {
                    let inRows = y >= area.y && y < area.y + area.height
                    for x in 0..<frame.width {
                        let pixel = y * frame.width + x
                        var (r, g, b, a) = (shown[pixel * 4], shown[pixel * 4 + 1], shown[pixel * 4 + 2], shown[pixel * 4 + 3])
                        if inRows && x >= area.x && x < area.x + area.width {
                            let index = Int(planned.indices[(y - area.y) * area.width + x - area.x])
                            if index != planned.transparentIndex {
                                let color = colors[index]
                                (r, g, b, a) = (color.r, color.g, color.b, 255)
                            }
                        }
                        let sourceOpaque = source[pixel * 4 + 3] != 0
                        if sourceOpaque != (a != 0) {
                            total += 3 * 255 * 255
                        } else if sourceOpaque {
                            let dr = Int(r) - Int(source[pixel * 4]), dg = Int(g) - Int(source[pixel * 4 + 1])
                            let db = Int(b) - Int(source[pixel * 4 + 2])
                            total += dr * dr + dg * dg + db * db
                        }
                    }
                }
            }
        }
        return Double(total)
    }

    /// An image with its own color table covering every pixel the screen shows wrong for
    /// `frame` (and `area`, when it is cleared after or is the first image); nil when none is.
    private func refinement(_ frame: Frame, area: PixelArea, disposal: GIFOutputFile.Disposal) -> PlannedImage? {
        var (left, top, right, bottom) = (frame.width, frame.height, -1, -1)
        var matches = [Bool](repeating: false, count: frame.width * frame.height)
        frame.pixels.withUnsafeBufferPointer { source in
            displayed.withUnsafeBufferPointer { shown in
                for y in 0..<frame.height {
                    for x in 0..<frame.width {
                        let pixel = y * frame.width + x
                        let byte = pixel * 4
                        let same = source[byte + 3] == 0
                            ? shown[byte + 3] == 0
                            : shown[byte + 3] != 0 && shown[byte] == source[byte] && shown[byte + 1] == source[byte + 1]
                                && shown[byte + 2] == source[byte + 2]
                        matches[pixel] = same
                        if !same {
                            left = min(left, x); right = max(right, x); top = min(top, y); bottom = max(bottom, y)
                        }
                    }
                }
            }
        }
        guard right >= 0 else { return nil }
        var refined = PixelArea(x: left, y: top, width: right - left + 1, height: bottom - top + 1)
        if disposal == .clear || screen == nil { refined = refined.union(area) }
        var unchanged = [Bool](repeating: false, count: refined.width * refined.height)
        for row in 0..<refined.height {
            for column in 0..<refined.width {
                unchanged[row * refined.width + column] = matches[(refined.y + row) * frame.width + refined.x + column]
            }
        }
        var fresh = PaletteMemory()
        let indexed = Quantizer.indexedImage(
            for: frame.cropped(to: refined), unchanged: unchanged, needsTransparentIndex: disposal == .clear,
            options: options, memory: &fresh)
        return PlannedImage(area: refined, indices: indexed.indices, alternative: nil,
                            transparentIndex: indexed.transparentIndex, localPalette: indexed.palette)
    }

    /// `shownIndex` values other than a global palette index.
    private static let shownTransparent: UInt16 = 0x100
    /// A color drawn from an image's own color table that the global one lacks.
    private static let shownOther: UInt16 = 0x200

    private struct PlannedImage {
        var area: PixelArea
        var indices: [UInt8]
        var alternative: [UInt8]?
        var transparentIndex: Int?
        var localPalette: [RGBA]?
    }

    /// The indices for `frame`'s `area` on the global palette, the area shrunk to what the
    /// viewer shows differently (unless it is cleared after); or, for a frame that is
    /// dithered, on a color table of the image's own.
    private func plan(_ frame: Frame, area: PixelArea, disposal: GIFOutputFile.Disposal) -> PlannedImage {
        var unchanged: [Bool]?
        if let screen {
            screen.unchangedMask(to: frame, in: area, into: &scratch.unchanged)
            unchanged = scratch.unchanged
        }
        scratch.distinct.recount(frame, in: area)
        let distinct = scratch.distinct
        let opaqueCount = distinct.keys.count - (distinct.keys.contains(DistinctColors.transparentKey) ? 1 : 0)
        if options.dither && opaqueCount > options.maxColors {
            let indexed = Quantizer.indexedImage(
                for: frame.cropped(to: area), unchanged: unchanged, needsTransparentIndex: disposal == .clear, options: options,
                memory: &paletteMemory)
            return PlannedImage(area: area, indices: indexed.indices, alternative: nil,
                                transparentIndex: indexed.transparentIndex, localPalette: indexed.palette)
        }
        // Pixels per color, counting only those the screen does not show already.
        var counts = [Int](repeating: 0, count: distinct.keys.count)
        distinct.colorOfPixel.withUnsafeBufferPointer { colorOfPixel in
            for pixel in 0..<colorOfPixel.count where unchanged?[pixel] != true {
                counts[Int(colorOfPixel[pixel])] += 1
            }
        }
        let opaque = distinct.keys.indices.filter { distinct.keys[$0] != DistinctColors.transparentKey }
        let mapped = globalPalette.map(
            colors: opaque.map { DistinctColors.rgba(forKey: distinct.keys[$0]) }, counts: opaque.map { counts[$0] })
        var entryOfColor = [Int](repeating: -1, count: distinct.keys.count)
        for (number, color) in opaque.enumerated() { entryOfColor[color] = mapped[number] }
        return globalImage(frame, area: area, distinct: distinct, entryOfColor: entryOfColor,
                           unchanged: unchanged, disposal: disposal)
    }

    private func globalImage(
        _ frame: Frame, area: PixelArea, distinct: DistinctColors, entryOfColor: [Int], unchanged: [Bool]?,
        disposal: GIFOutputFile.Disposal
    ) -> PlannedImage {
        // What each pixel must show: a global index, transparent, or whatever it shows now
        // (`keep`, for an unchanged pixel drawn from an image's own table).
        let keep: UInt16 = 0x300
        let count = area.width * area.height
        // The writer's scratch, taken for this image and handed back at the end.
        var target = scratch.target, free = scratch.free
        scratch.target = []; scratch.free = []
        defer { scratch.target = target; scratch.free = free }
        target.reset(count: count, to: 0)
        // Pixels that already show their target, so may be left transparent.
        free.reset(count: count, to: false)
        var (left, top, right, bottom) = (area.width, area.height, -1, -1)
        let unchangedMask = unchanged ?? []
        let frameWidth = frame.width
        target.withUnsafeMutableBufferPointer { target in
            free.withUnsafeMutableBufferPointer { free in
                shownIndex.withUnsafeBufferPointer { shownIndex in
                    distinct.colorOfPixel.withUnsafeBufferPointer { colorOfPixel in
                        unchangedMask.withUnsafeBufferPointer { unchangedMask in
                            entryOfColor.withUnsafeBufferPointer { entryOfColor in
                                for row in 0..<area.height {
                                    for column in 0..<area.width {
                                        let pixel = row * area.width + column
                                        let shown = shownIndex[(area.y + row) * frameWidth + area.x + column]
                                        var wanted: UInt16
                                        if !unchangedMask.isEmpty && unchangedMask[pixel] {
                                            wanted = shown == Self.shownOther ? keep : shown
                                        } else {
                                            let entry = entryOfColor[Int(colorOfPixel[pixel])]
                                            wanted = entry < 0 ? Self.shownTransparent : UInt16(entry)
                                        }
                                        target[pixel] = wanted
                                        if wanted == shown || wanted == keep {
                                            free[pixel] = true
                                        } else {
                                            left = min(left, column); right = max(right, column)
                                            top = min(top, row); bottom = max(bottom, row)
                                        }
                                    }
                                }
                            }
                        }
                    }
                }
            }
        }
        var image = area
        // The first image covers the whole screen, as viewers expect.
        if disposal == .leave && screen != nil {
            if right < 0 {
                (left, top, right, bottom) = (0, 0, 0, 0)
            }
            image = PixelArea(x: area.x + left, y: area.y + top, width: right - left + 1, height: bottom - top + 1)
        } else {
            (left, top) = (0, 0)
        }
        var used = [Bool](repeating: false, count: 256)
        var needsTransparent = disposal == .clear
        target.withUnsafeBufferPointer { target in
            free.withUnsafeBufferPointer { free in
                for row in 0..<image.height {
                    for column in 0..<image.width {
                        let pixel = (top + row) * area.width + left + column
                        if free[pixel] || target[pixel] >= 0x100 { needsTransparent = true } else { used[Int(target[pixel])] = true }
                    }
                }
            }
        }
        let transparentIndex = needsTransparent ? used.firstIndex(of: false)! : nil
        let transparent = UInt8(truncatingIfNeeded: transparentIndex ?? 0)
        var indices = [UInt8](repeating: 0, count: image.width * image.height)
        var alternative = indices
        indices.withUnsafeMutableBufferPointer { indices in
            alternative.withUnsafeMutableBufferPointer { alternative in
                target.withUnsafeBufferPointer { target in
                    free.withUnsafeBufferPointer { free in
                        for row in 0..<image.height {
                            for column in 0..<image.width {
                                let pixel = (top + row) * area.width + left + column
                                let out = row * image.width + column
                                let wanted = target[pixel]
                                let index = wanted < 0x100 ? UInt8(wanted) : transparent
                                indices[out] = index
                                alternative[out] = free[pixel] ? transparent : index
                            }
                        }
                    }
                }
            }
        }
        return PlannedImage(area: image, indices: indices, alternative: alternative,
                            transparentIndex: transparentIndex, localPalette: nil)
    }

    private func abandon() {
        output?.discard()
        output = nil
    }
}
