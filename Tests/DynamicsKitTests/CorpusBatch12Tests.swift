import DynamicsKit
import Foundation
import XCTest

/// Small pieces of UIKit that public samples of batches 12 to 14 reached for.
final class CorpusBatch12Tests: XCTestCase {
    /// nickypatson/TinderSwipeView empties its overlay's path before drawing it again.
    func testRemoveAllPointsEmptiesThePathAndKeepsItsStyle() {
        let path = UIBezierPath(rect: CGRect(x: 0, y: 0, width: 20, height: 10))
        path.lineWidth = 3
        XCTAssertFalse(path.isEmpty)
        path.removeAllPoints()
        XCTAssertTrue(path.isEmpty)
        XCTAssertEqual(path.currentPoint, .zero)
        XCTAssertEqual(path.lineWidth, 3)
        path.move(to: CGPoint(x: 5, y: 5))
        path.addLine(to: CGPoint(x: 15, y: 5))
        XCTAssertEqual(path.bounds, CGRect(x: 5, y: 5, width: 10, height: 0))
    }
}
