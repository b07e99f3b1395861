import DynamicsKit
import Foundation
import TestSupport
import XCTest

/// `prefersLargeTitles`: the top item's title drawn large under a 96 pt bar, the children's
/// safe area following; `.never` keeps the standard bar.
final class LargeTitleTests: XCTestCase {
    func testALargeTitleMakesTheBarAndTheSafeAreaTaller() {
        let scene = makeTestScene()
        let root = UIViewController()
        root.title = "Dynamics"
        let navigation = UINavigationController(rootViewController: root)
        scene.rootViewController = navigation
        XCTAssertEqual(root.view.safeAreaInsets.top, 20 + 44)

        scene.run { navigation.navigationBar.prefersLargeTitles = true }
        scene.rootView.layoutIfNeeded()
        XCTAssertEqual(navigation.navigationBar.frame, CGRect(x: 0, y: 20, width: 375, height: 96))
        XCTAssertEqual(root.view.safeAreaInsets.top, 20 + 96)
        let bar = navigation.navigationBar
        let labels = bar.subviews.flatMap { [$0] + $0.subviews }.compactMap { $0 as? UILabel }
        let large = labels.first { $0.text == "Dynamics" && $0.font == .systemFont(ofSize: 34, weight: .bold) }
        let frame = large.map { $0.convert($0.bounds, to: bar) } ?? .zero
        XCTAssertEqual(frame.minX, 16)
        let baseline = frame.minY + UIFont.systemFont(ofSize: 34, weight: .bold).ascender.rounded()
        XCTAssertEqual(baseline, 96 - 12, accuracy: 0.5, "the baseline 12 pt above the bar's bottom")

        scene.run { root.navigationItem.largeTitleDisplayMode = .never }
        scene.rootView.layoutIfNeeded()
        XCTAssertEqual(navigation.navigationBar.frame.height, 44)
        XCTAssertEqual(root.view.safeAreaInsets.top, 20 + 44)
    }
}
