import DynamicsKit
import Foundation
import TestSupport
import XCTest

/// Appearance proxies: what `UINavigationBar.appearance()` and the like set reaches the
/// instances that enter a window afterwards, unless they set their own.
final class AppearanceTests: XCTestCase {
    func testAProxysPropertiesReachViewsEnteringAWindowUnlessTheySetTheirOwn() {
        let scene = makeTestScene()
        let plain = UILabel(), own = UILabel(), outside = UILabel()
        scene.run {
            UILabel.appearance().textColor = .systemPink
            UISwitch.appearance().onTintColor = .systemOrange
            own.textColor = .systemTeal
            scene.rootView.addSubview(plain)
            scene.rootView.addSubview(own)
        }
        XCTAssertEqual(plain.textColor, .systemPink)
        XCTAssertEqual(own.textColor, .systemTeal, "set on the instance: kept")
        XCTAssertEqual(outside.textColor, .label, "not in a window: untouched")
        let toggle = UISwitch()
        scene.run { scene.rootView.addSubview(toggle) }
        XCTAssertEqual(toggle.onTintColor, .systemOrange)
        // A new scene starts without the last one's proxies.
        let next = makeTestScene()
        let fresh = UILabel()
        next.run { next.rootView.addSubview(fresh) }
        XCTAssertEqual(fresh.textColor, .label)
    }

    func testContainedProxiesApplyOnlyInsideTheirContainers() {
        final class Card: UIView {}
        let scene = makeTestScene()
        let card = Card(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let inCard = UILabel(), elsewhere = UILabel()
        scene.run {
            UILabel.appearance(whenContainedInInstancesOf: [Card.self]).textColor = .systemRed
            card.addSubview(inCard)
            scene.rootView.addSubview(card)
            scene.rootView.addSubview(elsewhere)
        }
        XCTAssertEqual(inCard.textColor, .systemRed)
        XCTAssertEqual(elsewhere.textColor, .label)
    }

    func testANavigationBarTakesTheProxysTintTitleAttributesAndItemTint() {
        let scene = makeTestScene()
        let navigation = scene.run { () -> UINavigationController in
            UINavigationBar.appearance().barTintColor = .systemIndigo
            UINavigationBar.appearance().tintColor = .white
            UINavigationBar.appearance().titleTextAttributes = [.foregroundColor: UIColor.white]
            UIBarButtonItem.appearance().tintColor = .systemYellow
            let root = UIViewController()
            root.title = "Home"
            root.navigationItem.rightBarButtonItem = UIBarButtonItem(title: "Add", style: .plain, target: nil, action: nil)
            let navigation = UINavigationController(rootViewController: root)
            scene.rootViewController = navigation
            return navigation
        }
        scene.advance(by: 0.1)
        let bar = navigation.navigationBar
        XCTAssertEqual(bar.barTintColor, .systemIndigo)
        XCTAssertEqual(bar.tintColor, .white)
        XCTAssertNotNil(bar.titleTextAttributes)
        let add = scene.visibleView(titled: "Add") as? UILabel
        XCTAssertEqual(add?.textColor, .systemYellow, "the bar button item proxy's tint")
    }
}
