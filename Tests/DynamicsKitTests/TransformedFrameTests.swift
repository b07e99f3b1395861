import DynamicsKit
import Foundation
import XCTest

/// A transformed view's frame, set: the transformed box lands on it (CALayer's `frame`).
final class TransformedFrameTests: XCTestCase {
    private func assertEqual(_ a: CGRect, _ b: CGRect, file: StaticString = #filePath, line: UInt = #line) {
        for (x, y) in [(a.minX, b.minX), (a.minY, b.minY), (a.width, b.width), (a.height, b.height)] {
            XCTAssertEqual(x, y, accuracy: 1e-9, "\(a) against \(b)", file: file, line: line)
        }
    }

    func testSettingTheFrameOfATransformedViewPutsItsBoxThere() {
        let view = UIView(frame: CGRect(x: 10, y: 20, width: 30, height: 40))
        // The lecture's corner label: turned upside down, then shifted by its size.
        view.transform = CGAffineTransform.identity.rotated(by: .pi).translatedBy(x: 30, y: 40)
        let before = view.frame
        view.frame = view.frame
        assertEqual(view.frame, before)
        view.frame.origin = CGPoint(x: 100, y: 200)
        assertEqual(view.frame, CGRect(x: 100, y: 200, width: 30, height: 40))
        XCTAssertEqual(view.bounds.size, CGSize(width: 30, height: 40))

        // A scale: the bounds take the size whose scaled box is the frame's.
        let scaled = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        scaled.transform = CGAffineTransform(scaleX: 2, y: 3)
        scaled.frame = CGRect(x: 5, y: 5, width: 40, height: 60)
        XCTAssertEqual(scaled.bounds.size, CGSize(width: 20, height: 20))
        assertEqual(scaled.frame, CGRect(x: 5, y: 5, width: 40, height: 60))

        // A quarter turn swaps the axes.
        let turned = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 20))
        turned.transform = CGAffineTransform(rotationAngle: .pi / 2)
        turned.frame = CGRect(x: 0, y: 0, width: 50, height: 30)
        XCTAssertEqual(turned.bounds.width, 30, accuracy: 1e-9)
        XCTAssertEqual(turned.bounds.height, 50, accuracy: 1e-9)
        assertEqual(turned.frame, CGRect(x: 0, y: 0, width: 50, height: 30))

        // Untransformed, as before: the centre is the frame's middle.
        let plain = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        plain.frame = CGRect(x: 10, y: 10, width: 20, height: 40)
        XCTAssertEqual(plain.center, CGPoint(x: 20, y: 30))
    }
}

/// `UIView.AnimationOptions.layoutSubviews`: the layout the closure's changes call for is done
/// inside the animation, so the subviews glide with their parent.
final class LayoutSubviewsOptionTests: XCTestCase {
    final class Bar: UIView {
        let knob = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        override func layoutSubviews() {
            super.layoutSubviews()
            if knob.superview == nil { addSubview(knob) }
            knob.center = CGPoint(x: bounds.width - 5, y: 5)
        }
    }

    func testSubviewsLaidOutInsideTheAnimationMoveAlongWithIt() {
        for laysOut in [true, false] {
            let scene = Scene(size: CGSize(width: 375, height: 667))
            let bar = Bar(frame: CGRect(x: 0, y: 0, width: 100, height: 10))
            scene.run { scene.rootView.addSubview(bar) }
            XCTAssertEqual(bar.knob.center.x, 95)
            scene.run {
                UIView.animate(withDuration: 1, delay: 0, options: laysOut ? [.curveLinear, .layoutSubviews] : [.curveLinear], animations: {
                    bar.bounds.size.width = 300
                    bar.setNeedsLayout()
                })
            }
            scene.advance(by: 0.5)
            let knob = bar.knob.presentation.center.x
            if laysOut {
                XCTAssertEqual(knob, 195, accuracy: 1, "halfway from 95 to 295")
            } else {
                XCTAssertEqual(knob, 295, accuracy: 1e-9, "laid out at the next tick, at once")
            }
        }
    }
}
