import DynamicsKit
import Foundation
import TestSupport
import XCTest

/// Block-based key-value observing: `observe(\.center) { view, change in … }`.
final class KeyValueObservationTests: XCTestCase {
    func testAnObservationHearsTypedChangesUntilInvalidated() {
        let stage = TestStage()
        let square = stage.addView(size: CGSize(width: 50, height: 50), center: CGPoint(x: 100, y: 100))
        var changes: [NSKeyValueObservedChange<CGPoint>] = []
        let token = square.observe(\.center, options: [.initial, .new, .old]) { view, change in
            XCTAssertTrue(view === square)
            changes.append(change)
        }
        XCTAssertEqual(changes.count, 1)
        XCTAssertEqual(changes[0].newValue, CGPoint(x: 100, y: 100))
        XCTAssertNil(changes[0].oldValue)
        stage.add(UIGravityBehavior(items: [square]))
        stage.run(for: 0.5)
        XCTAssertEqual(changes.count, 1 + 30)
        for index in 1..<changes.count {
            XCTAssertEqual(changes[index].oldValue, changes[index - 1].newValue)
            XCTAssertEqual(changes[index].kind, .setting)
        }
        XCTAssertEqual((changes.last?.newValue?.y ?? 0) - 100, 125, accuracy: 6)
        token.invalidate()
        stage.run(for: 0.1)
        XCTAssertEqual(changes.count, 31)

        // A token no one holds ends its observation.
        var alphas: [CGFloat?] = []
        _ = square.observe(\.alpha, options: [.new]) { _, change in alphas.append(change.newValue) }
        square.alpha = 0.5
        XCTAssertEqual(alphas, [])
        var kept: NSKeyValueObservation? = square.observe(\.alpha, options: [.new]) { _, change in alphas.append(change.newValue) }
        square.alpha = 0.25
        XCTAssertEqual(alphas, [0.25])
        kept = nil
        square.alpha = 1
        XCTAssertEqual(alphas, [0.25])
        XCTAssertNil(kept)
    }
}
