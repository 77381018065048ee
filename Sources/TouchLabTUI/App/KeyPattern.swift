/// Which keys a ``KeyBinding`` answers: one key, or a class of characters that a prompt or a
/// picker reads as text (the search prompt takes any character, the layout picker digits).
enum KeyPattern: Equatable, Sendable {
  case key(Key)
  /// Any printable character.
  case anyCharacter
  /// An ASCII digit, `0`–`9`: a layout's number.
  case digit

  func matches(_ key: Key) -> Bool {
    switch self {
    case .key(let expected): return key == expected
    case .anyCharacter, .digit:
      guard case .character(let character) = key else { return false }
      return self == .anyCharacter || (character.isASCII && character.isNumber)
    }
  }
}
