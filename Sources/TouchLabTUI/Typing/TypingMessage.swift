/// Typing's news (``Message/typing(_:)``).
public enum TypingMessage: Equatable, Sendable {
  /// Esc asked the text input with this id to stop editing and it refused (its delegate's
  /// `textFieldShouldEndEditing`, or an override of `resignFirstResponder()`): the next Esc
  /// forces it (``Update/stopTyping(_:_:)``).
  case kept(String)
}

extension TypingMessage {
  /// Typing's own update: the refusal it keeps (the id of the text input that would not stop
  /// editing, which the next Esc forces), and what the status bar says.
  func update(_ refusal: inout String?) -> String {
    switch self {
    case .kept(let id):
      refusal = id
      return "\(id) would not stop editing: Esc again forces it (endEditing(true))"
    }
  }
}
