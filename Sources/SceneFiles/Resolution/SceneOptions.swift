import ArgumentParser
import Foundation
import SceneProtocol

/// What `render` (and `publish`) take for scene files: the root, the screen, scripted touches.
public struct SceneOptions: ParsableArguments {
    @Option(help: ArgumentHelp("Scene files: the UIViewController subclass to show, when the files declare several.", valueName: "name"))
    public var controller: String?

    @Option(help: ArgumentHelp("Scene files: the screen in points, WxH or a device (\(ScreenSize.deviceNames.joined(separator: ", "))). Default: 375x667, or landscape (667x375, no status bar) for an app whose Info.plist allows only landscape.", valueName: "size"))
    public var size: String?

    @Option(parsing: .unconditionalSingleValue, help: ArgumentHelp("Scene files: a tap at a point, or on the visible button, label or view with that title or accessibility identifier, at T seconds. Repeatable.", valueName: SceneInput.tapGrammar))
    public var tap: [String] = []

    @Option(parsing: .unconditionalSingleValue, help: ArgumentHelp("Scene files: a finger down at X1,Y1 at T seconds, moved evenly to X2,Y2 and lifted there D seconds later. Repeatable.", valueName: SceneInput.dragGrammar))
    public var drag: [String] = []

    @Option(parsing: .unconditionalSingleValue, help: ArgumentHelp("Scene files: a throw from X,Y at T seconds, released at VX,VY points per second. Repeatable.", valueName: SceneInput.flickGrammar))
    public var flick: [String] = []

    @Option(parsing: .unconditionalSingleValue, help: ArgumentHelp("Scene files: two fingers about X,Y at T seconds moved apart or together until SCALE times as far apart, lifted D seconds later (+D optional, 0.5). Repeatable.", valueName: SceneInput.pinchGrammar))
    public var pinch: [String] = []

    @Option(parsing: .unconditionalSingleValue, help: ArgumentHelp("Scene files: two fingers 100 pt apart about X,Y at T seconds turned DEGREES clockwise, lifted D seconds later (+D optional, 0.5). Repeatable.", valueName: SceneInput.rotateGrammar))
    public var rotate: [String] = []

    @Option(parsing: .unconditionalSingleValue, help: ArgumentHelp("Scene files: from T seconds on, the phone turned DEGREES clockwise in its screen's plane (right edge down): Core Motion's gravity follows. Repeatable.", valueName: SceneInput.tiltGrammar))
    public var tilt: [String] = []

    @Option(help: ArgumentHelp("Scene files: the #Preview to show, by its name, when the files give no view controller to choose with --controller.", valueName: "name"))
    public var preview: String?

    @Option(help: ArgumentHelp("Playgrounds: the page to show, by its name. Default: the first (or only) page.", valueName: "name"))
    public var page: String?

    @Option(name: .customLong("swift-version"), help: ArgumentHelp("Scene files: the Swift language mode to compile in, 4, 4.2, 5 or 6. Default: the Xcode project's SWIFT_VERSION beside the files, else 5.", valueName: "version"))
    public var swiftVersion: String?

    @Option(parsing: .unconditional, help: ArgumentHelp("Scene files: seconds the scene may take over one frame before it is stopped. Default: 60.", valueName: "seconds"))
    public var timeout: Double?

    public init() {}

    public var timeoutSeconds: Double { timeout ?? 60 }

    /// Whether any scene-file option was given (they mean nothing for a built-in demo).
    public var isUsed: Bool {
        controller != nil || size != nil || !tap.isEmpty || !drag.isEmpty || !flick.isEmpty || !tilt.isEmpty
            || !pinch.isEmpty || !rotate.isEmpty
    }

    public func validate() throws {
        _ = try inputs()
        _ = try screen()
        if let swiftVersion, (try? XcodeProject.normalized(swiftVersion, source: "")) == nil {
            throw ValidationError("--swift-version must be 4, 4.2, 5 or 6, not \(swiftVersion)")
        }
        if let timeout, !(timeout.isFinite && timeout > 0) {
            throw ValidationError("--timeout must be a positive number of seconds, not \(timeout.seconds)")
        }
    }

    /// These options over a scene file's own: touches add to the file's, the rest replace its.
    public func over(_ file: SceneOptions) -> SceneOptions {
        var merged = self
        merged.controller = controller ?? file.controller
        merged.size = size ?? file.size
        merged.tap = file.tap + tap
        merged.drag = file.drag + drag
        merged.flick = file.flick + flick
        merged.tilt = file.tilt + tilt
        merged.pinch = file.pinch + pinch
        merged.rotate = file.rotate + rotate
        merged.timeout = timeout ?? file.timeout
        merged.swiftVersion = swiftVersion ?? file.swiftVersion
        merged.preview = preview ?? file.preview
        merged.page = page ?? file.page
        return merged
    }

    /// The scripted touches, ordered by time (taps, drags and flicks interleaved); touches
    /// that overlap in time are an error, since a scene has one finger.
    public func inputs() throws -> [SceneInput] {
        let ordered: [SceneInput]
        do {
            let all = try tap.map(SceneInput.tap) + drag.map(SceneInput.drag) + flick.map(SceneInput.flick)
                + tilt.map(SceneInput.tilt) + pinch.map(SceneInput.pinch) + rotate.map(SceneInput.rotate)
            ordered = all.enumerated().sorted { ($0.element.time, $0.offset) < ($1.element.time, $1.offset) }.map(\.element)
        } catch let error as SceneInputError {
            throw ValidationError(error.description)
        }
        if let (earlier, later) = SceneInput.firstOverlap(in: ordered) {
            throw ValidationError("\(later.flag) starts while \(earlier.flag) is still down (until \(earlier.endTime.seconds) s): a scene has one finger")
        }
        return ordered
    }

    public func screen() throws -> ScreenSize {
        guard let size else { return .default }
        do {
            return try ScreenSize(parsing: size)
        } catch {
            throw ValidationError("\(error)")
        }
    }

    /// The request for one scene's recording, before its output path is known.
    public func request(output: String, render: RenderSettings) throws -> SceneRequest {
        var request = SceneRequest(output: output)
        let screen = try screen()
        request.width = screen.width
        request.height = screen.height
        request.safeAreaTop = screen.safeAreaTop
        request.safeAreaBottom = screen.safeAreaBottom
        request.screenFitsLiveView = size == nil
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
public struct SceneFileOptions: ParsableArguments {
    @OptionGroup public var scene: SceneOptions

    @Option(parsing: .unconditional, help: ArgumentHelp("Scene files: seconds the scene runs, 0 to 600. Default: 5.", valueName: "seconds"))
    public var duration: Double?

    @Option(name: .customLong("key-times"), help: ArgumentHelp("The times of the key frames `test` compares and `publish` shows, in seconds. Default: a quarter, half and all of the duration.", valueName: "T,T,…"))
    public var keyTimes: String?

    public init() {}

    public func validate() throws {
        if let duration, !(duration.isFinite && duration >= 0 && duration <= 600) {
            throw ValidationError("--duration must be between 0 and 600 seconds, not \(duration.seconds)")
        }
        _ = try times()
    }

    /// The `--key-times`, ascending, if given.
    public func times() throws -> [Double]? {
        guard let keyTimes else { return nil }
        let times = keyTimes.split(separator: ",", omittingEmptySubsequences: false).map { Double($0.trimmingCharacters(in: .whitespaces)) }
        guard !times.isEmpty, times.allSatisfy({ $0 != nil && $0!.isFinite && $0! >= 0 && $0! <= 600 }) else {
            throw ValidationError("--key-times '\(keyTimes)' is not a list of seconds from 0 to 600, e.g. 0.5,1,2.5")
        }
        return times.map { $0! }.sorted()
    }

    /// These options over a scene file's own (see ``SceneOptions/over(_:)``).
    public func over(_ file: SceneFileOptions) -> SceneFileOptions {
        var merged = self
        merged.scene = scene.over(file.scene)
        merged.duration = duration ?? file.duration
        merged.keyTimes = keyTimes ?? file.keyTimes
        return merged
    }

    /// `words` parsed. ArgumentParser's parse is most of the time it takes to resolve the ten
    /// demos, so the common shape — nothing, or `--flag value` pairs of the scene flags — is
    /// read directly, and anything else (`--flag=value`, a bad value, an unknown flag) goes
    /// through ArgumentParser for its reading and its messages.
    package static func parsed(_ words: [String]) throws -> SceneFileOptions {
        var options = try empty()
        guard words.count % 2 == 0 else { return try parse(words) }
        for index in stride(from: 0, to: words.count, by: 2) {
            let value = words[index + 1]
            guard !value.hasPrefix("-") || Double(value) != nil else { return try parse(words) }
            switch words[index] {
            case "--duration":
                guard let seconds = Double(value) else { return try parse(words) }
                options.duration = seconds
            case "--key-times": options.keyTimes = value
            case "--tap": options.scene.tap.append(value)
            case "--drag": options.scene.drag.append(value)
            case "--flick": options.scene.flick.append(value)
            case "--pinch": options.scene.pinch.append(value)
            case "--rotate": options.scene.rotate.append(value)
            case "--controller": options.scene.controller = value
            case "--size": options.scene.size = value
            case "--swift-version": options.scene.swiftVersion = value
            case "--preview": options.scene.preview = value
            case "--page": options.scene.page = value
            case "--timeout":
                guard let seconds = Double(value) else { return try parse(words) }
                options.scene.timeout = seconds
            default:
                return try parse(words)
            }
        }
        return options
    }

    /// No flags at all: parsed once per process.
    private static func empty() throws -> SceneFileOptions {
        if let known = emptyLock.withLock({ emptyOptions }) { return known }
        let options = try parse([])
        emptyLock.withLock { emptyOptions = options }
        return options
    }

    private static let emptyLock = NSLock()
    nonisolated(unsafe) private static var emptyOptions: SceneFileOptions?

    /// The options in the `// dynamics:` comment of `project` (``SceneFileFlags``).
    public static func of(_ project: SceneProject) throws -> SceneFileOptions {
        let flags = try SceneFileFlags(project: project)
        do {
            var options = try parsed(flags.words)
            // An app that allows only landscape is recorded on its side, as a phone shows it;
            // an iPad app on an iPad's screen (on its side too, 1180 × 820, if landscape only).
            if options.scene.size == nil {
                if project.isPadOnly {
                    options.scene.size = project.isLandscapeOnly ? "1180x820" : "ipad"
                } else if project.isLandscapeOnly {
                    options.scene.size = "landscape"
                }
            }
            return options
        } catch {
            let message = self.message(for: error).split(separator: "\n").first.map(String.init) ?? "\(error)"
            throw SceneFileError.badFlags(
                file: flags.file ?? project.displayName, line: flags.line ?? 1,
                message: message + " (a scene file may give --controller, --preview, --size, --tap, --drag, --flick, --pinch, --rotate, --swift-version, --timeout, --duration and --key-times)")
        }
    }
}

/// The recording settings `render` and `publish` share with scene files.
public struct RenderSettings {
    public var fps: Double
    public var duration: Double
    public var scale: Double
    public var seed: UInt64 = 0
    public var debug = false

    public init(fps: Double, duration: Double, scale: Double, seed: UInt64 = 0, debug: Bool = false) {
        self.fps = fps
        self.duration = duration
        self.scale = scale
        self.seed = seed
        self.debug = debug
    }
}

extension Double {
    /// 3 rather than 3.0, for messages.
    var seconds: String { String(format: "%g", self) }
}
