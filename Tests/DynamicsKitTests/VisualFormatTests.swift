import DynamicsKit
import Foundation
import TestSupport
import XCTest

/// Auto Layout's visual format language: the constraints `constraints(withVisualFormat:…)`
/// makes, and the frames they solve to.
final class VisualFormatTests: XCTestCase {
    private func laidOut(_ build: (UIView, [String: UIView]) -> Void) -> [String: UIView] {
        let scene = makeTestScene()
        let controller = UIViewController()
        scene.rootViewController = controller
        var views: [String: UIView] = [:]
        for name in ["a", "b", "c"] {
            let view = UIView()
            view.translatesAutoresizingMaskIntoConstraints = false
            controller.view.addSubview(view)
            views[name] = view
        }
        build(controller.view, views)
        controller.view.layoutIfNeeded()
        return views
    }

    func testSpacesMetricsAndSizesSolveToFrames() {
        let views = laidOut { view, views in
            let metrics: [String: Any] = ["side": 54, "gap": CGFloat(10)]
            view.addConstraints(NSLayoutConstraint.constraints(withVisualFormat: "H:|-15-[a(side)]-gap-[b]-15-|", options: [], metrics: metrics, views: views))
            view.addConstraints(NSLayoutConstraint.constraints(withVisualFormat: "V:|-100-[a(side)]", options: [], metrics: metrics, views: views))
            view.addConstraints(NSLayoutConstraint.constraints(withVisualFormat: "V:|-100-[b(==a)]", options: [], metrics: nil, views: views))
            view.addConstraints(NSLayoutConstraint.constraints(withVisualFormat: "H:|-[c]-|", options: [], metrics: nil, views: views))
            view.addConstraints(NSLayoutConstraint.constraints(withVisualFormat: "V:[a]-[c(>=30,<=40@750)]", options: [], metrics: nil, views: views))
        }
        XCTAssertEqual(views["a"]?.frame, CGRect(x: 15, y: 100, width: 54, height: 54))
        // 375 − 15 − 54 − 10 − 15 = 281 wide, as tall as a.
        XCTAssertEqual(views["b"]?.frame, CGRect(x: 79, y: 100, width: 281, height: 54))
        // Standard spaces: 20 pt to the superview's edges, 8 pt between views.
        XCTAssertEqual(views["c"]?.frame.minX, 20)
        XCTAssertEqual(views["c"]?.frame.width, 335)
        XCTAssertEqual(views["c"]?.frame.minY, 162)
        XCTAssertEqual(views["c"]?.frame.height ?? 0, 30, accuracy: 10)
    }

    func testTheConstraintsAreUIKitsInTheFormatsOrder() {
        let a = UIView(), b = UIView(), container = UIView()
        container.addSubview(a)
        container.addSubview(b)
        let made = NSLayoutConstraint.constraints(
            withVisualFormat: "V:|-(>=20@750)-[a(44)][b]-|", options: .alignAllLeft, metrics: nil, views: ["a": a, "b": b])
        XCTAssertEqual(made.count, 5)
        // a's own height first.
        XCTAssertTrue(made[0].firstItem === a && made[0].firstAttribute == .height && made[0].secondItem == nil)
        XCTAssertEqual(made[0].constant, 44)
        // |-(>=20@750)-[a]: a.top >= superview.top + 20, at 750.
        XCTAssertTrue(made[1].firstItem === a && made[1].secondItem === container)
        XCTAssertEqual(made[1].firstAttribute, .top)
        XCTAssertEqual(made[1].relation, .greaterThanOrEqual)
        XCTAssertEqual(made[1].constant, 20)
        XCTAssertEqual(made[1].priority.rawValue, 750)
        // [a][b]: b.top == a.bottom.
        XCTAssertTrue(made[2].firstItem === b && made[2].secondItem === a)
        XCTAssertEqual([made[2].firstAttribute, made[2].secondAttribute], [.top, .bottom])
        XCTAssertEqual(made[2].constant, 0)
        // [b]-|: superview.bottom == b.bottom + 20.
        XCTAssertTrue(made[3].firstItem === container && made[3].secondItem === b)
        XCTAssertEqual(made[3].constant, 20)
        // .alignAllLeft: b.left == a.left.
        XCTAssertEqual([made[4].firstAttribute, made[4].secondAttribute], [.left, .left])
        XCTAssertFalse(made.contains(where: \.isActive), "made, not activated")
    }

    func testABadFormatStopsWithUIKitsReason() throws {
        let name = "DynamicsKitTests.VisualFormatTests/testABadFormatStopsWithUIKitsReason"
        if isChildTest(name) {
            let a = UIView()
            UIView().addSubview(a)
            _ = NSLayoutConstraint.constraints(withVisualFormat: "H:|-[a]-[missing]|", options: [], metrics: nil, views: ["a": a])
            return
        }
        let child = try runTestInChildProcess(name, timeout: 30)
        XCTAssertNotNil(child.signal, "UIKit raises on a bad format")
        XCTAssertTrue(child.stderr.contains("Unable to parse constraint format: missing is not a key in the views dictionary."), child.stderr)
    }
}
