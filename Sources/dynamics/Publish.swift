import ArgumentParser
import Basics
import Foundation
import Publishing
import SceneFiles
import SceneProtocol

extension Dynamics {
    struct Publish: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Render demos or your scene files into a gallery folder: GIFs, key-frame PNGs, manifest.json and index.html.",
            discussion: """
                With no arguments every built-in demo is published; otherwise each argument is a \
                demo's id, a scene file (one scene), or a folder in which each .swift file is a \
                scene and each subfolder of .swift files is one more; each takes the flags of its \
                `// dynamics:` comment (see `dynamics render --help`). A scene's id is its file or \
                folder name, dash-separated (StickyCorners.swift is sticky-corners). \
                manifest.json lists each demo's files with their SHA-256, frame count, duration \
                and GIF size; index.html shows them all. With --shard i/n only every n-th demo \
                (starting at the i-th) is rendered, so CI runners can split the work. The folder \
                is built beside DIR and renamed into place; an existing DIR is replaced only if it \
                is a gallery (has manifest.json) or empty.
                """)

        @Argument(help: ArgumentHelp("Demos, scene files or folders of them. Default: every demo.", valueName: "demo-or-files"))
        var targets: [String] = []

        @Option(name: .customLong("out-dir"), help: "The gallery folder to write.")
        var outDir: String

        @Option(parsing: .unconditional, help: "Scene files: seconds to record each, 0 to 600. Default: the file's own --duration, or 5.")
        var duration: Double?

        @Option(help: ArgumentHelp("Scene files: the screen in points, WxH or a device (\(ScreenSize.deviceNames.joined(separator: ", "))).", valueName: "size"))
        var size: String?

        @Option(parsing: .unconditional, help: ArgumentHelp("Scene files: seconds a scene may take over one frame before it is stopped. Default: 60.", valueName: "seconds"))
        var timeout: Double?

        @Option(help: "Render only this share of the demos: i/n, 1 ≤ i ≤ n.")
        var shard: String = "1/1"

        @Option(parsing: .unconditional, help: "Frames per second, 1 to 120.")
        var fps: Double = 30

        @Option(parsing: .unconditional, help: "Pixels per point, more than 0 and at most 8.")
        var scale: Double = 1

        @OptionGroup var jobs: JobsOption

        @OptionGroup(title: "Sandbox") var sandbox: SandboxOptions

        @Flag(help: "Print what was written as one JSON document on stdout: each scene's files with their paths, bytes and SHA-256.")
        var json = false

        func validate() throws {
            try checkOutputPath(outDir, option: "--out-dir")
            do {
                _ = try Shard(parsing: shard)
            } catch {
                throw ValidationError("\(error)")
            }
            guard fps.isFinite, fps >= 1, fps <= 120 else { throw ValidationError("--fps must be between 1 and 120") }
            guard scale.isFinite, scale > 0, scale <= 8 else { throw ValidationError("--scale must be more than 0 and at most 8") }
            if let duration, !(duration.isFinite && duration >= 0 && duration <= 600) {
                throw ValidationError("--duration must be between 0 and 600 seconds, not \(duration.shortDescription)")
            }
            if let timeout, !(timeout.isFinite && timeout > 0) {
                throw ValidationError("--timeout must be a positive number of seconds, not \(timeout.shortDescription)")
            }
            if let size {
                do { _ = try ScreenSize(parsing: size) } catch { throw ValidationError("\(error)") }
            }
        }

        func run() throws {
            sandbox.apply()
            var publisher = Publisher()
            publisher.shard = try Shard(parsing: shard)
            publisher.fps = fps
            publisher.scale = scale
            publisher.workers = jobs.workers
            // Scene files inside the gallery folder would be replaced with it.
            try FileSystem.checkOutput(outDir, isApartFrom: targets.filter { FileManager.default.fileExists(atPath: $0) })
            let entries = try SceneRendering.catching { try self.entries() }
            let manifest = try SceneRendering.catching {
                try publisher.publish(to: URL(fileURLWithPath: outDir), entries: entries) { id in
                    FileHandle.standardError.write(Data("publishing \(id)\n".utf8))
                }
            }
            let wrote = "wrote \(manifest.demos.count) demos to \(outDir) (shard \(manifest.shard))"
            if json {
                // The document is stdout's; the line goes to stderr.
                SceneRendering.printLine(wrote)
                print(try manifest.json(folder: outDir))
            } else {
                print(wrote)
            }
        }

        /// The demos and scenes the arguments name, compiled (or found in the cache) now, so
        /// that a compile error stops `publish` before anything is rendered.
        private func entries() throws -> [PublishEntry] {
            // --duration, --size and --timeout over each scene's own flags.
            var commandLine = try SceneFileOptions.parse([])
            commandLine.duration = duration
            commandLine.scene.size = size
            commandLine.scene.timeout = timeout
            let scenes = try ResolvedScene.each(targets, commandLine: commandLine)
            let compiled = try SceneRendering.compile(scenes, workers: jobs.workers)
            return try zip(scenes, compiled).map { try PublishEntry(scene: $0, compiled: $1, log: SceneRendering.printLine) }
        }
    }
}
