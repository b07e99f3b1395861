import Foundation

/// A range of values from `minimum` to `maximum`, as UIKit's `UIFloatRange`: an attachment's
/// range of motion. Either end may be infinite.
public struct UIFloatRange: Hashable, Sendable, CustomStringConvertible {
    public var minimum: CGFloat
    public var maximum: CGFloat

    /// The range from 0 to 0.
    public init() {
        minimum = 0
        maximum = 0
    }

    public init(minimum: CGFloat, maximum: CGFloat) {
        self.minimum = minimum
        self.maximum = maximum
    }

    /// From 0 to 0: no motion at all.
    public static let zero = UIFloatRange(minimum: 0, maximum: 0)
    /// From −∞ to +∞: unlimited.
    public static let infinite = UIFloatRange(minimum: -.infinity, maximum: .infinity)

    /// True when the range runs from −∞ to +∞.
    public var isInfinite: Bool { minimum == -.infinity && maximum == .infinity }

    /// Whether both ends are equal, as UIKit's `UIFloatRangeIsEqualToRange`.
    public func isEqual(to other: UIFloatRange) -> Bool { self == other }

    public var description: String { "(\(minimum), \(maximum))" }
}
