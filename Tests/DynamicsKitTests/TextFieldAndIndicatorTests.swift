@_spi(SceneFiles) import DynamicsKit
import Foundation
import TestSupport
import XCTest

/// UIStepper, UIPageControl, UIProgressView and UITextField: state, events, where their parts
/// sit, and what a storyboard sets.
final class TextFieldAndIndicatorTests: XCTestCase {
    func testTheStepperStepsWithinItsRangeAndGreysTheHalfThatCannot() {
        let scene = makeTestScene()
        let stepper = UIStepper(frame: CGRect(x: 100, y: 100, width: 300, height: 90))
        var values: [Double] = []
        scene.run {
            stepper.maximumValue = 3
            stepper.stepValue = 2
            scene.rootView.addSubview(stepper)
            stepper.addAction(for: .valueChanged) { values.append(stepper.value) }
        }
        XCTAssertEqual(stepper.frame.size, CGSize(width: 94, height: 32), "UIKit's size, whatever the frame")
        let minus = stepper.subviews[2], plus = stepper.subviews[3]
        XCTAssertEqual(minus.backgroundColor, .tertiaryLabel, "at the minimum, − is greyed")
        XCTAssertEqual(plus.backgroundColor, .label)
        scene.tap(at: CGPoint(x: 120, y: 116), at: 0.1)  // −: nothing
        scene.tap(at: CGPoint(x: 170, y: 116), at: 0.3)  // +2
        scene.tap(at: CGPoint(x: 170, y: 116), at: 0.5)  // +2, stopped at 3
        scene.tap(at: CGPoint(x: 170, y: 116), at: 0.7)  // at the maximum: nothing
        scene.advance(by: 1)
        XCTAssertEqual(values, [2, 3])
        XCTAssertEqual(plus.backgroundColor, .tertiaryLabel)
        XCTAssertEqual(minus.backgroundColor, .label)
        // Wrapping goes round; set in code, nothing is sent.
        stepper.wraps = true
        scene.tap(at: CGPoint(x: 170, y: 116), at: 1.2)
        scene.advance(by: 0.5)
        XCTAssertEqual(values, [2, 3, 0])
        stepper.value = 7
        XCTAssertEqual(stepper.value, 3, "kept within the range")
        XCTAssertEqual(values.count, 3)
    }

    func testHoldingTheStepperRepeatsAfterHalfASecond() {
        let scene = makeTestScene()
        let stepper = UIStepper()
        var values: [Double] = []
        scene.run {
            stepper.frame.origin = CGPoint(x: 100, y: 100)
            scene.rootView.addSubview(stepper)
            stepper.addAction(for: .valueChanged) { values.append(stepper.value) }
        }
        // Held 0.85 s: one step at the touch, then at 0.5, 0.6, 0.7 and 0.8 s.
        scene.drag(from: CGPoint(x: 170, y: 116), to: CGPoint(x: 171, y: 116), duration: 0.85, at: 0.1)
        scene.advance(by: 1.5)
        XCTAssertEqual(values, [1, 2, 3, 4, 5])
    }

    func testAPageControlTapGoesOnePageTowardTheTap() {
        let scene = makeTestScene()
        let pages = UIPageControl(frame: CGRect(x: 0, y: 500, width: 375, height: 40))
        var changes: [Int] = []
        scene.run {
            pages.numberOfPages = 5
            pages.currentPage = 2
            scene.rootView.addSubview(pages)
            pages.addAction(for: .valueChanged) { changes.append(pages.currentPage) }
        }
        XCTAssertEqual(pages.subviews.count, 5)
        // Five dots 16 pt apart, centred: 155.5, 171.5, 187.5, 203.5, 219.5.
        XCTAssertEqual(pages.subviews.map(\.center.x), [155.5, 171.5, 187.5, 203.5, 219.5])
        XCTAssertEqual(pages.subviews[2].backgroundColor, .white)
        XCTAssertEqual(pages.subviews[0].backgroundColor, UIColor(white: 1, alpha: 0.3))
        XCTAssertEqual(pages.intrinsicContentSize, CGSize(width: 89, height: 26))
        scene.tap(at: CGPoint(x: 340, y: 520), at: 0.1)
        scene.tap(at: CGPoint(x: 340, y: 520), at: 0.4)
        scene.tap(at: CGPoint(x: 340, y: 520), at: 0.7)  // the last page: nothing
        scene.tap(at: CGPoint(x: 20, y: 520), at: 1.0)
        scene.advance(by: 1.5)
        XCTAssertEqual(changes, [3, 4, 3])
        pages.numberOfPages = 2
        XCTAssertEqual(pages.currentPage, 1, "kept within the pages")
        XCTAssertEqual(pages.subviews.count, 2)
    }

    func testTheProgressBarFillsToItsProgress() {
        let scene = makeTestScene()
        let bar = UIProgressView(progressViewStyle: .default)
        scene.run {
            bar.frame = CGRect(x: 20, y: 300, width: 200, height: 4)
            bar.progress = 0.25
            scene.rootView.addSubview(bar)
        }
        XCTAssertEqual(bar.subviews[1].frame, CGRect(x: 0, y: 0, width: 50, height: 4))
        XCTAssertEqual(bar.subviews[1].backgroundColor, .systemBlue, "the tint")
        XCTAssertEqual(bar.subviews[0].layer.cornerRadius, 2)
        scene.run { bar.setProgress(0.75, animated: true) }
        XCTAssertEqual(bar.subviews[1].frame.width, 150, accuracy: 1e-9)
        bar.progress = 3
        XCTAssertEqual(bar.progress, 1)
        XCTAssertEqual(bar.intrinsicContentSize.height, 4)
    }

    func testATextFieldShowsItsPlaceholderThenItsTextAndBulletsWhenSecure() {
        let field = UITextField(frame: CGRect(x: 0, y: 0, width: 200, height: 34))
        field.borderStyle = .roundedRect
        field.placeholder = "Name"
        field.layoutIfNeeded()
        let label = field.subviews[1] as! UILabel
        XCTAssertEqual(field.text, "", "never nil when read")
        XCTAssertEqual(label.text, "Name")
        XCTAssertEqual(label.textColor, .placeholderText)
        XCTAssertEqual(label.frame.minX, 7, "the rounded field's text inset")
        XCTAssertEqual(label.frame.midY, 17, accuracy: 1e-9, "centred down the field")
        field.text = "Ada"
        field.layoutIfNeeded()
        XCTAssertEqual(label.text, "Ada")
        XCTAssertEqual(label.textColor, .label)
        field.isSecureTextEntry = true
        XCTAssertEqual(label.text, "•••")
        XCTAssertEqual(field.subviews[0].layer.cornerRadius, 5)
        XCTAssertEqual(field.intrinsicContentSize.height, (UIFont.systemFont(ofSize: 17).lineHeight + 14).rounded(.up))
    }

    func testASubclassPaddingItsTextRectMovesTheText() {
        final class Padded: UITextField {
            override func textRect(forBounds bounds: CGRect) -> CGRect { bounds.insetBy(dx: 20, dy: 0) }
        }
        let field = Padded(frame: CGRect(x: 0, y: 0, width: 200, height: 40))
        field.placeholder = "Search"
        field.layoutIfNeeded()
        XCTAssertEqual(field.subviews[1].frame.minX, 20, "the placeholder follows textRect by default")
        XCTAssertEqual(field.subviews[1].frame.width, 160)
    }

    func testATapBeginsEditingAndEndEditingEndsIt() {
        final class Delegate: UITextFieldDelegate {
            var calls: [String] = []
            var allowEnd = false
            func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool { calls.append("shouldBegin"); return true }
            func textFieldDidBeginEditing(_ textField: UITextField) { calls.append("didBegin") }
            func textFieldShouldEndEditing(_ textField: UITextField) -> Bool { calls.append("shouldEnd"); return allowEnd }
            func textFieldDidEndEditing(_ textField: UITextField) { calls.append("didEnd") }
        }
        let scene = makeTestScene()
        let field = UITextField(frame: CGRect(x: 20, y: 100, width: 300, height: 34))
        let other = UITextField(frame: CGRect(x: 20, y: 200, width: 300, height: 34))
        let delegate = Delegate()
        var events: [String] = []
        scene.run {
            field.delegate = delegate
            field.clearButtonMode = .whileEditing
            field.text = "hello"
            scene.rootView.addSubview(field)
            scene.rootView.addSubview(other)
            field.addAction(for: .editingDidBegin) { events.append("begin") }
            field.addAction(for: .editingDidEnd) { events.append("end") }
        }
        XCTAssertTrue(field.subviews[2].isHidden, "the clear button only while editing")
        scene.tap(at: CGPoint(x: 100, y: 117), at: 0.1)
        scene.advance(by: 0.5)
        XCTAssertTrue(field.isEditing)
        XCTAssertTrue(field.isFirstResponder)
        XCTAssertFalse(field.subviews[2].isHidden)
        XCTAssertEqual(delegate.calls, ["shouldBegin", "didBegin"])
        XCTAssertEqual(events, ["begin"])
        // The delegate refuses to end: another field cannot take over, and endEditing(false) fails.
        XCTAssertFalse(other.becomeFirstResponder())
        XCTAssertFalse(scene.rootView.endEditing(false))
        XCTAssertTrue(field.isEditing)
        // Forced: the delegate is not asked.
        XCTAssertTrue(scene.rootView.endEditing(true))
        XCTAssertFalse(field.isEditing)
        XCTAssertFalse(field.isFirstResponder)
        XCTAssertEqual(delegate.calls, ["shouldBegin", "didBegin", "shouldEnd", "shouldEnd", "didEnd"])
        XCTAssertEqual(events, ["begin", "end"])
        // Out of a window, a field cannot become first responder.
        XCTAssertFalse(UITextField().becomeFirstResponder())
    }

    func testAStoryboardSetsTheFourControls() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("ib-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        addTeardownBlock { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("Form.xib").path
        try Data("""
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0">
                <objects>
                    <view contentMode="scaleToFill" id="root">
                        <rect key="frame" x="0" y="0" width="375" height="400"/>
                        <subviews>
                            <textField opaque="NO" contentHorizontalAlignment="left" borderStyle="roundedRect" placeholder="Email" textAlignment="natural" minimumFontSize="17" clearButtonMode="whileEditing" id="f1">
                                <rect key="frame" x="20" y="20" width="335" height="34"/>
                                <fontDescription key="fontDescription" type="system" pointSize="14"/>
                                <textInputTraits key="textInputTraits" keyboardType="emailAddress" returnKeyType="next" secureTextEntry="YES"/>
                            </textField>
                            <stepper opaque="NO" contentHorizontalAlignment="center" contentVerticalAlignment="center" value="4" minimumValue="2" maximumValue="10" stepValue="2" wraps="YES" id="s1">
                                <rect key="frame" x="20" y="80" width="94" height="32"/>
                            </stepper>
                            <pageControl opaque="NO" contentMode="scaleToFill" numberOfPages="4" currentPage="1" id="p1">
                                <rect key="frame" x="20" y="140" width="335" height="26"/>
                                <color key="pageIndicatorTintColor" white="0.66666666666666663" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>
                                <color key="currentPageIndicatorTintColor" red="1" green="0.0" blue="0.0" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
                            </pageControl>
                            <progressView opaque="NO" contentMode="scaleToFill" progress="0.5" progressViewStyle="bar" id="g1">
                                <rect key="frame" x="20" y="200" width="335" height="2.5"/>
                            </progressView>
                        </subviews>
                    </view>
                </objects>
            </document>
            """.utf8).write(to: URL(fileURLWithPath: path))
        InterfaceBuilderRegistry.register(files: [path])
        let root = try XCTUnwrap(UINib(nibName: "Form", bundle: nil).instantiate(withOwner: nil).first as? UIView)
        let field = try XCTUnwrap(root.subviews[0] as? UITextField)
        XCTAssertEqual(field.borderStyle, .roundedRect)
        XCTAssertEqual(field.placeholder, "Email")
        XCTAssertEqual(field.font?.pointSize, 14)
        XCTAssertEqual(field.clearButtonMode, .whileEditing)
        XCTAssertEqual(field.keyboardType, .emailAddress)
        XCTAssertEqual(field.returnKeyType, .next)
        XCTAssertTrue(field.isSecureTextEntry)
        let stepper = try XCTUnwrap(root.subviews[1] as? UIStepper)
        XCTAssertEqual([stepper.value, stepper.minimumValue, stepper.maximumValue, stepper.stepValue], [4, 2, 10, 2])
        XCTAssertTrue(stepper.wraps)
        let pages = try XCTUnwrap(root.subviews[2] as? UIPageControl)
        XCTAssertEqual(pages.numberOfPages, 4)
        XCTAssertEqual(pages.currentPage, 1)
        XCTAssertEqual(pages.currentPageIndicatorTintColor, UIColor(red: 1, green: 0, blue: 0, alpha: 1))
        let bar = try XCTUnwrap(root.subviews[3] as? UIProgressView)
        XCTAssertEqual(bar.progress, 0.5)
        XCTAssertEqual(bar.progressViewStyle, .bar)
    }

    /// Typing through UIKeyInput: the delegate may refuse, `.editingChanged` is sent.
    func testInsertTextAndDeleteBackwardTypeAsTheKeyboardDoes() {
        final class NoDigits: UITextFieldDelegate {
            func textField(_ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String) -> Bool {
                string.allSatisfy { !$0.isNumber }
            }
        }
        let field = UITextField()
        let delegate = NoDigits()
        field.delegate = delegate
        var changes = 0
        field.addAction(for: .editingChanged) { changes += 1 }
        XCTAssertFalse(field.hasText)
        field.insertText("ab")
        field.insertText("7")
        field.insertText("c")
        XCTAssertEqual(field.text, "abc", "the digit refused")
        field.deleteBackward()
        XCTAssertEqual(field.text, "ab")
        XCTAssertTrue(field.hasText)
        XCTAssertEqual(changes, 3)
    }
}
