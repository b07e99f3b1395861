@_spi(SceneFiles) import DynamicsKit
import Foundation
import XCTest

/// UIPickerView: components and rows from the data source, titles from the delegate, wheels
/// that spin under a finger and come to rest on a row.
final class PickerViewTests: XCTestCase {
    final class Source: NSObject, UIPickerViewDataSource, UIPickerViewDelegate {
        let rows: [[String]]
        var selections: [(row: Int, component: Int)] = []
        init(_ rows: [[String]]) { self.rows = rows }
        func numberOfComponents(in pickerView: UIPickerView) -> Int { rows.count }
        func pickerView(_ pickerView: UIPickerView, numberOfRowsInComponent component: Int) -> Int { rows[component].count }
        func pickerView(_ pickerView: UIPickerView, titleForRow row: Int, forComponent component: Int) -> String? { rows[component][row] }
        func pickerView(_ pickerView: UIPickerView, didSelectRow row: Int, inComponent component: Int) {
            selections.append((row, component))
        }
    }

    func testRowsComeFromTheDataSourceAndTitlesFromTheDelegate() throws {
        let source = Source([["15", "20", "25", "30"], ["a", "b"]])
        let picker = UIPickerView()
        XCTAssertEqual(picker.frame.size, CGSize(width: 320, height: 216), "UIKit's size for a picker made without one")
        picker.dataSource = source
        picker.delegate = source
        XCTAssertEqual(picker.numberOfComponents, 2)
        XCTAssertEqual(picker.numberOfRows(inComponent: 0), 4)
        XCTAssertEqual(picker.numberOfRows(inComponent: 1), 2)
        XCTAssertEqual(picker.numberOfRows(inComponent: 5), 0)
        XCTAssertEqual(picker.selectedRow(inComponent: 0), 0)
        XCTAssertEqual(picker.rowSize(forComponent: 0).height, 32)
        XCTAssertEqual((picker.view(forRow: 2, forComponent: 0) as? UILabel)?.text, "25")
        picker.selectRow(3, inComponent: 0, animated: false)
        XCTAssertEqual(picker.selectedRow(inComponent: 0), 3)
        XCTAssertTrue(source.selections.isEmpty, "choosing in code tells the delegate nothing")
        picker.selectRow(9, inComponent: 1, animated: false)
        XCTAssertEqual(picker.selectedRow(inComponent: 1), 1, "clamped to the last row")
        // The selected row stands in the middle of its wheel, on the band.
        picker.layoutIfNeeded()
        let label = try XCTUnwrap(picker.view(forRow: 3, forComponent: 0))
        let middle = label.convert(CGPoint(x: label.bounds.midX, y: label.bounds.midY), to: picker)
        XCTAssertEqual(middle.y, 108, accuracy: 1e-9)
        XCTAssertEqual(label.alpha, 1, accuracy: 0.05)
        XCTAssertLessThan(try XCTUnwrap(picker.view(forRow: 0, forComponent: 0)).alpha, 0.5, "rows away from the middle fade")
    }

    func testRowsChosenBeforeTheDataArrivesAreKept() {
        let source = Source([["a", "b", "c"]])
        let picker = UIPickerView(frame: CGRect(x: 0, y: 0, width: 375, height: 200))
        picker.selectRow(2, inComponent: 0, animated: true)
        picker.dataSource = source
        picker.delegate = source
        XCTAssertEqual(picker.selectedRow(inComponent: 0), 2)
    }

    func testADragSpinsTheWheelOntoARowAndTellsTheDelegate() throws {
        let scene = Scene(size: CGSize(width: 375, height: 667))
        let source = Source([(0..<20).map(String.init)])
        let picker = UIPickerView(frame: CGRect(x: 0, y: 400, width: 375, height: 216))
        scene.run {
            picker.dataSource = source
            picker.delegate = source
            scene.rootView.addSubview(picker)
        }
        // Up by about three and a half rows, slowly, then let go.
        scene.drag(from: CGPoint(x: 187, y: 560), to: CGPoint(x: 187, y: 448), duration: 1, at: 0.5)
        scene.advance(to: 4)
        let row = picker.selectedRow(inComponent: 0)
        XCTAssertGreaterThanOrEqual(row, 3)
        XCTAssertLessThanOrEqual(row, 5)
        XCTAssertEqual(source.selections.last?.row, row)
        XCTAssertEqual(source.selections.last?.component, 0)
        let label = try XCTUnwrap(picker.view(forRow: row, forComponent: 0))
        let middle = label.convert(CGPoint(x: label.bounds.midX, y: label.bounds.midY), to: picker)
        XCTAssertEqual(middle.y, 108, accuracy: 0.01, "at rest exactly on the row")
    }

    /// A xib's picker, its data source and delegate outlets connected to the owner.
    func testAPickerFromAXibTakesItsOwnerAsDataSourceAndDelegate() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("ib-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        addTeardownBlock { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("Bricks.xib").path
        try Data("""
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0">
                <objects>
                    <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
                    <view contentMode="scaleToFill" id="root">
                        <rect key="frame" x="0" y="0" width="375" height="400"/>
                        <subviews>
                            <pickerView contentMode="scaleToFill" id="pk1">
                                <rect key="frame" x="0" y="100" width="375" height="216"/>
                                <connections>
                                    <outlet property="dataSource" destination="-1" id="c1"/>
                                    <outlet property="delegate" destination="-1" id="c2"/>
                                </connections>
                            </pickerView>
                        </subviews>
                    </view>
                </objects>
            </document>
            """.utf8).write(to: URL(fileURLWithPath: path))
        InterfaceBuilderRegistry.register(files: [path])
        let source = Source([["15", "20", "25"]])
        let root = try XCTUnwrap(UINib(nibName: "Bricks", bundle: nil).instantiate(withOwner: source).first as? UIView)
        let picker = try XCTUnwrap(root.subviews.first as? UIPickerView)
        XCTAssertEqual(picker.frame, CGRect(x: 0, y: 100, width: 375, height: 216))
        XCTAssertTrue(picker.dataSource === source)
        XCTAssertTrue(picker.delegate === source)
        XCTAssertEqual(picker.numberOfRows(inComponent: 0), 3)
        XCTAssertEqual((picker.view(forRow: 1, forComponent: 0) as? UILabel)?.text, "20")
    }
}
