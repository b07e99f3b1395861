import Foundation

/// A path of lines and curves, as UIKit's: for collision boundaries and collision bounding
/// paths, and drawing (UIBezierPath+Drawing.swift). Curves are flattened to line segments when
/// used. An `NSObject`, as UIKit's, so paths are hashable (by identity) and `copy()` makes an
/// independent copy of the path and its style.
open class UIBezierPath: NSObject, NSCopying {
    package enum Element: Equatable {
        case move(CGPoint)
        case line(CGPoint)
        case quadCurve(CGPoint, control: CGPoint)
        case curve(CGPoint, control1: CGPoint, control2: CGPoint)
        case close
    }

    package private(set) var elements: [Element] = []

    // Drawing (UIBezierPath+Drawing.swift): the style `stroke()` and `fill()` use.
    public var lineWidth: CGFloat = 1
    public var lineCapStyle: CGLineCap = .butt
    public var lineJoinStyle: CGLineJoin = .miter
    public var miterLimit: CGFloat = 10
    public var usesEvenOddFillRule = false
    public var flatness: CGFloat = 0.6
    var dashPattern: [CGFloat] = []
    var dashPhase: CGFloat = 0
    private var subpathStart: CGPoint?
    public private(set) var currentPoint: CGPoint = .zero

    public override init() {}

    /// A copy of the path and its style, independent of this one.
    open func copy(with zone: NSZone? = nil) -> Any {
        let copy = UIBezierPath()
        copy.elements = elements
        copy.copyStyle(of: self)
        copy.subpathStart = subpathStart
        copy.currentPoint = currentPoint
        return copy
    }

    /// Takes `path`'s stroke and fill settings.
    private func copyStyle(of path: UIBezierPath) {
        lineWidth = path.lineWidth
        lineCapStyle = path.lineCapStyle
        lineJoinStyle = path.lineJoinStyle
        miterLimit = path.miterLimit
        usesEvenOddFillRule = path.usesEvenOddFillRule
        flatness = path.flatness
        dashPattern = path.dashPattern
        dashPhase = path.dashPhase
    }

    /// The same path traced the other way, as UIKit's: each subpath from its end to its start,
    /// curves with their control points swapped, a closed subpath closed again. The style is
    /// copied. Reversing a subpath flips its winding, which decides what a nonzero-rule fill
    /// of overlapping shapes leaves out.
    open func reversing() -> UIBezierPath {
        var result: [Element] = []
        var subpath: [Element] = []
        func flush(closed: Bool) {
            defer { subpath = [] }
            guard case let .move(start)? = subpath.first else { return }
            // Each segment with the point it starts from.
            var segments: [(from: CGPoint, element: Element)] = []
            var point = start
            for element in subpath.dropFirst() {
                segments.append((point, element))
                switch element {
                case let .line(p), let .quadCurve(p, _), let .curve(p, _, _): point = p
                case .move, .close: break
                }
            }
            if closed {
                result.append(.move(start))
                if point != start { result.append(.line(point)) }
            } else {
                result.append(.move(point))
            }
            for (from, element) in segments.reversed() {
                switch element {
                case .line: result.append(.line(from))
                case let .quadCurve(_, control): result.append(.quadCurve(from, control: control))
                case let .curve(_, control1, control2): result.append(.curve(from, control1: control2, control2: control1))
                case .move, .close: break
                }
            }
            if closed {
                // The close draws the last line back to the start.
                if case .line(start)? = result.last { result.removeLast() }
                result.append(.close)
            }
        }
        var start = CGPoint.zero
        for element in elements {
            switch element {
            case let .move(p):
                flush(closed: false)
                start = p
                subpath = [element]
            case .close:
                flush(closed: true)
            default:
                // A segment after a close starts where that subpath started.
                if subpath.isEmpty { subpath = [.move(start)] }
                subpath.append(element)
            }
        }
        flush(closed: false)
        let reversed = UIBezierPath(cgPath: CGPath(elements: result))
        reversed.copyStyle(of: self)
        return reversed
    }

    public convenience init(rect: CGRect) {
        self.init()
        addRectangle(rect.standardized)
    }

    private func addRectangle(_ r: CGRect) {
        move(to: CGPoint(x: r.minX, y: r.minY))
        addLine(to: CGPoint(x: r.maxX, y: r.minY))
        addLine(to: CGPoint(x: r.maxX, y: r.maxY))
        addLine(to: CGPoint(x: r.minX, y: r.maxY))
        close()
    }

    /// A rectangle with corners rounded to `cornerRadius` (at most half the shorter side).
    public convenience init(roundedRect rect: CGRect, cornerRadius: CGFloat) {
        self.init()
        let r = rect.standardized
        let radius = max(0, min(cornerRadius, min(r.width, r.height) / 2))
        guard radius > 0 else {
            addRectangle(r)
            return
        }
        move(to: CGPoint(x: r.minX + radius, y: r.minY))
        addLine(to: CGPoint(x: r.maxX - radius, y: r.minY))
        addArc(withCenter: CGPoint(x: r.maxX - radius, y: r.minY + radius), radius: radius, startAngle: -.pi / 2, endAngle: 0, clockwise: true)
        addLine(to: CGPoint(x: r.maxX, y: r.maxY - radius))
        addArc(withCenter: CGPoint(x: r.maxX - radius, y: r.maxY - radius), radius: radius, startAngle: 0, endAngle: .pi / 2, clockwise: true)
        addLine(to: CGPoint(x: r.minX + radius, y: r.maxY))
        addArc(withCenter: CGPoint(x: r.minX + radius, y: r.maxY - radius), radius: radius, startAngle: .pi / 2, endAngle: .pi, clockwise: true)
        addLine(to: CGPoint(x: r.minX, y: r.minY + radius))
        addArc(withCenter: CGPoint(x: r.minX + radius, y: r.minY + radius), radius: radius, startAngle: .pi, endAngle: 3 * .pi / 2, clockwise: true)
        close()
    }

    /// A rectangle with the `corners` named rounded: UIKit takes `cornerRadii.width` as every
    /// rounded corner's radius (the height is ignored, as UIKit ignores it), at most half the
    /// shorter side.
    public convenience init(roundedRect rect: CGRect, byRoundingCorners corners: UIRectCorner, cornerRadii: CGSize) {
        self.init()
        let r = rect.standardized
        let full = max(0, min(cornerRadii.width, min(r.width, r.height) / 2))
        func radius(_ corner: UIRectCorner) -> CGFloat { corners.contains(corner) ? full : 0 }
        let (topLeft, topRight, bottomRight, bottomLeft) = (radius(.topLeft), radius(.topRight), radius(.bottomRight), radius(.bottomLeft))
        move(to: CGPoint(x: r.minX + topLeft, y: r.minY))
        addLine(to: CGPoint(x: r.maxX - topRight, y: r.minY))
        if topRight > 0 { addArc(withCenter: CGPoint(x: r.maxX - topRight, y: r.minY + topRight), radius: topRight, startAngle: -.pi / 2, endAngle: 0, clockwise: true) }
        addLine(to: CGPoint(x: r.maxX, y: r.maxY - bottomRight))
        if bottomRight > 0 { addArc(withCenter: CGPoint(x: r.maxX - bottomRight, y: r.maxY - bottomRight), radius: bottomRight, startAngle: 0, endAngle: .pi / 2, clockwise: true) }
        addLine(to: CGPoint(x: r.minX + bottomLeft, y: r.maxY))
        if bottomLeft > 0 { addArc(withCenter: CGPoint(x: r.minX + bottomLeft, y: r.maxY - bottomLeft), radius: bottomLeft, startAngle: .pi / 2, endAngle: .pi, clockwise: true) }
        addLine(to: CGPoint(x: r.minX, y: r.minY + topLeft))
        if topLeft > 0 { addArc(withCenter: CGPoint(x: r.minX + topLeft, y: r.minY + topLeft), radius: topLeft, startAngle: .pi, endAngle: 3 * .pi / 2, clockwise: true) }
        close()
    }

    /// The ellipse inscribed in `rect`.
    public convenience init(ovalIn rect: CGRect) {
        self.init()
        let r = rect.standardized
        let (cx, cy, rx, ry) = (r.midX, r.midY, r.width / 2, r.height / 2)
        // Four cubic quarter arcs; k is the standard control distance for a quarter circle.
        let k: CGFloat = 0.552_284_749_8
        move(to: CGPoint(x: cx + rx, y: cy))
        addCurve(to: CGPoint(x: cx, y: cy + ry), controlPoint1: CGPoint(x: cx + rx, y: cy + k * ry), controlPoint2: CGPoint(x: cx + k * rx, y: cy + ry))
        addCurve(to: CGPoint(x: cx - rx, y: cy), controlPoint1: CGPoint(x: cx - k * rx, y: cy + ry), controlPoint2: CGPoint(x: cx - rx, y: cy + k * ry))
        addCurve(to: CGPoint(x: cx, y: cy - ry), controlPoint1: CGPoint(x: cx - rx, y: cy - k * ry), controlPoint2: CGPoint(x: cx - k * rx, y: cy - ry))
        addCurve(to: CGPoint(x: cx + rx, y: cy), controlPoint1: CGPoint(x: cx + k * rx, y: cy - ry), controlPoint2: CGPoint(x: cx + rx, y: cy - k * ry))
        close()
    }

    /// An arc of a circle; angles in radians, `clockwise` as seen on screen (y down).
    public convenience init(arcCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool) {
        self.init()
        addArc(withCenter: center, radius: radius, startAngle: startAngle, endAngle: endAngle, clockwise: clockwise)
    }

    public func move(to point: CGPoint) {
        elements.append(.move(point))
        subpathStart = point
        currentPoint = point
    }

    public func addLine(to point: CGPoint) {
        startIfNeeded()
        elements.append(.line(point))
        currentPoint = point
    }

    public func addQuadCurve(to point: CGPoint, controlPoint: CGPoint) {
        startIfNeeded()
        elements.append(.quadCurve(point, control: controlPoint))
        currentPoint = point
    }

    public func addCurve(to point: CGPoint, controlPoint1: CGPoint, controlPoint2: CGPoint) {
        startIfNeeded()
        elements.append(.curve(point, control1: controlPoint1, control2: controlPoint2))
        currentPoint = point
    }

    /// Appends an arc, joined to the current point by a line when there is one.
    public func addArc(withCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool) {
        var sweep = endAngle - startAngle
        let fullTurn = 2 * CGFloat.pi
        guard radius.isFinite, sweep.isFinite else { return }
        // A sweep against the direction turns the other way round to the end angle; one past a
        // full turn draws the circle once and goes on to the end angle, so a sweep of 1e300 is
        // at most two turns of lines rather than a loop that never ends.
        if clockwise ? sweep < 0 : sweep > 0 {
            sweep = sweep.truncatingRemainder(dividingBy: fullTurn)
            if clockwise ? sweep < 0 : sweep > 0 { sweep += clockwise ? fullTurn : -fullTurn }
        } else if abs(sweep) > fullTurn {
            let beyond = abs(sweep).truncatingRemainder(dividingBy: fullTurn)
            sweep = (fullTurn + beyond) * (clockwise ? 1 : -1)
        }
        func point(_ angle: CGFloat) -> CGPoint {
            CGPoint(x: center.x + radius * cos(angle), y: center.y + radius * sin(angle))
        }
        let start = point(startAngle)
        if subpathStart == nil { move(to: start) } else { addLine(to: start) }
        guard sweep != 0 else { return }
        // Cubic curves of at most a quarter turn each, as Core Graphics makes arcs: each one's
        // control points lie along the tangents, 4/3 · tan(φ/4) · radius from its ends (φ its
        // turn), which keeps the curve within 0.03 % of the radius of the circle.
        let pieces = max(1, Int((abs(sweep) / (CGFloat.pi / 2)).rounded(.up)))
        let turn = sweep / CGFloat(pieces)
        let reach = 4 / 3 * tan(turn / 4) * radius
        for piece in 0..<pieces {
            let a0 = startAngle + turn * CGFloat(piece), a1 = a0 + turn
            let p0 = point(a0), p1 = point(a1)
            addCurve(to: p1,
                     controlPoint1: CGPoint(x: p0.x - reach * sin(a0), y: p0.y + reach * cos(a0)),
                     controlPoint2: CGPoint(x: p1.x + reach * sin(a1), y: p1.y - reach * cos(a1)))
        }
    }

    /// Empties the path, keeping its drawing style.
    public func removeAllPoints() {
        elements.removeAll()
        subpathStart = nil
        currentPoint = .zero
    }

    public func close() {
        guard subpathStart != nil else { return }
        elements.append(.close)
        currentPoint = subpathStart ?? currentPoint
        subpathStart = nil
    }

    /// Appends `path`, its first move becoming a line from the current point (an arc added to
    /// a context's path joins it, as Core Graphics joins it).
    package func appendConnecting(_ path: UIBezierPath) {
        guard !elements.isEmpty, case let .move(start)? = path.elements.first else { return append(path) }
        addLine(to: start)
        for element in path.elements.dropFirst() {
            switch element {
            case let .move(p): move(to: p)
            case let .line(p): addLine(to: p)
            case let .quadCurve(p, c): addQuadCurve(to: p, controlPoint: c)
            case let .curve(p, c1, c2): addCurve(to: p, controlPoint1: c1, controlPoint2: c2)
            case .close: close()
            }
        }
    }

    public func append(_ path: UIBezierPath) {
        elements += path.elements
        currentPoint = path.currentPoint
        subpathStart = path.subpathStart
    }

    public var isEmpty: Bool { elements.isEmpty }

    /// Whether `point` is inside the area the path fills (by ``usesEvenOddFillRule``): its
    /// subpaths closed, curves flattened.
    public func contains(_ point: CGPoint) -> Bool {
        contains(point, evenOdd: usesEvenOddFillRule)
    }

    /// Whether `point` is inside the filled area by the even-odd or the nonzero winding rule.
    func contains(_ point: CGPoint, evenOdd: Bool) -> Bool {
        var winding = 0
        for polyline in polylines() where polyline.points.count > 2 {
            let points = polyline.points
            for (index, a) in points.enumerated() {
                let b = points[(index + 1) % points.count]
                // A crossing of the horizontal ray to the right of the point.
                if a.y <= point.y {
                    if b.y > point.y, (b.x - a.x) * (point.y - a.y) - (point.x - a.x) * (b.y - a.y) > 0 { winding += 1 }
                } else if b.y <= point.y, (b.x - a.x) * (point.y - a.y) - (point.x - a.x) * (b.y - a.y) < 0 {
                    winding -= 1
                }
            }
        }
        return evenOdd ? winding % 2 != 0 : winding != 0
    }

    /// The smallest rectangle holding every point of the flattened path.
    public var bounds: CGRect {
        let points = polylines().flatMap(\.points)
        guard let first = points.first else { return .null }
        var box = CGRect(origin: first, size: .zero)
        for point in points.dropFirst() { box = box.union(CGRect(origin: point, size: .zero)) }
        return box
    }

    public func apply(_ transform: CGAffineTransform) {
        elements = Self.transformed(elements, by: transform)
        currentPoint = currentPoint.applying(transform)
        subpathStart = subpathStart.map { $0.applying(transform) }
    }

    /// `elements` with every point (ends and control points) mapped by `transform`.
    package static func transformed(_ elements: [Element], by transform: CGAffineTransform) -> [Element] {
        func map(_ p: CGPoint) -> CGPoint { p.applying(transform) }
        return elements.map { element in
            switch element {
            case let .move(p): return .move(map(p))
            case let .line(p): return .line(map(p))
            case let .quadCurve(p, c): return .quadCurve(map(p), control: map(c))
            case let .curve(p, c1, c2): return .curve(map(p), control1: map(c1), control2: map(c2))
            case .close: return .close
            }
        }
    }

    private func startIfNeeded() {
        if subpathStart == nil { move(to: currentPoint) }
    }

    /// The path as polylines, one per subpath, curves flattened into `segmentsPerCurve` lines,
    /// or, with a `tolerance`, into as few lines as keep within it of the curve (at most
    /// `segmentsPerCurve`).
    func polylines(segmentsPerCurve: Int = 16, tolerance: CGFloat? = nil) -> [(points: [CGPoint], closed: Bool)] {
        // A curve's chords stray from it by at most a fixed share of its control polygon's
        // second differences over the square of their count (1/4 for a quadratic, 3/4 for a cubic).
        func count(_ secondDifference: CGFloat, _ share: CGFloat) -> Int {
            guard let tolerance, tolerance > 0, secondDifference.isFinite else { return segmentsPerCurve }
            let needed = (share * secondDifference / tolerance).squareRoot().rounded(.up)
            return needed >= CGFloat(segmentsPerCurve) ? segmentsPerCurve : max(1, Int(needed))
        }
        func length(_ x: CGFloat, _ y: CGFloat) -> CGFloat { (x * x + y * y).squareRoot() }
        var result: [(points: [CGPoint], closed: Bool)] = []
        var points: [CGPoint] = []
        func finish(closed: Bool) {
            if points.count >= 2 || (closed && points.count >= 1) { result.append((points, closed)) }
            points = []
        }
        for element in elements {
            switch element {
            case let .move(p):
                finish(closed: false)
                points = [p]
            case let .line(p):
                points.append(p)
            case let .quadCurve(p, c):
                let p0 = points.last ?? p
                let n = count(length(p0.x - 2 * c.x + p.x, p0.y - 2 * c.y + p.y), 0.25)
                for step in 1...n {
                    let t = CGFloat(step) / CGFloat(n), u = 1 - t
                    points.append(CGPoint(x: u * u * p0.x + 2 * u * t * c.x + t * t * p.x,
                                          y: u * u * p0.y + 2 * u * t * c.y + t * t * p.y))
                }
            case let .curve(p, c1, c2):
                let p0 = points.last ?? p
                let n = count(max(length(p0.x - 2 * c1.x + c2.x, p0.y - 2 * c1.y + c2.y),
                                  length(c1.x - 2 * c2.x + p.x, c1.y - 2 * c2.y + p.y)), 0.75)
                for step in 1...n {
                    let t = CGFloat(step) / CGFloat(n), u = 1 - t
                    let a = u * u * u, b = 3 * u * u * t, c = 3 * u * t * t, d = t * t * t
                    points.append(CGPoint(x: a * p0.x + b * c1.x + c * c2.x + d * p.x,
                                          y: a * p0.y + b * c1.y + c * c2.y + d * p.y))
                }
            case .close:
                // Drop a repeated start point; the closing segment is implied.
                if points.count > 1, let first = points.first, let last = points.last,
                   abs(first.x - last.x) < 1e-9, abs(first.y - last.y) < 1e-9 {
                    points.removeLast()
                }
                finish(closed: true)
            }
        }
        finish(closed: false)
        return result
    }

    /// Line segments of the flattened path, closing segments included.
    package func segments(tolerance: CGFloat? = nil) -> [(CGPoint, CGPoint)] {
        var result: [(CGPoint, CGPoint)] = []
        for polyline in polylines(segmentsPerCurve: tolerance == nil ? 16 : 64, tolerance: tolerance) {
            let points = polyline.points
            for index in 0..<(points.count - 1) { result.append((points[index], points[index + 1])) }
            if polyline.closed, points.count >= 3 { result.append((points[points.count - 1], points[0])) }
        }
        return result
    }
}

/// The corners of a rectangle, for `UIBezierPath(roundedRect:byRoundingCorners:cornerRadii:)`.
/// Raw values are UIKit's.
public struct UIRectCorner: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let topLeft = UIRectCorner(rawValue: 1 << 0)
    public static let topRight = UIRectCorner(rawValue: 1 << 1)
    public static let bottomLeft = UIRectCorner(rawValue: 1 << 2)
    public static let bottomRight = UIRectCorner(rawValue: 1 << 3)
    public static let allCorners = UIRectCorner(rawValue: ~0)
}
