import Foundation
import SceneFiles
import TestSupport
import XCTest

/// A library's example app imports the library, whose sources sit in the same repository:
/// the library's files are compiled in with the app and its `import` is blanked.
final class LocalModuleTests: XCTestCase {
    private var folder: URL!

    override func setUpWithError() throws {
        folder = try makeTemporaryFolder(for: self)
    }

    private func write(_ path: String, _ text: String) throws {
        try writeFile(path, text, in: folder)
    }

    private let library = """
        import UIKit

        /// A view that drops onto the bottom of its superview.
        open class DroppingView: UIView {
            public var animator: UIDynamicAnimator?

            open override func didMoveToSuperview() {
                super.didMoveToSuperview()
                guard let superview else { return }
                let animator = UIDynamicAnimator(referenceView: superview)
                let collision = UICollisionBehavior(items: [self])
                collision.translatesReferenceBoundsIntoBoundary = true
                animator.addBehavior(UIGravityBehavior(items: [self]))
                animator.addBehavior(collision)
                self.animator = animator
            }
        }

        """

    private let example = """
        import UIKit
        import Dropping

        class ViewController: UIViewController {
            override func viewDidLoad() {
                super.viewDidLoad()
                view.addSubview(DroppingView(frame: CGRect(x: 100, y: 100, width: 50, height: 50)))
            }
        }

        """

    func testAPackageTargetsSourcesAreCompiledInWithItsExample() throws {
        try write("Repo/Package.swift", """
            // swift-tools-version:5.3
            import PackageDescription
            let package = Package(name: "Dropping", products: [.library(name: "Dropping", targets: ["Dropping"])],
                targets: [.target(name: "Dropping", path: "Source"), .testTarget(name: "DroppingTests", dependencies: ["Dropping"])])
            """)
        try write("Repo/Source/DroppingView.swift", library)
        try write("Repo/Source/Unused/Helper.swift", "import UIKit\nstruct DroppingHelper {}\n")
        try write("Repo/Other/Stray.swift", "this is not Swift\n")
        try write("Repo/Example/ViewController.swift", example)
        let project = try SceneProject(paths: [folder.appendingPathComponent("Repo/Example").path])
        XCTAssertEqual(paths(project.files, relativeTo: folder),
                       ["Repo/Example/ViewController.swift", "Repo/Source/DroppingView.swift", "Repo/Source/Unused/Helper.swift"])
        XCTAssertEqual(project.localModules, ["Dropping"])

        var environment = ProcessInfo.processInfo.environment
        environment["XDG_CACHE_HOME"] = testSceneCache.path
        var said = ""
        XCTAssertNoThrow(try SceneCompiler(environment: environment).compile(project, controller: nil) { said += $0 }, said)
    }

    func testAFolderNamedAfterTheModuleAndAnUnknownModule() throws {
        try write("Repo/Dropping/DroppingView.swift", library)
        try write("Repo/App/ViewController.swift", example + "import NotHere\n")
        // Given the whole repository, the app's import finds the folder named after the module.
        let project = try SceneProject(paths: [folder.appendingPathComponent("Repo").path])
        XCTAssertEqual(project.localModules, ["Dropping"])
        // A module the tree does not hold is left to the compiler, which names it.
        var environment = ProcessInfo.processInfo.environment
        environment["XDG_CACHE_HOME"] = testSceneCache.path
        var said = ""
        XCTAssertThrowsError(try SceneCompiler(environment: environment).compile(project, controller: nil) { said += $0 })
        XCTAssertTrue(said.contains("no such module 'NotHere'"), said)
        XCTAssertFalse(said.contains("'Dropping'"), said)
    }

    /// An example app whose own folder bears the library's name, given without the library:
    /// that folder is the app, not the module, so the compiler says "no such module" (it said
    /// "cannot find 'Dropping' in scope" once the import was blanked). With the library beside
    /// it, the library's folder is the module.
    func testTheAppsOwnFolderNamedAfterTheModuleIsNotTheModule() throws {
        try write("Example/Dropping/ViewController.swift", example)
        try write("Example/Dropping/AppDelegate.swift", "import UIKit\n")
        let alone = try SceneProject(paths: [folder.appendingPathComponent("Example").path])
        XCTAssertEqual(alone.localModules, [])
        var environment = ProcessInfo.processInfo.environment
        environment["XDG_CACHE_HOME"] = testSceneCache.path
        var said = ""
        XCTAssertThrowsError(try SceneCompiler(environment: environment).compile(alone, controller: nil) { said += $0 })
        XCTAssertTrue(said.contains("no such module 'Dropping'"), said)
        try write("Example/Library/Dropping/DroppingView.swift", library)
        let beside = try SceneProject(paths: [folder.appendingPathComponent("Example").path])
        XCTAssertEqual(beside.localModules, ["Dropping"])
        XCTAssertTrue(beside.files.contains { $0.hasSuffix("Library/Dropping/DroppingView.swift") }, "\(beside.files)")
    }

    /// A project that checked its CocoaPods in: `import Dropping` finds `Pods/Dropping/`
    /// beside the app's folder, which is compiled in; the rest of `Pods` (another pod, the
    /// Pods project's support files) stays out.
    func testAPodCheckedInBesideTheProjectIsCompiledIn() throws {
        try write("Repo/Pods/Dropping/Source/DroppingView.swift", library)
        try write("Repo/Pods/Unused/Source/Other.swift", "this is not Swift\n")
        try write("Repo/Pods/Target Support Files/Dropping/Dropping-dummy.swift", "this is not Swift either\n")
        try write("Repo/App/ViewController.swift", example)
        let project = try SceneProject(paths: [folder.appendingPathComponent("Repo").path])
        XCTAssertEqual(project.localModules, ["Dropping"])
        XCTAssertEqual(paths(project.files, relativeTo: folder),
                       ["Repo/App/ViewController.swift", "Repo/Pods/Dropping/Source/DroppingView.swift"])
        var environment = ProcessInfo.processInfo.environment
        environment["XDG_CACHE_HOME"] = testSceneCache.path
        var said = ""
        XCTAssertNoThrow(try SceneCompiler(environment: environment).compile(project, controller: nil) { said += $0 }, said)
        // Given the app's own folder, the pod one folder up is found too.
        let app = try SceneProject(paths: [folder.appendingPathComponent("Repo/App").path])
        XCTAssertEqual(app.localModules, ["Dropping"])
    }
}
