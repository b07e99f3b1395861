import Basics
import DynamicsKit
import Encoding
import Foundation
import Rendering
import XCTest

/// What the renderer shows of things in motion: `UIView.animate` in flight and haptic ripples.
final class ContentAnimationTests: XCTestCase {
    private func nonWhitePixels(_ frame: Frame) -> [(x: Int, y: Int)] {
        var pixels: [(x: Int, y: Int)] = []
        for y in 0..<frame.height { for x in 0..<frame.width where frame[x, y] != white { pixels.append((x, y)) } }
        return pixels
    }

    func testAnAnimatedViewIsDrawnWhereItIsPresented() throws {
        let scene = Scene(size: CGSize(width: 200, height: 40))
        let view = makeView(CGRect(x: 0, y: 0, width: 20, height: 20), testBlue)
        scene.rootView.addSubview(view)
        scene.run {
            UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: {
                view.frame.origin.x = 100
                view.alpha = 0
            })
        }
        scene.advance(to: 0.5)
        let frame = try Rasterizer().render(scene.rootView)
        // Halfway: at x 50…70, half faded.
        XCTAssertTrue(frame[60, 10].isClose(to: RGBA(0x99, 0xB3, 0xE6), tolerance: 1), "\(frame[60, 10])")
        XCTAssertEqual(frame[45, 10], white)
        XCTAssertEqual(frame[110, 10], white)
        scene.advance(to: 1)
        XCTAssertTrue(nonWhitePixels(try Rasterizer().render(scene.rootView)).isEmpty, "faded out at the end")
    }

    func testAnImpactShowsARippleThatIsGoneHalfASecondLater() throws {
        let scene = Scene(size: CGSize(width: 200, height: 200))
        let generator = UIImpactFeedbackGenerator(style: .medium)
        generator.prepare()
        scene.run { generator.impactOccurred() }
        scene.advance(by: 0.1)
        let during = nonWhitePixels(try Rasterizer().render(scene.rootView))
        XCTAssertGreaterThan(during.count, 50, "a ring is visible")
        // A ring about the screen's centre: nothing at the very centre.
        let distances = during.map { hypot(Double($0.x) + 0.5 - 100, Double($0.y) + 0.5 - 100) }
        XCTAssertGreaterThan(distances.min()!, 10)
        XCTAssertLessThan(distances.max()!, 47)

        scene.advance(by: 0.5)
        XCTAssertTrue(nonWhitePixels(try Rasterizer().render(scene.rootView)).isEmpty)
        XCTAssertTrue(scene.rootView.subviews.isEmpty, "the ripple view is removed")
    }

    func testARippleAtAGivenPointInTheGeneratorsView() throws {
        let scene = Scene(size: CGSize(width: 200, height: 200))
        let container = UIView(frame: CGRect(x: 50, y: 50, width: 100, height: 100))
        scene.rootView.addSubview(container)
        let generator = UIImpactFeedbackGenerator(style: .light, view: container)
        scene.run { generator.impactOccurred(at: CGPoint(x: 0, y: 100)) }
        scene.advance(by: 0.1)
        let during = nonWhitePixels(try Rasterizer().render(scene.rootView))
        let xs = during.map(\.x), ys = during.map(\.y)
        // Centred on (50, 150) in the scene.
        XCTAssertEqual(Double(xs.min()! + xs.max()! + 1) / 2, 50, accuracy: 1)
        XCTAssertEqual(Double(ys.min()! + ys.max()! + 1) / 2, 150, accuracy: 1)
    }

    func testAHapticFromATouchHandlerRipplesAtTheTouch() throws {
        let scene = Scene(size: CGSize(width: 200, height: 200))
        let button = UIButton(frame: CGRect(x: 100, y: 100, width: 100, height: 100))
        button.addAction(for: .touchUpInside) { UIImpactFeedbackGenerator(style: .light).impactOccurred() }
        scene.rootView.addSubview(button)
        let lift = scene.run { scene.tap(at: CGPoint(x: 130, y: 170), at: 0) }
        scene.advance(to: lift + 0.1)
        let during = nonWhitePixels(try Rasterizer().render(scene.rootView))
        let xs = during.map(\.x), ys = during.map(\.y)
        // Centred on the finger at (130, 170), not on the screen or the button.
        XCTAssertEqual(Double(xs.min()! + xs.max()! + 1) / 2, 130, accuracy: 1)
        XCTAssertEqual(Double(ys.min()! + ys.max()! + 1) / 2, 170, accuracy: 1)
    }

    func testNoRippleOutsideAScene() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        UIImpactFeedbackGenerator(style: .heavy, view: view).impactOccurred()
        XCTAssertTrue(view.subviews.isEmpty)
    }
}
