import Foundation

extension UserDefaults {
    /// The default named `key`: key-value coding on user defaults reads them on iOS
    /// (`UserDefaults.standard.value(forKey:)`), where swift-corelibs-foundation has no
    /// key-value coding.
    public func value(forKey key: String) -> Any? { object(forKey: key) }

    /// Sets (or, with nil, removes) the default named `key`, as key-value coding does on iOS.
    public func setValue(_ value: Any?, forKey key: String) { set(value, forKey: key) }
}
