import ArgumentParser
import Basics
import Encoding
import Foundation
import SceneFiles
import SceneProtocol

extension Dynamics {
    struct Render: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Record a demo, or your own UIKit scene files, as a GIF, APNG, WebP, MP4 or WebM, or a folder of PNG frames.",
            usage: """
                dynamics render <demo> [-o out.gif] [options]
                dynamics render <file.swift>... [-o out.gif] [--tap X,Y@T] [options]
                dynamics render <Name.playground> [--page NAME] [-o out.gif] [options]
                dynamics render --all [-o folder] [options]
                """,
            discussion: """
                The format follows the output path: NAME.gif writes a GIF, NAME.png or NAME.apng \
                an animated PNG, NAME.webp an animated WebP (lossless; --quality Q for lossy), \
                NAME.mp4 an H.264 video and NAME.webm a VP9 one (these two through ffmpeg, which \
                must be installed); a folder (a path ending in '/', or without an extension) gets \
                frame-0000.png, frame-0001.png, … --poster T also writes the frame at T seconds \
                as NAME.poster.png beside it. Output is written to a temporary file and renamed, \
                so a failed render leaves nothing.

                Scene files are ordinary iOS code: `import UIKit` and a UIViewController subclass, \
                shown full screen (or a #Preview, or a top-level `func makeScene(_ scene: Scene)`). \
                Several files make one scene, and so does a folder: an Xcode app's source tree at \
                any depth (test targets, Pods and build folders left out; an .xcodeproj names its \
                folder and its SWIFT_VERSION the language mode), launched as iOS launches it \
                through its app and scene delegates, its storyboards and xibs read (the main \
                storyboard's initial controller, outlets, actions, segues). A playground (a \
                .playground folder, or a page's Contents.swift) runs a page's top-level code, \
                the first page's or --page NAME's, and records its live view \
                (PlaygroundPage.current.liveView), at the live view's own size unless --size \
                gives one. They are compiled against this kit once and \
                cached; a compile error shows the compiler's messages and exits with status 2, as \
                does a scene that crashes or stops making progress (--timeout).

                Scripted touches, in the root view's points and seconds, any number of each:
                  --tap X,Y@T             a tap at (X, Y) at T s
                  --tap "Title"@T         a tap on the visible button or label showing Title
                  --drag X1,Y1:X2,Y2@T+D  a drag from (X1, Y1) to (X2, Y2) from T, for D s
                  --flick X,Y:VX,VY@T     a throw from (X, Y) at T at (VX, VY) pt/s
                  --pinch X,Y:SCALE@T+D   two fingers about (X, Y) spread to SCALE (or
                                          squeezed, below 1) from T, for D s
                  --rotate X,Y:DEG@T+D    two fingers about (X, Y) turned DEG clockwise
                Example: dynamics render Flick.swift --flick 187,333:0,-1500@1 -o flick.gif

                A scene may carry these flags itself, in `// dynamics: …` lines at the top of \
                one of its files (--controller, --preview, --size, --tap, --drag, --flick, --pinch, --rotate, \
                --swift-version, --timeout, --duration, --key-times; quoted as in a shell). Flags on the command line add \
                touches to the file's and override the rest.
                """)

        @Argument(help: ArgumentHelp("A demo (see `dynamics list`), or one scene's .swift files or folder.", valueName: "demo-or-files"))
        var targets: [String] = []

        @Flag(help: "Record every demo into the folder given by -o (default: the current folder), as <id>.gif, <id>.<ext> with --format, or <id>/ frame folders with --format png.")
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

        @Option(parsing: .unconditional, help: ArgumentHelp(
            "Also write the frame at T seconds as a still PNG beside the output: NAME.poster.png for NAME.gif (or for the folder NAME/).",
            valueName: "T"))
        var poster: Double?

        @OptionGroup var jobs: JobsOption

        @OptionGroup(title: "Sandbox") var sandbox: SandboxOptions

        @Flag(help: "Draw the physics over the frames: collision outlines, boundaries, attachments, snap points, field regions.")
        var debug = false

        @Flag(help: "Print what was written as one JSON document on stdout: each output's path, format, frames, files and bytes.")
        var json = false

        @OptionGroup(title: "Scene files") var scene: SceneOptions

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
            case (false, false) where !ResolvedScene.nameFiles(targets):
                guard targets.count == 1 else {
                    throw ValidationError("\(SceneFileError.oneDemoAtATime(extra: targets[1]))")
                }
                guard let demo = DemoCatalog.demo(id: targets[0]) else {
                    throw ValidationError("\(SceneFileError.unknownDemo(targets[0]))")
                }
                // Touches given here join the demo's own.
                _ = try scene.over(try SceneFileOptions.parse(demo.flags).scene).inputs()
            default:
                break
            }
            guard scale.isFinite, scale > 0, scale <= 8 else {
                throw ValidationError("--scale must be more than 0 and at most 8, not \(scale.shortDescription)")
            }
            if let duration, !(duration.isFinite && duration >= 0 && duration <= 600) {
                throw ValidationError("--duration must be between 0 and 600 seconds, not \(duration.shortDescription)")
            }
            if let poster, !(poster.isFinite && poster >= 0 && poster <= 600) {
                throw ValidationError("--poster must be a time between 0 and 600 seconds, not \(poster.shortDescription)")
            }
        }

        func run() throws {
            sandbox.apply()
            var commandLine = try SceneFileOptions.parse([])
            commandLine.scene = scene
            commandLine.duration = duration
            if all {
                let folder = output ?? "."
                let format = options.format ?? .gif
                try checkTool(for: format)
                try FileSystem.createFolder(atPath: folder)
                let scenes = try SceneRendering.catching { try ResolvedScene.demos(commandLine: commandLine) }
                let workers = jobs.workers
                let compiled = try SceneRendering.compile(scenes, workers: workers)
                // The longest recordings first, so the workers finish together.
                let order = scenes.indices.sorted { (-scenes[$0].duration, $0) < (-scenes[$1].duration, $1) }
                let requests = try order.map { index in
                    let name = format.fileExtension.map { "\(scenes[index].id).\($0)" } ?? scenes[index].id
                    return try request(for: scenes[index], to: URL(fileURLWithPath: folder).appendingPathComponent(name).path, format: format)
                }
                // The demos are ours: they share one process, which starts as fast as one.
                let showsFrames = workers == 1
                let reporters = order.map { index in
                    showsFrames ? progressReporter(label: "\(scenes[index].id): ") : finishedReporter(label: scenes[index].id)
                }
                let results = CompiledScene.record(
                    zip(order, requests).map { (compiled[$0], $1) }, workers: workers,
                    timeout: order.map { scenes[$0].options.scene.timeoutSeconds }.max() ?? 60,
                    progress: { job, done, total in reporters[job](done, total) }, log: SceneRendering.printLine)
                for (job, result) in results.enumerated() {
                    if case let .failure(error) = result {
                        FileHandle.standardError.write(Data("dynamics: \(scenes[order[job]].id): \(error)\n".utf8))
                        throw ExitCode(2)
                    }
                }
                if json { try printJSON(zip(order, requests).map { (scenes[$0].id, $1) }) }
            } else {
                let scene = try SceneRendering.catching { try ResolvedScene.one(targets, commandLine: commandLine) }
                let path = output ?? "\(ResolvedScene.nameFiles(targets) ? scene.project.name : scene.id).gif"
                let format = try OutputFormat.resolve(path: path, explicit: options.format)
                try checkTool(for: format)
                let compiled = try SceneRendering.compile([scene], workers: 1)
                let request = try request(for: scene, to: path, format: format)
                try SceneRendering.catching {
                    try compiled[0].run(request, timeout: scene.options.scene.timeoutSeconds,
                                        progress: progressReporter(label: "\(scene.id): "), log: SceneRendering.printLine)
                }
                if json { try printJSON([(scene.id, request)]) }
            }
        }

        /// Says in one line which program a format needs, and stops, when it is not installed:
        /// before anything is compiled or written.
        private func checkTool(for format: OutputFormat) throws {
            do {
                try format.checkTool()
            } catch {
                FileHandle.standardError.write(Data("dynamics: \(error)\n".utf8))
                throw ExitCode(2)
            }
        }

        /// Where `--poster` writes beside `output`: `NAME.poster.png` for `NAME.gif` (any
        /// extension), or for the folder `NAME/`.
        /// Relative as the output is.
        static func posterPath(for output: String) -> String {
            var base = output
            while base.count > 1 && base.hasSuffix("/") { base.removeLast() }
            if OutputFormat.pathNamesFile(output) { base = (base as NSString).deletingPathExtension }
            return base + ".poster.png"
        }

        /// `--json`: what each request wrote.
        private func printJSON(_ written: [(scene: String, request: SceneRequest)]) throws {
            print(try RenderReport(outputs: written.map { try RenderedOutput(scene: $0.scene, request: $0.request) }).json())
        }

        /// The request that records `scene` to `path` in `format`, once the output is known to
        /// fit: a frame over the pixel limit, or a disk too small, is one line and status 2.
        private func request(for scene: ResolvedScene, to path: String, format: OutputFormat) throws -> SceneRequest {
            var request = try SceneRendering.catching {
                try scene.request(output: path, settings: RenderSettings(fps: options.fps, duration: scene.duration, scale: scale, seed: seed, debug: debug))
            }
            request.format = format.rawValue
            request.loop = options.loop
            request.quality = options.quality
            if var poster {
                // Every demo of --all gets one, at most at its end.
                if all { poster = min(poster, request.duration) }
                guard poster <= request.duration else {
                    FileHandle.standardError.write(Data("dynamics: --poster \(poster.shortDescription) is after the end of the recording (\(request.duration.shortDescription) s)\n".utf8))
                    throw ExitCode(2)
                }
                request.poster = SceneRequest.Still(time: poster, path: Self.posterPath(for: path))
            }
            request.dither = options.dither
            request.maxColors = options.maxColors
            request.maxPixels = options.limits.maxPixels
            request.drawsAhead = jobs.drawsAhead
            do {
                let estimate = try OutputEstimate(fps: request.fps, duration: request.duration, scale: request.scale,
                                                  screen: request.width, request.height, format: format)
                try checkAndAnnounce(estimate, output: path)
            } catch {
                FileHandle.standardError.write(Data("dynamics: \(error)\n".utf8))
                throw ExitCode(2)
            }
            return request
        }
    }
}
