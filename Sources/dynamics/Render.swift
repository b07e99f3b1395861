import ArgumentParser
import Demos
import Encoding
import Foundation
import Rendering

extension Dynamics {
    struct Render: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Record a demo as a GIF or a folder of PNG frames.",
            discussion: """
                The format follows the output path: NAME.gif writes a GIF; a folder (a path \
                ending in '/', or without an extension) gets frame-0000.png, frame-0001.png, … \
                Output is written to a temporary file and renamed, so a failed render leaves nothing.
                """)

        @Argument(help: "The demo to record (see `dynamics list`).")
        var id: String?

        @Flag(help: "Record every demo into the folder given by -o (default: the current folder), as <id>.gif, or <id>/ frame folders with --format png.")
        var all = false

        @Option(name: [.short, .customLong("output")], help: "Output path. Default: <id>.gif.")
        var output: String?

        @OptionGroup var options: OutputOptions

        @Option(parsing: .unconditional, help: "Pixels per point, more than 0 and at most 8 (2 for Retina).")
        var scale: Double = 1

        @Option(parsing: .unconditional, help: "Seconds to record, 0 to 600. Default: the demo's own length.")
        var duration: Double?

        @Option(help: "Seed for anything random in the scene.")
        var seed: UInt64 = 0

        @Flag(help: "Draw the physics over the frames: collision outlines, boundaries, attachments, snap points, field regions.")
        var debug = false

        func validate() throws {
            switch (id, all) {
            case (nil, false):
                throw ValidationError("name a demo to record, or --all; `dynamics list` shows the demos")
            case (.some, true):
                throw ValidationError("give either a demo or --all, not both")
            case let (.some(id), false):
                guard DemoCatalog.demo(id: id) != nil else {
                    throw ValidationError("unknown demo '\(id)'; `dynamics list` shows the demos")
                }
            case (nil, true):
                break
            }
            guard scale.isFinite, scale > 0, scale <= 8 else {
                throw ValidationError("--scale must be more than 0 and at most 8, not \(scale.shortDescription)")
            }
            if let duration, !(duration.isFinite && duration >= 0 && duration <= 600) {
                throw ValidationError("--duration must be between 0 and 600 seconds, not \(duration.shortDescription)")
            }
        }

        func run() throws {
            if all {
                let folder = output ?? "."
                try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
                let chosen = options.format ?? .gif
                for demo in DemoCatalog.all {
                    let name = chosen == .gif ? "\(demo.id).gif" : demo.id
                    try record(demo, to: URL(fileURLWithPath: folder).appendingPathComponent(name).path, format: chosen)
                }
            } else {
                let demo = DemoCatalog.demo(id: id!)!
                let path = output ?? "\(demo.id).gif"
                try record(demo, to: path, format: nil)
            }
        }

        /// Records `demo` to `path`, in `format` or else the one `--format` or the path names.
        private func record(_ demo: Demo, to path: String, format: OutputFormat?) throws {
            let sink = try options.makeSink(path: path, format: format)
            let recorder = Recorder(fps: options.fps, duration: duration ?? demo.duration, scale: scale, debug: debug)
            try recorder.record(demo.makeScene(seed: seed), into: sink, progress: progressReporter(label: "\(demo.id): "))
        }
    }
}
