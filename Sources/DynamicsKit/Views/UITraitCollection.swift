import Foundation

/// The traits of the scene's screen, as UIKit's: a phone in portrait, light, regular height
/// and compact width, at the screen's scale. They never change during a recording, so
/// `traitCollectionDidChange(_:)` is never called (as on a device whose appearance, size class
/// and orientation stay the same).
public final class UITraitCollection: NSObject {
    public let userInterfaceIdiom: UIUserInterfaceIdiom
    public let userInterfaceStyle: UIUserInterfaceStyle
    public let horizontalSizeClass: UIUserInterfaceSizeClass
    public let verticalSizeClass: UIUserInterfaceSizeClass
    /// Pixels per point.
    public let displayScale: CGFloat

    public init(
        userInterfaceIdiom: UIUserInterfaceIdiom = .phone, userInterfaceStyle: UIUserInterfaceStyle = .light,
        horizontalSizeClass: UIUserInterfaceSizeClass = .compact, verticalSizeClass: UIUserInterfaceSizeClass = .regular,
        displayScale: CGFloat = 2
    ) {
        self.userInterfaceIdiom = userInterfaceIdiom
        self.userInterfaceStyle = userInterfaceStyle
        self.horizontalSizeClass = horizontalSizeClass
        self.verticalSizeClass = verticalSizeClass
        self.displayScale = displayScale
        super.init()
    }

    public override convenience init() {
        self.init(userInterfaceIdiom: .unspecified, userInterfaceStyle: .unspecified, horizontalSizeClass: .unspecified,
                  verticalSizeClass: .unspecified, displayScale: 0)
    }

    public convenience init(userInterfaceStyle: UIUserInterfaceStyle) {
        self.init(userInterfaceIdiom: .unspecified, userInterfaceStyle: userInterfaceStyle, horizontalSizeClass: .unspecified,
                  verticalSizeClass: .unspecified, displayScale: 0)
    }

    public convenience init(horizontalSizeClass: UIUserInterfaceSizeClass) {
        self.init(userInterfaceIdiom: .unspecified, userInterfaceStyle: .unspecified, horizontalSizeClass: horizontalSizeClass,
                  verticalSizeClass: .unspecified, displayScale: 0)
    }

    public convenience init(verticalSizeClass: UIUserInterfaceSizeClass) {
        self.init(userInterfaceIdiom: .unspecified, userInterfaceStyle: .unspecified, horizontalSizeClass: .unspecified,
                  verticalSizeClass: verticalSizeClass, displayScale: 0)
    }

    /// The traits of every scene's screen.
    public static let screen = UITraitCollection(userInterfaceIdiom: .phone)

    /// The current traits: the screen's.
    public static var current: UITraitCollection { screen }

    /// Whether colors resolve differently here than with `other`: when the styles differ.
    public func hasDifferentColorAppearance(comparedTo other: UITraitCollection?) -> Bool {
        userInterfaceStyle != other?.userInterfaceStyle
    }

    /// True when every trait `other` specifies has the same value here.
    public func containsTraits(in other: UITraitCollection?) -> Bool {
        guard let other else { return true }
        return (other.userInterfaceIdiom == .unspecified || other.userInterfaceIdiom == userInterfaceIdiom)
            && (other.userInterfaceStyle == .unspecified || other.userInterfaceStyle == userInterfaceStyle)
            && (other.horizontalSizeClass == .unspecified || other.horizontalSizeClass == horizontalSizeClass)
            && (other.verticalSizeClass == .unspecified || other.verticalSizeClass == verticalSizeClass)
            && (other.displayScale == 0 || other.displayScale == displayScale)
    }
}

public enum UIUserInterfaceStyle: Int, Sendable {
    case unspecified, light, dark
}

public enum UIUserInterfaceSizeClass: Int, Sendable {
    case unspecified, compact, regular
}

/// What has traits: views and view controllers.
public protocol UITraitEnvironment: AnyObject {
    var traitCollection: UITraitCollection { get }
    func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?)
}

extension UIView: UITraitEnvironment {}
extension UIViewController: UITraitEnvironment {}
