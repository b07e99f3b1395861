import Demos
import DynamicsKit
import XCTest

final class FlickTests: XCTestCase {
    private func makeScene(seed: UInt64 = 0) -> Scene {
        DemoCatalog.demo(id: "flick")!.makeScene(seed: seed)
    }

    /// The script's times and points (Flick.swift's `FlickScript`; release builds are not
    /// testable, so they are repeated here).
    private let firstGrabTime = 1.0, dragDuration = 0.8
    private let dragEnd = CGPoint(x: 110, y: 450)
    private var firstRelease: TimeInterval { firstGrabTime + dragDuration + 0.15 }
    private let secondRelease = 4.15

    /// The orange view, found as a UI test would: by its accessibility identifier.
    private func orangeView(_ scene: Scene) -> UIView {
        scene.view(withIdentifier: "orangeView")!
    }

    func testViewStartsCentredAndFallsToTheFloor() {
        let scene = makeScene()
        XCTAssertEqual(orangeView(scene).center.x, 187.5, accuracy: 0.5)
        XCTAssertEqual(orangeView(scene).center.y, 333.5, accuracy: 0.5)
        scene.advance(to: firstGrabTime - 0.05)
        XCTAssertGreaterThan(orangeView(scene).center.y, 600)
    }

    func testDragPullsTheViewAlongWithTheFinger() {
        let scene = makeScene()
        scene.advance(to: firstGrabTime + dragDuration)
        XCTAssertLessThan(orangeView(scene).center.distance(to: dragEnd), 30)
    }

    func testFirstFlickCarriesTheViewUpAndRight() {
        let scene = makeScene()
        scene.advance(to: firstRelease)
        let atRelease = orangeView(scene).center
        scene.advance(by: 0.05)
        let after = orangeView(scene).center
        XCTAssertGreaterThan(after.x, atRelease.x + 10)
        XCTAssertLessThan(after.y, atRelease.y - 10)
    }

    func testSecondFlickCarriesTheViewUpAndRight() {
        let scene = makeScene()
        scene.advance(to: secondRelease)
        let atRelease = orangeView(scene).center
        scene.advance(by: 0.05)
        let after = orangeView(scene).center
        XCTAssertGreaterThan(after.x, atRelease.x + 10)
        XCTAssertLessThan(after.y, atRelease.y - 10)
    }

    func testViewStaysOnScreen() {
        let scene = makeScene()
        var time = 0.0
        while time < 6 {
            time += 0.05
            scene.advance(to: time)
            let center = orangeView(scene).center
            // A 40×40 square inside the screen at any angle: its centre at least 19 pt in.
            XCTAssertTrue(
                CGRect(origin: .zero, size: scene.size).insetBy(dx: 19, dy: 19).contains(center),
                "off screen at \(time) s: \(center)")
        }
    }

    func testSameSceneTwiceIsIdentical() {
        let a = makeScene(), b = makeScene()
        for time in stride(from: 0.5, through: 6.0, by: 0.5) {
            a.advance(to: time)
            b.advance(to: time)
            XCTAssertEqual(orangeView(a).center, orangeView(b).center)
            XCTAssertEqual(orangeView(a).transform, orangeView(b).transform)
        }
    }
}

extension CGPoint {
    func distance(to other: CGPoint) -> CGFloat {
        hypot(x - other.x, y - other.y)
    }
}
