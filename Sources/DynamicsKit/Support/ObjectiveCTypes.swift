/// Objective-C's integer types, which Foundation on Apple platforms gives Swift code:
/// `NSInteger` is `Int` and `NSUInteger` is `UInt` there, as here.
public typealias NSInteger = Int
public typealias NSUInteger = UInt
