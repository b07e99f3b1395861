import DynamicsKit
import Foundation
import TestSupport
import XCTest

/// `UISegmentedControl`: segments share the width, a tap selects one and sends `.valueChanged`,
/// setting the index sends nothing, disabled segments and momentary controls.
final class SegmentedControlTests: XCTestCase {
    func testATapSelectsTheSegmentUnderItAndSendsValueChanged() {
        let scene = makeTestScene()
        let control = UISegmentedControl(items: ["Gravity", "Snap", "Push"])
        XCTAssertEqual(control.numberOfSegments, 3)
        XCTAssertEqual(control.selectedSegmentIndex, UISegmentedControl.noSegment)
        XCTAssertEqual(control.frame.height, 32)
        var changes: [Int] = []
        control.addAction(UIAction { _ in changes.append(control.selectedSegmentIndex) }, for: .valueChanged)
        scene.run {
            control.frame = CGRect(x: 30, y: 100, width: 300, height: 32)
            scene.rootView.addSubview(control)
        }
        control.selectedSegmentIndex = 0
        XCTAssertEqual(changes, [], "setting the index sends nothing")

        scene.tap(at: CGPoint(x: 30 + 250, y: 116), at: 0.5)
        scene.advance(to: 0.7)
        XCTAssertEqual(control.selectedSegmentIndex, 2)
        XCTAssertEqual(changes, [2])
        scene.tap(at: CGPoint(x: 30 + 250, y: 116), at: 1)
        scene.advance(to: 1.2)
        XCTAssertEqual(changes, [2], "the selected segment again: no change")

        control.setEnabled(false, forSegmentAt: 1)
        scene.tap(at: CGPoint(x: 30 + 150, y: 116), at: 1.5)
        scene.advance(to: 1.7)
        XCTAssertEqual(control.selectedSegmentIndex, 2, "a disabled segment is not selected")

        control.setWidth(200, forSegmentAt: 0)
        scene.tap(at: CGPoint(x: 30 + 190, y: 116), at: 2)
        scene.advance(to: 2.2)
        XCTAssertEqual(control.selectedSegmentIndex, 0, "a 200 pt first segment reaches x = 190")
        XCTAssertEqual(changes, [2, 0])
        XCTAssertEqual(control.titleForSegment(at: 1), "Snap")
    }

    func testAMomentaryControlSendsButKeepsNoSelection() {
        let scene = makeTestScene()
        let control = UISegmentedControl(items: ["A", "B"])
        control.isMomentary = true
        var sent = 0
        control.addAction(for: .valueChanged) { sent += 1 }
        scene.run {
            control.frame = CGRect(x: 0, y: 100, width: 200, height: 32)
            scene.rootView.addSubview(control)
        }
        scene.tap(at: CGPoint(x: 150, y: 116), at: 0.5)
        scene.advance(to: 1)
        XCTAssertEqual(sent, 1)
        XCTAssertEqual(control.selectedSegmentIndex, UISegmentedControl.noSegment)
    }
}
