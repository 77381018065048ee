import Foundation

/// Marks drawn over the boxes: a `◉` at the cell of every finger in flight (mouse, keyboard or
/// a script being played), the keyboard mode's crosshair `✛`, the `·` a mirrored pair of
/// fingers turns around, and the ghost `◌` of a second finger not down yet: where Alt or
/// Alt+Shift will put it (``ghost(_:)``). Drawn from the state alone, so they move in step
/// with it; a finger off the canvas (a drag into the side pane) has no mark. Without UTF-8
/// they are `@`, `+`, `.` and `o` (``ASCIIFallback``).
enum FingerMarks {
  /// A finger: the touch colour of the trace (yellow), bold. Not `●`, which a switch's and a
  /// slider's faces use. East Asian width ambiguous, like the box-drawing characters.
  static let finger: Character = "◉"
  /// The keyboard's crosshair: narrow (width N), like the recognizer glyph.
  static let crosshair: Character = "✛"
  /// The point a mirrored pair of fingers (Alt-drag) is mirrored through.
  static let centre: Character = "·"
  /// Where the second finger will go down: a dotted circle, the finger's `◉` not yet filled.
  static let ghost: Character = "◌"

  static func draw(_ state: UIState, into canvas: inout Canvas) {
    let area = state.layout.canvasArea
    canvas.clip = area
    defer { canvas.clip = canvas.bounds }
    let scaling = state.scaling
    func mark(_ character: Character, at point: CGPoint, role: Cell.Role) {
      let cell = scaling.cell(for: point)
      canvas.set(Cell(character, style: .bold, role: role), column: cell.column, row: cell.row)
    }
    // After an Alt press the ghost is on the press point, which the centre mark says more of.
    if let ghost = ghost(state) { mark(Self.ghost, at: ghost, role: .hover) }
    if case .mirrored(let middle) = state.heldTouch?.placement { mark(Self.centre, at: middle, role: .hover) }
    if let crosshair = state.crosshair { mark(Self.crosshair, at: crosshair, role: .hover) }
    for pointer in state.fingers.keys.sorted() {
      if let point = state.fingers[pointer] { mark(Self.finger, at: point, role: .traceTouch) }
    }
  }

  /// Where the second finger will go down before it is down, so a two-finger gesture can be
  /// aimed: hovering with Alt+Shift, the fixed offset from the pointer (``HeldTouch/panOffset``);
  /// hovering with Alt, or after an Alt press until the pointer leaves the press point, the
  /// pointer itself, which both fingers leave from as it moves. Nil otherwise: once down, the
  /// finger is drawn `◉`, and the keyboard's crosshair touches with one finger.
  static func ghost(_ state: UIState) -> CGPoint? {
    guard let pointer = state.pointerPoint else { return nil }
    let screen = state.scene.screenSize
    if let held = state.heldTouch {
      guard !held.isDown, held.fingerCount == 2 else { return nil }
      return held.fingers(at: pointer, screen: screen).last
    }
    guard !state.isPressed, state.crosshair == nil, state.hoverModifiers.contains(.alt) else { return nil }
    let placement = HeldTouch.placement(for: state.hoverModifiers, at: pointer, screen: screen)
    return HeldTouch(placement, source: .mouse, isDown: false).fingers(at: pointer, screen: screen).last
  }
}
