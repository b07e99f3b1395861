import DynamicsKit
import Foundation
import TestSupport
import XCTest

/// Who was told what, in order, across views and controllers.
final class CallLog {
    var calls: [String] = []
}

final class LifecycleView: UIView {
    var name = ""
    var callLog: CallLog?

    private func note(_ call: String) { callLog?.calls.append("\(name).\(call)") }

    override func willMove(toSuperview newSuperview: UIView?) { note("willMove(toSuperview: \(newSuperview == nil ? "nil" : "view"))") }
    override func didMoveToSuperview() { note("didMoveToSuperview") }
    override func willMove(toWindow newWindow: UIWindow?) { note("willMove(toWindow: \(newWindow == nil ? "nil" : "window"))") }
    override func didMoveToWindow() { note("didMoveToWindow \(window == nil ? "off" : "on")") }
    override func didAddSubview(_ subview: UIView) { note("didAddSubview") }
    override func willRemoveSubview(_ subview: UIView) { note("willRemoveSubview") }
    override func layoutSubviews() { note("layoutSubviews") }
}

final class LifecycleController: UIViewController {
    let callLog: CallLog

    init(callLog: CallLog) {
        self.callLog = callLog
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { fatalError("not from a storyboard") }

    override func loadView() {
        callLog.calls.append("loadView")
        let root = LifecycleView(frame: .zero)
        root.name = "root"
        root.callLog = callLog
        view = root
    }

    override func viewDidLoad() { callLog.calls.append("viewDidLoad") }
    override func viewWillAppear(_ animated: Bool) { callLog.calls.append("viewWillAppear") }
    override func viewWillLayoutSubviews() { callLog.calls.append("viewWillLayoutSubviews") }
    override func viewDidLayoutSubviews() { callLog.calls.append("viewDidLayoutSubviews") }
    override func viewDidAppear(_ animated: Bool) { callLog.calls.append("viewDidAppear") }
    override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) { callLog.calls.append("traitCollectionDidChange") }
    override var prefersStatusBarHidden: Bool { true }
    override var preferredStatusBarStyle: UIStatusBarStyle { .lightContent }
    override var supportedInterfaceOrientations: UIInterfaceOrientationMask { .portrait }
}

/// The callbacks of views and view controllers, in UIKit's order.
final class LifecycleTests: XCTestCase {
    /// UIKit's `loadView` makes "a plain UIView": no background colour, so what is behind a
    /// code-made controller's view shows through it (a pager's colour between its pages).
    func testADefaultViewHasNoBackgroundColour() {
        let scene = makeTestScene()
        let view = scene.run { UIViewController().view! }
        XCTAssertNil(view.backgroundColor)
        XCTAssertEqual(view.frame, scene.rootView.bounds)
    }

    func testAViewMovingOnAndOffTheScreenIsToldInUIKitsOrder() {
        let scene = makeTestScene()
        let log = CallLog()
        let parent = LifecycleView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let child = LifecycleView(frame: CGRect(x: 10, y: 10, width: 50, height: 50))
        let grandchild = LifecycleView(frame: CGRect(x: 5, y: 5, width: 10, height: 10))
        (parent.name, child.name, grandchild.name) = ("parent", "child", "grandchild")
        for view in [parent, child, grandchild] { view.callLog = log }

        // Off screen: only superviews change.
        child.addSubview(grandchild)
        parent.addSubview(child)
        XCTAssertEqual(log.calls, [
            "grandchild.willMove(toSuperview: view)", "grandchild.didMoveToSuperview", "child.didAddSubview",
            "child.willMove(toSuperview: view)", "child.didMoveToSuperview", "parent.didAddSubview",
        ])
        XCTAssertNil(child.window)

        // On screen: the window callbacks reach every subview, parents first.
        log.calls = []
        scene.rootView.addSubview(parent)
        XCTAssertEqual(log.calls, [
            "parent.willMove(toSuperview: view)",
            "parent.willMove(toWindow: window)", "child.willMove(toWindow: window)", "grandchild.willMove(toWindow: window)",
            "parent.didMoveToWindow on", "child.didMoveToWindow on", "grandchild.didMoveToWindow on",
            "parent.didMoveToSuperview",
        ])
        XCTAssertTrue(grandchild.window === scene.rootView)

        // Moving within the screen changes no window.
        log.calls = []
        let other = UIView(frame: CGRect(x: 0, y: 300, width: 100, height: 100))
        scene.rootView.addSubview(other)
        other.addSubview(child)
        XCTAssertEqual(log.calls, ["child.willMove(toSuperview: view)", "parent.willRemoveSubview", "child.didMoveToSuperview"])

        // Off the screen again.
        log.calls = []
        child.removeFromSuperview()
        XCTAssertEqual(log.calls, [
            "child.willMove(toSuperview: nil)", "child.willMove(toWindow: nil)", "grandchild.willMove(toWindow: nil)",
            "child.didMoveToWindow off", "grandchild.didMoveToWindow off", "child.didMoveToSuperview",
        ])
    }

    func testAControllersViewAppearsInUIKitsOrder() {
        let scene = makeTestScene()
        let log = CallLog()
        let controller = LifecycleController(callLog: log)
        scene.rootViewController = controller
        XCTAssertEqual(log.calls, [
            "loadView", "viewDidLoad", "viewWillAppear",
            "root.willMove(toSuperview: view)", "root.willMove(toWindow: window)", "root.didMoveToWindow on", "root.didMoveToSuperview",
            "viewWillLayoutSubviews", "root.layoutSubviews", "viewDidLayoutSubviews",
            "viewDidAppear",
        ])
        scene.advance(by: 1)
        XCTAssertFalse(log.calls.contains("traitCollectionDidChange"), "the screen's traits never change")
        XCTAssertTrue(controller.prefersStatusBarHidden)
        XCTAssertEqual(controller.preferredStatusBarStyle, .lightContent)
        XCTAssertEqual(controller.supportedInterfaceOrientations, .portrait)
        XCTAssertEqual(controller.traitCollection.userInterfaceStyle, .light)
        XCTAssertEqual(controller.view.traitCollection.horizontalSizeClass, .compact)
    }

    /// A root view made at another size (a storyboard's 320 × 568) is the screen's size by
    /// `viewWillAppear`, as UIWindow sizes its root view before adding it.
    func testARootViewIsTheScreensSizeByViewWillAppear() {
        final class StoryboardSized: UIViewController {
            var sizes: [String: CGSize] = [:]
            override func loadView() { view = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 568)) }
            override func viewDidLoad() { sizes["viewDidLoad"] = view.bounds.size }
            override func viewWillAppear(_ animated: Bool) { sizes["viewWillAppear"] = view.bounds.size }
        }
        let scene = makeTestScene()
        let controller = StoryboardSized()
        scene.rootViewController = controller
        XCTAssertEqual(controller.sizes["viewDidLoad"], CGSize(width: 320, height: 568), "as loaded")
        XCTAssertEqual(controller.sizes["viewWillAppear"], scene.rootView.bounds.size)
    }

    func testViewsAndControllersAreResponders() {
        let view: NSObject = UIView()
        XCTAssertTrue(view is UIResponder)
        XCTAssertTrue((UIViewController() as NSObject) is UIResponder)
        XCTAssertTrue((UIApplication.shared as NSObject) is UIResponder)
        let a = UIView(), b = UIView()
        XCTAssertEqual(a, a)
        XCTAssertNotEqual(a, b, "NSObject's isEqual: the same object")
        XCTAssertEqual([a, b].firstIndex(of: b), 1)
        XCTAssertEqual(Set([a, b, a]).count, 2)
    }
}
