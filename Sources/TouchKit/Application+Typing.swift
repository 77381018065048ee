import Foundation

/// Keys typed to the first responder, as the keyboard sends them (`UIKeyInput`): how the
/// explorer's typing and a script's `type:` reach a text field.
extension Application {
  /// The first responder when it takes typed keys and edits now (``KeyInput``): where a key
  /// goes. Nil while no text input edits, when keys are the explorer's again.
  public var editingTextInput: (any KeyInput)? {
    guard let input = firstResponder as? any KeyInput, input.isEditing else { return nil }
    return input
  }

  /// Types `text` to the first responder: a `typed` record, then runs of characters as
  /// `insertText(_:)`, Return (`"\n"` or `"\r"`) as `insertText("\n")` (a text field's Return
  /// key) and Backspace (`"\u{8}"` or `"\u{7F}"`) as `deleteBackward()`. The first responder is
  /// looked up again after each Return, so a delegate that moves to the next field on Return
  /// gets the rest typed into that one, as on a device; when none edits then, the rest is
  /// dropped. Returns false, typing nothing, when no text input is editing.
  @discardableResult
  public func typeKeys(_ text: String) -> Bool {
    guard let input = editingTextInput else { return false }
    trace?.record(.typed(responder: input.traceID, text: text))
    var run = ""
    func flush() {
      guard !run.isEmpty else { return }
      editingTextInput?.insertText(run)
      run = ""
    }
    for character in text {
      switch character {
      case "\n", "\r", "\r\n":
        flush()
        editingTextInput?.insertText("\n")
      case "\u{8}", "\u{7F}":
        flush()
        editingTextInput?.deleteBackward()
      default: run.append(character)
      }
    }
    flush()
    return true
  }
}
