import DynamicsKit
import Foundation
import TestSupport
import XCTest

/// Key-value observing of views: what UIKit Dynamics Catalog's decoration view does to follow
/// the views an animator moves.
final class KeyValueObservingTests: XCTestCase {
    func testAViewHearsEveryCenterAGravityBehaviorWrites() {
        let stage = TestStage()
        let square = stage.addView(size: CGSize(width: 50, height: 50), center: CGPoint(x: 100, y: 100))
        let observer = ObservingView()
        stage.root.addSubview(observer)
        square.addObserver(observer, forKeyPath: "center", options: [.initial, .new, .old], context: nil)
        XCTAssertEqual(observer.changes.count, 1, ".initial sends one at once")
        XCTAssertEqual(observer.changes[0].new, CGPoint(x: 100, y: 100))
        XCTAssertNil(observer.changes[0].old)

        stage.add(UIGravityBehavior(items: [square]))
        stage.run(for: 0.5)
        // One change a tick, as the animator writes the centre after each tick.
        XCTAssertEqual(observer.changes.count, 1 + 30)
        XCTAssertTrue(observer.changes.allSatisfy { $0.keyPath == "center" && $0.object === square && $0.kind == 1 })
        for index in 1..<observer.changes.count {
            XCTAssertEqual(observer.changes[index].old, observer.changes[index - 1].new, "change \(index)")
        }
        let last = try! XCTUnwrap(observer.changes.last?.new)
        XCTAssertEqual(last, square.center)
        XCTAssertEqual(last.x, 100)
        // Half a second of 1000 pt/s² from rest: about 125 pt down.
        XCTAssertEqual(last.y - 100, 125, accuracy: 6)

        square.removeObserver(observer, forKeyPath: "center")
        stage.run(for: 0.1)
        XCTAssertEqual(observer.changes.count, 31)
    }

    func testAViewControllerObservesItsViewAndOptionsShapeTheChange() {
        let scene = makeTestScene()
        let controller = ObservingViewController()
        scene.rootViewController = controller
        var context = 7
        withUnsafeMutablePointer(to: &context) { pointer in
            controller.view.addObserver(controller, forKeyPath: "alpha", options: [.new], context: pointer)
            controller.view.addObserver(controller, forKeyPath: "frame", options: [.old, .new], context: nil)
            controller.view.alpha = 0.5
            XCTAssertEqual(controller.changes.count, 1)
            XCTAssertEqual(controller.changes[0].keyPath, "alpha")
            XCTAssertEqual(controller.changes[0].new as? CGFloat, 0.5)
            XCTAssertNil(controller.changes[0].old, "no .old asked for")
            XCTAssertEqual(controller.changes[0].context, UnsafeMutableRawPointer(pointer))

            // Moving the centre moves the frame.
            controller.view.center.x += 10
            XCTAssertEqual(controller.changes.count, 2)
            XCTAssertEqual(controller.changes[1].old as? CGRect, CGRect(x: 0, y: 0, width: 375, height: 667))
            XCTAssertEqual(controller.changes[1].new as? CGRect, CGRect(x: 10, y: 0, width: 375, height: 667))
            controller.view.removeObserver(controller, forKeyPath: "alpha", context: pointer)
            controller.view.alpha = 1
            XCTAssertEqual(controller.changes.count, 2)
        }
    }

    func testObserversAreToldInTheOrderTheyWereAddedAndNotRetained() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        var order: [String] = []
        let first = ObservingView(), second = ObservingView()
        first.onChange = { order.append("first") }
        second.onChange = { order.append("second") }
        view.addObserver(second, forKeyPath: "transform", options: [], context: nil)
        view.addObserver(first, forKeyPath: "transform", options: [], context: nil)
        view.transform = CGAffineTransform(rotationAngle: 0.5)
        XCTAssertEqual(order, ["second", "first"])
        XCTAssertTrue(first.changes.first?.new == nil, "no .new asked for")

        weak var gone: ObservingView?
        do {
            let temporary = ObservingView()
            gone = temporary
            view.addObserver(temporary, forKeyPath: "backgroundColor", options: [.new], context: nil)
        }
        XCTAssertNil(gone)
        view.backgroundColor = .red  // the observer is gone: nothing to tell, nothing traps
    }
}

private struct Change {
    let keyPath: String?
    let object: AnyObject?
    let kind: UInt?
    let newValue: Any?
    let oldValue: Any?
    let context: UnsafeMutableRawPointer?

    var new: CGPoint? { newValue as? CGPoint }
    var old: CGPoint? { oldValue as? CGPoint }

    init(_ keyPath: String?, _ object: Any?, _ change: [NSKeyValueChangeKey: Any]?, _ context: UnsafeMutableRawPointer?) {
        self.keyPath = keyPath
        self.object = object as AnyObject?
        kind = change?[.kindKey] as? UInt
        newValue = change?[.newKey]
        oldValue = change?[.oldKey]
        self.context = context
    }
}

/// A view subclass that overrides `observeValue`, as the catalog's decoration view does.
private final class ObservingView: UIView {
    var changes: [Change] = []
    var onChange: () -> Void = {}

    override func observeValue(
        forKeyPath keyPath: String?, of object: Any?, change: [NSKeyValueChangeKey: Any]?, context: UnsafeMutableRawPointer?
    ) {
        changes.append(Change(keyPath, object, change, context))
        onChange()
    }
}

private final class ObservingViewController: UIViewController {
    var changes: [(keyPath: String?, new: Any?, old: Any?, context: UnsafeMutableRawPointer?)] = []

    override func observeValue(
        forKeyPath keyPath: String?, of object: Any?, change: [NSKeyValueChangeKey: Any]?, context: UnsafeMutableRawPointer?
    ) {
        changes.append((keyPath, change?[.newKey], change?[.oldKey], context))
    }
}
