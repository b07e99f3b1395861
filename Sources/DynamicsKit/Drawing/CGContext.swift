import Foundation

// Core Graphics drawing, as `draw(_:)` overrides and image renderers use it. A context here
// records what is drawn — paths filled and stroked, text, images, clips — in the coordinates of
// the view (or image) it draws for, with its current transformation applied; the renderer
// replays the recording with Cairo each frame, until `setNeedsDisplay()` asks for a new one.

public enum CGLineCap: Int32, Sendable {
    case butt, round, square
}

public enum CGLineJoin: Int32, Sendable {
    case miter, round, bevel
}

public enum CGPathFillRule: Int, Sendable {
    case winding, evenOdd
}

public enum CGPathDrawingMode: Int32, Sendable {
    case fill, eoFill, stroke, fillStroke, eoFillStroke
}

public struct CGGradientDrawingOptions: OptionSet, Sendable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    public static let drawsBeforeStartLocation = CGGradientDrawingOptions(rawValue: 1)
    public static let drawsAfterEndLocation = CGGradientDrawingOptions(rawValue: 2)
}

/// Colours at locations 0…1, for `drawLinearGradient` and `drawRadialGradient`.
public final class CGGradient {
    public let stops: [(color: UIColor, location: CGFloat)]

    public init?(colorsSpace space: CGColorSpace?, colors: [CGColor], locations: [CGFloat]?) {
        guard !colors.isEmpty else { return nil }
        let positions = locations ?? colors.indices.map { colors.count == 1 ? 0 : CGFloat($0) / CGFloat(colors.count - 1) }
        stops = zip(colors, positions).map { (UIColor(cgColor: $0), $1) }
    }
}

extension CGGradient {
    /// Core Graphics' own form: the colours as a `CFArray` (`[a.cgColor, b.cgColor] as CFArray`).
    public convenience init?(colorsSpace space: CGColorSpace?, colors: CFArray, locations: [CGFloat]?) {
        let cgColors = (colors as NSArray).compactMap { $0 as? CGColor }
        guard cgColors.count == (colors as NSArray).count else { return nil }
        self.init(colorsSpace: space, colors: cgColors, locations: locations)
    }
}

/// Core Foundation's array, as Core Graphics takes colours in it: Foundation's `NSArray`.
public typealias CFArray = NSArray

/// Colour spaces are all sRGB here.
public final class CGColorSpace {
    public init() {}
    public static let sRGB = "kCGColorSpaceSRGB"
}

public func CGColorSpaceCreateDeviceRGB() -> CGColorSpace { CGColorSpace() }

/// One thing a context recorded, in the drawing's own coordinates.
public enum DrawingOperation {
    case fill(path: CGPath, color: UIColor, evenOdd: Bool)
    case stroke(path: CGPath, color: UIColor, width: CGFloat, cap: CGLineCap, join: CGLineJoin, miterLimit: CGFloat, dashes: [CGFloat], dashPhase: CGFloat)
    case text(TextLayout)
    case image(UIImage, transform: CGAffineTransform, size: CGSize)
    case linearGradient(CGGradient, start: CGPoint, end: CGPoint, options: CGGradientDrawingOptions)
    case radialGradient(CGGradient, startCenter: CGPoint, startRadius: CGFloat, endCenter: CGPoint, endRadius: CGFloat, options: CGGradientDrawingOptions)
    case clip(path: CGPath, evenOdd: Bool)
    case clear(CGRect)
    case save
    case restore
    case alpha(CGFloat)
}

/// A drawing context, as Core Graphics's `CGContext`: a current path, a graphics state
/// (transform, colours, line style, alpha) with a stack, and the operations drawn so far.
open class CGContext {
    private struct State {
        var transform = CGAffineTransform.identity
        var fillColor = UIColor.black
        var strokeColor = UIColor.black
        var lineWidth: CGFloat = 1
        var lineCap = CGLineCap.butt
        var lineJoin = CGLineJoin.miter
        var miterLimit: CGFloat = 10
        var dashes: [CGFloat] = []
        var dashPhase: CGFloat = 0
        var alpha: CGFloat = 1
        var font = UIFont.systemFont(ofSize: 12)
    }

    /// What was drawn, in order.
    public private(set) var operations: [DrawingOperation] = []
    private var state = State()
    private var saved: [State] = []
    /// The current path, in the drawing's coordinates (points are transformed as added).
    private var path = UIBezierPath()

    public init() {}

    /// An image context's size in points and pixels per point (an image renderer's, or
    /// `UIGraphicsBeginImageContextWithOptions`'); nil for a view's drawing.
    var imageGeometry: (size: CGSize, scale: CGFloat)?

    /// What an image context holds so far, as an image (Core Graphics' snapshot of a bitmap
    /// context); nil for a view's drawing, which becomes no bitmap here.
    public func makeImage() -> CGImage? {
        guard let geometry = imageGeometry else {
            KitNote.once("CGContext.makeImage() of a view's drawing gives nil here: only image contexts make images")
            return nil
        }
        return UIImage(size: geometry.size, scale: geometry.scale, operations: operations).cgImage
    }

    // MARK: Graphics state

    public func saveGState() {
        saved.append(state)
        operations.append(.save)
    }

    public func restoreGState() {
        guard let last = saved.popLast() else { return }
        state = last
        // The replay restores the alpha with the rest of the state.
        operations.append(.restore)
    }

    public var ctm: CGAffineTransform { state.transform }

    public func translateBy(x: CGFloat, y: CGFloat) { state.transform = CGAffineTransform(translationX: x, y: y).concatenating(state.transform) }
    public func scaleBy(x: CGFloat, y: CGFloat) { state.transform = CGAffineTransform(scaleX: x, y: y).concatenating(state.transform) }
    public func rotate(by angle: CGFloat) { state.transform = CGAffineTransform(rotationAngle: angle).concatenating(state.transform) }
    public func concatenate(_ transform: CGAffineTransform) { state.transform = transform.concatenating(state.transform) }

    public func setFillColor(_ color: CGColor) { state.fillColor = UIColor(cgColor: color) }
    public func setStrokeColor(_ color: CGColor) { state.strokeColor = UIColor(cgColor: color) }
    public func setFillColor(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) { state.fillColor = UIColor(red: red, green: green, blue: blue, alpha: alpha) }
    public func setStrokeColor(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) { state.strokeColor = UIColor(red: red, green: green, blue: blue, alpha: alpha) }
    public func setFillColor(gray: CGFloat, alpha: CGFloat) { state.fillColor = UIColor(white: gray, alpha: alpha) }
    public func setStrokeColor(gray: CGFloat, alpha: CGFloat) { state.strokeColor = UIColor(white: gray, alpha: alpha) }
    public func setLineWidth(_ width: CGFloat) { state.lineWidth = width }
    public func setLineCap(_ cap: CGLineCap) { state.lineCap = cap }
    public func setLineJoin(_ join: CGLineJoin) { state.lineJoin = join }
    public func setMiterLimit(_ limit: CGFloat) { state.miterLimit = limit }
    public func setLineDash(phase: CGFloat, lengths: [CGFloat]) { (state.dashPhase, state.dashes) = (phase, lengths) }
    public func setAlpha(_ alpha: CGFloat) {
        state.alpha = min(max(alpha, 0), 1)
        operations.append(.alpha(state.alpha))
    }
    /// Accepted; drawing is always antialiased here.
    public func setShouldAntialias(_ shouldAntialias: Bool) {}
    public func setAllowsAntialiasing(_ allowsAntialiasing: Bool) {}

    var fillColor: UIColor {
        get { state.fillColor }
        set { state.fillColor = newValue }
    }
    var strokeColor: UIColor {
        get { state.strokeColor }
        set { state.strokeColor = newValue }
    }

    // MARK: The current path

    private func map(_ point: CGPoint) -> CGPoint { point.applying(state.transform) }

    public func beginPath() { path = UIBezierPath() }
    public func move(to point: CGPoint) { path.move(to: map(point)) }
    public func addLine(to point: CGPoint) { path.addLine(to: map(point)) }
    public func addLines(between points: [CGPoint]) {
        guard let first = points.first else { return }
        move(to: first)
        for point in points.dropFirst() { addLine(to: point) }
    }
    public func addCurve(to end: CGPoint, control1: CGPoint, control2: CGPoint) {
        path.addCurve(to: map(end), controlPoint1: map(control1), controlPoint2: map(control2))
    }
    public func addQuadCurve(to end: CGPoint, control: CGPoint) { path.addQuadCurve(to: map(end), controlPoint: map(control)) }
    public func closePath() { path.close() }

    public func addRect(_ rect: CGRect) { add(UIBezierPath(rect: rect)) }
    public func addRects(_ rects: [CGRect]) { for rect in rects { addRect(rect) } }
    public func addEllipse(in rect: CGRect) { add(UIBezierPath(ovalIn: rect)) }

    public func addArc(center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool) {
        // Core Graphics's `clockwise` is in its flipped, y-up sense: on a y-down screen the
        // sweep turns the other way, as UIKit's documentation of this method says.
        let arc = UIBezierPath()
        arc.addArc(withCenter: center, radius: radius, startAngle: startAngle, endAngle: endAngle, clockwise: !clockwise)
        append(arc, connecting: true)
    }

    public func addPath(_ path: CGPath) { add(UIBezierPath(cgPath: path)) }

    private func add(_ shape: UIBezierPath) { append(shape, connecting: false) }

    private func append(_ shape: UIBezierPath, connecting: Bool) {
        let copy = UIBezierPath(cgPath: shape.cgPath)
        copy.apply(state.transform)
        if connecting { path.appendConnecting(copy) } else { path.append(copy) }
    }

    public var isPathEmpty: Bool { path.isEmpty }
    public var boundingBoxOfPath: CGRect { path.bounds }

    // MARK: Painting

    private func takePath() -> CGPath {
        let taken = path.cgPath
        path = UIBezierPath()
        return taken
    }

    public func fillPath(using rule: CGPathFillRule = .winding) {
        operations.append(.fill(path: takePath(), color: state.fillColor, evenOdd: rule == .evenOdd))
    }

    public func eoFillPath() { fillPath(using: .evenOdd) }

    public func strokePath() {
        operations.append(strokeOperation(takePath()))
    }

    public func drawPath(using mode: CGPathDrawingMode) {
        let taken = takePath()
        switch mode {
        case .fill: operations.append(.fill(path: taken, color: state.fillColor, evenOdd: false))
        case .eoFill: operations.append(.fill(path: taken, color: state.fillColor, evenOdd: true))
        case .stroke: operations.append(strokeOperation(taken))
        case .fillStroke, .eoFillStroke:
            operations.append(.fill(path: taken, color: state.fillColor, evenOdd: mode == .eoFillStroke))
            operations.append(strokeOperation(taken))
        }
    }

    private func strokeOperation(_ path: CGPath) -> DrawingOperation {
        // Widths scale with the transform (its mean scale, for the uniform scales drawing uses).
        let t = state.transform
        let scale = sqrt(abs(t.a * t.d - t.b * t.c))
        return .stroke(
            path: path, color: state.strokeColor, width: state.lineWidth * scale, cap: state.lineCap, join: state.lineJoin,
            miterLimit: state.miterLimit, dashes: state.dashes.map { $0 * scale }, dashPhase: state.dashPhase * scale)
    }

    public func fill(_ rect: CGRect) {
        beginPath()
        addRect(rect)
        fillPath()
    }

    public func fill(_ rects: [CGRect]) { for rect in rects { fill(rect) } }

    public func stroke(_ rect: CGRect) {
        beginPath()
        addRect(rect)
        strokePath()
    }

    public func stroke(_ rect: CGRect, width: CGFloat) {
        saveGState()
        setLineWidth(width)
        stroke(rect)
        restoreGState()
    }

    public func fillEllipse(in rect: CGRect) {
        beginPath()
        addEllipse(in: rect)
        fillPath()
    }

    public func strokeEllipse(in rect: CGRect) {
        beginPath()
        addEllipse(in: rect)
        strokePath()
    }

    public func strokeLineSegments(between points: [CGPoint]) {
        beginPath()
        var index = 0
        while index + 1 < points.count {
            move(to: points[index])
            addLine(to: points[index + 1])
            index += 2
        }
        strokePath()
    }

    /// Clears `rect` to transparent (a view's background shows through only where the view
    /// is not opaque, as in UIKit).
    public func clear(_ rect: CGRect) {
        let shape = UIBezierPath(rect: rect)
        shape.apply(state.transform)
        operations.append(.clear(shape.bounds))
    }

    public func clip(using rule: CGPathFillRule = .winding) {
        operations.append(.clip(path: takePath(), evenOdd: rule == .evenOdd))
    }

    public func clip(to rect: CGRect) {
        beginPath()
        addRect(rect)
        clip()
    }

    public func draw(_ image: CGImage, in rect: CGRect) {
        draw(UIImage(cgImage: image), in: rect)
    }

    func draw(_ image: UIImage, in rect: CGRect) {
        let placement = CGAffineTransform(translationX: rect.minX, y: rect.minY).concatenating(state.transform)
        operations.append(.image(image, transform: placement, size: rect.size))
    }

    public func drawLinearGradient(_ gradient: CGGradient, start: CGPoint, end: CGPoint, options: CGGradientDrawingOptions) {
        operations.append(.linearGradient(gradient, start: map(start), end: map(end), options: options))
    }

    public func drawRadialGradient(
        _ gradient: CGGradient, startCenter: CGPoint, startRadius: CGFloat, endCenter: CGPoint, endRadius: CGFloat,
        options: CGGradientDrawingOptions
    ) {
        let t = state.transform
        let scale = sqrt(abs(t.a * t.d - t.b * t.c))
        operations.append(.radialGradient(
            gradient, startCenter: map(startCenter), startRadius: startRadius * scale, endCenter: map(endCenter),
            endRadius: endRadius * scale, options: options))
    }

    /// Text laid out by the caller, in the drawing's coordinates.
    func drawText(_ layout: TextLayout) {
        var placed = layout
        placed.lines = layout.lines.map { line in
            var moved = line
            moved.origin = map(line.origin)
            return moved
        }
        operations.append(.text(placed))
    }
}

// MARK: The current context

/// The contexts being drawn into, innermost last (UIKit's context stack), on the scene's thread.
private final class ContextStack: @unchecked Sendable {
    var contexts: [CGContext] = []
}

private let contextStack = ContextStack()

/// The context `draw(_:)` or an image renderer draws into now; nil outside drawing.
public func UIGraphicsGetCurrentContext() -> CGContext? { contextStack.contexts.last }

public func UIGraphicsPushContext(_ context: CGContext) { contextStack.contexts.append(context) }

public func UIGraphicsPopContext() { _ = contextStack.contexts.popLast() }

/// Runs `body` with `context` current.
func withCurrentContext<Result>(_ context: CGContext, _ body: () throws -> Result) rethrows -> Result {
    UIGraphicsPushContext(context)
    defer { UIGraphicsPopContext() }
    return try body()
}
