import Foundation
import SceneFiles
import TestSupport
import XCTest

/// A selector made from a string compiles only when it names UIKit Dynamics' debug switch.
final class StringSelectorTests: XCTestCase {
    func compile(_ body: String) throws -> (compiled: Bool, said: String) {
        let folder = try makeTemporaryFolder(for: self)
        try writeFile("Debug/Debug.swift", """
            import UIKit

            class DebugViewController: UIViewController {
                let animator = UIDynamicAnimator()

                override func viewDidLoad() {
                    super.viewDidLoad()
            \(body)
                }
            }

            """, in: folder)
        var environment = ProcessInfo.processInfo.environment
        environment["XDG_CACHE_HOME"] = testSceneCache.path
        let compiler = try SceneCompiler(environment: environment)
        let project = try SceneProject(paths: [folder.appendingPathComponent("Debug").path])
        var said = ""
        do {
            _ = try compiler.compile(project, controller: nil) { said += $0 }
            return (true, said)
        } catch {
            return (false, said)
        }
    }

    func testTheDebugSwitchCompilesAndOtherStringSelectorsDoNot() throws {
        let debug = try compile("""
                    animator.perform(Selector(("setDebugEnabled:")), with: true)
                    animator.perform(Selector("setDebugEnabled:"), with: true)
                    _ = animator.responds(to: NSSelectorFromString("setDebugEnabled:"))
            """)
        XCTAssertTrue(debug.compiled, debug.said)
        let others = try compile("""
                    animator.perform(Selector(("setGravity:")), with: true)
                    animator.perform(NSSelectorFromString("setDebugEnabled"), with: true)
            """)
        XCTAssertFalse(others.compiled)
        let message = "a selector from a string needs the Objective-C runtime; name the method with #selector(…)"
        XCTAssertTrue(others.said.contains("Debug.swift:8:26: error: 'init(_:)' is unavailable: " + message), others.said)
        XCTAssertTrue(others.said.contains("Debug.swift:9:26: error: 'NSSelectorFromString' is unavailable: " + message), others.said)
    }
}
