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

/// `viewWithTag(_:)`: a sample found its pushed views by tag.
final class ViewWithTagTests: XCTestCase {
    func testTheViewItselfThenItsSubviewsTreesInOrder() {
        let root = UIView(), a = UIView(), b = UIView(), deep = UIView()
        root.tag = 1
        a.tag = 2
        b.tag = 3
        deep.tag = 3
        a.addSubview(deep)
        root.addSubview(a)
        root.addSubview(b)
        XCTAssertTrue(root.viewWithTag(1) === root)
        XCTAssertTrue(root.viewWithTag(3) === deep, "the first subview's tree comes before the second subview")
        XCTAssertTrue(b.viewWithTag(3) === b)
        XCTAssertNil(root.viewWithTag(9))
    }
}
