import DynamicsKit
import Foundation
import TestSupport
import XCTest

/// Core Animation's model: the layer tree, geometry, CATransform3D, transactions and the
/// implicit and explicit animations on the scene's clock.
final class LayerTests: XCTestCase {
    func testTreeKeepsOrderAndMovesLayersBetweenParents() {
        let parent = CALayer(), other = CALayer()
        let a = CALayer(), b = CALayer(), c = CALayer(), d = CALayer()
        XCTAssertNil(parent.sublayers)
        parent.addSublayer(a)
        parent.addSublayer(c)
        parent.insertSublayer(b, at: 1)
        parent.insertSublayer(d, below: a)
        XCTAssertEqual(parent.sublayers?.map(ObjectIdentifier.init), [d, a, b, c].map(ObjectIdentifier.init))
        other.insertSublayer(a, above: nil)
        XCTAssertTrue(a.superlayer === other)
        XCTAssertEqual(parent.sublayers?.count, 3)
        parent.replaceSublayer(b, with: a)
        XCTAssertEqual(parent.sublayers?.map(ObjectIdentifier.init), [d, a, c].map(ObjectIdentifier.init))
        XCTAssertNil(b.superlayer)
        XCTAssertNil(other.sublayers)
        c.removeFromSuperlayer()
        parent.sublayers = nil
        XCTAssertNil(a.superlayer)
        XCTAssertNil(parent.sublayers)
    }

    func testFrameFollowsPositionAnchorAndBounds() {
        let layer = CALayer()
        layer.frame = CGRect(x: 10, y: 20, width: 100, height: 50)
        XCTAssertEqual(layer.position, CGPoint(x: 60, y: 45))
        XCTAssertEqual(layer.bounds, CGRect(x: 0, y: 0, width: 100, height: 50))
        layer.anchorPoint = .zero
        XCTAssertEqual(layer.position, CGPoint(x: 60, y: 45), "the position stays")
        XCTAssertEqual(layer.frame, CGRect(x: 60, y: 45, width: 100, height: 50))
        layer.transform = CATransform3DMakeScale(2, 3, 1)
        XCTAssertEqual(layer.frame, CGRect(x: 60, y: 45, width: 200, height: 150), "scaled about the anchor")
        let child = CALayer()
        child.frame = CGRect(x: 5, y: 5, width: 10, height: 10)
        layer.addSublayer(child)
        XCTAssertEqual(child.convert(CGPoint(x: 0, y: 0), to: layer), CGPoint(x: 5, y: 5))
    }

    func testViewLayerIsTheViewsOtherFace() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 40, height: 20))
        view.layer.position = CGPoint(x: 100, y: 100)
        XCTAssertEqual(view.center, CGPoint(x: 100, y: 100))
        view.layer.backgroundColor = UIColor.red.cgColor
        XCTAssertEqual(view.backgroundColor, .red)
        view.layer.isHidden = true
        XCTAssertTrue(view.isHidden)
        view.layer.transform = CATransform3DMakeRotation(.pi / 2, 0, 0, 1)
        XCTAssertEqual(view.transform.b, 1, accuracy: 1e-12)
        XCTAssertEqual(view.layer.frame, view.frame)
        XCTAssertEqual(view.layer.bounds, view.bounds)
    }

    func testTransform3DMatchesTheAffineTransforms() {
        let angle: CGFloat = 0.7
        let rotation = CATransform3DGetAffineTransform(CATransform3DMakeRotation(angle, 0, 0, 1))
        let affine = CGAffineTransform(rotationAngle: angle)
        for (x, y) in [(rotation.a, affine.a), (rotation.b, affine.b), (rotation.c, affine.c), (rotation.d, affine.d)] {
            XCTAssertEqual(x, y, accuracy: 1e-12)
        }
        // Rotate applies before the transform it is given, as CGAffineTransform's rotated(by:).
        let moved = CATransform3DRotate(CATransform3DMakeTranslation(10, 0, 0), angle, 0, 0, 1)
        let expected = CGAffineTransform(translationX: 10, y: 0).rotated(by: angle)
        let got = CATransform3DGetAffineTransform(moved)
        XCTAssertEqual(got.tx, expected.tx, accuracy: 1e-12)
        XCTAssertEqual(got.c, expected.c, accuracy: 1e-12)
        let t = CATransform3DScale(CATransform3DRotate(CATransform3DMakeTranslation(3, 4, 5), 1, 1, 2, 3), 2, 3, 4)
        let product = CATransform3DConcat(t, CATransform3DInvert(t))
        XCTAssertTrue(abs(product.m11 - 1) < 1e-12 && abs(product.m41) < 1e-12 && abs(product.m23) < 1e-12)
        XCTAssertTrue(CATransform3DIsAffine(CATransform3DMakeAffineTransform(affine)))
        var perspective = CATransform3DIdentity
        perspective.m34 = -1 / 500
        XCTAssertFalse(CATransform3DIsAffine(perspective))
        // A turn about y squashes horizontally by its cosine.
        XCTAssertEqual(CATransform3DGetAffineTransform(CATransform3DMakeRotation(.pi / 3, 0, 1, 0)).a, 0.5, accuracy: 1e-12)
    }

    func testImplicitAnimationTakesAQuarterSecondUnlessActionsAreDisabled() {
        let scene = makeTestScene()
        let layer = CALayer()
        scene.run {
            layer.frame = CGRect(x: 0, y: 0, width: 10, height: 10)
            scene.rootView.layer.addSublayer(layer)
            layer.position = CGPoint(x: 100, y: 5)
        }
        XCTAssertEqual(layer.presentation()?.position, CGPoint(x: 100, y: 5), "set in the tick it was added: no animation")
        scene.advance(by: 1.0 / 60)
        var completed: [TimeInterval] = []
        scene.run {
            CATransaction.begin()
            CATransaction.setCompletionBlock { completed.append(scene.time) }
            layer.position = CGPoint(x: 200, y: 5)
            CATransaction.commit()
        }
        XCTAssertEqual(layer.position.x, 200)
        XCTAssertEqual(layer.presentation()?.position.x, 100)
        scene.advance(by: 9.0 / 60)
        let middle = layer.presentation()!.position.x
        // Core Animation's default curve (0.25, 0.1), (0.25, 1), at 9 of the 15 ticks.
        XCTAssertEqual(middle, 100 + 100 * cubicY(atX: 0.6), accuracy: 1e-6)
        XCTAssertTrue(completed.isEmpty)
        scene.advance(by: 6.0 / 60)
        XCTAssertEqual(layer.presentation()?.position.x, 200)
        XCTAssertEqual(completed.count, 1)
        XCTAssertEqual(completed[0], 1.0 / 60 + 0.25, accuracy: 1e-9)

        scene.run {
            CATransaction.begin()
            CATransaction.setDisableActions(true)
            layer.position = CGPoint(x: 300, y: 5)
            CATransaction.commit()
        }
        XCTAssertEqual(layer.presentation()?.position.x, 300)
        // A view's own layer never animates implicitly.
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        scene.run { scene.rootView.addSubview(view) }
        scene.advance(by: 1.0 / 60)
        scene.run { view.layer.position = CGPoint(x: 50, y: 50) }
        XCTAssertEqual(view.presentation.center, CGPoint(x: 50, y: 50))
    }

    func testSetDisableActionsInTheImplicitTransactionLastsTheTick() {
        let scene = makeTestScene()
        let layer = CAShapeLayer()
        scene.run { scene.rootView.layer.addSublayer(layer) }
        scene.advance(by: 1.0 / 60)
        scene.run {
            CATransaction.setDisableActions(true)
            layer.strokeEnd = 0.5
        }
        XCTAssertEqual(layer.presentation()?.strokeEnd, 0.5)
        scene.advance(by: 1.0 / 60)
        scene.run { layer.strokeEnd = 1 }
        XCTAssertEqual(layer.presentation()!.strokeEnd, 0.5, accuracy: 1e-9, "a new tick: actions again")
    }

    func testBasicAnimationPlaysOverTheModelAndHoldsWithFillModeForwards() {
        final class Listener: CAAnimationDelegate {
            var stops: [Bool] = []
            func animationDidStop(_ anim: CAAnimation, finished flag: Bool) { stops.append(flag) }
        }
        let scene = makeTestScene()
        let layer = CAShapeLayer()
        let listener = Listener()
        scene.run {
            scene.rootView.layer.addSublayer(layer)
            let draw = CABasicAnimation(keyPath: "strokeEnd")
            draw.fromValue = 0
            draw.toValue = 1
            draw.duration = 1
            draw.fillMode = .forwards
            draw.isRemovedOnCompletion = false
            draw.delegate = listener
            layer.add(draw, forKey: "draw")
        }
        XCTAssertEqual(layer.animationKeys(), ["draw"])
        scene.advance(by: 0.5)
        XCTAssertEqual(layer.presentation()!.strokeEnd, 0.5, accuracy: 1e-9, "linear by default")
        XCTAssertEqual(layer.strokeEnd, 1, "the model is untouched")
        scene.advance(by: 0.6)
        XCTAssertEqual(layer.presentation()!.strokeEnd, 1, accuracy: 1e-9)
        XCTAssertEqual(listener.stops, [true])
        XCTAssertNotNil(layer.animation(forKey: "draw"), "kept: not removed on completion")

        // A view's layer spins with "transform.rotation.z".
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        scene.run {
            scene.rootView.addSubview(view)
            let spin = CABasicAnimation(keyPath: "transform.rotation.z")
            spin.toValue = CGFloat.pi
            spin.duration = 1
            view.layer.add(spin, forKey: nil)
        }
        scene.advance(by: 0.25)
        XCTAssertEqual(view.presentation.transform.rotationAngle, .pi / 4, accuracy: 1e-9)
        XCTAssertEqual(view.transform, .identity)
        scene.advance(by: 1)
        XCTAssertEqual(view.presentation.transform, .identity, "removed at the end")
    }

    /// y of the cubic Bézier (0.25, 0.1), (0.25, 1) where x is `x`, by bisection.
    private func cubicY(atX x: Double) -> Double {
        func coordinate(_ s: Double, _ p1: Double, _ p2: Double) -> Double {
            3 * (1 - s) * (1 - s) * s * p1 + 3 * (1 - s) * s * s * p2 + s * s * s
        }
        var (low, high) = (0.0, 1.0)
        for _ in 0..<80 {
            let middle = (low + high) / 2
            if coordinate(middle, 0.25, 0.25) < x { low = middle } else { high = middle }
        }
        return coordinate((low + high) / 2, 0.1, 1)
    }
}
