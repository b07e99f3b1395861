import DynamicsKit
import Foundation
import TestSupport
import XCTest

/// What public samples of batch 10 needed, each in a sample of our own: two pans on one view,
/// key-value coding of animations and layers, placeholders made with no arguments
/// (`Timer()`, `UIViewPropertyAnimator()`), every view's `contentMode`, the orientation
/// notification, alert text fields, and the notification and selection haptics.
final class CorpusBatch10Tests: XCTestCase {
    // MARK: Two recognizers on one view

    func testOfTwoPansOnOneViewTheOneAddedLastTakesTheTouch() {
        let scene = makeTestScene()
        let view = UIView(frame: CGRect(x: 100, y: 200, width: 100, height: 100))
        scene.rootView.addSubview(view)
        var first = 0, second = 0
        let storyboardPan = UIPanGestureRecognizer { _ in first += 1 }
        let codePan = UIPanGestureRecognizer { _ in second += 1 }
        view.addGestureRecognizer(storyboardPan)
        view.addGestureRecognizer(codePan)
        scene.drag(from: CGPoint(x: 150, y: 250), to: CGPoint(x: 250, y: 350), duration: 0.5, at: 0.5)
        scene.advance(to: 1.5)
        XCTAssertEqual(first, 0, "the pan added first fails")
        XCTAssertGreaterThan(second, 20, "the pan added last began, changed and ended")
        XCTAssertEqual(storyboardPan.state, .possible)

        // A recognizer on the hit view still comes before one on its superview, whatever the order added.
        var outer = 0
        scene.rootView.addGestureRecognizer(UIPanGestureRecognizer { _ in outer += 1 })
        scene.drag(from: CGPoint(x: 150, y: 250), to: CGPoint(x: 250, y: 350), duration: 0.5, at: 2)
        scene.advance(to: 3)
        XCTAssertEqual(outer, 0)
        XCTAssertGreaterThan(second, 40)
    }

    // MARK: Key-value coding

    func testAnAnimationKeepsAnyKeyAndItsCopyHasIt() {
        let scene = makeTestScene()
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        scene.rootView.addSubview(view)
        final class Listener: NSObject, CAAnimationDelegate {
            var tags: [String] = []
            func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {
                tags.append(anim.value(forKey: "tag") as? String ?? "none")
            }
        }
        let listener = Listener()
        let fade = CABasicAnimation(keyPath: "opacity")
        fade.setValue("fade", forKey: "tag")
        fade.setValue(0.5, forKey: "duration")
        fade.setValue(0.0, forKeyPath: "toValue")
        fade.delegate = listener
        XCTAssertEqual(fade.duration, 0.5, "a key that names a property sets it")
        XCTAssertEqual(fade.value(forKey: "toValue") as? Double, 0)
        XCTAssertEqual(fade.value(forKey: "tag") as? String, "fade")
        XCTAssertNil(fade.value(forKey: "other"))
        scene.run { view.layer.add(fade, forKey: "fade") }
        scene.advance(to: 1)
        XCTAssertEqual(listener.tags, ["fade"], "the delegate is handed the layer's copy, which keeps the tag")
        let transition = CATransition()
        transition.setValue(3, forKeyPath: "index")
        XCTAssertEqual(transition.value(forKeyPath: "index") as? Int, 3)
    }

    func testALayerSetsItsPropertiesByKeyPath() {
        let layer = CALayer()
        layer.bounds = CGRect(x: 0, y: 0, width: 40, height: 20)
        layer.setValue(CGFloat.pi / 2, forKeyPath: "transform.rotation.z")
        let turned = layer.affineTransform()
        XCTAssertEqual(Double(turned.b), 1, accuracy: 1e-12)
        XCTAssertEqual(Double(turned.a), 0, accuracy: 1e-12)
        XCTAssertEqual(Double(layer.value(forKeyPath: "transform.rotation.z") as? CGFloat ?? 0), .pi / 2, accuracy: 1e-12)
        layer.setValue(2, forKeyPath: "transform.scale")
        XCTAssertEqual(Double(layer.value(forKeyPath: "transform.scale") as? CGFloat ?? 0), 2, accuracy: 1e-12)
        layer.setValue(0.25, forKey: "opacity")
        XCTAssertEqual(layer.opacity, 0.25)
        layer.setValue(CGPoint(x: 7, y: 9), forKey: "position")
        XCTAssertEqual(layer.position, CGPoint(x: 7, y: 9))
        XCTAssertEqual(layer.value(forKey: "position") as? CGPoint, CGPoint(x: 7, y: 9))
        layer.setValue("card", forKey: "name")
        XCTAssertEqual(layer.name, "card")
        layer.setValue(42, forKey: "cardIndex")
        XCTAssertEqual(layer.value(forKey: "cardIndex") as? Int, 42, "any other key is kept")
    }

    // MARK: Placeholders and small members

    func testPlaceholdersMadeWithNoArguments() {
        let timer = SceneTimer()  // what a scene's `Timer()` is
        XCTAssertFalse(timer.isValid, "never scheduled, never fires")
        timer.invalidate()
        let animator = UIViewPropertyAnimator()
        XCTAssertEqual(animator.duration, 0)
        XCTAssertEqual(animator.state, .inactive)
    }

    func testEveryViewHasAContentMode() {
        let view = UIView()
        XCTAssertEqual(view.contentMode, .scaleToFill)
        view.contentMode = .redraw
        XCTAssertEqual(view.contentMode, .redraw)
        let image = UIImageView()
        image.contentMode = .center
        XCTAssertEqual((image as UIView).contentMode, .center)
        XCTAssertEqual(UIDevice.orientationDidChangeNotification.rawValue, "UIDeviceOrientationDidChangeNotification")
    }

    // MARK: Alert text fields

    func testAnAlertStacksItsTextFieldsBetweenTheMessageAndTheButtons() throws {
        let scene = makeTestScene()
        let presenter = UIViewController()
        scene.rootViewController = presenter
        let alert = UIAlertController(title: "Name", message: "Who are you?", preferredStyle: .alert)
        XCTAssertNil(alert.textFields)
        alert.addTextField { $0.placeholder = "first" }
        alert.addTextField { $0.text = "second"; $0.isSecureTextEntry = true }
        alert.addAction(UIAlertAction(title: "OK", style: .default))
        scene.run { presenter.present(alert, animated: true) }
        scene.advance(to: 0.6)
        let fields = try XCTUnwrap(alert.textFields)
        XCTAssertEqual(fields.map(\.placeholder), ["first", nil])
        XCTAssertEqual(fields[1].text, "second")
        let hairline = 1 / UIScreen.main.scale
        XCTAssertEqual(fields[0].frame.width, 270 - 32)
        XCTAssertEqual(fields[0].frame.height, 24)
        XCTAssertEqual(fields[1].frame.minY, fields[0].frame.maxY - hairline, "the rows share a border")
        let panel = try XCTUnwrap(fields[0].superview)
        let button = try XCTUnwrap(panel.subviews.last { $0.frame.height == 44 })
        XCTAssertEqual(button.frame.minY, fields[1].frame.maxY + 16, "16 pt above the buttons")
        XCTAssertGreaterThan(fields[0].frame.minY, 19 + 17, "below the title and message")
    }

    // MARK: Haptics

    func testNotificationAndSelectionHapticsRipple() {
        let scene = makeTestScene()
        let rings = { scene.rootView.subviews.filter { $0.layer.borderWidth > 0 && !$0.isUserInteractionEnabled }.count }
        scene.at(0.2) { UINotificationFeedbackGenerator().notificationOccurred(.success) }
        scene.at(1) { UISelectionFeedbackGenerator().selectionChanged() }
        scene.advance(to: 0.3)
        XCTAssertEqual(rings(), 2, "a ripple is two rings")
        scene.advance(to: 0.9)
        XCTAssertEqual(rings(), 0, "gone after 0.3 s")
        scene.advance(to: 1.1)
        XCTAssertEqual(rings(), 2)
    }
}
