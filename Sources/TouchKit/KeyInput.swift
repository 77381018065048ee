import Foundation

/// A responder that takes typed text (UIKit's `UIKeyInput`): what the keyboard, a script's
/// `type:` and the explorer's typing call on the first responder. A text field adopts it; a
/// key goes to whichever adopter is first responder and editing
/// (``Application/editingTextInput``), never to a view the key's position names.
public protocol KeyInput: Responder {
  /// Whether there is text to delete (`UIKeyInput.hasText`).
  var hasText: Bool { get }
  /// Whether the responder edits now: first responder with editing begun (a text field's
  /// `isEditing`). Keys typed to one that does not edit are dropped.
  var isEditing: Bool { get }
  /// Types `text` at the caret (`UIKeyInput.insertText(_:)`); `"\n"` is the Return key.
  func insertText(_ text: String)
  /// Deletes the character before the caret (`UIKeyInput.deleteBackward()`).
  func deleteBackward()
}
