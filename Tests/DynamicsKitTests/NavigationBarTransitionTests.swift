import DynamicsKit
import Foundation
import TestSupport
import XCTest

/// The navigation bar during a push and a pop: the titles cross-fade and slide, the back
/// button slides in from where the old title was; during the edge swipe the bar follows the
/// finger.
final class NavigationBarTransitionTests: XCTestCase {
    private func labels(_ title: String, in bar: UINavigationBar) -> [UILabel] {
        bar.subviews.compactMap { $0 as? UILabel }.filter { $0.text == title }
    }

    private func backButton(in bar: UINavigationBar) -> UIView? {
        bar.subviews.first { $0 is UIControl && $0.accessibilityLabel == "Mail" }
    }

    private func makeStack(_ scene: Scene) -> (UINavigationController, UIViewController, UIViewController) {
        let root = UIViewController(), detail = UIViewController()
        root.title = "Mail"
        detail.title = "Inbox"
        let navigation = UINavigationController(rootViewController: root)
        scene.rootViewController = navigation
        scene.rootView.layoutIfNeeded()
        return (navigation, root, detail)
    }

    func testAPushCrossFadesAndSlidesTheTitlesAndSlidesTheBackButtonIn() throws {
        let scene = makeTestScene()
        let (navigation, _, detail) = makeStack(scene)
        let bar = navigation.navigationBar
        let oldTitle = try XCTUnwrap(labels("Mail", in: bar).first)
        let oldEnd = 8 + 20 - oldTitle.frame.minX
        scene.run { navigation.pushViewController(detail, animated: true) }
        let newTitle = try XCTUnwrap(labels("Inbox", in: bar).first)
        let back = try XCTUnwrap(backButton(in: bar))

        // Half way through the 0.35 s slide: the bar moves in step with the view.
        scene.advance(to: 0.175)
        let slide = 1 - (detail.view.presentation.center.x - 187.5) / 375
        XCTAssertEqual(slide, 0.5, accuracy: 0.06)
        XCTAssertEqual(newTitle.presentation.alpha, slide, accuracy: 0.01, "the new title fading in")
        XCTAssertEqual(oldTitle.presentation.alpha, 1 - slide, accuracy: 0.01, "the old one fading out")
        XCTAssertEqual(newTitle.presentation.transform.tx, 375 * 0.3 * (1 - slide), accuracy: 0.5, "coming in from 30 % of the width")
        XCTAssertEqual(oldTitle.presentation.transform.tx, oldEnd * slide, accuracy: 0.5, "the old title moving to the back button's title")
        XCTAssertEqual(back.presentation.transform.tx, -oldEnd * (1 - slide), accuracy: 0.5, "the back button coming from the old title")
        XCTAssertEqual(back.presentation.alpha, slide, accuracy: 0.01)

        scene.advance(to: 0.5)
        XCTAssertEqual(newTitle.presentation.alpha, 1)
        XCTAssertEqual(newTitle.presentation.transform, .identity)
        XCTAssertEqual(back.presentation.transform, .identity)
        XCTAssertNil(oldTitle.superview, "the old title leaves once the push ends")
        XCTAssertEqual(back.frame.minX, 8, "the back button at its margin")
    }

    final class TitledOnLoad: UIViewController {
        override func viewDidLoad() {
            super.viewDidLoad()
            title = "Loaded"
        }
    }

    func testATitleSetAsThePushedViewLoadsStillSlidesIn() throws {
        let scene = makeTestScene()
        let (navigation, _, _) = makeStack(scene)
        let pushed = TitledOnLoad()
        scene.run { navigation.pushViewController(pushed, animated: true) }
        scene.advance(to: 0.175)
        let title = try XCTUnwrap(labels("Loaded", in: navigation.navigationBar).first)
        let slide = 1 - (pushed.view.presentation.center.x - 187.5) / 375
        XCTAssertEqual(title.presentation.alpha, slide, accuracy: 0.01)
        XCTAssertNotNil(labels("Mail", in: navigation.navigationBar).first?.superview, "the old title still fading out")
    }

    func testAPopSlidesTheTitleBackFromTheBackButton() throws {
        let scene = makeTestScene()
        let (navigation, _, detail) = makeStack(scene)
        scene.run { navigation.pushViewController(detail, animated: false) }
        scene.rootView.layoutIfNeeded()
        let bar = navigation.navigationBar
        let leaving = try XCTUnwrap(labels("Inbox", in: bar).first)
        scene.run { navigation.popViewController(animated: true) }
        let arriving = try XCTUnwrap(labels("Mail", in: bar).first)
        scene.advance(to: 0.175)
        let slide = (detail.view.presentation.center.x - 187.5) / 375
        XCTAssertEqual(slide, 0.5, accuracy: 0.06)
        XCTAssertEqual(arriving.presentation.alpha, slide, accuracy: 0.01)
        XCTAssertLessThan(arriving.presentation.transform.tx, -40, "coming from the back button's place on the left")
        XCTAssertEqual(leaving.presentation.transform.tx, 375 * 0.3 * slide, accuracy: 0.5, "the old title slides right")
        scene.advance(to: 0.5)
        XCTAssertNil(leaving.superview)
        XCTAssertNil(backButton(in: bar))
        XCTAssertEqual(arriving.presentation.transform, .identity)
    }

    func testDuringTheEdgeSwipeTheBarFollowsTheFinger() throws {
        let scene = makeTestScene()
        let (navigation, _, detail) = makeStack(scene)
        scene.run { navigation.pushViewController(detail, animated: false) }
        scene.rootView.layoutIfNeeded()
        let bar = navigation.navigationBar
        let leaving = try XCTUnwrap(labels("Inbox", in: bar).first)
        // A slow drag from the left edge, held at the end of the second before lifting.
        scene.touchDown(at: CGPoint(x: 2, y: 400), time: 0.1)
        for tick in 1...60 {
            scene.touchMove(to: CGPoint(x: 2 + 150 * CGFloat(tick) / 60, y: 400), time: 0.1 + Double(tick) / 60)
        }
        scene.advance(to: 1.2)
        let arriving = try XCTUnwrap(labels("Mail", in: bar).first)
        let progress = (detail.view.presentation.center.x - 187.5) / 375
        XCTAssertGreaterThan(progress, 0.3)
        XCTAssertLessThan(progress, 0.45)
        XCTAssertEqual(arriving.presentation.alpha, progress, accuracy: 0.02, "the title fades in with the finger")
        XCTAssertEqual(leaving.presentation.alpha, 1 - progress, accuracy: 0.02)
        XCTAssertEqual(leaving.presentation.transform.tx, 375 * 0.3 * progress, accuracy: 1)
        // Let go short of half with no speed: everything slides back, the bar as it was.
        scene.touchUp(at: CGPoint(x: 152, y: 400), time: 1.3)
        scene.advance(to: 2.5)
        XCTAssertTrue(navigation.topViewController === detail)
        let titles = bar.subviews.compactMap { $0 as? UILabel }.filter { $0.superview === bar && $0.text != nil }
        XCTAssertEqual(titles.map(\.text), ["Inbox"], "the bar shows the top item again")
        XCTAssertEqual(titles.first?.presentation.alpha, 1)
        XCTAssertNotNil(backButton(in: bar))
    }
}
