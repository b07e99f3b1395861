import Basics
import DynamicsKit
import Foundation
import Rendering
import XCTest

/// `UIVisualEffectView`: a blur effect blurs what lies behind it (a Gaussian of the style's
/// radius, then its tint), and vibrancy fills its content's shapes with the style's colour.
final class VisualEffectTests: XCTestCase {
    /// White on the right, black on the left of x = 200, under a light blur over all of it.
    private func edgeUnderLightBlur() throws -> Frame {
        let root = makeRoot(width: 400, height: 200)
        root.addSubview(makeView(CGRect(x: 0, y: 0, width: 200, height: 200), .black))
        let effectView = UIVisualEffectView(effect: UIBlurEffect(style: .light))
        effectView.frame = root.bounds
        root.addSubview(effectView)
        return try Rasterizer().render(root)
    }

    func testALightBlurIsAGaussianOfRadius30UnderA30PercentWhiteTint() throws {
        let frame = try edgeUnderLightBlur()
        // Light: σ = 30 pt, tint white at 0.3 (UIImageEffects' applyLightEffect); saturation
        // leaves greys alone. Across the edge the blur is the normal distribution's CDF Φ(x / σ).
        func expected(_ distanceFromEdge: Double) -> Double {
            let whiteShare = 0.5 * (1 + erf(distanceFromEdge / 30 / 2.0.squareRoot()))
            return 0.7 * 255 * whiteShare + 0.3 * 255
        }
        for distance in [-60.0, -30, -10, 0, 10, 30, 60] {
            let x = Int(200 + distance)
            let measured = Double(frame[x, 100].r)
            XCTAssertEqual(measured, expected(distance + 0.5), accuracy: 4, "at \(distance) pt from the edge")
            XCTAssertEqual(frame[x, 100].r, frame[x, 100].b, "grey stays grey")
        }
        XCTAssertEqual(Double(frame[2, 100].r), 0.3 * 255, accuracy: 2, "far from the edge: the tint over black")
        XCTAssertEqual(frame[397, 100], white)
    }

    func testTheBlurIsBoundedByTheViewAndItsCornerRadius() throws {
        let root = makeRoot(width: 200, height: 200)
        root.addSubview(makeView(CGRect(x: 0, y: 0, width: 100, height: 200), .black))
        let effectView = UIVisualEffectView(effect: UIBlurEffect(style: .dark))
        effectView.frame = CGRect(x: 50, y: 50, width: 100, height: 100)
        effectView.layer.cornerRadius = 20
        root.addSubview(effectView)
        let frame = try Rasterizer().render(root)
        XCTAssertEqual(frame[40, 100], RGBA(0, 0, 0), "outside the view nothing is blurred")
        XCTAssertEqual(frame[160, 100], white)
        XCTAssertEqual(frame[51, 51], RGBA(0, 0, 0), "the rounded corner leaves the black")
        // Dark: tint 0.11 white at 0.73 over the blur; just right of the edge the blur is about half grey.
        let inside = Double(frame[101, 100].r)
        XCTAssertEqual(inside, 0.27 * 255 * 0.5 + 0.73 * 0.11 * 255, accuracy: 8)
    }

    func testVibrancyFillsTheContentsShapesWithItsColour() throws {
        let root = makeRoot(width: 200, height: 100)
        let blur = UIBlurEffect(style: .light)
        let blurView = UIVisualEffectView(effect: blur)
        blurView.frame = root.bounds
        root.addSubview(blurView)
        let vibrancy = UIVisualEffectView(effect: UIVibrancyEffect(blurEffect: blur, style: .fill))
        vibrancy.frame = blurView.bounds
        blurView.contentView.addSubview(vibrancy)
        XCTAssertTrue(vibrancy.superview === blurView.contentView)
        let square = makeView(CGRect(x: 10, y: 10, width: 50, height: 50), .red)
        vibrancy.contentView.addSubview(square)
        let frame = try Rasterizer().render(root)
        // The red is not drawn: the systemFill colour (0x787880 at 0.2) over white is.
        let over = { (c: Double) in (0.2 * c + 0.8 * 255).rounded() }
        XCTAssertTrue(frame[30, 30].isClose(to: RGBA(UInt8(over(0x78)), UInt8(over(0x78)), UInt8(over(0x80))), tolerance: 2), "\(frame[30, 30])")
        XCTAssertEqual(frame[100, 50], white)
    }
}
