import Foundation
import SceneFiles
import TestSupport
import XCTest

/// A scene that names no Swift version and does not compile in Swift 5 mode is tried in Swift 4
/// mode, as playgrounds and snippets written before 2019 need (macteo/bezier's playground
/// stopped at `'characters' is unavailable`).
final class SwiftVersionFallbackTests: XCTestCase {
    private func compile(_ source: String, version: String? = nil) throws -> (Result<CompiledScene, Error>, String) {
        let folder = try makeTemporaryFolder(for: self)
        try writeFile("Old.swift", source, in: folder)
        var project = try SceneProject(paths: [folder.appendingPathComponent("Old.swift").path])
        project.swiftVersion = version
        var environment = ProcessInfo.processInfo.environment
        environment["XDG_CACHE_HOME"] = testSceneCache.path
        var said = ""
        let result = Result { try SceneCompiler(environment: environment).compile(project, controller: nil) { said += $0 + "\n" } }
        return (result, said)
    }

    private static let swift4 = """
        import UIKit
        class Old: UIViewController {
            override func viewDidLoad() {
                super.viewDidLoad()
                title = "\\("Hello".characters.count)"
            }
        }
        """

    func testSwift4CodeCompilesInSwift4ModeWithANote() throws {
        let (result, said) = try compile(Self.swift4)
        XCTAssertNoThrow(try result.get(), said)
        XCTAssertTrue(said.contains("does not compile in Swift 5 mode; it compiles in Swift 4 mode"), said)
    }

    func testAnExplicitVersionIsKeptAndItsMessagesShown() throws {
        let (result, said) = try compile(Self.swift4, version: "5")
        XCTAssertThrowsError(try result.get())
        XCTAssertTrue(said.contains("'characters' is unavailable"), said)
        XCTAssertFalse(said.contains("Swift 4 mode"), said)
    }

    func testCodeBrokenInEveryModeShowsSwift5sMessages() throws {
        let (result, said) = try compile("""
            import UIKit
            class Broken: UIViewController {
                override func viewDidLoad() { super.viewDidLoad(); undefinedName() }
            }
            """)
        XCTAssertThrowsError(try result.get())
        XCTAssertEqual(said.components(separatedBy: "Old.swift:3:56: error: cannot find").count, 2, "once, not once a mode: \(said)")
        XCTAssertFalse(said.contains("Swift 4 mode"), said)
    }
}
