import TouchKit

/// The bottom row: the pointer in screen points, the view under it and the recognizers a touch
/// there would reach (after ``LayoutRenderer/recognizerGlyph``), and the keys. `? help` is
/// always there, however narrow the screen and long the text beside it: every other key is
/// found from it.
enum StatusBar {
  static let hints = "? help · g layouts · q quit · r record · o play · s step · Esc cancel touch"
  static let shortHint = "? help · q quit"
  static let helpHint = "? help"
  /// Shown first when the layout has a lesson, and when it was opened from the gallery.
  static let lessonHint = "l lesson"
  static let galleryHint = "n/p next/prev"
  /// In keyboard mode (`k`) the keys of the crosshair replace the others.
  static let keyboardHint = "←↑↓→ move · Enter tap · d press/lift · k leave"
  /// Shown first in step mode: the keys that step.
  static let stepHint = "j step · J over · G end"
  /// Shown while a view is selected.
  static let inspectHint = "Tab next · t tree · w why not"

  /// The hints to try, longest first: the lesson and gallery keys stay as long as they fit.
  static func hintChoices(_ state: UIState) -> [String] {
    if state.crosshair != nil { return [keyboardHint + " · " + helpHint, "k leave · " + helpHint, helpHint] }
    var extra: [String] = []
    if state.log.stepMode { extra.append(stepHint) }
    if state.lesson.content != nil { extra.append(lessonHint) }
    if state.gallery != nil { extra.append(galleryHint) }
    if state.inspector.selectedView != nil { extra.append(inspectHint) }
    let joined = { (hint: String) in (extra + [hint]).joined(separator: " · ") }
    return [joined(hints), joined(shortHint), shortHint, helpHint]
  }

  /// `drawnView`: ``drawnOnly(_:)``, found by the caller, who marks it on the canvas too.
  static func draw(_ state: UIState, drawnView: String? = nil, into canvas: inout Canvas) {
    let row = state.layout.statusRow
    canvas.fill(CellRect(column: 0, row: row, columns: canvas.columns, rows: 1), with: Cell(role: .status))
    var left: String
    if let point = state.pointerPoint {
      let over =
        state.hoverRunsOverrides ? overText(state, drawn: drawnView) : "? (hover runs no Swift overrides)"
      let pointer = state.crosshair == nil ? "pointer" : "keyboard \(FingerMarks.crosshair)"
      left = "\(pointer) \(Format.point(point)) pt · over: \(over)"
      if !state.hoverRecognizers.isEmpty {
        left += " \(LayoutRenderer.recognizerGlyph) " + state.hoverRecognizers.joined(separator: ", ")
        if !state.isPressed { left += " (f/F: force)" }
      }
      if state.isPressed { left += " · " + (state.heldTouch?.description ?? "touching") }
    } else {
      left = "pointer outside the canvas"
    }
    if let selected = state.inspector.selectedView { left += " · selected: \(selected)" }
    // A message (a scenario opened, or why it did not load) goes first, where it is seen, and
    // alone while the pointer is away.
    if let status = state.status { left = state.pointerPoint == nil ? status : "\(status) · \(left)" }
    // Recording and playback marks first of all: the person must always see them.
    let marks =
      [state.recording?.text, state.playback?.text, state.stepMark, state.fileProblems?.mark].compactMap {
        $0
      }
      + state.toggles.marks(selected: state.inspector.selectedView)
    if !marks.isEmpty { left = (marks + [left]).joined(separator: " · ") }
    // Room is kept for the help hint: the text gives way to it.
    let room = canvas.columns - 2 - TextWidth.width(of: helpHint) - 3
    let fits = TextWidth.width(of: Sanitizer.sanitize(left)) <= room
    let shown = fits ? left : Sanitizer.clip(left, toColumns: room - 1) + "…"
    let used = canvas.put(shown, column: 1, row: row, maxColumns: room, role: .status)
    // The full hints when they fit, else at least how to quit.
    for hint in hintChoices(state) {
      let hintWidth = TextWidth.width(of: hint)
      let hintColumn = canvas.columns - hintWidth - 1
      guard hintColumn > used + 2 else { continue }
      canvas.put(hint, column: hintColumn, row: row, maxColumns: hintWidth, role: .hint)
      return
    }
  }
}
