/// The layout's lesson (`l`) and its scrolling keys, moving through the gallery (`n`, `p`), and
/// the layout picker (`g`).
extension KeyBinding {
  static let gallery: [KeyBinding] = [
    KeyBinding(
      .character("l"), .character("L"),
      help: Help(.layouts, "l", "show / hide the layout's lesson (↑/↓ PgUp/PgDn scroll it)")
    ) { _, state, _ in
      Update.toggleLesson(&state)
    },
    KeyBinding(
      .character("n"), .character("N"), .character("p"), .character("P"),
      help: Help(.layouts, "n / p", "next / previous gallery scenario")
    ) { key, state, effects in
      let next = key == .character("n") || key == .character("N")
      Update.moveInGallery(by: next ? 1 : -1, &state, &effects)
    },
    KeyBinding(
      .character("g"),
      help: Help(.layouts, "g", "pick a layout: ↑/↓ and Enter, or type its number; Esc closes")
    ) { _, state, effects in Update.toggleLayoutPicker(&state, &effects) },
    // While the lesson is shown the scrolling keys scroll it.
    KeyBinding(.up, .down, .pageUp, .pageDown, .home, .end, focus: .lesson, toldWith: .character("l")) {
      key, state, _ in
      guard let lines = Update.scrollLines(for: key, page: Update.pageLines(state)) else { return }
      Update.scrollLesson(by: lines, &state)
    },
  ]
}
