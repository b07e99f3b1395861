import DynamicsKit
import Foundation
import TestSupport
import XCTest

/// UINavigationController: the stack, the slide of a push and a pop on the scene's clock, the
/// appearance callbacks, the bar, the children's safe area, and bar button items' actions.
final class NavigationControllerTests: XCTestCase {
    private func makeNavigation(_ scene: Scene, root: UIViewController) -> UINavigationController {
        let navigation = UINavigationController(rootViewController: root)
        scene.rootViewController = navigation
        return navigation
    }

    func testAnAnimatedPushSlidesInFromTheRightOverAThirdOfASecond() {
        let scene = makeTestScene()
        let first = UIViewController(), second = UIViewController()
        let navigation = makeNavigation(scene, root: first)
        scene.run { navigation.pushViewController(second, animated: true) }
        // The stack changes at once; the views slide.
        XCTAssertTrue(navigation.topViewController === second)
        XCTAssertEqual(navigation.viewControllers.count, 2)

        var pushed: [CGFloat] = [], below: [CGFloat] = []
        for _ in 0..<21 {
            scene.advance(by: 1.0 / 60)
            pushed.append(second.view.presentation.center.x)
            below.append(first.view.presentation.center.x)
        }
        // Ease in and out (Core Animation's 0.42, 0, 0.58, 1) over 21 ticks, from 375 pt to the
        // right to the centre; the view below goes to a third of the width to the left.
        for tick in 1...21 {
            let eased = CGFloat(easeInOut(Double(tick) / 21))
            XCTAssertEqual(pushed[tick - 1], 187.5 + 375 * (1 - eased), accuracy: 0.01, "tick \(tick)")
            if tick < 21 { XCTAssertEqual(below[tick - 1], 187.5 - 112.5 * eased, accuracy: 0.01, "tick \(tick)") }
        }
        XCTAssertEqual(pushed[9], 390.37, accuracy: 0.01, "after 10 ticks the view has come 46 % of the way")
        XCTAssertEqual(pushed.last, 187.5)
        // Once the slide ends (its last tick) the view below leaves the hierarchy, back at its place.
        XCTAssertNil(first.view.superview)
        XCTAssertEqual(first.view.center.x, 187.5)
        XCTAssertTrue(second.view.superview === navigation.view)
    }

    /// The outgoing view slides a third of the screen off its left edge, the incoming one comes
    /// in from beyond the right: content pinned to their safe areas stays where it is in each
    /// (UIKit keeps a view controller's view's insets while a transition moves it). Before,
    /// the outgoing view's left inset grew to 112.5 pt and a stack pinned 64 pt inside both
    /// edges broke a constraint and shrank its buttons to "…".
    func testTheSafeAreaStaysPutWhileThePushSlidesTheViews() {
        let scene = makeTestScene()
        let first = UIViewController(), second = UIViewController()
        let navigation = makeNavigation(scene, root: first)
        func pin(in controller: UIViewController) -> UIView {
            let content = UIView()
            content.translatesAutoresizingMaskIntoConstraints = false
            controller.view.addSubview(content)
            let guide = controller.view.safeAreaLayoutGuide
            NSLayoutConstraint.activate([
                content.leadingAnchor.constraint(equalTo: guide.leadingAnchor, constant: 64),
                content.trailingAnchor.constraint(equalTo: guide.trailingAnchor, constant: -64),
                content.topAnchor.constraint(equalTo: guide.topAnchor), content.heightAnchor.constraint(equalToConstant: 40),
            ])
            return content
        }
        var outgoing = UIView(), incoming = UIView()
        scene.run { outgoing = pin(in: first) }
        XCTAssertEqual(outgoing.frame, CGRect(x: 64, y: 64, width: 247, height: 40))
        scene.run {
            incoming = pin(in: second)
            navigation.pushViewController(second, animated: true)
        }
        for tick in 1...20 {
            scene.advance(by: 1.0 / 60)
            XCTAssertEqual(first.view.safeAreaInsets, UIEdgeInsets(top: 64, left: 0, bottom: 0, right: 0), "tick \(tick)")
            XCTAssertEqual(outgoing.frame, CGRect(x: 64, y: 64, width: 247, height: 40), "tick \(tick)")
            XCTAssertEqual(incoming.frame, CGRect(x: 64, y: 64, width: 247, height: 40), "tick \(tick)")
        }
        XCTAssertLessThan(first.view.presentation.center.x, 187.5 - 100, "the outgoing view has slid")
        scene.advance(by: 0.2)
        XCTAssertNil(first.view.superview, "the push is over")
        XCTAssertEqual(incoming.frame, CGRect(x: 64, y: 64, width: 247, height: 40))
        // And back: the pop slides the other way.
        scene.run { _ = navigation.popViewController(animated: true) }
        for tick in 1...20 {
            scene.advance(by: 1.0 / 60)
            XCTAssertEqual(outgoing.frame, CGRect(x: 64, y: 64, width: 247, height: 40), "pop, tick \(tick)")
            XCTAssertEqual(incoming.frame, CGRect(x: 64, y: 64, width: 247, height: 40), "pop, tick \(tick)")
        }
    }

    func testAPushWithoutAnimationIsImmediate() {
        let scene = makeTestScene()
        let first = UIViewController(), second = UIViewController()
        let navigation = makeNavigation(scene, root: first)
        scene.run { navigation.pushViewController(second, animated: false) }
        XCTAssertEqual(second.view.presentation.center.x, 187.5)
        XCTAssertNil(first.view.superview)
        XCTAssertEqual(second.view.frame, CGRect(origin: .zero, size: .phone))
    }

    func testPushAndPopCallTheAppearanceMethodsInUIKitsOrder() {
        let scene = makeTestScene()
        let first = RecordingViewController(name: "A"), second = RecordingViewController(name: "B")
        second.log = first.log
        let navigation = makeNavigation(scene, root: first)
        XCTAssertTrue(first.log.entries.contains("A viewDidAppear"))
        first.log.entries = []

        scene.run { navigation.pushViewController(second, animated: true) }
        XCTAssertEqual(Array(first.log.entries.prefix(4)), [
            "B willMove(toParent: UINavigationController)", "B loadView", "B viewDidLoad", "A viewWillDisappear",
        ])
        XCTAssertEqual(first.log.entries.filter { !$0.contains("Layout") }.count, 5)
        scene.advance(by: 0.4)
        XCTAssertEqual(first.log.entries.filter { !$0.contains("Layout") }, [
            "B willMove(toParent: UINavigationController)", "B loadView", "B viewDidLoad", "A viewWillDisappear",
            "B viewWillAppear", "A viewDidDisappear", "B viewDidAppear", "B didMove(toParent: UINavigationController)",
        ])

        first.log.entries = []
        var popped: UIViewController?
        scene.run { popped = navigation.popViewController(animated: true) }
        XCTAssertTrue(popped === second)
        XCTAssertTrue(navigation.topViewController === first)
        XCTAssertTrue(second.parent === navigation, "a popped view controller stays a child until its slide ends")
        // The pop slides the top view out to the right and the one below in from the left.
        scene.advance(by: 10.0 / 60)
        XCTAssertEqual(second.view.presentation.center.x, 187.5 + 375 * CGFloat(easeInOut(10.0 / 21)), accuracy: 0.01)
        XCTAssertEqual(first.view.presentation.center.x, 187.5 - 112.5 * CGFloat(1 - easeInOut(10.0 / 21)), accuracy: 0.01)
        scene.advance(by: 0.3)
        XCTAssertEqual(first.log.entries.filter { !$0.contains("Layout") }, [
            "B willMove(toParent: nil)", "B viewWillDisappear", "A viewWillAppear", "B viewDidDisappear", "A viewDidAppear",
            "B didMove(toParent: nil)",
        ])
        XCTAssertNil(second.parent)
        XCTAssertNil(second.view.superview)
        XCTAssertEqual(first.view.frame, CGRect(origin: .zero, size: .phone))
    }

    func testPopToRootAndSetViewControllers() {
        let scene = makeTestScene()
        let a = UIViewController(), b = UIViewController(), c = UIViewController()
        let navigation = makeNavigation(scene, root: a)
        scene.run {
            navigation.pushViewController(b, animated: false)
            navigation.pushViewController(c, animated: false)
        }
        XCTAssertEqual(navigation.viewControllers.count, 3)
        XCTAssertTrue(c.navigationController === navigation)
        var popped: [UIViewController]?
        scene.run { popped = navigation.popToRootViewController(animated: false) }
        XCTAssertEqual(popped?.count, 2)
        XCTAssertTrue(popped?.first === b && popped?.last === c)
        XCTAssertEqual(navigation.viewControllers.count, 1)
        XCTAssertNil(c.navigationController)
        XCTAssertNil(navigation.popViewController(animated: false), "the root is never popped")

        scene.run { navigation.setViewControllers([c, b], animated: false) }
        XCTAssertTrue(navigation.viewControllers == [c, b])
        XCTAssertNil(a.parent)
        XCTAssertNil(a.view.superview)
        XCTAssertTrue(b.view.superview === navigation.view)
        XCTAssertEqual(navigation.navigationBar.items?.count, 2)
    }

    func testChildrenExtendUnderTheBarAndTheirSafeAreaIncludesIt() {
        let scene = makeTestScene()
        let root = UIViewController()
        let navigation = makeNavigation(scene, root: root)
        XCTAssertEqual(navigation.navigationBar.frame, CGRect(x: 0, y: 20, width: 375, height: 44))
        XCTAssertEqual(root.view.frame, CGRect(origin: .zero, size: .phone))
        XCTAssertEqual(root.view.safeAreaInsets.top, 20 + 44)
        XCTAssertEqual(root.view.safeAreaInsets.bottom, 0)
        // A view pinned to the safe area guide starts below the bar.
        let content = UIView()
        content.translatesAutoresizingMaskIntoConstraints = false
        scene.run {
            root.view.addSubview(content)
            NSLayoutConstraint.activate([
                content.topAnchor.constraint(equalTo: root.view.safeAreaLayoutGuide.topAnchor),
                content.leadingAnchor.constraint(equalTo: root.view.leadingAnchor),
                content.widthAnchor.constraint(equalToConstant: 100), content.heightAnchor.constraint(equalToConstant: 100),
            ])
        }
        XCTAssertEqual(content.frame.minY, 64)

        scene.run { navigation.setNavigationBarHidden(true, animated: false) }
        XCTAssertTrue(navigation.isNavigationBarHidden)
        XCTAssertEqual(root.view.safeAreaInsets.top, 20)
        XCTAssertEqual(content.frame.minY, 20)
    }

    func testTheBarShowsTheTopItemAndABackButtonThatPops() {
        let scene = makeTestScene()
        let first = UIViewController(), second = UIViewController()
        first.title = "Balls"
        second.navigationItem.title = "Gravity"
        let navigation = makeNavigation(scene, root: first)
        XCTAssertEqual(first.navigationItem.title, "Balls")
        XCTAssertNotNil(scene.visibleView(titled: "Balls"))
        scene.run { navigation.pushViewController(second, animated: false) }
        XCTAssertTrue(navigation.navigationBar.topItem === second.navigationItem)
        XCTAssertTrue(navigation.navigationBar.backItem === first.navigationItem)
        let title = scene.visibleView(titled: "Gravity")
        let back = scene.visibleView(titled: "Balls")
        XCTAssertNotNil(title)
        XCTAssertEqual(title.map(scene.screenCenter(of:))?.x ?? 0, 187.5, accuracy: 1, "the title is centred")
        let backCenter = try! XCTUnwrap(back.map(scene.screenCenter(of:)))
        XCTAssertLessThan(backCenter.x, 100)
        XCTAssertEqual(backCenter.y, 42, accuracy: 1)

        // Changing the title redraws the bar.
        scene.run { second.navigationItem.title = "Fields" }
        XCTAssertNotNil(scene.visibleView(titled: "Fields"))

        scene.tap(at: backCenter, at: 0.5)
        scene.advance(to: 1.2)
        XCTAssertTrue(navigation.topViewController === first)
        XCTAssertEqual(navigation.viewControllers.count, 1)
        XCTAssertNil(navigation.navigationBar.backItem)
    }

    /// A previous title too long to sit beside the centred title becomes "Back", and with a
    /// title too wide for even that, the chevron stands alone, as UIKit shortens it;
    /// `backButtonDisplayMode` starts lower.
    func testALongBackTitleBecomesBackThenTheChevronAlone() {
        let scene = makeTestScene()
        let first = UIViewController()
        first.title = "A Very Long List Of Dynamic Behaviors"
        let navigation = makeNavigation(scene, root: first)
        func backTitle(pushing title: String) -> String? {
            let next = UIViewController()
            next.navigationItem.title = title
            scene.run { navigation.pushViewController(next, animated: false) }
            let labels = navigation.navigationBar.subviews.flatMap(\.subviews).compactMap { $0 as? UILabel }
            let shown = labels.first { $0.text != title && !$0.isHidden }?.text
            scene.run { _ = navigation.popViewController(animated: false) }
            return shown
        }
        XCTAssertEqual(backTitle(pushing: "Gravity"), "Back", "the long title would run into the centred one")
        XCTAssertNil(backTitle(pushing: "A centred title this wide leaves no room"), "the chevron alone")
        first.title = "Balls"
        XCTAssertEqual(backTitle(pushing: "Gravity"), "Balls", "room for the title itself")
        first.navigationItem.backButtonDisplayMode = .generic
        XCTAssertEqual(backTitle(pushing: "Gravity"), "Back")
        first.navigationItem.backButtonDisplayMode = .minimal
        XCTAssertNil(backTitle(pushing: "Gravity"))
    }

    func testTappingABarButtonItemSendsItsActionWithTheItem() {
        let scene = makeTestScene()
        let root = ActionViewController()
        let navigation = makeNavigation(scene, root: root)
        let item = try! XCTUnwrap(root.navigationItem.rightBarButtonItem)
        let add = try! XCTUnwrap(scene.visibleView(titled: "+"))
        let center = scene.screenCenter(of: add)
        XCTAssertEqual(center.y, 42, accuracy: 1)
        XCTAssertGreaterThan(center.x, 330)
        scene.tap(at: center, at: 0.2)
        scene.advance(to: 0.4)
        XCTAssertEqual(root.senders.count, 1)
        XCTAssertTrue(root.senders.first === item)
        // The action pushes; a disabled item sends nothing.
        XCTAssertEqual(navigation.viewControllers.count, 2)
        scene.advance(to: 1)
        scene.run { _ = navigation.popViewController(animated: false) }
        scene.run { item.isEnabled = false }
        scene.tap(at: center, at: 1.2)
        scene.advance(to: 1.5)
        XCTAssertEqual(root.senders.count, 1)
    }

    func testSystemItemsTitlesAndShow() {
        XCTAssertEqual(UIBarButtonItem.SystemItem.close.rawValue, 24)
        XCTAssertEqual(UIBarButtonItem.SystemItem.refresh.rawValue, 13)
        let scene = makeTestScene()
        let root = UIViewController(), shown = UIViewController()
        root.navigationItem.leftBarButtonItem = UIBarButtonItem(barButtonSystemItem: .cancel, target: nil, action: nil)
        root.navigationItem.rightBarButtonItems = [
            UIBarButtonItem(barButtonSystemItem: .done, target: nil, action: nil),
            UIBarButtonItem(title: "Edit", style: .plain, target: nil, action: nil),
        ]
        let navigation = makeNavigation(scene, root: root)
        let cancel = try! XCTUnwrap(scene.visibleView(titled: "Cancel").map(scene.screenCenter(of:)))
        let done = try! XCTUnwrap(scene.visibleView(titled: "Done").map(scene.screenCenter(of:)))
        let edit = try! XCTUnwrap(scene.visibleView(titled: "Edit").map(scene.screenCenter(of:)))
        XCTAssertLessThan(cancel.x, 60)
        XCTAssertGreaterThan(done.x, edit.x, "the first right item is the rightmost")
        scene.run { root.show(shown, sender: nil) }
        XCTAssertTrue(navigation.topViewController === shown)
    }
}

/// A root whose right bar button item records its sender and pushes.
private final class ActionViewController: UIViewController {
    var senders: [UIBarButtonItem] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        navigationItem.rightBarButtonItem = UIBarButtonItem(
            barButtonSystemItem: .add, target: self, action: Selector(ActionViewController.add(_:)))
    }

    func add(_ sender: UIBarButtonItem) {
        senders.append(sender)
        navigationController?.pushViewController(UIViewController(), animated: true)
    }
}

/// Core Animation's ease-in-ease-out timing function (control points 0.42, 0 and 0.58, 1), by
/// bisection on x: the reference the slide is measured against.
func easeInOut(_ x: Double) -> Double {
    func bezier(_ t: Double, _ p1: Double, _ p2: Double) -> Double {
        3 * (1 - t) * (1 - t) * t * p1 + 3 * (1 - t) * t * t * p2 + t * t * t
    }
    var low = 0.0, high = 1.0
    for _ in 0..<60 {
        let mid = (low + high) / 2
        if bezier(mid, 0.42, 0.58) < x { low = mid } else { high = mid }
    }
    return bezier((low + high) / 2, 0, 1)
}

/// `edgesForExtendedLayout` and opaque bars: a view reaches under the navigation bar by default;
/// without `.top`, or under an opaque bar, it starts below the bar, its safe area no longer
/// counting the bar.
final class ExtendedLayoutTests: XCTestCase {
    func testAViewStartsBelowTheBarItDoesNotExtendUnder() {
        let scene = makeTestScene()
        let under = UIViewController(), below = UIViewController()
        below.edgesForExtendedLayout = []
        let navigation = UINavigationController(rootViewController: under)
        scene.rootViewController = navigation
        scene.advance(by: 1.0 / 60)
        let bar = navigation.navigationBar.frame
        XCTAssertGreaterThan(bar.maxY, 60)
        XCTAssertEqual(under.view.frame, navigation.view.bounds, "under the translucent bar, by default")
        XCTAssertEqual(under.view.safeAreaInsets.top, bar.maxY, accuracy: 0.01)

        scene.run { navigation.pushViewController(below, animated: false) }
        scene.advance(by: 1.0 / 60)
        XCTAssertEqual(below.view.frame.minY, bar.maxY, accuracy: 0.01)
        XCTAssertEqual(below.view.frame.maxY, navigation.view.bounds.maxY, accuracy: 0.01)
        XCTAssertEqual(below.view.safeAreaInsets.top, 0, accuracy: 0.01, "the bar is above it")

        // An opaque bar: the view starts below it unless it extends under opaque bars too.
        scene.run {
            navigation.popViewController(animated: false)
            navigation.navigationBar.isTranslucent = false
        }
        scene.advance(by: 1.0 / 60)
        XCTAssertEqual(under.view.frame.minY, bar.maxY, accuracy: 0.01)
        scene.run { under.extendedLayoutIncludesOpaqueBars = true }
        scene.advance(by: 1.0 / 60)
        XCTAssertEqual(under.view.frame.minY, 0, accuracy: 0.01)
        XCTAssertEqual(UIButton.ButtonType.roundedRect, .system)
    }
}

