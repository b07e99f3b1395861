import Basics
import Foundation
import PNG
import XCTest

/// iOS 13–14 spellings real code uses: `UIAction` and `UIButton(type:primaryAction:)` with
/// `setImage(_:for:)`, `UIWindowScene`/`UIScreen` `coordinateSpace`, `CGGradient` with a `CFArray`.
final class ModernUIKitCommandTests: CommandLineTestCase {
    func testAPrimaryActionButtonDropsTheBox() throws {
        try write("ModernViewController.swift", #"""
import UIKit

class ModernViewController: UIViewController {
    var animator: UIDynamicAnimator!
    let box = UIView(frame: CGRect(x: 140, y: 120, width: 90, height: 90))

    lazy var dropButton: UIButton = {
        let button = UIButton(type: .system, primaryAction: .init(title: "Drop", handler: { [weak self] action in
            print("sender is the button:", action.sender is UIButton)
            self?.drop()
        }))
        button.setImage(UIImage(systemName: "arrow.down.circle"), for: .normal)
        button.frame = CGRect(x: 120, y: 500, width: 135, height: 44)
        return button
    }()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .white
        box.backgroundColor = .systemOrange
        view.addSubview(box)
        view.addSubview(dropButton)
        let space = view.window?.windowScene?.coordinateSpace.bounds ?? UIScreen.main.coordinateSpace.bounds
        print("screen:", space.width, space.height)
        let gradient = CGGradient(colorsSpace: CGColorSpaceCreateDeviceRGB(), colors: [UIColor.red.cgColor, UIColor.blue.cgColor] as CFArray, locations: [0, 1])
        print("gradient:", gradient != nil)
        animator = UIDynamicAnimator(referenceView: view)
    }

    func drop() {
        animator.addBehavior(UIGravityBehavior(items: [box]))
        let collision = UICollisionBehavior(items: [box])
        collision.translatesReferenceBoundsIntoBoundary = true
        animator.addBehavior(collision)
    }
}
"""#)
        let result = try runDynamics(["render", "ModernViewController.swift", "--tap", "\"Drop\"@0.3", "--duration", "1", "--fps", "4", "-o", "frames/"])
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertTrue(result.stderr.contains("screen: 375.0 667.0\ngradient: true\n"), result.stderr)
        XCTAssertTrue(result.stderr.contains("sender is the button: true\n"), result.stderr)
        // The tap lifts at 0.35 s and the box falls from y = 120: ½ · 1000 · 0.4² = 80 pt by 0.75 s.
        let last = try Frame(contentsOfPNG: workDirectory.appendingPathComponent("frames/frame-0003.png"))
        let orange = RGBA(255, 149, 0)
        let top = (0..<667).first { last[185, $0] == orange }
        XCTAssertEqual(Double(top ?? 0), 120 + 500 * pow(0.75 - 0.35, 2), accuracy: 12)
        // The button: the image (a disc standing in for the symbol) left of the title, in the tint.
        let first = try Frame(contentsOfPNG: workDirectory.appendingPathComponent("frames/frame-0000.png"))
        let blue = RGBA(0, 122, 255)
        let blueColumns = (120..<255).filter { x in (500..<544).contains { first[x, $0] == blue } }
        XCTAssertGreaterThan(blueColumns.count, 12, "the image disc is drawn")
        XCTAssertLessThan(blueColumns.first ?? 0, 180, "left of the title")
    }
}
