import Demos
import DynamicsKit
import XCTest

final class TossingTests: XCTestCase {
    /// The script's times (Tossing.swift's `TossingScript`; release builds are not testable,
    /// so they are repeated here): the slow drag lifts at 1.7 s, the tosses at 2.75 s and 4.45 s
    /// (a flick lifts 0.15 s after it starts); a toss resets 0.4 s after the lift, over 0.45 s.
    private let slowRelease = 1.7, tossRelease = 2.75, secondTossRelease = 4.45
    private let start = CGPoint(x: 187.5, y: 223)

    private func makeScene(seed: UInt64 = 0) -> Scene {
        DemoCatalog.demo(id: "tossing")!.makeScene(seed: seed)
    }

    /// The image view, found as a UI test would: by its accessibility identifier.
    private func fish(_ scene: Scene) -> UIImageView {
        scene.view(withIdentifier: "goldfish") as! UIImageView
    }

    private func isOnScreen(_ view: UIView, _ scene: Scene) -> Bool {
        view.frame.intersects(CGRect(origin: .zero, size: scene.size))
    }

    func testStartsWhereTheStoryboardPutsIt() {
        let scene = makeScene()
        XCTAssertEqual(fish(scene).bounds.size, CGSize(width: 254, height: 172))
        XCTAssertEqual(fish(scene).center, start)
        XCTAssertEqual(fish(scene).image?.size, CGSize(width: 254, height: 172))
    }

    func testDragMovesAndTurnsTheFish() {
        let scene = makeScene()
        scene.advance(to: slowRelease - 0.05)
        XCTAssertGreaterThan(fish(scene).center.distance(to: start), 100)
        XCTAssertNotEqual(fish(scene).transform, .identity)
    }

    func testSlowReleaseReturnsToTheStart() {
        let scene = makeScene()
        scene.advance(to: slowRelease + 0.6)
        XCTAssertLessThan(fish(scene).center.distance(to: start), 2)
        XCTAssertEqual(fish(scene).transform.b, 0, accuracy: 1e-6, "still turned")
    }

    func testFastTossLeavesTheScreenThenResets() {
        let scene = makeScene()
        scene.advance(to: tossRelease + 0.38)
        XCTAssertFalse(isOnScreen(fish(scene), scene), "still on screen: \(fish(scene).frame)")
        scene.advance(to: tossRelease + 0.4 + 0.5)
        XCTAssertLessThan(fish(scene).center.distance(to: start), 2)
        XCTAssertEqual(fish(scene).transform.b, 0, accuracy: 1e-6, "still turned")
    }

    func testSecondTossLeavesTheScreenThenResets() {
        let scene = makeScene()
        scene.advance(to: secondTossRelease + 0.38)
        XCTAssertFalse(isOnScreen(fish(scene), scene), "still on screen: \(fish(scene).frame)")
        scene.advance(to: 6)
        XCTAssertLessThan(fish(scene).center.distance(to: start), 2)
    }

    func testMarkersShowTouchStartAndAnchor() {
        let scene = makeScene()
        scene.advance(to: slowRelease - 0.05)
        let views = scene.rootViewController!.view.subviews
        let red = views[1], blue = views[2]
        XCTAssertEqual(red.bounds.size, CGSize(width: 8, height: 8))
        // Blue stays where the pan began, near the touch-down at (110, 190); red follows the finger.
        XCTAssertLessThan(blue.center.distance(to: CGPoint(x: 110, y: 190)), 12)
        XCTAssertLessThan(red.center.distance(to: CGPoint(x: 230, y: 470)), 5)
    }

    func testSameSceneTwiceIsIdentical() {
        let a = makeScene(seed: 7), b = makeScene(seed: 7)
        for time in stride(from: 0.5, through: 6.0, by: 0.25) {
            a.advance(to: time)
            b.advance(to: time)
            XCTAssertEqual(fish(a).center, fish(b).center)
            XCTAssertEqual(fish(a).transform, fish(b).transform)
        }
    }
}
