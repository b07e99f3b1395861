import DynamicsKit
import Foundation
import TestSupport
import XCTest

/// What public samples of batch 18 showed: a tab bar controller hears its bar's picks, a view
/// or layer of no size is not drawn (Mr-Smithy-x/SetCardGame's stripes stepped by a tenth of a
/// zero height and never ended), `isModalInPresentation`.
final class CorpusBatch18Tests: XCTestCase {
    func testATabBarControllerSubclassHearsEachPickBeforeTheSelection() throws {
        final class Tabs: UITabBarController {
            var picks: [(String?, Int)] = []
            override func tabBar(_ tabBar: UITabBar, didSelect item: UITabBarItem) {
                picks.append((item.title, selectedIndex))
            }
        }
        let scene = makeTestScene()
        let first = UIViewController(), second = UIViewController()
        first.tabBarItem = UITabBarItem(title: "One", image: nil, tag: 1)
        second.tabBarItem = UITabBarItem(title: "Two", image: nil, tag: 2)
        let tabs = Tabs()
        tabs.viewControllers = [first, second]
        scene.rootViewController = tabs
        let two = try XCTUnwrap(scene.visibleView(titled: "Two"))
        scene.tap(at: scene.screenCenter(of: two), at: 0.2)
        scene.advance(to: 0.4)
        XCTAssertEqual(tabs.picks.map(\.0), ["Two"])
        XCTAssertEqual(tabs.picks.first?.1, 0, "told before the selection changes")
        XCTAssertEqual(tabs.selectedIndex, 1, "selected without calling super")
    }

    func testAViewOrLayerOfNoSizeIsDrawnOnlyOnceItHasOne() {
        final class Striped: UIView {
            var draws = 0
            override func draw(_ rect: CGRect) {
                draws += 1
                var y: CGFloat = 0
                while y < bounds.height { UIRectFill(CGRect(x: 0, y: y, width: bounds.width, height: 1)); y += bounds.height / 10 }
            }
        }
        let view = Striped(frame: .zero)
        view.setNeedsDisplay()
        XCTAssertNil(view.drawnOperations())
        XCTAssertEqual(view.draws, 0)
        view.frame = CGRect(x: 0, y: 0, width: 20, height: 10)
        XCTAssertNotNil(view.drawnOperations())
        XCTAssertEqual(view.draws, 1, "drawn once it has a size, as asked before")

        final class Dots: CALayer {
            var draws = 0
            override func draw(in ctx: CGContext) {
                draws += 1
                ctx.fill(bounds)
            }
        }
        let layer = Dots()
        layer.setNeedsDisplay()
        XCTAssertNil(layer.drawnOperations())
        XCTAssertEqual(layer.draws, 0)
        layer.bounds = CGRect(x: 0, y: 0, width: 8, height: 8)
        XCTAssertNotNil(layer.drawnOperations())
        XCTAssertEqual(layer.draws, 1)
    }

    func testModalInPresentationIsKept() {
        let controller = UIViewController()
        XCTAssertFalse(controller.isModalInPresentation)
        controller.isModalInPresentation = true
        XCTAssertTrue(controller.isModalInPresentation)
    }
}

/// `.kern` (laugga/KineticTextKit's letter-spaced titles): points after each character,
/// measured and laid out; a number of any kind.
final class KernTests: XCTestCase {
    func testKernSpacesTheLettersAndWidensTheText() throws {
        let font = UIFont.boldSystemFont(ofSize: 20)
        let plain = UILabel(), spaced = UILabel(), doubled = UILabel()
        plain.attributedText = NSAttributedString(string: "WWDC", attributes: [.font: font])
        spaced.attributedText = NSAttributedString(string: "WWDC", attributes: [.font: font, .kern: 4])
        doubled.attributedText = NSAttributedString(string: "WWDC", attributes: [.font: font, .kern: 4.0 as CGFloat])
        XCTAssertEqual(spaced.intrinsicContentSize.width, plain.intrinsicContentSize.width + 16, accuracy: 1e-9)
        XCTAssertEqual(doubled.intrinsicContentSize.width, spaced.intrinsicContentSize.width, accuracy: 1e-9)
        XCTAssertEqual(spaced.intrinsicContentSize.height, plain.intrinsicContentSize.height)
        spaced.frame = CGRect(x: 0, y: 0, width: 200, height: 40)
        let layouts = spaced.textLayouts(in: spaced.bounds)
        XCTAssertEqual(layouts.count, 1)
        XCTAssertEqual(layouts.first?.kern, 4)
        XCTAssertEqual(layouts.first?.lines.first?.text, "WWDC")
        XCTAssertEqual(layouts.first?.lines.first?.width ?? 0, font.width(of: "WWDC") + 16, accuracy: 1e-9)

        // Kerned and plain runs side by side: the kerned run alone is spaced.
        let mixed = NSMutableAttributedString(string: "AB", attributes: [.font: font, .kern: NSNumber(value: 10)])
        mixed.append(NSAttributedString(string: "CD", attributes: [.font: font]))
        let label = UILabel()
        label.attributedText = mixed
        let unspaced = UILabel()
        unspaced.attributedText = NSAttributedString(string: "ABCD", attributes: [.font: font])
        // Sizes are rounded up to whole points: 20 pt wider, within that rounding.
        XCTAssertEqual(label.intrinsicContentSize.width, unspaced.intrinsicContentSize.width + 20, accuracy: 1)
        XCTAssertGreaterThanOrEqual(label.intrinsicContentSize.width, font.width(of: "ABCD") + 20)

        // Strings measured with attributes, as drawn.
        XCTAssertEqual(("WWDC" as NSString).size(withAttributes: [.font: font, .kern: Float(4)]).width,
                       ("WWDC" as NSString).size(withAttributes: [.font: font]).width + 16, accuracy: 1)
    }
}
