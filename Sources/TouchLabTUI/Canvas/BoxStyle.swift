/// The line characters of a box. Unicode light lines for ordinary views, heavy lines for the
/// hit view (visible in plain text, where colour is lost), dashed for invisible ones.
struct BoxStyle: Equatable, Sendable {
  var topLeft: Character
  var topRight: Character
  var bottomLeft: Character
  var bottomRight: Character
  var horizontal: Character
  var vertical: Character

  static let light = BoxStyle(
    topLeft: "┌", topRight: "┐", bottomLeft: "└", bottomRight: "┘", horizontal: "─", vertical: "│")
  static let heavy = BoxStyle(
    topLeft: "┏", topRight: "┓", bottomLeft: "┗", bottomRight: "┛", horizontal: "━", vertical: "┃")
  /// A highlighted control (a tracked touch is inside it): pressed-looking, and distinct from
  /// the hit view's heavy lines in plain text.
  static let double = BoxStyle(
    topLeft: "╔", topRight: "╗", bottomLeft: "╚", bottomRight: "╝", horizontal: "═", vertical: "║")
  /// The selected view (the inspector's): rounded corners, light lines.
  static let rounded = BoxStyle(
    topLeft: "╭", topRight: "╮", bottomLeft: "╰", bottomRight: "╯", horizontal: "─", vertical: "│")
  static let dashed = BoxStyle(
    topLeft: "┌", topRight: "┐", bottomLeft: "└", bottomRight: "┘", horizontal: "┄", vertical: "┆")

  /// Draws the outline of `rect` (clipped by the canvas's clip). One-cell-thin boxes become a
  /// line, a single cell a dot, so even tiny views stay visible.
  ///
  /// Only the outline's cells that can be written are visited: its top and bottom rows and its
  /// left and right columns, each cut to the canvas and the clip first. Why: a view scaled by
  /// 1e5 spans 200,000 cells a side, and walking its whole rectangle (as this once did, to find
  /// the edge) took seconds a frame and left the explorer blank at 100% CPU; now the work is at
  /// most the canvas's perimeter twice, whatever the geometry. Returns the cells visited.
  @discardableResult
  func draw(_ rect: CellRect, into canvas: inout Canvas, style: Cell.Style, role: Cell.Role) -> Int {
    let visible = rect.intersection(canvas.clip).intersection(canvas.bounds)
    guard !rect.isEmpty, !visible.isEmpty else { return 0 }
    let last = (column: rect.endColumn - 1, row: rect.endRow - 1)
    var visited = 0
    func put(_ column: Int, _ row: Int) {
      visited += 1
      canvas.set(
        Cell(character(column, row, in: rect, last: last), style: style, role: role), column: column, row: row
      )
    }
    let columns = visible.column..<visible.endColumn
    let rows = visible.row..<visible.endRow
    for row in rect.rows == 1 ? [rect.row] : [rect.row, last.row] where rows.contains(row) {
      for column in columns { put(column, row) }
    }
    // The side columns between the top and bottom rows, which the loop above drew.
    let innerTop = max(rows.lowerBound, rect.row + 1)
    let innerEnd = max(innerTop, min(rows.upperBound, last.row))
    for column in rect.columns == 1 ? [rect.column] : [rect.column, last.column]
    where columns.contains(column) {
      for row in innerTop..<innerEnd { put(column, row) }
    }
    return visited
  }

  /// The outline's character at a cell on its edge.
  private func character(_ column: Int, _ row: Int, in rect: CellRect, last: (column: Int, row: Int))
    -> Character
  {
    let onLeft = column == rect.column
    let onRight = column == last.column
    if rect.columns == 1 && rect.rows == 1 { return "▫" }
    if rect.rows == 1 { return horizontal }
    if rect.columns == 1 { return vertical }
    if row == rect.row { return onLeft ? topLeft : onRight ? topRight : horizontal }
    if row == last.row { return onLeft ? bottomLeft : onRight ? bottomRight : horizontal }
    return vertical
  }
}
