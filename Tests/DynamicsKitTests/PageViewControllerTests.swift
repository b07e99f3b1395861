import XCTest
@_spi(SceneFiles) import DynamicsKit
import Foundation
import TestSupport

/// UIPageViewController as a scrolling pager: the data source's pages turned by a drag, the
/// delegate's calls, the appearance calls, the page control's strip, code's animated turn, the
/// storyboard element, and `UIPageViewController()` reaching a subclass's initializer.
final class PageViewControllerTests: XCTestCase {
    final class Page: UIViewController {
        let number: Int
        var log: [String] = []
        init(_ number: Int) {
            self.number = number
            super.init(nibName: nil, bundle: nil)
        }
        required init?(coder: NSCoder) { fatalError() }
        override func viewWillAppear(_ animated: Bool) { super.viewWillAppear(animated); log.append("willAppear") }
        override func viewDidAppear(_ animated: Bool) { super.viewDidAppear(animated); log.append("didAppear") }
        override func viewWillDisappear(_ animated: Bool) { super.viewWillDisappear(animated); log.append("willDisappear") }
        override func viewDidDisappear(_ animated: Bool) { super.viewDidDisappear(animated); log.append("didDisappear") }
    }

    /// Three pages, made as asked, with or without dots; logs what the pager asks and tells.
    final class Pages: UIPageViewControllerDataSource, UIPageViewControllerDelegate {
        let count = 3
        let dots: Bool
        var log: [String] = []
        var made: [Int: Page] = [:]
        init(dots: Bool = false) { self.dots = dots }

        func page(_ number: Int) -> Page {
            if let page = made[number] { return page }
            let page = Page(number)
            page.view.backgroundColor = [UIColor.red, .green, .blue][number]
            made[number] = page
            return page
        }

        func pageViewController(_ pageViewController: UIPageViewController, viewControllerBefore viewController: UIViewController) -> UIViewController? {
            let number = (viewController as! Page).number
            log.append("before \(number)")
            return number > 0 ? page(number - 1) : nil
        }

        func pageViewController(_ pageViewController: UIPageViewController, viewControllerAfter viewController: UIViewController) -> UIViewController? {
            let number = (viewController as! Page).number
            log.append("after \(number)")
            return number < count - 1 ? page(number + 1) : nil
        }

        func presentationCount(for pageViewController: UIPageViewController) -> Int { dots ? count : 0 }
        func presentationIndex(for pageViewController: UIPageViewController) -> Int { 0 }

        func pageViewController(_ pageViewController: UIPageViewController, willTransitionTo pendingViewControllers: [UIViewController]) {
            log.append("will \(pendingViewControllers.map { ($0 as! Page).number })")
        }

        func pageViewController(
            _ pageViewController: UIPageViewController, didFinishAnimating finished: Bool,
            previousViewControllers: [UIViewController], transitionCompleted completed: Bool
        ) {
            log.append("finished \(previousViewControllers.map { ($0 as! Page).number }) completed \(completed)")
        }
    }

    private func makePager(dots: Bool = false) -> (Scene, UIPageViewController, Pages) {
        let scene = makeTestScene()
        let pages = Pages(dots: dots)
        let pager = scene.run { () -> UIPageViewController in
            let pager = UIPageViewController(transitionStyle: .scroll, navigationOrientation: .horizontal)
            pager.setViewControllers([pages.page(0)], direction: .forward, animated: false)
            pager.dataSource = pages
            pager.delegate = pages
            return pager
        }
        scene.rootViewController = pager
        scene.advance(to: 0.1)
        return (scene, pager, pages)
    }

    private func shown(_ pager: UIPageViewController) -> Int? { (pager.viewControllers?.first as? Page)?.number }

    func testADragPastHalfAPageTurnsToTheNextAndTellsTheDelegate() {
        let (scene, pager, pages) = makePager()
        XCTAssertEqual(pages.made[0]?.log, ["willAppear", "didAppear"])
        XCTAssertEqual(pages.log, [], "the data source is asked when a drag starts")
        scene.drag(from: CGPoint(x: 340, y: 300), to: CGPoint(x: 40, y: 300), duration: 0.4, at: 0.5)
        // Mid-drag the next page is beside the first, moving with it.
        scene.advance(to: 0.75)
        let next = pages.made[1]!
        let left = next.view.convert(CGPoint.zero, to: nil).x
        XCTAssertGreaterThan(left, 0)
        XCTAssertLessThan(left, 375)
        XCTAssertEqual(pages.made[0]!.view.convert(CGPoint.zero, to: nil).x, left - 375, accuracy: 0.001)
        XCTAssertEqual(next.log, ["willAppear"])
        scene.advance(to: 2)
        XCTAssertEqual(shown(pager), 1)
        XCTAssertEqual(pages.log, ["before 0", "after 0", "will [1]", "finished [0] completed true"])
        XCTAssertEqual(next.log, ["willAppear", "didAppear"])
        XCTAssertEqual(pages.made[0]?.log, ["willAppear", "didAppear", "willDisappear", "didDisappear"])
        XCTAssertEqual(next.view.convert(CGPoint.zero, to: nil), .zero, "the new page fills the screen")
        XCTAssertEqual(next.view.frame, CGRect(x: 0, y: 0, width: 375, height: 667), "in a holder of its own, as in UIKit")
        XCTAssertTrue(pager.children.count == 1 && pager.children[0] === next, "the old page left")
        XCTAssertNil(pages.made[0]!.view.superview)
    }

    func testAShortSlowDragSpringsBackAndTheTurnIsNotCompleted() {
        let (scene, pager, pages) = makePager()
        scene.drag(from: CGPoint(x: 300, y: 300), to: CGPoint(x: 240, y: 300), duration: 1, at: 0.5)
        scene.advance(to: 3)
        XCTAssertEqual(shown(pager), 0)
        XCTAssertEqual(pages.log, ["before 0", "after 0", "will [1]", "finished [0] completed false"])
        XCTAssertEqual(pages.made[1]?.log, ["willAppear", "willDisappear", "didDisappear"])
        XCTAssertEqual(pages.made[0]!.view.convert(CGPoint.zero, to: nil), .zero)
        XCTAssertNil(pages.made[1]!.view.superview)
    }

    func testNoPageBeforeTheFirstBouncesBackWithoutATurn() {
        let (scene, pager, pages) = makePager()
        scene.drag(from: CGPoint(x: 40, y: 300), to: CGPoint(x: 340, y: 300), duration: 0.4, at: 0.5)
        scene.advance(to: 0.85)
        let pulled = pages.made[0]!.view.convert(CGPoint.zero, to: nil).x
        XCTAssertGreaterThan(pulled, 20, "the rubber band shows")
        XCTAssertLessThan(pulled, 200)
        scene.advance(to: 3)
        XCTAssertEqual(shown(pager), 0)
        XCTAssertEqual(pages.log, ["before 0", "after 0"])
        XCTAssertEqual(pages.made[0]!.view.convert(CGPoint.zero, to: nil), .zero)
    }

    func testTwoTurnsReachTheLastPageAndNoFurther() {
        let (scene, pager, pages) = makePager()
        for start in [0.5, 2.0, 3.5] {
            scene.drag(from: CGPoint(x: 340, y: 300), to: CGPoint(x: 40, y: 300), duration: 0.3, at: start)
        }
        scene.advance(to: 5.5)
        XCTAssertEqual(shown(pager), 2)
        XCTAssertEqual(pages.log.filter { $0.hasPrefix("finished") }, ["finished [0] completed true", "finished [1] completed true"])
    }

    func testThePageControlSitsBelowThePagesAndFollowsTheTurns() throws {
        let (scene, pager, pages) = makePager(dots: true)
        let dots = try XCTUnwrap(pager.view.subviews.compactMap { $0 as? UIPageControl }.first)
        XCTAssertFalse(dots.isHidden)
        XCTAssertEqual(dots.numberOfPages, 3)
        XCTAssertEqual(dots.currentPage, 0)
        XCTAssertEqual(dots.frame, CGRect(x: 0, y: 667 - 26, width: 375, height: 26))
        XCTAssertEqual(pages.made[0]!.view.frame.height, 667 - 26, "the pages stop above the dots")
        scene.drag(from: CGPoint(x: 340, y: 300), to: CGPoint(x: 40, y: 300), duration: 0.3, at: 0.5)
        scene.advance(to: 2)
        XCTAssertEqual(dots.currentPage, 1)
    }

    func testWithoutPresentationCountThereAreNoDots() {
        let (_, pager, pages) = makePager()
        XCTAssertTrue(pager.view.subviews.compactMap { $0 as? UIPageControl }.allSatisfy(\.isHidden))
        XCTAssertEqual(pages.made[0]!.view.frame.height, 667)
    }

    func testSetViewControllersAnimatedSlidesTheNewPageInAndTellsNoDelegate() {
        let (scene, pager, pages) = makePager()
        var completions: [Bool] = []
        let last = pages.page(2)
        scene.run {
            pager.setViewControllers([last], direction: .reverse, animated: true) { completions.append($0) }
        }
        scene.advance(to: 0.25)
        let left = last.view.convert(CGPoint.zero, to: nil).x
        XCTAssertLessThan(left, 0, "reverse: it comes from the left")
        XCTAssertGreaterThan(left, -375)
        XCTAssertEqual(completions, [])
        scene.advance(to: 1)
        XCTAssertEqual(completions, [true])
        XCTAssertEqual(shown(pager), 2)
        XCTAssertEqual(last.view.convert(CGPoint.zero, to: nil), .zero)
        XCTAssertEqual(pages.log, [], "code's turns are not the delegate's")
        XCTAssertEqual(last.log, ["willAppear", "didAppear"])
    }

    /// Code that sets the pages mid-drag: the neighbour coming into view goes, the new page shows.
    func testSettingThePagesMidDragWithdrawsTheNeighbour() {
        let (scene, pager, pages) = makePager()
        scene.drag(from: CGPoint(x: 340, y: 300), to: CGPoint(x: 40, y: 300), duration: 1, at: 0.5)
        scene.advance(to: 0.8)
        XCTAssertEqual(pages.made[1]?.log, ["willAppear"])
        let last = pages.page(2)
        scene.run { pager.setViewControllers([last], direction: .forward, animated: false) }
        XCTAssertEqual(shown(pager), 2)
        XCTAssertEqual(pages.made[1]?.log, ["willAppear", "willDisappear", "didDisappear"])
        XCTAssertNil(pages.made[1]!.view.superview)
        XCTAssertEqual(last.log, ["willAppear", "didAppear"])
        scene.advance(to: 3)
        XCTAssertEqual(last.view.convert(CGPoint.zero, to: nil), .zero)
    }

    // MARK: Making one

    final class CodedPager: UIPageViewController {
        var madeBy = ""
        override init(transitionStyle style: UIPageViewController.TransitionStyle, navigationOrientation: UIPageViewController.NavigationOrientation, options: [UIPageViewController.OptionsKey: Any]? = nil) {
            madeBy = "override asked for \(style)"
            super.init(transitionStyle: .scroll, navigationOrientation: navigationOrientation, options: [.interPageSpacing: 10])
        }
        required init?(coder: NSCoder) { fatalError() }
    }

    /// As on iOS, where `init()` goes through UIPageViewController's designated initializer:
    /// a subclass's override of it runs, asked for a page curl.
    func testInitGoesThroughTheSubclassesOverride() {
        let pager = CodedPager()
        XCTAssertEqual(pager.madeBy, "override asked for pageCurl")
        XCTAssertEqual(pager.transitionStyle, .scroll)
        XCTAssertEqual(pager.spineLocation, .none)
        XCTAssertEqual(UIPageViewController().transitionStyle, .pageCurl)
        XCTAssertEqual(UIPageViewController().spineLocation, .min)
    }

    func testAStoryboardsPageViewController() throws {
        let folder = try makeTemporaryFolder(for: self)
        let path = folder.appendingPathComponent("Pager.storyboard").path
        try Data("""
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" initialViewController="pvc-001">
                <scenes>
                    <scene sceneID="pvc-sc-001">
                        <objects>
                            <pageViewController autoresizesArchivedViewToFullSize="NO" transitionStyle="scroll" navigationOrientation="vertical" spineLocation="none" id="pvc-001" sceneMemberID="viewController"/>
                        </objects>
                    </scene>
                </scenes>
            </document>
            """.utf8).write(to: URL(fileURLWithPath: path))
        InterfaceBuilderRegistry.register(files: [path])
        let scene = makeTestScene()
        let pager = try XCTUnwrap(scene.run { UIStoryboard(name: "Pager", bundle: nil).instantiateInitialViewController() } as? UIPageViewController)
        XCTAssertEqual(pager.transitionStyle, .scroll)
        XCTAssertEqual(pager.navigationOrientation, .vertical)
        XCTAssertEqual(pager.spineLocation, .none)
    }

    // MARK: The launch

    final class CodeRootSceneDelegate: UIResponder, UIWindowSceneDelegate {
        var window: UIWindow?
        static let root = UIViewController()
        func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
            guard let windowScene = scene as? UIWindowScene else { return }
            let window = UIWindow(windowScene: windowScene)
            window.rootViewController = Self.root
            self.window = window
            window.makeKeyAndVisible()
        }
    }

    final class PlainAppDelegate: UIResponder, UIApplicationDelegate {}

    /// Xcode's template keeps Main.storyboard in the scene configuration; a scene delegate that
    /// makes its own window and root (an onboarding pager, say) is what the device shows.
    func testASceneDelegatesOwnWindowWinsOverTheStoryboards() throws {
        let folder = try makeTemporaryFolder(for: self)
        let path = folder.appendingPathComponent("Launch.storyboard").path
        try Data("""
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" initialViewController="lvc-001">
                <scenes>
                    <scene sceneID="lvc-sc-001">
                        <objects>
                            <viewController id="lvc-001" sceneMemberID="viewController"/>
                        </objects>
                    </scene>
                </scenes>
            </document>
            """.utf8).write(to: URL(fileURLWithPath: path))
        InterfaceBuilderRegistry.register(files: [path])
        let scene = makeTestScene()
        scene.run {
            UIApplication.launch(
                in: scene, delegate: PlainAppDelegate(), sceneDelegate: { CodeRootSceneDelegate() }, fallback: nil,
                storyboard: "Launch")
        }
        XCTAssertTrue(scene.rootViewController === CodeRootSceneDelegate.root)
    }
}
