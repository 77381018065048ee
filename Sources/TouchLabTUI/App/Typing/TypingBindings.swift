/// While a text input edits (``Focus/typing``), keys are typed into it, even the explorer's
/// own (`q`, `?`, the digits); Esc stops typing; Ctrl-C still quits (the layer lets it through).
extension KeyBinding {
  static let typing: [KeyBinding] = [
    KeyBinding(
      .escape, focus: .typing,
      help: Help(.typing, "Esc (typing)", "stop typing: the field resigns (again: forced to)")
    ) { _, state, effects in Update.stopTyping(&state, &effects) },
    KeyBinding(
      [.anyCharacter, .key(.enter), .key(.backspace)], focus: .typing,
      help: Help(.typing, "keys, Enter, Backspace", "typed into the field (Enter is Return)")
    ) { key, state, effects in
      if let text = TypedKeys.text(for: key) { Update.type(text, &state, &effects) }
    },
  ]
}
