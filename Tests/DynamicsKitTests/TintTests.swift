import DynamicsKit
import Foundation
import XCTest

/// `tintColor`: inherited down the tree, systemBlue at the top, announced to those who inherit.
final class TintTests: XCTestCase {
    private final class TintWatcher: UIView {
        var changes = 0
        override func tintColorDidChange() { changes += 1 }
    }

    func testTintIsInheritedAndDefaultsToSystemBlue() {
        let root = UIView(frame: .zero), child = UIView(frame: .zero)
        root.addSubview(child)
        XCTAssertEqual(child.tintColor, UIColor(rgb: 0x007AFF))
        root.tintColor = .red
        XCTAssertEqual(child.tintColor, .red)
        child.tintColor = .green
        XCTAssertEqual(child.tintColor, .green)
        child.tintColor = nil
        XCTAssertEqual(child.tintColor, .red, "nil inherits again")
    }

    func testTintColorDidChangeReachesInheritingDescendantsOnly() {
        let root = UIView(frame: .zero), inheriting = TintWatcher(frame: .zero), own = TintWatcher(frame: .zero)
        let grandchild = TintWatcher(frame: .zero)
        root.addSubview(inheriting)
        inheriting.addSubview(grandchild)
        own.tintColor = .green
        root.addSubview(own)
        let before = (inheriting.changes, grandchild.changes, own.changes)
        root.tintColor = .red
        XCTAssertEqual(inheriting.changes, before.0 + 1)
        XCTAssertEqual(grandchild.changes, before.1 + 1)
        XCTAssertEqual(own.changes, before.2, "a view with its own tint keeps it")
        root.tintColor = .red
        XCTAssertEqual(inheriting.changes, before.0 + 1, "setting the same tint changes nothing")
    }

    func testSystemButtonTitleFollowsTheTint() {
        let root = UIView(frame: .zero)
        let button = UIButton(type: .system)
        root.addSubview(button)
        XCTAssertEqual(button.currentTitleColor, .systemBlue)
        root.tintColor = .systemPink
        XCTAssertEqual(button.currentTitleColor, .systemPink)
        button.setTitleColor(.black, for: .normal)
        XCTAssertEqual(button.currentTitleColor, .black, "a title color of its own wins")
        XCTAssertEqual(UIButton(type: .custom).currentTitleColor, .white)
    }

    func testCGColorRoundTrips() {
        let color = UIColor(rgb: 0x3366CC, alpha: 0.5)
        XCTAssertEqual(UIColor(cgColor: color.cgColor), color)
        XCTAssertEqual(color.cgColor.alpha, 0.5)
        XCTAssertEqual(CGColor(gray: 1, alpha: 1), UIColor.white.cgColor)
        XCTAssertEqual(color.cgColor.copy(alpha: 1), UIColor(rgb: 0x3366CC).cgColor)
    }
}
