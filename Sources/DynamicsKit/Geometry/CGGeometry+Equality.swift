import Foundation

// Core Graphics's comparisons, as the Swift SDK names CGPointEqualToPoint and its kin.
extension CGPoint {
    public func equalTo(_ point2: CGPoint) -> Bool { self == point2 }
}

extension CGSize {
    public func equalTo(_ size2: CGSize) -> Bool { self == size2 }
}

extension CGRect {
    /// Whether both rectangles cover the same area: compared standardized, as
    /// `CGRectEqualToRect` compares them (a negative width is the same rectangle).
    public func equalTo(_ rect2: CGRect) -> Bool { standardized == rect2.standardized }
}
