import Basics
import Foundation
import PNG
import XCTest

/// Xcode app folders rendered as they are: the app's own launch path decides what shows.
final class AppFolderCommandTests: CommandLineTestCase {
    private func pixel(_ folder: String, frame: Int, _ x: Int, _ y: Int) throws -> RGBA {
        try Frame(contentsOfPNG: workDirectory.appendingPathComponent(folder).appendingPathComponent(String(format: "frame-%04d.png", frame)))[x, y]
    }

    /// A view controller that fills the screen with `color` and prints what the app sees.
    private func controller(_ name: String, color: String) -> String {
        """
        import UIKit

        class \(name): UIViewController {
            override func viewDidLoad() {
                super.viewDidLoad()
                view.backgroundColor = .\(color)
                print("\(name):", UIScreen.main.bounds.size.width, UIApplication.shared.windows.count, UIDevice.current.systemName)
            }
        }

        """
    }

    private let appDelegate = """
        import UIKit

        @main
        class AppDelegate: UIResponder, UIApplicationDelegate {
            func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
                return true
            }

            func application(_ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession, options: UIScene.ConnectionOptions) -> UISceneConfiguration {
                return UISceneConfiguration(name: "Default Configuration", sessionRole: connectingSceneSession.role)
            }
        }

        """

    func testAnAppWithAppAndSceneDelegatesShowsTheWindowItsSceneDelegateMakes() throws {
        try write("Shapes/Shapes/AppDelegate.swift", appDelegate)
        try write("Shapes/Shapes/SceneDelegate.swift", """
            import UIKit

            class SceneDelegate: UIResponder, UIWindowSceneDelegate {
                var window: UIWindow?

                func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
                    guard let windowScene = (scene as? UIWindowScene) else { return }
                    window = UIWindow(windowScene: windowScene)
                    window?.rootViewController = GreenViewController()
                    window?.makeKeyAndVisible()
                }
            }

            """)
        try write("Shapes/Shapes/GreenViewController.swift", controller("GreenViewController", color: "green"))
        try write("Shapes/Shapes/RedViewController.swift", controller("RedViewController", color: "red"))
        // The test target (which could not compile here) is left out.
        try write("Shapes/ShapesTests/ShapesTests.swift", "import XCTest\n@testable import Shapes\nclass ShapesTests: XCTestCase {}\n")
        let result = try runDynamics(["render", "Shapes", "--duration", "0", "-o", "frames/"])
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertEqual(try pixel("frames", frame: 0, 100, 300), RGBA(0, 255, 0))
        XCTAssertTrue(result.stderr.contains("GreenViewController: 375.0 1 iOS"), result.stderr)
    }

    func testAnOlderAppDelegateThatMakesItsOwnWindowShowsIt() throws {
        try write("Old/AppDelegate.swift", """
            import UIKit

            @UIApplicationMain
            class AppDelegate: UIResponder, UIApplicationDelegate {
                var window: UIWindow?

                func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
                    window = UIWindow(frame: UIScreen.main.bounds)
                    window?.rootViewController = RedViewController()
                    window?.makeKeyAndVisible()
                    return true
                }
            }

            """)
        try write("Old/RedViewController.swift", controller("RedViewController", color: "red"))
        let result = try runDynamics(["render", "Old", "--duration", "0", "-o", "frames/"])
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertEqual(try pixel("frames", frame: 0, 100, 300), RGBA(255, 0, 0))
    }

    /// A storyboard app's scene delegate makes no window of its own: its one view controller
    /// is shown, and the note says why.
    func testAStoryboardAppsOneControllerIsShownWithANote() throws {
        try write("Board/AppDelegate.swift", appDelegate)
        try write("Board/SceneDelegate.swift", """
            import UIKit

            class SceneDelegate: UIResponder, UIWindowSceneDelegate {
                var window: UIWindow?

                func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
                    guard let _ = (scene as? UIWindowScene) else { return }
                }
            }

            """)
        try write("Board/ViewController.swift", controller("ViewController", color: "blue"))
        let result = try runDynamics(["render", "Board", "--duration", "0", "-o", "frames/"])
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertEqual(try pixel("frames", frame: 0, 100, 300), RGBA(0, 0, 255))
        XCTAssertTrue(result.stderr.contains("dynamics: the app's launch showed no view controller (its window comes from a storyboard, not read yet): showing ViewController"), result.stderr)
    }
}
