import Foundation

// UIKit's C constructors as Swift 4 language mode still has them (UIGeometry.h's inline
// functions); Swift 4.2's SDK replaced them with the types' initializers, which the compiler
// names in later modes.

@available(swift, obsoleted: 4.2, renamed: "UIOffset.init(horizontal:vertical:)")
public func UIOffsetMake(_ horizontal: CGFloat, _ vertical: CGFloat) -> UIOffset {
    UIOffset(horizontal: horizontal, vertical: vertical)
}

@available(swift, obsoleted: 4.2, renamed: "UIEdgeInsets.init(top:left:bottom:right:)")
public func UIEdgeInsetsMake(_ top: CGFloat, _ left: CGFloat, _ bottom: CGFloat, _ right: CGFloat) -> UIEdgeInsets {
    UIEdgeInsets(top: top, left: left, bottom: bottom, right: right)
}

@available(swift, obsoleted: 4.2, renamed: "CGRect.inset(by:)")
public func UIEdgeInsetsInsetRect(_ rect: CGRect, _ insets: UIEdgeInsets) -> CGRect {
    rect.inset(by: insets)
}

@available(swift, obsoleted: 4.2, renamed: "UIEdgeInsets.zero")
public let UIEdgeInsetsZero = UIEdgeInsets.zero

@available(swift, obsoleted: 4.2, renamed: "UIOffset.zero")
public let UIOffsetZero = UIOffset.zero
