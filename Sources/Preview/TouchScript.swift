import ArgumentParser
import Foundation
import SceneFiles
import SceneProtocol

/// The touches a preview plays, as the page shows and edits them: `--tap`, `--drag`,
/// `--flick` and `--tilt` flags, one a line, quoted as in a shell.
public struct TouchScript: Equatable, Sendable {
    public var tap: [String] = []
    public var drag: [String] = []
    public var flick: [String] = []
    public var tilt: [String] = []

    public static let flags = ["--tap", "--drag", "--flick", "--tilt"]

    public init() {}

    /// The touches of `options`.
    public init(_ options: SceneOptions) {
        tap = options.tap
        drag = options.drag
        flick = options.flick
        tilt = options.tilt
    }

    /// `text` read as flags: words split as a shell splits them (and as a scene's
    /// `// dynamics:` line is), only the four touch flags, each touch valid and no two
    /// overlapping. The error is one line, naming the line of `text` when it can.
    public init(parsing text: String) throws {
        var source = ""
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            source += "// \(SceneFileFlags.marker) \(line)\n"
        }
        let words: [String]
        do {
            words = try SceneFileFlags(source: source, file: "the touch script").words
        } catch let SceneFileError.badFlags(_, line, message) {
            throw TouchScriptError(message: "line \(line): \(message)")
        }
        for word in words where word.hasPrefix("-") && Double(word) == nil {
            let name = String(word.split(separator: "=", maxSplits: 1)[0])
            guard Self.flags.contains(name) else {
                throw TouchScriptError(message: "the touch script takes \(Self.flags.joined(separator: ", ")), not \(name)")
            }
        }
        let options: SceneOptions
        do {
            options = try SceneFileOptions.parse(words).scene
        } catch {
            let message = SceneFileOptions.message(for: error).split(separator: "\n").first.map(String.init) ?? "\(error)"
            throw TouchScriptError(message: message)
        }
        self.init(options)
        _ = try inputs()
    }

    /// `options` with these touches instead of its own.
    public func applied(to options: SceneOptions) -> SceneOptions {
        var options = options
        options.tap = tap
        options.drag = drag
        options.flick = flick
        options.tilt = tilt
        return options
    }

    /// The touches in time order; overlapping ones are an error.
    public func inputs() throws -> [SceneInput] {
        do {
            // An options value must come from a parse (ArgumentParser's wrappers hold no value before).
            return try applied(to: SceneOptions.parse([])).inputs()
        } catch {
            throw TouchScriptError(message: SceneOptions.message(for: error))
        }
    }

    /// One flag a line, in time order, as the page shows it.
    public var text: String {
        ((try? inputs()) ?? []).map(\.flag).joined(separator: "\n")
    }
}

public struct TouchScriptError: Error, CustomStringConvertible, Equatable {
    public let message: String
    public var description: String { message }
}
