import TouchKit

/// Typing's effects against the engine.
extension Session {
  /// Esc while typing: the editing text input is asked to resign (`resignFirstResponder()`:
  /// a text field asks its delegate's `textFieldShouldEndEditing`), or with `force` made to
  /// (UIView's `endEditing(true)`: its delegate is not asked and a refusal is overruled). A
  /// refusal comes back as ``TypingMessage/kept(_:)``.
  func stopTyping(force: Bool) -> [Message] {
    guard let input = application.editingTextInput else { return [] }
    if force, let view = input as? View {
      view.endEditing(true)
    } else {
      _ = input.resignFirstResponder()
    }
    let kept = application.editingTextInput.map { [Message.typing(.kept($0.traceID))] } ?? []
    return [.traced(recorder.trace), .sceneChanged(currentScene())] + kept
  }
}
