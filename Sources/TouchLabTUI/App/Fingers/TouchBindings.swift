/// Touching: the mouse's gestures (handled by ``Update``'s mouse path, listed here for the
/// help), Esc, and forcing the recognizer under the pointer.
extension KeyBinding {
  static let touch: [KeyBinding] = [
    .gesture("click", "tap the view under the pointer", in: .touch),
    .gesture("drag", "move the touch (touchesMoved, pans, swipes)", in: .touch),
    .gesture("hold", "press and wait: long presses", in: .touch),
    // Esc backs out of the innermost thing: a touch in flight, else a zoom, else the inspector.
    KeyBinding(
      .escape,
      help: Help(
        .touch, "Esc",
        "cancel the touches in flight (touchesCancelled); none: leave the zoom, else close the inspector")
    ) { _, state, effects in
      if !state.isPressed, state.viewport.zoom != nil || state.viewport.freeZoom != nil {
        return Update.leaveZoom(&state)
      }
      if !state.isPressed, state.inspector.selectedView != nil { return Update.select(nil, &state) }
      Update.cancelFingers(&state, &effects)
    },
    KeyBinding(
      .character("f"), .character("F"),
      help: Help(
        .touch, "f / F", "force the first recognizer under the pointer to recognize / fail (recorded by r)")
    ) { key, state, effects in
      Update.force(key == .character("f") ? .recognize : .fail, &state, &effects)
    },
    .gesture("2 / 3 clicks", "tapCount 2 / 3 (within 0.35 s and 10 pt of the last tap)", in: .moreThanAClick),
    .gesture("Alt-drag", "two fingers mirrored around the press point: pinch, rotate", in: .moreThanAClick),
    .gesture("Alt+Shift-drag", "two fingers moving together: two-finger pan", in: .moreThanAClick),
  ]
}
