import Foundation
import SceneFiles
import TestSupport
import XCTest

/// A scene's `#if` conditions choose an iPhone's branches: `os(iOS)` holds, other systems, the
/// simulator, Mac Catalyst and AppKit do not.
final class PlatformConditionTests: XCTestCase {
    func testTheiPhonesBranchesAreCompiled() throws {
        let folder = try makeTemporaryFolder(for: self)
        // A library's cross-platform header, as SnapKit's, and code only an iPhone builds.
        try writeFile("App/Layout.swift", """
            #if os(iOS) || os(tvOS)
                import UIKit
            #else
                import AppKit
            #endif

            #if os(macOS) || targetEnvironment(macCatalyst)
            let platformName: Int = "a Mac"
            #elseif targetEnvironment(simulator)
            let platformName: Int = "the simulator"
            #elseif os(iOS)
            let platformName = "iPhone"
            #else
            let platformName: Int = "Linux"
            #endif

            #if !canImport(AppKit) && !os(Linux)
            let onAPhone = true
            #endif
            """, in: folder)
        try writeFile("App/ViewController.swift", """
            import UIKit

            class ViewController: UIViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    let label = UILabel(frame: CGRect(x: 20, y: 100, width: 200, height: 30))
                    label.text = onAPhone ? platformName : ""
                    view.addSubview(label)
                }
            }
            """, in: folder)
        let project = try SceneProject(paths: [folder.appendingPathComponent("App").path])
        var environment = ProcessInfo.processInfo.environment
        environment["XDG_CACHE_HOME"] = testSceneCache.path
        var said = ""
        XCTAssertNoThrow(try SceneCompiler(environment: environment).compile(project, controller: nil) { said += $0 }, said)
        XCTAssertFalse(said.contains("AppKit"), said)
    }
}
