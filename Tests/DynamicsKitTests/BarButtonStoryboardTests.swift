@_spi(SceneFiles) import DynamicsKit
import Foundation
import TestSupport
import XCTest

final class TestBarController: UIViewController {
    var toggle: UISwitch?
    var adds = 0
}

/// A storyboard scene's navigation item: its bar button items (a system item with an action, a
/// custom view an outlet reaches), its toolbar items, and a bar button item's segue.
final class BarButtonStoryboardTests: XCTestCase {
    static let storyboard = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22155" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" initialViewController="nav">
            <scenes>
                <scene sceneID="s0">
                    <objects>
                        <navigationController id="nav" sceneMemberID="viewController">
                            <navigationBar key="navigationBar" contentMode="scaleToFill" id="bar">
                                <rect key="frame" x="0.0" y="20" width="375" height="44"/>
                            </navigationBar>
                            <connections>
                                <segue destination="root" kind="relationship" relationship="rootViewController" id="r1"/>
                            </connections>
                        </navigationController>
                    </objects>
                </scene>
                <scene sceneID="s1">
                    <objects>
                        <viewController id="root" customClass="TestBarController" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="v1">
                                <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                                <color key="backgroundColor" systemColor="systemBackgroundColor"/>
                            </view>
                            <toolbarItems>
                                <barButtonItem title="Reset" id="t1"/>
                                <barButtonItem style="plain" systemItem="flexibleSpace" id="t2"/>
                                <barButtonItem systemItem="trash" id="t3"/>
                            </toolbarItems>
                            <navigationItem key="navigationItem" title="Balls" largeTitleDisplayMode="never" id="ni">
                                <barButtonItem key="leftBarButtonItem" systemItem="add" id="add">
                                    <connections>
                                        <action selector="addTapped:" destination="root" id="a1"/>
                                    </connections>
                                </barButtonItem>
                                <rightBarButtonItems>
                                    <barButtonItem title="Horizontal" id="b1">
                                        <switch key="customView" opaque="NO" contentMode="scaleToFill" on="YES" id="sw">
                                            <rect key="frame" x="0" y="0" width="51" height="31"/>
                                        </switch>
                                    </barButtonItem>
                                    <barButtonItem title="Next" style="done" id="b2">
                                        <connections>
                                            <segue destination="second" kind="show" id="g1"/>
                                        </connections>
                                    </barButtonItem>
                                </rightBarButtonItems>
                            </navigationItem>
                            <connections>
                                <outlet property="toggle" destination="sw" id="o1"/>
                            </connections>
                        </viewController>
                    </objects>
                </scene>
                <scene sceneID="s2">
                    <objects>
                        <viewController id="second" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="v2">
                                <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                            </view>
                        </viewController>
                    </objects>
                </scene>
            </scenes>
        </document>
        """

    func testTheNavigationItemsBarButtonItemsTheirActionOutletAndSegue() throws {
        let folder = try makeTemporaryFolder(for: self)
        let path = folder.appendingPathComponent("Bars.storyboard").path
        try Data(Self.storyboard.utf8).write(to: URL(fileURLWithPath: path))
        InterfaceBuilderRegistry.register(files: [path])
        InterfaceBuilderRegistry.register(class: "TestBarController") { TestBarController(coder: $0) }
        InterfaceBuilderRegistry.register(property: "toggle") { object, value in
            guard let controller = object as? TestBarController else { return false }
            return InterfaceBuilderRegistry.assign(&controller.toggle, value)
        }
        InterfaceBuilderRegistry.register(action: "addTapped:") { target, _ in
            guard let controller = target as? TestBarController else { return false }
            controller.adds += 1
            return true
        }
        let scene = makeTestScene()
        let navigation = try XCTUnwrap(scene.run { UIStoryboard(name: "Bars", bundle: nil).instantiateInitialViewController() } as? UINavigationController)
        let root = try XCTUnwrap(navigation.topViewController as? TestBarController)
        let item = root.navigationItem
        XCTAssertEqual(item.title, "Balls")
        XCTAssertEqual(item.largeTitleDisplayMode, .never)
        XCTAssertEqual(item.leftBarButtonItems?.count, 1)
        XCTAssertEqual(item.rightBarButtonItems?.map(\.title), ["Horizontal", "Next"])
        XCTAssertEqual(item.rightBarButtonItems?.last?.style, .done)
        XCTAssertNil(root.toggle, "connected with the view's outlets")
        scene.run { root.loadViewIfNeeded() }
        let toggle = try XCTUnwrap(root.toggle, "the outlet to the custom view is connected")
        XCTAssertTrue(item.rightBarButtonItem?.customView === toggle)
        XCTAssertTrue(toggle.isOn)
        XCTAssertEqual(root.toolbarItems?.map(\.title), ["Reset", nil, nil])

        scene.run { scene.rootViewController = navigation }
        scene.advance(by: 0.5)
        // The add button sits at the bar's left: a tap sends its action to the controller.
        let bar = navigation.navigationBar
        let addPoint = bar.convert(CGPoint(x: 24, y: bar.bounds.midY), to: nil)
        scene.tap(at: addPoint, at: 0.6)
        scene.advance(by: 0.5)
        XCTAssertEqual(root.adds, 1)
        // "Next" performs its show segue.
        let next = try XCTUnwrap(scene.visibleView(titled: "Next"))
        scene.tap(at: next.convert(CGPoint(x: next.bounds.midX, y: next.bounds.midY), to: nil), at: 1.2)
        scene.advance(by: 1.5)
        XCTAssertEqual(navigation.viewControllers.count, 2)
    }
}
