/// Selecting and looking at a view: Tab, the tree (`t`) and its keys, the why-not answer (`w`).
extension KeyBinding {
  static let inspector: [KeyBinding] = [
    .gesture(
      "right/Ctrl-click", "select the view drawn under the pointer (on nothing: deselect)", in: .inspect),
    KeyBinding(
      .tab, .backTab,
      help: Help(
        .inspect, "Tab / Shift-Tab", "select the next / previous view in hierarchy order (past the end: none)"
      )
    ) { key, state, _ in Update.moveSelection(by: key == .tab ? 1 : -1, &state) },
    KeyBinding(
      .character("t"),
      help: Help(
        .inspect, "t", "show / hide the hierarchy tree (↑/↓ PgUp/PgDn Home/End select, Enter back)")
    ) { _, state, _ in Update.toggleTree(&state) },
    KeyBinding(
      .character("w"),
      help: Help(.inspect, "w", "why the selected view did (not) get the last touch; w again: the inspector")
    ) { _, state, _ in Update.toggleWhyNot(&state) },
    // The tree's keys, told in the entry of `t`. Tab still works, as everywhere.
    KeyBinding(.up, .down, .pageUp, .pageDown, .home, .end, focus: .tree, toldWith: .character("t")) {
      key, state, _ in
      Update.moveInTree(key, &state)
    },
    KeyBinding(.enter, focus: .tree, toldWith: .character("t")) { _, state, _ in
      state.inspector.pane = .inspector
    },
  ]
}
