import DynamicsKit
import Foundation
import TestSupport
import XCTest

/// Random scenes with extreme parameters must never put NaN or infinity into a view.
final class FuzzTests: XCTestCase {
    /// Values a careless or adversarial caller might pass: zero, negatives, tiny, huge.
    private static let extremes: [CGFloat] = [0, -1, 1e-6, 1e-3, 0.5, 1, 10, 1e3, 1e6, 1e9, -1e9]

    private struct Case {
        var generator: SeededGenerator

        mutating func pick<T>(_ values: [T]) -> T { values[Int(generator.next() % UInt64(values.count))] }
        mutating func chance(_ probability: Double) -> Bool { Double(generator.next() % 10_000) / 10_000 < probability }
        mutating func number() -> CGFloat {
            chance(0.4) ? pick(extremes) : CGFloat(Double(generator.next() % 2_000_000) / 1000 - 1000)
        }
        mutating func point() -> CGPoint {
            chance(0.8) ? CGPoint(x: CGFloat(generator.next() % 375), y: CGFloat(generator.next() % 667)) : CGPoint(x: number(), y: number())
        }
        mutating func size() -> CGSize {
            let sizes: [CGFloat] = [1e-3, 0.1, 1, 20, 40, 100, 300, 1e4, 1e6]
            return chance(0.7) ? CGSize(width: CGFloat(10 + generator.next() % 90), height: CGFloat(10 + generator.next() % 90))
                : CGSize(width: pick(sizes), height: pick(sizes))
        }
        private var extremes: [CGFloat] { FuzzTests.extremes }
    }

    /// Builds one random scene from `seed` and runs it for `seconds`, returning a description of
    /// the first non-finite value seen.
    private func runCase(seed: UInt64, seconds: Double) -> String? {
        var random = Case(generator: SeededGenerator(seed: seed))
        let stage = TestStage()
        var items: [UIView] = []
        for _ in 0..<(1 + Int(random.generator.next() % 4)) {
            let view = stage.addView(size: random.size(), center: random.point())
            if random.chance(0.3) { view.transform = CGAffineTransform(rotationAngle: random.number()) }
            items.append(view)
        }
        func someItems() -> [UIView] { items.filter { _ in random.chance(0.7) } }

        if random.chance(0.7) {
            let gravity = UIGravityBehavior(items: someItems())
            if random.chance(0.5) { gravity.setAngle(random.number(), magnitude: random.number()) }
            stage.add(gravity)
        }
        if random.chance(0.7) {
            let collision = UICollisionBehavior(items: someItems())
            collision.translatesReferenceBoundsIntoBoundary = random.chance(0.7)
            if random.chance(0.3) { collision.collisionMode = random.pick([.items, .boundaries, .everything]) }
            if random.chance(0.3) { collision.addBoundary(withIdentifier: "line", from: random.point(), to: random.point()) }
            if random.chance(0.2) {
                collision.addBoundary(withIdentifier: "oval", for: UIBezierPath(ovalIn: CGRect(origin: random.point(), size: random.size())))
            }
            stage.add(collision)
        }
        if random.chance(0.6) {
            let properties = UIDynamicItemBehavior(items: someItems())
            properties.elasticity = random.number()
            properties.friction = random.number()
            properties.density = random.number()
            properties.resistance = random.number()
            properties.angularResistance = random.number()
            properties.allowsRotation = random.chance(0.8)
            properties.isAnchored = random.chance(0.1)
            properties.charge = random.number()
            if let item = items.first, random.chance(0.5) {
                properties.addLinearVelocity(CGPoint(x: random.number(), y: random.number()), for: item)
                properties.addAngularVelocity(random.number(), for: item)
            }
            stage.add(properties)
        }
        if random.chance(0.5) {
            let push = UIPushBehavior(items: someItems(), mode: random.chance(0.5) ? .continuous : .instantaneous)
            push.setAngle(random.number(), magnitude: random.number())
            if let item = items.last, random.chance(0.3) {
                push.setTargetOffsetFromCenter(UIOffset(horizontal: random.number(), vertical: random.number()), for: item)
            }
            stage.add(push)
        }
        if random.chance(0.5), let item = items.first {
            let attachment: UIAttachmentBehavior
            if items.count > 1, random.chance(0.5) {
                attachment = UIAttachmentBehavior(item: item, offsetFromCenter: UIOffset(horizontal: random.number(), vertical: 0), attachedTo: items[1], offsetFromCenter: .zero)
            } else {
                attachment = UIAttachmentBehavior(item: item, offsetFromCenter: UIOffset(horizontal: 0, vertical: random.number()), attachedToAnchor: random.point())
            }
            if random.chance(0.5) { attachment.frequency = random.number() }
            if random.chance(0.5) { attachment.damping = random.number() }
            if random.chance(0.3) { attachment.length = random.number() }
            stage.add(attachment)
        }
        if random.chance(0.3), items.count > 1 {
            let anchor = random.point()
            let kinds: [UIAttachmentBehavior] = [
                .slidingAttachment(with: items[0], attachedTo: items[1], attachmentAnchor: anchor, axisOfTranslation: CGVector(dx: random.number(), dy: random.number())),
                .limitAttachment(with: items[0], offsetFromCenter: .zero, attachedTo: items[1], offsetFromCenter: UIOffset(horizontal: random.number(), vertical: 0)),
                .fixedAttachment(with: items[0], attachedTo: items[1], attachmentAnchor: anchor),
                .pinAttachment(with: items[0], attachedTo: items[1], attachmentAnchor: anchor),
            ]
            let attachment = random.pick(kinds)
            attachment.frictionTorque = random.number()
            if random.chance(0.5) {
                let a = random.number(), b = random.number()
                attachment.attachmentRange = UIFloatRange(minimum: min(a, b), maximum: max(a, b))
            }
            stage.add(attachment)
        }
        if random.chance(0.4) {
            let fields: [UIFieldBehavior] = [
                .dragField(), .vortexField(), .radialGravityField(position: random.point()),
                .linearGravityField(direction: CGVector(dx: random.number(), dy: random.number())),
                .velocityField(direction: CGVector(dx: random.number(), dy: random.number())),
                .noiseField(smoothness: random.number(), animationSpeed: random.number()),
                .turbulenceField(smoothness: random.number(), animationSpeed: random.number()),
                .springField(), .electricField(), .magneticField(),
            ]
            let field = random.pick(fields)
            for item in someItems() { field.addItem(item) }
            field.position = random.point()
            field.strength = random.number()
            field.falloff = random.number()
            field.minimumRadius = random.number()
            if random.chance(0.5) { field.region = UIRegion(radius: abs(random.number())) }
            stage.add(field)
        }
        if random.chance(0.3), let item = items.last {
            let snap = UISnapBehavior(item: item, snapTo: random.point())
            snap.damping = random.number()
            stage.add(snap)
        }

        var failure: String?
        stage.run(for: seconds) {
            guard failure == nil else { return }
            for (index, item) in items.enumerated() {
                let t = item.transform
                let values = [item.center.x, item.center.y, t.a, t.b, t.c, t.d, t.tx, t.ty]
                if !values.allSatisfy(\.isFinite) {
                    failure = "item \(index) at t = \(stage.scene.time): center \(item.center), transform \(t)"
                }
            }
        }
        return failure
    }

    func testTwoThousandRandomScenesStayFinite() {
        var failures: [String] = []
        for seed in UInt64(0)..<2000 {
            if let failure = runCase(seed: seed, seconds: 5) {
                failures.append("seed \(seed): \(failure)")
                if failures.count >= 5 { break }
            }
        }
        XCTAssertTrue(failures.isEmpty, "non-finite state; replay with runCase(seed:):\n" + failures.joined(separator: "\n"))
    }
}
