import Foundation

/// An affine transform with Core Graphics' layout and conventions:
/// `x' = a·x + c·y + tx`, `y' = b·x + d·y + ty`. Rotation angles are in radians; with y growing
/// downward a positive angle turns clockwise on screen, as in UIKit.
public struct CGAffineTransform: Hashable, Sendable, CustomStringConvertible {
    public var a: CGFloat, b: CGFloat, c: CGFloat, d: CGFloat, tx: CGFloat, ty: CGFloat

    public init(a: CGFloat, b: CGFloat, c: CGFloat, d: CGFloat, tx: CGFloat, ty: CGFloat) {
        self.a = a; self.b = b; self.c = c; self.d = d; self.tx = tx; self.ty = ty
    }

    public static let identity = CGAffineTransform(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0)

    /// All six elements zero, as Core Graphics's imported C struct gives it — not the identity
    /// (a view or layer given it collapses to nothing; start from `.identity` instead).
    public init() { self.init(a: 0, b: 0, c: 0, d: 0, tx: 0, ty: 0) }

    public init(rotationAngle angle: CGFloat) {
        let cosine = cos(angle), sine = sin(angle)
        self.init(a: cosine, b: sine, c: -sine, d: cosine, tx: 0, ty: 0)
    }

    public init(scaleX sx: CGFloat, y sy: CGFloat) {
        self.init(a: sx, b: 0, c: 0, d: sy, tx: 0, ty: 0)
    }

    public init(translationX tx: CGFloat, y ty: CGFloat) {
        self.init(a: 1, b: 0, c: 0, d: 1, tx: tx, ty: ty)
    }

    public var isIdentity: Bool { self == .identity }

    /// `self` followed by `t2`: a point is transformed by `self` first.
    public func concatenating(_ t2: CGAffineTransform) -> CGAffineTransform {
        CGAffineTransform(
            a: a * t2.a + b * t2.c, b: a * t2.b + b * t2.d,
            c: c * t2.a + d * t2.c, d: c * t2.b + d * t2.d,
            tx: tx * t2.a + ty * t2.c + t2.tx, ty: tx * t2.b + ty * t2.d + t2.ty)
    }

    /// Rotation applied before this transform, as `CGAffineTransformRotate`.
    public func rotated(by angle: CGFloat) -> CGAffineTransform {
        CGAffineTransform(rotationAngle: angle).concatenating(self)
    }

    public func scaledBy(x sx: CGFloat, y sy: CGFloat) -> CGAffineTransform {
        CGAffineTransform(scaleX: sx, y: sy).concatenating(self)
    }

    public func translatedBy(x: CGFloat, y: CGFloat) -> CGAffineTransform {
        CGAffineTransform(translationX: x, y: y).concatenating(self)
    }

    /// The inverse, or `self` unchanged when it is singular or its inverse is not finite (Core
    /// Graphics' behaviour), so inverting never yields NaN or infinity.
    public func inverted() -> CGAffineTransform {
        let determinant = a * d - b * c
        if determinant != 0, determinant.isFinite {
            let inverse = 1 / determinant
            let result = CGAffineTransform(
                a: d * inverse, b: -b * inverse, c: -c * inverse, d: a * inverse,
                tx: (c * ty - d * tx) * inverse, ty: (b * tx - a * ty) * inverse)
            if result.isFinite { return result }
        }
        // The determinant over- or underflowed (a scale of 1e300 or 5e-324): invert the matrix
        // divided by its largest entry, then divide by that entry.
        let largest = Swift.max(Swift.max(abs(a), abs(b)), Swift.max(abs(c), abs(d)))
        guard largest > 0, largest.isFinite else { return self }
        let scaled = CGAffineTransform(a: a / largest, b: b / largest, c: c / largest, d: d / largest, tx: 0, ty: 0)
        let scaledDeterminant = scaled.a * scaled.d - scaled.b * scaled.c
        guard scaledDeterminant != 0, scaledDeterminant.isFinite else { return self }
        let inverse = 1 / (scaledDeterminant * largest)
        let ia = scaled.d * inverse, ib = -scaled.b * inverse, ic = -scaled.c * inverse, id = scaled.a * inverse
        let result = CGAffineTransform(a: ia, b: ib, c: ic, d: id, tx: -(tx * ia + ty * ic), ty: -(tx * ib + ty * id))
        return result.isFinite ? result : self
    }

    /// Whether every entry is finite.
    var isFinite: Bool { a.isFinite && b.isFinite && c.isFinite && d.isFinite && tx.isFinite && ty.isFinite }

    /// The rotation this transform applies, in radians (exact for a pure rotation).
    public var rotationAngle: CGFloat { atan2(b, a) }

    public var description: String { "[\(a), \(b), \(c), \(d), \(tx), \(ty)]" }
}

extension CGPoint {
    public func applying(_ t: CGAffineTransform) -> CGPoint {
        CGPoint(x: t.a * x + t.c * y + t.tx, y: t.b * x + t.d * y + t.ty)
    }
}

extension CGSize {
    /// The size transformed without translation, as Core Graphics does (components may be negative).
    public func applying(_ t: CGAffineTransform) -> CGSize {
        CGSize(width: t.a * width + t.c * height, height: t.b * width + t.d * height)
    }
}

extension CGRect {
    /// The smallest rectangle containing the transformed corners of this one.
    public func applying(_ t: CGAffineTransform) -> CGRect {
        if isNull { return self }
        let corners = [
            CGPoint(x: minX, y: minY), CGPoint(x: maxX, y: minY),
            CGPoint(x: minX, y: maxY), CGPoint(x: maxX, y: maxY),
        ].map { $0.applying(t) }
        let xs = corners.map(\.x), ys = corners.map(\.y)
        let minX = xs.min()!, minY = ys.min()!
        return CGRect(x: minX, y: minY, width: xs.max()! - minX, height: ys.max()! - minY)
    }
}
