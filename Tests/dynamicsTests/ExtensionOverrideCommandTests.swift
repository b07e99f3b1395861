import Basics
import Foundation
import PNG
import XCTest

/// An app whose view controller overrides UIKit's members in an extension in another file (as
/// iOS code does) renders with those overrides in effect.
final class ExtensionOverrideCommandTests: CommandLineTestCase {
    func testOverridesInAnExtensionOfAnotherFileRun() throws {
        try write("Cards/CardViewController.swift", """
            import UIKit

            class CardViewController: UIViewController {
                let card = UIView()
            }

            """)
        try write("Cards/CardViewController+Layout.swift", """
            import UIKit

            extension CardViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    view.backgroundColor = .white
                    card.backgroundColor = cardColor
                    view.addSubview(card)
                }

                @objc override func viewDidLayoutSubviews() {
                    super.viewDidLayoutSubviews()
                    card.frame = CGRect(x: 50, y: 100, width: view.bounds.width - 100, height: 200)
                }

                private var cardColor: UIColor { .red }
            }

            """)
        let result = try runDynamics(["render", "Cards", "--duration", "0.1", "-o", "frames/"])
        XCTAssertEqual(result.status, 0, result.stderr)
        let frame = try Frame(contentsOfPNG: workDirectory.appendingPathComponent("frames/frame-0001.png"))
        // The card, laid out by viewDidLayoutSubviews, in the color viewDidLoad gave it.
        XCTAssertEqual(frame[187, 200], RGBA(255, 0, 0))
        XCTAssertEqual(frame[60, 110], RGBA(255, 0, 0))
        XCTAssertEqual(frame[40, 200], RGBA(255, 255, 255))
        XCTAssertEqual(frame[187, 310], RGBA(255, 255, 255))
    }
}
