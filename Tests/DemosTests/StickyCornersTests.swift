import Demos
import DynamicsKit
import XCTest

final class StickyCornersTests: XCTestCase {
    /// The script's times (StickyCorners.swift's `StickyCornersScript`; release builds are not
    /// testable, so they are repeated here).
    private let dragRelease = 1.5, flickUpTime = 2.5, flickDownTime = 4.2
    private let topCentre = CGPoint(x: 187.5, y: 667 * 0.25)
    private let bottomCentre = CGPoint(x: 187.5, y: 667 * 0.75)

    private func makeScene(seed: UInt64 = 0) -> Scene {
        DemoCatalog.demo(id: "sticky-corners")!.makeScene(seed: seed)
    }

    /// The orange view, found as a UI test would: by its accessibility identifier.
    private func orangeView(_ scene: Scene) -> UIView {
        scene.view(withIdentifier: "orangeView")!
    }

    func testReleasedInTheBottomHalfSettlesAtItsCentre() {
        let scene = makeScene()
        scene.advance(to: dragRelease)
        XCTAssertGreaterThan(orangeView(scene).center.y, 667 / 2)
        scene.advance(to: flickUpTime - 0.05)
        XCTAssertLessThan(orangeView(scene).center.distance(to: bottomCentre), 3)
    }

    func testFlickUpSettlesAtTheTopCentre() {
        let scene = makeScene()
        scene.advance(to: flickDownTime - 0.05)
        XCTAssertLessThan(orangeView(scene).center.distance(to: topCentre), 3)
        XCTAssertEqual(orangeView(scene).transform, .identity, "rotation is off")
    }

    func testFlickDownSettlesAtTheBottomCentreAgain() {
        let scene = makeScene()
        scene.advance(to: 6)
        XCTAssertLessThan(orangeView(scene).center.distance(to: bottomCentre), 3)
    }

    func testSameSceneTwiceIsIdentical() {
        let a = makeScene(), b = makeScene()
        for time in stride(from: 0.5, through: 6.0, by: 0.5) {
            a.advance(to: time)
            b.advance(to: time)
            XCTAssertEqual(orangeView(a).center, orangeView(b).center)
        }
    }
}
