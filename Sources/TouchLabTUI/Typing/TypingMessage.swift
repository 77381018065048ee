/// Typing's news (``Message/typing(_:)``).
public enum TypingMessage: Equatable, Sendable {
  /// Esc asked the text input with this id to stop editing and it refused (its delegate's
  /// `textFieldShouldEndEditing`, or an override of `resignFirstResponder()`): the next Esc
  /// forces it (``Update/stopTyping(_:_:)``).
  case kept(String)
}
