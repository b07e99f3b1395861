import Foundation

extension CGFloat {
    /// `abs(self)` inside an app's `extension CGFloat` (CS193p's `arc4random`): Apple's CGFloat
    /// has no static `abs`, so the call reaches the global function there; swift-corelibs-
    /// foundation's has one, which hides the global inside an extension ("static member 'abs'
    /// cannot be used on instance of type 'CGFloat'"). This instance method is what the call
    /// finds instead, and it is the global's value.
    public func abs(_ x: CGFloat) -> CGFloat { Swift.abs(x) }
}
