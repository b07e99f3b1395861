import ArgumentParser
import Demos
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

    @Option(parsing: .unconditional, help: ArgumentHelp("Scene files: seconds the scene may take over one frame before it is stopped. Default: 60.", valueName: "seconds"))
    var timeout: Double?

    var timeoutSeconds: Double { timeout ?? 60 }

    /// Whether any scene-file option was given (they mean nothing for a built-in demo).
    var isUsed: Bool {
        controller != nil || size != nil || !tap.isEmpty || !drag.isEmpty || !flick.isEmpty
    }

    func validate() throws {
        _ = try inputs()
        _ = try screen()
        if let timeout, !(timeout.isFinite && timeout > 0) {
            throw ValidationError("--timeout must be a positive number of seconds, not \(timeout.shortDescription)")
        }
    }

    /// These options over a scene file's own: touches add to the file's, the rest replace its.
    func over(_ file: SceneOptions) -> SceneOptions {
        var merged = self
        merged.controller = controller ?? file.controller
        merged.size = size ?? file.size
        merged.tap = file.tap + tap
        merged.drag = file.drag + drag
        merged.flick = file.flick + flick
        merged.timeout = timeout ?? file.timeout
        return merged
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

/// What a scene file says about itself in its `// dynamics:` comment (SceneFileFlags), and
/// what `test` takes on its command line for scene files: the scene options, the seconds to
/// record and the key times to compare.
struct SceneFileOptions: ParsableArguments {
    @OptionGroup var scene: SceneOptions

    @Option(parsing: .unconditional, help: ArgumentHelp("Scene files: seconds the scene runs, 0 to 600. Default: 5.", valueName: "seconds"))
    var duration: Double?

    @Option(name: .customLong("key-times"), help: ArgumentHelp("The times of the key frames `test` compares and `publish` shows, in seconds. Default: a quarter, half and all of the duration.", valueName: "T,T,…"))
    var keyTimes: String?

    func validate() throws {
        if let duration, !(duration.isFinite && duration >= 0 && duration <= 600) {
            throw ValidationError("--duration must be between 0 and 600 seconds, not \(duration.shortDescription)")
        }
        _ = try times()
    }

    /// The `--key-times`, ascending, if given.
    func times() throws -> [Double]? {
        guard let keyTimes else { return nil }
        let times = keyTimes.split(separator: ",", omittingEmptySubsequences: false).map { Double($0.trimmingCharacters(in: .whitespaces)) }
        guard !times.isEmpty, times.allSatisfy({ $0 != nil && $0!.isFinite && $0! >= 0 && $0! <= 600 }) else {
            throw ValidationError("--key-times '\(keyTimes)' is not a list of seconds from 0 to 600, e.g. 0.5,1,2.5")
        }
        return times.map { $0! }.sorted()
    }

    /// These options over a scene file's own (see ``SceneOptions/over(_:)``).
    func over(_ file: SceneFileOptions) -> SceneFileOptions {
        var merged = self
        merged.scene = scene.over(file.scene)
        merged.duration = duration ?? file.duration
        merged.keyTimes = keyTimes ?? file.keyTimes
        return merged
    }

    /// The options in the `// dynamics:` comment of `project` (``SceneFileFlags``).
    static func of(_ project: SceneProject) throws -> SceneFileOptions {
        let flags = try SceneFileFlags(project: project)
        do {
            return try parse(flags.words)
        } catch {
            let message = self.message(for: error).split(separator: "\n").first.map(String.init) ?? "\(error)"
            throw SceneFileError.badFlags(
                file: flags.file ?? project.displayName, line: flags.line ?? 1,
                message: message + " (a scene file may give --controller, --size, --tap, --drag, --flick, --timeout, --duration and --key-times)")
        }
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

    /// A gallery entry for `project` with `options` (the command line's over the file's own),
    /// compiled now so that a compile error stops `publish` before anything is rendered.
    static func publishEntry(_ project: SceneProject, options: SceneFileOptions) throws -> PublishEntry {
        let scene = try compile(project, controller: options.scene.controller)
        let summary = "Scene files: " + project.files.map { ($0 as NSString).lastPathComponent }.joined(separator: ", ")
        let template = try options.scene.request(output: "", render: RenderSettings(fps: 30, duration: 5, scale: 1))
        let keyTimes = try options.times()
        return PublishEntry(id: PublishEntry.id(forName: project.name), summary: summary, duration: options.duration ?? 5,
                            keyTimes: keyTimes) { recorder, gif, stills in
            var request = template
            request.output = gif.path
            request.format = "gif"
            request.fps = recorder.fps
            request.scale = recorder.scale
            request.duration = recorder.duration
            request.stills = stills.map { SceneRequest.Still(time: $0.time, path: $0.url.path) }
            try scene.run(request, timeout: options.scene.timeoutSeconds, log: printLine)
        }
    }

    /// The options for `project`: `commandLine`'s over those in its `// dynamics:` comment.
    static func options(for project: SceneProject, commandLine: SceneFileOptions) throws -> SceneFileOptions {
        let merged = commandLine.over(try SceneFileOptions.of(project))
        do {
            try merged.validate()
            try merged.scene.validate()
        } catch let error as ValidationError {
            throw SceneFileError.badFlags(file: project.displayName, line: 1, message: error.message)
        }
        return merged
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

    static func compile(_ project: SceneProject, controller: String?) throws -> CompiledScene {
        let compiler = try SceneCompiler()
        let showProgress = isatty(STDERR_FILENO) != 0
        if showProgress { FileHandle.standardError.write(Data("\(project.name): compiling…".utf8)) }
        defer { if showProgress { FileHandle.standardError.write(Data("\r\u{1B}[K".utf8)) } }
        return try compiler.compile(project, controller: controller) { diagnostics in
            if showProgress { FileHandle.standardError.write(Data("\r\u{1B}[K".utf8)) }
            printLine(diagnostics.hasSuffix("\n") ? String(diagnostics.dropLast()) : diagnostics)
        }
    }

    static func printLine(_ line: String) {
        FileHandle.standardError.write(Data((line + "\n").utf8))
    }
}

/// What a `publish` or `test` argument names: a built-in demo, or one scene of scene files.
enum SceneTarget {
    case demo(Demo)
    case scene(SceneProject)

    /// `arguments` in order: a demo's id; a `.swift` file, one scene; a folder, the scenes it
    /// holds (``SceneProject/scenes(inFolder:)``).
    static func resolve(_ arguments: [String]) throws -> [SceneTarget] {
        var targets: [SceneTarget] = []
        for argument in arguments {
            if let demo = DemoCatalog.demo(id: argument), !argument.hasSuffix(".swift") {
                targets.append(.demo(demo))
                continue
            }
            var isFolder: ObjCBool = false
            let exists = FileManager.default.fileExists(atPath: argument, isDirectory: &isFolder)
            guard exists || argument.hasSuffix(".swift") else {
                throw ValidationError("'\(argument)' is neither a demo (see `dynamics list`) nor a scene file or folder")
            }
            let projects = isFolder.boolValue ? try SceneProject.scenes(inFolder: argument) : [try SceneProject(paths: [argument])]
            targets += projects.map(SceneTarget.scene)
        }
        return targets
    }
}
