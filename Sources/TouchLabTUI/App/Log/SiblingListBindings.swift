/// The summary line's list (`X`): `X` on a selected `hitTestSiblingsOutside` line opens the
/// subviews it stands for; while open, `X` and Esc close it and the arrows scroll it.
extension KeyBinding {
  static let siblingList: [KeyBinding] = [
    KeyBinding(
      .character("X"),
      help: Help(
        .log, "X", "expand the selected \"subviews … not visited individually\" line (↑/↓ scroll, Esc)")
    ) { _, state, _ in
      guard let step = state.selectedStep,
        let list = SiblingList.make(for: step, in: state.moment?.scene ?? state.scene)
      else {
        state.status = "X expands a line that stands for many subviews: select one with ↑/↓ first"
        return
      }
      state.siblingList = list
    },
    KeyBinding(.character("X"), .escape, focus: .siblingList, toldWith: .character("X")) { _, state, _ in
      state.siblingList = nil
    },
    KeyBinding(.down, .up, .pageDown, .pageUp, focus: .siblingList, toldWith: .character("X")) {
      key, state, _ in
      guard var list = state.siblingList else { return }
      let rows = SiblingListOverlay.rows(list, in: state.layout)
      let step = [.pageDown, .pageUp].contains(key) ? rows : 1
      list.scroll(by: [.down, .pageDown].contains(key) ? step : -step, rows: rows)
      state.siblingList = list
    },
  ]
}
