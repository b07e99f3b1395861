import SceneFiles
import XCTest

/// The `@IBOutlet`, `@IBInspectable` and `@IBAction` members a storyboard connects by name.
final class InterfaceMemberTests: XCTestCase {
    private let source = """
        import UIKit

        class GameViewController: UIViewController {
            @IBOutlet weak var ball: UIView!
            @IBOutlet private weak var scoreLabel: UILabel!
            @IBOutlet var walls: [UIView]!
            @IBInspectable var bounce: CGFloat = 0.5

            @IBAction func reset() {}
            @IBAction func drop(_ sender: UIButton) {}
            @IBAction private func tapped(sender: UITapGestureRecognizer) {}
            @IBAction func touched(_ sender: Any, forEvent event: UIEvent) {}

            struct Nested {
                var notAnOutlet = 0
            }
        }

        extension UIView {
            @IBInspectable var cornerRadius: CGFloat {
                get { layer.cornerRadius }
                set { layer.cornerRadius = newValue }
            }
        }

        """

    func testMembersTheirTypesAndObjectiveCSelectors() {
        let translated = TranslatedSource(path: "/tmp/Game.swift", source: source)
        let members = translated.interfaceMembers
        XCTAssertEqual(members.map(\.name), ["ball", "scoreLabel", "walls", "bounce", "reset", "drop", "tapped", "touched", "cornerRadius"])
        XCTAssertEqual(members.map(\.owner), Array(repeating: "GameViewController", count: 8) + ["UIView"])
        XCTAssertEqual(members.filter { $0.kind != .property }.map(\.selector), ["reset", "drop:", "tappedWithSender:", "touched:forEvent:"])
        XCTAssertEqual(members.filter { $0.kind != .property }.map(\.swiftReference), ["reset", "drop(_:)", "tapped(sender:)", "touched(_:forEvent:)"])
        XCTAssertEqual(members.map(\.line), [4, 5, 6, 7, 9, 10, 11, 12, 20])
    }

    /// `private` on a connected member becomes spaces, so the generated entry point can reach
    /// it; the columns of everything else stay.
    func testPrivateConnectedMembersBecomeInternalInPlace() {
        let translated = TranslatedSource(path: "/tmp/Game.swift", source: source)
        let lines = translated.text.components(separatedBy: "\n").dropFirst()
        XCTAssertEqual(Array(lines)[4], "                      weak var scoreLabel: UILabel!")
        XCTAssertEqual(Array(lines)[10], "                      func tapped(sender: UITapGestureRecognizer) {}")
        XCTAssertEqual(translated.text.utf8.count - translated.text.split(separator: "\n", maxSplits: 1)[0].utf8.count - 1, source.utf8.count)
    }

    /// A storyboard connects a selector, whatever marks the method: an `@objc` method with an
    /// action's shape (at most one parameter, returning nothing, not throwing, not generic) is
    /// one too, made internal if private; other `@objc` members are left as written.
    func testObjCMethodsShapedAsActionsAreActionsToo() {
        let objc = """
            import UIKit

            class CardsViewController: UIViewController {
                @objc func flipCard(_ recognizer: UITapGestureRecognizer) {}
                @objc private func shuffle() {}
                @objc @IBAction func deal(_ sender: Any) {}
                @objc func score(_ sender: Any) -> Int { 0 }
                @objc func load(_ sender: Any) throws {}
                @objc func pair(_ a: Any, with b: Any) {}
                @objc func wrap<T>(_ value: T) {}
                @objc private dynamic var flips = 0
                @objc static func make() {}
            }

            """
        let translated = TranslatedSource(path: "/tmp/Cards.swift", source: objc)
        let members = translated.interfaceMembers
        XCTAssertEqual(members.map(\.name), ["flipCard", "shuffle", "deal"])
        XCTAssertEqual(members.map(\.selector), ["flipCard:", "shuffle", "deal:"])
        let lines = Array(translated.text.components(separatedBy: "\n").dropFirst())
        XCTAssertFalse(lines[4].contains("private"), lines[4])
        XCTAssertTrue(lines[4].contains("func shuffle() {}"), lines[4])
        XCTAssertTrue(lines[10].contains("private dynamic var flips"), lines[10])
    }
}
