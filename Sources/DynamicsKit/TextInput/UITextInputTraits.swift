import Foundation

// The keyboard settings a text field carries (UITextInputTraits). There is no keyboard here,
// so they are kept for the code that sets and reads them and change nothing on screen.

public enum UIKeyboardType: Int, Sendable {
    case `default`, asciiCapable, numbersAndPunctuation, URL, numberPad, phonePad, namePhonePad, emailAddress
    case decimalPad, twitter, webSearch, asciiCapableNumberPad
    public static let alphabet = UIKeyboardType.asciiCapable
}

public enum UIReturnKeyType: Int, Sendable {
    case `default`, go, google, join, next, route, search, send, yahoo, done, emergencyCall, `continue`
}

public enum UITextAutocapitalizationType: Int, Sendable { case none, words, sentences, allCharacters }
public enum UITextAutocorrectionType: Int, Sendable { case `default`, no, yes }
public enum UITextSpellCheckingType: Int, Sendable { case `default`, no, yes }
public enum UITextSmartQuotesType: Int, Sendable { case `default`, no, yes }
public enum UITextSmartDashesType: Int, Sendable { case `default`, no, yes }
public enum UIKeyboardAppearance: Int, Sendable {
    case `default`, dark, light
    public static let alert = UIKeyboardAppearance.dark
}

/// What a field's text is (`.emailAddress`, `.password`…), for AutoFill.
public struct UITextContentType: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(_ rawValue: String) { self.rawValue = rawValue }
    public static let name = UITextContentType("name")
    public static let username = UITextContentType("username")
    public static let password = UITextContentType("password")
    public static let newPassword = UITextContentType("new-password")
    public static let oneTimeCode = UITextContentType("one-time-code")
    public static let emailAddress = UITextContentType("email")
    public static let telephoneNumber = UITextContentType("tel")
    public static let URL = UITextContentType("url")
    public static let givenName = UITextContentType("given-name")
    public static let familyName = UITextContentType("family-name")
    public static let fullStreetAddress = UITextContentType("street-address")
    public static let postalCode = UITextContentType("postal-code")
}

public protocol UITextInputTraits: AnyObject {
    var keyboardType: UIKeyboardType { get set }
    var returnKeyType: UIReturnKeyType { get set }
    var autocapitalizationType: UITextAutocapitalizationType { get set }
    var autocorrectionType: UITextAutocorrectionType { get set }
    var spellCheckingType: UITextSpellCheckingType { get set }
    var keyboardAppearance: UIKeyboardAppearance { get set }
    var isSecureTextEntry: Bool { get set }
    var enablesReturnKeyAutomatically: Bool { get set }
    var textContentType: UITextContentType! { get set }
}
