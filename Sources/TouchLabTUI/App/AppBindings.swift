/// Quitting: `q`, and Ctrl-C, which every layer lets through (``Focus/passes(_:in:)``).
extension KeyBinding {
  static let app: [KeyBinding] = [
    KeyBinding(
      .character("q"), .character("Q"), .interrupt,
      help: Help(.layouts, "q / Ctrl-C", "quit (a recording in progress is kept)")
    ) { _, state, effects in Update.quit(&state, &effects) }
  ]
}
