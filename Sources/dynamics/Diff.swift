import ArgumentParser
import Foundation
import VisualDiff

extension Dynamics {
    struct Diff: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Compare two PNG frames, or two folders of PNG frames, pixel by pixel.",
            discussion: """
                Pixels are composited over white and measured apart in YIQ color space, as \
                pixelmatch does; a pixel differs when the distance is over --threshold. Pixels \
                that look like anti-aliasing (an edge moved by part of a pixel) are not counted \
                unless --include-anti-aliasing is given. Folders are matched by file name; a \
                frame on one side only is a difference. Prints a line per frame that differs \
                (for folders; every frame with -v) and a summary starting with 'same:' or \
                'different:'.

                Exit status:
                  0   the same, within the limits
                  1   different
                  2   cannot compare: a missing file, an unreadable PNG, frames of different
                      sizes, an image over --max-pixels, an output that is an input, stdout
                      that cannot be written (one line on stderr)
                  64  a bad option
                """)

        @Argument(help: "The reference: a PNG file, or a folder of PNG frames.")
        var expected: String

        @Argument(help: "The frames to check: a PNG file, or a folder when EXPECTED is one.")
        var actual: String

        @OptionGroup var comparison: ComparisonOptions

        @Flag(name: [.short, .long], help: "For folders, print a line for every frame, not only those that differ.")
        var verbose = false

        @Option(
            name: [.short, .customLong("output")],
            help: ArgumentHelp(
                "Write the diff image (red: differs, yellow: anti-aliasing) to this PNG file, or into this folder when it ends in '/'; for folders, a folder to hold a diff image for each frame that differs.",
                valueName: "diff"))
        var output: String?

        @OptionGroup var limits: LimitOptions

        func validate() throws {
            try checkOutputPath(output, option: "--output")
        }

        private var options: DiffOptions { comparison.diffOptions }

        func run() throws {
            let report: ComparisonReport
            do {
                report = try comparePNGs(
                    expected: URL(fileURLWithPath: expected), actual: URL(fileURLWithPath: actual),
                    options: options, diffOutput: output.map { URL(fileURLWithPath: $0) })
            } catch {
                let message = "\(error)".split(separator: "\n").first.map(String.init) ?? "\(error)"
                FileHandle.standardError.write(Data("dynamics: \(message)\n".utf8))
                throw ExitCode(2)
            }
            for line in report.lines(verbose: verbose) { print(line) }
            do {
                try flushStandardOutput()
            } catch {
                FileHandle.standardError.write(Data("dynamics: \(error)\n".utf8))
                throw ExitCode(2)
            }
            if !report.passed { throw ExitCode(1) }
        }
    }
}
