@_spi(SceneFiles) import DynamicsKit
import Foundation
import TestSupport
import XCTest

/// `UITextView`: UIKit's defaults, the text wrapped in the container (the bounds less the
/// 8/0/8/0 insets and 5 pt of padding at either end of a line), the content size that makes a
/// long text scroll, `sizeThatFits`, the delegate's calls while editing and typing, and
/// `<textView>` in Interface Builder files.
final class TextViewTests: XCTestCase {
    private let paragraph = """
        Dynamic items move under gravity, collide with boundaries and each other, and come to rest \
        when the animator pauses; a text view wraps this paragraph by words to its width.
        """

    /// The lines a greedy word wrap gives `text` in `width`, each allowed the kit's overflow
    /// (the same allowance every label and text view has), measured with the font's widths.
    private func wrappedLines(_ text: String, font: UIFont, width: CGFloat) -> [String] {
        let room = width * (1 + TextLayout.overflowAllowance)
        var lines: [String] = []
        var line = ""
        for word in text.split(separator: " ") {
            let candidate = line.isEmpty ? String(word) : line + " " + word
            if line.isEmpty || font.width(of: candidate) <= room {
                line = candidate
            } else {
                lines.append(line)
                line = String(word)
            }
        }
        if !line.isEmpty { lines.append(line) }
        return lines
    }

    func testDefaultsAreUIKits() {
        let textView = UITextView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        XCTAssertEqual(textView.textContainerInset, UIEdgeInsets(top: 8, left: 0, bottom: 8, right: 0))
        XCTAssertEqual(textView.textContainer.lineFragmentPadding, 5)
        XCTAssertTrue(textView.textContainer.widthTracksTextView)
        XCTAssertEqual(textView.textContainer.size.width, 200, "the bounds' width less the side insets")
        XCTAssertTrue(textView.isEditable)
        XCTAssertTrue(textView.isSelectable)
        XCTAssertTrue(textView.isScrollEnabled)
        XCTAssertFalse(textView.clearsOnInsertion)
        XCTAssertFalse(textView.allowsEditingTextAttributes)
        XCTAssertEqual(textView.dataDetectorTypes, [])
        XCTAssertEqual(textView.font?.pointSize, 12)
        XCTAssertEqual(textView.textColor, .label)
        XCTAssertEqual(textView.textAlignment, .natural)
        XCTAssertEqual(textView.backgroundColor, .white, "opaque white when made in code")
        XCTAssertEqual(textView.text, "", "never nil when read")
        XCTAssertFalse(textView.hasText)
        XCTAssertEqual(textView.selectedRange, NSRange(location: 0, length: 0))
        XCTAssertEqual(textView.autocapitalizationType, .sentences)
        XCTAssertEqual(textView.intrinsicContentSize, CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric),
                       "no intrinsic size while it scrolls")
        // Empty, it is one line of its font tall, as the caret is.
        XCTAssertEqual(textView.contentSize.height, UIFont.systemFont(ofSize: 12).lineHeight + 16, accuracy: 1e-9)
        XCTAssertEqual(UITextView().frame, .zero)
        textView.text = nil
        XCTAssertEqual(textView.text, "")
        textView.font = nil
        XCTAssertEqual(textView.font?.pointSize, 12, "nil restores the default")
    }

    func testALongParagraphWrapsByWordsAndTheContentSizeHoldsItWithTheInsets() throws {
        let textView = UITextView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        let font = UIFont.systemFont(ofSize: 17)
        textView.font = font
        textView.text = paragraph
        textView.layoutIfNeeded()
        // 200 less 2 × 5 of padding: 190 to wrap in.
        let expected = wrappedLines(paragraph, font: font, width: 190)
        XCTAssertGreaterThan(expected.count, 5)
        let layouts = textView.textLayouts()
        XCTAssertEqual(layouts.count, 1, "one font and colour")
        let lines = try XCTUnwrap(layouts.first).lines
        XCTAssertEqual(lines.map(\.text), expected, "wrapped by words, nothing truncated")
        XCTAssertEqual(lines.map(\.text).joined(separator: " "), paragraph)
        XCTAssertEqual(lines[0].origin.x, 5, "left inset 0 + 5 of padding")
        XCTAssertEqual(lines[0].origin.y, 8 + font.ascender, accuracy: 1e-9, "the first line's top 8 pt down")
        for (index, line) in lines.enumerated() {
            XCTAssertEqual(line.origin.y, 8 + CGFloat(index) * font.lineHeight + font.ascender, accuracy: 1e-9)
            XCTAssertLessThanOrEqual(line.width, 190 * (1 + TextLayout.overflowAllowance))
        }
        XCTAssertEqual(textView.contentSize.width, 200)
        XCTAssertEqual(textView.contentSize.height, CGFloat(expected.count) * font.lineHeight + 16, accuracy: 1e-9)
        XCTAssertGreaterThan(textView.contentSize.height, 100, "taller than the view: it scrolls")

        // Wider insets narrow the lines.
        textView.textContainerInset = UIEdgeInsets(top: 20, left: 15, bottom: 20, right: 15)
        textView.textContainer.lineFragmentPadding = 0
        textView.layoutIfNeeded()
        let narrower = wrappedLines(paragraph, font: font, width: 170)
        XCTAssertEqual(textView.textLayouts().first?.lines.map(\.text), narrower)
        XCTAssertEqual(textView.textLayouts().first?.lines.first?.origin.x, 15)
        XCTAssertEqual(textView.contentSize.height, CGFloat(narrower.count) * font.lineHeight + 40, accuracy: 1e-9)
        XCTAssertEqual(textView.textContainer.size.width, 170)

        // A newline starts a line; a word wider than a line breaks between characters.
        textView.text = "One\n\nThree " + String(repeating: "W", count: 40)
        textView.layoutIfNeeded()
        let broken = try XCTUnwrap(textView.textLayouts().first?.lines.map(\.text))
        XCTAssertEqual(Array(broken.prefix(3)), ["One", "", "Three"])
        XCTAssertGreaterThan(broken.count, 4)
        XCTAssertEqual(broken.dropFirst(3).joined(), String(repeating: "W", count: 40))
    }

    func testSizeThatFitsIsTheWrappedTextWithTheInsetsAndPadding() {
        let textView = UITextView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        let font = UIFont.systemFont(ofSize: 17)
        textView.font = font
        textView.text = paragraph
        let lines = wrappedLines(paragraph, font: font, width: 190)
        let fitted = textView.sizeThatFits(CGSize(width: 200, height: CGFloat.greatestFiniteMagnitude))
        XCTAssertEqual(fitted.height, (CGFloat(lines.count) * font.lineHeight + 16).rounded(.up))
        let widest = lines.map { font.width(of: $0) }.max() ?? 0
        XCTAssertEqual(fitted.width, min((widest + 10).rounded(.up), 200))

        textView.text = "Hi"
        let short = textView.sizeThatFits(CGSize(width: 200, height: 0))
        XCTAssertEqual(short.width, (font.width(of: "Hi") + 10).rounded(.up), "the text's own width")
        XCTAssertEqual(short.height, (font.lineHeight + 16).rounded(.up))
        textView.text = ""
        XCTAssertEqual(textView.sizeThatFits(CGSize(width: 200, height: 0)).height, (font.lineHeight + 16).rounded(.up))

        // Not scrolling, its intrinsic size is the fit at its width.
        textView.text = paragraph
        textView.isScrollEnabled = false
        XCTAssertEqual(textView.intrinsicContentSize, textView.sizeThatFits(CGSize(width: 200, height: 0)))
        XCTAssertEqual(textView.intrinsicContentSize.height, fitted.height)
    }

    func testAutoLayoutSizesATextViewThatDoesNotScrollToItsText() {
        let scene = makeTestScene()
        let font = UIFont.systemFont(ofSize: 15)
        let textView = UITextView(frame: .zero)
        scene.run {
            textView.isScrollEnabled = false
            textView.font = font
            textView.text = paragraph
            textView.translatesAutoresizingMaskIntoConstraints = false
            scene.rootView.addSubview(textView)
            NSLayoutConstraint.activate([
                textView.leadingAnchor.constraint(equalTo: scene.rootView.leadingAnchor, constant: 20),
                textView.trailingAnchor.constraint(equalTo: scene.rootView.trailingAnchor, constant: -20),
                textView.topAnchor.constraint(equalTo: scene.rootView.topAnchor, constant: 100),
            ])
            scene.rootView.layoutIfNeeded()
        }
        // 375 − 40 wide; the text wraps in 335 − 10.
        let lines = wrappedLines(paragraph, font: font, width: 325)
        XCTAssertEqual(textView.frame.width, 335)
        XCTAssertEqual(textView.frame.height, (CGFloat(lines.count) * font.lineHeight + 16).rounded(.up))
        XCTAssertEqual(textView.contentSize.height, CGFloat(lines.count) * font.lineHeight + 16, accuracy: 1e-9)
    }

    func testTheTextScrollsWithTheContentOffset() throws {
        let scene = makeTestScene()
        let textView = UITextView(frame: CGRect(x: 20, y: 50, width: 200, height: 100))
        let font = UIFont.systemFont(ofSize: 17)
        scene.run {
            textView.font = font
            textView.text = paragraph + "\n" + paragraph
            scene.rootView.addSubview(textView)
            scene.rootView.layoutIfNeeded()
        }
        let label = try XCTUnwrap(textView.subviews.first { $0 is UILabel })
        func textTopOnScreen() -> CGFloat { label.convert(CGPoint.zero, to: scene.rootView).y }
        XCTAssertEqual(textTopOnScreen(), 50 + 8, accuracy: 1e-9)
        XCTAssertEqual(label.convert(CGPoint.zero, to: scene.rootView).x, 20 + 5, accuracy: 1e-9)
        textView.contentOffset = CGPoint(x: 0, y: 40)
        XCTAssertEqual(textTopOnScreen(), 50 + 8 - 40, accuracy: 1e-9)
        // The layout is in the bounds' coordinates: its lines less the offset are where they show.
        let first = try XCTUnwrap(textView.textLayouts().first?.lines.first)
        XCTAssertEqual(first.origin.y - textView.contentOffset.y, 8 + font.ascender - 40, accuracy: 1e-9)

        // A drag scrolls it as any scroll view's content, within the content size.
        textView.contentOffset = .zero
        scene.drag(from: CGPoint(x: 100, y: 140), to: CGPoint(x: 100, y: 60), duration: 0.3, at: 0.5)
        scene.advance(to: 5)
        XCTAssertGreaterThan(textView.contentOffset.y, 0)
        XCTAssertLessThanOrEqual(textView.contentOffset.y, textView.contentSize.height - 100 + 1e-9)
        XCTAssertEqual(textTopOnScreen(), 50 + 8 - textView.contentOffset.y, accuracy: 1e-9)
    }

    func testScrollRangeToVisibleShowsTheRangesLines() {
        let textView = UITextView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        let font = UIFont.systemFont(ofSize: 17)
        textView.font = font
        textView.text = paragraph
        textView.layoutIfNeeded()
        let lines = wrappedLines(paragraph, font: font, width: 190)
        let length = (paragraph as NSString).length
        textView.scrollRangeToVisible(NSRange(location: length - 1, length: 1))
        XCTAssertEqual(textView.contentOffset.y, textView.contentSize.height - 100, accuracy: 1e-9, "the end, with the bottom inset")
        // The third line's first word: its line's top at the view's top.
        let third = (paragraph as NSString).range(of: lines[2]).location
        textView.scrollRangeToVisible(NSRange(location: third, length: 0))
        XCTAssertEqual(textView.contentOffset.y, 8 + 2 * font.lineHeight, accuracy: 1e-9)
        // Already visible: nothing moves.
        textView.scrollRangeToVisible(NSRange(location: third + 1, length: 2))
        XCTAssertEqual(textView.contentOffset.y, 8 + 2 * font.lineHeight, accuracy: 1e-9)
        textView.scrollRangeToVisible(NSRange(location: 0, length: 0))
        XCTAssertEqual(textView.contentOffset.y, 0, "the start, with the top inset")

        // Typing at the end keeps the caret in view.
        textView.selectedRange = NSRange(location: length, length: 0)
        textView.insertText(" More.")
        XCTAssertEqual(textView.contentOffset.y, textView.contentSize.height - 100, accuracy: 1e-9)
        // Not scrolling, it grows instead: nothing moves.
        textView.contentOffset = .zero
        textView.isScrollEnabled = false
        textView.scrollRangeToVisible(NSRange(location: length, length: 1))
        XCTAssertEqual(textView.contentOffset, .zero)
    }

    private final class Recorder: NSObject, UITextViewDelegate {
        var calls: [String] = []
        var refuseDigits = false
        var allowEnd = true
        func textViewShouldBeginEditing(_ textView: UITextView) -> Bool { calls.append("shouldBegin"); return true }
        func textViewDidBeginEditing(_ textView: UITextView) { calls.append("didBegin") }
        func textViewShouldEndEditing(_ textView: UITextView) -> Bool { calls.append("shouldEnd"); return allowEnd }
        func textViewDidEndEditing(_ textView: UITextView) { calls.append("didEnd") }
        func textView(_ textView: UITextView, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool {
            calls.append("shouldChange \(range.location),\(range.length) \(text)")
            return !(refuseDigits && text.contains { $0.isNumber })
        }
        func textViewDidChange(_ textView: UITextView) { calls.append("didChange \(textView.text ?? "")") }
        func textViewDidChangeSelection(_ textView: UITextView) {
            calls.append("selection \(textView.selectedRange.location),\(textView.selectedRange.length)")
        }
    }

    /// The notifications heard, in order (posted on the test's thread).
    private final class Notes: @unchecked Sendable {
        private(set) var list: [String] = []
        func append(_ note: String) { list.append(note) }
    }

    func testTheDelegateHearsEditingAndTypingInUIKitsOrder() {
        let scene = makeTestScene()
        let textView = UITextView(frame: CGRect(x: 20, y: 100, width: 300, height: 200))
        let delegate = Recorder()
        let notes = Notes()
        let center = NotificationCenter.default
        let observers = [
            (UITextView.textDidBeginEditingNotification, "begin"), (UITextView.textDidChangeNotification, "change"),
            (UITextView.textDidEndEditingNotification, "end"),
        ].map { name, note in
            center.addObserver(forName: name, object: textView, queue: nil) { _ in notes.append(note) }
        }
        defer { observers.forEach(center.removeObserver) }
        scene.run {
            textView.delegate = delegate
            scene.rootView.addSubview(textView)
        }
        XCTAssertTrue(textView.becomeFirstResponder())
        XCTAssertTrue(textView.isFirstResponder)
        XCTAssertEqual(delegate.calls, ["shouldBegin", "didBegin"])
        delegate.calls = []

        textView.insertText("Helo")
        XCTAssertEqual(delegate.calls, ["shouldChange 0,0 Helo", "selection 4,0", "didChange Helo"])
        delegate.calls = []
        textView.selectedRange = NSRange(location: 3, length: 0)
        textView.insertText("l")
        XCTAssertEqual(textView.text, "Hello", "typed at the caret")
        XCTAssertEqual(textView.selectedRange, NSRange(location: 4, length: 0))
        textView.selectedRange = NSRange(location: 5, length: 0)
        textView.deleteBackward()
        XCTAssertEqual(textView.text, "Hell")
        XCTAssertEqual(delegate.calls, [
            "selection 3,0", "shouldChange 3,0 l", "selection 4,0", "didChange Hello",
            "selection 5,0", "shouldChange 4,1 ", "selection 4,0", "didChange Hell",
        ])
        delegate.calls = []
        delegate.refuseDigits = true
        textView.insertText("7")
        XCTAssertEqual(textView.text, "Hell", "refused")
        XCTAssertEqual(delegate.calls, ["shouldChange 4,0 7"])
        // A selection is replaced.
        textView.selectedRange = NSRange(location: 0, length: 4)
        textView.insertText("Hi")
        XCTAssertEqual(textView.text, "Hi")
        XCTAssertTrue(textView.hasText)
        delegate.calls = []

        // Setting the text in code tells nobody and puts the caret at the end.
        textView.text = "Code"
        XCTAssertEqual(textView.selectedRange, NSRange(location: 4, length: 0))
        XCTAssertEqual(delegate.calls, [])

        // The delegate may refuse to end; endEditing(true) does not ask it.
        delegate.allowEnd = false
        XCTAssertFalse(textView.resignFirstResponder())
        XCTAssertTrue(textView.isFirstResponder)
        XCTAssertTrue(scene.rootView.endEditing(true))
        XCTAssertFalse(textView.isFirstResponder)
        XCTAssertEqual(delegate.calls, ["shouldEnd", "didEnd"])
        XCTAssertEqual(notes.list, ["begin", "change", "change", "change", "change", "end"])

        // Not in a window, it cannot become first responder.
        XCTAssertFalse(UITextView().becomeFirstResponder())
    }

    func testATapBeginsEditingAndANonEditableTextViewTypesNothing() {
        let scene = makeTestScene()
        let textView = UITextView(frame: CGRect(x: 20, y: 100, width: 300, height: 200))
        let readOnly = UITextView(frame: CGRect(x: 20, y: 350, width: 300, height: 200))
        let delegate = Recorder()
        scene.run {
            textView.text = "Tap me"
            readOnly.text = "Read only"
            readOnly.isEditable = false
            readOnly.delegate = delegate
            scene.rootView.addSubview(textView)
            scene.rootView.addSubview(readOnly)
        }
        scene.tap(at: CGPoint(x: 100, y: 150), at: 0.1)
        scene.advance(by: 0.5)
        XCTAssertTrue(textView.isFirstResponder)
        // A tap on the read-only one does not begin editing.
        scene.tap(at: CGPoint(x: 100, y: 400), at: 0.7)
        scene.advance(by: 0.5)
        XCTAssertTrue(textView.isFirstResponder)
        readOnly.insertText("x")
        readOnly.deleteBackward()
        XCTAssertEqual(readOnly.text, "Read only")
        XCTAssertEqual(delegate.calls, [])

        // clearsOnInsertion: typing replaces all of it.
        textView.clearsOnInsertion = true
        textView.insertText("New")
        XCTAssertEqual(textView.text, "New")
        // Turning editing off ends it.
        textView.isEditable = false
        XCTAssertFalse(textView.isFirstResponder)
    }

    func testAttributedTextSetsTheFontAndFontColoursAllOfIt() throws {
        let textView = UITextView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        let big = UIFont.boldSystemFont(ofSize: 20)
        let text = NSMutableAttributedString(string: "Big ", attributes: [.font: big, .foregroundColor: UIColor.red])
        text.append(NSAttributedString(string: "small", attributes: [.font: UIFont.systemFont(ofSize: 10)]))
        textView.attributedText = text
        XCTAssertEqual(textView.text, "Big small")
        XCTAssertEqual(textView.font, big, "the first character's")
        XCTAssertEqual(textView.textColor, .red)
        let layouts = textView.textLayouts()
        XCTAssertEqual(layouts.count, 2, "a layout per run")
        XCTAssertEqual(layouts[0].lines.first?.origin.x, 5)
        XCTAssertEqual(try XCTUnwrap(layouts[0].lines.first).origin.y, 8 + big.ascender, accuracy: 1e-9)
        XCTAssertEqual(textView.contentSize.height, big.lineHeight + 16, accuracy: 1e-9, "the line as tall as its tallest font")
        textView.font = .systemFont(ofSize: 14)
        XCTAssertEqual(textView.textLayouts().count, 1, "one font now, one colour")
        XCTAssertEqual(textView.attributedText.attribute(.font, at: 5, effectiveRange: nil) as? UIFont, .systemFont(ofSize: 14))
        // Plain text reads back with the view's attributes.
        textView.text = "Plain"
        textView.textColor = .blue
        let attributes = textView.attributedText.attributes(at: 0, effectiveRange: nil)
        XCTAssertEqual(attributes[.font] as? UIFont, .systemFont(ofSize: 14))
        XCTAssertEqual(attributes[.foregroundColor] as? UIColor, .blue)
    }

    func testAXibTextViewIsATextViewWithItsTextFontAndFlags() throws {
        let folder = try makeTemporaryFolder(for: self)
        let path = folder.appendingPathComponent("Notes.xib").path
        try Data("""
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0">
                <objects>
                    <view contentMode="scaleToFill" id="root">
                        <rect key="frame" x="0" y="0" width="375" height="667"/>
                        <subviews>
                            <textView clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="scaleToFill" scrollEnabled="NO" editable="NO" textAlignment="center" id="t1">
                                <rect key="frame" x="16" y="20" width="343" height="120"/>
                                <color key="backgroundColor" red="1" green="1" blue="0.0" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
                                <string key="text">Lorem ipsum dolor sit amet, consectetur adipiscing elit.</string>
                                <color key="textColor" systemColor="labelColor"/>
                                <fontDescription key="fontDescription" type="system" pointSize="14"/>
                                <dataDetectorType key="dataDetectorTypes" phoneNumber="YES" link="YES"/>
                                <textInputTraits key="textInputTraits" autocapitalizationType="words" keyboardType="emailAddress" returnKeyType="done"/>
                            </textView>
                            <textView clipsSubviews="YES" contentMode="scaleToFill" selectable="NO" id="t2">
                                <rect key="frame" x="16" y="160" width="343" height="120"/>
                                <mutableString key="text">Older files say mutableString.</mutableString>
                                <fontDescription key="fontDescription" type="boldSystem" pointSize="18"/>
                            </textView>
                            <textView clipsSubviews="YES" contentMode="scaleToFill" text="In an attribute" id="t3">
                                <rect key="frame" x="16" y="300" width="343" height="120"/>
                            </textView>
                        </subviews>
                    </view>
                </objects>
            </document>
            """.utf8).write(to: URL(fileURLWithPath: path))
        InterfaceBuilderRegistry.register(files: [path])
        let root = try XCTUnwrap(UINib(nibName: "Notes", bundle: nil).instantiate(withOwner: nil).first as? UIView)
        let first = try XCTUnwrap(root.subviews[0] as? UITextView, "a text view, not a plain view")
        XCTAssertEqual(first.text, "Lorem ipsum dolor sit amet, consectetur adipiscing elit.")
        XCTAssertEqual(first.font?.pointSize, 14)
        XCTAssertFalse(first.isEditable)
        XCTAssertTrue(first.isSelectable)
        XCTAssertFalse(first.isScrollEnabled)
        XCTAssertEqual(first.textAlignment, .center)
        XCTAssertEqual(first.backgroundColor, UIColor(red: 1, green: 1, blue: 0, alpha: 1))
        XCTAssertEqual(first.dataDetectorTypes, [.phoneNumber, .link])
        XCTAssertEqual(first.autocapitalizationType, .words)
        XCTAssertEqual(first.keyboardType, .emailAddress)
        XCTAssertEqual(first.returnKeyType, .done)
        XCTAssertEqual(first.frame, CGRect(x: 16, y: 20, width: 343, height: 120))
        let second = try XCTUnwrap(root.subviews[1] as? UITextView)
        XCTAssertEqual(second.text, "Older files say mutableString.")
        XCTAssertEqual(second.font, .boldSystemFont(ofSize: 18))
        XCTAssertTrue(second.isEditable)
        XCTAssertFalse(second.isSelectable)
        XCTAssertEqual(second.backgroundColor, .white, "no colour in the file: white")
        let third = try XCTUnwrap(root.subviews[2] as? UITextView)
        XCTAssertEqual(third.text, "In an attribute")
        XCTAssertEqual(third.font?.pointSize, 12)
        // Laid out as in code: the first line 8 pt down, 5 pt in.
        root.layoutIfNeeded()
        let line = try XCTUnwrap(second.textLayouts().first?.lines.first)
        XCTAssertEqual(line.origin.x, 5)
        XCTAssertEqual(line.origin.y, 8 + UIFont.boldSystemFont(ofSize: 18).ascender, accuracy: 1e-9)
    }
}
