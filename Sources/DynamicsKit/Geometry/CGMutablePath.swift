import Foundation

/// A path built element by element, as Core Graphics's: what `CAShapeLayer.path`,
/// `shadowPath` and `CGContext.addPath(_:)` take like any ``CGPath``. Each method takes an
/// optional `transform` applied to the points it adds. Arcs' `clockwise` is in Core Graphics's
/// y-up sense, so on UIKit's y-down screen `clockwise: true` turns counterclockwise, as on iOS.
public final class CGMutablePath: CGPath {
    public init() {
        super.init(elements: [])
    }

    /// Appends `path`'s elements, transformed, as they are (no joining line).
    private func add(_ path: UIBezierPath, _ transform: CGAffineTransform) {
        elements += UIBezierPath.transformed(path.elements, by: transform)
    }

    /// Runs `body` on a path that ends where this one does (an open subpath at its current
    /// point, which an arc joins with a line; or a closed one, after which it moves), and
    /// appends what `body` added, transformed.
    private func extend(_ transform: CGAffineTransform, _ body: (UIBezierPath) -> Void) {
        let path = UIBezierPath()
        if let end {
            path.move(to: end.point)
            if end.closed { path.close() }
        }
        let before = path.elements.count
        body(path)
        elements += UIBezierPath.transformed(Array(path.elements[before...]), by: transform)
    }

    public func move(to point: CGPoint, transform: CGAffineTransform = .identity) {
        elements.append(.move(point.applying(transform)))
    }

    public func addLine(to point: CGPoint, transform: CGAffineTransform = .identity) {
        let end = point.applying(transform)
        if elements.isEmpty { elements.append(.move(end)) } else { elements.append(.line(end)) }
    }

    public func addLines(between points: [CGPoint], transform: CGAffineTransform = .identity) {
        guard let first = points.first else { return }
        move(to: first, transform: transform)
        for point in points.dropFirst() { addLine(to: point, transform: transform) }
    }

    public func addQuadCurve(to end: CGPoint, control: CGPoint, transform: CGAffineTransform = .identity) {
        if elements.isEmpty { elements.append(.move(control.applying(transform))) }
        elements.append(.quadCurve(end.applying(transform), control: control.applying(transform)))
    }

    public func addCurve(to end: CGPoint, control1: CGPoint, control2: CGPoint, transform: CGAffineTransform = .identity) {
        if elements.isEmpty { elements.append(.move(control1.applying(transform))) }
        elements.append(.curve(end.applying(transform), control1: control1.applying(transform), control2: control2.applying(transform)))
    }

    /// A closed rectangle, a subpath of its own.
    public func addRect(_ rect: CGRect, transform: CGAffineTransform = .identity) {
        add(UIBezierPath(rect: rect), transform)
    }

    public func addRects(_ rects: [CGRect], transform: CGAffineTransform = .identity) {
        for rect in rects { addRect(rect, transform: transform) }
    }

    /// A closed ellipse inside `rect`, a subpath of its own.
    public func addEllipse(in rect: CGRect, transform: CGAffineTransform = .identity) {
        add(UIBezierPath(ovalIn: rect), transform)
    }

    public func addRoundedRect(in rect: CGRect, cornerWidth: CGFloat, cornerHeight: CGFloat, transform: CGAffineTransform = .identity) {
        add(CGPath.roundedRectangle(rect, cornerWidth, cornerHeight), transform)
    }

    /// An arc of the circle at `center`, joined to the current point by a line; angles in
    /// radians from the x axis.
    public func addArc(
        center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool, transform: CGAffineTransform = .identity
    ) {
        extend(transform) { $0.addArc(withCenter: center, radius: radius, startAngle: startAngle, endAngle: endAngle, clockwise: !clockwise) }
    }

    /// An arc from `startAngle` turning by `delta` (positive: toward increasing angles).
    public func addRelativeArc(center: CGPoint, radius: CGFloat, startAngle: CGFloat, delta: CGFloat, transform: CGAffineTransform = .identity) {
        extend(transform) { $0.addArc(withCenter: center, radius: radius, startAngle: startAngle, endAngle: startAngle + delta, clockwise: delta >= 0) }
    }

    /// A line from the current point toward `tangent1End`, then the arc of `radius` tangent to
    /// both the line to `tangent1End` and the line from it to `tangent2End`.
    public func addArc(tangent1End: CGPoint, tangent2End: CGPoint, radius: CGFloat, transform: CGAffineTransform = .identity) {
        extend(transform) { path in
            let p0 = path.currentPoint, p1 = tangent1End, p2 = tangent2End
            let a = CGVector(dx: p0.x - p1.x, dy: p0.y - p1.y), b = CGVector(dx: p2.x - p1.x, dy: p2.y - p1.y)
            let la = hypot(a.dx, a.dy), lb = hypot(b.dx, b.dy)
            let cross = a.dx * b.dy - a.dy * b.dx
            guard la > 0, lb > 0, radius > 0, abs(cross) > 1e-12 else {
                path.addLine(to: p1)
                return
            }
            let ua = CGVector(dx: a.dx / la, dy: a.dy / la), ub = CGVector(dx: b.dx / lb, dy: b.dy / lb)
            let half = acos(max(-1, min(1, ua.dx * ub.dx + ua.dy * ub.dy))) / 2
            let along = radius / tan(half)
            let start = CGPoint(x: p1.x + ua.dx * along, y: p1.y + ua.dy * along)
            let end = CGPoint(x: p1.x + ub.dx * along, y: p1.y + ub.dy * along)
            let bisector = CGVector(dx: ua.dx + ub.dx, dy: ua.dy + ub.dy)
            let lengthOfBisector = hypot(bisector.dx, bisector.dy)
            let toCenter = radius / sin(half)
            let center = CGPoint(x: p1.x + bisector.dx / lengthOfBisector * toCenter, y: p1.y + bisector.dy / lengthOfBisector * toCenter)
            let startAngle = atan2(start.y - center.y, start.x - center.x), endAngle = atan2(end.y - center.y, end.x - center.x)
            // The short way round: on screen (y down) clockwise when the path turns right at
            // the corner (from `a` back along the first line to `b`, a negative cross product).
            path.addArc(withCenter: center, radius: radius, startAngle: startAngle, endAngle: endAngle, clockwise: cross < 0)
        }
    }

    public func addPath(_ path: CGPath, transform: CGAffineTransform = .identity) {
        elements += UIBezierPath.transformed(path.elements, by: transform)
    }

    public func closeSubpath() {
        guard !elements.isEmpty, elements.last != .close else { return }
        elements.append(.close)
    }
}

/// Darwin's `HUGE` (math.h's `MAXFLOAT`): the largest `Float`, as code sets
/// `animation.repeatCount = HUGE` to repeat for ever.
public var HUGE: Float { .greatestFiniteMagnitude }
