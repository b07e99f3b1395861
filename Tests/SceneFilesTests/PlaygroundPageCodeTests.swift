import Foundation
import SceneFiles
import XCTest

/// A playground page's top-level code, split for a library: declarations stay, statements move
/// into the page's function, `let`s and `var`s stay globals, every line and column kept.
final class PlaygroundPageCodeTests: XCTestCase {
    private func kinds(_ source: String) -> [String] {
        let bytes = Array(source.utf8)
        return PlaygroundPageCode.pieces(of: bytes).map { piece in
            let text = String(decoding: bytes[piece.range], as: UTF8.self)
            switch piece.kind {
            case .declaration: return "declaration: " + text
            case .statement: return "statement: " + text
            case let .global(bindings): return "global " + bindings.map(\.pattern).joined(separator: ",") + ": " + text
            }
        }
    }

    func testDeclarationsStatementsAndGlobalsAreToldApart() {
        let source = """
            //: # A page
            import UIKit
            import PlaygroundSupport

            let view = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
            view.backgroundColor = .white
            var count: Int
            func drop(_ item: UIView) { view.addSubview(item) }
            @discardableResult
            func twice(_ n: Int) -> Int { n * 2 }
            class Box: UIView {}
            extension Box { var side: CGFloat { bounds.width } }
            private let (a, b) = (1, 2), c: [String: Int] = [:]
            var side: CGFloat { 40 }
            let _ = twice(2)
            /*: Markup
             over lines */
            #if canImport(PlaygroundSupport)
            import Foundation
            #endif
            PlaygroundPage.current.liveView = view
            """
        XCTAssertEqual(kinds(source), [
            "declaration: import UIKit",
            "declaration: import PlaygroundSupport",
            "global view: let view = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))",
            "statement: view.backgroundColor = .white",
            "global count: var count: Int",
            "declaration: func drop(_ item: UIView) { view.addSubview(item) }",
            "declaration: @discardableResult\nfunc twice(_ n: Int) -> Int { n * 2 }",
            "declaration: class Box: UIView {}",
            "declaration: extension Box { var side: CGFloat { bounds.width } }",
            "global (a, b),c: private let (a, b) = (1, 2), c: [String: Int] = [:]",
            "declaration: var side: CGFloat { 40 }",
            "statement: let _ = twice(2)",
            "declaration: #if canImport(PlaygroundSupport)\nimport Foundation\n#endif",
            "statement: PlaygroundPage.current.liveView = view",
        ])
    }

    /// A statement goes on over lines while a line ends in, or the next begins with, what
    /// continues it; `;` and a new line otherwise end it.
    func testStatementsSpanLinesAsSwiftReadsThem() {
        let source = """
            let total = 1 +
                2
            let names = ["a", "b"]
                .map { $0.uppercased() }
                .joined(separator: ", ")
            if total > 2
            {
                print(total)
            } else {
                print("small")
            }
            UIView.animate(withDuration: 1) {
                print("done")
            }
            let ok = total > 1
                && names.isEmpty
            print(1); print(2)
            let d = Dictionary<String, Int>(), e = "\\(total, radix: 2)"
            view!
            -1
            """
        XCTAssertEqual(kinds(source), [
            "global total: let total = 1 +\n    2",
            "global names: let names = [\"a\", \"b\"]\n    .map { $0.uppercased() }\n    .joined(separator: \", \")",
            "statement: if total > 2\n{\n    print(total)\n} else {\n    print(\"small\")\n}",
            "statement: UIView.animate(withDuration: 1) {\n    print(\"done\")\n}",
            "global ok: let ok = total > 1\n    && names.isEmpty",
            "statement: print(1)",
            "statement: print(2)",
            "global d,e: let d = Dictionary<String, Int>(), e = \"\\(total, radix: 2)\"",
            "statement: view!",
            "statement: -1",
        ])
    }

    /// The compiled text: each piece after a `#sourceLocation` of its first line, with its
    /// lines whole and its columns where they were; a global's initializer in a closure beside it.
    func testTheArrangedPageKeepsEveryLineAndColumn() {
        let source = """
            import UIKit
            let side: CGFloat = 40
            let view = UIView(frame: CGRect(x: 0, y: 0,
                                            width: 320, height: 480)); view.backgroundColor = .white
            var later: UIView
            func grow() { view.frame.size.width += side }
            grow()
            """
        let location = #"#sourceLocation(file: "/p/Page.swift", line: "#
        let expected = """
            @_spi(SceneFiles) import DynamicsKit
            \(location)1)
            import UIKit
            #sourceLocation()
            let __dynamicsPlaygroundValue1: () -> CGFloat = {
            \(location)2)
            \(String(repeating: " ", count: 20))40
            #sourceLocation()
            }
            \(location)2)
            var side: CGFloat = __dynamicsPlaygroundValue1()
            #sourceLocation()
            let __dynamicsPlaygroundValue2 = {
            \(location)3)
                       UIView(frame: CGRect(x: 0, y: 0,
                                            width: 320, height: 480))
            #sourceLocation()
            }
            \(location)3)
            var view = __dynamicsPlaygroundValue2()

            \(location)5)
            var later: UIView!
            \(location)6)
            func grow() { view.frame.size.width += side }
            #sourceLocation()
            func __dynamicsPlaygroundPage() throws {
            if DynamicsKit.PlaygroundPage.isRunAgain { side = __dynamicsPlaygroundValue1() } else { _ = side }
            if DynamicsKit.PlaygroundPage.isRunAgain { view = __dynamicsPlaygroundValue2() } else { _ = view }
            \(location)4)
            \(String(repeating: " ", count: 59))view.backgroundColor = .white
            #sourceLocation()
            if DynamicsKit.PlaygroundPage.isRunAgain { later = nil } else {}
            \(location)7)
            grow()
            #sourceLocation()
            }

            /// The scene's set-up: the page's top-level code.
            func makeScene(_ scene: DynamicsKit.Scene) {
                DynamicsKit.PlaygroundPage.run(in: scene) { try! __dynamicsPlaygroundPage() }
            }

            """
        // Blanked-out code leaves spaces at the ends of lines; they are no part of the point.
        func trimmed(_ text: String) -> String {
            text.split(separator: "\n", omittingEmptySubsequences: false)
                .map { String($0.reversed().drop { $0 == " " }.reversed()) }.joined(separator: "\n")
        }
        let arranged = PlaygroundPageCode.arranged(source, path: "/p/Page.swift")
        XCTAssertEqual(trimmed(arranged), expected)
        // Each line of the user's is where it was: the line a directive names, at its column.
        let sourceLines = source.split(separator: "\n", omittingEmptySubsequences: false)
        var line: Int?
        for text in arranged.split(separator: "\n", omittingEmptySubsequences: false) {
            if text.hasPrefix("#sourceLocation(file:") {
                line = Int(text.split(separator: " ").last!.dropLast())!
                continue
            }
            if text.hasPrefix("#sourceLocation()") { line = nil; continue }
            guard let current = line else { continue }
            defer { line = current + 1 }
            // A global's own line is the user's but for `var` and the call of its initializer.
            guard !text.hasPrefix("var ") else { continue }
            let original = Array(sourceLines[current - 1].utf8)
            for (column, character) in text.utf8.enumerated() where character != UInt8(ascii: " ") {
                XCTAssertEqual(column < original.count ? original[column] : nil, character, "line \(current) column \(column + 1)")
            }
        }
    }

    /// A translated page declares `makeScene(_:)`, so the scene's root is the page's code.
    func testATranslatedPageDeclaresMakeScene() {
        let page = TranslatedSource(path: "/p/Contents.swift", source: "let color = #colorLiteral(red: 1, green: 0, blue: 0, alpha: 1)\nprint(color)\n")
        XCTAssertFalse(page.declaresMakeScene)
        let arranged = page.arrangedAsPlaygroundPage()
        XCTAssertTrue(arranged.declaresMakeScene)
        XCTAssertTrue(arranged.text.contains("\n            _ColorLiteral(red: 1, green: 0, blue: 0, alpha: 1)\n"), arranged.text)
        XCTAssertFalse(arranged.text.contains("line: 0)"), arranged.text)
    }

    func testPageNamesAreReadInOrderFromEitherQuote() {
        let contents = """
            <?xml version="1.0" encoding="UTF-8" standalone="yes"?>
            <playground version='6.0' target-platform='ios'>
                <pages>
                    <page name='Falling'/>
                    <page name="Rock &amp; Roll"/>
                    <page name='It&apos;s'/>
                </pages>
            </playground>
            """
        XCTAssertEqual(Playground.pageNames(inContents: contents), ["Falling", "Rock & Roll", "It's"])
        XCTAssertEqual(Playground.pageNames(inContents: "<playground version='5.0' target-platform='ios'><timeline fileName='timeline.xctimeline'/></playground>"), [])
    }
}
