import DynamicsKit
import Foundation
import TestSupport
import XCTest

/// Every kind of UIAttachmentBehavior through UIKit's API, with numbers.
final class AttachmentTests: XCTestCase {
    private let tick = 1.0 / 60

    /// A scene with one view per frame and an animator whose item behavior sets `resistance`
    /// (linear and angular) on all of them.
    private func makeScene(_ frames: [CGRect], resistance: CGFloat = 0)
        -> (Scene, [UIView], UIDynamicAnimator, UIDynamicItemBehavior)
    {
        let scene = makeTestScene()
        let views = frames.map { UIView(frame: $0) }
        for view in views { scene.rootView.addSubview(view) }
        let (animator, properties) = scene.run { () -> (UIDynamicAnimator, UIDynamicItemBehavior) in
            let animator = UIDynamicAnimator(referenceView: scene.rootView)
            let properties = UIDynamicItemBehavior(items: views)
            properties.resistance = resistance
            properties.angularResistance = resistance
            animator.addBehavior(properties)
            return (animator, properties)
        }
        return (scene, views, animator, properties)
    }

    /// A frame of `size` centred at (x, y).
    private func frame(_ x: CGFloat, _ y: CGFloat, _ width: CGFloat = 100, _ height: CGFloat = 100) -> CGRect {
        CGRect(x: x - width / 2, y: y - height / 2, width: width, height: height)
    }

    /// Advances `seconds` a tick at a time, calling `check` after each.
    private func run(_ scene: Scene, seconds: Double, check: () -> Void = {}) {
        for _ in 0..<Int((seconds * 60).rounded()) {
            scene.advance(by: tick)
            check()
        }
    }

    private func distance(_ a: CGPoint, _ b: CGPoint) -> Double {
        hypot(Double(a.x - b.x), Double(a.y - b.y))
    }

    private func angle(_ view: UIView) -> Double { Double(view.transform.rotationAngle) }

    /// `point` (in the superview) in `view`'s own coordinates, about its centre.
    private func local(_ point: CGPoint, in view: UIView) -> CGPoint {
        let dx = Double(point.x - view.center.x), dy = Double(point.y - view.center.y)
        let a = angle(view)
        return CGPoint(x: cos(a) * dx + sin(a) * dy, y: -sin(a) * dx + cos(a) * dy)
    }

    /// Where `local` (view coordinates about its centre) is in the superview.
    private func world(_ local: CGPoint, of view: UIView) -> CGPoint {
        let a = angle(view)
        return CGPoint(
            x: Double(view.center.x) + cos(a) * Double(local.x) - sin(a) * Double(local.y),
            y: Double(view.center.y) + sin(a) * Double(local.x) + cos(a) * Double(local.y))
    }

    // MARK: Distance (the initializers)

    func testItemToItemRigidAttachmentIsARod() {
        // A double pendulum: the upper item on a rod from an anchor, the lower on a rod from it.
        let (scene, views, animator, _) = makeScene([frame(250, 100, 40, 40), frame(330, 60, 30, 30)])
        let (upper, lower) = (views[0], views[1])
        animator.addBehavior(UIAttachmentBehavior(item: upper, attachedToAnchor: CGPoint(x: 150, y: 100)))
        let rod = UIAttachmentBehavior(item: lower, attachedTo: upper)
        XCTAssertEqual(rod.attachedBehaviorType, .items)
        XCTAssertEqual(Double(rod.length), hypot(80, 40), accuracy: 1e-9)
        animator.addBehavior(rod)
        animator.addBehavior(UIGravityBehavior(items: views))
        var worst = 0.0, lowest = 0.0
        run(scene, seconds: 4) {
            worst = max(worst, abs(distance(upper.center, lower.center) - hypot(80, 40)))
            lowest = max(lowest, Double(lower.center.y))
        }
        XCTAssertLessThan(worst, 0.5, "the rod stretched by \(worst) pt")
        XCTAssertGreaterThan(lowest, 250, "both swung down")
    }

    func testAChainOfBarsStartedApartJoinsUpAndSwingsWithoutGainingEnergy() {
        // Three thin bars and a weight, end to end: the first bar's left end hangs 3 pt from an
        // anchor, each bar's right end holds the next one's left end (the weight's centre) 3 pt
        // away. The views start scattered, 40 to 220 pt from where the attachments want them,
        // so the items are pulled by their ends through a long way and spin as they go.
        let sizes = [CGSize(width: 80, height: 4), CGSize(width: 60, height: 4), CGSize(width: 50, height: 4), CGSize(width: 24, height: 24)]
        let (scene, views, animator, properties) = makeScene(
            sizes.indices.map { frame(40 + 60 * CGFloat($0), 60 + 50 * CGFloat($0), sizes[$0].width, sizes[$0].height) })
        let anchor = CGPoint(x: 180, y: 200)
        let linkLength = 3.0
        let leftEnd = sizes.map { $0.height > 4 ? UIOffset.zero : UIOffset(horizontal: -$0.width / 2, vertical: 0) }
        let rightEnd = sizes.map { UIOffset(horizontal: $0.width / 2, vertical: 0) }
        let first = UIAttachmentBehavior(item: views[0], offsetFromCenter: leftEnd[0], attachedToAnchor: anchor)
        first.length = linkLength
        animator.addBehavior(first)
        for index in 1..<views.count {
            let link = UIAttachmentBehavior(
                item: views[index], offsetFromCenter: leftEnd[index], attachedTo: views[index - 1], offsetFromCenter: rightEnd[index - 1])
            link.length = linkLength
            animator.addBehavior(link)
        }
        animator.addBehavior(UIGravityBehavior(items: views))

        func point(_ offset: UIOffset, of view: UIView) -> CGPoint {
            world(CGPoint(x: offset.horizontal, y: offset.vertical), of: view)
        }
        /// How far each attachment's points are from `linkLength` apart, in points.
        func stretches() -> [Double] {
            [abs(distance(point(leftEnd[0], of: views[0]), anchor) - linkLength)]
                + (1..<views.count).map {
                    abs(distance(point(leftEnd[$0], of: views[$0]), point(rightEnd[$0 - 1], of: views[$0 - 1])) - linkLength)
                }
        }
        /// Kinetic energy plus height energy under gravity of 1000 pt/s² (y down), with the
        /// engine's mass (w·h / 10,000) and moment of inertia (mass·(w² + h²) / 12).
        func energy() -> Double {
            views.reduce(0) { sum, view in
                let w = Double(view.bounds.width), h = Double(view.bounds.height)
                let mass = w * h / 10_000, inertia = mass * (w * w + h * h) / 12
                let v = properties.linearVelocity(for: view), spin = Double(properties.angularVelocity(for: view))
                let speedSquared = Double(v.x * v.x + v.y * v.y)
                return sum + 0.5 * mass * speedSquared + 0.5 * inertia * spin * spin - mass * 1000 * Double(view.center.y)
            }
        }

        // The pull that joins the chain throws it about (UIKit's engine moves the items into
        // place without speeding them up); within a second it has joined up and swings.
        run(scene, seconds: 1)
        let joined = energy()
        var worst = 0.0, most = joined
        run(scene, seconds: 5) {
            worst = max(worst, stretches().max()!)
            most = max(most, energy())
        }
        XCTAssertLessThan(worst, 1.5, "an attachment stretched by \(worst) pt")
        // The items have no resistance, so only the joints take energy out; none may put it in
        // beyond what lifting the chain by 1 pt takes (the attachments may stretch that much).
        let lift = views.reduce(0) { $0 + Double($1.bounds.width * $1.bounds.height) / 10_000 } * 1000
        XCTAssertLessThanOrEqual(most, joined + lift, "energy grew from \(joined) to \(most)")
    }

    /// Two free items of different masses on a spring of `frequency` Hz, stretched 50 pt;
    /// returns their separation after every tick for `seconds`.
    private func springSeparations(frequency: CGFloat, damping: CGFloat, seconds: Double) -> [Double] {
        let (scene, views, animator, _) = makeScene([frame(100, 300), frame(300, 300, 60, 60)])
        let spring = UIAttachmentBehavior(item: views[0], attachedTo: views[1])
        spring.frequency = frequency
        spring.damping = damping
        spring.length = 150
        animator.addBehavior(spring)
        var separations: [Double] = []
        run(scene, seconds: seconds) { separations.append(distance(views[0].center, views[1].center)) }
        return separations
    }

    func testItemToItemSpringOscillatesAtItsFrequency() {
        let separations = springSeparations(frequency: 2, damping: 0, seconds: 3)
        // Upward crossings of the rest length, interpolated within the tick.
        var crossings: [Double] = []
        for index in 1..<separations.count {
            let previous = separations[index - 1] - 150, current = separations[index] - 150
            if previous < 0, current >= 0 {
                crossings.append(tick * (Double(index) + 1 - current / (current - previous)))
            }
        }
        XCTAssertGreaterThanOrEqual(crossings.count, 5)
        let period = (crossings.last! - crossings.first!) / Double(crossings.count - 1)
        XCTAssertEqual(1 / period, 2, accuracy: 2 * 0.02, "measured \(1 / period) Hz")
    }

    func testCriticallyDampedSpringDoesNotOvershoot() {
        let separations = springSeparations(frequency: 2, damping: 1, seconds: 3)
        XCTAssertGreaterThan(separations.min()!, 150 - 0.01, "overshot to \(separations.min()!)")
        XCTAssertEqual(separations.last!, 150, accuracy: 0.5)
        for index in 1..<separations.count {
            XCTAssertLessThanOrEqual(separations[index], separations[index - 1] + 1e-6, "turned back at tick \(index)")
        }
    }

    func testAnItemHungByACornerTurnsToHangItsCentreBelowTheAnchor() {
        let (scene, views, animator, _) = makeScene([frame(200, 300, 100, 60)], resistance: 2)
        let item = views[0]
        let anchor = CGPoint(x: 150, y: 200)
        // Attached by its top-left corner, (150, 270): the rope starts vertical, the box level.
        let rope = UIAttachmentBehavior(item: item, offsetFromCenter: UIOffset(horizontal: -50, vertical: -30), attachedToAnchor: anchor)
        XCTAssertEqual(Double(rope.length), 70, accuracy: 1e-9)
        animator.addBehavior(rope)
        animator.addBehavior(UIGravityBehavior(items: [item]))
        run(scene, seconds: 8)
        // At rest the centre is straight below the corner, which is straight below the anchor.
        XCTAssertEqual(Double(item.center.x), 150, accuracy: 0.5)
        XCTAssertEqual(Double(item.center.y), 200 + 70 + hypot(50, 30), accuracy: 0.5)
        // The corner-to-centre arm (50, 30) turned to point straight down.
        XCTAssertEqual(angle(item), .pi / 2 - atan2(30, 50), accuracy: 0.01)
    }

    // MARK: Sliding

    func testSlidingAttachmentMovesAlongItsAxisWithinItsRange() {
        let (scene, views, animator, properties) = makeScene([frame(100, 100, 60, 60)])
        let item = views[0]
        let axis = (x: 1 / 5.0.squareRoot(), y: 2 / 5.0.squareRoot())
        let slider = UIAttachmentBehavior.slidingAttachment(
            with: item, attachmentAnchor: CGPoint(x: 100, y: 100), axisOfTranslation: CGVector(dx: 2, dy: 4))
        XCTAssertEqual(slider.attachedBehaviorType, .anchor)
        XCTAssertTrue(slider.attachmentRange.isInfinite)
        slider.attachmentRange = UIFloatRange(minimum: -20, maximum: 120)
        animator.addBehavior(slider)
        animator.addBehavior(UIGravityBehavior(items: [item]))
        properties.addAngularVelocity(5, for: item)
        properties.addLinearVelocity(CGPoint(x: 300, y: 0), for: item)
        var worstOffAxis = 0.0, worstAngle = 0.0, farthest = -Double.infinity
        run(scene, seconds: 2) {
            let dx = Double(item.center.x) - 100, dy = Double(item.center.y) - 100
            worstOffAxis = max(worstOffAxis, abs(dx * axis.y - dy * axis.x))
            worstAngle = max(worstAngle, abs(angle(item)))
            farthest = max(farthest, dx * axis.x + dy * axis.y)
        }
        XCTAssertLessThan(worstOffAxis, 0.5)
        XCTAssertLessThan(worstAngle, 0.01)
        XCTAssertEqual(farthest, 120, accuracy: 0.5, "stopped at the end of its range")
    }

    func testSlidingAttachmentZeroRangeHoldsTheItem() {
        let (scene, views, animator, _) = makeScene([frame(100, 100)])
        let slider = UIAttachmentBehavior.slidingAttachment(
            with: views[0], attachmentAnchor: CGPoint(x: 100, y: 100), axisOfTranslation: CGVector(dx: 0, dy: 1))
        slider.attachmentRange = .zero
        animator.addBehavior(slider)
        animator.addBehavior(UIGravityBehavior(items: views))
        run(scene, seconds: 1)
        XCTAssertEqual(Double(views[0].center.y), 100, accuracy: 0.5)
    }

    func testSlidingBetweenItemsFollowsTheTurningItem() {
        // The rail item turns about a pin at its centre; the slider rides a rail through it.
        let (scene, views, animator, _) = makeScene([frame(150, 200, 200, 20), frame(200, 200, 30, 30)])
        let (rail, rider) = (views[0], views[1])
        animator.addBehavior(UIAttachmentBehavior(item: rail, attachedToAnchor: CGPoint(x: 150, y: 200)))
        let slider = UIAttachmentBehavior.slidingAttachment(
            with: rider, attachedTo: rail, attachmentAnchor: CGPoint(x: 200, y: 200), axisOfTranslation: CGVector(dx: 1, dy: 0))
        slider.attachmentRange = UIFloatRange(minimum: -150, maximum: 40)
        animator.addBehavior(slider)
        animator.addBehavior(UIGravityBehavior(items: [rider]))
        var worstOffRail = 0.0, worstAngle = 0.0, farthest = -Double.infinity, largestTurn = 0.0
        run(scene, seconds: 3) {
            let onRail = local(rider.center, in: rail)
            worstOffRail = max(worstOffRail, abs(Double(onRail.y)))
            farthest = max(farthest, Double(onRail.x) - 50)
            worstAngle = max(worstAngle, abs(angle(rider) - angle(rail)))
            largestTurn = max(largestTurn, abs(angle(rail)))
        }
        XCTAssertGreaterThan(largestTurn, 0.5, "the rail turned")
        XCTAssertLessThan(worstOffRail, 0.5)
        XCTAssertLessThan(worstAngle, 0.01)
        XCTAssertLessThan(farthest, 40.5)
    }

    // MARK: Limit

    func testLimitAttachmentNeverExceedsItsLength() {
        let (scene, views, animator, _) = makeScene([frame(150, 100, 20, 20), frame(230, 160, 40, 40)], resistance: 2)
        let (top, bob) = (views[0], views[1])
        animator.addBehavior(UIAttachmentBehavior(item: top, attachedToAnchor: CGPoint(x: 150, y: 100)))
        let rope = UIAttachmentBehavior.limitAttachment(
            with: bob, offsetFromCenter: .zero, attachedTo: top, offsetFromCenter: .zero)
        XCTAssertEqual(Double(rope.length), 100, accuracy: 1e-9, "the distance at creation")
        animator.addBehavior(rope)
        animator.addBehavior(UIGravityBehavior(items: [bob]))
        var worst = -Double.infinity
        run(scene, seconds: 6) { worst = max(worst, distance(top.center, bob.center) - 100) }
        XCTAssertLessThan(worst, 0.5, "stretched by \(worst) pt")
        XCTAssertEqual(Double(bob.center.y), 200, accuracy: 1, "it swung down and hangs at full length")
    }

    func testLimitAttachmentAllowsSlack() {
        let (scene, views, animator, _) = makeScene([frame(150, 100, 20, 20), frame(150, 200, 40, 40)])
        let (top, bob) = (views[0], views[1])
        animator.addBehavior(UIAttachmentBehavior(item: top, attachedToAnchor: CGPoint(x: 150, y: 100)))
        let rope = UIAttachmentBehavior.limitAttachment(
            with: bob, offsetFromCenter: .zero, attachedTo: top, offsetFromCenter: .zero)
        rope.length = 150
        animator.addBehavior(rope)
        animator.addBehavior(UIGravityBehavior(items: [bob]))
        // 50 pt of slack: free fall, ½ g t², for the first 0.3 s (taut after √0.1 ≈ 0.316 s).
        run(scene, seconds: 0.3)
        XCTAssertEqual(Double(bob.center.y) - 200, 0.5 * 1000 * 0.09, accuracy: 1)
        run(scene, seconds: 3)
        XCTAssertEqual(Double(bob.center.y), 250, accuracy: 0.5)
    }

    // MARK: Fixed

    func testFixedAttachmentKeepsTheRelativePose() {
        // A pair swinging and turning from an anchor: one item on a rod, the other welded to it.
        let (scene, views, animator, _) = makeScene([frame(250, 100, 40, 40), frame(295, 110, 50, 30)])
        let (first, second) = (views[0], views[1])
        second.transform = CGAffineTransform(rotationAngle: 0.3)
        // Turned after the animator read it (the item behavior added it): read again, as
        // UIKit's documentation asks.
        animator.updateItem(usingCurrentState: second)
        animator.addBehavior(UIAttachmentBehavior(item: first, attachedToAnchor: CGPoint(x: 150, y: 100)))
        let weld = UIAttachmentBehavior.fixedAttachment(with: second, attachedTo: first, attachmentAnchor: CGPoint(x: 265, y: 100))
        animator.addBehavior(weld)
        animator.addBehavior(UIGravityBehavior(items: views))
        let offset = local(second.center, in: first)
        var worstAngle = 0.0, worstOffset = 0.0, largestTurn = 0.0
        run(scene, seconds: 3) {
            worstAngle = max(worstAngle, abs(remainder(angle(second) - angle(first) - 0.3, 2 * .pi)))
            worstOffset = max(worstOffset, distance(local(second.center, in: first), offset))
            largestTurn = max(largestTurn, abs(angle(first)))
        }
        XCTAssertGreaterThan(largestTurn, 0.3, "the pair turned as it swung")
        XCTAssertLessThan(worstAngle, 0.01)
        XCTAssertLessThan(worstOffset, 0.5)
    }

    func testFixedAttachmentWithAFrequencyIsSpringy() {
        /// How far a box welded by its left edge to a heavy, held, non-turning item sags under
        /// gravity. (The springs act on the weld's effective mass, so a light holder would make
        /// them much softer.)
        func sag(frequency: CGFloat) -> Double {
            let (scene, views, animator, _) = makeScene([frame(150, 200, 200, 200), frame(200, 200)], resistance: 1)
            let holder = UIDynamicItemBehavior(items: [views[0]])
            holder.allowsRotation = false
            animator.addBehavior(holder)
            animator.addBehavior(UIAttachmentBehavior(item: views[0], attachedToAnchor: CGPoint(x: 150, y: 200)))
            let weld = UIAttachmentBehavior.fixedAttachment(with: views[1], attachedTo: views[0], attachmentAnchor: CGPoint(x: 150, y: 200))
            weld.frequency = frequency
            weld.damping = 1
            animator.addBehavior(weld)
            animator.addBehavior(UIGravityBehavior(items: [views[1]]))
            scene.advance(by: 3)
            XCTAssertLessThan(abs(Double(views[1].center.x) - 200), 50)
            return Double(views[1].center.y) - 200
        }
        XCTAssertLessThan(sag(frequency: 0), 0.5, "rigid")
        let springy = sag(frequency: 2)
        // The weld point alone would sag g·m / (m_eff·ω²) ≈ 17 pt at 2 Hz; the turn adds more.
        XCTAssertGreaterThan(springy, 10)
        XCTAssertLessThan(springy, 60)
    }

    // MARK: Pin

    /// A plate held at its centre (it may turn) with a 100 × 20 bar pinned to it at (200, 200),
    /// the bar's left end; gravity on the bar.
    private func pinnedBar(range: UIFloatRange? = nil) -> (Scene, UIView, UIView, UIAttachmentBehavior, UIDynamicAnimator) {
        let (scene, views, animator, _) = makeScene([frame(150, 200, 120, 120), frame(250, 200, 100, 20)])
        let (plate, bar) = (views[0], views[1])
        animator.addBehavior(UIAttachmentBehavior(item: plate, attachedToAnchor: CGPoint(x: 150, y: 200)))
        let pin = UIAttachmentBehavior.pinAttachment(with: bar, attachedTo: plate, attachmentAnchor: CGPoint(x: 200, y: 200))
        if let range { pin.attachmentRange = range }
        animator.addBehavior(pin)
        animator.addBehavior(UIGravityBehavior(items: [bar]))
        return (scene, plate, bar, pin, animator)
    }

    func testPinKeepsTheAnchorPointsTogether() {
        let (scene, plate, bar, _, animator) = pinnedBar()
        scene.keep(animator)
        let onPlate = local(CGPoint(x: 200, y: 200), in: plate), onBar = local(CGPoint(x: 200, y: 200), in: bar)
        var worst = 0.0, largestBend = 0.0
        run(scene, seconds: 3) {
            worst = max(worst, distance(world(onPlate, of: plate), world(onBar, of: bar)))
            largestBend = max(largestBend, abs(angle(bar) - angle(plate)))
        }
        XCTAssertLessThan(worst, 0.5, "the pin opened by \(worst) pt")
        XCTAssertGreaterThan(largestBend, 0.5, "the bar turned about the pin")
    }

    func testPinRangeLimitsTheRelativeAngle() {
        let (scene, plate, bar, _, animator) = pinnedBar(range: UIFloatRange(minimum: -0.2, maximum: 0.4))
        scene.keep(animator)
        var largest = -Double.infinity, smallest = Double.infinity
        run(scene, seconds: 3) {
            let bend = angle(bar) - angle(plate)
            largest = max(largest, bend)
            smallest = min(smallest, bend)
        }
        // The bar falls clockwise (positive) onto the upper limit.
        XCTAssertEqual(largest, 0.4, accuracy: 0.02)
        XCTAssertGreaterThan(smallest, -0.2 - 0.02)
    }

    func testFrictionTorqueSlowsAPinnedSpin() {
        /// The angular velocity after 1 s of an item pinned at its centre to a non-turning one.
        func spinAfterOneSecond(frictionTorque: CGFloat) -> Double {
            let (scene, views, animator, properties) = makeScene([frame(150, 200), frame(150, 200, 40, 40)])
            let holder = UIDynamicItemBehavior(items: [views[1]])
            holder.allowsRotation = false
            animator.addBehavior(holder)
            animator.addBehavior(UIAttachmentBehavior(item: views[1], attachedToAnchor: CGPoint(x: 150, y: 200)))
            let pin = UIAttachmentBehavior.pinAttachment(with: views[0], attachedTo: views[1], attachmentAnchor: CGPoint(x: 150, y: 200))
            pin.frictionTorque = frictionTorque
            animator.addBehavior(pin)
            properties.addAngularVelocity(10, for: views[0])
            scene.advance(by: 1)
            return Double(properties.angularVelocity(for: views[0]))
        }
        let free = spinAfterOneSecond(frictionTorque: 0)
        // I = m(w² + h²)/12 = 1,666.7 for 100 × 100 at mass 1: 5,000 slows it by 3 rad/s².
        let braked = spinAfterOneSecond(frictionTorque: 5000)
        XCTAssertEqual(free, 10, accuracy: 0.01)
        XCTAssertEqual(braked, 7, accuracy: 0.05)
    }

    // MARK: Robustness and waking

    func testNonFiniteInputsNeverGiveNonFinitePositions() {
        let (scene, views, animator, _) = makeScene([frame(100, 100), frame(250, 100), frame(100, 300), frame(250, 300)])
        let nan = CGFloat.nan
        let slidingNoAxis = UIAttachmentBehavior.slidingAttachment(
            with: views[0], attachmentAnchor: CGPoint(x: 100, y: 100), axisOfTranslation: .zero)
        let slidingNaN = UIAttachmentBehavior.slidingAttachment(
            with: views[1], attachedTo: views[0], attachmentAnchor: CGPoint(x: nan, y: 0), axisOfTranslation: CGVector(dx: nan, dy: 1))
        let pin = UIAttachmentBehavior.pinAttachment(with: views[2], attachedTo: views[1], attachmentAnchor: CGPoint(x: 0, y: nan))
        pin.attachmentRange = UIFloatRange(minimum: nan, maximum: nan)
        pin.frictionTorque = nan
        let spring = UIAttachmentBehavior(item: views[3], offsetFromCenter: UIOffset(horizontal: nan, vertical: 0), attachedToAnchor: CGPoint(x: 250, y: 250))
        spring.frequency = nan
        spring.damping = .infinity
        XCTAssertEqual(Double(spring.length), 50, accuracy: 1e-9, "a non-finite offset counts as zero")
        for behavior in [slidingNoAxis, slidingNaN, pin, spring] { animator.addBehavior(behavior) }
        animator.addBehavior(UIGravityBehavior(items: views))
        scene.advance(by: 0.5)
        spring.length = nan
        spring.anchorPoint = CGPoint(x: nan, y: nan)
        slidingNoAxis.anchorPoint = CGPoint(x: CGFloat.infinity, y: 0)
        scene.advance(by: 0.5)
        for view in views {
            XCTAssertTrue(view.center.x.isFinite && view.center.y.isFinite, "\(view.center)")
            XCTAssertTrue(view.transform.rotationAngle.isFinite)
        }
        // No axis: the sliding item is held where it was.
        XCTAssertEqual(Double(views[0].center.y), 100, accuracy: 0.5)
    }

    func testChangingAParameterWakesThePausedAnimator() {
        let (scene, views, animator, _) = makeScene([frame(150, 200), frame(150, 320, 40, 40)], resistance: 5)
        let rope = UIAttachmentBehavior.limitAttachment(with: views[1], offsetFromCenter: .zero, attachedTo: views[0], offsetFromCenter: .zero)
        let pin = UIAttachmentBehavior.pinAttachment(with: views[1], attachedTo: views[0], attachmentAnchor: CGPoint(x: 150, y: 320))
        let hanger = UIAttachmentBehavior(item: views[0], attachedToAnchor: CGPoint(x: 150, y: 200))
        for behavior in [rope, pin, hanger] { animator.addBehavior(behavior) }
        let changes: [() -> Void] = [
            { hanger.anchorPoint = CGPoint(x: 160, y: 200) },
            { rope.length = 90 },
            { pin.attachmentRange = UIFloatRange(minimum: -1, maximum: 1) },
            { pin.frictionTorque = 10 },
            { hanger.frequency = 3 },
            { hanger.damping = 0.5 },
        ]
        for (index, change) in changes.enumerated() {
            run(scene, seconds: 3)
            XCTAssertFalse(animator.isRunning, "change \(index): at rest")
            change()
            XCTAssertTrue(animator.isRunning, "change \(index) woke the animator")
        }
        run(scene, seconds: 3)
        XCTAssertEqual(Double(views[0].center.x), 160, accuracy: 0.5, "the new anchor holds")
    }

    func testFloatRange() {
        XCTAssertTrue(UIFloatRange.infinite.isInfinite)
        XCTAssertFalse(UIFloatRange(minimum: -.infinity, maximum: 0).isInfinite)
        XCTAssertEqual(UIFloatRange.zero, UIFloatRange(minimum: 0, maximum: 0))
        XCTAssertEqual(UIFloatRange(), .zero)
        XCTAssertTrue(UIFloatRange(minimum: 1, maximum: 2).isEqual(to: UIFloatRange(minimum: 1, maximum: 2)))
    }
}
