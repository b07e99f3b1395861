import Foundation

/// Scales fonts and values for Dynamic Type, as UIKit's. The scene runs at the default text
/// size (Large), where every text style's scale is 1: a font comes back at its own size, at
/// most `maximumPointSize`.
open class UIFontMetrics: NSObject {
    public let textStyle: UIFont.TextStyle

    /// The body style's metrics.
    public class var `default`: UIFontMetrics { UIFontMetrics(forTextStyle: .body) }

    public init(forTextStyle textStyle: UIFont.TextStyle) {
        self.textStyle = textStyle
        super.init()
    }

    open func scaledFont(for font: UIFont) -> UIFont { font }

    open func scaledFont(for font: UIFont, maximumPointSize: CGFloat) -> UIFont {
        maximumPointSize > 0 && font.pointSize > maximumPointSize ? font.withSize(maximumPointSize) : font
    }

    open func scaledFont(for font: UIFont, compatibleWith traitCollection: UITraitCollection?) -> UIFont { font }

    open func scaledFont(for font: UIFont, maximumPointSize: CGFloat, compatibleWith traitCollection: UITraitCollection?) -> UIFont {
        scaledFont(for: font, maximumPointSize: maximumPointSize)
    }

    open func scaledValue(for value: CGFloat) -> CGFloat { value }

    open func scaledValue(for value: CGFloat, compatibleWith traitCollection: UITraitCollection?) -> CGFloat { value }
}
