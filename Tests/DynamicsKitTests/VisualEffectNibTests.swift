@_spi(SceneFiles) import DynamicsKit
import Foundation
import XCTest

/// A `<visualEffectView>` in a xib: its blur or vibrancy effect and its content view's subviews.
final class VisualEffectNibTests: XCTestCase {
    func testAVisualEffectViewIsMadeWithItsEffectAndContent() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("ib-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("Frosted.xib").path
        try Data("""
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0">
                <objects>
                    <visualEffectView opaque="NO" contentMode="scaleToFill" id="blur">
                        <rect key="frame" x="0" y="0" width="300" height="200"/>
                        <view key="contentView" opaque="NO" clipsSubviews="YES" contentMode="center" id="content">
                            <rect key="frame" x="0" y="0" width="300" height="200"/>
                            <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                            <subviews>
                                <visualEffectView opaque="NO" contentMode="scaleToFill" id="vibrancy">
                                    <rect key="frame" x="0" y="0" width="300" height="200"/>
                                    <view key="contentView" opaque="NO" id="vibrancyContent">
                                        <rect key="frame" x="0" y="0" width="300" height="200"/>
                                        <subviews>
                                            <label text="Frosted" id="label">
                                                <rect key="frame" x="20" y="20" width="200" height="40"/>
                                            </label>
                                        </subviews>
                                    </view>
                                    <vibrancyEffect style="tertiaryLabel">
                                        <blurEffect style="systemThinMaterial"/>
                                    </vibrancyEffect>
                                </visualEffectView>
                            </subviews>
                        </view>
                        <blurEffect style="dark"/>
                    </visualEffectView>
                </objects>
            </document>
            """.utf8).write(to: URL(fileURLWithPath: path))
        InterfaceBuilderRegistry.register(files: [path])
        let objects = UINib(nibName: "Frosted", bundle: nil).instantiate(withOwner: nil)
        let blurView = try XCTUnwrap(objects.first as? UIVisualEffectView)
        XCTAssertEqual(blurView.backdropRecipe, BackdropRecipe(radius: 20, saturation: 1.8, tintWhite: 0.11, tintAlpha: 0.73))
        XCTAssertEqual(blurView.subviews.count, 1, "only the content view is a subview")
        let vibrancyView = try XCTUnwrap(blurView.contentView.subviews.first as? UIVisualEffectView)
        XCTAssertNil(vibrancyView.backdropRecipe)
        XCTAssertEqual(vibrancyView.vibrancyColor, UIColor(rgb: 0x3C3C43, alpha: 0.3))
        let label = try XCTUnwrap(vibrancyView.contentView.subviews.first as? UILabel)
        XCTAssertEqual(label.text, "Frosted")
        XCTAssertEqual(label.frame, CGRect(x: 20, y: 20, width: 200, height: 40))
    }
}
