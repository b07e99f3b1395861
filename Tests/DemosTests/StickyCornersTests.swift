import XCTest

/// The sticky-corners demo (Examples/StickyCorners, the seed's code): two spring fields pull the
/// view to the centre of the half of the screen it is in.
final class StickyCornersTests: XCTestCase {
    /// The centres of the two halves of the 375 × 667 screen.
    private let topCentre = (x: 187.5, y: 166.75), bottomCentre = (x: 187.5, y: 500.25)
    /// The demo's touches (DemoCatalog): a drag into the bottom half over 0.6–1.5 s, a flick up
    /// at 2.5 s and one down at 4.2 s.
    private let dragRelease = 1.5, flickUpTime = 2.5, flickDownTime = 4.2

    private func view(_ trace: DemoTrace, _ time: Double) throws -> (x: Double, y: Double) {
        try XCTUnwrap(trace.view(at: time) { $0.isOrange }, "no orange view at \(time) s").screenCenter
    }

    func testReleasedInTheBottomHalfSettlesAtItsCentre() throws {
        let trace = try DemoTrace.of("sticky-corners")
        XCTAssertGreaterThan(try view(trace, dragRelease).y, 667 / 2)
        let rest = try view(trace, flickUpTime - 0.05)
        XCTAssertLessThan(hypot(rest.x - bottomCentre.x, rest.y - bottomCentre.y), 3)
    }

    func testFlickUpSettlesAtTheTopCentre() throws {
        let trace = try DemoTrace.of("sticky-corners")
        let rest = try view(trace, flickDownTime - 0.05)
        XCTAssertLessThan(hypot(rest.x - topCentre.x, rest.y - topCentre.y), 3)
        XCTAssertEqual(try XCTUnwrap(trace.view(at: flickDownTime - 0.05) { $0.isOrange }).angle, 0, accuracy: 1e-9, "rotation is off")
    }

    func testFlickDownSettlesAtTheBottomCentreAgain() throws {
        let trace = try DemoTrace.of("sticky-corners")
        let rest = try view(trace, 6)
        XCTAssertLessThan(hypot(rest.x - bottomCentre.x, rest.y - bottomCentre.y), 3)
    }

    func testTwoProcessesGiveTheSameTrace() throws {
        XCTAssertEqual(try DemoTrace.of("sticky-corners").snapshots, try DemoTrace.run("sticky-corners").snapshots)
    }
}
