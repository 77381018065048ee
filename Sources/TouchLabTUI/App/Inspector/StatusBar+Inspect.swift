/// What the status bar says about inspecting: the view under the pointer, told apart from the
/// one hit testing picks when they differ.
extension StatusBar {
  /// `save`, or when what is drawn under the pointer is not what a touch there would hit:
  /// `overlay (drawn) · hit: list`. A view can be drawn on top and still not take the touch
  /// (interaction off, alpha below 0.01, a pass-through override; zPosition raises a view in
  /// drawing only, §8 #16), which is exactly what a person looking at the screen cannot see.
  static func overText(_ state: UIState, drawn: String?) -> String {
    let hit = state.hoverView ?? "nothing"
    guard let drawn else { return hit }
    return "\(drawn) (drawn) · hit: \(hit)"
  }

  /// The view drawn under the pointer when hit testing would pick another (or none); nil when
  /// they agree, or when hovering does not hit-test (Swift overrides run only for touches).
  static func drawnOnly(_ state: UIState, rows: SceneRows? = nil) -> String? {
    guard state.hoverRunsOverrides, let cell = state.pointerCell, state.pointerPoint != nil,
      let drawn = state.drawnNode(at: cell, rows: rows)?.id, drawn != state.hoverView
    else { return nil }
    return drawn
  }
}
