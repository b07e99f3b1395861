import DynamicsKit
import Foundation
import XCTest

/// Arcs are cubic curves, as Core Graphics makes them, and a curved boundary becomes lines that
/// keep within a tenth of a point of its curve: a small round boundary (a bar to hang from) is a
/// few lines a point or more long, not dozens of slivers whose contacts begin and end with every
/// tenth of a point of motion.
final class CurvedBoundaryTests: XCTestCase {
    private func distance(_ a: CGPoint, _ b: CGPoint) -> CGFloat { hypot(a.x - b.x, a.y - b.y) }

    /// A point of a cubic curve from `p0`.
    private func point(_ t: CGFloat, _ p0: CGPoint, _ c1: CGPoint, _ c2: CGPoint, _ p1: CGPoint) -> CGPoint {
        let u = 1 - t
        let a = u * u * u, b = 3 * u * u * t, c = 3 * u * t * t, d = t * t * t
        return CGPoint(x: a * p0.x + b * c1.x + c * c2.x + d * p1.x, y: a * p0.y + b * c1.y + c * c2.y + d * p1.y)
    }

    func testAnArcIsOneCubicCurveAQuarterTurnHuggingTheCircle() {
        let center = CGPoint(x: 100, y: 120), radius: CGFloat = 40
        let circle = UIBezierPath(arcCenter: center, radius: radius, startAngle: 0, endAngle: 2 * .pi, clockwise: true)
        var curves = 0, start = CGPoint.zero, worst: CGFloat = 0
        for element in circle.elements {
            switch element {
            case let .move(p): start = p
            case let .curve(p, c1, c2):
                curves += 1
                for step in 0...20 {
                    let on = point(CGFloat(step) / 20, start, c1, c2, p)
                    worst = max(worst, abs(distance(on, center) - radius))
                }
                start = p
            default: XCTFail("only a move and curves: \(element)")
            }
        }
        XCTAssertEqual(curves, 4)
        XCTAssertLessThan(worst, 0.0003 * radius, "Core Graphics's arcs keep within 0.03 % of the radius")
        XCTAssertGreaterThan(worst, 0, "a cubic is not a circle")
        // A third of a turn is two curves; the end is where the angle says, on screen (y down).
        let third = UIBezierPath(arcCenter: center, radius: radius, startAngle: 0, endAngle: 2 * .pi / 3, clockwise: true)
        XCTAssertEqual(third.elements.count, 3)
        XCTAssertEqual(third.currentPoint.x, center.x - radius / 2, accuracy: 1e-9)
        XCTAssertEqual(third.currentPoint.y, center.y + radius * 3.squareRoot() / 2, accuracy: 1e-9)
    }

    func testACurvedBoundaryBecomesLinesWithinATenthOfAPoint() {
        for radius: CGFloat in [4, 40, 300] {
            let center = CGPoint(x: 200, y: 200)
            let circle = UIBezierPath(arcCenter: center, radius: radius, startAngle: 0, endAngle: 2 * .pi, clockwise: true)
            let lines = circle.segments(tolerance: 0.1)
            var worst: CGFloat = 0, shortest = CGFloat.infinity
            for (a, b) in lines {
                let middle = CGPoint(x: (a.x + b.x) / 2, y: (a.y + b.y) / 2)
                worst = max(worst, radius - distance(middle, center))
                shortest = min(shortest, distance(a, b))
            }
            XCTAssertLessThanOrEqual(worst, 0.1, "radius \(radius)")
            if radius == 4 {
                XCTAssertEqual(lines.count, 16, "four lines a quarter")
                XCTAssertGreaterThan(shortest, 1.5, "each longer than Box2D's linear slop, 0.5 pt")
            }
        }
        // Without a tolerance, a path is drawn as it always was: 16 lines a curve.
        let oval = UIBezierPath(ovalIn: CGRect(x: 0, y: 0, width: 8, height: 8))
        XCTAssertEqual(oval.segments().count, 64)
    }

    private final class BarLog: UICollisionBehaviorDelegate {
        let watched: UIView
        var events: [String] = []
        init(watching view: UIView) { watched = view }
        func collisionBehavior(_ behavior: UICollisionBehavior, beganContactFor item: UIDynamicItem, withBoundaryIdentifier identifier: NSCopying?, at point: CGPoint) {
            if item === watched { events.append("began") }
        }
        func collisionBehavior(_ behavior: UICollisionBehavior, endedContactFor item: UIDynamicItem, withBoundaryIdentifier identifier: NSCopying?) {
            if item === watched { events.append("ended") }
        }
    }

    /// A stick figure hangs by its hand (3 × 8 pt, its top at the centre of a round bar of
    /// radius 4), a chain of limbs pinned end to end below it, swinging. The hand lets go and the bar
    /// becomes a boundary, as a "limberjack" toy app does: the figure falls, and once the hand's
    /// contacts with the bar have begun to end, none begins again (the app re-grabs the bar on a
    /// hand's new contact, so a flicker would hang the figure back on at once). With the bar as
    /// 64 slivers 0.4 pt long, contacts 2 pt deep began and ended as the hand moved a tenth of a
    /// point, and the figure never fell.
    func testAFigureLettingGoOfASmallRoundBarFallsClearOfIt() {
        let stage = TestStage()
        let bar = CGPoint(x: 190, y: 250)
        var limbs: [UIView] = []
        var top = bar.y
        for (width, length) in [(3, 8), (3, 30), (3, 30), (22, 80), (3, 45), (3, 45)] as [(CGFloat, CGFloat)] {
            let limb = stage.addView(size: CGSize(width: width, height: length), center: CGPoint(x: bar.x, y: top + length / 2))
            if let above = limbs.last {
                stage.add(UIAttachmentBehavior.pinAttachment(with: limb, attachedTo: above, attachmentAnchor: CGPoint(x: bar.x, y: top)))
            }
            limbs.append(limb)
            top += length
        }
        let hand = limbs[0]
        let grip = UIAttachmentBehavior(item: hand, offsetFromCenter: UIOffset(horizontal: 0, vertical: -4), attachedToAnchor: bar)
        let collision = UICollisionBehavior(items: limbs)
        collision.translatesReferenceBoundsIntoBoundary = false
        let log = BarLog(watching: hand)
        collision.collisionDelegate = log
        stage.add(collision)
        stage.add(grip)
        stage.add(UIGravityBehavior(items: limbs))
        stage.run(for: 0.5)
        // Swinging, as the figure does when its phone tilts.
        let swing = UIPushBehavior(items: [limbs[3]], mode: .instantaneous)
        swing.pushDirection = CGVector(dx: 0.5, dy: 0)
        stage.add(swing)
        stage.run(for: 0.3)
        stage.scene.run {
            stage.animator.removeBehavior(grip)
            collision.addBoundary(withIdentifier: "bar" as NSString, for: UIBezierPath(arcCenter: bar, radius: 4, startAngle: 0, endAngle: 2 * .pi, clockwise: true))
        }
        stage.run(for: 1.5)
        XCTAssertGreaterThan(Double(hand.center.y), 400, "fell: \(log.events)")
        let firstEnded = log.events.firstIndex(of: "ended") ?? log.events.count
        XCTAssertGreaterThan(firstEnded, 0, "touched the bar as it let go: \(log.events)")
        XCTAssertFalse(log.events[firstEnded...].contains("began"), "no contact began again: \(log.events)")
    }
}
