import Foundation
import SceneFiles
import SceneProtocol
import XCTest

/// `// dynamics: …` comments: which lines count and how they split into words.
final class SceneFileFlagsTests: XCTestCase {
    func words(_ source: String) throws -> [String] {
        try SceneFileFlags(source: source, file: "Scene.swift").words
    }

    func testWordsSplitAsAShellSplitsThem() throws {
        let source = #"""
            // dynamics: --controller PresentingViewController --tap "Present"@0.3 --duration 4
            // dynamics: --tap 'Tap Me'@1   --tap "Say \"hi\""@2 --tap Two\ Words@3 --tap '"1,2"'@4
            import UIKit
            """#
        XCTAssertEqual(try words(source), [
            "--controller", "PresentingViewController", "--tap", "Present@0.3", "--duration", "4",
            "--tap", "Tap Me@1", "--tap", #"Say "hi"@2"#, "--tap", "Two Words@3", "--tap", #""1,2"@4"#,
        ])
        // A quoted title stays a tap on a title, as when typed in a shell.
        XCTAssertEqual(try SceneInput.tap("Present@0.3"), .tapTitle("Present", time: 0.3))
        XCTAssertEqual(try SceneInput.tap(#""1,2"@4"#), .tapTitle("1,2", time: 4))
        // A title with commas needs no quotes (the shell has taken them off); numbers and
        // commas alone are a mistyped point.
        XCTAssertEqual(try SceneInput.tap("Gravity, Push, Collision@0.5"), .tapTitle("Gravity, Push, Collision", time: 0.5))
        XCTAssertThrowsError(try SceneInput.tap("10,20,30@1"))
        XCTAssertThrowsError(try SceneInput.tap("10,@1"))
        XCTAssertEqual(try SceneInput.tap("10,20@1"), .tap(x: 10, y: 20, time: 1))
    }

    func testOnlyTheLeadingCommentCounts() throws {
        let source = """

            // A scene that presents a modal.
            //dynamics: --duration 2
            import UIKit
            // dynamics: --duration 9
            """
        let flags = try SceneFileFlags(source: source, file: "Scene.swift")
        XCTAssertEqual(flags.words, ["--duration", "2"])
        XCTAssertEqual(flags.line, 3)
        XCTAssertEqual(try words("import UIKit\n"), [])
        XCTAssertNil(try SceneFileFlags(source: "import UIKit\n", file: "Scene.swift").file)
    }

    func testAnOpenQuoteNamesTheFileAndLine() {
        XCTAssertThrowsError(try words("// intro\n// dynamics: --tap \"Present@1\n")) { error in
            XCTAssertEqual("\(error)", "Scene.swift:2: in the `// dynamics:` flags: a \" is not closed")
        }
    }

    func testFlagsInAnyOneFileOfTheSceneButNotInTwo() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("flags-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try Data("import UIKit\n".utf8).write(to: folder.appendingPathComponent("Animator.swift"))
        try Data("// dynamics: --controller PresentingViewController\nimport UIKit\n".utf8)
            .write(to: folder.appendingPathComponent("PresentingViewController.swift"))
        let flags = try SceneFileFlags(project: SceneProject(paths: [folder.path]))
        XCTAssertEqual(flags.words, ["--controller", "PresentingViewController"])
        XCTAssertEqual(flags.file, folder.appendingPathComponent("PresentingViewController.swift").path)
        try Data("// dynamics: --duration 3\nimport UIKit\n".utf8).write(to: folder.appendingPathComponent("Animator.swift"))
        XCTAssertThrowsError(try SceneFileFlags(project: SceneProject(paths: [folder.path]))) { error in
            XCTAssertEqual("\(error)", "\(folder.path)/PresentingViewController.swift:1: in the `// dynamics:` flags: \(folder.path)/Animator.swift has `// dynamics:` flags already; give a scene's flags in one of its files")
        }
    }
}
