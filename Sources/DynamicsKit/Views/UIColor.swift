import Foundation

/// A color in the sRGB space with straight (not premultiplied) alpha, components 0…1.
/// The named colors are UIKit's.
///
/// A class, as UIKit's is (an `NSObject`), so that code's `class func`, `class var` and
/// `convenience init` in an `extension UIColor` compile; immutable, so it is shared freely, and
/// equal (and hashed) by its components.
open class UIColor: NSObject, @unchecked Sendable {
    public let red: CGFloat
    public let green: CGFloat
    public let blue: CGFloat
    public let alpha: CGFloat
    /// The tiled image of a pattern color (UIColor+Pattern.swift).
    let pattern: ColorPattern?

    /// Required, as UIKit's initializers are to Swift: an extension's `Self(red:green:blue:alpha:)` compiles.
    public required init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        func clamp(_ value: CGFloat) -> CGFloat { value.isNaN ? 0 : min(max(value, 0), 1) }
        self.red = clamp(red)
        self.green = clamp(green)
        self.blue = clamp(blue)
        self.alpha = clamp(alpha)
        pattern = nil
        super.init()
    }

    /// A copy of `color`, or `color`'s components with `pattern`.
    init(_ color: UIColor, pattern: ColorPattern?) {
        (red, green, blue, alpha) = (color.red, color.green, color.blue, color.alpha)
        self.pattern = pattern
        super.init()
    }

    public required convenience init(white: CGFloat, alpha: CGFloat) {
        self.init(red: white, green: white, blue: white, alpha: alpha)
    }

    /// A color from a 0xRRGGBB literal, for palettes written in hex.
    public convenience init(rgb: UInt32, alpha: CGFloat = 1) {
        self.init(
            red: CGFloat((rgb >> 16) & 0xFF) / 255, green: CGFloat((rgb >> 8) & 0xFF) / 255,
            blue: CGFloat(rgb & 0xFF) / 255, alpha: alpha)
    }

    /// Equal colors have equal components (and, for pattern colors, the same image).
    open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? UIColor else { return false }
        return red == other.red && green == other.green && blue == other.blue && alpha == other.alpha
            && pattern == other.pattern
    }

    open override var hash: Int {
        var hasher = Hasher()
        hasher.combine(red)
        hasher.combine(green)
        hasher.combine(blue)
        hasher.combine(alpha)
        hasher.combine(pattern)
        return hasher.finalize()
    }

    public func withAlphaComponent(_ alpha: CGFloat) -> UIColor {
        UIColor(red: red, green: green, blue: blue, alpha: alpha)
    }

    open override var description: String { "UIColor(r: \(red), g: \(green), b: \(blue), a: \(alpha))" }

    public static let black = UIColor(white: 0, alpha: 1)
    public static let darkGray = UIColor(white: 1.0 / 3.0, alpha: 1)
    public static let lightGray = UIColor(white: 2.0 / 3.0, alpha: 1)
    public static let white = UIColor(white: 1, alpha: 1)
    public static let gray = UIColor(white: 0.5, alpha: 1)
    public static let red = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
    public static let green = UIColor(red: 0, green: 1, blue: 0, alpha: 1)
    public static let blue = UIColor(red: 0, green: 0, blue: 1, alpha: 1)
    public static let cyan = UIColor(red: 0, green: 1, blue: 1, alpha: 1)
    public static let yellow = UIColor(red: 1, green: 1, blue: 0, alpha: 1)
    public static let magenta = UIColor(red: 1, green: 0, blue: 1, alpha: 1)
    public static let orange = UIColor(red: 1, green: 0.5, blue: 0, alpha: 1)
    public static let purple = UIColor(red: 0.5, green: 0, blue: 0.5, alpha: 1)
    public static let brown = UIColor(red: 0.6, green: 0.4, blue: 0.2, alpha: 1)
    public static let clear = UIColor(white: 0, alpha: 0)

    // iOS 13+ system colors, light appearance.
    public static let systemRed = UIColor(rgb: 0xFF3B30)
    public static let systemOrange = UIColor(rgb: 0xFF9500)
    public static let systemYellow = UIColor(rgb: 0xFFCC00)
    public static let systemGreen = UIColor(rgb: 0x34C759)
    public static let systemTeal = UIColor(rgb: 0x5AC8FA)
    public static let systemBlue = UIColor(rgb: 0x007AFF)
    public static let systemIndigo = UIColor(rgb: 0x5856D6)
    public static let systemPurple = UIColor(rgb: 0xAF52DE)
    public static let systemPink = UIColor(rgb: 0xFF2D55)
    public static let systemGray = UIColor(rgb: 0x8E8E93)
    public static let systemMint = UIColor(rgb: 0x00C7BE)
    public static let systemCyan = UIColor(rgb: 0x32ADE6)
    public static let systemBrown = UIColor(rgb: 0xA2845E)
    public static let systemGray2 = UIColor(rgb: 0xAEAEB2)
    public static let systemGray3 = UIColor(rgb: 0xC7C7CC)
    public static let systemGray4 = UIColor(rgb: 0xD1D1D6)
    public static let systemGray5 = UIColor(rgb: 0xE5E5EA)
    public static let systemGray6 = UIColor(rgb: 0xF2F2F7)

    // iOS 13+ semantic colors, light appearance (scenes have no dark mode).
    public static let systemBackground = UIColor.white
    public static let secondarySystemBackground = UIColor(rgb: 0xF2F2F7)
    public static let tertiarySystemBackground = UIColor.white
    public static let systemGroupedBackground = UIColor(rgb: 0xF2F2F7)
    /// iOS 2's name for the grouped table background (deprecated in iOS 13 for
    /// `systemGroupedBackground`).
    public static let groupTableViewBackground = UIColor(rgb: 0xF2F2F7)
    public static let secondarySystemGroupedBackground = UIColor.white
    public static let tertiarySystemGroupedBackground = UIColor(rgb: 0xF2F2F7)
    public static let label = UIColor.black
    public static let secondaryLabel = UIColor(rgb: 0x3C3C43, alpha: 0.6)
    public static let tertiaryLabel = UIColor(rgb: 0x3C3C43, alpha: 0.3)
    public static let quaternaryLabel = UIColor(rgb: 0x3C3C43, alpha: 0.18)
    public static let placeholderText = UIColor(rgb: 0x3C3C43, alpha: 0.3)
    public static let link = UIColor(rgb: 0x007AFF)
    public static let separator = UIColor(rgb: 0x3C3C43, alpha: 0.29)
    public static let opaqueSeparator = UIColor(rgb: 0xC6C6C8)
    public static let systemFill = UIColor(rgb: 0x787880, alpha: 0.2)
    public static let secondarySystemFill = UIColor(rgb: 0x787880, alpha: 0.16)
    public static let tertiarySystemFill = UIColor(rgb: 0x767680, alpha: 0.12)
    public static let quaternarySystemFill = UIColor(rgb: 0x747480, alpha: 0.08)
    public static let darkText = UIColor.black
    public static let lightText = UIColor(white: 1, alpha: 0.6)
}
