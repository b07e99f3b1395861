import ArgumentParser
import Basics
import Encoding
import Foundation

extension OutputFormat: ExpressibleByArgument {}

/// How frames are written, shared by `render` and `encode`.
struct OutputOptions: ParsableArguments {
    @Option(help: "gif, png (a folder of PNG frames), apng, webp, mp4 or webm. Default: from the output path's extension.")
    var format: OutputFormat?

    @Option(parsing: .unconditional, help: "Frames per second, 1 to 120.")
    var fps: Double = 30

    @Option(parsing: .unconditional, help: "GIF, APNG and WebP plays: 0 loops forever, 1 plays once, N plays N times.")
    var loop: Int = 0

    @Option(parsing: .unconditional, help: "WebP: lossy at this quality, 0 to 100. GIF: below 100, a little smaller by letting pixels be a little off (90 looks the same). Default: lossless WebP, exact GIF.")
    var quality: Int?

    @Flag(help: "GIF: Floyd–Steinberg dithering for frames with more colors than --max-colors (gradients, photos).")
    var dither = false

    @Option(name: .customLong("max-colors"), parsing: .unconditional, help: "GIF: the most colors the GIF uses, 2 to 256.")
    var maxColors: Int = 256

    @OptionGroup var limits: LimitOptions

    func validate() throws {
        guard fps.isFinite, fps >= 1, fps <= 120 else {
            throw ValidationError("--fps must be between 1 and 120, not \(fps.shortDescription)")
        }
        guard (0...65536).contains(loop) else {
            throw ValidationError("--loop must be 0 (forever) or a number of plays up to 65536, not \(loop)")
        }
        guard (2...256).contains(maxColors) else {
            throw ValidationError("--max-colors must be between 2 and 256, not \(maxColors)")
        }
        if let quality, !(0...100).contains(quality) {
            throw ValidationError("--quality must be between 0 and 100, not \(quality)")
        }
    }

    /// The writer for `path`, in `--format` or the format its extension names.
    func makeSink(path: String, format: OutputFormat? = nil) throws -> FrameSink {
        let chosen = try format ?? OutputFormat.resolve(path: path, explicit: self.format)
        return try chosen.makeSink(
            path: path, loopCount: loop, gifOptions: GIFWriter.Options(dither: dither, maxColors: maxColors),
            quality: quality, fps: fps)
    }
}

/// The pixel limit, for every command that reads or renders images.
struct LimitOptions: ParsableArguments {
    @Option(
        name: .customLong("max-pixels"), parsing: .unconditional,
        help: ArgumentHelp("The most pixels (width × height) of an image read or a frame rendered. Default: 100000000.", valueName: "n"))
    var maxPixels: Int = ImageLimits.maximumPixels

    func validate() throws {
        guard maxPixels >= 1 else { throw ValidationError("--max-pixels must be 1 or more, not \(maxPixels)") }
        // The limit holds for the whole process; setting it once parsing succeeded is enough.
        ImageLimits.maximumPixels = maxPixels
    }
}

/// Refuses an empty path for an output option: Foundation would take it for the current folder.
func checkOutputPath(_ path: String?, option: String) throws {
    if let path, path.isEmpty { throw ValidationError("\(option) must name a file or folder, not ''") }
}

/// Refuses a recording that cannot fit on its disk, and says what a large one will write
/// before starting it.
func checkAndAnnounce(_ estimate: OutputEstimate, output: String) throws {
    try estimate.checkSpace(forOutputAt: output)
    if estimate.isLarge {
        FileHandle.standardError.write(Data("dynamics: writing \(estimate.summary) to \(output)\n".utf8))
    }
}

/// One `<label>: done` line on stderr when the last frame is written, only when stderr is a
/// terminal: for recordings that run side by side.
func finishedReporter(label: String) -> (Int, Int) -> Void {
    let showProgress = isatty(STDERR_FILENO) != 0
    return { done, total in
        guard showProgress, done == total else { return }
        FileHandle.standardError.write(Data("\(label): \(total) frames\n".utf8))
    }
}

/// Progress as `\r<label>frame N/M` on stderr, only when stderr is a terminal.
func progressReporter(label: String = "") -> (Int, Int) -> Void {
    let showProgress = isatty(STDERR_FILENO) != 0
    return { done, total in
        guard showProgress else { return }
        FileHandle.standardError.write(Data("\r\(label)frame \(done)/\(total)".utf8))
        if done == total { FileHandle.standardError.write(Data("\n".utf8)) }
    }
}

extension Double {
    /// 3 rather than 3.0; 0.25 as is.
    var shortDescription: String { String(format: "%g", self) }
}
