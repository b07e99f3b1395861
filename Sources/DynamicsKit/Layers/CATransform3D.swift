import Foundation

/// Core Animation's 4 × 4 transform, in its layout: points are row vectors multiplied on the
/// left, `(x, y, z, 1) · M`, so the translation sits in `m41`, `m42`, `m43` and perspective in
/// `m34` (usually `−1 / eyeDistance`).
///
/// The renderer draws the 2-D part, ``CATransform3DGetAffineTransform(_:)``: a turn about the
/// y axis squashes a layer horizontally as seen from far away; perspective is dropped, with one
/// note on stderr per process.
public struct CATransform3D: Hashable, Sendable, CustomStringConvertible {
    public var m11: CGFloat, m12: CGFloat, m13: CGFloat, m14: CGFloat
    public var m21: CGFloat, m22: CGFloat, m23: CGFloat, m24: CGFloat
    public var m31: CGFloat, m32: CGFloat, m33: CGFloat, m34: CGFloat
    public var m41: CGFloat, m42: CGFloat, m43: CGFloat, m44: CGFloat

    /// The identity, as Core Animation's zero-argument initializer gives (not all zeros).
    public init() { self = CATransform3DIdentity }

    public init(
        m11: CGFloat, m12: CGFloat, m13: CGFloat, m14: CGFloat,
        m21: CGFloat, m22: CGFloat, m23: CGFloat, m24: CGFloat,
        m31: CGFloat, m32: CGFloat, m33: CGFloat, m34: CGFloat,
        m41: CGFloat, m42: CGFloat, m43: CGFloat, m44: CGFloat
    ) {
        self.m11 = m11; self.m12 = m12; self.m13 = m13; self.m14 = m14
        self.m21 = m21; self.m22 = m22; self.m23 = m23; self.m24 = m24
        self.m31 = m31; self.m32 = m32; self.m33 = m33; self.m34 = m34
        self.m41 = m41; self.m42 = m42; self.m43 = m43; self.m44 = m44
    }

    /// Row-major entries, for the arithmetic below.
    fileprivate var rows: [[CGFloat]] {
        [[m11, m12, m13, m14], [m21, m22, m23, m24], [m31, m32, m33, m34], [m41, m42, m43, m44]]
    }

    fileprivate init(rows r: [[CGFloat]]) {
        self.init(
            m11: r[0][0], m12: r[0][1], m13: r[0][2], m14: r[0][3],
            m21: r[1][0], m22: r[1][1], m23: r[1][2], m24: r[1][3],
            m31: r[2][0], m32: r[2][1], m33: r[2][2], m34: r[2][3],
            m41: r[3][0], m42: r[3][1], m43: r[3][2], m44: r[3][3])
    }

    /// Whether anything beyond the 2-D part is set that a flat drawing cannot show: perspective
    /// (`m14`, `m24`, `m34`, `m44`). Depth alone (`m33`, `m43`, the z column) changes nothing
    /// drawn.
    var hasPerspective: Bool { m14 != 0 || m24 != 0 || m34 != 0 || m44 != 1 }

    public var description: String { "CATransform3D(\(rows))" }
}

public let CATransform3DIdentity = CATransform3D(
    m11: 1, m12: 0, m13: 0, m14: 0, m21: 0, m22: 1, m23: 0, m24: 0,
    m31: 0, m32: 0, m33: 1, m34: 0, m41: 0, m42: 0, m43: 0, m44: 1)

public func CATransform3DIsIdentity(_ t: CATransform3D) -> Bool { t == CATransform3DIdentity }

public func CATransform3DEqualToTransform(_ a: CATransform3D, _ b: CATransform3D) -> Bool { a == b }

public func CATransform3DMakeTranslation(_ tx: CGFloat, _ ty: CGFloat, _ tz: CGFloat) -> CATransform3D {
    var t = CATransform3DIdentity
    t.m41 = tx; t.m42 = ty; t.m43 = tz
    return t
}

public func CATransform3DMakeScale(_ sx: CGFloat, _ sy: CGFloat, _ sz: CGFloat) -> CATransform3D {
    var t = CATransform3DIdentity
    t.m11 = sx; t.m22 = sy; t.m33 = sz
    return t
}

/// A turn of `angle` radians about the axis `(x, y, z)`; about (0, 0, 1) it is
/// `CGAffineTransform(rotationAngle:)`, clockwise on screen. A zero axis gives the identity.
public func CATransform3DMakeRotation(_ angle: CGFloat, _ x: CGFloat, _ y: CGFloat, _ z: CGFloat) -> CATransform3D {
    let length = (x * x + y * y + z * z).squareRoot()
    guard length > 0, length.isFinite else { return CATransform3DIdentity }
    let (x, y, z) = (x / length, y / length, z / length)
    let c = cos(angle), s = sin(angle), k = 1 - c
    // The rotation matrix for column vectors, transposed for Core Animation's row vectors.
    return CATransform3D(
        m11: c + x * x * k, m12: y * x * k + z * s, m13: z * x * k - y * s, m14: 0,
        m21: x * y * k - z * s, m22: c + y * y * k, m23: z * y * k + x * s, m24: 0,
        m31: x * z * k + y * s, m32: y * z * k - x * s, m33: c + z * z * k, m34: 0,
        m41: 0, m42: 0, m43: 0, m44: 1)
}

/// `a` then `b`: a point is transformed by `a` first.
public func CATransform3DConcat(_ a: CATransform3D, _ b: CATransform3D) -> CATransform3D {
    let (ra, rb) = (a.rows, b.rows)
    var product = [[CGFloat]](repeating: [0, 0, 0, 0], count: 4)
    for i in 0..<4 {
        for j in 0..<4 {
            product[i][j] = ra[i][0] * rb[0][j] + ra[i][1] * rb[1][j] + ra[i][2] * rb[2][j] + ra[i][3] * rb[3][j]
        }
    }
    return CATransform3D(rows: product)
}

/// A translation applied before `t`, as `CGAffineTransform.translatedBy`.
public func CATransform3DTranslate(_ t: CATransform3D, _ tx: CGFloat, _ ty: CGFloat, _ tz: CGFloat) -> CATransform3D {
    CATransform3DConcat(CATransform3DMakeTranslation(tx, ty, tz), t)
}

public func CATransform3DScale(_ t: CATransform3D, _ sx: CGFloat, _ sy: CGFloat, _ sz: CGFloat) -> CATransform3D {
    CATransform3DConcat(CATransform3DMakeScale(sx, sy, sz), t)
}

public func CATransform3DRotate(
    _ t: CATransform3D, _ angle: CGFloat, _ x: CGFloat, _ y: CGFloat, _ z: CGFloat
) -> CATransform3D {
    CATransform3DConcat(CATransform3DMakeRotation(angle, x, y, z), t)
}

/// The inverse, or `t` unchanged when it has none (Core Animation's behaviour).
public func CATransform3DInvert(_ t: CATransform3D) -> CATransform3D {
    // Gauss–Jordan elimination with partial pivoting on [t | I].
    var m = t.rows
    var inverse = CATransform3DIdentity.rows
    for column in 0..<4 {
        let pivot = (column..<4).max { abs(m[$0][column]) < abs(m[$1][column]) }!
        guard abs(m[pivot][column]) > 1e-12 else { return t }
        m.swapAt(column, pivot)
        inverse.swapAt(column, pivot)
        let scale = 1 / m[column][column]
        for j in 0..<4 {
            m[column][j] *= scale
            inverse[column][j] *= scale
        }
        for row in 0..<4 where row != column {
            let factor = m[row][column]
            guard factor != 0 else { continue }
            for j in 0..<4 {
                m[row][j] -= factor * m[column][j]
                inverse[row][j] -= factor * inverse[column][j]
            }
        }
    }
    return CATransform3D(rows: inverse)
}

public func CATransform3DMakeAffineTransform(_ m: CGAffineTransform) -> CATransform3D {
    var t = CATransform3DIdentity
    t.m11 = m.a; t.m12 = m.b; t.m21 = m.c; t.m22 = m.d; t.m41 = m.tx; t.m42 = m.ty
    return t
}

/// Whether `t` maps the plane z = 0 to itself by an affine map (no depth, no perspective).
public func CATransform3DIsAffine(_ t: CATransform3D) -> Bool {
    t.m13 == 0 && t.m23 == 0 && t.m31 == 0 && t.m32 == 0 && t.m33 == 1 && t.m43 == 0 && !t.hasPerspective
}

/// The part of `t` that acts on the plane: `a = m11`, `b = m12`, `c = m21`, `d = m22`,
/// `tx = m41`, `ty = m42`.
public func CATransform3DGetAffineTransform(_ t: CATransform3D) -> CGAffineTransform {
    CGAffineTransform(a: t.m11, b: t.m12, c: t.m21, d: t.m22, tx: t.m41, ty: t.m42)
}

extension CATransform3D {
    /// The 2-D part drawn; says once per process on stderr when perspective is dropped.
    var drawnAffineTransform: CGAffineTransform {
        if hasPerspective { KitNote.once("a layer's CATransform3D has perspective (m34 and friends); its 2-D part is drawn, flat") }
        return CATransform3DGetAffineTransform(self)
    }
}

