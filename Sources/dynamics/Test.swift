import ArgumentParser
import Foundation
import Publishing
import SceneFiles
import SceneProtocol
import VisualDiff
import VisualTesting

extension RecordMode: ExpressibleByArgument {}

extension Dynamics {
    struct Test: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Render scenes' key frames and compare them with reference PNGs; write a report, JUnit XML and a CI summary.",
            usage: """
                dynamics test [--references Fixtures] [options]
                dynamics test <file.swift | folder | demo>... --references DIR [--report DIR] [--junit FILE] [options]
                """,
            discussion: """
                Each argument is a built-in demo's id, a scene file (one scene), or a folder in \
                which each .swift file is a scene and each subfolder of .swift files is one more, \
                as for `publish`. With none, every built-in demo is tested against Fixtures/.

                A scene's frames at its key times (--key-times or its file's `// dynamics:` flags; \
                else a quarter, half and all of its duration) are compared with \
                <references>/<id>/t<time>.png as `diff` compares (pixelmatch's measure; \
                --threshold, --max-diff-pixels, --max-diff-ratio). --record decides what is \
                written: missing references (the default), all, the frames that fail (to accept \
                an intended change: each file replaced is printed), or never — the default when \
                CI is set. Scenes run on --jobs workers; --shard i/n tests every n-th scene.

                Exit status:
                  0   every frame within the limits (or recorded)
                  1   some frames differ, or have no reference and --record never
                  2   a scene could not be rendered (a compile error, a crash, a timeout)
                  64  a bad option
                """)

        @Argument(help: ArgumentHelp("Demos, scene files or folders of them. Default: every demo.", valueName: "scene"))
        var targets: [String] = []

        @Option(help: ArgumentHelp("The folder of reference frames: <references>/<id>/t1.25.png.", valueName: "dir"))
        var references: String = "Fixtures"

        @Option(help: ArgumentHelp("What to write as references: missing, all, failed or never. Default: DYNAMICS_RECORD, or missing (never when CI is set).", valueName: "mode"))
        var record: RecordMode?

        @Option(help: ArgumentHelp("Write an HTML report here: index.html with the expected, actual and diff image of every frame, failures first.", valueName: "dir"))
        var report: String?

        @Option(help: ArgumentHelp("Write JUnit XML here: a test case per frame.", valueName: "file"))
        var junit: String?

        @Option(help: "Test only this share of the scenes: i/n, 1 ≤ i ≤ n.")
        var shard: String = "1/1"

        @OptionGroup var jobs: JobsOption

        @OptionGroup(title: "Sandbox") var sandbox: SandboxOptions

        @OptionGroup var comparison: ComparisonOptions

        @Option(parsing: .unconditional, help: "Pixels per point, more than 0 and at most 8 (references are at 1).")
        var scale: Double = 1

        @Flag(name: [.short, .long], help: "Print a line for every frame, not only those that fail or change a reference.")
        var verbose = false

        @Flag(help: "Print the verdicts and what was written as one JSON document on stdout, instead of lines.")
        var json = false

        @OptionGroup(title: "Scene files") var sceneFiles: SceneFileOptions

        func validate() throws {
            do {
                _ = try Shard(parsing: shard)
            } catch {
                throw ValidationError("\(error)")
            }
            guard scale.isFinite, scale > 0, scale <= 8 else {
                throw ValidationError("--scale must be more than 0 and at most 8, not \(scale.shortDescription)")
            }
        }

        func run() throws {
            sandbox.apply()
            do {
                try test()
            } catch let error as ExitCode {
                throw error
            } catch let error as ValidationError {
                throw error
            } catch {
                // Whatever stops a run is status 2: 1 means only that frames differ.
                Self.printError("dynamics: \(error)")
                throw ExitCode(2)
            }
        }

        private func test() throws {
            // The command records missing references unless told otherwise (Swift tests default to never).
            let mode = try record ?? RecordMode.fromEnvironment(default: .missing)
            var runner = VisualTestRunner(references: URL(fileURLWithPath: references))
            runner.options = comparison.diffOptions
            runner.mode = mode
            runner.shard = try Shard(parsing: shard)
            runner.workers = jobs.workers
            let scenes = try self.scenes()
            let folder = try report.map { try ReportFolder(URL(fileURLWithPath: $0)) }
            runner.images = folder?.staging

            let run: VisualTestRun
            do {
                run = try runner.run(scenes) { scene in
                    if let error = scene.error { Self.printError("dynamics: \(scene.id): \(error)") }
                }
            } catch {
                folder?.discard()
                throw error
            }
            // With --json the document is stdout's, and the lines go to stderr.
            func say(_ line: String) { if json { Self.printError(line) } else { print(line) } }
            for (scene, frame) in run.frames where verbose || frame.status != .passed {
                say(VisualTestRun.line(scene, frame))
            }
            say(run.summary)
            if let folder {
                try folder.finish(with: run)
                say("report: \(folder.destination.appendingPathComponent("index.html").relativePath)")
            }
            if let junit {
                try Data(JUnitReport.xml(for: run).utf8).write(to: URL(fileURLWithPath: junit), options: .atomic)
            }
            if json { print(try run.json(report: report, junit: junit)) }
            if let summary = ProcessInfo.processInfo.environment["GITHUB_STEP_SUMMARY"], !summary.isEmpty {
                try Self.append(MarkdownSummary.markdown(for: run), to: summary)
            }
            if run.exitStatus != 0 { throw ExitCode(run.exitStatus) }
        }

        /// The scenes the arguments name, in order; every demo when there are none.
        private func scenes() throws -> [VisualTestScene] {
            try ResolvedScene.each(targets, commandLine: sceneFiles).map { scene in
                VisualTestScene(scene: scene, scale: scale, diagnostics: Self.printError)
            }
        }

        private static let errorLock = NSLock()

        /// One message on stderr, whole, whichever worker sends it.
        @Sendable private static func printError(_ text: String) {
            let line = text.hasSuffix("\n") ? text : text + "\n"
            errorLock.withLock { FileHandle.standardError.write(Data(line.utf8)) }
        }

        /// Appends `text` to the file at `path` (GitHub's step summary), creating it if needed.
        private static func append(_ text: String, to path: String) throws {
            if !FileManager.default.fileExists(atPath: path) {
                FileManager.default.createFile(atPath: path, contents: nil)
            }
            guard let handle = FileHandle(forWritingAtPath: path) else {
                throw SceneFileError.failed("cannot write the step summary \(path)")
            }
            defer { try? handle.close() }
            handle.seekToEndOfFile()
            handle.write(Data(text.utf8))
        }
    }
}
