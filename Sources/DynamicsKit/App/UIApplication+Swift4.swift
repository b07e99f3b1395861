import Foundation

// The names the iOS SDK kept for code in Swift 4 language mode, which Swift 4.2 renamed: there
// as they are in the SDK, and in later modes the compiler says what they became.

@available(swift, obsoleted: 4.2, renamed: "UIApplication.LaunchOptionsKey")
public typealias UIApplicationLaunchOptionsKey = UIApplication.LaunchOptionsKey

@available(swift, obsoleted: 4.2, renamed: "UIApplication.OpenExternalURLOptionsKey")
public typealias UIApplicationOpenExternalURLOptionsKey = UIApplication.OpenExternalURLOptionsKey
