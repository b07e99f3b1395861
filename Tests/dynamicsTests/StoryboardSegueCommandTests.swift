import Basics
import Foundation
import PNG
import XCTest

/// Segues as storyboards declare them and code runs them: an embed in a container view, a
/// manual segue performed by identifier, a triggered one refused by `shouldPerformSegue`, and
/// controllers made by storyboard identifier, with and without a creator.
final class StoryboardSegueCommandTests: CommandLineTestCase {
    private func pixel(_ folder: String, frame: Int, _ x: Int, _ y: Int) throws -> RGBA {
        try Frame(contentsOfPNG: workDirectory.appendingPathComponent(folder).appendingPathComponent(String(format: "frame-%04d.png", frame)))[x, y]
    }

    private let storyboard = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" initialViewController="home">
            <scenes>
                <scene sceneID="s1">
                    <objects>
                        <viewController id="home" customClass="HomeController" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="home-v">
                                <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                <subviews>
                                    <containerView opaque="NO" contentMode="scaleToFill" id="box">
                                        <rect key="frame" x="0.0" y="100" width="375" height="200"/>
                                        <autoresizingMask key="autoresizingMask" widthSizable="YES"/>
                                        <connections>
                                            <segue destination="child" kind="embed" identifier="embedChild" id="e1"/>
                                        </connections>
                                    </containerView>
                                    <button opaque="NO" contentMode="scaleToFill" buttonType="system" id="b1">
                                        <rect key="frame" x="20" y="400" width="120" height="44"/>
                                        <state key="normal" title="Refused"/>
                                        <connections>
                                            <segue destination="other" kind="presentation" identifier="refused" modalPresentationStyle="fullScreen" id="t1"/>
                                        </connections>
                                    </button>
                                </subviews>
                                <color key="backgroundColor" white="1" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>
                            </view>
                            <connections>
                                <segue destination="other" kind="presentation" identifier="manual" modalPresentationStyle="fullScreen" id="m1"/>
                            </connections>
                        </viewController>
                    </objects>
                </scene>
                <scene sceneID="s2">
                    <objects>
                        <viewController storyboardIdentifier="Child" id="child" customClass="ColorController" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="child-v">
                                <rect key="frame" x="0.0" y="0.0" width="375" height="200"/>
                                <color key="backgroundColor" red="0" green="0" blue="1" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
                            </view>
                        </viewController>
                    </objects>
                </scene>
                <scene sceneID="s3">
                    <objects>
                        <viewController storyboardIdentifier="Other" id="other" customClass="ColorController" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="other-v">
                                <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                <color key="backgroundColor" red="0" green="1" blue="0" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
                            </view>
                        </viewController>
                    </objects>
                </scene>
            </scenes>
        </document>

        """

    func testEmbedManualRefusedAndIdentifiedSegues() throws {
        try write("Segues/Base.lproj/Main.storyboard", storyboard)
        try write("Segues/Controllers.swift", """
            import UIKit

            class ColorController: UIViewController {
                var note = ""

                init?(coder: NSCoder, note: String) {
                    self.note = note
                    super.init(coder: coder)
                }

                required init?(coder: NSCoder) {
                    super.init(coder: coder)
                }
            }

            class HomeController: UIViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    print("children:", children.count, children.first.map { "\\(type(of: $0))" } ?? "none")
                    let board = UIStoryboard(name: "Main", bundle: nil)
                    let other = board.instantiateViewController(withIdentifier: "Other")
                    let made = board.instantiateViewController(identifier: "Other") { coder in ColorController(coder: coder, note: "made") }
                    print("identified:", type(of: other), made.note, made.storyboard === board ? "same" : "own")
                    Timer.scheduledTimer(withTimeInterval: 1.0, repeats: false) { _ in
                        self.performSegue(withIdentifier: "manual", sender: nil)
                    }
                }

                override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
                    print("prepare:", segue.identifier ?? "", type(of: segue.destination))
                }

                override func shouldPerformSegue(withIdentifier identifier: String, sender: Any?) -> Bool {
                    print("should:", identifier)
                    return identifier != "refused"
                }
            }

            """)
        let result = try runDynamics(["render", "Segues", "--tap", "Refused@0.3", "--duration", "1.6", "-o", "frames/"])
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertEqual(result.stderr.split(separator: "\n"), [
            "prepare: embedChild ColorController",
            "children: 1 ColorController",
            "identified: ColorController made same",
            "should: refused",
            "prepare: manual ColorController",
        ])
        // The embedded child's blue fills its container (100…300); the refused segue showed
        // nothing; the manual one presents the green controller.
        XCTAssertEqual(try pixel("frames", frame: 0, 187, 200), RGBA(0, 0, 255))
        XCTAssertEqual(try pixel("frames", frame: 0, 187, 320), RGBA(255, 255, 255))
        XCTAssertEqual(try pixel("frames", frame: 25, 187, 200), RGBA(0, 0, 255))
        XCTAssertEqual(try pixel("frames", frame: 47, 187, 500), RGBA(0, 255, 0))
    }
}
