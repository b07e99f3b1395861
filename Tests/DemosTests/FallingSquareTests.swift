import XCTest

/// The falling square (Examples/FallingSquare, the seed's fragment): a 30 × 30 square falls from
/// the middle and comes to rest on the bottom edge.
final class FallingSquareTests: XCTestCase {
    func testTheSquareFallsFromTheMiddleAndRestsOnTheBottomEdge() throws {
        let trace = try DemoTrace.of("falling-square")
        let start = try XCTUnwrap(trace.view(at: 0) { $0.isOrange })
        XCTAssertEqual(start.screenFrame, [172.5, 318.5, 30, 30])
        // Under 1000 pt/s² it covers the 318.5 pt to the floor in √(2 · 0.3185 / 1000) ≈ 0.8 s.
        let rest = try XCTUnwrap(trace.view(at: 2.5) { $0.isOrange })
        XCTAssertEqual(rest.screenFrame[1] + rest.screenFrame[3], 667, accuracy: 0.5)
        XCTAssertEqual(rest.screenCenter.x, 187.5, accuracy: 0.5)
        XCTAssertGreaterThan(try XCTUnwrap(trace.view(at: 0.75) { $0.isOrange }).screenFrame[1], 550)
    }
}
