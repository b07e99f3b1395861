import DynamicsKit
import Foundation
import TestSupport
import XCTest

/// Containers laid out before they were on screen lay out again once they are: the bars move
/// below the status bar, which only the window's safe area has.
final class ContainerOnScreenTests: XCTestCase {
    /// A tab bar controller that sets its tabs in `viewDidLoad`, as apps do: the first tab's
    /// navigation controller is laid out while the tab bar controller's view is off screen.
    private final class Tabs: UITabBarController {
        let first = UINavigationController(rootViewController: UIViewController())

        override func viewDidLoad() {
            super.viewDidLoad()
            viewControllers = [first, UINavigationController(rootViewController: UIViewController())]
        }
    }

    func testTheFirstTabsNavigationBarSitsBelowTheStatusBar() {
        let scene = makeTestScene(size: CGSize(width: 375, height: 812))
        scene.safeAreaInsets = UIEdgeInsets(top: 44, left: 0, bottom: 34, right: 0)
        let tabs = Tabs()
        tabs.loadViewIfNeeded()
        XCTAssertEqual(tabs.first.navigationBar.frame.minY, 0, "off screen there is no status bar yet")
        scene.rootViewController = tabs
        scene.advance(to: 1.0 / 60)
        XCTAssertEqual(tabs.first.navigationBar.frame, CGRect(x: 0, y: 44, width: 375, height: 44))
        XCTAssertEqual(tabs.first.topViewController?.view.safeAreaInsets, UIEdgeInsets(top: 44 + 44, left: 0, bottom: 49 + 34, right: 0))
        XCTAssertEqual(tabs.tabBar.frame, CGRect(x: 0, y: 812 - 49 - 34, width: 375, height: 49 + 34))
    }
}
