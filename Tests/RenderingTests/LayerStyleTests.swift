import Basics
import DynamicsKit
import Encoding
import Foundation
import Rendering
import XCTest

/// Core Animation's layer styling: rounded corners, borders, masks and shadows, in pixels.
final class LayerStyleTests: XCTestCase {
    /// Writes `frame` to `$DYNAMICS_ARTIFACTS/<name>.png` when that variable is set, to look at.
    private func keep(_ frame: Frame, _ name: String) throws {
        guard let folder = ProcessInfo.processInfo.environment["DYNAMICS_ARTIFACTS"] else { return }
        try frame.writePNG(to: URL(fileURLWithPath: folder).appendingPathComponent("\(name).png"))
    }

    func testRoundedBorderIsInsideTheBoundsAndTheCornerShowsTheBackground() throws {
        let root = makeRoot(width: 100, height: 100)
        let card = makeView(CGRect(x: 10, y: 10, width: 80, height: 80), testBlue)
        card.layer.cornerRadius = 20
        card.layer.borderWidth = 4
        card.layer.borderColor = UIColor.red.cgColor
        root.addSubview(card)
        let frame = try Rasterizer().render(root)
        try keep(frame, "rounded-border")
        XCTAssertEqual(frame[11, 11], white, "the rounded corner shows what is behind")
        XCTAssertEqual(frame[50, 10], RGBA(255, 0, 0), "the top border's first row")
        XCTAssertEqual(frame[50, 13], RGBA(255, 0, 0), "the top border's last row")
        XCTAssertEqual(frame[50, 14], testBluePixel)
        XCTAssertEqual(frame[10, 50], RGBA(255, 0, 0))
        XCTAssertEqual(frame[9, 50], white, "nothing outside the bounds")
        XCTAssertEqual(frame[50, 50], testBluePixel)
    }

    func testMasksToBoundsClipsSubviewsToTheRoundedCorners() throws {
        let root = makeRoot(width: 100, height: 100)
        let card = makeView(CGRect(x: 10, y: 10, width: 80, height: 80), nil)
        card.layer.cornerRadius = 30
        card.layer.masksToBounds = true
        XCTAssertTrue(card.clipsToBounds)
        card.addSubview(makeView(CGRect(x: -10, y: -10, width: 100, height: 100), .green))
        root.addSubview(card)
        let frame = try Rasterizer().render(root)
        XCTAssertEqual(frame[12, 12], white, "clipped by the corner's arc")
        XCTAssertEqual(frame[5, 50], white, "clipped by the bounds")
        XCTAssertEqual(frame[11, 50], RGBA(0, 255, 0))
        XCTAssertEqual(frame[50, 50], RGBA(0, 255, 0))
    }

    func testShadowDarkensBelowAndFadesWithDistance() throws {
        let root = makeRoot(width: 120, height: 120)
        let card = makeView(CGRect(x: 30, y: 30, width: 60, height: 40), .white)
        card.layer.shadowColor = UIColor.black.cgColor
        card.layer.shadowOpacity = 0.5
        card.layer.shadowOffset = CGSize(width: 0, height: 10)
        card.layer.shadowRadius = 4
        root.addSubview(card)
        let frame = try Rasterizer().render(root)
        try keep(frame, "shadow")
        XCTAssertEqual(frame[60, 50], white, "the card itself is drawn above its shadow")
        // Straight below the card's bottom edge (y 70) the shadow's own edge is at y 80. Across
        // it the shadow's alpha follows the Gaussian's integral, 0.5 · Φ(distance / 4 pt) at
        // each pixel's centre; the three-box approximation stays within 6 levels of it.
        func expectedGrey(atRow y: Int) -> Int {
            let inside = (80 - (Double(y) + 0.5)) / 4
            let alpha = 0.5 * 0.5 * (1 + erf(inside / 2.0.squareRoot()))
            return Int((255 * (1 - alpha)).rounded())
        }
        for y in [72, 76, 79, 80, 83, 86, 90] {
            let grey = Int(frame[60, y].r)
            XCTAssertEqual(grey, expectedGrey(atRow: y), accuracy: 6, "row \(y)")
        }
        XCTAssertEqual(frame[60, 95], white)
        XCTAssertEqual(frame[60, 25], white, "no shadow above the card with a downward offset")
        XCTAssertEqual(frame[5, 50], white)
    }

    func testDefaultShadowFallsThreePointsUpward() throws {
        let root = makeRoot(width: 100, height: 100)
        let card = makeView(CGRect(x: 20, y: 20, width: 60, height: 60), .white)
        card.layer.shadowOpacity = 1
        card.layer.shadowRadius = 0
        root.addSubview(card)
        let frame = try Rasterizer().render(root)
        XCTAssertEqual(card.layer.shadowOffset, CGSize(width: 0, height: -3))
        XCTAssertEqual(frame[50, 18], RGBA(0, 0, 0), "a hard shadow 3 pt above")
        XCTAssertEqual(frame[50, 16], white)
        XCTAssertEqual(frame[50, 81], white, "none below")
    }

    func testShadowPathCastsItsOwnShapeAndClipsToBoundsRemovesTheShadow() throws {
        let root = makeRoot(width: 100, height: 100)
        let card = makeView(CGRect(x: 20, y: 20, width: 40, height: 40), nil)
        card.layer.shadowOpacity = 1
        card.layer.shadowRadius = 0
        card.layer.shadowOffset = .zero
        card.layer.shadowColor = UIColor.blue.cgColor
        card.layer.shadowPath = UIBezierPath(rect: CGRect(x: 0, y: 0, width: 70, height: 10)).cgPath
        root.addSubview(card)
        let frame = try Rasterizer().render(root)
        XCTAssertEqual(frame[85, 25], RGBA(0, 0, 255), "the path reaches beyond the bounds")
        XCTAssertEqual(frame[40, 40], white, "the view has no background and the path does not cover it")
        card.clipsToBounds = true
        XCTAssertEqual(try Rasterizer().render(root)[85, 25], white)
    }

    func testFadedViewFadesItsShadow() throws {
        let root = makeRoot(width: 100, height: 100)
        let card = makeView(CGRect(x: 20, y: 20, width: 40, height: 40), .white)
        card.layer.shadowOpacity = 1
        card.layer.shadowRadius = 0
        card.layer.shadowOffset = CGSize(width: 30, height: 0)
        card.layer.opacity = 0.5
        XCTAssertEqual(card.alpha, 0.5)
        root.addSubview(card)
        let frame = try Rasterizer().render(root)
        XCTAssertTrue(frame[70, 40].isClose(to: RGBA(128, 128, 128), tolerance: 1), "\(frame[70, 40])")
    }

    func testShadowScalesWithTheFrame() throws {
        let root = makeRoot(width: 100, height: 100)
        let card = makeView(CGRect(x: 20, y: 20, width: 40, height: 40), .white)
        card.layer.shadowOpacity = 1
        card.layer.shadowRadius = 0
        card.layer.shadowOffset = CGSize(width: 0, height: 10)
        root.addSubview(card)
        let frame = try Rasterizer(scale: 2).render(root)
        XCTAssertEqual(frame.pixel(at: CGPoint(x: 40, y: 65), scale: 2), RGBA(0, 0, 0))
        XCTAssertEqual(frame.pixel(at: CGPoint(x: 40, y: 71), scale: 2), white)
    }
}
