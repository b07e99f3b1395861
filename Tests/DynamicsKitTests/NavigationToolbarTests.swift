import DynamicsKit
import Foundation
import TestSupport
import XCTest

/// A navigation controller's toolbar (`toolbarItems`, `setToolbarHidden`) and a toolbar on
/// its own: 49 pt over the bottom of the safe area, items laid out with flexible and fixed
/// spaces, the children's safe area following, a tap on an item by its title.
final class NavigationToolbarTests: XCTestCase {
    final class Counter {
        var taps = 0
        func tapped(_ sender: Any?) { taps += 1 }
    }

    /// A phone with a home indicator: 47 pt at the top, 34 at the bottom.
    private func makeScene() -> Scene {
        let scene = makeTestScene(size: CGSize(width: 390, height: 844))
        scene.safeAreaInsets = UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0)
        return scene
    }

    private func button(titled title: String, in scene: Scene) throws -> UIView {
        try XCTUnwrap(scene.visibleView(titled: title), "\(title) is on screen")
    }

    func testTheToolbarCoversTheBottomOfTheSafeAreaAndTheChildrensSafeAreaFollows() throws {
        let scene = makeScene()
        let counter = Counter()
        let root = UIViewController()
        root.title = "Inbox"
        root.toolbarItems = [
            UIBarButtonItem(barButtonSystemItem: .flexibleSpace, target: nil, action: nil),
            UIBarButtonItem(title: "Edit", style: .plain, target: counter, action: Selector(Counter.tapped(_:))),
            .fixedSpace(20),
            UIBarButtonItem(title: "Share", style: .plain, target: counter, action: Selector(Counter.tapped(_:))),
        ]
        let navigation = UINavigationController(rootViewController: root)
        scene.rootViewController = navigation
        XCTAssertTrue(navigation.isToolbarHidden, "hidden until asked for")
        XCTAssertEqual(root.view.safeAreaInsets.bottom, 34)

        scene.run { navigation.setToolbarHidden(false, animated: false) }
        scene.rootView.layoutIfNeeded()
        XCTAssertFalse(navigation.isToolbarHidden)
        XCTAssertEqual(navigation.toolbar.frame, CGRect(x: 0, y: 844 - 34 - 49, width: 390, height: 49 + 34))
        XCTAssertEqual(root.view.safeAreaInsets.bottom, 34 + 49, "the children's safe area includes the toolbar")
        XCTAssertEqual(root.view.safeAreaInsets.top, 47 + 44)

        let share = try button(titled: "Share", in: scene), edit = try button(titled: "Edit", in: scene)
        let shareFrame = share.convert(share.bounds, to: scene.rootView)
        let editFrame = edit.convert(edit.bounds, to: scene.rootView)
        XCTAssertEqual(shareFrame.maxX, 390 - 16, accuracy: 0.01, "the last item at the trailing margin")
        XCTAssertEqual(editFrame.maxX, shareFrame.minX - 8 - 20 - 8, accuracy: 0.01, "the fixed space of 20 pt and the gaps")
        XCTAssertEqual(shareFrame.midY, 844 - 34 - 49 / 2, accuracy: 0.01, "centred in the 49 pt above the home indicator")
        XCTAssertGreaterThan(editFrame.minX, 16 + 100, "the flexible space takes the rest")

        scene.run { navigation.isToolbarHidden = true }
        scene.rootView.layoutIfNeeded()
        XCTAssertEqual(root.view.safeAreaInsets.bottom, 34)
    }

    func testATapOnAToolbarItemFiresItsActionOrPrimaryAction() throws {
        let scene = makeScene()
        let counter = Counter()
        var primary = 0
        let root = UIViewController()
        let navigation = UINavigationController(rootViewController: root)
        navigation.isToolbarHidden = false
        root.setToolbarItems([
            UIBarButtonItem(title: "Archive", style: .plain, target: counter, action: Selector(Counter.tapped(_:))),
            .flexibleSpace(),
            UIBarButtonItem(primaryAction: UIAction(title: "Compose") { _ in primary += 1 }),
        ], animated: false)
        scene.rootViewController = navigation
        scene.rootView.layoutIfNeeded()

        let archive = try button(titled: "Archive", in: scene), compose = try button(titled: "Compose", in: scene)
        XCTAssertEqual(compose.convert(compose.bounds, to: scene.rootView).maxX, 390 - 16, accuracy: 0.01)
        var end = scene.tap(at: scene.screenCenter(of: archive), at: 0.1)
        scene.advance(to: end + 0.1)
        XCTAssertEqual(counter.taps, 1)
        XCTAssertEqual(primary, 0)
        end = scene.tap(at: scene.screenCenter(of: compose), at: end + 0.2)
        scene.advance(to: end + 0.1)
        XCTAssertEqual(primary, 1, "the primary action runs")
        XCTAssertEqual(counter.taps, 1)
    }

    func testThePushedViewControllersItemsReplaceTheToolbars() throws {
        let scene = makeScene()
        let root = UIViewController(), detail = UIViewController()
        root.toolbarItems = [UIBarButtonItem(title: "Root item", style: .plain, target: nil, action: nil)]
        detail.toolbarItems = [UIBarButtonItem(title: "Detail item", style: .plain, target: nil, action: nil)]
        let navigation = UINavigationController(rootViewController: root)
        navigation.setToolbarHidden(false, animated: false)
        scene.rootViewController = navigation
        XCTAssertEqual(navigation.toolbar.items?.first?.title, "Root item")
        scene.run { navigation.pushViewController(detail, animated: false) }
        XCTAssertEqual(navigation.toolbar.items?.first?.title, "Detail item")
        XCTAssertEqual(detail.view.safeAreaInsets.bottom, 34 + 49)
    }

    func testAToolbarOnItsOwnLaysOutItsItems() {
        let scene = makeTestScene()
        let toolbar = UIToolbar(frame: CGRect(x: 0, y: 600, width: 375, height: 49))
        let left = UIBarButtonItem(title: "Left", style: .plain, target: nil, action: nil)
        let right = UIBarButtonItem(title: "Right", style: .plain, target: nil, action: nil)
        scene.run {
            scene.rootView.addSubview(toolbar)
            toolbar.setItems([left, .flexibleSpace(), right], animated: false)
        }
        toolbar.layoutIfNeeded()
        let buttons = toolbar.subviews.filter { $0 is UIControl }
        XCTAssertEqual(buttons.count, 2)
        XCTAssertEqual(buttons.first?.frame.minX ?? 0, 16, accuracy: 0.01)
        XCTAssertEqual(buttons.last?.frame.maxX ?? 0, 375 - 16, accuracy: 0.01)
        XCTAssertEqual(buttons.first?.frame.height ?? 0, 49, accuracy: 0.01)
        XCTAssertEqual(toolbar.sizeThatFits(.zero).height, 49)
        // On its own the bar shows its standard appearance: the chrome and its hairline.
        XCTAssertEqual(BarLook(toolbar).fillAlpha, 0.94, accuracy: 0.001)
        XCTAssertEqual(BarLook(toolbar).hairlineAlpha, 0.3, accuracy: 0.001)
    }
}

/// How a bar's background is drawn, read from its views as the renderer sees them: the fills
/// (taller than a hairline) and the hairlines, each composited over the ones before it.
struct BarLook {
    let fillAlpha: CGFloat
    let hairlineAlpha: CGFloat
    let fillColors: [UIColor]

    init(_ bar: UIView) {
        let layers = bar.subviews.first?.subviews ?? []
        var fill: CGFloat = 0, hairline: CGFloat = 0
        var colors: [UIColor] = []
        for view in layers where !view.isHidden {
            let alpha = (view.backgroundColor?.alpha ?? 0) * view.alpha
            if view.bounds.height > 1 {
                fill = alpha + fill * (1 - alpha)
                if alpha > 0, let color = view.backgroundColor { colors.append(color) }
            } else {
                hairline = alpha + hairline * (1 - alpha)
            }
        }
        fillAlpha = fill
        hairlineAlpha = hairline
        fillColors = colors
    }
}
