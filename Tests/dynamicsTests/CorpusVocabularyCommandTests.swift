import Foundation
import XCTest

/// Spellings public iOS samples use that once kept them from compiling, through a scene file:
/// observers by `#selector` with the app's lifecycle notifications.
final class CorpusVocabularyCommandTests: CommandLineTestCase {
    func testSelectorObserversHearTheLaunchAndStopOnceRemoved() throws {
        try write("Launch/AppDelegate.swift", """
            import UIKit

            @UIApplicationMain
            class AppDelegate: UIResponder, UIApplicationDelegate {
                var window: UIWindow?

                func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
                    window = UIWindow(frame: UIScreen.main.bounds)
                    window?.rootViewController = ListeningViewController()
                    window?.makeKeyAndVisible()
                    return true
                }

                func applicationDidBecomeActive(_ application: UIApplication) {
                    print("delegate: active")
                }
            }

            """)
        try write("Launch/ListeningViewController.swift", """
            import UIKit

            extension Notification.Name {
                static let corpusPing = Notification.Name("CorpusPing")
            }

            class ListeningViewController: UIViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    view.backgroundColor = .white
                    NotificationCenter.default.addObserver(self, selector: #selector(becameActive(_:)),
                                                           name: UIApplication.didBecomeActiveNotification, object: nil)
                    NotificationCenter.default.addObserver(self, selector: #selector(pinged), name: .corpusPing, object: nil)
                    NotificationCenter.default.post(name: .corpusPing, object: nil)
                }

                @objc func becameActive(_ notification: Notification) {
                    print("observer:", notification.name.rawValue, notification.object is UIApplication)
                    NotificationCenter.default.post(name: .corpusPing, object: nil)
                    NotificationCenter.default.removeObserver(self)
                    NotificationCenter.default.post(name: .corpusPing, object: nil)
                    print("removed")
                }

                @objc private func pinged() {
                    print("ping")
                }
            }

            """)
        let result = try runDynamics(["render", "Launch", "--duration", "0", "-o", "frames/"])
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertTrue(
            result.stderr.contains("ping\ndelegate: active\nobserver: UIApplicationDidBecomeActiveNotification true\nping\nremoved\n"),
            result.stderr)
        XCTAssertEqual(result.stderr.components(separatedBy: "ping\n").count - 1, 2, result.stderr)
    }
}
