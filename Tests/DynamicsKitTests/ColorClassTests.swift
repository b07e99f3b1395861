import DynamicsKit
import Foundation
import XCTest

// What apps write in an `extension UIColor`, which compiles only because UIColor is a class,
// as UIKit's is: class methods and properties, and convenience initializers.
private extension UIColor {
    class func brandGreen() -> UIColor { UIColor(red: 0, green: 0.6, blue: 0.3, alpha: 1) }
    class var brandRed: UIColor { .red }
    convenience init(hex: Int, alpha: CGFloat = 1) {
        self.init(red: CGFloat((hex >> 16) & 0xFF) / 255, green: CGFloat((hex >> 8) & 0xFF) / 255,
                  blue: CGFloat(hex & 0xFF) / 255, alpha: alpha)
    }
    convenience init(gray: CGFloat) { self.init(white: gray, alpha: 1) }
}

/// UIColor as a class: extensions as apps write them, equality and hashing by the components.
final class ColorClassTests: XCTestCase {
    func testClassMembersAndConvenienceInitializersInAnExtension() {
        XCTAssertEqual(UIColor.brandGreen(), UIColor(red: 0, green: 0.6, blue: 0.3, alpha: 1))
        XCTAssertEqual(UIColor.brandRed, .red)
        let blue = UIColor(hex: 0x3366FF, alpha: 0.5)
        XCTAssertEqual(blue.red, 0.2, accuracy: 1e-12)
        XCTAssertEqual(blue.green, 0.4, accuracy: 1e-12)
        XCTAssertEqual(blue.blue, 1)
        XCTAssertEqual(blue.alpha, 0.5)
        XCTAssertEqual(UIColor(gray: 0.25), UIColor(white: 0.25, alpha: 1))
    }

    func testEqualAndHashedByComponents() {
        let made = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
        XCTAssertFalse(made === UIColor.red, "two objects")
        XCTAssertEqual(made, .red, "equal components are equal colors")
        XCTAssertEqual(made.hashValue, UIColor.red.hashValue)
        XCTAssertEqual(Set([made, .red, .blue]).count, 2)
        XCTAssertNotEqual(UIColor.red, UIColor.red.withAlphaComponent(0.5))
        XCTAssertEqual(UIColor(cgColor: UIColor.red.cgColor), .red, "through Core Graphics and back")
        XCTAssertFalse(UIColor.red.isEqual("red"), "not equal to another kind of object")
        // A pattern color is its image's: equal to itself, not to the black its components read as.
        let image = UIImage(width: 1, height: 1, pixels: [255, 0, 0, 255])
        let pattern = UIColor(patternImage: image)
        XCTAssertEqual(pattern, UIColor(cgColor: pattern.cgColor))
        XCTAssertNotEqual(pattern, .black)
        XCTAssertNotEqual(pattern, UIColor(patternImage: UIImage(width: 1, height: 1, pixels: [255, 0, 0, 255])))
    }

    func testComponentsAreClampedAsBefore() {
        let color = UIColor(red: 1.5, green: -1, blue: .nan, alpha: 2)
        XCTAssertEqual([color.red, color.green, color.blue, color.alpha], [1, 0, 0, 1])
    }
}
