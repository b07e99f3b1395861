import Foundation
import SceneFiles
import TestSupport
import XCTest

/// `override` members of an extension of the scene's own class move into the class's body, with
/// `#sourceLocation` lines keeping their file and line; the extension keeps its lines as spaces.
final class ExtensionOverridesTests: XCTestCase {
    /// The files translated and moved, by name, without their first `#sourceLocation` line.
    func moved(_ files: [(name: String, source: String)]) -> [String] {
        let sources = files.map { TranslatedSource(path: "/s/" + $0.name, source: $0.source) }
        return TranslatedSource.movingExtensionOverrides(in: sources).map { String($0.text.drop { $0 != "\n" }.dropFirst()) }
    }

    /// Spaces as long as `line`.
    func blank(_ line: Substring) -> String { String(repeating: " ", count: line.utf8.count) }

    func testOverridesMoveIntoTheClassInTheSameFile() {
        let source = """
            class CardViewController: UIViewController {
                var cards: [UIView] = []
            }

            extension CardViewController {
                override var preferredStatusBarStyle: UIStatusBarStyle { .lightContent }
                func helper() {}
                @objc override func viewDidLayoutSubviews() {
                    super.viewDidLayoutSubviews() // "}" in a comment
                    let text = "{ not a brace"
                    cards.forEach { card in card.frame = view.bounds.insetBy(dx: 8, dy: 8) }
                }
            }
            """
        let lines = source.split(separator: "\n", omittingEmptySubsequences: false)
        let expected = """
            class CardViewController: UIViewController {
                var cards: [UIView] = []

            #sourceLocation(file: "/s/A.swift", line: 6)
                override var preferredStatusBarStyle: UIStatusBarStyle { .lightContent }
            #sourceLocation(file: "/s/A.swift", line: 8)
                      override func viewDidLayoutSubviews() {
                    super.viewDidLayoutSubviews() // "}" in a comment
                    let text = "{ not a brace"
                    cards.forEach { card in card.frame = view.bounds.insetBy(dx: 8, dy: 8) }
                }
            #sourceLocation(file: "/s/A.swift", line: 3)
            }

            extension CardViewController {

            """ + blank(lines[5]) + "\n" + lines[6] + "\n" + lines[7...11].map(blank).joined(separator: "\n") + "\n}"
        XCTAssertEqual(moved([("A.swift", source)]), [expected])
    }

    /// The extension's file keeps every line and column; the class's file names the extension's
    /// file and line for each member, then its own line for the rest.
    func testOverridesMoveAcrossFilesWithEveryModifierOrderAndAttribute() {
        let view = """
            final class Gauge: UIView {
                var level = 0.5 }
            """
        let extensionSource = """
            import UIKit

            extension Gauge: UICollisionBehaviorDelegate {
                public override func layoutSubviews() { super.layoutSubviews() }
                override open var intrinsicContentSize: CGSize {
                    get { CGSize(width: 10, height: 10) }
                }
                @available(iOS 13.0, *)
                @discardableResult
                override class func requiresConstraintBasedLayout() -> Bool { true }
                override var bounds: CGRect { get { super.bounds } set { super.bounds = newValue } }; func other() {}
                private func helper() {}
                fileprivate(set) var x: Int { get { 0 } set {} }
            }
            """
        let results = moved([("Gauge.swift", view), ("Gauge+Layout.swift", extensionSource)])
        XCTAssertEqual(results[0], """
            final class Gauge: UIView {
                var level = 0.5\u{20}
            #sourceLocation(file: "/s/Gauge+Layout.swift", line: 4)
                public override func layoutSubviews() { super.layoutSubviews() }
            #sourceLocation(file: "/s/Gauge+Layout.swift", line: 5)
                override open var intrinsicContentSize: CGSize {
                    get { CGSize(width: 10, height: 10) }
                }
            #sourceLocation(file: "/s/Gauge+Layout.swift", line: 8)
                @available(iOS 13.0, *)
                @discardableResult
                override class func requiresConstraintBasedLayout() -> Bool { true }
            #sourceLocation(file: "/s/Gauge+Layout.swift", line: 11)
                override var bounds: CGRect { get { super.bounds } set { super.bounds = newValue } };
            #sourceLocation(file: "/s/Gauge.swift", line: 2)

            """ + String(repeating: " ", count: 20) + "}")
        let original = extensionSource.split(separator: "\n", omittingEmptySubsequences: false)
        let lines = results[1].split(separator: "\n", omittingEmptySubsequences: false)
        XCTAssertEqual(lines.map(\.utf8.count), original.map(\.utf8.count))
        XCTAssertEqual(lines[2], "extension Gauge: UICollisionBehaviorDelegate {")
        XCTAssertEqual(lines[3...9].map { String($0) }, original[3...9].map(blank))
        XCTAssertEqual(lines[10], blank(original[10].dropLast(16)) + " func other() {}")
        // The moved members still reach the members left in the other file.
        XCTAssertEqual(lines[11], "    " + blank("private") + " func helper() {}")
        XCTAssertEqual(lines[12], "    " + blank("fileprivate(set)") + " var x: Int { get { 0 } set {} }")
        XCTAssertEqual(lines[13], "}")
    }

    /// A member's line goes whole, literals and comments after its last token included, unless
    /// another member starts on it.
    func testTheRestOfAMembersLineGoesWithIt() {
        let source = """
            class A: UIView {}
            extension A { override var tag: Int = 5 // stored: Swift says so in the class
                override var alpha: CGFloat { 1 } /* open
                comment */
            }
            extension A { override var isHidden: Bool { false } }
            """
        XCTAssertEqual(moved([("A.swift", source)]), ["""
            class A: UIView {
            #sourceLocation(file: "/s/A.swift", line: 2)
                          override var tag: Int = 5 // stored: Swift says so in the class
            #sourceLocation(file: "/s/A.swift", line: 3)
                override var alpha: CGFloat { 1 }
            #sourceLocation(file: "/s/A.swift", line: 6)
                          override var isHidden: Bool { false }
            #sourceLocation(file: "/s/A.swift", line: 1)
                             }
            extension A { \(String(repeating: " ", count: 63))
                \(String(repeating: " ", count: 33)) /* open
                comment */
            }
            extension A { \(String(repeating: " ", count: 37)) }
            """])
    }

    func testExtensionsThatCannotMoveAreLeftAlone() {
        let source = """
            class Local: UIView {}
            class Twice {}
            extension UIView {
                override func layoutSubviews() {}
            }
            extension Local where Self: UIView {
                override func layoutSubviews() {}
            }
            extension Local {
            #if DEBUG
                override func layoutSubviews() {}
            #endif
            }
            extension Local {
                func notAnOverride() { let override = 1 }
            }
            extension Twice {
                override var description: String { "" }
            }
            """
        let other = "class Twice {}\n"
        let results = moved([("A.swift", source), ("B.swift", other)])
        XCTAssertEqual(results, [source, other])
    }

    /// A member with an error in an extension of another file is reported at its own file, line
    /// and column; an error after the class's brace in the class's file at its own line.
    func testTheCompilerReportsTheUsersFileAndLine() throws {
        let folder = try makeTemporaryFolder(for: self)
        try writeFile("Card/CardViewController.swift", """
            import UIKit

            class CardViewController: UIViewController {
                var count = 0
            }

            let wrong: Int = "after the class"

            """, in: folder)
        try writeFile("Card/CardViewController+Style.swift", """
            import UIKit

            extension CardViewController {
                func helper() {}

                override func viewDidLayoutSubviews() {
                    super.viewDidLayoutSubviews()
                    let size: Int = "in the moved member"
                }
            }

            """, in: folder)
        var environment = ProcessInfo.processInfo.environment
        environment["XDG_CACHE_HOME"] = testSceneCache.path
        let compiler = try SceneCompiler(environment: environment)
        let project = try SceneProject(paths: [folder.appendingPathComponent("Card").path])
        var said = ""
        XCTAssertThrowsError(try compiler.compile(project, controller: nil) { said += $0 })
        let card = folder.appendingPathComponent("Card").path
        XCTAssertTrue(said.contains(card + "/CardViewController+Style.swift:8:25: error: cannot convert value of type 'String'"), said)
        XCTAssertTrue(said.contains(card + "/CardViewController.swift:7:18: error: cannot convert value of type 'String'"), said)
        XCTAssertFalse(said.contains("cannot be overridden"), said)
        XCTAssertFalse(said.contains("cannot override"), said)
    }

    /// Without the move the same project would not compile; with it, it does.
    func testAnOverrideInAnExtensionCompiles() throws {
        let folder = try makeTemporaryFolder(for: self)
        try writeFile("Card/Card.swift", """
            import UIKit

            class CardViewController: UIViewController {}

            extension CardViewController {
                override var preferredStatusBarStyle: UIStatusBarStyle { .lightContent }
                override func viewDidLoad() {
                    super.viewDidLoad()
                    view.backgroundColor = .red
                }
            }

            """, in: folder)
        var environment = ProcessInfo.processInfo.environment
        environment["XDG_CACHE_HOME"] = testSceneCache.path
        let compiler = try SceneCompiler(environment: environment)
        let project = try SceneProject(paths: [folder.appendingPathComponent("Card").path])
        var said = ""
        XCTAssertNoThrow(try compiler.compile(project, controller: nil) { said += $0 }, said)
    }
}
