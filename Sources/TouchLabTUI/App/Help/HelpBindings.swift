/// The help overlay (`?`): `?` opens it from anywhere but the search prompt; while it is open,
/// `?` and Esc close it and the paging keys turn its pages (told in the entry of `?`).
extension KeyBinding {
  static let help: [KeyBinding] = [
    KeyBinding(
      .character("?"), focus: .help,
      help: Help(.layouts, "?", "show / hide this help (↑/↓ PgUp/PgDn turn its pages)")
    ) { _, state, _ in state.helpPage = state.helpPage == nil ? 0 : nil },
    KeyBinding(.escape, focus: .help, toldWith: .character("?"), when: isOpen) { _, state, _ in
      state.helpPage = nil
    },
    KeyBinding(
      .down, .pageDown, .right, .character(" "), focus: .help, toldWith: .character("?"), when: isOpen
    ) { _, state, _ in
      Update.turnHelpPage(by: 1, &state)
    },
    KeyBinding(.up, .pageUp, .left, focus: .help, toldWith: .character("?"), when: isOpen) { _, state, _ in
      Update.turnHelpPage(by: -1, &state)
    },
    KeyBinding(.home, focus: .help, toldWith: .character("?"), when: isOpen) { _, state, _ in
      state.helpPage = 0
    },
    KeyBinding(.end, focus: .help, toldWith: .character("?"), when: isOpen) { _, state, _ in
      state.helpPage = HelpOverlay.pageCount(for: state.layout) - 1
    },
  ]

  private static let isOpen: Condition = { _, state in state.helpPage != nil }
}
