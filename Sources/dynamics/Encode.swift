import ArgumentParser
import Basics
import Encoding
import Foundation

extension Dynamics {
    struct Encode: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Encode PNG frames already on disk as a GIF, APNG, WebP, MP4 or WebM (or a fresh folder of PNG frames).",
            discussion: """
                Takes PNG files, or folders whose .png files are taken in natural order \
                (frame-2.png before frame-10.png), such as `dynamics render ID -o DIR/` writes. \
                Every frame must have the first frame's size. Frame i is shown from i/fps \
                seconds. The output is written to a temporary file and renamed, so a failure \
                leaves nothing.
                """)

        @Argument(help: "PNG files or folders of PNG frames, in the order they are shown.")
        var frames: [String] = []

        @Option(name: [.short, .customLong("output")], help: "Output path: NAME.gif, NAME.png (animated), NAME.webp, NAME.mp4, NAME.webm, or a folder for PNG frames.")
        var output: String

        @OptionGroup var options: OutputOptions

        func validate() throws {
            try checkOutputPath(output, option: "--output")
            guard !frames.isEmpty else {
                throw ValidationError("name the PNG frames to encode, as files or folders")
            }
        }

        func run() throws {
            let sequence = try PNGSequence(paths: frames)
            try FileSystem.checkOutput(output, isApartFrom: frames)
            let sink = try options.makeSink(path: output)
            try sequence.encode(into: sink, fps: options.fps, progress: progressReporter())
        }
    }
}
