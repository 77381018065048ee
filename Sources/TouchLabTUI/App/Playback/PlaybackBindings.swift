/// Playing a script: the script picker (`o`) and its keys, and space for the next step of a
/// script played step by step.
extension KeyBinding {
  static let playback: [KeyBinding] = [
    KeyBinding(
      .character("o"), .character("O"),
      help: Help(.recording, "o", "open a script to play (1–9 play, s step by step)")
    ) { _, state, effects in Update.toggleScriptPicker(&state, &effects) },
    KeyBinding(
      .character(" "), help: Help(.recording, "space", "next step of a script played step by step")
    ) { _, state, effects in
      Update.playNextStep(&state, &effects)
    },
    // The picker's keys, told in the entry of `o`: 1–9 play that script, `s` toggles step by
    // step, `o` and Esc close it.
    KeyBinding(.character("o"), .character("O"), .escape, focus: .scriptPicker, toldWith: .character("o")) {
      _, state, _ in
      state.scriptPicker = nil
    },
    KeyBinding(.character("s"), .character("S"), focus: .scriptPicker, toldWith: .character("o")) {
      _, state, _ in
      state.scriptPicker?.stepping.toggle()
    },
    KeyBinding(
      [.anyCharacter], focus: .scriptPicker, toldWith: .character("o"),
      when: { key, state in Update.pickedScript(key, state) != nil }
    ) { key, state, effects in
      Update.playPickedScript(key, &state, &effects)
    },
    // Any other character does nothing while the picker is open, but `q` still quits.
    KeyBinding(
      [.anyCharacter], focus: .scriptPicker, toldWith: .character("o"),
      when: { key, _ in key != .character("q") && key != .character("Q") }
    ) { _, _, _ in },
  ]
}
