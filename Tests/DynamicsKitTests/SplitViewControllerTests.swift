@_spi(SceneFiles) import DynamicsKit
import Foundation
import TestSupport
import XCTest

/// A template master: its table's rows show a detail.
private final class MasterViewController: UIViewController, UISplitViewControllerDelegate {
    var collapsed: [Bool] = []
    func splitViewController(_ splitViewController: UISplitViewController, collapseSecondary secondaryViewController: UIViewController, onto primaryViewController: UIViewController) -> Bool {
        guard let detail = (secondaryViewController as? UINavigationController)?.topViewController as? DetailViewController else { return false }
        collapsed.append(detail.item == nil)
        return detail.item == nil
    }
}

private final class DetailViewController: UIViewController {
    var item: String?
}

/// The split view as a phone shows it: collapsed to its primary, the secondary merged into it
/// or dropped as the delegate says, a detail shown later pushed on the primary's navigation
/// controller (a detail navigation controller's children taken into it).
final class SplitViewControllerTests: XCTestCase {
    private func makeSplit(detailItem: String?) -> (Scene, UISplitViewController, MasterViewController, UINavigationController) {
        let scene = makeTestScene()
        let master = MasterViewController()
        master.title = "Master"
        let detail = DetailViewController()
        detail.item = detailItem
        let primary = UINavigationController(rootViewController: master)
        let secondary = UINavigationController(rootViewController: detail)
        let split = UISplitViewController()
        split.viewControllers = [primary, secondary]
        XCTAssertTrue(split.viewControllers.last === secondary, "before collapsing: primary and secondary")
        split.delegate = master
        scene.rootViewController = split
        scene.advance(to: 0.1)
        return (scene, split, master, primary)
    }

    func testACollapsedSplitShowsTheMasterWhenTheDelegateDropsTheDetail() throws {
        let (scene, split, master, primary) = makeSplit(detailItem: nil)
        XCTAssertTrue(split.isCollapsed)
        XCTAssertEqual(master.collapsed, [true])
        XCTAssertEqual(split.viewControllers.count, 1)
        XCTAssertTrue(split.viewControllers[0] === primary)
        XCTAssertEqual(primary.viewControllers.count, 1, "the detail was dropped")
        XCTAssertTrue(master.splitViewController === split)
        XCTAssertEqual(primary.view.frame, scene.rootView.bounds, "the primary fills the screen")

        // A detail shown later is pushed on the master's navigation controller.
        let next = DetailViewController()
        next.item = "Second"
        scene.run { master.showDetailViewController(UINavigationController(rootViewController: next), sender: nil) }
        scene.advance(to: 1)
        XCTAssertTrue(primary.topViewController === next)
        XCTAssertEqual(primary.viewControllers.count, 2)
        XCTAssertTrue(next.navigationController === primary, "taken out of its own navigation controller")
        XCTAssertTrue(next.splitViewController === split)
    }

    func testWithoutTheDelegatesDropTheDetailIsPushedOnTheMaster() {
        let (_, split, master, primary) = makeSplit(detailItem: "First")
        XCTAssertEqual(master.collapsed, [false])
        XCTAssertEqual(primary.viewControllers.count, 2)
        XCTAssertEqual((primary.topViewController as? DetailViewController)?.item, "First")
        XCTAssertEqual(split.displayModeButtonItem.title, "", "collapsed, the display mode button shows nothing")
    }

    func testColumnsCollapseToTheCompactColumn() {
        let scene = makeTestScene()
        let split = UISplitViewController(style: .doubleColumn)
        let list = UIViewController(), compact = UIViewController()
        split.setViewController(list, for: .primary)
        split.setViewController(UIViewController(), for: .secondary)
        split.setViewController(compact, for: .compact)
        XCTAssertTrue(split.viewController(for: .primary) === list, "the primary in a navigation controller")
        scene.rootViewController = split
        scene.advance(to: 0.1)
        XCTAssertTrue(split.children.first === compact)
        XCTAssertEqual(compact.view.frame, scene.rootView.bounds)
    }
}

/// CS193p's theme chooser, as a storyboard master: it makes itself the split view's delegate
/// in awakeFromNib, which works only if the split view is its ancestor by then.
final class TestThemeChooser: UIViewController, UISplitViewControllerDelegate {
    var asked = 0
    override func awakeFromNib() {
        super.awakeFromNib()
        splitViewController?.delegate = self
    }
    func splitViewController(_ splitViewController: UISplitViewController, collapseSecondary secondaryViewController: UIViewController, onto primaryViewController: UIViewController) -> Bool {
        asked += 1
        return true
    }
}

final class SplitStoryboardTests: XCTestCase {
    static let storyboard = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" targetRuntime="iOS.CocoaTouch" initialViewController="split">
            <scenes>
                <scene sceneID="s0"><objects>
                    <splitViewController id="split" sceneMemberID="viewController">
                        <connections>
                            <segue destination="masterNav" kind="relationship" relationship="masterViewController" id="r1"/>
                            <segue destination="detail" kind="relationship" relationship="detailViewController" id="r2"/>
                        </connections>
                    </splitViewController>
                </objects></scene>
                <scene sceneID="s1"><objects>
                    <navigationController id="masterNav" sceneMemberID="viewController">
                        <connections>
                            <segue destination="chooser" kind="relationship" relationship="rootViewController" id="r3"/>
                        </connections>
                    </navigationController>
                </objects></scene>
                <scene sceneID="s2"><objects>
                    <viewController id="chooser" title="Themes" customClass="TestThemeChooser" sceneMemberID="viewController">
                        <view key="view" contentMode="scaleToFill" id="v1"><rect key="frame" x="0.0" y="0.0" width="375" height="667"/></view>
                        <connections>
                            <segue destination="detail" kind="showDetail" identifier="Choose" id="g1"/>
                        </connections>
                    </viewController>
                </objects></scene>
                <scene sceneID="s3"><objects>
                    <viewController id="detail" title="Game" sceneMemberID="viewController">
                        <view key="view" contentMode="scaleToFill" id="v2"><rect key="frame" x="0.0" y="0.0" width="375" height="667"/></view>
                    </viewController>
                </objects></scene>
            </scenes>
        </document>
        """

    func testTheMasterIsTheDelegateAndAShowDetailSeguePushes() throws {
        let folder = try makeTemporaryFolder(for: self)
        let path = folder.appendingPathComponent("Split.storyboard").path
        try Data(Self.storyboard.utf8).write(to: URL(fileURLWithPath: path))
        InterfaceBuilderRegistry.register(files: [path])
        InterfaceBuilderRegistry.register(class: "TestThemeChooser") { TestThemeChooser(coder: $0) }
        let scene = makeTestScene()
        let split = try XCTUnwrap(scene.run { UIStoryboard(name: "Split", bundle: nil).instantiateInitialViewController() } as? UISplitViewController)
        let primary = try XCTUnwrap(split.viewControllers.first as? UINavigationController)
        let chooser = try XCTUnwrap(primary.topViewController as? TestThemeChooser)
        XCTAssertTrue(split.delegate === chooser, "set in the master's awakeFromNib")
        scene.run { scene.rootViewController = split }
        scene.advance(by: 0.2)
        XCTAssertEqual(chooser.asked, 1)
        XCTAssertEqual(primary.viewControllers.count, 1, "the chooser shows")
        scene.run { chooser.performSegue(withIdentifier: "Choose", sender: nil) }
        scene.advance(by: 1)
        XCTAssertEqual(primary.topViewController?.title, "Game", "the detail is pushed on the master")
    }
}
