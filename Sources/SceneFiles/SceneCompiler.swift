import Basics
import Foundation

/// Compiles scene files against the kit this `dynamics` was built with, and caches the result.
///
/// The kit is `libDynamicsSceneKit.so` and the `.swiftmodule`s in `Modules/` beside the
/// `dynamics` binary (SwiftPM's build folder keeps them together), or in an installation's
/// `lib/dynamics` (``Installation``). `import UIKit`,
/// `QuartzCore` and `CoreGraphics` resolve to shim modules that re-export Foundation and
/// DynamicsKit, built once per kit into the cache, with the runner (`dynamics-scene`) that
/// records scenes. A scene compiles with `swiftc` into a shared library, `scene.so`, under
/// `$XDG_CACHE_HOME/dynamics/scenes/<key>/` (`~/.cache/dynamics` without it), where `key` is a
/// SHA-256 of the translated sources, the root chosen, the kit's build and the compiler: an
/// unchanged scene starts without compiling. Each scene's module is named after its key, so
/// several scenes can share a runner's process without their types meeting.
public struct SceneCompiler {
    public let kitDirectory: String
    public let swiftc: String
    public let cacheDirectory: String

    /// Optimization for scene code: none, as a debug build on a device. A trap then says what
    /// and where (`-O` traps without a message on a nil force-unwrap), and a 200-line scene
    /// compiles in about 2 s on two cores (`scripts/bench scene-compile`); the physics and
    /// drawing run in the optimized kit whatever the scene's setting.
    static let optimization = "-Onone"
    /// What a scene's module name starts with; its key follows.
    static let moduleNamePrefix = "DynamicsScene_"
    // A playground's `PlaygroundSupport` (and `XCPlayground`, its name before Xcode 8) too:
    // their `PlaygroundPage` is the kit's (DynamicsKit/Playground). `ObjectiveC`'s associated
    // objects and `AVFoundation`'s `AVMakeRect`, audio session and silent player are the kit's
    // too (DynamicsKit/Support, DynamicsKit/Geometry, DynamicsKit/Device); `Darwin` is the C
    // library, Glibc here, with Foundation. `CoreData` has what Xcode's templates use, an empty
    // container (DynamicsKit/Persistence); `CoreHaptics` an engine whose patterns show as
    // ripples and `CoreLocation` a phone whose owner has not answered the location prompt
    // (DynamicsKit/Device); `SpriteKit` has nothing of its own, so a template's
    // unused `import SpriteKit` compiles while code using its types does not. `os` (and
    // `os.log`, translated to it) has the unified log's `os_log`, `OSLog` and `Logger`, writing
    // to standard error (DynamicsKit/Support/OSLog.swift).
    static let shims = [
        "UIKit", "QuartzCore", "CoreGraphics", "PlaygroundSupport", "XCPlayground", "CoreMotion", "AudioToolbox",
        "ObjectiveC", "AVFoundation", "Darwin", "CoreData", "SpriteKit", "CoreHaptics", "CoreLocation", "os",
    ]

    /// What a shim module re-exports: Foundation and the kit, but `Darwin` only the C library
    /// and Foundation.
    static func shimSource(_ shim: String) -> String {
        shim == "Darwin"
            ? "@_exported import Glibc\n@_exported import Foundation\n"
            : "@_exported import Foundation\n@_exported import DynamicsKit\n"
    }

    /// Finds the kit beside this executable or where it is installed (or `DYNAMICS_KIT_DIR`),
    /// `swiftc` on `PATH` (or `DYNAMICS_SWIFTC`) and the cache folder.
    public init(environment: [String: String] = ProcessInfo.processInfo.environment) throws {
        kitDirectory = try Installation.kitDirectory(environment: environment)
        if let chosen = environment["DYNAMICS_SWIFTC"], !chosen.isEmpty {
            swiftc = chosen
        } else if let found = Self.search(path: environment["PATH"] ?? "/usr/bin:/bin", for: "swiftc") {
            swiftc = found
        } else {
            throw SceneFileError.toolchainMissing
        }
        if let xdg = environment["XDG_CACHE_HOME"], xdg.hasPrefix("/") {
            cacheDirectory = xdg + "/dynamics"
        } else if let home = environment["HOME"], home.hasPrefix("/") {
            cacheDirectory = home + "/.cache/dynamics"
        } else {
            cacheDirectory = NSTemporaryDirectory() + "dynamics-cache-\(getuid())"
        }
    }

    /// The scene's library: from the cache, or compiled now. The compiler's warnings and
    /// errors go to `diagnostics` (they name the user's files, lines and columns); a cached
    /// scene's warnings are kept with it and said again on every run, as a fresh compile
    /// would say them.
    ///
    /// A scene that names no Swift version (a playground, loose files: no Xcode project says
    /// one) and does not compile in Swift 5 mode is tried in Swift 4 mode too, as playgrounds
    /// and snippets from before 2019 were written: if that compiles, it is used, with a note;
    /// if not, the Swift 5 messages are the ones shown.
    public func compile(_ project: SceneProject, controller: String?, preview: String? = nil, diagnostics: (String) -> Void) throws -> CompiledScene {
        guard project.swiftVersion == nil else {
            return try compileOnce(project, controller: controller, preview: preview, diagnostics: diagnostics)
        }
        var said: [String] = []
        do {
            let compiled = try compileOnce(project, controller: controller, preview: preview) { said.append($0) }
            said.forEach(diagnostics)
            return compiled
        } catch SceneFileError.compileFailed {
            var older = project
            older.swiftVersion = "4"
            var saidInSwift4: [String] = []
            guard let compiled = try? compileOnce(older, controller: controller, preview: preview, diagnostics: { saidInSwift4.append($0) }) else {
                said.forEach(diagnostics)
                throw SceneFileError.compileFailed(files: project.displayName)
            }
            diagnostics("dynamics: \(project.displayName) does not compile in Swift 5 mode; it compiles in Swift 4 mode, "
                + "which it is rendered in (--swift-version 5 shows Swift 5's messages)")
            saidInSwift4.forEach(diagnostics)
            return compiled
        } catch {
            said.forEach(diagnostics)
            throw error
        }
    }

    private func compileOnce(_ project: SceneProject, controller: String?, preview: String?, diagnostics: (String) -> Void) throws -> CompiledScene {
        if let problem = project.swiftVersionProblem { throw problem }
        if let note = project.swiftVersionNote { diagnostics("dynamics: " + note) }
        var texts: [(path: String, text: String)] = []
        for file in project.files {
            guard let data = FileManager.default.contents(atPath: file) else { throw SceneFileError.missingFile(file) }
            texts.append((file, String(decoding: data, as: UTF8.self)))
        }
        // The optional requirements of the scene's own @objc protocols, called across files.
        let optionalMethods = texts.reduce(into: Set<String>()) { $0.formUnion(TranslatedSource.optionalRequirementNames(in: $1.text)) }
        var sources: [TranslatedSource] = []
        for (file, text) in texts {
            var source = TranslatedSource(path: file, source: text, optionalMethods: optionalMethods)
            source.blankImports(of: project.localModules)
            source.choosingTheiPhonesBranches()
            source.importingFoundationNetworking()
            if project.asksForSwift3 { source.rewritingSwift3VoidParameters() }
            sources.append(source)
        }
        // `override` members of extensions go into their classes (ExtensionOverrides), before a
        // playground page is arranged: the page's lines stay its own.
        sources = TranslatedSource.movingExtensionOverrides(in: sources, keepingLinesOf: project.playgroundPage)
            .map { $0.path == project.playgroundPage ? $0.arrangedAsPlaygroundPage() : $0 }
        let objcProblems = sources.flatMap { source in source.objcOptionalProblems.map { "\(source.path):\($0.line):\($0.column): error: \($0.message)" } }
        if !objcProblems.isEmpty {
            diagnostics(objcProblems.joined(separator: "\n"))
            throw SceneFileError.compileFailed(files: project.displayName)
        }
        let nearMisses = sources.flatMap { source in source.nearMisses.map { (source.path, $0) } }
        if !nearMisses.isEmpty {
            diagnostics(nearMisses.map { path, finding in
                "\(path):\(finding.line):\(finding.column): error: '\(finding.method)' differs from UIKit's "
                    + "\(finding.protocol) method '\(finding.requirement)'; it would compile and never be called"
            }.joined(separator: "\n"))
            throw SceneFileError.nearMiss(files: project.displayName)
        }
        let wallClock = sources.flatMap { source in source.wallClockFindings.map { "\(source.path):\($0.line):\($0.column): warning: \($0.message)" } }
        if !wallClock.isEmpty { diagnostics(wallClock.joined(separator: "\n")) }
        for source in sources where !source.droppedSwiftUIWrappers.isEmpty {
            diagnostics("\(source.path): note: left out \(source.droppedSwiftUIWrappers.joined(separator: ", ")): SwiftUI's canvas "
                + "wrappers and previews, SwiftUI existing on Apple's systems only")
        }
        // SwiftUI is Apple's alone: one line, rather than the compiler's "no such module".
        if let swiftUI = sources.first(where: { $0.imports.contains("SwiftUI") }) {
            throw SceneFileError.swiftUI(file: SceneFileFlags.displayPath(swiftUI.path))
        }
        // Two targets of an app folder (an app and its extension) may each declare a
        // `ViewController`: say which files, before the compiler says "invalid redeclaration".
        var declaredIn: [String: String] = [:]
        for source in sources {
            for name in source.topLevelTypeNames {
                if let first = declaredIn[name] {
                    throw SceneFileError.duplicateType(name, first: SceneFileFlags.displayPath(first), second: SceneFileFlags.displayPath(source.path))
                }
                declaredIn[name] = source.path
            }
        }
        let interfaceBuilder = try InterfaceBuilderCode(project: project, sources: sources)
        let root = try SceneRoot.choose(
            in: sources, controller: controller, preview: preview, files: project.displayName, storyboard: interfaceBuilder.rootStoryboard)
            .reading(interfaceBuilder)
        let swiftVersion = project.swiftVersion ?? "5"
        let entry = root.entryPoint(
            selectors: sources.flatMap { source in source.selectorSites.map { (source.path, $0) } },
            userNames: sources.reduce(into: Set<String>()) { $0.formUnion($1.topLevelNames) },
            interfaceBuilder: interfaceBuilder.registrations)

        let kitKey = try identity(of: [kitDirectory + "/libDynamicsSceneKit.so", kitDirectory + "/Modules/DynamicsKit.swiftmodule", swiftc])
        var material = "dynamics-scene-v3\n\(kitKey)\n\(Self.optimization)\n-swift-version \(swiftVersion)\n"
        for source in sources { material += "\(source.path)\n\(source.text.utf8.count)\n\(source.text)\n" }
        material += entry
        let key = String(SHA256.hex(Array(material.utf8)).prefix(32))
        let sceneFolder = cacheDirectory + "/scenes/" + key
        let library = sceneFolder + "/scene.so"
        let kitSupport = try kitSupport(kitKey: kitKey)
        let runner = kitSupport + "/" + Self.runnerName
        if FileManager.default.fileExists(atPath: library) {
            if let warnings = FileManager.default.contents(atPath: sceneFolder + "/" + Self.warningsName), !warnings.isEmpty {
                diagnostics(String(decoding: warnings, as: UTF8.self))
            }
            return CompiledScene(library: library, runner: runner, root: root, project: project)
        }

        try ensureShims(Self.shimsNamed(in: sources), in: kitSupport)
        let staging = sceneFolder + Self.stagingSuffix
        try? FileManager.default.removeItem(atPath: staging)
        try FileManager.default.createDirectory(atPath: staging, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: staging) }
        var inputs: [String] = []
        for (index, source) in sources.enumerated() {
            let name = "\(index)-" + (source.path as NSString).lastPathComponent
            try Data(source.text.utf8).write(to: URL(fileURLWithPath: staging + "/" + name))
            inputs.append(staging + "/" + name)
        }
        try Data(entry.utf8).write(to: URL(fileURLWithPath: staging + "/DynamicsSceneEntry.swift"))
        inputs.append(staging + "/DynamicsSceneEntry.swift")

        let arguments = [
            Self.optimization, "-swift-version", swiftVersion, "-parse-as-library", "-module-name", Self.moduleNamePrefix + key,
            "-emit-library",
            "-I", kitSupport, "-I", kitDirectory + "/Modules",
            // Snippets from answers and articles often leave out `import UIKit`.
            "-Xfrontend", "-import-module", "-Xfrontend", "UIKit",
            "-L", kitDirectory, "-lDynamicsSceneKit", "-Xlinker", "-rpath", "-Xlinker", kitDirectory,
            "-o", staging + "/scene.so",
        ] + inputs
        let result = try Subprocess.run(swiftc, arguments)
        // The generated entry point is ours, not the user's: its messages are replaced by one
        // that says what the root needs.
        let (compiled, entryFailed) = Self.removingMessages(about: staging + "/DynamicsSceneEntry.swift", from: result.output)
        let userOutput = CompilerExcerpts.showingUserLines(compiled, userFiles: Set(project.files))
        let output = Self.promotingNearMisses(project.playgroundPage.map { PlaygroundPageCode.withoutUnusedValueWarnings(userOutput, page: $0) } ?? userOutput)
        if !output.text.isEmpty { diagnostics(output.text) }
        guard result.status == 0 else {
            if entryFailed, case let .controller(name) = root, output.text.isEmpty {
                throw SceneFileError.failed(
                    "\(name) cannot be made with \(name)(): give it an init() (a convenience init that passes defaults will do), "
                        + "or declare a top-level func makeScene(_ scene: Scene) that makes it")
            }
            throw SceneFileError.compileFailed(files: project.displayName)
        }
        if output.hasNearMiss { throw SceneFileError.nearMiss(files: project.displayName) }
        try? FileManager.default.removeItem(atPath: staging + "/DynamicsSceneEntry.swift")
        if !output.text.isEmpty {
            try Data(output.text.utf8).write(to: URL(fileURLWithPath: staging + "/" + Self.warningsName))
        }
        if rename(staging, sceneFolder) != 0, !FileManager.default.fileExists(atPath: library) {
            throw SceneFileError.failed("cannot write the scene cache at \(sceneFolder): \(String(cString: strerror(errno)))")
        }
        return CompiledScene(library: library, runner: runner, root: root, project: project)
    }

    /// The file beside a cached scene's executable that keeps its compile's warnings.
    private static let warningsName = "warnings.txt"

    /// A folder name's suffix no other compile uses, in this process or another: `dynamics
    /// test` compiles several scenes at once, and each may be the first to build the shims.
    private static var stagingSuffix: String { ".tmp-\(getpid())-\(UUID().uuidString)" }

    /// The runner's file name in a kit's support folder.
    static let runnerName = "dynamics-scene"

    /// The folder of this kit's shim modules and of the runner, built on first use: the runner
    /// is a `main` that calls the kit's scene-runner entry, linked against the kit. The shims
    /// are built as scenes need them (``ensureShims(_:in:)``).
    private func kitSupport(kitKey: String) throws -> String {
        let folder = cacheDirectory + "/kits/" + String(SHA256.hex(Array(("v6\n" + Self.shims.joined(separator: ",") + "\n" + kitKey).utf8)).prefix(32))
        if FileManager.default.fileExists(atPath: folder + "/" + Self.runnerName) { return folder }
        let staging = folder + Self.stagingSuffix
        try? FileManager.default.removeItem(atPath: staging)
        try FileManager.default.createDirectory(atPath: staging, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: staging) }
        let runnerSource = staging + "/Runner.swift"
        try Data("@_silgen_name(\"dynamics_scene_runner_main\")\nfunc sceneRunnerMain() -> Never\nsceneRunnerMain()\n".utf8)
            .write(to: URL(fileURLWithPath: runnerSource))
        let runner = try Subprocess.run(swiftc, [
            "-Onone", "-swift-version", "5", runnerSource, "-o", staging + "/" + Self.runnerName,
            "-L", kitDirectory, "-lDynamicsSceneKit", "-Xlinker", "-rpath", "-Xlinker", kitDirectory,
        ])
        guard runner.status == 0 else {
            throw SceneFileError.failed("cannot build the scene runner against \(kitDirectory): \(runner.output.split(separator: "\n").first ?? "")")
        }
        try? FileManager.default.removeItem(atPath: runnerSource)
        if rename(staging, folder) != 0, !FileManager.default.fileExists(atPath: folder + "/" + Self.runnerName) {
            throw SceneFileError.failed("cannot write the scene cache at \(folder): \(String(cString: strerror(errno)))")
        }
        return folder
    }

    /// The shims a scene may import: `UIKit` (every scene imports it) and each one whose name
    /// its files mention (`import AVFoundation`, `#if canImport(CoreData)`; a mention in a
    /// comment builds one more module, which is harmless).
    static func shimsNamed(in sources: [TranslatedSource]) -> [String] {
        shims.filter { shim in shim == "UIKit" || sources.contains { $0.text.contains(shim) } }
    }

    /// Builds each of `shims` into the kit's support folder unless it is there: a module file
    /// written under a name of its own and renamed into place, so scenes compiled at once may
    /// build the same shim. A cold start builds the few a scene imports, not all of them.
    private func ensureShims(_ shims: [String], in folder: String) throws {
        let missing = shims.filter { !FileManager.default.fileExists(atPath: folder + "/\($0).swiftmodule") }
        guard !missing.isEmpty else { return }
        let staging = folder + "/shims" + Self.stagingSuffix
        try FileManager.default.createDirectory(atPath: staging, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: staging) }
        for shim in missing {
            let source = staging + "/\(shim).swift", module = staging + "/\(shim).swiftmodule"
            try Data(Self.shimSource(shim).utf8).write(to: URL(fileURLWithPath: source))
            let result = try Subprocess.run(swiftc, [
                "-emit-module", "-parse-as-library", "-swift-version", "5", "-module-name", shim,
                "-I", kitDirectory + "/Modules", source, "-emit-module-path", module,
            ])
            guard result.status == 0 else {
                throw SceneFileError.failed("cannot build the \(shim) shim module against \(kitDirectory): \(result.output.split(separator: "\n").first ?? "")")
            }
            // The module file alone is what the compiler reads (its .swiftdoc and .swiftsourceinfo
            // are documentation).
            if rename(module, folder + "/\(shim).swiftmodule") != 0, !FileManager.default.fileExists(atPath: folder + "/\(shim).swiftmodule") {
                throw SceneFileError.failed("cannot write the scene cache at \(folder): \(String(cString: strerror(errno)))")
            }
        }
    }

    /// Path, size and modification time of each file: what identifies a build of the kit.
    private func identity(of paths: [String]) throws -> String {
        try paths.map { path in
            var info = stat()
            guard stat(path, &info) == 0 else { throw SceneFileError.kitMissing([kitDirectory]) }
            return "\(path) \(info.st_size) \(info.st_mtim.tv_sec).\(info.st_mtim.tv_nsec)"
        }.joined(separator: "\n")
    }

    /// `text` without the compiler's messages about `path` (each message runs to the next blank
    /// line, and the notes right after an error belong to it), and whether there were any.
    static func removingMessages(about path: String, from text: String) -> (text: String, removedAny: Bool) {
        var kept: [String] = []
        var removed = false
        var droppingNotes = false
        for block in text.components(separatedBy: "\n\n") {
            let first = block.trimmingCharacters(in: .newlines)
            if first.hasPrefix(path + ":") {
                removed = true
                droppingNotes = true
                continue
            }
            if droppingNotes, first.split(separator: "\n").first?.contains(": note: ") == true { continue }
            droppingNotes = false
            kept.append(block)
        }
        return (kept.joined(separator: "\n\n").trimmingCharacters(in: .newlines), removed)
    }

    /// Swift warns when a method nearly matches a protocol requirement that has a default
    /// (UIKit's optional delegate methods): the method would never be called. Such warnings,
    /// and their notes, become errors.
    static func promotingNearMisses(_ text: String) -> (text: String, hasNearMiss: Bool) {
        var lines: [String] = []
        var found = false
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            if line.contains(": warning: "), line.contains("nearly matches defaulted requirement") {
                found = true
                lines.append(line.replacingOccurrences(of: ": warning: ", with: ": error: ")
                    + " (UIKit would call it; here it would never be called)")
            } else {
                lines.append(String(line))
            }
        }
        return (lines.joined(separator: "\n"), found)
    }

    private static func search(path: String, for name: String) -> String? {
        for folder in path.split(separator: ":") where !folder.isEmpty {
            let candidate = "\(folder)/\(name)"
            if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
        }
        return nil
    }
}

/// What a scene file's program shows: a view controller, the file's own `makeScene(_:)`, or
/// a `#Preview` (by the global the translation stores it in).
public enum SceneRoot: Equatable {
    case controller(String)
    case makeScene
    case preview(String)
    /// An app's own launch: its app delegate, its scene delegate if it has one, the
    /// controller to show if the launch shows none (its window comes from a storyboard), and
    /// the controllers to name when there is no such one.
    case app(delegate: String, sceneDelegate: String?, fallback: String?, controllers: [String], storyboard: String? = nil)
    /// The initial controller of a storyboard (the app's main one), with no app delegate.
    case storyboard(String)
    /// A controller of a storyboard, by its custom class (`--controller`, or the one controller).
    case storyboardController(String)

    /// The root once the scene's storyboards are known: an app launches with its main
    /// storyboard; a folder with a storyboard and no app delegate shows its initial
    /// controller; a controller a storyboard declares is made from it, outlets connected.
    func reading(_ interfaceBuilder: InterfaceBuilderCode) -> SceneRoot {
        switch self {
        case let .app(delegate, sceneDelegate, fallback, controllers, _):
            guard let storyboard = interfaceBuilder.appStoryboard else { return self }
            return .app(delegate: delegate, sceneDelegate: sceneDelegate, fallback: fallback, controllers: controllers, storyboard: storyboard)
        case let .controller(name):
            if interfaceBuilder.storyboardControllerClasses.contains(name) { return .storyboardController(name) }
            return self
        default:
            return self
        }
    }

    /// The root for `sources`: `controller` when given; else the `#Preview` named `preview`
    /// when given; else `makeScene` when a file declares it; else the one UIViewController
    /// subclass; else the first `#Preview`; else the one controller no other code refers to.
    static func choose(in sources: [TranslatedSource], controller: String?, preview: String? = nil, files: String, storyboard: String? = nil) throws -> SceneRoot {
        let previews = sources.flatMap(\.previews)
        if controller == nil, let preview {
            guard let found = previews.first(where: { $0.name == preview }) else {
                throw SceneFileError.unknownPreview(preview, files: files, names: previews.compactMap(\.name))
            }
            return .preview(found.variable)
        }
        var superclassOf: [String: String] = [:]
        var order: [String] = []
        for source in sources {
            for declaration in source.classes {
                order.append(declaration.name)
                if let superclass = declaration.superclass { superclassOf[declaration.name] = superclass }
            }
        }
        func isController(_ name: String) -> Bool {
            var current = name
            for _ in 0..<32 {
                guard let superclass = superclassOf[current] else { return false }
                if superclass.hasPrefix("UI") && superclass.hasSuffix("Controller") { return true }
                current = superclass
            }
            return false
        }
        let controllers = order.filter(isController)
        if let controller {
            guard controllers.contains(controller) else {
                throw SceneFileError.unknownController(controller, files: files, names: controllers)
            }
            return .controller(controller)
        }
        if sources.contains(where: \.declaresMakeScene) { return .makeScene }
        let declarations = sources.flatMap(\.classes)
        if let delegate = declarations.first(where: { $0.inherits.contains("UIApplicationDelegate") }) {
            let sceneDelegate = declarations.first { $0.inherits.contains("UIWindowSceneDelegate") || $0.inherits.contains("UISceneDelegate") }
            let unreferenced = controllers.filter { name in sources.reduce(0) { $0 + ($1.references[name] ?? 0) } == 0 }
            let fallback = controllers.count == 1 ? controllers[0] : unreferenced.count == 1 ? unreferenced[0] : nil
            return .app(delegate: delegate.name, sceneDelegate: sceneDelegate?.name, fallback: fallback, controllers: controllers)
        }
        if let storyboard { return .storyboard(storyboard) }
        if controllers.count != 1, let first = previews.first { return .preview(first.variable) }
        switch controllers.count {
        case 0: throw SceneFileError.noController(files: files)
        case 1: return .controller(controllers[0])
        default:
            // The root is the controller nothing else makes or subclasses.
            let unreferenced = controllers.filter { name in
                sources.reduce(0) { $0 + ($1.references[name] ?? 0) } == 0
            }
            guard unreferenced.count == 1 else {
                throw SceneFileError.severalControllers(files: files, names: controllers)
            }
            return .controller(unreferenced[0])
        }
    }

    /// `text` as a Swift string literal, for generated code.
    static func stringLiteral(_ text: String) -> String {
        "\"" + text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"") + "\""
    }

    /// The generated `main`: names the methods the files' selectors refer to (by where each
    /// `Selector` is made, in the user's path, line and column), then hands the host the code
    /// that builds the scene.
    func entryPoint(selectors: [(path: String, site: TranslatedSource.SelectorSite)], userNames: Set<String> = [], interfaceBuilder: String = "") -> String {
        let build: String
        switch self {
        case let .controller(name): build = "scene.rootViewController = \(name)()"
        case .makeScene: build = "makeScene(scene)"
        case let .preview(variable): build = "\(variable).show(in: scene)"
        case let .app(delegate, sceneDelegate, fallback, controllers, storyboard):
            build = "DynamicsKit.UIApplication.launch(in: scene, delegate: \(delegate)(), sceneDelegate: "
                + (sceneDelegate.map { "{ \($0)() }" } ?? "nil") + ", fallback: "
                + (storyboard == nil ? fallback.map { "{ \($0)() }" } ?? "nil" : "nil")
                + ", controllers: [" + controllers.map { "\"\($0)\"" }.joined(separator: ", ") + "]"
                + (storyboard.map { ", storyboard: \"\($0)\"" } ?? "") + ")"
        case let .storyboard(name):
            build = "scene.rootViewController = DynamicsKit.UIStoryboard(name: \"\(name)\", bundle: nil).instantiateInitialViewController()"
        case let .storyboardController(name):
            build = "scene.rootViewController = DynamicsKit.InterfaceBuilderRegistry.storyboardController(className: \"\(name)\")"
        }
        let literal = Self.stringLiteral
        // A name the user's files declare themselves stays theirs.
        let aliases = [
            ("DispatchQueue", "typealias DispatchQueue = DynamicsKit.SceneDispatchQueue"),
            ("DispatchTime", "typealias DispatchTime = DynamicsKit.SceneDispatchTime"),
            ("DispatchGroup", "typealias DispatchGroup = DynamicsKit.SceneDispatchGroup"),
            ("Timer", "typealias Timer = DynamicsKit.SceneTimer"),
            ("Task", "typealias Task = DynamicsKit.SceneTask"),
            ("MainActor", "typealias MainActor = DynamicsKit.SceneMainActor"),
            ("arc4random", "func arc4random() -> UInt32 { DynamicsKit.SceneRandom.next32() }"),
            ("arc4random_uniform", "func arc4random_uniform(_ upperBound: UInt32) -> UInt32 { DynamicsKit.SceneRandom.uniform(upperBound) }"),
        ]
            .filter { !userNames.contains($0.0) }
            .map { $0.1 + "\n" }.joined()
        let names = selectors.map { path, site in
            "\n            (\(literal(path)), \(site.line), \(site.column), \(literal(site.method))),"
        }.joined()
        return """
            @_spi(SceneFiles) import DynamicsKit

            // Dispatch's main queue and Foundation's timers never run in a recording: the
            // scene's code gets ones that run on the scene's clock (SceneDispatch.swift), and
            // random numbers from the scene's seed (SceneRandom.swift).
            \(aliases)
            /// Called once, when the runner loads this scene: names the methods its selectors refer to.
            @_cdecl("dynamics_scene_prepare")
            public func __dynamicsScenePrepare() {
                DynamicsKit.Selector.nameMethods([\(names.isEmpty ? "" : names + "\n    ")])
            \(interfaceBuilder.split(separator: "\n", omittingEmptySubsequences: false).joined(separator: "\n    "))
            }

            /// Builds the scene at time 0 (the runner passes the `Scene`, unretained).
            @_cdecl("dynamics_scene_build")
            public func __dynamicsSceneBuild(_ pointer: UnsafeMutableRawPointer) {
                let scene = Unmanaged<DynamicsKit.Scene>.fromOpaque(pointer).takeUnretainedValue()
                \(build)
            }

            """
    }
}
