import Foundation

/// Marks drawn over the boxes: a `◉` at the cell of every finger in flight (mouse, keyboard or
/// a script being played), the keyboard mode's crosshair `✛`, and the `·` a mirrored pair of
/// fingers turns around. Drawn from the state alone, so they move in step with it; a finger
/// off the canvas (a drag into the side pane) has no mark. Without UTF-8 they are `@`, `+`
/// and `.` (``ASCIIFallback``).
enum FingerMarks {
  /// A finger: the touch colour of the trace (yellow), bold. Not `●`, which a switch's and a
  /// slider's faces use. East Asian width ambiguous, like the box-drawing characters.
  static let finger: Character = "◉"
  /// The keyboard's crosshair: narrow (width N), like the recognizer glyph.
  static let crosshair: Character = "✛"
  /// The point a mirrored pair of fingers (Alt-drag) is mirrored through.
  static let centre: Character = "·"

  static func draw(_ state: UIState, into canvas: inout Canvas) {
    let area = state.layout.canvasArea
    canvas.clip = area
    defer { canvas.clip = canvas.bounds }
    let scaling = state.scaling
    func mark(_ character: Character, at point: CGPoint, role: Cell.Role) {
      let cell = scaling.cell(for: point)
      canvas.set(Cell(character, style: .bold, role: role), column: cell.column, row: cell.row)
    }
    if case .mirrored(let middle) = state.heldTouch?.placement { mark(Self.centre, at: middle, role: .hover) }
    if let crosshair = state.crosshair { mark(Self.crosshair, at: crosshair, role: .hover) }
    for pointer in state.fingers.keys.sorted() {
      if let point = state.fingers[pointer] { mark(Self.finger, at: point, role: .traceTouch) }
    }
  }
}
