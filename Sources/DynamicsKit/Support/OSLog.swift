import Foundation

// Apple's unified logging (`import os`, `import os.log`): `os_log`, `OSLog` and the `Logger` of
// iOS 14. On a device the messages go to the system log, which Xcode's console shows and the
// screen does not; here they go to standard error, where a scene's `print` goes, formatted as the
// console shows them. Privacy marks (`%{public}@`, `privacy: .private`) are accepted and change
// nothing: the recording's log is the developer's own.

/// A log's subsystem and category.
public final class OSLog: NSObject, @unchecked Sendable {
    public let subsystem: String
    public let category: String

    public init(subsystem: String, category: String) {
        self.subsystem = subsystem
        self.category = category
    }

    /// The log `os_log` writes to when given none.
    public static let `default` = OSLog(subsystem: "", category: "")
    /// A log that writes nothing.
    public static let disabled = OSLog(subsystem: "", category: "disabled")

    /// Whether messages of `type` are written (all are, but to a disabled log).
    public func isEnabled(type: OSLogType) -> Bool { self !== OSLog.disabled }

    func write(_ type: OSLogType, _ message: String) {
        guard isEnabled(type: type) else { return }
        let place = category.isEmpty ? "" : "[\(category)] "
        FileHandle.standardError.write(Data("\(place)\(message)\n".utf8))
    }
}

/// How important a message is.
public struct OSLogType: RawRepresentable, Equatable, Hashable, Sendable {
    public let rawValue: UInt8
    public init(rawValue: UInt8) { self.rawValue = rawValue }
    public static let `default` = OSLogType(rawValue: 0x00)
    public static let info = OSLogType(rawValue: 0x01)
    public static let debug = OSLogType(rawValue: 0x02)
    public static let error = OSLogType(rawValue: 0x10)
    public static let fault = OSLogType(rawValue: 0x11)
}

/// Writes `message`, a `printf` format whose `%@`, `%d`, `%{public}@`… take `args`.
public func os_log(
    _ message: StaticString, dso: UnsafeRawPointer? = #dsohandle, log: OSLog = .default, type: OSLogType = .default,
    _ args: CVarArg...
) {
    log.write(type, OSLogFormat.format(message.description, args))
}

/// The same, with the type first, as iOS 12 spells it.
public func os_log(
    _ type: OSLogType, dso: UnsafeRawPointer? = #dsohandle, log: OSLog = .default, _ message: StaticString,
    _ args: CVarArg...
) {
    log.write(type, OSLogFormat.format(message.description, args))
}

enum OSLogFormat {
    /// `format` with the log's decorations (`%{public}@`, `%{private}d`) taken out, filled in.
    static func format(_ format: String, _ args: [CVarArg]) -> String {
        var plain = ""
        var rest = Substring(format)
        while let percent = rest.firstIndex(of: "%") {
            plain += rest[..<percent]
            plain.append("%")
            rest = rest[rest.index(after: percent)...]
            if rest.first == "{", let close = rest.firstIndex(of: "}") {
                rest = rest[rest.index(after: close)...]
            }
        }
        plain += rest
        return args.isEmpty ? plain.replacingOccurrences(of: "%%", with: "%") : String(format: plain, arguments: args)
    }
}

/// How a value in a `Logger` message may be shown: accepted, not applied.
public struct OSLogPrivacy: Sendable {
    public static let auto = OSLogPrivacy()
    public static let `public` = OSLogPrivacy()
    public static let `private` = OSLogPrivacy()
    public static let sensitive = OSLogPrivacy()
    public static func `private`(mask: OSLogPrivacy.Mask) -> OSLogPrivacy { OSLogPrivacy() }
    public static func auto(mask: OSLogPrivacy.Mask) -> OSLogPrivacy { OSLogPrivacy() }

    public struct Mask: Sendable {
        public static let hash = Mask()
        public static let none = Mask()
    }
}

/// A `Logger` message: a string with interpolations, each of which may carry a privacy mark and
/// a format (`\(value, privacy: .public)`, `\(x, format: .fixed(precision: 2))`).
public struct OSLogMessage: ExpressibleByStringInterpolation, ExpressibleByStringLiteral, Sendable {
    let text: String

    public init(stringLiteral value: String) { text = value }
    public init(stringInterpolation: Interpolation) { text = stringInterpolation.text }

    public struct Interpolation: StringInterpolationProtocol {
        var text = ""
        public init(literalCapacity: Int, interpolationCount: Int) {}
        public mutating func appendLiteral(_ literal: String) { text += literal }
        public mutating func appendInterpolation<T>(_ value: T, privacy: OSLogPrivacy = .auto) {
            text += String(describing: value)
        }
        public mutating func appendInterpolation<T>(_ value: T, align: OSLogStringAlignment = .none, privacy: OSLogPrivacy = .auto) {
            text += String(describing: value)
        }
        public mutating func appendInterpolation(_ value: Double, format: OSLogFloatFormatting, privacy: OSLogPrivacy = .auto) {
            text += format.text(value)
        }
        public mutating func appendInterpolation<T: BinaryInteger>(_ value: T, format: OSLogIntegerFormatting, privacy: OSLogPrivacy = .auto) {
            text += format.text(value)
        }
    }
}

public struct OSLogStringAlignment: Sendable {
    public static let none = OSLogStringAlignment()
    public static func left(columns: Int) -> OSLogStringAlignment { OSLogStringAlignment() }
    public static func right(columns: Int) -> OSLogStringAlignment { OSLogStringAlignment() }
}

public struct OSLogFloatFormatting: Sendable {
    let precision: Int?
    public static let fixed = OSLogFloatFormatting(precision: 6)
    public static func fixed(precision: Int) -> OSLogFloatFormatting { OSLogFloatFormatting(precision: precision) }
    func text(_ value: Double) -> String {
        precision.map { String(format: "%.\($0)f", value) } ?? String(describing: value)
    }
}

public struct OSLogIntegerFormatting: Sendable {
    let radix: Int
    public static let decimal = OSLogIntegerFormatting(radix: 10)
    public static let hex = OSLogIntegerFormatting(radix: 16)
    public static let octal = OSLogIntegerFormatting(radix: 8)
    func text<T: BinaryInteger>(_ value: T) -> String { String(value, radix: radix) }
}

/// iOS 14's logger: a message per level, to its log.
public struct Logger: Sendable {
    let log: OSLog

    public init() { log = .default }
    public init(subsystem: String, category: String) { log = OSLog(subsystem: subsystem, category: category) }
    public init(_ log: OSLog) { self.log = log }

    public func log(_ message: OSLogMessage) { log.write(.default, message.text) }
    public func log(level: OSLogType, _ message: OSLogMessage) { log.write(level, message.text) }
    public func trace(_ message: OSLogMessage) { log.write(.debug, message.text) }
    public func debug(_ message: OSLogMessage) { log.write(.debug, message.text) }
    public func info(_ message: OSLogMessage) { log.write(.info, message.text) }
    public func notice(_ message: OSLogMessage) { log.write(.default, message.text) }
    public func warning(_ message: OSLogMessage) { log.write(.error, message.text) }
    public func error(_ message: OSLogMessage) { log.write(.error, message.text) }
    public func critical(_ message: OSLogMessage) { log.write(.fault, message.text) }
    public func fault(_ message: OSLogMessage) { log.write(.fault, message.text) }
}
