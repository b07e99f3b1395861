import SceneFiles
import XCTest

final class SourceTranslationTests: XCTestCase {
    /// The translated text without its `#sourceLocation` line.
    func translated(_ source: String) -> String {
        let text = TranslatedSource(path: "/tmp/Scene.swift", source: source).text
        return String(text.drop { $0 != "\n" }.dropFirst())
    }

    func testObjectiveCTokensBecomeSameLengthSwift() {
        let source = """
            @objc(handlePan:) func handle(_ pan: UIPanGestureRecognizer) {}
            @IBOutlet weak var box: UIView!
            @IBAction func tapped(_ sender: Any) {}
            @objcMembers class A: NSObject {}
            let pan = UIPanGestureRecognizer(target: self, action: #selector(self.handle(_:)))
            """
        let expected = """
                              func handle(_ pan: UIPanGestureRecognizer) {}
                      weak var box: UIView!
                      func tapped(_ sender: Any) {}
                         class A: NSObject {}
            let pan = UIPanGestureRecognizer(target: self, action: Selector (self.handle(_:)))
            """
        XCTAssertEqual(translated(source), expected)
        // Every line keeps its length, so every column stays where it was.
        XCTAssertEqual(translated(source).split(separator: "\n").map(\.utf8.count), source.split(separator: "\n").map(\.utf8.count))
    }

    /// A submodule of a framework the kit stands in for imports the framework's shim:
    /// `import UIKit.UIGestureRecognizerSubclass` (the recognizers' subclass methods are
    /// UIKit's own here) and `import os.log`; other modules' submodules are left alone.
    func testSubmodulesOfTheShimsImportTheShim() {
        func blank(_ text: String) -> String { String(repeating: " ", count: text.count) }
        XCTAssertEqual(translated("import UIKit.UIGestureRecognizerSubclass\nimport os.log\nimport Foundation.NSString\n"),
                       "import UIKit\(blank(".UIGestureRecognizerSubclass"))\nimport os\(blank(".log"))\nimport Foundation.NSString\n")
        XCTAssertEqual(translated("import UIKit"), "import UIKit")
    }

    /// SwiftUI's canvas wrappers and previews beside UIKit code are blanked with the import,
    /// lines kept; a file with other SwiftUI code keeps its import (and the scene stops with
    /// the SwiftUI message).
    func testSwiftUICanvasWrappersBesideUIKitCodeAreLeftOut() {
        let source = """
            import UIKit
            import SwiftUI

            final class Boxes: UIViewController {}

            @available(iOS 13.0, *)
            struct BoxesView: UIViewControllerRepresentable {
                func makeUIViewController(context: Context) -> Boxes { Boxes() }
                func updateUIViewController(_ controller: Boxes, context: Context) {}
            }

            fileprivate struct Previews: PreviewProvider {
                static var previews: some View { BoxesView() }
            }
            let after = 1
            """
        let translation = TranslatedSource(path: "/tmp/Scene.swift", source: source)
        XCTAssertEqual(translation.droppedSwiftUIWrappers, ["BoxesView", "Previews"])
        XCTAssertFalse(translation.imports.contains("SwiftUI"))
        let lines = translated(source).split(separator: "\n", omittingEmptySubsequences: false)
        XCTAssertEqual(lines.count, source.split(separator: "\n", omittingEmptySubsequences: false).count)
        XCTAssertEqual(lines.map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty },
                       ["import UIKit", "final class Boxes: UIViewController {}", "let after = 1"])

        let hosting = """
            import UIKit
            import SwiftUI
            struct Card: View { var body: some View { Text("Hi") } }
            struct CardPreview: PreviewProvider { static var previews: some View { Card() } }
            """
        let kept = TranslatedSource(path: "/tmp/Scene.swift", source: hosting)
        XCTAssertEqual(kept.droppedSwiftUIWrappers, [])
        XCTAssertTrue(kept.imports.contains("SwiftUI"))
    }

    /// `import protocol Module.Name` imports a declaration: it declares no type or class
    /// (modestman/CardsViewController's two files each import its pod's protocol).
    func testScopedImportsDeclareNothing() {
        let source = TranslatedSource(path: "/tmp/Scene.swift", source: "import protocol Cards.CardViewController\nimport class UIKit.UIView\nclass Deck: UIView {}\n")
        XCTAssertEqual(source.topLevelTypeNames, ["Deck"])
        XCTAssertEqual(source.classes.map(\.name), ["Deck"])
        XCTAssertEqual(source.imports, ["Cards", "UIKit"])
    }

    /// `Bundle.main` becomes the kit's `Bundle.here`, the scene's resources, same length;
    /// another type's `main` is left alone.
    func testTheMainBundleBecomesTheScenesResources() {
        XCTAssertEqual(translated("let url = Bundle.main.url(forResource: \"tada\", withExtension: \"caf\")"),
                       "let url = Bundle.here.url(forResource: \"tada\", withExtension: \"caf\")")
        XCTAssertEqual(translated("let q = DispatchQueue.main; let b = Foundation.Bundle.main"),
                       "let q = DispatchQueue.main; let b = Foundation.Bundle.here")
    }

    /// `@ objc` with a space (Swift warns and takes it) is blanked as `@objc` is; an `@` that
    /// names nothing is left alone.
    func testAnAttributeWithASpaceAfterItsAtSignIsBlankedToo() {
        XCTAssertEqual(translated("@ objc func flip(_ r: UITapGestureRecognizer) {}"), "       func flip(_ r: UITapGestureRecognizer) {}")
        XCTAssertEqual(translated("@  IBOutlet var card: UIView!"), "            var card: UIView!")
        XCTAssertEqual(translated("let a = b @ c"), "let a = b @ c")
    }

    /// A top-level `#Preview` becomes a global holding its body; one inside a declaration, a
    /// comment or a string is left alone.
    func testPreviewsBecomeGlobalsTheEntryPointCanShow() {
        let source = """
            class A: UIViewController {}
            #Preview("Card", traits: .portrait) {
                A()
            }
            // #Preview { A() }
            let s = "#Preview"
            #Preview { A() }
            """
        let translation = TranslatedSource(path: "/tmp/Scene.swift", source: source)
        XCTAssertEqual(translation.previews, [
            TranslatedSource.Preview(name: "Card", variable: "__dynamicsPreview_2", line: 2),
            TranslatedSource.Preview(name: nil, variable: "__dynamicsPreview_7", line: 7),
        ])
        let lines = translated(source).split(separator: "\n", omittingEmptySubsequences: false)
        XCTAssertEqual(lines[1], #"let __dynamicsPreview_2 = ScenePreview("Card", traits: .portrait) {"#)
        XCTAssertEqual(lines[4], "// #Preview { A() }")
        XCTAssertEqual(lines[5], ##"let s = "#Preview""##)
        XCTAssertEqual(lines[6], "let __dynamicsPreview_7 = ScenePreview { A() }")
        XCTAssertEqual(lines.count, source.split(separator: "\n", omittingEmptySubsequences: false).count, "every line stays where it was")
    }

    func testCommentsAndStringsAreLeftAloneButInterpolationsAreCode() {
        let source = #"""
            // @objc #selector(f) in a comment
            /* @objc /* nested #selector(f) */ @IBAction */
            let a = "@objc #selector(f)"
            let b = #"raw "@objc" \(x) #selector(f)"#
            let c = "\(#selector(f)) and @objc"
            let d = """
                #selector(f) @IBOutlet \(sel(#selector(g)))
                """
            """#
        let expected = #"""
            // @objc #selector(f) in a comment
            /* @objc /* nested #selector(f) */ @IBAction */
            let a = "@objc #selector(f)"
            let b = #"raw "@objc" \(x) #selector(f)"#
            let c = "\(Selector (f)) and @objc"
            let d = """
                #selector(f) @IBOutlet \(sel(Selector (g)))
                """
            """#
        XCTAssertEqual(translated(source), expected)
    }

    /// UIKit Dynamics' debug switch by name becomes the kit's selector for it, in the same
    /// columns; any other string selector, and the name in a comment or a string, stay.
    func testTheDebugSwitchsStringSelectorBecomesTheKitsSelector() {
        let source = #"""
            animator.perform(Selector(("setDebugEnabled:")), with: true)
            animator.perform(Selector("setDebugEnabled:"), with: true)
            animator.perform(NSSelectorFromString( "setDebugEnabled:" ), with: false)
            animator.perform(Selector(("setDebugEnabled")), with: true)
            animator.perform(Selector("toggle:"), with: true)
            animator.perform(NSSelectorFromString("setDebugEnabled:x"), with: true)
            // Selector(("setDebugEnabled:"))
            let s = "Selector("setDebugEnabled:")"
            """#
        let expected = #"""
            animator.perform(Selector.setDebugEnabled      , with: true)
            animator.perform(Selector.setDebugEnabled    , with: true)
            animator.perform(Selector.setDebugEnabled                  , with: false)
            animator.perform(Selector(("setDebugEnabled")), with: true)
            animator.perform(Selector("toggle:"), with: true)
            animator.perform(NSSelectorFromString("setDebugEnabled:x"), with: true)
            // Selector(("setDebugEnabled:"))
            let s = "Selector("setDebugEnabled:")"
            """#
        XCTAssertEqual(translated(source), expected)
    }

    func testEachSelectorsCallSiteAndMethodAreFound() {
        let source = """
            b.addTarget(self, action: #selector(drop(_:)), for: .touchUpInside)
            let t = UITapGestureRecognizer(target: self, action: #selector (ViewController.tapped(_:)))
            t.addTarget(self, action: #selector( self.paint ))
            // #selector(commented) and "#selector(quoted)" are not code
            let g = #selector(getter: UIView.frame)
            """
        let sites = TranslatedSource(path: "/tmp/A.swift", source: source).selectorSites
        // The column is the argument list's `(`: where the compiler puts a call's #column.
        XCTAssertEqual(sites.map { "\($0.line):\($0.column) \($0.method)" },
                       ["1:36 drop", "2:64 tapped", "3:36 paint", "5:18 getter:UIView.frame"])
    }

    func testTopLevelTypeNamesAreFound() {
        let source = """
            struct Timer { var seconds = 0 }
            final class Game: NSObject {
                enum Phase { case start }
                class func make() -> Game { Game() }
            }
            typealias Score = Int
            protocol Scoring {}
            """
        XCTAssertEqual(TranslatedSource(path: "/tmp/A.swift", source: source).topLevelNames, ["Timer", "Game", "Score", "Scoring"])
    }

    /// (Tasks and `Task.sleep` run in scene time, so they are no finding; nor is a queue handed
    /// to Core Motion, whose handlers run on the scene's clock.)
    func testWallClockWaitsAndThreadHopsAreFound() {
        let source = """
            Task { try await Task.sleep(nanoseconds: 1_000_000_000) }
            OperationQueue.main.addOperation {}
            group.notify(queue: .main) {}
            RunLoop.main.perform {}
            Task.detached { }
            DispatchQueue.main.asyncAfter(deadline: .now() + 1) {}
            model.notify(listeners)
            let t: Task<Void, Never>? = nil
            motion.startDeviceMotionUpdates(to: OperationQueue.main) { _, _ in }
            """
        let found = TranslatedSource(path: "/tmp/A.swift", source: source).wallClockFindings
        XCTAssertEqual(found.map { "\($0.line):\($0.column) \($0.message.prefix(24))" }, [
            "2:1 OperationQueue.main neve", "4:1 RunLoop.main.perform nev",
        ])
    }

    func testTheSourceLocationNamesTheUsersFileFromLineOne() {
        let text = TranslatedSource(path: "/home/me/My \"Scene\".swift", source: "class A {}\n").text
        XCTAssertEqual(text, "#sourceLocation(file: \"/home/me/My \\\"Scene\\\".swift\", line: 1)\nclass A {}\n")
    }

    func testClassesAndTheirSuperclassesAreFound() {
        let source = """
            final class Root: UIViewController, UICollisionBehaviorDelegate {
                class func make() -> Root { Root() }
                class var shared: Int { 0 }
            }
            class Generic<T>: UIKit.UIViewController {}
            class Plain {}
            func makeScene(_ scene: Scene) {}
            """
        let scanned = TranslatedSource(path: "/tmp/A.swift", source: source)
        XCTAssertEqual(scanned.classes.map(\.name), ["Root", "Generic", "Plain"])
        XCTAssertEqual(scanned.classes.map(\.superclass), ["UIViewController", "UIViewController", nil])
        XCTAssertEqual(scanned.classes.map(\.line), [1, 5, 6])
        XCTAssertTrue(scanned.declaresMakeScene)
        XCTAssertEqual(scanned.references["Root"], 2)
    }

    func testAMakeSceneMethodInsideATypeIsNotTheScenesBuilder() {
        XCTAssertFalse(TranslatedSource(path: "/tmp/A.swift", source: "struct S { func makeScene(_ s: Scene) {} }").declaresMakeScene)
    }

    // MARK: Delegate methods that would never be called

    func nearMisses(_ source: String) -> [String] {
        TranslatedSource(path: "/tmp/A.swift", source: source).nearMisses.map { "\($0.line):\($0.column) \($0.method)" }
    }

    func testExactUIKitSignaturesPass() {
        XCTAssertEqual(nearMisses("""
            class A: NSObject, UICollisionBehaviorDelegate {
                func collisionBehavior(_ behavior: UICollisionBehavior, beganContactFor item: UIDynamicItem, withBoundaryIdentifier identifier: NSCopying?, at p: CGPoint) {}
                func collisionBehavior(_ b: UICollisionBehavior, endedContactFor item1: any UIDynamicItem, with item2: UIDynamicItem) {}
                func collisionBehavior(_ helper: Int) {}
            }
            extension A: UIDynamicAnimatorDelegate {
                func dynamicAnimatorDidPause(_ animator: UIDynamicAnimator) {}
            }
            """), [])
    }

    func testATypeLabelOrNameThatDiffersIsFound() {
        XCTAssertEqual(nearMisses("""
            class A: UIViewController, UICollisionBehaviorDelegate {
                func collisionBehavior(_ behavior: UICollisionBehavior, beganContactFor item: UIDynamicItem, withBoundaryIdentifier identifier: String?, at p: CGPoint) {}
                func collisionBehavior(_ behavior: UICollisionBehavior, endedContactFor item: UIDynamicItem, withBoundaryIdentifer identifier: NSCopying?) {}
            }
            class B {}
            extension B: UIViewControllerTransitioningDelegate {
                func animationController(forDismised dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning? { nil }
            }
            class C: UIDynamicAnimatorDelegate {
                func dynamicAnimatorDidPause(_ animator: UIDynamicAnimator?) {}
            }
            """), [
            "2:10 collisionBehavior(_: UICollisionBehavior, beganContactFor: UIDynamicItem, withBoundaryIdentifier: String?, at: CGPoint)",
            "3:10 collisionBehavior(_: UICollisionBehavior, endedContactFor: UIDynamicItem, withBoundaryIdentifer: NSCopying?)",
            "7:10 animationController(forDismised: UIViewController)",
            "10:10 dynamicAnimatorDidPause(_: UIDynamicAnimator?)",
        ])
    }

    func testMethodsOfTypesThatDoNotConformAreNotChecked() {
        XCTAssertEqual(nearMisses("""
            class A: UIViewController {
                func collisionBehavior(_ behavior: UICollisionBehavior, beganContactFor item: UIDynamicItem, withBoundaryIdentifier identifier: String?, at p: CGPoint) {}
            }
            """), [])
    }

    func testTheTableMatchesTheKitsDeclarations() throws {
        // Every signature in the table is a requirement DynamicsKit's protocol declares.
        let kit = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Sources/DynamicsKit")
        var declared: [String: [String]] = [:]
        let files = FileManager.default.enumerator(at: kit, includingPropertiesForKeys: nil)!.compactMap { $0 as? URL }
        for file in files where file.pathExtension == "swift" {
            declared.merge(DelegateSignatures.methods(in: try String(contentsOf: file, encoding: .utf8))) { $0 + $1 }
        }
        for (name, signatures) in DelegateSignatures.requirements {
            for signature in signatures {
                XCTAssertTrue(declared[name, default: []].contains(signature), "\(name) declares no \(signature); it has \(declared[name] ?? [])")
            }
        }
    }
}
