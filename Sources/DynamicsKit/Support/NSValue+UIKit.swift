import Foundation

// UIKit's and Core Animation's additions to NSValue: geometry boxed for `CABasicAnimation`'s
// values, `NSValue(cgPoint:)` and the rest. Points, sizes and rectangles are Foundation's own
// boxes (`NSValue(point:)`); transforms, which Foundation on Linux cannot box as structures,
// are boxed as arrays of doubles ("[6d]", "[16d]", "[4d]"), the numbers in the order of the
// structure's fields.

extension NSValue {
    public convenience init(cgPoint point: CGPoint) { self.init(point: point) }
    public convenience init(cgSize size: CGSize) { self.init(size: size) }
    public convenience init(cgRect rect: CGRect) { self.init(rect: rect) }
    public convenience init(cgVector vector: CGVector) { self.init(point: CGPoint(x: vector.dx, y: vector.dy)) }

    public convenience init(cgAffineTransform t: CGAffineTransform) {
        self.init(doubles: [t.a, t.b, t.c, t.d, t.tx, t.ty])
    }

    public convenience init(caTransform3D t: CATransform3D) {
        self.init(doubles: [
            t.m11, t.m12, t.m13, t.m14, t.m21, t.m22, t.m23, t.m24,
            t.m31, t.m32, t.m33, t.m34, t.m41, t.m42, t.m43, t.m44,
        ])
    }

    public convenience init(uiEdgeInsets insets: UIEdgeInsets) {
        self.init(doubles: [insets.top, insets.left, insets.bottom, insets.right])
    }

    public var cgPointValue: CGPoint { pointValue }
    public var cgSizeValue: CGSize { sizeValue }
    public var cgRectValue: CGRect { rectValue }
    public var cgVectorValue: CGVector { CGVector(dx: pointValue.x, dy: pointValue.y) }

    /// The transform boxed by `init(cgAffineTransform:)`; identity for another box.
    public var cgAffineTransformValue: CGAffineTransform {
        guard let d = doubles(6) else { return .identity }
        return CGAffineTransform(a: d[0], b: d[1], c: d[2], d: d[3], tx: d[4], ty: d[5])
    }

    /// The transform boxed by `init(caTransform3D:)`; identity for another box.
    public var caTransform3DValue: CATransform3D {
        guard let d = doubles(16) else { return CATransform3DIdentity }
        var t = CATransform3DIdentity
        (t.m11, t.m12, t.m13, t.m14) = (d[0], d[1], d[2], d[3])
        (t.m21, t.m22, t.m23, t.m24) = (d[4], d[5], d[6], d[7])
        (t.m31, t.m32, t.m33, t.m34) = (d[8], d[9], d[10], d[11])
        (t.m41, t.m42, t.m43, t.m44) = (d[12], d[13], d[14], d[15])
        return t
    }

    /// The insets boxed by `init(uiEdgeInsets:)`; zero for another box.
    public var uiEdgeInsetsValue: UIEdgeInsets {
        guard let d = doubles(4) else { return .zero }
        return UIEdgeInsets(top: d[0], left: d[1], bottom: d[2], right: d[3])
    }

    /// What the box holds as geometry an animation can interpolate: a point, size, rectangle
    /// or transform; nil for anything else.
    var boxedGeometry: Any? {
        switch String(cString: objCType) {
        case let type where type.hasPrefix("{CGPoint") || type.hasPrefix("{NSPoint"): return pointValue
        case let type where type.hasPrefix("{CGSize") || type.hasPrefix("{NSSize"): return sizeValue
        case let type where type.hasPrefix("{CGRect") || type.hasPrefix("{NSRect"): return rectValue
        case "[6d]": return cgAffineTransformValue
        case "[16d]": return caTransform3DValue
        default: return nil
        }
    }

    private convenience init(doubles: [CGFloat]) {
        let numbers = doubles.map(Double.init)
        let type = "[\(numbers.count)d]"
        self.init(bytes: numbers, objCType: type)
    }

    private func doubles(_ count: Int) -> [CGFloat]? {
        guard String(cString: objCType) == "[\(count)d]" else { return nil }
        var numbers = [Double](repeating: 0, count: count)
        numbers.withUnsafeMutableBytes { getValue($0.baseAddress!) }
        return numbers.map { CGFloat($0) }
    }
}
