import Foundation

/// A device screen to lay scenes out for: its size in points (portrait) and the safe-area
/// insets its status bar, sensor housing and home indicator leave.
///
/// | name | device | size | safe area (top, bottom) |
/// |---|---|---|---|
/// | `iphone-se` | iPhone SE (2nd and 3rd gen), iPhone 8 | 375 × 667 | 20, 0 |
/// | `iphone-13-mini` | iPhone 13 mini | 375 × 812 | 50, 34 |
/// | `iphone-15` | iPhone 15, iPhone 15 Pro | 393 × 852 | 59, 34 |
/// | `iphone-15-pro-max` | iPhone 15 Pro Max, iPhone 15 Plus | 430 × 932 | 59, 34 |
/// | `ipad` | iPad (10th gen) | 820 × 1180 | 24, 20 |
///
/// ```swift
/// let scene = Scene(device: DeviceSize.named("iphone-15")!)
/// ```
public struct DeviceSize: Hashable, Sendable {
    /// The lower-case name `named(_:)` finds it by, e.g. `iphone-15`.
    public let name: String
    /// The screen in points, portrait.
    public let size: CGSize
    /// What the scene's root view reports as `safeAreaInsets`.
    public let safeAreaInsets: UIEdgeInsets

    public init(name: String, size: CGSize, safeAreaInsets: UIEdgeInsets) {
        self.name = name
        self.size = size
        self.safeAreaInsets = safeAreaInsets
    }

    private init(_ name: String, _ width: CGFloat, _ height: CGFloat, top: CGFloat, bottom: CGFloat) {
        self.init(name: name, size: CGSize(width: width, height: height), safeAreaInsets: UIEdgeInsets(top: top, left: 0, bottom: bottom, right: 0))
    }

    public static let iPhoneSE = DeviceSize("iphone-se", 375, 667, top: 20, bottom: 0)
    public static let iPhone13Mini = DeviceSize("iphone-13-mini", 375, 812, top: 50, bottom: 34)
    public static let iPhone15 = DeviceSize("iphone-15", 393, 852, top: 59, bottom: 34)
    public static let iPhone15ProMax = DeviceSize("iphone-15-pro-max", 430, 932, top: 59, bottom: 34)
    public static let iPad = DeviceSize("ipad", 820, 1180, top: 24, bottom: 20)

    /// The status bar's height: the top of the safe area but on the iPhone 15 family, where
    /// the safe area (59 pt) reaches 5 pt below the bar (54 pt).
    var statusBarHeight: CGFloat {
        self == .iPhone15 || self == .iPhone15ProMax ? 54 : safeAreaInsets.top
    }

    /// Every named device, in the table's order.
    public static let all: [DeviceSize] = [iPhoneSE, iPhone13Mini, iPhone15, iPhone15ProMax, iPad]

    /// The device called `name` (case-insensitive), or nil.
    public static func named(_ name: String) -> DeviceSize? {
        let key = name.lowercased()
        return all.first { $0.name == key }
    }

    /// The first device of the table whose screen is `size`, or nil.
    public static func matching(_ size: CGSize) -> DeviceSize? {
        all.first { $0.size == size }
    }

    /// A scene's safe area until it is set: a status bar of 20 pt at the top, as on an
    /// iPhone SE (375 × 667).
    static let defaultSafeAreaInsets = UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0)
}
