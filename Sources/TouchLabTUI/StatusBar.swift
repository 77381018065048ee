import TouchKit

/// The bottom row: the pointer in screen points, the view under it and the recognizers a touch
/// there would reach (after ``LayoutRenderer/recognizerGlyph``), and the keys.
enum StatusBar {
  static let hints = "q quit · PgUp/PgDn ↑/↓ scroll · Esc cancel touch"
  static let shortHint = "q quit"

  static func draw(_ state: UIState, into canvas: inout Canvas) {
    let row = state.layout.statusRow
    canvas.fill(CellRect(column: 0, row: row, columns: canvas.columns, rows: 1), with: Cell(role: .status))
    var left: String
    if let point = state.pointerPoint {
      left = "pointer \(Format.point(point)) pt · over: \(state.hoverView ?? "nothing")"
      if !state.hoverRecognizers.isEmpty {
        left += " \(LayoutRenderer.recognizerGlyph) " + state.hoverRecognizers.joined(separator: ", ")
      }
      if state.isPressed { left += " · touching" }
    } else {
      left = "pointer outside the canvas"
    }
    if let status = state.status { left += " · \(status)" }
    let used = canvas.put(left, column: 1, row: row, maxColumns: canvas.columns - 2, role: .status)
    // The full hints when they fit, else at least how to quit.
    for hint in [hints, shortHint] {
      let hintWidth = TextWidth.width(of: hint)
      let hintColumn = canvas.columns - hintWidth - 1
      guard hintColumn > used + 2 else { continue }
      canvas.put(hint, column: hintColumn, row: row, maxColumns: hintWidth, role: .hint)
      return
    }
  }
}
