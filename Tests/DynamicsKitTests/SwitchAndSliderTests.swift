import DynamicsKit
import Foundation
import TestSupport
import XCTest

/// UISwitch and UISlider, driven by the touch script: state, events and where their parts sit.
final class SwitchAndSliderTests: XCTestCase {
    func testATapTogglesTheSwitchAndSendsValueChanged() {
        let scene = makeTestScene()
        let toggle = UISwitch(frame: CGRect(x: 100, y: 100, width: 200, height: 80))
        var changes: [Bool] = []
        scene.run {
            scene.rootView.addSubview(toggle)
            toggle.addAction(for: .valueChanged) { changes.append(toggle.isOn) }
        }
        XCTAssertEqual(toggle.frame.size, CGSize(width: 51, height: 31), "UIKit's size, whatever the frame")
        XCTAssertEqual(toggle.intrinsicContentSize, CGSize(width: 51, height: 31))
        XCTAssertFalse(toggle.isOn)
        XCTAssertEqual(toggle.subviews[1].frame.minX, 2, "thumb at the left")
        scene.tap(at: CGPoint(x: 125, y: 115), at: 0.1)
        scene.advance(by: 1)
        XCTAssertEqual(changes, [true])
        XCTAssertEqual(toggle.subviews[1].frame.minX, 22, "thumb at the right once the slide is over")
        XCTAssertEqual(toggle.subviews[0].backgroundColor, .systemGreen)
        // Set in code: no event.
        toggle.setOn(false, animated: false)
        XCTAssertEqual(changes, [true])
        XCTAssertEqual(toggle.subviews[0].backgroundColor, UIColor(rgb: 0xE9E9EB))
    }

    func testDraggingTheThumbMovesTheValueAndATapOnTheTrackDoesNot() {
        let scene = makeTestScene()
        let slider = UISlider(frame: CGRect(x: 50, y: 200, width: 228, height: 31))
        var values: [Float] = []
        scene.run {
            slider.value = 0.25
            scene.rootView.addSubview(slider)
            slider.addAction(for: .valueChanged) { values.append(slider.value) }
        }
        // The thumb's centre travels 200 pt (228 − 28): at 0.25 it is 14 + 50 = 64 in the slider.
        XCTAssertEqual(slider.subviews[2].frame.midX, 64)
        scene.tap(at: CGPoint(x: 250, y: 215), at: 0.1)
        scene.advance(by: 0.5)
        XCTAssertEqual(slider.value, 0.25, "a tap on the track does not jump")
        XCTAssertTrue(values.isEmpty)
        scene.drag(from: CGPoint(x: 116, y: 215), to: CGPoint(x: 216, y: 215), duration: 0.5, at: 0.6)
        scene.advance(by: 1)
        XCTAssertEqual(slider.value, 0.75, accuracy: 1e-6)
        XCTAssertGreaterThan(values.count, 10, "sent as it moves")
        XCTAssertEqual(values.last ?? 0, 0.75, accuracy: 1e-6)
        XCTAssertEqual(slider.subviews[2].frame.midX, 164, accuracy: 1e-4)
        XCTAssertEqual(slider.subviews[1].frame.width, 164, accuracy: 1e-4, "the minimum track reaches the thumb's centre")

        // Not continuous: one event, when the touch lifts; values are kept within the range.
        values = []
        slider.isContinuous = false
        scene.drag(from: CGPoint(x: 214, y: 215), to: CGPoint(x: 400, y: 215), duration: 0.3, at: 2)
        scene.advance(by: 1)
        XCTAssertEqual(values, [1])
        slider.value = 5
        XCTAssertEqual(slider.value, 1)
    }
}
