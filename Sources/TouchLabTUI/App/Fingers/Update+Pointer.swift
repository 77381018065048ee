import Foundation
import TouchKit

/// Touches from the pointer: a pointer event at a screen point (clicks, scripted taps and the
/// keyboard's crosshair all come this way), a new touch sequence beginning, and `f`/`F`
/// forcing the recognizer under the pointer.
extension Update {
  /// A pointer event at a screen point: the path both clicks and scripted taps take.
  static func pointer(
    _ kind: PointerEvent.Kind, at point: CGPoint, _ state: inout UIState, _ effects: inout [Effect]
  ) {
    state.pointerPoint = point
    state.pointerCell = state.scaling.cell(for: point)
    switch kind {
    case .down:
      state.status = nil
      if !state.isPressed { beginSequence(&state, &effects) }
      state.isPressed = true
      state.fingers[0] = point
    case .move:
      guard state.isPressed else { return }
      state.fingers[0] = point
    case .up, .cancel:
      guard state.isPressed else { return }
      state.isPressed = false
      state.fingers = [:]
      state.heldTouch = nil
    }
    effects.append(.sendPointer(kind, point))
    effects.append(.hover(point))
  }

  /// A new touch sequence begins (a click, two fingers, a played script's first touch): the
  /// pane's trace starts afresh and follows the end, or step mode starts at its first step.
  static func beginSequence(_ state: inout UIState, _ effects: inout [Effect]) {
    sequenceBegins(&state)
    effects.append(.clearTrace)
    state.log.followsEnd = true
    touchBegan(&state)
  }

  /// `f`/`F`: the first recognizer a touch under the pointer would reach (the status bar's
  /// first after ✦) recognizes or fails now, without a gesture; its trace replaces the pane's.
  static func force(_ outcome: ForcedOutcome, _ state: inout UIState, _ effects: inout [Effect]) {
    guard let recognizer = state.hoverRecognizers.first else {
      state.status =
        "f/F: point at a view whose touches reach a recognizer (\(LayoutRenderer.recognizerGlyph)) first"
      return
    }
    if !state.isPressed {
      sequenceBegins(&state)
      effects.append(.clearTrace)
    }
    state.log.followsEnd = true
    effects.append(.force(recognizer: recognizer, outcome))
    state.status = "forced \(recognizer) to \(outcome == .recognize ? "recognize" : "fail")"
  }
}
