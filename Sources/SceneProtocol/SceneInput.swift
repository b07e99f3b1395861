import DynamicsKit
import Foundation

/// One scripted touch from the command line (`--tap`, `--drag`, `--flick`, `--pinch`,
/// `--rotate`), in the root
/// view's points and scene seconds.
///
/// Grammar (numbers may be negative or fractional; spaces are not allowed):
/// - `--tap X,Y@T`: a tap at (X, Y) at T seconds.
/// - `--tap "Title"@T`: a tap at the centre of the visible button, label or view whose title,
///   text, accessibility identifier or label is Title (quotes optional once the shell has
///   removed its own; a title of numbers and commas alone needs them, or it reads as a point).
/// - `--drag X1,Y1:X2,Y2@T+D`: a finger down at (X1, Y1) at T, moved at constant speed to
///   (X2, Y2) and lifted there D seconds later.
/// - `--flick X,Y:VX,VY@T`: a throw from (X, Y) at T, released at (VX, VY) points per second.
/// - `--pinch X,Y:SCALE@T+D`: two fingers about (X, Y) at T, moved apart (SCALE > 1) or
///   together until they are SCALE times as far apart, lifted D seconds later (`+D` may be left
///   out: 0.5 s). They start 100 pt apart for a spread, 100/SCALE pt for a squeeze.
/// - `--rotate X,Y:DEGREES@T+D`: two fingers 100 pt apart about (X, Y) at T, turned by DEGREES
///   (clockwise positive) and lifted D seconds later (`+D` may be left out: 0.5 s).
/// - `--tilt DEGREES@T`: from T on, the phone held upright is turned DEGREES clockwise in the
///   plane of its screen (its right edge down for positive degrees): Core Motion's gravity
///   then points that way. Not a touch.
public enum SceneInput: Codable, Equatable, Sendable {
    case tap(x: Double, y: Double, time: Double)
    case tapTitle(String, time: Double)
    case drag(x1: Double, y1: Double, x2: Double, y2: Double, time: Double, duration: Double)
    case flick(x: Double, y: Double, vx: Double, vy: Double, time: Double)
    case tilt(degrees: Double, time: Double)
    case pinch(x: Double, y: Double, scale: Double, time: Double, duration: Double)
    case rotate(x: Double, y: Double, degrees: Double, time: Double, duration: Double)

    /// A pinch's or rotation's duration when `+D` is left out, in seconds.
    public static let twoFingerDuration = 0.5

    /// The grammar of each flag, for `--help` and errors.
    public static let tapGrammar = #"X,Y@T or "Title"@T"#
    public static let dragGrammar = "X1,Y1:X2,Y2@T+D"
    public static let flickGrammar = "X,Y:VX,VY@T"
    public static let tiltGrammar = "DEGREES@T"
    public static let pinchGrammar = "X,Y:SCALE@T+D"
    public static let rotateGrammar = "X,Y:DEGREES@T+D"

    /// The time the input starts, in scene seconds.
    public var time: Double {
        switch self {
        case let .tap(_, _, time), let .tapTitle(_, time), let .drag(_, _, _, _, time, _), let .flick(_, _, _, _, time),
             let .tilt(_, time), let .pinch(_, _, _, time, _), let .rotate(_, _, _, time, _):
            return time
        }
    }

    /// When the finger lifts, in scene seconds: a tap presses ``Scene/tapDuration``, a flick
    /// ``Scene/flickDuration``, a drag its duration.
    public var endTime: Double {
        switch self {
        case let .tap(_, _, time), let .tapTitle(_, time): return time + Scene.tapDuration
        case let .drag(_, _, _, _, time, duration): return time + duration
        case let .flick(_, _, _, _, time): return time + Scene.flickDuration
        case let .tilt(_, time): return time
        case let .pinch(_, _, _, time, duration), let .rotate(_, _, _, time, duration): return time + duration
        }
    }

    /// How the input was written on the command line.
    public var flag: String {
        func number(_ value: Double) -> String { String(format: "%g", value) }
        switch self {
        case let .tap(x, y, time): return "--tap \(number(x)),\(number(y))@\(number(time))"
        case let .tapTitle(title, time): return "--tap \"\(title)\"@\(number(time))"
        case let .drag(x1, y1, x2, y2, time, duration):
            return "--drag \(number(x1)),\(number(y1)):\(number(x2)),\(number(y2))@\(number(time))+\(number(duration))"
        case let .flick(x, y, vx, vy, time): return "--flick \(number(x)),\(number(y)):\(number(vx)),\(number(vy))@\(number(time))"
        case let .tilt(degrees, time): return "--tilt \(number(degrees))@\(number(time))"
        case let .pinch(x, y, scale, time, duration):
            return "--pinch \(number(x)),\(number(y)):\(number(scale))@\(number(time))+\(number(duration))"
        case let .rotate(x, y, degrees, time, duration):
            return "--rotate \(number(x)),\(number(y)):\(number(degrees))@\(number(time))+\(number(duration))"
        }
    }

    /// Whether the input is a finger's (a tilt is not).
    public var isTouch: Bool {
        if case .tilt = self { return false }
        return true
    }

    /// The first touch in `inputs` (ordered by time) that starts before the one before it has
    /// lifted, with that one: a scene has one finger.
    public static func firstOverlap(in inputs: [SceneInput]) -> (earlier: SceneInput, later: SceneInput)? {
        var latest: SceneInput?
        for input in inputs where input.isTouch {
            if let previous = latest, input.time < previous.endTime - 1e-9 { return (previous, input) }
            if latest == nil || input.endTime > latest!.endTime { latest = input }
        }
        return nil
    }

    /// Parses a `--tap` value.
    public static func tap(_ text: String) throws -> SceneInput {
        let (subject, time) = try split(text, flag: "--tap", grammar: tapGrammar)
        if let point = point(subject) { return .tap(x: point.0, y: point.1, time: time) }
        var title = Substring(subject)
        if title.count >= 2, let first = title.first, first == "\"" || first == "'", title.last == first {
            title = title.dropFirst().dropLast()
        }
        // Something made of numbers and commas alone is a mistyped point, not a title; a title
        // with a comma and a letter ("Gravity, Push") is a title, quoted or not (the shell
        // takes the quotes off).
        let quoted = subject.first == "\"" || subject.first == "'"
        let pointLike = subject.contains(",") && subject.allSatisfy { "0123456789+-.,eE ".contains($0) }
        guard !title.isEmpty, quoted || !pointLike else {
            throw SceneInputError(flag: "--tap", value: text, grammar: tapGrammar)
        }
        return .tapTitle(String(title), time: time)
    }

    /// Parses a `--drag` value.
    public static func drag(_ text: String) throws -> SceneInput {
        let (subject, timing) = try split(text, flag: "--drag", grammar: dragGrammar, timeAndDuration: true)
        let ends = subject.split(separator: ":", omittingEmptySubsequences: false)
        guard ends.count == 2, let start = point(String(ends[0])), let end = point(String(ends[1])),
              let duration = timing.duration else {
            throw SceneInputError(flag: "--drag", value: text, grammar: dragGrammar)
        }
        return .drag(x1: start.0, y1: start.1, x2: end.0, y2: end.1, time: timing.time, duration: duration)
    }

    /// Parses a `--flick` value.
    public static func flick(_ text: String) throws -> SceneInput {
        let (subject, time) = try split(text, flag: "--flick", grammar: flickGrammar)
        let parts = subject.split(separator: ":", omittingEmptySubsequences: false)
        guard parts.count == 2, let start = point(String(parts[0])), let velocity = point(String(parts[1])) else {
            throw SceneInputError(flag: "--flick", value: text, grammar: flickGrammar)
        }
        return .flick(x: start.0, y: start.1, vx: velocity.0, vy: velocity.1, time: time)
    }

    /// Parses a `--tilt` value: degrees between −180 and 180.
    public static func tilt(_ text: String) throws -> SceneInput {
        let (subject, time) = try split(text, flag: "--tilt", grammar: tiltGrammar)
        guard let degrees = number(Substring(subject)), abs(degrees) <= 180 else {
            throw SceneInputError(flag: "--tilt", value: text, grammar: tiltGrammar)
        }
        return .tilt(degrees: degrees, time: time)
    }

    /// Parses a `--pinch` value: a positive scale.
    public static func pinch(_ text: String) throws -> SceneInput {
        let error = SceneInputError(flag: "--pinch", value: text, grammar: pinchGrammar)
        let (center, value, time, duration) = try twoFinger(text, error: error)
        guard value > 0, value <= 100 else { throw error }
        return .pinch(x: center.0, y: center.1, scale: value, time: time, duration: duration)
    }

    /// Parses a `--rotate` value: degrees.
    public static func rotate(_ text: String) throws -> SceneInput {
        let error = SceneInputError(flag: "--rotate", value: text, grammar: rotateGrammar)
        let (center, value, time, duration) = try twoFinger(text, error: error)
        guard abs(value) <= 3600 else { throw error }
        return .rotate(x: center.0, y: center.1, degrees: value, time: time, duration: duration)
    }

    /// `X,Y:VALUE@T` or `X,Y:VALUE@T+D`.
    private static func twoFinger(_ text: String, error: SceneInputError) throws -> ((Double, Double), Double, Double, Double) {
        guard let at = text.lastIndex(of: "@") else { throw error }
        let parts = text[..<at].split(separator: ":", omittingEmptySubsequences: false)
        let timing = text[text.index(after: at)...].split(separator: "+", omittingEmptySubsequences: false)
        guard parts.count == 2, let center = point(String(parts[0])), let value = number(parts[1]),
              timing.count == 1 || timing.count == 2, let time = number(timing[0]), time >= 0 else { throw error }
        var duration = twoFingerDuration
        if timing.count == 2 {
            guard let given = number(timing[1]), given > 0 else { throw error }
            duration = given
        }
        return (center, value, time, duration)
    }

    private static func split(_ text: String, flag: String, grammar: String) throws -> (String, Double) {
        let (subject, timing) = try split(text, flag: flag, grammar: grammar, timeAndDuration: false)
        return (subject, timing.time)
    }

    /// `SUBJECT@T` or `SUBJECT@T+D`, split at the last `@`.
    private static func split(_ text: String, flag: String, grammar: String, timeAndDuration: Bool) throws -> (String, (time: Double, duration: Double?)) {
        let error = SceneInputError(flag: flag, value: text, grammar: grammar)
        guard let at = text.lastIndex(of: "@") else { throw error }
        let subject = String(text[..<at])
        let timing = text[text.index(after: at)...]
        if timeAndDuration {
            let parts = timing.split(separator: "+", omittingEmptySubsequences: false)
            guard parts.count == 2, let time = number(parts[0]), time >= 0,
                  let duration = number(parts[1]), duration > 0 else { throw error }
            return (subject, (time, duration))
        }
        guard let time = number(timing), time >= 0 else { throw error }
        return (subject, (time, nil))
    }

    private static func point(_ text: String) -> (Double, Double)? {
        let parts = text.split(separator: ",", omittingEmptySubsequences: false)
        guard parts.count == 2, let x = number(parts[0]), let y = number(parts[1]) else { return nil }
        return (x, y)
    }

    private static func number(_ text: Substring) -> Double? {
        guard !text.isEmpty, text.allSatisfy({ $0.isNumber || $0 == "." || $0 == "-" || $0 == "+" || $0 == "e" || $0 == "E" }),
              let value = Double(text), value.isFinite, abs(value) <= 1e6 else { return nil }
        return value
    }
}

/// A malformed `--tap`/`--drag`/`--flick`/`--tilt`/`--pinch`/`--rotate` value.
public struct SceneInputError: Error, CustomStringConvertible {
    public let flag: String
    public let value: String
    public let grammar: String

    public var description: String {
        "\(flag) '\(value)' is not \(grammar) (points and seconds, e.g. \(example))"
    }

    private var example: String {
        switch flag {
        case "--drag": return "--drag 100,300:300,300@1+0.5"
        case "--flick": return "--flick 187,333:0,-1500@1"
        case "--tilt": return "--tilt 30@1, degrees from -180 to 180"
        case "--pinch": return "--pinch 187,333:2.5@1+0.5, a scale above 0"
        case "--rotate": return "--rotate 187,333:90@1+0.5"
        default: return "--tap 187,333@1 or --tap \"Present\"@1"
        }
    }
}
