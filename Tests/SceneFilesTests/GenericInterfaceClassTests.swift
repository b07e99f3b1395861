import Foundation
import SceneFiles
import TestSupport
import XCTest

/// The registrations the entry point makes for a storyboard app leave generic classes out: a
/// generic class's name alone (`target as? SwipeView`) infers no parameters, and the app did
/// not compile (nickypatson/TinderSwipeView's `TinderSwipeView<Element>` with an action).
final class GenericInterfaceClassTests: XCTestCase {
    func testAGenericViewWithAnActionDoesNotStopTheAppCompiling() throws {
        let folder = try makeTemporaryFolder(for: self)
        try writeFile("App/Base.lproj/Main.storyboard", """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" initialViewController="home">
                <scenes>
                    <scene sceneID="s1">
                        <objects>
                            <viewController id="home" customClass="HomeController" sceneMemberID="viewController">
                                <view key="view" contentMode="scaleToFill" id="home-v">
                                    <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                                </view>
                            </viewController>
                        </objects>
                    </scene>
                </scenes>
            </document>
            """, in: folder)
        try writeFile("App/SwipeView.swift", """
            import UIKit

            class SwipeView<Element>: UIView {
                var items: [Element] = []
                @IBOutlet weak var title: UILabel?
                @IBAction func undo(_ sender: Any) { items.removeLast() }
            }

            class HomeController: UIViewController {
                @IBAction func reload(_ sender: Any) {}
                override func viewDidLoad() {
                    super.viewDidLoad()
                    view.addSubview(SwipeView<String>(frame: CGRect(x: 0, y: 0, width: 100, height: 100)))
                }
            }
            """, in: folder)
        let project = try SceneProject(paths: [folder.appendingPathComponent("App").path])
        var environment = ProcessInfo.processInfo.environment
        environment["XDG_CACHE_HOME"] = testSceneCache.path
        var said = ""
        XCTAssertNoThrow(try SceneCompiler(environment: environment).compile(project, controller: nil) { said += $0 }, said)
        XCTAssertFalse(said.contains("could not be inferred"), said)
    }
}
