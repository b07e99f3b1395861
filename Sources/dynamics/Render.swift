import ArgumentParser
import Demos
import Encoding
import Foundation
import Rendering
import SceneFiles
import SceneHost

extension Dynamics {
    struct Render: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Record a demo, or your own UIKit scene files, as a GIF or a folder of PNG frames.",
            usage: """
                dynamics render <demo> [-o out.gif] [options]
                dynamics render <file.swift>... [-o out.gif] [--tap X,Y@T] [options]
                dynamics render --all [-o folder] [options]
                """,
            discussion: """
                The format follows the output path: NAME.gif writes a GIF; a folder (a path \
                ending in '/', or without an extension) gets frame-0000.png, frame-0001.png, … \
                Output is written to a temporary file and renamed, so a failed render leaves nothing.

                Scene files are ordinary iOS code: `import UIKit` and a UIViewController subclass, \
                shown full screen (or a top-level `func makeScene(_ scene: Scene)`). Several files, \
                or a folder of them, make one scene. They are compiled against this kit once and \
                cached; a compile error shows the compiler's messages and exits with status 2, as \
                does a scene that crashes or stops making progress (--timeout).

                Scripted touches, in the root view's points and seconds, any number of each:
                  --tap X,Y@T             a tap at (X, Y) at T s
                  --tap "Title"@T         a tap on the visible button or label showing Title
                  --drag X1,Y1:X2,Y2@T+D  a drag from (X1, Y1) to (X2, Y2) from T, for D s
                  --flick X,Y:VX,VY@T     a throw from (X, Y) at T at (VX, VY) pt/s
                Example: dynamics render Flick.swift --flick 187,333:0,-1500@1 -o flick.gif

                A scene may carry these flags itself, in `// dynamics: …` lines at the top of \
                one of its files (--controller, --size, --tap, --drag, --flick, --timeout, \
                --duration, --key-times; quoted as in a shell). Flags on the command line add \
                touches to the file's and override the rest.
                """)

        @Argument(help: ArgumentHelp("A demo (see `dynamics list`), or one scene's .swift files or folder.", valueName: "demo-or-files"))
        var targets: [String] = []

        @Flag(help: "Record every demo into the folder given by -o (default: the current folder), as <id>.gif, or <id>/ frame folders with --format png.")
        var all = false

        @Option(name: [.short, .customLong("output")], help: "Output path. Default: <id>.gif, or <file>.gif for scene files.")
        var output: String?

        @OptionGroup var options: OutputOptions

        @Option(parsing: .unconditional, help: "Pixels per point, more than 0 and at most 8 (2 for Retina).")
        var scale: Double = 1

        @Option(parsing: .unconditional, help: "Seconds to record, 0 to 600. Default: the demo's own length; 5 for scene files.")
        var duration: Double?

        @Option(parsing: .unconditional, help: "Seed for anything random in the scene: a whole number, 0 or more.")
        var seed: UInt64 = 0

        @OptionGroup var jobs: JobsOption

        @Flag(help: "Draw the physics over the frames: collision outlines, boundaries, attachments, snap points, field regions.")
        var debug = false

        @OptionGroup(title: "Scene files") var scene: SceneOptions

        /// The targets are scene files (or folders of them) rather than a demo's name.
        private var isSceneFiles: Bool {
            // A demo's id wins over a folder of that name in the current folder: write `./flick`
            // for the folder.
            targets.contains { target in
                target.hasSuffix(".swift") || target.contains("/")
                    || (DemoCatalog.demo(id: target) == nil && FileManager.default.fileExists(atPath: target))
            }
        }

        func validate() throws {
            try checkOutputPath(output, option: "--output")
            if all, let output, OutputFormat.pathNamesFile(output) {
                throw ValidationError("--all writes one file per demo into a folder: -o must name a folder (end it with / if its name has a dot), not \(output)")
            }
            switch (targets.isEmpty, all) {
            case (true, false):
                throw ValidationError("name a demo to record, scene files, or --all; `dynamics list` shows the demos")
            case (false, true):
                throw ValidationError("give either a demo, scene files or --all, not both")
            case (false, false) where !isSceneFiles:
                guard targets.count == 1 else {
                    throw ValidationError("render one demo at a time, or --all; '\(targets[1])' is one too many")
                }
                guard DemoCatalog.demo(id: targets[0]) != nil else {
                    throw ValidationError("unknown demo '\(targets[0])'; `dynamics list` shows the demos, and scene files end in .swift")
                }
                if scene.isUsed {
                    throw ValidationError("--controller, --size, --tap, --drag and --flick are for scene files; a demo has its own script")
                }
            default:
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
            if !all, isSceneFiles { return try renderSceneFiles() }
            if all {
                let folder = output ?? "."
                try FileSystem.createFolder(atPath: folder)
                let chosen = options.format ?? .gif
                let demos = DemoCatalog.all
                let workers = jobs.workers
                // The longest recordings first, so the workers finish together.
                try Concurrently.forEach(demos.count, workers: workers, costs: demos.map { duration ?? $0.duration }) { index in
                    let demo = demos[index]
                    let name = chosen == .gif ? "\(demo.id).gif" : demo.id
                    try record(demo, to: URL(fileURLWithPath: folder).appendingPathComponent(name).path, format: chosen, showsFrames: workers == 1)
                }
            } else {
                let demo = DemoCatalog.demo(id: targets[0])!
                let path = output ?? "\(demo.id).gif"
                try record(demo, to: path, format: nil)
            }
        }

        /// Compiles the scene files and records them in a child process.
        private func renderSceneFiles() throws {
            let project = try SceneRendering.catching { try SceneProject(paths: targets) }
            // The file's own `// dynamics:` flags, under the command line's.
            let fileOptions = try SceneRendering.catching { try SceneFileOptions.of(project) }
            let scene = self.scene.over(fileOptions.scene)
            let path = output ?? "\(project.name).gif"
            let format = try options.format ?? OutputFormat.resolve(path: path, explicit: options.format)
            var request = try scene.request(
                output: path,
                render: RenderSettings(fps: options.fps, duration: duration ?? fileOptions.duration ?? 5, scale: scale, seed: seed, debug: debug))
            request.format = format.rawValue
            request.loop = options.loop
            request.dither = options.dither
            request.maxColors = options.maxColors
            request.maxPixels = options.limits.maxPixels
            request.drawsAhead = jobs.drawsAhead
            do {
                let recorder = Recorder(fps: options.fps, duration: request.duration, scale: scale)
                try checkAndAnnounce(recorder.estimate(sceneSize: CGSize(width: request.width, height: request.height), format: format), output: path)
            } catch let error as EncodingError {
                FileHandle.standardError.write(Data("dynamics: \(error)\n".utf8))
                throw ExitCode(2)
            }
            try SceneRendering.render(project, controller: scene.controller, request: request, timeout: scene.timeoutSeconds)
        }

        /// Records `demo` to `path`, in `format` or else the one `--format` or the path names.
        private func record(_ demo: Demo, to path: String, format: OutputFormat?, showsFrames: Bool = true) throws {
            var recorder = Recorder(fps: options.fps, duration: duration ?? demo.duration, scale: scale, debug: debug)
            recorder.drawsAhead = jobs.drawsAhead
            let scene = demo.makeScene(seed: seed)
            let chosen = try format ?? OutputFormat.resolve(path: path, explicit: options.format)
            try checkAndAnnounce(recorder.estimate(sceneSize: scene.rootView.frame.size, format: chosen), output: path)
            let sink = try options.makeSink(path: path, format: chosen)
            // Side by side, frame counters would overwrite each other: say when each is done.
            let progress = showsFrames ? progressReporter(label: "\(demo.id): ") : finishedReporter(label: demo.id)
            // A GIF's colour table is made from a first pass over the clip, whose frames the
            // recorder keeps and plays back; it builds the scene again only for a clip too large
            // to keep. The first pass takes the scene built above.
            var built = Optional(scene)
            try recorder.record({ defer { built = nil }; return built ?? demo.makeScene(seed: seed) }, into: sink, progress: progress,
                                surveyProgress: showsFrames ? progressReporter(label: "\(demo.id): colours, ") : nil)
        }
    }
}
