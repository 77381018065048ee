/// The layout picker's keys (told in the entry of `g`): the cursor keys, Enter, a scenario's
/// number; `g` and Esc close it. It keeps every other key but `q` and Ctrl-C
/// (``Focus/passes(_:in:)``).
extension KeyBinding {
  static let layoutPicker: [KeyBinding] = [
    KeyBinding(.character("g"), .escape, focus: .layoutPicker, toldWith: .character("g")) { _, state, _ in
      state.layoutPicker = nil
    },
    KeyBinding(.up, .down, .pageUp, .pageDown, .home, .end, focus: .layoutPicker, toldWith: .character("g")) {
      key, state, _ in
      Update.moveInLayoutPicker(key, &state)
    },
    KeyBinding(.enter, focus: .layoutPicker, toldWith: .character("g")) { _, state, effects in
      Update.chooseLayout(state.layoutPicker?.selected, &state, &effects)
    },
    KeyBinding([.digit], focus: .layoutPicker, toldWith: .character("g")) { key, state, effects in
      guard case .character(let digit) = key else { return }
      state.layoutPicker?.problem = nil
      Update.chooseLayout(state.layoutPicker?.type(digit), &state, &effects)
    },
  ]
}
