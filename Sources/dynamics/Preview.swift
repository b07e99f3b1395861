import ArgumentParser
import Foundation
import Preview
import SceneFiles

extension Dynamics {
    struct PreviewCommand: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "preview",
            abstract: "Play a scene in a local web page that records it again whenever one of its files is saved.",
            usage: """
                dynamics preview <file.swift>... [--port N] [options]
                dynamics preview <folder> [--tap X,Y@T] [options]
                dynamics preview <demo>
                """,
            discussion: """
                Prints the page's address (http://127.0.0.1:8765/ by default) and serves until \
                interrupted (Ctrl-C). The page plays the recording with a timeline, frame \
                stepping (← and →), play and pause (Space), a speed from 0.25× to 2×, and the \
                --debug overlay as a switch; it shows and edits the touch script (--tap, --drag, \
                --flick, --tilt), and shows what the scene printed, its warnings, and compile \
                errors with their file and line. Saving a file of the scene records it again, \
                and the page shows the new frames without a reload.

                The scene is recorded as `render` records it, as PNG frames in a temporary \
                folder removed on exit. The server listens on 127.0.0.1 only unless --host \
                says otherwise; --port 0 picks a free port.
                """)

        @Argument(help: ArgumentHelp("A demo (see `dynamics list`), or one scene's .swift files or folder.", valueName: "demo-or-files"))
        var targets: [String]

        @Option(help: "The address to listen on. Anything but 127.0.0.1 (or ::1) lets other machines see your scene.")
        var host = "127.0.0.1"

        @Option(parsing: .unconditional, help: "The port to listen on; 0 picks a free one.")
        var port = 8765

        @Option(parsing: .unconditional, help: "Frames per second, 1 to 120.")
        var fps: Double = 30

        @Option(parsing: .unconditional, help: "Pixels per point, more than 0 and at most 8 (2 for Retina).")
        var scale: Double = 1

        @Option(parsing: .unconditional, help: "Seconds to record, 0 to 600. Default: the demo's own length; 5 for scene files.")
        var duration: Double?

        @Option(parsing: .unconditional, help: "Seed for anything random in the scene: a whole number, 0 or more.")
        var seed: UInt64 = 0

        @Flag(help: "Start with the debug overlay switched on (the page switches it either way).")
        var debug = false

        @OptionGroup(title: "Scene files") var scene: SceneOptions

        func validate() throws {
            guard (0...65535).contains(port) else { throw ValidationError("--port must be 0 to 65535, not \(port)") }
            guard fps.isFinite, fps >= 1, fps <= 120 else { throw ValidationError("--fps must be between 1 and 120, not \(fps.shortDescription)") }
            guard scale.isFinite, scale > 0, scale <= 8 else {
                throw ValidationError("--scale must be more than 0 and at most 8, not \(scale.shortDescription)")
            }
            if let duration, !(duration.isFinite && duration >= 0 && duration <= 600) {
                throw ValidationError("--duration must be between 0 and 600 seconds, not \(duration.shortDescription)")
            }
        }

        func run() throws {
            var commandLine = try SceneFileOptions.parse([])
            commandLine.scene = scene
            commandLine.duration = duration
            let session = try SceneRendering.catching {
                try PreviewSession(targets: targets, commandLine: commandLine,
                                   settings: PreviewSession.Settings(fps: fps, scale: scale, seed: seed))
            }
            let server = PreviewServer(session: session, host: host, port: port)
            let query = debug ? "?debug=1" : ""
            let outcome = ServerOutcome()
            session.start()
            Task {
                do {
                    try await server.run(handlingSignals: true) { url in
                        print(url + query)
                        fflush(stdout)
                    }
                } catch {
                    outcome.error = error
                }
                outcome.done.signal()
            }
            outcome.done.wait()
            session.stop(interrupting: true)
            if let error = outcome.error {
                FileHandle.standardError.write(Data("dynamics: \(PreviewServer.explain(error, host: host, port: port))\n".utf8))
                throw ExitCode(2)
            }
        }
    }
}

/// What the server's task came to, for the command's thread to wait on.
private final class ServerOutcome: @unchecked Sendable {
    let done = DispatchSemaphore(value: 0)
    var error: Error?
}
