import Foundation

// On iOS a Swift string bridges to NSString, which is NSCopying, so UIKit code passes string
// literals as boundary identifiers (`"floor" as NSCopying`) and reads them back with
// `identifier as? String`. There is no bridging here: the string itself is NSCopying instead.
extension String: @retroactive NSCopying {
    public func copy(with zone: NSZone? = nil) -> Any { self }
}
