import Foundation

extension NSMutableDictionary {
    /// Darwin's `setObject(_:forKey:)`, whose key is `NSCopying` (`"view1" as NSCopying`); Linux's
    /// Foundation takes an `AnyHashable`. The key is stored as the hashable value it is (a
    /// string, a number, an object), so lookups by that value find it. Disfavoured, so a key
    /// that is already hashable goes to Foundation's own.
    @_disfavoredOverload
    public func setObject(_ anObject: Any, forKey aKey: NSCopying) {
        guard let key = aKey as? AnyHashable else {
            fatalError("NSMutableDictionary.setObject(_:forKey:): the key \(type(of: aKey)) is not Hashable, so it cannot be a key here")
        }
        setObject(anObject, forKey: key)
    }
}
