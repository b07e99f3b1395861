import DynamicsKit
import Foundation
import TestSupport
import XCTest

/// Random scenes with extreme parameters must never trap, hang, or put NaN or infinity into a
/// view: items in transformed superviews, `items(in:)` queries, arc boundaries and hierarchy
/// edits while the animator runs included.
final class FuzzTests: XCTestCase {
    /// Values a careless or adversarial caller might pass: zero, negatives, tiny, huge.
    private static let extremes: [CGFloat] = [0, -1, 1e-6, 1e-3, 0.5, 1, 10, 1e3, 1e6, 1e9, -1e9]
    /// Finite values at the ends of the floating-point range, for geometry: scales, positions,
    /// angles.
    private static let edges: [CGFloat] = [
        5e-324, -5e-324, 1e-300, 1e-30, 1e30, 1e300, -1e300, 1.7e308, -1.7e308, .greatestFiniteMagnitude,
    ]

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
        /// Mostly ordinary, sometimes at the ends of the floating-point range.
        mutating func geometry() -> CGFloat { chance(0.5) ? pick(FuzzTests.edges) : number() }
        mutating func transform() -> CGAffineTransform {
            switch generator.next() % 4 {
            case 0: return CGAffineTransform(rotationAngle: geometry())
            case 1: return CGAffineTransform(scaleX: geometry(), y: geometry())
            case 2: return CGAffineTransform(scaleX: pick(FuzzTests.edges), y: pick(FuzzTests.edges)).rotated(by: number())
            default: return CGAffineTransform(a: geometry(), b: number(), c: number(), d: geometry(), tx: geometry(), ty: geometry())
            }
        }
        mutating func rect() -> CGRect {
            chance(0.7) ? CGRect(x: CGFloat(generator.next() % 375), y: CGFloat(generator.next() % 667), width: 100, height: 100)
                : CGRect(x: geometry(), y: geometry(), width: geometry(), height: geometry())
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
        // Containers: plain views, some transformed, that items may sit in and move between.
        var containers: [UIView] = [stage.root]
        for _ in 0..<Int(random.generator.next() % 3) {
            let container = UIView(frame: CGRect(origin: .zero, size: random.size()))
            container.center = random.point()
            if random.chance(0.6) { container.transform = random.transform() }
            random.pick(containers).addSubview(container)
            containers.append(container)
        }
        var items: [UIView] = []
        for _ in 0..<(1 + Int(random.generator.next() % 4)) {
            let view = stage.addView(size: random.size(), center: random.point())
            if random.chance(0.3) { view.transform = CGAffineTransform(rotationAngle: random.number()) }
            if random.chance(0.05) { view.transform = random.transform() }
            if random.chance(0.3) { random.pick(containers).addSubview(view) }
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
            if random.chance(0.2) {
                let arc = UIBezierPath(
                    arcCenter: random.point(), radius: random.chance(0.8) ? CGFloat(random.generator.next() % 300) : random.geometry(),
                    startAngle: random.geometry(), endAngle: random.geometry(), clockwise: random.chance(0.5))
                if random.chance(0.5) { arc.close() }
                collision.addBoundary(withIdentifier: "arc", for: arc)
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

        // The views whose geometry was finite to begin with must stay so.
        let views = [stage.root] + containers.dropFirst() + items
        let finiteAtStart = views.filter { Self.nonFinite(in: $0) == nil }
        var failure: String?
        var tick = 0
        stage.run(for: seconds) {
            guard failure == nil else { return }
            tick += 1
            // Hierarchy edits while the animator runs: moves between containers (never into the
            // item's own subtree), reordering, removal and return, a far move told to the animator.
            if random.chance(0.05), let item = items.randomElement(using: &random.generator) {
                let target = random.pick(containers)
                if !target.isDescendant(of: item) {
                    switch random.generator.next() % 5 {
                    case 0: target.addSubview(item)
                    case 1: target.insertSubview(item, at: Int(random.generator.next() % 4))
                    case 2: target.bringSubviewToFront(item); target.sendSubviewToBack(item)
                    case 3: item.removeFromSuperview(); target.addSubview(item)
                    default:
                        stage.scene.run {
                            item.center = CGPoint(x: random.geometry(), y: random.geometry())
                            stage.animator.updateItem(usingCurrentState: item)
                        }
                    }
                }
            }
            if tick % 7 == 0 { _ = stage.animator.items(in: random.rect()) }
            for view in finiteAtStart {
                if let bad = Self.nonFinite(in: view) {
                    failure = "view \(views.firstIndex { $0 === view }!) at t = \(stage.scene.time): \(bad)"
                }
            }
        }
        return failure
    }

    /// A description of the view's non-finite centre, transform or bounds, if it has one.
    private static func nonFinite(in view: UIView) -> String? {
        let t = view.transform, b = view.bounds
        let values = [view.center.x, view.center.y, t.a, t.b, t.c, t.d, t.tx, t.ty, b.origin.x, b.origin.y, b.width, b.height]
        return values.allSatisfy(\.isFinite) ? nil : "center \(view.center), transform \(t), bounds \(b)"
    }

    /// Ten thousand seeded scenes of 3 s each. A scene that never returns (a hang) is caught
    /// by a watchdog that names its seed and ends the test process after 30 s: a scene takes
    /// about a millisecond, the slowest well under a second. How fast they run is not this
    /// test's business (a loaded machine must not fail it); `scripts/bench` measures speed.
    func testTenThousandRandomScenesStayFiniteAndNeverHang() {
        let watchdog = Watchdog(limit: 30)
        var failures: [String] = []
        for seed in UInt64(0)..<10_000 {
            watchdog.start(seed)
            if let failure = runCase(seed: seed, seconds: 3) {
                failures.append("seed \(seed): \(failure)")
                if failures.count >= 5 { break }
            }
        }
        watchdog.stop()
        XCTAssertTrue(failures.isEmpty, "replay with runCase(seed:):\n" + failures.joined(separator: "\n"))
    }
}

/// Ends the process, naming the seed, when one scene runs longer than `limit` seconds: a hang
/// would otherwise stall the test run with no clue.
private final class Watchdog: @unchecked Sendable {
    private let lock = NSLock()
    private var seed: UInt64?
    private var started = Date()
    private var running = true

    init(limit: Double) {
        Thread.detachNewThread { [self] in
            while true {
                usleep(200_000)
                let (seed, elapsed, running) = lock.withLock { (self.seed, -self.started.timeIntervalSinceNow, self.running) }
                guard running else { return }
                if let seed, elapsed > limit {
                    FileHandle.standardError.write(Data("FuzzTests: seed \(seed) has run for \(Int(elapsed)) s: a hang\n".utf8))
                    exit(1)
                }
            }
        }
    }

    func start(_ seed: UInt64) { lock.withLock { self.seed = seed; started = Date() } }
    func stop() { lock.withLock { running = false } }
}
