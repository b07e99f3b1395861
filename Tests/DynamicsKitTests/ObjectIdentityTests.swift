import DynamicsKit
import XCTest

/// UIKit's classes are NSObjects: iOS code compares them with `==` and looks them up in arrays,
/// sets and dictionaries. Equal means the same object.
final class ObjectIdentityTests: XCTestCase {
    func testViewsCompareAndHashByIdentity() {
        let (a, b) = (UIView(frame: .zero), UIView(frame: .zero))
        let parent = UIView(frame: .zero)
        parent.addSubview(a)
        parent.addSubview(b)
        XCTAssertTrue(a == a)
        XCTAssertFalse(a == b, "two views with the same frame are still two views")
        XCTAssertEqual(parent.subviews.firstIndex(of: b), 1)
        XCTAssertTrue(parent.subviews.contains(a))
        XCTAssertTrue(a.superview == parent)
        let label: UIView = UILabel(frame: .zero)
        XCTAssertEqual(Set([a, b, a, label]).count, 3)
        var names: [UIView: String] = [:]
        names[a] = "a"
        names[b] = "b"
        XCTAssertEqual(names[a], "a")
    }

    func testControllersRecognizersBehaviorsAndConstraintsToo() {
        let (c1, c2) = (UIViewController(), UIViewController())
        XCTAssertNotEqual(c1, c2)
        XCTAssertEqual([c1, c2].firstIndex(of: c2), 1)
        let tap = UITapGestureRecognizer(target: nil, action: nil)
        let view = UIView(frame: .zero)
        view.addGestureRecognizer(tap)
        XCTAssertTrue(view.gestureRecognizers?.contains(tap) ?? false)
        let gravity = UIGravityBehavior(items: [])
        let animator = UIDynamicAnimator(referenceView: view)
        animator.addBehavior(gravity)
        XCTAssertTrue(animator.behaviors.contains(gravity))
        XCTAssertEqual(Set([animator, animator]).count, 1)
        let width = view.widthAnchor.constraint(equalToConstant: 10)
        let other = view.widthAnchor.constraint(equalToConstant: 10)
        XCTAssertNotEqual(width, other)
        XCTAssertEqual([other, width].firstIndex(of: width), 1)
        XCTAssertNotEqual(view.layoutMarginsGuide, view.safeAreaLayoutGuide)
    }
}
