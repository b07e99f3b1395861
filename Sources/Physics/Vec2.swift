/// A 2-D vector in points (or points per second). The engine's y axis grows downward, like
/// UIKit's, so a positive angle turns clockwise on screen.
public struct Vec2: Hashable, Sendable, CustomStringConvertible {
    public var x: Double
    public var y: Double

    @inlinable public init(_ x: Double, _ y: Double) {
        self.x = x
        self.y = y
    }

    public static let zero = Vec2(0, 0)

    @inlinable public var length: Double { (x * x + y * y).squareRoot() }
    @inlinable public var lengthSquared: Double { x * x + y * y }

    /// The unit vector along `self`, or zero for a zero vector.
    @inlinable public var normalized: Vec2 {
        let l = length
        return l > 0 ? Vec2(x / l, y / l) : .zero
    }

    /// `self` turned a quarter turn: (−y, x).
    @inlinable public var perpendicular: Vec2 { Vec2(-y, x) }

    @inlinable public var isFinite: Bool { x.isFinite && y.isFinite }

    public var description: String { "(\(x), \(y))" }

    @inlinable public static func + (a: Vec2, b: Vec2) -> Vec2 { Vec2(a.x + b.x, a.y + b.y) }
    @inlinable public static func - (a: Vec2, b: Vec2) -> Vec2 { Vec2(a.x - b.x, a.y - b.y) }
    @inlinable public static prefix func - (a: Vec2) -> Vec2 { Vec2(-a.x, -a.y) }
    @inlinable public static func * (s: Double, a: Vec2) -> Vec2 { Vec2(s * a.x, s * a.y) }
    @inlinable public static func * (a: Vec2, s: Double) -> Vec2 { Vec2(s * a.x, s * a.y) }
    @inlinable public static func / (a: Vec2, s: Double) -> Vec2 { Vec2(a.x / s, a.y / s) }
    @inlinable public static func += (a: inout Vec2, b: Vec2) { a = a + b }
    @inlinable public static func -= (a: inout Vec2, b: Vec2) { a = a - b }
}

@inlinable public func dot(_ a: Vec2, _ b: Vec2) -> Double { a.x * b.x + a.y * b.y }
/// The z component of the 3-D cross product.
@inlinable public func cross(_ a: Vec2, _ b: Vec2) -> Double { a.x * b.y - a.y * b.x }
/// ω × r for an angular velocity ω about z.
@inlinable public func cross(_ s: Double, _ v: Vec2) -> Vec2 { Vec2(-s * v.y, s * v.x) }

/// A rotation stored as its cosine and sine.
public struct Rotation: Hashable, Sendable {
    public var c: Double
    public var s: Double

    @inlinable public init(angle: Double) {
        c = _cos(angle)
        s = _sin(angle)
    }

    @inlinable public init(c: Double, s: Double) {
        self.c = c
        self.s = s
    }

    public static let identity = Rotation(c: 1, s: 0)

    @inlinable public func rotate(_ v: Vec2) -> Vec2 { Vec2(c * v.x - s * v.y, s * v.x + c * v.y) }

    /// This rotation followed by one of `angle` radians. A substep's turn is small: below 0.1
    /// rad its cosine and sine come from their Taylor series to the 6th and 7th power (error
    /// under 10⁻¹² at 0.1 rad, under 10⁻²⁰ at a typical 0.01), without calling `cos` and `sin`.
    @inlinable public func turned(by angle: Double) -> Rotation {
        let step: Rotation
        if abs(angle) < 0.1 {
            let a2 = angle * angle
            step = Rotation(
                c: 1 - a2 * (1.0 / 2 - a2 * (1.0 / 24 - a2 * (1.0 / 720))),
                s: angle * (1 - a2 * (1.0 / 6 - a2 * (1.0 / 120 - a2 * (1.0 / 5040)))))
        } else {
            step = Rotation(angle: angle)
        }
        return Rotation(c: c * step.c - s * step.s, s: s * step.c + c * step.s)
    }
    @inlinable public func inverseRotate(_ v: Vec2) -> Vec2 { Vec2(c * v.x + s * v.y, -s * v.x + c * v.y) }
}

#if canImport(Glibc)
import Glibc
@usableFromInline func _cos(_ x: Double) -> Double { Glibc.cos(x) }
@usableFromInline func _sin(_ x: Double) -> Double { Glibc.sin(x) }
#elseif canImport(Darwin)
import Darwin
@usableFromInline func _cos(_ x: Double) -> Double { Darwin.cos(x) }
@usableFromInline func _sin(_ x: Double) -> Double { Darwin.sin(x) }
#endif
