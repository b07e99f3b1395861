import Foundation
import SceneFiles
import TestSupport
import XCTest

/// A scene's own `@objc` protocols: class-bound, their optional requirements that return
/// nothing or an optional given defaults, and their calls through `?` kept compiling
/// (luannguyenkhoa/LNSideMenu's delegate stopped at "'weak' must not be applied to
/// non-class-bound").
final class ObjCProtocolTests: XCTestCase {
    static let menu = """
        import UIKit

        @objc public protocol SideMenuDelegate {
            @objc optional func sideMenuWillOpen()
            @objc optional func titleForMenu() -> String?
            @objc optional var accent: UIColor? { get }
            func menuWidth() -> CGFloat
        }

        @objc protocol Plain: NSObjectProtocol {}

        class SideMenu: NSObject {
            weak var delegate: SideMenuDelegate?
            func open() -> String {
                delegate?.sideMenuWillOpen?()
                return delegate?.titleForMenu?() ?? "Menu"
            }
        }
        """

    func testTheProtocolIsClassBoundAndItsOptionalRequirementsHaveDefaults() {
        let names = TranslatedSource.optionalRequirementNames(in: Self.menu)
        XCTAssertEqual(names, ["sideMenuWillOpen", "titleForMenu", "accent"])
        let file = TranslatedSource(path: "/tmp/Menu.swift", source: Self.menu, optionalMethods: names)
        let lines = file.text.split(separator: "\n", omittingEmptySubsequences: false).dropFirst().map(String.init)
        XCTAssertEqual(lines[2], "      public protocol SideMenuDelegate: AnyObject {")
        XCTAssertEqual(lines[3], "                   func sideMenuWillOpen()", "columns kept")
        XCTAssertEqual(lines[9], "      protocol Plain: NSObjectProtocol {}", "already class-bound")
        XCTAssertEqual(lines[14], "        delegate?.sideMenuWillOpen ()")
        XCTAssertEqual(lines[15], "        return delegate?.titleForMenu () ?? \"Menu\"")
        let tail = lines.suffix(7).joined(separator: "\n")
        XCTAssertTrue(tail.contains("""
            extension SideMenuDelegate {
                func sideMenuWillOpen() {}
                func titleForMenu() -> String? { nil }
                var accent: UIColor? { nil }
            }
            """), tail)
        XCTAssertFalse(tail.contains("menuWidth"), "a required member has no default")
    }

    func testAMenuWithItsDelegateCompiles() throws {
        let folder = try makeTemporaryFolder(for: self)
        try writeFile("App/Menu.swift", Self.menu + """

            class MenuViewController: UIViewController, SideMenuDelegate {
                let menu = SideMenu()
                func menuWidth() -> CGFloat { 240 }
                func titleForMenu() -> String? { "Places" }
                override func viewDidLoad() {
                    super.viewDidLoad()
                    menu.delegate = self
                    title = menu.open()
                }
            }
            """, in: folder)
        let project = try SceneProject(paths: [folder.appendingPathComponent("App").path])
        var environment = ProcessInfo.processInfo.environment
        environment["XDG_CACHE_HOME"] = testSceneCache.path
        var said = ""
        XCTAssertNoThrow(try SceneCompiler(environment: environment).compile(project, controller: nil) { said += $0 }, said)
    }

    /// An optional requirement returning a plain value has nothing to stand for "not
    /// implemented": one error at its place, rather than the compiler crashing on it.
    func testAnOptionalRequirementReturningAValueIsOneError() throws {
        let folder = try makeTemporaryFolder(for: self)
        try writeFile("App/Menu.swift", """
            import UIKit

            @objc protocol Gate {
                @objc optional func shouldOpen() -> Bool
            }

            class GateViewController: UIViewController, Gate {}
            """, in: folder)
        let project = try SceneProject(paths: [folder.appendingPathComponent("App").path])
        var environment = ProcessInfo.processInfo.environment
        environment["XDG_CACHE_HOME"] = testSceneCache.path
        var said = ""
        XCTAssertThrowsError(try SceneCompiler(environment: environment).compile(project, controller: nil) { said += $0 })
        XCTAssertTrue(said.contains("Menu.swift:4:11: error: 'func shouldOpen() -> Bool' is an optional requirement of @objc protocol 'Gate'"), said)
    }
}
