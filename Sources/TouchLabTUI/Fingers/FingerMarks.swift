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

}
