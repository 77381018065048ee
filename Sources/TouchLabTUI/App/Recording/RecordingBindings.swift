/// Recording the pointer as a script (`r`).
extension KeyBinding {
  static let recording: [KeyBinding] = [
    KeyBinding(
      .character("r"), .character("R"),
      help: Help(.recording, "r", "start / stop recording the pointer as a script")
    ) { _, state, effects in Update.toggleRecording(&state, &effects) }
  ]
}
