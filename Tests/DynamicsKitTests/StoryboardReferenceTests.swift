@_spi(SceneFiles) import DynamicsKit
import Foundation
import TestSupport
import XCTest

/// Storyboard references (`<viewControllerPlaceholder>`): a tab or a segue leading into another
/// storyboard makes that storyboard's controller, by identifier or its initial one
/// (newkayak12/Mastering_iOS crashed at a tap: "is not understood", then a nil controller).
final class StoryboardReferenceTests: XCTestCase {
    private static func scene(_ id: String, title: String) -> String {
        """
        <scene sceneID="s-\(id)">
            <objects>
                <viewController storyboardIdentifier="\(id)" title="\(title)" id="\(id)" sceneMemberID="viewController">
                    <view key="view" contentMode="scaleToFill" id="\(id)-v">
                        <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                    </view>
                </viewController>
            </objects>
        </scene>
        """
    }

    func testTabsLeadIntoOtherStoryboardsByIdentifierOrInitialController() throws {
        let folder = try makeTemporaryFolder(for: self)
        let main = folder.appendingPathComponent("RefMain.storyboard").path
        let settings = folder.appendingPathComponent("RefSettings.storyboard").path
        try Data("""
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" initialViewController="tabs">
                <scenes>
                    <scene sceneID="s-tabs">
                        <objects>
                            <tabBarController id="tabs" sceneMemberID="viewController">
                                <connections>
                                    <segue destination="ref-initial" kind="relationship" relationship="viewControllers" id="r1"/>
                                    <segue destination="ref-named" kind="relationship" relationship="viewControllers" id="r2"/>
                                    <segue destination="ref-here" kind="relationship" relationship="viewControllers" id="r3"/>
                                </connections>
                            </tabBarController>
                        </objects>
                    </scene>
                    <scene sceneID="s-refs">
                        <objects>
                            <viewControllerPlaceholder storyboardName="RefSettings" id="ref-initial" sceneMemberID="viewController"/>
                            <viewControllerPlaceholder storyboardName="RefSettings" referencedIdentifier="about" id="ref-named" sceneMemberID="viewController"/>
                            <viewControllerPlaceholder referencedIdentifier="local" id="ref-here" sceneMemberID="viewController"/>
                        </objects>
                    </scene>
                    \(Self.scene("local", title: "Local"))
                </scenes>
            </document>
            """.utf8).write(to: URL(fileURLWithPath: main))
        try Data("""
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" initialViewController="general">
                <scenes>
                    \(Self.scene("general", title: "General"))
                    \(Self.scene("about", title: "About"))
                </scenes>
            </document>
            """.utf8).write(to: URL(fileURLWithPath: settings))
        InterfaceBuilderRegistry.register(files: [main, settings])
        let scene = makeTestScene()
        let tabs = try XCTUnwrap(scene.run { UIStoryboard(name: "RefMain", bundle: nil).instantiateInitialViewController() } as? UITabBarController)
        XCTAssertEqual(tabs.viewControllers?.map(\.title), ["General", "About", "Local"])
        XCTAssertEqual(tabs.viewControllers?.first?.storyboard?.name, "RefSettings")
    }
}
