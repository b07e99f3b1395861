import DynamicsKit
import Foundation
import TestSupport
import XCTest

/// A behavior composed as UIKit code writes one: children made with `init()`, items added
/// with `addItem(_:)`.
final class FallingBehavior: UIDynamicBehavior {
    let gravity = UIGravityBehavior()
    let collision = UICollisionBehavior()
    let properties = UIDynamicItemBehavior()
    let push = UIPushBehavior()

    override init() {
        super.init()
        collision.translatesReferenceBoundsIntoBoundary = true
        properties.elasticity = 0.6
        push.pushDirection = CGVector(dx: 0.3, dy: 0)
        for child in [gravity, collision, properties, push] { addChildBehavior(child) }
    }

    func addItem(_ item: UIDynamicItem) {
        gravity.addItem(item)
        collision.addItem(item)
        properties.addItem(item)
        push.addItem(item)
    }
}

/// The same behaviors made with their items.
final class FallingBehaviorWithItems: UIDynamicBehavior {
    init(items: [UIDynamicItem]) {
        super.init()
        let collision = UICollisionBehavior(items: items)
        collision.translatesReferenceBoundsIntoBoundary = true
        let properties = UIDynamicItemBehavior(items: items)
        properties.elasticity = 0.6
        let push = UIPushBehavior(items: items, mode: .continuous)
        push.pushDirection = CGVector(dx: 0.3, dy: 0)
        for child in [UIGravityBehavior(items: items), collision, properties, push] { addChildBehavior(child) }
    }
}

/// A field of one's own, made by subclassing.
final class HookeField: UIFieldBehavior {
    var evaluations = 0
}

final class ComposedBehaviorTests: XCTestCase {
    private func dropSquares(_ makeBehavior: ([UIView]) -> UIDynamicBehavior) -> [[CGPoint]] {
        let stage = TestStage()
        let squares = [
            stage.addView(size: CGSize(width: 60, height: 60), center: CGPoint(x: 120, y: 100)),
            stage.addView(size: CGSize(width: 40, height: 40), center: CGPoint(x: 150, y: 20)),
        ]
        stage.add(makeBehavior(squares))
        var trajectory: [[CGPoint]] = []
        stage.run(for: 3) { trajectory.append(squares.map(\.center)) }
        return trajectory
    }

    func testABehaviorBuiltFromInitAndAddItemMovesItemsAsTheItemsInitializersDo() {
        let composed = dropSquares { squares in
            let behavior = FallingBehavior()
            for square in squares { behavior.addItem(square) }
            XCTAssertEqual(behavior.gravity.items.count, 2)
            XCTAssertEqual(behavior.push.mode, .continuous)
            return behavior
        }
        let direct = dropSquares { FallingBehaviorWithItems(items: $0) }
        XCTAssertEqual(composed.count, 180)
        XCTAssertEqual(composed, direct, "the same positions at every tick")
        // It did move: fell to the floor (667 − 30) and was pushed right.
        XCTAssertEqual(Double(composed[179][0].y), 637, accuracy: 2)
        XCTAssertGreaterThan(composed[179][0].x, 150)
    }

    func testRemovingAnItemFromAnInitMadeBehaviorLetsItGo() {
        let stage = TestStage()
        let square = stage.addView(size: CGSize(width: 50, height: 50), center: CGPoint(x: 100, y: 100))
        let gravity = UIGravityBehavior()
        gravity.addItem(square)
        stage.add(gravity)
        stage.run(for: 0.5)
        let fallen = square.center.y
        XCTAssertGreaterThan(fallen, 200)
        gravity.removeItem(square)
        XCTAssertTrue(gravity.items.isEmpty)
        stage.run(for: 0.5)
        XCTAssertEqual(square.center.y, fallen, "no longer an item: the animator no longer moves it")
    }

    func testAConstantCustomForceMovesAnItemAsHalfFOverMTSquared() {
        let stage = TestStage()
        // 100 × 50 at density 2: mass 1.
        let item = stage.addView(size: CGSize(width: 100, height: 50), center: CGPoint(x: 50, y: 300))
        let properties = UIDynamicItemBehavior(items: [item])
        properties.resistance = 0
        properties.density = 2
        var masses: Set<CGFloat> = []
        let field = UIFieldBehavior.field { _, _, _, mass, _, _ in
            masses.insert(mass)
            return CGVector(dx: 0.5, dy: 0)   // 50 pt/s² on a mass of 1
        }
        field.addItem(item)
        stage.add(properties)
        stage.add(field)
        stage.run(for: 1)
        XCTAssertEqual(masses, [1])
        // x(t) = x₀ + ½·a·t²; the substeps' symplectic Euler adds a·h·t/2 (h = 1/240 s).
        XCTAssertEqual(Double(item.center.x), 50 + 0.5 * 50 * 1, accuracy: 0.15)
        XCTAssertEqual(Double(properties.linearVelocity(for: item).x), 50, accuracy: 1e-6)
    }

    func testASpringCustomFieldOscillatesAsTheClosedForm() {
        let stage = TestStage()
        let rest = CGPoint(x: 187.5, y: 300)
        let item = stage.addView(size: CGSize(width: 100, height: 100), center: CGPoint(x: rest.x + 50, y: rest.y))
        let properties = UIDynamicItemBehavior(items: [item])
        properties.resistance = 0
        // F = −k·x in UIKit force units (100 mass·pt/s² each): ω² = 100·k / m = 10 s⁻².
        let k: CGFloat = 0.1
        let field = HookeField.field { field, position, _, _, _, _ in
            (field as! HookeField).evaluations += 1
            return CGVector(dx: -k * (position.x - rest.x), dy: -k * (position.y - rest.y))
        }
        XCTAssertTrue(type(of: field) == HookeField.self, "the factory makes the subclass")
        field.addItem(item)
        stage.add(properties)
        stage.add(field)
        let omega = (10.0).squareRoot()
        var worst = 0.0
        var ticks = 0
        stage.run(for: 2) {
            ticks += 1
            let t = Double(ticks) / 60
            let expected = Double(rest.x) + 50 * cos(omega * t)
            worst = max(worst, abs(Double(item.center.x) - expected))
        }
        XCTAssertEqual(field.evaluations, 480, "once a substep")
        // Evaluated once a substep (ω·h ≈ 0.013), the numerical orbit keeps within 1 pt of
        // x₀ + A·cos(ωt) over a period.
        XCTAssertLessThan(worst, 1)
        XCTAssertEqual(Double(item.center.y), Double(rest.y), accuracy: 1e-9)
    }
}
