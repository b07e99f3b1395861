import ArgumentParser
import Foundation
import SceneFiles
import SceneHost
import Publishing

/// What `render` (and `publish`) take for scene files: the root, the screen, scripted touches.
struct SceneOptions: ParsableArguments {
    @Option(help: ArgumentHelp("Scene files: the UIViewController subclass to show, when the files declare several.", valueName: "name"))
    var controller: String?

    @Option(help: ArgumentHelp("Scene files: the screen in points, WxH or a device (\(ScreenSize.deviceNames.joined(separator: ", "))). Default: 375x667.", valueName: "size"))
    var size: String?

    @Option(parsing: .unconditionalSingleValue, help: ArgumentHelp("Scene files: a tap at a point, or on the visible button, label or view with that title or accessibility identifier, at T seconds. Repeatable.", valueName: SceneInput.tapGrammar))
    var tap: [String] = []

    @Option(parsing: .unconditionalSingleValue, help: ArgumentHelp("Scene files: a finger down at X1,Y1 at T seconds, moved evenly to X2,Y2 and lifted there D seconds later. Repeatable.", valueName: SceneInput.dragGrammar))
    var drag: [String] = []

    @Option(parsing: .unconditionalSingleValue, help: ArgumentHelp("Scene files: a throw from X,Y at T seconds, released at VX,VY points per second. Repeatable.", valueName: SceneInput.flickGrammar))
    var flick: [String] = []

    @Option(parsing: .unconditional, help: ArgumentHelp("Scene files: seconds the scene may take over one frame before it is stopped.", valueName: "seconds"))
    var timeout: Double = 60

    /// Whether any scene-file option was given (they mean nothing for a built-in demo).
    var isUsed: Bool {
        controller != nil || size != nil || !tap.isEmpty || !drag.isEmpty || !flick.isEmpty
    }

    func validate() throws {
        _ = try inputs()
        _ = try screen()
        guard timeout.isFinite, timeout > 0 else {
            throw ValidationError("--timeout must be a positive number of seconds, not \(timeout.shortDescription)")
        }
    }

    /// The scripted touches, ordered by time (taps, drags and flicks interleaved).
    func inputs() throws -> [SceneInput] {
        do {
            let all = try tap.map(SceneInput.tap) + drag.map(SceneInput.drag) + flick.map(SceneInput.flick)
            return all.enumerated().sorted { ($0.element.time, $0.offset) < ($1.element.time, $1.offset) }.map(\.element)
        } catch let error as SceneInputError {
            throw ValidationError(error.description)
        }
    }

    func screen() throws -> ScreenSize {
        guard let size else { return .default }
        do {
            return try ScreenSize(parsing: size)
        } catch {
            throw ValidationError("\(error)")
        }
    }

    /// The request for one scene's recording, before its output path is known.
    func request(output: String, render: RenderSettings) throws -> SceneRequest {
        var request = SceneRequest(output: output)
        let screen = try screen()
        request.width = screen.width
        request.height = screen.height
        request.safeAreaTop = screen.safeAreaTop
        request.safeAreaBottom = screen.safeAreaBottom
        request.inputs = try inputs()
        request.fps = render.fps
        request.duration = render.duration
        request.scale = render.scale
        request.seed = render.seed
        request.debug = render.debug
        return request
    }
}

/// The recording settings `render` and `publish` share with scene files.
struct RenderSettings {
    var fps: Double
    var duration: Double
    var scale: Double
    var seed: UInt64 = 0
    var debug = false
}

/// Compiles and records scene files for the commands, reporting as the CLI does.
enum SceneRendering {
    /// Compiles `project` (or takes it from the cache), then records it as `request` asks.
    static func render(_ project: SceneProject, controller: String?, request: SceneRequest, timeout: Double) throws {
        try catching {
            let scene = try compile(project, controller: controller)
            try scene.run(request, timeout: timeout, progress: progressReporter(label: "\(project.name): "), log: printLine)
        }
    }

    /// A gallery entry for `project`, compiled now so that a compile error stops `publish`
    /// before anything is rendered.
    static func publishEntry(_ project: SceneProject, screen: ScreenSize, duration: Double, timeout: Double) throws -> PublishEntry {
        let scene = try compile(project, controller: nil)
        let summary = "Scene files: " + project.files.map { ($0 as NSString).lastPathComponent }.joined(separator: ", ")
        return PublishEntry(id: PublishEntry.id(forName: project.name), summary: summary, duration: duration) { recorder, gif, stills in
            var request = SceneRequest(output: gif.path)
            request.format = "gif"
            request.width = screen.width
            request.height = screen.height
            request.safeAreaTop = screen.safeAreaTop
            request.safeAreaBottom = screen.safeAreaBottom
            request.fps = recorder.fps
            request.scale = recorder.scale
            request.duration = recorder.duration
            request.stills = stills.map { SceneRequest.Still(time: $0.time, path: $0.url.path) }
            try scene.run(request, timeout: timeout, log: printLine)
        }
    }

    /// Runs `body`; a scene-file error is reported in one line and becomes exit status 2.
    static func catching<Result>(_ body: () throws -> Result) throws -> Result {
        do {
            return try body()
        } catch let error as SceneFileError {
            FileHandle.standardError.write(Data("dynamics: \(error)\n".utf8))
            throw ExitCode(2)
        }
    }

    private static func compile(_ project: SceneProject, controller: String?) throws -> CompiledScene {
        let compiler = try SceneCompiler()
        let showProgress = isatty(STDERR_FILENO) != 0
        if showProgress { FileHandle.standardError.write(Data("\(project.name): compiling…".utf8)) }
        defer { if showProgress { FileHandle.standardError.write(Data("\r\u{1B}[K".utf8)) } }
        return try compiler.compile(project, controller: controller) { diagnostics in
            if showProgress { FileHandle.standardError.write(Data("\r\u{1B}[K".utf8)) }
            printLine(diagnostics.hasSuffix("\n") ? String(diagnostics.dropLast()) : diagnostics)
        }
    }

    private static func printLine(_ line: String) {
        FileHandle.standardError.write(Data((line + "\n").utf8))
    }
}
