/// How the canvas shows the scene: zoomed to a subtree (`Z`), the whole hierarchy zoomed in and
/// panned (`+`, `-`, `0`, the arrows, the wheel over the canvas), and outlines only (`W`). Esc
/// leaves either zoom too (TouchBindings: Esc backs out of the innermost thing). The arrows pan
/// only while freely zoomed and no step is shown; otherwise ↑ and ↓ are the log's.
extension KeyBinding {
  static let viewport: [KeyBinding] = [
    KeyBinding(
      .character("Z"),
      help: Help(
        .inspect, "Z",
        "zoom to the selected view's subtree (clicks still hit-test the whole window); Z or Esc: whole screen"
      )
    ) { _, state, _ in Update.toggleZoom(&state) },
    KeyBinding(
      .character("+"), .character("="), .character("-"),
      help: Help(
        .inspect, "+ = / -",
        "zoom in / out ×2 around the selected view, else the pointer: the whole hierarchy, down to 1 pt a column"
      )
    ) { key, state, effects in
      Update.zoomStep(key == .character("-") ? -1 : 1, &state)
      Update.pointerFollowsZoom(&state, &effects)
    },
    .gesture(
      "wheel over the canvas", "zoom in / out around the pointer (over the side pane: scroll it)",
      in: .inspect),
    KeyBinding(
      .left, .right, .up, .down,
      help: Help(.inspect, "← ↑ ↓ →", "while zoomed (+): pan a quarter of the canvas"),
      // ← and → always (at fit they say how to zoom); ↑ and ↓ are the log's unless zoomed.
      when: { key, state in
        key == .left || key == .right || (state.viewport.freeZoom != nil && state.log.cursor == nil)
      }
    ) { key, state, effects in
      switch key {
      case .left: Update.pan(columns: -1, rows: 0, &state)
      case .right: Update.pan(columns: 1, rows: 0, &state)
      case .up: Update.pan(columns: 0, rows: -1, &state)
      default: Update.pan(columns: 0, rows: 1, &state)
      }
      Update.pointerFollowsZoom(&state, &effects)
    },
    .gesture("middle-drag", "while zoomed: drag the canvas", in: .inspect),
    KeyBinding(.character("0"), help: Help(.inspect, "0", "back to fit: the whole screen (after + or Z)")) {
      _, state, effects in
      Update.zoomToFit(&state)
      Update.pointerFollowsZoom(&state, &effects)
    },
    KeyBinding(
      .character("W"),
      help: Help(.inspect, "W", "draw every box as an outline, to see and click what filled boxes hide")
    ) { _, state, _ in Update.toggleOutlines(&state) },
  ]
}
