import ArgumentParser
import Foundation
import SceneProtocol

/// One scene a command works on, whatever named it — a built-in demo's id, a `.swift` file, a
/// folder — with its flags settled: the command line's over the demo's over the files' own
/// `// dynamics:` comment.
public struct ResolvedScene {
    /// Lower-case and dash-separated: the demo's id, or the files' name (`StickyCorners` is
    /// `sticky-corners`). It names the scene's reference folder and gallery entry.
    public let id: String
    /// How messages and reports name it: the demo's id, or the path given.
    public let title: String
    /// One line for the gallery.
    public let summary: String
    public let project: SceneProject
    /// The settled flags (validated).
    public let options: SceneFileOptions
    /// Whether it is one of the built-in demos (whose code, the seeds' own, is known to
    /// compile with warnings no user needs to see).
    public let isDemo: Bool
    /// The times of its key frames, ascending: `--key-times`, else a quarter, half and all of
    /// its duration.
    public let keyTimes: [Double]

    /// Seconds it runs: `--duration`, else 5.
    public var duration: Double { options.duration ?? 5 }

    /// A quarter, half and all of `duration`, each on a 1/60 s tick: the start of the action,
    /// its middle and where it ends.
    public static func defaultKeyTimes(duration: Double) -> [Double] {
        [0.25, 0.5, 1].map { (duration * $0 * 60).rounded() / 60 }
    }

    /// The request for a recording into `output` ("" for none: stills only) with `settings`.
    public func request(output: String, settings: RenderSettings) throws -> SceneRequest {
        do {
            return try options.scene.request(output: output, render: settings)
        } catch let error as ValidationError {
            throw SceneFileError.badFlags(file: project.displayName, line: 1, message: error.message)
        }
    }

    init(id: String, title: String, summary: String, project: SceneProject, options: SceneFileOptions, isDemo: Bool = false) throws {
        self.isDemo = isDemo
        self.id = id
        self.title = title
        self.summary = summary
        var project = project
        if let version = options.scene.swiftVersion {
            project.swiftVersion = try XcodeProject.normalized(version, source: "--swift-version")
            project.swiftVersionNote = nil
            project.swiftVersionProblem = nil
        }
        self.project = project
        do {
            try options.validate()
            try options.scene.validate()
            keyTimes = try options.times() ?? Self.defaultKeyTimes(duration: options.duration ?? 5)
        } catch let error as ValidationError {
            throw SceneFileError.badOptions(scene: title, message: error.message)
        }
        self.options = options
    }

    /// The scene of `project`, with `commandLine`'s flags over those of its files.
    public init(project: SceneProject, commandLine: SceneFileOptions) throws {
        try self.init(
            id: Self.id(forName: project.name), title: project.displayName,
            summary: "Scene files: " + project.files.map { ($0 as NSString).lastPathComponent }.joined(separator: ", "),
            project: project, options: commandLine.over(try SceneFileOptions.of(project)))
    }

    /// The built-in `demo`, from the `Examples/` folder `examples`, with `commandLine`'s
    /// flags over the demo's over those of its files.
    public init(demo: Demo, examples: String, commandLine: SceneFileOptions) throws {
        let project = try SceneProject(paths: [(examples as NSString).appendingPathComponent(demo.example)])
        let own: SceneFileOptions
        do {
            own = try SceneFileOptions.parsed(demo.flags)
        } catch {
            throw SceneFileError.badFlags(file: "the demo \(demo.id)", line: 1, message: SceneFileOptions.message(for: error))
        }
        try self.init(id: demo.id, title: demo.id, summary: demo.summary, project: project,
                      options: commandLine.over(own.over(try SceneFileOptions.of(project))), isDemo: true)
    }

    /// Every built-in demo, in the catalog's order.
    public static func demos(commandLine: SceneFileOptions) throws -> [ResolvedScene] {
        let examples = try ExamplesFolder.locate()
        return try DemoCatalog.all.map { try ResolvedScene(demo: $0, examples: examples, commandLine: commandLine) }
    }

    /// Whether `arguments` name scene files rather than a demo: a `.swift` file, a path, or a
    /// name that is not a demo's but exists. A demo's id wins over a folder of that name in the
    /// current folder (`./flick` names the folder).
    public static func nameFiles(_ arguments: [String]) -> Bool {
        arguments.contains { argument in
            argument.hasSuffix(".swift") || argument.contains("/")
                || (DemoCatalog.demo(id: argument) == nil && FileManager.default.fileExists(atPath: argument))
        }
    }

    /// The one scene `arguments` name for `render`: a demo's id, or the `.swift` files and
    /// folders that together make one scene.
    public static func one(_ arguments: [String], commandLine: SceneFileOptions) throws -> ResolvedScene {
        precondition(!arguments.isEmpty)
        if nameFiles(arguments) {
            let project = try SceneProject.playground(arguments, page: commandLine.scene.page) ?? SceneProject(paths: arguments)
            return try ResolvedScene(project: project, commandLine: commandLine)
        }
        guard arguments.count == 1 else { throw SceneFileError.oneDemoAtATime(extra: arguments[1]) }
        guard let demo = DemoCatalog.demo(id: arguments[0]) else { throw SceneFileError.unknownDemo(arguments[0]) }
        return try ResolvedScene(demo: demo, examples: try ExamplesFolder.locate(), commandLine: commandLine)
    }

    /// The scenes `arguments` name for `test` and `publish`, in order: each a demo's id, a
    /// `.swift` file (one scene) or a folder (``SceneProject/scenes(inFolder:)``); every demo
    /// when there are none.
    public static func each(_ arguments: [String], commandLine: SceneFileOptions) throws -> [ResolvedScene] {
        guard !arguments.isEmpty else { return try demos(commandLine: commandLine) }
        var scenes: [ResolvedScene] = []
        for argument in arguments {
            if let demo = DemoCatalog.demo(id: argument), !argument.hasSuffix(".swift") {
                scenes.append(try ResolvedScene(demo: demo, examples: try ExamplesFolder.locate(), commandLine: commandLine))
                continue
            }
            var isFolder: ObjCBool = false
            let exists = FileManager.default.fileExists(atPath: argument, isDirectory: &isFolder)
            guard exists || argument.hasSuffix(".swift") else { throw SceneFileError.unknownScene(argument) }
            let projects = try SceneProject.playground([argument], page: commandLine.scene.page).map { [$0] }
                ?? (isFolder.boolValue ? try SceneProject.scenes(inFolder: argument) : [try SceneProject(paths: [argument])])
            scenes += try projects.map { try ResolvedScene(project: $0, commandLine: commandLine) }
        }
        return scenes
    }

    /// A scene id from a file or folder name: `StickyCorners` → `sticky-corners`.
    public static func id(forName name: String) -> String {
        var id = ""
        var previous: Character?
        for character in name {
            if character.isUppercase, let previous, previous.isLowercase || previous.isNumber { id += "-" }
            if character.isLetter || character.isNumber {
                id += character.lowercased()
            } else if !id.hasSuffix("-") {
                id += "-"
            }
            previous = character
        }
        let trimmed = id.trimmingCharacters(in: CharacterSet(charactersIn: "-"))
        return trimmed.isEmpty ? "scene" : trimmed
    }
}
