/// Typing into the text input that edits (``Focus/typing``): keys go to it, Esc stops it.
extension Update {
  /// Keys typed while a text input edits: one ``Effect/type(_:)``. A run that arrives when no
  /// input edits any more (its Return ended the editing) goes through the bindings key by key.
  static func type(_ text: String, _ state: inout UIState, _ effects: inout [Effect]) {
    guard state.typingTarget != nil else {
      for key in TypedKeys.keys(of: text) { Update.key(key, &state, &effects) }
      return
    }
    state.status = nil
    effects.append(.type(text))
  }

  /// Esc while typing: the text input is asked to resign (`resignFirstResponder()`, which asks
  /// a text field's delegate); after it refused once, Esc forces it (UIView's
  /// `endEditing(true)`: "it is forced to resign"), so a delegate that never lets go cannot keep
  /// the explorer's keys from the person.
  static func stopTyping(_ state: inout UIState, _ effects: inout [Effect]) {
    guard let target = state.typingTarget else { return }
    let force = state.typingRefusal == target
    state.typingRefusal = nil
    effects.append(.stopTyping(force: force))
  }

  static func typing(_ news: TypingMessage, _ state: inout UIState) {
    state.status = news.update(&state.typingRefusal)
  }
}

extension UIState {
  /// The text input keys are typed into now: the scene's editing one (``Scene/typingTarget``),
  /// unless something above the canvas takes keys first (the consent question, an overlay, the
  /// log's search prompt) or a step is shown (``TraceLog/isTravelling``). Nil: keys are the
  /// explorer's.
  ///
  /// While a step is shown, the keys step (`j`, `J`, `G`, End) and the text input stays first
  /// responder: stepping through the tap that began editing does not end it, and typing goes
  /// on once live again. A key typed then would change a field the canvas does not show as it
  /// is now.
  public var typingTarget: String? {
    guard let target = scene.typingTarget, !log.isTravelling, consent == nil, log.prompt == nil,
      Focus.openOverlays(in: self).isEmpty
    else { return nil }
    return target
  }

  /// The status bar's mark while typing: always seen, so the person knows where keys go; while
  /// a step is shown, that typing waits for live.
  var typingMark: String? {
    if let target = typingTarget { return "typing into \(target)" }
    guard log.isTravelling, let waiting = scene.typingTarget else { return nil }
    return "\(waiting) edits: G or End to type"
  }
}
