import Foundation
import XCTest

/// Spellings public iOS samples use that once kept them from compiling, through a scene file:
/// observers by `#selector` with the app's lifecycle notifications, and the `ObjectiveC`,
/// `Darwin` and `AVFoundation` imports.
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

    func testObjectiveCDarwinAndAVFoundationImportsCompileAndWork() throws {
        try write("Imports.swift", """
            import UIKit
            import ObjectiveC
            import Darwin
            import AVFoundation

            private var captionKey: UInt8 = 0
            private var weakKey: UInt8 = 0

            extension UIView {
                var caption: String? {
                    get { objc_getAssociatedObject(self, &captionKey) as? String }
                    set { objc_setAssociatedObject(self, &captionKey, newValue, .OBJC_ASSOCIATION_COPY_NONATOMIC) }
                }
            }

            class ImportsViewController: UIViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    let first = UIView(), second = UIView()
                    first.caption = "first"
                    print("captions:", first.caption ?? "nil", second.caption ?? "nil")
                    first.caption = nil
                    print("cleared:", first.caption ?? "nil")
                    var friend: UIView? = UIView()
                    objc_setAssociatedObject(second, &weakKey, friend, .OBJC_ASSOCIATION_ASSIGN)
                    print("assigned:", objc_getAssociatedObject(second, &weakKey) != nil)
                    friend = nil
                    print("after release:", objc_getAssociatedObject(second, &weakKey) == nil)
                    second.caption = "second"
                    objc_removeAssociatedObjects(second)
                    print("removed:", second.caption ?? "nil")
                    let fitted = AVMakeRect(aspectRatio: CGSize(width: 4, height: 3), insideRect: CGRect(x: 0, y: 0, width: 300, height: 300))
                    print("fit:", fitted.minX, fitted.minY, fitted.width, fitted.height)
                    print("darwin:", Int(sqrt(144.0)), getpid() > 0)
                }
            }

            """)
        let result = try runDynamics(["render", "Imports.swift", "--duration", "0", "-o", "frames/"])
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertEqual(result.stderr, """
            captions: first nil
            cleared: nil
            assigned: true
            after release: true
            removed: nil
            fit: 0.0 37.5 300.0 225.0
            darwin: 12 true

            """)
    }
}
