import Foundation

/// Keys typed to the first responder, as the keyboard sends them (`UIKeyInput`): how the
/// explorer's typing and a script's `type:` reach a text field.
extension Application {
  /// Types `text` to the first responder: a `typed` record, then runs of characters as
  /// `insertText(_:)`, Return (`"\n"` or `"\r"`) as the Return key and Backspace (`"\u{8}"` or
  /// `"\u{7F}"`) as `deleteBackward()`. The first responder is looked up again after each
  /// Return, so a delegate that moves to the next field on Return gets the rest typed into that
  /// one, as on a device. Returns false, typing nothing, when no text field is editing.
  @discardableResult
  public func typeKeys(_ text: String) -> Bool {
    guard let field = firstResponder as? TextField, field.isEditing else { return false }
    trace?.record(.typed(responder: field.traceID, text: text))
    var run = ""
    func flush() {
      guard !run.isEmpty else { return }
      (firstResponder as? TextField)?.insertText(run)
      run = ""
    }
    for character in text {
      switch character {
      case "\n", "\r", "\r\n":
        flush()
        (firstResponder as? TextField)?.returnKey()
      case "\u{8}", "\u{7F}":
        flush()
        (firstResponder as? TextField)?.deleteBackward()
      default: run.append(character)
      }
    }
    flush()
    return true
  }
}
