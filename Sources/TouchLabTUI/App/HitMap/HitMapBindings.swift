/// The map mode's key: `m` paints every cell by the view a tap there hits (docs/explorer.md,
/// "The hit-region map").
extension KeyBinding {
  static let hitMap: [KeyBinding] = [
    KeyBinding(
      .character("m"),
      help: Help(
        .inspect, "m",
        "hit map: paint every cell by the view a tap there hits (runs your overrides); m again: boxes")
    ) { _, state, _ in Update.toggleHitMap(&state) }
  ]
}
