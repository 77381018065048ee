/// The log pane's keys: the line cursor (time travel), scrolling, the filter, folding, search
/// and earlier sequences.
extension KeyBinding {
  static let log: [KeyBinding] = [
    KeyBinding(
      .up, .down, help: Help(.log, "↑ / ↓", "select the previous / next line: the canvas shows that step")
    ) { key, state, _ in
      Update.moveCursor(by: key == .up ? -1 : 1, &state)
    },
    .gesture("click a line", "select it", in: .log),
    KeyBinding(.home, .end, help: Help(.log, "Home / End", "select the first line / back to live")) {
      key, state, _ in
      key == .home ? Update.selectFirstLine(&state) : Update.goLive(&state)
    },
    KeyBinding(.pageUp, .pageDown, help: Help(.log, "PgUp / PgDn", "scroll one page")) { key, state, _ in
      let page = Update.pageLines(state)
      Update.scroll(by: key == .pageUp ? -page : page, &state)
    },
    .gesture("wheel", "scroll the pane (trace, inspector, tree, lesson) under the pointer", in: .log),
    KeyBinding(
      .character("v"), help: Help(.log, "v", "filter: all, hit test, recognizers, responders, actions")
    ) { _, state, _ in
      Update.changeLines(&state) { $0.filter = $0.filter.next }
    },
    KeyBinding(.character("z"), help: Help(.log, "z", "fold hit-test detail: one line per hitTest call")) {
      _, state, _ in
      Update.changeLines(&state) { $0.folded.toggle() }
    },
    KeyBinding(.character("/"), help: Help(.log, "/", "search (Enter: next match; / then Enter: again)")) {
      _, state, _ in
      Update.openSearch(&state)
    },
    KeyBinding(
      .character("<"), .character(">"), help: Help(.log, "< / >", "earlier / later touch sequence")
    ) { key, state, _ in Update.moveInHistory(by: key == .character("<") ? -1 : 1, &state) },
  ]
}
