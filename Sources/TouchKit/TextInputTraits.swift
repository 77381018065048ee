import Foundation

/// The keyboard a text input asks for (UIKit's `UIKeyboardType`, raw values as UIKit's). Kept,
/// not drawn: TouchLab's keyboard is one box whatever the type.
public enum KeyboardType: Int, Sendable {
  // swift-format-ignore: AlwaysUseLowerCamelCase
  case `default`, asciiCapable, numbersAndPunctuation, URL, numberPad, phonePad, namePhonePad, emailAddress,
    decimalPad, twitter, webSearch, asciiCapableNumberPad
}

/// The title of the keyboard's Return key (UIKit's `UIReturnKeyType`). Kept, not drawn.
public enum ReturnKeyType: Int, Sendable {
  case `default`, go, google, join, next, route, search, send, yahoo, done, emergencyCall, `continue`
}

/// Which words the keyboard capitalizes (UIKit's `UITextAutocapitalizationType`). Kept.
public enum TextAutocapitalizationType: Int, Sendable {
  case none, words, sentences, allCharacters
}

/// Whether the keyboard corrects spelling (UIKit's `UITextAutocorrectionType`). Kept.
public enum TextAutocorrectionType: Int, Sendable {
  case `default`, no, yes
}

/// What a text input's content is, for AutoFill (UIKit's `UITextContentType`). Kept.
public struct TextContentType: RawRepresentable, Hashable, Sendable {
  public let rawValue: String
  public init(rawValue: String) { self.rawValue = rawValue }
  public init(_ rawValue: String) { self.rawValue = rawValue }

  public static let username = TextContentType("username")
  public static let password = TextContentType("password")
  public static let newPassword = TextContentType("new-password")
  public static let oneTimeCode = TextContentType("one-time-code")
  public static let emailAddress = TextContentType("email")
  public static let name = TextContentType("name")
  public static let telephoneNumber = TextContentType("tel")
}
