import DynamicsKit
import Foundation
import TestSupport
import XCTest

/// UITabBarController: the bar at the bottom, the tabs' safe area, selecting by tap and in code,
/// the delegate, and a navigation controller inside a tab.
final class TabBarControllerTests: XCTestCase {
    func testTheBarSitsAtTheBottomAndTheTabsSafeAreaIncludesIt() {
        // A screen with a home indicator: 34 pt at the bottom.
        let scene = makeTestScene(size: CGSize(width: 375, height: 812))
        scene.safeAreaInsets = UIEdgeInsets(top: 44, left: 0, bottom: 34, right: 0)
        let first = UIViewController(), second = UIViewController()
        let tabs = UITabBarController()
        tabs.viewControllers = [first, second]
        scene.rootViewController = tabs
        XCTAssertEqual(tabs.tabBar.frame, CGRect(x: 0, y: 812 - 49 - 34, width: 375, height: 49 + 34))
        XCTAssertEqual(first.view.frame, CGRect(x: 0, y: 0, width: 375, height: 812))
        XCTAssertEqual(first.view.safeAreaInsets, UIEdgeInsets(top: 44, left: 0, bottom: 49 + 34, right: 0))
        XCTAssertTrue(first.tabBarController === tabs)
        XCTAssertEqual(tabs.selectedIndex, 0)
    }

    func testTappingAnItemSelectsItsTabAndTellsTheDelegate() {
        let scene = makeTestScene()
        let first = RecordingViewController(name: "A"), second = RecordingViewController(name: "B")
        second.log = first.log
        first.tabBarItem = UITabBarItem(title: "Drop", image: nil, tag: 1)
        second.tabBarItem = UITabBarItem(tabBarSystemItem: .favorites, tag: 2)
        second.tabBarItem.badgeValue = "3"
        let tabs = UITabBarController()
        let delegate = TabDelegate()
        tabs.delegate = delegate
        tabs.viewControllers = [first, second]
        scene.rootViewController = tabs
        XCTAssertTrue(first.view.superview === tabs.view)
        XCTAssertFalse(second.isViewLoaded, "a tab's view loads when it is first selected")

        let favorites = try! XCTUnwrap(scene.visibleView(titled: "Favorites"))
        let center = scene.screenCenter(of: favorites)
        XCTAssertEqual(center.x, 375 * 3 / 4, accuracy: 1, "two items share the width")
        XCTAssertGreaterThan(center.y, 667 - 49)
        XCTAssertNotNil(scene.visibleView(titled: "3"), "the badge")

        first.log.entries = []
        scene.tap(at: center, at: 0.2)
        scene.advance(to: 0.4)
        XCTAssertEqual(tabs.selectedIndex, 1)
        XCTAssertTrue(tabs.selectedViewController === second)
        XCTAssertTrue(second.view.superview === tabs.view)
        XCTAssertNil(first.view.superview)
        XCTAssertEqual(delegate.selected.count, 1)
        XCTAssertTrue(delegate.selected.first === second)
        XCTAssertEqual(first.log.entries.filter { !$0.contains("Layout") }, [
            "B loadView", "B viewDidLoad", "A viewWillDisappear", "B viewWillAppear", "A viewDidDisappear", "B viewDidAppear",
        ])
        XCTAssertEqual(second.view.safeAreaInsets.bottom, 49)

        // A delegate that refuses keeps the tab.
        delegate.allows = false
        let drop = scene.screenCenter(of: try! XCTUnwrap(scene.visibleView(titled: "Drop")))
        scene.tap(at: drop, at: 0.6)
        scene.advance(to: 0.8)
        XCTAssertEqual(tabs.selectedIndex, 1)
        // Code selects without asking.
        scene.run { tabs.selectedIndex = 0 }
        XCTAssertTrue(first.view.superview === tabs.view)
        XCTAssertEqual(delegate.selected.count, 1)
    }

    func testANavigationControllerInATabHasBothBarsInItsChildrensSafeArea() {
        let scene = makeTestScene()
        let root = UIViewController()
        root.title = "Home"
        let navigation = UINavigationController(rootViewController: root)
        navigation.tabBarItem = UITabBarItem(title: "Home", image: nil, selectedImage: nil)
        let tabs = UITabBarController()
        tabs.setViewControllers([navigation, UIViewController()], animated: false)
        scene.rootViewController = tabs
        XCTAssertEqual(root.view.safeAreaInsets, UIEdgeInsets(top: 20 + 44, left: 0, bottom: 49, right: 0))
        XCTAssertTrue(root.tabBarController === tabs)
        XCTAssertTrue(root.navigationController === navigation)
    }

    /// A tab's root sets `title` in viewDidLoad (a sample's five tabs did): the tab shows it,
    /// the navigation controller's tab item taking its root's title, as on iOS. A pushed
    /// controller's title names the bar, not the tab.
    func testARootsTitleNamesItsNavigationControllersTab() {
        final class Titled: UIViewController {
            let name: String
            init(_ name: String) { self.name = name; super.init(nibName: nil, bundle: nil) }
            required init?(coder: NSCoder) { fatalError() }
            override func viewDidLoad() {
                super.viewDidLoad()
                title = name
            }
        }
        let scene = makeTestScene()
        let gravity = Titled("Gravity"), snap = Titled("Snap")
        let tabs = UITabBarController()
        let first = UINavigationController(rootViewController: gravity)
        tabs.viewControllers = [first, UINavigationController(rootViewController: snap)]
        scene.rootViewController = tabs
        XCTAssertEqual(tabs.tabBar.items?.map(\.title), ["Gravity", nil], "the second tab's root has not loaded its view")
        _ = snap.view
        XCTAssertEqual(tabs.tabBar.items?.map(\.title), ["Gravity", "Snap"])
        // A title given before the navigation controller is made names its tab too.
        let early = UIViewController()
        early.title = "Fields"
        XCTAssertEqual(UINavigationController(rootViewController: early).tabBarItem.title, "Fields")
        scene.run { first.pushViewController(Titled("Pushed"), animated: false) }
        XCTAssertEqual(first.tabBarItem.title, "Gravity")
        XCTAssertEqual(first.navigationBar.topItem?.title, "Pushed")
    }
}

private final class TabDelegate: UITabBarControllerDelegate {
    var allows = true
    var selected: [UIViewController] = []

    func tabBarController(_ tabBarController: UITabBarController, shouldSelect viewController: UIViewController) -> Bool {
        allows
    }

    func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController) {
        selected.append(viewController)
    }
}
