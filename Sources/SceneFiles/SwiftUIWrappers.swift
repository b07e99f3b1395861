import Foundation

/// A UIKit file that also shows its controller in Xcode's SwiftUI canvas: `import SwiftUI` with
/// a `UIViewControllerRepresentable` or `UIViewRepresentable` wrapper and a `PreviewProvider`
/// beside the UIKit code. SwiftUI exists on Apple's systems only, and those declarations exist
/// only for the canvas, so they are blanked (spaces, lines kept) with the import, and the UIKit
/// code runs as it does on a device. A file with any other SwiftUI code (a `View`, an `App`, a
/// hosting controller) is left as it is, and the scene stops with the SwiftUI message.
enum SwiftUIWrappers {
    /// The protocols whose conformers only show UIKit code in SwiftUI.
    static let wrapperProtocols: Set<String> = ["PreviewProvider", "UIViewControllerRepresentable", "UIViewRepresentable"]

    /// Names that mean the file's SwiftUI is more than wrappers.
    private static let otherSwiftUI: Set<String> = [
        "View", "App", "Scene", "UIHostingController", "VStack", "HStack", "ZStack", "WindowGroup", "NavigationView",
        "NavigationStack", "State", "Binding", "ObservedObject", "StateObject", "EnvironmentObject",
    ]

    /// What to blank: the byte ranges of the import and of each wrapper declaration (with its
    /// attributes and modifiers), and the wrappers' names; nil when the file does not import
    /// SwiftUI or has SwiftUI code besides wrappers.
    static func blanking(bytes: [UInt8], tokens: [SourceScanner.Token]) -> (ranges: [Range<Int>], names: [String])? {
        guard let importIndex = tokens.indices.first(where: {
            tokens[$0].text == "import" && tokens[$0].depth == 0 && $0 + 1 < tokens.count && tokens[$0 + 1].text == "SwiftUI"
        }), tokens[importIndex].offset >= 0, tokens[importIndex + 1].offset >= 0 else { return nil }
        var ranges = [tokens[importIndex].offset..<tokens[importIndex + 1].offset + "SwiftUI".utf8.count]
        var names: [String] = []
        var covered: [Range<Int>] = []  // token index ranges of the wrappers
        for index in tokens.indices where tokens[index].depth == 0 && tokens[index].kind == .identifier
            && ["struct", "class", "extension", "enum"].contains(tokens[index].text) && index + 2 < tokens.count {
            // The conformances, up to the body.
            var cursor = index + 2
            var inherits: [String] = []
            var bodyStart: Int?
            while cursor < tokens.count {
                let token = tokens[cursor]
                if token.text == "{" { bodyStart = cursor; break }
                if token.kind == .identifier { inherits.append(token.text) }
                cursor += 1
            }
            guard let open = bodyStart, inherits.contains(where: wrapperProtocols.contains),
                  inherits.allSatisfy({ wrapperProtocols.contains($0) || $0 == "where" || $0 == "Self" }) else { continue }
            guard let close = tokens[(open + 1)...].firstIndex(where: { $0.text == "}" && $0.depth == 0 }),
                  tokens[index].offset >= 0, tokens[close].offset >= 0 else { return nil }
            ranges.append(declarationStart(bytes, keyword: tokens[index].offset)..<tokens[close].offset + 1)
            names.append(tokens[index + 1].text)
            covered.append(index..<close + 1)
        }
        guard !names.isEmpty else { return nil }
        // Anything SwiftUI left outside the wrappers: keep the file whole.
        for (index, token) in tokens.enumerated() where token.kind == .identifier && otherSwiftUI.contains(token.text)
            && !covered.contains(where: { $0.contains(index) }) {
            return nil
        }
        return (ranges, names)
    }

    /// What may stand before a declaration's keyword on its line, and a line of attributes alone.
    nonisolated(unsafe) private static let modifiers = try! Regex(#"^\s*((@\w+(\([^)\n]*\))?|private|fileprivate|internal|public|final)\s+)*$"#)
    nonisolated(unsafe) private static let attributeLine = try! Regex(#"^\s*(@\w+(\([^)\n]*\))?\s*)+$"#)

    /// Where the declaration whose keyword starts at `keyword` starts: back over the modifiers
    /// and attributes before it on its line (`@available(iOS 13.0, *) struct …`,
    /// `fileprivate struct …`) and over lines above holding only attributes.
    private static func declarationStart(_ bytes: [UInt8], keyword: Int) -> Int {
        func lineStart(_ offset: Int) -> Int {
            var start = offset
            while start > 0, bytes[start - 1] != UInt8(ascii: "\n") { start -= 1 }
            return start
        }
        func text(_ range: Range<Int>) -> String { String(decoding: bytes[range], as: UTF8.self) }
        var start = lineStart(keyword)
        guard text(start..<keyword).wholeMatch(of: modifiers) != nil else { return keyword }
        while start > 0 {
            let previous = lineStart(start - 1)
            guard text(previous..<start - 1).wholeMatch(of: attributeLine) != nil else { break }
            start = previous
        }
        return start
    }
}
