/// How the canvas shows the scene: zoomed to a subtree (`Z`) and outlines only (`W`). Esc
/// leaves the zoom too (TouchBindings: Esc backs out of the innermost thing).
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
      .character("W"),
      help: Help(.inspect, "W", "draw every box as an outline, to see and click what filled boxes hide")
    ) { _, state, _ in Update.toggleOutlines(&state) },
  ]
}
