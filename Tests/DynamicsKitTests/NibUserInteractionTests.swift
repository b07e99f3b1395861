@_spi(SceneFiles) import DynamicsKit
import Foundation
import TestSupport
import XCTest

/// `userInteractionEnabled` in Interface Builder's XML: written only when it differs from
/// UIView's YES, so an image view without it takes touches (a tap recognizer on it fires),
/// and one with `"NO"` does not.
final class NibUserInteractionTests: XCTestCase {
    func testAnImageViewWithoutTheAttributeTakesTouches() throws {
        let folder = try makeTemporaryFolder(for: self)
        let path = folder.appendingPathComponent("Photos.xib").path
        try Data("""
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0">
                <objects>
                    <placeholder placeholderIdentifier="IBFilesOwner" id="-1"/>
                    <view contentMode="scaleToFill" id="root">
                        <rect key="frame" x="0" y="0" width="375" height="667"/>
                        <subviews>
                            <imageView contentMode="scaleToFill" id="open">
                                <rect key="frame" x="0" y="0" width="375" height="300"/>
                            </imageView>
                            <imageView userInteractionEnabled="NO" contentMode="scaleToFill" id="closed">
                                <rect key="frame" x="0" y="300" width="375" height="300"/>
                            </imageView>
                            <label text="Hi" id="label">
                                <rect key="frame" x="0" y="600" width="375" height="20"/>
                            </label>
                        </subviews>
                    </view>
                </objects>
            </document>
            """.utf8).write(to: URL(fileURLWithPath: path))
        InterfaceBuilderRegistry.register(files: [path])
        let root = try XCTUnwrap(UINib(nibName: "Photos", bundle: nil).instantiate(withOwner: nil).first as? UIView)
        let views = root.subviews
        XCTAssertEqual(views.map(\.isUserInteractionEnabled), [true, false, true])

        let scene = makeTestScene()
        scene.rootView.addSubview(root)
        var taps: [String] = []
        for (name, view) in zip(["open", "closed"], views) {
            let tap = UITapGestureRecognizer()
            tap.addTarget { _ in taps.append(name) }
            view.addGestureRecognizer(tap)
        }
        scene.tap(at: CGPoint(x: 100, y: 100), at: 0.5)
        scene.tap(at: CGPoint(x: 100, y: 400), at: 1.0)
        scene.advance(to: 2)
        XCTAssertEqual(taps, ["open"])
    }

    /// A recognizer's `delegate` outlet is connected, so its `gestureRecognizerShouldBegin(_:)`
    /// decides (pt2277/UIDynamicAnimatorJiggle's storyboard connects one).
    func testARecognizersDelegateOutletIsConnected() throws {
        final class Refusing: NSObject, UIGestureRecognizerDelegate {
            var asked = 0
            func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
                asked += 1
                return false
            }
        }
        let folder = try makeTemporaryFolder(for: self)
        let path = folder.appendingPathComponent("Guarded.xib").path
        try Data("""
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0">
                <objects>
                    <placeholder placeholderIdentifier="IBFilesOwner" id="-1"/>
                    <view contentMode="scaleToFill" id="root">
                        <rect key="frame" x="0" y="0" width="375" height="667"/>
                        <connections>
                            <outletCollection property="gestureRecognizers" destination="tap" id="c1"/>
                        </connections>
                    </view>
                    <tapGestureRecognizer id="tap">
                        <connections>
                            <outlet property="delegate" destination="-1" id="c2"/>
                        </connections>
                    </tapGestureRecognizer>
                </objects>
            </document>
            """.utf8).write(to: URL(fileURLWithPath: path))
        InterfaceBuilderRegistry.register(files: [path])
        let owner = Refusing()
        let root = try XCTUnwrap(UINib(nibName: "Guarded", bundle: nil).instantiate(withOwner: owner).first as? UIView)
        let recognizer = try XCTUnwrap(root.gestureRecognizers?.first)
        XCTAssertTrue(recognizer.delegate === owner)
        var taps = 0
        recognizer.addTarget { _ in taps += 1 }
        let scene = makeTestScene()
        scene.rootView.addSubview(root)
        scene.tap(at: CGPoint(x: 100, y: 100), at: 0.5)
        scene.advance(to: 1)
        XCTAssertEqual(owner.asked, 1)
        XCTAssertEqual(taps, 0, "the delegate refused it")
    }
}
