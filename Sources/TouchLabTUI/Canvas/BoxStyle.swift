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
  func draw(_ rect: CellRect, into canvas: inout Canvas, style: Cell.Style, role: Cell.Role) {
    guard !rect.isEmpty else { return }
    let last = (column: rect.endColumn - 1, row: rect.endRow - 1)
    for row in rect.row...last.row {
      for column in rect.column...last.column {
        let onTop = row == rect.row
        let onBottom = row == last.row
        let onLeft = column == rect.column
        let onRight = column == last.column
        guard onTop || onBottom || onLeft || onRight else { continue }
        let character: Character
        if rect.columns == 1 && rect.rows == 1 {
          character = "▫"
        } else if rect.rows == 1 {
          character = horizontal
        } else if rect.columns == 1 {
          character = vertical
        } else if onTop {
          character = onLeft ? topLeft : onRight ? topRight : horizontal
        } else if onBottom {
          character = onLeft ? bottomLeft : onRight ? bottomRight : horizontal
        } else {
          character = vertical
        }
        canvas.set(Cell(character, style: style, role: role), column: column, row: row)
      }
    }
  }
}
