import Basics
import Foundation
import PNG
import XCTest

/// Tables as iOS code has them: a storyboard's static table whose cells push by segue, and a
/// table controller that registers, dequeues and answers a selection in code.
final class TableCommandTests: CommandLineTestCase {
    private func pixel(_ folder: String, frame: Int, _ x: Int, _ y: Int) throws -> RGBA {
        try Frame(contentsOfPNG: workDirectory.appendingPathComponent(folder).appendingPathComponent(String(format: "frame-%04d.png", frame)))[x, y]
    }

    private func cell(_ id: String, text: String, destination: String) -> String {
        """
                                <tableViewCell contentMode="scaleToFill" selectionStyle="default" accessoryType="disclosureIndicator" id="\(id)">
                                    <rect key="frame" x="0.0" y="28" width="375" height="44"/>
                                    <autoresizingMask key="autoresizingMask"/>
                                    <tableViewCellContentView key="contentView" opaque="NO" clipsSubviews="YES" id="\(id)-c">
                                        <rect key="frame" x="0.0" y="0.0" width="341" height="43.5"/>
                                        <autoresizingMask key="autoresizingMask"/>
                                        <subviews>
                                            <label opaque="NO" text="\(text)" id="\(id)-l">
                                                <rect key="frame" x="16" y="0.0" width="309" height="43.5"/>
                                                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                                <fontDescription key="fontDescription" type="system" pointSize="17"/>
                                            </label>
                                        </subviews>
                                    </tableViewCellContentView>
                                    <connections>
                                        <segue destination="\(destination)" kind="show" id="\(id)-s"/>
                                    </connections>
                                </tableViewCell>
        """
    }

    private func colorScene(_ id: String, title: String, color: String) -> String {
        """
                <scene sceneID="\(id)-scene">
                    <objects>
                        <viewController id="\(id)" customClass="DropController" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="\(id)-v">
                                <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                <subviews>
                                    <view contentMode="scaleToFill" id="\(id)-b">
                                        <rect key="frame" x="150" y="100" width="75" height="75"/>
                                        <color key="backgroundColor" systemColor="\(color)"/>
                                    </view>
                                </subviews>
                                <color key="backgroundColor" systemColor="systemBackgroundColor"/>
                            </view>
                            <navigationItem key="navigationItem" title="\(title)" id="\(id)-n"/>
                            <connections>
                                <outlet property="box" destination="\(id)-b" id="\(id)-o"/>
                            </connections>
                        </viewController>
                    </objects>
                </scene>
        """
    }

    /// A navigation controller over a static table: tapping a row runs its show segue, which
    /// pushes a controller whose box falls once it has appeared.
    func testAStoryboardsStaticTablePushesTheRowsDestination() throws {
        try write("Catalog/DropController.swift", """
            import UIKit

            class DropController: UIViewController {
                @IBOutlet weak var box: UIView!
                var animator: UIDynamicAnimator?

                override func viewDidAppear(_ animated: Bool) {
                    super.viewDidAppear(animated)
                    animator = UIDynamicAnimator(referenceView: view)
                    animator?.addBehavior(UIGravityBehavior(items: [box]))
                    print("appeared:", title ?? "", navigationItem.title ?? "")
                }
            }

            """)
        try write("Catalog/Base.lproj/Main.storyboard", """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" initialViewController="nav">
                <scenes>
                    <scene sceneID="nav-scene">
                        <objects>
                            <navigationController id="nav" sceneMemberID="viewController">
                                <connections>
                                    <segue destination="table" kind="relationship" relationship="rootViewController" id="nav-root"/>
                                </connections>
                            </navigationController>
                        </objects>
                    </scene>
                    <scene sceneID="table-scene">
                        <objects>
                            <tableViewController id="table" sceneMemberID="viewController">
                                <tableView key="view" clipsSubviews="YES" contentMode="scaleToFill" dataMode="static" style="plain" rowHeight="-1" id="tv">
                                    <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                                    <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                    <color key="backgroundColor" systemColor="systemBackgroundColor"/>
                                    <sections>
                                        <tableViewSection id="sec">
                                            <cells>
            \(cell("c1", text: "Orange", destination: "orange"))
            \(cell("c2", text: "Purple", destination: "purple"))
                                            </cells>
                                        </tableViewSection>
                                    </sections>
                                    <connections>
                                        <outlet property="dataSource" destination="table" id="ds"/>
                                        <outlet property="delegate" destination="table" id="dl"/>
                                    </connections>
                                </tableView>
                                <navigationItem key="navigationItem" title="Colors" id="table-n"/>
                            </tableViewController>
                        </objects>
                    </scene>
            \(colorScene("orange", title: "Orange", color: "systemOrangeColor"))
            \(colorScene("purple", title: "Purple", color: "systemPurpleColor"))
                </scenes>
            </document>

            """)
        let result = try runDynamics(["render", "Catalog", "--tap", "Purple@0.3", "--duration", "1.5", "-o", "frames/"])
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertEqual(result.stderr, "appeared:  Purple\n")
        // The rows below the bar (20 + 44): the second row's label on white, a separator between.
        XCTAssertEqual(try pixel("frames", frame: 0, 200, 64 + 22), RGBA(255, 255, 255))
        XCTAssertNotEqual(try pixel("frames", frame: 0, 200, 64 + 44 - 1), RGBA(255, 255, 255))
        // Pushed (the slide takes 0.35 s after the tap ends at 0.4 s): the purple box, falling from
        // 100 pt from viewDidAppear on, as ½ g t² (t from 0.75 s).
        let last = try Frame(contentsOfPNG: workDirectory.appendingPathComponent("frames/frame-0044.png"))
        let purple = RGBA(175, 82, 222)
        let top = (0..<667).first { last[187, $0] == purple }
        let t = 44.0 / 30 - 0.75
        XCTAssertEqual(Double(top ?? -1000), 100 + 500 * t * t, accuracy: 12)
    }

    /// A table controller in code: a registered cell class dequeued per row, and a selection
    /// answered by pushing.
    func testATableControllerInCodeDequeuesItsCellsAndAnswersASelection() throws {
        try write("Rows.swift", """
            import UIKit

            class RowCell: UITableViewCell {
                override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
                    super.init(style: style, reuseIdentifier: reuseIdentifier)
                    backgroundColor = UIColor(white: 0.9, alpha: 1)
                }

                required init?(coder: NSCoder) { fatalError() }
            }

            class RowsController: UITableViewController {
                let names = ["One", "Two", "Three"]

                override func viewDidLoad() {
                    super.viewDidLoad()
                    tableView.register(RowCell.self, forCellReuseIdentifier: "row")
                    tableView.rowHeight = 60
                }

                override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { names.count }

                override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                    let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
                    cell.textLabel?.text = names[indexPath.row]
                    return cell
                }

                override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
                    print("selected:", indexPath.section, indexPath.row, names[indexPath.row])
                    let next = UIViewController()
                    next.view.backgroundColor = .systemGreen
                    present(next, animated: false)
                }
            }

            """)
        let result = try runDynamics(["render", "Rows.swift", "--controller", "RowsController", "--tap", "100,150@0.2", "--duration", "0.6", "-o", "frames/"])
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertEqual(result.stderr, "selected: 0 2 Three\n")
        // Rows 60 pt from the safe area's top (20): the cells' grey until y 200, white below.
        XCTAssertEqual(try pixel("frames", frame: 0, 300, 30), RGBA(230, 230, 230))
        XCTAssertEqual(try pixel("frames", frame: 0, 300, 195), RGBA(230, 230, 230))
        XCTAssertEqual(try pixel("frames", frame: 0, 300, 210), RGBA(255, 255, 255))
        XCTAssertEqual(try pixel("frames", frame: 17, 300, 300), RGBA(52, 199, 89))
    }
}
