import Foundation

/// A color as Core Graphics hands it to layers (`layer.borderColor`, `layer.shadowColor`):
/// sRGB components 0…1 with straight alpha. Get one from a ``UIColor`` with
/// ``UIColor/cgColor`` and back with ``UIColor/init(cgColor:)``.
///
/// An object, as Core Foundation's `CGColorRef` is in Swift: code that keeps colours as
/// `AnyObject` (`let colors: [AnyObject] = [top.cgColor, bottom.cgColor]` for a gradient)
/// compiles as on iOS. Two colours of the same components are equal (`CFEqual`), and immutable.
public final class CGColor: Hashable, @unchecked Sendable, CustomStringConvertible {
    let color: UIColor

    init(_ color: UIColor) {
        self.color = color
    }

    public convenience init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        self.init(UIColor(red: red, green: green, blue: blue, alpha: alpha))
    }

    public convenience init(gray: CGFloat, alpha: CGFloat) {
        self.init(UIColor(white: gray, alpha: alpha))
    }

    public static func == (lhs: CGColor, rhs: CGColor) -> Bool { lhs.color == rhs.color }
    public func hash(into hasher: inout Hasher) { hasher.combine(color) }

    /// Red, green, blue and alpha.
    public var components: [CGFloat]? { [color.red, color.green, color.blue, color.alpha] }
    public var numberOfComponents: Int { 4 }
    public var alpha: CGFloat { color.alpha }

    /// The same color with `alpha` in place of its own.
    public func copy(alpha: CGFloat) -> CGColor? { CGColor(color.withAlphaComponent(alpha)) }

    public var description: String { "CGColor(r: \(color.red), g: \(color.green), b: \(color.blue), a: \(color.alpha))" }

    public static let black = CGColor(UIColor.black)
    public static let white = CGColor(UIColor.white)
    public static let clear = CGColor(UIColor.clear)
}

extension UIColor {
    /// The color for a layer's `borderColor` or `shadowColor`.
    public var cgColor: CGColor { CGColor(self) }

    public convenience init(cgColor: CGColor) {
        self.init(cgColor.color, pattern: cgColor.color.pattern)
    }
}

/// What a scene file's `#colorLiteral(red:green:blue:alpha:)` becomes (SourceTranslation): a
/// `UIColor`, as Xcode's literal is on iOS, unless the code wants another kind of colour.
public func _ColorLiteral(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) -> UIColor {
    UIColor(red: red, green: green, blue: blue, alpha: alpha)
}

/// The literal where the code wants a `CGColor` (`layer.borderColor = #colorLiteral(…)`), which
/// Xcode's literal gives too. Generic, so that the plain `UIColor` one above is preferred
/// wherever both would fit (Swift ranks a function that is not generic first).
public func _ColorLiteral<Color: ColorLiteralConvertible>(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) -> Color {
    Color(literalRed: red, green: green, blue: blue, alpha: alpha)
}

/// Colours a `#colorLiteral` can stand for besides `UIColor`.
public protocol ColorLiteralConvertible {
    init(literalRed red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat)
}

extension CGColor: ColorLiteralConvertible {
    public convenience init(literalRed red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        self.init(red: red, green: green, blue: blue, alpha: alpha)
    }
}
