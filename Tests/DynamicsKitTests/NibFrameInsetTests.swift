@_spi(SceneFiles) import DynamicsKit
import Foundation
import TestSupport
import XCTest

/// Xcode 8's frames, `<frame key="frameInset" …/>`: each axis as two of the inset from the
/// superview's leading edge, the length and the inset from its trailing edge. Storyboards
/// saved by Xcode 8 kept them until they were opened again (tek4fun/EzUIDynamicAnimator's
/// bricks were left out, 0 × 0).
final class NibFrameInsetTests: XCTestCase {
    func testInsetFramesAreReadAgainstTheSuperview() throws {
        let folder = try makeTemporaryFolder(for: self)
        let path = folder.appendingPathComponent("InsetBricks.xib").path
        try Data("""
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0">
                <objects>
                    <view contentMode="scaleToFill" id="root">
                        <rect key="frame" x="0" y="0" width="375" height="667"/>
                        <subviews>
                            <view contentMode="scaleToFill" id="a">
                                <frame key="frameInset" minX="47" minY="143" width="90" height="53"/>
                            </view>
                            <view contentMode="scaleToFill" id="b">
                                <frame key="frameInset" minY="20" width="100" maxX="15" height="40"/>
                            </view>
                            <view contentMode="scaleToFill" id="c">
                                <frame key="frameInset" minX="10" maxX="30" minY="300" maxY="100"/>
                                <subviews>
                                    <view contentMode="scaleToFill" id="d">
                                        <frame key="frameInset" width="20" maxY="5" height="10"/>
                                    </view>
                                </subviews>
                            </view>
                            <view contentMode="scaleToFill" id="e">
                                <frame key="frameInset"/>
                            </view>
                            <view contentMode="scaleToFill" id="f">
                                <frame key="frameInset" minX="20%" minY="10%" width="60.00%" height="34"/>
                            </view>
                        </subviews>
                    </view>
                </objects>
            </document>
            """.utf8).write(to: URL(fileURLWithPath: path))
        InterfaceBuilderRegistry.register(files: [path])
        let root = try XCTUnwrap(UINib(nibName: "InsetBricks", bundle: nil).instantiate(withOwner: nil).first as? UIView)
        XCTAssertEqual(root.subviews.map(\.frame), [
            CGRect(x: 47, y: 143, width: 90, height: 53),
            CGRect(x: 260, y: 20, width: 100, height: 40),
            CGRect(x: 10, y: 300, width: 335, height: 267),
            CGRect(x: 0, y: 0, width: 375, height: 667),
            CGRect(x: 75, y: 66.7, width: 225, height: 34),
        ])
        XCTAssertEqual(root.subviews[2].subviews.first?.frame, CGRect(x: 0, y: 252, width: 20, height: 10))
    }
}
