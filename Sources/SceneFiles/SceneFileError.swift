import Foundation

/// Why a scene file could not be rendered. Each is one line; the CLI prefixes `dynamics: `
/// and exits with status 2.
public enum SceneFileError: Error, CustomStringConvertible, Equatable {
    case missingFile(String)
    case notSwift(String)
    case emptyFolder(String)
    case noController(files: String)
    case severalControllers(files: String, names: [String])
    case unknownController(String, files: String, names: [String])
    case unknownPreview(String, files: String, names: [String])
    case toolchainMissing
    /// The folders looked in.
    case kitMissing([String])
    /// The compiler's diagnostics have been shown already.
    case compileFailed(files: String)
    /// A UIKit delegate or data-source method that differs from UIKit's and would never be called.
    case nearMiss(files: String)
    case crashed(String)
    case timedOut(seconds: Double)
    /// A `// dynamics:` flag comment that cannot be read or holds a bad flag.
    case badFlags(file: String, line: Int, message: String)
    /// The scene's flags, the command line's over its own, do not go together.
    case badOptions(scene: String, message: String)
    /// A name that is neither a demo's id nor a file or folder.
    case unknownScene(String)
    case unknownDemo(String)
    /// `render` takes one demo; this is a second.
    case oneDemoAtATime(extra: String)
    /// A folder's tree goes past a limit (``SceneProject/maximumFiles``).
    case treeTooLarge(String, limit: String)
    /// Two files declare a top-level type of the same name.
    case duplicateType(String, first: String, second: String)
    /// A file imports SwiftUI, which exists on Apple's systems only.
    case swiftUI(file: String)
    /// A Swift language mode swiftc cannot compile in.
    case unsupportedSwiftVersion(String, source: String)
    /// The built-in demos' `Examples/` folder is in none of these places.
    case examplesMissing([String])
    /// The scene process reported this (a bad output path, a `--tap` title not on screen…).
    case failed(String)
    /// `--page NAME` names no page of the playground, which has these.
    case unknownPage(String, playground: String, names: [String])
    /// `--page` was given for scene files that are no playground.
    case notAPlayground(page: String, files: String)

    public var description: String {
        switch self {
        case let .missingFile(path):
            return "no such file: \(path)"
        case let .notSwift(path):
            return "\(path) is not a Swift file (.swift) or a folder of them"
        case let .emptyFolder(path):
            return "\(path) holds no .swift files"
        case let .noController(files):
            return "\(files) declares no UIViewController subclass; declare one, a #Preview, or a top-level func makeScene(_ scene: Scene)"
        case let .severalControllers(files, names):
            return "\(files) declares several view controllers (\(names.joined(separator: ", "))); choose the root with --controller NAME"
        case let .unknownController(name, files, names):
            let known = names.isEmpty ? "it declares none" : "it declares \(names.joined(separator: ", "))"
            return "--controller \(name): \(files) has no UIViewController subclass of that name; \(known)"
        case let .unknownPreview(name, files, names):
            let known = names.isEmpty ? "it has no named #Preview" : "its named previews are \(names.map { "\"\($0)\"" }.joined(separator: ", "))"
            return "--preview \"\(name)\": \(files) has no #Preview of that name; \(known)"
        case .toolchainMissing:
            return "scene files need the Swift compiler: swiftc is not on PATH (or set DYNAMICS_SWIFTC to it)"
        case let .kitMissing(directories):
            return "the kit scenes link against (libDynamicsSceneKit.so and Modules/) is in none of \(directories.joined(separator: ", ")); "
                + "build it with `swift build -c release`, or install it with scripts/install"
        case let .compileFailed(files):
            return "\(files) did not compile (the compiler's messages are above)"
        case let .nearMiss(files):
            return "\(files): a delegate method's signature differs from UIKit's, so it would never be called (see above)"
        case let .crashed(reason):
            return "the scene crashed: \(reason)"
        case let .timedOut(seconds):
            return "the scene made no progress for \(String(format: "%g", seconds)) s and was stopped (an endless loop? raise --timeout if it is just slow)"
        case let .badFlags(file, line, message):
            return "\(file):\(line): in the `// dynamics:` flags: \(message)"
        case let .badOptions(scene, message):
            return "\(scene): \(message)"
        case let .treeTooLarge(path, limit):
            return "\(path) holds more than \(limit); give the app target's folder"
        case let .duplicateType(name, first, second):
            return "\(first) and \(second) both declare '\(name)': give the folder of one target, or one of the files"
        case let .swiftUI(file):
            return "\(file) imports SwiftUI, which exists on Apple's systems only: dynamics runs UIKit code (a SwiftUI view or #Preview cannot be its root)"
        case let .unsupportedSwiftVersion(version, source):
            return "\(source) asks for Swift \(version); swiftc compiles Swift 4, 4.2, 5 and 6 (--swift-version)"
        case let .unknownScene(name):
            return "'\(name)' is neither a demo (see `dynamics list`) nor a scene file or folder"
        case let .unknownDemo(name):
            return "unknown demo '\(name)'; `dynamics list` shows the demos, and scene files end in .swift"
        case let .oneDemoAtATime(extra):
            return "render one demo at a time, or --all; '\(extra)' is one too many"
        case let .examplesMissing(places):
            return "the built-in demos' scene files are missing: no Examples folder at \(places.joined(separator: " or "))"
        case let .failed(message):
            return message
        case let .unknownPage(name, playground, names):
            return "--page \(name): \(playground) has no page of that name; its pages are \(names.joined(separator: ", "))"
        case let .notAPlayground(page, files):
            return "--page \(page): \(files) is not a playground (a .playground folder, or a page's Contents.swift)"
        }
    }
}
