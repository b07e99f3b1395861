import Foundation

// Layout direction, as UIKit's: scenes here are laid out left to right (the English locale),
// so a view reads right to left only when its `semanticContentAttribute` forces it.

public enum UIUserInterfaceLayoutDirection: Int, Sendable {
    case leftToRight = 0, rightToLeft = 1
}

public enum UISemanticContentAttribute: Int, Sendable {
    case unspecified = 0, playback, spatial, forceLeftToRight, forceRightToLeft
}

extension UIView {
    /// The direction a view with `attribute` lays out in: right to left only when forced (the
    /// scene's language reads left to right).
    public class func userInterfaceLayoutDirection(for attribute: UISemanticContentAttribute) -> UIUserInterfaceLayoutDirection {
        attribute == .forceRightToLeft ? .rightToLeft : .leftToRight
    }

    public var effectiveUserInterfaceLayoutDirection: UIUserInterfaceLayoutDirection {
        Self.userInterfaceLayoutDirection(for: semanticContentAttribute)
    }
}
