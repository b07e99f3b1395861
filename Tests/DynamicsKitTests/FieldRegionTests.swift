import DynamicsKit
import Foundation
import XCTest

/// UIRegion's set algebra; points are relative to the region's centre.
final class FieldRegionTests: XCTestCase {
    private let disc = UIRegion(radius: 50)
    private let box = UIRegion(size: CGSize(width: 200, height: 40))

    func testInfiniteHoldsEverythingAndItsInverseNothing() {
        for point in [CGPoint.zero, CGPoint(x: 1e9, y: -1e9), CGPoint(x: -3, y: 7)] {
            XCTAssertTrue(UIRegion.infinite.contains(point))
            XCTAssertFalse(UIRegion.infinite.inverse().contains(point))
        }
    }

    func testRadiusRegionIsADiscWithItsEdge() {
        XCTAssertTrue(disc.contains(.zero))
        XCTAssertTrue(disc.contains(CGPoint(x: 30, y: -40)), "on the edge")
        XCTAssertTrue(disc.contains(CGPoint(x: -35, y: 35)))
        XCTAssertFalse(disc.contains(CGPoint(x: 36, y: 36)))
        XCTAssertFalse(disc.contains(CGPoint(x: 0, y: 50.001)))
    }

    func testSizeRegionIsARectangleCentredOnTheOrigin() {
        XCTAssertTrue(box.contains(CGPoint(x: -100, y: 20)), "corner")
        XCTAssertTrue(box.contains(CGPoint(x: 99, y: -19)))
        XCTAssertFalse(box.contains(CGPoint(x: 101, y: 0)))
        XCTAssertFalse(box.contains(CGPoint(x: 0, y: -21)))
    }

    func testInverseSwapsInsideAndOutside() {
        let outside = disc.inverse()
        XCTAssertFalse(outside.contains(.zero))
        XCTAssertTrue(outside.contains(CGPoint(x: 60, y: 0)))
        XCTAssertTrue(outside.inverse().contains(.zero), "inverting twice gives the region back")
        XCTAssertFalse(outside.inverse().contains(CGPoint(x: 60, y: 0)))
    }

    func testUnionHoldsPointsOfEither() {
        let union = disc.byUnion(with: box)
        XCTAssertTrue(union.contains(CGPoint(x: 0, y: 45)), "disc only")
        XCTAssertTrue(union.contains(CGPoint(x: 90, y: 0)), "box only")
        XCTAssertTrue(union.contains(.zero), "both")
        XCTAssertFalse(union.contains(CGPoint(x: 90, y: 45)), "neither")
        XCTAssertTrue(disc.union(with: box).contains(CGPoint(x: 90, y: 0)))
    }

    func testDifferenceRemovesTheArgumentFromTheReceiver() {
        let ring = UIRegion(radius: 100).byDifference(from: disc)
        XCTAssertFalse(ring.contains(.zero))
        XCTAssertTrue(ring.contains(CGPoint(x: 75, y: 0)))
        XCTAssertFalse(ring.contains(CGPoint(x: 101, y: 0)))
        XCTAssertFalse(disc.difference(from: UIRegion(radius: 100)).contains(CGPoint(x: 10, y: 0)), "order matters")
    }

    func testIntersectionHoldsPointsOfBoth() {
        let both = disc.byIntersection(with: box)
        XCTAssertTrue(both.contains(CGPoint(x: 40, y: 10)))
        XCTAssertFalse(both.contains(CGPoint(x: 0, y: 45)), "disc only")
        XCTAssertFalse(both.contains(CGPoint(x: 90, y: 0)), "box only")
        XCTAssertTrue(disc.intersection(with: box).contains(.zero))
    }

    func testOperationsLeaveTheirOperandsUnchanged() {
        let original = disc
        _ = original.inverse()
        _ = original.byUnion(with: .infinite)
        XCTAssertTrue(original.contains(.zero))
        XCTAssertFalse(original.contains(CGPoint(x: 60, y: 0)))
    }

    func testNaNPointsAreInNoRegion() {
        let nan = CGPoint(x: CGFloat.nan, y: 0)
        XCTAssertFalse(UIRegion.infinite.contains(nan))
        XCTAssertFalse(disc.inverse().contains(nan))
    }
}
