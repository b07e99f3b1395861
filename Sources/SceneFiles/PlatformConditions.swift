import Foundation

/// A scene runs as it would on an iPhone, so its `#if` conditions choose the iPhone's branches:
/// `os(iOS)` holds and `os(macOS)`, `os(Linux)` and the other systems do not, a device is no
/// simulator and no Mac Catalyst, and AppKit cannot be imported. Compiled as it is on Linux,
/// `#if os(iOS) … #else import AppKit #endif` (SnapKit's, and many a library's) took the
/// `#else` and failed, and code in an `#if os(iOS)` was silently left out.
extension TranslatedSource {
    /// Each condition that names the platform, and what it is on an iPhone.
    static let platformConditions: [(condition: String, value: Bool)] = [
        ("os(iOS)", true), ("os(macOS)", false), ("os(OSX)", false), ("os(tvOS)", false), ("os(watchOS)", false),
        ("os(visionOS)", false), ("os(xrOS)", false), ("os(Linux)", false), ("os(Windows)", false),
        ("os(Android)", false), ("os(FreeBSD)", false), ("os(WASI)", false),
        ("targetEnvironment(simulator)", false), ("targetEnvironment(macCatalyst)", false),
        ("canImport(AppKit)", false), ("canImport(Cocoa)", false),
    ]

    /// The text with each platform condition in an `#if` or `#elseif` line replaced by `true`
    /// or `false`, padded with spaces so columns stay the user's.
    mutating func choosingTheiPhonesBranches() {
        guard text.contains("#if") || text.contains("#elseif") else { return }
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        var changed = false
        for index in lines.indices {
            let trimmed = lines[index].drop { $0 == " " || $0 == "\t" }
            guard trimmed.hasPrefix("#if") || trimmed.hasPrefix("#elseif") else { continue }
            for (condition, value) in Self.platformConditions where lines[index].contains(condition) {
                let literal = value ? "true" : "false"
                let padded = literal + String(repeating: " ", count: max(condition.count - literal.count, 0))
                lines[index] = lines[index].replacingOccurrences(of: condition, with: padded)
                changed = true
            }
        }
        if changed { text = lines.joined(separator: "\n") }
    }
}
