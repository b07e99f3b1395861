import ArgumentParser
import Encoding
import Foundation

extension Dynamics {
    struct Encode: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Encode PNG frames already on disk as a GIF (or a fresh folder of PNG frames).",
            discussion: """
                Takes PNG files, or folders whose .png files are taken in natural order \
                (frame-2.png before frame-10.png), such as `dynamics render ID -o DIR/` writes. \
                Every frame must have the first frame's size. Frame i is shown from i/fps \
                seconds. The output is written to a temporary file and renamed, so a failure \
                leaves nothing.
                """)

        @Argument(help: "PNG files or folders of PNG frames, in the order they are shown.")
        var frames: [String] = []

        @Option(name: [.short, .customLong("output")], help: "Output path: NAME.gif, or a folder for PNG frames.")
        var output: String

        @Option(help: "gif or png. Default: from the output path's extension.")
        var format: OutputFormat?

        @Option(parsing: .unconditional, help: "Frames per second, 1 to 120.")
        var fps: Double = 30

        @Option(parsing: .unconditional, help: "GIF plays: 0 loops forever, 1 plays once, N plays N times.")
        var loop: Int = 0

        @Flag(help: "GIF: Floyd–Steinberg dithering for frames with more colours than --max-colors (gradients, photos).")
        var dither = false

        @Option(name: .customLong("max-colors"), parsing: .unconditional, help: "GIF: the most colours a frame uses, 2 to 256.")
        var maxColors: Int = 256

        func validate() throws {
            guard !frames.isEmpty else {
                throw ValidationError("name the PNG frames to encode, as files or folders")
            }
            guard fps.isFinite, fps >= 1, fps <= 120 else {
                throw ValidationError("--fps must be between 1 and 120, not \(String(format: "%g", fps))")
            }
            guard loop >= 0 else {
                throw ValidationError("--loop must be 0 (forever) or a number of plays, not \(loop)")
            }
            guard (2...256).contains(maxColors) else {
                throw ValidationError("--max-colors must be between 2 and 256, not \(maxColors)")
            }
        }

        func run() throws {
            let sequence = try PNGSequence(paths: frames)
            let sink = try OutputFormat.resolve(path: output, explicit: format).makeSink(
                path: output, loopCount: loop, gifOptions: GIFWriter.Options(dither: dither, maxColors: maxColors))
            let showProgress = isatty(STDERR_FILENO) != 0
            try sequence.encode(into: sink, fps: fps) { done, total in
                guard showProgress else { return }
                FileHandle.standardError.write(Data("\rframe \(done)/\(total)".utf8))
                if done == total { FileHandle.standardError.write(Data("\n".utf8)) }
            }
        }
    }
}
