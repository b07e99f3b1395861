import DynamicsKit
import Foundation
import XCTest

/// Foundation on Linux differs from Darwin's where UIKit code meets it.
final class FoundationBridgeTests: XCTestCase {
    /// `setObject(_:forKey:)` with an `NSCopying` key, as Darwin declares it (a sample kept its
    /// push behaviors in an `NSMutableDictionary` keyed by `"view\(i)" as NSCopying`).
    func testAMutableDictionaryTakesAnNSCopyingKey() {
        let pushes = NSMutableDictionary()
        pushes.setObject(UIPushBehavior(items: [], mode: .instantaneous), forKey: "view1" as NSCopying)
        pushes.setObject(2, forKey: "view2")
        let key: NSCopying = "view3"
        pushes.setObject(3, forKey: key)
        XCTAssertEqual(pushes.count, 3)
        XCTAssertTrue(pushes["view1"] is UIPushBehavior)
        XCTAssertEqual(pushes["view3"] as? Int, 3)
    }
}
