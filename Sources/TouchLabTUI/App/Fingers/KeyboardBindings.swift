/// Keyboard mode (`k`): the crosshair's keys, active while the crosshair is set.
extension KeyBinding {
  static let keyboard: [KeyBinding] = [
    KeyBinding(
      .character("k"), help: Help(.keyboard, "k", "keyboard mode on / off: a crosshair instead of the mouse")
    ) { _, state, effects in Update.toggleKeyboardMode(&state, &effects) },
    KeyBinding(
      .left, .up, .down, .right, focus: .keyboard,
      help: Help(.keyboard, "(k) ←↑↓→", "move the crosshair one cell; drag the finger d holds"),
      when: inKeyboardMode
    ) { key, state, effects in Update.moveCrosshair(key, &state, &effects) },
    KeyBinding(
      .enter, focus: .keyboard, help: Help(.keyboard, "(k) Enter", "tap at the crosshair"),
      when: inKeyboardMode
    ) { _, state, effects in Update.tapAtCrosshair(&state, &effects) },
    // Outside keyboard mode `d` says how to get there.
    KeyBinding(
      .character("d"), focus: .keyboard,
      help: Help(.keyboard, "(k) d", "press / lift a finger at the crosshair (hold it: long press)")
    ) { _, state, effects in Update.pressOrLiftAtCrosshair(&state, &effects) },
    // With a touch down, Esc cancels it (``touch``) instead.
    KeyBinding(
      .escape, focus: .keyboard,
      help: Help(.keyboard, "(k) Esc", "cancel the touch down, or leave keyboard mode when none is"),
      when: { _, state in state.crosshair != nil && !state.isPressed }
    ) { _, state, effects in Update.leaveKeyboardMode(&state, &effects) },
  ]

  private static let inKeyboardMode: Condition = { _, state in state.crosshair != nil }
}
