import Basics
import Foundation
import XCTest

/// `dynamics render` of a scene in containers: a tab bar controller whose first tab is a
/// navigation controller, a bar button item tapped by title that pushes a view controller with
/// a falling square, and key-value observing of that square from a view and a view controller.
final class ContainerSceneCommandTests: CommandLineTestCase {
    static let cache = FileManager.default.temporaryDirectory.appendingPathComponent("dynamics-container-cache-\(getpid())")

    override class func tearDown() {
        try? FileManager.default.removeItem(at: cache)
        super.tearDown()
    }

    static let scene = """
        import UIKit

        class AppTabs: UITabBarController {
            init() {
                super.init(nibName: nil, bundle: nil)
                let list = UINavigationController(rootViewController: ListViewController())
                list.tabBarItem = UITabBarItem(title: "Drops", image: nil, tag: 0)
                let other = UIViewController()
                other.tabBarItem = UITabBarItem(tabBarSystemItem: .more, tag: 1)
                viewControllers = [list, other]
                // The bars as before iOS 15, drawn at the scroll edge too (there is no scroll view).
                let chrome = UINavigationBarAppearance()
                chrome.configureWithDefaultBackground()
                list.navigationBar.scrollEdgeAppearance = chrome
                tabBar.scrollEdgeAppearance = UITabBarAppearance()
            }

            required init?(coder: NSCoder) { fatalError("no storyboard") }
        }

        class ListViewController: UIViewController {
            override func viewDidLoad() {
                super.viewDidLoad()
                title = "Behaviors"
                navigationItem.rightBarButtonItem = UIBarButtonItem(
                    barButtonSystemItem: .add, target: self, action: #selector(drop(_:)))
            }

            @objc func drop(_ sender: UIBarButtonItem) {
                navigationController?.pushViewController(DropViewController(), animated: true)
            }
        }

        /// Turns green when told the square moved.
        class Lamp: UIView {
            override func observeValue(forKeyPath keyPath: String?, of object: Any?, change: [NSKeyValueChangeKey : Any]?, context: UnsafeMutableRawPointer?) {
                if keyPath == "center", let center = change?[.newKey] as? CGPoint, center.y > 200 { backgroundColor = .green }
            }
        }

        class DropViewController: UIViewController {
            var animator: UIDynamicAnimator!
            let square = UIView(frame: CGRect(x: 100, y: 100, width: 50, height: 50))
            let lamp = Lamp(frame: CGRect(x: 300, y: 100, width: 50, height: 50))

            override func viewDidLoad() {
                super.viewDidLoad()
                title = "Gravity"
                square.backgroundColor = .red
                lamp.backgroundColor = .black
                view.addSubview(square)
                view.addSubview(lamp)
                square.addObserver(lamp, forKeyPath: "center", options: [.new], context: nil)
                square.addObserver(self, forKeyPath: "center", options: [.initial, .new], context: nil)
                animator = UIDynamicAnimator(referenceView: view)
                animator.addBehavior(UIGravityBehavior(items: [square]))
            }

            /// Turns the square blue once its centre has fallen past 250 pt.
            override func observeValue(forKeyPath keyPath: String?, of object: Any?, change: [NSKeyValueChangeKey : Any]?, context: UnsafeMutableRawPointer?) {
                if let center = change?[.newKey] as? CGPoint, center.y > 250 { square.backgroundColor = .blue }
            }
        }

        """

    func testATappedBarButtonItemPushesAFallingSquareUnderTheBars() throws {
        try write("Tabs.swift", Self.scene)
        let result = try runDynamics(
            ["render", "Tabs.swift", "--controller", "AppTabs", "-o", "frames/", "--fps", "10", "--duration", "1.5",
             "--tap", "\"+\"@0.2"],
            environment: ["XDG_CACHE_HOME": Self.cache.path])
        XCTAssertEqual(result.status, 0, result.stderr)
        func frame(_ index: Int) throws -> Frame {
            try Frame(contentsOfPNG: workDirectory.appendingPathComponent("frames").appendingPathComponent(String(format: "frame-%04d.png", index)))
        }
        // The bars (their scroll-edge appearances set to the default chrome): light grey over
        // the white screen, at the top (status bar and navigation bar, 64 pt) and the bottom (49 pt).
        let before = try frame(0)
        for (x, y) in [(5, 5), (5, 40), (5, 667 - 5)] {
            let pixel = before[x, y]
            XCTAssertTrue((240...250).contains(pixel.r) && pixel.r == pixel.g && pixel.g == pixel.b, "bar at \(x),\(y): \(pixel)")
        }
        XCTAssertEqual(before[5, 100].r, 255, "white below the bar")

        // Mid-slide (the tap lifts at 0.3 s; 0.2 s into the 0.35 s slide): the square, 100 pt
        // from its view's left edge, is drawn further right, still on its way in.
        let sliding = try frame(5)
        let redColumns = (0..<375).filter { x in (0..<667).contains { y in let p = sliding[x, y]; return p.r > 200 && p.g < 80 && p.b < 80 } }
        let left = try XCTUnwrap(redColumns.first, "the square slides in with its view")
        XCTAssertGreaterThan(left, 110)
        XCTAssertLessThan(left, 300)

        // By 1 s the square has fallen past 250 pt: the view controller's observer turned it
        // blue, the view's observer turned the lamp green.
        let late = try frame(10)
        let blueRows = (0..<667).filter { y in let p = late[125, y]; return p.b > 200 && p.r < 80 && p.g < 80 }
        XCTAssertEqual(blueRows.count, 50)
        XCTAssertGreaterThan(blueRows.first ?? 0, 250 - 25)
        let lamp = late[325, 125]
        XCTAssertTrue(lamp.g > 100 && lamp.r < 80 && lamp.b < 80, "the lamp turned green: \(lamp)")
        // The navigation bar is drawn above the content; the tab bar still at the bottom.
        let bar = late[375 / 2, 30]
        XCTAssertTrue((240...250).contains(bar.b), "bar over the content: \(bar)")
    }
}
