import DynamicsKit
import Foundation
import TestSupport
import XCTest

/// The bars' appearances (iOS 15): no background and no hairline at the scroll edge, the
/// translucent chrome and hairline once content scrolls under; appearance objects; and the
/// large title collapsing from 96 pt to 44 pt as the content scrolls up.
final class BarScrollEdgeTests: XCTestCase {
    /// A navigation controller whose root view is a scroll view of 2,000 pt of content.
    private func makeScrollingStack(_ scene: Scene, largeTitles: Bool = false) -> (UINavigationController, UIScrollView) {
        let root = UIViewController()
        root.title = "Library"
        let scrollView = UIScrollView(frame: CGRect(origin: .zero, size: .phone))
        scrollView.contentSize = CGSize(width: 375, height: 2000)
        root.view = scrollView
        let navigation = UINavigationController(rootViewController: root)
        navigation.navigationBar.prefersLargeTitles = largeTitles
        scene.rootViewController = navigation
        scene.rootView.layoutIfNeeded()
        return (navigation, scrollView)
    }

    func testTheBarHasNoBackgroundAtTheScrollEdgeAndTheChromeOnceScrolled() {
        let scene = makeTestScene()
        let (navigation, scrollView) = makeScrollingStack(scene)
        let bar = navigation.navigationBar
        XCTAssertEqual(scrollView.contentOffset.y, -(20 + 44), "at rest below the bar")
        XCTAssertEqual(BarLook(bar).fillAlpha, 0, "at the edge: no background")
        XCTAssertEqual(BarLook(bar).hairlineAlpha, 0, "and no hairline")

        scene.run { scrollView.contentOffset.y = -64 + 5 }
        XCTAssertEqual(BarLook(bar).fillAlpha, 0.94 * 0.5, accuracy: 0.001, "half way through the 10 pt fade")
        scene.run { scrollView.contentOffset.y = 200 }
        XCTAssertEqual(BarLook(bar).fillAlpha, 0.94, accuracy: 0.001, "scrolled: the chrome")
        XCTAssertEqual(BarLook(bar).hairlineAlpha, 0.3, accuracy: 0.001)
        scene.run { scrollView.contentOffset.y = -64 }
        XCTAssertEqual(BarLook(bar).fillAlpha, 0)
    }

    func testWithoutAScrollViewTheBarStaysAtTheScrollEdge() {
        let scene = makeTestScene()
        let root = UIViewController()
        let navigation = UINavigationController(rootViewController: root)
        scene.rootViewController = navigation
        scene.rootView.layoutIfNeeded()
        XCTAssertEqual(BarLook(navigation.navigationBar).fillAlpha, 0)
        // A bar on its own shows its standard appearance.
        let lone = UINavigationBar(frame: CGRect(x: 0, y: 20, width: 375, height: 44))
        scene.run { scene.rootView.addSubview(lone) }
        lone.layoutIfNeeded()
        XCTAssertEqual(BarLook(lone).fillAlpha, 0.94, accuracy: 0.001)
    }

    func testAppearancesSetTheBackgroundsAndTitles() throws {
        let scene = makeTestScene()
        let (navigation, scrollView) = makeScrollingStack(scene)
        let opaque = UINavigationBarAppearance()
        opaque.configureWithOpaqueBackground()
        opaque.backgroundColor = .systemRed
        opaque.titleTextAttributes = [.foregroundColor: UIColor.white]
        XCTAssertEqual(opaque.shadowColor, UIColor(white: 0, alpha: 0.3))
        let transparent = UINavigationBarAppearance()
        transparent.configureWithTransparentBackground()
        XCTAssertNil(transparent.backgroundColor)
        XCTAssertNil(transparent.backgroundEffect)
        XCTAssertNil(transparent.shadowColor)
        XCTAssertNotNil(UINavigationBarAppearance().backgroundEffect, "the default background is a material")

        scene.run {
            navigation.navigationBar.standardAppearance = opaque
            navigation.navigationBar.scrollEdgeAppearance = opaque
        }
        scene.rootView.layoutIfNeeded()
        XCTAssertEqual(BarLook(navigation.navigationBar).fillAlpha, 1, accuracy: 0.001)
        XCTAssertEqual(BarLook(navigation.navigationBar).fillColors.last, .systemRed)
        let title = try XCTUnwrap(navigation.navigationBar.subviews.compactMap { $0 as? UILabel }.first { $0.text == "Library" })
        XCTAssertEqual(title.textColor, .white)

        // The top item's own scroll-edge appearance wins over the bar's.
        let green = UINavigationBarAppearance()
        green.configureWithOpaqueBackground()
        green.backgroundColor = .systemGreen
        scene.run { navigation.topViewController?.navigationItem.scrollEdgeAppearance = green }
        scene.rootView.layoutIfNeeded()
        XCTAssertEqual(BarLook(navigation.navigationBar).fillColors.last, .systemGreen)
        scene.run { scrollView.contentOffset.y = 300 }
        XCTAssertEqual(BarLook(navigation.navigationBar).fillColors.last, .systemRed, "scrolled: the standard appearance")
    }

    func testTheToolbarAndTabBarAreTransparentAtTheBottomEdge() {
        let scene = makeTestScene()
        let (navigation, scrollView) = makeScrollingStack(scene)
        scene.run { navigation.setToolbarHidden(false, animated: false) }
        scene.rootView.layoutIfNeeded()
        XCTAssertEqual(BarLook(navigation.toolbar).fillAlpha, 0.94, accuracy: 0.001, "content runs on under the toolbar")
        let bottom = scrollView.contentSize.height + scrollView.adjustedContentInset.bottom - scrollView.bounds.height
        scene.run { scrollView.contentOffset.y = bottom }
        XCTAssertEqual(BarLook(navigation.toolbar).fillAlpha, 0, "scrolled to the end: the scroll edge")

        let tabs = UITabBarController()
        let short = UIViewController()
        let list = UIViewController()
        let listScroll = UIScrollView(frame: CGRect(origin: .zero, size: .phone))
        listScroll.contentSize = CGSize(width: 375, height: 3000)
        list.view = listScroll
        tabs.viewControllers = [short, list]
        let tabScene = makeTestScene()
        tabScene.rootViewController = tabs
        tabScene.rootView.layoutIfNeeded()
        XCTAssertEqual(BarLook(tabs.tabBar).fillAlpha, 0, "no scroll view: the scroll edge")
        tabScene.run { tabs.selectedIndex = 1 }
        tabScene.rootView.layoutIfNeeded()
        XCTAssertEqual(BarLook(tabs.tabBar).fillAlpha, 0.94, accuracy: 0.001, "long content runs on under the bar")
        XCTAssertEqual(BarLook(tabs.tabBar).hairlineAlpha, 0.3, accuracy: 0.001)
    }

    // MARK: Large titles

    func testTheLargeTitleCollapsesAsTheContentScrollsAndStretchesWhenPulled() throws {
        let scene = makeTestScene()
        let (navigation, scrollView) = makeScrollingStack(scene, largeTitles: true)
        let bar = navigation.navigationBar
        XCTAssertEqual(scrollView.contentOffset.y, -(20 + 96), "at rest below the large title")
        XCTAssertEqual(bar.frame.height, 96)
        let small = try XCTUnwrap(bar.subviews.compactMap { $0 as? UILabel }.first { $0.text == "Library" })
        XCTAssertEqual(small.alpha, 0, "the small title hides while the large one shows")
        XCTAssertEqual(BarLook(bar).fillAlpha, 0)

        // Scrolled up 30 pt: the bar is 30 pt shorter, the content's top still at its bottom.
        scene.run { scrollView.contentOffset.y = -116 + 30 }
        scene.rootView.layoutIfNeeded()
        XCTAssertEqual(bar.frame.height, 66, accuracy: 0.01)
        XCTAssertEqual(scrollView.adjustedContentInset.top, 20 + 66, accuracy: 0.01, "the safe area follows the bar")
        XCTAssertEqual(small.alpha, 0)
        XCTAssertEqual(BarLook(bar).fillAlpha, 0, "still at the edge while collapsing")

        // Scrolled past the large title's 52 pt: the standard bar with the small title.
        scene.run { scrollView.contentOffset.y = -116 + 52 }
        scene.rootView.layoutIfNeeded()
        XCTAssertEqual(bar.frame.height, 44, accuracy: 0.01)
        XCTAssertEqual(small.alpha, 1, accuracy: 0.001)
        scene.run { scrollView.contentOffset.y = 300 }
        scene.rootView.layoutIfNeeded()
        XCTAssertEqual(bar.frame.height, 44)
        XCTAssertEqual(BarLook(bar).fillAlpha, 0.94, accuracy: 0.001)
        XCTAssertEqual(scrollView.adjustedContentInset.top, 20 + 44)

        // Back at the top and pulled down 20 pt: the bar stretches, the safe area does not.
        scene.run { scrollView.contentOffset.y = -116 - 20 }
        scene.rootView.layoutIfNeeded()
        XCTAssertEqual(bar.frame.height, 116, accuracy: 0.01)
        XCTAssertEqual(scrollView.adjustedContentInset.top, 20 + 96, accuracy: 0.01)
        XCTAssertEqual(small.alpha, 0)
    }

    func testADragUpCollapsesAndADragDownExpandsTheLargeTitle() {
        let scene = makeTestScene()
        let (navigation, scrollView) = makeScrollingStack(scene, largeTitles: true)
        let bar = navigation.navigationBar
        var end = scene.drag(from: CGPoint(x: 200, y: 500), to: CGPoint(x: 200, y: 300), duration: 0.5, at: 0.1)
        scene.advance(to: end + 1.5)
        scene.rootView.layoutIfNeeded()
        XCTAssertEqual(bar.frame.height, 44, accuracy: 0.01, "collapsed")
        XCTAssertGreaterThan(scrollView.contentOffset.y, -64)
        end = scene.drag(from: CGPoint(x: 200, y: 200), to: CGPoint(x: 200, y: 700), duration: 0.8, at: end + 2)
        scene.advance(to: end + 2)
        scene.rootView.layoutIfNeeded()
        XCTAssertEqual(bar.frame.height, 96, accuracy: 0.5, "back at the top, pulled down and let go: expanded")
        XCTAssertEqual(scrollView.contentOffset.y, -116, accuracy: 0.5)
    }
}
