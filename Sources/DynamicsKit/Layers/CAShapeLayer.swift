import Foundation

/// A layer that draws a path: filled (black by default), then stroked (no stroke by
/// default), above its background and below its sublayers, in its bounds coordinates.
///
/// ```swift
/// let rope = CAShapeLayer()
/// rope.strokeColor = UIColor.brown.cgColor
/// rope.lineWidth = 2
/// rope.fillColor = nil
/// view.layer.addSublayer(rope)
/// rope.path = UIBezierPath(…).cgPath
/// ```
///
/// ``strokeStart`` and ``strokeEnd`` cut the stroke (not the fill) at fractions of the whole
/// path's length; curves are measured and cut as 16 straight pieces each.
open class CAShapeLayer: CALayer {
    private var storedPath: CGPath?
    private var storedFillColor: CGColor? = .black
    private var storedStrokeColor: CGColor?
    private var storedLineWidth: CGFloat = 1
    private var storedStrokeStart: CGFloat = 0
    private var storedStrokeEnd: CGFloat = 1
    private var storedLineDashPhase: CGFloat = 0
    private var storedMiterLimit: CGFloat = 10

    public override init() { super.init() }

    public override init(layer: Any) {
        super.init(layer: layer)
        guard let other = layer as? CAShapeLayer else { return }
        storedPath = other.path
        storedFillColor = other.fillColor
        storedStrokeColor = other.strokeColor
        storedLineWidth = other.lineWidth
        storedStrokeStart = other.strokeStart
        storedStrokeEnd = other.strokeEnd
        storedLineDashPhase = other.lineDashPhase
        storedMiterLimit = other.miterLimit
        fillRule = other.fillRule
        lineCap = other.lineCap
        lineJoin = other.lineJoin
        lineDashPattern = other.lineDashPattern
    }

    override class func makeBackingLayer() -> CALayer { CAShapeLayer() }
    override func makeCopy() -> CALayer { CAShapeLayer(layer: self) }

    /// The shape, in the layer's bounds coordinates. A new path of the same elements as the
    /// old one animates implicitly, point by point; any other new path shows at once. A
    /// ``CGMutablePath`` is copied, as Core Animation copies it: changing it later changes
    /// nothing until it is set again.
    open var path: CGPath? {
        get { storedPath }
        set { changeAnimatable("path") { storedPath = newValue is CGMutablePath ? newValue?.copy() : newValue } }
    }

    /// Fills the path; opaque black by default, nil fills nothing.
    open var fillColor: CGColor? {
        get { storedFillColor }
        set { changeAnimatable("fillColor") { storedFillColor = newValue } }
    }

    open var fillRule: CAShapeLayerFillRule = .nonZero

    /// Strokes the path; nil (the default) strokes nothing.
    open var strokeColor: CGColor? {
        get { storedStrokeColor }
        set { changeAnimatable("strokeColor") { storedStrokeColor = newValue } }
    }

    /// Width of the stroke in points, centred on the path; 1 by default.
    open var lineWidth: CGFloat {
        get { storedLineWidth }
        set { changeAnimatable("lineWidth") { storedLineWidth = newValue } }
    }

    /// Where the stroke starts, as a fraction 0…1 of the path's length; 0 by default.
    open var strokeStart: CGFloat {
        get { storedStrokeStart }
        set { changeAnimatable("strokeStart") { storedStrokeStart = newValue } }
    }

    /// Where the stroke ends, as a fraction 0…1 of the path's length; 1 by default.
    open var strokeEnd: CGFloat {
        get { storedStrokeEnd }
        set { changeAnimatable("strokeEnd") { storedStrokeEnd = newValue } }
    }

    /// Limit of a miter join's length over the line width, past which it is beveled; 10 by default.
    open var miterLimit: CGFloat {
        get { storedMiterLimit }
        set { changeAnimatable("miterLimit") { storedMiterLimit = newValue } }
    }

    open var lineCap: CAShapeLayerLineCap = .butt
    open var lineJoin: CAShapeLayerLineJoin = .miter

    /// Lengths of dashes and gaps in turn, in points; nil (the default) draws a solid line.
    open var lineDashPattern: [NSNumber]?

    /// How far into the dash pattern the line starts, in points.
    open var lineDashPhase: CGFloat {
        get { storedLineDashPhase }
        set { changeAnimatable("lineDashPhase") { storedLineDashPhase = newValue } }
    }

    /// The dash lengths as numbers; nil for a solid line.
    package var dashLengths: [Double]? {
        guard let pattern = lineDashPattern, !pattern.isEmpty else { return nil }
        return pattern.map(\.doubleValue)
    }

    override func animatableVector(forKey key: String) -> [CGFloat]? {
        switch key {
        case "path": return path?.animatableVector
        case "fillColor": return fillColor.flatMap(colorVector)
        case "strokeColor": return strokeColor.flatMap(colorVector)
        case "lineWidth": return [lineWidth]
        case "strokeStart": return [strokeStart]
        case "strokeEnd": return [strokeEnd]
        case "miterLimit": return [miterLimit]
        case "lineDashPhase": return [lineDashPhase]
        default: return super.animatableVector(forKey: key)
        }
    }

    override func setAnimatableVector(_ v: [CGFloat], forKey key: String) {
        switch key {
        case "path": if let shaped = path?.withPoints(v) { path = shaped }
        case "fillColor": fillColor = color(v)
        case "strokeColor": strokeColor = color(v)
        case "lineWidth": lineWidth = v[0]
        case "strokeStart": strokeStart = v[0]
        case "strokeEnd": strokeEnd = v[0]
        case "miterLimit": miterLimit = v[0]
        case "lineDashPhase": lineDashPhase = v[0]
        default: super.setAnimatableVector(v, forKey: key)
        }
    }
}

/// How a shape layer decides what is inside a path that crosses itself (Core Animation's names).
public struct CAShapeLayerFillRule: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }

    public static let nonZero = CAShapeLayerFillRule(rawValue: "non-zero")
    public static let evenOdd = CAShapeLayerFillRule(rawValue: "even-odd")
}

/// The shape of a stroke's open ends.
public struct CAShapeLayerLineCap: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }

    public static let butt = CAShapeLayerLineCap(rawValue: "butt")
    public static let round = CAShapeLayerLineCap(rawValue: "round")
    public static let square = CAShapeLayerLineCap(rawValue: "square")
}

/// The shape of a stroke's corners.
public struct CAShapeLayerLineJoin: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }

    public static let miter = CAShapeLayerLineJoin(rawValue: "miter")
    public static let round = CAShapeLayerLineJoin(rawValue: "round")
    public static let bevel = CAShapeLayerLineJoin(rawValue: "bevel")
}

extension CGPath {
    /// Every point of every element, as numbers that interpolate.
    var animatableVector: [CGFloat] {
        elements.flatMap { element -> [CGFloat] in
            switch element {
            case let .move(p), let .line(p): return [p.x, p.y]
            case let .quadCurve(p, c): return [p.x, p.y, c.x, c.y]
            case let .curve(p, c1, c2): return [p.x, p.y, c1.x, c1.y, c2.x, c2.y]
            case .close: return []
            }
        }
    }

    /// A path of the same elements with the points `v` (as ``animatableVector`` lists them);
    /// nil when the count differs.
    func withPoints(_ v: [CGFloat]) -> CGPath? {
        guard v.count == animatableVector.count else { return nil }
        var index = 0
        func next() -> CGPoint {
            defer { index += 2 }
            return CGPoint(x: v[index], y: v[index + 1])
        }
        return CGPath(elements: elements.map { element in
            switch element {
            case .move: return .move(next())
            case .line: return .line(next())
            case .quadCurve: return .quadCurve(next(), control: next())
            case .curve: return .curve(next(), control1: next(), control2: next())
            case .close: return .close
            }
        })
    }

    /// The stroke between the fractions `start` and `end` of the path's whole length, as
    /// polylines (curves flattened); a subpath kept whole stays closed if it was.
    package func trimmedPolylines(from start: CGFloat, to end: CGFloat) -> [(points: [CGPoint], closed: Bool)] {
        let subpaths = UIBezierPath(cgPath: self).polylines().map { subpath -> (points: [CGPoint], closed: Bool) in
            // A closed subpath's closing segment is part of its length.
            subpath.closed && subpath.points.count > 1 ? (subpath.points + [subpath.points[0]], true) : subpath
        }
        func length(_ a: CGPoint, _ b: CGPoint) -> CGFloat { hypot(b.x - a.x, b.y - a.y) }
        let total = subpaths.reduce(CGFloat(0)) { sum, subpath in
            zip(subpath.points, subpath.points.dropFirst()).reduce(sum) { $0 + length($1.0, $1.1) }
        }
        let from = min(max(start, 0), 1) * total, to = min(max(end, 0), 1) * total
        guard total > 0, to > from else { return [] }
        var result: [(points: [CGPoint], closed: Bool)] = []
        var travelled: CGFloat = 0
        for subpath in subpaths {
            var kept: [CGPoint] = []
            var whole = true
            for (a, b) in zip(subpath.points, subpath.points.dropFirst()) {
                let segment = length(a, b)
                defer { travelled += segment }
                let (s, e) = (travelled, travelled + segment)
                guard e > from, s < to, segment > 0 else {
                    if segment > 0 { whole = false }
                    continue
                }
                func point(at distance: CGFloat) -> CGPoint {
                    let t = min(max((distance - s) / segment, 0), 1)
                    return CGPoint(x: a.x + (b.x - a.x) * t, y: a.y + (b.y - a.y) * t)
                }
                if s < from || e > to { whole = false }
                if kept.isEmpty { kept.append(s < from ? point(at: from) : a) }
                kept.append(e > to ? point(at: to) : b)
            }
            guard kept.count >= 2 else { continue }
            if whole && subpath.closed {
                kept.removeLast()
                result.append((kept, true))
            } else {
                result.append((kept, false))
            }
        }
        return result
    }
}
