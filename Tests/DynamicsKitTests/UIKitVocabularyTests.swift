import DynamicsKit
import TestSupport
import XCTest

/// Names iOS view controllers use every day, so that such code compiles as written: Dynamic
/// Type fonts, semantic colors, SF Symbols (drawn as stand-ins) and size transitions.
final class UIKitVocabularyTests: XCTestCase {
    /// `CGAffineTransform()` is Core Graphics's zeroed C struct, not the identity: code that
    /// starts from it (a real port of Apple's Dynamics Catalog does) collapses what it transforms
    /// on a device, and so here.
    func testAnAffineTransformMadeWithInitIsAllZero() {
        let zero = CGAffineTransform()
        XCTAssertEqual([zero.a, zero.b, zero.c, zero.d, zero.tx, zero.ty], [0, 0, 0, 0, 0, 0])
        XCTAssertNotEqual(zero, .identity)
        let moved = zero.translatedBy(x: 10, y: 20).rotated(by: 1)
        XCTAssertEqual(CGPoint(x: 5, y: 5).applying(moved), .zero)
    }

    func testDynamicTypeFontsHaveTheLargeTextSizes() {
        let sizes: [(UIFont.TextStyle, CGFloat)] = [
            (.largeTitle, 34), (.title1, 28), (.title2, 22), (.title3, 20), (.headline, 17), (.body, 17),
            (.callout, 16), (.subheadline, 15), (.footnote, 13), (.caption1, 12), (.caption2, 11),
        ]
        for (style, size) in sizes {
            XCTAssertEqual(UIFont.preferredFont(forTextStyle: style).pointSize, size, style.rawValue)
        }
        XCTAssertTrue(UIFont.preferredFont(forTextStyle: .headline).isBold)
        XCTAssertFalse(UIFont.preferredFont(forTextStyle: .body).isBold)
    }

    func testSemanticColorsAreTheLightAppearancesValues() {
        XCTAssertEqual(UIColor.secondaryLabel, UIColor(red: 60 / 255, green: 60 / 255, blue: 67 / 255, alpha: 0.6))
        XCTAssertEqual(UIColor.secondarySystemBackground, UIColor(red: 242 / 255, green: 242 / 255, blue: 247 / 255, alpha: 1))
        XCTAssertEqual(UIColor.systemGray6, .systemGroupedBackground)
        XCTAssertEqual(UIColor.link, .systemBlue)
    }

    func testASystemImageIsATemplateDiscOfTheSymbolsSizeAndSaysSo() {
        let name = "vocabulary-test.\(UUID().uuidString)"
        let (images, said) = capturingStandardError {
            (UIImage(systemName: name), UIImage(systemName: name, withConfiguration: UIImage.SymbolConfiguration(pointSize: 40)))
        }
        let plain = try! XCTUnwrap(images.0), large = try! XCTUnwrap(images.1)
        XCTAssertEqual(plain.size, CGSize(width: 20, height: 20), "17 pt × 1.2")
        XCTAssertEqual(large.size, CGSize(width: 48, height: 48))
        XCTAssertEqual(plain.renderingMode, .alwaysTemplate)
        guard case let .pixels(width, _, rgba) = plain.source else { return XCTFail("pixels") }
        XCTAssertEqual(rgba[((width / 2) * width + width / 2) * 4 + 3], 255, "opaque in the middle")
        XCTAssertEqual(rgba[3], 0, "clear in the corner")
        XCTAssertEqual(said, "dynamics: UIImage(systemName: \"\(name)\") is drawn as a disc: Apple's SF Symbols are not available here\n",
                       "said once for the name")
        XCTAssertNil(UIImage(systemName: ""))
    }

    /// Code written for rotation compiles; a scene's screen never changes size, so it is never called.
    private final class Rotating: UIViewController {
        var transitions = 0
        override func viewWillTransition(to size: CGSize, with coordinator: UIViewControllerTransitionCoordinator) {
            super.viewWillTransition(to: size, with: coordinator)
            transitions += 1
            coordinator.animate(alongsideTransition: { _ in self.view.alpha = 0.5 })
        }
    }

    func testViewWillTransitionCanBeOverriddenAndIsNeverCalled() {
        let scene = makeTestScene()
        let controller = Rotating()
        scene.rootViewController = controller
        scene.advance(by: 1)
        XCTAssertEqual(controller.transitions, 0)
    }
}
