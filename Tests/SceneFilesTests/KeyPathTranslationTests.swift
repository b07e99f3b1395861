import SceneFiles
import XCTest

/// `#keyPath` needs the Objective-C runtime; its key path is a string, which it becomes.
final class KeyPathTranslationTests: XCTestCase {
    private func translated(_ source: String) -> String {
        let text = TranslatedSource(path: "/tmp/Scene.swift", source: source).text
        return String(text.drop { $0 != "\n" }.dropFirst())
    }

    func testKeyPathsBecomeSameLengthStrings() {
        let source = """
            let spin = CABasicAnimation(keyPath: #keyPath(CALayer.transform))
            observe(#keyPath(self.view.frame), #keyPath(view.alpha))
            let text = "#keyPath(CALayer.position)" // #keyPath(CALayer.opacity)
            let odd = #keyPath(
            """
        let pad = { (count: Int) in String(repeating: " ", count: count) }
        let expected = [
            "let spin = CABasicAnimation(keyPath: \"transform\"" + pad(16) + ")",
            "observe(\"view.frame\"" + pad(13) + ", \"view.alpha\"" + pad(8) + ")",
            "let text = \"#keyPath(CALayer.position)\" // #keyPath(CALayer.opacity)",
            "let odd = #keyPath(",
        ].joined(separator: "\n")
        XCTAssertEqual(translated(source), expected)
        XCTAssertEqual(translated(source).split(separator: "\n").map(\.utf8.count), source.split(separator: "\n").map(\.utf8.count))
    }
}
